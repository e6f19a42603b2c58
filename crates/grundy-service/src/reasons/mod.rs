//! The engine's reasons in words: each [`grundy::Reason`] (why a component
//! has its value, why the computer's move is good), each closed form
//! ([`grundy::Formula`]) and each periodicity theorem, rendered in a
//! [`Lang`] through the catalogue `reasons.ftl`. In English the words are
//! those the command line has always printed.
//!
//! Numbers go in as text, since they may pass 2⁵³ (Fluent numbers are
//! `f64`), but for counts that choose a plural form; huge heaps and
//! descriptions are shortened as before.

use fluent_bundle::FluentArgs;
use grundy::period::PeriodTheorem;
use grundy::{shorten, Formula, MisereMethod, Neighbours, Reason};

use crate::args;
use crate::i18n::{text, Lang};

/// Message `id` of `reasons.ftl` (or any catalogue) in `lang`, with `args`.
pub fn say(lang: Lang, id: &str, args: FluentArgs) -> String {
    text(lang, id, Some(&args))
}

/// A message without variables.
fn plain(lang: Lang, id: &str) -> String {
    text(lang, id, None)
}

/// A closed form in words; `None` is a closed form not written out.
pub fn formula(lang: Lang, formula: Option<Formula>) -> String {
    match formula {
        Some(Formula::Nim) => plain(lang, "formula-nim"),
        Some(Formula::Bash { modulus }) => {
            say(lang, "formula-bash", args!["modulus" => modulus.to_string()])
        }
        Some(Formula::Lasker) => plain(lang, "formula-lasker"),
        Some(Formula::OddTakes) => plain(lang, "formula-odd-takes"),
        Some(Formula::EvenTakes) => plain(lang, "formula-even-takes"),
        Some(Formula::PowersOfTwo) => plain(lang, "formula-powers-of-two"),
        None => plain(lang, "formula-unnamed"),
    }
}

/// A periodicity theorem's statement.
pub fn theorem(lang: Lang, theorem: PeriodTheorem) -> String {
    match theorem {
        PeriodTheorem::Subtraction { max_move } => {
            say(lang, "theorem-subtraction", args!["max" => max_move.to_string()])
        }
        PeriodTheorem::TakeBreak { last_digit, most_heaps } => {
            let heaps = most_heaps.clamp(1, 3);
            say(lang, "theorem-take-break", args!["digit" => last_digit, "heaps" => heaps])
        }
        PeriodTheorem::AllBut { excluded, max_excluded } => say(
            lang,
            "theorem-all-but",
            args!["excluded" => excluded.to_string(), "max" => max_excluded.to_string()],
        ),
    }
}

fn neighbours(kind: Neighbours) -> &'static str {
    match kind {
        Neighbours::Successors => "successors",
        Neighbours::Options => "options",
    }
}

/// `reason` in words, one line.
pub fn reason(lang: Lang, reason: &Reason) -> String {
    match reason {
        Reason::ClosedForm { heap, value, formula: f } => say(
            lang,
            "reason-closed-form",
            args![
                "heap" => heap.to_string(),
                "value" => value.to_string(),
                "formula" => formula(lang, *f),
            ],
        ),
        Reason::BigClosedForm { heap, value, formula: f } => say(
            lang,
            "reason-big-closed-form",
            args![
                "heap" => shorten(&heap.to_string(), 60),
                "value" => shorten(&value.to_string(), 60),
                "formula" => formula(lang, *f),
            ],
        ),
        Reason::Periodic { heap, value, residue, laps, base, period, preperiod, saltus } => {
            let from = if heap == residue {
                say(
                    lang,
                    "reason-periodic-heap",
                    args!["heap" => heap.to_string(), "value" => value.to_string()],
                )
            } else if *saltus == 0 || *laps == 0 {
                say(
                    lang,
                    "reason-periodic-residue",
                    args![
                        "heap" => heap.to_string(),
                        "residue" => residue.to_string(),
                        "value" => value.to_string(),
                    ],
                )
            } else {
                say(
                    lang,
                    "reason-periodic-laps",
                    args![
                        "heap" => heap.to_string(),
                        "residue" => residue.to_string(),
                        "laps" => laps.to_string(),
                        "saltus" => saltus.to_string(),
                        "base" => base.0.to_string(),
                        "added" => (*laps as u128 * *saltus as u128).to_string(),
                        "value" => value.to_string(),
                    ],
                )
            };
            let id = if *saltus == 0 { "reason-periodic" } else { "reason-periodic-adding" };
            let mut args = args![
                "from" => from,
                "period" => period.to_string(),
                "preperiod" => preperiod.to_string(),
            ];
            if *saltus != 0 {
                args.set("saltus", saltus.to_string());
            }
            say(lang, id, args)
        }
        Reason::BigPeriodic { heap, value, residue, period, preperiod, saltus } => {
            let mut args = args![
                "heap" => shorten(&heap.to_string(), 60),
                "residue" => residue.to_string(),
                "value" => value.to_string(),
                "period" => period.to_string(),
                "preperiod" => preperiod.to_string(),
            ];
            let id = match saltus {
                0 => "reason-big-periodic",
                _ => {
                    args.set("saltus", saltus.to_string());
                    "reason-big-periodic-saltus"
                }
            };
            say(lang, id, args)
        }
        Reason::Table { heap, value, known } => say(
            lang,
            "reason-table",
            args![
                "heap" => heap.to_string(),
                "value" => value.to_string(),
                "known" => known.to_string(),
            ],
        ),
        Reason::BoxTable { value, positions } => say(
            lang,
            "reason-box-table",
            args!["value" => value.to_string(), "positions" => positions.to_string()],
        ),
        Reason::NumbersSearch { value, positions } => say(
            lang,
            "reason-numbers-search",
            args!["value" => value.to_string(), "positions" => *positions],
        ),
        Reason::Searched { value, positions } => say(
            lang,
            "reason-searched",
            args!["value" => value.to_string(), "positions" => positions.to_string()],
        ),
        Reason::BeattyPair { a, b, k } => say(
            lang,
            "reason-beatty-pair",
            args!["a" => a.to_string(), "b" => b.to_string(), "k" => k.to_string()],
        ),
        Reason::NotBeattyPair { a, b, k, ak, bk } => say(
            lang,
            "reason-not-beatty-pair",
            args![
                "a" => a.to_string(),
                "b" => b.to_string(),
                "k" => k.to_string(),
                "ak" => ak.to_string(),
                "bk" => bk.to_string(),
            ],
        ),
        Reason::OddSteps { odd, value } => {
            let odd: Vec<String> = odd.iter().map(ToString::to_string).collect();
            say(
                lang,
                "reason-odd-steps",
                args!["odd" => odd.join(" ⊕ "), "value" => value.to_string()],
            )
        }
        Reason::MooreTheorem { name, modulus } => say(
            lang,
            "reason-moore-theorem",
            args!["name" => name.clone(), "modulus" => modulus.to_string()],
        ),
        Reason::EveryHeapEmpty => plain(lang, "reason-every-heap-empty"),
        Reason::ColumnSums { top, sums, more, modulus } => {
            let residues: Vec<String> =
                sums.iter().map(|&c| (c as u128 % modulus).to_string()).collect();
            let sums: Vec<String> = sums.iter().map(ToString::to_string).collect();
            say(
                lang,
                "reason-column-sums",
                args![
                    "top" => top.to_string(),
                    "sums" => sums.join(" "),
                    "more" => if *more { " …" } else { "" },
                    "modulus" => modulus.to_string(),
                    "residues" => residues.join(" "),
                ],
            )
        }
        Reason::ColumnNotZero { column, modulus } => say(
            lang,
            "reason-column-not-zero",
            args!["column" => column.to_string(), "modulus" => modulus.to_string()],
        ),
        Reason::MarkingMove { from, to } => say(
            lang,
            "reason-marking-move",
            args!["from" => shorten(from, 200), "to" => shorten(to, 200)],
        ),
        Reason::EveryColumnZero { modulus, reach } => say(
            lang,
            "reason-every-column-zero",
            args!["modulus" => modulus.to_string(), "reach" => reach.to_string()],
        ),
        Reason::XorOfHeaps { value } => {
            say(lang, "reason-xor-of-heaps", args!["value" => value.to_string()])
        }
        Reason::NoCountersLeft => plain(lang, "reason-no-counters-left"),
        Reason::Zeckendorf { n, terms } => {
            let terms: Vec<String> = terms.iter().map(ToString::to_string).collect();
            say(
                lang,
                "reason-zeckendorf",
                args!["n" => n.to_string(), "terms" => terms.join(" + ")],
            )
        }
        Reason::ZeckendorfLong { n, count, index, smallest } => say(
            lang,
            "reason-zeckendorf-long",
            args![
                "n" => shorten(&n.to_string(), 60),
                "count" => count.to_string(),
                "index" => index.to_string(),
                "smallest" => shorten(&smallest.to_string(), 60),
            ],
        ),
        Reason::SmallestTermTooLarge { term, most, first } => say(
            lang,
            match first {
                true => "reason-smallest-term-too-large-first",
                false => "reason-smallest-term-too-large",
            },
            args![
                "term" => shorten(&term.to_string(), 60),
                "most" => shorten(&most.to_string(), 60),
            ],
        ),
        Reason::SmallestTermTaken { term, most } => say(
            lang,
            "reason-smallest-term-taken",
            args![
                "term" => shorten(&term.to_string(), 60),
                "most" => shorten(&most.to_string(), 60),
            ],
        ),
        Reason::NumberIsZero => plain(lang, "reason-number-is-zero"),
        Reason::NumbersEqual => plain(lang, "reason-numbers-equal"),
        Reason::GoldenRatioRule => plain(lang, "reason-golden-ratio-rule"),
        Reason::BelowGoldenRatio { a, b } => say(
            lang,
            "reason-below-golden-ratio",
            args!["a" => a.to_string(), "b" => b.to_string()],
        ),
        Reason::AboveGoldenRatio { a, b } => say(
            lang,
            "reason-above-golden-ratio",
            args!["a" => a.to_string(), "b" => b.to_string()],
        ),
        Reason::ContinuedFraction => plain(lang, "reason-continued-fraction"),
        Reason::PoisonedSquareOnly => plain(lang, "reason-poisoned-square-only"),
        Reason::StrategyStealing { value } => {
            say(lang, "reason-strategy-stealing", args!["value" => value.to_string()])
        }
        Reason::Tree { edges } => say(lang, "reason-tree", args!["edges" => edges.to_string()]),
        Reason::Fusion { cycles, fused, bridges } => say(
            lang,
            "reason-fusion",
            args!["cycles" => *cycles, "fused" => *fused, "bridges" => *bridges],
        ),
        Reason::ColonPrinciple { value } => {
            say(lang, "reason-colon-principle", args!["value" => value.to_string()])
        }
        Reason::NimProduct { x, y, value } => say(
            lang,
            "reason-nim-product",
            args!["x" => x.to_string(), "y" => y.to_string(), "value" => value.to_string()],
        ),
        Reason::Ruler { n, value } => {
            say(lang, "reason-ruler", args!["n" => n.to_string(), "value" => value.to_string()])
        }
        Reason::MockTurtle { n, value } => say(
            lang,
            "reason-mock-turtle",
            args!["n" => n.to_string(), "value" => value.to_string()],
        ),
        Reason::ReducedCuts { w, h, cuts } => say(
            lang,
            "reason-reduced-cuts",
            args!["w" => w.to_string(), "h" => h.to_string(), "cuts" => cuts.to_string()],
        ),
        Reason::PieceCutOut => plain(lang, "reason-piece-cut-out"),
        Reason::CutsOffPiece { w, h } => {
            say(lang, "reason-cuts-off-piece", args!["w" => w.to_string(), "h" => h.to_string()])
        }
        Reason::DoesNotMatter => plain(lang, "reason-does-not-matter"),
        Reason::NoMoves { name, neighbours: kind } => say(
            lang,
            "reason-no-moves",
            args!["name" => name.clone(), "neighbours" => neighbours(*kind)],
        ),
        Reason::Mex { name, value, neighbours: kind, listed, more, infinite } => say(
            lang,
            if *infinite { "reason-mex-infinite" } else { "reason-mex" },
            args![
                "name" => name.clone(),
                "value" => value.to_string(),
                "neighbours" => neighbours(*kind),
                "listed" => list(lang, listed, *more),
            ],
        ),
        Reason::Loopy { name, value, neighbours: kind, listed, more } => say(
            lang,
            "reason-loopy",
            args![
                "name" => name.clone(),
                "value" => value.to_string(),
                "neighbours" => neighbours(*kind),
                "listed" => list(lang, listed, *more),
            ],
        ),
        Reason::LeavesZero { moved, value } => say(
            lang,
            "reason-leaves-zero",
            args!["moved" => moved.clone(), "value" => value.to_string()],
        ),
        Reason::LeavesValue { moved, value } => say(
            lang,
            "reason-leaves-value",
            args!["moved" => moved.clone(), "value" => value.to_string()],
        ),
        Reason::LeavesMiserePosition { moved } => {
            say(lang, "reason-leaves-misere-position", args!["moved" => moved.clone()])
        }
        Reason::LeavesPosition { moved } => {
            say(lang, "reason-leaves-position", args!["moved" => moved.clone()])
        }
        Reason::LeavesDraw { moved } => {
            say(lang, "reason-leaves-draw", args!["moved" => moved.clone()])
        }
        Reason::EveryMoveLoses { moved } => {
            say(lang, "reason-every-move-loses", args!["moved" => moved.clone()])
        }
        Reason::WinsSoonest { moves } => say(lang, "reason-wins-soonest", args!["moves" => *moves]),
        Reason::WinsBySeed => plain(lang, "reason-wins-by-seed"),
        Reason::LastsLongest { moves } => {
            say(lang, "reason-lasts-longest", args!["moves" => *moves])
        }
        Reason::FewestReplies { replies } => {
            say(lang, "reason-fewest-replies", args!["replies" => replies.to_string()])
        }
        Reason::HoldsDraw => plain(lang, "reason-holds-draw"),
        Reason::MisereQuotient { order, p_portion, generators } => {
            let generators: Vec<String> = generators
                .iter()
                .map(|g| match &g.ruleset {
                    Some(ruleset) => format!("{} = {ruleset} {}", g.name, g.heap),
                    None => say(
                        lang,
                        "reason-misere-generator",
                        args!["name" => g.name.clone(), "heap" => g.heap.to_string()],
                    ),
                })
                .collect();
            let generators = match generators.is_empty() {
                true => plain(lang, "reason-misere-no-generators"),
                false => generators.join(", "),
            };
            say(
                lang,
                "reason-misere-quotient",
                args![
                    "order" => order.to_string(),
                    "portion" => format!("{{{}}}", p_portion.join(", ")),
                    "generators" => generators,
                ],
            )
        }
        // Indented under the quotient's line, as the command line prints them.
        Reason::MisereElement { heap, copies, element } => {
            let mut args = args!["heap" => heap.clone(), "element" => element.clone()];
            let id = match copies {
                1 => "reason-misere-element",
                _ => {
                    args.set("copies", copies.to_string());
                    "reason-misere-element-copies"
                }
            };
            format!("  {}", say(lang, id, args))
        }
        Reason::MisereMoreHeaps { count } => {
            format!(
                "  {}",
                say(lang, "reason-misere-more-heaps", args!["count" => count.to_string()])
            )
        }
        Reason::MisereProduct { element, in_p } => say(
            lang,
            if *in_p { "reason-misere-product-in" } else { "reason-misere-product-out" },
            args!["element" => element.clone()],
        ),
    }
}

/// How a misère outcome was found, as a phrase: "Bouton's rule for misère Nim".
pub fn misere_method(lang: Lang, method: MisereMethod) -> String {
    match method {
        MisereMethod::NimRule => plain(lang, "misere-method-nim-rule"),
        MisereMethod::Table { heaps } => {
            say(lang, "misere-method-table", args!["last" => (heaps - 1).to_string()])
        }
        MisereMethod::Quotient { order, heaps, period } => {
            let mut args = args![
                "order" => order.to_string(),
                "last" => heaps.saturating_sub(1).to_string(),
            ];
            let id = match period {
                Some((preperiod, period)) => {
                    args.set("preperiod", preperiod.to_string());
                    args.set("period", period.to_string());
                    "misere-method-quotient-periodic"
                }
                None => "misere-method-quotient",
            };
            say(lang, id, args)
        }
        MisereMethod::Search { positions } => {
            say(lang, "misere-method-search", args!["positions" => positions.to_string()])
        }
    }
}

/// Each of `reasons` in words.
pub fn reasons(lang: Lang, reasons: &[Reason]) -> Vec<String> {
    reasons.iter().map(|r| reason(lang, r)).collect()
}

/// The neighbours of a vertex and their values, `name: value, …`, and how
/// many more there are.
fn list(lang: Lang, listed: &[(String, grundy::Gamma)], more: usize) -> String {
    let mut items: Vec<String> =
        listed.iter().map(|(name, value)| format!("{name}: {value}")).collect();
    if more > 0 {
        items.push(say(lang, "reason-listed-more", args!["count" => more.to_string()]));
    }
    items.join(", ")
}

#[cfg(test)]
mod tests;
