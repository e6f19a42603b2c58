//! The cutting game: cut paper along grid lines; whoever cuts out a 1×1
//! piece wins.

use std::fmt::Write as _;
use std::sync::Arc;

use super::board;
use crate::core::error::Result;
use crate::core::nimber::BigNimber;
use crate::core::reason::Reason;
use crate::language::syntax::{no_parameters, Written};
use crate::msg;
use crate::parts::part::{Ending, Part};
use crate::parts::search::{SearchPart, SearchRules};
use crate::rules::ruleset::{Options, Ruleset};

/// The cutting game (POJ 2311 "Cutting Game"), reduced to normal play.
///
/// In the literal game a move cuts one piece along a grid line into two, and
/// whoever first cuts out a 1×1 piece wins. A cut leaving a piece with a side
/// of 1 loses at once (the opponent cuts a 1×1 from it), so nobody makes one
/// while another cut exists, and a player with no other cut loses: that is
/// normal play of the *reduced* game, where pieces have both sides at least
/// 2, a cut leaves two such pieces, and 2×2, 2×3 and 3×2 are terminal:
///
/// G(w, h) = mex of G(i, h) ⊕ G(w−i, h) for 2 ≤ i ≤ w−2 and
/// G(w, j) ⊕ G(w, h−j) for 2 ≤ j ≤ h−2.
///
/// A piece with a side of 1 is outside the reduced game and decides the
/// literal one by itself ([`Ending`]): from 1×k (k ≥ 2) the player to move
/// cuts out a 1×1 and wins at once, and a 1×1 piece means the game is
/// already over, won by whoever cut it.
///
/// The tests check this reduction, and the pieces with a side of 1, against
/// a search of the literal game.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Cutting;

impl Ruleset for Cutting {
    type Position = (u64, u64);

    /// Each cut once (a cut at i and at w−i give the same two pieces).
    fn options(&self, &(w, h): &(u64, u64), out: &mut Options<(u64, u64)>) {
        for i in 2..=w / 2 {
            out.push_sum([(i, h), (w - i, h)]);
        }
        for j in 2..=h / 2 {
            out.push_sum([(w, j), (w, h - j)]);
        }
    }
}

impl SearchRules for Cutting {
    fn name(&self) -> String {
        "cutting".to_string()
    }

    fn drawing(&self, position: &Self::Position) -> crate::parts::part::Drawing {
        crate::parts::part::Drawing::Rectangle(position.0, position.1)
    }

    fn describe(&self, components: &[(u64, u64)]) -> String {
        let mut text = "cutting".to_string();
        for (w, h) in components {
            write!(text, " {w}x{h}").expect("writing to a String cannot fail");
        }
        text
    }

    /// Pieces inside w×h number at most (w−1)(h−1), each with fewer than
    /// (w+h)/2 cuts.
    fn search_size(&self, &(w, h): &(u64, u64)) -> u128 {
        let (w, h) = (w as u128, h as u128);
        (w * h).saturating_mul(w + h)
    }

    /// w/2 + h/2 cuts, and two more that lose at once.
    fn max_options(&self, &(w, h): &(u64, u64)) -> u128 {
        w as u128 + h as u128 + 2
    }

    /// Those options of two pieces each.
    fn options_size(&self, &(w, h): &(u64, u64)) -> u128 {
        3 * (w as u128 + h as u128 + 2)
    }

    /// The cuts leaving a side of 1, which the reduced game leaves out: after
    /// each the opponent cuts out a 1×1 and wins.
    fn losing_options(&self, &(w, h): &(u64, u64), out: &mut Options<(u64, u64)>) {
        if w >= 2 && h >= 2 {
            out.push_sum([(1, h), (w - 1, h)]);
            out.push_sum([(w, 1), (w, h - 1)]);
        }
    }

    /// 1×1 is a game over; 1×k and k×1 (k ≥ 2) win at once, by cutting off
    /// a 1×1 (at either end: the same two pieces).
    fn ending(&self, &(w, h): &(u64, u64)) -> Option<Ending> {
        match (w, h) {
            (1, 1) => Some(Ending::Over { why: Reason::PieceCutOut }),
            (1, _) | (_, 1) => {
                let rest = if w == 1 { (1, h - 1) } else { (w - 1, 1) };
                Some(Ending::WinsNow {
                    moves: vec![self.describe(&[(1, 1), rest])],
                    why: Reason::CutsOffPiece { w, h },
                })
            }
            _ => None,
        }
    }

    fn normal_play_only(&self) -> bool {
        true
    }

    fn explain(&self, &(w, h): &(u64, u64), _: &BigNimber) -> Vec<Reason> {
        let cuts = (w / 2).saturating_sub(1) + (h / 2).saturating_sub(1);
        vec![Reason::ReducedCuts { w, h, cuts }]
    }
}

/// `cutting WxH …`: pieces, each a component.
pub(super) fn build(written: &Written) -> Result<Arc<dyn Part>> {
    if written.params.is_some() {
        return Err(written.error(no_parameters("cutting", "cutting 5x6 3x4")));
    }
    let mut pieces = Vec::new();
    for token in written.operands() {
        let what = msg!("cutting-what-piece", "piece WxH such as 5x6");
        let (w, h) = board::dimensions(&token, what)?;
        if w == 0 || h == 0 {
            return Err(token.error(msg!(
                "cutting-empty-piece",
                "a piece has positive sides, found {found}",
                found = token.quoted()
            )));
        }
        pieces.push((w, h));
    }
    Ok(Arc::new(SearchPart::new(Cutting, pieces)))
}
