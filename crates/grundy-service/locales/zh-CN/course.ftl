# 课程（“学习”页）的文字：每段一条消息，还有各章的题目和分步提示。
# 各章的游戏和练习是页面 course.js 里的数据；答案来自引擎。

course-title = 学会方法
course-intro = 每一章是一小页：有可以下的棋盘、这个游戏的 SG 表，以及会被判对错的练习。先从必败态和必胜态学起：后面的一切都以它们为基础。
course-right = 对了。
course-wrong = 还不对：再想一想，或者看提示。
course-hint = 提示
course-reset = 重新开始课程（清除已完成的记录）

## 第一章：必败态与必胜态（教程中的 P/N 分析）。
ch-pn-title = 必败态（P）与必胜态（N）
ch-pn-p = P 态（必败态）：轮到走的一方只要对手不失误就必输；N 态（必胜态）：轮到走的一方只要自己不失误就必赢。
ch-pn-theorems = 三个定理决定一个会结束的游戏的每个局面：一、所有终结局面（无路可走）都是 P 态；二、能一步走到某个 P 态的局面是 N 态；三、一步只能走到 N 态的局面是 P 态。
ch-pn-method = 所以从终点倒推：先标 0，再由每个局面能走到的局面给它标 P 或 N。在每次只能取 1 个或 2 个的一堆上试一试：0 是 P，1 和 2 是 N，3 是 P，……
ch-pn-exercise-which = 这个局面是 P 态还是 N 态？
ch-pn-hint-1 = 它能走到哪些局面？
ch-pn-hint-2 = 其中有 P 态吗？
ch-pn-hint-3 = 能走到 P 态就是 N 态；每一步都只能走到 N 态，就是 P 态。

## 第二章：巴什博弈。
ch-bash-title = 巴什博弈
ch-bash-rule = 一堆 n 个石子，每次取 1 到 m 个，取走最后一个的人获胜。
ch-bash-multiple = 如果 n = m + 1，无论先手取多少，后手都能一次取完：m + 1 对先手是必败的。m + 1 的每个倍数都是如此：对手取 k 个，你就取 m + 1 − k 个，石子数一直是 m + 1 的倍数，直到 0。
ch-bash-strategy = 所以 n 是 m + 1 的倍数时先手必败；否则先取 n mod (m + 1) 个，给对手留下 m + 1 的倍数。
ch-bash-exercise-which = 这个局面是 P 态还是 N 态？
ch-bash-hint-1 = 这里的 m + 1 是多少？
ch-bash-hint-2 = 石子数是 m + 1 的倍数吗？
ch-bash-hint-3 = m + 1 的倍数是 P 态，其他都是 N 态。

## 第三章：尼姆博弈与 Bouton 的异或定理。
ch-nim-title = 尼姆博弈
ch-nim-rule = 有若干堆石子，每次从某一堆中取任意多个，取走最后一个的人获胜。
ch-nim-xor = 把各堆写成二进制，不进位地相加（异或，即异或和）。Bouton 定理：异或和为 0 时，先手必败。
ch-nim-method = 异或和 s ≠ 0 时，找一堆 h，它的二进制在 s 最高位的 1 处也是 1；那么 h ⊕ s 比 h 小，把这一堆取到 h ⊕ s，异或和就变成 0。对 14、21、39：s = 60，最高位的 1 只在 39 中，39 ⊕ 60 = 27：从第三堆取 12 个。
ch-nim-exercise-which = 这个局面是 P 态还是 N 态？
ch-nim-hint-1 = 把每一堆写成二进制。
ch-nim-hint-2 = 把它们异或起来：异或和是多少？
ch-nim-hint-3 = 异或和为 0 是 P 态，否则是 N 态。
