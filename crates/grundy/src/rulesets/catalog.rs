//! The catalogue: every ruleset by name, how it is written, and how it
//! builds its part from a [`Written`]. It is the [`Registry`] the
//! description parser is handed, so [`parse`] reads every ruleset here.
//!
//! Adding a game family: a module under `rulesets/` and one entry of
//! [`CATALOG`] (see ARCHITECTURE.md, "Adding a ruleset").

use crate::core::error::Result;
#[cfg(feature = "rules")]
use crate::core::error::{Error, ParseError};
use crate::core::message::Message;
use crate::language::game::Game;
use crate::language::parser::parse_in;
use crate::language::parser::read_ruleset;
use crate::language::parser::Registry;
use crate::language::syntax::heap_size;
use crate::language::syntax::no_parameters;
use crate::language::syntax::Files;
use crate::language::syntax::NoFiles;
use crate::language::syntax::Token;
use crate::language::syntax::Written;
use crate::msg;
use crate::parts::big_heaps::BigHeapPart;
use crate::parts::numbers::NumbersPart;
use crate::parts::numbers::NumbersRules;
use crate::parts::part::HeapPart;
use crate::parts::part::Part;
use crate::rules::heap::HeapRuleset;
use crate::rulesets::allbut::AllBut;
use crate::rulesets::bash::Bash;
use crate::rulesets::cyclic::Cyclic;
use crate::rulesets::cyclic::CyclicPart;
use crate::rulesets::euclid::Euclid;
use crate::rulesets::graph::GraphPart;
use crate::rulesets::hackenbush::Hackenbush;
use crate::rulesets::lasker::Lasker;
use crate::rulesets::named::NamedSet;
use crate::rulesets::named::SubtractNamed;
use crate::rulesets::nim::Nim;
use crate::rulesets::octal::code::Octal;
use crate::rulesets::octal::code_game::{parse_code_game, CodeGame};
use crate::rulesets::staircase::Staircase;
use crate::rulesets::subtract::Subtract;
use crate::rulesets::vertex::Deleting;
use crate::rulesets::wythoff::Wythoff;
use std::sync::Arc;

/// How a catalogue entry builds its part.
#[derive(Debug, Clone, Copy)]
enum Kind {
    /// A heap ruleset, built from the parameters; every operand is a heap
    /// and its own component.
    Heap(fn(&Written) -> Result<Arc<dyn HeapRuleset>>),
    /// A game of finitely many positions whose moves may cycle, built from
    /// the parameters; every operand is a position and its own component.
    Cyclic(fn(&Written) -> Result<Cyclic>),
    /// A take-and-break game (a heap ruleset), built from the parameters.
    TakeAndBreak(fn(&Written) -> Result<Octal>),
    /// A take-and-break code in the generalised notation (`octal(4!.0)`):
    /// a game of the octal engine, or a heap ruleset of its own.
    Code(fn(&Written) -> Result<CodeGame>),
    /// Any other part, built from its parameters and operands.
    Part(fn(&Written) -> Result<Arc<dyn Part>>),
    /// A rule a user wrote (`rule(FILE)`): a heap ruleset when its positions
    /// are one number. Only with the `rules` feature, as its entry.
    #[cfg(feature = "rules")]
    Rule,
}

/// One entry of the catalogue: how a ruleset is written, what it means, and
/// how to build it.
#[derive(Debug, Clone, Copy)]
pub struct RulesetInfo {
    /// The name as written in descriptions.
    pub name: &'static str,
    /// The syntax of one part using it.
    pub syntax: &'static str,
    /// The rule in one sentence.
    pub rule: &'static str,
    /// A description using it.
    pub example: &'static str,
    /// Other names it may be written with: the Chinese names of the
    /// classic games (`尼姆` for `nim`), read as the name itself.
    pub aliases: &'static [&'static str],
    kind: Kind,
}

impl RulesetInfo {
    /// The file [`RulesetInfo::example`] reads, by name and text, for the
    /// ruleset that reads one: the graph's (`games/dag.txt` in the source
    /// tree holds the same).
    pub fn example_file(&self) -> Option<(&'static str, &'static str)> {
        match self.name {
            "graph" => Some(("dag.txt", "a: b c d\nb: c e\nc: e\nd: e f\ne: f\n")),
            #[cfg(feature = "rules")]
            "rule" => Some(("kiki.rhai", KIKI)),
            _ => None,
        }
    }

    /// A shell command that runs the example anywhere: `grundy analyze`
    /// of it, after `printf` writes the file it reads, if any.
    pub fn example_command(&self) -> String {
        let analyze = format!("grundy analyze \"{}\"", self.example);
        match self.example_file() {
            Some((path, text)) => {
                format!("printf '{}' > {path} && {analyze}", text.replace('\n', "\\n"))
            }
            None => analyze,
        }
    }

    /// [`RulesetInfo::rule`] as a message, `rule-NAME` in the catalogues.
    pub fn rule_message(&self) -> Message {
        Message::new(format!("rule-{}", self.name), self.rule.to_string(), Vec::new())
    }

    /// Builds the part written as `written`, or says what was expected where.
    pub fn build(&self, written: &Written) -> Result<Arc<dyn Part>> {
        let build = match self.kind {
            Kind::Heap(build) => build,
            Kind::TakeAndBreak(build) => return heap_part(written, Arc::new(build(written)?)),
            Kind::Code(build) => return heap_part(written, build(written)?.into_heap_ruleset()),
            Kind::Cyclic(build) => return CyclicPart::build(build(written)?, written),
            Kind::Part(build) => return build(written),
            #[cfg(feature = "rules")]
            Kind::Rule => return crate::rulesets::user::build(written),
        };
        heap_part(written, build(written)?)
    }
    /// The heap ruleset written as `written` (no operands), or `None` when
    /// this entry is not a heap ruleset.
    pub fn heap_ruleset(&self, written: &Written) -> Result<Option<Arc<dyn HeapRuleset>>> {
        match self.kind {
            Kind::Heap(build) => build(written).map(Some),
            Kind::TakeAndBreak(build) => Ok(Some(Arc::new(build(written)?))),
            Kind::Code(build) => Ok(Some(build(written)?.into_heap_ruleset())),
            #[cfg(feature = "rules")]
            Kind::Rule => crate::rulesets::user::heap_ruleset(written).map(Some),
            Kind::Cyclic(_) | Kind::Part(_) => Ok(None),
        }
    }

    /// The game of finitely many positions written as `written` (no
    /// operands), or `None` when this entry is not one.
    pub fn cyclic(&self, written: &Written) -> Result<Option<Cyclic>> {
        match self.kind {
            Kind::Cyclic(build) => build(written).map(Some),
            Kind::Heap(_) | Kind::TakeAndBreak(_) | Kind::Code(_) | Kind::Part(_) => Ok(None),
            #[cfg(feature = "rules")]
            Kind::Rule => Ok(None),
        }
    }

    /// Whether this entry is a game of finitely many positions whose moves
    /// may cycle (tabulated whole by `grundy table`).
    pub fn is_cyclic(&self) -> bool {
        matches!(self.kind, Kind::Cyclic(_))
    }

    /// The take-and-break game written as `written` (no operands), or
    /// `None` when this entry is not one.
    pub fn take_and_break(&self, written: &Written) -> Result<Option<Octal>> {
        match self.kind {
            Kind::TakeAndBreak(build) => build(written).map(Some),
            Kind::Code(build) => match build(written)? {
                CodeGame::Octal(octal) => Ok(Some(octal)),
                CodeGame::Other(_) => Ok(None),
            },
            Kind::Heap(_) | Kind::Cyclic(_) | Kind::Part(_) => Ok(None),
            #[cfg(feature = "rules")]
            Kind::Rule => Ok(None),
        }
    }

    /// Whether this entry reads a rule a user wrote (`rule(FILE)`), a heap
    /// ruleset when the rule's positions are one number.
    pub fn is_rule(&self) -> bool {
        #[cfg(feature = "rules")]
        return matches!(self.kind, Kind::Rule);
        #[cfg(not(feature = "rules"))]
        false
    }

    /// Whether every operand is a heap of its own ruleset.
    pub fn is_heap_ruleset(&self) -> bool {
        matches!(self.kind, Kind::Heap(_) | Kind::TakeAndBreak(_) | Kind::Code(_))
    }
}

/// The part of the heap ruleset `ruleset` whose heaps are the operands.
fn heap_part(written: &Written, ruleset: Arc<dyn HeapRuleset>) -> Result<Arc<dyn Part>> {
    let max = ruleset.max_heap();
    // One pass over the operands: a million heaps are parsed once. A heap
    // past 2^64 (or past what a table of the ruleset's values holds)
    // makes the part a big-heap part, valued by a proved period
    // (checked when solved); its operands are then read again as big numbers.
    // Heaps apart by commas count as apart by spaces (`nim 3,4,5`).
    let mut heaps = Vec::new();
    for token in written.operands().flat_map(Token::items) {
        // A heap written in digits up to 2^64-1 costs no message.
        match token.digits().map_or_else(|| token.number(heap_size()), Ok) {
            Ok(heap) if heap <= max => heaps.push(heap),
            Ok(_) => return big_heap_part(written, ruleset),
            Err(_) if token.text.bytes().all(|b| b.is_ascii_digit()) => {
                return big_heap_part(written, ruleset)
            }
            Err(error) => return Err(error),
        }
    }
    if heaps.is_empty() {
        return Err(written.missing(msg!(
            "parse-missing-heaps",
            "expected at least one heap size after `{ruleset}`",
            ruleset = written.ruleset.text
        )));
    }
    Ok(Arc::new(HeapPart::new(ruleset, heaps)))
}

/// A part of `ruleset` whose heaps are read as numbers of any size.
fn big_heap_part(written: &Written, ruleset: Arc<dyn HeapRuleset>) -> Result<Arc<dyn Part>> {
    let heaps = written
        .operands()
        .flat_map(Token::items)
        .map(|t| t.big(heap_size()))
        .collect::<Result<_>>()?;
    Ok(Arc::new(BigHeapPart::new(ruleset, heaps)))
}

/// A heap ruleset built from whole-number parameters by `build`, whose
/// message (if any) is about the whole ruleset.
fn numeric(
    written: &Written,
    build: impl FnOnce(Option<&[u64]>) -> std::result::Result<Arc<dyn HeapRuleset>, Message>,
) -> Result<Arc<dyn HeapRuleset>> {
    let params = written.number_params()?;
    build(params.as_deref()).map_err(|message| written.error(message))
}

/// `octal(CODE)`: the code, in the generalised notation, is the one
/// parameter. The commas of its sets of heap counts (`{2,3}`) split
/// parameters, so the parameters are joined again when every comma is
/// inside braces; the whole code is marked in messages.
#[cfg(feature = "rules")]
fn octal_code(written: &Written) -> Result<CodeGame> {
    let Some(params @ [first, ..]) = written.params.as_deref() else {
        return Err(
            written.error(msg!("octal-needs-code", "octal needs its code: write `octal(0.77) 10`"))
        );
    };
    let code: Vec<&str> = params.iter().map(|t| t.text).collect();
    let code = code.join(",");
    let mut depth = 0i32;
    for c in code.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth <= 0 => {
                return Err(params[1].error(msg!(
                    "octal-one-parameter",
                    "octal takes one parameter, its code, found {count}: write `octal(0.77) 10` (a code's digits are written together, with no commas)",
                    count = params.len()
                )))
            }
            _ => {}
        }
    }
    parse_code_game(&code).map_err(|message| {
        let last = params[params.len() - 1];
        let len = last.offset + last.text.len() - first.offset;
        Error::Parse(ParseError { offset: first.offset, len: len.max(1), message })
    })
}

/// `octal(CODE)` without the `rules` feature (the browser's first module):
/// an octal or hexadecimal code, the one parameter.
#[cfg(not(feature = "rules"))]
fn octal_code(written: &Written) -> Result<CodeGame> {
    match written.params.as_deref() {
        Some([code]) => parse_code_game(code.text).map_err(|m| code.error(m)),
        Some([_, extra, ..]) => Err(extra.error(msg!(
            "octal-one-parameter",
            "octal takes one parameter, its code, found {count}: write `octal(0.77) 10` (a code's digits are written together, with no commas)",
            count = written.params.as_deref().map_or(0, <[_]>::len)
        ))),
        _ => Err(written.error(msg!(
            "octal-needs-code",
            "octal needs its code: write `octal(0.77) 10`"
        ))),
    }
}

/// A take-and-break game known by name (Grundy's game when `code` is empty).
fn alias(written: &Written, name: &str, code: &str) -> Result<Octal> {
    if written.params.is_some() {
        return Err(written.error(no_parameters(name, &format!("{name} 10"))));
    }
    Ok(if code.is_empty() { Octal::grundys_game() } else { Octal::named(name, code) })
}

/// One component of numbers of any size, all the operands: exactly
/// `arity` of them when given, at least one otherwise.
fn numbers<R: NumbersRules>(
    written: &Written,
    rules: R,
    arity: Option<usize>,
    example: &str,
) -> Result<Arc<dyn Part>> {
    if written.params.is_some() {
        return Err(written.error(no_parameters(&rules.name(), example)));
    }
    let numbers = written
        .operands()
        .map(|t| t.big(msg!("parse-what-pile-size", "pile size")))
        .collect::<Result<Vec<_>>>()?;
    match arity {
        Some(arity) if numbers.len() != arity => {
            let message = msg!(
                "parse-numbers-arity",
                "{name} is one component of {arity} numbers, found {found}: write `{example}` (join games with `+`)",
                name = rules.name(),
                arity = arity,
                found = numbers.len(),
                example = example
            );
            match written.operands().nth(arity) {
                Some(extra) => Err(extra.error(message)),
                None => Err(written.missing(message)),
            }
        }
        None if numbers.is_empty() => Err(written.missing(msg!(
            "parse-missing-numbers",
            "expected at least one number after `{name}`: write `{example}`",
            name = rules.name(),
            example = example
        ))),
        _ => Ok(Arc::new(NumbersPart::new(rules, vec![numbers]))),
    }
}

/// Every ruleset, in the order `grundy rules` lists them.
pub const CATALOG: &[RulesetInfo] = &[
    RulesetInfo {
        name: "nim",
        syntax: "nim H1 H2 …",
        rule: "take any positive number of counters from one heap",
        example: "nim 3 4 5",
        aliases: &["尼姆"],
        kind: Kind::Heap(|w| {
            numeric(w, |params| match params {
                None => Ok(Arc::new(Nim)),
                Some(_) => Err(no_parameters("nim", "nim 3 4 5")),
            })
        }),
    },
    RulesetInfo {
        name: "bash",
        syntax: "bash(M) H1 H2 …",
        rule: "take 1 to M counters from one heap (Bash's game)",
        example: "bash(3) 23",
        aliases: &["巴什"],
        kind: Kind::Heap(|w| {
            numeric(w, |params| match params {
                Some(&[max_take]) => Ok(Arc::new(Bash::new(max_take)?)),
                _ => Err(msg!(
                    "bash-needs-parameter",
                    "bash needs one parameter, the most counters a move takes: write `bash(3) 23`"
                )),
            })
        }),
    },
    RulesetInfo {
        name: "subtract",
        syntax: "subtract(S1,S2,…) H1 H2 …  or  subtract(odd|even|pow2|fib|squares) H1 H2 …",
        rule: "take exactly S1, S2, … counters from one heap (a subtraction game), or a number from the named infinite set",
        example: "subtract(1,3,4) 10 7 + subtract(pow2) 12",
        aliases: &["减法"],
        kind: Kind::Heap(|w| {
            if let Some([name]) = w.params.as_deref() {
                if name.text.starts_with(|c: char| c.is_ascii_alphabetic()) {
                    let Some(set) = NamedSet::from_name(name.text) else {
                        return Err(name.error(msg!(
                            "subtract-unknown-set",
                            "unknown subtraction set {found}; expected numbers or one of {names}",
                            found = name.quoted(),
                            names = NamedSet::NAMES
                        )));
                    };
                    return Ok(Arc::new(SubtractNamed::new(set)));
                }
            }
            numeric(w, |params| match params {
                Some(set) => Ok(Arc::new(Subtract::new(set.to_vec())?)),
                None => Err(msg!(
                    "subtract-needs-set",
                    "subtract needs its set of moves: write `subtract(1,3,4) 10`"
                )),
            })
        }),
    },
    RulesetInfo {
        name: "allbut",
        syntax: "allbut(X1,X2,…) H1 H2 …",
        rule: "take any positive number of counters from one heap except X1, X2, …",
        example: "allbut(1,2) 9",
        aliases: &[],
        kind: Kind::Heap(|w| {
            numeric(w, |params| match params {
                Some(excluded) => Ok(Arc::new(AllBut::new(excluded.to_vec())?)),
                None => Err(msg!(
                    "allbut-needs-excluded",
                    "allbut needs the numbers it excludes: write `allbut(1,2) 9`"
                )),
            })
        }),
    },
    RulesetInfo {
        name: "lasker",
        syntax: "lasker H1 H2 …",
        rule: "take any positive number of counters from one heap, or split a heap into two non-empty heaps (Lasker's Nim)",
        example: "lasker 3 7",
        aliases: &["拉斯克"],
        kind: Kind::Heap(|w| {
            numeric(w, |params| match params {
                None => Ok(Arc::new(Lasker)),
                Some(_) => Err(no_parameters("lasker", "lasker 3 7")),
            })
        }),
    },
    RulesetInfo {
        name: "octal",
        syntax: "octal(CODE) H1 H2 …",
        rule: "take-and-break by code 0.d1d2…: removing k counters may leave nothing if d_k has bit 1, one heap if bit 2, two if bit 4, three if bit 8; 4.… splits without removing (more in docs/games.md: 4!.0, 0.[37], {2+}.0)",
        example: "octal(0.77) 10 7",
        aliases: &["八进制"],
        kind: Kind::Code(octal_code),
    },
    RulesetInfo {
        name: "kayles",
        syntax: "kayles H1 H2 …",
        rule: "knock down one pin or two adjacent pins from a row of H (octal 0.77, the bowling game)",
        example: "kayles 10 7",
        aliases: &["凯尔斯", "保龄球"],
        kind: Kind::TakeAndBreak(|w| alias(w, "kayles", "0.77")),
    },
    RulesetInfo {
        name: "dawson",
        syntax: "dawson H1 H2 …",
        rule: "Dawson's Kayles: knock down two adjacent pins from a row of H (octal 0.07)",
        example: "dawson 10",
        aliases: &["道森"],
        kind: Kind::TakeAndBreak(|w| alias(w, "dawson", "0.07")),
    },
    RulesetInfo {
        name: "dawson-chess",
        syntax: "dawson-chess H1 H2 …",
        rule: "Dawson's chess on a file of H pawns, as octal 0.137",
        example: "dawson-chess 9",
        aliases: &[],
        kind: Kind::TakeAndBreak(|w| alias(w, "dawson-chess", "0.137")),
    },
    RulesetInfo {
        name: "treblecross",
        syntax: "treblecross N1 N2 …",
        rule: "one-dimensional tic-tac-toe where both play X on a row of N empty cells, and three in a row wins (octal 0.007 on heaps of N+2)",
        example: "treblecross 12",
        aliases: &[],
        kind: Kind::Heap(|w| {
            if w.params.is_some() {
                return Err(w.error(no_parameters("treblecross", "treblecross 12")));
            }
            Ok(Arc::new(crate::rulesets::octal::treblecross::Treblecross::default()))
        }),
    },
    RulesetInfo {
        name: "officers",
        syntax: "officers H1 H2 …",
        rule: "take one counter from a heap of two or more, leaving one heap or splitting the rest in two (octal 0.6)",
        example: "officers 10",
        aliases: &[],
        kind: Kind::TakeAndBreak(|w| alias(w, "officers", "0.6")),
    },
    RulesetInfo {
        name: "strips",
        syntax: "strips(C,Z,N) H1 H2 …",
        rule: "POI 2000 Strips: place a strip of length C, Z or N on free cells in a row of H; the free cells either side are runs of their own",
        example: "strips(1,5,2) 12",
        aliases: &[],
        kind: Kind::TakeAndBreak(|w| {
            let params = w.number_params()?;
            Octal::strips(params.as_deref().unwrap_or_default()).map_err(|m| w.error(m))
        }),
    },
    RulesetInfo {
        name: "grundys-game",
        syntax: "grundys-game H1 H2 …",
        rule: "split one heap into two heaps of different sizes (Grundy's game)",
        example: "grundys-game 10",
        aliases: &["格兰迪"],
        kind: Kind::TakeAndBreak(|w| alias(w, "grundys-game", "")),
    },
    RulesetInfo {
        name: "wythoff",
        syntax: "wythoff A B",
        rule: "take any number from one pile, or the same number from both (Wythoff's game; one component)",
        example: "wythoff 3 5",
        aliases: &["威佐夫"],
        kind: Kind::Part(|w| numbers(w, Wythoff, Some(2), "wythoff 3 5")),
    },
    RulesetInfo {
        name: "moore",
        syntax: "moore(K) H1 H2 …",
        rule: "take any positive number of counters from each of 1 to K heaps at once (Moore's Nim_k; the heaps are one component)",
        example: crate::rulesets::moore::EXAMPLE,
        aliases: &["摩尔"],
        kind: Kind::Part(crate::rulesets::moore::build),
    },
    RulesetInfo {
        name: "euclid",
        syntax: "euclid A B",
        rule: "subtract a positive multiple of the smaller number from the larger; whoever reaches 0 wins (one component)",
        example: "euclid 31 12",
        aliases: &["欧几里得"],
        kind: Kind::Part(|w| numbers(w, Euclid, Some(2), "euclid 31 12")),
    },
    RulesetInfo {
        name: "fibnim",
        syntax: "fibnim N1 N2 …  or  fibnim(Q) N1 N2 …",
        rule: "Fibonacci Nim: the first move takes 1 to N−1 counters (or 1 to Q), each later move 1 to twice the previous take; whoever takes the last counter wins",
        example: "fibnim 20 + fibnim(3) 12",
        aliases: &["斐波那契"],
        kind: Kind::Part(crate::rulesets::fibnim::build),
    },
    RulesetInfo {
        name: "dynamic",
        syntax: "dynamic(K) N1 N2 …  or  dynamic(K,Q) N1 N2 …",
        rule: "k-fold dynamic subtraction: the first move takes 1 to N−1 counters (or 1 to Q), each later move 1 to K times the previous take; whoever takes the last counter wins",
        example: "dynamic(3) 17",
        aliases: &["动态减法"],
        kind: Kind::Part(crate::rulesets::dynamic::build),
    },
    RulesetInfo {
        name: "staircase",
        syntax: "staircase A1 A2 …",
        rule: "move any number of counters from step i to step i−1, or from step 1 off the stairs (one component)",
        example: "staircase 3 1 4 1 5",
        aliases: &["阶梯"],
        kind: Kind::Part(|w| numbers(w, Staircase, None, "staircase 3 1 4 1 5")),
    },
    RulesetInfo {
        name: "ruler",
        syntax: "ruler P1 P2 …",
        rule: "heads at positions P ≥ 1; turn over any run of consecutive coins, the rightmost from heads to tails (G = largest power of 2 dividing P)",
        example: "ruler 3 6 12",
        aliases: &[],
        kind: Kind::Part(crate::rulesets::ruler::build),
    },
    RulesetInfo {
        name: "mockturtles",
        syntax: "mockturtles P1 P2 …",
        rule: "heads at positions P ≥ 0; turn over one, two or three coins, the rightmost from heads to tails (G = the P-th odious number)",
        example: "mockturtles 0 3 5",
        aliases: &[],
        kind: Kind::Part(crate::rulesets::mockturtles::build),
    },
    RulesetInfo {
        name: "turning",
        syntax: "turning(K) P1 P2 …  or  turning(A-B) …  or  turning(run) …  or  turning(run,A-B) …",
        rule: "heads at positions P ≥ 1; turn over 1 to K (or A to B) coins, any to the left of the rightmost or a run ending at it, the rightmost from heads to tails",
        example: "turning(3) 2 7",
        aliases: &["翻硬币"],
        kind: Kind::Part(crate::rulesets::turning::build),
    },
    RulesetInfo {
        name: "corners",
        syntax: "corners (X1,Y1) (X2,Y2) …",
        rule: "heads at (X,Y); pick X' < X, Y' < Y and turn over the four corners (X,Y), (X',Y), (X,Y'), (X',Y'), the first from heads to tails (G = X ⊗ Y, the nim product)",
        example: "corners (2,3) (4,5)",
        aliases: &[],
        kind: Kind::Part(crate::rulesets::corners::build),
    },
    RulesetInfo {
        name: "chomp",
        syntax: "chomp R1xC1 R2xC2 …  or  chomp(L1,L2,…)",
        rule: "take a square other than the poisoned bottom-left one, with every square above it and to its right, from one bar (or the staircase of row lengths L1 ≥ L2 ≥ …)",
        example: "chomp 3x4 + chomp(4,3,3,1)",
        aliases: &["巧克力"],
        kind: Kind::Part(crate::rulesets::chomp::build),
    },
    RulesetInfo {
        name: "cutting",
        syntax: "cutting W1xH1 W2xH2 …",
        rule: "cut one piece of paper along a grid line in two; whoever cuts out a 1×1 piece wins (a piece 1xk wins at once; pieces of both sides ≥ 2 are played as the reduced game, where no one leaves a side of 1)",
        example: "cutting 5x6 3x4",
        aliases: &[],
        kind: Kind::Part(crate::rulesets::cutting::build),
    },
    RulesetInfo {
        name: "hackenbush",
        syntax: "hackenbush(U-V,…)",
        rule: "delete one edge of a graph grounded at vertex 0; edges no longer connected to vertex 0 disappear (Green Hackenbush; one component)",
        example: "hackenbush(0-1,1-2,2-0) + hackenbush(0-1,1-2)",
        aliases: &["哈肯布什"],
        kind: Kind::Part(Hackenbush::build),
    },
    RulesetInfo {
        name: "node-kayles",
        syntax: "node-kayles(GRAPH)",
        rule: "choose a vertex of an undirected graph and delete it with its neighbours; GRAPH is path(N), cycle(N), grid(RxC), complete(A,B), edges 0-1,1-2 or a file (one component)",
        example: "node-kayles(grid(3x3))",
        aliases: &["点凯尔斯"],
        kind: Kind::Part(|w| crate::rulesets::vertex::build(w, Deleting::Node)),
    },
    RulesetInfo {
        name: "arc-kayles",
        syntax: "arc-kayles(GRAPH)",
        rule: "choose an edge of an undirected graph and delete its two ends with every edge they touch; GRAPH as for node-kayles (one component)",
        example: "arc-kayles(cycle(9))",
        aliases: &["边凯尔斯"],
        kind: Kind::Part(|w| crate::rulesets::vertex::build(w, Deleting::Arc)),
    },
    RulesetInfo {
        name: "geography",
        syntax: "geography(GRAPH) START",
        rule: "a token on vertex START of an undirected graph; slide it along an edge to a vertex not yet visited (START counts as visited); GRAPH as for node-kayles (one component)",
        example: "geography(path(4)) 1",
        aliases: &["无向图游戏"],
        kind: Kind::Part(crate::rulesets::geography::build),
    },
    RulesetInfo {
        name: "cram",
        syntax: "cram R1xC1 R2xC2 …  or  cram(ROWS)  or  cram(FILE)",
        rule: "place a domino on two free cells side by side, across or down (Arc Kayles on the grid); a board drawn as rows of . (free) and # (filled) joined by /, or read from a file",
        example: "cram 3x4 + cram(..#/...)",
        aliases: &["填骨牌"],
        kind: Kind::Part(crate::rulesets::cram::build),
    },
    RulesetInfo {
        name: "graph",
        syntax: "graph(FILE) V1 V2 …",
        rule: "move one token along an edge of the graph in FILE (lines `v: w1 w2 …`); each vertex named is a token; with cycles, play may go on for ever and a position may be a draw",
        example: "graph(dag.txt) a b",
        aliases: &[],
        kind: Kind::Part(GraphPart::build),
    },
    #[cfg(feature = "rules")]
    RulesetInfo {
        name: "rule",
        syntax: "rule(FILE) N1 N2 …",
        rule: "the moves the rule in FILE gives: its function `moves` lists the options of a position of whole numbers (a heap, a board's two sides, two heaps), each a position or a sum of positions; play may go on for ever when a position can return to itself",
        example: "rule(kiki.rhai) 5 7",
        aliases: &["规则"],
        kind: Kind::Rule,
    },
    RulesetInfo {
        name: "windup",
        syntax: "windup(N; S1,S2,…) K1 K2 …",
        rule: "a token on 0..N−1 moves from K ≠ 0 to K − S1, K − S2, …, wrapping round modulo N; 0 ends the game (WindUp, a subtraction game played modulo N; play may go on for ever, and a position may be a draw)",
        example: "windup(7; 2,3) 5",
        aliases: &[],
        kind: Kind::Cyclic(Cyclic::windup),
    },
    RulesetInfo {
        name: "addtake",
        syntax: "addtake(C; T1,T2,…; A1,A2,…) H1 H2 …",
        rule: "take T1, T2, … counters from one heap, or add A1, A2, … counters to it as long as it stays at most C; an empty heap is finished, so whoever empties the last heap wins (play may go on for ever, and a position may be a draw)",
        example: "addtake(10; 2,3; 1) 7",
        aliases: &[],
        kind: Kind::Cyclic(Cyclic::addtake),
    },
];

/// The catalogue entry named `name`, or one of its aliases (`巴什` is `bash`).
pub fn find(name: &str) -> Option<&'static RulesetInfo> {
    CATALOG.iter().find(|info| info.name == name || info.aliases.contains(&name))
}

/// The names of the heap rulesets, for messages.
pub fn heap_ruleset_names() -> String {
    let names: Vec<&str> =
        CATALOG.iter().filter(|i| i.is_heap_ruleset()).map(|info| info.name).collect();
    names.join(", ")
}

/// The example rule: kiki's game (HDU 2147); `games/hdu2147-kiki.rhai` in
/// the source tree says more.
#[cfg(feature = "rules")]
const KIKI: &str = "fn moves(n, m) {\n    [[n - 1, m], [n, m - 1], [n - 1, m - 1]].filter(|p| p[0] >= 1 && p[1] >= 1)\n}\n";

/// The catalogue as the [`Registry`] the description parser is handed.
#[derive(Debug, Clone, Copy)]
pub struct Catalogue;

impl Registry for Catalogue {
    type Entry = &'static RulesetInfo;

    fn find(&self, name: &str) -> Option<&'static RulesetInfo> {
        find(name)
    }

    fn names(&self) -> Vec<&'static str> {
        CATALOG
            .iter()
            .flat_map(|info| std::iter::once(info.name).chain(info.aliases.iter().copied()))
            .collect()
    }

    fn examples(&self) -> Message {
        msg!("parse-ruleset-examples", "nim, kayles or wythoff")
    }

    fn where_listed(&self) -> Message {
        msg!("parse-rulesets-listed", "`grundy rules` lists all {count}", count = CATALOG.len())
    }

    fn build(&self, entry: &'static RulesetInfo, written: &Written) -> Result<Arc<dyn Part>> {
        entry.build(written)
    }
}

/// Reads a game description; files may not be named (see [`parse_with`]).
///
/// Time and memory O(length of the text). Errors carry the byte offset of
/// the offending token and say what was expected there.
///
/// ```
/// let game = grundy::parse("nim 3 4 5 + subtract(1,3,4) 10 7 + wythoff 3 5").unwrap();
/// assert_eq!(game.component_count(), 6);
/// assert_eq!(game.to_string(), "nim 3 4 5 + subtract(1,3,4) 10 7 + wythoff 3 5");
/// ```
pub fn parse(text: &str) -> Result<Game> {
    parse_in(text, &Catalogue, &NoFiles)
}

/// Reads a game description whose rulesets may read files from `files`.
///
/// Text as people type it (full-width digits and commas, ideographic
/// spaces, capitals in ruleset names) is read as its plain form, and
/// errors still point at the characters typed (see [`crate::normalize`]).
///
/// ```
/// let game = grundy::parse("Nim ３ ４ ＋ subtract(1，3，4)　10").unwrap();
/// assert_eq!(game.to_string(), "nim 3 4 + subtract(1,3,4) 10");
/// ```
pub fn parse_with(text: &str, files: &dyn Files) -> Result<Game> {
    parse_in(text, &Catalogue, files)
}

/// Reads a heap ruleset alone, e.g. `subtract(1,3,4)`, as `grundy table` takes it.
///
/// ```
/// let ruleset = grundy::parse_ruleset(" bash( 3 ) ").unwrap();
/// assert_eq!(ruleset.name(), "bash(3)");
/// ```
pub fn parse_ruleset(text: &str) -> Result<Arc<dyn HeapRuleset>> {
    parse_ruleset_with(text, &NoFiles)
}

/// [`parse_ruleset`], reading the files it names (`rule(FILE)`) from `files`.
pub fn parse_ruleset_with(text: &str, files: &dyn Files) -> Result<Arc<dyn HeapRuleset>> {
    read_ruleset(text, &Catalogue, files, |info, written| {
        info.heap_ruleset(written)?.ok_or_else(|| {
            written.error(msg!(
                "parse-not-heap-ruleset",
                "{name} is not a heap ruleset; periods and tables of Grundy values are computed for heap rulesets ({names})",
                name = info.name,
                names = heap_ruleset_names()
            ))
        })
    })
}

/// Reads a game of finitely many positions whose moves may cycle, alone,
/// e.g. `windup(7; 2,3)`, as `grundy table` takes it.
///
/// ```
/// let rules = grundy::parse_cyclic("windup(7;2, 3)").unwrap();
/// assert_eq!(rules.to_string(), "windup(7; 2,3)");
/// ```
pub fn parse_cyclic(text: &str) -> Result<Cyclic> {
    read_ruleset(text, &Catalogue, &NoFiles, |info, written| {
        info.cyclic(written)?.ok_or_else(|| {
            written.error(msg!(
                "parse-not-finite-game",
                "{name} is not a game of finitely many positions",
                name = info.name
            ))
        })
    })
}

/// Reads a rule a user wrote, `rule(FILE)`, alone, its file read from
/// `files`: what `grundy check` checks a formula against.
#[cfg(feature = "rules")]
pub fn parse_rule_with(
    text: &str,
    files: &dyn Files,
) -> Result<Arc<crate::rulesets::user::rule::Rule>> {
    read_ruleset(text, &Catalogue, files, |info, written| {
        match info.is_rule() {
        true => crate::rulesets::user::read(written),
        false => Err(written.error(msg!(
            "parse-not-rule",
            "{name} is not a rule written in a file: formulas are checked against `rule(FILE)`, whose function `moves` the file holds",
            name = info.name
        ))),
    }
    })
}

/// Reads a ruleset alone and, when it is a take-and-break game (`octal(…)`,
/// `kayles`, `grundys-game`, …), gives it as one, for front ends that
/// compute its values by [`Sequence`](crate::rulesets::octal::Sequence) and
/// prove its periods by [`prove_period`](crate::rulesets::octal::prove_period);
/// `None` for any other ruleset.
///
/// ```
/// let kayles = grundy::rulesets::parse_take_and_break("kayles").unwrap().unwrap();
/// assert_eq!(kayles.to_string(), "kayles");
/// assert!(grundy::rulesets::parse_take_and_break("nim").unwrap().is_none());
/// ```
pub fn parse_take_and_break(text: &str) -> Result<Option<Octal>> {
    read_ruleset(text, &Catalogue, &NoFiles, |info, written| info.take_and_break(written))
}
