//! The page's own words (`page.ftl`, and `page-rules.ftl` with rules) as
//! patterns the page formats itself: `/api/v1/messages` on the server, and
//! the files `cargo xtask site` writes for the static site.

use fluent_syntax::ast;
use serde_json::{json, Map, Value};

use super::Lang;

/// The messages of `lang`'s `page.ftl` (and `page-rules.ftl` when `rules`
/// is asked, with the `rules` feature) as patterns the page formats itself
/// (`/api/v1/messages`): `{"lang": tag, "messages": {id: pattern}}`,
/// where a pattern is an array of parts, each a string, `{"$": variable}`,
/// or `{"select": variable, "variants": {key: pattern}, "default": key}`
/// (a key is a plural category, a number, or a string the variable may
/// equal). Only these forms are allowed in `page.ftl`; the tests check it.
pub fn page_messages(lang: Lang, rules: bool) -> Value {
    words(lang, |file| file == "page" || (rules && is_page(file)))
}

/// The course's words (`course.ftl`, the Learn page's): the same patterns,
/// asked for apart (`/api/v1/messages?course=1`) so that a first load of
/// another page goes without them.
pub fn course_messages(lang: Lang) -> Value {
    words(lang, |file| file == "course")
}

/// The messages of the files of `lang` that `asked` names, as patterns.
fn words(lang: Lang, asked: impl Fn(&str) -> bool) -> Value {
    let mut messages = Map::new();
    for (file, text) in lang.files().filter(|(file, _)| asked(file)) {
        let resource = fluent_syntax::parser::parse(*text).expect("page.ftl parses");
        for entry in resource.body {
            if let ast::Entry::Message(ast::Message { id, value: Some(value), .. }) = entry {
                let pattern = pattern_json(&value)
                    .unwrap_or_else(|e| panic!("{file}.ftl, message `{}`: {e}", id.name));
                messages.insert(id.name.to_string(), pattern);
            }
        }
    }
    json!({ "lang": lang.tag(), "messages": messages })
}

/// Whether `file` holds the page's own words: `page`, and `page-rules`.
fn is_page(file: &str) -> bool {
    file == "page" || file == "page-rules"
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
    use super::*;

    #[test]
    fn the_page_gets_every_page_message_as_a_pattern() {
        for lang in Lang::ALL {
            let messages = page_messages(lang, true);
            let count = super::super::tests::variables(lang)
                .keys()
                .filter(|(file, _)| is_page(file))
                .count();
            assert_eq!(messages["messages"].as_object().unwrap().len(), count);
            let plain = page_messages(lang, false);
            let count = super::super::tests::variables(lang)
                .keys()
                .filter(|(file, _)| *file == "page")
                .count();
            assert_eq!(plain["messages"].as_object().unwrap().len(), count);
        }
    }

    #[test]
    fn the_course_gets_its_own_words_apart() {
        for lang in Lang::ALL {
            let course = course_messages(lang);
            let variables = super::super::tests::variables(lang);
            let count = variables.keys().filter(|(file, _)| file == "course").count();
            assert!(count > 0);
            assert_eq!(course["messages"].as_object().unwrap().len(), count);
            assert!(page_messages(lang, true)["messages"].get("course-title").is_none());
        }
    }

    #[test]
    fn patterns_keep_selections_and_literals() {
        let messages = page_messages(Lang::En, false);
        let turn = &messages["messages"]["status-turn"];
        assert_eq!(turn[0]["select"], "who");
        assert_eq!(turn[0]["default"], "p2");
        assert_eq!(turn[0]["variants"]["you"], serde_json::json!(["Your move."]));
        let mex = &messages["messages"]["mex-line"];
        assert_eq!(mex[2], ") = mex{", "a literal joins the text beside it");
        assert_eq!(unescape(r#"a\"b\\c\u00e9"#).unwrap(), "a\"b\\cé");
    }
}
