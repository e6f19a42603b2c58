//! `grundy play`: a game against the computer in the terminal.
//!
//! Lines are read with line editing and history (rustyline) when standard
//! input is a terminal, and as plain lines otherwise, so whole games can be
//! scripted; each piped line is echoed after the prompt, so the transcript
//! reads as a game. Colour is used only when standard output is a terminal
//! and `NO_COLOR` is not set; winning moves are marked by words as well.

use std::cell::RefCell;
use std::io::{BufRead, IsTerminal, Write};

use anstyle::{AnsiColor, Style};
use grundy::{
    Analysis, Drawing, Game, Limits, MisereAnalysis, Outcome, Play, PlayMove, Repetitions,
};

use grundy_service::i18n::Lang;
use grundy_service::play::LISTED_MOVES;
use grundy_service::reasons::{misere_method, reasons};
use grundy_service::Kind;

use super::analyze::CompoundArg;
use crate::input::{read_spec, LocalFiles};
use crate::limits::LimitArgs;

/// Steps (positions and their options) the remoteness search may take each turn.
const REMOTENESS_STEPS: usize = 1_000_000;
/// Counters drawn one by one; larger heaps are written as numbers.
const DRAWN_COUNTERS: u64 = 30;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The game, e.g. "nim 3 4 5" or "kayles 7 + wythoff 3 5"
    #[arg(value_name = "SPEC", required = true, num_args = 1..)]
    spec: Vec<String>,
    /// Misère play: the player who cannot move wins
    #[arg(long)]
    misere: bool,
    /// Who moves first; without it you are asked on a terminal, and move first when input is piped
    #[arg(long, value_enum)]
    first: Option<First>,
    /// Seed for the computer's choices among equally good moves (a game replays exactly with the same seed and moves); drawn at random and shown when not given
    #[arg(long)]
    seed: Option<u64>,
    /// How well the computer plays: a beginner plays one move in two at random, an intermediate one in five, perfect never
    #[arg(long, value_enum, default_value = "perfect")]
    level: LevelArg,
    /// How the components are played together: disjunctive (the sum, the default), conjunctive (a move in every component), continued or every (Every-SG), selective (a move in any non-empty set), shortened; a move of a compound says what each component becomes, `1: kayles 2; 2: nim 0`
    #[arg(long, value_enum, default_value = "disjunctive", value_name = "COMPOUND")]
    compound: CompoundArg,
    #[command(flatten)]
    limits: LimitArgs,
}

/// `--level`: the engine's [`grundy::Level`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum LevelArg {
    Beginner,
    Intermediate,
    Perfect,
}

impl From<LevelArg> for grundy::Level {
    fn from(level: LevelArg) -> grundy::Level {
        match level {
            LevelArg::Beginner => grundy::Level::Beginner,
            LevelArg::Intermediate => grundy::Level::Intermediate,
            LevelArg::Perfect => grundy::Level::Perfect,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(super) enum First {
    Me,
    Computer,
}

/// One move made, with what the position was before it.
struct Made {
    by_me: bool,
    before: String,
    /// What the mover could get from the position before: a win (N), a
    /// draw (D), or nothing (P).
    could: Outcome,
    chosen: PlayMove,
    why: Vec<String>,
}

/// Where lines come from: an editor on a terminal, or plain lines.
pub(super) enum Lines {
    Editor(Box<rustyline::DefaultEditor>),
    Piped(std::io::StdinLock<'static>),
}

impl Lines {
    pub(super) fn open() -> anyhow::Result<Lines> {
        if std::io::stdin().is_terminal() {
            let editor = rustyline::DefaultEditor::new()
                .map_err(|e| anyhow::anyhow!("could not start line editing: {e}"))?;
            return Ok(Lines::Editor(Box::new(editor)));
        }
        Ok(Lines::Piped(std::io::stdin().lock()))
    }

    /// The next line, or `None` at the end of input (or Ctrl-D, Ctrl-C).
    pub(super) fn read(
        &mut self,
        prompt: &str,
        out: &mut impl Write,
    ) -> anyhow::Result<Option<String>> {
        out.flush()?;
        match self {
            Lines::Editor(editor) => match editor.readline(prompt) {
                Ok(line) => {
                    let _ = editor.add_history_entry(line.as_str());
                    Ok(Some(line))
                }
                Err(rustyline::error::ReadlineError::Eof)
                | Err(rustyline::error::ReadlineError::Interrupted) => Ok(None),
                Err(e) => Err(anyhow::anyhow!("could not read a line: {e}")),
            },
            Lines::Piped(input) => loop {
                let mut bytes = Vec::new();
                if input.read_until(b'\n', &mut bytes)? == 0 {
                    return Ok(None);
                }
                // A line that is not UTF-8 is said to be so, and the next read.
                match String::from_utf8(bytes) {
                    Ok(line) => {
                        let line = line.trim_end_matches(['\n', '\r']).to_string();
                        writeln!(out, "{prompt}{line}")?;
                        return Ok(Some(line));
                    }
                    Err(error) => {
                        let shown = String::from_utf8_lossy(error.as_bytes());
                        let shown = grundy::escape_controls(shown.trim_end_matches(['\n', '\r']));
                        writeln!(out, "{prompt}{shown}")?;
                        writeln!(
                            out,
                            "That line is not UTF-8 text (byte {} is not valid); please type it again.",
                            error.utf8_error().valid_up_to() + 1
                        )?;
                    }
                }
            },
        }
    }
}

struct Session<'a> {
    game: Game,
    misere: bool,
    seed: u64,
    level: grundy::Level,
    limits: &'a Limits,
    made: Vec<Made>,
    colour: bool,
    /// The positions so far, for the repetition rule, and whether the last
    /// one drew the game.
    seen: Repetitions,
    drawn: bool,
    /// The last position whose remoteness was out of reach, so that the
    /// computer does not search it again to the same end.
    out_of_reach: RefCell<Option<String>>,
}

pub fn run(args: Args, out: &mut impl Write) -> anyhow::Result<()> {
    let source = read_spec(&args.spec.join(" "))?;
    let game = grundy_service::game(&source, &LocalFiles)?;
    let limits = args.limits.limits();
    let compound = grundy::Compound::from(args.compound);
    if compound != grundy::Compound::Disjunctive {
        let text = game.to_string();
        return super::play_compound::run(text, compound, args.misere, args.first, &limits, out);
    }
    let colour = std::io::stdout().is_terminal()
        && std::env::var_os("NO_COLOR").is_none_or(|value| value.is_empty());
    let seed = args.seed.unwrap_or_else(random_seed);
    let mut seen = Repetitions::new();
    seen.record(&game, 0);
    let mut session = Session {
        game,
        misere: args.misere,
        seed,
        level: args.level.into(),
        limits: &limits,
        made: Vec::new(),
        colour,
        seen,
        drawn: false,
        out_of_reach: RefCell::new(None),
    };
    // The position is analysed before anything is drawn: a game past the
    // limits is refused at once, with exit code 2.
    let outcome = session.play().outcome()?;
    let mut lines = Lines::open()?;
    let rules = if args.misere {
        "misère play: whoever cannot move wins"
    } else {
        "normal play: whoever cannot move loses"
    };
    let level = match session.level {
        grundy::Level::Perfect => String::new(),
        level => format!("; the computer plays at {} level", level.name()),
    };
    writeln!(out, "grundy play: {} ({rules}; seed {seed}{level})", session.game)?;
    session.draw(out)?;
    let should = match outcome {
        Outcome::N => "the player to move first should win",
        Outcome::P => "the player to move second should win",
        Outcome::D => "neither player can force a win: it is a draw",
    };
    // A draw lasts for ever: no number of moves to tell.
    let note = if outcome == Outcome::D { String::new() } else { session.remoteness_note() };
    writeln!(out, "With perfect play {should}{note}.")?;
    if outcome == Outcome::D {
        writeln!(
            out,
            "A position that comes up a third time with the same player to move ends the game in a draw."
        )?;
    }
    let first = match args.first {
        Some(first) => first,
        None if matches!(lines, Lines::Editor(_)) => ask_first(&mut lines, out, outcome)?,
        None => First::Me,
    };
    writeln!(out, "Type `help` for the commands and how to write a move.")?;
    let mut my_turn = first == First::Me;
    loop {
        if session.play().is_over()? {
            session.finish(out, my_turn)?;
            return Ok(());
        }
        if session.drawn {
            session.finish_drawn(out)?;
            return Ok(());
        }
        if !my_turn {
            session.computer_moves(out)?;
            my_turn = true;
            continue;
        }
        let Some(line) = lines.read("your move> ", out)? else {
            writeln!(out, "Goodbye.")?;
            return Ok(());
        };
        match session.command(line.trim(), out)? {
            Turn::Stay => {}
            Turn::Moved => my_turn = false,
            Turn::Quit => {
                writeln!(out, "Goodbye.")?;
                return Ok(());
            }
        }
    }
}

fn random_seed() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    hasher.write_u128(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos()),
    );
    hasher.finish() % 1_000_000
}

pub(super) fn ask_first(
    lines: &mut Lines,
    out: &mut impl Write,
    outcome: Outcome,
) -> anyhow::Result<First> {
    let advice = match outcome {
        Outcome::N => "moving first wins with perfect play",
        Outcome::P => "moving second wins with perfect play",
        Outcome::D => "neither side can force a win",
    };
    loop {
        let question = format!("Who moves first, you or the computer? ({advice}) [me/computer] ");
        let Some(answer) = lines.read(&question, out)? else { return Ok(First::Me) };
        match answer.trim().to_ascii_lowercase().as_str() {
            "" | "me" | "m" | "i" | "you" => return Ok(First::Me),
            "computer" | "c" | "it" => return Ok(First::Computer),
            other => writeln!(
                out,
                "Please answer `me` or `computer`, not `{}`.",
                grundy::escape_controls(other)
            )?,
        }
    }
}

enum Turn {
    Stay,
    Moved,
    Quit,
}

impl Session<'_> {
    fn play(&self) -> Play<'_> {
        Play::new(&self.game, self.misere, &LocalFiles, self.limits)
    }

    fn paint(&self, text: &str, style: Style) -> String {
        match self.colour {
            true => format!("{style}{text}{style:#}"),
            false => text.to_string(),
        }
    }

    /// The positions of the game so far counted again, after an undo.
    fn count_repetitions(&mut self) -> anyhow::Result<()> {
        self.seen = Repetitions::new();
        for (ply, made) in self.made.iter().enumerate() {
            self.seen.record(&grundy::parse_with(&made.before, &LocalFiles)?, ply);
        }
        self.drawn = self.seen.record(&self.game, self.made.len());
        Ok(())
    }

    /// The steps the remoteness of this position may take: none when it
    /// was out of reach of them before, as it is again.
    fn remoteness_steps(&self) -> usize {
        match self.out_of_reach.borrow().as_deref() == Some(&self.game.to_string()) {
            true => 0,
            false => REMOTENESS_STEPS,
        }
    }

    fn remoteness_note(&self) -> String {
        let found = self.play().remoteness(self.remoteness_steps());
        if let Err(grundy::Error::LimitExceeded { .. }) = found {
            *self.out_of_reach.borrow_mut() = Some(self.game.to_string());
        }
        match found {
            Ok(r) => format!(
                ", in {} move{} in all (the winner hurrying, the loser holding out)",
                r.moves,
                if r.moves == 1 { "" } else { "s" }
            ),
            Err(_) => {
                " (how many moves it takes is not known: the game is too large to search whole)"
                    .to_string()
            }
        }
    }

    fn draw(&self, out: &mut impl Write) -> anyhow::Result<()> {
        for (number, (part, index)) in self.game.components().enumerate() {
            let part = &self.game.parts()[part];
            let picture = match part.drawing(index) {
                Drawing::Heap(n) => match u64::try_from(&n) {
                    Ok(small) if small <= DRAWN_COUNTERS => {
                        format!("{:<32} {small}", "●".repeat(small as usize))
                    }
                    _ => format!("{n} counters"),
                },
                Drawing::Piles(piles) => piles
                    .iter()
                    .map(|p| match u64::try_from(p) {
                        Ok(small) if small <= DRAWN_COUNTERS => {
                            format!("{} ({small})", "●".repeat(small as usize))
                        }
                        _ => p.to_string(),
                    })
                    .collect::<Vec<_>>()
                    .join("   "),
                Drawing::Board(rows) => {
                    let mut text = String::new();
                    for (r, &length) in rows.iter().enumerate() {
                        let row: String = (0..length)
                            .map(|c| if r == 0 && c == 0 { "☠ " } else { "■ " })
                            .collect();
                        text.push_str(&format!("\n      {row}"));
                    }
                    format!("{} (the ☠ square is poisoned){text}", part.component(index))
                }
                Drawing::Row(n) => match u64::try_from(&n) {
                    Ok(small) if small <= DRAWN_COUNTERS => {
                        format!("{:<32} {small}", "│".repeat(small as usize))
                    }
                    _ => format!("a row of {n}"),
                },
                Drawing::Limited { count, limit } => match u64::try_from(&count) {
                    Ok(small) if small <= DRAWN_COUNTERS => {
                        format!("{:<32} {small}, take at most {limit}", "●".repeat(small as usize))
                    }
                    _ => format!("{count} counters, take at most {limit}"),
                },
                Drawing::GridCoin { x, y } => format!("a coin showing heads at ({x},{y})"),
                Drawing::Graph { edges, ground } => {
                    let list: Vec<String> = edges.iter().map(|(u, v)| format!("{u}-{v}")).collect();
                    format!("edges {} (ground {ground})", list.join(" "))
                }
                Drawing::Coin(place) => format!("a coin showing heads at place {place}"),
                Drawing::Rectangle(w, h) if w <= 12 && h <= 12 => {
                    let row = "□ ".repeat(w as usize);
                    let grid: String = (0..h).map(|_| format!("\n      {row}")).collect();
                    format!("{w}×{h}{grid}")
                }
                Drawing::Rectangle(w, h) => format!("a {w}×{h} rectangle"),
                Drawing::Dial { at, size } if size <= DRAWN_COUNTERS => {
                    let places: String =
                        (0..size).map(|place| if place == at { '●' } else { '○' }).collect();
                    format!("{places:<32} at {at} (places 0 to {})", size - 1)
                }
                Drawing::Dial { at, size } => format!("at {at} (places 0 to {})", size - 1),
                // The description names the vertices a move is typed with.
                Drawing::Network { .. } => part.component(index),
                Drawing::Cells { rows, .. } => {
                    let grid: String = rows
                        .iter()
                        .map(|row| {
                            let cells: String =
                                row.chars().map(|c| if c == '.' { "□ " } else { "■ " }).collect();
                            format!("\n      {cells}")
                        })
                        .collect();
                    format!("{} (■ filled){grid}", part.component(index))
                }
                Drawing::Text(text) => text,
            };
            writeln!(out, "  {:>2}  {:<14} {picture}", number + 1, part.ruleset())?;
        }
        Ok(())
    }

    /// Handles one line the player typed.
    fn command(&mut self, line: &str, out: &mut impl Write) -> anyhow::Result<Turn> {
        // As typed on a Chinese keyboard or a phone: `２ ３`, `Hint`.
        let line = grundy::normalize(line);
        let line = line.trim();
        match line.to_ascii_lowercase().as_str() {
            "" => return Ok(Turn::Stay),
            "quit" | "q" | "exit" => return Ok(Turn::Quit),
            "help" | "?" | "h" => self.help(out)?,
            "hint" => self.hint(out)?,
            "moves" => self.list_moves(out)?,
            "undo" | "u" => self.undo(out)?,
            "why" => match self.made.iter().rev().find(|m| !m.by_me) {
                Some(made) => {
                    for line in &made.why {
                        writeln!(out, "  {line}")?;
                    }
                }
                None => writeln!(out, "The computer has not moved yet.")?,
            },
            "draw" | "show" => self.draw(out)?,
            _ => {
                let (component, to) = match self.read_move(line) {
                    Ok(found) => found,
                    Err(message) => {
                        writeln!(out, "{message}")?;
                        return Ok(Turn::Stay);
                    }
                };
                let (game, misere, limits) = (&self.game, self.misere, self.limits);
                let checked = grundy_service::play::check(
                    game,
                    misere,
                    (component, 1),
                    &to,
                    &LocalFiles,
                    limits,
                );
                let chosen = match checked {
                    Ok(chosen) => chosen,
                    // A move the player can type again: said, and asked for again.
                    Err(problem)
                        if matches!(
                            problem.kind(),
                            Kind::Illegal | Kind::Unsupported | Kind::BadInput { at: Some(_) }
                        ) =>
                    {
                        writeln!(out, "{}", grundy::escape_controls(problem.message().english()))?;
                        return Ok(Turn::Stay);
                    }
                    Err(other) => return Err(other.into()),
                };
                let could = self.play().outcome()?;
                self.apply(true, could, chosen, Vec::new(), out)?;
                return Ok(Turn::Moved);
            }
        }
        Ok(Turn::Stay)
    }

    /// `N: OPERANDS`, `N OPERANDS` (several components) or `OPERANDS` (one),
    /// the operands with or without the ruleset's name: (component, description).
    fn read_move(&self, line: &str) -> Result<(usize, String), String> {
        let count = self.game.component_count();
        let (number, rest) = match line.split_once(':') {
            Some((number, rest)) => (Some(number.trim()), rest.trim()),
            None if count == 1 => (None, line),
            None => match line.split_once(char::is_whitespace) {
                Some((number, rest)) => (Some(number), rest.trim()),
                None => return Err("Write the component's number and what it becomes, e.g. `1 2`; `help` says more.".to_string()),
            },
        };
        let component = match number {
            None => 0,
            Some(number) => match number.parse::<usize>() {
                Ok(n) if (1..=count).contains(&n) => n - 1,
                _ => {
                    return Err(format!(
                        "`{}` is not a component: they are numbered 1 to {count}.",
                        grundy::escape_controls(number)
                    ))
                }
            },
        };
        if rest.is_empty() {
            return Err("Say what the component becomes, e.g. `1 2`.".to_string());
        }
        let (part, _) = self.game.components().nth(component).expect("a component");
        let ruleset = self.game.parts()[part].ruleset();
        let named = rest.starts_with(|c: char| c.is_ascii_alphabetic());
        let to = match (named, rest.starts_with('(')) {
            (true, _) => rest.to_string(),
            (false, true) => format!("{ruleset}{rest}"),
            (false, false) => format!("{ruleset} {rest}"),
        };
        Ok((component, to))
    }

    fn help(&self, out: &mut impl Write) -> anyhow::Result<()> {
        let (part, index) = self.game.components().next().unwrap_or((0, 0));
        let example = self.game.parts().get(part).map(|p| p.component(index)).unwrap_or_default();
        writeln!(out, "A move says which component changes and what it becomes:")?;
        writeln!(out, "  2 5        component 2 becomes 5 (a heap of 5, say)")?;
        writeln!(out, "  2: 1 3     component 2 becomes two heaps, 1 and 3 (a split)")?;
        writeln!(out, "  1: {example:<8} the whole description works too")?;
        writeln!(
            out,
            "With one component the number may be left out: `5`. Components are numbered as drawn."
        )?;
        writeln!(out, "Commands:")?;
        writeln!(out, "  hint    the winning moves and why they win")?;
        writeln!(out, "  moves   every legal move, the winning ones marked WINS (and those keeping a draw, draws)")?;
        writeln!(out, "  undo    take back your last move and the computer's reply")?;
        writeln!(out, "  why     why the computer's last move was good")?;
        writeln!(out, "  draw    draw the position again")?;
        writeln!(out, "  quit    stop playing")?;
        Ok(())
    }

    fn hint(&self, out: &mut impl Write) -> anyhow::Result<()> {
        let (moves, leaves, none): (Vec<grundy::Listed>, &str, &str) = if self.misere {
            let (how, moves) = match MisereAnalysis::new(&self.game, self.limits) {
                Ok(analysis) => {
                    let how = misere_method(Lang::En, analysis.method());
                    (how, analysis.winning_moves().collect())
                }
                // Beyond heap rulesets the play itself searches the whole sum.
                Err(grundy::Error::Unsupported(_)) => {
                    let parts: Vec<usize> = self.game.components().map(|(part, _)| part).collect();
                    let list = self.play().moves(LISTED_MOVES)?;
                    let draws =
                        !list.moves.iter().any(|m| m.winning) && list.moves.iter().any(|m| m.draws);
                    let good = list.moves.into_iter().filter(|m| m.winning || (draws && m.draws));
                    let moves: Vec<grundy::Listed> = good
                        .map(|m| {
                            let (component, part) = (m.component, parts[m.component]);
                            Ok(grundy::Move { component, part, from: m.from, to: m.to })
                        })
                        .collect();
                    if draws {
                        writeln!(out, "Under misère play, by an exact search of the whole sum, no move wins here: the position is a draw, and a move that leaves the draw lets the computer win.")?;
                        let none = "No move keeps the draw among those listed.";
                        let mark = ("DRAWS", AnsiColor::Yellow);
                        return self.hinted(moves, mark, "it keeps the draw", none, out);
                    }
                    ("an exact search of the whole sum".to_string(), moves)
                }
                Err(other) => return Err(other.into()),
            };
            writeln!(out, "Under misère play the winning moves come from {how}.")?;
            let none = "No move wins here under misère play: every move leaves the computer a winning position.";
            (moves, "it leaves a misère P-position", none)
        } else {
            let analysis = Analysis::new(&self.game, self.limits)?;
            if let Some(total) = analysis.nimber() {
                writeln!(
                    out,
                    "The position's value is {total}: the XOR of the components' values."
                )?;
            }
            if let Some(infinite) = analysis.infinite() {
                writeln!(
                    out,
                    "The position's value is {infinite}, by Smith's rule for components that can be played for ever."
                )?;
            }
            for (number, (part, index)) in self.game.components().enumerate() {
                for line in reasons(Lang::En, &analysis.explain(part, index)) {
                    writeln!(out, "  {}: {line}", component_label(number))?;
                }
            }
            if analysis.outcome() == Outcome::D {
                writeln!(
                    out,
                    "No move wins here: the position is a draw, and a move that leaves the draw lets the computer win."
                )?;
                let none = "No move keeps the draw among those listed.";
                let keep = analysis.drawing_moves(LISTED_MOVES).collect();
                return self.hinted(
                    keep,
                    ("DRAWS", AnsiColor::Yellow),
                    "it keeps the draw",
                    none,
                    out,
                );
            }
            let none =
                "Value 0: no move wins here; every move leaves the computer a winning position.";
            (analysis.winning_moves().collect(), "it leaves value 0", none)
        };
        self.hinted(moves, ("WINS", AnsiColor::Green), leaves, none, out)
    }

    /// The moves of a hint, each marked, or `none` when there is none.
    fn hinted(
        &self,
        moves: Vec<grundy::Listed>,
        (mark, colour): (&str, AnsiColor),
        leaves: &str,
        none: &str,
        out: &mut impl Write,
    ) -> anyhow::Result<()> {
        if moves.iter().all(Result::is_err) {
            writeln!(out, "{none}")?;
        }
        for listed in moves {
            match listed {
                Ok(m) => writeln!(
                    out,
                    "  {} {} → {} ({}): {leaves}",
                    self.paint(mark, colour.on_default()),
                    m.from,
                    m.to,
                    component_label(m.component)
                )?,
                Err(unlisted) => writeln!(
                    out,
                    "  Not listed: {}",
                    grundy::escape_controls(&unlisted.to_string())
                )?,
            }
        }
        Ok(())
    }

    fn list_moves(&self, out: &mut impl Write) -> anyhow::Result<()> {
        let list = self.play().moves(LISTED_MOVES)?;
        for m in &list.moves {
            let mark = match (m.winning, m.draws) {
                (true, _) => self.paint("WINS ", AnsiColor::Green.on_default()),
                (false, true) => self.paint("draws", AnsiColor::Yellow.on_default()),
                (false, false) => "loses".to_string(),
            };
            let value = m.value.as_ref().map(|v| format!("  (leaves {v})")).unwrap_or_default();
            writeln!(out, "  {mark}  {}: {} → {}{value}", m.component + 1, m.from, m.to)?;
        }
        for unlisted in &list.unlisted {
            writeln!(
                out,
                "  Not all listed: {}",
                grundy::escape_controls(&unlisted.reason.to_string())
            )?;
        }
        Ok(())
    }

    fn undo(&mut self, out: &mut impl Write) -> anyhow::Result<()> {
        let Some(mine) = self.made.iter().rposition(|m| m.by_me) else {
            writeln!(out, "There is no move of yours to take back.")?;
            return Ok(());
        };
        let before = self.made[mine].before.clone();
        self.made.truncate(mine);
        self.game = grundy::parse_with(&before, &LocalFiles)?;
        self.count_repetitions()?;
        writeln!(out, "Taken back. Your move again:")?;
        self.draw(out)
    }

    fn apply(
        &mut self,
        by_me: bool,
        could: Outcome,
        chosen: PlayMove,
        why: Vec<String>,
        out: &mut impl Write,
    ) -> anyhow::Result<()> {
        let who = if by_me { "You" } else { "The computer" };
        let text = format!("{who}: {} → {}", chosen.from, chosen.to);
        let style = if by_me { Style::new() } else { AnsiColor::Cyan.on_default() };
        writeln!(out, "{}", self.paint(&text, style))?;
        let before = self.game.to_string();
        self.game = grundy::parse_with(&chosen.game, &LocalFiles)?;
        self.made.push(Made { by_me, before, could, chosen, why });
        self.drawn = self.seen.record(&self.game, self.made.len());
        self.draw(out)
    }

    fn computer_moves(&mut self, out: &mut impl Write) -> anyhow::Result<()> {
        let seed = self.seed.wrapping_add(self.made.len() as u64);
        let play = self.play();
        let Some(chosen) = play.computer_at(seed, self.remoteness_steps(), self.level)? else {
            return Ok(());
        };
        // At its best the computer wins whenever it can, and otherwise
        // holds a draw; a move at random says nothing of what it could do.
        let could = match (chosen.strategy, chosen.chosen.winning, chosen.chosen.draws) {
            (grundy::Strategy::AtRandom { .. }, _, _) => play.outcome()?,
            (_, true, _) => Outcome::N,
            (_, false, true) => Outcome::D,
            (_, false, false) => Outcome::P,
        };
        let why = reasons(Lang::En, &chosen.why);
        self.apply(false, could, chosen.chosen, why, out)
    }

    fn finish(&self, out: &mut impl Write, my_turn: bool) -> anyhow::Result<()> {
        // The player to move has no move: lost under normal play, won under misère.
        let i_win = my_turn == self.misere;
        let verdict = match i_win {
            true => self.paint("You win!", AnsiColor::Green.on_default()),
            false => "The computer wins.".to_string(),
        };
        let reason = match (my_turn, self.misere) {
            (true, false) => "you have no move left",
            (false, false) => "the computer has no move left",
            (true, true) => "you have no move left, and under misère play that wins",
            (false, true) => "the computer has no move left, and under misère play that wins",
        };
        // A game ended by a rule of its own (the cutting game's 1×1) says so.
        let over = self.game.parts().iter().flat_map(|p| p.endings()).find_map(|(_, e)| match e {
            grundy::Ending::Over { why } => Some(why),
            grundy::Ending::WinsNow { .. } => None,
        });
        let reason = match over {
            Some(why) => reasons(Lang::En, &[why]).join("; "),
            None => reason.to_string(),
        };
        writeln!(out, "{verdict} The game is over: {reason}.")?;
        self.review(out)
    }

    fn finish_drawn(&self, out: &mut impl Write) -> anyhow::Result<()> {
        writeln!(
            out,
            "A draw. The game is over: this position has come up {} times with the same player to move (the repetition rule).",
            Repetitions::DRAWN_AT
        )?;
        self.review(out)
    }

    /// The moves of yours that gave away a win or a draw.
    fn review(&self, out: &mut impl Write) -> anyhow::Result<()> {
        let mine = self.made.iter().filter(|m| m.by_me).count();
        writeln!(out, "Review: you made {mine} move{}.", if mine == 1 { "" } else { "s" })?;
        let mut clean = true;
        for made in self.made.iter().filter(|m| m.by_me) {
            let (from, to) = (&made.before, format!("{} → {}", made.chosen.from, made.chosen.to));
            let lost = match made.could {
                Outcome::N if made.chosen.draws => "let the win slip to a draw",
                Outcome::N if !made.chosen.winning => "lost the win",
                Outcome::D if !made.chosen.draws => "lost the draw",
                _ => continue,
            };
            let could = if made.could == Outcome::N { "won" } else { "drawn" };
            writeln!(out, "  From {from} you could have {could}, but {to} {lost}.")?;
            clean = false;
        }
        if clean {
            let draws = self.made.iter().any(|m| m.could == Outcome::D || m.chosen.draws);
            let what = if draws { "a winning or drawn position" } else { "a winning position" };
            writeln!(out, "  You never gave away {what}.")?;
        }
        Ok(())
    }
}

fn component_label(index: usize) -> String {
    format!("component {}", index + 1)
}
