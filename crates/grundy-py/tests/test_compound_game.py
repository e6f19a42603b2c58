"""grundy.CompoundGame: a compound played to the end by the computer on
both sides, every move judged as the game it leaves is decided; moves
typed as mappings, pairs or a winning move's Moves; refusals."""

from __future__ import annotations

import pytest

import grundy
from grundy import CompoundGame, Move


@pytest.mark.parametrize("compound", ["conjunctive", "every", "selective", "shortened"])
@pytest.mark.parametrize("misere", [False, True])
def test_the_computer_plays_to_the_end(compound: str, misere: bool) -> None:
    game = CompoundGame("kayles 6 + nim 3 + subtract(1,2) 4", compound, misere=misere)
    for _ in range(30):
        if game.is_over:
            with pytest.raises(grundy.GameOver):
                game.computer_move()
            return
        chosen = game.computer_move()
        # The computer wins whenever the position is won, and its move
        # leaves what it says.
        assert chosen.winning == (game.outcome == "N"), (game, chosen)
        assert chosen.winning == (chosen.game.outcome == "P"), (game, chosen)
        assert game.play(chosen.moves) == chosen.game
        game = chosen.game
    raise AssertionError(f"{game} is not over after 30 moves")


def test_moves_as_mappings_pairs_and_winning_moves() -> None:
    game = CompoundGame("nim 1 2", "selective")
    assert game.compound == "selective" and game.outcome == "N" and not game.is_over
    assert game.options(1) == ["nim 0", "nim 1"]
    winning = game.analyze().winning_moves[0]
    assert winning == [Move(0, "nim 1", "nim 0"), Move(1, "nim 2", "nim 0")]
    after = game.play(winning)
    assert after == game.play({0: "nim 0", 1: "nim 0"}) == game.play([(0, "nim 0"), (1, "nim  0")])
    assert after.is_over and after.outcome == "P"
    assert CompoundGame("nim 1 2", "every").compound == "continued"
    assert repr(CompoundGame("nim 1", "every", misere=True)) == (
        "CompoundGame('nim 1', 'continued', misere=True)"
    )
    assert len({CompoundGame("nim 1", "every"), CompoundGame("nim  1", "continued")}) == 1
    components = CompoundGame("[kayles 1 2] + nim 3", "conjunctive").components
    assert [c.before for c in components] == ["kayles 1 2", "nim 3"]


def test_refusals() -> None:
    game = CompoundGame("nim 1 2", "conjunctive")
    with pytest.raises(grundy.IllegalMove, match="component 1 must move too"):
        game.play({1: "nim 0"})
    with pytest.raises(grundy.IllegalMove, match="nim 2 cannot become nim 3"):
        game.play({0: "nim 0", 1: "nim 3"})
    with pytest.raises(grundy.IllegalMove, match="there is no component 3"):
        game.play({2: "nim 0"})
    with pytest.raises(grundy.ParseError):
        game.play({0: "nim x"})
    with pytest.raises(ValueError, match="the sum is grundy.Game"):
        CompoundGame("nim 1", "disjunctive")
    with pytest.raises(TypeError):
        game.play([0])  # type: ignore[list-item]
    with pytest.raises(ValueError, match="there is no component 5"):
        game.options(5)
    with pytest.raises(grundy.Unsupported):
        CompoundGame("windup(7; 2,3) 1", "every").outcome
    with pytest.raises(grundy.LimitExceeded):
        CompoundGame("kayles 30 30", "every", max_search=100).outcome
