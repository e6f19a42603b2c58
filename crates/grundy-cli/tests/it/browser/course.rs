//! The course (the Learn view, issue 49): every chapter opens in both
//! languages with its worked example; every exercise marks a wrong answer
//! (the wrong cells of a table, the wrong marks of the Wythoff grid) and
//! accepts the right one; an exercise done by keyboard alone; progress kept
//! in the browser and forgotten by the reset; no English on the Chinese
//! chapters; axe-core and a 375 px window on a chapter.

use serde_json::{json, Value};

use super::Browser;

/// An answer as a learner gives it.
#[derive(Clone, Copy)]
enum Answer {
    /// P, N or D: the button of that outcome.
    Pick(&'static str),
    /// The value G, typed.
    Value(&'static str),
    /// The board's target in a component whose move leaves it as this
    /// (`data-to`).
    Move(usize, &'static str),
    /// A run of pins knocked down: (component, pins, what it leaves): the
    /// number of pins chosen first, then the target.
    Run(usize, &'static str, &'static str),
    /// A count typed in the box of a heap too big to draw: (heap, count).
    Take(usize, &'static str),
    /// G(0), G(1), … typed, space-separated.
    Fill(&'static str),
    /// The cells (a, b) of the Wythoff grid marked.
    Grid(&'static [(u8, u8)]),
}
use Answer::*;

/// The P-positions (a, b) of Wythoff's game with a, b ≤ 10: the pairs
/// (⌊kφ⌋, ⌊kφ⌋ + k) for k = 0..4 and their mirror images.
const WYTHOFF_P: &[(u8, u8)] =
    &[(0, 0), (1, 2), (2, 1), (3, 5), (5, 3), (4, 7), (7, 4), (6, 10), (10, 6)];

/// Every exercise of the course, a wrong answer and the right one, worked
/// by hand from the chapters' theorems (not asked of the engine).
const EXERCISES: &[(&str, Answer, Answer)] = &[
    // subtract(1,2): P exactly at the multiples of 3.
    ("pn-1", Pick("n"), Pick("p")),
    ("pn-2", Pick("p"), Pick("n")),
    ("pn-3", Pick("n"), Pick("p")),
    ("pn-4", Move(0, "subtract(1,2) 7"), Move(0, "subtract(1,2) 6")),
    // Bash: P exactly at the multiples of m + 1.
    ("bash-1", Pick("n"), Pick("p")),
    ("bash-2", Pick("n"), Pick("p")),
    ("bash-3", Move(0, "bash(5) 19"), Move(0, "bash(5) 18")),
    // Nim: 3 ⊕ 4 ⊕ 5 = 2, 1 ⊕ 2 ⊕ 3 = 0, 55 ⊕ 81 ⊕ 121 = 31 (55 ⊕ 31 = 40).
    ("nim-1", Pick("p"), Pick("n")),
    ("nim-2", Pick("n"), Pick("p")),
    ("nim-3", Pick("p"), Pick("n")),
    ("nim-4", Take(0, "10"), Take(0, "15")),
    // subtract(1,2,4): period 0 1 2; subtract(1,3,4): 0 1 0 1 2 3 2, period 7.
    ("sg-1", Fill("0 1 2 0 1 2 1 1 2 0"), Fill("0 1 2 0 1 2 0 1 2 0")),
    ("sg-2", Fill("0 1 0 1 2 3 4 0 1 0 2"), Fill("0 1 0 1 2 3 2 0 1 0 1")),
    ("sg-3", Pick("n"), Pick("p")),
    ("sg-4", Move(0, "subtract(1,3,4) 6"), Move(0, "subtract(1,3,4) 9")),
    // G(5) = 3 for subtract(1,3,4), G(4) = 1 for subtract(1,2): 3 ⊕ 1 = 2.
    ("sum-1", Value("3"), Value("2")),
    ("sum-2", Pick("n"), Pick("p")),
    ("sum-3", Move(0, "subtract(1,3,4) 4"), Move(0, "subtract(1,3,4) 1")),
    ("wythoff-1", Grid(&[(0, 0), (1, 2), (2, 2), (3, 5), (5, 3), (6, 10)]), Grid(WYTHOFF_P)),
    ("wythoff-2", Pick("n"), Pick("p")),
    ("wythoff-3", Pick("p"), Pick("n")),
    ("wythoff-4", Move(0, "wythoff 4 5"), Move(0, "wythoff 3 5")),
    // Fibonacci Nim: 8 is a Fibonacci number; 20 = 13 + 5 + 2, take 2.
    ("fibnim-1", Pick("n"), Pick("p")),
    ("fibnim-2", Pick("p"), Pick("n")),
    ("fibnim-3", Move(0, "fibnim(2) 19"), Move(0, "fibnim(4) 18")),
    // Kayles: 0 1 2 3 1 4 3 2 1; G(7) ⊕ G(4) = 2 ⊕ 1 = 3.
    ("kayles-1", Fill("0 1 2 3 4 4 3 2 1"), Fill("0 1 2 3 1 4 3 2 1")),
    ("kayles-2", Value("1"), Value("3")),
    ("kayles-3", Move(0, "kayles 6"), Run(0, "2", "kayles 2 3")),
    // Misère Nim: an odd number of 1s loses; with a heap over 1, the nim-sum.
    ("misere-1", Pick("n"), Pick("p")),
    ("misere-2", Pick("p"), Pick("n")),
    ("misere-3", Pick("n"), Pick("p")),
    ("misere-4", Move(0, "nim 1"), Move(1, "nim 4")),
    // addtake(10; 2,3; 1): P at 0 and 1, N at 2 to 4, draws from 5 on.
    ("cycles-1", Pick("d"), Pick("p")),
    ("cycles-2", Pick("p"), Pick("n")),
    ("cycles-3", Pick("n"), Pick("d")),
    // From 4: 2 is N, 5 a draw, 1 is P.
    ("cycles-4", Move(0, "addtake(10; 2,3; 1) 5"), Move(0, "addtake(10; 2,3; 1) 1")),
];

/// The judge problems with their samples' outputs, as the problems state
/// them (HDU, POJ): the page's model of each must give these.
const JUDGE_SAMPLES: &[(&str, &str)] = &[
    ("hdu1846", "first\nsecond"),
    ("hdu1847", "Kiki\nCici"),
    ("hdu1848", "Fibo\nNacci"),
    ("hdu1850", "1"),
    ("hdu2147", "What a pity!\nWonderful!\nWonderful!"),
    ("hdu2149", "1\nnone\n3 4 5"),
    ("hdu2188", "Grass\nRabbit"),
    ("hdu1527", "0\n1\n0"),
    ("hdu1907", "John\nBrother"),
    ("hdu2516", "Second win\nSecond win\nFirst win"),
    ("hdu3032", "Alice\nBob"),
    ("poj2311", "LOSE\nLOSE\nWIN"),
];

/// The chapters in order.
const CHAPTERS: &[&str] =
    &["pn", "bash", "nim", "sg", "sum", "wythoff", "fibnim", "kayles", "misere", "cycles"];

impl Browser<'_> {
    pub(super) async fn course(&self, axe: &str) {
        self.js("localStorage.removeItem('grundy-course')").await;
        for lang in ["en", "zh-CN"] {
            self.learn(&format!("lang={lang}")).await;
            let listed = self.js("return [...document.querySelectorAll('.chapters li')].map((li) => li.dataset.chapter)").await;
            assert_eq!(listed, json!(CHAPTERS), "{lang}");
            for chapter in CHAPTERS {
                self.chapter(chapter, lang).await;
            }
        }
        for chapter in CHAPTERS {
            self.learn(&format!("lang=en&chapter={chapter}")).await;
            for (id, wrong, right) in
                EXERCISES.iter().filter(|(id, ..)| id.starts_with(&format!("{chapter}-")))
            {
                self.answer(id, *wrong, false).await;
                self.answer(id, *right, true).await;
            }
            if *chapter == "wythoff" {
                self.shoot("course-wythoff.png").await;
            }
        }
        // Every exercise is in the list above, and all are solved.
        self.learn("lang=en").await;
        let solved =
            self.js("return [...document.querySelectorAll('.chapters .all-solved')].length").await;
        assert_eq!(solved, json!(CHAPTERS.len()));
        self.shoot("course.png").await;
        self.js("document.getElementById('course-reset').click()").await;
        self.until("document.body.dataset.learn === 'ready' && !document.querySelector('.chapters .all-solved')").await;
        self.learn("lang=en&chapter=pn").await;
        assert_eq!(
            self.js("return document.querySelectorAll('.exercise.solved').length").await,
            json!(0)
        );
        self.hint_ladder().await;
        self.exercise_sheet().await;
        self.by_keyboard().await;
        self.judge_problems().await;
        self.position_editor().await;
        self.examples_play().await;
        // The look of a chapter with a wrong table marked: axe, and a
        // phone's width.
        self.learn("lang=zh-CN&chapter=sg").await;
        self.answer("sg-1", EXERCISES[11].1, false).await;
        self.axe(axe, "the course's chapter 4 in Chinese").await;
        self.client.set_window_size(375, 800).await.unwrap();
        let (page, view) = (
            self.js("return document.documentElement.scrollWidth").await,
            self.js("return window.innerWidth").await,
        );
        assert!(page.as_u64() <= view.as_u64(), "chapter 4: {page} px wide in a {view} px window");
        let small = self
            .js("return [...document.querySelectorAll('#learn-body button, #learn-body input, #learn-body .target')]
                   .map((t) => [t.textContent || t.id, t.getBoundingClientRect()])
                   .filter(([, r]) => r.width && (r.width < 24 || r.height < 24)).map(([name]) => name)")
            .await;
        assert_eq!(small, json!([]), "course controls under 24 px");
        self.shoot("course-narrow-zh-CN.png").await;
        self.client.set_window_size(1280, 900).await.unwrap();
    }

    /// Opens the Learn view with `query` and waits for it.
    async fn learn(&self, query: &str) {
        self.open(&format!("/learn?{query}")).await;
        self.until("document.body.dataset.learn === 'ready'").await;
    }

    /// Chapter `chapter` opens: its title, paragraphs, worked example and
    /// exercises, every message there; in Chinese, not a run of English.
    async fn chapter(&self, chapter: &str, lang: &str) {
        self.learn(&format!("lang={lang}&chapter={chapter}")).await;
        self.js("for (const d of document.querySelectorAll('#learn-body details')) d.open = true;")
            .await;
        self.until("!document.querySelector('#learn-body .computing')").await;
        let seen = self
            .js("return { id: document.querySelector('section.chapter').id,
                          error: [...document.querySelectorAll('#learn-body .error')].map((e) => e.textContent),
                          exercises: document.querySelectorAll('.exercise').length,
                          missing: window.missingMessages || [] }")
            .await;
        let count =
            EXERCISES.iter().filter(|(id, ..)| id.starts_with(&format!("{chapter}-"))).count();
        assert_eq!(
            seen,
            json!({ "id": format!("chapter-{chapter}"), "error": [], "exercises": count, "missing": [] }),
            "{chapter} in {lang}"
        );
        if lang == "zh-CN" {
            self.no_english(&format!("/learn?chapter={chapter}")).await;
        }
    }

    /// Gives `answer` to exercise `id`, and waits for its verdict: right,
    /// or wrong with the wrong cells marked.
    async fn answer(&self, id: &str, answer: Answer, right: bool) {
        let at = format!("document.querySelector('[data-exercise=\"{id}\"]')");
        self.js(&format!("{at}.querySelector('.verdict').textContent = ''")).await;
        // What the answer is given with, once it is there; and the giving.
        let (control, act) = match answer {
            Pick(outcome) => {
                let button = format!("{at}.querySelector('.answer-{outcome}')");
                (button.clone(), format!("{button}.click()"))
            }
            Value(v) => (
                format!("{at}.querySelector('.value-answer')"),
                format!("{at}.querySelector('.value-answer').value = '{v}'; {at}.querySelector('form').requestSubmit()"),
            ),
            Move(c, to) => {
                let target = format!("{at}.querySelector('.target[data-component=\"{c}\"][data-to=\"{to}\"]')");
                (target.clone(), format!("{target}.click()"))
            }
            Run(c, pins, to) => (
                format!("{at}.querySelector('[data-component=\"{c}\"] .length')"),
                format!(
                    "[...{at}.querySelectorAll('[data-component=\"{c}\"] .length')].find((b) => b.textContent === '{pins}').click();
                     {at}.querySelector('.target[data-component=\"{c}\"][data-to=\"{to}\"]').click()"
                ),
            ),
            Take(heap, count) => (
                format!("{at}.querySelectorAll('.take-count')[{heap}]"),
                format!("const box = {at}.querySelectorAll('.take-count')[{heap}]; box.value = '{count}'; box.nextElementSibling.click()"),
            ),
            Fill(values) => (
                format!("{at}.querySelector('.fill-cell input')"),
                format!(
                    "const typed = '{values}'.split(' '); {at}.querySelectorAll('.fill-cell input').forEach((input, n) => input.value = typed[n]);
                     {at}.querySelector('form').requestSubmit()"
                ),
            ),
            Grid(cells) => {
                let marks: Vec<String> = cells.iter().map(|(a, b)| format!("'{a},{b}'")).collect();
                (
                    format!("{at}.querySelector('.grid-cell')"),
                    format!(
                        "const marks = new Set([{}]);
                         for (const cell of {at}.querySelectorAll('.grid-cell')) if (marks.has(cell.dataset.a + ',' + cell.dataset.b) !== (cell.getAttribute('aria-pressed') === 'true')) cell.click();
                         {at}.querySelector('.grid-form > p > button').click()",
                        marks.join(", ")
                    ),
                )
            }
        };
        self.until(&control).await;
        self.js(&act).await;
        self.until(&format!("{at}.querySelector('.verdict').textContent")).await;
        let verdict = self.js(&format!("return {at}.querySelector('.verdict').className")).await;
        let expected = if right { "verdict right" } else { "verdict wrong" };
        assert_eq!(
            verdict,
            json!(expected),
            "{id}: {}",
            self.js(&format!("return {at}.innerText")).await
        );
        let solved = self.js(&format!("return {at}.classList.contains('solved')")).await;
        assert_eq!(solved, json!(right), "{id}");
        match answer {
            Fill(values) if !right => self.marked_cells(id, values).await,
            Grid(cells) if !right => self.marked_grid(id, cells).await,
            _ => {}
        }
    }

    /// The wrong cells of a filled table, and only they, are marked, each
    /// with its mex worked out (the first three).
    async fn marked_cells(&self, id: &str, typed: &str) {
        let (_, _, right) = EXERCISES.iter().find(|(e, ..)| *e == id).unwrap();
        let Fill(right) = right else { unreachable!() };
        let wrong: Vec<usize> = typed
            .split(' ')
            .zip(right.split(' '))
            .enumerate()
            .filter(|(_, (a, b))| a != b)
            .map(|(n, _)| n)
            .collect();
        let at = format!("document.querySelector('[data-exercise=\"{id}\"]')");
        self.until(&format!(
            "{at}.querySelectorAll('.fill-why li').length === {}",
            wrong.len().min(3)
        ))
        .await;
        let marked = self
            .js(&format!("return [...{at}.querySelectorAll('.fill-cell input')].flatMap((input, n) => input.getAttribute('aria-invalid') === 'true' ? [n] : [])"))
            .await;
        assert_eq!(marked, json!(wrong), "{id}");
        let why = self.js(&format!("return {at}.querySelector('.fill-why li').textContent")).await;
        assert!(why.as_str().unwrap().contains(&format!("G({}) = mex", wrong[0])), "{why}");
    }

    /// The wrong marks of the grid, and the P-positions missed, are shown.
    async fn marked_grid(&self, id: &str, cells: &[(u8, u8)]) {
        let at = format!("document.querySelector('[data-exercise=\"{id}\"]')");
        let list = |class: &str| {
            format!("[...{at}.querySelectorAll('.grid-cell.{class}')].map((c) => [Number(c.dataset.a), Number(c.dataset.b)]).sort((x, y) => x[0] - y[0] || x[1] - y[1])")
        };
        let shown = self.js(&format!("return [{}, {}]", list("wrong"), list("missed"))).await;
        let mut wrong: Vec<_> = cells.iter().filter(|c| !WYTHOFF_P.contains(c)).collect();
        let mut missed: Vec<_> = WYTHOFF_P.iter().filter(|c| !cells.contains(c)).collect();
        wrong.sort();
        missed.sort();
        assert_eq!(shown, json!([wrong, missed]), "{id}");
        // A wrong mark is answered by the move to a P-position.
        self.until(&format!("{at}.querySelector('.grid-why li')")).await;
        let why = self.js(&format!("return {at}.querySelector('.grid-why li').textContent")).await;
        let why = why.as_str().unwrap();
        assert!(
            why.starts_with("(2, 2) is an N-position: it moves to (")
                && why.ends_with("), a P-position."),
            "{why}"
        );
    }

    /// Chapter 1's move exercise by keyboard alone: Tab to a stone, Enter;
    /// a wrong move leaves focus on the board for the next try; then
    /// Shift-Tab back to the stone of the winning move. Then chapter 4's table typed, Tab between the boxes
    /// and Enter to check.
    async fn by_keyboard(&self) {
        const TAB: &str = "\u{E004}";
        const ENTER: &str = "\u{E007}";
        // Shift down, Tab, and every key up again.
        const BACK: &str = "\u{E008}\u{E004}\u{E000}";
        self.learn("lang=en&chapter=pn").await;
        self.js("document.querySelector('[data-exercise=\"pn-3\"] .hint-step').focus()").await;
        for (to, right, key) in [("subtract(1,2) 7", false, TAB), ("subtract(1,2) 6", true, BACK)] {
            let mut tabs = 0;
            while self.js("return document.activeElement.dataset.to || ''").await != json!(to) {
                tabs += 1;
                assert!(tabs <= 20, "Tab never reached the stone that leaves {to}");
                self.client.active_element().await.unwrap().send_keys(key).await.unwrap();
            }
            self.client.active_element().await.unwrap().send_keys(ENTER).await.unwrap();
            let class = if right { "right" } else { "wrong" };
            self.until(&format!(
                "document.querySelector('[data-exercise=\"pn-4\"] .verdict.{class}')"
            ))
            .await;
            let focus =
                self.js("return document.activeElement.closest('.course-board') !== null").await;
            assert_eq!(focus, json!(true), "focus left the board after the move to {to}");
        }
        self.learn("lang=en&chapter=sg").await;
        self.js("document.getElementById('sg-2-g0').focus()").await;
        let values = ["0", "1", "0", "1", "2", "3", "2", "0", "1", "0", "1"];
        for (n, v) in values.iter().enumerate() {
            let key =
                if n + 1 < values.len() { format!("{v}{TAB}") } else { format!("{v}{ENTER}") };
            self.client.active_element().await.unwrap().send_keys(&key).await.unwrap();
        }
        self.until(
            "document.querySelector('[data-exercise=\"sg-2\"]').classList.contains('solved')",
        )
        .await;
    }

    /// A chapter's example opens on the Play page, misère when the chapter
    /// is.
    async fn examples_play(&self) {
        self.learn("lang=en&chapter=misere").await;
        self.js("document.querySelector('.example-link').click()").await;
        self.until("document.body.dataset.ready === '1'").await;
        let shown: Value = self
            .js("const p = new URLSearchParams(location.search); return [p.get('game'), p.get('misere'), !document.getElementById('page-play').hidden]")
            .await;
        assert_eq!(shown, json!(["nim 3 4 5", "1", true]));
    }

    /// Runs the judge box of `problem` on `input` (and `yours`, the
    /// learner's output), and waits for the answer: the expected output and
    /// what was said.
    async fn run_judge(&self, problem: &str, input: Option<&str>, yours: &str) -> (String, String) {
        let at = format!("document.getElementById('judge-{problem}')");
        let input = match input {
            Some(text) => format!("{at}.querySelector('.judge-input').value = {};", json!(text)),
            None => String::new(),
        };
        self.js(&format!(
            "{input} {at}.querySelector('.judge-yours').value = {}; {at}.querySelector('.judge-output').textContent = '';
             {at}.querySelector('.judge-verdict').replaceChildren(); {at}.querySelector('form').requestSubmit()",
            json!(yours)
        ))
        .await;
        self.until(&format!(
            "{at}.querySelector('.judge-verdict').textContent || /^[^…]+$/.test({at}.querySelector('.judge-output').textContent)"
        ))
        .await;
        let seen = self
            .js(&format!("return [{at}.querySelector('.judge-output').textContent, {at}.querySelector('.judge-verdict').textContent]"))
            .await;
        (seen[0].as_str().unwrap().to_string(), seen[1].as_str().unwrap().to_string())
    }

    /// The judge problems: each sample gives the problem's own sample
    /// output; a learner's output is compared line by line; HDU 2149 (the
    /// bids past M) on every M, N up to 10 against its closed form; input
    /// not in the format is said, with its line; no English in Chinese.
    async fn judge_problems(&self) {
        self.learn("lang=en&chapter=judge").await;
        for (problem, output) in JUDGE_SAMPLES {
            let (expected, said) = self.run_judge(problem, None, output).await;
            assert_eq!(
                (expected.as_str(), said.as_str()),
                (*output, "Your output matches the judge’s, line by line."),
                "{problem}"
            );
        }
        let (_, said) = self.run_judge("hdu1846", None, "first\nfirst").await;
        assert_eq!(said, "One line differs:Line 2: yours is “first”, the judge expects “second”.");
        // Every bid that wins: M ≤ N, every bid from M to N; else the one
        // leaving a multiple of N + 1, if any.
        let (mut input, mut output) = (String::new(), Vec::new());
        for m in 1..=10u32 {
            for n in 1..=10u32 {
                input.push_str(&format!("{m} {n}\n"));
                output.push(match (m <= n, m % (n + 1)) {
                    (true, _) => (m..=n).map(|b| b.to_string()).collect::<Vec<_>>().join(" "),
                    (false, 0) => "none".to_string(),
                    (false, r) => r.to_string(),
                });
            }
        }
        let (expected, said) = self.run_judge("hdu2149", Some(&input), "").await;
        assert_eq!((expected, said), (output.join("\n"), String::new()));
        let (_, said) = self.run_judge("hdu1846", Some("2\n23 2\n4 x\n"), "").await;
        assert_eq!(said, "Line 3: “x” is not a whole number.");
        let (_, said) = self.run_judge("hdu1907", Some("2\n3\n3 5 1\n2\n1\n"), "").await;
        assert_eq!(said, "Case 2 is cut short: 2 numbers were expected, 1 is left.");
        self.shoot("course-judge.png").await;
        self.learn("lang=zh-CN&chapter=judge").await;
        for (problem, _) in JUDGE_SAMPLES {
            self.run_judge(problem, None, "").await;
        }
        self.no_english("/learn?chapter=judge").await;
    }

    /// The teacher's position editor: a number one more, a component
    /// removed, one copied and its number one less; the game set up plays,
    /// and shows on the projector.
    async fn position_editor(&self) {
        self.open_game("nim 3 4 5 + chomp 3x4", "").await;
        self.settled(0).await;
        self.js("document.getElementById('edit-box').open = true").await;
        self.until("document.querySelector('#edit-body li')").await;
        let row = |c: usize, button: &str| {
            format!("document.querySelector('#edit-body li[data-component=\"{c}\"] .{button}').click();")
        };
        for click in [
            row(0, "edit-more"),
            row(0, "edit-more"),
            row(1, "edit-remove"),
            row(2, "edit-copy"),
            row(3, "edit-less"),
        ] {
            self.js(&click).await;
        }
        let game = "nim 5 + nim 5 + chomp 3x4 + chomp 2x4";
        assert_eq!(self.text("edit-game").await, game);
        // A number typed that is none stops the position being played.
        self.js("const n = document.querySelector('#edit-body .edit-number'); n.value = 'x'; n.dispatchEvent(new Event('input'))").await;
        assert_eq!(
            self.js("return document.getElementById('edit-play').disabled").await,
            json!(true)
        );
        self.js("const n = document.querySelector('#edit-body .edit-number'); n.value = '5'; n.dispatchEvent(new Event('input'))").await;
        self.js("document.getElementById('edit-play').click()").await;
        self.settled(0).await;
        let shown = self.js("return [new URLSearchParams(location.search).get('game'), document.querySelectorAll('#board > li').length]").await;
        assert_eq!(shown, json!([game, 4]));
        self.js("document.getElementById('edit-box').open = true").await;
        self.until("document.getElementById('edit-projector')").await;
        self.js("document.getElementById('edit-projector').click()").await;
        self.settled(0).await;
        assert_eq!(
            self.js("return document.body.classList.contains('projector')").await,
            json!(true)
        );
        self.shoot("editor-projector.png").await;
    }

    /// Three hints, then the worked answer; asking solves nothing.
    async fn hint_ladder(&self) {
        self.learn("lang=en&chapter=nim").await;
        let at = "document.querySelector('[data-exercise=\"nim-1\"]')";
        for step in 1..=3 {
            self.js(&format!("{at}.querySelector('.hint-step').click()")).await;
            let hint = self.js(&format!("return {at}.querySelector('.hint').textContent")).await;
            assert!(hint.as_str().unwrap().starts_with(&format!("Hint {step}: ")), "{hint}");
        }
        assert_eq!(
            self.js(&format!("return {at}.querySelector('.hint-step').textContent")).await,
            json!("Show the worked answer")
        );
        self.js(&format!("{at}.querySelector('.hint-step').click()")).await;
        self.until(&format!("!{at}.querySelector('.answer').hidden")).await;
        let answer = self.js(&format!("return {at}.querySelector('.answer').textContent")).await;
        assert!(
            answer
                .as_str()
                .unwrap()
                .contains("The player to move wins (an N-position): the nim-sum is *2"),
            "{answer}"
        );
        assert_eq!(
            self.js(&format!("return {at}.classList.contains('solved')")).await,
            json!(false)
        );
    }

    /// A chapter printed is an exercise sheet: the page's print rules,
    /// applied to the screen, keep the boxes to fill and the boards, and
    /// drop the buttons, the hints and the navigation.
    async fn exercise_sheet(&self) {
        self.learn("lang=en&chapter=sg").await;
        self.until("document.querySelector('[data-exercise=\"sg-4\"] .target')").await;
        let shown = self
            .js("const rules = [...document.styleSheets].flatMap((s) => [...s.cssRules])
                   .filter((r) => r.media && [...r.media].includes('print')).flatMap((r) => [...r.cssRules].map((c) => c.cssText));
                 const style = document.createElement('style');
                 style.textContent = rules.join('\\n');
                 document.head.append(style);
                 const seen = (selector) => [...document.querySelectorAll(selector)].some((n) => n.getClientRects().length > 0);
                 return ['.fill-cell input', '[data-exercise=\"sg-4\"] .target', '.exercise strong', '.hint-step', '.fill-form button', 'nav', '.answer-p'].map(seen);")
            .await;
        assert_eq!(shown, json!([true, true, true, false, false, false, false]));
    }
}
