//! The web playground in a real browser: Debian's Chromium, driven through
//! chromedriver by WebDriver (fantoccini). Games are played to the end by
//! touching the board (every catalogue game, in English and in Chinese),
//! with the keyboard and from the list of moves; each drawing's targets are
//! checked against the moves the API lists; the coach, the hints, undo,
//! redo, the best move, a reload, the end of a game, the rules and SG table
//! panels are checked; the page is looked at 375 pixels wide; axe-core
//! checks its accessibility in both languages. All of it runs twice: on the
//! page `grundy serve` sends, and on the static site (`site`), where the
//! engine runs in the browser. The time from a page's navigation to its
//! first game shown is printed for both, never asserted. Screenshots are
//! saved under `target/browser/` (the static site's under
//! `target/browser/static/`) for a person to look at.
//!
//! `game` holds the games played through, `board` the drawings and their
//! targets, `learn` the coach, hints, panels and languages, `course` the Learn
//! view's chapters and exercises, `exact` the
//! numbers past 2⁵³ in every view, `yours` a rule the learner writes.
//!
//! Needs `/usr/bin/chromium`, `/usr/bin/chromedriver` (Debian's `chromium`
//! and `chromium-driver`) and axe-core (`npm install --prefix target/axe
//! axe-core`); `.ci/run` installs them and sets `GRUNDY_BROWSER_TESTS=require`,
//! which turns a missing one into a failure. Without it the test says that
//! it skipped and passes.

use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::{json, Value};

use crate::serve::{runtime, Connection, Server};

mod board;
mod compound;
mod course;
mod exact;
mod game;
mod learn;
mod site;
mod yours;

const CHROMIUM: &str = "/usr/bin/chromium";
const CHROMEDRIVER: &str = "/usr/bin/chromedriver";

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// axe-core's source, or why the browser test cannot run.
fn prerequisites() -> Result<String, String> {
    for program in [CHROMIUM, CHROMEDRIVER] {
        if !Path::new(program).exists() {
            return Err(format!("{program} is missing (apt install chromium chromium-driver)"));
        }
    }
    let axe = workspace().join("target/axe/node_modules/axe-core/axe.min.js");
    std::fs::read_to_string(&axe).map_err(|e| {
        format!("{} cannot be read ({e}); npm install --prefix target/axe axe-core", axe.display())
    })
}

/// chromedriver on a free port of 127.0.0.1, with a temporary directory of
/// its own (Chromium's profile and files), removed when dropped.
struct Driver {
    child: Child,
    port: u16,
    scratch: tempfile::TempDir,
}

impl Driver {
    fn start() -> Driver {
        let scratch = tempfile::tempdir().expect("a temporary directory");
        let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        // Its own process group, so that dropping the driver ends the
        // browsers it started too, even when a test fails mid-session.
        let child = Command::new(CHROMEDRIVER)
            .process_group(0)
            .arg(format!("--port={port}"))
            .env("TMPDIR", scratch.path())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver starts");
        let started = Instant::now();
        while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(started.elapsed() < Duration::from_secs(20), "chromedriver did not listen");
            std::thread::sleep(Duration::from_millis(50));
        }
        Driver { child, port, scratch }
    }

    /// A browser session; `more` are Chromium switches of its own (a
    /// session with `--force-prefers-reduced-motion`, say).
    async fn client(&self, name: &str, more: &[&str]) -> Client {
        let profile = self.scratch.path().join(name);
        let user_data = format!("--user-data-dir={}", profile.display());
        let mut args = vec![
            "--headless=new",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-dev-shm-usage",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--window-size=1000,1400",
            &user_data,
        ];
        args.extend(more);
        let capabilities = json!({ "goog:chromeOptions": { "binary": CHROMIUM, "args": args } });
        let Value::Object(capabilities) = capabilities else { unreachable!() };
        ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
            .capabilities(capabilities)
            .connect(&format!("http://127.0.0.1:{}", self.port))
            .await
            .expect("a browser session")
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        let group = format!("-{}", self.child.id());
        let _ = Command::new("kill").args(["-KILL", "--", &group]).status();
        let _ = self.child.wait();
    }
}

#[test]
fn the_playground_in_a_real_browser() {
    let axe = match prerequisites() {
        Ok(axe) => axe,
        Err(why) if std::env::var("GRUNDY_BROWSER_TESTS").as_deref() == Ok("require") => {
            panic!("the browser tests must run, but {why}")
        }
        Err(why) => {
            eprintln!("SKIPPED the browser tests: {why}");
            return;
        }
    };
    let server = Server::start(&[]);
    // The static site, with the engine in the browser: no grundy process
    // answers its pages (the server only tells the tests what to expect).
    let site = site::StaticSite::start();
    let driver = Driver::start();
    let shots = workspace().join("target/browser");
    // The static site's screenshots beside the server's, under `static/`.
    let static_shots = shots.join("static");
    std::fs::create_dir_all(&static_shots).expect("target/browser/static");
    runtime().block_on(async {
        let started = Instant::now();
        let browser = Browser {
            client: driver.client("profile", &[]).await,
            server: &server,
            site: None,
            shots: shots.clone(),
        };
        browser.first_answer().await;
        browser.scenarios(&axe).await;
        browser.client.close().await.expect("the session closes");
        // A second browser whose person asked for reduced motion, on both.
        let calm = driver.client("calm", &["--force-prefers-reduced-motion"]).await;
        let mut browser = Browser { client: calm, server: &server, site: None, shots };
        browser.reduced_motion().await;
        if let Some(site) = &site {
            browser.site = Some(site.port);
            browser.shots = static_shots.clone();
            browser.reduced_motion().await;
        }
        browser.client.close().await.expect("the session closes");
        eprintln!("browser: the served page took {} s", started.elapsed().as_secs());
        if let Some(site) = &site {
            let started = Instant::now();
            let client = driver.client("static", &[]).await;
            let browser =
                Browser { client, server: &server, site: Some(site.port), shots: static_shots };
            browser.static_scenarios(&axe).await;
            browser.client.close().await.expect("the session closes");
            eprintln!("browser: the static site took {} s", started.elapsed().as_secs());
        }
    });
}

struct Browser<'s> {
    client: Client,
    /// The server, whose API the tests ask for what the page should show.
    server: &'s Server,
    /// The port of the static site the pages are opened from, if they are.
    site: Option<u16>,
    shots: PathBuf,
}

impl Browser<'_> {
    async fn scenarios(&self, axe: &str) {
        self.nim_lost().await;
        self.hint_undo_redo_reload().await;
        self.wythoff_and_kayles().await;
        self.typed_moves_and_the_chart().await;
        self.hot_seat_misere_and_computer_first().await;
        self.draws_and_repetition().await;
        self.coach_off_reveals_nothing().await;
        self.hints_step_by_step().await;
        self.start_and_end().await;
        self.panels().await;
        self.numbers_past_two_to_the_53().await;
        self.every_drawing_makes_the_listed_moves().await;
        self.cram_by_touch_and_drag().await;
        self.every_catalogue_game_by_touch("en").await;
        self.compounds().await;
        self.chinese().await;
        self.chinese_words().await;
        self.teacher().await;
        self.interaction_times().await;
        self.your_game().await;
        // After Your game: the judge problems fetch the rules module.
        self.course(axe).await;
        self.accessible(axe).await;
        self.narrow().await;
        self.no_message_missing().await;
    }

    async fn js(&self, script: &str) -> Value {
        self.client.execute(script, vec![]).await.unwrap_or_else(|e| panic!("{script}: {e}"))
    }

    /// Waits until `expression` is true in the page.
    async fn until(&self, expression: &str) {
        let started = Instant::now();
        loop {
            if self.js(&format!("return !!({expression});")).await == json!(true) {
                return;
            }
            // Only an outer bound: a busy machine takes seconds where an
            // idle one takes milliseconds.
            if started.elapsed() > Duration::from_secs(90) {
                let text = self.js("return document.body.innerText").await;
                panic!(
                    "waited 90 s for `{expression}` at {}; the page reads:\n{}",
                    self.js("return location.href").await,
                    text.as_str().unwrap_or("")
                );
            }
            tokio::time::sleep(Duration::from_millis(25)).await;
        }
    }

    /// Waits until the game page has settled after `at` moves.
    async fn settled(&self, at: usize) {
        self.until(&format!(
            "document.body.dataset.ready === '1' && document.body.dataset.at === '{at}'"
        ))
        .await;
    }

    async fn at(&self) -> usize {
        let at = self.js("return document.body.dataset.at").await;
        at.as_str().unwrap().parse().unwrap()
    }

    /// Opens the view at `path` (`/play?game=…`): from the server, or on the
    /// static site as `index.html?view=play&game=…`.
    async fn open(&self, path: &str) {
        let url = match self.site {
            None => self.server.url(path),
            Some(port) => {
                let (page, query) = path.split_once('?').unwrap_or((path, ""));
                let page = page.trim_start_matches('/');
                format!("http://127.0.0.1:{port}/index.html?view={page}&{query}")
            }
        };
        self.client.goto(&url).await.expect("the page opens");
    }

    /// Opens the game `game` (a description) against the computer, the
    /// learner first, with `extra` query parameters (`&coach=1`); in
    /// English unless `extra` names a language (the page remembers the
    /// last one chosen).
    async fn open_game(&self, game: &str, extra: &str) {
        let game: String = form_urlencoded::byte_serialize(game.as_bytes()).collect();
        let lang = if extra.contains("lang=") { "" } else { "&lang=en" };
        self.open(&format!("/play?game={game}&misere=0&vs=computer&first=me&seed=1{extra}{lang}"))
            .await;
    }

    /// The computer moves at once from now on (the speed setting, kept by
    /// the browser).
    async fn instant(&self) {
        self.js("localStorage.setItem('grundy-speed', '0')").await;
    }

    async fn key(&self, key: &str) {
        self.client.find(Locator::Css("main")).await.unwrap().send_keys(key).await.unwrap();
    }

    async fn shoot(&self, name: &str) {
        let png = self.client.screenshot().await.expect("a screenshot");
        std::fs::write(self.shots.join(name), png).expect("the screenshot is saved");
    }

    async fn text(&self, id: &str) -> String {
        let text = self.js(&format!("return document.getElementById('{id}').innerText")).await;
        text.as_str().unwrap().to_string()
    }

    /// The moves the API lists for `game`, as (component, to, after).
    async fn listed(&self, game: &str) -> Vec<Value> {
        let game: String = form_urlencoded::byte_serialize(game.as_bytes()).collect();
        let answer = Connection::open(self.server.port)
            .await
            .get(&format!("/api/v1/moves?game={game}"))
            .await;
        answer.json()["moves"].as_array().expect("a list of moves").clone()
    }

    /// How long the page takes from the start of its navigation to the
    /// first game it shows (the mark `grundy-first-answer` that play.js
    /// sets): on the first load, with nothing cached, and the median of
    /// five loads after it. Printed, never asserted: it is the machine's.
    async fn first_answer(&self) {
        let mut times = Vec::new();
        for seed in 1..=6 {
            self.open(&format!(
                "/play?game=nim+3+4+5+%2B+kayles+8&misere=0&vs=computer&first=me&seed={seed}&lang=en"
            ))
            .await;
            self.until("performance.getEntriesByName('grundy-first-answer').length > 0").await;
            let mark = "return performance.getEntriesByName('grundy-first-answer')[0].startTime";
            times.push(self.js(mark).await.as_f64().expect("a time"));
        }
        let first = times.remove(0);
        times.sort_by(f64::total_cmp);
        let page = if self.site.is_some() { "static site" } else { "served page" };
        eprintln!(
            "FIRST ANSWER {page}: {first:.0} ms after navigation start on the first load, \
             {:.0} ms (median of 5 loads) after it",
            times[2]
        );
    }

    /// Every message the page asked for was in its catalogue.
    async fn no_message_missing(&self) {
        let missing = self.js("return window.missingMessages || []").await;
        assert_eq!(missing, json!([]), "messages the page lacks");
    }
}
