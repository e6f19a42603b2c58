//! A compound on the Play page: a move built by touching one component's
//! drawing and choosing another's from its list, played against the
//! computer to the end (each of its moves checked with the API), the hint,
//! the table of what decides the compound, a typed move, and the page in
//! Chinese.

use serde_json::json;

use super::Browser;
use crate::serve::Connection;

impl Browser<'_> {
    pub(super) async fn compounds(&self) {
        self.instant().await;
        // Every-SG: each move is made in every component that can move.
        self.open_game("kayles 4 + nim 3", "&compound=continued&coach=1").await;
        self.settled(0).await;
        let title = self.text("moves-title").await;
        assert!(title.starts_with("Your move: choose what each component becomes"), "{title}");
        // A touch on the row chooses what it becomes; the heap's list the other.
        let script =
            "const t = document.querySelector('#board li[data-component=\"0\"] .target'); \
                      t.click(); return t.dataset.to;";
        let row = self.js(script).await;
        self.until("document.querySelector('#board li[data-component=\"0\"].chosen')").await;
        let chosen = self.js("return document.getElementById('compound-choice-0').value").await;
        assert_eq!(chosen, row, "the touch chose the option in the list too");
        assert_eq!(
            self.js("return document.getElementById('compound-play').disabled").await,
            json!(false)
        );
        self.js("const s = document.getElementById('compound-choice-1'); s.value = 'nim 1'; \
             s.dispatchEvent(new Event('change'));")
            .await;
        self.js("document.getElementById('compound-play').click()").await;
        self.after_move(0).await;
        let m = self.js("return new URLSearchParams(location.search).getAll('m')").await;
        let first = format!("0:{};1:nim 1", row.as_str().unwrap());
        assert_eq!(m[0], json!(first), "the move in the address");
        // The computer's reply is the API's.
        let game = self.js("return new URLSearchParams(location.search).get('game')").await;
        let answer = Connection::open(self.server.port)
            .await
            .get(&format!(
                "/api/v1/play?compound=continued&game={}&m={}",
                form(game.as_str().unwrap()),
                form(&first)
            ))
            .await;
        let after = answer.json()["position"]["game"].as_str().unwrap().to_string();
        let reply = Connection::open(self.server.port)
            .await
            .get(&format!("/api/v1/computer?compound=continued&game={}", form(&after)))
            .await;
        let expected: Vec<String> = reply.json()["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| format!("{}:{}", m["component"], m["to"].as_str().unwrap()))
            .collect();
        assert_eq!(m[1], json!(expected.join(";")), "the computer's move");
        // Played out: the winning move when the coach lists one, else the
        // first option of every component that can move.
        for _ in 0..20 {
            if self.js("return !document.getElementById('review').hidden").await == json!(true) {
                break;
            }
            let at = self.at().await;
            let script = "const w = document.querySelector('#winning-moves button:not([disabled])'); \
                 if (w) { w.click(); return true; } \
                 for (const s of document.querySelectorAll('.compound-choices select:not([disabled])')) { \
                   s.selectedIndex = 1; s.dispatchEvent(new Event('change')); } \
                 document.getElementById('compound-play').click(); return true;";
            self.js(script).await;
            self.after_move(at).await;
        }
        let verdict = self.text("verdict").await;
        assert!(verdict.contains("won"), "{verdict}");
        self.shoot("compound.png").await;

        // The hint, a step at a time, ends with the whole move chosen; the
        // table marks what decides the compound (the least remoteness).
        self.open_game("kayles 3 + nim 2", "&compound=conjunctive").await;
        self.settled(0).await;
        for _ in 0..3 {
            self.key("h").await;
        }
        self.until("document.getElementById('hint-text').innerText.startsWith('The winning move')")
            .await;
        self.until("document.querySelectorAll('#board li.chosen').length === 2").await;
        self.js("document.getElementById('table-box').open = true").await;
        self.until("document.querySelector('#table-body .compound-table th.decides')").await;
        let decides =
            self.js("return document.querySelector('#table-body th.decides').innerText").await;
        assert_eq!(decides, json!("remoteness"));
        // A typed move that breaks the rule is refused and said.
        self.js("document.getElementById('typed-move').value = '2: nim 0'; document.querySelector('#typed button').click();").await;
        self.until("!document.getElementById('typed-error').hidden").await;
        let said = self.text("typed-error").await;
        assert!(said.contains("component 1 must move too"), "{said}");
        self.js("document.getElementById('typed-move').value = '1: kayles 1; 2: nim 0'; document.querySelector('#typed button').click();").await;
        self.until(
            "document.body.dataset.ready === '1' && !document.getElementById('review').hidden",
        )
        .await;

        // In Chinese, with the coach and the panels.
        self.open_game("kayles 4 + nim 3", "&compound=selective&lang=zh-CN&coach=1").await;
        self.settled(0).await;
        let title = self.text("moves-title").await;
        assert_eq!(title, "你的走法：选出每个子游戏变成什么");
        let how = self.text("move-groups").await;
        assert!(how.contains("选择复合"), "{how}");
        self.js(
            "for (const id of ['rules-box', 'table-box']) document.getElementById(id).open = true",
        )
        .await;
        self.until("document.querySelector('#table-body .compound-table') && document.getElementById('rules-body').innerText.includes('选择复合')").await;
        self.no_english("kayles 4 + nim 3, selective").await;
        self.js(
            "localStorage.setItem('grundy-lang', 'en'); localStorage.setItem('grundy-coach', '0')",
        )
        .await;
    }
}

fn form(text: &str) -> String {
    form_urlencoded::byte_serialize(text.as_bytes()).collect()
}
