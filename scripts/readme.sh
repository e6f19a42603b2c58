#!/usr/bin/env bash
# Regenerates README.md from the real binary: `cargo build --release && scripts/readme.sh > README.md`.
set -euo pipefail
G=./target/release/grundy
ex() { echo "\$ grundy $1"; eval "$G $1" 2>&1 || true; }
# An API request to a server started for the README: `api 'PATH?QUERY'`.
api() { echo "\$ curl -s 'http://127.0.0.1:8080$1'"; curl -s "http://127.0.0.1:$PORT$1" | sed -e '$a\'; }
served=$(mktemp)
$G serve --port 0 > "$served" &
SERVER=$!
trap 'kill $SERVER; rm -f "$served"' EXIT
until [ -s "$served" ]; do sleep 0.1; done
PORT=$(head -1 "$served" | sed 's/.*://')
# A game scripted through a pipe: `piped 'LINES' 'ARGS'`.
piped() { echo "\$ printf '$1' | grundy $2"; printf "$1" | eval "$G $2" 2>&1 || true; }
cat <<'MD'
# grundy

grundy is an engine and command-line tool for **impartial combinatorial games** — Nim, Bash's game, subtraction games, Wythoff's game, Moore's Nim_k, Fibonacci Nim, Euclid's game, Lasker's Nim, staircase Nim, Chomp, Green Hackenbush, coin-turning games, games on graphs (cycles and draws included), and their sums — built on Sprague–Grundy theory. Type a position and learn who wins, every winning move and why; compute Grundy tables and get their periods *proved*.

## Quick start

```sh
cargo run --release -- analyze "nim 3 4 5 + subtract(1,3,4) 10"
cargo test --release --workspace
```

The first builds and runs the `grundy` binary; the second runs every test, including the resource suite (every command on hostile inputs under `ulimit -v` and a time budget) and a fuzz run of the parser; it is what `.ci/run` runs after `cargo fmt --check`, `cargo clippy` and a check that no dependency needs a system library. The browser test of the web playground needs Debian's `chromium` and `chromium-driver` and axe-core (`npm install --prefix target/axe axe-core`): `.ci/run` installs them and requires the test to run, while a plain `cargo test` without them says that it skipped it. The Slurm test of the census scripts in `contrib/slurm`, which starts a one-node cluster of its own, needs root and Debian's `slurm-wlm` and `munge`, and is handled the same way. Building needs nothing but Rust. To install the binary: `cargo install --path crates/grundy-cli`.

## Game descriptions

A game is a **sum of parts** joined by `+`. A part is a ruleset name, optional parameters in parentheses, then its operands. In a heap ruleset every heap is its own component, so `nim 3 4 5` is `nim 3 + nim 4 + nim 5`; heaps past 2⁶⁴ are valued by the ruleset's proved period. A ruleset whose moves touch several numbers takes them all as one component (`wythoff 3 5`), and its numbers may have any size. Newlines count as spaces. Text typed on a Chinese keyboard or a phone reads as its plain form: full-width digits, letters, commas, brackets and `＋`, ideographic spaces, `、` between numbers and `×` in a board (`subtract（1、3、4） １０ ＋ chomp 3×4` is `subtract(1,3,4) 10 + chomp 3x4`), and ruleset names ignore case (`Nim 3`); a misspelt name gets the closest one (`kayle` → did you mean `kayles`?). The classic games may also be written by their Chinese names, as `grundy rules` lists them: `尼姆 3 4 5`, `巴什(3) 20` and `威佐夫 3 5` are `nim 3 4 5`, `bash(3) 20` and `wythoff 3 5`.

```text
MD
ex 'rules'
cat <<'MD'
```

`grundy rules NAME` explains one game: its rules, a worked example (the engine's own analysis of a position) and its strategy; `--full` does so for every game and ends with Sprague–Grundy theory; `--lang zh-CN` writes the texts in Simplified Chinese, in the terms of the Chinese tutorials.

```text
MD
ex 'rules 巴什 --lang zh-CN'
cat <<'MD'
```

## `grundy analyze` — who wins, and how

```text
MD
ex 'analyze "nim 3 4 5 + subtract(1,3,4) 10"'
cat <<'MD'
```

`--json` prints one object; `component` counts every heap of the sum from 0, `from` and `to` describe that component before and after the move:

```text
MD
ex 'analyze --json "bash(3) 5 + subtract(1,3,4) 9 + nim 3 4 5"'
cat <<'MD'
```

`SPEC` of `-` reads the description from standard input, so a million heaps are fine: `grundy analyze - < heaps.txt`. Heaps of any size are answered at once when the ruleset has a closed form or a proved period:

```text
MD
ex 'analyze "subtract(1,3,4) 18446744073709551615 + allbut(2,5,7) 1000000000000"'
ex 'analyze --explain "bash(3) 100000000000000000000000000001 + nim 18446744073709551616"'
cat <<'MD'
```

Games with a closed form answer at any size, with integers only (no floating point): Wythoff's P-positions are the Beatty pairs ⌊kφ⌋ = (k + ⌊√(5k²)⌋)/2, Fibonacci Nim follows the Zeckendorf representation, Euclid's game its continued fraction. `--explain` says why, component by component:

```text
MD
ex 'analyze --explain "wythoff 123456789012345678901234567890 199757482331078468866436716553"'
ex 'analyze --explain "fibnim 17"'
ex 'analyze --explain "nim 3 5 + wythoff 3 4 + chomp 3x3"'
cat <<'MD'
```

### Misère play

Under misère play the player who cannot move **wins**: whoever takes the last counter loses. Misère sums do not add by XOR, so grundy uses, in order: Bouton's rule for misère Nim (heaps of any size); the **misère quotient** of the heaps in the sum; a table of outcomes for one heap of a game that never splits heaps; and an exact search of the whole sum, counted as it goes against the limits below.

```text
MD
ex 'analyze --misere "nim 3 1"'
ex 'analyze --misere --json "nim 1 1 1"'
cat <<'MD'
```

**What a quotient is.** Two positions are *indistinguishable* when adding the same heaps to either always gives the same misère outcome. Their classes form a finite commutative monoid, the misère quotient (Plambeck 2005; Plambeck and Siegel 2008): each heap maps to an element (the *pretending function* Φ), a sum of heaps to the product of their elements, and the sum is lost for the player to move exactly when that product lies in the quotient's *P-portion*. It plays the part the nim-sum plays in normal play. `grundy quotient RULESET --heaps N` builds the quotient of the heaps 0..N one heap at a time and reports it only after an exact check of its defining conditions (stated and proved in the docs of `grundy::quotient`); when Φ becomes periodic, the periodicity theorem of normal play (Guy–Smith, or the subtraction-game bound) carries over to Φ and the quotient holds for every heap:

```text
MD
ex 'quotient "octal(0.75)" --heaps 24'
cat <<'MD'
```

Read it like this: heap 1 is *a*, heap 2 is *b*, heap 5 is *c*; the relations say how products simplify (a² = 1, so two heaps of 1 cancel; b³ = b); a sum of heaps 1, 2 and 5 is *abc* = *a·ab* = *b* (by bc = ab and a² = 1), which is not in the P-portion {a, b²}: the player to move wins. For Kayles the quotient has 40 elements (9 in the P-portion), the same for every heap, as Φ is periodic from heap 71 with period 12. `analyze --misere` reads a sum in the quotient, in time linear in the number of heaps, and `--explain` shows each heap's element and the product:

```text
MD
ex 'analyze --misere --explain "kayles 5 9 13 17 20 31"'
cat <<'MD'
```

**Genus.** Conway's genus g^{γ0γ1γ2…} of a heap gives its normal value g, its misère value γ0, and γk, the misère value with k extra nim heaps of 2 (the last two repeat for ever). A heap is *tame* when everything it can reach has the genus of a Nim position (then it plays like one in sums with other tame games), *restive* when only its own genus fails, *wild* otherwise. `grundy genus RULESET --upto N` reads the genus off a certified quotient of the heaps with small nim heaps (the docs of `grundy::genus` prove why that is exact); each count of nim heaps (2, then 4, 8 and 16) is followed heap by heap while its quotient determines the misère values, and the genus is given for the longest run of heaps so determined: for Kayles heaps 0..=19 (`genus kayles --upto 40` ends with `Stopped at heap 20:` and why, exit 0), for Dawson's Kayles 0..=24 (with nim heaps up to 4). The genus of larger heaps needs another method, not built yet:

```text
MD
ex 'genus dawson --upto 12'
cat <<'MD'
```

A sum mixing rulesets uses the quotient of their heaps together:

```text
MD
ex 'analyze --misere "bash(3) 5 + subtract(1,3,4) 9"'
cat <<'MD'
```

**How far the quotients go.** When a heap breaks the quotient so far, a larger candidate is built, reduced and certified. grundy first *recalibrates*, after Siegel's MisereSolver (Plambeck and Siegel 2008): the candidate that failed, reduced, keeps every identification no failure contradicted, and only the heaps of the least word where it failed are split off as free generators; so candidates stay near the quotient's size. When that is exhausted, it promotes heaps to free generators of the certified quotient. Nothing is reported that was not certified on every heap up to N. Dawson's Kayles reaches heap 33: 360 elements (65 in P) at heap 30 in about 0.2 s, 638 (109 in P) at heap 33 in about 1.2 s, the orders MisereSolver found; at heap 34 the candidates pass the memory limit. Further: 0.54 to heap 60 (234 elements) in 0.2 s, 0.26 to heap 60 (420) in 5 s, 4.7 to heap 40 (622) in 7 s (`scripts/quotient-reach.sh` runs 30 rulesets; BENCHMARKS.md). Sums with those heaps are then read in the quotient: `analyze --misere "dawson 33 5 12"` is the product of three elements, answered in about 1.2 s, nearly all of it building the quotient.

Where no quotient can be built within the limits — Dawson's Kayles past heap 33, 0.176 past heap 18, whose failing words grow as if its quotient were infinite — the exact search of the whole sum remains, within `--max-search`. `grundy quotient` then answers with what it certified: `quotient "octal(0.176)" --heaps 19` prints the quotient of heaps 0..=18 and ends with `Stopped at heap 19:` and why (in JSON, `stopped`), with exit 0; so does a run stopped by `--max-work`, `--max-memory` or the deadline. Only a run that certifies nothing past heap 0 exits 2. A heap no candidate serves is refused only after the bounded search for one (about 6 s for 0.176 at heap 19). The exact search's positions are the sorted multisets of the heaps that still have a move, each decided win or loss (not valued), so `octal(0.31) 7 + lasker 3 3 11 + officers 10` takes 105,385 positions and `octal(4.3) 19 + octal(0.74) 19` 853,980, both within the default limit.

When the moves of one component cannot be listed within the limits (a Kayles heap of 10¹² has 5·10¹¹ splits), the others are listed all the same, and that component is named with the reason (`"unlisted"` in JSON); who wins is still answered, with exit code 0:

```text
MD
ex 'analyze "lasker 1000000000000 + nim 3"'
cat <<'MD'
```

### Games with cycles: draws and ∞(K)

When moves can go round in circles, play can go on for ever, and a position may be a **draw** (D): neither player can force a win, and either can keep the game going. Three kinds of component do this: a game graph with a cycle (`graph(FILE)`), `windup(N; S…)` (a token on 0..N−1 moves from k to k − s, wrapping round modulo N; 0 ends the game) and `addtake(C; T…; A…)` (take T or add A counters, the heap staying at most C; an empty heap is finished). Nimbers no longer suffice. Smith's generalized Sprague–Grundy function (1966) gives every position a nimber or **∞(K)**, K the set of finite values among its options, computed here by Fraenkel and Yesha's labelling (near linear per value: a graph of 10⁶ edges takes about half a second). A position ∞(K) is won when 0 ∈ K (it can move to a P-position) and a draw otherwise. Sums follow **Smith's rule**: with *a* the nim-sum of the finite components, one infinite component gives ∞(K ⊕ a) — won exactly when a ∈ K, by moving that component to an option of value a — and two or more give ∞(∅), a draw. Text writes ∞(0,2) (∞(∅) when K is empty), JSON `{"infinite":[0,2]}` in tables and `"infinite":[0,2]` with `"nimber":null` in analyses:

```text
MD
ex 'table "windup(7; 2,3)"'
ex 'analyze --explain "windup(7; 2,3) 1 + nim 1"'
ex 'analyze --json "windup(7; 2,3) 1 + nim 1"'
cat <<'MD'
```

Position 1 alone is won (1 → 5, a P-position), and a nim heap of 1 alone is won, yet their sum is a draw: its value is ∞(0 ⊕ 1) = ∞(1), and 1 → 6 is the one move that does not hand the opponent a win. From a draw, `analyze` lists the moves that keep it (`drawing_moves` in JSON); `grundy play` and the playground hold a draw when they cannot win, and declare the game drawn when a position comes up a third time with the same player to move.

### Limits

Every run is bounded: what a computation will cost is checked before it starts where it can be known, and counted while it runs where it cannot; past a limit, grundy stops with exit code 2 and a message naming the limit and the flag that raises it. `analyze`, `table` and `plot` take:

| flag | bounds | default |
|---|---|---|
| `--max-table N` | values one table holds | 10⁸ |
| `--max-search N` | steps of an exact search (misère sums, boards, pairs of piles), and options checked to list one component's moves | 2·10⁷ |
| `--max-work N` | steps (option values checked, about 10⁹ a second) computing one ruleset's values; a search for a period that values heaps past the table gets a quarter of it | 10¹⁰ |
| `--max-memory BYTES` | memory a table or search holds (`512M`, `2G`) | half of what is available, `ulimit -v` included, at most 4G |

A run that takes more than a second shows a progress bar on a terminal's standard error: values computed of those needed, or search steps against the `--max-search` limit. It is cleared before the answer, and never shows when standard error is a file or a pipe.

```text
MD
ex 'analyze "officers 100000000000"'
cat <<'MD'
```

Bad input gets exit code 2 and a caret under the offending column:

```text
MD
ex 'analyze "nim 3 + bash(0) 5"'
ex 'analyze "nim 3 4.5"'
cat <<'MD'
```

## `grundy play` — a perfect opponent that explains itself

`grundy play SPEC` plays any game of the catalogue, or any sum of them, against you. It draws the position, says who should win and in how many moves (Smith's *remoteness*: the winner hurries, the loser holds out, where the whole sum is small enough to search), and asks who moves first. A move names a component and what it becomes: `2 5` (heap 2 becomes 5), `2: 1 3` (a Kayles row split in two), `1: wythoff 1 2`, and with one component just `5`. `hint` shows the winning moves and why they win (the values and the nim-sum), `moves` lists every legal move with WINS or loses, `undo` takes back your last move, `why` explains the computer's last move, `quit` stops. The computer always plays a winning move when there is one (the fastest win); from a lost position it makes the game last longest, or, when the sum is too large to search, leaves you the fewest winning replies. In games with cycles (`windup`, `addtake`, a graph with a cycle) it holds the draw when it cannot win, `moves` marks the moves that keep a draw with `draws`, and a position that comes up a third time with the same player to move ends the game in a draw (the repetition rule, as chess's threefold repetition). `--seed N` makes its choices among equal moves repeatable, `--misere` plays misère, `--first me|computer` skips the question. Misère play of games the misère analysis does not take (Wythoff's game, Chomp, Hackenbush, their sums) is decided by an exact search of the whole sum, within `--max-search` steps; the cutting game, whose win condition is stated for normal play, has no misère version.

On a terminal lines are edited with history (and winning moves shown in colour, unless `NO_COLOR` is set); from a pipe each line is read and echoed, so a whole game can be scripted:

```text
MD
piped '1 0\n2 0\n3 0\n' 'play "nim 1 1 1" --first me --seed 3'
piped 'hint\n1 2\nwhy\nquit\n' 'play "kayles 3 + nim 2" --first me --seed 1'
cat <<'MD'
```

## `grundy serve` — the web playground

```sh
grundy serve --open      # http://127.0.0.1:8080 in your browser; --port 0 picks a free port
```

![The play page: a sum of Nim, Kayles and Wythoff played by touch, a counter of heap 2 about to be taken](docs/playground.png)

One binary serves a page and a JSON API on 127.0.0.1, with everything embedded: nothing is fetched from elsewhere. The **Play** page is a game to play, not an answer sheet: any game of the catalogue or any typed sum, against the computer or hot-seat, normal or misère, either side first, in English or Chinese (from the browser's language, or the switch; the address keeps `lang=zh-CN` or `lang=en`). You move by touching the drawing: a counter takes it and those to its right (*take 3 from heap 2*), a gap splits a heap (Lasker's Nim, Grundy's game), a run of pins is knocked down (Kayles, Dawson's Kayles, octal codes; cells for Treblecross and Strips), Wythoff's queen goes to a square of its board, Moore's Nim_k takes from up to k piles at once, Chomp's squares go with all above and to the right (the poison bottom-left), a grid line cuts paper, coins are turned, an edge of a Hackenbush graph is cut, a wind-up token moves round its dial; every target is focusable and named, and the full list stays under **All moves**. A move can be typed too (`take 3 from heap 2`, `从第2堆取3`, `2 5`, `2: 1 3`), and the page says how it read it. Nothing gives the answer away until asked: the **Coach** switch (remembered; `coach=1` in the address) shows values, ✓/✗ marks, remoteness and the **Why** panel (`grundy analyze --explain`, in the page's language); **Hint** goes a step at a time — whether a move wins, then where, then which and why, in the tutorials' terms (a multiple of m+1 for Bash, the pairs (⌊kφ⌋, ⌊kφ²⌋) for Wythoff, the nim-sum otherwise). The computer's pieces fade out before its move lands and the component it changed stays highlighted (a speed setting, instant included; `prefers-reduced-motion` is honoured). Beside the board, **Rules and strategy** gives each game's rules, a worked example and its strategy (the texts of `grundy rules`), and the **SG table** shows G(0..n) of each heap ruleset played, the heaps on the board marked and a proved period shaded lap by lap; choosing a value works out its mex from its options, Wythoff's game gets its value grid, and a sum its nim-sum in binary. A lost start is said before the first move, with an offer to move second; **Random position** draws a start that is won or lost as asked; at the end the verdict heads the page, the review lists each winning position given away, and **Rematch**, **Swap sides** and **New game** (keeping the game) start again. The **History** chart takes you back to any point. The game lives in the address, so the back button undoes, a reload keeps the game, and a link shares it. **Analyze**, **Table**, **Period** and **Plot** show what the commands show (the plot as SVG in the page).

Keys: `h` hint, `u` undo, `r` redo, space plays the best move; every move is reachable with Tab and Enter, each target's name says the move in words (and, with the coach, whether it wins), the computer's moves are announced to screen readers, and the page works 375 pixels wide. The browser test plays every catalogue game to its end by touching the board, in both languages, checks every drawing's targets against the moves the API lists, and checks the page with axe-core in English and Chinese.

Every request that computes first gets a **quick budget** (a few milliseconds: 50,000 search steps, 5·10⁶ steps of work, 16 MB, counted as it computes and with no clock, so a request's lane is the same on every machine however busy); one that needs more runs again with the **heavy budget** (5·10⁶ search steps, 2·10⁹ steps of work, 256 MB or less when memory is short, and `--max-time`, 5 s by default), which the engine checks as it computes, on a blocking thread holding one of `--max-heavy` slots shared by every route (the cores less one by default). When every slot is taken a heavy request gets 503 at once, so heavy requests never hold up quick ones, and a light request never waits for a slot nor is refused for want of one. Requests must name `localhost`, `127.0.0.1` or `[::1]` as their host (against DNS rebinding); request targets past 16 KiB and bodies past 16 KiB are refused; descriptions naming files (`graph(FILE)`) are refused, as the server reads none. A connection that sends no whole request for 10 s (nothing at all, part of one, or nothing after its last answer), or does not read its answer for as long, is closed; at most as many connections are open as the limit on open files (`ulimit -n`) allows, less 64 kept for the rest, and past it a new connection gets a short 503. Ctrl-C (or SIGTERM) finishes the requests under way and stops.

### The playground with no install

```
cargo xtask site site/       # needs the target once: rustup target add wasm32-unknown-unknown
python3 -m http.server --directory site 8000   # or any static host
```

`cargo xtask site DIR` builds the same page as a static folder — its HTML, JavaScript and CSS, and the engine as one WebAssembly module (`grundy.wasm`) — that plays every game with no server at all. Put this folder on any static host (a course page, GitHub Pages, a USB stick with a static server); it works offline once loaded. The page asks `api/v1/` beside itself first: served by `grundy serve` it uses the server (faster, larger budgets), otherwise it runs the engine in a Web Worker, and its footer says which. Both answer through the service's one door (`grundy_service::api`), so the answers are byte for byte the same; a test checks 1,200 generated requests against the native build under Node. In the worker, work is counted (2·10⁶ search steps, 5·10⁸ steps of work, 1 GiB, 5·10⁷ table values) and a request still running after 10 s is stopped — the worker is terminated and restarted — and answered with the server's problem for a deadline. On a static host the views are addressed as `index.html?view=table&…` instead of `/table?…`. The module is 1.45 MB, 465 KB gzipped, plots included. For pages that embed grundy, `await grundy.request('/api/v1/analyze?game=nim+3+4+5')` gives exactly the JSON (or problem JSON) that `GET` of that path gives from the server, in either mode, parsed with every number exact: an integer past 2⁵³ − 1 in size (a heap, a value, a count) is a BigInt (`nim 18446744073709551617 3` has the `nimber` `18446744073709551618n`), every other number a Number; compare with `==` and convert with `BigInt(x)` before arithmetic (arithmetic mixing the two throws), and give `JSON.stringify` a replacer for BigInts.

### The JSON API

| Request | Answer |
|---|---|
| `GET /api/v1/analyze?game=SPEC&misere=0\|1&explain=0\|1` | the JSON of `grundy analyze --json` |
| `GET /api/v1/moves?game=SPEC&misere=0\|1` | `{"moves":[{"component","from","to","game","winning","value","after"}],"complete","unlisted"}`: every legal move (up to 500); `game` is the whole game after it, `value` its nim-sum under normal play or `null`, `after` the drawings of what the moved component becomes (two rows for `kayles 2 4`), so that a page can read a move off a touch of its picture |
| `GET /api/v1/apply?game=SPEC&misere=0\|1&component=I&to=DESC` | the typed move checked: one move as above, or 422 saying why it is illegal |
| `GET /api/v1/computer?game=SPEC&misere=0\|1&seed=N` | the computer's move, with `strategy` and `why`; 409 when the game is over |
| `GET /api/v1/play?game=START&misere=0\|1&m=I:DESC&m=…&at=K` | a line of moves judged one by one (`could_win`, `blunder`, `better`) and the position after the first `at`: `outcome`, `remoteness` (`null` when too large to search), `components` with their drawings and values, `moves`, `why` |
| `GET /api/v1/table?ruleset=R&upto=N&values=0\|1` | the JSON of `grundy table --json` (`values=1`: `--values`, Wythoff's G(a, b) for a, b ≤ N ≤ 100) |
| `GET /api/v1/period?ruleset=R&limit=N` | the JSON of `grundy period --json` |
| `GET /api/v1/plot?ruleset=R&upto=N` | the SVG of `grundy plot` |
| `GET /api/v1/messages?lang=L` | the page's own messages in `en` or `zh-CN` (without `lang`, the first of `Accept-Language` that grundy speaks), as Fluent patterns it formats itself |
| `GET /api/v1/rules?lang=L&name=N` | the JSON of `grundy rules --json` (`lang`: `en` or `zh-CN`; `name`: one ruleset) |

Every JSON shape, of the command line and the API alike, is documented once, with an example, in [docs/json.md](docs/json.md) (a test checks each example against what grundy emits). Components count from 0. Errors are RFC 9457 problem details (`application/problem+json`) whose `detail` is the message the command line prints, caret included: 400 for bad input, 422 past a limit or for an illegal move, 409 when the game is over, 403 for a foreign host, 503 when the heavy slots are full. Numbers are exact at any size; what is unknown is `null`.

```text
MD
api '/api/v1/analyze?game=nim+3+4+5'
api '/api/v1/computer?game=nim+3+4+5&seed=1'
api '/api/v1/apply?game=kayles+9&component=0&to=kayles+2+4'
api '/api/v1/analyze?game=nim+3+x'
cat <<'MD'
```

## `grundy table` — Grundy values, P-positions, period

```text
MD
ex 'table "subtract(1,3,4)" --upto 20'
ex 'table "bash(3)" --upto 9 --json'
ex 'table "allbut(1,2)" --upto 14'
ex 'table wythoff --upto 20'
cat <<'MD'
```

## `grundy period` — compute until the period is proved

```text
MD
ex 'period "subtract(2,5,6)"'
ex 'period "subtract(2,5,6)" --json'
ex 'period "allbut(3,30,34,37)"'
ex 'period "subtract(1,2,100)" --limit 104'
cat <<'MD'
```

A period is reported as proved only when it follows from a closed form or a theorem's conditions are met by the computed values:

- a subtraction game with largest move k: G(n+p) = G(n) for e ≤ n < e+p+k proves G(n+p) = G(n) for all n ≥ e;
- an all-but game (take any number except those listed) is arithmetic-periodic, G(n+p) = G(n) + s; grundy proves it by a counting argument stated and proved in the documentation of `PeriodTheorem::proves` (`crates/grundy/src/theory/period.rs`).

Once proved, the value of any heap, however large, comes from the period in O(1). Otherwise the period is reported as observed (only when at least three whole periods, and a quarter of the values, repeat), never used beyond the values computed.

Take-and-break games need no guessed `--limit`: `grundy period 'octal(0.1777)'` computes until its period is proved (443,139,470 values, about a minute), going on while a proof may still come within `--max-work` (10¹¹ steps by default for `period`, a minute or two) and the memory (`--max-memory`), and says which budget stopped a run that found no proof. A progress bar shows on a terminal; `--checkpoint FILE` keeps the values (checksummed) every minute, at the end and on Ctrl-C, and a later run resumes from them.

Sequences longer than memory: `grundy period grundys-game --limit 67108864 --values-file g.values --values-memory 16M` writes every value to `g.values` as it is computed (raw little-endian integers of 1, 2 or 4 bytes, widened when a value needs it), with `g.values.json` beside it saying what they are (`ruleset`, `count`, `width`, `sha256` of the values each as four bytes little-endian, the census's checksum, and `engine`), written every minute (`--checkpoint-every`), at the end and on Ctrl-C; a later run with the same file resumes from it after checking its checksum. Memory holds only the first values (the *prefix*), a window of the latest, and the values of the rare heaps past the prefix: the rare-value method reads each rare heap a with the heaps m − a, which lie in the window for a rare heap of the first values, and in the prefix for a rare heap of the last ones. `--values-memory` (256M by default) bounds all of it, counted as it grows: the values held (the prefix is a third of the bytes, the window an eighth of the prefix, for values of two bytes; a file of four-byte values holds half as many), the list of rare heaps (8 bytes each) and the rare heaps' values kept apart, plus at most 8 MiB of value counts. The mask splitting common values from rare ones is chosen among those that make every heap past the prefix common, while one does; a heap whose value comes out rare anyway (its scan for missing values must see every split) is computed from every option, reading the file. A run that would need a value not held (a rare heap too far from both ends, or more rare heaps than the memory holds) ends with exit 2, the values so far kept, naming `--values-memory`; so does a game whose P-positions keep recurring (0 is always rare), which a run in memory serves better. Grundy's game to 2²⁶ runs this way with `--values-memory 64M` under `ulimit -v` 100 MB, with the checksum of a run in memory, which holds 128 MB of values (BENCHMARKS.md): its rare heaps are the 1,273 below 82,860 and, from heap 47,461,861 on (the first 261, rare under every mask that keeps the earlier heaps common), some late ones, read with the heaps of the prefix. Arithmetic periods are looked for in memory only. Old `--checkpoint` files are read as before. The sidecar is described in [docs/json.md](docs/json.md). Grundy's game to 2²⁶ runs this way under `ulimit -v` 48 MB, with the checksum of a run in memory (BENCHMARKS.md). Arithmetic periods are looked for in memory only. Old `--checkpoint` files are read as before.

## `grundy census` — many codes, one table

```sh
grundy census --digits 3 --out census.jsonl
grundy census merge census.jsonl --csv --out census.csv
```

computes every octal code d₀.d₁d₂d₃ with d₀ = 0 or 4 (1,024 codes, about six minutes on two cores; codes with fewer digits are among them, with trailing zeros; `--hex` for hexadecimal codes, whose d₀ may also be 8 or c), or the codes given on the command line or in `--codes FILE`, each until its period is proved by the Guy–Smith theorem or its budget is spent: `--upto N` values (100,000 by default) and `--max-work N` steps (10¹⁰, some ten seconds). Each code gets one line of JSON, written as the code ends: its status (`proved`, `arithmetic` for an arithmetic periodicity seen but never proved, or `open`, saying how far it was computed and which budget stopped it), period, preperiod and saltus, the theorem's condition that was checked, the values' first 24, the rare-value mask, the count of rare values and the last heap with one, the largest value and where it first occurs, the P-positions and the last of them, the last exceptional heap, a SHA-256 of the values computed and the engine's version. A code with trailing zeros (0.130) is the game of the shorter code, and its row says so (`"equals": "0.13"`). `docs/json.md` documents every field and the CSV's columns, which follow the published tables: the values, the rare values, the largest value, the P-positions, the period.

Nothing in a row depends on the machine or the time: the memory a census needs (four bytes a value, for each code computed at once) is checked before it starts, never used to stop a code, and the steps are counted, not timed. So `--jobs N` (the cores, by default) computes codes side by side and still writes the rows in order; `--shard i/n` takes every n-th code from the i-th; `grundy census merge FILES…` sorts the shards' rows into one table (JSON Lines, `--csv` or `--markdown`, with `--columns` to choose), refusing a code with two rows, rows of another census (its codes, budget or engine version) and, unless `--partial`, a table missing a code (a shard not given or not finished); and the merged table is byte for byte the one a single process writes. A killed run goes on with `--resume`: codes with a row in the `--out` file are skipped and a last line cut short is computed again. `--timings FILE` keeps each code's time apart from the table. On a terminal a bar shows the codes done and how far the current one is; in a pipe nothing is printed but the rows.

Every code of at most two digits, to 100,000 values (103 proved, 25 open; 0.56 is proved with 653,570 values, past this budget):

MD
census=$(mktemp)
$G census --digits 2 --upto 100000 --out "$census" > /dev/null
$G census merge "$census" --markdown --columns code,equals,status,period,preperiod,last_exception,computed
rm -f "$census"
cat <<'MD'

### A census on a cluster

`contrib/slurm` runs a census on a Slurm cluster, one shard per task of a job array, then a merge that waits for every task. From the root of the repository, with `DIR` a folder the compute nodes reach and `grundy` on their `PATH`:

```sh
SHARDS=8 DIR=$PWD/census-3-digits
mkdir -p "$DIR"
jid=$(sbatch --parsable --array=0-$((SHARDS-1)) --output="$DIR/census-%A_%a.out" \
  --export=ALL,SHARDS=$SHARDS,DIR=$DIR contrib/slurm/census.sbatch --digits 3 --upto 100000)
sbatch --dependency=afterok:$jid --output="$DIR/merge-%j.out" \
  --export=ALL,SHARDS=$SHARDS,DIR=$DIR contrib/slurm/merge.sbatch
```

Task N runs `grundy census --digits 3 --upto 100000 --shard N/8 --out DIR/shard-N.jsonl --resume …` (`SHARDS` is given, never read from Slurm, whose task count changes when tasks are resubmitted). The table lands in `DIR/census.jsonl` and `DIR/census.csv`. When tasks fail, the merge never runs: cancel it, submit the failed tasks again with the same `SHARDS`, `DIR` and arguments (`--array=3,5`; each goes on with its shard file), and a new merge after them. `contrib/slurm/README.md` has the details. A test starts a one-node cluster (munged, slurmctld and slurmd, without systemd), runs these scripts on it, and checks that the table is byte for byte the one `grundy census` writes in one process, also after a shard is cut short and its task resubmitted.

## `grundy plot` — a picture of the values

```sh
grundy plot kayles --upto 3000 -o kayles.png
```

draws G(0..=3000) against the heap size to `kayles.png` (or to an SVG, for names ending in `.svg`, up to 200,000 points). For take-and-break games (`octal(…)`, `kayles`, `dawson`, …) the rare values — those the rare-value method splits off, named by their mask in the legend — are drawn in red and larger. The P-positions (value 0) are black, and when a period is proved within a small fixed budget (65,536 values, 5,000,000 steps) a dashed line marks the heap where it starts; the legend says what each mark means. Text is drawn with DejaVu Sans, shipped in the binary: no system font or library is needed.

## Python

```sh
pip install ./crates/grundy-py
```

builds and installs the package `grundy` (one abi3 wheel for every CPython from 3.11; pip fetches maturin from PyPI to build it, and the build needs nothing but Rust). It asks the engine what the command line asks, and answers alike: `analyze(g).to_dict()` is the document of `grundy analyze --json g`, and errors carry the command line's messages.

```python
>>> import grundy
>>> a = grundy.analyze("nim 3 4 5 + kayles 6")
>>> a.outcome, a.value
('N', Nimber(1))
>>> a.winning_moves[2]
Move(component=3, before='kayles 6', after='kayles 1 3')
>>> game = grundy.Game("nim 3 4 5 + kayles 6").play(a.winning_moves[2])
>>> str(game), game.outcome
('nim 3 4 5 + kayles 1 3', 'P')
>>> grundy.Game("nim 3 4 5").computer_move(seed=1).after
'nim 1'
>>> q = grundy.quotient("kayles")  # misère play: Kayles' quotient, for every heap
>>> q.order, len(q.p_portion), q.proved, str(q.element([2, 2])), q.element([2, 2]).is_p
(40, 9, True, 'b²', True)
>>> grundy.Nimber(2) * grundy.Nimber(3), grundy.Nimber(5) / grundy.Nimber(3)
(Nimber(1), Nimber(10))
>>> why = grundy.analyze("nim 3 + kayles 6", explain=True)
>>> [(r.component, r.id, r.args.get("value")) for r in why.reasons]
[(0, 'closed-form', '*3'), (1, 'table', '*3'), (None, 'nim-sum', None)]
>>> why.reasons[1].text
'G(6) = *3 from the table of G(0..7)'
```

With `explain=True`, `explanation` has the lines of `--explain` and `reasons` the same reasons as data (`Reason(component, id, args, text)`: the component explained, or `None` for the sum; the kind of reason; the values it is written with), as `docs/json.md` documents them.

`Game(g, misere=False)` is a position as a value (hashable, `str` its description): `moves()` lists every legal move judged, `play(move)` checks a typed move (`IllegalMove` says why it is not one), `computer_move(seed=…)`, `outcome`, `is_over`. `Nimber` adds by XOR and multiplies by Conway's nim product; `Infinite(K)` is the value ∞(K) of a position that can be played for ever. `quotient(ruleset, heaps=None)` is the certified misère quotient (`grundy quotient`) as an object to multiply in: `order`, `p_portion`, `generators` and `relations` (its presentation), `phi(heap)`, `element([h1, h2, …])` (a sum's element), `e * f`, `e ** n`, `e.is_p`, `grew`, `multiplication_table()`; with `heaps=None` it is computed until Φ's periodicity is proved. `genus(ruleset, upto)` gives each heap's genus and class (`grundy genus`). In Jupyter, analyses and quotients show as HTML tables, and a quotient's presentation as LaTeX. Every computing call takes the command line's limits as keyword arguments (`max_table`, `max_search`, `max_work`, `max_memory`, with its defaults), releases the GIL while the engine computes, and raises a subclass of `grundy.GrundyError`: `ParseError` (a `ValueError`, with `line`, `column` and the caret diagram), `LimitExceeded` (`limit` names the keyword that raises it), `Unsupported`, `IllegalMove`, `GameOver`, `Interrupted`. The package's tests run against the installed wheel, and mypy's `stubtest` checks its type stubs: `bash crates/grundy-py/run-tests.sh`.

Tables and periods are the command line's `grundy table` and `grundy period` (`to_dict()` is their `--json` document). A table is one buffer of the narrowest unsigned width that holds its values, which numpy reads without a copy (numpy is not a dependency); a period comes with the theorem that proves it, and `verify` checks the theorem's condition on values in a few lines of plain Python:

```python
>>> import grundy, numpy as np
>>> t = grundy.table("kayles", 10**6)
>>> t[7], t.period.period, t.period.preperiod, t.period.proved
(Nimber(2), 12, 71, True)
>>> a = np.asarray(t)
>>> a.dtype.name, int(a.max()), t.p_positions
('uint8', 8, [0])
>>> p = grundy.period("octal(0.137)")
>>> p.preperiod, p.period, p.theorem.name, p.theorem.parameters, p.values_used
(52, 34, 'take-break', {'last_digit': 3, 'most_heaps': 2}, 175)
>>> p.verify(grundy.table("octal(0.137)", p.values_used - 1))
True
```

`table` also takes `windup`/`addtake` (a `LoopyTable`: values ∞(K) are no numbers, so no buffer) and `wythoff` (a `WythoffTable` of its P-pairs). `period(r, limit=None, progress=False)` runs as long as `grundy period` does (its `max_work` of 10¹¹ steps), shows a bar with `progress=True` (tqdm when installed) or calls `progress(done, total)`, and stops on Ctrl-C with `KeyboardInterrupt` within a fraction of a second, as `table` does. `grundy.plot(r, upto)` is `grundy plot`'s SVG (shown by Jupyter), `grundy.rules()` the catalogue of `grundy rules --json`.

**The tour**, [`examples/tour.ipynb`](examples/tour.ipynb), is a notebook to read and run top to bottom (with numpy and matplotlib installed; it runs in a few seconds): normal play and Bouton's XOR rule for Nim, Wythoff's golden-ratio pairs against the engine's, Kayles' SG function from the mex definition against `grundy.table`, a table of octal 0.137 into numpy and a matplotlib plot, a period proved by the octal periodicity theorem and checked again with `verify`, and Kayles' misère quotient used to judge a sum. In Jupyter a table shows its values in rows of ten, the P-positions highlighted and each lap of a proved period underlined (the first 1,000 values). `Game.remoteness()` is Smith's remoteness, as the web page shows it (`None` for a draw, whose remoteness is infinite; `LimitExceeded` with `limit == "steps"` past its search's 30,000 steps), and `max_memory` may be written as `--max-memory` takes it (`max_memory="512M"`). The notebook is committed without outputs (they would be the engine's answers frozen at one commit, and a plot is a large blob in every diff), and `run-tests.sh` executes it against the installed wheel, failing when a cell raises.

## More

- `ARCHITECTURE.md` — how the code is laid out and the invariants it keeps.
- `BENCHMARKS.md` — measured speed and memory, with the commands that reproduce them.
- `contrib/slurm/README.md` — a census split into shards on a Slurm cluster: a job array and a merge.
MD
