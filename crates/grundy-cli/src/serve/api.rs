//! The page's files and the JSON API's handlers. Each handler reads its
//! query into a request of the service ([`grundy_service`]), then answers
//! it through [`Shared::compute`] with the service's own functions, the
//! same the command line calls, so that the API and the CLI answer alike.

use std::sync::Arc;

use axum::extract::State;
use axum::http::{header, HeaderMap, HeaderValue, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use grundy::msg;
use grundy_service::i18n;
use grundy_service::i18n::Lang;
use grundy_service::play::{self, LineMove, REMOTENESS_STEPS};
use grundy_service::{analyze, period, table, Format};
use serde::Serialize;

use super::{Budget, Problem, Shared};
use crate::commands;

pub async fn page() -> Response {
    asset(include_str!("../../assets/web/index.html"), "text/html; charset=utf-8")
}

/// The page's scripts, style sheet and icon: each address, its text and
/// its content type. The scripts are ES modules importing one another.
pub const ASSETS: [(&str, &str, &str); 8] = [
    ("/app.js", include_str!("../../assets/web/app.js"), JS),
    ("/dom.js", include_str!("../../assets/web/dom.js"), JS),
    ("/i18n.js", include_str!("../../assets/web/i18n.js"), JS),
    ("/play.js", include_str!("../../assets/web/play.js"), JS),
    ("/board.js", include_str!("../../assets/web/board.js"), JS),
    ("/learn.js", include_str!("../../assets/web/learn.js"), JS),
    ("/style.css", include_str!("../../assets/web/style.css"), "text/css; charset=utf-8"),
    ("/favicon.svg", include_str!("../../assets/web/favicon.svg"), "image/svg+xml"),
];

const JS: &str = "text/javascript; charset=utf-8";

/// The response for one of [`ASSETS`].
pub fn asset_at(index: usize) -> Response {
    let (_, text, kind) = ASSETS[index];
    asset(text, kind)
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
        msg!("server-title-not-found", "Not found"),
        msg!(
            "server-not-found",
            "nothing at `{path}`; the API is /api/v1/analyze, moves, apply, computer, play, table, \
             period, plot and rules",
            path = grundy::escape_controls(uri.path())
        ),
    )
    .in_lang(Query::of(&uri).problem_lang())
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
            Problem::bad_request(msg!(
                "query-missing",
                "missing query parameter `{name}`: expected e.g. `{name}={example}`",
                name = name,
                example = example
            ))
        })
    }

    /// The game (`game`, required) and whether it is played misère (`misere`).
    fn game(&self) -> Result<(String, bool), Problem> {
        Ok((self.text("game", "nim+3+4+5")?, self.flag("misere")?))
    }

    /// The language of the reasons and problems (`lang`, a tag such as
    /// `zh-CN`); absent is English.
    fn lang(&self) -> Result<Lang, Problem> {
        match self.get("lang") {
            None => Ok(Lang::default()),
            Some(tag) => Lang::parse(tag).map_err(|p| {
                Problem::bad_request(msg!(
                    "query-lang",
                    "query parameter `lang`: {problem}",
                    problem = p.message()
                ))
            }),
        }
    }

    /// The language of problems: the `lang` asked for, or English when
    /// none or an unknown one is (which [`Query::lang`] refuses).
    fn problem_lang(&self) -> Lang {
        self.lang().unwrap_or_default()
    }

    /// `0` or `1` (also `false` or `true`); absent is `0`.
    fn flag(&self, name: &str) -> Result<bool, Problem> {
        match self.get(name) {
            None | Some("0" | "false") => Ok(false),
            Some("1" | "true") => Ok(true),
            Some(other) => Err(Problem::bad_request(msg!(
                "query-flag",
                "query parameter `{name}`: expected 0 or 1, found `{found}`",
                name = name,
                found = grundy::escape_controls(other)
            ))),
        }
    }

    /// A whole number; `default` when absent, and required when `None`.
    fn number(&self, name: &str, default: Option<u64>) -> Result<u64, Problem> {
        match (self.get(name), default) {
            (None, Some(default)) => Ok(default),
            (None, None) => Err(Problem::bad_request(msg!(
                "query-missing-number",
                "missing query parameter `{name}`: expected a whole number, e.g. `{name}=10`",
                name = name
            ))),
            (Some(text), _) => text.trim().parse().map_err(|_| {
                Problem::bad_request(msg!(
                    "query-number",
                    "query parameter `{name}`: expected a whole number from 0 to {max}, found `{found}`",
                    name = name,
                    max = u64::MAX,
                    found = grundy::escape_controls(text)
                ))
            }),
        }
    }
}

/// Files named in descriptions (`graph(FILE)`): the server reads none.
struct NoFiles;

impl grundy::Files for NoFiles {
    fn read(&self, path: &str) -> Result<String, grundy::Message> {
        Err(msg!(
            "server-no-files",
            "cannot read {path}: the web playground reads no files; analyse graphs with the \
             command line (`grundy analyze \"graph(FILE) …\"`)",
            path = path
        ))
    }
}

fn typed(body: Vec<u8>, kind: &'static str) -> Response {
    let mut response = body.into_response();
    response.headers_mut().insert(header::CONTENT_TYPE, HeaderValue::from_static(kind));
    response
}

/// An answer's body, or the service's problem.
type Body = Result<Vec<u8>, grundy_service::Problem>;

fn to_json(value: &impl Serialize) -> Body {
    Ok(serde_json::to_vec(value)?)
}

/// A handler's query, read by `read` into the job to compute (or a problem
/// with the query).
fn read<J>(uri: &Uri, read: impl FnOnce(&Query) -> Result<J, Problem>) -> Result<J, Problem> {
    read(&Query::of(uri))
}

/// Runs a handler's work: its query read first, then `job` under a
/// budget, answering JSON, or a problem in the language `uri` asks for.
async fn answer(
    shared: &Shared,
    uri: &Uri,
    job: Result<impl Fn(&Budget) -> Body + Send + Sync + 'static, Problem>,
) -> Response {
    answer_as(shared, uri, job, "application/json").await
}

/// [`answer`], of media type `kind`.
async fn answer_as(
    shared: &Shared,
    uri: &Uri,
    job: Result<impl Fn(&Budget) -> Body + Send + Sync + 'static, Problem>,
    kind: &'static str,
) -> Response {
    let done = match job {
        Ok(job) => shared.compute(job).await,
        Err(problem) => Err(problem),
    };
    match done {
        Ok(body) => typed(body, kind),
        Err(problem) => problem.in_lang(Query::of(uri).problem_lang()).into_response(),
    }
}

/// `GET /api/v1/analyze?game=SPEC&misere=0|1&explain=0|1&lang=TAG`: `grundy
/// analyze --json`, its reasons in `lang` (English by default).
pub async fn analyze(State(shared): State<Arc<Shared>>, uri: Uri) -> Response {
    let job = read(&uri, |query| {
        let (game, misere) = query.game()?;
        let explain = query.flag("explain")?;
        let lang = query.lang()?;
        let request = analyze::Request { game, misere, explain, lang, ..Default::default() };
        Ok(move |budget: &Budget| {
            let request = analyze::Request { limits: budget.limits, ..request.clone() };
            let mut out = Vec::new();
            analyze::answer(&request, &NoFiles, Format::Json, &mut out)?;
            Ok(out)
        })
    });
    answer(&shared, &uri, job).await
}

/// `GET /api/v1/moves?game=SPEC&misere=0|1`: every legal move, judged.
pub async fn moves(State(shared): State<Arc<Shared>>, uri: Uri) -> Response {
    let job = read(&uri, |query| {
        let (game, misere) = query.game()?;
        let request = play::Request { game, misere, ..Default::default() };
        Ok(move |budget: &Budget| {
            let request = play::Request { limits: budget.limits, ..request.clone() };
            to_json(&play::moves(&request, &NoFiles)?)
        })
    });
    answer(&shared, &uri, job).await
}

/// `GET /api/v1/apply?game=SPEC&misere=0|1&component=I&to=DESC`: a typed
/// move, checked.
pub async fn apply(State(shared): State<Arc<Shared>>, uri: Uri) -> Response {
    let job = read(&uri, |query| {
        let (game, misere) = query.game()?;
        let component = usize::try_from(query.number("component", None)?).unwrap_or(usize::MAX);
        let to = query.text("to", "nim+1")?;
        let request = play::Apply { game, misere, component, to, ..Default::default() };
        Ok(move |budget: &Budget| {
            let request = play::Apply { limits: budget.limits, ..request.clone() };
            to_json(&play::apply(&request, &NoFiles)?)
        })
    });
    answer(&shared, &uri, job).await
}

/// `GET /api/v1/computer?game=SPEC&misere=0|1&seed=N&lang=TAG`: the computer's
/// move; 409 when the game is over.
pub async fn computer(State(shared): State<Arc<Shared>>, uri: Uri) -> Response {
    let job = read(&uri, |query| {
        let (game, misere) = query.game()?;
        let seed = query.number("seed", Some(0))?;
        let lang = query.lang()?;
        Ok(move |budget: &Budget| {
            let request = play::Computer {
                game: game.clone(),
                misere,
                seed,
                remoteness_steps: REMOTENESS_STEPS,
                lang,
                limits: budget.limits,
            };
            to_json(&play::computer(&request, &NoFiles)?)
        })
    });
    answer(&shared, &uri, job).await
}

/// `GET /api/v1/play?game=START&misere=0|1&m=I:DESC&m=…&at=K&lang=TAG`: the line of
/// moves `m` from `start`, each checked and judged, and the position after
/// the first `at` of them (all by default) with its moves, remoteness,
/// drawing and explanation: everything the play page shows.
pub async fn play(State(shared): State<Arc<Shared>>, uri: Uri) -> Response {
    let job = read(&uri, |query| {
        let (game, misere) = query.game()?;
        let mut moves = Vec::new();
        for (number, text) in query.all("m").enumerate() {
            let Some((component, to)) = text.split_once(':') else {
                return Err(Problem::bad_request(msg!(
                    "query-move",
                    "move {n}: expected `m=COMPONENT:DESCRIPTION`, e.g. `m=0:nim+2`, found `{found}`",
                    n = number + 1,
                    found = grundy::escape_controls(text)
                )));
            };
            let component: usize = component.trim().parse().map_err(|_| {
                Problem::bad_request(msg!(
                    "query-move-component",
                    "move {n}: expected a component number (from 0) before `:`, found `{found}`",
                    n = number + 1,
                    found = grundy::escape_controls(component)
                ))
            })?;
            moves.push(LineMove { component, to: to.to_string() });
        }
        let mut line = play::Line {
            game,
            misere,
            moves,
            at: None,
            remoteness_steps: REMOTENESS_STEPS,
            lang: query.lang()?,
            limits: grundy::Limits::default(),
        };
        // The line's length first, then `at`.
        line.check()?;
        let all = line.moves.len() as u64;
        line.at = Some(usize::try_from(query.number("at", Some(all))?).unwrap_or(usize::MAX));
        line.check()?;
        Ok(move |budget: &Budget| {
            let line = play::Line { limits: budget.limits, ..line.clone() };
            to_json(&play::line(&line, &NoFiles)?)
        })
    });
    answer(&shared, &uri, job).await
}

/// `GET /api/v1/table?ruleset=R&upto=N&values=0|1`: `grundy table --json`
/// (`upto` may be left out for `windup` and `addtake`, tabulated whole;
/// `values=1` is `--values`, Wythoff's values of every pair up to N).
pub async fn table(State(shared): State<Arc<Shared>>, uri: Uri) -> Response {
    let job = read(&uri, |query| {
        let ruleset = query.text("ruleset", "subtract(1,3,4)")?;
        let upto: Option<u64> =
            query.get("upto").map(|_| query.number("upto", None)).transpose()?;
        let values = query.flag("values")?;
        let request = table::Request { ruleset, upto, values, ..Default::default() };
        Ok(move |budget: &Budget| {
            let request = table::Request { limits: budget.limits, ..request.clone() };
            let mut out = Vec::new();
            table::answer(&request, Format::Json, &mut out)?;
            Ok(out)
        })
    });
    answer(&shared, &uri, job).await
}

/// `GET /api/v1/period?ruleset=R&limit=N`: `grundy period --json`, at most
/// as many values as a table may hold, and stopped by the deadline.
pub async fn period(State(shared): State<Arc<Shared>>, uri: Uri) -> Response {
    let job = read(&uri, |query| {
        let ruleset = query.text("ruleset", "kayles")?;
        let limit: Option<u64> =
            query.get("limit").map(|_| query.number("limit", None)).transpose()?;
        Ok(move |budget: &Budget| {
            let limits = budget.limits;
            let most = limits.max_table as u64;
            let request = period::Request {
                ruleset: ruleset.clone(),
                limit: Some(limit.unwrap_or(most).min(most)),
                limits,
            };
            let mut out = Vec::new();
            let stopped = period::answer(&request, &mut period::Unwatched, Format::Json, &mut out)?;
            if stopped && budget.quick {
                return Err(budget.too_small(format!("the period of {ruleset}")));
            }
            Ok(out)
        })
    });
    answer(&shared, &uri, job).await
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
    answer_as(&shared, &uri, job, "image/svg+xml").await
}

/// `GET /api/v1/messages?lang=zh-CN`: the page's own messages in that
/// language, as patterns it formats itself
/// ([`grundy_service::i18n::page_messages`]); without `lang`, in the first
/// language of the request's `Accept-Language` that the catalogues have.
pub async fn messages(headers: HeaderMap, uri: Uri) -> Response {
    let asked = |query: &Query| match query.get("lang") {
        Some(tag) => Lang::parse(tag).map_err(Problem::from),
        None => {
            let accepted = headers.get(header::ACCEPT_LANGUAGE).and_then(|v| v.to_str().ok());
            Ok(Lang::negotiate(accepted.unwrap_or("")))
        }
    };
    match read(&uri, asked) {
        Ok(lang) => {
            let body = serde_json::to_vec(&i18n::page_messages(lang));
            typed(body.expect("messages serialize"), "application/json")
        }
        Err(problem) => problem.in_lang(Query::of(&uri).problem_lang()).into_response(),
    }
}

/// `GET /api/v1/rules?lang=L&name=N`: `grundy rules --json`, its texts in
/// `lang` (`en` when absent), every ruleset or the one named.
pub async fn rules(uri: Uri) -> Response {
    let query = Query::of(&uri);
    let answer = || -> Result<Vec<u8>, Problem> {
        let lang = match query.get("lang") {
            Some(tag) => grundy_service::i18n::Lang::parse(tag)?,
            None => Default::default(),
        };
        let json = match query.get("name") {
            Some(name) => {
                let info = grundy_service::rules::find(name)?;
                serde_json::to_vec(&grundy_service::rules::rule(info, lang))
            }
            None => serde_json::to_vec(&grundy_service::rules::catalogue_in(lang)),
        };
        Ok(json.expect("the catalogue serializes"))
    };
    match answer() {
        Ok(bytes) => typed(bytes, "application/json"),
        Err(problem) => problem.in_lang(query.problem_lang()).into_response(),
    }
}
