//! `grundy play`: whole games scripted through a pipe, and played on a
//! pseudo-terminal by following the hints.

use std::process::Command;

use expectrl::{Eof, Expect, Regex, Session};

use crate::grundy;

/// `play` with `args` and `script` piped in: what it printed, and its
/// exit code.
pub fn play(args: &[&str], script: &str) -> (String, Option<i32>) {
    let mut all = vec!["play"];
    all.extend_from_slice(args);
    let run = grundy(&all, Some(script.as_bytes()));
    assert!(run.stderr.is_empty(), "{run:#?}");
    (run.stdout, run.code)
}

#[test]
fn a_piped_game_is_played_to_the_end() {
    // Three single counters: whoever moves first also takes the last one.
    let (text, code) = play(&["nim 1 1 1", "--first", "me", "--seed", "3"], "1 0\n2 0\n3 0\n");
    assert_eq!(code, Some(0), "{text}");
    assert!(text.contains("the player to move first should win, in 3 moves"), "{text}");
    assert!(text.contains("your move> 1 0\nYou: nim 1 → nim 0"), "{text}");
    assert!(text.contains("The computer: nim 1 → nim 0"), "{text}");
    assert!(text.contains("You win! The game is over: the computer has no move left."), "{text}");
    assert!(text.contains("You never gave away a winning position."), "{text}");
    assert!(!text.contains('\u{1b}'), "no colour on a pipe: {text}");
}

/// Issue 33: a line that is not UTF-8 is said to be so, and the game goes
/// on (it ended with exit code 1).
#[test]
fn a_line_that_is_not_utf8_is_typed_again() {
    let run = grundy(
        &["play", "nim 1 1 1", "--first", "me", "--seed", "3"],
        Some(b"1 \xff0\n1 0\n2 0\n3 0\n"),
    );
    assert_eq!(run.code, Some(0), "{run:?}");
    assert!(run.stdout.contains("That line is not UTF-8 text (byte 3 is not valid)"), "{run:?}");
    assert!(run.stdout.contains("You win!"), "{run:?}");
}

/// Moves and commands typed on a Chinese keyboard or a phone: full-width
/// digits and spaces, a full-width colon, a capitalised command.
#[test]
fn moves_are_read_as_people_type_them() {
    let script = "Hint\n１　０\n２：０\nＭＯＶＥＳ\n3 0\n";
    let (text, code) = play(&["nim 1 1 1", "--first", "me", "--seed", "3"], script);
    assert_eq!(code, Some(0), "{text}");
    assert!(text.contains("You: nim 1 → nim 0"), "{text}");
    assert!(text.contains("You win!"), "{text}");
    assert!(!text.contains("is not a component"), "{text}");
    assert!(text.contains("WINS"), "the hint and the move list answered: {text}");
}

#[test]
fn the_computer_moves_first_and_wins() {
    let (text, code) = play(&["nim 3 4 5", "--first", "computer", "--seed", "1"], "");
    assert_eq!(code, Some(0), "{text}");
    // The one winning move of nim 3 4 5.
    assert!(text.contains("The computer: nim 3 → nim 1"), "{text}");
    assert!(text.trim_end().ends_with("Goodbye."), "{text}");
    let (text, _) = play(&["nim 2", "--first", "me", "--seed", "1"], "1\n");
    assert!(text.contains("The computer: nim 1 → nim 0"), "{text}");
    assert!(text.contains("The computer wins."), "{text}");
    assert!(
        text.contains("From nim 2 you could have won, but nim 2 → nim 1 lost the win."),
        "{text}"
    );
}

/// A beginner plays one move in two at random (issue 49): the first line
/// says the level, `why` says the move was drawn at random, and the seed
/// replays it; a level that is none is refused with exit code 2.
#[test]
fn a_weaker_computer_says_so() {
    let args = ["nim 3 4 5", "--first", "computer", "--seed", "1", "--level", "beginner"];
    let (text, code) = play(&args, "why\n");
    assert_eq!(code, Some(0), "{text}");
    assert!(text.contains("seed 1; the computer plays at beginner level)"), "{text}");
    // Seed 1 draws a move at random from a winning start: nim 5 → nim 1.
    assert!(text.contains("The computer: nim 5 → nim 1"), "{text}");
    assert!(text.contains("one move in 2 is drawn at random"), "{text}");
    assert_eq!(play(&args, "why\n").0, text, "the seed replays the game");
    let run = grundy(&["play", "nim 3", "--level", "expert"], Some(b""));
    assert_eq!(run.code, Some(2), "{run:?}");
    assert!(run.stderr.contains("beginner, intermediate, perfect"), "{run:?}");
}

#[test]
fn misere_play_reverses_the_end() {
    let (text, code) = play(&["nim 1 1", "--misere", "--first", "me", "--seed", "0"], "1 0\n");
    assert_eq!(code, Some(0), "{text}");
    assert!(text.contains("misère play"), "{text}");
    assert!(
        text.contains(
            "You win! The game is over: you have no move left, and under misère play that wins"
        ),
        "{text}"
    );
}

#[test]
fn commands_answer_and_bad_moves_are_explained() {
    let script = "help\nmoves\nhint\n9 1\n1 7\n1: kayles 2\nx y z\n3\nundo\nwhy\nquit\n";
    let (text, code) = play(&["kayles 4 + wythoff 3 5", "--first", "me", "--seed", "5"], script);
    assert_eq!(code, Some(0), "{text}");
    assert!(text.contains("hint    the winning moves and why they win"), "{text}");
    assert!(text.contains("WINS ") && text.contains("loses"), "{text}");
    assert!(text.contains("`9` is not a component: they are numbered 1 to 2."), "{text}");
    assert!(text.contains("illegal move: `kayles 4` cannot become `kayles 7`"), "{text}");
    assert!(text.contains("`x` is not a component"), "{text}");
    assert!(
        text.contains("There is no move of yours to take back.") || text.contains("Taken back."),
        "{text}"
    );
    assert!(text.trim_end().ends_with("Goodbye."), "{text}");
}

#[test]
fn a_same_seed_replays_the_same_game() {
    let args = ["kayles 9 6", "--first", "computer", "--seed", "42"];
    let script = "1 2 3\n2 4\n1 1\n";
    assert_eq!(play(&args, script).0, play(&args, script).0);
}

#[test]
fn a_bad_game_is_refused_before_play() {
    let run = grundy(&["play", "nim 3 x"], Some(b""));
    assert_eq!(run.code, Some(2), "{run:#?}");
    assert!(run.stderr.contains("^"), "{run:#?}");
    // The cutting game's win condition is stated for normal play.
    let run = grundy(&["play", "--misere", "cutting 3x4"], Some(b""));
    assert_eq!(run.code, Some(2), "{run:#?}");
    assert!(run.stderr.contains("cutting"), "{run:#?}");
}

#[test]
fn misere_chomp_is_played_by_a_search_of_the_whole_sum() {
    let (out, code) = play(
        &["--misere", "chomp 2x3 + wythoff 1 2", "--first", "me", "--seed", "1"],
        "hint\nquit\n",
    );
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains("the winning moves come from an exact search of the whole sum"), "{out}");
}

/// Plays `game` on a pseudo-terminal, typing each move `hint` marks with
/// `mark` (a regular expression: the mark in its colour), until `goal` (plain
/// text) is printed; any other end of the game fails.
fn follow_hints(game: &str, seed: &str, mark: &str, goal: &str) {
    let mut command = Command::new(assert_cmd::cargo::cargo_bin("grundy"));
    command.args(["play", game, "--first", "me", "--seed", seed]);
    command.env_remove("NO_COLOR");
    let mut session = Session::spawn(command).expect("a pseudo-terminal can be opened");
    session.set_expect_timeout(Some(crate::TIMEOUT));
    let ends =
        format!("your move> |{}|You win!|The computer wins|A draw\\. ", goal.replace('.', "\\."));
    for _ in 0..100 {
        let found = session.expect(Regex(ends.as_str())).unwrap();
        let seen = String::from_utf8_lossy(found.get(0).unwrap()).into_owned();
        if seen == goal {
            session.expect(Eof).unwrap();
            return;
        }
        assert_eq!(seen, "your move> ", "{game}: following the hints ended otherwise");
        session.send_line("hint").unwrap();
        let found = session
            .expect(Regex(format!(r"{mark} (.+?) → (.+?) \(component (\d+)\)").as_str()))
            .unwrap();
        let to = String::from_utf8_lossy(found.get(2).unwrap()).into_owned();
        let component = String::from_utf8_lossy(found.get(3).unwrap()).into_owned();
        session.expect("your move> ").unwrap();
        session.send_line(format!("{component}: {to}")).unwrap();
    }
    panic!("{game}: the game did not end");
}

/// Types each winning move the hint names, in green on a terminal, until
/// the game is won: hints name winning moves, and line editing reads them.
#[test]
fn following_the_hints_wins_on_a_terminal() {
    follow_hints("nim 3 4 5 + kayles 6", "9", r"\x1b\[32mWINS\x1b\[0m", "You win!");
}

/// windup(4; 2) 1 can only go 1 → 3 → 1 …, so both players hold the draw
/// whatever they do, and the third time the start comes up with you to
/// move the game is drawn by repetition.
#[test]
fn a_piped_draw_ends_by_repetition() {
    let (text, code) =
        play(&["windup(4; 2) 1", "--first", "me", "--seed", "1"], "moves\nhint\n3\n3\n");
    assert_eq!(code, Some(0), "{text}");
    assert!(
        text.contains("With perfect play neither player can force a win: it is a draw."),
        "{text}"
    );
    assert!(text.contains("A position that comes up a third time with the same player to move ends the game in a draw."), "{text}");
    assert!(text.contains("  draws  1: windup(4; 2) 1 → windup(4; 2) 3"), "{text}");
    assert!(text.contains("The position's value is ∞(∅)"), "{text}");
    assert!(
        text.contains("  DRAWS windup(4; 2) 1 → windup(4; 2) 3 (component 1): it keeps the draw"),
        "{text}"
    );
    assert_eq!(text.matches("The computer: windup(4; 2) 3 → windup(4; 2) 1").count(), 2, "{text}");
    assert!(text.contains("A draw. The game is over: this position has come up 3 times with the same player to move (the repetition rule)."), "{text}");
    assert!(text.contains("You never gave away a winning or drawn position."), "{text}");
    // A move taken back is not counted: the draw comes two moves later.
    let (text, _) = play(&["windup(4; 2) 1", "--first", "me", "--seed", "1"], "3\nundo\n3\n3\n");
    assert_eq!(text.matches("The computer: windup(4; 2) 3 → windup(4; 2) 1").count(), 3, "{text}");
    assert!(
        text.trim_end().ends_with("You never gave away a winning or drawn position."),
        "{text}"
    );
    assert!(text.contains("A draw. The game is over"), "{text}");
}

/// From a draw with choices on both sides, following the hint's draw-keeping
/// moves (in yellow) on a terminal never loses, and the game ends drawn by
/// repetition.
#[test]
fn holding_the_draw_on_a_terminal() {
    let goal = "A draw. The game is over: this position has come up 3 times";
    follow_hints("windup(7; 2,3) 1 2", "4", r"\x1b\[33mDRAWS\x1b\[0m", goal);
}

/// Issue 47, item 3: from a lost sum of huge heaps, whose moves cannot all
/// be listed, the computer moving first still plays a legal move (it
/// exited 2, "needs a move of this position listed").
#[test]
fn the_computer_moves_first_from_a_lost_sum_of_huge_heaps() {
    let t = "1000000000000";
    for game in [
        format!("kayles {t} + kayles {t}"),
        format!("dawson {t} {t}"),
        format!("lasker {t} {t}"),
        format!("octal(0.137) {t} {t}"),
        "nim 1000000000000000000000000000000 1000000000000000000000000000000".to_string(),
    ] {
        let (text, code) = play(&[&game, "--first", "computer", "--seed", "1"], "");
        assert_eq!(code, Some(0), "{game}: {text}");
        assert!(text.contains("The computer: "), "{game}: {text}");
    }
}

/// Issue 47, item 4: a legal move typed on a huge heap is decided from the
/// rules (it was refused as "not known"); an illegal one is explained.
#[test]
fn typed_moves_on_huge_heaps_are_played() {
    let game = "kayles 1000000000000 + nim 6";
    let (text, code) = play(&[game, "--first", "me", "--seed", "1"], "1 5 999999999993\n");
    assert_eq!(code, Some(0), "{text}");
    assert!(text.contains("You: kayles 1000000000000 → kayles 5 999999999993"), "{text}");
    assert!(!text.contains("can become"), "{text}");
    let (text, _) = play(&[game, "--first", "me", "--seed", "1"], "1 5 999999999992\n");
    assert!(text.contains("cannot become `kayles 5 999999999992` in one move"), "{text}");
    let game = "dawson 1000000000000000000 + lasker 1000000000000";
    let script = "1 7 999999999999999991\n";
    let (text, code) = play(&[game, "--first", "me", "--seed", "1"], script);
    assert_eq!(code, Some(0), "{text}");
    assert!(
        text.contains("You: dawson 1000000000000000000 → dawson 7 999999999999999991"),
        "{text}"
    );
}
