# 每个游戏的规则、例子和策略：每个名称有 rules-NAME-title、-rules、-example、
# -strategy 四条。例子的变量由引擎算出（$position、$outcome、$value、$move，
# 图游戏另有 $file）；引用周期的策略有 $period、$preperiod、$values。

rules-label-rules = 规则
rules-label-example = 例子
rules-aliases = 又写作 { $names }
rules-label-strategy = 策略
rules-more = `grundy rules 名称` 显示一个游戏的规则、例子和策略（`--full` 显示全部游戏，`--lang en` 显示英文）。

rules-sprague-grundy-title = SG 定理（Sprague–Grundy 定理）
rules-sprague-grundy-text = 公平组合游戏中双方可走的步相同，按正常规则无法走步的一方输。每个局面有一个 SG 函数值（nim 数）：G(x) = mex（x 的所有后继局面的 SG 值），即不在其中的最小非负整数；没有后继的局面 SG 值为 0。SG 值为 0 的局面是必败态（P 态，先手必败），否则是必胜态（N 态，先手必胜）。几个游戏之和的 SG 值是各部分 SG 值的异或（nim 和），所以每个游戏都相当于一堆大小为其 SG 值的尼姆石子：要赢，就在某个部分里走一步，使异或和变为 0。

rules-nim-title = 尼姆博弈（Nim）
rules-nim-rules = 取石子游戏：有若干堆石子，每次从某一堆中取走任意正数个。按正常规则，取走最后一个石子的人赢，即无法走步的一方输。
rules-nim-example = { $position } 的 nim 和为 3 ⊕ 4 ⊕ 5 = 011 ⊕ 100 ⊕ 101 = 010 = 2，SG 值为 { $value }，先手必胜。走 { $move }，从 3 个的那堆取走 2 个，剩下 1 ⊕ 4 ⊕ 5 = 0，是必败态。
rules-nim-strategy = Bouton 定理：把各堆石子数写成二进制求异或（不进位加法）。异或和为 0 时先手必败。否则找一堆，使它的石子数异或上异或和后变小，把这堆取到那个数：异或和变为 0，而对手无论怎么走都会使它不为 0。

rules-bash-title = 巴什博弈（Bash）
rules-bash-rules = 一堆石子，每次取 1 到 M 个（bash(M)），取走最后一个的人赢。多堆时按游戏之和来玩。
rules-bash-example = { $position } 中 23 = 5 × 4 + 3 不是 4 = 3 + 1 的倍数，先手必胜（SG 值 { $value }）：走 { $move }，取走 3 个，留下 4 的倍数 20。此后对手取 k 个，先手就取 4 − k 个，直到取完。
rules-bash-strategy = 给对手留下 M + 1 的倍数。石子数 n 是 M + 1 的倍数时先手必败；否则取走 n mod (M + 1) 个。SG 函数为 G(n) = n mod (M + 1)。

rules-subtract-title = 减法游戏（取石子，限定取数集合）
rules-subtract-rules = 若干堆石子，每次从某一堆中恰好取走 s 个，s 属于取数集合 S，如 subtract(1,3,4)；或属于一个命名的无限集合：奇数、偶数、2 的幂、斐波那契数、平方数。无法走步的一方输。
rules-subtract-example = subtract(1,3,4) 的 SG 值从 0 开始以 7 为周期，所以 G(10) = G(3) = 1，{ $position } 的 SG 值为 { $value }，先手必胜：走 { $move }，取走 3 个，留下 7 个，其 SG 值为 G(0) = 0。
rules-subtract-strategy = 用 mex 求 SG 函数：G(n) 是 G(n − s)（s 属于 S 且 s ≤ n）中没有出现的最小值。S 有限时 SG 值最终是周期的，引擎会证明周期：subtract(1,3,4) 从第 { $preperiod } 堆起周期为 { $period }，SG 值为 { $values }。走到 SG 值为 0 的局面（多堆时使异或和为 0）。

rules-allbut-title = 除外减法游戏（all-but）
rules-allbut-rules = 若干堆石子，每次从某一堆中取走任意正数个，但不能取列出的数目：allbut(1,2) 不能取 1 个或 2 个。无法走步的一方输。
rules-allbut-example = { $position }（SG 值 { $value }）中先手一次取走全部 9 个，走 { $move }：0、1、2 个石子的堆都无法走步，是必败态。
rules-allbut-strategy = 用 mex 求出的 SG 值是算术周期的：从某堆起 G(n + p) = G(n) + s。allbut(1,2) 的 SG 值为 0 0 0 1 1 1 2 2 2 …，即 G(n) = ⌊n/3⌋：必败态是 0、1、2，必胜的走法就是留下其中之一。

rules-lasker-title = 拉斯克尼姆（Lasker's Nim）
rules-lasker-rules = 像尼姆博弈一样从某一堆中取走任意正数个石子；或者不取石子，把一堆分成两个非空的堆。无法走步的一方输。
rules-lasker-example = { $position } 中两堆的 SG 值为 G(3) = 4、G(7) = 8，异或和 4 ⊕ 8 = 12，即 { $value }，先手必胜：走 { $move }，从 7 个的那堆取走 4 个，留下两堆 3 个，SG 值相互抵消。
rules-lasker-strategy = SG 函数：G(4k + 1) = 4k + 1，G(4k + 2) = 4k + 2，G(4k + 3) = 4k + 4，G(4k + 4) = 4k + 3，即模 4 余 3 和余 0 的堆交换 SG 值。把每堆换成它的 SG 值求异或，像尼姆博弈一样走到异或和为 0。

rules-octal-title = 八进制游戏（取走并分堆）
rules-octal-rules = 代码 0.d1d2d3… 逐位说明从一堆中取走 k 个石子后可以留下什么：d_k 含 1 时可以不留，含 2 时可以留一堆，含 4 时可以分成两堆。因此 0.77 就是保龄球游戏（Kayles）：取 1 或 2 个，留下 0、1 或 2 堆。无法走步的一方输。
rules-octal-example = octal(0.77) 就是 Kayles。{ $position } 的 SG 值为 { $value }，先手必胜：走 { $move }，取走 1 个，留下 1 个和 8 个两堆，SG 值相等（G(1) = G(8) = 1），相互抵消。
rules-octal-strategy = 分堆后的局面是游戏之和，所以 G(n) 是各走法所留各堆 SG 值异或的 mex。Guy–Smith 定理：若 e ≤ n < 2e + p + t（t 为一次最多取走的数目）时 SG 值以 p 为周期，则此后永远以 p 为周期；本工具正是这样证明周期的。

rules-kayles-title = 保龄球游戏（Kayles）
rules-kayles-rules = 一排保龄球瓶，每次击倒一个瓶或相邻的两个瓶，一排可能因此分成两排。击倒最后一个瓶的人赢。它是八进制游戏 0.77。
rules-kayles-example = { $position }（SG 值 { $value }）中先手击倒中间两个瓶，走 { $move }，留下两排各 3 个，此后在另一排模仿对手的每一步。
rules-kayles-strategy = 单独一排用对称策略必胜：奇数个时击倒正中一个，偶数个时击倒正中两个，然后模仿对手。多排时用 SG 值：从第 { $preperiod } 堆起以 { $period } 为周期（Guy & Smith 1956），引擎会证明这一点；求各排 SG 值的异或，走到 0。

rules-dawson-title = 道森保龄球（Dawson's Kayles）
rules-dawson-rules = 一排保龄球瓶，每次击倒相邻的两个瓶，一排可能因此分成两排。无法走步的一方输。它是八进制游戏 0.07。
rules-dawson-example = { $position }（SG 值 { $value }）中先手击倒中间两个瓶，走 { $move }，留下两排各 4 个，此后模仿对手。
rules-dawson-strategy = 用 mex 求出的 SG 值从第 { $preperiod } 堆起以 { $period } 为周期（按瓶数计；引擎用 Guy–Smith 定理证明）。求各排 SG 值的异或，走到 0。

rules-dawson-chess-title = 道森象棋（Dawson's chess）
rules-dawson-chess-rules = 按八进制游戏 0.137 来玩：一堆只有 1 个时可以整堆取走，可以从一堆的一端取走 2 个，或在任意位置取走 3 个，最多留下两堆。无法走步的一方输。
rules-dawson-chess-example = { $position }（SG 值 { $value }）中先手取走正中的 3 个，走 { $move }，留下相等的两堆各 3 个，此后模仿对手。
rules-dawson-chess-strategy = 它的 SG 值就是道森保龄球错开一堆的值：0.137 的 G(n) 等于 0.07 的 G(n + 1)，因此从第 { $preperiod } 堆起以 { $period } 为周期。求各堆 SG 值的异或，走到 0。

rules-treblecross-title = 一维井字棋（Treblecross）
rules-treblecross-rules = 一维井字棋：双方都在一排 N 个空格中画 X，先连成三个 X 的人赢。谁也不会在已有 X 的相邻格或隔一格处画 X（对手会连成三个），所以这是 N + 2 个石子上的八进制游戏 0.007。
rules-treblecross-example = { $position }（SG 值 { $value }）中先手在正中画 X，走 { $move }：其余每格都与它相邻或只隔一格，对手无论画在哪里，先手都能连成三个。
rules-treblecross-strategy = 把每段安全空格当作 0.007 的一堆，用 mex 求 SG 值，求异或，走到 0。0.007 的周期尚不知道；引擎按需要计算 SG 值。

rules-officers-title = 军官游戏（Officers）
rules-officers-rules = 每次从至少两个石子的一堆中取走一个，其余留作一堆或分成两个非空的堆。无法走步的一方输。它是八进制游戏 0.6。
rules-officers-example = { $position }（SG 值 { $value }）中先手走 { $move } 必胜：取走一个，把其余 9 个分成 3 个和 6 个两堆，两堆 SG 值相等，相互抵消。
rules-officers-strategy = 用 mex 对所留各堆 SG 值的异或求 SG 值，走到 nim 和为 0。0.6 最终是否周期尚不知道：SG 值已算到很远，仍未出现周期。

rules-strips-title = 纸条游戏（POI 2000 Strips）
rules-strips-rules = 一排 H 个空格，每次把长度为 C、Z 或 N 的纸条放在连续的空格上，两侧的空格各自成为一排。无法放纸条的一方输。
rules-strips-example = { $position }（SG 值 { $value }）中先手把长度 2 的纸条放在正中，走 { $move }，留下两排各 5 格，SG 值相互抵消。
rules-strips-strategy = 每一排是一个取走并分堆游戏的一堆：用 mex 对纸条所留两排 SG 值的异或求 SG 值，求各排 SG 值的异或，走到 0。SG 值最终是周期的，本工具会证明它的周期。

rules-grundys-game-title = 格兰迪博弈（Grundy's game）
rules-grundys-game-rules = 每次把一堆分成大小不同的两堆；1 个和 2 个的堆不能再分。无法走步的一方输。
rules-grundys-game-example = { $position } 的 SG 值为 { $value }，先手必胜：走 { $move }，把 8 分成 1 和 7，两堆 SG 值都是 0（7 是格兰迪博弈的必败态，1 无法走步）。
rules-grundys-game-strategy = 用 mex 对两部分 SG 值的异或求 SG 值，走到 nim 和为 0。SG 值最终是否周期是一个未解决的问题：已算到极大的堆，仍不知道周期，所以引擎在这里只观察周期，从不使用。

rules-wythoff-title = 威佐夫博弈（Wythoff）
rules-wythoff-rules = 两堆石子，每次从一堆中取任意正数个，或从两堆中取同样多个。取走最后一个石子的人赢。两堆合起来是一个部分。
rules-wythoff-example = { $position }（SG 值 { $value }）先手必胜：走 { $move }，两堆各取 1 个，留下 (3, 5) = (⌊2φ⌋, ⌊2φ²⌋)，是必败态。
rules-wythoff-strategy = 必败态（奇异局势）是 (⌊kφ⌋, ⌊kφ²⌋) = (⌊kφ⌋, ⌊kφ⌋ + k)，φ = (1 + √5)/2 为黄金分割比：(0, 0)、(1, 2)、(3, 5)、(4, 7)、(6, 10)、(8, 13)、… 每个正整数恰好出现在一对中；走到其中一对即可。

rules-moore-title = 摩尔博弈（Moore's Nim_k）
rules-moore-rules = 若干堆石子，每次从至少 1 堆、至多 K 堆中各取走正数个（moore(K)）。取走最后一个石子的人赢；moore(1) 就是尼姆博弈。各堆合起来是一个部分。
rules-moore-example = { $position }（K = 2）中各堆的二进制为 001、010、100：每一列只有一个 1，不是 3 的倍数，先手必胜（SG 值 { $value }）：走 { $move }，三堆 001 在最后一列有三个 1，其他列没有。
rules-moore-strategy = 把各堆写成二进制：当每一列 1 的个数都是 K + 1 的倍数（模 K + 1 为 0）时先手必败。否则可以改动至多 K 堆，使每一列 1 的个数都成为 K + 1 的倍数。

rules-euclid-title = 欧几里得博弈（Euclid's game）
rules-euclid-rules = 两个正整数，每次从较大的数中减去较小数的正整数倍，结果不小于 0。先得到 0 的人赢。
rules-euclid-example = { $position } 中 31/12 ≈ 2.58 > φ ≈ 1.618，先手必胜（SG 值 { $value }）：走 { $move }，减去一次 12，留下 19/12 ≈ 1.58 < φ，对手只能再减一次 12，留下 (12, 7)，12/7 > φ。
rules-euclid-strategy = Cole 与 Davie（1969）：设 a ≤ b，先手必胜当且仅当 a = b 或 b/a > φ = (1 + √5)/2（黄金分割比；用整数判断：b(b − a) > a²）。b ≥ 2a 时先手可以在留下 (a, b mod a) 和 (a, b mod a + a) 之间选择，其中之一是必败态；a < b < φa 时只有一种走法，且留下的比值大于 φ。

rules-fibnim-title = 斐波那契博弈（Fibonacci Nim）
rules-fibnim-rules = 一堆 N 个石子，先手第一次取 1 到 N − 1 个（fibnim(Q)：1 到 Q 个），以后每次至少取 1 个，至多取对手上一次所取数目的两倍。取走最后一个石子的人赢。
rules-fibnim-example = { $position }（SG 值 { $value }）：20 = 13 + 5 + 2 是它的齐肯多夫（Zeckendorf）表示，先手取走最小的一项 2：走 { $move }，留下 18，对手至多取 4 个。
rules-fibnim-strategy = 把石子数写成不相邻的斐波那契数之和（齐肯多夫表示），在上限允许时取走最小的一项。N 个石子的新堆先手必败，当且仅当 N 是斐波那契数。
rules-dynamic-title = k 倍动态减法
rules-dynamic-rules = 一堆 N 个石子，先手第一次取 1 到 N − 1 个（dynamic(K,Q)：1 到 Q 个），以后每次至少取 1 个，至多取对手上一次所取数目的 K 倍。取走最后一个石子的人赢。K = 2 就是斐波那契博弈。
rules-dynamic-example = { $position }（SG 值 { $value }）：3 倍数列是 1, 2, 3, 4, 6, 8, 11, 15, 21, …，每一项等于前一项加上“3 倍不小于前一项”的最小项；17 = 15 + 2，先手取走最小的一项 2：走 { $move }，留下 15，对手至多取 6 个。
rules-dynamic-strategy = 构造 K 倍数列：首项为 1，之后每一项等于前一项加上满足“K 倍不小于前一项”的最小项。把石子数从大到小贪心地写成数列中若干项之和（每一项都大于下一个较小项的 K 倍），在上限允许时取走最小的一项。N 个石子的新堆先手必败，当且仅当 N 是数列中的一项（Schwenk 1970）。

rules-staircase-title = 阶梯博弈（Staircase Nim）
rules-staircase-rules = 阶梯上放着硬币：第 1 级 A1 枚，第 2 级 A2 枚，…；每次把某一级上任意正数枚硬币移到下一级，或从第 1 级移出阶梯。走最后一步的人赢。
rules-staircase-example = { $position } 的奇数级上有 3、4、5 枚，3 ⊕ 4 ⊕ 5 = 2，SG 值为 { $value }，先手必胜：走 { $move }，从第 1 级移走 2 枚。
rules-staircase-strategy = 只有奇数级有用：奇数级（第 1、3、5…级）上硬币数的异或为 0 时先手必败。在奇数级上玩尼姆博弈；对手把硬币从偶数级移到奇数级时，就把同样多的硬币再移到下一个偶数级。

rules-ruler-title = 尺子游戏（Ruler，翻硬币）
rules-ruler-rules = 一排硬币，列出的位置正面朝上；每次翻转连续的一段硬币，其中最右边的一枚必须由正面翻为反面。无法走步的一方输。
rules-ruler-example = { $position } 中三枚硬币的 SG 值为 1、2、4（整除 3、6、12 的最大 2 的幂），SG 值为 { $value }；走 { $move }，翻转第 4、5、6 枚，把 SG 值 2 换成 G(4) ⊕ G(5) = 4 ⊕ 1，而 1 ⊕ 4 ⊕ 1 ⊕ 4 = 0。
rules-ruler-strategy = 翻硬币游戏中每枚正面朝上的硬币都是一个独立的部分，这里 G(P) 是整除 P 的最大 2 的幂。求各正面硬币 SG 值的异或，走到 0。

rules-mockturtles-title = 假海龟游戏（Mock Turtles，翻硬币）
rules-mockturtles-rules = 一排硬币，列出的位置（从 0 起）正面朝上；每次翻转一枚、两枚或三枚硬币，其中最右边的一枚必须由正面翻为反面。无法走步的一方输。
rules-mockturtles-example = { $position } 中三枚硬币的 SG 值为 1、7、11（第 0、3、5 个恶数），SG 值为 { $value }；走 { $move }，把第 5 枚翻为反面，并翻转第 0、3 枚，留下 1 ⊕ 7 ⊕ 1 ⊕ 7 = 0：不再有正面。
rules-mockturtles-strategy = 每枚正面硬币是一个部分，G(P) 是从 0 数起的第 P 个恶数（二进制中 1 的个数为奇数的数：1、2、4、7、8、11、13、14、…）。求异或，走到 0。
rules-turning-title = 翻硬币游戏
rules-turning-rules = 一排硬币位于 1, 2, 3, …，其中一些正面朝上；每一步翻转 A 到 B 枚硬币（turning(K)：1 到 K 枚），最右边的一枚必须由正面翻成反面，其余的可以在它左边任意位置（带 run 时则必须是紧挨在它左边的连续一段）。无法行动的一方输。turning(2) 即 Turning Turtles，turning(2-2) 即 Twins，turning(3) 即右移一位的 Mock Turtles，turning(5) 即 Moebius，turning(7) 即 Mogul，turning(run) 即尺子游戏（ruler）。
rules-turning-example = { $position }（SG 值 { $value }）：turning(3) 中 G(5) = 8，是第五个 odious 数；只翻第 5 枚硬币即可获胜：走 { $move }，不再有正面朝上的硬币。
rules-turning-strategy = 每枚正面朝上的硬币各是一个子游戏，整排是它们的和（《Winning Ways》第 14 章）：位置 n 的正面硬币的 SG 值，是对所有翻它的走法取“其余被翻硬币的 SG 值的异或”的 mex（这些硬币翻成正面；再次翻到的正面相互抵消）。把各值异或起来，走到 0 即可。

rules-corners-title = 翻转四角（Turning Corners）
rules-corners-rules = 网格上的硬币，列出的点 (X, Y) 正面朝上；每次选 X' < X、Y' < Y，翻转四个角 (X, Y)、(X', Y)、(X, Y')、(X', Y')，其中第一个必须由正面翻为反面。无法走步的一方输。
rules-corners-example = { $position } 的 SG 值为 nim 积 2 ⊗ 3 = 1，即 { $value }；走 { $move }，翻转四个角，留下的正面硬币 SG 值异或为 0。
rules-corners-strategy = 这个游戏是两堆尼姆的乘积（Conway 的格子定理）：G(X, Y) = X ⊗ Y，即坐标的 nim 积。求各正面硬币 SG 值的异或，走到 0。

rules-chomp-title = 巧克力博弈（Chomp）
rules-chomp-rules = 一块巧克力，左下角一格有毒；每次选一格（有毒的除外），吃掉它以及它上方和右方的所有格。只剩有毒那一格留给谁，谁就输。
rules-chomp-example = { $position }（SG 值 { $value }）先手走 { $move } 必胜：吃掉右上角 2 × 2 的一块，留下 4、2、2 格的三行，是必败态。
rules-chomp-strategy = 策略偷取论证：任何大于 1 × 1 的矩形都先手必胜，因为若吃掉右上角一格会输，对手的必胜应对就可以作为先手的第一步。证明没有给出走法，也没有已知的一般策略；引擎靠搜索。已知情形：n × n 正方形吃掉 (2, 2)，留下 L 形，然后对称模仿；2 × n 留下 n 和 n − 1 格的两行。

rules-cutting-title = 切纸游戏
rules-cutting-rules = 网格纸上的若干矩形，每次沿网格线把一块纸切成两块。切出 1 × 1 小块的人赢，所以有一边为 1 的纸块立即可赢，谁也不会留下这样的纸块：两边都至少为 2 的纸块按“切后不得留下边长 1”的游戏来玩。
rules-cutting-example = { $position }（SG 值 { $value }）先手走 { $move } 必胜：两块相等的 3 × 2，SG 值相互抵消——先手在另一块上模仿对手的每一刀。
rules-cutting-strategy = 用 mex 对每一刀所留两块 SG 值的异或求每块的 SG 值，求所有纸块 SG 值的异或，走到 0。对称有用：切成相等的两块总是留下 0。

rules-hackenbush-title = 绿色哈肯布什（Green Hackenbush）
rules-hackenbush-rules = 一个连在地面（顶点 0）上的图，每次删去一条边，不再与地面相连的边随之消失。无法走步的一方输。整个图是一个部分。
rules-hackenbush-example = 三角形 { $position } 融合后相当于一条边，SG 值为 { $value }；先手走 { $move } 必胜：删去边 1–2，留下两根各一条边的竖枝，1 ⊕ 1 = 0。
rules-hackenbush-strategy = n 条边的竖枝 SG 值为 n。冒号原理：汇于一点的几根枝条可以换成一根长度为其 SG 值异或的竖枝，所以树从上往下求值。融合原理：环上的顶点可以融合成一个而不改变 SG 值，n 条边变成 n 个各值 1 的自环：奇环值 1，偶环值 0。

rules-node-kayles-title = 点凯尔斯（Node Kayles）
rules-node-kayles-rules = 一个无向图；每一步选一个顶点，把它连同它的邻点（以及与它们相连的所有边）一起删去。无路可走的一方输。图可以写成一个图族——path(N)、cycle(N)、grid(RxC)、complete(A,B)、complete(N)——也可以写成边 0-1,1-2 与孤立顶点，或写成由 `v: w1 w2 …` 行组成的文件；整个图是一个子游戏，一步之后留下的各块构成和。
rules-node-kayles-example = { $position } 是 5 个顶点的路径，即八进制游戏 0.137（Dawson's Kayles）中的一堆 5，值为 { $value }：{ $move } 必胜，选中间的顶点，留下两个孤立顶点，1 ⊕ 1 = 0。
rules-node-kayles-strategy = 一步之后留下的各块按异或相加。n 个顶点的路径就是 Dawson's Kayles 0.137 中的一堆 n，其 SG 值以 34 为周期；n 个顶点的环只有一种走法，走到 n − 3 个顶点的路径，所以它的值为 1 当且仅当那条路径的值为 0。若图有一个对称，把每个顶点映到它的邻域之外（4×n 的网格、n 为偶数的 2×n 梯子），则先手必败：后手模仿每一步即可。
rules-arc-kayles-title = 边凯尔斯（Arc Kayles）
rules-arc-kayles-rules = 一个无向图；每一步选一条边，删去它的两个端点以及与之相连的所有边。无路可走的一方输。图的写法同 node-kayles；整个图是一个子游戏。在网格上它就是 Cram：在棋盘上放多米诺骨牌。
rules-arc-kayles-example = { $position } 是 6 个顶点的路径，即八进制游戏 0.07 中的一堆 6，值为 { $value }：{ $move } 必胜，取中间的边，留下两条单独的边，1 ⊕ 1 = 0。
rules-arc-kayles-strategy = 一步之后留下的各块按异或相加。n 个顶点的路径就是八进制游戏 0.07 中的一堆 n（推倒相邻的两个瓶）；n 个顶点的环只有一种走法，走到 n − 2 个顶点的路径。若有一个对称把每条边映到一条与它没有公共端点的边，后手模仿每一步即可获胜。
rules-geography-title = 无向图游戏（Undirected vertex geography）
rules-geography-rules = 无向图的顶点 START 上有一枚棋子；每一步沿一条边把它移到一个还没到过的顶点（START 算作到过）。无路可走的一方输。图的写法同 node-kayles：图族 path(N)、cycle(N)、grid(RxC)（第 i 行第 j 列的顶点编号为 i·C + j）、complete(A,B)、complete(N)，边 0-1,1-2，或由 `v: w1 w2 …` 行组成的文件（顶点保留文件中的名字）。
rules-geography-example = { $position }（值为 { $value }）：路径 0-1-2-3 只有一个最大匹配 0-1、2-3，它覆盖顶点 1，所以先手沿匹配边移动：走 { $move }，棋子停在顶点 0，已无路可走。
rules-geography-strategy = 先手必胜当且仅当图的每一个最大匹配都覆盖棋子所在的顶点（Fraenkel、Scheinerman、Ullman，1993）。此时沿某个最大匹配中的匹配边移动：去掉身后的顶点，这个匹配去掉那条边仍是最大匹配，却不覆盖新的顶点，对手面对必败态。从必败态出发，每一步都走到某个不覆盖棋子的最大匹配中被匹配的顶点上，应对的一方沿它的匹配边走即可。

rules-cram-title = 填骨牌（Cram）
rules-cram-rules = 一块由格子组成的棋盘；每一步在两个相邻（横向或纵向）的空格上放一块多米诺骨牌。放不下的一方输。`cram 3x4` 是一块空棋盘；`cram(..#/...)` 画出一块棋盘，各行用 / 连接，`.` 为空格，`#` 为已占；`cram(FILE)` 从文件读入，每行一行。一步之后剩下的空格分成若干区域，构成和。
rules-cram-example = 在 { $position }（值为 { $value }）上，{ $move } 必胜：沿中间一列竖放骨牌，两侧各留下一列 2 格，1 ⊕ 1 = 0。
rules-cram-strategy = 两边都是偶数的空棋盘先手必败：后手把每块骨牌关于中心对称地放一块。一边为偶数、一边为奇数时，先手在中心放一块骨牌，之后同样对称应对即可获胜。一行 n 格就是八进制游戏 0.07 中的一堆 n；2×n 在 n 为奇数时为 1、偶数时为 0；其他棋盘靠搜索（3×6 为 4，4×5 为 2，5×5 为 0）。

rules-graph-title = 图上的游戏
rules-graph-rules = 从文件读入的有向图（每行 `v: w1 w2 …`），顶点上放着棋子；每次沿一条边移动一枚棋子。无法走步的一方输；有环时游戏可能永远进行下去，局面可能是平局。
rules-graph-example = 图 { $file } 中，c 无法走步（SG 值 0），b 只能到 c（SG 值 mex(0) = 1），a 可到 b 或 c（SG 值 mex(1, 0) = 2）。所以 { $position } 的 SG 值为 { $value }，走 { $move } 必胜。
rules-graph-strategy = 无环时 G(v) 是 v 的后继 SG 值的 mex，从汇点倒推；多枚棋子时求异或。有环时用 Smith 的广义 SG 值 γ（一个 nim 数，或带集合 K 的 ∞）区分胜负与平局：K 含 0 时 ∞(K) 先手必胜，否则为平局。

rules-windup-title = 绕圈减法游戏（WindUp）
rules-windup-rules = 0 … N−1 上的一枚棋子，从 K ≠ 0 走到 K − S1、K − S2、…（模 N 绕圈）；把它走到 0 的人赢。游戏可能永远进行下去，局面可能是平局。
rules-windup-example = { $position } 是必败态（SG 值 { $value }）：它只能走到 3 和 2，而对手从这两处都能走到 0。
rules-windup-strategy = 局面构成一个有环的有限图：用 Fraenkel 与 Yesha 的标记法求 Smith 值 γ。走到 SG 值为 0 的局面；在不含 0 的 ∞(K) 处保持平局。

rules-addtake-title = 加减石子游戏（add-and-take）
rules-addtake-rules = 每次从一堆中取走 T1、T2、… 个，或向它加入 A1、A2、… 个（不超过 C）；空堆就结束了，所以取空最后一堆的人赢。游戏可能永远进行下去，局面可能是平局。
rules-addtake-example = { $position } 是平局（SG 值 { $value }）：双方都无法强制取胜。走 { $move } 保持平局，而取走 3 个（留下 4 个）会让对手获胜。
rules-addtake-strategy = 在局面的有限图上求 Smith 值 γ：值 0 先手必败，有限的非零值或含 0 的 ∞(K) 先手必胜，不含 0 的 ∞(K) 为平局。游戏之和中若有两个部分的值为 ∞，则为平局。
