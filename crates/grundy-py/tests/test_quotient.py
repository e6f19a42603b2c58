"""grundy.quotient: misère quotients known from the literature (the
engine's own tests' table), the monoid and its presentation checked by
plain computations, sums of heaps decided by the quotient against a plain
misère search (misere_search.py) and against ``analyze(misere=True)``, and
the documents against ``grundy quotient --json``."""

from __future__ import annotations

import itertools
import json
import random
import subprocess
from functools import lru_cache

import pytest

import grundy
from threads import assert_ctrl_c_stops, assert_other_threads_run
import misere_search as search
from grundy import Element, MisereQuotient


@lru_cache(maxsize=None)
def quotient(ruleset: str, heaps: int | None) -> MisereQuotient:
    return grundy.quotient(ruleset, heaps)


# (ruleset, heaps, order, P-portion, heaps where it grew with the order after):
# crates/grundy/tests/it/quotient.rs's table.
KNOWN = [
    # T1 and T2 (Plambeck–Siegel 2008, §3).
    ("octal(0.3)", 40, 2, 1, [(1, 2)]),
    ("octal(0.33)", 40, 6, 2, [(1, 2), (2, 6)]),
    # R8 (Plambeck–Siegel 2008).
    ("octal(0.75)", 60, 8, 2, [(1, 2), (2, 6), (5, 8)]),
    # Kayles: 40 elements, 9 of them P.
    ("kayles", 200, 40, 9, [(1, 2), (2, 6), (5, 12), (9, 18), (12, 24), (25, 32), (27, 40)]),
    # Dawson's Kayles: Q_24 (Plambeck–Siegel 2008).
    ("dawson", 24, 24, 5, [(2, 2), (4, 6), (10, 12), (14, 24)]),
]


@pytest.mark.parametrize("ruleset, heaps, order, p, grew", KNOWN)
def test_known_quotients(
    ruleset: str, heaps: int, order: int, p: int, grew: list[tuple[int, int]]
) -> None:
    q = quotient(ruleset, heaps)
    assert (q.order, len(q.p_portion), q.grew) == (order, p, tuple(grew))
    assert q.heaps == heaps and len(q.elements()) == order
    assert all(isinstance(g, grundy.Growth) for g in q.grew)


def test_t1_is_the_two_element_quotient() -> None:
    # T1 = octal(0.3): ⟨a | a² = 1⟩ with P = {a} (Plambeck–Siegel 2008).
    q = quotient("octal(0.3)", 40)
    (a,) = q.generators
    assert (a.name, a.heap, str(a.element)) == ("a", 1, "a")
    assert [str(r) for r in q.relations] == ["a² = 1"]
    assert q.p_portion == (a.element,)
    assert a.element * a.element == q.one and q.one.exponents == (0,)


def _evaluate(q: MisereQuotient, exponents: tuple[int, ...]) -> Element:
    """The product of the generators' powers, by repeated multiplication."""
    x = q.one
    for g, n in zip(q.generators, exponents):
        for _ in range(n):
            x = x * g.element
    return x


@pytest.mark.parametrize("ruleset, heaps", [(k[0], k[1]) for k in KNOWN])
def test_the_monoid_and_its_presentation(ruleset: str, heaps: int) -> None:
    q = quotient(ruleset, heaps)
    elements = q.elements()
    table = q.multiplication_table()
    p = set(q.p_portion)
    # A commutative monoid with identity Φ(0) = 1 ∉ P (the certificate's 0).
    assert q.phi(0) == q.one and q.one.index == 0 and not q.one.is_p
    for x in elements:
        assert q.one * x == x
        for y in elements:
            assert table[x.index][y.index] == x * y == y * x
    for x, y, z in itertools.islice(itertools.product(elements, repeat=3), 20000):
        assert (x * y) * z == x * (y * z)
    # Reduced: any two elements are told apart by some product's outcome.
    for x, y in itertools.combinations(elements, 2):
        assert any((x * z in p) != (y * z in p) for z in elements), (x, y)
    # Normal forms: one per element, each evaluating to its element.
    forms = [x.exponents for x in elements]
    assert len(set(forms)) == q.order
    for x in elements:
        assert _evaluate(q, x.exponents) == x
    # Generators are the elements of their heaps, and generate Q.
    for g in q.generators:
        assert q.phi(g.heap) == g.element
    # Relations: left is not a normal form, its divisors are, and it
    # equals its element; rewriting by them takes every monomial up to
    # degree 6 to the normal form of its element.
    normal = set(forms)
    for r in q.relations:
        assert r.left not in normal and _evaluate(q, r.left) == r.right
        for i, n in enumerate(r.left):
            if n:
                assert tuple(m - (j == i) for j, m in enumerate(r.left)) in normal
    k = len(q.generators)
    for degree in range(7):
        for m in _monomials(k, degree):
            assert _rewrite(q, m) == _evaluate(q, m).exponents, m
    document = q.to_dict()
    assert [r.ascii for r in q.relations] == document["relations"]
    assert [x.ascii for x in q.p_portion] == document["p_elements"]
    assert [q.phi(h).ascii for h in range(heaps + 1)] == document["pretending"]
    assert [{"name": g.name, "heap": g.heap} for g in q.generators] == document["generators"]


def _monomials(k: int, degree: int) -> list[tuple[int, ...]]:
    if k == 0:
        return [()] if degree == 0 else []
    return [
        (first, *rest) for first in range(degree + 1) for rest in _monomials(k - 1, degree - first)
    ]


def _rewrite(q: MisereQuotient, m: tuple[int, ...]) -> tuple[int, ...]:
    """m rewritten by the relations (left → right's normal form) until none
    applies: the term order decreases at each step, so this ends."""
    while True:
        for r in q.relations:
            if all(a >= b for a, b in zip(m, r.left)):
                m = tuple(a - b + c for a, b, c in zip(m, r.left, r.right.exponents))
                break
        else:
            return m


def test_powers_and_cycles() -> None:
    q = quotient("kayles", 200)
    for x in q.elements():
        powers = [q.one]
        for _ in range(12):
            powers.append(powers[-1] * x)
        assert [x**n for n in range(13)] == powers
        k, p = x.cycle()
        assert p >= 1 and x ** (k + p) == x**k
        assert all(x ** (j + p) != x**j for j in range(k))  # k is the least
        assert all(x ** (k + d) != x**k for d in range(1, p))  # p is the least
        assert x ** (10**30) == x ** (k + (10**30 - k) % p)
    with pytest.raises(ValueError):
        q.one ** -1
    with pytest.raises(TypeError):
        q.one ** 1.5  # type: ignore[operator]


@pytest.mark.parametrize(
    "code", ["0.3", "0.33", "0.75", "0.77", "0.07", "0.15", "0.31", "0.51", "0.137", "0.6"]
)
def test_sums_agree_with_a_plain_misere_search(code: str) -> None:
    q = quotient(f"octal({code})", 14)
    ds = search.digits(code)
    rng = random.Random(code)
    checked = 0
    while checked < 100:
        heaps = [rng.randrange(15) for _ in range(rng.randrange(1, 5))]
        if sum(heaps) > 24:
            continue
        lost = search.misere_lost(ds, search.octal_sum(heaps))
        assert q.element(heaps).is_p == lost, heaps
        assert q.is_p(q.element(heaps)) == lost
        checked += 1
    for _ in range(12):
        heaps = [rng.randrange(15) for _ in range(rng.randrange(1, 4))]
        game = f"octal({code}) " + " ".join(map(str, heaps))
        outcome = grundy.analyze(game, misere=True).outcome
        assert (outcome == "P") == q.element(heaps).is_p, game


def test_kayles_past_its_last_growth_and_past_the_heaps_computed() -> None:
    # heaps=None: computed until Φ's periodicity is proved, then every heap.
    q = quotient("kayles", None)
    assert q.proved and (q.preperiod, q.period) == (71, 12) and q.order == 40
    assert q.covers(10**40) and q.heaps in (64, 128, 256)
    ds = search.digits("kayles")
    rng = random.Random(27)
    checked = 0
    while checked < 25:
        heaps = [25 + rng.randrange(6)]
        while sum(heaps) < 28:
            heaps.append(1 + rng.randrange(4))
        lost = search.misere_lost(ds, search.octal_sum(heaps))
        assert q.element(heaps).is_p == lost, heaps
        checked += 1
    # Φ by the period agrees with Φ computed heap by heap further on.
    further = quotient("kayles", q.heaps + 100)
    for h in range(q.heaps + 101):
        assert q.phi(h).ascii == further.phi(h).ascii, h
    big = 10**30
    assert q.phi(big) == q.phi(71 + (big - 71) % 12) == q.element([big])


def test_the_documents_are_the_command_lines(cli: object) -> None:
    cases = [("kayles", 200), ("dawson", 24), ("octal(0.75)", 60), ("octal(0.15)", 14)]
    for ruleset, heaps in cases + [("kayles", None)]:
        q = quotient(ruleset, heaps)
        args = [str(cli), "quotient", ruleset, "--heaps", str(q.heaps)]
        document = subprocess.run(args + ["--json"], capture_output=True, check=True, text=True)
        assert q.to_dict() == json.loads(document.stdout)
        text = subprocess.run(args, capture_output=True, check=True, text=True)
        assert str(q) == text.stdout
    assert quotient("octal(0.75)", 60).to_dict()["valid_for_every_heap"] is True
    q = quotient("octal(0.15)", 14)
    assert not q.proved and q.to_dict()["valid_for_every_heap"] is False
    assert q.summary == q.to_dict()["summary"] and "valid for heaps up to 14" in q.summary


def test_a_large_quotient() -> None:
    # octal(0.6) grows to 304 elements at heap 16: no multiplication table
    # past 256 elements, in Python or in HTML; products still look up.
    q = quotient("octal(0.6)", 16)
    assert (q.order, q.grew[-1]) == (304, (16, 304))
    with pytest.raises(ValueError, match="at most 256"):
        q.multiplication_table()
    with pytest.raises(ValueError, match="at most 256"):
        q._handle.table()
    ds = search.digits("0.6")
    rng = random.Random(6)
    for _ in range(60):
        heaps = [rng.randrange(17) for _ in range(rng.randrange(1, 4))]
        if sum(heaps) <= 22:
            assert q.element(heaps).is_p == search.misere_lost(ds, search.octal_sum(heaps))
    # Past the memory limit, LimitExceeded names it (heap 17 needs 19,250
    # elements).
    with pytest.raises(grundy.LimitExceeded) as limit:
        grundy.quotient("octal(0.6)", 17, max_memory=10**7)
    assert limit.value.limit == "max_memory"


def test_elements_are_values() -> None:
    q = quotient("dawson", 24)
    again = grundy.quotient("dawson", 24)
    assert q.element([2, 4]) == q.element(2) * q.element(4) == q.element((4, 2))
    assert len({q.element(h) for h in range(25)}) == len(set(q.to_dict()["pretending"]))
    assert q.element([]) == q.one and q.element(0) == q.one
    # The same element of another quotient object is another value.
    assert again.element(2) != q.element(2) and again.element(2).ascii == q.element(2).ascii
    with pytest.raises(ValueError, match="different quotients"):
        q.element(2) * again.element(2)
    with pytest.raises(ValueError):
        again.is_p(q.element(2))
    with pytest.raises(TypeError):
        q.element(2) * 3  # type: ignore[operator]
    assert repr(q.element(2)) == f"Element({q.element(2)})"
    assert "dawson" in repr(q) and "order 24" in repr(q)


def test_bad_arguments_raise() -> None:
    with pytest.raises(ValueError, match="heaps"):
        grundy.quotient("kayles", 0)
    with pytest.raises(ValueError):
        grundy.quotient("kayles", -3)
    with pytest.raises(ValueError):
        grundy.quotient("kayles", 2**64)
    with pytest.raises(TypeError):
        grundy.quotient("kayles", "10")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        grundy.quotient("kayles", True)
    with pytest.raises(TypeError):
        grundy.quotient(7, 10)  # type: ignore[arg-type]
    with pytest.raises(grundy.ParseError):
        grundy.quotient("kayls", 10)
    with pytest.raises(grundy.BadInput):
        grundy.quotient("wythoff", 10)
    with pytest.raises(grundy.LimitExceeded) as limit:
        grundy.quotient("kayles", 1000, max_table=100)
    assert limit.value.limit == "max_table"
    with pytest.raises(grundy.LimitExceeded) as work:
        grundy.quotient("kayles", 200, max_work=1000)
    assert work.value.limit == "max_work"
    with pytest.raises(TypeError, match="unexpected keyword"):
        grundy.quotient("kayles", 10, max_tables=5)
    q = quotient("octal(0.15)", 14)
    assert q.covers(14) and not q.covers(15)
    with pytest.raises(ValueError, match="up to 14"):
        q.phi(15)
    with pytest.raises(ValueError):
        q.element([3, 10**30])
    with pytest.raises(ValueError):
        q.phi(-1)
    with pytest.raises(TypeError):
        q.element("3")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        q.element([1.5])  # type: ignore[list-item]
    with pytest.raises(TypeError):
        q.is_p(3)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        Element(q, q.order)
    with pytest.raises(TypeError):
        MisereQuotient(None)  # type: ignore[arg-type]


def test_the_extension_checks_element_numbers() -> None:
    handle = quotient("kayles", 200)._handle
    for call in (
        lambda: handle.mul(0, 40),
        lambda: handle.is_p(99),
        lambda: handle.normal_form(40),
        lambda: handle.power(40, 2),
        lambda: handle.power_cycle(2**31),
        lambda: handle.name(40, True),
    ):
        with pytest.raises(ValueError):
            call()
    with pytest.raises(OverflowError):
        handle.mul(-1, 0)


def test_other_threads_run_while_the_quotient_is_computed() -> None:
    assert_other_threads_run(lambda: grundy.quotient("octal(0.26)", 40))


def test_a_quotient_past_the_engines_candidates_is_unsupported(cli: object) -> None:
    # 0.176: certified up to heap 18, no candidate at heap 19. The command
    # line answers for heaps 0..=18 and says why it stopped there.
    with pytest.raises(grundy.Unsupported) as refused:
        grundy.quotient("octal(0.176)", 19)
    out = subprocess.run(
        [str(cli), "quotient", "octal(0.176)", "--heaps", "19"], capture_output=True, text=True
    )
    assert out.returncode == 0
    assert out.stdout.startswith("octal(0.176): the misère quotient of heaps 0..=18\n")
    assert out.stdout.endswith(f"\nStopped at heap 19: {refused.value.detail}.\n")
    assert "known up to heap 18" in refused.value.detail


def test_ctrl_c_stops_a_quotient_without_heaps() -> None:
    # Issue 47, item 12: octal(0.54) with no heap count ran 12 minutes and
    # ignored Ctrl-C. It still runs long to its default cap (heaps 0..=128
    # take about a minute, 0..=256 more than 15), but Ctrl-C stops it, and
    # what it aims at is the cap: heaps 0..=256.
    seen: list[tuple[int, int | None]] = []
    assert_ctrl_c_stops(
        lambda: grundy.quotient("octal(0.54)", progress=lambda *p: seen.append(p)), "minutes"
    )
    assert all(total == 257 and done <= 257 for done, total in seen), seen
    # The next call is not interrupted.
    assert grundy.quotient("kayles", 30).order > 1


def test_heaps_none_is_capped() -> None:
    assert grundy._quotient.UNTIL_PERIODIC_HEAPS == 256
    # Kayles' period is proved within the cap: at heap 256.
    assert grundy.quotient("kayles").heaps == 256


def test_progress_of_a_quotient() -> None:
    seen: list[tuple[int, int | None]] = []
    grundy.quotient("kayles", 100, progress=lambda done, total: seen.append((done, total)))
    # Heaps certified of heaps 0..=100, reported as they grow, the last at
    # the end.
    assert seen and seen[-1] == (101, 101)
    assert all(a[0] <= b[0] for a, b in zip(seen, seen[1:]))
    with pytest.raises(TypeError, match="progress"):
        grundy.quotient("kayles", 10, progress="yes")  # type: ignore[arg-type]
