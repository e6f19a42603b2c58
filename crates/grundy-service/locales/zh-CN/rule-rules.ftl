# The catalogue's texts for `rule(FILE)`, built only with the `rules` feature.

rules-rule-title = 自己写的游戏
rules-rule-rules = 写在文件里的规则：它的函数 `moves` 列出一个由整数组成的局面（一堆、棋盘的两边、两堆石子）的所有后继，每个后继是一个局面或几个局面的和。无法走步的一方输；局面能回到自身时，游戏可能永远进行下去，局面可能是平局。
rules-rule-example = 文件中是 kiki 的游戏（HDU 2147）时，4×7 棋盘上的硬币走到 3×7、4×6 或 3×6 的棋盘，SG 值分别为 0、2、1。所以 { $position } 的 SG 值为 { $value }，走 { $move } 必胜。
rules-rule-strategy = 没有事先知道的公式：从不能走步的局面开始，按 sg(x) = mex{"{"}sg(y){"}"} 求出每个局面的 SG 值，打表找规律，再用表验证规律（对拍）。SG 值为 0 的局面先手必败。
