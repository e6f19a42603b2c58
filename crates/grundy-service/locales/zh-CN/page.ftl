# 游乐场页面上的文字。只可用变量（{ $name }）、字符串字面量和对变量的选择：
# 页面自己格式化这些模式（i18n::page_messages）。

moves-count = { $count ->
   *[other] { $count } 步
}
