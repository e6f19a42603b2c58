//! Nim multiplication against its mex definition, and the field laws.

use grundy::{nim_inv, nim_mul, Mex, Nimber};
use proptest::prelude::*;

/// x ⊗ y for x, y < n by the mex rule alone (Conway, ONAG ch. 6).
fn by_mex(n: usize) -> Vec<Vec<u64>> {
    let mut table = vec![vec![0u64; n]; n];
    let mut mex = Mex::new();
    let mut values = Vec::new();
    for x in 0..n {
        for y in 0..n {
            values.clear();
            for x1 in 0..x {
                for y1 in 0..y {
                    values.push(Nimber(table[x1][y] ^ table[x][y1] ^ table[x1][y1]));
                }
            }
            table[x][y] = mex.of(&values).0;
        }
    }
    table
}

/// a^e by square and multiply.
fn power(a: u64, mut e: u128) -> u64 {
    let (mut base, mut result) = (a, 1);
    while e > 0 {
        if e & 1 == 1 {
            result = nim_mul(result, base);
        }
        base = nim_mul(base, base);
        e >>= 1;
    }
    result
}

#[test]
fn nim_mul_equals_the_mex_definition_below_300() {
    let table = by_mex(300);
    for (x, row) in table.iter().enumerate() {
        for (y, &value) in row.iter().enumerate() {
            assert_eq!(nim_mul(x as u64, y as u64), value, "{x} ⊗ {y}");
        }
    }
}

#[test]
fn fermat_powers_square_to_three_halves() {
    for k in 0..6 {
        let f = 1u64 << (1 << k);
        if f == 0 {
            continue;
        }
        assert_eq!(nim_mul(f, f), f ^ (f >> 1), "F = 2^{}", 1 << k);
    }
    // 2^32 ⊗ 2^32 = 2^32 ⊕ 2^31 (the last Fermat 2-power below 2^64).
    assert_eq!(nim_mul(1 << 32, 1 << 32), (1 << 32) | (1 << 31));
    // Distinct Fermat 2-powers multiply as integers.
    assert_eq!(nim_mul(1 << 32, 1 << 16), 1 << 48);
}

#[test]
fn every_element_below_4096_has_its_inverse() {
    assert_eq!(nim_inv(0), None);
    for a in 1..4096u64 {
        let b = nim_inv(a).unwrap();
        assert_eq!(nim_mul(a, b), 1, "{a}");
    }
}

proptest! {
    #[test]
    fn commutative(a: u64, b: u64) {
        prop_assert_eq!(nim_mul(a, b), nim_mul(b, a));
    }

    #[test]
    fn associative(a: u64, b: u64, c: u64) {
        prop_assert_eq!(nim_mul(nim_mul(a, b), c), nim_mul(a, nim_mul(b, c)));
    }

    #[test]
    fn distributive_over_xor(a: u64, b: u64, c: u64) {
        prop_assert_eq!(nim_mul(a, b ^ c), nim_mul(a, b) ^ nim_mul(a, c));
    }

    #[test]
    fn one_is_the_identity_and_zero_absorbs(a: u64) {
        prop_assert_eq!(nim_mul(a, 1), a);
        prop_assert_eq!(nim_mul(0, a), 0);
    }

    /// In GF(2^64), a^(2^64−1) = 1, so a^(2^64−2) is the inverse.
    #[test]
    fn inverse_is_the_power_two_to_the_64_minus_2(a in 1u64..) {
        let inverse = power(a, (1u128 << 64) - 2);
        prop_assert_eq!(nim_mul(a, inverse), 1);
        prop_assert_eq!(nim_inv(a), Some(inverse));
    }

    /// Products of small numbers stay in their subfield.
    #[test]
    fn subfields_are_closed(a: u16, b: u32) {
        prop_assert!(nim_mul(a as u64, (b & 0xffff) as u64) <= 0xffff);
        prop_assert!(nim_mul(a as u64, b as u64) <= 0xffff_ffff);
    }
}
