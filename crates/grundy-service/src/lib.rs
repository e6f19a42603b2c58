//! grundy-service: the questions the front ends ask of the grundy engine,
//! answered once for all of them.
//!
//! The command line's `--json`, the server's `/api/v1/*`, the Python and
//! WebAssembly front ends call these functions and serialize these
//! types; the front ends keep only what is theirs (argument parsing,
//! terminals, files, HTTP, pictures). Floor 8 of ARCHITECTURE.md's layers:
//! it calls the engine's public API, and nothing calls it but front ends.
//!
//! One module per question, each with a typed request (serde
//! `Deserialize`, its limits a [`grundy::Limits`] that the front end sets)
//! and a function that computes the answer and writes its text or JSON to
//! any [`std::io::Write`]:
//!
//! | module | question | command line | server |
//! |---|---|---|---|
//! | [`analyze`] | who wins, the value, every winning move | `grundy analyze` | `/api/v1/analyze` |
//! | [`table`] | G(0..=N), γ of a game with cycles, Wythoff's P-positions | `grundy table` | `/api/v1/table` |
//! | [`period`] | a ruleset's period, computed until proved | `grundy period` | `/api/v1/period` |
//! | [`check`] | a formula conjectured for a user's rule, against its values | `grundy check` | `/api/v1/check` |
//! | [`plot`] | the values a plot draws, rare ones apart | `grundy plot` | `/api/v1/plot` |
//! | [`quotient`] | a heap ruleset's misère quotient | `grundy quotient` | |
//! | [`genus`] | each heap's genus and class | `grundy genus` | |
//! | [`rules`] | the catalogue | `grundy rules` | `/api/v1/rules` |
//! | [`play`] | moves, a typed move, the computer's move, a judged line and its position | `grundy play` | `/api/v1/moves`, `apply`, `computer`, `play` |
//! | [`compound`] | who wins a compound (conjunctive, continued, selective, shortened), what decides it, the winning moves | `grundy analyze --compound` | `/api/v1/analyze?compound=` |
//! | [`compound_play`] | a compound's line of moves judged, its position, the computer's move | `grundy play --compound` | `/api/v1/play?compound=`, `computer?compound=` |
//!
//! Every failure is a [`Problem`], which knows its exit code, its HTTP
//! status and problem type, and its message. Every JSON shape is in
//! [`shapes`], documented with an example in `docs/json.md`.
//!
//! Nothing here prints to a terminal, reads a file or the clock of its own
//! accord, or draws: the front end hands in its [`grundy::Files`], its
//! [`grundy::Limits`] (with their observer and deadline) and, for long
//! period runs, a [`period::Watch`]. The one question put to the system,
//! [`memory`] (the memory available, from `/proc`), is asked only when a
//! front end calls it, for its default `max_memory`.

pub mod analyze;
pub mod api;
pub mod census;
#[cfg(feature = "rules")]
pub mod check;
pub mod compound;
pub mod compound_play;
#[cfg(feature = "rules")]
pub mod examples;
pub mod genus;
pub mod i18n;
pub mod memory;
pub mod method;
#[cfg(feature = "rules")]
pub mod pairs;
pub mod period;
pub mod play;
pub mod plot;
pub mod problem;
pub mod quotient;
pub mod reasons;
pub mod rules;
pub mod said;
pub mod shapes;
pub mod table;

use std::sync::Arc;

use grundy::heap::HeapRuleset;
use grundy::{Files, Game, Limits};
use serde::Deserialize;

pub use problem::{Input, Kind, Problem};

/// How an answer is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Format {
    /// Text for a person, as the command line prints it.
    #[default]
    Text,
    /// One JSON document and a newline.
    Json,
}

impl Format {
    /// [`Format::Json`] when `json`, else [`Format::Text`].
    pub fn json(json: bool) -> Format {
        if json {
            Format::Json
        } else {
            Format::Text
        }
    }
}

/// A heap ruleset and its heaps 0..=`upto`: what [`genus`] and [`plot`]
/// are asked.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Heaps {
    /// The heap ruleset, e.g. `kayles`, `octal(0.354)` or `subtract(1,3,4)`.
    pub ruleset: String,
    /// The largest heap.
    pub upto: u64,
    /// What the answer may compute.
    #[serde(skip)]
    pub limits: Limits,
    /// Where a rule file named in the ruleset (`rule(FILE)`) is read.
    #[serde(skip)]
    pub files: FileAccess,
}

/// Files named in descriptions (`graph(FILE)`), read from the file system
/// relative to the working directory: the command line's and the Python
/// package's. Their messages are the system's words, English only.
pub struct LocalFiles;

impl Files for LocalFiles {
    fn read(&self, path: &str) -> Result<String, grundy::Message> {
        std::fs::read_to_string(path)
            .map_err(|e| grundy::Message::plain(format!("cannot read {path}: {e}")))
    }
}

/// The game `text` describes, the files it names read through `files`; a
/// description that does not parse is bad input with a caret under the
/// column.
pub fn game(text: &str, files: &dyn Files) -> Result<Game, Problem> {
    grundy::parse_with(text, files).map_err(|e| Problem::explained(e, text, Input::Game))
}

/// The heap ruleset `text` names, e.g. `subtract(1,3,4)`, the files it
/// names (`rule(FILE)`) read through `files`.
pub fn ruleset(text: &str, files: &dyn Files) -> Result<Arc<dyn HeapRuleset>, Problem> {
    grundy::rulesets::parse_ruleset_with(text, files)
        .map_err(|e| Problem::explained(e, text, Input::Ruleset))
}

/// Where a request's rulesets read the files they name (`rule(FILE)`,
/// `graph(FILE)`): nowhere by default; the file system for the command
/// line and Python ([`FileAccess::local`]); the texts a web request sent
/// ([`FileAccess::texts`]).
#[derive(Clone, Default)]
pub struct FileAccess(Option<Arc<dyn Files + Send + Sync>>);

impl FileAccess {
    /// The file system, relative to the working directory.
    pub fn local() -> FileAccess {
        FileAccess(Some(Arc::new(LocalFiles)))
    }

    /// Files a front end reads its own way (the Python package: the file
    /// system, and the rules it holds as callables).
    pub fn of(files: Arc<dyn Files + Send + Sync>) -> FileAccess {
        FileAccess(Some(files))
    }

    /// The rule texts of a request, by name.
    pub fn texts(texts: RuleTexts) -> FileAccess {
        FileAccess(Some(Arc::new(texts)))
    }

    /// The files, as the engine reads them.
    pub fn files(&self) -> &dyn Files {
        match &self.0 {
            Some(files) => &**files,
            None => &grundy::NoFiles,
        }
    }
}

impl std::fmt::Debug for FileAccess {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(if self.0.is_some() { "FileAccess(some)" } else { "FileAccess(none)" })
    }
}

/// Rule texts sent with a request instead of files (the server reads no
/// files): `rule(NAME)` in a description reads the text named NAME, sent
/// as the parameter `rule.NAME`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RuleTexts(pub std::collections::BTreeMap<String, String>);

impl Files for RuleTexts {
    fn read(&self, path: &str) -> Result<String, grundy::Message> {
        self.0.get(path).cloned().ok_or_else(|| {
            grundy::msg!(
                "rule-text-missing",
                "cannot read {path}: the API reads no files; send its text as the parameter `rule.{path}`",
                path = path
            )
        })
    }
}
