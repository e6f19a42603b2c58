//! Numbers past 2⁵³ (issue 47, item 0): the engine writes them exactly, and
//! a JavaScript Number would round them (9007199254740993 is read as
//! 9007199254740992). Heaps past 2⁵³ and past 2⁶⁴, with the coach on, in
//! every view that shows a number: the board and its values, the status,
//! the SG panel's nim-sum, the hints, the history, the analyze and table
//! pages, and `grundy.request` (the same JSON as the server, digit for
//! digit); and the page's JSON reader without the browser's source text
//! (the path of browsers without it) against the one with it.

use serde_json::{json, Value};

use super::Browser;
use crate::serve::Connection;

/// A heap past 2⁵³ and one past 2⁶⁴, each beside a small heap.
const GAME: &str = "nim 9007199254740993 1 + nim 18446744073709551617 3";
const ADDRESS: &str = "/play?game=nim+9007199254740993+1+%2B+nim+18446744073709551617+3\
                       &misere=0&vs=computer&first=me&seed=1&coach=1";

/// A script's value (BigInts as their digits, exact) as JSON.
const EXACT: &str =
    "(x) => JSON.stringify(x, (k, v) => (typeof v === 'bigint' ? JSON.rawJSON(String(v)) : v))";

impl Browser<'_> {
    async fn api(&self, path: &str) -> Value {
        Connection::open(self.server.port).await.get(path).await.json()
    }

    /// What `grundy.request(path)` gives, as JSON with its numbers exact.
    async fn door(&self, path: &str) -> Value {
        let script = format!(
            "const done = arguments[0]; const exact = {EXACT}; \
             grundy.request('{path}').then((answer) => done(exact(answer)));"
        );
        let text = self.client.execute_async(&script, vec![]).await.expect("an answer");
        serde_json::from_str(text.as_str().expect("JSON text")).expect("JSON")
    }

    pub(super) async fn numbers_past_two_to_the_53(&self) {
        self.open(&format!("{ADDRESS}&lang=en")).await;
        self.settled(0).await;
        let game: String = form_urlencoded::byte_serialize(GAME.as_bytes()).collect();
        let position = self.api(&format!("/api/v1/play?game={game}&misere=0&at=0")).await;
        let position = &position["position"];

        // The board: each value as the engine wrote it, each heap too big
        // to draw written out, not rounded.
        let values = self
            .js("return [...document.querySelectorAll('#board .value')].map((n) => n.textContent)")
            .await;
        assert_eq!(values, json!(["*9007199254740993", "*1", "*18446744073709551617", "*3"]));
        let expected: Vec<String> = position["components"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| format!("*{}", c["value"]))
            .collect();
        assert_eq!(values, json!(expected), "the board's values are the engine's");
        let big = self
            .js("return [...document.querySelectorAll('#board .big')].map((n) => n.textContent)")
            .await;
        assert_eq!(big, json!(["9007199254740993", "18446744073709551617"]));
        // The status: how long the win takes, when it is known, as written.
        let status = self.text("status").await;
        assert!(status.contains("winning"), "{status}");
        if !position["remoteness"].is_null() {
            let remoteness = position["remoteness"].to_string();
            assert!(status.contains(&remoteness), "{status} says the remoteness {remoteness}");
        }

        // The SG panel: the nim-sum in binary, of exact values; the heaps
        // played marked in the table of Nim.
        self.js("document.getElementById('table-box').open = true").await;
        self.until("document.querySelector('#table-body .nim-sum') && document.querySelector('#table-body .sg-cell')").await;
        let sum = self.text("table-body").await;
        let nimber = self.api(&format!("/api/v1/analyze?game={game}")).await["nimber"].to_string();
        let total = 9007199254740993u128 ^ 1 ^ 18446744073709551617 ^ 3;
        assert_eq!(nimber, total.to_string());
        for line in [
            format!("nim 9007199254740993\t*9007199254740993\t{:065b}", 9007199254740993u128),
            format!(
                "nim 18446744073709551617\t*18446744073709551617\t{:065b}",
                18446744073709551617u128
            ),
            format!("nim-sum (XOR)\t*{total}\t{total:065b}"),
        ] {
            assert!(sum.contains(&line), "the nim-sum panel lacks `{line}`:\n{sum}");
        }
        let cells = self.js("return [...document.querySelectorAll('#table-body .sg-cell.current')].map((c) => c.textContent)").await;
        assert_eq!(cells, json!(["G(1) = 1", "G(3) = 3"]), "the small heaps marked");

        // The hints: the winning move, on the heap past 2⁶⁴.
        let winning =
            self.api(&format!("/api/v1/analyze?game={game}")).await["winning_moves"].clone();
        let winning = &winning.as_array().expect("winning moves")[0];
        let (from, to) = (winning["from"].as_str().unwrap(), winning["to"].as_str().unwrap());
        assert_eq!(from, "nim 18446744073709551617");
        for _ in 0..3 {
            self.key("h").await;
        }
        self.until("document.getElementById('hint-text').innerText.startsWith('The winning move')")
            .await;
        let hint = self.text("hint-text").await;
        assert!(hint.contains(&format!("{from} → {to}")), "{hint}");
        self.shoot("past-2-53.png").await;

        // grundy.request: the server's JSON, every number exact; a big
        // value a BigInt, a small one a Number.
        let kinds = self.client.execute_async(
            "const done = arguments[0]; grundy.request('/api/v1/analyze?game=nim+18446744073709551617+3')
               .then((a) => done([typeof a.nimber, String(a.nimber), typeof a.winning_moves[0].component]));",
            vec![],
        ).await.expect("an answer");
        assert_eq!(kinds, json!(["bigint", "18446744073709551618", "number"]));
        for path in [
            "/api/v1/analyze?game=nim+18446744073709551617+3".to_string(),
            format!("/api/v1/analyze?game={game}&explain=1"),
            format!("/api/v1/play?game={game}&misere=0&at=0"),
            "/api/v1/moves?game=nim+9007199254740993".to_string(),
        ] {
            let here = self.door(&path).await;
            let there = self.api(&path).await;
            assert_eq!(here, there, "{path}");
        }
        self.json_readers_agree().await;

        // The history: a move on the heap past 2⁶⁴, the computer's reply;
        // each point says its move, the board the engine's values after.
        self.js(&format!(
            "[...document.querySelectorAll('#winning-moves button')].find((b) => b.dataset.to === '{to}').click()"
        ))
        .await;
        self.after_move(0).await;
        let points = self.js("return [...document.querySelectorAll('#chart a.point')].map((a) => a.getAttribute('aria-label'))").await;
        let first = points[0].as_str().expect("a point");
        // Said in words, the count taken exact past 2⁶⁴.
        let heap = |d: &str| d.trim_start_matches("nim ").parse::<u128>().expect("a heap");
        let taken = heap(from) - heap(to);
        assert!(first.contains(&format!("took {taken} from heap 3")), "{first}");
        let moves = self.js("return new URLSearchParams(location.search).getAll('m')").await;
        let mut query = format!("/api/v1/play?game={game}&misere=0&at=2");
        for m in moves.as_array().unwrap() {
            let m: String =
                form_urlencoded::byte_serialize(m.as_str().unwrap().as_bytes()).collect();
            query.push_str(&format!("&m={m}"));
        }
        let after = self.api(&query).await;
        let expected: Vec<String> = after["position"]["components"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| format!("*{}", c["value"]))
            .collect();
        let values = self
            .js("return [...document.querySelectorAll('#board .value')].map((n) => n.textContent)")
            .await;
        assert_eq!(values, json!(expected), "after two moves");
        let line = after["line"].as_array().unwrap();
        assert_eq!(points.as_array().unwrap().len(), line.len());
        for (m, point) in line.iter().zip(points.as_array().unwrap()) {
            let point = point.as_str().unwrap();
            let said = m["said"].as_str().unwrap();
            assert!(point.contains(said), "{point} does not say {said}");
        }

        // The same in Chinese, looked at.
        self.open(&format!("{ADDRESS}&lang=zh-CN")).await;
        self.settled(0).await;
        let values = self
            .js("return [...document.querySelectorAll('#board .value')].map((n) => n.textContent)")
            .await;
        assert_eq!(values, json!(["*9007199254740993", "*1", "*18446744073709551617", "*3"]));
        self.js("document.getElementById('table-box').open = true").await;
        self.until("document.querySelector('#table-body .nim-sum')").await;
        self.shoot("past-2-53-zh-CN.png").await;

        // The analyze page: the nim-sum as the engine wrote it.
        self.open("/analyze?game=nim+18446744073709551617+3&misere=0&lang=en").await;
        self.until(
            "document.querySelector('#page-analyze .result').innerText.includes('Winning moves')",
        )
        .await;
        let result =
            self.js("return document.querySelector('#page-analyze .result').innerText").await;
        let result = result.as_str().unwrap();
        assert!(result.contains("*18446744073709551618") && !result.contains("552000"), "{result}");
        // The table page of a ruleset whose move is past 2⁵³: its name
        // and its summary as written.
        self.open("/table?ruleset=subtract(18446744073709551615)&upto=5&lang=en").await;
        self.until("document.querySelector('#page-table table')").await;
        let table = self.js("return document.querySelector('#page-table .result').innerText").await;
        let table = table.as_str().unwrap();
        assert!(
            table.contains("subtract(18446744073709551615)")
                && table.contains("G(0..18446744073709551615)"),
            "{table}"
        );
    }

    /// The page's JSON reader: in this browser by the reviver's source text
    /// (Chromium has it), and the scanning reader that browsers without it
    /// use: both read every answer above, and a few hard texts, the same,
    /// big integers as BigInts and all else as JSON.parse reads it.
    async fn json_readers_agree(&self) {
        let script = r##"
const done = arguments[0];
(async () => {
  const json = await import(new URL("backend.js", document.baseURI));
  // Equal values, a BigInt told from a Number of the same digits.
  const tagged = (x) => JSON.stringify(x, (k, v) => (typeof v === "bigint" ? { bigint: String(v) } : v));
  const bodies = [];
  for (const path of ["/api/v1/analyze?game=nim+18446744073709551617+3&explain=1",
                      "/api/v1/play?game=nim+9007199254740993+1+%2B+nim+18446744073709551617+3&misere=0&at=0",
                      "/api/v1/moves?game=kayles+9007199254740993",
                      "/api/v1/analyze?game=nim+3+x"]) {
    bodies.push((await json.request(path)).body);
  }
  const hard = String.raw`{"a":"12345678901234567890","b":12345678901234567890,"c":-9007199254740993,
    "d":9007199254740991,"e":-9007199254740991,"f":1.5e300,"g":12345678901234567890.5,"h":1E400,
    "__proto__":[0],"i":"\u00e9\"\\ 99999999999999999","j":[{},[],true,false,null,-0, 0]}`;
  bodies.push(hard);
  const problems = [];
  for (const text of bodies) {
    const scanned = tagged(json.parseByScanning(text));
    const read = tagged(json.parseJson(text));
    const parsed = JSON.parse(text);
    if (scanned !== read) problems.push(`the readers differ on ${text.slice(0, 80)}: ${scanned} against ${read}`);
    // What is not a big integer is as JSON.parse reads it.
    const plain = JSON.stringify(json.parseByScanning(text), (k, v) => (typeof v === "bigint" ? Number(v) : v));
    if (plain !== JSON.stringify(parsed)) problems.push(`not JSON.parse's values: ${plain.slice(0, 200)}`);
  }
  for (const read of [json.parseJson, json.parseByScanning]) {
    const x = read(hard);
    const kinds = [typeof x.a, typeof x.b, x.b === 12345678901234567890n, x.c === -9007199254740993n,
      typeof x.d, typeof x.e, typeof x.f, typeof x.g, x.h === Infinity, Object.keys(x).includes("__proto__"),
      Object.getPrototypeOf(x) === Object.prototype, x.i, Object.is(x.j[5], -0)];
    const want = ["string", "bigint", true, true, "number", "number", "number", "number", true, true, true,
      "\u00e9\"\\ 99999999999999999", true];
    if (JSON.stringify(kinds) !== JSON.stringify(want)) problems.push(`${read.name}: ${JSON.stringify(kinds)}`);
    for (const bad of ["[1,]", '{"a":1', "01", "[1] x", "", '"a', "[12345678901234567890", "tru", "-", "1.", '{"a" 1}']) {
      try {
        read(bad);
        problems.push(`${read.name} read ${bad}`);
      } catch (error) {
        if (!(error instanceof SyntaxError)) problems.push(`${read.name} threw ${error} on ${bad}`);
      }
    }
  }
  done({ source: json.SOURCE_TEXT, problems });
})().catch((error) => done({ problems: [String(error)] }));
"##;
        let answer = self.client.execute_async(script, vec![]).await.expect("the readers run");
        assert_eq!(answer["problems"], json!([]), "the page's JSON readers");
        assert_eq!(answer["source"], json!(true), "Chromium gives the reviver the source text");
    }
}
