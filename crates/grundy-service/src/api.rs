//! The API: one door every front end goes through. A question is an
//! address, `/api/v1/ROUTE?QUERY`, as the server receives it and as the
//! WebAssembly worker and scripts are handed it; [`Call::read`] reads it
//! into what it asks, and [`Call::answer`] answers it within the limits the
//! front end sets, with the same bytes whoever asks.
//!
//! | route | query | answer |
//! |---|---|---|
//! | `analyze` | `game`, `misere`, `explain`, `compound`, `lang` | `grundy analyze --json` |
//! | `moves` | `game`, `misere` | every legal move, judged |
//! | `apply` | `game`, `misere`, `component`, `to` | a typed move, checked |
//! | `computer` | `game`, `misere`, `seed`, `level`, `lang`; or `compound` | the computer's move and why |
//! | `play` | `game`, `misere`, `m` (repeated), `at`, `lang`, `compound` | a line of moves and where it stands; with `compound` each `m` is `I:DESC;J:DESC` ([`compound_play`]) |
//! | `table` | `ruleset`, `upto`, `values` | `grundy table --json` |
//! | `period` | `ruleset`, `limit` | `grundy period --json` |
//! | `plot` | `ruleset`, `upto`, `lang` | `grundy plot`'s SVG ([`plot::svg`]) |
//! | `rules` | `lang`, `name` | `grundy rules --json` |
//! | `messages` | `lang`, `rules`, `course` | the page's own words (`i18n::page_messages`), or the course's (`course_messages`); with `page` |
//! | `examples` | | the rule files of `games/` (`examples::all`; with `rules`) |
//!
//! Flags are `0`/`1` (or `false`/`true`), numbers whole; a problem with the
//! query names the parameter and what it expected. Every problem is in the
//! language the query's `lang` names (English without one).

use grundy::{msg, Compound, Files, Limits};

use crate::i18n::{Audience, Lang};
use crate::play::{self, LineMove, REMOTENESS_STEPS};
use crate::{
    analyze, compound_play, period, plot, rules, table, FileAccess, Format, Kind, Problem,
    RuleTexts,
};

/// The path every route is under.
pub const PREFIX: &str = "/api/v1/";

/// The problem of an address that is no route: it names the routes.
pub fn not_found(path: &str) -> Problem {
    Problem::new(
        Kind::NotFound,
        msg!(
            "server-not-found",
            "nothing at `{path}`; the API is /api/v1/analyze, moves, apply, computer, play, table, \
             period, plot and rules",
            path = grundy::escape_controls(path)
        ),
    )
}

/// A question to the API, read from its address.
#[derive(Debug, Clone)]
pub struct Call {
    route: Route,
    /// The language of its problems.
    lang: Lang,
    /// The rule texts it sent, by name (`rule.NAME=TEXT`): what
    /// `rule(NAME)` reads.
    rules: RuleTexts,
}

#[derive(Debug, Clone)]
enum Route {
    Analyze(analyze::Request),
    Moves(play::Request),
    Apply(play::Apply),
    Computer(play::Computer),
    Play(play::Line),
    CompoundComputer(compound_play::Computer),
    CompoundPlay(compound_play::Line),
    Table(table::Request),
    #[cfg(feature = "rules")]
    Check(crate::check::Request),
    Period {
        ruleset: String,
        limit: Option<u64>,
    },
    Plot {
        ruleset: String,
        upto: u64,
    },
    Rules {
        lang: Lang,
        name: Option<String>,
    },
    /// `None`: the language the front end accepts ([`Call::accept`]);
    /// with the words of rules users write when asked (`rules=1`), so that
    /// every build answers the plain question alike.
    /// The course's words instead (`course=1`): the Learn page's.
    #[cfg(feature = "page")]
    Messages {
        lang: Option<Lang>,
        rules: bool,
        course: bool,
    },
    #[cfg(feature = "rules")]
    Examples,
}

/// An answer: its bytes and their media type.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Answer {
    /// The body.
    pub body: Vec<u8>,
    /// Its media type, e.g. `application/json`.
    pub media_type: &'static str,
    /// Whether the computation stopped short at its limits and answered
    /// what it had (a period search at its work limit): a front end with a
    /// larger budget may ask again.
    pub stopped: bool,
}

const JSON: &str = "application/json";

impl Call {
    /// The question at `target`, `/api/v1/ROUTE?QUERY` (the query
    /// percent-encoded, `+` for a space), or the problem with it: an
    /// unknown route is `not-found`, a bad parameter `bad-input`.
    pub fn read(target: &str) -> Result<Call, Problem> {
        let (path, query) = target.split_once('?').unwrap_or((target, ""));
        let query = Query::parse(query);
        let lang = query.lang().unwrap_or_default();
        let in_lang = |problem: Problem| problem.in_lang(lang);
        if let Some(name) = &query.not_utf8 {
            return Err(in_lang(Problem::bad_input(msg!(
                "query-not-utf8",
                "query parameter `{name}` is not UTF-8 once percent-decoded: percent-encode \
                 text as UTF-8 (as JavaScript's encodeURIComponent does)",
                name = grundy::escape_controls(name)
            ))));
        }
        let route = path.strip_prefix(PREFIX).unwrap_or("");
        let route = Route::read(route, &query).map_err(in_lang)?;
        let route = route.ok_or_else(|| not_found(path).in_lang(lang))?;
        let texts = query.pairs.iter().filter_map(|(name, text)| {
            Some((name.strip_prefix("rule.")?.to_string(), text.clone()))
        });
        Ok(Call { route, lang, rules: RuleTexts(texts.collect()) })
    }

    /// The language of this call's problems.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Whether answering needs no limits: the catalogue and the messages.
    pub fn is_light(&self) -> bool {
        match self.route {
            Route::Rules { .. } => true,
            #[cfg(feature = "page")]
            Route::Messages { .. } => true,
            #[cfg(feature = "rules")]
            Route::Examples => true,
            _ => false,
        }
    }

    /// The route's name: `analyze`, `moves`, ….
    pub fn route(&self) -> &'static str {
        match self.route {
            Route::Analyze(_) => "analyze",
            Route::Moves(_) => "moves",
            Route::Apply(_) => "apply",
            Route::Computer(_) | Route::CompoundComputer(_) => "computer",
            Route::Play(_) | Route::CompoundPlay(_) => "play",
            Route::Table(_) => "table",
            #[cfg(feature = "rules")]
            Route::Check(_) => "check",
            Route::Period { .. } => "period",
            Route::Plot { .. } => "plot",
            Route::Rules { .. } => "rules",
            #[cfg(feature = "page")]
            Route::Messages { .. } => "messages",
            #[cfg(feature = "rules")]
            Route::Examples => "examples",
        }
    }

    /// Messages without `lang` in the first language of `accept_language`
    /// (an `Accept-Language` header) the catalogues have.
    #[cfg(feature = "page")]
    pub fn accept(&mut self, accept_language: &str) {
        if let Route::Messages { lang: lang @ None, .. } = &mut self.route {
            *lang = Some(Lang::negotiate(accept_language));
        }
    }

    /// The problem of this call stopped from outside after `allowed` (the
    /// page's worker terminated): the server's problem for a deadline.
    pub fn stopped_after(&self, allowed: std::time::Duration) -> Problem {
        let what = msg!("api-what-route", "the answer to /api/v1/{route}", route = self.route());
        Problem::from(grundy::Deadline::after(allowed).passed_in(what)).in_lang(self.lang)
    }

    /// The answer within `limits`, or the problem, in the call's language
    /// and as the web shows it ([`Problem::on_the_web`]).
    pub fn answer(&self, limits: Limits, files: &dyn Files) -> Result<Answer, Problem> {
        self.compute(limits, files).map_err(|problem| problem.on_the_web().in_lang(self.lang))
    }

    fn compute(&self, limits: Limits, files: &dyn Files) -> Result<Answer, Problem> {
        let sent = Sent { texts: &self.rules, files };
        let files: &dyn Files = &sent;
        let json = |value: serde_json::Result<Vec<u8>>| -> Result<Answer, Problem> {
            Ok(Answer { body: value?, media_type: JSON, stopped: false })
        };
        match &self.route {
            Route::Analyze(request) => {
                let request = analyze::Request { limits, ..request.clone() };
                let mut out = Vec::new();
                analyze::answer(&request, files, Format::Json, &mut out)?;
                Ok(Answer { body: out, media_type: JSON, stopped: false })
            }
            Route::Moves(request) => {
                let request = play::Request { limits, ..request.clone() };
                json(serde_json::to_vec(&play::moves(&request, files)?))
            }
            Route::Apply(request) => {
                let request = play::Apply { limits, ..request.clone() };
                json(serde_json::to_vec(&play::apply(&request, files)?))
            }
            Route::Computer(request) => {
                let request = play::Computer { limits, ..request.clone() };
                json(serde_json::to_vec(&play::computer(&request, files)?))
            }
            Route::Play(line) => {
                let line = play::Line { limits, ..line.clone() };
                json(serde_json::to_vec(&play::line(&line, files)?))
            }
            Route::CompoundComputer(request) => {
                let request = compound_play::Computer { limits, ..request.clone() };
                json(serde_json::to_vec(&compound_play::computer(&request, files)?))
            }
            Route::CompoundPlay(line) => {
                let line = compound_play::Line { limits, ..line.clone() };
                json(serde_json::to_vec(&compound_play::line(&line, files)?))
            }
            Route::Table(request) => {
                let access = FileAccess::texts(self.rules.clone());
                let audience = Audience::web(self.lang);
                let request = table::Request { limits, files: access, audience, ..request.clone() };
                let mut out = Vec::new();
                table::answer(&request, Format::Json, &mut out)?;
                Ok(Answer { body: out, media_type: JSON, stopped: false })
            }
            #[cfg(feature = "rules")]
            Route::Check(request) => {
                let access = FileAccess::texts(self.rules.clone());
                let request = crate::check::Request { limits, files: access, ..request.clone() };
                let mut out = Vec::new();
                crate::check::answer(&request, Format::Json, &mut out)?;
                Ok(Answer { body: out, media_type: JSON, stopped: false })
            }
            Route::Period { ruleset, limit } => {
                // At most as many values as a table may hold.
                let most = limits.max_table as u64;
                let request = period::Request {
                    ruleset: ruleset.clone(),
                    limit: Some(limit.unwrap_or(most).min(most)),
                    limits,
                    files: FileAccess::texts(self.rules.clone()),
                    audience: Audience::web(self.lang),
                };
                let mut out = Vec::new();
                let stopped =
                    period::answer(&request, &mut period::Unwatched, Format::Json, &mut out)?;
                Ok(Answer { body: out, media_type: JSON, stopped })
            }
            Route::Plot { ruleset, upto } => {
                let files = FileAccess::texts(self.rules.clone());
                let request =
                    plot::Request { ruleset: ruleset.clone(), upto: *upto, limits, files };
                let svg = plot::svg(&request, self.lang)?;
                Ok(Answer { body: svg.into_bytes(), media_type: "image/svg+xml", stopped: false })
            }
            Route::Rules { lang, name } => match name {
                Some(name) => json(serde_json::to_vec(&rules::rule(rules::find(name)?, *lang))),
                None => json(serde_json::to_vec(&rules::catalogue_in(*lang))),
            },
            #[cfg(feature = "page")]
            Route::Messages { lang, rules, course } => {
                let lang = lang.unwrap_or_default();
                let words = match course {
                    true => crate::i18n::course_messages(lang),
                    false => crate::i18n::page_messages(lang, *rules),
                };
                json(serde_json::to_vec(&words))
            }
            #[cfg(feature = "rules")]
            Route::Examples => json(serde_json::to_vec(&crate::examples::all())),
        }
    }
}

impl Route {
    /// The route named `name` with its query, `None` for no route.
    fn read(name: &str, query: &Query) -> Result<Option<Route>, Problem> {
        Ok(Some(match name {
            "analyze" => {
                let (game, misere) = query.game()?;
                let explain = query.flag("explain")?;
                let lang = query.lang()?;
                let compound = query.compound()?;
                Route::Analyze(analyze::Request {
                    game,
                    misere,
                    explain,
                    compound,
                    lang,
                    ..Default::default()
                })
            }
            "moves" | "apply" if query.compound()? != Compound::Disjunctive => {
                return Err(Problem::bad_input(msg!(
                    "query-compound-moves",
                    "query parameter `compound`: `{route}` lists and checks moves of a sum; ask \
                     `play` with `m=` for a compound's moves (`analyze` lists its winning moves)",
                    route = name.to_string()
                )))
            }
            "moves" => {
                let (game, misere) = query.game()?;
                Route::Moves(play::Request { game, misere, ..Default::default() })
            }
            "apply" => {
                let (game, misere) = query.game()?;
                let component =
                    usize::try_from(query.number("component", None)?).unwrap_or(usize::MAX);
                let to = query.text("to", "nim+1")?;
                Route::Apply(play::Apply { game, misere, component, to, ..Default::default() })
            }
            "computer" if query.compound()? != Compound::Disjunctive => {
                let (game, misere) = query.game()?;
                Route::CompoundComputer(compound_play::Computer {
                    game,
                    compound: query.compound()?,
                    misere,
                    lang: query.lang()?,
                    limits: Limits::default(),
                })
            }
            "computer" => {
                let (game, misere) = query.game()?;
                let seed = query.number("seed", Some(0))?;
                let lang = query.lang()?;
                let level = query.level()?;
                Route::Computer(play::Computer {
                    game,
                    misere,
                    seed,
                    remoteness_steps: REMOTENESS_STEPS,
                    lang,
                    level,
                    limits: Limits::default(),
                })
            }
            "play" if query.compound()? != Compound::Disjunctive => {
                Route::CompoundPlay(query.compound_line()?)
            }
            "play" => Route::Play(query.line()?),
            "table" => {
                let ruleset = query.text("ruleset", "subtract(1,3,4)")?;
                let upto = query.optional_number("upto")?;
                let values = query.flag("values")?;
                let from = query.optional_number("from")?.unwrap_or(0);
                Route::Table(table::Request { ruleset, upto, values, from, ..Default::default() })
            }
            #[cfg(feature = "rules")]
            "check" => Route::Check(crate::check::Request {
                ruleset: query.text("ruleset", "rule(kiki)")?,
                formula: query.text("formula", "n % 2 == 0 || m % 2 == 0")?,
                from: query.optional_number("from")?.unwrap_or(0),
                upto: query.number("upto", None)?,
                ..Default::default()
            }),
            "period" => Route::Period {
                ruleset: query.text("ruleset", "kayles")?,
                limit: query.optional_number("limit")?,
            },
            "plot" => Route::Plot {
                ruleset: query.text("ruleset", "kayles")?,
                upto: query.number("upto", None)?,
            },
            "rules" => {
                Route::Rules { lang: query.lang()?, name: query.get("name").map(str::to_string) }
            }
            #[cfg(feature = "page")]
            "messages" => Route::Messages {
                lang: query.get("lang").map(Lang::parse).transpose()?,
                rules: query.get("rules") == Some("1"),
                course: query.get("course") == Some("1"),
            },
            #[cfg(feature = "rules")]
            "examples" => Route::Examples,
            _ => return Ok(None),
        }))
    }
}

/// The language the query of `target` names in `lang` (English without
/// one, or with one the catalogues do not have): the language of problems
/// with `target`.
pub fn lang_of(target: &str) -> Lang {
    let query = target.split_once('?').map_or("", |(_, query)| query);
    Query::parse(query).lang().unwrap_or_default()
}

/// `text` percent-decoded, `+` a space, and whether that is UTF-8 (when
/// it is not, read lossily).
fn percent_decoded(text: &str) -> (String, bool) {
    let hex = |b: u8| char::from(b).to_digit(16).map(|d| d as u8);
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => match (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                (Some(high), Some(low)) => {
                    out.push(high * 16 + low);
                    i += 2;
                }
                _ => out.push(b'%'),
            },
            b => out.push(b),
        }
        i += 1;
    }
    match String::from_utf8(out) {
        Ok(text) => (text, true),
        Err(e) => (String::from_utf8_lossy(e.as_bytes()).into_owned(), false),
    }
}

/// A query's parameters, in order (a name may repeat).
/// The rule texts a request sent (`rule.NAME`), read before the front
/// end's own files.
struct Sent<'s> {
    texts: &'s RuleTexts,
    files: &'s dyn Files,
}

impl Files for Sent<'_> {
    fn read(&self, path: &str) -> Result<String, grundy::Message> {
        match self.texts.0.get(path) {
            Some(text) => Ok(text.clone()),
            // The front end's own files, else what to send.
            None => self.files.read(path).or_else(|_| self.texts.read(path)),
        }
    }

    fn rule(&self, name: &str) -> Option<std::sync::Arc<dyn grundy::RuleSource>> {
        self.files.rule(name)
    }
}

struct Query {
    pairs: Vec<(String, String)>,
    /// The first parameter whose name or value is not UTF-8 once
    /// percent-decoded: its name as sent (read lossily in `pairs`).
    not_utf8: Option<String>,
}

impl Query {
    /// The parameters of `query`, percent-decoded (`+` is a space; a `%`
    /// not followed by two hexadecimal digits is itself), as
    /// `application/x-www-form-urlencoded` reads them; one that is not
    /// UTF-8 is noted. Time O(length).
    fn parse(query: &str) -> Query {
        let mut not_utf8 = None;
        let mut pairs = Vec::new();
        for pair in query.split('&').filter(|pair| !pair.is_empty()) {
            let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
            let (decoded_name, name_ok) = percent_decoded(name);
            let (decoded_value, value_ok) = percent_decoded(value);
            if !(name_ok && value_ok) && not_utf8.is_none() {
                not_utf8 = Some(name.to_string());
            }
            pairs.push((decoded_name, decoded_value));
        }
        Query { pairs, not_utf8 }
    }

    fn get(&self, name: &str) -> Option<&str> {
        self.pairs.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }

    fn all<'q>(&'q self, name: &'q str) -> impl Iterator<Item = &'q str> {
        self.pairs.iter().filter(move |(n, _)| n == name).map(|(_, v)| v.as_str())
    }

    /// A parameter that must be there; `example` shows one.
    fn text(&self, name: &str, example: &str) -> Result<String, Problem> {
        self.get(name).map(str::to_string).ok_or_else(|| {
            Problem::bad_input(msg!(
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

    /// The language (`lang`, a tag such as `zh-CN`); absent is English.
    fn lang(&self) -> Result<Lang, Problem> {
        match self.get("lang") {
            None => Ok(Lang::default()),
            Some(tag) => Lang::parse(tag).map_err(|p| {
                Problem::bad_input(msg!(
                    "query-lang",
                    "query parameter `lang`: {problem}",
                    problem = p.message()
                ))
            }),
        }
    }

    /// How well the computer plays (`level`: `beginner`, `intermediate`
    /// or `perfect`); absent is perfect.
    fn level(&self) -> Result<grundy::Level, Problem> {
        let Some(name) = self.get("level") else { return Ok(grundy::Level::Perfect) };
        grundy::Level::from_name(name).ok_or_else(|| {
            Problem::bad_input(msg!(
                "query-level",
                "query parameter `level`: expected beginner, intermediate or perfect, found `{found}`",
                found = grundy::escape_controls(name)
            ))
        })
    }

    /// How the components are played together (`compound`); absent is the
    /// sum.
    fn compound(&self) -> Result<Compound, Problem> {
        let Some(name) = self.get("compound") else { return Ok(Compound::Disjunctive) };
        Compound::from_name(name).ok_or_else(|| {
            Problem::bad_input(msg!(
                "query-compound",
                "query parameter `compound`: expected disjunctive, conjunctive, continued (or every), \
                 selective or shortened, found `{found}`",
                found = grundy::escape_controls(name)
            ))
        })
    }

    /// `0` or `1` (also `false` or `true`); absent is `0`.
    fn flag(&self, name: &str) -> Result<bool, Problem> {
        match self.get(name) {
            None | Some("0" | "false") => Ok(false),
            Some("1" | "true") => Ok(true),
            Some(other) => Err(Problem::bad_input(msg!(
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
            (None, None) => Err(Problem::bad_input(msg!(
                "query-missing-number",
                "missing query parameter `{name}`: expected a whole number, e.g. `{name}=10`",
                name = name
            ))),
            (Some(text), _) => text.trim().parse().map_err(|_| {
                Problem::bad_input(msg!(
                    "query-number",
                    "query parameter `{name}`: expected a whole number from 0 to {max}, found `{found}`",
                    name = name,
                    max = u64::MAX,
                    found = grundy::escape_controls(text)
                ))
            }),
        }
    }

    /// A whole number, or `None` when absent.
    fn optional_number(&self, name: &str) -> Result<Option<u64>, Problem> {
        self.get(name).map(|_| self.number(name, None)).transpose()
    }

    /// The line of `play`: the start, its moves `m=I:DESC`, and `at`.
    fn line(&self) -> Result<play::Line, Problem> {
        let (game, misere) = self.game()?;
        let mut moves = Vec::new();
        for (number, text) in self.all("m").enumerate() {
            moves.push(line_move(number, text)?);
        }
        Ok(play::Line {
            game,
            misere,
            at: Some(self.at(moves.len())?),
            moves,
            remoteness_steps: REMOTENESS_STEPS,
            lang: self.lang()?,
            limits: Limits::default(),
        })
    }

    /// `at` of a line of `count` moves (all of them when absent), checked:
    /// the line's length first, then `at`.
    fn at(&self, count: usize) -> Result<usize, Problem> {
        play::check_line(count, None)?;
        let at = usize::try_from(self.number("at", Some(count as u64))?).unwrap_or(usize::MAX);
        play::check_line(count, Some(at))?;
        Ok(at)
    }

    /// The line of `play` with a `compound`: the start, its moves
    /// `m=I:DESC;J:DESC`, and `at`.
    fn compound_line(&self) -> Result<compound_play::Line, Problem> {
        let (game, misere) = self.game()?;
        let mut moves = Vec::new();
        for (number, text) in self.all("m").enumerate() {
            let items = compound_play::items(text);
            moves.push(items.iter().map(|item| line_move(number, item)).collect::<Result<_, _>>()?);
        }
        Ok(compound_play::Line {
            game,
            compound: self.compound()?,
            misere,
            at: Some(self.at(moves.len())?),
            moves,
            lang: self.lang()?,
            limits: Limits::default(),
        })
    }
}

/// Move `number` (from 0) of a line, one component's part of it,
/// `COMPONENT:DESCRIPTION`.
fn line_move(number: usize, text: &str) -> Result<LineMove, Problem> {
    let Some((component, to)) = text.split_once(':') else {
        return Err(Problem::bad_input(msg!(
            "query-move",
            "move {n}: expected `m=COMPONENT:DESCRIPTION`, e.g. `m=0:nim+2`, found `{found}`",
            n = number + 1,
            found = grundy::escape_controls(text)
        )));
    };
    let component: usize = component.trim().parse().map_err(|_| {
        Problem::bad_input(msg!(
            "query-move-component",
            "move {n}: expected a component number (from 0) before `:`, found `{found}`",
            n = number + 1,
            found = grundy::escape_controls(component)
        ))
    })?;
    Ok(LineMove { component, to: to.to_string() })
}
