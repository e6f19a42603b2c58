# The engine's and the service's messages as a web page shows them (and a
# program asking the API): `ID-web` replaces message `ID` there. They name
# no command-line flag or command, which a page cannot use; the command
# line keeps the message itself (English in the code, other languages in
# errors.ftl).

hint-period-not-proved-web = no period was proved within the first { $computed } values; the Period page computes further; { $hint }
hint-raise-search-or-alone-web = analyse it alone
rules-unknown-web = unknown ruleset `{ $name }` (the Rules panel lists all { $count })
table-no-table-web = { $name } has no table: a table is of a heap ruleset ({ $names }), of windup or addtake, or of `wythoff`'s P-positions
table-upto-missing-web = a table needs its last heap size
table-upto-past-web = the table cannot go to { $upto }: the positions of { $rules } are 0 to { $last }
table-values-max-web = Wythoff's values G(a, b) are shown for a, b ≤ N with N at most { $max }, not { $found }; its P-positions are listed for any N
parse-rulesets-listed-web = the Rules panel lists all { $count }
misere-normal-play-only-web = misère play of `{ $ruleset }` has no meaning: its rules say who wins under normal play
