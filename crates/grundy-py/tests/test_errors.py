"""Each kind of problem raises its class, under GrundyError, with the command
line's message (a parse error's caret diagram included)."""

from __future__ import annotations

import pytest

import grundy
from grundy import errors


def test_parse_errors_point_at_the_column() -> None:
    with pytest.raises(grundy.ParseError) as caught:
        grundy.analyze("nim 3 x")
    error = caught.value
    assert isinstance(error, grundy.GrundyError) and isinstance(error, ValueError)
    assert (error.line, error.column, error.offset) == (1, 7, 6)
    assert str(error) == (
        "bad game description at column 7: expected a heap size (a whole number), found `x`\n"
        "  nim 3 x\n"
        "        ^"
    )
    assert error.detail == str(error)


def test_columns_count_characters_of_typed_text() -> None:
    # Full-width digits are read as ASCII, and the caret stays under what
    # was typed: column 9, byte 12 of UTF-8 (each full-width digit is 3).
    with pytest.raises(grundy.ParseError) as caught:
        grundy.Game("nim ３ ４ x")
    assert (caught.value.column, caught.value.offset) == (9, 12)
    # The caret is placed by display width: a full-width digit takes two.
    assert str(caught.value).splitlines()[-1] == "  " + " " * 10 + "^"


def test_a_misspelt_ruleset_gets_a_suggestion() -> None:
    with pytest.raises(grundy.ParseError, match="kayles"):
        grundy.analyze("kayels 3")


def test_limits_are_named() -> None:
    with pytest.raises(grundy.LimitExceeded) as caught:
        grundy.analyze("chomp 5x5", max_search=10)
    error = caught.value
    assert (error.limit, error.flag, error.value) == ("max_search", "--max-search", "10 steps")
    assert error.detail.endswith("raise it with --max-search")
    assert "max_search=" in str(error)
    # Raised, the same game is answered.
    assert grundy.analyze("chomp 5x5", max_search=10**6).outcome == "N"


def test_a_table_past_max_table_is_refused() -> None:
    with pytest.raises(grundy.LimitExceeded) as caught:
        grundy.analyze("grundys-game 5000", max_table=100)
    assert caught.value.limit == "max_table"


def test_questions_not_answered_are_unsupported() -> None:
    # Treblecross' rules say who wins under normal play: no misère version.
    with pytest.raises(grundy.Unsupported):
        grundy.analyze("treblecross 12", misere=True)
    # A misère game that is not a heap game is decided by the whole-sum search.
    assert grundy.analyze("hackenbush(0-1,1-2,2-0)", misere=True).outcome == "P"


def test_illegal_moves_say_why() -> None:
    game = grundy.Game("nim 3 4 5")
    with pytest.raises(grundy.IllegalMove) as caught:
        game.play((0, "nim 4"))
    assert "`nim 3` cannot become `nim 4`" in str(caught.value)
    assert "take any positive number of counters" in str(caught.value)
    with pytest.raises(grundy.ParseError) as parse:
        game.play((0, "nim x"))
    assert str(parse.value).startswith("bad move at column 5")
    with pytest.raises(grundy.IllegalMove, match="is nim 3, not nim 5"):
        game.play(grundy.Move(0, "nim 5", "nim 1"))


def test_a_game_that_is_over_has_no_computer_move() -> None:
    with pytest.raises(grundy.GameOver) as caught:
        grundy.Game("nim 0 0").computer_move()
    assert isinstance(caught.value, grundy.IllegalMove)
    assert str(caught.value) == "the game is over: the player to move has no move"


def test_every_class_is_a_grundy_error() -> None:
    for name in errors.__all__:
        assert issubclass(getattr(grundy, name), grundy.GrundyError)
    assert issubclass(grundy.ParseError, ValueError)
