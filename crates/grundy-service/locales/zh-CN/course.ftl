# 课程（“学习”页）的文字：每段一条消息、各章的分步提示和练习用的话。
# 各章的游戏和练习是页面 course.js 里的数据；答案来自引擎。

course-title = 学会方法
course-intro = 每一章是一小页：有可以下的游戏、一道例题、这个游戏的 SG 表，以及会被判对错的练习。先从必败态和必胜态学起：后面的一切都以它们为基础。做对的题会记在这个浏览器里。
course-reset = 重新开始课程（清除已完成的记录）
course-contents = 全部章节
course-solved = 已完成 { $solved }/{ $count }
ch-number = 第 { $number } 章　{ $title }
course-play = 试着下一下：
course-worked = 例题：{ $game }
course-exercises = 练习
course-table = 这个游戏的 SG 表（它会透露部分练习的答案）
course-next = 下一章：{ $title }

## 练习。
course-ask-which = 这个局面是 P 态还是 N 态？
course-ask-which-draw = 这个局面是 P 态、N 态，还是平局（D）？
course-ask-move = 找出一步必胜的走法：在棋盘上走出来。
course-ask-value = 这个局面的 SG 值 G 是多少？
course-ask-fill = 填出 { $ruleset } 的 G(0) 到 G({ $last })。
course-ask-grid = 在威佐夫博弈中标出所有 a、b 都不超过 { $last } 的 P 态 (a, b)。
course-misere = （反常规则：走最后一步的人输）
course-outcome-p = P：先手必败
course-outcome-n = N：先手必胜
course-outcome-d = D：平局
course-value-label = G =
course-check = 检查
course-right = 对了。
course-wrong = 还不对：再想一想，或者看提示。
course-not-number = 请输入一个整数，例如 3。
course-hint = 提示
course-hint-step = 提示 { $step }：{ $hint }
course-show-answer = 看详细解答
course-answer = 详细解答
course-move-made = { $from } → { $to }
course-move-wrong = 不是这一步：走到 { $to } 后，对手处于必胜态。换一步试试。
course-move-draws = 不是这一步：走到 { $to } 只能保持平局，而这个局面是可以赢的。换一步试试。
course-fill-wrong = 还有 { $count } 个值不对（第一个是 G({ $first })），已经标出来了。
course-fill-cell = G({ $n }) 不是 { $typed }：{ $line }
course-fill-empty = G({ $n }) 还没填：{ $line }
course-fill-options = { $n } 能走到 { $options }，所以 { $mex }
course-grid-caption = 威佐夫博弈：横向是 a，纵向是 b
course-grid-wrong = 标了但不是 P 态的：{ $wrong } 个；是 P 态却没标的：{ $missed } 个。
course-grid-not-p = ({ $a }, { $b }) 是 N 态：它能走到 P 态 { $to }。
course-grid-missed = 还有 { $count } 个 P 态没有标出：从一个 P 态走不到另一个 P 态。
course-grid-answer = a ≤ b 的 P 态有：{ $pairs }；把 a、b 交换后也都是 P 态。

## 第一章：必败态与必胜态（教程中的 P/N 分析）。
ch-pn-title = 必败态（P）与必胜态（N）
ch-pn-p = P 态（必败态）：轮到走的一方只要对手不失误就必输；N 态（必胜态）：轮到走的一方只要自己不失误就必赢。
ch-pn-theorems = 三个定理决定一个会结束的游戏的每个局面：一、所有终结局面（无路可走）都是 P 态；二、能一步走到某个 P 态的局面是 N 态；三、一步只能走到 N 态的局面是 P 态。
ch-pn-method = 所以从终点倒推：先标 0，再由每个局面能走到的局面给它标 P 或 N。在每次只能取 1 个或 2 个的一堆上试一试：0 是 P，1 和 2 是 N，3 是 P，……
ch-pn-hint-1 = 它能走到哪些局面？
ch-pn-hint-2 = 其中有 P 态吗？
ch-pn-hint-3 = 能走到 P 态就是 N 态；每一步都只能走到 N 态，就是 P 态。

## 第二章：巴什博弈。
ch-bash-title = 巴什博弈
ch-bash-rule = 一堆 n 个石子，每次取 1 到 m 个，取走最后一个的人获胜。
ch-bash-multiple = 如果 n = m + 1，无论先手取多少，后手都能一次取完：m + 1 对先手是必败的。m + 1 的每个倍数都是如此：对手取 k 个，你就取 m + 1 − k 个，石子数一直是 m + 1 的倍数，直到 0。
ch-bash-strategy = 所以 n 是 m + 1 的倍数时先手必败；否则先取 n mod (m + 1) 个，给对手留下 m + 1 的倍数。
ch-bash-hint-1 = 这里的 m + 1 是多少？
ch-bash-hint-2 = 石子数是 m + 1 的倍数吗？
ch-bash-hint-3 = m + 1 的倍数是 P 态；其他的石子数，取走 n mod (m + 1) 个。

## 第三章：尼姆博弈与 Bouton 的异或定理。
ch-nim-title = 尼姆博弈
ch-nim-rule = 有若干堆石子，每次从某一堆中取任意多个，取走最后一个的人获胜。
ch-nim-xor = 把各堆写成二进制，不进位地相加（异或，即异或和）。Bouton 定理：异或和为 0 时，先手必败。
ch-nim-method = 异或和 s ≠ 0 时，找一堆 h，它的二进制在 s 最高位的 1 处也是 1；那么 h ⊕ s 比 h 小，把这一堆取到 h ⊕ s，异或和就变成 0。对 14、21、39：s = 60，最高位的 1 只在 39 中，39 ⊕ 60 = 27：从第三堆取 12 个。再对 55、81、121 试一试。
ch-nim-hint-1 = 把每一堆写成二进制。
ch-nim-hint-2 = 把它们异或起来：异或和是多少？
ch-nim-hint-3 = 异或和为 0 是 P 态；否则找一堆在异或和最高位上是 1 的，把它取到（这一堆 ⊕ 异或和）。

## 第四章：减法游戏与 SG 函数（HDU 1847）。
ch-sg-title = 减法游戏与 SG 函数
ch-sg-rule = 减法游戏：一堆石子，每次取的个数必须在一个给定的集合里。subtract(1,3,4) 每次取 1、3 或 4 个。HDU 1847（考四级前的取牌游戏）就是每次取 2 的幂（1、2、4、8……）个的减法游戏。
ch-sg-mex = 一个自然数集合的 mex（最小的不属于它的自然数）：mex{"{"}0, 1, 3{"}"} = 2，mex{"{"}1, 2{"}"} = 0，空集的 mex 是 0。
ch-sg-sg = SG 函数：G(x) 是 x 一步能走到的所有局面 y 的 G(y) 的 mex，所以终结局面的 G = 0。一个局面是 P 态，当且仅当它的 SG 值为 0：从 0 出发的每一步都走到非 0 的值，从非 0 的值出发总有一步能走到 0。
ch-sg-hdu1847 = 手算 HDU 1847 的 SG 表：G(0) = 0；G(1) = mex{"{"}G(0){"}"} = 1；G(2) = mex{"{"}G(1), G(0){"}"} = 2；G(3) = mex{"{"}G(2), G(1){"}"} = 0；G(4) = mex{"{"}G(3), G(2), G(0){"}"} = 1；……值按 0、1、2 循环：n 是 3 的倍数时先手必败（2 的幂都不是 3 的倍数）。先打表，再找规律，最后证明。
ch-sg-hint-1 = 列出每一堆能走到的局面：对集合里每个不超过 n 的 s，走到 n − s。
ch-sg-hint-2 = 从 G(0) = 0 往上算：每个值只用到比它小的局面的值。
ch-sg-hint-3 = G(n) 是 n 能走到的局面的值的 mex（最小的没出现的数）；值为 0 的局面是 P 态。

## 第五章：游戏的和（SG 定理）。
ch-sum-title = 游戏的和
ch-sum-rule = 几个游戏放在一起就是它们的和：每一步在其中任选一个子游戏走一步，所有子游戏都无路可走时，轮到的人输。尼姆博弈就是各堆的和。
ch-sum-theorem = SG 定理（Sprague–Grundy）：和的 SG 值等于各子游戏 SG 值的异或，G(A + B) = G(A) ⊕ G(B)。所以每个游戏都像一堆石子数等于它的 SG 值的尼姆堆，和为 P 态当且仅当这个异或和为 0。
ch-sum-method = 要赢一个和：先在各自的 SG 表中查出每个子游戏的值，再求异或和，然后像尼姆博弈一样走：找一个值在异或和最高位上是 1 的子游戏，把它走到值为（它的值 ⊕ 异或和）的局面。mex 的定义保证这样的一步一定存在。
ch-sum-hint-1 = 在各自的 SG 表中查出每个子游戏的值 G。
ch-sum-hint-2 = 把这些值异或起来：二进制不进位相加。
ch-sum-hint-3 = 异或和为 0 是 P 态；否则把在异或和最高位上是 1 的子游戏走到值为（它的值 ⊕ 异或和）的局面。

## 第六章：威佐夫博弈。
ch-wythoff-title = 威佐夫博弈
ch-wythoff-rule = 两堆石子，每次从一堆中取任意多个，或从两堆中取同样多个，取走最后一个的人获胜。就像棋盘上一个皇后走向角落。
ch-wythoff-singular = a ≤ b 的 P 态（奇异局势）开头是 (0, 0)、(1, 2)、(3, 5)、(4, 7)、(6, 10)、(8, 13)：1、2、3……每个数恰好出现在一个局势里，差 b − a 依次是 0、1、2、3、4、5。
ch-wythoff-beatty = 第 k 个奇异局势是 (⌊kφ⌋, ⌊kφ⌋ + k)，其中 φ = (1 + √5) / 2 是黄金分割比：这是一对 Beatty 数列。所以 a ≤ b 时，(a, b) 是 P 态当且仅当 a = ⌊(b − a) · φ⌋。
ch-wythoff-hint-1 = 把两堆写成 a ≤ b，令 k = b − a。
ch-wythoff-hint-2 = 算出 ⌊k · φ⌋，φ ≈ 1.618。
ch-wythoff-hint-3 = a = ⌊k · φ⌋ 时是 P 态；否则从一堆或两堆同时取，走到一个奇异局势。

## 第七章：斐波那契博弈（HDU 2516）。
ch-fibnim-title = 斐波那契博弈
ch-fibnim-rule = 一堆 n 个石子。先手第一次可以取任意多个，但不能取完；之后每次至少取 1 个，最多取对手上一次所取个数的 2 倍。取走最后一个的人获胜。
ch-fibnim-fibonacci = n 是斐波那契数 2、3、5、8、13、21……时先手必败（HDU 2516）。
ch-fibnim-zeckendorf = 齐肯多夫定理：每个 n 都能唯一地写成若干个不相邻的斐波那契数之和：12 = 8 + 3 + 1。必胜的一步是取走最小的那一项，这里是 1：对手接下来最多取 2 个，比下一项 3 小，之后一直如此。
ch-fibnim-hint-1 = n 是斐波那契数（1、2、3、5、8、13……）吗？
ch-fibnim-hint-2 = 把 n 写成不相邻的斐波那契数之和，从大到小。
ch-fibnim-hint-3 = 斐波那契数是 P 态；否则取走这个和中最小的一项。

## 第八章：Kayles 与取走—分裂游戏。
ch-kayles-title = Kayles 与取走—分裂游戏
ch-kayles-rule = Kayles：一排保龄球瓶，每次击倒一个瓶或相邻的两个瓶，击倒最后一个瓶的人获胜。击倒中间的瓶，这一排就分成两排。
ch-kayles-split = 两排瓶是两个子游戏的和，所以留下 a 和 b 两排的一步，走到的值是 G(a) ⊕ G(b)；G(n) 是所有这些值的 mex。
ch-kayles-octal = 从堆中取石子并把堆分开的游戏可以用八进制码表示：Kayles 是 0.77（取 1 或 2 个，留下零堆、一堆或两堆），Dawson's Kayles 是 0.07。本站能计算任何这样的码。
ch-kayles-period = Kayles 的值以 12 为周期循环：G(70) = 6 是最后一个例外，从 n = 71 起 G(n + 12) = G(n)（教程说“从 72 开始”）。周期是证明出来的，不是猜的：这类游戏的一个定理说明了表要检查到多远。
ch-kayles-hint-1 = 列出每一步留下的几排：击倒一个瓶，或相邻的两个瓶。
ch-kayles-hint-2 = 留下 a、b 两排的一步，值是 G(a) ⊕ G(b)。
ch-kayles-hint-3 = G(n) 是这些值的 mex；几排瓶的值异或为 0 时是 P 态。

## 第九章：反常尼姆与 SJ 定理（Anti-SG）。
ch-misere-title = 反常尼姆与 SJ 定理
ch-misere-rule = 反常规则：走法不变，但取走最后一个石子的人输（无路可走的人赢）。
ch-misere-bouton = 反常尼姆（Bouton）：每堆都不超过 1 个时，1 的堆数为奇数则先手必败；有一堆超过 1 个时，和正常规则一样看异或和，为 0 则先手必败。所以照正常尼姆走，直到你这一步会让每堆都不超过 1 个，这时留下奇数个 1。
ch-misere-sj = SJ 定理（Anti-SG；贾志豪，2009 年国家集训队论文）：在反常规则下的游戏的和中，如果规定所有子游戏的 SG 值都为 0 时游戏结束，那么先手必胜当且仅当：异或和不为 0 且有某个子游戏的 SG 值大于 1；或者异或和为 0 且没有子游戏的 SG 值大于 1。反常尼姆是它的第一个例子。
ch-misere-hint-1 = 有没有超过 1 个石子的堆？
ch-misere-hint-2 = 没有的话数一数有几堆 1；有的话求异或和。
ch-misere-hint-3 = 每堆都不超过 1：1 的堆数为奇数是 P 态。有一堆超过 1：异或和为 0 是 P 态。

## 第十章：有环的游戏（平局）。
ch-cycles-title = 有环的游戏
ch-cycles-rule = 有些游戏中，一个局面可以再次出现。addtake(10; 2,3; 1) 每次取 2 或 3 个，或在不超过 10 个时加 1 个；windup(7; 2,3) 让一枚棋子在表盘上转圈。这样游戏就可能永远进行下去。
ch-cycles-draw = 像第一章那样从终点倒推，直到再也标不出新的局面：终结局面是 P 态，能走到 P 态的是 N 态，每一步都走到 N 态的是 P 态。始终标不出来的局面是平局（D）：谁都不能保证赢，要输的一方会让游戏一直进行下去。
ch-cycles-values = Smith 的理论给这样的游戏定义了值：一定会结束的局面是一个数，可能永远进行的局面是 ∞(K)，K 是它能走到的局面中有限的值。K 中有 0 的 ∞(K) 是 N 态；其他的 ∞ 都是平局。
ch-cycles-hint-1 = 先找出终结局面：它们是 P 态。
ch-cycles-hint-2 = 能走到 P 态的标 N，每一步都走到 N 态的标 P；反复这样做。
ch-cycles-hint-3 = 再也标不出新的局面时，剩下没标的就是平局。

## 经典题目（学习 → 经典题目）：每道题的标题和题意；框旁的文字。
judge-title = 经典题目
judge-link = 教程中的经典题目，可以检查你的程序
judge-intro = 教程中的经典题目。每个框按题目自己的输入格式读入，给出评测要求的输出，每组数据都由 grundy 计算；把你程序的输出贴在旁边，就能逐行对拍。
judge-input = 输入（题目的格式）
judge-yours = 你的程序的输出（可不填）
judge-run = 运行
judge-expected = 应有的输出
judge-model = 第一组数据对应的游戏：
judge-not-number = 第 { $line } 行：“{ $token }”不是整数。
judge-too-many-numbers = 输入中的数超过了 { $max } 个：最多给 { $max } 个。
judge-short = 第 { $case } 组数据不完整：需要 { $count } 个数，只剩 { $left } 个。
judge-no-case = 输入中没有数据。
judge-cut = 只计算了前 { $max } 组数据。
judge-no-rule = 例子中没有规则 { $name }。
judge-case-failed = 第 { $case } 组：{ $problem }
judge-unlisted = grundy 没有列出这组数据的全部必胜走法，所以给不出这一行。
judge-same = 你的输出与应有的输出逐行一致。
judge-differs = 有 { $count } 行不同：
judge-line-differs = 第 { $line } 行：你的是“{ $yours }”，应为“{ $expected }”。
judge-hdu1846-title = HDU 1846 Brave Game
judge-hdu1846-asks = 一堆 n 个石子，每次取 1 到 m 个，取走最后一个的人获胜。先手能赢吗？巴什博弈。
judge-hdu1847-title = HDU 1847 考四级前的取牌游戏
judge-hdu1847-asks = n 张牌，每次取 2 的幂（1、2、4……）张，取走最后一张的人获胜。先取的 Kiki 能赢吗？减法游戏。
judge-hdu1848-title = HDU 1848 斐波那契取石子
judge-hdu1848-asks = 三堆石子，每次从一堆中取斐波那契数（1、2、3、5、8……）个，取走最后一个的人获胜。三个减法游戏的和。
judge-hdu1850-title = HDU 1850 春节里的好孩子
judge-hdu1850-asks = M 堆牌的尼姆博弈：先手第一步有几种必胜的走法？（先手必败时为 0。）
judge-hdu2147-title = HDU 2147 kiki's game
judge-hdu2147-asks = n × m 的棋盘右上角有一枚硬币，每次向左、向下或向左下走一格，不能走的人输。游戏是例子中的规则文件 hdu2147-kiki（自定义游戏）。
judge-hdu2149-title = HDU 2149 拍卖会
judge-hdu2149-asks = 价格从 0 开始，每次加价 1 到 N，先让价格达到 M 或以上的人买下土地。第一次加价多少能赢？加价在 M 到 N 之间会立刻获胜。
judge-hdu2188-title = HDU 2188 选拔志愿者
judge-hdu2188-asks = 两队轮流捐款，每次 1 到 m 元，先使总数达到 n 的一队入选。先捐的一队能赢吗？巴什博弈。
judge-hdu1527-title = HDU 1527 取石子游戏（威佐夫）
judge-hdu1527-asks = 两堆石子，从一堆取任意多个，或从两堆取同样多个，取走最后一个的人获胜。威佐夫博弈。
judge-hdu1907-title = HDU 1907 John
judge-hdu1907-asks = N 种颜色的糖各一堆，每次吃掉某一种颜色的若干颗，吃掉最后一颗的人输。反常尼姆。
judge-hdu2516-title = HDU 2516 取石子游戏（斐波那契）
judge-hdu2516-asks = 一堆 n 个石子，第一次可取任意多个但不能取完，之后每次最多取对手上次所取的 2 倍，取走最后一个的人获胜。斐波那契博弈。
judge-hdu3032-title = HDU 3032 拉斯克尼姆
judge-hdu3032-asks = N 堆石子，每次从一堆中取任意多个，或把一堆分成两个非空的堆，取走最后一个的人获胜。拉斯克尼姆。
judge-poj2311-title = POJ 2311 剪纸游戏
judge-poj2311-asks = 一张 W × H 的方格纸，每次沿格线把一张纸剪成两张，先剪出 1 × 1 的人获胜。
