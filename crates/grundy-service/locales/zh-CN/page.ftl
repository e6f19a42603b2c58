# 游乐场页面上的文字。只可用变量（{ $name }）、字符串字面量和对变量的选择：
# 页面自己格式化这些模式（i18n::page_messages）。对 $who 的选择取
# you、computer、p1、p2 之一。

## 框架
page-title = { $page } · grundy 博弈游乐场
skip = 跳到正文
tagline = 公平组合游戏：边玩边讲
engine-server = 答案来自发送本页的 grundy 服务器。
engine-wasm = 答案来自在本浏览器中运行的 grundy 引擎（WebAssembly），不需要服务器。
nav-label = 页面
nav-play = 对弈
nav-learn = 学习
nav-analyze = 分析
nav-table = SG 表
nav-period = 周期
nav-plot = 图表
nav-yours = 自定义游戏
lang-label = 语言
lang-en = English
lang-zh-CN = 中文（简体）
computing = 计算中…
none = 无
list-separator = 、

problem-lead = { $kind ->
    [bad-input] 输入无法识别：
    [illegal-move] 这一步不合法：
    [limit] 超出了这里允许的计算量：
    [game-over] 游戏已经结束：
    [busy] 服务器正忙，请稍后再试：
   *[other] 出错了：
}

## 新游戏
new-game = 新游戏
pick-label = 从游戏目录中选择
pick-none = （选一个，或在下面输入）
start-label = 游戏描述（用 + 连接多个游戏之和）
random-legend = 随机局面
random-start-winning = 我先手必胜
random-start-losing = 我先手必败（挑战一下）
random-size = 规模
size-small = 小
size-medium = 中
size-large = 大
random-button = 随机局面
random-winning = { $game }：先手可以获胜。
random-losing = { $game }：双方都走最优时先手必败——你能抓住对手的失误吗？
random-failed = 没有找到这样的局面：换个规模试试，或者自己输入一个。
rules-legend = 规则
rules-normal-choice = 正常规则：无法行动的一方输
rules-misere-choice = 反常规则（misère）：无法行动的一方赢
opponent-legend = 对手
opponent-computer = 电脑
opponent-human = 同一屏幕前的另一个人（轮流操作）
first-legend = 谁先走
first-me = 我（或玩家 1）
first-computer = 电脑
start-button = 开始
level-label = 电脑的水平
level-beginner = 初学者：每两步中有一步随机走
level-intermediate = 中等：每五步中有一步随机走
level-perfect = 完美：从不失误
level-playing = { $level ->
    [beginner] 电脑按初学者水平下：每两步中有一步随机走，所以从必败的开局也有机会赢。
    [intermediate] 电脑按中等水平下：每五步中有一步随机走。
   *[perfect] 电脑下得完美：从不失误。
}

## 对弈
title-start = 开局：{ $game }（{ $rules }）
title = { $game }（{ $rules }）
rules-normal = 正常规则：无法行动的一方输
rules-misere = 反常规则：无法行动的一方赢
status-turn = { $who ->
    [you] 轮到你走。
    [computer] 轮到电脑走。
    [p1] 轮到玩家 1 走。
   *[p2] 轮到玩家 2 走。
}
status-won = { $winner ->
    [you] 你赢了！
    [computer] 电脑赢了。
    [p1] 玩家 1 赢了！
   *[p2] 玩家 2 赢了！
}
status-drawn = { $who ->
    [you] 和棋：这个局面第三次出现，且都轮到你走。
    [computer] 和棋：这个局面第三次出现，且都轮到电脑走。
    [p1] 和棋：这个局面第三次出现，且都轮到玩家 1 走。
   *[p2] 和棋：这个局面第三次出现，且都轮到玩家 2 走。
}
coach-winning = { $who ->
    [you] 这是必胜态：你走对就能赢
    [computer] 这是必胜态：电脑走对就能赢
    [p1] 这是必胜态：玩家 1 走对就能赢
   *[p2] 这是必胜态：玩家 2 走对就能赢
}
coach-losing = { $who ->
    [you] 这是必败态：对手走对你就会输
    [computer] 这是必败态：你走对电脑就会输
    [p1] 这是必败态：对手走对玩家 1 就会输
   *[p2] 这是必败态：对手走对玩家 2 就会输
}
coach-win-in = { $moves ->
   *[other] （共 { $moves } 步即可获胜）。
}
coach-lasts = { $moves ->
   *[other] （最多还能再撑 { $moves } 步）。
}
coach-remoteness-unknown = （需要多少步未知：游戏太大，无法完整搜索）。
coach-draw = 双方都无法强制获胜：双方都走最优时是和棋。同一局面第三次出现且轮到同一方时，游戏以和棋结束。
coach-legend = ✓ 表示必胜的一步（走完后对手处于必败态），= 表示保持和棋的一步；没有标记的走法会输。子游戏旁的 *n 表示它的 SG 值是 n。
start-lost = 从这个局面出发，只要对手走得完美，先手必败。你仍可以试一试，或者让电脑先走。
move-second = 让电脑先走
play-anyway = 仍然开始
rematch = 再来一局
swap = 交换先后手
board-label = 局面
board-empty = 没有剩下的子游戏。
component-name = 子游戏 { $number }：{ $description }
value-is = SG 值 { $value }
controls-label = 对弈控制
hint = 提示
hint-more = 更多提示
best = 最佳一步
undo = 悔棋
redo = 重做
computer-go = 让电脑走
coach = 教练：显示 SG 值、必胜的走法和原因
speed = 电脑的速度
speed-instant = 立即
speed-normal = 正常
speed-slow = 慢
all-moves = { $who ->
    [you] 你的全部走法（{ $count }）
    [computer] 电脑的全部走法（{ $count }）
    [p1] 玩家 1 的全部走法（{ $count }）
   *[p2] 玩家 2 的全部走法（{ $count }）
}
group-winning = 必胜的走法（{ $count }）
group-drawing = 保持和棋的走法（{ $count }）
group-losing = 会输的走法（{ $count }）
none-winning = 没有：每一步都会把必胜态留给对手。
none-winning-draw = 没有：这是和棋局面，保持和棋的走法在下面。
no-move-left = 已经无路可走。
not-all-listed = 没有全部列出：{ $reason }。请在下面输入走法。
mark-win = ✓ 必胜
mark-draw = = 和棋
mark-lose = ✗ 会输
move-judged-win = { $move }，必胜的一步
move-judged-draw = { $move }，保持和棋的一步
move-judged-lose = { $move }，会输的一步
target-wins = { $move }，必胜
target-draws = { $move }，保持和棋
target-loses = { $move }，会输
typed-label = 或者输入一步
typed-placeholder = 从第2堆取3   或   2 5
typed-button = 走这一步
typed-read-as = 理解为：{ $form }。
form-take = 从第 { $heap } 堆取 { $count } 个
form-becomes = 子游戏 { $number } 变成 { $to }
typed-which-heap = 请说明是哪一堆：例如“从第2堆取3”（堆的编号是 1 到 { $count }）。
typed-no-component = `{ $number }` 不是子游戏的编号：编号是 1 到 { $count }。
typed-not-a-heap = 子游戏 { $number } 不是一堆石子：请写出它变成什么，例如 `{ $number } …`。
typed-too-many = 第 { $heap } 堆只有 { $size } 个：取不了 { $take } 个。
typed-illegal-take = 这里不能从第 { $heap } 堆取 { $take } 个。
typed-say-component = 请写出子游戏的编号和它变成什么，例如 `1 2`，或者写取子：“从第2堆取3”。
typed-say-what = 请写出这个子游戏变成什么，例如 `1 2`。
computer-played = 电脑{ $said }。
last-move = { $who ->
    [you] 你
    [computer] 电脑
    [p1] 玩家 1{" "}
   *[p2] 玩家 2{" "}
}{ $said }。
best-move-played = 最佳一步：{ $from } 变成 { $to }。
taken-back = 退回到第 { $at } 步。
forward = 前进到第 { $at } 步。

## 棋盘上的走法
move-take = 从第 { $heap } 堆取 { $count } 个
move-split = 把第 { $heap } 堆分成 { $left } 和 { $right } 两堆
split-mode = 把一堆分成两堆
take-limit = 最多可取 { $limit } 个
take-how-many = 从第 { $heap } 堆取几个
take-button = 取
knock-first = 第 { $heap } 行从第几个开始击倒
knock-how-many = 第 { $heap } 行击倒几个
knock-first-label = 从第
knock-how-many-label = 个起击倒
knock-button = 击倒
move-knock = 击倒第 { $heap } 行的第 { $pin } 个瓶
move-knock-run = 击倒第 { $heap } 行的第 { $first } 到第 { $last } 个瓶
move-strip = 在第 { $heap } 行的第 { $first } 到第 { $last } 格放一条长 { $length } 的纸条
pins-per-move = 第 { $heap } 行一次击倒几个瓶
strip-length = 在第 { $heap } 行放的纸条长度
move-cross = 在第 { $heap } 行的第 { $cell } 格画 X
pile-name = 第 { $pile } 堆
move-take-pile = 从子游戏 { $heap } 的第 { $pile } 堆取 { $count } 个
queen-board = 皇后棋盘：位于 ({ $a }, { $b }) 的皇后向左、向下或沿对角线走向 (0, 0) 处的星
move-queen = 把子游戏 { $heap } 的皇后走到 ({ $x }, { $y })
moore-choose = 从至多 { $k } 堆中选择要取的个数，然后走。
moore-pick = 从第 { $pile } 堆取 { $count } 个
take-from-pile = 第 { $pile } 堆取 { $count } 个
moore-chosen = 取：{ $takes }。
moore-illegal = { $takes } 不是合法的一步（至多 { $k } 堆，至少取一个）。
moore-play = 按所选的取
moore-play-named = 取：{ $takes }
step-name = 第 { $step } 级
move-step = 把 { $count } 个从第 { $step } 级移到第 { $to } 级
move-step-off = 把 { $count } 个从第 1 级移出阶梯
chomp-board = 巧克力棋盘；有毒的格子在左下角
poison = 有毒的格子
poison-note = ☠ 有毒，不能吃：只剩它时，轮到的一方无路可走。
move-chomp = 吃掉第 { $row } 行第 { $column } 列的格子，以及它上方和右方的所有格子
move-cut-columns = 把第 { $heap } 块纸切成 { $left } 和 { $right }
move-cut-rows = 把第 { $heap } 块纸切成 { $top } 和 { $bottom }
heads-at = 正面在 { $place }
coin-pick = 同时翻转第 { $place } 枚硬币
turn-play = 翻转
move-turn = 翻转硬币 { $places }
move-turn-one = 翻转位于 { $place } 的正面硬币
move-turn-run = 翻转第 { $first } 到第 { $last } 枚硬币
move-add = 向第 { $heap } 堆加 { $count } 个
heads-on = 正面在 ({ $x }, { $y })
corners-board = 正面硬币在 ({ $x }, { $y }) 的棋盘；点它左下方的一个格子，翻转这两个格子所围矩形的四个角
move-corners = 翻转子游戏 { $heap } 中以 ({ $a }, { $b }) 为角的矩形的四个角
dial-at = 在 0–{ $last } 中的 { $at }
move-dial = 把子游戏 { $heap } 的棋子从 { $from } 移到 { $to }
graph-name = 一张接地的图，共 { $edges } 条边
move-edge = 剪断子游戏 { $heap } 的边 { $u }–{ $v }

## 提示
hint-1-win = 这里有必胜的一步。你能找到吗？
hint-1-draw = 这里没有必胜的走法，但可以保持和棋。
hint-1-lose = 面对完美的对手，每一步都会输：尽量拖长游戏，等待对手失误。
hint-2-lose = “最佳一步”（空格键）会让游戏拖得最久。
hint-2-win = 看子游戏 { $number }：{ $description }。
hint-2-draw = 子游戏 { $number }（{ $description }）有保持和棋的走法。
hint-3-win = 必胜的一步：{ $move }。
hint-3-draw = 保持和棋的一步：{ $move }。
reason-nim = 走完后各子游戏 SG 值的异或和为 0（必败态），对手怎么走都会输。
reason-misere = 走完后的局面在反常规则下是必败态。
reason-p = 走完后的局面对要走的一方是必败态（P 态）。
reason-bash = 走完后剩 { $left } 个，是 { $period } 的倍数：对手取几个，你就取到凑满 { $period }。
reason-wythoff = 走完后是 ({ $a }, { $b })，属于 (⌊kφ⌋, ⌊kφ²⌋) 这类必败的数对。

## 结束与复盘
review = 复盘
verdict-drawn = 和棋：最后的局面第三次出现，且都轮到同一方走。
verdict-won = { $winner ->
    [you] 你赢了。
    [computer] 电脑赢了。
    [p1] 玩家 1 赢了。
   *[p2] 玩家 2 赢了。
}
verdict-normal = 无法行动的一方输。
verdict-misere = 反常规则下，无法行动的一方赢。
review-clean = 从没有把必胜态让给对手。
review-clean-draws = 从没有让出必胜态或和棋。
review-move = { $who ->
    [you] 第 { $number } 步（你）
    [computer] 第 { $number } 步（电脑）
    [p1] 第 { $number } 步（玩家 1）
   *[p2] 第 { $number } 步（玩家 2）
}
review-gave = { $gave ->
    [win] { $said }：这一步让出了胜利。
   *[draw] { $said }：这一步让出了和棋。
}
review-better = { $gave ->
    [win] 走 { $better } 本可以赢。
   *[draw] 走 { $better } 本可以保持和棋。
}

## 原因、历史
why = 原因
why-computer = 电脑为什么{ $said }
history = 历史
chart-note = 每个点是一步，高低表示走这步的一方当时是否还能赢。叉号表示失误：让出了必胜态。点一个点可以回到那时的局面。
chart-could-win = 能赢
chart-losing = 必败
chart-draw = 和棋
chart-point = 第 { $number } 步，{ $who ->
    [you] 你
    [computer] 电脑
    [p1] 玩家 1
   *[p2] 玩家 2
}：{ $said }{ $verdict }。回到这步之后的局面。
judged-blunder = { $gave ->
    [win] ，失误：让出了胜利
   *[draw] ，失误：让出了和棋
}
judged-kept-win = ，保持必胜
judged-kept-draw = ，保持和棋
judged-losing = ，处于必败态
no-move-yet = 还没有走过。
back-to-start = 回到开局
keys-note = 按键：h 提示，u 悔棋，r 重做，空格走最佳一步；Tab 和回车可以到达并走棋盘上的每一步。浏览器的后退键也能悔棋；本页地址保存了整盘棋，分享地址就是分享这盘棋。

## 规则与 SG 表
rules-panel = 规则与策略
rules-example-show = 例子（会说出必胜的一步）
board-help = 点击棋盘走棋：鼠标悬停或用 Tab 聚焦时，会先说明这一步做什么。
tap-again = —— 再点一次就走这一步。
rules-strategy = 策略：
page-aliases = 也可以写作：{ $names }
sg-title = Sprague–Grundy 定理
sg-summary = 每个局面都有一个 SG 值（SG 函数）：它的所有后继局面的 SG 值中没有出现的最小非负整数（mex）。SG 值为 0 的局面是必败态；几个游戏之和的 SG 值是各子游戏 SG 值的异或和，所以必胜的一步要让和的 SG 值变成 0。
table-panel = SG 表：SG 值与 mex
edit-title = 摆局面（给老师用）
edit-note = 用 − 和 + 改每个数，或直接输入；可以复制或删除一个子游戏；然后从这个局面开始下，或在投影上放大显示。
edit-number = 第 { $c } 个子游戏的第 { $k } 个数
edit-less = 减一：{ $which }
edit-more = 加一：{ $which }
edit-copy = 复制
edit-copy-label = 复制第 { $c } 个子游戏
edit-remove = 删除
edit-remove-label = 删除第 { $c } 个子游戏
edit-game = 游戏：
edit-play = 从这个局面开始
edit-projector = 在投影上显示
sg-table-of = { $ruleset } 的 SG 函数 G(n)
sg-click = 点一个值，看它的 mex 是怎么算出来的。
sg-period = 已证明：G 从第 { $preperiod } 堆起有周期 { $period }（增量 { $saltus }）。
sg-beyond = 超过 { $upto } 的堆不在表中：它的值由周期得到。
copy-cpp = 复制为 C++ 数组
copy-python = 复制为 Python 列表
array-box = 表格的代码
sg-last-exception = 最后一个例外是 G({ $last }) = { $value }：从 G({ $first }) 起，值按周期重复。
sg-preperiod = 周期之前：G(0) 到 G({ $last })
sg-repeats = 周期：从 G({ $first }) 起的 { $period } 个值，每重复一次占一行（第一行加了框）
sg-more = 再多列一些，到 G({ $upto })
sg-misere-note = 这些是正常规则（最后走的一方获胜）下的 SG 值；反常规则下的胜负另有算法：教练和提示会说明。
sg-none = 这个局面里没有可以列表的取子游戏。
sg-sum-unknown = 有子游戏的 SG 值未知，所以不显示异或和。
sg-wythoff = 威佐夫博弈的 SG 值
sg-wythoff-caption = 威佐夫博弈的 G(a, b)；0 就是必败态 (⌊kφ⌋, ⌊kφ²⌋)。
nim-sum = 异或和
nim-sum-caption = 各子游戏 SG 值的二进制，以及它们的异或和
component = 子游戏
value = SG 值
binary = 二进制
mex-line = G({ $n }) = mex{"{"}{ $values }{"}"} = { $mex }
mex-option = → { $to }：{ $value }
mex-no-option = 第 { $n } 堆无路可走：空集的 mex 是 0。

## 工具
misere-play = 反常规则（misère）
analyze-button = 分析
analyze-N = 先手必胜（N 态）
analyze-P = 先手必败（P 态）
analyze-D = 双方都无法强制获胜（和棋，D）
analyze-nim-sum = ：异或和是 { $value }。
analyze-value = ：值是 { $value }。
analyze-move = 子游戏 { $component }：{ $from } → { $to }
analyze-unlisted = 未列出：{ $reason }
analyze-play = 和电脑下这盘棋
group-winning-plain = 必胜的走法
group-drawing-plain = 保持和棋的走法
table-ruleset = 取子规则、windup 或 addtake（或 wythoff）
table-upto = 到第几堆为止（空：windup 或 addtake 的全部局面）
table-button = 列表
table-wythoff = 威佐夫博弈的必败态 (a, b) = (⌊kφ⌋, ⌊kφ²⌋)：共 { $count } 对。
table-plain = { $ruleset }：SG 值 G(0) 到 G({ $last })；必败态（值为 0）已标出。
table-loopy = { $ruleset }：值 γ(0) 到 γ({ $last })，∞(K) 表示游戏可以无限进行（K：它的后继中的有限值）；必败态（值为 0）已标出。
table-caption = { $ruleset } 的 G(n)
table-caption-loopy = { $ruleset } 的 γ(n)
table-p-positions = 必败态（{ $count } 个）：{ $list }
table-draws = 和棋（{ $count } 个）：{ $list }
ruleset-label = 取子规则
period-button = 寻找并证明周期
period-computed = { $ruleset }：已计算 { $count } 个值
plot-upto = 到第几堆为止
plot-button = 画图
plot-label = SG 值的图表


## 复合游戏（compound.js）
compound-label = 各个子游戏如何组合
compound-option-sum = 和（sum）：每步只在一个子游戏中走
compound-option-conjunctive = 合取复合：每步在每个子游戏中都走；有一个子游戏走不动就结束
compound-option-continued = 持续合取复合（Every-SG）：每步在每个还能走的子游戏中都走
compound-option-selective = 选择复合：每步在任意一个或多个子游戏中走
compound-option-shortened = 缩短选择复合：同选择复合，但有一个子游戏走不动就结束
compound-name-conjunctive = 合取复合
compound-name-continued = 持续合取复合（Every-SG）
compound-name-selective = 选择复合
compound-name-shortened = 缩短选择复合
compound-build-title = 你的走法：选出每个子游戏变成什么
compound-how-conjunctive = 合取复合：在每个子游戏中各选一步，再一起走出。只要有一个子游戏无路可走，游戏就结束。
compound-how-continued = 持续合取复合（Every-SG）：在每个还能走的子游戏中各选一步，再一起走出。所有子游戏都走不动时游戏结束。
compound-how-selective = 选择复合：在一个或多个子游戏中选步（点图或从列表中选），再一起走出。所有子游戏都走不动时游戏结束。
compound-how-shortened = 缩短选择复合：在一个或多个子游戏中选步，再一起走出。只要有一个子游戏无路可走，游戏就结束。
compound-choose = （请选一步）
compound-stays = （保持不变）
compound-choice-ended = （已结束：无路可走）
compound-choice = { $number }. { $from }
compound-choice-coach = { $number }. { $from }（{ $decides }）
compound-becomes = → { $to }
compound-play = 走这一步
compound-clear = 清除
compound-more-winning = 共有 { $count } 种必胜走法，这里列出前几种。
compound-typed-placeholder = 1: kayles 2; 2: nim 0
compound-typed-form = 走法的写法：子游戏编号、冒号、它变成什么，各子游戏之间用分号隔开：1: kayles 2; 2: nim 0
compound-hint-2 = 在第 { $numbers } 个子游戏中走。
compound-component-line = { $number }. { $from }：{ $decides }
compound-computer-wins = 它留下必败局面：无论怎样应对，它都能赢。
compound-computer-holds = 对手走得完美时每一步都输；它选了让游戏拖得最久的一步。
compound-col-component = 子游戏
compound-col-sg = { $misere ->
    [1] 反常 SG 值
   *[0] SG 值
}
compound-col-remoteness = { $misere ->
    [1] 反常步数（remoteness）
   *[0] 步数（remoteness）
}
compound-col-suspense = { $misere ->
    [1] 反常悬念数（suspense）
   *[0] 悬念数（suspense，即 step）
}
compound-table-sg = 选择复合由各子游戏的胜负决定：一个子游戏是 P 局面，当且仅当它的 SG 值（反常时为反常 SG 值）为 0。标出的一列决定胜负。
compound-table-remoteness = 合取复合由各子游戏中最小的步数（remoteness，Smith）决定：为奇数则先手胜，偶数则先手负（反常时相反）。标出的一列决定胜负。
compound-table-suspense = 持续合取复合（Every-SG）由各子游戏中最大的悬念数（suspense，即 step）决定：为奇数则先手胜，偶数则先手负（反常时相反）。标出的一列决定胜负。
compound-moved = 走了：{ $moves }

## 选点、选边、放骨牌的图（board.js）
network-name = 一张图，共 { $vertices } 个顶点、{ $edges } 条边
move-vertex = 在子游戏 { $heap } 中取走顶点 { $v } 及其相邻顶点
move-arc = 在子游戏 { $heap } 中取走边 { $u }–{ $v } 及其两个端点
move-to-vertex = 在子游戏 { $heap } 中把棋子移到顶点 { $v }
cram-name = 一块 { $rows } 行 { $columns } 列的棋盘
move-domino = 在棋盘 { $heap } 的第 { $r } 行第 { $c } 列和第 { $r2 } 行第 { $c2 } 列放一块骨牌
compound-strategy-sg = 当且仅当每个子游戏都是 P 局面（SG 值为 0）时，先手必败。所以把每个 N 局面的子游戏都走到 P 局面，其余的不动。反常规则下，只要还有两个以上子游戏能走，结论相同；只剩一个能走时，按反常规则走它（缩短选择复合只看各子游戏的反常 SG 值）。
compound-strategy-remoteness = 先算出每个子游戏的步数（remoteness，Smith）：无路可走时为 0；否则为后继中最小的偶数步数加 1（赢家求快），若后继的步数都不是偶数，则为最大的加 1（输家求慢）。游戏的长短取决于最短的子游戏，所以最小的步数决定胜负：奇数先手胜。每个子游戏都走一步，使剩下的最小步数为偶数。
compound-strategy-suspense = 先算出每个子游戏的悬念数（suspense，即 step）：无路可走时为 0；否则为后继中最大的偶数悬念数加 1（赢家求慢），若后继的都不是偶数，则为最小的加 1（输家求快）。游戏的长短取决于最长的子游戏，所以最大的悬念数决定胜负：奇数先手胜。每个子游戏都走一步，使剩下的最大悬念数为偶数。
