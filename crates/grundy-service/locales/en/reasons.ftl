# Why a component has its value: the engine's reasons, rendered.
# 一个分量为何有它的值：引擎给出的理由。
#
# Numbers come in as text (they may pass 2⁵³), but for counts that choose
# a plural form. Leading and trailing spaces of a message are trimmed.

## Closed forms of heap rulesets

formula-nim = Nim's rule G(n) = n
formula-bash = Bash's rule G(n) = n mod { $modulus }
formula-lasker = Lasker's rule: G(n) = n for n ≡ 1, 2 (mod 4), n+1 for n ≡ 3, n−1 for n ≡ 0 (n > 0)
formula-odd-takes = G(n) = n mod 2 (odd takes always change the parity)
formula-even-takes = G(n) = ⌊n/2⌋ (even takes keep the parity)
formula-powers-of-two = G(n) = n mod 3 (no power of two is a multiple of 3)
formula-unnamed = a closed form

## Heap values

reason-closed-form = G({ $heap }) = { $value } by { $formula }
reason-big-closed-form = G({ $heap }) = *{ $value } by { $formula }, at any size
reason-periodic-heap = G({ $heap }) = { $value }
reason-periodic-residue = G({ $heap }) = G({ $residue }) = { $value }
reason-periodic-laps = G({ $heap }) = G({ $residue }) + { $laps }·{ $saltus } = { $base } + { $added } = { $value }
reason-periodic = { $from }: G has period { $period } from heap { $preperiod } (proved)
reason-periodic-adding = { $from }: G has period { $period } from heap { $preperiod }, adding { $saltus } each period (proved)
reason-big-periodic = G({ $heap }) = G({ $residue }) = { $value }: G has period { $period } from heap { $preperiod } (proved), so any heap is valued from a small one
reason-big-periodic-saltus = G({ $heap }) = G({ $residue }) + { $saltus }·⌊(n − { $preperiod })/{ $period }⌋ = { $value }: G(n + { $period }) = G(n) + { $saltus } from heap { $preperiod } (proved), so any heap is valued from a small one
reason-table = G({ $heap }) = { $value } from the table of G(0..{ $known })

## Values of other positions

reason-box-table = its value { $value } comes from a table of all { $positions } positions up to it
reason-numbers-search = its value { $value } comes from an exact search ({ $positions } { $positions ->
    [one] position
   *[other] positions
})
reason-searched = G = { $value } by an exact search of its positions (the mex of its options' values; { $positions } positions searched)

## Wythoff's game

reason-beatty-pair = ({ $a }, { $b }) is the Beatty pair (⌊kφ⌋, ⌊kφ²⌋) for k = { $k } = b − a: a P-position of Wythoff's game
reason-not-beatty-pair = ({ $a }, { $b }) is not a Beatty pair: the pair with difference { $k } is ({ $ak }, { $bk }) (⌊kφ⌋ = (k + ⌊√(5k²)⌋)/2)

## Staircase Nim

reason-odd-steps = staircase Nim is Nim on the odd steps (1, 3, 5, …): G = { $odd } = { $value }; moves from even steps can be undone by moving the same counters on

## Moore's Nim

reason-moore-theorem = { $name } is lost for the player to move exactly when every binary column of the heaps holds a multiple of { $modulus } ones (Moore 1910)
reason-every-heap-empty = every heap is empty: no move is left
reason-column-sums = column sums from bit { $top } down: { $sums }{ $more }; mod { $modulus }: { $residues }{ $more }
reason-column-not-zero = bit { $column } is the highest column that is not 0 mod { $modulus }: the player to move wins
reason-marking-move = the marking procedure plays { $from } → { $to }
reason-every-column-zero = every column is 0 mod { $modulus }, and a move takes 1 to { $reach } ones out of the highest column it changes (adding none there): the player to move loses
reason-xor-of-heaps = a move changes one heap, as in Nim: the value is the XOR of the heaps, { $value }

## Fibonacci Nim

reason-no-counters-left = no counters are left: the player to move has lost
reason-zeckendorf = Zeckendorf: { $n } = { $terms } (Fibonacci numbers 1, 2, 3, 5, 8, …, no two consecutive)
reason-zeckendorf-long = Zeckendorf: { $n } has { $count } terms, the smallest F_{ $index } = { $smallest } (Fibonacci numbers 1, 2, 3, 5, 8, …, no two consecutive)
reason-smallest-term-too-large = the smallest term { $term } is more than { $most }, the most this move may take: any take x leaves a smallest term at most 2x, and the opponent takes it (P-position)
reason-smallest-term-too-large-first = { $term } is a Fibonacci number: the first player loses; the smallest term { $term } is more than { $most }, the most this move may take: any take x leaves a smallest term at most 2x, and the opponent takes it (P-position)
reason-smallest-term-taken = the smallest term { $term } is at most { $most }, the most this move may take: taking it leaves a smallest term more than twice as large (N-position)

## k-fold dynamic subtraction

reason-dynamic-terms = { $n } = { $terms }, terms of the { $k }-fold sequence { $sequence } (each term is the last plus the smallest term whose { $k }-fold reaches it), each more than { $k } times the next smaller one
reason-dynamic-terms-long = { $n } is a sum of { $count } terms of the { $k }-fold sequence { $sequence }, each more than { $k } times the next smaller one; the smallest is { $smallest }
reason-dynamic-too-large = the smallest term { $term } is more than { $most }, the most this move may take: any take x leaves a smallest term at most { $k }x, and the opponent takes it (P-position)
reason-dynamic-too-large-first = { $term } is a term of the sequence: the first player loses; the smallest term { $term } is more than { $most }, the most this move may take: any take x leaves a smallest term at most { $k }x, and the opponent takes it (P-position)
reason-dynamic-taken = the smallest term { $term } is at most { $most }, the most this move may take: taking it leaves a smallest term more than { $k } times as large (N-position)

## Euclid's game

reason-number-is-zero = a number is 0: the game is over
reason-numbers-equal = the numbers are equal: subtracting one from the other reaches 0 and wins
reason-golden-ratio-rule = with a > b > 0 the player to move loses exactly when a/b < φ = (1+√5)/2, i.e. a(a−b) < b²
reason-below-golden-ratio = here { $a }/{ $b } < φ: every move leaves the opponent a ratio above φ
reason-above-golden-ratio = here { $a }/{ $b } > φ: the player to move chooses how many multiples to take
reason-continued-fraction = its value: G(qb + r, b) = q − 1 if q ≤ G(b, r), else q, down the continued fraction of a/b

## Chomp

reason-poisoned-square-only = only the poisoned square is left: no move, G = *0
reason-strategy-stealing = the first player wins every bar larger than 1×1 (strategy stealing: if taking the top-right square lost, the winning reply would be a move from the bar itself), so { $value } ≠ *0

## Hackenbush

reason-tree = a tree of { $edges } edges: no cycle to fuse (fusion principle)
reason-fusion = fusion principle: fusing { $cycles } independent { $cycles ->
    [one] cycle
   *[other] cycles
} turns the { $fused } { $fused ->
    [one] edge
   *[other] edges
} on cycles into loops, each worth a stalk of one edge (*1), leaving a tree of { $bridges } { $bridges ->
    [one] bridge
   *[other] bridges
}
reason-colon-principle = G = { $value } by the colon principle: a stalk of n edges is *n, and branches at a vertex add by XOR, so a vertex is worth the XOR over its children c of 1 + G(c), with *1 more for each loop
reason-vertex-path = a path of { $vertices } vertices is the octal game { $code } at heap { $vertices }: G = { $value }
reason-vertex-cycle = every move on a cycle of { $vertices } vertices leaves a path of { $left }, valued as the octal game { $code } at heap { $left }; G is the mex of that one value: { $value }
reason-geography-covered = a maximum matching of the { $vertices } vertices the token can reach has { $matching ->
    [one] one edge
   *[other] { $matching } edges
}, and every one covers the token's vertex: the player to move slides along its matched edge, and without the token's vertex that matching less the edge is maximum and misses the new vertex (N-position)
reason-geography-missed = a maximum matching of the { $vertices } vertices the token can reach has { $matching ->
    [one] one edge
   *[other] { $matching } edges
}, and one of them misses the token's vertex: every move reaches a matched vertex (else the matching would grow), and the opponent slides along its matched edge (P-position)
reason-cram-symmetry = an empty { $height }×{ $width } board has even sides: the second player answers each domino with its image through the centre, which is always free, so G = *0 (symmetry strategy)

## Coin turning and cutting

reason-nim-product = G({ $x },{ $y }) = { $x } ⊗ { $y } = { $value }, the nim product (Turning Corners)
reason-ruler = G({ $n }) = { $value }: the largest power of 2 dividing { $n } (the ruler function)
reason-mock-turtle = G({ $n }) = { $value }: the odious number 2·{ $n } or 2·{ $n }+1 with an odd number of 1 bits (the Mock Turtle theorem)
reason-turning = G({ $n }) = { $value } in { $rule }: the mex, over the moves from a head at { $n }, of the XOR of G over the other coins turned (a table of G(1), G(2), … made by the rule)
reason-reduced-cuts = in the reduced game: a cut leaving a side of 1 loses at once, so only cuts leaving two pieces at least 2×2 count ({ $w }x{ $h } has { $cuts })
reason-piece-cut-out = a 1x1 piece has been cut out: the game is over, won by the player who cut it, so the player to move has lost
reason-cuts-off-piece = the player to move cuts a 1x1 piece off { $w }x{ $h } and wins at once
reason-does-not-matter = its value does not matter: another component ends the game

## Game graphs

reason-no-moves = `{ $name }` has no { $neighbours ->
    [successors] successors
   *[options] options
}, so G({ $name }) = *0
reason-listed-item = { $name }: { $value }
reason-listed-separator = {", "}
reason-listed-more = and { $count } more
reason-mex = G({ $name }) = { $value }, the mex (least value not among them) of its { $neighbours ->
    [successors] successors
   *[options] options
}' values {"{"}{ $listed }{"}"}
reason-mex-infinite = γ({ $name }) = { $value }, the mex (least value not among them) of its { $neighbours ->
    [successors] successors
   *[options] options
}' finite values {"{"}{ $listed }{"}"}; each of its { $neighbours ->
    [successors] successors
   *[options] options
} of infinite value can move back to one of value { $value }, so moving there gains nothing
reason-loopy = γ({ $name }) = { $value }: no value fits it (one of its { $neighbours ->
    [successors] successors
   *[options] options
} of larger or infinite value cannot be answered by a move back), so play from it can go on for ever; K = the finite values of its { $neighbours ->
    [successors] successors
   *[options] options
} {"{"}{ $listed }{"}"}

## The computer's move

reason-leaves-zero = { $moved } leaves a sum of value { $value }: a P-position, so every reply loses.
reason-leaves-value = { $moved } leaves a sum of value { $value }; no move reaches 0 here.
reason-leaves-misere-position = { $moved } leaves a position lost for the player to move under misère play.
reason-leaves-position = { $moved } leaves a P-position: every reply loses.
reason-leaves-draw = { $moved } leaves a draw: neither player can force a win from it.
reason-every-move-loses = { $moved }: every move from here loses against perfect play.
reason-wins-soonest = It wins in { $moves } { $moves ->
    [one] move
   *[other] moves
} in all (the fastest win; Smith's remoteness).
reason-wins-by-seed = It is one of the winning moves, drawn by the seed; how soon it wins is not known.
reason-lasts-longest = The position was lost; this move makes the game last longest: { $moves } { $moves ->
    [one] move
   *[other] moves
} with perfect play (Smith's remoteness).
reason-fewest-replies = The position was lost; this move leaves the fewest winning replies ({ $replies }) among those tried.
reason-at-random = The computer plays below its best: one move in { $one_in } is drawn at random, and this is one.
reason-holds-draw = The position was a draw: no move wins, and a move that leaves the draw would let the opponent win, so the computer holds the draw (drawn by the seed among the moves that keep it).

## Who wins a sum (`grundy analyze` and the why panel)

sum-wins = The player to move wins (an N-position).
sum-loses = The player to move loses (a P-position): every move leaves an N-position.
sum-draw = Neither player can force a win (a draw, D).
sum-wins-nim-sum = The player to move wins (an N-position): the nim-sum is { $nimber }, not 0.
sum-loses-nim-sum = The player to move loses (a P-position): the nim-sum is 0, so every move leaves a non-zero nim-sum.
sum-no-component = No component is left to play: no move is possible.
sum-nim-sum = Nim-sum: { $terms } = { $nimber }
sum-nim-sum-of = Nim-sum of { $count } components: { $nimber }
sum-winning-moves = Winning moves (each leaves a P-position):
sum-winning-moves-zero = Winning moves (each leaves a nim-sum of 0):
sum-loopy-wins = The player to move wins (an N-position): the value is { $infinite }, and 0 in it means a move to a P-position.
sum-loopy-draw = Neither player can force a win (a draw, D): the value is { $infinite }, without 0, so no move reaches a P-position, and the player to move can keep the game going for ever.
sum-loopy-value = Value: { $terms } = { $infinite }
sum-drawing-moves = Moves that keep the draw (a move not listed here lets the opponent win):
sum-ending-wins = The player to move wins at once (an N-position):
sum-ending-over = The game is over (a P-position): the player to move has lost.
sum-ending-component = component { $number } ({ $from }): { $why }
sum-ending-others = The other components do not matter: no value is needed.
sum-winning-moves-now = Winning moves (each wins at once):
sum-more-components = … and { $count } more components
sum-smith-rule = The sum's value by Smith's rule: with one component ∞(K), ∞(K ⊕ a) for a the nim-sum of the others; with two or more, ∞(∅). Here { $infinite }.
sum-binary = The nim-sum adds the values in binary without carry (XOR): a column of the sum is 1 exactly when the column holds an odd number of 1s.
sum-binary-total = nim-sum
sum-xor = Nim-sum (XOR of every value): { $nimber }
sum-move = component { $number }: { $from } → { $to }
sum-not-listed = Not listed: { $reason }

## Misère play

misere-wins = The player to move wins (an N-position) under misère play, where the player who cannot move wins.
misere-loses = The player to move loses (a P-position) under misère play, where the player who cannot move wins.
misere-draw = Neither player can force a win (a draw) under misère play, where the player who cannot move wins.
misere-nim-rule = By Bouton's rule for misère Nim: with every heap at most 1, an odd number of 1s loses; otherwise the nim-sum decides as in normal play.
misere-table = By a table of the misère outcomes of the heaps 0 to { $last }: a heap wins when it has no move or a move to a losing heap.
misere-quotient = By { $method }: each heap maps to an element of a finite commutative monoid, the sum to their product, and the sum is lost exactly when the product lies in the quotient's P-portion.
misere-search = By an exact search of the whole sum ({ $positions } positions): misère sums have no nim-sum shortcut.
misere-no-move = No move is available, and under misère play that wins.
misere-winning-moves = Winning moves (each leaves a misère P-position):

## Misère explanations: how the outcome was found, and the quotient's lines

misere-method-nim-rule = Bouton's rule for misère Nim
misere-method-table = a table of the misère outcome of every heap up to { $last }
misere-method-quotient = the misère quotient of order { $order }, certified, computed on heaps 0..={ $last }
misere-method-quotient-periodic = the misère quotient of order { $order }, certified, computed on heaps 0..={ $last } and valid for every heap, Φ being periodic from heap { $preperiod } with period { $period } (proved)
misere-method-search = an exact search of the whole sum ({ $positions } positions)
reason-misere-quotient = Misère quotient: order { $order }, P-portion { $portion }, generators { $generators }.
reason-misere-generator = { $name } = heap { $heap }
reason-misere-no-generators = none
reason-misere-element = { $heap } ↦ { $element }
reason-misere-element-copies = { $heap } (×{ $copies }) ↦ { $element }
reason-misere-more-heaps = … and { $count } more distinct heaps
reason-misere-product-in = Product: { $element }, in the P-portion.
reason-misere-product-out = Product: { $element }, not in the P-portion.

## Periods

period-line = { $ruleset }: { $period }
period-none = No period shows in these values.
period-shape = period { $period } from heap { $preperiod }
period-shape-saltus = period { $period } from heap { $preperiod }, adding { $saltus } each period (arithmetic periodicity)
period-proved = Proved: { $shape }; { $proof }.
period-proof-closed-form = it follows from the ruleset's closed form
period-proof-theorem = checked on G(0..{ $values }) by the theorem for { $theorem }
period-observed-no-saltus = Observed, not proved: { $shape }; the periodicity theorem for this ruleset proves ordinary periods only, and none for arithmetic periodicity is implemented.
period-observed-needs = Observed, not proved: { $shape }; the proof needs G(0..{ $values }) ({ $theorem }).
period-observed-no-theorem = Observed, not proved: { $shape }; no periodicity theorem is implemented for this ruleset.
theorem-subtraction = a subtraction game with largest move { $max }: G(n+p) = G(n) for e ≤ n < e+p+{ $max } implies it for all n ≥ e
theorem-take-break = a take-and-break game removing at most { $digit } { $digit ->
    [one] counter
   *[other] counters
} and leaving at most { $heaps ->
    [1] one heap
    [2] two heaps
    [3] three heaps
   *[other] { $heaps } heaps
} (Guy–Smith): G(n+p) = G(n) for e ≤ n < { $heaps ->
    [1] e+p+{ $digit }
    [2] 2e+p+{ $digit }
    [3] 3e+2p+{ $digit }
   *[other] { $heaps }e+{ $fewer }p+{ $digit }
} (e at least 1) implies it for all n ≥ e
theorem-all-but = an all-but game excluding { $excluded } numbers, the largest { $max }: G(n+p) = G(n)+s from e to some n₀ ≥ e+{ $max }, with the counts of each value shifting by s, implies it for all n ≥ e

## A move in words (said.rs): what the page says of the computer's move and
## in the history, after "The computer" or "You".
said-took = took { $count } from heap { $heap }
said-split = split heap { $heap } into { $parts }
said-took-split = took { $count } from heap { $heap } and split the rest into { $parts }
said-knocked = knocked down { $pins ->
    [one] pin { $first }
   *[several] pins { $first }–{ $last }
  } of row { $row }
said-knocked-end = knocked down { $count } pins at one end of row { $row }
said-knocked-all = knocked down all { $count } pins of row { $row }
said-took-pile = took { $count } from pile { $pile }{ $of }
said-took-both = took { $count } from both piles{ $of }
said-of-component = {" "}of component { $component }
said-moved = moved { $from } to { $to }
said-list = { $items } and { $last }
said-list-comma = {", "}

## Why a period search stopped, and what a table says of its period
## (period.rs, table.rs). A `-web` form is what a page shows: no flag.
period-stopped-limit = Stopped at the limit of { $limit } values; raise it with --limit.
period-stopped-limit-web = Stopped at the limit of { $limit } values.
period-stopped-memory = Stopped at the memory limit of { $bytes } bytes (half of the memory available, unless --max-memory says otherwise): more values would not fit.
period-stopped-memory-web = Stopped at the memory limit of { $bytes } bytes: more values would not fit.
period-stopped-work = Stopped at the work limit of { $steps } steps (option values checked); raise it with --max-work, and keep the values with --checkpoint.
period-stopped-work-web = Stopped at the work limit of { $steps } steps (option values checked).
period-stopped-work-kept = Stopped at the work limit of { $steps } steps (option values checked); raise it with --max-work, and the run resumes from the values it kept.
period-stopped-work-kept-web = Stopped at the work limit of { $steps } steps (option values checked).
table-period-short = The table shows G(0..={ $upto }), too few values for the period to show: it starts at heap { $preperiod } and repeats every { $period } heaps.
table-period-short-web = The table shows G(0) to G({ $upto }), too few values for the period to show: it starts at heap { $preperiod } and repeats every { $period } heaps.
table-period-past = The table shows G(0..={ $upto }); the proof computed values past it.
table-period-past-web = The table shows G(0) to G({ $upto }); the proof computed values past it.
table-period-searched = A search of at most { $values } values and { $steps } steps proved no period either; `grundy period` (the Period page) searches further.
table-period-searched-web = A search of at most { $values } values and { $steps } steps proved no period either; the Period page searches further.

## The method for a winning move in a sum, step by step (method.rs): the
## play page's hint.
how-nim-sum = The nim-sum of the values is { $values } = { $sum }, in binary { $binary }.
how-highest-bit = Its highest 1 is the bit { $bit }, which is 1 in one value only: { $value } (component { $component }).
how-highest-bit-also = Its highest 1 is the bit { $bit }, which is 1 in { $value } (component { $component }), and in others too: any of them will do.
how-target = { $value } ⊕ { $sum } = { $target }, smaller than { $value }: move component { $component } to a position of value { $target } (there is one, since { $value } is the mex of its options' values).
how-take = { $value } ⊕ { $sum } = { $target }: take { $take } from heap { $component }, leaving { $target }.
how-zero = Then the nim-sum is 0: whatever the opponent does makes it non-zero, and you can make it 0 again.

## Compounds: games played together otherwise than as a sum (compound.rs),
## and the SJ theorem for misère sums (Anti-SG).

compound-remoteness = remoteness { $value }
compound-suspense = suspense number { $value }
compound-misere-remoteness = misère remoteness { $value }
compound-misere-suspense = misère suspense number { $value }
compound-ended = ended (no move)
compound-n = an N-position
compound-p = a P-position
compound-component = { $from }: { $value }
compound-options = options: { $options }
compound-more-options = … and { $count } more
compound-how-remoteness = Remoteness (Steinhaus): 0 with no move; otherwise 1 more than the least even remoteness of an option (the winner hurries), or, when no option's is even, than the greatest (the loser delays). An even remoteness is lost by the player to move.
compound-how-misere-remoteness = Misère remoteness: 0 with no move; otherwise 1 more than the least odd remoteness of an option (the winner hurries), or, when no option's is odd, than the greatest (the loser delays). An odd remoteness is lost by the player to move.
compound-how-suspense = Suspense number (Conway): 0 with no move; otherwise 1 more than the greatest even suspense number of an option (the winner delays), or, when no option's is even, than the least (the loser hurries). An even suspense number is lost by the player to move.
compound-how-misere-suspense = Misère suspense number: 0 with no move; otherwise 1 more than the greatest odd suspense number of an option (the winner delays), or, when no option's is odd, than the least (the loser hurries). An odd suspense number is lost by the player to move.
compound-rule-conjunctive-normal = Conjunctive compound: each move is made in every component, and play ends as soon as one component has ended. It lasts as long as its shortest component: its remoteness is the least of the components' remotenesses, here { $value }, and the player to move wins exactly when that is odd (C. A. B. Smith; Conway, On Numbers and Games, ch. 14).
compound-rule-conjunctive-misere = Conjunctive compound under misère play: each move is made in every component, play ends as soon as one component has ended, and the player who cannot move wins. Its misère remoteness is the least of the components' misère remotenesses, here { $value }, and the player to move wins exactly when that is even (Conway, On Numbers and Games, ch. 14).
compound-rule-continued-normal = Continued conjunctive compound (Every-SG): each move is made in every component that has not ended, and play ends when all have. It lasts as long as its longest component: its suspense number is the greatest of the components' suspense numbers, here { $value }, and the player to move wins exactly when that is odd (Conway, On Numbers and Games, ch. 14; the step count of Every-SG in the 2009 training team paper).
compound-rule-continued-misere = Continued conjunctive compound (Every-SG) under misère play: each move is made in every component that has not ended, play ends when all have, and the player who cannot move wins. Its misère suspense number is the greatest of the components' misère suspense numbers, here { $value }, and the player to move wins exactly when that is even (Conway, On Numbers and Games, ch. 14).
compound-rule-selective-normal = Selective compound: each move is made in any number of components, at least one, and play ends when all have ended. The player to move loses exactly when every component is a P-position (Conway, On Numbers and Games, ch. 14): here { $n } of { $total } are N-positions.
compound-rule-selective-misere = Selective compound under misère play: each move is made in any number of components, at least one, play ends when all have ended, and the player who cannot move wins. With two or more components that can still move, the player to move loses exactly when every component is a P-position under normal play; with one, that component's misère outcome decides; with none, the player to move has won (Conway, On Numbers and Games, ch. 14). Here { $live } of { $total } can move, and { $n } are N-positions under normal play.
compound-rule-shortened-normal = Shortened selective compound: each move is made in any number of components, at least one, and play ends as soon as one component has ended. The player to move loses exactly when a component has ended or every component is a P-position (Conway, On Numbers and Games, ch. 14): here { $ended } have ended, and { $n } of { $total } are N-positions.
compound-rule-shortened-misere = Shortened selective compound under misère play: each move is made in any number of components, at least one, play ends as soon as one component has ended, and the player who cannot move wins. The player to move wins when a component has ended, and otherwise loses exactly when every component is a P-position under misère play (Conway, On Numbers and Games, ch. 14): here { $ended } have ended, and { $misere } of { $total } are misère N-positions.
compound-winning-moves = Winning moves ({ $count }; each leaves the opponent lost):
compound-more-moves = … { $listed } of the { $count } winning moves listed.
compound-sj = By the SJ theorem (Anti-SG; 2009 training team paper): in every component, each position of value 0 that has a move has a move to value 1, so the player to move wins exactly when the nim-sum is not 0 and some component's value exceeds 1, or the nim-sum is 0 and none does. Here the nim-sum is { $nimber }; components with a value above 1: { $big }.
compound-tame = By Conway's rule for tame games (On Numbers and Games, ch. 12): at every position of every component the normal and misère values are equal, or are 0 and 1; the sum's misère value is then the nim-sum when some component's two values are equal, and otherwise the nim-sum with 0 and 1 exchanged, and the player to move loses exactly when it is 0. Here the nim-sum is { $nimber }; components with equal values: { $equal }.
compound-not-sj = The SJ theorem does not decide this sum, nor does Conway's rule for tame games: { $from } reaches { $at }, whose value is 0 but which has no move to value 1. The answer comes from the method above.
