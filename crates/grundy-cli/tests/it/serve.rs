//! `grundy serve` over real connections on 127.0.0.1: the first line it
//! prints, the API's answers (the same JSON and messages as the command
//! line), its refusals (problem details), its limits, idle and half-sent
//! connections closed, connections past the limit on open files refused,
//! and a clean stop.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use http_body_util::{BodyExt, Empty};
use hyper::body::Bytes;
use serde_json::Value;

use crate::grundy;

/// The heavy lane's deadline of a test's server, in milliseconds, unless
/// the test sets its own: an outer bound that no answer a test asserts
/// comes near, however busy the machine (see [`Server::start`]).
const PATIENT_MAX_TIME: &str = "120000";

/// `args`, with `--max-time` [`PATIENT_MAX_TIME`] added unless they set it.
fn patient<'a>(args: &[&'a str]) -> Vec<&'a str> {
    let mut args = args.to_vec();
    if !args.contains(&"--max-time") {
        args.extend(["--max-time", PATIENT_MAX_TIME]);
    }
    args
}

/// A `grundy serve --port 0` running for one test, killed when dropped.
pub struct Server {
    child: Child,
    pub port: u16,
    /// The lines it printed after the first.
    rest: BufReader<std::process::ChildStdout>,
}

impl Server {
    /// `grundy serve --port 0 ARGS`. Unless ARGS set `--max-time`, the
    /// heavy lane's deadline is [`PATIENT_MAX_TIME`]: the tests assert what
    /// the server answers, and an answer must not turn into the deadline's
    /// refusal because the machine is busy (the default 5 s did, on a
    /// machine running other builds). Tests of the deadline set their own.
    pub fn start(args: &[&str]) -> Server {
        let mut command = Command::new(assert_cmd::cargo::cargo_bin("grundy"));
        command.args(["serve", "--port", "0"]).args(patient(args));
        Server::spawn(command)
    }

    /// `grundy serve --port 0 ARGS` with its address space capped at
    /// `kib` KiB (`ulimit -v`).
    fn start_capped(kib: u64, args: &[&str]) -> Server {
        Server::start_limited(&format!("-v {kib}"), args)
    }

    /// `grundy serve --port 0 ARGS` under `ulimit LIMIT` (e.g. `-n 256`).
    fn start_limited(limit: &str, args: &[&str]) -> Server {
        let mut command = Command::new("sh");
        let script = format!("ulimit {limit} && exec \"$0\" serve --port 0 \"$@\"");
        command.args(["-c", &script]).arg(assert_cmd::cargo::cargo_bin("grundy"));
        command.args(patient(args));
        Server::spawn(command)
    }

    fn spawn(mut command: Command) -> Server {
        let mut child = command
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("grundy serve starts");
        let mut stdout = BufReader::new(child.stdout.take().expect("piped stdout"));
        let mut first = String::new();
        stdout.read_line(&mut first).expect("grundy serve prints a line");
        let port = first
            .trim_end()
            .strip_prefix("listening on http://127.0.0.1:")
            .unwrap_or_else(|| panic!("first line: {first:?}"))
            .parse()
            .expect("a port number");
        Server { child, port, rest: stdout }
    }

    pub fn url(&self, path: &str) -> String {
        format!("http://127.0.0.1:{}{path}", self.port)
    }

    /// SIGTERM, then the exit status and what it printed after its first line.
    fn stop(mut self) -> (std::process::ExitStatus, String) {
        let pid = self.child.id().to_string();
        Command::new("kill").args(["-TERM", &pid]).status().expect("kill runs");
        let status = self.child.wait().expect("the server exits");
        let mut printed = String::new();
        std::io::Read::read_to_string(&mut self.rest, &mut printed).expect("stdout reads");
        (status, printed)
    }

    /// The server's resident memory now, in bytes (Linux).
    pub fn rss(&self) -> Option<u64> {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).ok()?;
        let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
        line.split_whitespace().nth(1)?.parse::<u64>().ok().map(|k| k * 1024)
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// One answer: status, content type, body.
#[derive(Debug)]
pub struct Answer {
    pub status: u16,
    pub kind: String,
    pub body: String,
}

impl Answer {
    pub fn json(&self) -> Value {
        serde_json::from_str(&self.body).unwrap_or_else(|e| panic!("{e}: {self:?}"))
    }
}

/// A connection kept alive for many requests.
pub struct Connection {
    sender: hyper::client::conn::http1::SendRequest<Empty<Bytes>>,
    port: u16,
}

impl Connection {
    pub async fn open(port: u16) -> Connection {
        let stream = tokio::net::TcpStream::connect(("127.0.0.1", port)).await.expect("connects");
        let io = hyper_util::rt::TokioIo::new(stream);
        let (sender, connection) =
            hyper::client::conn::http1::handshake(io).await.expect("HTTP/1 handshake");
        tokio::spawn(connection);
        Connection { sender, port }
    }

    pub async fn get_as(&mut self, target: &str, host: &str) -> Answer {
        self.sender.ready().await.expect("the connection is ready");
        let request =
            hyper::Request::get(target).header("host", host).body(Empty::new()).expect("a request");
        let response = self.sender.send_request(request).await.expect("an answer");
        let status = response.status().as_u16();
        let kind = response
            .headers()
            .get("content-type")
            .map(|v| v.to_str().unwrap().to_string())
            .unwrap_or_default();
        let body = response.into_body().collect().await.expect("a body").to_bytes();
        Answer { status, kind, body: String::from_utf8_lossy(&body).into_owned() }
    }

    pub async fn get(&mut self, target: &str) -> Answer {
        let host = format!("127.0.0.1:{}", self.port);
        self.get_as(target, &host).await
    }
}

/// `target` on a new connection, from a small runtime of its own.
pub fn get(port: u16, target: &str) -> Answer {
    runtime().block_on(async { Connection::open(port).await.get(target).await })
}

pub fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime")
}

/// `text` as a query value.
pub fn q(text: &str) -> String {
    form_urlencoded(text)
}

fn form_urlencoded(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' => {
                (b as char).to_string()
            }
            b' ' => "+".to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

fn problem(answer: &Answer, status: u16, kind: &str) -> String {
    assert_eq!(answer.status, status, "{answer:?}");
    assert_eq!(answer.kind, "application/problem+json", "{answer:?}");
    let json = answer.json();
    assert_eq!(json["status"], status);
    assert_eq!(json["type"], format!("/problems/{kind}"), "{json}");
    assert!(json["title"].is_string());
    json["detail"].as_str().expect("a detail").to_string()
}

#[test]
fn the_api_answers_as_the_command_line_does() {
    let server = Server::start(&[]);
    let port = server.port;
    for (game, misere) in
        [("nim 3 4 5", false), ("kayles 5 9 + wythoff 3 5", false), ("nim 1 1 2", true)]
    {
        let mut args = vec!["analyze", "--json", game];
        if misere {
            args.push("--misere");
        }
        let cli = grundy(&args, None).success("analyze --json");
        let api = get(port, &format!("/api/v1/analyze?game={}&misere={}", q(game), misere as u8));
        assert_eq!(api.status, 200);
        assert_eq!(api.kind, "application/json");
        assert_eq!(api.body, cli, "{game}");
    }
    // Explained, as `analyze --json --explain`.
    let cli = grundy(&["analyze", "--json", "--explain", "nim 3 4 5"], None).success("explain");
    let api = get(port, "/api/v1/analyze?game=nim+3+4+5&explain=1");
    assert_eq!(api.body, cli);
    // Tables and periods.
    let cli =
        grundy(&["table", "subtract(1,3,4)", "--upto", "30", "--json"], None).success("table");
    assert_eq!(get(port, "/api/v1/table?ruleset=subtract(1%2C3%2C4)&upto=30").body, cli);
    let cli = grundy(&["table", "wythoff", "--upto", "30", "--json"], None).success("table");
    assert_eq!(get(port, "/api/v1/table?ruleset=wythoff&upto=30").body, cli);
    let period = get(port, "/api/v1/period?ruleset=kayles").json();
    assert_eq!((period["period"].as_u64(), period["preperiod"].as_u64()), (Some(12), Some(71)));
    assert_eq!(period["proved"], true);
    // The sentence `grundy period` prints, in `summary`.
    let text = grundy(&["period", "kayles"], None).success("period");
    assert_eq!(text.lines().nth(1), period["summary"].as_str(), "{text}");
    let plot = get(port, "/api/v1/plot?ruleset=octal(0.07)&upto=100");
    assert_eq!((plot.status, plot.kind.as_str()), (200, "image/svg+xml"));
    assert!(
        plot.body.starts_with("<svg") && plot.body.contains("octal(0.07)"),
        "{}",
        &plot.body[..200]
    );
    let rules = get(port, "/api/v1/rules").json();
    assert!(rules.as_array().unwrap().iter().any(|r| r["name"] == "kayles"));
}

#[test]
fn moves_apply_and_the_computer() {
    let server = Server::start(&[]);
    let port = server.port;
    let moves = get(port, "/api/v1/moves?game=nim+3+4+5").json();
    assert_eq!(moves["complete"], true);
    let list = moves["moves"].as_array().unwrap();
    assert_eq!(list.len(), 3 + 4 + 5);
    for m in list {
        for field in ["component", "to", "game", "winning"] {
            assert!(!m[field].is_null(), "{m}");
        }
        // A move wins exactly when the game after it is a P-position.
        let after = get(port, &format!("/api/v1/analyze?game={}", q(m["game"].as_str().unwrap())));
        assert_eq!(m["winning"] == true, after.json()["outcome"] == "P", "{m}");
    }
    assert_eq!(list.iter().filter(|m| m["winning"] == true).count(), 1);
    // A typed split of Kayles, and an illegal one with the CLI's reason.
    let applied = get(port, "/api/v1/apply?game=kayles+9&component=0&to=kayles+2+5").json();
    assert_eq!(applied["game"], "kayles 2 5");
    let illegal = get(port, "/api/v1/apply?game=kayles+9&component=0&to=kayles+2+4");
    let detail = problem(&illegal, 422, "illegal-move");
    assert!(detail.contains("cannot become `kayles 2 4` in one move"), "{detail}");
    // The computer wins when it can; its choice is the seed's.
    let first = get(port, "/api/v1/computer?game=nim+3+4+5&seed=7").json();
    assert_eq!(first["winning"], true);
    assert_eq!(first["game"], "nim 1 4 5");
    assert_eq!(get(port, "/api/v1/computer?game=nim+3+4+5&seed=7").json(), first);
    for field in ["component", "to", "game", "winning", "strategy", "why"] {
        assert!(!first[field].is_null(), "{first}");
    }
    let over = get(port, "/api/v1/computer?game=nim+0+0");
    assert!(problem(&over, 409, "game-over").contains("game is over"));
    // A played line, judged move by move.
    let line = get(port, "/api/v1/play?game=nim+3+4&m=0:nim+1&m=1:nim+1&at=1").json();
    assert_eq!(line["line"][0]["blunder"], true);
    assert_eq!(line["line"][0]["better"], "nim 4 → nim 3");
    assert_eq!(line["line"][1]["winning"], true);
    assert_eq!(line["position"]["game"], "nim 1 4");
    assert_eq!(line["position"]["remoteness"], 3);
    assert!(line["position"]["why"].as_array().unwrap().iter().any(|l| l == "  *5  101  nim-sum"));
    // A sum too large to search has no remoteness: null, not a number.
    let big = get(port, "/api/v1/play?game=nim+1000+2000+3000").json();
    assert!(big["position"]["remoteness"].is_null(), "{}", big["position"]["remoteness"]);
    assert_eq!(big["position"]["outcome"], "N");
}

/// Games with cycles through the API: the draw, the moves that keep it, a
/// draw given away, ∞(K) on the board, the loopy table as the command line
/// writes it, and the repetition rule ending a played line.
#[test]
fn draws_and_the_repetition_rule() {
    let server = Server::start(&[]);
    let port = server.port;
    let cli = grundy(&["table", "windup(7; 2,3)", "--json"], None).success("table");
    assert_eq!(get(port, "/api/v1/table?ruleset=windup(7%3B+2%2C3)").body, cli);
    // windup(7; 2,3) 1 2 is ∞(0) + ∞(0): a draw; 1 → 5 leaves ∞(0) + *0, a win for the opponent.
    let line =
        get(port, "/api/v1/play?game=windup(7%3B+2%2C3)+1+2&m=0:windup(7%3B+2%2C3)+5").json();
    let judged = &line["line"][0];
    assert_eq!((judged["could_draw"] == true, judged["blunder"] == true), (true, true), "{judged}");
    assert!(judged["better"].as_str().unwrap().starts_with("windup(7; 2,3) "), "{judged}");
    assert_eq!(line["position"]["outcome"], "N");
    let start = get(port, "/api/v1/play?game=windup(7%3B+2%2C3)+1+2").json();
    let position = &start["position"];
    assert_eq!(
        (position["outcome"].as_str(), position["drawn"].as_bool()),
        (Some("D"), Some(false))
    );
    assert!(position["remoteness"].is_null(), "{position}");
    assert_eq!(position["components"][0]["infinite"], serde_json::json!([0]), "{position}");
    assert!(position["components"][0]["value"].is_null(), "{position}");
    let draws: Vec<&Value> = position["moves"]["moves"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["draws"] == true)
        .collect();
    assert_eq!(draws.len(), 2, "{position}");
    // windup(4; 2) 1 goes 1 → 3 → 1 …: the start comes up a third time with
    // the same player to move after four moves, and the game is drawn.
    let there = "m=0:windup(4%3B+2)+3";
    let back = "m=0:windup(4%3B+2)+1";
    let four = format!("/api/v1/play?game=windup(4%3B+2)+1&{there}&{back}&{there}&{back}");
    let drawn = get(port, &four).json();
    assert_eq!(
        (drawn["position"]["drawn"].as_bool(), drawn["position"]["over"].as_bool()),
        (Some(true), Some(true))
    );
    let earlier = get(port, &format!("{four}&at=2")).json();
    assert_eq!(earlier["position"]["drawn"], false);
    let past = get(port, &format!("{four}&{there}"));
    let detail = problem(&past, 400, "bad-input");
    assert!(
        detail.contains("move 5 of the line: the game was drawn by repetition after move 4"),
        "{detail}"
    );
}

#[test]
fn bad_requests_get_problem_details() {
    let server = Server::start(&[]);
    let port = server.port;
    // The same message and caret as the command line.
    let cli = grundy(&["analyze", "nim 3 x"], None);
    let detail = problem(&get(port, "/api/v1/analyze?game=nim+3+x"), 400, "bad-input");
    assert_eq!(cli.stderr, format!("error: {detail}\n"));
    let detail = problem(&get(port, "/api/v1/analyze"), 400, "bad-input");
    assert!(detail.contains("missing query parameter `game`"), "{detail}");
    let detail = problem(&get(port, "/api/v1/analyze?game=nim+3&misere=2"), 400, "bad-input");
    assert!(detail.contains("expected 0 or 1"), "{detail}");
    let detail = problem(&get(port, "/api/v1/table?ruleset=kayles&upto=-1"), 400, "bad-input");
    assert!(detail.contains("whole number"), "{detail}");
    let detail = problem(
        &get(port, &format!("/api/v1/analyze?game={}", q("graph(/etc/passwd) 0"))),
        400,
        "bad-input",
    );
    assert!(detail.contains("reads no files"), "{detail}");
    let detail = problem(&get(port, "/api/v1/play?game=nim+3&m=0:nim+5"), 422, "illegal-move");
    assert!(detail.contains("move 1 of the line"), "{detail}");
    let detail =
        problem(&get(port, "/api/v1/table?ruleset=kayles&upto=100000000000"), 422, "limit");
    assert!(detail.contains("limit"), "{detail}");
    problem(&get(port, "/api/v2/nothing"), 404, "not-found");
    let long = format!("/api/v1/analyze?game=nim+{}", "1+".repeat(10_000));
    problem(&get(port, &long), 414, "too-long");
    // Only local names: a rebinding page would send its own.
    let rt = runtime();
    let refused = rt.block_on(async {
        Connection::open(port).await.get_as("/api/v1/analyze?game=nim+1", "evil.example:80").await
    });
    assert!(problem(&refused, 403, "host").contains("evil.example"));
    for host in ["localhost", "localhost:1234", "[::1]:9", "127.0.0.1"] {
        let answer = rt.block_on(async {
            Connection::open(port).await.get_as("/api/v1/analyze?game=nim+1", host).await
        });
        assert_eq!(answer.status, 200, "{host}");
    }
}

/// `lang=zh-CN`: the why panel, the computer's reasons and `--explain`'s
/// lines in Simplified Chinese, with the same numbers; English without
/// `lang` and with `lang=en`, byte for byte; a tag not known is a 400.
#[test]
fn reasons_in_the_language_asked_for() {
    let server = Server::start(&[]);
    let port = server.port;
    let chinese = |text: &str| text.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c));
    let strings = |value: &Value| -> Vec<String> {
        value.as_array().unwrap().iter().map(|l| l.as_str().unwrap().to_string()).collect()
    };
    let target = "/api/v1/play?game=wythoff+3+5+%2B+kayles+9&m=1:kayles+2+5";
    let english = get(port, target).json();
    assert_eq!(get(port, &format!("{target}&lang=en")).json(), english);
    let zh = get(port, &format!("{target}&lang=zh-CN")).json();
    // Only the words change: the why lines, the moves said, the method.
    let mut without = zh.clone();
    without["position"]["why"] = english["position"]["why"].clone();
    without["position"]["how"]["steps"] = english["position"]["how"]["steps"].clone();
    without["line"][0]["said"] = english["line"][0]["said"].clone();
    assert_eq!(without, english);
    assert_eq!(zh["line"][0]["said"], "在第 2 行击倒了第 3 到第 4 个");
    let why = strings(&zh["position"]["why"]);
    assert!(english["position"]["why"].as_array().unwrap().iter().any(|l| {
        l == "  (3, 5) is the Beatty pair (⌊kφ⌋, ⌊kφ²⌋) for k = 2 = b − a: a P-position of Wythoff's game"
    }));
    assert!(why[0].starts_with("先手必胜"), "{why:?}");
    assert!(why.iter().any(|l| l.contains("贝蒂数对") && l.contains("(3, 5)")), "{why:?}");
    assert!(why.iter().any(|l| l.contains("异或")), "{why:?}");
    assert!(why.iter().any(|l| l.starts_with("kayles：") && l.contains("周期")), "{why:?}");
    for english in [" the ", "player", "period", "Winning", "component", "by "] {
        assert!(why.iter().all(|l| !l.contains(english)), "{english:?} in {why:?}");
    }
    // The computer's reasons.
    let computer = "/api/v1/computer?game=nim+3+4+5&seed=7";
    let english = get(port, computer).json();
    let zh = get(port, &format!("{computer}&lang=zh-CN")).json();
    assert_eq!(zh["game"], english["game"]);
    for (en, zh) in strings(&english["why"]).iter().zip(strings(&zh["why"])) {
        assert!(chinese(&zh) && !chinese(en), "{zh} / {en}");
    }
    // `--explain`'s reasons in the analysis's JSON.
    let analyze = get(port, "/api/v1/analyze?game=nim+3+4+5&explain=1&lang=zh-cn").json();
    assert!(strings(&analyze["explanation"]).iter().any(|l| l.contains("尼姆博弈")), "{analyze}");
    // A tag the catalogues do not have.
    for endpoint in ["play", "computer", "analyze"] {
        let answer = get(port, &format!("/api/v1/{endpoint}?game=nim+3&lang=fr"));
        let detail = problem(&answer, 400, "bad-input");
        assert!(detail.contains("`lang`") && detail.contains("en, zh-CN"), "{detail}");
    }
}

#[test]
fn heavy_requests_have_a_deadline_and_a_shared_limit() {
    // A deadline of 100 ms stops a search the engine is running.
    let server = Server::start(&["--max-time", "100", "--max-heavy", "1"]);
    // 0.007 (Treblecross) has no known period: the search goes on to the limits.
    let heavy = "/api/v1/period?ruleset=octal(0.007)".to_string();
    let started = std::time::Instant::now();
    let detail = problem(&get(server.port, &heavy), 422, "limit");
    assert!(detail.contains("100 ms"), "{detail}");
    assert!(started.elapsed() < Duration::from_secs(20));
    drop(server);
    // With one slot, a second heavy request at the same time is refused
    // (503) while quick ones are still answered.
    let server = Server::start(&["--max-time", "3000", "--max-heavy", "1"]);
    let port = server.port;
    let rt = runtime();
    let (first, second, quick) = rt.block_on(async {
        let one = tokio::spawn({
            let heavy = heavy.clone();
            async move { Connection::open(port).await.get(&heavy).await }
        });
        tokio::time::sleep(Duration::from_millis(300)).await;
        let two = Connection::open(port).await.get(&heavy).await;
        let quick = Connection::open(port).await.get("/api/v1/analyze?game=nim+3+4+5").await;
        (one.await.unwrap(), two, quick)
    });
    assert_eq!(quick.status, 200);
    // One of the two found the slot taken: the second, unless a busy
    // machine delayed the first past it (both hold the slot for the
    // deadline of 3 s, so they overlap whichever came first).
    let (busy, computed) = if second.status == 503 { (&second, &first) } else { (&first, &second) };
    problem(busy, 503, "busy");
    assert!(computed.status == 200 || computed.status == 422, "{computed:?}");
    // SIGTERM stops it cleanly.
    let (status, printed) = server.stop();
    assert!(status.success(), "{status:?}");
    assert!(printed.contains("Stopped."), "{printed}");
}

/// `--open` hands the address to the desktop's opener (`xdg-open`, here a
/// stand-in that writes down what it was given).
#[test]
fn open_hands_the_address_to_the_browser() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let opened = dir.path().join("opened");
    let opener = dir.path().join("xdg-open");
    std::fs::write(&opener, format!("#!/bin/sh\necho \"$1\" > '{}'\n", opened.display())).unwrap();
    let mut permissions = std::fs::metadata(&opener).unwrap().permissions();
    std::os::unix::fs::PermissionsExt::set_mode(&mut permissions, 0o755);
    std::fs::set_permissions(&opener, permissions).unwrap();
    let path = format!("{}:{}", dir.path().display(), std::env::var("PATH").unwrap_or_default());
    let mut command = Command::new(assert_cmd::cargo::cargo_bin("grundy"));
    command.args(["serve", "--port", "0", "--open"]).env("PATH", path);
    let server = Server::spawn(command);
    let started = std::time::Instant::now();
    while !opened.exists() || std::fs::read_to_string(&opened).unwrap().is_empty() {
        assert!(started.elapsed() < Duration::from_secs(20), "the opener was not run");
        std::thread::sleep(Duration::from_millis(50));
    }
    assert_eq!(std::fs::read_to_string(&opened).unwrap().trim(), server.url(""));
}

/// Hostile requests to a server under a memory cap: each is answered or
/// refused with a status and a JSON body, and the server lives on.
#[test]
fn hostile_requests_under_a_memory_cap_end_in_answers_or_refusals() {
    let server = Server::start_capped(2 << 20, &["--max-heavy", "1", "--max-time", "2000"]);
    let port = server.port;
    // Issue 33's sums of thousands of heaps: the computer and the move list
    // cost about what the analysis costs, and every loop keeps the deadline.
    let many = |heap: &str, count: usize| vec![heap; count].join("+");
    let shorten = |target: &str| target.chars().take(80).collect::<String>();
    let huge = [
        format!("/api/v1/computer?game=nim+{}&seed=1", many("1", 4000)),
        format!("/api/v1/computer?game=nim+{}&seed=1", many("1", 8000)),
        format!("/api/v1/computer?game=kayles+{}&seed=1", many("7", 4000)),
        format!("/api/v1/play?game=nim+{}", many("1", 4000)),
        format!("/api/v1/moves?game=kayles+{}", many("7", 4000)),
    ];
    for target in huge.iter().map(String::as_str).chain([
        "/api/v1/moves?game=officers+20001",
        "/api/v1/computer?game=officers+100000&seed=1",
        "/api/v1/computer?game=lasker+9+%2B+euclid+39+6+%2B+kayles+3+%2B+nim+12&misere=1",
    ]) {
        let started = Instant::now();
        let answer = get(port, target);
        let took = started.elapsed();
        // Answered (about a second's work on an idle machine), or, on a
        // machine too busy to finish within the deadline, the deadline's
        // refusal: either is what a deadline of 2 s allows. That these are
        // answered at all is held, by counted work alone, by the command
        // line's `the_computer_moves_soon_in_huge_sums`.
        if answer.status == 200 {
            answer.json();
        } else {
            let detail = problem(&answer, 422, "limit");
            assert!(detail.contains("2000 ms"), "{}: {detail}", shorten(target));
        }
        // The deadline is 2 s; a loop that does not keep it takes minutes.
        assert!(took < Duration::from_secs(30), "{}: {took:?}", shorten(target));
    }
    for target in [
        "/api/v1/table?ruleset=kayles&upto=100000000",
        "/api/v1/table?ruleset=grundys-game&upto=5000000",
        "/api/v1/analyze?game=chomp+12x12",
        "/api/v1/analyze?game=kayles+60&misere=1",
        "/api/v1/play?game=wythoff+300+500+%2B+chomp+6x7&misere=1",
        "/api/v1/period?ruleset=octal(0.8)",
        "/api/v1/plot?ruleset=kayles&upto=1000000",
        "/api/v1/moves?game=nim+100000000000000000000000000000",
        "/api/v1/computer?game=cutting+40x40",
        "/api/v1/computer?game=kayles+1000000000000+1000000000000",
        "/api/v1/play?game=grundys-game+1000000000000",
        // Coins at 2⁵³ (issue 47): their moves were listed until memory ran out.
        "/api/v1/play?game=ruler+3+9007199254740995",
        "/api/v1/moves?game=ruler+3+9007199254740995",
        "/api/v1/computer?game=ruler+3+9007199254740995&seed=1",
        "/api/v1/play?game=ruler+3+9007199254740995&misere=1",
        "/api/v1/play?game=corners+(2,9007199254740995)",
        "/api/v1/moves?game=corners+(2,9007199254740995)",
        "/api/v1/computer?game=corners+(2,9007199254740995)&misere=1&seed=1",
        "/api/v1/play?game=mockturtles+9007199254740995+9007199254740995",
        "/api/v1/moves?game=mockturtles+9007199254740995",
        "/api/v1/computer?game=mockturtles+9007199254740995+9007199254740995&seed=1",
        "/api/v1/moves?game=ruler+1099511627777+%2B+nim+1649267441664",
    ] {
        let answer = get(port, target);
        assert!(matches!(answer.status, 200 | 400 | 422 | 503), "{target}: {answer:?}");
        if answer.kind.contains("json") {
            answer.json();
        }
    }
    assert_eq!(get(port, "/api/v1/analyze?game=nim+3+4+5").status, 200, "the server lives on");
    assert!(server.rss().is_some_and(|peak| peak < 1 << 30), "{:?}", server.rss());
}

#[test]
fn the_page_and_its_files_are_served() {
    let server = Server::start(&[]);
    for (path, kind) in [
        ("/", "text/html; charset=utf-8"),
        ("/play?game=nim+3", "text/html; charset=utf-8"),
        ("/app.js", "text/javascript; charset=utf-8"),
        ("/style.css", "text/css; charset=utf-8"),
        ("/favicon.svg", "image/svg+xml"),
    ] {
        let answer = get(server.port, path);
        assert_eq!((answer.status, answer.kind.as_str()), (200, kind), "{path}");
    }
    // Every file of the page (what `cargo xtask site` copies) is served as
    // it is, the scripts (modules, the worker and abi.js among them) as
    // JavaScript.
    let web = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/web");
    for entry in std::fs::read_dir(web).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_str().unwrap();
        let (address, kind) = match path.extension().and_then(|e| e.to_str()) {
            Some("html") => ("/".to_string(), "text/html; charset=utf-8"),
            Some("js") => (format!("/{name}"), "text/javascript; charset=utf-8"),
            Some("css") => (format!("/{name}"), "text/css; charset=utf-8"),
            Some("svg") => (format!("/{name}"), "image/svg+xml"),
            _ => panic!("{name}: a page file of a kind the test does not know"),
        };
        let answer = get(server.port, &address);
        assert_eq!((answer.status, answer.kind.as_str()), (200, kind), "{name}");
        assert_eq!(answer.body, std::fs::read_to_string(&path).unwrap(), "{name}");
    }
    // Nothing is fetched from elsewhere: the only address is the SVG namespace.
    let page = get(server.port, "/").body + get(server.port, "/app.js").body.as_str();
    let page = page.replace("\"http://www.w3.org/2000/svg\"", "");
    assert!(!page.contains("http://") && !page.contains("https://") && !page.contains("//cdn"));
}

#[test]
fn a_busy_port_is_refused_with_exit_code_2() {
    let server = Server::start(&[]);
    let taken = server.port.to_string();
    let run = grundy(&["serve", "--port", &taken], None);
    assert_eq!(run.code, Some(2), "{run:?}");
    assert!(run.stderr.contains("cannot listen on 127.0.0.1:"), "{}", run.stderr);
}

/// The longest any test waits for the server to answer or close a
/// connection: an outer bound, never what decides an answer.
const PATIENCE: Duration = Duration::from_secs(20);

/// A plain connection to `port`, whose reads give up after [`PATIENCE`].
fn plain_connection(port: u16) -> std::net::TcpStream {
    let stream = std::net::TcpStream::connect(("127.0.0.1", port)).expect("connects");
    stream.set_read_timeout(Some(PATIENCE)).unwrap();
    stream
}

/// Everything `stream` receives until the server closes the connection;
/// panics when it is still open after [`PATIENCE`] (`what` says which).
fn until_closed(stream: &mut std::net::TcpStream, what: &str) -> String {
    let mut received = Vec::new();
    let mut buffer = [0; 4096];
    loop {
        match std::io::Read::read(stream, &mut buffer) {
            Ok(0) => break,
            Ok(n) => received.extend_from_slice(&buffer[..n]),
            Err(e) if e.kind() == std::io::ErrorKind::ConnectionReset => break,
            Err(e) => panic!("{what}: still open after {PATIENCE:?} ({e})"),
        }
    }
    String::from_utf8_lossy(&received).into_owned()
}

/// The status of `target` asked on a new plain connection, read to its
/// end; `None` when the connection closed without a whole answer.
fn plain_status(port: u16, target: &str) -> Option<u16> {
    let mut stream = plain_connection(port);
    let request = format!("GET {target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    std::io::Write::write_all(&mut stream, request.as_bytes()).ok()?;
    let answer = until_closed(&mut stream, target);
    let (head, body) = answer.split_once("\r\n\r\n")?;
    let length: usize = head
        .lines()
        .find_map(|l| l.to_ascii_lowercase().strip_prefix("content-length: ").map(str::to_string))?
        .parse()
        .ok()?;
    (body.len() == length).then_some(())?;
    head.strip_prefix("HTTP/1.1 ")?.get(..3)?.parse().ok()
}

#[test]
fn idle_connections_are_closed_after_the_timeout() {
    let server = Server::start(&["--idle-timeout", "500"]);
    // A connection that never sends anything.
    let mut silent = plain_connection(server.port);
    let opened = std::time::Instant::now();
    assert_eq!(until_closed(&mut silent, "a silent connection"), "");
    // The server's timer cannot fire early.
    assert!(opened.elapsed() >= Duration::from_millis(500), "{:?}", opened.elapsed());
    // A connection kept alive after its answer, then idle.
    let mut kept = plain_connection(server.port);
    let request = "GET /api/v1/analyze?game=nim+3 HTTP/1.1\r\nHost: localhost\r\n\r\n";
    std::io::Write::write_all(&mut kept, request.as_bytes()).unwrap();
    let answer = until_closed(&mut kept, "an idle kept-alive connection");
    assert!(answer.starts_with("HTTP/1.1 200 OK\r\n"), "{answer}");
    assert!(answer.contains("\"nimber\":3"), "{answer}");
    // The server still answers.
    assert_eq!(plain_status(server.port, "/api/v1/analyze?game=nim+3"), Some(200));
}

#[test]
fn half_sent_requests_are_closed() {
    let server = Server::start(&["--idle-timeout", "500"]);
    // Part of a request head, and nothing more: closed, unanswered.
    let mut half = plain_connection(server.port);
    std::io::Write::write_all(&mut half, b"GET /api/v1/analyze?game=nim+3 HTTP/1.1\r\nHost: loc")
        .unwrap();
    let answer = until_closed(&mut half, "a half-sent request head");
    assert!(!answer.contains("200 OK"), "{answer}");
    // A head whose body never comes (the API reads none): answered, then closed.
    let mut bodiless = plain_connection(server.port);
    let request = "GET /api/v1/analyze?game=nim+3 HTTP/1.1\r\nHost: localhost\r\n\
                   Content-Length: 100\r\n\r\nabc";
    std::io::Write::write_all(&mut bodiless, request.as_bytes()).unwrap();
    let answer = until_closed(&mut bodiless, "a request whose body stops short");
    assert!(answer.starts_with("HTTP/1.1 200 OK\r\n"), "{answer}");
    assert_eq!(plain_status(server.port, "/api/v1/analyze?game=nim+3"), Some(200));
}

/// A client that stops reading its answer: the server gives up writing
/// after the idle timeout and closes the connection, its slot freed.
#[test]
fn an_answer_nobody_reads_is_given_up() {
    let server = Server::start(&["--idle-timeout", "300"]);
    let mut slow = plain_connection(server.port);
    // 20 MB of JSON, far more than the sockets' buffers hold.
    let request =
        "GET /api/v1/table?ruleset=kayles&upto=9999999 HTTP/1.1\r\nHost: localhost\r\n\r\n";
    std::io::Write::write_all(&mut slow, request.as_bytes()).unwrap();
    let mut first = [0; 1024];
    std::io::Read::read_exact(&mut slow, &mut first).expect("the answer starts");
    let head = String::from_utf8_lossy(&first).into_owned();
    assert!(head.starts_with("HTTP/1.1 200 OK\r\n"), "{head}");
    let length: usize = head
        .lines()
        .find_map(|l| l.strip_prefix("content-length: "))
        .and_then(|n| n.trim().parse().ok())
        .unwrap_or_else(|| panic!("a length: {head}"));
    assert!(length > 19_000_000, "{length}");
    // Ten times the timeout without reading a byte.
    std::thread::sleep(Duration::from_secs(3));
    let rest = until_closed(&mut slow, "a connection whose answer is not read");
    assert!(first.len() + rest.len() < length, "the whole answer was sent: {}", rest.len());
    assert_eq!(plain_status(server.port, "/api/v1/analyze?game=nim+3"), Some(200));
}

/// Under `ulimit -n 256`, more connections than the server may hold: a
/// light request on one more is answered or refused with 503, never left
/// waiting, and once the others close the server answers as before.
#[test]
fn connections_past_the_file_limit_are_refused_not_left_waiting() {
    let server = Server::start_limited("-n 256", &[]);
    let port = server.port;
    let held: Vec<std::net::TcpStream> = (0..300).map(|_| plain_connection(port)).collect();
    for _ in 0..3 {
        let status = plain_status(port, "/api/v1/analyze?game=nim+3+4+5");
        assert!(matches!(status, Some(200 | 503)), "{status:?}");
    }
    // The refusal is a problem detail.
    let mut stream = plain_connection(port);
    let request = "GET /api/v1/analyze?game=nim+1 HTTP/1.1\r\nHost: localhost\r\n\r\n";
    std::io::Write::write_all(&mut stream, request.as_bytes()).unwrap();
    let answer = until_closed(&mut stream, "a connection past the limit");
    if answer.starts_with("HTTP/1.1 503") {
        assert!(answer.contains("application/problem+json") && answer.contains("/problems/busy"));
    }
    drop(held);
    // The connections' slots come back as the server sees them close.
    let started = std::time::Instant::now();
    while plain_status(port, "/api/v1/analyze?game=nim+3+4+5") != Some(200) {
        assert!(started.elapsed() < PATIENCE, "no answer after the connections closed");
        std::thread::sleep(Duration::from_millis(50));
    }
    let (status, printed) = server.stop();
    assert!(status.success() && printed.contains("Stopped."), "{status:?} {printed}");
}

/// A position of the plain model: (ruleset, heap) pairs, empty heaps
/// dropped, sorted.
type Plain = Vec<(String, u64)>;

/// Reads a description the server wrote (`nim 1 4 + kayles 2 5`).
fn plain(description: &str) -> Plain {
    let mut heaps = Vec::new();
    for part in description.split(" + ") {
        let mut words = part.split_whitespace();
        let ruleset = words.next().expect("a ruleset").to_string();
        for heap in words {
            let heap: u64 = heap.parse().expect("a heap");
            if heap > 0 {
                heaps.push((ruleset.clone(), heap));
            }
        }
    }
    heaps.sort();
    heaps
}

/// The heaps one heap of `ruleset` can become, by the rules themselves.
fn plain_moves(ruleset: &str, heap: u64) -> Vec<Vec<u64>> {
    match ruleset {
        "nim" => (0..heap).map(|h| vec![h]).collect(),
        "subtract(1,3,4)" => {
            [1, 3, 4].iter().filter(|&&s| s <= heap).map(|s| vec![heap - s]).collect()
        }
        "kayles" => (1..=2.min(heap))
            .flat_map(|k| (0..=heap - k).map(move |a| vec![a, heap - k - a]))
            .collect(),
        other => panic!("no plain rules for {other}"),
    }
}

fn plain_options(position: &Plain) -> Vec<Plain> {
    let mut options = Vec::new();
    for (i, (ruleset, heap)) in position.iter().enumerate() {
        // A heap's moves to the same heaps (kayles 5 to 1 + 2 or 2 + 1) are one.
        let mut moves: Vec<Vec<u64>> = plain_moves(ruleset, *heap)
            .into_iter()
            .map(|mut after| {
                after.retain(|&h| h > 0);
                after.sort();
                after
            })
            .collect();
        moves.sort();
        moves.dedup();
        for after in moves {
            let mut next: Plain = position.clone();
            next.remove(i);
            next.extend(after.into_iter().filter(|&h| h > 0).map(|h| (ruleset.clone(), h)));
            next.sort();
            options.push(next);
        }
    }
    options
}

/// Whether the player to move wins, by plain search.
fn plain_wins(
    position: &Plain,
    misere: bool,
    memo: &mut std::collections::HashMap<Plain, bool>,
) -> bool {
    if let Some(&known) = memo.get(position) {
        return known;
    }
    let options = plain_options(position);
    let wins = match options.is_empty() {
        true => misere,
        false => options.iter().any(|o| !plain_wins(o, misere, memo)),
    };
    memo.insert(position.clone(), wins);
    wins
}

#[test]
fn random_games_through_the_api_follow_the_rules() {
    let server = Server::start(&[]);
    let port = server.port;
    let mut seed = 0x2545_f491_4f6c_dd1d_u64;
    let mut random = move |n: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % n
    };
    let rt = runtime();
    rt.block_on(async {
        let mut connection = Connection::open(port).await;
        for round in 0..60 {
            let misere = round % 2 == 1;
            let start = format!(
                "nim {} {} + subtract(1,3,4) {} + kayles {}",
                random(5),
                random(6),
                random(8),
                random(7)
            );
            let mut memo = std::collections::HashMap::new();
            let mut game = start.clone();
            let mut line = Vec::new();
            loop {
                let position = plain(&game);
                let target = format!("/api/v1/moves?game={}&misere={}", q(&game), misere as u8);
                let list = connection.get(&target).await.json();
                let moves = list["moves"].as_array().unwrap();
                // Exactly the legal moves, each judged as the plain search judges it.
                let mut listed: Vec<Plain> =
                    moves.iter().map(|m| plain(m["game"].as_str().unwrap())).collect();
                let mut legal = plain_options(&position);
                listed.sort();
                legal.sort();
                assert_eq!(listed, legal, "{game}");
                for m in moves {
                    let after = plain(m["game"].as_str().unwrap());
                    assert_eq!(
                        m["winning"] == true,
                        !plain_wins(&after, misere, &mut memo),
                        "{game}: {m}"
                    );
                }
                if moves.is_empty() {
                    break;
                }
                let chosen = &moves[random(moves.len() as u64) as usize];
                // Typed back, the move is accepted and leads to the same game.
                let typed = format!(
                    "/api/v1/apply?game={}&misere={}&component={}&to={}",
                    q(&game),
                    misere as u8,
                    chosen["component"],
                    q(chosen["to"].as_str().unwrap())
                );
                assert_eq!(connection.get(&typed).await.json()["game"], chosen["game"]);
                line.push(format!(
                    "m={}:{}",
                    chosen["component"],
                    q(chosen["to"].as_str().unwrap())
                ));
                game = chosen["game"].as_str().unwrap().to_string();
            }
            // The line replayed: each mover's chances as the plain search sees them.
            let target = format!(
                "/api/v1/play?game={}&misere={}&{}",
                q(&start),
                misere as u8,
                line.join("&")
            );
            let judged = connection.get(&target).await.json();
            let mut position = start.clone();
            for m in judged["line"].as_array().unwrap() {
                let could_win = plain_wins(&plain(&position), misere, &mut memo);
                assert_eq!(m["could_win"] == true, could_win, "{start}: {m}");
                assert_eq!(m["blunder"] == true, could_win && m["winning"] != true);
                position = m["game"].as_str().unwrap().to_string();
            }
            assert_eq!(judged["position"]["over"], true);
        }
    });
}

/// `request` (a whole head, and a body) sent as it is on a new plain
/// connection: the status, and the body as JSON when it is problem JSON.
fn raw(port: u16, request: &[u8]) -> (u16, Option<Value>) {
    let mut stream = plain_connection(port);
    std::io::Write::write_all(&mut stream, request).expect("the request is sent");
    let answer = until_closed(&mut stream, "a raw request");
    let (head, body) = answer.split_once("\r\n\r\n").expect("a head");
    let status = head[9..12].parse().expect("a status");
    let json = head.to_ascii_lowercase().contains("content-type: application/problem+json");
    (status, json.then(|| serde_json::from_str(body).expect("problem JSON")))
}

/// Issue 33: the edges of a request each get a problem detail: an
/// absolute target or a second Host naming another machine, a target one
/// byte past 16 KiB, headers and a body past their limits.
#[test]
fn the_edges_of_a_request_are_refused_with_problem_details() {
    let server = Server::start(&[]);
    let port = server.port;
    let head = |target: &str, headers: &str| {
        format!("GET {target} HTTP/1.1\r\nConnection: close\r\n{headers}\r\n").into_bytes()
    };
    let ask = |request: Vec<u8>, status: u16, kind: &str| {
        let (got, json) = raw(port, &request);
        assert_eq!(got, status, "{}", String::from_utf8_lossy(&request[..request.len().min(200)]));
        let json = json.expect("problem JSON");
        assert_eq!(json["type"], format!("/problems/{kind}"), "{json}");
        assert_eq!(json["status"], status, "{json}");
    };
    let analyze = "/api/v1/analyze?game=nim+1";
    ask(head(&format!("http://evil.example{analyze}"), "Host: localhost\r\n"), 403, "host");
    ask(head(&format!("http://localhost{analyze}"), "Host: evil.example\r\n"), 403, "host");
    ask(head(analyze, "Host: localhost\r\nHost: evil.example\r\n"), 400, "host");
    assert_eq!(
        raw(port, &head(&format!("http://localhost:1{analyze}"), "Host: localhost\r\n")).0,
        200
    );
    // The target as sent, `?` included: 16,384 bytes pass, 16,385 do not.
    let padded = |length: usize| format!("{analyze}&x={}", "1".repeat(length - analyze.len() - 3));
    assert_eq!(raw(port, &head(&padded(16 << 10), "Host: localhost\r\n")).0, 200);
    ask(head(&padded((16 << 10) + 1), "Host: localhost\r\n"), 414, "too-long");
    let cookie = format!("Host: localhost\r\nCookie: {}\r\n", "c".repeat(40 << 10));
    ask(head(analyze, &cookie), 431, "too-long");
    let mut body = head(analyze, "Host: localhost\r\nContent-Length: 20000\r\n");
    body.extend(std::iter::repeat_n(b'x', 20000));
    ask(body, 413, "too-long");
}

/// Issue 33: the API counts components from 0, and so do its messages; its
/// limits name no command-line flag, which a page cannot raise.
#[test]
fn api_messages_speak_as_the_api_counts() {
    let server = Server::start(&[]);
    let answer = get(server.port, "/api/v1/apply?game=nim+1+2+3&component=3&to=nim+0");
    let detail = problem(&answer, 422, "illegal-move");
    assert!(
        detail.contains("there is no component 3: the game has 3 (numbered 0 to 2)"),
        "{detail}"
    );
    let answer = get(server.port, "/api/v1/apply?game=nim+1+2+3&component=1&to=kayles+1");
    let detail = problem(&answer, 422, "illegal-move");
    assert!(detail.contains("component 1 is `nim 2`"), "{detail}");
    let answer = get(server.port, "/api/v1/analyze?game=chomp+14x14");
    let detail = problem(&answer, 422, "limit");
    assert!(
        !detail.contains("--max") && detail.contains("a smaller position answers sooner"),
        "{detail}"
    );
}

/// `request` sent as it is on a new plain connection: the status, the
/// head (lower case) and the body.
fn raw_answer(port: u16, request: &[u8]) -> (u16, String, String) {
    let mut stream = plain_connection(port);
    std::io::Write::write_all(&mut stream, request).expect("the request is sent");
    let answer = until_closed(&mut stream, "a raw request");
    let (head, body) = answer.split_once("\r\n\r\n").expect("a head");
    let status = head[9..12].parse().expect("a status");
    (status, head.to_ascii_lowercase(), body.to_string())
}

/// Issue 47, item 6: every refusal is a problem detail, over a real
/// connection: a method other than GET or HEAD (405, with `Allow`), a
/// target with bytes no URI has (raw UTF-8, a byte past ASCII, a space),
/// a bad method token or version (hyper's bare 400, dressed), a query that
/// is not UTF-8 once percent-decoded (400, in the query's language), an
/// unknown route (404), whatever the method.
#[test]
fn every_refusal_is_a_problem_detail() {
    let server = Server::start(&[]);
    let port = server.port;
    let ask = |request: &[u8], status: u16, kind: &str| -> (String, Value) {
        let (got, head, body) = raw_answer(port, request);
        let sent = String::from_utf8_lossy(&request[..request.len().min(120)]).into_owned();
        assert_eq!(got, status, "{sent}: {head}\n{body}");
        assert!(head.contains("content-type: application/problem+json"), "{sent}: {head}");
        let length = format!("content-length: {}\r\n", body.len());
        assert!(head.contains(&length), "{sent}: {head}");
        let json: Value = serde_json::from_str(&body).unwrap_or_else(|e| panic!("{sent}: {e}"));
        assert_eq!(json["type"], format!("/problems/{kind}"), "{sent}: {json}");
        assert_eq!(json["status"], status, "{sent}: {json}");
        assert!(json["detail"].as_str().is_some_and(|d| !d.is_empty()), "{json}");
        (head, json)
    };
    let request = |method: &str, target: &[u8]| {
        let mut bytes = format!("{method} ").into_bytes();
        bytes.extend_from_slice(target);
        bytes.extend_from_slice(b" HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n");
        bytes.extend_from_slice(b"Content-Length: 0\r\n\r\n");
        bytes
    };
    for method in ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"] {
        for target in ["/api/v1/analyze?game=nim+1", "/api/v1/table?ruleset=kayles&upto=9", "/"] {
            let (head, json) = ask(&request(method, target.as_bytes()), 405, "method-not-allowed");
            assert!(head.contains("\r\nallow: get,head"), "{method} {target}: {head}");
            assert!(json["detail"].as_str().unwrap().contains(method), "{json}");
        }
    }
    let (_, json) =
        ask(&request("POST", b"/api/v1/analyze?game=nim+1&lang=zh-CN"), 405, "method-not-allowed");
    assert_eq!(json["title"], "不允许的方法");
    // Bytes no URI has: hyper answers before any handler, now with a body.
    for target in [
        &b"/api/v1/analyze?game=nim+\xff3"[..],
        b"/api/v1/analyze?game=nim\"3",
        b"/api/v1/an\x01alyze",
    ] {
        ask(&request("GET", target), 400, "bad-request");
    }
    ask(b"G@T /api/v1/analyze?game=nim+1 HTTP/1.1\r\nHost: localhost\r\n\r\n", 400, "bad-request");
    ask(b"GET /api/v1/analyze?game=nim+1 HTTP/7.1\r\nHost: localhost\r\n\r\n", 400, "bad-request");
    ask(
        b"GET /api/v1/analyze HTTP/1.1\r\nHost: localhost\r\nBad Header: 1\r\n\r\n",
        400,
        "bad-request",
    );
    // Percent-encoded bytes that are no UTF-8: the door names the parameter.
    let (_, json) = ask(&request("GET", b"/api/v1/analyze?game=nim+%FF3"), 400, "bad-input");
    assert!(json["detail"].as_str().unwrap().contains("`game` is not UTF-8"), "{json}");
    let (_, json) =
        ask(&request("GET", b"/api/v1/play?game=nim+3&m=%E5%B0&lang=zh-CN"), 400, "bad-input");
    assert_eq!(json["title"], "输入有误", "{json}");
    // Encoded UTF-8 is read, and so is UTF-8 sent raw.
    assert_eq!(raw(port, &request("GET", b"/api/v1/analyze?game=%E5%B0%BC%E5%A7%86+3")).0, 200);
    assert_eq!(raw(port, &request("GET", "/api/v1/analyze?game=尼姆+3".as_bytes())).0, 200);
    // An unknown route or path, whatever the method; a bad escape in the path.
    ask(&request("GET", b"/api/v1/analyse?game=nim+1"), 404, "not-found");
    ask(&request("POST", b"/nowhere"), 404, "not-found");
    ask(&request("GET", b"/api/v1/%FF%FE"), 404, "not-found");
    ask(&request("GET", b"/api/v1/analyze%zz?game=nim+1"), 404, "not-found");
    // HEAD is answered as GET, without a body.
    let (status, head, body) = raw_answer(port, &request("HEAD", b"/api/v1/analyze?game=nim+1"));
    assert_eq!((status, body.as_str()), (200, ""), "{head}");
}

/// Issue 47, items 3–5 through the API: the computer moves from a lost
/// sum of huge heaps (it answered 422), a typed move on a huge heap is
/// applied (400), and a position beside zeros is played as it is alone.
#[test]
fn huge_heaps_and_zeros_are_played_through_the_api() {
    let server = Server::start(&[]);
    let port = server.port;
    for game in [
        "kayles 1000000000000 + kayles 1000000000000",
        "dawson 1000000000000 1000000000000",
        "lasker 1000000000000 1000000000000",
        "octal(0.51) 1000000000000 1000000000000",
        "nim 1000000000000000000000000000000 1000000000000000000000000000000",
    ] {
        let answer = get(port, &format!("/api/v1/computer?game={}&seed=1", q(game)));
        assert_eq!(answer.status, 200, "{game}: {answer:?}");
        let chosen = answer.json();
        assert_eq!(chosen["winning"], false, "{chosen}");
        // The move is legal: applied as typed, to the same game.
        let (component, to) = (&chosen["component"], chosen["to"].as_str().unwrap());
        let target = format!("/api/v1/apply?game={}&component={component}&to={}", q(game), q(to));
        let applied = get(port, &target);
        assert_eq!(applied.status, 200, "{target}: {applied:?}");
        assert_eq!(applied.json()["game"], chosen["game"], "{game}");
    }
    for (game, to) in [
        ("kayles 1000000000000", "kayles 5 999999999993"),
        ("dawson 1000000000000000000", "dawson 7 999999999999999991"),
        ("lasker 1000000000000", "lasker 5 999999999995"),
    ] {
        let target = format!("/api/v1/apply?game={}&component=0&to={}", q(game), q(to));
        let applied = get(port, &target);
        assert_eq!(applied.status, 200, "{target}: {applied:?}");
        assert_eq!(applied.json()["game"], to, "{game}");
    }
    let illegal =
        get(port, "/api/v1/apply?game=kayles+1000000000000&component=0&to=kayles+5+999999999992");
    assert!(problem(&illegal, 422, "illegal-move").contains("cannot become"), "{illegal:?}");
    let game = q("wythoff 2000 3236 + nim 0");
    let moves = get(port, &format!("/api/v1/moves?game={game}"));
    assert_eq!(moves.status, 200, "{moves:?}");
    let winning: Vec<String> = moves.json()["moves"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["winning"] == true)
        .map(|m| m["to"].as_str().unwrap().to_string())
        .collect();
    let alone = get(port, &format!("/api/v1/analyze?game={}", q("wythoff 2000 3236"))).json();
    let expected: Vec<String> = alone["winning_moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["to"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(winning, expected);
    let chosen = get(port, &format!("/api/v1/computer?game={game}&seed=1")).json();
    assert_eq!(chosen["winning"], true, "{chosen}");
}
