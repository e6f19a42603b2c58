//! Coin-turning games by rule (Winning Ways ch. 14): `turning(K)`,
//! `turning(A-B)`, `turning(run)`, `turning(run,K)`, `turning(run,A-B)`.

use std::fmt::Write as _;
use std::sync::Arc;

use super::board::coin_position;
use crate::core::convert::index;
use crate::core::error::Result;
use crate::core::nimber::BigNimber;
use crate::core::reason::Reason;
use crate::core::sort;
use crate::language::syntax::{Token, Written};
use crate::msg;
use crate::parts::part::{Drawing, Part};
use crate::parts::search::{SearchPart, SearchRules};
use crate::rules::ruleset::{Options, Ruleset};

/// A coin-turning game: coins in a row at positions 1, 2, 3, …; a move
/// turns over A to B coins, the rightmost from heads to tails, either any
/// coins to its left (`turning(A-B)`) or a run of consecutive coins ending
/// at it (`turning(run,A-B)`). By Winning Ways' theorem for coin-turning
/// games, a row of heads is the sum of its single heads, and a head at n
/// has as options the heads the other turned coins leave: its value G(n)
/// is the mex of the XORs of G over those coins.
///
/// The family holds the classics, each tested against its own ruleset:
/// `turning(2)` (1 or 2 coins: Turning Turtles) is Nim, G(n) = n;
/// `turning(2-2)` (exactly 2: Twins) is G(n) = n − 1; `turning(3)` is Mock
/// Turtles shifted by one place (G(n) = the (n − 1)-th odious number);
/// `turning(run)` is the ruler game; `turning(5)` is Moebius and
/// `turning(7)` Mogul.
///
/// G(1..N) is computed when the game is read, for N its largest head
/// (at most `MAX_POSITION` (2¹⁶)): for runs by prefix XORs, O(N·B); for any
/// coins, by the sets R_j of XORs of j distinct values below n, kept as
/// bit sets and grown one coin at a time (R_j |= R_{j−1} ⊕ G(n)), O(N·B·V)
/// bit operations for values below V, which is kept at most 2^20
/// (`MAX_VALUE_BITS` (20)).
#[derive(Debug, Clone)]
pub struct Turning {
    rule: Rule,
    /// G(0) = 0 (no coin), then G(1), G(2), … up to the largest head read.
    values: Arc<Vec<u64>>,
}

/// Which coins a move turns: `least` to `most` of them, the rightmost from
/// heads to tails, as a run ending at it or anywhere to its left.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rule {
    /// Whether the coins turned are consecutive.
    pub run: bool,
    /// The fewest coins a move turns, at least 1.
    pub least: u64,
    /// The most; `u64::MAX` for a run of any length.
    pub most: u64,
}

impl Rule {
    /// The rule as written in a description: `turning(3)`, `turning(2-2)`,
    /// `turning(run)`, `turning(run,1-4)`.
    fn written(&self) -> String {
        let Rule { run, least, most } = *self;
        let count = match (least, most) {
            (1, u64::MAX) => String::new(),
            (1, most) => most.to_string(),
            (least, most) => format!("{least}-{most}"),
        };
        match (run, count.is_empty()) {
            (true, true) => "turning(run)".to_string(),
            (true, false) => format!("turning(run,{count})"),
            (false, _) => format!("turning({count})"),
        }
    }
}

/// The most coins a move of `turning(A-B)` may turn (a run may turn any).
pub const MAX_COINS: u64 = 8;

/// The largest position of a head: the table G(1..N) is made when the game
/// is read.
pub const MAX_POSITION: u64 = 1 << 16;

/// Values of `turning(A-B)` stay below 2^this: past it the game is
/// refused (the bit sets of reachable values would pass 2^20 bits each).
pub const MAX_VALUE_BITS: u32 = 20;

/// The most steps the table may take (a run's length tried, or a reachable
/// XOR, each one step): about a tenth of a second.
pub const MAX_TABLE_STEPS: u64 = 1 << 25;

impl Turning {
    /// The game of `rule` with its values up to position `largest`, or the
    /// first position whose value reaches 2^20 (`MAX_VALUE_BITS`) or whose
    /// table passes `MAX_TABLE_STEPS` (2²⁵).
    pub fn new(rule: Rule, largest: u64) -> std::result::Result<Turning, u64> {
        let values = if rule.run { run_values(rule, largest)? } else { any_values(rule, largest)? };
        Ok(Turning { rule, values: Arc::new(values) })
    }

    /// G(n), for n up to the largest head read.
    pub fn value_of(&self, n: u64) -> u64 {
        self.values[usize::try_from(n).expect("a position of the table")]
    }
}

/// G for runs: turning L coins ending at m leaves heads m−L+1..m−1, of
/// value the XOR of their values, a difference of prefix XORs. Its steps,
/// Σ min(B, m) − A + 1, are counted before it starts. O(N·B).
fn run_values(rule: Rule, largest: u64) -> std::result::Result<Vec<u64>, u64> {
    let lengths = |m: u64| (rule.most.min(m) + 1).saturating_sub(rule.least);
    let mut steps = 0u64;
    for m in 1..=largest {
        steps = steps.saturating_add(lengths(m));
        if steps > MAX_TABLE_STEPS {
            return Err(m);
        }
    }
    let n = usize::try_from(largest).expect("at most MAX_POSITION");
    let mut values = vec![0u64; n + 1];
    // prefix[i] = G(1) ⊕ … ⊕ G(i).
    let mut prefix = vec![0u64; n + 1];
    // seen[v] == m when value v is an option of m (values of m's options
    // are at most its count of options, so below m + 1).
    let mut seen = vec![0usize; n + 2];
    for m in 1..=n {
        for length in index(rule.least)..=index(rule.most.min(m as u64)) {
            // Heads m − length + 1 … m − 1.
            let x = prefix[m - 1] ^ prefix[m - length];
            if let Some(slot) = usize::try_from(x).ok().and_then(|x| seen.get_mut(x)) {
                *slot = m;
            }
        }
        let value = (0..).find(|&v| seen[v] != m).expect("a value is missing");
        values[m] = value as u64;
        prefix[m] = prefix[m - 1] ^ values[m];
    }
    Ok(values)
}

/// G for any coins: R_j, the XORs of j distinct values among the positions
/// already done, as bit sets over 0..2^bits, grown as values grow.
fn any_values(rule: Rule, largest: u64) -> std::result::Result<Vec<u64>, u64> {
    let n = usize::try_from(largest).expect("at most MAX_POSITION");
    let others = usize::try_from(rule.most - 1).expect("at most MAX_COINS");
    let mut bits = 6u32;
    // reach[j]: bit x set when some j distinct earlier coins XOR to x.
    let mut reach: Vec<Vec<u64>> = vec![vec![0; 1]; others + 1];
    reach[0][0] = 1;
    let mut values = vec![0u64; n + 1];
    let mut steps = 0u64;
    for (m, slot) in values.iter_mut().enumerate().skip(1) {
        steps += (others as u64 + 1) * reach[0].len() as u64;
        if steps > MAX_TABLE_STEPS {
            return Err(m as u64);
        }
        // The mex of the union of R_j for j = least − 1 … most − 1.
        let mut union = vec![0u64; reach[0].len()];
        for set in &reach[index(rule.least) - 1..] {
            for (u, w) in union.iter_mut().zip(set) {
                *u |= w;
            }
        }
        let value = union
            .iter()
            .enumerate()
            .find(|(_, &w)| w != u64::MAX)
            .map_or(union.len() as u64 * 64, |(i, w)| i as u64 * 64 + u64::from(w.trailing_ones()));
        *slot = value;
        if value >> MAX_VALUE_BITS != 0 {
            return Err(m as u64);
        }
        // Room for every XOR with the new value.
        while value >> bits != 0 {
            bits += 1;
            for set in &mut reach {
                set.resize(1 << (bits - 6).min(63), 0);
            }
        }
        // R_j |= R_{j−1} ⊕ value, from the largest j down (each coin once).
        for j in (1..=others).rev() {
            let (lower, upper) = reach.split_at_mut(j);
            let (from, to) = (&lower[j - 1], &mut upper[0]);
            for (word, &bits_set) in from.iter().enumerate() {
                let mut w = bits_set;
                steps += u64::from(w.count_ones());
                while w != 0 {
                    let bit = w.trailing_zeros() as usize;
                    w &= w - 1;
                    let x = (word * 64 + bit) as u64 ^ value;
                    to[index(x / 64)] |= 1 << (x % 64);
                }
            }
        }
    }
    Ok(values)
}

impl Ruleset for Turning {
    type Position = u64;

    /// The heads the other turned coins leave: for runs, the L − 1 coins
    /// below n; otherwise every set of A − 1 to B − 1 positions below n.
    fn options(&self, &n: &u64, out: &mut Options<u64>) {
        let Rule { run, least, most } = self.rule;
        if run {
            for length in least..=most.min(n) {
                out.push_sum(n - length + 1..n);
            }
            return;
        }
        let mut chosen = Vec::new();
        subsets(n, least - 1, most - 1, 1, &mut chosen, out);
    }
}

/// Every set of `low` to `high` positions from `from` up to below `n`,
/// pushed as a sum.
fn subsets(n: u64, low: u64, high: u64, from: u64, chosen: &mut Vec<u64>, out: &mut Options<u64>) {
    let size = chosen.len() as u64;
    if size >= low {
        out.push_sum(chosen.iter().copied());
    }
    if size == high {
        return;
    }
    for next in from..n {
        chosen.push(next);
        subsets(n, low, high, next + 1, chosen, out);
        chosen.pop();
    }
}

/// C(n, k), saturating.
fn choose(n: u64, k: u64) -> u128 {
    (0..k).fold(1u128, |c, i| c.saturating_mul((n - i) as u128) / (i as u128 + 1))
}

impl SearchRules for Turning {
    fn name(&self) -> String {
        self.rule.written()
    }

    fn describe(&self, components: &[u64]) -> String {
        let mut sorted = components.to_vec();
        sort::sort(&mut sorted);
        let mut text = self.rule.written();
        for n in sorted {
            write!(text, " {n}").expect("writing to a String cannot fail");
        }
        text
    }

    fn drawing(&self, &n: &u64) -> Drawing {
        Drawing::Coin(n)
    }

    /// Every value comes from the table: nothing is searched.
    fn search_size(&self, _: &u64) -> u128 {
        0
    }

    /// The runs (at most n), or the sets of A − 1 to B − 1 of the n − 1
    /// positions below.
    fn max_options(&self, &n: &u64) -> u128 {
        let Rule { run, least, most } = self.rule;
        if run {
            return n as u128 + 1;
        }
        let below = n.saturating_sub(1);
        (least - 1..most.min(below + 1)).map(|k| choose(below, k)).fold(0, u128::saturating_add)
    }

    /// The options, each holding fewer than B heads (n for a run).
    fn options_size(&self, &n: &u64) -> u128 {
        let heads = if self.rule.run { n as u128 } else { self.rule.most as u128 };
        self.max_options(&n).saturating_mul(heads + 1)
    }

    fn value(&self, &n: &u64) -> Option<BigNimber> {
        Some(BigNimber::from(self.value_of(n)))
    }

    fn explain(&self, &n: &u64, value: &BigNimber) -> Vec<Reason> {
        vec![Reason::Turning { n, rule: self.rule.written(), value: value.clone() }]
    }
}

/// `turning(RULE) P1 P2 …`: a head at each position, from 1.
pub(crate) fn build(written: &Written) -> Result<Arc<dyn Part>> {
    let rule = rule(written)?;
    let positions =
        written.operands().map(|t| t.number(coin_position())).collect::<Result<Vec<_>>>()?;
    for (token, &p) in written.operands().zip(&positions) {
        if !(1..=MAX_POSITION).contains(&p) {
            return Err(token.error(msg!(
                "turning-position-range",
                "a coin of turning is at a position from 1 to {max} (its values are tabulated when the game is read), found {found}",
                max = MAX_POSITION,
                found = token.quoted()
            )));
        }
    }
    let largest = positions.iter().copied().max().unwrap_or(0);
    let turning = Turning::new(rule, largest).map_err(|at| {
        written.error(msg!(
            "turning-values-too-large",
            "the table of the values of {rule} passes {steps} steps or values of 2^{bits} at position {at}: ask for heads below {at}",
            rule = rule.written(),
            steps = MAX_TABLE_STEPS,
            bits = MAX_VALUE_BITS,
            at = at
        ))
    })?;
    Ok(Arc::new(SearchPart::new(turning, positions)))
}

/// The rule in the parentheses: `K`, `A-B`, `run`, `run,K` or `run,A-B`.
fn rule(written: &Written) -> Result<Rule> {
    let expected = || {
        msg!(
            "turning-rule",
            "turning takes the coins a move turns: K (1 to K coins), A-B (A to B coins, B at most {max}), run (any run of consecutive coins), run,K or run,A-B: write `turning(3) 5 9` or `turning(run,2-4) 7`",
            max = MAX_COINS
        )
    };
    let params = written.params.as_deref().unwrap_or(&[]);
    let (run, count) = match params {
        [one] if one.text == "run" => return Ok(Rule { run: true, least: 1, most: u64::MAX }),
        [run, count] if run.text == "run" => (true, count),
        [count] => (false, count),
        _ => return Err(written.error(expected())),
    };
    let (least, most) = counts(count, &expected)?;
    if !run && most > MAX_COINS {
        return Err(count.error(expected()));
    }
    Ok(Rule { run, least, most })
}

/// `K` (1 to K) or `A-B`, with 1 ≤ A ≤ B.
fn counts(
    token: &Token,
    expected: &dyn Fn() -> crate::core::message::Message,
) -> Result<(u64, u64)> {
    let what = || msg!("turning-what-coins", "number of coins");
    let (least, most) = match token.split('-').as_slice() {
        [k] => (1, k.number(what())?),
        [a, b] => (a.number(what())?, b.number(what())?),
        _ => return Err(token.error(expected())),
    };
    if least == 0 || least > most {
        return Err(token.error(expected()));
    }
    Ok((least, most))
}
