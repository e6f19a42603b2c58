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
use fluent_syntax::ast;
use serde_json::{json, Map, Value};

use crate::Problem;

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
        &[$(($file, include_str!(concat!("../locales/", $tag, "/", $file, ".ftl")))),*]
    };
}

/// Each language's files, by name, and their text.
/// English has no `errors.ftl`: the engine's messages are written in
/// English where they are made ([`grundy::msg!`]), and the other languages'
/// `errors.ftl` translate them by id.
const FILES: [(Lang, &[(&str, &str)]); 2] = [
    (Lang::En, catalogue!("en": "page", "reasons", "rules")),
    (Lang::ZhCn, catalogue!("zh-CN": "page", "reasons", "rules", "errors")),
];

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
            Problem::bad_input(format!(
                "language `{}`: expected one of {}",
                grundy::escape_controls(text),
                Lang::ALL.map(Lang::tag).join(", ")
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

    fn files(self) -> &'static [(&'static str, &'static str)] {
        FILES.iter().find(|(lang, _)| *lang == self).expect("every language has files").1
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
    let bundle = lang.bundle();
    let pattern = match lang {
        Lang::En => None,
        _ => bundle.get_message(message.id()).and_then(|m| m.value()),
    };
    let Some(pattern) = pattern else { return message.english().to_string() };
    let mut args = FluentArgs::new();
    for (name, arg) in message.args() {
        let value = match arg {
            grundy::Arg::Text(text) => text.clone(),
            grundy::Arg::Message(inner) => self::message(lang, inner),
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

/// The messages of `lang`'s `page.ftl` as patterns the page formats
/// itself (`/api/v1/messages`): `{"lang": tag, "messages": {id: pattern}}`,
/// where a pattern is an array of parts, each a string, `{"$": variable}`,
/// or `{"select": variable, "variants": {key: pattern}, "default": key}`
/// (a key is a plural category, a number, or a string the variable may
/// equal). Only these forms are allowed in `page.ftl`; the tests check it.
pub fn page_messages(lang: Lang) -> Value {
    let (_, text) = lang.files().iter().find(|(file, _)| *file == "page").expect("page.ftl");
    let resource = fluent_syntax::parser::parse(*text).expect("page.ftl parses");
    let mut messages = Map::new();
    for entry in resource.body {
        if let ast::Entry::Message(ast::Message { id, value: Some(value), .. }) = entry {
            let pattern = pattern_json(&value)
                .unwrap_or_else(|e| panic!("page.ftl, message `{}`: {e}", id.name));
            messages.insert(id.name.to_string(), pattern);
        }
    }
    json!({ "lang": lang.tag(), "messages": messages })
}

fn pattern_json(pattern: &ast::Pattern<&str>) -> Result<Value, String> {
    let mut parts: Vec<Value> = Vec::new();
    for element in &pattern.elements {
        let part = match element {
            ast::PatternElement::TextElement { value } => Value::from(*value),
            ast::PatternElement::Placeable { expression } => expression_json(expression)?,
        };
        // Adjacent text joins: the page need not.
        match (parts.last_mut(), &part) {
            (Some(Value::String(last)), Value::String(more)) => last.push_str(more),
            _ => parts.push(part),
        }
    }
    Ok(Value::Array(parts))
}

fn expression_json(expression: &ast::Expression<&str>) -> Result<Value, String> {
    match expression {
        ast::Expression::Inline(inline) => inline_json(inline),
        ast::Expression::Select { selector, variants } => {
            let ast::InlineExpression::VariableReference { id } = selector else {
                return Err("a selector must be a variable".into());
            };
            let mut keyed = Map::new();
            let mut default = None;
            for variant in variants {
                let key = match &variant.key {
                    ast::VariantKey::Identifier { name } => name.to_string(),
                    ast::VariantKey::NumberLiteral { value } => value.to_string(),
                };
                if variant.default {
                    default = Some(key.clone());
                }
                keyed.insert(key, pattern_json(&variant.value)?);
            }
            Ok(json!({ "select": id.name, "variants": keyed, "default": default }))
        }
    }
}

fn inline_json(inline: &ast::InlineExpression<&str>) -> Result<Value, String> {
    match inline {
        ast::InlineExpression::VariableReference { id } => Ok(json!({ "$": id.name })),
        ast::InlineExpression::StringLiteral { value } => Ok(Value::from(unescape(value)?)),
        ast::InlineExpression::Placeable { expression } => expression_json(expression),
        other => Err(format!("only variables, string literals and selections, not {other:?}")),
    }
}

/// A Fluent string literal's text: `\"`, `\\` and `\u` escapes replaced.
fn unescape(literal: &str) -> Result<String, String> {
    let mut out = String::new();
    let mut chars = literal.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some(c @ ('"' | '\\')) => out.push(c),
            Some('u') => {
                let hex: String = chars.by_ref().take(4).collect();
                let code = u32::from_str_radix(&hex, 16).map_err(|e| e.to_string())?;
                out.push(char::from_u32(code).ok_or("not a character")?);
            }
            other => return Err(format!("unknown escape \\{other:?}")),
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use std::collections::{BTreeMap, BTreeSet};

    use super::*;

    /// Each message of `lang`, by file, with the variables it names.
    fn variables(lang: Lang) -> BTreeMap<(String, String), BTreeSet<String>> {
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

    #[test]
    fn every_language_has_every_message_with_the_same_variables() {
        let english = variables(Lang::En);
        assert!(!english.is_empty());
        for lang in Lang::ALL {
            let other = variables(lang);
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
    fn the_page_gets_every_page_message_as_a_pattern() {
        for lang in Lang::ALL {
            let messages = page_messages(lang);
            let count = variables(lang).keys().filter(|(file, _)| file == "page").count();
            assert_eq!(messages["messages"].as_object().unwrap().len(), count);
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

    #[test]
    fn patterns_keep_selections_and_literals() {
        let messages = page_messages(Lang::En);
        let turn = &messages["messages"]["status-turn"];
        assert_eq!(turn[0]["select"], "who");
        assert_eq!(turn[0]["default"], "p2");
        assert_eq!(turn[0]["variants"]["you"], serde_json::json!(["Your move."]));
        let mex = &messages["messages"]["mex-line"];
        assert_eq!(mex[2], ") = mex{", "a literal joins the text beside it");
        assert_eq!(unescape(r#"a\"b\\c\u00e9"#).unwrap(), "a\"b\\cé");
    }
}
