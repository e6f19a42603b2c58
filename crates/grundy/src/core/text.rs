//! Text helpers for messages and listings: long text shortened, and
//! descriptions ordered as a person reads them.

/// `text` shortened for a message: at most 24 characters are quoted.
pub fn abbreviate(text: &str) -> String {
    shorten(text, 20)
}

/// `text`, or its first `keep` characters and its length when it is much longer.
pub fn shorten(text: &str, keep: usize) -> String {
    let count = text.chars().count();
    if count <= keep + 4 {
        return text.to_string();
    }
    let head: String = text.chars().take(keep).collect();
    format!("{head}… ({count} characters)")
}

/// Orders descriptions as a person reads them: runs of digits by the
/// numbers they write, the rest by characters, so `fibnim(2)` comes before
/// `fibnim(10276)`. Numbers of any length compare by length, then digits
/// (leading zeros aside).
pub fn natural_order(a: &str, b: &str) -> std::cmp::Ordering {
    use std::cmp::Ordering;
    let (mut a, mut b) = (a.as_bytes(), b.as_bytes());
    loop {
        match (a.first(), b.first()) {
            (None, None) => return Ordering::Equal,
            (None, Some(_)) => return Ordering::Less,
            (Some(_), None) => return Ordering::Greater,
            (Some(x), Some(y)) if x.is_ascii_digit() && y.is_ascii_digit() => {
                let run = |s: &[u8]| s.iter().take_while(|c| c.is_ascii_digit()).count();
                let (na, nb) = (run(a), run(b));
                let (da, db) = (without_zeros(&a[..na]), without_zeros(&b[..nb]));
                let order = da.len().cmp(&db.len()).then_with(|| da.cmp(db));
                if order != Ordering::Equal {
                    return order;
                }
                (a, b) = (&a[na..], &b[nb..]);
            }
            (Some(x), Some(y)) => {
                if x != y {
                    return x.cmp(y);
                }
                (a, b) = (&a[1..], &b[1..]);
            }
        }
    }
}

/// `digits` without its leading zeros (one is kept for 0).
fn without_zeros(digits: &[u8]) -> &[u8] {
    let zeros = digits.iter().take_while(|&&c| c == b'0').count();
    &digits[zeros.min(digits.len() - 1)..]
}

#[cfg(test)]
mod tests {
    use super::natural_order;
    use std::cmp::Ordering::*;

    #[test]
    fn descriptions_sort_by_their_numbers() {
        assert_eq!(natural_order("fibnim(2) 5", "fibnim(10276) 5"), Less);
        assert_eq!(natural_order("nim 10", "nim 9"), Greater);
        assert_eq!(natural_order("nim 007", "nim 7"), Equal);
        assert_eq!(natural_order("wythoff 3 5", "wythoff 3 12"), Less);
        assert_eq!(natural_order("a", "b"), Less);
        assert_eq!(natural_order("nim 1", "nim 1 2"), Less);
        let mut moves = vec!["x 10", "x 9", "x 100", "x 1"];
        moves.sort_unstable_by(|a, b| natural_order(a, b));
        assert_eq!(moves, ["x 1", "x 9", "x 10", "x 100"]);
    }
}
