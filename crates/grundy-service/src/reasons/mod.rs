//! The engine's reasons in words: each [`grundy::Reason`] (why a component
//! has its value, why the computer's move is good), each closed form
//! ([`grundy::Formula`]) and each periodicity theorem, rendered in a
//! [`Lang`] through the catalogue `reasons.ftl`. In English the words are
//! those the command line has always printed.
//!
//! Numbers go in as text, since they may pass 2⁵³ (Fluent numbers are
//! `f64`), but for counts that choose a plural form; huge heaps and
//! descriptions are shortened as before.

use fluent_bundle::{FluentArgs, FluentValue};
use grundy::period::PeriodTheorem;
use grundy::{shorten, Formula, MisereMethod, Neighbours, Reason};
use num_bigint::BigUint;
use serde_json::{json, Map, Value};

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
            let heaps = most_heaps.max(1);
            let fewer = heaps - 1;
            let args = args!["digit" => last_digit, "heaps" => heaps, "fewer" => fewer];
            say(lang, "theorem-take-break", args)
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

/// A message of a catalogue: its id and its arguments.
type Message = (&'static str, FluentArgs<'static>);

fn msg(id: &'static str, args: FluentArgs<'static>) -> Message {
    (id, args)
}

fn render(lang: Lang, (id, args): Message) -> String {
    say(lang, id, args)
}

/// `reason` in words, one line. Each heap's element under a misère quotient
/// is indented under the quotient's line, as the command line prints them.
pub fn reason(lang: Lang, reason: &Reason) -> String {
    let indent = matches!(reason, Reason::MisereElement { .. } | Reason::MisereMoreHeaps { .. });
    let text = render(lang, message(lang, reason));
    if indent {
        format!("  {text}")
    } else {
        text
    }
}

/// `reason` as data, for `--json`: see [`data`]; its id is the message's
/// without `reason-`, and its text is not indented.
pub fn reason_json(lang: Lang, component: Option<usize>, reason: &Reason) -> Value {
    let (id, args) = message(lang, reason);
    let words = text(lang, id, Some(&args));
    data(component, id.strip_prefix("reason-").unwrap_or(id), &args, words)
}

/// A reason as data: `{"component": the component it explains, or null for
/// the sum, "id": what kind of reason, "args": {name: value}, "text": the
/// reason in words}`. Values are strings (they may pass 2⁵³) but for counts
/// that choose a plural form, which are numbers; an argument that is a
/// phrase (a closed form, a list of options) is in the text's language, and
/// very long numbers are shortened as in the text.
pub fn data(component: Option<usize>, id: &str, args: &FluentArgs, text: String) -> Value {
    let args: Map<String, Value> = args
        .iter()
        .map(|(name, value)| {
            let value = match value {
                FluentValue::String(s) => Value::from(s.as_ref()),
                // Counts set from integers, so exact below 2⁵³.
                FluentValue::Number(n) => Value::from(n.value as u64),
                _ => Value::Null,
            };
            (name.to_string(), value)
        })
        .collect();
    json!({ "component": component, "id": id, "args": args, "text": text })
}

/// `reason` as a message of `reasons.ftl`: its id and the arguments it is
/// formatted with. Arguments that are phrases themselves (a closed form, a
/// list of options) are already in `lang`.
fn message(lang: Lang, reason: &Reason) -> Message {
    match reason {
        Reason::ClosedForm { heap, value, formula: f } => msg(
            "reason-closed-form",
            args![
                "heap" => heap.to_string(),
                "value" => value.to_string(),
                "formula" => formula(lang, *f),
            ],
        ),
        Reason::BigClosedForm { heap, value, formula: f } => msg(
            "reason-big-closed-form",
            args![
                "heap" => shorten(&heap.to_string(), 60),
                "value" => shorten(&value.to_string(), 60),
                "formula" => formula(lang, *f),
            ],
        ),
        Reason::Periodic { heap, value, residue, laps, base, period, preperiod, saltus } => {
            let from = if heap == residue {
                msg(
                    "reason-periodic-heap",
                    args!["heap" => heap.to_string(), "value" => value.to_string()],
                )
            } else if *saltus == 0 || *laps == 0 {
                msg(
                    "reason-periodic-residue",
                    args![
                        "heap" => heap.to_string(),
                        "residue" => residue.to_string(),
                        "value" => value.to_string(),
                    ],
                )
            } else {
                msg(
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
            // The heap, residue and value go in as data too, beside the
            // phrase they make.
            let mut args: FluentArgs<'static> =
                from.1.iter().map(|(name, value)| (name.to_string(), value.into_owned())).collect();
            args.set("from", render(lang, from));
            args.set("period", period.to_string());
            args.set("preperiod", preperiod.to_string());
            if *saltus != 0 {
                args.set("saltus", saltus.to_string());
            }
            msg(id, args)
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
            msg(id, args)
        }
        Reason::Table { heap, value, known } => msg(
            "reason-table",
            args![
                "heap" => heap.to_string(),
                "value" => value.to_string(),
                "known" => known.to_string(),
            ],
        ),
        Reason::BoxTable { value, positions } => msg(
            "reason-box-table",
            args!["value" => value.to_string(), "positions" => positions.to_string()],
        ),
        Reason::NumbersSearch { value, positions } => msg(
            "reason-numbers-search",
            args!["value" => value.to_string(), "positions" => *positions],
        ),
        Reason::Searched { value, positions } => msg(
            "reason-searched",
            args!["value" => value.to_string(), "positions" => positions.to_string()],
        ),
        Reason::BeattyPair { a, b, k } => msg(
            "reason-beatty-pair",
            args!["a" => a.to_string(), "b" => b.to_string(), "k" => k.to_string()],
        ),
        Reason::NotBeattyPair { a, b, k, ak, bk } => msg(
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
            msg("reason-odd-steps", args!["odd" => odd.join(" ⊕ "), "value" => value.to_string()])
        }
        Reason::MooreTheorem { name, modulus } => msg(
            "reason-moore-theorem",
            args!["name" => name.clone(), "modulus" => modulus.to_string()],
        ),
        Reason::EveryHeapEmpty => msg("reason-every-heap-empty", args![]),
        Reason::ColumnSums { top, sums, more, modulus } => {
            let residues: Vec<String> =
                sums.iter().map(|&c| (c as u128 % modulus).to_string()).collect();
            let sums: Vec<String> = sums.iter().map(ToString::to_string).collect();
            msg(
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
        Reason::ColumnNotZero { column, modulus } => msg(
            "reason-column-not-zero",
            args!["column" => column.to_string(), "modulus" => modulus.to_string()],
        ),
        Reason::MarkingMove { from, to } => msg(
            "reason-marking-move",
            args!["from" => shorten(from, 200), "to" => shorten(to, 200)],
        ),
        Reason::EveryColumnZero { modulus, reach } => msg(
            "reason-every-column-zero",
            args!["modulus" => modulus.to_string(), "reach" => reach.to_string()],
        ),
        Reason::XorOfHeaps { value } => {
            msg("reason-xor-of-heaps", args!["value" => value.to_string()])
        }
        Reason::NoCountersLeft => msg("reason-no-counters-left", args![]),
        Reason::Zeckendorf { n, terms } => {
            let terms: Vec<String> = terms.iter().map(ToString::to_string).collect();
            msg("reason-zeckendorf", args!["n" => n.to_string(), "terms" => terms.join(" + ")])
        }
        Reason::ZeckendorfLong { n, count, index, smallest } => msg(
            "reason-zeckendorf-long",
            args![
                "n" => shorten(&n.to_string(), 60),
                "count" => count.to_string(),
                "index" => index.to_string(),
                "smallest" => shorten(&smallest.to_string(), 60),
            ],
        ),
        Reason::SmallestTermTooLarge { term, most, first } => msg(
            match first {
                true => "reason-smallest-term-too-large-first",
                false => "reason-smallest-term-too-large",
            },
            args![
                "term" => shorten(&term.to_string(), 60),
                "most" => shorten(&most.to_string(), 60),
            ],
        ),
        Reason::DynamicTerms { fold, n, terms, sequence } => {
            let terms: Vec<String> = terms.iter().map(ToString::to_string).collect();
            msg(
                "reason-dynamic-terms",
                args![
                    "k" => fold.to_string(),
                    "n" => n.to_string(),
                    "terms" => terms.join(" + "),
                    "sequence" => listed(sequence),
                ],
            )
        }
        Reason::DynamicTermsLong { fold, n, count, smallest, sequence } => msg(
            "reason-dynamic-terms-long",
            args![
                "k" => fold.to_string(),
                "n" => shorten(&n.to_string(), 60),
                "count" => count.to_string(),
                "smallest" => shorten(&smallest.to_string(), 60),
                "sequence" => listed(sequence),
            ],
        ),
        Reason::DynamicTooLarge { fold, term, most, first } => msg(
            match first {
                true => "reason-dynamic-too-large-first",
                false => "reason-dynamic-too-large",
            },
            args![
                "k" => fold.to_string(),
                "term" => shorten(&term.to_string(), 60),
                "most" => shorten(&most.to_string(), 60),
            ],
        ),
        Reason::DynamicTaken { fold, term, most } => msg(
            "reason-dynamic-taken",
            args![
                "k" => fold.to_string(),
                "term" => shorten(&term.to_string(), 60),
                "most" => shorten(&most.to_string(), 60),
            ],
        ),
        Reason::SmallestTermTaken { term, most } => msg(
            "reason-smallest-term-taken",
            args![
                "term" => shorten(&term.to_string(), 60),
                "most" => shorten(&most.to_string(), 60),
            ],
        ),
        Reason::NumberIsZero => msg("reason-number-is-zero", args![]),
        Reason::NumbersEqual => msg("reason-numbers-equal", args![]),
        Reason::GoldenRatioRule => msg("reason-golden-ratio-rule", args![]),
        Reason::BelowGoldenRatio { a, b } => {
            msg("reason-below-golden-ratio", args!["a" => a.to_string(), "b" => b.to_string()])
        }
        Reason::AboveGoldenRatio { a, b } => {
            msg("reason-above-golden-ratio", args!["a" => a.to_string(), "b" => b.to_string()])
        }
        Reason::ContinuedFraction => msg("reason-continued-fraction", args![]),
        Reason::PoisonedSquareOnly => msg("reason-poisoned-square-only", args![]),
        Reason::StrategyStealing { value } => {
            msg("reason-strategy-stealing", args!["value" => value.to_string()])
        }
        Reason::Tree { edges } => msg("reason-tree", args!["edges" => edges.to_string()]),
        Reason::Fusion { cycles, fused, bridges } => msg(
            "reason-fusion",
            args!["cycles" => *cycles, "fused" => *fused, "bridges" => *bridges],
        ),
        Reason::ColonPrinciple { value } => {
            msg("reason-colon-principle", args!["value" => value.to_string()])
        }
        Reason::VertexPath { vertices, code, value } => msg(
            "reason-vertex-path",
            args!["vertices" => *vertices, "code" => *code, "value" => value.to_string()],
        ),
        Reason::VertexCycle { vertices, left, code, value } => msg(
            "reason-vertex-cycle",
            args![
                "vertices" => *vertices,
                "left" => *left,
                "code" => *code,
                "value" => value.to_string()
            ],
        ),
        Reason::Geography { vertices, matching, covered } => msg(
            match covered {
                true => "reason-geography-covered",
                false => "reason-geography-missed",
            },
            args!["vertices" => *vertices, "matching" => *matching],
        ),
        Reason::CramSymmetry { height, width } => {
            msg("reason-cram-symmetry", args!["height" => *height, "width" => *width])
        }
        Reason::NimProduct { x, y, value } => msg(
            "reason-nim-product",
            args!["x" => x.to_string(), "y" => y.to_string(), "value" => value.to_string()],
        ),
        Reason::Ruler { n, value } => {
            msg("reason-ruler", args!["n" => n.to_string(), "value" => value.to_string()])
        }
        Reason::Turning { n, rule, value } => msg(
            "reason-turning",
            args!["n" => n.to_string(), "rule" => rule.clone(), "value" => value.to_string()],
        ),
        Reason::MockTurtle { n, value } => {
            msg("reason-mock-turtle", args!["n" => n.to_string(), "value" => value.to_string()])
        }
        Reason::ReducedCuts { w, h, cuts } => msg(
            "reason-reduced-cuts",
            args!["w" => w.to_string(), "h" => h.to_string(), "cuts" => cuts.to_string()],
        ),
        Reason::PieceCutOut => msg("reason-piece-cut-out", args![]),
        Reason::CutsOffPiece { w, h } => {
            msg("reason-cuts-off-piece", args!["w" => w.to_string(), "h" => h.to_string()])
        }
        Reason::DoesNotMatter => msg("reason-does-not-matter", args![]),
        Reason::NoMoves { name, neighbours: kind } => {
            msg("reason-no-moves", args!["name" => name.clone(), "neighbours" => neighbours(*kind)])
        }
        Reason::Mex { name, value, neighbours: kind, listed, more, infinite } => msg(
            if *infinite { "reason-mex-infinite" } else { "reason-mex" },
            args![
                "name" => name.clone(),
                "value" => value.to_string(),
                "neighbours" => neighbours(*kind),
                "listed" => list(lang, listed, *more),
            ],
        ),
        Reason::Loopy { name, value, neighbours: kind, listed, more } => msg(
            "reason-loopy",
            args![
                "name" => name.clone(),
                "value" => value.to_string(),
                "neighbours" => neighbours(*kind),
                "listed" => list(lang, listed, *more),
            ],
        ),
        Reason::LeavesZero { moved, value } => {
            msg("reason-leaves-zero", args!["moved" => moved.clone(), "value" => value.to_string()])
        }
        Reason::LeavesValue { moved, value } => msg(
            "reason-leaves-value",
            args!["moved" => moved.clone(), "value" => value.to_string()],
        ),
        Reason::LeavesMiserePosition { moved } => {
            msg("reason-leaves-misere-position", args!["moved" => moved.clone()])
        }
        Reason::LeavesPosition { moved } => {
            msg("reason-leaves-position", args!["moved" => moved.clone()])
        }
        Reason::LeavesDraw { moved } => msg("reason-leaves-draw", args!["moved" => moved.clone()]),
        Reason::EveryMoveLoses { moved } => {
            msg("reason-every-move-loses", args!["moved" => moved.clone()])
        }
        Reason::WinsSoonest { moves } => msg("reason-wins-soonest", args!["moves" => *moves]),
        Reason::WinsBySeed => msg("reason-wins-by-seed", args![]),
        Reason::LastsLongest { moves } => msg("reason-lasts-longest", args!["moves" => *moves]),
        Reason::FewestReplies { replies } => {
            msg("reason-fewest-replies", args!["replies" => replies.to_string()])
        }
        Reason::HoldsDraw => msg("reason-holds-draw", args![]),
        Reason::AtRandom { one_in } => {
            msg("reason-at-random", args!["one_in" => one_in.to_string()])
        }
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
            msg(
                "reason-misere-quotient",
                args![
                    "order" => order.to_string(),
                    "portion" => format!("{{{}}}", p_portion.join(", ")),
                    "generators" => generators,
                ],
            )
        }
        Reason::MisereElement { heap, copies, element } => {
            let mut args = args!["heap" => heap.clone(), "element" => element.clone()];
            let id = match copies {
                1 => "reason-misere-element",
                _ => {
                    args.set("copies", copies.to_string());
                    "reason-misere-element-copies"
                }
            };
            msg(id, args)
        }
        Reason::MisereMoreHeaps { count } => {
            msg("reason-misere-more-heaps", args!["count" => count.to_string()])
        }
        Reason::MisereProduct { element, in_p } => msg(
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
    let item = |name: &String, value: &grundy::Gamma| {
        say(lang, "reason-listed-item", args!["name" => name.clone(), "value" => value.to_string()])
    };
    let mut items: Vec<String> = listed.iter().map(|(name, value)| item(name, value)).collect();
    if more > 0 {
        items.push(say(lang, "reason-listed-more", args!["count" => more.to_string()]));
    }
    items.join(&say(lang, "reason-listed-separator", args![]))
}

/// The first terms of a sequence, `1, 2, 3, 4, 6, …`.
fn listed(sequence: &[BigUint]) -> String {
    let terms: Vec<String> = sequence.iter().map(ToString::to_string).collect();
    format!("{}, …", terms.join(", "))
}

#[cfg(test)]
mod tests;
