# The course (the Learn page): its words, a message a paragraph, each
# chapter's hint ladder, and the words of the exercises. The chapters'
# games and exercises are data in the page's course.js; their answers come
# from the engine.

course-title = Learn the method
course-intro = Each chapter is a short page with games to play, a worked example, the table of its game, and exercises that are checked. Begin with P- and N-positions: everything after rests on them. What you solve is kept in this browser.
course-reset = Start the course again (forget what was solved)
course-contents = All chapters
course-solved = { $solved } of { $count } solved
ch-number = Chapter { $number }: { $title }
course-play = Play:
course-worked = Worked example: { $game }
course-exercises = Exercises
course-table = The table of this game (it answers some of the exercises)
course-next = Next: { $title }

## The exercises.
course-ask-which = Is this position P or N?
course-ask-which-draw = Is this position P, N or D (a draw)?
course-ask-move = Find a winning move: play it on the board.
course-ask-value = What is the value G of this position?
course-ask-fill = Fill in G(0) to G({ $last }) of { $ruleset }.
course-ask-grid = Mark every P-position (a, b) of Wythoff's game with a and b at most { $last }.
course-misere = (misère play: whoever makes the last move loses)
course-outcome-p = P: the player to move loses
course-outcome-n = N: the player to move wins
course-outcome-d = D: a draw
course-value-label = G =
course-check = Check
course-right = Right.
course-wrong = Not yet: look again, or ask for a hint.
course-not-number = Type a whole number, such as 3.
course-hint = Hint
course-hint-step = Hint { $step }: { $hint }
course-show-answer = Show the worked answer
course-answer = The worked answer
course-move-made = { $from } → { $to }
course-move-wrong = Not that one: { $to } leaves your opponent a winning position. Try another move.
course-move-draws = Not that one: { $to } keeps a draw, and this position can be won. Try another move.
course-fill-wrong = { $count ->
    [one] One value is not right yet: G({ $first }), marked.
   *[other] { $count } values are not right yet (the first is G({ $first })); they are marked.
}
course-fill-cell = G({ $n }) is not { $typed }: { $line }
course-fill-empty = G({ $n }) is missing: { $line }
course-fill-options = { $n } moves to { $options }, so { $mex }
course-grid-caption = Wythoff's game: a across, b up
course-grid-wrong = Marked but not P: { $wrong }. P but not marked: { $missed }.
course-grid-not-p = ({ $a }, { $b }) is an N-position: it moves to { $to }, a P-position.
course-grid-missed = { $count ->
    [one] One P-position is not marked: from a P-position, no move reaches another P-position.
   *[other] { $count } P-positions are not marked: from a P-position, no move reaches another P-position.
}
course-grid-answer = The P-positions with a ≤ b: { $pairs }; and each with a and b swapped.

## Chapter 1: P- and N-positions (the tutorials' P/N analysis).
ch-pn-title = P- and N-positions
ch-pn-p = A P-position is one the player to move loses if the opponent makes no mistake (先手必败); an N-position is one the player to move wins by playing well (先手必胜).
ch-pn-theorems = Three facts decide every position of a game that ends: (1) every end position, with no move left, is a P-position; (2) a position with a move to a P-position is an N-position; (3) a position whose every move leads to an N-position is a P-position.
ch-pn-method = So label the positions from the end: 0 first, then each position from the ones it can reach. Try it on a heap from which 1 or 2 counters may be taken: 0 is P, 1 and 2 are N, 3 is P, …
ch-pn-hint-1 = Which positions can it move to?
ch-pn-hint-2 = Is one of them a P-position?
ch-pn-hint-3 = A move to a P-position makes it N; if every move leads to an N-position, it is P.

## Chapter 2: Bash's game (巴什博弈).
ch-bash-title = Bash's game
ch-bash-rule = One heap of n counters; each move takes 1 to m of them; whoever takes the last one wins.
ch-bash-multiple = If n = m + 1, whatever the first player takes, the second takes the rest: m + 1 is lost for the player to move. So is every multiple of m + 1: answer a take of k with m + 1 − k, and the heap stays a multiple of m + 1 down to 0.
ch-bash-strategy = So n is lost exactly when m + 1 divides it; otherwise take n mod (m + 1) and leave a multiple.
ch-bash-hint-1 = What is m + 1 here?
ch-bash-hint-2 = Is the heap a multiple of m + 1?
ch-bash-hint-3 = A multiple of m + 1 is a P-position; from any other heap, take the remainder n mod (m + 1).

## Chapter 3: Nim and Bouton's XOR rule.
ch-nim-title = Nim
ch-nim-rule = Several heaps; a move takes any number of counters from one heap; whoever takes the last counter wins.
ch-nim-xor = Write the heaps in binary and add them without carrying (XOR, the nim-sum). Bouton's theorem: the position is lost for the player to move exactly when the nim-sum is 0.
ch-nim-method = To win from a nim-sum s ≠ 0, find a heap h whose binary has a 1 where s has its highest 1; then h ⊕ s is smaller than h, and reducing h to h ⊕ s makes the nim-sum 0. For 14, 21, 39: s = 60, its highest 1 is in 39 only, 39 ⊕ 60 = 27: take 12 from the third heap. Try it on 55, 81, 121 too.
ch-nim-hint-1 = Write each heap in binary.
ch-nim-hint-2 = XOR them: what is the nim-sum?
ch-nim-hint-3 = A nim-sum of 0 is a P-position; otherwise reduce a heap that has the nim-sum's highest 1 to (heap ⊕ nim-sum).

## Chapter 4: subtraction games and the SG function (HDU 1847).
ch-sg-title = Subtraction games and the SG function
ch-sg-rule = A subtraction game: one heap, and a move takes a number of counters from a fixed set. subtract(1,3,4) takes 1, 3 or 4. HDU 1847 ("Good Luck in CET-4 Everybody!") is the subtraction game of the powers of 2: 1, 2, 4, 8, …
ch-sg-mex = The mex (minimum excluded value) of a set of natural numbers is the least one not in it: mex{"{"}0, 1, 3{"}"} = 2, mex{"{"}1, 2{"}"} = 0, and the mex of the empty set is 0.
ch-sg-sg = The SG function: G(x) is the mex of the values G(y) of the positions y that x moves to; so an end position has G = 0. A position is P exactly when its value is 0: from 0 every move leads to a value other than 0, and from any other value some move leads to 0.
ch-sg-hdu1847 = The table of HDU 1847 by hand: G(0) = 0; G(1) = mex{"{"}G(0){"}"} = 1; G(2) = mex{"{"}G(1), G(0){"}"} = 2; G(3) = mex{"{"}G(2), G(1){"}"} = 0; G(4) = mex{"{"}G(3), G(2), G(0){"}"} = 1; … The values repeat 0, 1, 2: n is lost exactly when 3 divides it (no power of 2 is a multiple of 3). Compute the table, find the pattern (打表找规律), then prove it.
ch-sg-hint-1 = List the positions each heap moves to: n − s for each s of the set at most n.
ch-sg-hint-2 = Work upwards from G(0) = 0: each value needs only the values below it.
ch-sg-hint-3 = G(n) is the mex, the least number missing, of the values of n's options; a position is P when its value is 0.

## Chapter 5: sums of games (the Sprague–Grundy theorem).
ch-sum-title = Sums of games
ch-sum-rule = A sum of games is several games side by side: a move is a move in one of them, the player's choice, and whoever cannot move in any of them loses. Nim is the sum of its heaps.
ch-sum-theorem = The Sprague–Grundy theorem: the value of a sum is the nim-sum (XOR) of the values of its parts, G(A + B) = G(A) ⊕ G(B). So every game plays like a Nim heap of its value, and a sum is P exactly when that XOR is 0.
ch-sum-method = To win a sum: find each part's value in its own table, XOR them, and play as in Nim: in a part whose value has the XOR's highest 1, move to a position of value (its value ⊕ the XOR). The mex makes sure such a move exists.
ch-sum-hint-1 = Find each part's value G in its own table.
ch-sum-hint-2 = XOR the values: add them in binary without carrying.
ch-sum-hint-3 = A XOR of 0 is P; otherwise move the part with the XOR's highest 1 to value (its value ⊕ XOR).

## Chapter 6: Wythoff's game (威佐夫博弈).
ch-wythoff-title = Wythoff's game
ch-wythoff-rule = Two piles; a move takes any number of counters from one pile, or the same number from both; whoever takes the last counter wins. It is a queen moving towards the corner of a board.
ch-wythoff-singular = The P-positions (奇异局势) with a ≤ b begin (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13): each of 1, 2, 3, … is in exactly one pair, and the differences b − a are 0, 1, 2, 3, 4, 5.
ch-wythoff-beatty = The k-th pair is (⌊kφ⌋, ⌊kφ⌋ + k), with φ = (1 + √5) / 2 the golden ratio: a pair of Beatty sequences. So (a, b) with a ≤ b is P exactly when a = ⌊(b − a) · φ⌋.
ch-wythoff-hint-1 = Write the pair with a ≤ b, and let k = b − a.
ch-wythoff-hint-2 = Compute ⌊k · φ⌋, with φ ≈ 1.618.
ch-wythoff-hint-3 = The pair is P exactly when a = ⌊k · φ⌋; otherwise move to a P-pair, from one pile or from both.

## Chapter 7: Fibonacci Nim (斐波那契博弈, HDU 2516).
ch-fibnim-title = Fibonacci Nim
ch-fibnim-rule = One heap of n counters. The first player takes any number but not all; after that, each move takes at least 1 and at most twice what the opponent just took. Whoever takes the last counter wins.
ch-fibnim-fibonacci = The first player loses exactly when n is a Fibonacci number: 2, 3, 5, 8, 13, 21, … (HDU 2516).
ch-fibnim-zeckendorf = Zeckendorf's theorem: every n is in one way a sum of Fibonacci numbers no two of them consecutive: 12 = 8 + 3 + 1. The winning move takes the smallest term, 1 here: the opponent may then take at most 2, less than the next term 3, and the same holds all the way down.
ch-fibnim-hint-1 = Is n a Fibonacci number (1, 2, 3, 5, 8, 13, …)?
ch-fibnim-hint-2 = Write n as a sum of Fibonacci numbers, no two consecutive, the largest first.
ch-fibnim-hint-3 = A Fibonacci number is a P-position; otherwise take the smallest term of that sum.

## Chapter 8: Kayles and take-and-break games.
ch-kayles-title = Kayles and take-and-break games
ch-kayles-rule = Kayles: a row of pins; a move knocks down one pin or two neighbouring pins; whoever knocks down the last pin wins. Knocking down pins in the middle splits the row in two.
ch-kayles-split = Two rows are a sum of two games, so a move that leaves rows a and b leaves the value G(a) ⊕ G(b), and G(n) is the mex of all those values.
ch-kayles-octal = Games of taking counters from heaps and splitting them are written in octal codes: Kayles is 0.77 (take 1 or 2, leaving zero, one or two heaps), Dawson's Kayles 0.07. grundy computes any such code.
ch-kayles-period = Kayles' values repeat with period 12: G(70) = 6 is the last exception, and G(n + 12) = G(n) from n = 71 on (the tutorials say "from 72"). The period is proved, not guessed: a theorem for such games says how far the table must be checked.
ch-kayles-hint-1 = List the rows each move leaves: one pin or two neighbouring pins knocked down.
ch-kayles-hint-2 = A move leaving two rows a and b has the value G(a) ⊕ G(b).
ch-kayles-hint-3 = G(n) is the mex of those values; several rows are P when the XOR of their values is 0.

## Chapter 9: misère Nim and the SJ theorem (Anti-SG).
ch-misere-title = Misère Nim and the SJ theorem
ch-misere-rule = Misère play: the same moves, but whoever takes the last counter loses (the player who cannot move wins).
ch-misere-bouton = Misère Nim (Bouton): when every heap has at most 1 counter, the player to move loses exactly when the number of heaps of 1 is odd; when some heap has more, the nim-sum decides as in normal play, and 0 loses. So play as in normal Nim until your move would leave no heap over 1, and then leave an odd number of heaps of 1.
ch-misere-sj = The SJ theorem (Anti-SG; 贾志豪, the national training team's paper of 2009): in a sum played misère, where play ends when every part's value is 0, the first player wins exactly when the nim-sum is not 0 and some part's value is over 1, or the nim-sum is 0 and no part's value is over 1. Misère Nim is its first example.
ch-misere-hint-1 = Is there a heap with more than 1 counter?
ch-misere-hint-2 = If not, count the heaps of 1; if so, compute the nim-sum.
ch-misere-hint-3 = No heap over 1: an odd number of heaps of 1 is P. Some heap over 1: a nim-sum of 0 is P.

## Chapter 10: games with cycles (draws).
ch-cycles-title = Games with cycles
ch-cycles-rule = In some games a position can come back. addtake(10; 2,3; 1) takes 2 or 3 counters, or adds 1 while the heap stays at most 10; windup(7; 2,3) moves a token round a dial. Play may then go on for ever.
ch-cycles-draw = Label from the end as in chapter 1, and stop when nothing changes: an end position is P, a position with a move to a P-position is N, a position whose every move leads to an N-position is P. The positions never labelled are draws (D): neither player can force a win, and the player who would lose keeps the game going.
ch-cycles-values = Smith's theory gives such games values: a number where the game must end, ∞(K) where it can go on for ever, K the finite values of its options. ∞(K) with 0 in K is an N-position; any other ∞ is a draw.
ch-cycles-hint-1 = Find the end positions first: they are P.
ch-cycles-hint-2 = Label N each position with a move to a P-position, and P each position whose every move leads to N; repeat.
ch-cycles-hint-3 = The positions left unlabelled when nothing more changes are draws.

## The judge problems (Learn → Judge problems): each problem's title and
## what it asks; the boxes' words.
judge-title = Judge problems
judge-link = The judge problems of the tutorials, with a box to check your program
judge-intro = The classic problems of the tutorials. Each box takes the problem's own input and gives the output its judge expects, every case answered by grundy; paste your program's output beside it to compare them line by line (对拍).
judge-input = Input, in the problem's format
judge-yours = Your program's output (optional)
judge-run = Run
judge-expected = The expected output
judge-model = The game of the first case:
judge-not-number = Line { $line }: “{ $token }” is not a whole number.
judge-too-many-numbers = The input has more than { $max } numbers: give at most { $max }.
judge-short = Case { $case } is cut short: { $count } numbers were expected, { $left ->
    [one] 1 is left.
   *[other] { $left } are left.
}
judge-no-case = The input has no case.
judge-cut = Only the first { $max } cases are answered.
judge-no-rule = The rule { $name } is not among the examples.
judge-case-failed = Case { $case }: { $problem }
judge-unlisted = grundy did not list every winning move of this case, so its line cannot be given.
judge-same = Your output matches the judge’s, line by line.
judge-differs = { $count ->
    [one] One line differs:
   *[other] { $count } lines differ:
}
judge-line-differs = Line { $line }: yours is “{ $yours }”, the judge expects “{ $expected }”.
judge-hdu1846-title = HDU 1846 Brave Game
judge-hdu1846-asks = One heap of n stones; each move takes 1 to m; whoever takes the last stone wins. Does the first player win? Bash's game.
judge-hdu1847-title = HDU 1847 Good Luck in CET-4 Everybody!
judge-hdu1847-asks = n cards; each move takes a power of 2 (1, 2, 4, …) of them; whoever takes the last card wins. Does Kiki, who starts, win? A subtraction game.
judge-hdu1848-title = HDU 1848 Fibonacci again and again
judge-hdu1848-asks = Three heaps; each move takes a Fibonacci number (1, 2, 3, 5, 8, …) of stones from one heap; whoever takes the last stone wins. A sum of three subtraction games.
judge-hdu1850-title = HDU 1850 Being a Good Boy in Spring Festival
judge-hdu1850-asks = Nim with M heaps of cards: how many first moves win? (0 when the first player loses.)
judge-hdu2147-title = HDU 2147 kiki's game
judge-hdu2147-asks = A coin in the top-right corner of an n × m board moves one square left, down, or diagonally left and down; whoever cannot move loses. The game is the rule file hdu2147-kiki of the examples (Your game).
judge-hdu2149-title = HDU 2149 Public Sale
judge-hdu2149-asks = The price starts at 0; each bid raises it by 1 to N; whoever brings it to M or more buys the field. Which first bids win? Any bid from M to N wins at once.
judge-hdu2188-title = HDU 2188 Choosing volunteers
judge-hdu2188-asks = Two teams donate in turn, each time 1 to m yuan; the team whose donation first brings the total to n is chosen. Does the first team win? Bash's game.
judge-hdu1527-title = HDU 1527 Taking stones (Wythoff)
judge-hdu1527-asks = Two heaps; a move takes any number from one heap, or the same number from both; whoever takes the last stone wins. Wythoff's game.
judge-hdu1907-title = HDU 1907 John
judge-hdu1907-asks = A heap of sweets of each of N colours; a move eats some of one colour; whoever eats the last sweet loses. Misère Nim.
judge-hdu2516-title = HDU 2516 Taking stones (Fibonacci Nim)
judge-hdu2516-asks = One heap of n; the first move takes any number but not all, each later move at most twice the previous take; whoever takes the last stone wins. Fibonacci Nim.
judge-hdu3032-title = HDU 3032 Nim or not Nim?
judge-hdu3032-asks = N heaps; a move takes any number from one heap, or splits a heap into two non-empty heaps; whoever takes the last stone wins. Lasker's Nim.
judge-poj2311-title = POJ 2311 Cutting Game
judge-poj2311-asks = A W × H sheet of squared paper; a move cuts one piece in two along a grid line; whoever first cuts out a 1 × 1 piece wins.
