//! Every JSON shape is documented once, in `docs/json.md`, each with an
//! example: a request to the service (a block ```` ```json QUESTION ````
//! holding the request's JSON) and, in the next block (```` ```json ````),
//! exactly what the service emits for it: the answer, or for a request that
//! fails, its problem details. This test runs every example through the
//! service and compares the bytes, so that the document cannot drift from
//! the code; and it checks that every question and every problem type has
//! an example.
//!
//! A document the command line prints ends with a newline; the server's
//! answers to `moves`, `apply`, `computer` and `play`, and problem details,
//! do not: their block adds only the newline that ends its last line.

use std::collections::BTreeSet;

use grundy_service::{
    analyze, census, compound_play, genus, period, play, quotient, rules, table, Format, Problem,
};

/// The server's files: none (as the documented examples name none).
struct NoFiles;

impl grundy::Files for NoFiles {
    fn read(&self, path: &str) -> Result<String, grundy::Message> {
        Err(grundy::Message::plain(format!("cannot read {path}")))
    }
}

/// One documented example: where it is, the question, the request, and
/// the output documented.
struct Example {
    line: usize,
    /// The line of the output block's first line (0-based).
    output: usize,
    question: String,
    request: String,
    documented: String,
}

/// The examples of `text`, in order.
fn examples(text: &str) -> Vec<Example> {
    let mut examples = Vec::new();
    let mut lines = text.lines().enumerate();
    let block = |lines: &mut dyn Iterator<Item = (usize, &str)>| -> String {
        let mut body = String::new();
        for (_, line) in &mut *lines {
            if line.starts_with("```") {
                return body;
            }
            body.push_str(line);
            body.push('\n');
        }
        panic!("a block of docs/json.md is not closed");
    };
    while let Some((number, line)) = lines.next() {
        let Some(question) = line.strip_prefix("```json ") else { continue };
        let request = block(&mut lines);
        let Some((fence, start)) = lines.by_ref().find(|(_, line)| line.starts_with("```")) else {
            panic!("line {}: a request without the output after it", number + 1);
        };
        assert_eq!(start, "```json", "line {}: the output block after a request", number + 1);
        let documented = block(&mut lines);
        examples.push(Example {
            line: number + 1,
            output: fence + 1,
            question: question.trim().to_string(),
            request,
            documented,
        });
    }
    examples
}

/// What the service emits for `question` asked `request`: the answer's
/// bytes, or the problem.
fn emit(question: &str, request: &str) -> Result<Vec<u8>, Problem> {
    fn read<T: serde::de::DeserializeOwned>(request: &str) -> T {
        serde_json::from_str(request).unwrap_or_else(|e| panic!("{request}: {e}"))
    }
    let mut out = Vec::new();
    match question {
        "analyze" => analyze::answer(&read(request), &NoFiles, Format::Json, &mut out)?,
        "table" => table::answer(&read(request), Format::Json, &mut out)?,
        "period" => {
            period::answer(&read(request), &mut period::Unwatched, Format::Json, &mut out)?;
        }
        "quotient" => quotient::answer(&read(request), Format::Json, &mut out)?,
        "genus" => genus::answer(&read(request), Format::Json, &mut out)?,
        "rules[0]" => {
            let _: serde::de::IgnoredAny = read(request);
            serde_json::to_writer_pretty(&mut out, &rules::catalogue()[0])?;
            out.push(b'\n');
        }
        "census" => {
            #[derive(serde::Deserialize)]
            struct Asked {
                code: String,
                upto: u64,
                max_work: u64,
            }
            let asked: Asked = read(request);
            let code = census::Code::parse(&asked.code)?;
            let budget = census::Budget { upto: asked.upto, max_work: asked.max_work };
            let row = census::compute(&code.game, budget, &mut |_| Ok(()))?;
            let census = census::census_id(std::slice::from_ref(&code));
            out = row.for_code(&code, &census, 1).line().into_bytes();
        }
        "moves" => out = serde_json::to_vec(&play::moves(&read(request), &NoFiles)?)?,
        "apply" => out = serde_json::to_vec(&play::apply(&read(request), &NoFiles)?)?,
        "computer" => out = serde_json::to_vec(&play::computer(&read(request), &NoFiles)?)?,
        "play" => out = serde_json::to_vec(&play::line(&read(request), &NoFiles)?)?,
        "compound-play" => {
            out = serde_json::to_vec(&compound_play::line(&read(request), &NoFiles)?)?;
        }
        "compound-computer" => {
            out = serde_json::to_vec(&compound_play::computer(&read(request), &NoFiles)?)?;
        }
        other => panic!("no question `{other}` in the service"),
    }
    Ok(out)
}

#[test]
fn every_documented_example_is_what_the_service_emits() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/json.md");
    let text = std::fs::read_to_string(path).expect("docs/json.md");
    let examples = examples(&text);
    let mut questions = BTreeSet::new();
    let mut problems = BTreeSet::new();
    let mut wrong = Vec::new();
    let mut blessed = Vec::new();
    for example in &examples {
        let emitted = match emit(&example.question, &example.request) {
            Ok(bytes) => bytes,
            Err(problem) => {
                problems.insert(problem.type_name());
                serde_json::to_vec(&problem.details()).expect("problem details serialize")
            }
        };
        questions.insert(example.question.as_str());
        let mut emitted = String::from_utf8(emitted).expect("JSON is UTF-8");
        if !emitted.ends_with('\n') {
            emitted.push('\n');
        }
        if emitted != example.documented {
            blessed.push((example.output, example.documented.lines().count(), emitted.clone()));
            wrong.push(format!(
                "docs/json.md line {} ({} {}):\ndocumented: {}emitted:    {}",
                example.line,
                example.question,
                example.request.trim(),
                example.documented,
                emitted
            ));
        }
    }
    // `GRUNDY_BLESS=1 cargo test -p grundy-service --test documented`
    // writes what the service emits into docs/json.md, for a change of
    // shape; the diff is then read and committed like any other.
    if std::env::var_os("GRUNDY_BLESS").is_some() && !blessed.is_empty() {
        let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
        for (start, count, emitted) in blessed.into_iter().rev() {
            lines.splice(start..start + count, emitted.lines().map(str::to_string));
        }
        std::fs::write(path, lines.join("\n") + "\n").expect("docs/json.md written");
        return;
    }
    assert!(wrong.is_empty(), "{} examples differ:\n{}", wrong.len(), wrong.join("\n"));
    let every = [
        "analyze",
        "apply",
        "census",
        "compound-computer",
        "compound-play",
        "computer",
        "genus",
        "moves",
        "period",
        "play",
        "quotient",
        "rules[0]",
        "table",
    ];
    assert_eq!(questions, BTreeSet::from(every), "every question has an example");
    let kinds = ["bad-input", "game-over", "illegal-move", "limit"];
    assert_eq!(problems, BTreeSet::from(kinds), "every problem type has an example");
}
