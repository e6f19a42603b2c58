//! `grundy rules`: the catalogue of rulesets, as text or JSON; the JSON of
//! `/api/v1/rules`.
//!
//! Each game's title, rules, worked example and strategy come from the
//! `rules.ftl` catalogues, in English and Simplified Chinese: message ids
//! `rules-<name>-title`, `rules-<name>-rules`, `rules-<name>-example` and
//! `rules-<name>-strategy` for each catalogue name, and
//! `rules-sprague-grundy-title` and `rules-sprague-grundy-text` for the
//! theory they share. The worked examples are filled in by the engine: each
//! game's position ([`WORKED`]) is analysed, and its message is handed the
//! outcome, the value and a winning (or drawing) move, so the example says
//! what the engine computes. Periods quoted by a strategy are computed too.

use std::io::Write;
use std::sync::OnceLock;

use fluent_bundle::FluentArgs;
use grundy::period::{compute_period, PeriodSearch};
use grundy::rulesets::{RulesetInfo, CATALOG};
use grundy::{Analysis, Limits, Outcome};

use crate::i18n::{self, Lang};
use crate::{args, shapes, Format, Problem};

/// Each game's worked example: the position its `rules-<name>-example`
/// message walks through.
pub const WORKED: &[(&str, &str)] = &[
    ("nim", "nim 3 4 5"),
    ("bash", "bash(3) 23"),
    ("subtract", "subtract(1,3,4) 10"),
    ("allbut", "allbut(1,2) 9"),
    ("lasker", "lasker 3 7"),
    ("octal", "octal(0.77) 10"),
    ("kayles", "kayles 8"),
    ("dawson", "dawson 10"),
    ("dawson-chess", "dawson-chess 9"),
    ("treblecross", "treblecross 5"),
    ("officers", "officers 10"),
    ("strips", "strips(1,5,2) 12"),
    ("grundys-game", "grundys-game 8"),
    ("wythoff", "wythoff 4 6"),
    ("moore", "moore(2) 1 2 4"),
    ("euclid", "euclid 31 12"),
    ("fibnim", "fibnim 20"),
    ("dynamic", "dynamic(3) 17"),
    ("staircase", "staircase 3 1 4 1 5"),
    ("ruler", "ruler 3 6 12"),
    ("mockturtles", "mockturtles 0 3 5"),
    ("turning", "turning(3) 5"),
    ("corners", "corners (2,3)"),
    ("chomp", "chomp 3x4"),
    ("cutting", "cutting 3x4"),
    ("hackenbush", "hackenbush(0-1,1-2,2-0)"),
    ("node-kayles", "node-kayles(path(5))"),
    ("arc-kayles", "arc-kayles(path(6))"),
    ("geography", "geography(path(4)) 1"),
    ("cram", "cram 2x3"),
    ("graph", "graph(g.txt) a"),
    #[cfg(feature = "rules")]
    ("rule", "rule(kiki.rhai) 4 7"),
    ("windup", "windup(7; 2,3) 5"),
    ("addtake", "addtake(10; 2,3; 1) 7"),
];

/// The file `graph(g.txt)` reads in its worked example.
pub const GRAPH_FILE: &str = "a: b c\nb: c\nc:\n";

/// The heap rulesets whose strategy quotes their period, and the ruleset
/// whose period it quotes.
const PERIODS: &[(&str, &str)] = &[
    ("subtract", "subtract(1,3,4)"),
    ("kayles", "kayles"),
    ("dawson", "dawson"),
    ("dawson-chess", "dawson-chess"),
];

/// The worked example's position as the engine answers it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Worked {
    /// The position, as written.
    pub position: &'static str,
    /// `N`, `P` or `D`.
    pub outcome: &'static str,
    /// Its value: `*n`, or `∞(…)` for a game with cycles.
    pub value: String,
    /// The first winning move from an N-position, the first drawing move
    /// from a draw (`from → to`); empty from a P-position.
    pub play: String,
}

/// The file system of the worked examples: `g.txt` and `kiki.rhai`.
struct ExampleFiles;

impl grundy::Files for ExampleFiles {
    fn read(&self, path: &str) -> Result<String, grundy::Message> {
        match path {
            "g.txt" => Ok(GRAPH_FILE.to_string()),
            // The catalogue's example rule, kiki's game.
            #[cfg(feature = "rules")]
            "kiki.rhai" => grundy::rulesets::find("rule")
                .and_then(|info| info.example_file())
                .map(|(_, text)| text.to_string())
                .ok_or_else(|| grundy::Message::plain("no example rule")),
            _ => Err(grundy::Message::plain(format!("no file {path} here"))),
        }
    }
}

/// `position` analysed by the engine.
pub fn work(position: &'static str) -> grundy::Result<Worked> {
    let game = grundy::parse_with(position, &ExampleFiles)?;
    let analysis = Analysis::new(&game, &Limits::default())?;
    let (outcome, moves) = match analysis.outcome() {
        Outcome::N => ("N", analysis.winning_moves()),
        Outcome::P => ("P", Box::new(std::iter::empty()) as Box<dyn Iterator<Item = _>>),
        Outcome::D => ("D", analysis.drawing_moves(10_000)),
    };
    let play = match moves.into_iter().next() {
        Some(listed) => {
            let played = listed?;
            format!("{} → {}", played.from, played.to)
        }
        None => String::new(),
    };
    let value = match (analysis.nimber(), analysis.infinite()) {
        (Some(nimber), _) => nimber.to_string(),
        (None, Some(infinite)) => infinite.to_string(),
        (None, None) => "?".to_string(),
    };
    Ok(Worked { position, outcome, value, play })
}

/// Every game's worked example, analysed once, by catalogue name.
fn worked(name: &str) -> &'static Worked {
    static WORKED_OUT: OnceLock<Vec<(&'static str, Worked)>> = OnceLock::new();
    let all = WORKED_OUT.get_or_init(|| {
        WORKED
            .iter()
            .map(|&(name, position)| {
                let worked = work(position).unwrap_or_else(|e| panic!("{position}: {e}"));
                (name, worked)
            })
            .collect()
    });
    &all.iter().find(|(n, _)| *n == name).unwrap_or_else(|| panic!("no worked example of {name}")).1
}

/// The period quoted in the strategy of `name`: its period, preperiod,
/// and the values of the first two periods after the preperiod's start.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Quoted {
    pub period: u64,
    pub preperiod: u64,
    pub values: String,
}

/// The period of `ruleset`, proved by the engine.
pub fn quoted_period(ruleset: &str) -> grundy::Result<Quoted> {
    let heap = grundy::parse_ruleset(ruleset)?;
    let report = compute_period(heap.as_ref(), PeriodSearch::default())?;
    let periodicity = report.periodicity.expect("these rulesets have a proved period");
    assert!(periodicity.is_proved(), "{ruleset}: the period is proved");
    let shown = (periodicity.preperiod + periodicity.period).min(14) as usize;
    let values: Vec<String> = report.values.iter().take(shown).map(|v| v.0.to_string()).collect();
    Ok(Quoted {
        period: periodicity.period,
        preperiod: periodicity.preperiod,
        values: values.join(" "),
    })
}

fn quoted(name: &str) -> Option<&'static Quoted> {
    static QUOTED: OnceLock<Vec<(&'static str, Quoted)>> = OnceLock::new();
    let all = QUOTED.get_or_init(|| {
        PERIODS
            .iter()
            .map(|&(name, ruleset)| {
                (name, quoted_period(ruleset).unwrap_or_else(|e| panic!("{ruleset}: {e}")))
            })
            .collect()
    });
    all.iter().find(|(n, _)| *n == name).map(|(_, q)| q)
}

/// The texts of one game in `lang`.
pub fn texts(info: &RulesetInfo, lang: Lang) -> Texts {
    let id = |part: &str| format!("rules-{}-{part}", info.name);
    let worked = worked(info.name);
    let example = args![
        "position" => worked.position,
        "outcome" => worked.outcome,
        "value" => worked.value.clone(),
        "move" => worked.play.clone(),
        "file" => GRAPH_FILE.trim_end().replace('\n', " / "),
    ];
    let mut strategy = FluentArgs::new();
    if let Some(q) = quoted(info.name) {
        strategy.set("period", q.period.to_string());
        strategy.set("preperiod", q.preperiod.to_string());
        strategy.set("values", q.values.clone());
    }
    Texts {
        title: i18n::text(lang, &id("title"), None),
        rules: i18n::text(lang, &id("rules"), None),
        worked_position: worked.position,
        worked_example: i18n::text(lang, &id("example"), Some(&example)),
        strategy: i18n::text(lang, &id("strategy"), Some(&strategy)),
    }
}

/// One game's texts in one language.
#[derive(Debug, Clone)]
pub struct Texts {
    pub title: String,
    pub rules: String,
    pub worked_position: &'static str,
    pub worked_example: String,
    pub strategy: String,
}

/// Sprague–Grundy theory in `lang`: its title and text.
pub fn theory(lang: Lang) -> (String, String) {
    (
        i18n::text(lang, "rules-sprague-grundy-title", None),
        i18n::text(lang, "rules-sprague-grundy-text", None),
    )
}

/// The catalogue entry named `name` (or one of its aliases), as typed:
/// any case, full-width forms read as their plain ones.
pub fn find(name: &str) -> Result<&'static RulesetInfo, Problem> {
    let plain = grundy::normalize(name.trim()).to_ascii_lowercase();
    grundy::rulesets::find(&plain).ok_or_else(|| {
        Problem::bad_input(grundy::msg!(
            "rules-unknown",
            "unknown ruleset `{name}` (`grundy rules` lists all {count})",
            name = grundy::escape_controls(name),
            count = CATALOG.len()
        ))
    })
}

/// The catalogue, or the one ruleset `name`: the text `grundy rules`
/// prints (with every game's texts in `lang` when `full` or when one is
/// named), or its JSON, pretty-printed, and a newline.
pub fn write(
    format: Format,
    lang: Lang,
    name: Option<&str>,
    full: bool,
    out: &mut impl Write,
) -> Result<(), Problem> {
    let named = name.map(find).transpose()?;
    if format == Format::Json {
        match named {
            Some(info) => serde_json::to_writer_pretty(&mut *out, &rule(info, lang))?,
            None => serde_json::to_writer_pretty(&mut *out, &catalogue_in(lang))?,
        }
        writeln!(out)?;
        return Ok(());
    }
    if let Some(info) = named {
        entry(info, lang, true, out)?;
        return Ok(());
    }
    writeln!(out, "A game is a sum of parts joined by `+`. In a heap ruleset each heap is one component; rulesets saying \"one component\" take all their numbers as one.")?;
    writeln!(out, "Example: grundy analyze \"nim 3 4 5 + subtract(1,3,4) 10 7 + bash(3) 23\"")?;
    for info in CATALOG {
        writeln!(out)?;
        entry(info, lang, full, out)?;
    }
    writeln!(out)?;
    if full {
        let (title, text) = theory(lang);
        writeln!(out, "{title}")?;
        writeln!(out, "    {text}")?;
    } else {
        writeln!(out, "{}", i18n::text(lang, "rules-more", None))?;
    }
    Ok(())
}

/// One entry: its syntax, rule and example, its title and aliases, and
/// with `full` its texts.
fn entry(info: &RulesetInfo, lang: Lang, full: bool, out: &mut impl Write) -> Result<(), Problem> {
    writeln!(out, "{}", info.syntax)?;
    writeln!(out, "    {}", i18n::message(lang, &info.rule_message()))?;
    writeln!(out, "    example: {}", info.example_command())?;
    let texts = texts(info, lang);
    writeln!(out, "    {}", texts.title)?;
    if !info.aliases.is_empty() {
        let names = args!["names" => info.aliases.join(", ")];
        writeln!(out, "    {}", i18n::text(lang, "rules-aliases", Some(&names)))?;
    }
    if full {
        // A Chinese label ends with a full-width colon, which needs no space.
        let colon = if lang == Lang::ZhCn { "：" } else { ": " };
        for (label, text) in [
            ("rules-label-rules", &texts.rules),
            ("rules-label-example", &texts.worked_example),
            ("rules-label-strategy", &texts.strategy),
        ] {
            writeln!(out, "    {}{colon}{text}", i18n::text(lang, label, None))?;
        }
    }
    Ok(())
}

/// One ruleset of the catalogue with its texts in `lang`.
pub fn rule(info: &'static RulesetInfo, lang: Lang) -> shapes::Rule {
    let texts = texts(info, lang);
    shapes::Rule {
        name: info.name,
        syntax: info.syntax,
        rule: i18n::message(lang, &info.rule_message()),
        example: info.example,
        aliases: info.aliases,
        title: texts.title,
        rules: texts.rules,
        worked_position: texts.worked_position,
        worked_example: texts.worked_example,
        strategy: texts.strategy,
    }
}

/// Every ruleset of the catalogue, in its order, with its texts in `lang`.
pub fn catalogue_in(lang: Lang) -> Vec<shapes::Rule> {
    CATALOG.iter().map(|info| rule(info, lang)).collect()
}

/// Every ruleset of the catalogue, in its order, with its English texts.
pub fn catalogue() -> Vec<shapes::Rule> {
    catalogue_in(Lang::En)
}
