//! Problems: every way a question can fail, typed, with the one message
//! every front end shows.
//!
//! A [`Problem`] has a [`Kind`] and a message. The kind decides the command
//! line's exit code ([`Problem::exit_code`]) and the server's RFC 9457
//! problem details ([`Problem::status`], [`Problem::type_name`],
//! [`Problem::title`]); the message ([`Problem::detail`], also its
//! `Display`) is what the command line prints after `error: ` and what the
//! server sends as `detail`, control characters escaped and very long lines
//! cut in the middle. The message is a [`grundy::Message`]: in English, or
//! in another language with [`Problem::detail_in`] and
//! [`Problem::details_in`] (the server's `lang`).
//!
//! | kind | exit code | status | type | title |
//! |---|---|---|---|---|
//! | [`Kind::BadInput`] | 2 | 400 | `bad-input` | Bad input |
//! | [`Kind::Unsupported`] | 2 | 400 | `bad-input` | Bad input |
//! | [`Kind::Limit`] | 2 | 422 | `limit` | Over a limit |
//! | [`Kind::Illegal`] | 2 | 422 | `illegal-move` | Illegal move |
//! | [`Kind::GameOver`] | 2 | 409 | `game-over` | Game over |
//! | [`Kind::NotFound`] | 2 | 404 | `not-found` | Not found |
//! | [`Kind::Interrupted`] | 130 | 500 | `internal` | Internal error |
//! | [`Kind::Internal`] | 1 | 500 | `internal` | Internal error |
//!
//! A question the engine does not answer is told apart from other bad input
//! by its kind, but not by its problem type, which has always been
//! `bad-input` (scripts read it).

use std::fmt;

use grundy::{msg, Message};

use crate::i18n::{self, Audience, Lang};
use crate::shapes::ProblemDetails;

/// What went wrong, as a front end needs to know it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Kind {
    /// Input the user can fix: a description or ruleset that does not
    /// parse (then `at` is where, and the message has a caret under it), a
    /// file it names that cannot be used, a game graph with a cycle, a
    /// request parameter out of range.
    BadInput {
        /// Where in the text the problem is, when it is in one place.
        at: Option<Place>,
    },
    /// A computation past a limit, refused before it starts where its cost
    /// is known, or stopped when it reached the limit.
    Limit {
        /// What was being computed.
        what: String,
        /// The limit, with its unit.
        limit: String,
        /// The command-line flag that raises it (`--max-search`), when the
        /// message names one.
        flag: Option<String>,
    },
    /// A move the rules do not allow.
    Illegal,
    /// A move asked for in a game that is over.
    GameOver,
    /// A question the API has no route for.
    NotFound,
    /// A question the engine does not answer (yet).
    Unsupported,
    /// The front end asked the computation to stop (Ctrl-C), and it did.
    Interrupted,
    /// Anything else: a ruleset breaking its own rules, output that cannot
    /// be written (`io`: the kind of I/O error, so that a closed pipe can be
    /// told apart).
    Internal {
        /// The I/O error this came from, if any.
        io: Option<std::io::ErrorKind>,
    },
}

/// Where a problem is in the text it was found in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Place {
    /// The byte offset.
    pub offset: usize,
    /// The one-based line.
    pub line: usize,
    /// The one-based column, in characters.
    pub column: usize,
}

/// A question that could not be answered, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    kind: Kind,
    message: Message,
    /// What was being done, the outermost last (`move 3 of the line`).
    context: Vec<Message>,
    /// The language [`Problem::details`] speaks.
    lang: Lang,
    /// Whether the web shows it ([`Problem::on_the_web`]): its messages in
    /// their web form, which names no flag.
    web: bool,
}

/// What a text that does not parse was meant to be, for
/// [`Problem::explained`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Input {
    /// A game description (`nim 3 4 5`).
    Game,
    /// A ruleset (`subtract(1,3,4)`).
    Ruleset,
    /// A typed move (`3 1`).
    Move,
    /// A formula checked against a rule's values (`n % 3`).
    #[cfg(feature = "rules")]
    Formula,
}

/// The longest line of a message shown whole; longer ones (a component of
/// a hundred thousand edges) keep their start and end.
pub const LONGEST_LINE: usize = 400;

impl Problem {
    /// A problem of `kind` saying `message`.
    pub fn new(kind: Kind, message: Message) -> Problem {
        Problem { kind, message, context: Vec::new(), lang: Lang::En, web: false }
    }

    /// Bad input, not at one place of a text.
    pub fn bad_input(message: Message) -> Problem {
        Problem::new(Kind::BadInput { at: None }, message)
    }

    /// Something that should not happen.
    pub fn internal(message: Message) -> Problem {
        Problem::new(Kind::Internal { io: None }, message)
    }

    /// The game is over: the player to move has no move.
    pub fn game_over() -> Problem {
        Problem::new(
            Kind::GameOver,
            msg!("problem-game-over", "the game is over: the player to move has no move"),
        )
    }

    /// `error`, met reading `source` (a `what`): a parse error becomes a
    /// message saying where, with the line and a caret under the column;
    /// other errors are as
    /// [`From<grundy::Error>`](#impl-From<Error>-for-Problem) makes them.
    pub fn explained(error: grundy::Error, source: &str, what: Input) -> Problem {
        let grundy::Error::Parse(parse) = error else { return error.into() };
        let (line, column) = parse.line_and_column(source);
        let place = if source.contains('\n') {
            msg!(
                "problem-line-column",
                "line {line}, column {column}",
                line = line,
                column = column
            )
        } else {
            msg!("problem-column", "column {column}", column = column)
        };
        let diagram = parse.diagram(source);
        let diagram: Vec<String> = diagram.lines().map(|line| format!("  {line}")).collect();
        let what = match what {
            Input::Game => {
                msg!("problem-bad-game", "bad game description at {place}", place = place)
            }
            Input::Ruleset => msg!("problem-bad-ruleset", "bad ruleset at {place}", place = place),
            Input::Move => msg!("problem-bad-move", "bad move at {place}", place = place),
            #[cfg(feature = "rules")]
            Input::Formula => msg!("problem-bad-formula", "bad formula at {place}", place = place),
        };
        Problem::new(
            Kind::BadInput { at: Some(Place { offset: parse.offset, line, column }) },
            msg!(
                "problem-bad-input",
                "{what}: {message}\n{diagram}",
                what = what,
                message = parse.message,
                diagram = diagram.join("\n")
            ),
        )
    }

    /// This problem, met while doing `what`: the message says `what`, then
    /// `caused by:` and this one.
    pub fn context(mut self, what: Message) -> Problem {
        self.context.push(what);
        self
    }

    /// This problem as a web page or another program asking the API shows
    /// it: its messages in their web form where they have one (`web.ftl`:
    /// no flag or command named), and a limit's hint to raise a
    /// command-line flag, which they cannot, becomes the deadline's "a
    /// smaller position answers sooner".
    pub fn on_the_web(mut self) -> Problem {
        self.web = true;
        let Kind::Limit { flag, .. } = &mut self.kind else { return self };
        let arg = |name: &str| {
            self.message.args().iter().find(|(n, _)| *n == name).map(|(_, value)| value.clone())
        };
        let (Some(what), Some(needed), Some(limit), true) =
            (arg("what"), arg("needed"), arg("limit"), flag.is_some())
        else {
            return self;
        };
        *flag = None;
        self.message = msg!(
            "error-limit-hint",
            "{what} needs {needed}, more than the limit of {limit}; {hint}",
            what = what,
            needed = needed,
            limit = limit,
            hint = msg!("hint-smaller-position", "a smaller position answers sooner")
        );
        self
    }

    /// This problem, its [`Problem::details`] in `lang`.
    pub fn in_lang(mut self, lang: Lang) -> Problem {
        self.lang = lang;
        self
    }

    /// What kind of problem it is.
    pub fn kind(&self) -> &Kind {
        &self.kind
    }

    /// The problem's own message, before any context and as it was made
    /// (not yet [`readable`]).
    pub fn message(&self) -> &Message {
        &self.message
    }

    /// The command line's exit code: 2 for what the user can fix (bad
    /// input, a limit, an illegal move, a question not answered), 130 when
    /// interrupted, 1 for the rest.
    pub fn exit_code(&self) -> u8 {
        match self.kind {
            Kind::BadInput { .. }
            | Kind::Limit { .. }
            | Kind::Illegal
            | Kind::GameOver
            | Kind::NotFound
            | Kind::Unsupported => 2,
            Kind::Interrupted => 130,
            Kind::Internal { .. } => 1,
        }
    }

    /// The HTTP status: 400 for bad input, 422 past a limit or for an
    /// illegal move, 409 when the game is over, 500 for the rest.
    pub fn status(&self) -> u16 {
        self.problem_type().0
    }

    /// The problem type's name: the problem details' `type` is
    /// `/problems/NAME`.
    pub fn type_name(&self) -> &'static str {
        self.problem_type().1
    }

    /// The problem type's title.
    pub fn title(&self) -> Message {
        self.problem_type().2
    }

    /// The status, type name and title of this kind of problem (the table
    /// of the module's documentation).
    fn problem_type(&self) -> (u16, &'static str, Message) {
        match self.kind {
            Kind::BadInput { .. } | Kind::Unsupported => {
                (400, "bad-input", msg!("problem-title-bad-input", "Bad input"))
            }
            Kind::Limit { .. } => (422, "limit", msg!("problem-title-limit", "Over a limit")),
            Kind::Illegal => (422, "illegal-move", msg!("problem-title-illegal", "Illegal move")),
            Kind::GameOver => (409, "game-over", msg!("problem-title-game-over", "Game over")),
            Kind::NotFound => (404, "not-found", msg!("server-title-not-found", "Not found")),
            Kind::Interrupted | Kind::Internal { .. } => {
                (500, "internal", msg!("problem-title-internal", "Internal error"))
            }
        }
    }

    /// The message as it is shown: the outermost context first, then each
    /// cause on a line of its own after `  caused by: `, each [`readable`].
    pub fn detail(&self) -> String {
        self.detail_in(Lang::En)
    }

    /// [`Problem::detail`] in `lang`.
    pub fn detail_in(&self, lang: Lang) -> String {
        let mut chain = self.context.iter().rev().chain([&self.message]);
        let audience = Audience { lang, web: self.web };
        let mut detail = readable(&audience.message(chain.next().expect("a message")));
        for cause in chain {
            detail.push('\n');
            let cause = readable(&audience.message(cause));
            detail.push_str(&audience.message(&msg!(
                "problem-caused-by",
                "  caused by: {cause}",
                cause = cause
            )));
        }
        detail
    }

    /// The RFC 9457 problem details of this problem, in its language
    /// (English unless [`Problem::in_lang`] said another).
    pub fn details(&self) -> ProblemDetails {
        self.details_in(self.lang)
    }

    /// The RFC 9457 problem details of this problem, its title and detail
    /// in `lang`.
    pub fn details_in(&self, lang: Lang) -> ProblemDetails {
        let title = i18n::message(lang, &self.title());
        ProblemDetails::new(self.type_name(), &title, self.status(), self.detail_in(lang))
    }

    /// The kind of I/O error this problem came from, if it did (a closed
    /// pipe is no failure for the command line).
    pub fn io_error_kind(&self) -> Option<std::io::ErrorKind> {
        match self.kind {
            Kind::Internal { io } => io,
            _ => None,
        }
    }
}

impl fmt::Display for Problem {
    /// [`Problem::detail`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.detail())
    }
}

impl std::error::Error for Problem {}

impl From<grundy::Error> for Problem {
    fn from(error: grundy::Error) -> Problem {
        let message = error.message();
        let kind = match error {
            grundy::Error::Parse(_) | grundy::Error::File { .. } | grundy::Error::Loopy { .. } => {
                Kind::BadInput { at: None }
            }
            grundy::Error::LimitExceeded { what, limit, hint, .. } => Kind::Limit {
                what: what.to_string(),
                limit: limit.to_string(),
                flag: hint.and_then(|hint| flag(hint.english())),
            },
            grundy::Error::Illegal(_) => Kind::Illegal,
            grundy::Error::Unsupported(_) => Kind::Unsupported,
            grundy::Error::Interrupted => Kind::Interrupted,
            grundy::Error::BadRuleset { .. } => Kind::Internal { io: None },
        };
        Problem::new(kind, message)
    }
}

impl From<std::io::Error> for Problem {
    fn from(error: std::io::Error) -> Problem {
        Problem::new(Kind::Internal { io: Some(error.kind()) }, Message::plain(error.to_string()))
    }
}

impl From<serde_json::Error> for Problem {
    /// serde_json wraps the I/O errors of the writer it was given: they
    /// keep their kind.
    fn from(error: serde_json::Error) -> Problem {
        Problem::new(
            Kind::Internal { io: error.io_error_kind() },
            Message::plain(error.to_string()),
        )
    }
}

/// The first command-line flag (`--max-search`) a limit's hint names.
fn flag(hint: &str) -> Option<String> {
    let start = hint.find("--")?;
    let rest = &hint[start..];
    let end = rest[2..]
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
        .map_or(rest.len(), |end| end + 2);
    (end > 2).then(|| rest[..end].to_string())
}

/// A message as it is shown: control characters escaped, and each line
/// past [`LONGEST_LINE`] characters cut in the middle, saying how long it was.
pub fn readable(message: &str) -> String {
    let escaped = grundy::escape_controls(message);
    let lines: Vec<String> = escaped
        .lines()
        .map(|line| {
            let count = line.chars().count();
            if count <= LONGEST_LINE {
                return line.to_string();
            }
            let head: String = line.chars().take(LONGEST_LINE / 2).collect();
            let tail: String = line.chars().skip(count - LONGEST_LINE / 4).collect();
            format!(
                "{head} … ({} characters left out) … {tail}",
                count - LONGEST_LINE / 2 - LONGEST_LINE / 4
            )
        })
        .collect();
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use grundy::Message;

    use super::{flag, readable, Kind, Problem, LONGEST_LINE};

    #[test]
    fn messages_are_readable() {
        assert_eq!(readable("found `\u{1b}[31m`"), "found `\\u{1b}[31m`");
        let long = format!("the value of hackenbush {}", "1-2 ".repeat(100_000));
        let shown = readable(&format!("{long}\n  caret"));
        let first = shown.lines().next().unwrap();
        assert!(first.chars().count() < LONGEST_LINE + 100, "{first}");
        assert!(
            first.contains("characters left out") && first.starts_with("the value of hackenbush")
        );
        assert_eq!(shown.lines().nth(1), Some("  caret"));
    }

    #[test]
    fn problems_say_where_and_what_raises_a_limit() {
        let error = grundy::parse("nim 3 x").unwrap_err();
        let problem = Problem::explained(error, "nim 3 x", super::Input::Game);
        assert_eq!(
            problem.detail(),
            "bad game description at column 7: expected a heap size (a whole number), found `x`\n  nim 3 x\n        ^"
        );
        assert!(matches!(problem.kind(), Kind::BadInput { at: Some(place) } if place.column == 7));
        assert_eq!(
            (problem.exit_code(), problem.status(), problem.type_name()),
            (2, 400, "bad-input")
        );
        let moved = Problem::from(grundy::Error::Illegal(Message::plain("no")))
            .context(Message::plain("move 2"));
        assert_eq!(moved.detail(), "move 2\n  caused by: illegal move: no");
        assert_eq!((moved.status(), moved.type_name()), (422, "illegal-move"));
        assert_eq!(flag("; raise it with --max-search."), Some("--max-search".to_string()));
        assert_eq!(flag("; a smaller table"), None);
    }
}
