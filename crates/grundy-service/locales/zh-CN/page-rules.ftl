# 页面上关于用户自己写的规则（“自定义游戏”）的文字：只在带 `rules`
# 功能的构建中（静态站点的第二个模块），与显示它们的代码一样；
# `/api/v1/messages` 把它们与 `page.ftl` 的文字一起给出。

## 自定义游戏：学习者自己写的规则
yours-intro = 写下任何一个游戏的规则，grundy 为它打表找规律，用精确的 SG 值对拍你自己的公式，还能陪你对弈。规则是 Rhai 语言中的函数 moves(…)：它的参数是一个局面的各个数（一堆是一个数，棋盘或两堆是两个数），它的值是走一步能到达的所有局面（后继）的列表。
yours-example-label = 从例题开始
yours-example-none = （选择一道例题）
yours-name-label = 规则的名字（游戏写作 rule(名字)，后面跟一个局面）
yours-rule-label = 规则：fn moves(…) 列出一个局面的所有后继（Tab 键缩进；先按 Esc 再按 Tab 离开文本框）
yours-at-label = 一个局面：rule(名字) 后面的数，例如 5 7
yours-from-label = 每个数从
yours-upto-label = 到
yours-table-button = 打表
yours-check-button = 对拍
yours-play-button = 与电脑对弈
yours-formula-label = 你的猜想：用规则的语言和规则中各个数的名字写一个公式；整数表示猜 SG 值，true 或 false 表示猜先手是否必胜（例如 n % 3，或 (x ^ y) != 0）
yours-grid = { $ruleset }：SG 值 G({ $x }, { $y })，{ $x } 和 { $y } 从 { $from } 到 { $upto }；P-位置（值为 0，先手必败）用底色标出。
yours-grid-caption = { $ruleset } 的 G({ $x }, { $y })：每行一个 { $x }，每列一个 { $y }
yours-p-positions = P-位置（必败，共 { $count } 个）：{ $list }
yours-patterns = 在这 { $count } 个局面上试过的通项公式（只是在表中观察到，并未证明：规则是脚本）：
yours-pattern-holds = 成立：{ $form }
yours-pattern-fails = 在 ({ $at }) 处不成立：{ $form }
yours-claims = { $claims ->
    [value] 猜 SG 值
   *[wins] 猜先手是否必胜
}
yours-check-holds = 公式 `{ $formula }`（{ $claims }）在 { $names } 都从 { $from } 到 { $upto } 的全部 { $count } 个局面上成立。
yours-check-fails = 公式 `{ $formula }`（{ $claims }）不成立：在 ({ $position }) 处（从小到大检查的 { $count } 个局面中的第 { $checked } 个），它给出 { $claim }，但 G({ $position }) = { $gamma }：{ $outcome ->
    [N] 先手必胜（N-位置）。
    [P] 先手必败（P-位置）。
   *[D] 双方都不能强制取胜（平局）。
}
yours-line = 从这里开始的最优走法：{ $line }
yours-rule-at = 规则的第 { $line } 行第 { $column } 列。
yours-back = 回到这个游戏的规则（自定义游戏）

## 两个数的规则的对局，画成棋盘
rule-board = { $ruleset } 的棋盘：棋子 ● 在 ({ $a }, { $b })；每一步把它移到规则能到达的一个格子
move-token = 把子游戏 { $heap } 的棋子走到 ({ $x }, { $y })
