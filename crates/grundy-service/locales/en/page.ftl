# The playground's own words. Only variables ({ $name }), string
# literals ({ "{" }) and selections on a variable are allowed here: the
# page formats these patterns itself (i18n::page_messages).

moves-count = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}
