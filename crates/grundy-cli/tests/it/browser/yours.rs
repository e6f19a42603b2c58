//! "Your game": a rule the learner writes. Kiki's game (HDU 2147) picked
//! from the examples, its value grid with the P-positions and a closed form
//! that held, a wrong formula checked (its counterexample) and a right one
//! ("holds"), the rule kept by a reload, a game of it played to the end
//! against the computer on the Play page, a rule that loops for ever and
//! one that does not read refused with the line and column they failed
//! at, and the view in Chinese. On the static site, the rules module
//! (`grundy-rules.wasm`) is fetched for this view and not before.

use serde_json::json;

use super::{workspace, Browser};

/// Kiki's game as `games/` has it.
const KIKI_FILE: &str = include_str!("../../../../../games/hdu2147-kiki.rhai");

/// Kiki's game as the editor gets it: the problem (the leading comment's
/// first paragraph) and the code, without the paragraphs that state the
/// answer the learner is to find.
fn kiki() -> String {
    let lines: Vec<&str> = KIKI_FILE.split('\n').collect();
    let end = lines.iter().take_while(|l| l.starts_with("//") && l.trim() != "//").count();
    let code = end
        + lines[end..].iter().take_while(|l| l.starts_with("//") || l.trim().is_empty()).count();
    [&lines[..end], &lines[code..]].concat().join("\n")
}

impl Browser<'_> {
    /// Whether the static site's server was asked for `file` (its log).
    fn site_served(&self, file: &str) -> bool {
        let log = std::fs::read_to_string(workspace().join("target/browser/static-server.log"))
            .unwrap_or_default();
        log.contains(&format!("GET /{file} "))
    }

    /// Sets the field `id` to `value`, as typing does (an `input` event).
    async fn type_into(&self, id: &str, value: &str) {
        let value = serde_json::to_string(value).unwrap();
        self.js(&format!(
            "const f = document.getElementById('{id}'); f.value = {value}; \
             f.dispatchEvent(new Event('input', {{ bubbles: true }}));"
        ))
        .await;
    }

    async fn press(&self, id: &str) {
        self.js(&format!(
            "document.body.dataset.yours = ''; document.getElementById('{id}').click();"
        ))
        .await;
    }

    pub(super) async fn your_game(&self) {
        if self.site.is_some() {
            // Every view so far ran on the first module alone.
            assert!(!self.site_served("grundy-rules.wasm"), "the rules module was fetched early");
        }
        self.open("/yours?lang=en").await;
        self.until("document.querySelectorAll('#yours-example option').length > 5 && document.getElementById('yours-rule').value").await;
        if self.site.is_some() {
            assert!(self.site_served("grundy-rules.wasm"), "the rules module was not fetched");
        }
        self.js("const s = document.getElementById('yours-example'); s.value = 'hdu2147-kiki'; s.dispatchEvent(new Event('change'));").await;
        let kiki = kiki();
        assert!(kiki.contains("Whoever cannot move loses.") && kiki.contains("fn moves(n, m)"));
        assert!(
            KIKI_FILE.contains("both odd") && !kiki.contains("both odd"),
            "the answer is given away"
        );
        assert_eq!(
            self.js("return document.getElementById('yours-rule').value").await,
            json!(kiki)
        );
        assert_eq!(
            self.js("return document.getElementById('yours-gutter').childElementCount").await,
            json!(kiki.split('\n').count())
        );

        // The grid, from 1 to 10: P-positions where n and m are both odd,
        // and the residues' pattern holds.
        self.press("yours-table").await;
        self.until(
            "document.body.dataset.yours === 'table' && document.getElementById('yours-grid')",
        )
        .await;
        let zeros = self
            .js("return [...document.querySelectorAll('#yours-grid tbody tr')].map((r) => [...r.querySelectorAll('td')].map((c) => c.classList.contains('zero')))")
            .await;
        let expected: Vec<Vec<bool>> =
            (1..=10).map(|n| (1..=10).map(|m| n % 2 == 1 && m % 2 == 1).collect()).collect();
        assert_eq!(zeros, json!(expected));
        let held = self.text("yours-patterns").await;
        assert!(held.contains("holds: who wins depends only on (n % 2, m % 2)"), "{held}");
        assert!(held.contains("fails at (1, 2): n ^ m"), "{held}");
        self.shoot("yours-table.png").await;

        // A wrong formula: the smallest counterexample, its value and a line.
        self.type_into("yours-formula", "n % 2 == 0").await;
        self.press("yours-check").await;
        self.until("document.body.dataset.yours === 'check'").await;
        let verdict = self.text("yours-result").await;
        assert!(verdict.contains("does not hold: at (1, 2)"), "{verdict}");
        assert!(verdict.contains("G(1, 2) = *1: the player to move wins"), "{verdict}");
        assert!(verdict.contains("rule(hdu2147-kiki) 1 2 → rule(hdu2147-kiki) 1 1"), "{verdict}");
        // A right one: it holds on all of them.
        self.type_into("yours-formula", "n % 2 == 0 || m % 2 == 0").await;
        self.press("yours-check").await;
        self.until("document.body.dataset.yours === 'check'").await;
        let verdict = self.text("yours-verdict").await;
        assert!(verdict.contains("holds on all 100 positions"), "{verdict}");
        self.shoot("yours-check.png").await;

        // A reload keeps the rule, the fields and the answer.
        self.client.refresh().await.expect("a reload");
        self.until("document.body.dataset.yours === 'check'").await;
        assert_eq!(
            self.js("return document.getElementById('yours-rule').value").await,
            json!(kiki)
        );
        assert!(self.text("yours-verdict").await.contains("holds on all 100 positions"));

        // Played against the computer, to the end, from the position the
        // view starts two numbers at, 6 7 (a win for the first player: not
        // both odd).
        self.instant().await;
        self.press("yours-play").await;
        self.settled(0).await;
        assert!(self.text("title").await.contains("rule(hdu2147-kiki) 6 7"));
        assert_eq!(
            self.js("return document.getElementById('rule-back').hidden").await,
            json!(false)
        );
        // Drawn as a board, each of its three moves a square to touch.
        let squares = "return document.querySelectorAll('#board .queen-board .target').length";
        assert_eq!(self.js(squares).await, json!(3));
        self.shoot("yours-board.png").await;
        let verdict = self.play_out("win").await;
        assert!(!verdict.is_empty());
        self.shoot("yours-played.png").await;
        self.js("document.getElementById('rule-back-link').click()").await;
        self.until("document.getElementById('yours-rule').value.includes('kiki') && !document.getElementById('page-yours').hidden").await;

        // A rule that loops for ever is stopped by its counted operations,
        // and the page says where it was.
        self.type_into("yours-name", "spin").await;
        self.type_into("yours-rule", "fn moves(n) {\n    loop { }\n}\n").await;
        self.type_into("yours-at", "5").await;
        self.press("yours-table").await;
        self.until("document.body.dataset.yours === 'error'").await;
        let problem = self.text("yours-error").await;
        assert!(problem.contains("spin, line ") && problem.contains(", column "), "{problem}");
        assert!(problem.contains("more operations of the rule"), "{problem}");
        // One that does not read: its line is marked beside the text.
        self.type_into("yours-rule", "fn moves(n) {\n    [n - 1, n - 3\n}\n").await;
        self.press("yours-table").await;
        self.until("document.body.dataset.yours === 'error'").await;
        let problem = self.text("yours-error").await;
        assert!(problem.contains("spin, line 3"), "{problem}");
        assert_eq!(
            self.js("return document.querySelector('#yours-gutter .bad').textContent").await,
            json!("3")
        );
        self.shoot("yours-error.png").await;

        // In Chinese.
        let kiki: String = form_urlencoded::byte_serialize(kiki.as_bytes()).collect();
        self.open(&format!("/yours?rule.kiki={kiki}&at=5+7&from=1&upto=8&tab=table&lang=zh-CN"))
            .await;
        self.until(
            "document.body.dataset.yours === 'table' && document.getElementById('yours-grid')",
        )
        .await;
        let page = self.text("page-yours").await;
        for words in ["自定义游戏", "打表", "对拍", "P-位置", "成立"] {
            assert!(page.contains(words), "{words} in {page}");
        }
        self.shoot("yours-zh-CN.png").await;
    }
}
