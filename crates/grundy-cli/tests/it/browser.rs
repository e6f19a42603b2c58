//! The web playground in a real browser: Debian's Chromium, driven through
//! chromedriver by WebDriver (fantoccini). Games of Nim, Wythoff and Kayles
//! are played to the end with the mouse and the keyboard; the hint, undo,
//! redo, the best move and a reload are checked; the page is looked at 375
//! pixels wide; axe-core checks its accessibility. Screenshots are saved
//! under `target/browser/` for a person to look at.
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

    async fn client(&self) -> Client {
        let profile = self.scratch.path().join("profile");
        let capabilities = json!({
            "goog:chromeOptions": {
                "binary": CHROMIUM,
                "args": [
                    "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                    "--disable-quic", "--no-first-run", "--disable-background-networking",
                    "--disable-component-update", "--disable-sync", "--window-size=1000,1400",
                    format!("--user-data-dir={}", profile.display()),
                ],
            }
        });
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
    let driver = Driver::start();
    let shots = workspace().join("target/browser");
    std::fs::create_dir_all(&shots).expect("target/browser");
    runtime().block_on(async {
        let browser = Browser { client: driver.client().await, server: &server, shots };
        browser.scenarios(&axe).await;
        browser.client.close().await.expect("the session closes");
    });
}

struct Browser<'s> {
    client: Client,
    server: &'s Server,
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
        self.accessible(axe).await;
        self.narrow().await;
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
            if started.elapsed() > Duration::from_secs(20) {
                let text = self.js("return document.body.innerText").await;
                panic!(
                    "waited 20 s for `{expression}`; the page reads:\n{}",
                    text.as_str().unwrap_or("")
                );
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
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

    async fn open(&self, path: &str) {
        self.client.goto(&self.server.url(path)).await.expect("the page opens");
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

    /// Plays until the review shows, clicking a move of the group `prefer`
    /// (`win` or `lose`) when there is one: returns the verdict.
    async fn play_out(&self, prefer: &str) -> String {
        for _ in 0..100 {
            let at = self.at().await;
            if self.js("return !document.getElementById('review').hidden").await == json!(true) {
                return self.text("verdict").await;
            }
            let script = format!(
                "const b = document.querySelector('#move-groups button.move.{prefer}:not([disabled])') \
                 || document.querySelector('#move-groups button.move:not([disabled])'); \
                 if (b) {{ b.click(); return true; }} return false;"
            );
            assert_eq!(self.js(&script).await, json!(true), "a move to click at move {at}");
            // The move, then the computer's reply unless the game ended.
            self.until(&format!(
                "document.body.dataset.ready === '1' && (document.body.dataset.at === '{}' || \
                 !document.getElementById('review').hidden)",
                at + 2
            ))
            .await;
        }
        panic!("the game did not end in 100 moves");
    }

    async fn nim_lost(&self) {
        self.open("/play?game=nim+3+4+5&misere=0&vs=computer&first=me&seed=3").await;
        self.settled(0).await;
        assert!(self.text("status").await.starts_with("You to move, and you are winning"));
        let verdict = self.play_out("lose").await;
        assert!(verdict.starts_with("The computer won"), "{verdict}");
        // Its moves were announced to screen readers.
        self.until("document.getElementById('live').textContent.startsWith('The computer played')")
            .await;
        let review = self.text("review-list").await;
        assert!(
            review.contains("Move 1 (You)") && review.contains("gave away the win"),
            "{review}"
        );
        assert!(self.text("status").await.starts_with("The game is over: you have no move"));
        let typed =
            self.js("return getComputedStyle(document.getElementById('typed')).display").await;
        assert_eq!(typed, "none", "no move is typed in a finished game");
        self.shoot("nim-lost.png").await;
    }

    async fn hint_undo_redo_reload(&self) {
        self.open("/play?game=nim+3+4+5+%2B+kayles+8&misere=0&vs=computer&first=me&seed=5").await;
        self.settled(0).await;
        self.key("h").await;
        self.until("!document.getElementById('hint-text').hidden").await;
        let hinted = self.js("return document.activeElement.getAttribute('aria-label')").await;
        let hinted = match hinted.as_str() {
            Some(label) => label.to_string(),
            None => panic!(
                "focus on {}, hint {}",
                self.js("return document.activeElement.outerHTML").await,
                self.text("hint-text").await
            ),
        };
        assert!(hinted.ends_with("a winning move"), "{hinted}");
        self.js("document.activeElement.click()").await;
        self.settled(2).await;
        // The engine agrees that the hinted move won.
        let search = self.js("return location.search").await;
        let target = format!("/api/v1/play{}", search.as_str().unwrap());
        let line = Connection::open(self.server.port).await.get(&target).await.json();
        assert_eq!(line["line"][0]["winning"], true, "{hinted}: {}", line["line"][0]);
        self.shoot("hint.png").await;
        // Undo goes back to the start, redo forward again; so does the back button.
        let board = self.text("board").await;
        self.key("u").await;
        self.settled(0).await;
        assert!(self.text("title").await.starts_with("Start: nim 3 4 5 + kayles 8"));
        self.key("r").await;
        self.settled(2).await;
        assert_eq!(self.text("board").await, board);
        self.client.back().await.unwrap();
        self.settled(0).await;
        self.client.forward().await.unwrap();
        self.settled(2).await;
        // A reload finds the same position.
        self.client.refresh().await.unwrap();
        self.settled(2).await;
        assert_eq!(self.text("board").await, board);
        // Space plays the best move, and the computer answers.
        self.key(" ").await;
        self.settled(4).await;
    }

    async fn wythoff_and_kayles(&self) {
        // (3, 5) is a P-position: the computer wins whatever is played.
        self.open("/play?game=wythoff+3+5&misere=0&vs=computer&first=me&seed=1").await;
        self.settled(0).await;
        let verdict = self.play_out("win").await;
        assert!(verdict.starts_with("The computer won"), "{verdict}");
        self.shoot("wythoff.png").await;
        // G(7) ⊕ G(4) = 2 ⊕ 1: the first player wins by the winning moves.
        self.open("/play?game=kayles+7+4&misere=0&vs=computer&first=me&seed=1").await;
        self.settled(0).await;
        let verdict = self.play_out("win").await;
        assert!(verdict.starts_with("You won"), "{verdict}");
        assert!(self.text("review-list").await.contains("No winning position was ever given away"));
        self.shoot("kayles.png").await;
    }

    async fn typed_moves_and_the_chart(&self) {
        self.open("/play?game=nim+3+4+5+%2B+kayles+9&misere=0&vs=computer&first=me&seed=8").await;
        self.settled(0).await;
        // An illegal move is refused with the engine's reason.
        self.client
            .find(Locator::Id("typed-move"))
            .await
            .unwrap()
            .send_keys("4: 2 4")
            .await
            .unwrap();
        self.js("document.querySelector('#typed button').click()").await;
        self.until("!document.getElementById('typed-error').hidden").await;
        let error = self.text("typed-error").await;
        assert!(error.contains("cannot become `kayles 2 4` in one move"), "{error}");
        // A legal one is played, and the computer answers.
        let typed = self.client.find(Locator::Id("typed-move")).await.unwrap();
        typed.clear().await.unwrap();
        typed.send_keys("1 1").await.unwrap();
        self.js("document.querySelector('#typed button').click()").await;
        self.settled(2).await;
        let line = self.js("return new URLSearchParams(location.search).getAll('m')").await;
        assert_eq!(line[0], "0:nim 1", "{line}");
        // The history chart takes you back to the position after move 1.
        self.js("document.querySelector('#chart a.point').dispatchEvent(new MouseEvent('click', {bubbles: true}))").await;
        self.settled(1).await;
        assert!(self.text("status").await.starts_with("The computer to move"));
        assert!(!self
            .js("return document.getElementById('computer-go').hidden")
            .await
            .as_bool()
            .unwrap());
    }

    async fn hot_seat_misere_and_computer_first(&self) {
        // The computer moving first moves at once.
        self.open("/play?game=nim+3+4+5&misere=0&vs=computer&first=computer&seed=2").await;
        self.settled(1).await;
        assert!(self.text("status").await.starts_with("You to move, and you are losing"));
        // Two people at one screen, misère: whoever takes the last counter loses.
        self.open("/play?game=nim+2+2&misere=1&vs=human&first=me&seed=1").await;
        self.settled(0).await;
        assert!(self.text("moves-title").await.starts_with("Player 1"));
        for at in 0..4 {
            if self.js("return !document.getElementById('review').hidden").await == json!(true) {
                break;
            }
            self.js("document.querySelector('#move-groups button.move:not([disabled])').click()")
                .await;
            self.settled(at + 1).await;
        }
        let verdict = self.text("verdict").await;
        assert!(verdict.contains("won") && verdict.contains("misère"), "{verdict}");
    }

    /// A game with cycles: the draw is said, the moves that keep it are
    /// grouped, the hint names one, and the third repetition of a position
    /// ends the game in a draw.
    async fn draws_and_repetition(&self) {
        // windup(4; 2) 1 can only go 1 → 3 → 1 …: ∞(∅), a draw with any nim heap.
        self.open("/play?game=windup(4%3B+2)+1+%2B+nim+1&misere=0&vs=computer&first=me&seed=1")
            .await;
        self.settled(0).await;
        let status = self.text("status").await;
        assert!(status.contains("neither player can force a win: a draw"), "{status}");
        let board = self.text("board").await;
        assert!(board.contains("∞(∅)") && board.contains("at 1 of 0–3"), "{board}");
        self.key("h").await;
        self.until("!document.getElementById('hint-text').hidden").await;
        let hint = self.text("hint-text").await;
        assert!(hint.contains("the position is a draw") && hint.contains("keeps it"), "{hint}");
        let hinted = self.js("return document.activeElement.getAttribute('aria-label')").await;
        assert!(hinted.as_str().unwrap().ends_with("a move that keeps the draw"), "{hinted}");
        self.shoot("draw.png").await;
        let verdict = self.play_out("draw").await;
        assert!(verdict.starts_with("A draw"), "{verdict}");
        let status = self.text("status").await;
        assert!(status.starts_with("The game is drawn"), "{status}");
        assert!(self.text("review-list").await.contains("No winning or drawn position"));
        // The line of moves, replayed by the API, ends in the drawn position.
        let search = self.js("return location.search").await;
        let target = format!("/api/v1/play{}", search.as_str().unwrap());
        let line = Connection::open(self.server.port).await.get(&target).await.json();
        assert_eq!(line["position"]["drawn"], true, "{line}");
        self.shoot("drawn.png").await;
    }

    async fn accessible(&self, axe: &str) {
        for (path, ready) in [
            ("/play?game=nim+3+4+5+%2B+wythoff+2+4+%2B+chomp+3x4&misere=0&vs=computer&first=me&seed=2&m=0:nim+1", "document.body.dataset.ready === '1' && document.body.dataset.at === '2'"),
            ("/analyze?game=nim+3+4+5+%2B+kayles+9&misere=0", "document.querySelector('#page-analyze .result').innerText.includes('Winning moves')"),
            ("/table?ruleset=subtract(1%2C3%2C4)&upto=60", "document.querySelector('#page-table table')"),
            ("/play?game=windup(7%3B+2%2C3)+1+2&misere=0&vs=computer&first=me&seed=2", "document.body.dataset.ready === '1' && document.getElementById('drawing-moves')"),
            ("/table?ruleset=windup(7%3B+2%2C3)", "document.querySelector('#page-table table')"),
            ("/period?ruleset=kayles", "document.querySelector('#page-period .result').innerText.includes('Proved')"),
            ("/plot?ruleset=octal(0.07)&upto=300", "document.querySelector('#page-plot svg')"),
        ] {
            self.open(path).await;
            self.until(ready).await;
            self.client.execute(&format!("{axe}\nreturn true;"), vec![]).await.expect("axe loads");
            let violations = self
                .client
                .execute_async(
                    "const done = arguments[arguments.length - 1];
                     axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })
                       .then(r => done(r.violations.map(v => `${v.id}: ${v.help} at ${v.nodes.map(n => n.target.join(' ')).join(', ')}`)));",
                    vec![],
                )
                .await
                .expect("axe runs");
            assert_eq!(violations, json!([]), "accessibility of {path}");
            let name = path.trim_start_matches('/').split('?').next().unwrap();
            self.shoot(&format!("{name}.png")).await;
        }
        // The picture the README shows.
        self.open("/play?game=nim+3+4+5+%2B+kayles+7+%2B+wythoff+3+5&misere=0&vs=computer&first=me&seed=4&m=0:nim+1").await;
        self.settled(2).await;
        self.shoot("playground.png").await;
    }

    async fn narrow(&self) {
        self.client.set_window_size(375, 800).await.unwrap();
        for (path, ready) in [
            ("/play?game=nim+3+4+5+%2B+chomp+3x4+%2B+wythoff+3+5&misere=0&vs=computer&first=me&seed=2", "document.body.dataset.ready === '1'"),
            ("/analyze?game=nim+3+4+5+%2B+kayles+9&misere=0", "document.querySelector('#page-analyze .result').innerText.includes('Winning moves')"),
        ] {
            self.open(path).await;
            self.until(ready).await;
            let (page, view) = (
                self.js("return document.documentElement.scrollWidth").await,
                self.js("return window.innerWidth").await,
            );
            assert!(page.as_u64() <= view.as_u64(), "{path}: {page} px wide in a {view} px window");
        }
        self.open("/play?game=nim+3+4+5+%2B+chomp+3x4&misere=0&vs=computer&first=me&seed=2").await;
        self.settled(0).await;
        self.shoot("narrow.png").await;
    }
}
