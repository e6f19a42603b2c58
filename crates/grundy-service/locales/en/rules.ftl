# Each game's rules, a worked example, and its strategy: for each catalogue
# name, rules-NAME-title, -rules, -example and -strategy. The examples are
# handed what the engine computes for their position ($position, $outcome,
# $value, $move, and $file for the graph); strategies quoting a period are
# handed $period, $preperiod and $values (grundy_service::rules).

rules-label-rules = rules
rules-label-example = worked example
rules-aliases = also written { $names }
rules-label-strategy = strategy
rules-more = `grundy rules NAME` prints a game's rules, a worked example and its strategy (`--full` for every game, `--lang zh-CN` in Chinese).

rules-sprague-grundy-title = Sprague–Grundy theory
rules-sprague-grundy-text = In an impartial game both players have the same moves, and under normal play whoever cannot move loses. Every position has an SG value (its nimber): G(x) = mex of the values of its options, the least non-negative integer not among them, so a position without moves has value 0. A position is a P-position (lost for the player to move) exactly when its value is 0, and an N-position (won for the player to move) otherwise. The value of a sum of games is the XOR (nim-sum) of the values of its parts, so each game plays like a Nim heap of its value: to win, move in one component so that the XOR becomes 0.

rules-nim-title = Nim
rules-nim-rules = Counters lie in heaps. A move takes any positive number of counters from one heap. Under normal play whoever takes the last counter wins: the player who cannot move loses.
rules-nim-example = In { $position } the nim-sum is 3 ⊕ 4 ⊕ 5 = 011 ⊕ 100 ⊕ 101 = 010 = 2, so the value is { $value } and the first player wins. The move { $move } takes 2 from the heap of 3 and leaves 1 ⊕ 4 ⊕ 5 = 0, a P-position.
rules-nim-strategy = Bouton's theorem: XOR the heap sizes (write them in binary and add without carrying). The position is lost for the player to move exactly when this nim-sum is 0. Otherwise pick a heap whose size XOR the nim-sum is smaller than the heap, and reduce it to that size: the nim-sum becomes 0, and every reply makes it non-zero again.

rules-bash-title = Bash's game
rules-bash-rules = One heap of counters; a move takes 1 to M counters (bash(M)). Whoever takes the last counter wins. Several heaps are played as a sum.
rules-bash-example = In { $position }, 23 = 5 × 4 + 3 is not a multiple of 4 = 3 + 1, so the first player wins (value { $value }): { $move } takes 3 and leaves 20, a multiple of 4. Whenever the opponent then takes k, the first player takes 4 − k, down to 0.
rules-bash-strategy = Leave a multiple of M + 1. A heap of n is lost for the player to move exactly when n is a multiple of M + 1; otherwise take n mod (M + 1) counters. Its SG value is G(n) = n mod (M + 1).

rules-subtract-title = Subtraction games
rules-subtract-rules = Heaps of counters; a move takes exactly s counters from one heap, for some s in the subtraction set S, as in subtract(1,3,4), or in a named infinite set: odd or even numbers, powers of 2, Fibonacci numbers, squares. Whoever cannot move loses.
rules-subtract-example = In subtract(1,3,4) the values repeat with period 7 from heap 0, so G(10) = G(3) = 1 and { $position } has value { $value }: the first player wins with { $move }, taking 3 and leaving heap 7, whose value is G(0) = 0.
rules-subtract-strategy = Compute the SG function by mex: G(n) is the least value not among G(n − s) for the s in S with s ≤ n. For a finite S the values are eventually periodic, and the engine proves the period: subtract(1,3,4) has period { $period } from heap { $preperiod }, with values { $values }. Leave a heap of value 0 (in a sum, a nim-sum of 0).

rules-allbut-title = All-but subtraction games
rules-allbut-rules = Heaps of counters; a move takes any positive number of counters from one heap except the numbers listed: allbut(1,2) never takes 1 or 2. Whoever cannot move loses.
rules-allbut-example = In { $position } (value { $value }) the first player takes all 9 counters, { $move }: heaps of 0, 1 and 2 have no move at all, so they are P-positions.
rules-allbut-strategy = The SG values by mex are arithmetic-periodic: from some heap on G(n + p) = G(n) + s. For allbut(1,2) they are 0 0 0 1 1 1 2 2 2 …, G(n) = ⌊n/3⌋: the P-positions are 0, 1 and 2, and a winning move leaves one of them.

rules-lasker-title = Lasker's Nim
rules-lasker-rules = As in Nim, a move takes any positive number of counters from one heap; or instead it splits one heap into two non-empty heaps, taking nothing. Whoever cannot move loses.
rules-lasker-example = In { $position } the heaps have values G(3) = 4 and G(7) = 8, so the value is 4 ⊕ 8 = 12, { $value }, and the first player wins with { $move }: it takes 4 from the heap of 7 and leaves two heaps of 3, whose values cancel.
rules-lasker-strategy = The SG values: G(4k + 1) = 4k + 1, G(4k + 2) = 4k + 2, G(4k + 3) = 4k + 4, G(4k + 4) = 4k + 3 — heaps of 3 and 4 modulo 4 swap their values. Replace every heap by its value, XOR them, and move to make the XOR 0, as in Nim.

rules-octal-title = Octal games (take-and-break)
rules-octal-rules = The code 0.d1d2d3… says, digit by digit, what a move removing k counters from one heap may leave: nothing if d_k has bit 1, one heap if bit 2, two heaps if bit 4. So 0.77 is Kayles: remove 1 or 2 counters, leaving 0, 1 or 2 heaps. Whoever cannot move loses.
rules-octal-example = octal(0.77) is Kayles. { $position } has value { $value }, and the first player wins with { $move }: it removes 1 counter and leaves heaps of 1 and 8, whose values are equal (G(1) = G(8) = 1) and cancel.
rules-octal-strategy = A move that splits a heap leaves a sum, so G(n) is the mex of the XORs of the values of the heaps each move leaves. Guy and Smith's theorem: if the values repeat with period p for e ≤ n < 2e + p + t (t the most counters a move removes), they repeat for ever; grundy proves periods this way.

rules-kayles-title = Kayles (the bowling game)
rules-kayles-rules = A row of pins; a move knocks down one pin or two adjacent pins, which may split the row in two. Whoever knocks down the last pin wins. It is the octal game 0.77.
rules-kayles-example = In { $position } (value { $value }) the first player knocks down the two middle pins, { $move }, leaving two rows of 3, and then copies every move of the opponent in the other row.
rules-kayles-strategy = A single row is won by symmetry: take the middle pin (odd row) or the middle two (even row), then mirror. For sums of rows use the SG values: they are periodic with period { $period } from heap { $preperiod } (Guy & Smith 1956), which the engine proves; XOR the rows' values and move to 0.

rules-dawson-title = Dawson's Kayles
rules-dawson-rules = A row of pins; a move knocks down two adjacent pins, which may split the row in two. Whoever cannot move loses. It is the octal game 0.07.
rules-dawson-example = In { $position } (value { $value }) the first player knocks down the two middle pins, { $move }, leaving two rows of 4, and then mirrors the opponent.
rules-dawson-strategy = The SG values by mex are periodic with period { $period } from heap { $preperiod } (rows of pins; the engine proves it by the Guy–Smith theorem). XOR the values of the rows and move to make it 0.

rules-dawson-chess-title = Dawson's chess
rules-dawson-chess-rules = Played as the octal game 0.137: a move removes the whole heap if it is 1 counter, 2 counters from the end of a heap, or 3 counters anywhere, leaving at most two heaps. Whoever cannot move loses.
rules-dawson-chess-example = In { $position } (value { $value }) the first player removes the 3 middle counters, { $move }, leaving two equal heaps of 3, and mirrors after.
rules-dawson-chess-strategy = Its values are those of Dawson's Kayles one heap on: G(n) of 0.137 is G(n + 1) of 0.07, so they are periodic with period { $period } from heap { $preperiod }. XOR the heaps' values and move to 0.

rules-treblecross-title = Treblecross
rules-treblecross-rules = One-dimensional tic-tac-toe: both players write X in the empty cells of a row of N cells, and whoever first makes three X in a row wins. A player never writes X next to or one apart from another (the opponent would make three), so the game is the octal game 0.007 on heaps of N + 2.
rules-treblecross-example = In { $position } (value { $value }) the first player writes X in the middle cell, { $move }: every other cell is next to it or one apart from it, so any X the opponent writes lets the first player make three in a row.
rules-treblecross-strategy = Value each run of safe cells as a heap of 0.007 by mex, XOR them, and move to 0. No period of 0.007 is known; the engine computes its values as far as asked.

rules-officers-title = Officers
rules-officers-rules = A move takes one counter from a heap of two or more and leaves the rest as one heap or splits it into two non-empty heaps. Whoever cannot move loses. It is the octal game 0.6.
rules-officers-example = In { $position } (value { $value }) the first player wins with { $move }: it takes one counter and splits the other 9 into heaps of 3 and 6, whose values are equal and cancel.
rules-officers-strategy = Compute the values by mex over the XORs of the heaps left and play to a nim-sum of 0. Whether 0.6 is eventually periodic is not known: no period has appeared in its values, computed far.

rules-strips-title = Strips (POI 2000)
rules-strips-rules = A row of H free cells; a move places a strip of length C, Z or N on consecutive free cells, and the free cells on either side become rows of their own. Whoever cannot place a strip loses.
rules-strips-example = In { $position } (value { $value }) the first player places the strip of length 2 in the middle, { $move }, leaving two rows of 5 whose values cancel.
rules-strips-strategy = Each row is a heap of a take-and-break game: compute its value by mex over the XORs of the two rows a strip leaves, XOR the rows' values and move to 0. The values are eventually periodic, and grundy proves the period.

rules-grundys-game-title = Grundy's game
rules-grundys-game-rules = A move splits one heap into two heaps of different sizes; heaps of 1 and 2 cannot be split. Whoever cannot move loses.
rules-grundys-game-example = { $position } has value { $value }, and the first player wins with { $move }: it splits 8 into 1 and 7, both of value 0 (7 is a P-position of Grundy's game, and 1 has no move).
rules-grundys-game-strategy = Compute the SG values by mex over the XORs of the two parts, and move to a nim-sum of 0. Whether they are eventually periodic is an open problem: they have been computed to enormous heaps and no period is known, so the engine only observes periods here and never uses one.

rules-wythoff-title = Wythoff's game
rules-wythoff-rules = Two piles of counters; a move takes any positive number from one pile, or the same number from both. Whoever takes the last counter wins. The two piles are one component.
rules-wythoff-example = { $position } (value { $value }) is won by the player to move: { $move } takes 1 from both piles and leaves (3, 5) = (⌊2φ⌋, ⌊2φ²⌋), a P-position.
rules-wythoff-strategy = The P-positions are the pairs (⌊kφ⌋, ⌊kφ²⌋) = (⌊kφ⌋, ⌊kφ⌋ + k), φ = (1 + √5)/2 the golden ratio: (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13), … Every positive number is in exactly one pair; move to one of them.

rules-moore-title = Moore's Nim_k
rules-moore-rules = Heaps of counters; a move takes positive numbers of counters from at least 1 and at most K heaps at once (moore(K)). Whoever takes the last counter wins; moore(1) is Nim. The heaps are one component.
rules-moore-example = In { $position } (K = 2) the heaps are 001, 010 and 100 in binary: each column has one 1, not a multiple of 3, so the first player wins (value { $value }) with { $move }: three heaps of 001 have three 1s in the last column and none elsewhere.
rules-moore-strategy = Write the heaps in binary: the position is a P-position exactly when in every column the count of 1s is divisible by K + 1 (0 modulo K + 1). Otherwise some move on at most K heaps makes every column's count divisible by K + 1.

rules-euclid-title = Euclid's game
rules-euclid-rules = Two positive numbers; a move subtracts a positive multiple of the smaller from the larger, keeping it at least 0. Whoever reaches 0 wins.
rules-euclid-example = In { $position }, 31/12 ≈ 2.58 > φ ≈ 1.618, so the player to move wins (value { $value }): { $move } subtracts 12 once and leaves 19/12 ≈ 1.58 < φ, where the opponent's only move is to subtract 12 once more, leaving (12, 7) with 12/7 > φ.
rules-euclid-strategy = Cole and Davie (1969): with a ≤ b, the player to move wins exactly when a = b or b/a > φ = (1 + √5)/2 (with integers: b(b − a) > a²). With b ≥ 2a the player chooses between leaving (a, b mod a) and (a, b mod a + a), one of which is a P-position; with a < b < φa the move is forced and leaves a ratio above φ.

rules-fibnim-title = Fibonacci Nim
rules-fibnim-rules = One heap of N counters; the first move takes 1 to N − 1 of them (fibnim(Q): 1 to Q), and each later move at least 1 and at most twice what the previous move took. Whoever takes the last counter wins.
rules-fibnim-example = { $position } (value { $value }): 20 = 13 + 5 + 2 is its Zeckendorf representation, so the first player takes the smallest term, 2: { $move } leaves 18, from which the opponent may take at most 4.
rules-fibnim-strategy = Write the heap as a sum of non-consecutive Fibonacci numbers (its Zeckendorf representation) and take the smallest term when the limit allows. A new heap of N is lost for the first player exactly when N is a Fibonacci number.
rules-dynamic-title = k-fold dynamic subtraction
rules-dynamic-rules = One heap of N counters; the first move takes 1 to N − 1 of them (dynamic(K,Q): 1 to Q), and each later move at least 1 and at most K times what the previous move took. Whoever takes the last counter wins. K = 2 is Fibonacci Nim.
rules-dynamic-example = { $position } (value { $value }): the 3-fold sequence is 1, 2, 3, 4, 6, 8, 11, 15, 21, …, each term the last plus the smallest term whose triple reaches it; 17 = 15 + 2, so the first player takes the smallest term, 2: { $move } leaves 15, from which the opponent may take at most 6.
rules-dynamic-strategy = Build the K-fold sequence: 1, then each term is the last plus the smallest term whose K-fold is at least the last. Write the heap greedily as a sum of its terms, the largest first (each term is then more than K times the next smaller one), and take the smallest term when the limit allows. A new heap of N is lost for the first player exactly when N is a term (Schwenk 1970).

rules-staircase-title = Staircase Nim
rules-staircase-rules = Coins on the steps of a staircase, A1 on step 1, A2 on step 2, …; a move carries any positive number of coins from one step to the step below, or from step 1 off the stairs. Whoever makes the last move wins.
rules-staircase-example = In { $position } the odd steps hold 3, 4 and 5 coins and 3 ⊕ 4 ⊕ 5 = 2, so the value is { $value } and the first player wins with { $move }, taking 2 coins off step 1.
rules-staircase-strategy = Only the odd steps count: the position is a P-position exactly when the XOR of the coins on steps 1, 3, 5, … is 0. Play Nim on the odd steps; when the opponent carries coins from an even step down to an odd one, carry the same coins on down to the next even step.

rules-ruler-title = Ruler
rules-ruler-rules = A row of coins with heads at the positions listed; a move turns over any run of consecutive coins whose rightmost coin goes from heads to tails. Whoever cannot move loses.
rules-ruler-example = In { $position } the coins have values 1, 2 and 4 (the largest powers of 2 dividing 3, 6 and 12), so the value is { $value }; { $move } turns over coins 4, 5 and 6, replacing the value 2 by G(4) ⊕ G(5) = 4 ⊕ 1, and 1 ⊕ 4 ⊕ 1 ⊕ 4 = 0.
rules-ruler-strategy = In a coin-turning game each coin showing heads is a component of its own, and here G(P) is the largest power of 2 dividing P. XOR the values of the heads and move to 0.

rules-mockturtles-title = Mock Turtles
rules-mockturtles-rules = A row of coins with heads at the positions listed (from 0); a move turns over one, two or three coins, the rightmost of which goes from heads to tails. Whoever cannot move loses.
rules-mockturtles-example = In { $position } the coins have values 1, 7 and 11 (the odious numbers of rank 0, 3 and 5), so the value is { $value }; { $move } turns coin 5 to tails and coins 0 and 3 over, leaving 1 ⊕ 7 ⊕ 1 ⊕ 7 = 0: no heads are left.
rules-mockturtles-strategy = Each heads is a component, and G(P) is the P-th odious number, counting from 0 (a number with an odd count of 1s in binary: 1, 2, 4, 7, 8, 11, 13, 14, …). XOR the values and move to 0.
rules-turning-title = Coin-turning games
rules-turning-rules = A row of coins at positions 1, 2, 3, …, some heads; a move turns over A to B coins (turning(K): 1 to K), the rightmost from heads to tails, the others anywhere to its left (or, with run, the coins just below it, a run). Whoever cannot move loses. turning(2) is Turning Turtles, turning(2-2) Twins, turning(3) Mock Turtles one place on, turning(5) Moebius, turning(7) Mogul, turning(run) the ruler game.
rules-turning-example = { $position } (value { $value }): G(5) of turning(3) is 8, the fifth odious number; turning coin 5 alone wins: { $move } leaves no head.
rules-turning-strategy = Each head is a game of its own, and a row of heads is their sum (Winning Ways ch. 14): a head at n is worth the mex, over the moves that turn it, of the XOR of the values of the other coins turned, which become heads (a head turned again cancels). Add the values by XOR and move to 0.

rules-corners-title = Turning Corners
rules-corners-rules = Coins on a grid with heads at the points (X, Y) listed; a move picks X' < X and Y' < Y and turns over the four corners (X, Y), (X', Y), (X, Y'), (X', Y'), the first of which goes from heads to tails. Whoever cannot move loses.
rules-corners-example = { $position } has value 2 ⊗ 3 = 1, the nim product, { $value }; { $move } turns over four corners and leaves heads whose values XOR to 0.
rules-corners-strategy = The game is the product of two Nim heaps (Conway's tartan theorem): G(X, Y) = X ⊗ Y, the nim product of the coordinates. XOR the values of the heads and move to 0.

rules-chomp-title = Chomp
rules-chomp-rules = A bar of chocolate whose bottom-left square is poisoned; a move picks a square other than the poisoned one and eats it with every square above it and to its right. Whoever is left with the poisoned square alone loses.
rules-chomp-example = { $position } (value { $value }) is won by { $move }: eating the 2 × 2 block at the top right leaves rows of 4, 2 and 2 squares, a P-position.
rules-chomp-strategy = Strategy stealing: the first player wins on every rectangle larger than 1 × 1, for if eating the top-right square lost, the winning reply to it would be a winning first move. The proof names no move, and no general strategy is known; the engine searches. Known cases: on an n × n square eat (2, 2), leaving an L, and mirror; on 2 × n leave rows of n and n − 1.

rules-cutting-title = Cutting a rectangle
rules-cutting-rules = Rectangles of paper on a grid; a move cuts one piece along a grid line into two. Whoever cuts out a 1 × 1 piece wins, so a piece with a side of 1 wins at once, and no one leaves one: pieces with both sides at least 2 are played as the game where a cut may not leave a side of 1.
rules-cutting-example = { $position } (value { $value }) is won by { $move }: two equal pieces of 3 × 2, whose values cancel — the first player copies each cut on the other piece.
rules-cutting-strategy = Value each piece by mex over the XORs of the two pieces each cut leaves, XOR the values of all pieces and move to 0. Symmetry helps: a cut into two equal pieces always leaves 0.

rules-hackenbush-title = Green Hackenbush
rules-hackenbush-rules = A graph drawn on the ground, vertex 0; a move deletes one edge, and every edge no longer connected to the ground falls away. Whoever cannot move loses. The whole graph is one component.
rules-hackenbush-example = The triangle { $position } fuses to a single edge, value { $value }; the first player wins with { $move }, deleting the edge 1–2 and leaving two stalks of one edge, 1 ⊕ 1 = 0.
rules-hackenbush-strategy = A stalk of n edges is worth n. Colon principle: branches meeting at a vertex may be replaced by one stalk of the XOR of their values, so a tree is valued from the top down. Fusion principle: the vertices of a cycle may be fused into one without changing the value, the cycle's n edges becoming n loops worth 1 each: an odd cycle is worth 1, an even one 0.

rules-node-kayles-title = Node Kayles
rules-node-kayles-rules = An undirected graph; a move chooses a vertex and deletes it together with its neighbours (and every edge they touch). Whoever cannot move loses. The graph is written as a family — path(N), cycle(N), grid(RxC), complete(A,B), complete(N) — as edges 0-1,1-2 and lone vertices, or as a file of lines `v: w1 w2 …`; the whole graph is one component, and the pieces a move leaves are a sum.
rules-node-kayles-example = { $position } is a path of 5 vertices, the octal game 0.137 (Dawson's Kayles) at heap 5, value { $value }: { $move } wins, choosing the middle vertex and leaving two lone vertices, 1 ⊕ 1 = 0.
rules-node-kayles-strategy = The pieces a move leaves add by XOR. A path of n vertices is Dawson's Kayles 0.137 at heap n, whose values are periodic with period 34; a cycle of n vertices has one kind of move, to the path of n − 3, so it is worth 1 exactly when that path is worth 0. A graph with a symmetry that maps every vertex outside its own neighbourhood (a 4×n grid, a ladder 2×n with n even) is lost by the first player: the second copies every move.
rules-arc-kayles-title = Arc Kayles
rules-arc-kayles-rules = An undirected graph; a move chooses an edge and deletes its two ends, with every edge they touch. Whoever cannot move loses. The graph is written as for node-kayles; the whole graph is one component. On a grid it is Cram, dominoes placed on a board.
rules-arc-kayles-example = { $position } is a path of 6 vertices, the octal game 0.07 at heap 6, value { $value }: { $move } wins, taking the middle edge and leaving two single edges, 1 ⊕ 1 = 0.
rules-arc-kayles-strategy = The pieces a move leaves add by XOR. A path of n vertices is the octal game 0.07 at heap n (two adjacent pins knocked down); a cycle of n vertices has one kind of move, to the path of n − 2. When a symmetry maps every edge to an edge sharing no end with it, the second player copies every move and wins.
rules-geography-title = Undirected vertex geography
rules-geography-rules = A token on vertex START of an undirected graph; a move slides it along an edge to a vertex it has not visited (START counts as visited). Whoever cannot move loses. The graph is written as for node-kayles: a family path(N), cycle(N), grid(RxC) (vertex i·C + j in row i, column j), complete(A,B), complete(N), edges 0-1,1-2, or a file of lines `v: w1 w2 …`, whose vertices keep their names.
rules-geography-example = { $position } (value { $value }): the path 0-1-2-3 has one maximum matching, 0-1 and 2-3, and it covers vertex 1, so the first player slides along the matched edge: { $move } leaves the token on vertex 0 with nowhere to go.
rules-geography-strategy = The player to move wins exactly when every maximum matching of the graph covers the token's vertex (Fraenkel, Scheinerman and Ullman, 1993). Then slide along its edge in a maximum matching: without the vertex left behind, that matching less the edge is still maximum and misses the new vertex, so the opponent faces a P-position. From a P-position every move lands on a vertex matched in a matching that misses the token, and the answer follows its matched edge.

rules-cram-title = Cram
rules-cram-rules = A board of cells; a move places a domino on two free cells side by side, across or down. Whoever cannot place one loses. `cram 3x4` is an empty board; `cram(..#/...)` draws one, rows joined by /, `.` free and `#` filled; `cram(FILE)` reads it from a file, a row a line. The free cells a move leaves fall into regions, a sum.
rules-cram-example = On { $position } (value { $value }), { $move } wins: the domino down the middle column leaves a column of 2 cells on each side, 1 ⊕ 1 = 0.
rules-cram-strategy = An empty board with both sides even is lost for the first player: the second answers each domino with its image through the centre. With one side even and one odd, the first player wins by the central domino, then the same answer. A row of n cells is the octal game 0.07 at heap n; 2×n is 1 for n odd and 0 for n even; other boards are searched (3×6 is 4, 4×5 is 2, 5×5 is 0).

rules-graph-title = Games on a graph
rules-graph-rules = A directed graph read from a file (lines `v: w1 w2 …`), with tokens on vertices; a move slides one token along an edge. Whoever cannot move loses; with cycles, play may go on for ever and a position may be a draw.
rules-graph-example = With the graph { $file }, vertex c has no move (value 0), b moves only to c (value mex(0) = 1), and a moves to b or c (value mex(1, 0) = 2). So { $position } has value { $value }, and { $move } wins.
rules-graph-strategy = Without cycles, G(v) is the mex of the values of v's successors, found from the sinks back, and tokens add by XOR. With cycles, Smith's generalized values γ (a nimber, or ∞ with a set K) tell wins from draws: ∞(K) is a win when 0 is in K and a draw otherwise.

rules-windup-title = WindUp
rules-windup-rules = A token on 0 … N−1 moves from K ≠ 0 to K − S1, K − S2, …, wrapping round modulo N; whoever moves it to 0 wins. Play may go on for ever, and a position may be a draw.
rules-windup-example = { $position } is a P-position (value { $value }): its moves reach 3 and 2, and from each of them the opponent moves to 0.
rules-windup-strategy = The positions form a finite graph with cycles: compute Smith's values γ by Fraenkel and Yesha's labelling. Move to a position of value 0; from ∞(K) without 0, keep the draw.

rules-addtake-title = Add-and-take
rules-addtake-rules = A move takes T1, T2, … counters from one heap, or adds A1, A2, … to it as long as it stays at most C; an empty heap is finished, so whoever empties the last heap wins. Play may go on for ever, and a position may be a draw.
rules-addtake-example = { $position } is a draw (value { $value }): neither player can force a win. { $move } keeps the draw, while taking 3 (leaving 4) would let the opponent win.
rules-addtake-strategy = Compute Smith's values γ on the finite graph of positions: value 0 is lost, a finite value or ∞(K) with 0 in K is won, and ∞(K) without 0 is a draw. In a sum, two components of infinite value make a draw.
