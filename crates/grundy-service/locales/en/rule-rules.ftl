# The catalogue's texts for `rule(FILE)`, built only with the `rules` feature.

rules-rule-title = Your own game
rules-rule-rules = A rule written in a file: its function `moves` lists the options of a position of whole numbers (a heap, a board's two sides, two heaps), each a position or a sum of positions. Whoever cannot move loses; when a position can return to itself, play may go on for ever and a position may be a draw.
rules-rule-example = With kiki's game (HDU 2147) in the file, the coin on a 4×7 board moves to a board of 3×7, 4×6 or 3×6, of values 0, 2 and 1. So { $position } has value { $value }, and { $move } wins.
rules-rule-strategy = There is no formula to know in advance: compute G(p) as the mex of the values of p's options, from the positions without moves up, print the table, look for its pattern, and check the pattern against the table. A position of value 0 is lost for the player to move.
