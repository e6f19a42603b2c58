//! The one parser of the counts the command line takes (`--max-work`,
//! `--max-search`, `--max-table`, `--limit`, `--upto`, `--heaps`, …): a whole
//! number written in digits (`10000000000000`), in scientific notation
//! (`1e13`, `2.5e6`, `1E6`, `1e+6`) or as a power (`10^13`, `2^26`), read
//! exactly with integers (no floating point). Values that are not whole
//! numbers (`1.5`, `1e-3`, `2.5e0`) and values past the largest the flag
//! holds are refused; clap then names the flag and exits with code 2.
//!
//! O(n) in the length of the text (the digits are folded into a `u128`
//! with checked arithmetic, so nothing larger than that is ever built).

/// The unsigned integer types counts are read into.
pub trait Count: TryFrom<u128> + Copy + Send + Sync + 'static {
    /// The largest value of the type, to name in a refusal.
    const MAX: u128;
}

impl Count for u32 {
    const MAX: u128 = u32::MAX as u128;
}

impl Count for u64 {
    const MAX: u128 = u64::MAX as u128;
}

impl Count for usize {
    const MAX: u128 = usize::MAX as u128;
}

/// What was expected, said in every refusal of a malformed count.
const EXPECTED: &str =
    "expected a whole number: digits (10000000), scientific notation (1e7, 2.5e6) or a power (10^7, 2^20)";

/// Reads `text` as a count of type `T` (a clap `value_parser`).
pub fn parse<T: Count>(text: &str) -> Result<T, String> {
    let too_large = || format!("{text} is more than the largest value this flag takes, {}", T::MAX);
    let value = exact(text)?.ok_or_else(too_large)?;
    if value > T::MAX {
        return Err(too_large());
    }
    T::try_from(value).map_err(|_| too_large())
}

/// The value of `text`, or `None` when it does not fit in a `u128`.
fn exact(text: &str) -> Result<Option<u128>, String> {
    if let Some((base, exponent)) = text.split_once('^') {
        let (Some(base), Some(exponent)) = (digits(base), digits(exponent)) else {
            return Err(format!("{EXPECTED}, found `{text}`"));
        };
        let Some(base) = fold(base) else { return Ok(None) };
        // 0^e and 1^e are small for every e; past that, an exponent that
        // does not fit in a u32 gives a value that does not fit in a u128.
        return Ok(match (base, fold(exponent).and_then(|e| u32::try_from(e).ok())) {
            (0, Some(0)) => Some(1),
            (0, _) => Some(0),
            (1, _) => Some(1),
            (_, None) => None,
            (base, Some(exponent)) => base.checked_pow(exponent),
        });
    }
    let (mantissa, exponent) = match text.find(['e', 'E']) {
        Some(at) => (&text[..at], Some(&text[at + 1..])),
        None => (text, None),
    };
    let (whole, fraction) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let negative = exponent.is_some_and(|e| e.starts_with('-'));
    let exponent = exponent.map(|e| e.strip_prefix(['+', '-']).unwrap_or(e));
    let malformed = || format!("{EXPECTED}, found `{text}`");
    let whole = digits(whole).ok_or_else(malformed)?;
    let fraction = if fraction.is_empty() && !mantissa.contains('.') {
        ""
    } else {
        digits(fraction).ok_or_else(malformed)?
    };
    let exponent = match exponent {
        Some(e) => digits(e).ok_or_else(malformed)?,
        None => "0",
    };
    // The mantissa's digits, d, and the value d · 10^shift.
    let all: String = [whole, fraction].concat();
    let significant = all.trim_start_matches('0');
    if significant.is_empty() {
        return Ok(Some(0));
    }
    let not_whole = || format!("{text} is not a whole number ({EXPECTED})");
    let places = fraction.len() as u128;
    // shift = ±exponent − places, kept as a sign and a size.
    let exponent = fold(exponent);
    let (up, size) = match (negative, exponent) {
        (false, Some(e)) if e >= places => (true, Some(e - places)),
        (false, Some(e)) => (false, Some(places - e)),
        (false, None) => (true, None),
        (true, Some(e)) => (false, e.checked_add(places)),
        (true, None) => (false, None),
    };
    if up {
        let Some(shift) = size.and_then(|s| u32::try_from(s).ok()) else { return Ok(None) };
        let Some(value) = fold(significant) else { return Ok(None) };
        return Ok(10u128.checked_pow(shift).and_then(|power| value.checked_mul(power)));
    }
    // Dividing by 10^size: the last `size` digits must be zeros.
    let zeros = significant.len() - significant.trim_end_matches('0').len();
    match size {
        Some(size) if size <= zeros as u128 => {
            Ok(fold(&significant[..significant.len() - size as usize]))
        }
        _ => Err(not_whole()),
    }
}

/// `text` when it is one or more ASCII digits.
fn digits(text: &str) -> Option<&str> {
    (!text.is_empty() && text.bytes().all(|b| b.is_ascii_digit())).then_some(text)
}

/// The number the ASCII digits of `text` write, or `None` past `u128`.
fn fold(text: &str) -> Option<u128> {
    text.bytes().try_fold(0u128, |n, b| n.checked_mul(10)?.checked_add(u128::from(b - b'0')))
}

#[cfg(test)]
mod tests {
    use super::parse;

    #[test]
    fn plain_scientific_and_power_forms_read_exactly() {
        let cases: &[(&str, u64)] = &[
            ("0", 0),
            ("42", 42),
            ("007", 7),
            ("1e13", 10_000_000_000_000),
            ("1E13", 10_000_000_000_000),
            ("1e+6", 1_000_000),
            ("2.5e6", 2_500_000),
            ("2.50e1", 25),
            ("1.0", 1),
            ("0.5e1", 5),
            ("12300e-2", 123),
            ("1200e-2", 12),
            ("0e99999999999999999999999999999999999999999", 0),
            ("10^12", 1_000_000_000_000),
            ("2^20", 1 << 20),
            ("2^63", 1 << 63),
            ("0^0", 1),
            ("1^99999999999999999999999999999999999999999999", 1),
            ("18446744073709551615", u64::MAX),
            ("1.8446744073709551615e19", u64::MAX),
        ];
        for &(text, want) in cases {
            assert_eq!(parse::<u64>(text), Ok(want), "{text}");
        }
        assert_eq!(parse::<usize>("1e8"), Ok(100_000_000));
        assert_eq!(parse::<u32>("2^31"), Ok(1 << 31));
    }

    #[test]
    fn non_integers_are_refused_as_not_whole() {
        for text in [
            "1.5",
            "1e-3",
            "2.5e0",
            "0.1",
            "12345e-3",
            "1.05e1",
            "3e-99999999999999999999999999999999999999999",
        ] {
            let error = parse::<u64>(text).unwrap_err();
            assert!(error.starts_with(&format!("{text} is not a whole number")), "{text}: {error}");
        }
    }

    #[test]
    fn values_past_the_type_are_refused_with_its_largest() {
        for text in [
            "18446744073709551616",
            "2^64",
            "1e20",
            "1.9e19",
            "10^99999999999",
            "1e99999999999999999999999999999999999999999",
        ] {
            let error = parse::<u64>(text).unwrap_err();
            assert_eq!(
                error,
                format!(
                    "{text} is more than the largest value this flag takes, 18446744073709551615"
                ),
                "{text}"
            );
        }
        assert!(parse::<u32>("2^32").unwrap_err().ends_with(", 4294967295"));
        let digits = "9".repeat(60);
        assert!(parse::<u64>(&digits).unwrap_err().contains("more than the largest"));
    }

    #[test]
    fn malformed_counts_say_what_was_expected() {
        for text in [
            "", "e6", "1e", "1.e3", ".5e1", "1e6.5", "-5", "1,000", "1_000", "0x10", "2^", "^3",
            "2^-1", "1e3^2", "1 000", "１０", " 7", "inf", "NaN",
        ] {
            let error = parse::<u64>(text).unwrap_err();
            assert!(error.starts_with("expected a whole number"), "{text:?}: {error}");
        }
    }
}
