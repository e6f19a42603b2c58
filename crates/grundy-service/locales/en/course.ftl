# The course (the Learn page): its words, a message a paragraph, each
# chapter's prompts and hint ladders. The chapters' games and exercises are
# data in the page's course.js; their answers come from the engine.

course-title = Learn the method
course-intro = Each chapter is a short page with a board to play, the table of its game, and exercises that are checked. Begin with P- and N-positions: everything after rests on them.
course-right = Right.
course-wrong = Not yet: look again, or ask for a hint.
course-hint = Hint
course-reset = Start the course again (forget what was solved)

## Chapter 1: P- and N-positions (the tutorials' P/N analysis).
ch-pn-title = P- and N-positions
ch-pn-p = A P-position is one the player to move loses if the opponent makes no mistake (先手必败); an N-position is one the player to move wins by playing well (先手必胜).
ch-pn-theorems = Three facts decide every position of a game that ends: (1) every end position, with no move left, is a P-position; (2) a position with a move to a P-position is an N-position; (3) a position whose every move leads to an N-position is a P-position.
ch-pn-method = So label the positions from the end: 0 first, then each position from the ones it can reach. Try it on a heap from which 1 or 2 counters may be taken: 0 is P, 1 and 2 are N, 3 is P, …
ch-pn-exercise-which = Is this position P or N?
ch-pn-hint-1 = Which positions can it move to?
ch-pn-hint-2 = Is one of them a P-position?
ch-pn-hint-3 = A move to a P-position makes it N; if every move leads to an N-position, it is P.

## Chapter 2: Bash's game (巴什博弈).
ch-bash-title = Bash's game
ch-bash-rule = One heap of n counters; each move takes 1 to m of them; whoever takes the last one wins.
ch-bash-multiple = If n = m + 1, whatever the first player takes, the second takes the rest: m + 1 is lost for the player to move. So is every multiple of m + 1: answer a take of k with m + 1 − k, and the heap stays a multiple of m + 1 down to 0.
ch-bash-strategy = So n is lost exactly when m + 1 divides it; otherwise take n mod (m + 1) and leave a multiple.
ch-bash-exercise-which = Is this position P or N?
ch-bash-hint-1 = What is m + 1 here?
ch-bash-hint-2 = Is the heap a multiple of m + 1?
ch-bash-hint-3 = A multiple of m + 1 is a P-position; any other heap is N.

## Chapter 3: Nim and Bouton's XOR rule.
ch-nim-title = Nim
ch-nim-rule = Several heaps; a move takes any number of counters from one heap; whoever takes the last counter wins.
ch-nim-xor = Write the heaps in binary and add them without carrying (XOR, the nim-sum). Bouton's theorem: the position is lost for the player to move exactly when the nim-sum is 0.
ch-nim-method = To win from a nim-sum s ≠ 0, find a heap h whose binary has a 1 where s has its highest 1; then h ⊕ s is smaller than h, and reducing h to h ⊕ s makes the nim-sum 0. For 14, 21, 39: s = 60, its highest 1 is in 39 only, 39 ⊕ 60 = 27: take 12 from the third heap.
ch-nim-exercise-which = Is this position P or N?
ch-nim-hint-1 = Write each heap in binary.
ch-nim-hint-2 = XOR them: what is the nim-sum?
ch-nim-hint-3 = A nim-sum of 0 is a P-position; any other is N.
