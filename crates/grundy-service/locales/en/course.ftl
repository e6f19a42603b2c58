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
