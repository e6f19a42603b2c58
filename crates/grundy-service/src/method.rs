//! The tutorials' method for a winning move in a sum, worked out on the
//! position (Bouton's rule as the Sprague–Grundy theorem extends it):
//! XOR the components' values; the highest 1 of this nim-sum is a 1 in
//! some component's value v too; v ⊕ sum is smaller than v, so that
//! component has an option of that value (v is the mex of its options'
//! values); moving there leaves a nim-sum of 0. For (14, 21, 39): 14 ⊕ 21
//! ⊕ 39 = 60 = 111100₂, its highest 1 (32) is in 39 only, 39 ⊕ 60 = 27,
//! take 12 from heap 3.
//!
//! The play page's hint says it step by step ([`Method::steps`]) and plays
//! the move it finds. Time: O(components × bits of the largest value).

use grundy::shorten;
use num_bigint::BigUint;
use serde::Serialize;

use crate::args;
use crate::i18n::Lang;
use crate::reasons::say;

/// The method's move and its steps in words.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Method {
    /// The component moved (0-based).
    pub component: usize,
    /// What it becomes, one of its listed winning moves.
    pub to: String,
    /// The method, a sentence a step.
    pub steps: Vec<String>,
}

/// The component the method moves, and the value it moves it to: the
/// first component whose value has the nim-sum's highest 1, and that
/// value ⊕ the nim-sum. `None` when the nim-sum is 0 (no winning move).
pub fn target(values: &[BigUint]) -> Option<(usize, BigUint)> {
    let sum = values.iter().fold(BigUint::ZERO, |sum, v| sum ^ v);
    let high = sum.bits().checked_sub(1)?;
    let component = values.iter().position(|v| v.bit(high))?;
    Some((component, &values[component] ^ &sum))
}

/// The steps of the method for the values `values` of a sum's
/// components, moving `component` to value `target` (from [`target`]);
/// `heap` when that component is a heap of Nim (its value its size), so
/// that the move is a take. In `lang`.
pub fn steps(
    lang: Lang,
    values: &[BigUint],
    (component, target): (usize, &BigUint),
    heap: bool,
) -> Vec<String> {
    let text = |v: &BigUint| shorten(&v.to_string(), 40);
    let sum = values.iter().fold(BigUint::ZERO, |sum, v| sum ^ v);
    let xors = values.iter().map(text).collect::<Vec<_>>().join(" ⊕ ");
    let high = sum.bits().saturating_sub(1);
    let value = &values[component];
    let others = values.iter().enumerate().filter(|&(i, v)| i != component && v.bit(high)).count();
    let number = (component + 1).to_string();
    let mut steps = vec![
        say(
            lang,
            "how-nim-sum",
            args!["values" => xors, "sum" => text(&sum), "binary" => shorten(&sum.to_str_radix(2), 64)],
        ),
        say(
            lang,
            if others == 0 { "how-highest-bit" } else { "how-highest-bit-also" },
            args!["bit" => power_of_two(high), "value" => text(value), "component" => number.clone()],
        ),
    ];
    let args = args![
        "value" => text(value),
        "sum" => text(&sum),
        "target" => text(target),
        "component" => number,
        "take" => text(&(value - target))
    ];
    steps.push(say(lang, if heap { "how-take" } else { "how-target" }, args));
    steps.push(say(lang, "how-zero", args![]));
    steps
}

/// 2ᵏ written with a superscript and its value: `2⁵ = 32`.
fn power_of_two(k: u64) -> String {
    const DIGITS: [char; 10] = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
    let exponent: String =
        k.to_string().chars().map(|d| DIGITS[d as usize - '0' as usize]).collect();
    let value = BigUint::from(1u32) << k;
    format!("2{exponent} = {}", shorten(&value.to_string(), 40))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn big(values: &[u64]) -> Vec<BigUint> {
        values.iter().map(|&v| v.into()).collect()
    }

    #[test]
    fn the_tutorials_examples() {
        let values = big(&[14, 21, 39]);
        let (c, t) = target(&values).unwrap();
        assert_eq!((c, t.clone()), (2, 27u32.into()));
        let zh = steps(Lang::ZhCn, &values, (c, &t), true);
        let zh = zh.join(" ");
        for part in ["14 ⊕ 21 ⊕ 39 = 60", "111100", "2⁵ = 32", "39 ⊕ 60 = 27", "从第 3 堆取 12 个"]
        {
            assert!(zh.contains(part), "{part} in {zh}");
        }
        let values = big(&[55, 81, 121]);
        let (c, t) = target(&values).unwrap();
        let en = steps(Lang::En, &values, (c, &t), true).join(" ");
        assert!(
            en.contains("55 ⊕ 81 ⊕ 121 = 31") && en.contains("take 15 from heap 1, leaving 40"),
            "{en}"
        );
        assert_eq!(target(&big(&[1, 2, 3])), None);
    }

    /// The method's move always leaves a nim-sum of 0 and is a smaller
    /// value, on every sum of three values below 64.
    #[test]
    fn the_move_leaves_zero() {
        for a in 0..64u64 {
            for b in 0..64u64 {
                for c in 0..64u64 {
                    let mut values = big(&[a, b, c]);
                    let Some((i, t)) = target(&values) else {
                        assert_eq!(a ^ b ^ c, 0);
                        continue;
                    };
                    assert!(t < values[i]);
                    values[i] = t;
                    assert_eq!(values.iter().fold(BigUint::ZERO, |s, v| s ^ v), BigUint::ZERO);
                }
            }
        }
    }
}
