//! The page's files and the JSON API's handlers. Each handler reads its
//! query, then computes through [`Shared::compute`] with the command
//! line's own code, so that the API and the CLI answer alike.

use std::sync::Arc;

use axum::extract::State;
use axum::http::{header, HeaderValue, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use grundy::period::{compute_period, PeriodSearch};
use grundy::{Analysis, Game, Outcome, Play, Repetitions};
use serde::Serialize;

use super::problem::GameOver;
use super::{Budget, Problem, Shared, LISTED_MOVES, REMOTENESS_STEPS};
use crate::commands;
use crate::input::{explain, BadInput};
use crate::json;

/// The work the why panel's period searches may take (about 5 ms).
const PERIOD_WORK: u64 = 5_000_000;

/// The most moves a played line (`/api/v1/play`) may hold.
const MAX_LINE: usize = 1_000;

pub async fn page() -> Response {
    asset(include_str!("../../assets/web/index.html"), "text/html; charset=utf-8")
}

pub async fn script() -> Response {
    asset(include_str!("../../assets/web/app.js"), "text/javascript; charset=utf-8")
}

pub async fn style() -> Response {
    asset(include_str!("../../assets/web/style.css"), "text/css; charset=utf-8")
}

pub async fn icon() -> Response {
    asset(include_str!("../../assets/web/favicon.svg"), "image/svg+xml")
}

fn asset(text: &'static str, kind: &'static str) -> Response {
    let mut response = text.into_response();
    response.headers_mut().insert(header::CONTENT_TYPE, HeaderValue::from_static(kind));
    response
}

pub async fn not_found(uri: Uri) -> Problem {
    Problem::new(
        StatusCode::NOT_FOUND,
        "not-found",
        "Not found",
        format!(
            "nothing at `{}`; the API is /api/v1/analyze, moves, apply, computer, play, table, \
             period, plot and rules",
            grundy::escape_controls(uri.path())
        ),
    )
}

/// A request's query parameters, in order (a name may repeat).
struct Query(Vec<(String, String)>);

impl Query {
    fn of(uri: &Uri) -> Query {
        let pairs = form_urlencoded::parse(uri.query().unwrap_or("").as_bytes());
        Query(pairs.into_owned().collect())
    }

    fn get(&self, name: &str) -> Option<&str> {
        self.0.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }

    fn all<'q>(&'q self, name: &'q str) -> impl Iterator<Item = &'q str> {
        self.0.iter().filter(move |(n, _)| n == name).map(|(_, v)| v.as_str())
    }

    /// A parameter that must be there; `example` shows one.
    fn text(&self, name: &str, example: &str) -> Result<String, Problem> {
        self.get(name).map(str::to_string).ok_or_else(|| {
            Problem::bad_request(format!(
                "missing query parameter `{name}`: expected e.g. `{name}={example}`"
            ))
        })
    }

    /// The game (`game`, required) and whether it is played misère (`misere`).
    fn game(&self) -> Result<(String, bool), Problem> {
        Ok((self.text("game", "nim+3+4+5")?, self.flag("misere")?))
    }

    /// `0` or `1` (also `false` or `true`); absent is `0`.
    fn flag(&self, name: &str) -> Result<bool, Problem> {
        match self.get(name) {
            None | Some("0" | "false") => Ok(false),
            Some("1" | "true") => Ok(true),
            Some(other) => Err(Problem::bad_request(format!(
                "query parameter `{name}`: expected 0 or 1, found `{}`",
                grundy::escape_controls(other)
            ))),
        }
    }

    /// A whole number; `default` when absent, and required when `None`.
    fn number(&self, name: &str, default: Option<u64>) -> Result<u64, Problem> {
        match (self.get(name), default) {
            (None, Some(default)) => Ok(default),
            (None, None) => Err(Problem::bad_request(format!(
                "missing query parameter `{name}`: expected a whole number, e.g. `{name}=10`"
            ))),
            (Some(text), _) => text.trim().parse().map_err(|_| {
                Problem::bad_request(format!(
                    "query parameter `{name}`: expected a whole number from 0 to {}, found `{}`",
                    u64::MAX,
                    grundy::escape_controls(text)
                ))
            }),
        }
    }
}

/// Files named in descriptions (`graph(FILE)`): the server reads none.
struct NoFiles;

impl grundy::Files for NoFiles {
    fn read(&self, path: &str) -> Result<String, String> {
        Err(format!(
            "cannot read {path}: the web playground reads no files; analyse graphs with the \
             command line (`grundy analyze \"graph(FILE) …\"`)"
        ))
    }
}

fn parse_game(source: &str) -> anyhow::Result<Game> {
    grundy::parse_with(source, &NoFiles).map_err(|e| explain(e, source, "game description"))
}

fn typed(body: Vec<u8>, kind: &'static str) -> Response {
    let mut response = body.into_response();
    response.headers_mut().insert(header::CONTENT_TYPE, HeaderValue::from_static(kind));
    response
}

fn to_json(value: &impl Serialize) -> anyhow::Result<Vec<u8>> {
    Ok(serde_json::to_vec(value)?)
}

/// A handler's query, read by `read` into the job to compute (or a problem
/// with the query).
fn read<J>(uri: &Uri, read: impl FnOnce(&Query) -> Result<J, Problem>) -> Result<J, Problem> {
    read(&Query::of(uri))
}

/// Runs a handler's work: its query read first, then `job` under a
/// budget, answering JSON.
async fn answer(
    shared: &Shared,
    job: Result<impl Fn(&Budget) -> anyhow::Result<Vec<u8>> + Send + Sync + 'static, Problem>,
) -> Response {
    answer_as(shared, job, "application/json").await
}

/// [`answer`], of media type `kind`.
async fn answer_as(
    shared: &Shared,
    job: Result<impl Fn(&Budget) -> anyhow::Result<Vec<u8>> + Send + Sync + 'static, Problem>,
    kind: &'static str,
) -> Response {
    let done = match job {
        Ok(job) => shared.compute(job).await,
        Err(problem) => Err(problem),
    };
    match done {
        Ok(body) => typed(body, kind),
        Err(problem) => problem.into_response(),
    }
}

/// `GET /api/v1/analyze?game=SPEC&misere=0|1&explain=0|1`: `grundy analyze --json`.
pub async fn analyze(State(shared): State<Arc<Shared>>, uri: Uri) -> Response {
    let job = read(&uri, |query| {
        let (game, misere) = query.game()?;
        let explain = query.flag("explain")?;
        Ok(move |budget: &Budget| {
            let mut out = Vec::new();
            let game = parse_game(&game)?;
            commands::analyze::write(&mut out, &game, misere, explain, true, &budget.limits)?;
            Ok(out)
        })
    });
    answer(&shared, job).await
}

/// `GET /api/v1/moves?game=SPEC&misere=0|1`: every legal move, judged.
pub async fn moves(State(shared): State<Arc<Shared>>, uri: Uri) -> Response {
    let job = read(&uri, |query| {
        let (game, misere) = query.game()?;
        Ok(move |budget: &Budget| {
            let game = parse_game(&game)?;
            let list = Play::new(&game, misere, &NoFiles, &budget.limits).moves(LISTED_MOVES)?;
            to_json(&json::MoveList::from(list))
        })
    });
    answer(&shared, job).await
}

/// `GET /api/v1/apply?game=SPEC&misere=0|1&component=I&to=DESC`: a typed
/// move, checked.
pub async fn apply(State(shared): State<Arc<Shared>>, uri: Uri) -> Response {
    let job = read(&uri, |query| {
        let (game, misere) = query.game()?;
        let component = usize::try_from(query.number("component", None)?).unwrap_or(usize::MAX);
        let to = query.text("to", "nim+1")?;
        Ok(move |budget: &Budget| {
            let game = parse_game(&game)?;
            let play = Play::new(&game, misere, &NoFiles, &budget.limits);
            let chosen = play.check(component, &to).map_err(|e| explain(e, &to, "move"))?;
            to_json(&json::PlayedMove::from(chosen))
        })
    });
    answer(&shared, job).await
}

/// `GET /api/v1/computer?game=SPEC&misere=0|1&seed=N`: the computer's
/// move; 409 when the game is over.
pub async fn computer(State(shared): State<Arc<Shared>>, uri: Uri) -> Response {
    let job = read(&uri, |query| {
        let (game, misere) = query.game()?;
        let seed = query.number("seed", Some(0))?;
        Ok(move |budget: &Budget| {
            let game = parse_game(&game)?;
            let play = Play::new(&game, misere, &NoFiles, &budget.limits);
            let Some(chosen) = play.computer(seed, REMOTENESS_STEPS)? else {
                return Err(GameOver.into());
            };
            let strategy = match chosen.strategy {
                grundy::Strategy::WinsSoonest { .. } => "wins_soonest",
                grundy::Strategy::Wins => "wins",
                grundy::Strategy::LastsLongest { .. } => "lasts_longest",
                grundy::Strategy::FewestReplies { .. } => "fewest_replies",
                grundy::Strategy::HoldsDraw => "holds_draw",
            };
            to_json(&json::ComputerMove { chosen: chosen.chosen.into(), strategy, why: chosen.why })
        })
    });
    answer(&shared, job).await
}

/// `GET /api/v1/play?game=START&misere=0|1&m=I:DESC&m=…&at=K`: the line of
/// moves `m` from `start`, each checked and judged, and the position after
/// the first `at` of them (all by default) with its moves, remoteness,
/// drawing and explanation: everything the play page shows.
pub async fn play(State(shared): State<Arc<Shared>>, uri: Uri) -> Response {
    let job = read(&uri, |query| {
        let (start, misere) = query.game()?;
        let mut moves = Vec::new();
        for (number, text) in query.all("m").enumerate() {
            let Some((component, to)) = text.split_once(':') else {
                return Err(Problem::bad_request(format!(
                    "move {}: expected `m=COMPONENT:DESCRIPTION`, e.g. `m=0:nim+2`, found `{}`",
                    number + 1,
                    grundy::escape_controls(text)
                )));
            };
            let component: usize = component.trim().parse().map_err(|_| {
                Problem::bad_request(format!(
                    "move {}: expected a component number (from 0) before `:`, found `{}`",
                    number + 1,
                    grundy::escape_controls(component)
                ))
            })?;
            moves.push((component, to.to_string()));
        }
        if moves.len() > MAX_LINE {
            return Err(Problem::bad_request(format!(
                "a line of {} moves; the limit is {MAX_LINE}",
                moves.len()
            )));
        }
        let at =
            usize::try_from(query.number("at", Some(moves.len() as u64))?).unwrap_or(usize::MAX);
        if at > moves.len() {
            return Err(Problem::bad_request(format!(
                "query parameter `at`: expected at most the {} moves given, found {at}",
                moves.len()
            )));
        }
        Ok(move |budget: &Budget| to_json(&judge_line(&start, misere, &moves, at, budget)?))
    });
    answer(&shared, job).await
}

fn judge_line(
    start: &str,
    misere: bool,
    moves: &[(usize, String)],
    at: usize,
    budget: &Budget,
) -> anyhow::Result<json::Line> {
    let limits = &budget.limits;
    let mut game = parse_game(start)?;
    let start = game.to_string();
    let mut line = Vec::new();
    let mut reached = None;
    // What the player to move can get: after the first position, the
    // previous move says it (a winning move leaves a lost position, a
    // drawing move a draw).
    let mut could = Play::new(&game, misere, &NoFiles, limits).outcome()?;
    let mut seen = Repetitions::new();
    let mut drawn = seen.record(&game, 0);
    for (number, (component, to)) in moves.iter().enumerate() {
        if number == at {
            reached = Some((game.to_string(), drawn));
        }
        if drawn {
            return Err(BadInput(format!(
                "move {} of the line: the game was drawn by repetition after move {number}",
                number + 1
            ))
            .into());
        }
        let play = Play::new(&game, misere, &NoFiles, limits);
        let chosen = play.check(*component, to).map_err(|e| {
            explain(e, to, "move").context(format!("move {} of the line", number + 1))
        })?;
        let blunder = match could {
            Outcome::N => !chosen.winning,
            Outcome::D => !chosen.draws,
            Outcome::P => false,
        };
        let better = match blunder {
            true => a_better_move(&game, misere, could, limits)?,
            false => None,
        };
        let next = parse_game(&chosen.game)?;
        let next_could = match (chosen.winning, chosen.draws) {
            (true, _) => Outcome::P,
            (false, true) => Outcome::D,
            (false, false) => Outcome::N,
        };
        line.push(json::JudgedMove {
            blunder,
            could_win: could == Outcome::N,
            could_draw: could == Outcome::D,
            better,
            played: chosen.into(),
        });
        (game, could) = (next, next_could);
        drawn = seen.record(&game, number + 1);
    }
    let (game, drawn) = match reached {
        Some((text, drawn)) => (parse_game(&text)?, drawn),
        None => (game, drawn),
    };
    let position = position(&game, misere, drawn, budget)?;
    Ok(json::Line { start, misere, line, at, position })
}

/// The first move listed that wins (`could` N) or keeps the draw (`could`
/// D), as `from → to`.
fn a_better_move(
    game: &Game,
    misere: bool,
    could: Outcome,
    limits: &grundy::Limits,
) -> anyhow::Result<Option<String>> {
    let list = Play::new(game, misere, &NoFiles, limits).moves(LISTED_MOVES)?;
    let better = |m: &grundy::PlayMove| if could == Outcome::N { m.winning } else { m.draws };
    Ok(list.moves.into_iter().find(better).map(|m| format!("{} → {}", m.from, m.to)))
}

fn is_unsupported(error: &anyhow::Error) -> bool {
    matches!(error.downcast_ref::<grundy::Error>(), Some(grundy::Error::Unsupported(_)))
}

/// The position `game` as the play page shows it; `drawn` when it ends the
/// game by the repetition rule.
fn position(
    game: &Game,
    misere: bool,
    drawn: bool,
    budget: &Budget,
) -> anyhow::Result<json::Position> {
    let limits = &budget.limits;
    let play = Play::new(game, misere, &NoFiles, limits);
    // Under normal play one analysis gives the outcome and the values.
    let (outcome, values): (Outcome, Vec<Option<grundy::Gamma>>) = match misere {
        true => (play.outcome()?, vec![None; game.component_count()]),
        false => {
            let analysis = Analysis::new(game, limits)?;
            let values = game.components().map(|(part, index)| analysis.gamma_of(part, index));
            (analysis.outcome(), values.collect())
        }
    };
    let remoteness = match play.remoteness(REMOTENESS_STEPS) {
        Ok(r) if r.outcome == Outcome::D => None,
        Ok(r) => Some(r.moves),
        // Past the deadline, a larger budget may know it.
        Err(error) if limits.deadline.is_some_and(|d| d.passed()) => return Err(error.into()),
        Err(grundy::Error::LimitExceeded { .. }) => None,
        Err(other) => return Err(other.into()),
    };
    let components = game
        .components()
        .zip(values)
        .map(|((part, index), value)| {
            let part = &game.parts()[part];
            let (value, infinite) = match value {
                Some(grundy::Gamma::Finite(value)) => (Some(json::big_number(&value)), None),
                Some(grundy::Gamma::Infinite(k)) => (None, Some(json::infinite(&k))),
                None => (None, None),
            };
            json::Component {
                ruleset: part.ruleset().to_string(),
                description: part.component(index),
                drawing: part.drawing(index).into(),
                value,
                infinite,
            }
        })
        .collect();
    let mut why = Vec::new();
    match commands::analyze::write(&mut why, game, misere, true, false, limits) {
        Ok(()) => {}
        // Misère play beyond heap rulesets: played by a search of the whole sum.
        Err(error) if misere && is_unsupported(&error) => {
            let who = if outcome == Outcome::N { "wins" } else { "loses" };
            why = format!(
                "The player to move {who} under misère play, where the player who cannot move \
                 wins.\nBy an exact search of the whole sum: misère sums have no nim-sum \
                 shortcut, and the misère analysis takes heap rulesets only.\n"
            )
            .into_bytes();
        }
        Err(error) => return Err(error),
    }
    for line in periods(game, limits)? {
        why.extend_from_slice(line.as_bytes());
        why.push(b'\n');
    }
    Ok(json::Position {
        game: game.to_string(),
        over: drawn || play.is_over()?,
        drawn,
        outcome: outcome.letter(),
        remoteness,
        components,
        moves: play.moves(LISTED_MOVES)?.into(),
        why: String::from_utf8_lossy(&why).lines().map(str::to_string).collect(),
    })
}

/// The period of each heap ruleset in `game` without a closed form, as
/// `grundy period` states it, found within the first 2¹⁶ values and
/// [`PERIOD_WORK`] steps (the same in both budgets, so that a position
/// always gets the same panel): the why panel's proof that a big heap's
/// value is right.
fn periods(game: &Game, limits: &grundy::Limits) -> anyhow::Result<Vec<String>> {
    let mut lines = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for part in game.parts() {
        let name = part.ruleset();
        if !seen.insert(name.to_string()) {
            continue;
        }
        let Ok(ruleset) = grundy::parse_ruleset(&name) else { continue };
        if ruleset.closed_form(0).is_some() {
            continue;
        }
        let search = PeriodSearch {
            limit: 1 << 16,
            max_work: PERIOD_WORK,
            deadline: limits.deadline,
            ..PeriodSearch::default()
        };
        match compute_period(ruleset.as_ref(), search) {
            Ok(report) => lines.push(format!(
                "{}: {}",
                ruleset.name(),
                commands::period::describe(report.periodicity, ruleset.period_theorem())
            )),
            Err(error @ grundy::Error::LimitExceeded { .. })
                if limits.deadline.is_some_and(|d| d.passed()) =>
            {
                return Err(error.into())
            }
            Err(_) => {}
        }
    }
    Ok(lines)
}

/// `GET /api/v1/table?ruleset=R&upto=N`: `grundy table --json` (`upto`
/// may be left out for `windup` and `addtake`, tabulated whole).
pub async fn table(State(shared): State<Arc<Shared>>, uri: Uri) -> Response {
    let job = read(&uri, |query| {
        let ruleset = query.text("ruleset", "subtract(1,3,4)")?;
        let upto: Option<u64> =
            query.get("upto").map(|_| query.number("upto", None)).transpose()?;
        Ok(move |budget: &Budget| {
            let mut out = Vec::new();
            commands::table::write(&mut out, &ruleset, upto, true, &budget.limits)?;
            Ok(out)
        })
    });
    answer(&shared, job).await
}

/// `GET /api/v1/period?ruleset=R&limit=N`: `grundy period --json`.
pub async fn period(State(shared): State<Arc<Shared>>, uri: Uri) -> Response {
    let job = read(&uri, |query| {
        let ruleset = query.text("ruleset", "kayles")?;
        let limit: Option<u64> =
            query.get("limit").map(|_| query.number("limit", None)).transpose()?;
        Ok(move |budget: &Budget| {
            let limits = &budget.limits;
            let args = commands::period::Args::for_server(
                ruleset.clone(),
                Some(limit.unwrap_or(limits.max_table as u64).min(limits.max_table as u64)),
                limits.max_work,
                limits.max_memory,
            );
            let mut out = Vec::new();
            let watch = commands::period::Watch::Server(limits.deadline);
            if commands::period::write(&mut out, &args, watch)? && budget.quick {
                return Err(budget.too_small(format!("the period of {ruleset}")));
            }
            Ok(out)
        })
    });
    answer(&shared, job).await
}

/// `GET /api/v1/plot?ruleset=R&upto=N`: `grundy plot`'s SVG.
pub async fn plot(State(shared): State<Arc<Shared>>, uri: Uri) -> Response {
    let job = read(&uri, |query| {
        let ruleset = query.text("ruleset", "kayles")?;
        let upto = query.number("upto", None)?;
        Ok(move |budget: &Budget| {
            Ok(commands::plot::svg(&ruleset, upto, &budget.limits)?.into_bytes())
        })
    });
    answer_as(&shared, job, "image/svg+xml").await
}

/// `GET /api/v1/rules`: `grundy rules --json`.
pub async fn rules() -> Response {
    let catalogue = serde_json::to_vec(&commands::rules::catalogue());
    typed(catalogue.expect("the catalogue serializes"), "application/json")
}
