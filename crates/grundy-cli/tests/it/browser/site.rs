//! The static site (`cargo xtask site target/site`), served by a plain
//! static file server (Python's `http.server`) on 127.0.0.1: the page runs
//! the engine as WebAssembly in a worker. `grundy.request` answers as the
//! server does, a request past the worker's budget is stopped while the
//! page stays responsive, and then every scenario of the served page runs
//! here too (the server, still running, only tells the tests what to
//! expect); so does the reduced-motion one, in its own browser.
//!
//! Without `target/site`, the test says it skipped this part, unless
//! `GRUNDY_WASM_TESTS=require`.

use std::os::unix::process::CommandExt;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::json;

use super::{workspace, Browser};
use crate::serve::Connection;

/// The worker's budget in the tests, in milliseconds (the page's is 10 s):
/// an outer bound that no answer the scenarios assert comes near, however
/// busy the machine. Only `stopped_past_the_budget` sets a smaller one.
const PATIENT_BUDGET_MS: u32 = 120_000;

/// `python3 -m http.server` serving `target/site` on a free port, stopped
/// when dropped.
pub(super) struct StaticSite {
    child: Child,
    pub(super) port: u16,
}

impl StaticSite {
    /// The site's server, or `None` (having said why) when there is no
    /// site or its page files are not `assets/web/`'s.
    pub(super) fn start() -> Option<StaticSite> {
        let dir = workspace().join("target/site");
        let why = if !dir.join("grundy.wasm").exists() || !dir.join("grundy-rules.wasm").exists() {
            Some(format!("{} has no site (cargo xtask site target/site)", dir.display()))
        } else {
            stale(&dir).map(|name| {
                format!("{}/{name} is not the page's (cargo xtask site target/site)", dir.display())
            })
        };
        if let Some(why) = why {
            let required = std::env::var("GRUNDY_WASM_TESTS").is_ok_and(|v| v == "require");
            assert!(!required, "the static site must be tested, but {why}");
            eprintln!("SKIPPED the static site in the browser: {why}");
            return None;
        }
        let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        // Its log of requests (a line each, on stderr) tells the tests which
        // files the page fetched: the rules module only when a rule is used.
        let shots = workspace().join("target/browser");
        std::fs::create_dir_all(&shots).expect("target/browser");
        let log = std::fs::File::create(shots.join("static-server.log")).expect("the site's log");
        let child = Command::new("python3")
            .process_group(0)
            .args(["-m", "http.server", "--bind", "127.0.0.1", "--directory"])
            .arg(&dir)
            .arg(port.to_string())
            .stdout(Stdio::null())
            .stderr(log)
            .spawn()
            .expect("python3 serves the site");
        let started = Instant::now();
        while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(
                started.elapsed() < Duration::from_secs(20),
                "the static server did not listen"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
        Some(StaticSite { child, port })
    }
}

/// A page file (`assets/web/`) that the site in `dir` lacks or has in an
/// older version, if there is one: a stale site would test old code.
fn stale(dir: &std::path::Path) -> Option<String> {
    let web = workspace().join("crates/grundy-cli/assets/web");
    let files = std::fs::read_dir(&web).expect("the page's files");
    let page_file = files.map(|entry| entry.expect("a page file").file_name()).find_map(|name| {
        let page = std::fs::read(web.join(&name)).expect("a page file");
        let site = std::fs::read(dir.join(&name)).ok();
        (site.as_ref() != Some(&page)).then(|| name.to_string_lossy().into_owned())
    });
    // The page's words, which `xtask` writes from the catalogues.
    let words = || {
        use grundy_service::i18n::{course_messages, page_messages, Lang};
        let lang = Lang::ALL.into_iter();
        lang.flat_map(|lang| ["", ".rules", ".course"].map(|kind| (lang, kind))).find_map(
            |(lang, kind)| {
                let name = format!("messages.{}{kind}.json", lang.tag());
                let words = match kind {
                    ".course" => course_messages(lang),
                    _ => page_messages(lang, kind == ".rules"),
                };
                (std::fs::read(dir.join(&name)).ok() != serde_json::to_vec(&words).ok())
                    .then_some(name)
            },
        )
    };
    page_file.or_else(words)
}

impl Drop for StaticSite {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Browser<'_> {
    /// Everything the served page is checked for, on the static site too,
    /// after what only the static site has: the engine named in the
    /// footer, `grundy.request`, and the worker's budget.
    pub(super) async fn static_scenarios(&self, axe: &str) {
        self.first_answer().await;
        // The worker's budget of 10 s is wall-clock time: on a busy machine
        // an answer the scenarios assert could come past it as the
        // deadline's problem. The worker reads the budget when a page
        // loads, so every page opened from here on has this one.
        self.js(&format!("localStorage.setItem('grundy-budget', '{PATIENT_BUDGET_MS}')")).await;
        self.open_game("nim 3 4 5", "").await;
        self.settled(0).await;
        let engine = self.text("engine").await;
        assert!(engine.contains("WebAssembly"), "{engine}");
        self.shoot("static-nim.png").await;
        self.doors_agree().await;
        self.stopped_past_the_budget().await;
        self.scenarios(axe).await;
    }

    /// `grundy.request` gives what the server gives, answers and problems.
    async fn doors_agree(&self) {
        for path in [
            "/api/v1/analyze?game=nim+3+4+5&explain=1&lang=zh-CN",
            "/api/v1/moves?game=kayles+7",
            "/api/v1/analyze?game=dawson+4294967299",
            "/api/v1/analyze?game=nim+3+x&lang=zh-CN",
            "/api/v1/table?ruleset=subtract(1,3,4)&upto=30",
            "/api/v1/plot?ruleset=kayles&upto=300",
        ] {
            let script = format!(
                "const done = arguments[0]; grundy.request('{path}').then((answer) => done(answer));"
            );
            let here = self.client.execute_async(&script, vec![]).await.expect("an answer");
            let there = Connection::open(self.server.port).await.get(path).await;
            // JSON is compared as JSON, a plot's SVG as text.
            let there = match path.contains("/plot") {
                true => serde_json::Value::String(there.body),
                false => there.json(),
            };
            assert_eq!(here, there, "{path}");
        }
    }

    /// A request past the worker's budget is answered with the deadline's
    /// problem, and the page answers the next one at once.
    async fn stopped_past_the_budget(&self) {
        self.js("localStorage.setItem('grundy-budget', '300')").await;
        self.open_game("nim 1 2", "").await;
        self.settled(0).await;
        let heavy = "/api/v1/period?ruleset=octal(0.6)";
        let script = format!(
            "const done = arguments[0]; grundy.request('{heavy}').then((answer) => done(answer));"
        );
        let problem = self.client.execute_async(&script, vec![]).await.expect("a problem");
        assert_eq!(problem["type"], json!("/problems/limit"), "{problem}");
        assert_eq!(problem["status"], json!(422));
        let detail = problem["detail"].as_str().unwrap();
        assert!(detail.contains("needs more time, more than the limit of 300 ms"), "{detail}");
        let script = "const done = arguments[0]; \
            grundy.request('/api/v1/analyze?game=nim+1+2').then((answer) => done(answer.outcome));";
        assert_eq!(self.client.execute_async(script, vec![]).await.unwrap(), json!("N"));
        self.js(&format!("localStorage.setItem('grundy-budget', '{PATIENT_BUDGET_MS}')")).await;
    }
}
