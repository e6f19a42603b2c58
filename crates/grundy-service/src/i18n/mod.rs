//! Messages in every language the front ends speak: English (`en`) and
//! Simplified Chinese (`zh-CN`), in Project Fluent catalogues under
//! `crates/grundy-service/locales/<tag>/<file>.ftl`.
//!
//! One catalogue file per subject, the same files in every language:
//! `page.ftl` (the playground's own words, handed to the page as
//! patterns by [`page_messages`]), `reasons.ftl` (why a component has its
//! value, rendered from the engine's reasons), `rules.ftl` (each game's
//! rules and strategy). Adding a language is adding a folder of these
//! files and a [`Lang`]; the tests fail when a message is missing from a
//! language or names other variables.
//!
//! Messages are formatted without Unicode isolation marks, so that English
//! text stays byte for byte what the command line printed before the
//! catalogues. Numbers that may pass 2⁵³ are handed in as text: Fluent
//! numbers are `f64`.

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};

use crate::Problem;

#[cfg(feature = "page")]
mod page;
#[cfg(feature = "page")]
pub use page::{course_messages, page_messages};

/// A language the catalogues are written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    /// English, the language of the command line.
    #[default]
    En,
    /// Simplified Chinese, in the terms of the Chinese tutorials.
    ZhCn,
}

macro_rules! catalogue {
    ($tag:literal: $($file:literal),*) => {
        &[$(($file, include_str!(concat!("../../locales/", $tag, "/", $file, ".ftl")))),*]
    };
}

/// Each language's files, by name, and their text, in four groups that
/// features choose. English has no `errors.ftl`: the engine's messages are
/// written in English where they are made ([`grundy::msg!`]), and the other
/// languages' `errors.ftl` translate them by id.
type Files = [(Lang, &'static [(&'static str, &'static str)]); 2];

/// What every build says: reasons, rules, the engine's messages, and
/// (`web`) the forms of the engine's messages a web page shows, which name
/// no command-line flag or command ([`Audience::message`]).
const CORE: Files = [
    (Lang::En, catalogue!("en": "reasons", "rules", "web")),
    (Lang::ZhCn, catalogue!("zh-CN": "reasons", "rules", "errors", "web")),
];

/// The texts about rules users write, only where the engine reads such
/// rules (the `rules` feature).
#[cfg(feature = "rules")]
const RULES: Files = [
    (Lang::En, catalogue!("en": "rule-rules")),
    (Lang::ZhCn, catalogue!("zh-CN": "rule-rules", "rule-errors")),
];
#[cfg(not(feature = "rules"))]
const RULES: Files = [(Lang::En, &[]), (Lang::ZhCn, &[])];

/// The page's own words (`page`, and `page-rules` with rules), only where
/// they are served (the `page` feature, `/api/v1/messages`): the static
/// site's modules go without them, and its worker answers that route from
/// files `cargo xtask site` writes with [`page_messages`].
#[cfg(feature = "page")]
const PAGE: Files = [
    (Lang::En, catalogue!("en": "page", "course")),
    (Lang::ZhCn, catalogue!("zh-CN": "page", "course")),
];
#[cfg(not(feature = "page"))]
const PAGE: Files = [(Lang::En, &[]), (Lang::ZhCn, &[])];
#[cfg(all(feature = "page", feature = "rules"))]
const PAGE_RULES: Files =
    [(Lang::En, catalogue!("en": "page-rules")), (Lang::ZhCn, catalogue!("zh-CN": "page-rules"))];
#[cfg(not(all(feature = "page", feature = "rules")))]
const PAGE_RULES: Files = [(Lang::En, &[]), (Lang::ZhCn, &[])];

/// A language in a request: its tag, as [`Lang::parse`] reads it.
impl<'de> serde::Deserialize<'de> for Lang {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Lang, D::Error> {
        let tag = String::deserialize(deserializer)?;
        Lang::parse(&tag).map_err(|problem| serde::de::Error::custom(problem.to_string()))
    }
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::ZhCn];

    /// The language's BCP 47 tag, as the address and the API write it.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::ZhCn => "zh-CN",
        }
    }

    /// The language `text` names: `en` or `zh-CN`, in any case, and the
    /// tags a browser sends for them (`en-GB`, `zh`, `zh-Hans`, `zh-SG`);
    /// `None` for any other.
    pub fn from_tag(text: &str) -> Option<Lang> {
        let text = text.trim().to_ascii_lowercase();
        let primary = text.split(['-', '_']).next().unwrap_or("");
        match primary {
            "en" => Some(Lang::En),
            // Traditional Chinese is another language, not a variant of this one.
            "zh" if ["-hant", "-tw", "-hk", "-mo"].iter().any(|t| text.contains(t)) => None,
            "zh" => Some(Lang::ZhCn),
            _ => None,
        }
    }

    /// The language `text` names, or bad input saying which are known.
    pub fn parse(text: &str) -> Result<Lang, Problem> {
        Lang::from_tag(text).ok_or_else(|| {
            Problem::bad_input(grundy::msg!(
                "lang-unknown",
                "language `{found}`: expected one of {known}",
                found = grundy::escape_controls(text),
                known = Lang::ALL.map(Lang::tag).join(", ")
            ))
        })
    }

    /// The first language of an `Accept-Language` header that the
    /// catalogues have, in the order the header gives (weights ignored
    /// but for `q=0`); English when none is.
    pub fn negotiate(accept_language: &str) -> Lang {
        accept_language
            .split(',')
            .filter(|item| !item.split(';').skip(1).any(|p| p.trim() == "q=0"))
            .find_map(|item| Lang::from_tag(item.split(';').next().unwrap_or("")))
            .unwrap_or_default()
    }

    fn bundle(self) -> &'static FluentBundle<FluentResource> {
        static BUNDLES: [OnceLock<FluentBundle<FluentResource>>; 2] =
            [OnceLock::new(), OnceLock::new()];
        BUNDLES[self as usize].get_or_init(|| {
            let tag = self.tag().parse().expect("the tags are valid");
            let mut bundle = FluentBundle::new_concurrent(vec![tag]);
            bundle.set_use_isolating(false);
            for (_, text) in self.files() {
                let resource = FluentResource::try_new(text.to_string())
                    .unwrap_or_else(|(_, errors)| panic!("{}: {errors:?}", self.tag()));
                bundle.add_resource(resource).expect("message ids are unique");
            }
            bundle
        })
    }

    fn files(self) -> impl Iterator<Item = &'static (&'static str, &'static str)> {
        [CORE, RULES, PAGE, PAGE_RULES].into_iter().flat_map(move |files| files[self as usize].1)
    }
}

/// Whom an answer's sentences are for: their language, and whether a web
/// page (or a program asking the API) shows them. Those cannot use the
/// command line's flags and commands, so their sentences never name one:
/// [`Audience::text`] takes a message's `-web` form where it has one.
/// The default is the command line in English.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Audience {
    /// The language.
    pub lang: Lang,
    /// Whether the web shows them.
    pub web: bool,
}

impl Audience {
    /// The command line in `lang`.
    pub fn cli(lang: Lang) -> Audience {
        Audience { lang, web: false }
    }

    /// The web (a page, or a program asking the API) in `lang`.
    pub fn web(lang: Lang) -> Audience {
        Audience { lang, web: true }
    }

    /// Message `id` for this audience: on the web its form `id-web` when
    /// the catalogue has one, else `id`; its variables set from `args`.
    pub fn text(self, id: &str, args: FluentArgs) -> String {
        let web = format!("{id}-web");
        let id = match self.web && self.lang.bundle().has_message(&web) {
            true => web.as_str(),
            false => id,
        };
        text(self.lang, id, Some(&args))
    }
}

/// Message `id` of `lang`'s catalogue, its variables set from `args`.
///
/// # Panics
/// When the catalogue has no message `id`, or formatting it fails (a
/// variable missing from `args`): both are bugs the catalogue tests catch.
pub fn text(lang: Lang, id: &str, args: Option<&FluentArgs>) -> String {
    let bundle = lang.bundle();
    let message = bundle.get_message(id).unwrap_or_else(|| panic!("no message `{id}` in {lang:?}"));
    let pattern = message.value().unwrap_or_else(|| panic!("message `{id}` has no value"));
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, args, &mut errors);
    assert!(errors.is_empty(), "message `{id}` in {}: {errors:?}", lang.tag());
    text.into_owned()
}

/// A message of the engine or the service ([`grundy::Message`]) in
/// `lang`: its English text, or its translation in `lang`'s `errors.ftl`,
/// each value that is words put into `lang` too. A message no catalogue
/// has (a [`grundy::Message::plain`] one) stays as it is.
pub fn message(lang: Lang, message: &grundy::Message) -> String {
    Audience::cli(lang).message(message)
}

impl Audience {
    /// [`message`] for this audience: on the web, a message's form of
    /// `web.ftl` (`id-web`, which names no flag or command) where it has
    /// one, in English too.
    pub fn message(self, message: &grundy::Message) -> String {
        let bundle = self.lang.bundle();
        let web = format!("{}-web", message.id());
        let pattern = match (self.web && bundle.has_message(&web), self.lang) {
            (true, _) => bundle.get_message(&web).and_then(|m| m.value()),
            (false, Lang::En) => None,
            (false, _) => bundle.get_message(message.id()).and_then(|m| m.value()),
        };
        let Some(pattern) = pattern else { return message.english().to_string() };
        let mut args = FluentArgs::new();
        for (name, arg) in message.args() {
            let value = match arg {
                grundy::Arg::Text(text) => text.clone(),
                grundy::Arg::Message(inner) => self.message(inner),
            };
            args.set(*name, value);
        }
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
        match errors.is_empty() {
            true => text.into_owned(),
            false => message.english().to_string(),
        }
    }
}

/// Builds [`FluentArgs`]: `args!["n" => 3, "game" => name]`.
#[macro_export]
macro_rules! args {
    ($($name:literal => $value:expr),* $(,)?) => {{
        #[allow(unused_mut)]
        let mut args = ::fluent_bundle::FluentArgs::new();
        $(args.set($name, $value);)*
        args
    }};
}

#[cfg(test)]
pub(super) mod tests {
    use std::collections::{BTreeMap, BTreeSet};

    use fluent_syntax::ast;

    use super::*;

    /// Each message of `lang`, by file, with the variables it names.
    pub(super) fn variables(lang: Lang) -> BTreeMap<(String, String), BTreeSet<String>> {
        let mut found = BTreeMap::new();
        for (file, text) in lang.files() {
            let resource = fluent_syntax::parser::parse(*text)
                .unwrap_or_else(|(_, e)| panic!("{}/{file}.ftl: {e:?}", lang.tag()));
            for entry in resource.body {
                if let ast::Entry::Message(message) = entry {
                    let mut names = BTreeSet::new();
                    if let Some(value) = &message.value {
                        collect(value, &mut names);
                    }
                    found.insert((file.to_string(), message.id.name.to_string()), names);
                }
            }
        }
        found
    }

    fn collect(pattern: &ast::Pattern<&str>, names: &mut BTreeSet<String>) {
        for element in &pattern.elements {
            if let ast::PatternElement::Placeable { expression } = element {
                collect_expression(expression, names);
            }
        }
    }

    fn collect_expression(expression: &ast::Expression<&str>, names: &mut BTreeSet<String>) {
        match expression {
            ast::Expression::Inline(inline) => collect_inline(inline, names),
            ast::Expression::Select { selector, variants } => {
                collect_inline(selector, names);
                for variant in variants {
                    collect(&variant.value, names);
                }
            }
        }
    }

    fn collect_inline(inline: &ast::InlineExpression<&str>, names: &mut BTreeSet<String>) {
        match inline {
            ast::InlineExpression::VariableReference { id } => {
                names.insert(id.name.to_string());
            }
            ast::InlineExpression::Placeable { expression } => {
                collect_expression(expression, names)
            }
            _ => {}
        }
    }

    /// The files translating the engine's messages by id.
    fn is_errors(file: &str) -> bool {
        file == "errors" || file == "rule-errors"
    }

    #[test]
    fn every_language_has_every_message_with_the_same_variables() {
        let english = variables(Lang::En);
        assert!(!english.is_empty());
        for lang in Lang::ALL {
            // `errors.ftl` translates the sources' English: see below.
            let mut other = variables(lang);
            other.retain(|(file, _), _| !is_errors(file));
            for (key, names) in &english {
                let theirs = other.get(key).unwrap_or_else(|| {
                    panic!("{}/{}.ftl has no message `{}`", lang.tag(), key.0, key.1)
                });
                assert_eq!(names, theirs, "variables of `{}` in {}", key.1, lang.tag());
            }
            for key in other.keys() {
                assert!(english.contains_key(key), "en/{}.ftl has no message `{}`", key.0, key.1);
            }
        }
    }

    #[test]
    fn every_message_formats_in_every_language() {
        for lang in Lang::ALL {
            for ((_, id), names) in variables(lang) {
                let mut args = FluentArgs::new();
                for name in &names {
                    args.set(name.clone(), 2);
                }
                let text = text(lang, &id, Some(&args));
                assert!(!text.trim().is_empty(), "`{id}` in {} is empty", lang.tag());
                assert!(!text.contains('\u{2068}'), "no isolation marks");
            }
        }
    }

    #[test]
    fn tags_from_browsers() {
        for (tag, lang) in [
            ("en", Some(Lang::En)),
            ("en-GB", Some(Lang::En)),
            ("zh", Some(Lang::ZhCn)),
            ("zh-CN", Some(Lang::ZhCn)),
            ("ZH-hans-CN", Some(Lang::ZhCn)),
            ("zh_SG", Some(Lang::ZhCn)),
            ("zh-TW", None),
            ("zh-Hant", None),
            ("fr", None),
            ("", None),
        ] {
            assert_eq!(Lang::from_tag(tag), lang, "{tag}");
        }
        assert_eq!(Lang::negotiate("fr-FR,zh-CN;q=0.9,en;q=0.8"), Lang::ZhCn);
        assert_eq!(Lang::negotiate("zh-TW,en;q=0.5"), Lang::En);
        assert_eq!(Lang::negotiate("zh;q=0,en"), Lang::En);
        assert_eq!(Lang::negotiate(""), Lang::En);
        assert!(Lang::parse("klingon").unwrap_err().to_string().contains("en, zh-CN"));
    }

    /// Every `msg!` of the engine, the service and the command line: id →
    /// (its English template, the names of its values, where it is).
    fn messages_in_the_sources() -> BTreeMap<String, (String, BTreeSet<String>, String)> {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let mut found = BTreeMap::new();
        for crate_dir in ["crates/grundy/src", "crates/grundy-service/src", "crates/grundy-cli/src"]
        {
            let mut stack = vec![root.join(crate_dir)];
            while let Some(dir) = stack.pop() {
                for entry in std::fs::read_dir(&dir).unwrap() {
                    let path = entry.unwrap().path();
                    if path.is_dir() {
                        stack.push(path);
                    } else if path.extension().is_some_and(|e| e == "rs") {
                        let text = std::fs::read_to_string(&path).unwrap();
                        let shown = path.strip_prefix(&root).unwrap().display().to_string();
                        // Unit tests (the end of a file) make messages of their own.
                        let code = text.split("#[cfg(test)]").next().unwrap_or("");
                        for (at, call) in msg_calls(code) {
                            let (id, template, names) = read_call(call)
                                .unwrap_or_else(|e| panic!("{shown}:{at}: `msg!({call}`: {e}"));
                            let place = format!("{shown}:{at}");
                            if let Some((other, _, there)) = found.get(&id) {
                                assert_eq!(
                                    other, &template,
                                    "`{id}` has two English texts, at {there} and {place}"
                                );
                                continue;
                            }
                            found.insert(id, (template, names, place));
                        }
                    }
                }
            }
        }
        found
    }

    /// Each `msg!(` call of `text` not in a comment: its line and the text
    /// after `msg!(`.
    fn msg_calls(text: &str) -> Vec<(usize, &str)> {
        let mut calls = Vec::new();
        for (start, _) in text.match_indices("msg!(") {
            let line_start = text[..start].rfind('\n').map_or(0, |i| i + 1);
            if text[line_start..start].trim_start().starts_with("//")
                || text[line_start..start].contains("macro_rules")
            {
                continue;
            }
            calls.push((text[..start].matches('\n').count() + 1, &text[start + 5..]));
        }
        calls
    }

    /// A `msg!` call's id, English template and value names, from the text
    /// after `msg!(`.
    fn read_call(call: &str) -> Result<(String, String, BTreeSet<String>), String> {
        let (id, rest) = string_literal(call.trim_start())?;
        let rest = rest.trim_start().strip_prefix(',').ok_or("expected `,` after the id")?;
        let (template, rest) = string_literal(rest.trim_start())?;
        // The values: `name = value` pieces up to the call's `)`.
        let mut names = BTreeSet::new();
        let (mut depth, mut piece, mut in_string) = (0usize, String::new(), false);
        let mut chars = rest.chars();
        while let Some(c) = chars.next() {
            match c {
                '"' => in_string = !in_string,
                '\\' if in_string => {
                    chars.next();
                }
                _ if in_string => {}
                '(' | '[' | '{' => depth += 1,
                ')' | ']' | '}' if depth > 0 => depth -= 1,
                ')' => break,
                ',' if depth == 0 => {
                    names.extend(value_name(&piece));
                    piece.clear();
                    continue;
                }
                _ => {}
            }
            piece.push(c);
        }
        names.extend(value_name(&piece));
        let ok = |c: char| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-';
        if !id.chars().all(ok) || id.starts_with('-') || id.ends_with('-') || id.contains("--") {
            return Err(format!("the id `{id}` is not lowercase words joined by `-`"));
        }
        let placeholders = placeholders(&template)?;
        if placeholders != names {
            return Err(format!("the template names {placeholders:?}, the values are {names:?}"));
        }
        Ok((id, template, names))
    }

    fn value_name(piece: &str) -> Option<String> {
        let (name, _) = piece.split_once('=')?;
        let name = name.trim();
        let ok = !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
        ok.then(|| name.to_string())
    }

    /// A Rust string literal at the start of `text`, its value, and the rest.
    fn string_literal(text: &str) -> Result<(String, &str), String> {
        let body = text.strip_prefix('"').ok_or_else(|| {
            let found: String = text.chars().take(20).collect();
            format!("expected a string literal, found `{found}`")
        })?;
        let mut value = String::new();
        let mut chars = body.char_indices().peekable();
        while let Some((i, c)) = chars.next() {
            match c {
                '"' => return Ok((value, &body[i + 1..])),
                '\\' => match chars.next().map(|(_, c)| c) {
                    // A line continuation: the break and the next line's indent go.
                    Some('\n') => while chars.next_if(|(_, c)| c.is_whitespace()).is_some() {},
                    Some('n') => value.push('\n'),
                    Some(c @ ('"' | '\\' | '\'')) => value.push(c),
                    other => return Err(format!("unknown escape \\{other:?}")),
                },
                c => value.push(c),
            }
        }
        Err("an unclosed string literal".to_string())
    }

    /// The names a `format!` template fills in: `{name}`, with `{{` and
    /// `}}` as braces; positional values or format specs are refused.
    fn placeholders(template: &str) -> Result<BTreeSet<String>, String> {
        let mut names = BTreeSet::new();
        let mut rest = template;
        while let Some(i) = rest.find(['{', '}']) {
            let after = &rest[i + 1..];
            if after.starts_with(&rest[i..=i]) {
                rest = &after[1..];
                continue;
            }
            if rest[i..].starts_with('}') {
                return Err("a lone `}` in the template".to_string());
            }
            let end = after.find('}').ok_or("an unclosed `{` in the template")?;
            let name = &after[..end];
            if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
                return Err(format!("`{{{name}}}`: only named values, without format specs"));
            }
            names.insert(name.to_string());
            rest = &after[end + 1..];
        }
        Ok(names)
    }

    #[test]
    fn every_message_of_the_sources_is_in_every_catalogue() {
        let mut sources = messages_in_the_sources();
        // The catalogue's one-line rules (`RulesetInfo::rule_message`).
        for info in grundy::rulesets::CATALOG {
            let message = info.rule_message();
            let place = format!("the catalogue's `{}`", info.name);
            sources.insert(message.id().to_string(), (info.rule.into(), BTreeSet::new(), place));
        }
        assert!(sources.len() > 250, "{} messages found", sources.len());
        for lang in Lang::ALL.into_iter().filter(|&lang| lang != Lang::En) {
            let catalogue: BTreeMap<String, BTreeSet<String>> = variables(lang)
                .into_iter()
                .filter(|((file, _), _)| is_errors(file))
                .map(|((_, id), names)| (id, names))
                .collect();
            let mut missing = Vec::new();
            for (id, (template, names, place)) in &sources {
                match catalogue.get(id) {
                    None => missing.push(format!("{id} = {template}    ({place})")),
                    Some(theirs) => assert_eq!(
                        theirs,
                        names,
                        "variables of `{id}` in {}/errors.ftl ({place})",
                        lang.tag()
                    ),
                }
            }
            assert!(
                missing.is_empty(),
                "{}/errors.ftl has no message:\n{}",
                lang.tag(),
                missing.join("\n")
            );
            for id in catalogue.keys() {
                assert!(
                    sources.contains_key(id),
                    "{}/errors.ftl: `{id}` is in no msg!",
                    lang.tag()
                );
            }
        }
    }

    #[test]
    fn templates_are_read_as_rust_reads_them() {
        let call = "\"a-b\", \"x {n} \\\n      y {{z}} `{found}`\", n = f(1, 2), found = \"q\")";
        let (id, template, names) = read_call(call).unwrap();
        assert_eq!((id.as_str(), template.as_str()), ("a-b", "x {n} y {{z}} `{found}`"));
        assert_eq!(names, BTreeSet::from(["found".to_string(), "n".to_string()]));
        assert!(read_call("\"a\", \"{n:?}\", n = 1)").is_err());
        assert!(read_call("\"a\", \"{n}\")").is_err());
        assert!(read_call("\"A_b\", \"x\")").is_err());
        let made = grundy::msg!("a-b", "{n} and {w}", n = 3, w = grundy::Message::plain("w"));
        assert_eq!(message(Lang::ZhCn, &made), "3 and w", "a message no catalogue has");
    }

    /// Each web form (`ID-web`) has its message `ID` (in the sources or a
    /// catalogue), names only its variables, and names no flag or command.
    #[test]
    fn web_forms_name_no_flag_and_keep_their_variables() {
        let sources = messages_in_the_sources();
        for lang in Lang::ALL {
            let found = variables(lang);
            let mut forms = 0;
            for ((file, id), names) in &found {
                let Some(base) = id.strip_suffix("-web") else { continue };
                forms += 1;
                let in_catalogue = found.iter().find(|((_, other), _)| other == base);
                let base_names = match (sources.get(base), in_catalogue) {
                    (Some((_, names, _)), _) | (None, Some((_, names))) => names,
                    (None, None) => {
                        panic!("{}/{file}.ftl: `{id}` has no message `{base}`", lang.tag())
                    }
                };
                assert!(
                    names.is_subset(base_names),
                    "{}/{file}.ftl: `{id}` and `{base}`",
                    lang.tag()
                );
                let mut args = FluentArgs::new();
                for name in names {
                    args.set(name.clone(), "x");
                }
                let shown = text(lang, id, Some(&args));
                assert!(!shown.contains("--") && !shown.contains("grundy "), "`{id}`: {shown}");
            }
            assert!(forms >= 10, "{} has {forms} web forms", lang.tag());
        }
    }
}
