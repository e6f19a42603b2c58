"""Descriptions of games of every ruleset family, drawn from a seeded
generator: the families of crates/grundy-wasm/tests/node.rs's `game()`,
with heaps past 2**32 and 2**64 and bad input among them."""

from __future__ import annotations


class Lcg:
    """A small seeded generator (Knuth's MMIX constants), so that a failing
    description is found again from its seed and index."""

    def __init__(self, seed: int) -> None:
        self.state = seed

    def below(self, n: int) -> int:
        self.state = (self.state * 6364136223846793005 + 1442695040888963407) % 2**64
        return (self.state >> 33) % n

    def pick(self, items: list[str]) -> str:
        return items[self.below(len(items))]


BAD = ["nim 3 x", "nim ３ ４", "kayles(", "subtract() 3", "nmi 3", "chomp 0x3", "", "+"]


def game(rng: Lcg) -> str:
    def n(most: int) -> int:
        return rng.below(most + 1)

    match rng.below(36):
        case 0:
            return f"nim {n(20)} {n(20)} {n(20)}"
        case 1:
            return f"bash({1 + n(5)}) {n(40)}"
        case 2:
            return f"subtract(1,3,4) {n(30)} + subtract(pow2) {n(30)}"
        case 3:
            return f"allbut(1,2) {n(20)}"
        case 4:
            return f"lasker {n(20)} {n(20)}"
        case 5:
            return f"octal(0.137) {n(30)}"
        case 6:
            return f"kayles {n(25)} {n(25)}"
        case 7:
            return f"dawson {n(30)}"
        case 8:
            return f"dawson-chess {n(20)}"
        case 9:
            return f"treblecross {n(12)}"
        case 10:
            return f"officers {n(12)}"
        case 11:
            return f"strips(1,5,2) {n(15)}"
        case 12:
            return f"grundys-game {n(25)}"
        case 13:
            return f"wythoff {n(12)} {n(12)}"
        case 14:
            return f"moore(2) {n(6)} {n(6)} {n(6)}"
        case 15:
            return f"euclid {1 + n(40)} {1 + n(40)}"
        case 16:
            return f"fibnim {1 + n(25)} + fibnim(3) {n(12)}"
        case 17:
            return f"staircase {n(5)} {n(5)} {n(5)}"
        case 18:
            return f"ruler {1 + n(10)} {1 + n(10)}"
        case 19:
            return f"mockturtles {n(15)} {n(15)}"
        case 20:
            return f"corners ({1 + n(4)},{1 + n(4)})"
        case 21:
            return f"chomp {1 + n(4)}x{1 + n(4)}"
        case 22:
            return f"cutting {1 + n(6)}x{1 + n(6)}"
        case 23:
            return "hackenbush(0-1,1-2,2-0) + hackenbush(0-1,1-2)"
        case 24:
            return f"windup(7; 2,3) {n(6)}"
        case 25:
            return f"addtake(10; 2,3; 1) {n(10)}"
        case 26:
            # Misère Dawson's Kayles past 2**32 costs a second: one in four.
            if rng.below(4) == 0:
                return f"dawson {2**32 + n(9)}"
            return f"dawson {2**33 + n(9)} + nim {n(9)}"
        case 27:
            return f"kayles {2**32 + 3} + nim {2**64 - 1}"
        case 28:
            return f"nim 18446744073709551621 {n(9)}"
        case 29:
            return f"dynamic(3) {1 + n(30)}"
        case 30:
            return f"turning(3) {1 + n(10)} {1 + n(10)}"
        case 31:
            return f"node-kayles(grid(2x{1 + n(3)})) + node-kayles(path({1 + n(8)}))"
        case 32:
            return f"arc-kayles(cycle({3 + n(6)}))"
        case 33:
            return f"geography(cycle({3 + n(5)})) {n(1)}"
        case 34:
            return f"cram {1 + n(3)}x{1 + n(4)}"
        case _:
            return rng.pick(BAD)
