# The playground's own words. Only variables ({ $name }), string
# literals and selections on a variable are allowed here: the page
# formats these patterns itself (i18n::page_messages). A selection on
# $who picks one of you, computer, p1, p2.

## The frame
page-title = { $page } · grundy playground
skip = Skip to the content
tagline = impartial games, played and explained
engine-server = Answers come from the grundy server that sent this page.
engine-wasm = Answers come from the grundy engine running in this browser (WebAssembly); no server is used.
nav-label = Pages
nav-play = Play
nav-learn = Learn
nav-analyze = Analyze
nav-table = Table
nav-period = Period
nav-plot = Plot
nav-yours = Your game
lang-label = Language
lang-en = English
lang-zh-CN = 中文（简体）
computing = Computing…
none = none
list-separator = {", "}

problem-lead = { $kind ->
    [bad-input] This could not be read:
    [illegal-move] That move is not allowed here:
    [limit] This would take more than the engine is allowed here:
    [game-over] The game is over:
    [busy] The server is busy; try again in a moment:
   *[other] Something went wrong:
}

## A new game
new-game = New game
pick-label = Game from the catalogue
pick-none = (choose one, or type below)
start-label = Game description (sums with +)
random-legend = A random position
random-start-winning = I start winning
random-start-losing = I start losing (a challenge)
random-size = Size
size-small = small
size-medium = medium
size-large = large
random-button = Random position
random-winning = { $game }: the first player can win.
random-losing = { $game }: the first player loses with perfect play: can you catch a mistake?
random-failed = No position of that kind came up: try another size, or type one.
rules-legend = Rules
rules-normal-choice = Normal: whoever cannot move loses
rules-misere-choice = Misère: whoever cannot move wins
opponent-legend = Opponent
opponent-computer = The computer
opponent-human = Another person at this screen (hot-seat)
first-legend = Who moves first
first-me = Me (or player 1)
first-computer = The computer
start-button = Start
level-label = How well the computer plays
level-beginner = Beginner: one move in two at random
level-intermediate = Intermediate: one move in five at random
level-perfect = Perfect: never a mistake
level-playing = { $level ->
    [beginner] The computer plays as a beginner: one move in two at random, so a lost start can still be won.
    [intermediate] The computer plays at the intermediate level: one move in five at random.
   *[perfect] The computer plays perfectly: it never makes a mistake.
}

## Playing
title-start = Start: { $game } ({ $rules })
title = { $game } ({ $rules })
rules-normal = normal play: whoever cannot move loses
rules-misere = misère play: whoever cannot move wins
status-turn = { $who ->
    [you] Your move.
    [computer] The computer's move.
    [p1] Player 1 to move.
   *[p2] Player 2 to move.
}
status-won = { $winner ->
    [you] You won!
    [computer] The computer won.
    [p1] Player 1 won!
   *[p2] Player 2 won!
}
status-drawn = { $who ->
    [you] The game is drawn: this position has come up a third time with you to move.
    [computer] The game is drawn: this position has come up a third time with the computer to move.
    [p1] The game is drawn: this position has come up a third time with player 1 to move.
   *[p2] The game is drawn: this position has come up a third time with player 2 to move.
}
coach-winning = { $who ->
    [you] You are winning with perfect play
    [computer] The computer is winning with perfect play
    [p1] Player 1 is winning with perfect play
   *[p2] Player 2 is winning with perfect play
}
coach-losing = { $who ->
    [you] You are losing with perfect play
    [computer] The computer is losing with perfect play
    [p1] Player 1 is losing with perfect play
   *[p2] Player 2 is losing with perfect play
}
coach-win-in = { $moves ->
    [one] (a win in { $moves } move in all).
   *[other] (a win in { $moves } moves in all).
}
coach-lasts = { $moves ->
    [one] (the game lasts { $moves } more move at best).
   *[other] (the game lasts { $moves } more moves at best).
}
coach-remoteness-unknown = (how many moves it takes is not known: the game is too large to search whole).
coach-draw = Neither player can force a win: a draw with perfect play. A position that comes up a third time with the same player to move ends the game in a draw.
coach-legend = ✓ marks a winning move (it leaves the opponent a lost position), = a move that keeps the draw; unmarked moves lose. *n beside a component is its value (SG value) n.
start-lost = From this position the first player loses if the opponent plays perfectly (先手必败). You can still try, or let the computer start.
move-second = Let the computer start
play-anyway = Play anyway
rematch = Rematch
swap = Swap sides
board-label = The position
board-empty = No component is left.
component-name = Component { $number }: { $description }
value-is = value { $value }
controls-label = Game controls
hint = Hint
hint-more = More hint
best = Best move
undo = Undo
redo = Redo
computer-go = Let the computer move
coach = Coach: show values, winning moves and why
speed = The computer's speed
speed-instant = instant
speed-normal = normal
speed-slow = slow
all-moves = { $who ->
    [you] All your moves ({ $count })
    [computer] All the computer's moves ({ $count })
    [p1] All moves of player 1 ({ $count })
   *[p2] All moves of player 2 ({ $count })
}
group-winning = Winning moves ({ $count })
group-drawing = Moves that keep the draw ({ $count })
group-losing = Losing moves ({ $count })
none-winning = None: every move leaves the opponent a winning position.
none-winning-draw = None: the position is a draw; a move that keeps it is below.
no-move-left = No move is left.
not-all-listed = Not all listed: { $reason }. Type a move below.
mark-win = ✓ wins
mark-draw = = draws
mark-lose = ✗ loses
move-judged-win = { $move }, a winning move
move-judged-draw = { $move }, a move that keeps the draw
move-judged-lose = { $move }, a losing move
target-wins = { $move }, wins
target-draws = { $move }, keeps the draw
target-loses = { $move }, loses
typed-label = Or type a move
typed-placeholder = take 3 from heap 2   or   2 5
typed-button = Play it
typed-read-as = Read as: { $form }.
form-take = take { $count } from heap { $heap }
form-becomes = component { $number } becomes { $to }
typed-which-heap = Say which heap: take 3 from heap 2 (heaps are numbered 1 to { $count }).
typed-no-component = `{ $number }` is not a component: they are numbered 1 to { $count }.
typed-not-a-heap = Component { $number } is not a heap: write what it becomes instead, e.g. `{ $number } …`.
typed-too-many = Heap { $heap } has only { $size }: { $take } cannot be taken from it.
typed-illegal-take = Taking { $take } from heap { $heap } is not a legal move here.
typed-say-component = Write the component's number and what it becomes, e.g. `1 2`, or a take: `take 3 from heap 2`.
typed-say-what = Say what the component becomes, e.g. `1 2`.
computer-played = The computer { $said }.
last-move = { $who ->
    [you] You
    [computer] The computer
    [p1] Player 1
   *[p2] Player 2
} { $said }.
best-move-played = Best move: { $from } to { $to }.
taken-back = Taken back to move { $at }.
forward = Forward to move { $at }.

## Moves on the board
move-take = take { $count } from heap { $heap }
move-split = split heap { $heap } into { $left } and { $right }
split-mode = Split a heap
take-limit = at most { $limit } may be taken
take-how-many = How many to take from heap { $heap }
take-button = Take
knock-first = The first pin to knock down in row { $heap }
knock-how-many = How many pins to knock down in row { $heap }
knock-first-label = From pin
knock-how-many-label = knock down
knock-button = Knock down
move-knock = knock down pin { $pin } of row { $heap }
move-knock-run = knock down pins { $first } to { $last } of row { $heap }
move-strip = place a strip of { $length } on cells { $first } to { $last } of row { $heap }
pins-per-move = Pins a move knocks down in row { $heap }
strip-length = Length of the strip placed in row { $heap }
move-cross = put an X on cell { $cell } of row { $heap }
pile-name = pile { $pile }
move-take-pile = take { $count } from pile { $pile } of component { $heap }
queen-board = The queen's board: the queen at ({ $a }, { $b }) moves left, down or diagonally towards the star at (0, 0)
move-queen = move the queen of component { $heap } to ({ $x }, { $y })
moore-choose = Choose what to take from up to { $k } piles, then play.
moore-pick = take { $count } from pile { $pile }
take-from-pile = { $count } from pile { $pile }
moore-chosen = Take { $takes }.
moore-illegal = Taking { $takes } is not a move (at most { $k } piles, at least one counter).
moore-play = Play these takes
moore-play-named = take { $takes }
step-name = step { $step }
move-step = move { $count } from step { $step } to step { $to }
move-step-off = move { $count } off the stairs from step 1
chomp-board = Chomp bar; the poisoned square is at the bottom left
poison = the poisoned square
poison-note = ☠ is poisoned and is never eaten: a player left with only it has no move.
move-chomp = take the square in column { $column }, row { $row }, and every square above it and to its right
move-cut-columns = cut piece { $heap } into { $left } and { $right }
move-cut-rows = cut piece { $heap } into { $top } and { $bottom }
heads-at = heads at { $place }
coin-pick = also turn over coin { $place }
turn-play = Turn over
move-turn = turn over coins { $places }
move-turn-one = turn over the heads coin at { $place }
move-turn-run = turn over coins { $first } to { $last }
move-add = add { $count } to heap { $heap }
heads-on = heads on ({ $x }, { $y })
corners-board = A grid with the heads coin on ({ $x }, { $y }); a square below and to the left of it turns over the four corners of their rectangle
move-corners = turn over the corners of the rectangle from ({ $a }, { $b }) in component { $heap }
dial-at = at { $at } of 0–{ $last }
move-dial = move the token of component { $heap } from { $from } to { $to }
graph-name = a graph of { $edges } edges on the ground
move-edge = cut the edge { $u }–{ $v } of component { $heap }

## Hints
hint-1-win = There is a winning move here. Can you find it?
hint-1-draw = No move wins here, but the draw can be kept.
hint-1-lose = Every move loses against perfect play: make the game last, and hope for a mistake.
hint-2-lose = The best move (space) makes the game last longest.
hint-2-win = Look at component { $number }: { $description }.
hint-2-draw = Component { $number } ({ $description }) has a move that keeps the draw.
hint-3-win = The winning move: { $move }.
hint-3-draw = The move that keeps the draw: { $move }.
reason-nim = It leaves a nim-sum (XOR of the values) of 0, so every reply loses.
reason-misere = It leaves a position the player to move loses under misère play.
reason-p = It leaves a position the player to move loses (a P-position).
reason-bash = It leaves { $left }, a multiple of { $period }: whatever the opponent takes, take the rest of { $period }.
reason-wythoff = It leaves ({ $a }, { $b }), one of the pairs (⌊kφ⌋, ⌊kφ²⌋) that lose for the player to move.

## The end and the review
review = Review
verdict-drawn = A draw: the last position came up a third time with the same player to move.
verdict-won = { $winner ->
    [you] You won.
    [computer] The computer won.
    [p1] Player 1 won.
   *[p2] Player 2 won.
}
verdict-normal = The player who cannot move loses.
verdict-misere = Under misère play the player who cannot move wins.
review-clean = No winning position was ever given away.
review-clean-draws = No winning or drawn position was ever given away.
review-move = { $who ->
    [you] Move { $number } (You)
    [computer] Move { $number } (The computer)
    [p1] Move { $number } (Player 1)
   *[p2] Move { $number } (Player 2)
}
review-gave = { $gave ->
    [win] { $said }: this gave away the win.
   *[draw] { $said }: this gave away the draw.
}
review-better = { $gave ->
    [win] { $better } would have won.
   *[draw] { $better } would have kept the draw.
}

## Why, history
why = Why
why-computer = Why the computer { $said }
history = History
chart-note = Each point is a move, placed by whether its player could still win. A cross marks a blunder: a winning position given away. Choose a point to go back to it.
chart-could-win = could win
chart-losing = losing
chart-draw = draw
chart-point = Move { $number }, { $who ->
    [you] you
    [computer] the computer
    [p1] player 1
   *[p2] player 2
}: { $said }{ $verdict }. Go to the position after it.
judged-blunder = { $gave ->
    [win] , a blunder: it gave away the win
   *[draw] , a blunder: it gave away the draw
}
judged-kept-win = , kept the win
judged-kept-draw = , kept the draw
judged-losing = , from a losing position
no-move-yet = No move yet.
back-to-start = Back to the start
keys-note = Keys: h hint, u undo, r redo, space plays the best move; Tab and Enter reach and play every move on the board. The browser's back button undoes too, and the address of this page holds the whole game: share it to share the game.

## Rules and the SG table beside the board
rules-panel = Rules and strategy
rules-example-show = Worked example (it names a winning move)
board-help = Touch the board to move: hovering or focusing a piece first says what the move would do.
tap-again = — tap again to play it.
rules-strategy = Strategy:
page-aliases = Also written: { $names }
sg-title = The Sprague–Grundy theory
sg-summary = Every position has a value, its SG function: the smallest value (the mex) that none of its options has. A position of value 0 is lost for the player to move; a sum of games has the XOR (nim-sum) of its components' values, so a winning move leaves a sum of value 0.
table-panel = SG table: the values and the mex
edit-title = Set up a position (for a teacher)
edit-note = Change each number with − and +, or type it; copy or remove a component; then play the position, or show it big on the projector.
edit-number = number { $k } of component { $c }
edit-less = One less: { $which }
edit-more = One more: { $which }
edit-copy = Copy
edit-copy-label = Copy component { $c }
edit-remove = Remove
edit-remove-label = Remove component { $c }
edit-game = The game:
edit-play = Play this position
edit-projector = Show it on the projector
sg-table-of = G(n) of { $ruleset }
sg-click = Choose a value to see its mex worked out.
sg-period = Proved: G has period { $period } from heap { $preperiod } (saltus { $saltus }).
sg-beyond = A heap past { $upto } is not in the table: its value comes from the period.
copy-cpp = Copy as a C++ array
copy-python = Copy as a Python list
array-box = The table as code
sg-last-exception = The last exception is G({ $last }) = { $value }: from G({ $first }) on, the values repeat.
sg-preperiod = Before the period: G(0) to G({ $last })
sg-repeats = The period: { $period } values from G({ $first }), a row each time they repeat (the first row outlined)
sg-more = Show more, to G({ $upto })
sg-misere-note = These are the values of normal play (the last player to move wins); misère play is decided otherwise: the coach and the hints say how.
sg-none = The position has no heap ruleset to tabulate.
sg-sum-unknown = Some component's value is not known, so the nim-sum is not shown.
sg-wythoff = Values of Wythoff's game
sg-wythoff-caption = G(a, b) of Wythoff's game; the zeros are the P-positions (⌊kφ⌋, ⌊kφ²⌋).
nim-sum = nim-sum (XOR)
nim-sum-caption = Each component's value in binary, and their XOR
component = Component
value = Value
binary = Binary
mex-line = G({ $n }) = mex{"{"}{ $values }{"}"} = { $mex }
mex-option = → { $to }: { $value }
mex-no-option = Heap { $n } has no move: the mex of nothing is 0.

## The tools
misere-play = Misère play
analyze-button = Analyze
analyze-N = The player to move wins (an N-position)
analyze-P = The player to move loses (a P-position)
analyze-D = Neither player can force a win (a draw, D)
analyze-nim-sum = : the nim-sum is { $value }.
analyze-value = : the value is { $value }.
analyze-move = component { $component }: { $from } → { $to }
analyze-unlisted = Not listed: { $reason }
analyze-play = Play this game against the computer
group-winning-plain = Winning moves
group-drawing-plain = Moves that keep the draw
table-ruleset = Heap ruleset, windup or addtake (or wythoff)
table-upto = Up to heap (empty: every position of windup or addtake)
table-button = Tabulate
table-wythoff = Wythoff's P-positions (a, b) = (⌊kφ⌋, ⌊kφ²⌋): { $count } pairs.
table-plain = { $ruleset }: Grundy values G(0) to G({ $last }); P-positions (value 0) are marked.
table-loopy = { $ruleset }: values γ(0) to γ({ $last }), ∞(K) where play can go on for ever (K: the finite values of its options); P-positions (value 0) are marked.
table-caption = G(n) of { $ruleset }
table-caption-loopy = γ(n) of { $ruleset }
table-p-positions = P-positions ({ $count }): { $list }
table-draws = Draws ({ $count }): { $list }
ruleset-label = Heap ruleset
period-button = Find and prove the period
period-computed = { $ruleset }: { $count } values computed
plot-upto = Up to heap
plot-button = Plot
plot-label = Plot of the Grundy values


## A compound on the Play page (compound.js)
compound-label = How the components are played together
compound-option-sum = The sum: each move in one component
compound-option-conjunctive = Conjunctive: a move in every component; over when one ends
compound-option-continued = Continued (Every-SG): a move in every component that can move
compound-option-selective = Selective: a move in any one or more components
compound-option-shortened = Shortened selective: as selective, over when one ends
compound-name-conjunctive = conjunctive compound
compound-name-continued = continued compound (Every-SG)
compound-name-selective = selective compound
compound-name-shortened = shortened selective compound
compound-build-title = Your move: choose what each component becomes
compound-how-conjunctive = Conjunctive compound: choose a move in every component, then play them together. The game ends as soon as one component has no move.
compound-how-continued = Continued compound (Every-SG): choose a move in every component that can still move, then play them together. The game ends when none can move.
compound-how-selective = Selective compound: choose a move in one or more components (touch a drawing or pick from a list), then play them together. The game ends when no component can move.
compound-how-shortened = Shortened selective compound: choose a move in one or more components, then play them together. The game ends as soon as one component has no move.
compound-choose = (choose a move)
compound-stays = (stays as it is)
compound-choice-ended = (ended: no move)
compound-choice = { $number }. { $from }
compound-choice-coach = { $number }. { $from } ({ $decides })
compound-becomes = → { $to }
compound-play = Play this move
compound-clear = Clear
compound-more-winning = { $count } winning moves in all; the first are listed.
compound-typed-placeholder = 1: kayles 2; 2: nim 0
compound-typed-form = Write a move as each component's number, a colon and what it becomes, separated by semicolons: 1: kayles 2; 2: nim 0
compound-hint-2 = Move in component(s) { $numbers }.
compound-component-line = { $number }. { $from }: { $decides }
compound-computer-wins = It leaves a lost position: whatever the reply, it can win.
compound-computer-holds = Every move loses against perfect play; it chose one that makes the game last as long as it can.
compound-col-component = Component
compound-col-sg = { $misere ->
    [1] misère SG value
   *[0] SG value
}
compound-col-remoteness = { $misere ->
    [1] misère remoteness
   *[0] remoteness
}
compound-col-suspense = { $misere ->
    [1] misère suspense
   *[0] suspense
}
compound-table-sg = A selective compound is decided by each component's outcome: a component is a P-position exactly when its SG value (misère: its misère SG value) is 0. The marked column decides.
compound-table-remoteness = A conjunctive compound is decided by the least remoteness of its components (Smith): odd wins for the player to move, even loses (misère: the other way round). The marked column decides.
compound-table-suspense = A continued compound (Every-SG) is decided by the greatest suspense number of its components: odd wins for the player to move, even loses (misère: the other way round). The marked column decides.
compound-moved = moved { $moves }

## Graphs and boards a move is picked on (board.js)
network-name = a graph of { $vertices } vertices and { $edges } edges
move-vertex = take vertex { $v } and its neighbours in component { $heap }
move-arc = take the edge { $u }–{ $v } and its two ends in component { $heap }
move-to-vertex = move the token to vertex { $v } in component { $heap }
cram-name = a board of { $rows } rows and { $columns } columns
move-domino = place a domino on row { $r } column { $c } and row { $r2 } column { $c2 } of board { $heap }
compound-strategy-sg = The player to move loses exactly when every component is a P-position (SG value 0). So move every N-component to a P-position and leave the others alone. Under misère play the same holds while two or more components can move; with one left, play it as a misère game (the shortened compound: by the misère values alone).
compound-strategy-remoteness = Work out each component's remoteness (Smith): 0 with no move; otherwise 1 more than the least even remoteness of an option (the winner hurries), or, when none is even, than the greatest (the loser delays). The game lasts as long as its shortest component, so the least remoteness decides: odd wins. Move every component to an option that leaves the least remoteness even.
compound-strategy-suspense = Work out each component's suspense number: 0 with no move; otherwise 1 more than the greatest even suspense number of an option (the winner delays), or, when none is even, than the least (the loser hurries). The game lasts as long as its longest component, so the greatest suspense number decides: odd wins. Move every component to an option that leaves the greatest suspense number even.
