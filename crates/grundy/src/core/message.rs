//! Messages: what the engine says when it refuses, as data a front end
//! can put into any language.
//!
//! A [`Message`] is made where the engine refuses, by [`msg!`](crate::msg), in the
//! manner of gettext: an id, the English text as a `format!` template, and
//! the named values it fills in.
//!
//! ```
//! use grundy::msg;
//! let found = "x";
//! let message = msg!("parse-expected-heap", "expected a heap size, found `{found}`", found = found);
//! assert_eq!(message.to_string(), "expected a heap size, found `x`");
//! assert_eq!(message.id(), "parse-expected-heap");
//! ```
//!
//! The English text is the one the command line prints, kept beside the
//! code that decides it; the service's catalogues (`errors.ftl`) hold the
//! same message in the other languages under its id, with the same
//! variables, and its tests read every `msg!` of the sources to check that
//! none is missing. A value is text (a number, a piece of the input, a
//! game's own description: not words of a language) or another message
//! (`what` of a limit, a noun phrase), put into words in the same
//! language as the message around it.

use std::borrow::Cow;
use std::fmt;

/// A message: its id, its English text, and the values that fill it. One
/// pointer wide, so that results carrying errors stay small.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message(Box<Parts>);

#[derive(Debug, Clone, PartialEq, Eq)]
struct Parts {
    id: Cow<'static, str>,
    english: String,
    args: Vec<(&'static str, Arg)>,
}

/// A value a message names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Arg {
    /// Text as it is in every language: a number, a piece of the input, a
    /// description of a game.
    Text(String),
    /// Words, put into the language of the message around them.
    Message(Message),
}

impl Message {
    /// A message `id` whose English text is `english`, filled from `args`:
    /// use [`msg!`](crate::msg), which writes both from one template.
    pub fn new(
        id: impl Into<Cow<'static, str>>,
        english: String,
        args: Vec<(&'static str, Arg)>,
    ) -> Message {
        Message(Box::new(Parts { id: id.into(), english, args }))
    }

    /// Text that is the same in every language, or that no catalogue
    /// translates: the message of another library (an I/O error), or a
    /// front end's own words that only it shows. Its id is empty.
    pub fn plain(text: impl Into<String>) -> Message {
        Message::new("", text.into(), Vec::new())
    }

    /// The id of the message in the catalogues (empty for [`Message::plain`]).
    pub fn id(&self) -> &str {
        &self.0.id
    }

    /// The values the message names, in the order of its template.
    pub fn args(&self) -> &[(&'static str, Arg)] {
        &self.0.args
    }

    /// The English text.
    pub fn english(&self) -> &str {
        &self.0.english
    }
}

impl fmt::Display for Message {
    /// The English text.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.english())
    }
}

impl fmt::Display for Arg {
    /// The value in English.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Arg::Text(text) => f.write_str(text),
            Arg::Message(message) => f.write_str(message.english()),
        }
    }
}

impl From<Message> for Arg {
    fn from(message: Message) -> Arg {
        Arg::Message(message)
    }
}

impl From<&Message> for Arg {
    fn from(message: &Message) -> Arg {
        Arg::Message(message.clone())
    }
}

macro_rules! text_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(value: $t) -> Arg {
                Arg::Text(value.to_string())
            }
        }
        impl From<&$t> for Arg {
            fn from(value: &$t) -> Arg {
                Arg::Text(value.to_string())
            }
        }
    )*};
}

text_args!(String, u8, u16, u32, u64, u128, usize, i32, i64, i128, char);

impl From<&str> for Arg {
    fn from(value: &str) -> Arg {
        Arg::Text(value.to_string())
    }
}

impl From<&&str> for Arg {
    fn from(value: &&str) -> Arg {
        Arg::Text(value.to_string())
    }
}

impl From<Cow<'_, str>> for Arg {
    fn from(value: Cow<'_, str>) -> Arg {
        Arg::Text(value.into_owned())
    }
}

/// A [`Message`]: `msg!("id", "English {name} …", name = value, …)`.
///
/// The template is a `format!` string naming only the values given after
/// it (no positional or inline values, no format specs: the catalogues
/// cannot follow them); each value becomes an [`Arg`] through `From` —
/// text for numbers and strings, words for a [`Message`]. Other values are
/// given as text with `.to_string()`. Ids are lowercase words joined by
/// `-`, the first naming the area (`parse-…`, `limit-…`).
#[macro_export]
macro_rules! msg {
    ($id:literal, $english:literal $(, $name:ident = $value:expr)* $(,)?) => {
        // Every value is computed before any name is bound: a value may use
        // a variable that a name shadows.
        match ($($crate::Arg::from($value),)*) {
            ($($name,)*) => $crate::Message::new(
                $id,
                format!($english),
                vec![$((stringify!($name), $name)),*],
            ),
        }
    };
}
