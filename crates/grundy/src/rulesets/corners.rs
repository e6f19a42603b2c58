//! Turning Corners: the coin-turning game valued by nim multiplication.

use std::fmt::Write as _;
use std::sync::Arc;

use super::board;
use crate::core::error::Result;
use crate::core::nim_product::{nim_inv, nim_mul};
use crate::core::nimber::BigNimber;
use crate::core::reason::Reason;
use crate::language::syntax::Written;
use crate::parts::part::Drawing;
use crate::parts::part::Part;
use crate::parts::search::{SearchPart, SearchRules};
use crate::rules::ruleset::{Options, Ruleset};

/// Turning Corners (Winning Ways ch. 14; Conway, *On Numbers and Games*
/// ch. 6): coins at (x, y) with x, y ≥ 0; a move picks x' < x and y' < y
/// and turns over the corners (x, y), (x', y), (x, y'), (x', y'), the first
/// going from heads to tails. Each head is one component, and
/// G(x, y) = x ⊗ y, the nim product.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Corners;

impl Ruleset for Corners {
    type Position = (u64, u64);

    fn options(&self, &(x, y): &(u64, u64), out: &mut Options<(u64, u64)>) {
        for x1 in 0..x {
            for y1 in 0..y {
                out.push_sum([(x1, y), (x, y1), (x1, y1)]);
            }
        }
    }
}

impl SearchRules for Corners {
    fn name(&self) -> String {
        "corners".to_string()
    }

    fn describe(&self, components: &[(u64, u64)]) -> String {
        let mut text = "corners".to_string();
        for (x, y) in components {
            write!(text, " ({x},{y})").expect("writing to a String cannot fail");
        }
        text
    }

    fn drawing(&self, &(x, y): &(u64, u64)) -> Drawing {
        Drawing::GridCoin { x, y }
    }

    fn search_size(&self, &(x, y): &(u64, u64)) -> u128 {
        let (x, y) = (x as u128, y as u128);
        ((x + 1) * (y + 1)).saturating_mul(x * y)
    }

    fn max_options(&self, &(x, y): &(u64, u64)) -> u128 {
        (x as u128).saturating_mul(y as u128)
    }

    /// x·y options of three coins each: 4·x·y.
    fn options_size(&self, &(x, y): &(u64, u64)) -> u128 {
        (x as u128).saturating_mul(y as u128).saturating_mul(4)
    }

    fn value(&self, &(x, y): &(u64, u64)) -> Option<BigNimber> {
        Some(nim_mul(x, y).into())
    }

    /// The option (x', y') has value (x'⊗y) ⊕ (x⊗y') ⊕ (x'⊗y') =
    /// (x⊕x') ⊗ (y⊕y') ⊕ x⊗y, so it has value t exactly when
    /// y ⊕ y' = (x⊗y ⊕ t) ⊗ (x⊕x')⁻¹ (x' ≠ x, so the inverse exists). For
    /// each x' (or each y', along the shorter side) the other coordinate is
    /// determined: O(min(x, y)) nim products and inverses instead of x·y.
    fn options_with_value(
        &self,
        &(x, y): &(u64, u64),
        target: &BigNimber,
        out: &mut Options<(u64, u64)>,
    ) -> bool {
        let Some(t) = target.to_nimber() else { return true };
        let c = nim_mul(x, y) ^ t.0;
        let (short, long, swap) = if x <= y { (x, y, false) } else { (y, x, true) };
        for s1 in 0..short {
            let inverse = nim_inv(short ^ s1).expect("s1 < short, so short ^ s1 ≠ 0");
            let l1 = long ^ nim_mul(c, inverse);
            if l1 < long {
                let (x1, y1) = if swap { (l1, s1) } else { (s1, l1) };
                out.push_sum([(x1, y), (x, y1), (x1, y1)]);
            }
        }
        true
    }

    fn moves_size(&self, &(x, y): &(u64, u64), _: &BigNimber) -> u128 {
        x.min(y) as u128
    }

    fn explain(&self, &(x, y): &(u64, u64), value: &BigNimber) -> Vec<Reason> {
        vec![Reason::NimProduct { x, y, value: value.clone() }]
    }
}

/// `corners (X,Y) …`, the first coin possibly written as the parameters.
pub(super) fn build(written: &Written) -> Result<Arc<dyn Part>> {
    let mut coins = Vec::new();
    if let Some(params) = &written.params {
        coins.push(board::coordinates(params, &written.ruleset)?);
    }
    for token in written.operands() {
        coins.push(board::coin(&token)?);
    }
    Ok(Arc::new(SearchPart::new(Corners, coins)))
}
