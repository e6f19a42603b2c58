# The page's words for rules users write (the "Your game" view): only in
# builds with the `rules` feature, like the code that shows them (the static
# site's second module); `/api/v1/messages` hands them with `page.ftl`'s.

## Your game: a rule the learner writes
yours-intro = Write the rule of any game and grundy prints its table and looks for the pattern (打表找规律), checks your own formula against the exact values (对拍), and plays it with you. A rule is a function moves(…) in Rhai: its parameters are the numbers of a position (one for a heap, two for a board or a pair of heaps), its value the list of the positions one move reaches.
yours-example-label = Start from an example
yours-example-none = (choose an example)
yours-name-label = The rule's name (the game is written rule(NAME) followed by a position)
yours-rule-label = The rule: fn moves(…) lists the options of a position (Tab indents; Escape, then Tab, leaves the text)
yours-at-label = A position: the numbers after rule(NAME), e.g. 5 7
yours-from-label = Each number from
yours-upto-label = up to
yours-table-button = Table (打表)
yours-check-button = Check (对拍)
yours-play-button = Play against the computer
yours-formula-label = Your conjecture, a formula in the rule's language with the rule's names for the numbers: a whole number claims the SG value, true or false whether the player to move wins (e.g. n % 3, or (x ^ y) != 0)
yours-grid = { $ruleset }: SG values G({ $x }, { $y }) with { $x } and { $y } from { $from } to { $upto }; P-positions (value 0, the player to move loses) are shaded.
yours-grid-caption = G({ $x }, { $y }) of { $ruleset }: a row for each { $x }, a column for each { $y }
yours-p-positions = P-positions ({ $count }): { $list }
yours-patterns = Closed forms tried on these { $count } positions (seen on the table, not proved: the rule is a script):
yours-pattern-holds = holds: { $form }
yours-pattern-fails = fails at ({ $at }): { $form }
yours-claims = { $claims ->
    [value] the SG value
   *[wins] whether the player to move wins
}
yours-check-holds = The formula `{ $formula }` ({ $claims }) holds on all { $count } positions with each of { $names } from { $from } to { $upto }.
yours-check-fails = The formula `{ $formula }` ({ $claims }) does not hold: at ({ $position }), position { $checked } of the { $count } checked smallest first, it gives { $claim }, but G({ $position }) = { $gamma }: { $outcome ->
    [N] the player to move wins (an N-position).
    [P] the player to move loses (a P-position).
   *[D] neither player can force a win (a draw).
}
yours-line = Perfect play from there: { $line }
yours-rule-at = The rule's line { $line }, column { $column }.
yours-back = Back to the rule of this game (Your game)

## A game of a rule on two numbers, drawn as a board
rule-board = The board of { $ruleset }: the token ● at ({ $a }, { $b }); a move puts it on one of the squares its rule reaches
move-token = move the token of component { $heap } to ({ $x }, { $y })
