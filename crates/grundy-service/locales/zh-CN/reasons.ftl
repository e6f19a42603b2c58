# Why a component has its value: the engine's reasons, rendered.
# 一个子游戏为何有它的值：引擎给出的理由。
#
# 数以文本传入（可能超过 2⁵³）。消息首尾的空格会被去掉。

## 堆规则的闭式

formula-nim = 尼姆博弈的规则 G(n) = n
formula-bash = 巴什博弈的规则 G(n) = n mod { $modulus }
formula-lasker = Lasker 尼姆的规则：n ≡ 1, 2 (mod 4) 时 G(n) = n，n ≡ 3 时为 n+1，n ≡ 0 时为 n−1（n > 0）
formula-odd-takes = G(n) = n mod 2（每次取奇数个，奇偶性必变）
formula-even-takes = G(n) = ⌊n/2⌋（每次取偶数个，奇偶性不变）
formula-powers-of-two = G(n) = n mod 3（2 的幂都不是 3 的倍数）
formula-unnamed = 一个闭式

## 堆的 SG 值

reason-closed-form = G({ $heap }) = { $value }，依据{ $formula }
reason-big-closed-form = G({ $heap }) = *{ $value }，依据{ $formula }，对任意大小的堆都成立
reason-periodic-heap = G({ $heap }) = { $value }
reason-periodic-residue = G({ $heap }) = G({ $residue }) = { $value }
reason-periodic-laps = G({ $heap }) = G({ $residue }) + { $laps }·{ $saltus } = { $base } + { $added } = { $value }
reason-periodic = { $from }：G 从堆 { $preperiod } 起有周期 { $period }（已证明）
reason-periodic-adding = { $from }：G 从堆 { $preperiod } 起有周期 { $period }，每个周期增加 { $saltus }（已证明）
reason-big-periodic = G({ $heap }) = G({ $residue }) = { $value }：G 从堆 { $preperiod } 起有周期 { $period }（已证明），所以任意大的堆都可由小堆求值
reason-big-periodic-saltus = G({ $heap }) = G({ $residue }) + { $saltus }·⌊(n − { $preperiod })/{ $period }⌋ = { $value }：从堆 { $preperiod } 起 G(n + { $period }) = G(n) + { $saltus }（已证明），所以任意大的堆都可由小堆求值
reason-table = G({ $heap }) = { $value }，查自 G(0) 起前 { $known } 个 SG 值的表

## 其他局面的 SG 值

reason-box-table = 它的 SG 值 { $value } 来自一张表，表中是不超过它的全部 { $positions } 个局面
reason-numbers-search = 它的 SG 值 { $value } 来自精确搜索（{ $positions } 个局面）
reason-searched = 由对其局面的精确搜索得 G = { $value }（其各选项 SG 值的 mex；共搜索 { $positions } 个局面）

## 威佐夫博弈

reason-beatty-pair = ({ $a }, { $b }) 是贝蒂数对 (⌊kφ⌋, ⌊kφ²⌋)，其中 k = { $k } = b − a（φ 为黄金分割）：威佐夫博弈的必败态
reason-not-beatty-pair = ({ $a }, { $b }) 不是贝蒂数对：差为 { $k } 的数对是 ({ $ak }, { $bk })（⌊kφ⌋ = (k + ⌊√(5k²)⌋)/2，φ 为黄金分割）

## 阶梯尼姆

reason-odd-steps = 阶梯尼姆就是奇数级台阶（1, 3, 5, …）上的尼姆博弈：G = { $odd } = { $value }；从偶数级台阶的移动可以被对手把同样的硬币继续下移而抵消

## Moore 尼姆

reason-moore-theorem = { $name } 的局面是先手必败，当且仅当各堆的每个二进制位上 1 的个数都是 { $modulus } 的倍数（Moore 1910）
reason-every-heap-empty = 每一堆都是空的：无路可走
reason-column-sums = 从第 { $top } 位往下各位 1 的个数：{ $sums }{ $more }；模 { $modulus }：{ $residues }{ $more }
reason-column-not-zero = 第 { $column } 位是模 { $modulus } 不为 0 的最高位：先手必胜
reason-marking-move = 标记法走 { $from } → { $to }
reason-every-column-zero = 每一位都模 { $modulus } 为 0，而一步会从它改变的最高位中取走 1 到 { $reach } 个 1（该位不增加）：先手必败
reason-xor-of-heaps = 一步只改变一堆，与尼姆博弈相同：SG 值是各堆的异或和 { $value }

## 斐波那契尼姆

reason-no-counters-left = 没有石子了：先手已输
reason-zeckendorf = Zeckendorf 表示：{ $n } = { $terms }（斐波那契数 1, 2, 3, 5, 8, …，任意两项不相邻）
reason-zeckendorf-long = Zeckendorf 表示：{ $n } 有 { $count } 项，最小的是 F_{ $index } = { $smallest }（斐波那契数 1, 2, 3, 5, 8, …，任意两项不相邻）
reason-smallest-term-too-large = 最小项 { $term } 大于这一步最多能取的 { $most }：取 x 个后剩下的最小项至多为 2x，对手把它取走（必败态）
reason-smallest-term-too-large-first = { $term } 是斐波那契数：先手必败；最小项 { $term } 大于这一步最多能取的 { $most }：取 x 个后剩下的最小项至多为 2x，对手把它取走（必败态）
reason-smallest-term-taken = 最小项 { $term } 不超过这一步最多能取的 { $most }：取走它后剩下的最小项大于它的两倍（必胜态）

## k 倍动态减法

reason-dynamic-terms = { $n } = { $terms }，都是 { $k } 倍数列 { $sequence } 中的项（每一项等于前一项加上满足“{ $k } 倍不小于前一项”的最小项），每一项都大于下一个较小项的 { $k } 倍
reason-dynamic-terms-long = { $n } 是 { $k } 倍数列 { $sequence } 中 { $count } 项之和，每一项都大于下一个较小项的 { $k } 倍；最小的一项是 { $smallest }
reason-dynamic-too-large = 最小项 { $term } 大于这一步最多能取的 { $most }：取 x 个后剩下的最小项至多为 { $k }x，对手把它取走（必败态）
reason-dynamic-too-large-first = { $term } 是数列中的一项：先手必败；最小项 { $term } 大于这一步最多能取的 { $most }：取 x 个后剩下的最小项至多为 { $k }x，对手把它取走（必败态）
reason-dynamic-taken = 最小项 { $term } 不超过这一步最多能取的 { $most }：取走它后剩下的最小项大于它的 { $k } 倍（必胜态）

## 欧几里得博弈

reason-number-is-zero = 有一个数为 0：游戏结束
reason-numbers-equal = 两数相等：用一个减去另一个得 0 即获胜
reason-golden-ratio-rule = 当 a > b > 0 时，先手必败当且仅当 a/b < φ = (1+√5)/2（黄金分割），即 a(a−b) < b²
reason-below-golden-ratio = 这里 { $a }/{ $b } < φ：每一步都给对手留下大于 φ 的比值
reason-above-golden-ratio = 这里 { $a }/{ $b } > φ：先手可以选择减去几倍
reason-continued-fraction = 它的 SG 值：若 q ≤ G(b, r) 则 G(qb + r, b) = q − 1，否则为 q，沿 a/b 的连分数向下计算

## 巧克力博弈（Chomp）

reason-poisoned-square-only = 只剩有毒的那一格：无路可走，G = *0
reason-strategy-stealing = 任何大于 1×1 的长条都是先手必胜（策略窃取：如果取走右上角一格会输，那么对手的制胜回应本身就是从长条出发的一步），所以 { $value } ≠ *0

## 哈肯布什

reason-tree = 一棵有 { $edges } 条边的树：没有可融合的圈（融合原理）
reason-fusion = 融合原理：融合 { $cycles } 个独立圈，把圈上的 { $fused } 条边变成自环，每个自环相当于一条单边茎（*1），剩下一棵有 { $bridges } 条桥边的树
reason-colon-principle = 由冒号原理得 G = { $value }：n 条边的茎是 *n，一个顶点上的分支按异或相加，所以一个顶点的值是其各子节点 c 的 1 + G(c) 的异或和，每个自环再异或 *1
reason-vertex-path = { $vertices } 个顶点的路径就是八进制游戏 { $code } 中的一堆 { $vertices }：G = { $value }
reason-vertex-cycle = 在 { $vertices } 个顶点的环上，每一步都留下 { $left } 个顶点的路径，其值按八进制游戏 { $code } 中的一堆 { $left } 计算；G 是这一个值的 mex：{ $value }
reason-geography-covered = 棋子能到达的 { $vertices } 个顶点的最大匹配有 { $matching } 条边，而且每个最大匹配都覆盖棋子所在的顶点：先手沿它的匹配边移动；去掉棋子原来的顶点后，这个匹配去掉那条边仍是最大匹配，却不覆盖新的顶点（必胜态）
reason-geography-missed = 棋子能到达的 { $vertices } 个顶点的最大匹配有 { $matching } 条边，其中有一个最大匹配不覆盖棋子所在的顶点：每一步都走到一个被匹配的顶点（否则匹配还能扩大），对手沿它的匹配边移动即可（必败态）
reason-cram-symmetry = 空的 { $height }×{ $width } 棋盘两边都是偶数：后手把每块骨牌关于中心对称地放一块，对称的位置总是空的，所以 G = *0（对称策略）

## 翻硬币与切割

reason-nim-product = G({ $x },{ $y }) = { $x } ⊗ { $y } = { $value }，即尼姆积（Turning Corners）
reason-ruler = G({ $n }) = { $value }：整除 { $n } 的最大 2 的幂（ruler 函数）
reason-mock-turtle = G({ $n }) = { $value }：2·{ $n } 与 2·{ $n }+1 中二进制 1 的个数为奇数的那个（odious 数；Mock Turtle 定理）
reason-turning = 在 { $rule } 中 G({ $n }) = { $value }：对从位置 { $n } 的正面硬币出发的每一步，取其余被翻硬币的 G 值的异或，再取 mex（按规则从 G(1)、G(2)、… 逐项算出的表）
reason-reduced-cuts = 在简化的游戏中：切出边长为 1 的一刀立即输，所以只计切成两块都至少 2×2 的切法（{ $w }x{ $h } 有 { $cuts } 种）
reason-piece-cut-out = 已经切出一块 1x1：游戏结束，切出它的一方获胜，所以先手已输
reason-cuts-off-piece = 先手从 { $w }x{ $h } 切下一块 1x1，立即获胜
reason-does-not-matter = 它的值无关紧要：另一个子游戏决定了游戏

## 游戏图

reason-no-moves = `{ $name }` 没有{ $neighbours ->
    [successors] 后继
   *[options] 选项
}，所以 G({ $name }) = *0
reason-listed-item = γ({ $name }) = { $value }
reason-listed-separator = 、
reason-listed-more = 另有 { $count } 个
reason-mex = G({ $name }) = { $value }，即其{ $neighbours ->
    [successors] 后继
   *[options] 选项
}的 SG 值 （{ $listed }） 的 mex（不在其中的最小值）
reason-mex-infinite = γ({ $name }) = { $value }，即其{ $neighbours ->
    [successors] 后继
   *[options] 选项
}的有限值 （{ $listed }） 的 mex（不在其中的最小值）；它的每个值为无穷的{ $neighbours ->
    [successors] 后继
   *[options] 选项
}都能走回一个值为 { $value } 的局面，所以走到那里没有好处
reason-loopy = γ({ $name }) = { $value }：没有合适的值（它的某个值更大或为无穷的{ $neighbours ->
    [successors] 后继
   *[options] 选项
}无法用走回的一步应对），所以从它开始可以无限地走下去；K = 其{ $neighbours ->
    [successors] 后继
   *[options] 选项
}的有限值 （{ $listed }）

## 电脑的着法

reason-leaves-zero = { $moved } 留下 SG 值为 { $value } 的和：必败态，所以对手怎么走都输。
reason-leaves-value = { $moved } 留下 SG 值为 { $value } 的和；这里没有一步能到达 0。
reason-leaves-misere-position = { $moved } 留下一个反常规则（misère）下先手必败的局面。
reason-leaves-position = { $moved } 留下必败态：对手怎么走都输。
reason-leaves-draw = { $moved } 留下和局：双方都无法从那里强制取胜。
reason-every-move-loses = { $moved }：在对方完美应对下，这里每一步都会输。
reason-wins-soonest = 共 { $moves } 步获胜（最快的胜法；Smith 的 remoteness）。
reason-wins-by-seed = 这是由随机种子选出的一步必胜着法；多快能赢尚不可知。
reason-lasts-longest = 原局面是必败态；这一步让游戏拖得最久：双方完美应对下还有 { $moves } 步（Smith 的 remoteness）。
reason-fewest-replies = 原局面是必败态；在试过的着法中，这一步留给对手的制胜回应最少（{ $replies } 个）。
reason-at-random = 电脑没有尽全力：每 { $one_in } 步中有一步是随机走的，这一步就是。
reason-holds-draw = 原局面是和局：没有必胜的一步，而离开和局的一步会让对手获胜，所以电脑保持和局（在保持和局的着法中由随机种子选出）。

## 谁赢（grundy analyze 与“为什么”面板）

sum-wins = 先手必胜（必胜态，N 局面）。
sum-loses = 先手必败（必败态，P 局面）：每一步都留下必胜态。
sum-draw = 双方都无法强制取胜（和局，D）。
sum-wins-nim-sum = 先手必胜（必胜态，N 局面）：异或和是 { $nimber }，不为 0。
sum-loses-nim-sum = 先手必败（必败态，P 局面）：异或和为 0，所以每一步都留下非零的异或和。
sum-no-component = 没有可以走的子游戏了：无路可走。
sum-nim-sum = 异或和：{ $terms } = { $nimber }
sum-nim-sum-of = { $count } 个子游戏的异或和：{ $nimber }
sum-winning-moves = 必胜着法（每一步都留下必败态）：
sum-winning-moves-zero = 必胜着法（每一步都使异或和为 0）：
sum-loopy-wins = 先手必胜（必胜态，N 局面）：值为 { $infinite }，其中含 0，表示有一步可走到必败态。
sum-loopy-draw = 双方都无法强制取胜（和局，D）：值为 { $infinite }，其中不含 0，所以没有一步能走到必败态，而先手可以让游戏永远进行下去。
sum-loopy-value = 值：{ $terms } = { $infinite }
sum-drawing-moves = 保持和局的着法（未列出的着法会让对手获胜）：
sum-ending-wins = 先手立即获胜（必胜态，N 局面）：
sum-ending-over = 游戏已结束（必败态，P 局面）：先手已输。
sum-ending-component = 子游戏 { $number }（{ $from }）：{ $why }
sum-ending-others = 其余子游戏无关紧要：不需要求值。
sum-winning-moves-now = 必胜着法（每一步都立即获胜）：
sum-more-components = …… 另有 { $count } 个子游戏
sum-smith-rule = 按 Smith 的规则求和的值：只有一个子游戏为 ∞(K) 时，和为 ∞(K ⊕ a)，a 为其余子游戏的异或和；有两个或更多时为 ∞(∅)。这里是 { $infinite }。
sum-binary = 异或和就是把各 SG 值按二进制不进位相加（异或）：和的某一位为 1，当且仅当该位上 1 的个数为奇数。
sum-binary-total = 异或和
sum-xor = 异或和（所有 SG 值的异或）：{ $nimber }
sum-move = 子游戏 { $number }：{ $from } → { $to }
sum-not-listed = 未列出：{ $reason }

## 反常规则（misère）

misere-wins = 在反常规则（misère，无路可走的一方获胜）下先手必胜（必胜态，N 局面）。
misere-loses = 在反常规则（misère，无路可走的一方获胜）下先手必败（必败态，P 局面）。
misere-draw = 在反常规则（misère，无路可走的一方获胜）下双方都无法强制取胜（和局）。
misere-nim-rule = 按 Bouton 的反常尼姆规则：若每堆至多 1 个，则奇数个 1 为先手必败；否则与正常规则一样由异或和决定。
misere-table = 按堆 0 到 { $last } 的反常结果表：一堆是必胜态，当且仅当它无路可走或能走到必败的堆。
misere-quotient = 按{ $method }：每一堆对应一个有限交换幺半群中的元素，和对应它们的乘积，和为必败态当且仅当乘积落在商的 P 部分。
misere-search = 按对整个和的精确搜索（{ $positions } 个局面）：反常规则下的和没有异或和的捷径。
misere-no-move = 无路可走，而在反常规则下这就是获胜。
misere-winning-moves = 必胜着法（每一步都留下反常规则下的必败态）：

## 反常规则的解释：结果如何求得，以及商的各行

misere-method-nim-rule = Bouton 的反常尼姆规则
misere-method-table = 每一堆直到 { $last } 的反常结果表
misere-method-quotient = 经过验证的 { $order } 阶反常商，在第 0 到第 { $last } 堆上算出
misere-method-quotient-periodic = 经过验证的 { $order } 阶反常商，在第 0 到第 { $last } 堆上算出，并对每一堆都成立：Φ 从堆 { $preperiod } 起以 { $period } 为周期（已证明）
misere-method-search = 对整个和的精确搜索（{ $positions } 个局面）
reason-misere-quotient = 反常商：{ $order } 阶，P 部分（必败态的元素）{ $portion }，生成元 { $generators }。
reason-misere-generator = { $name } = 堆 { $heap }
reason-misere-no-generators = 无
reason-misere-element = { $heap } 对应元素 { $element }
reason-misere-element-copies = { $heap }（共 { $copies } 堆）对应元素 { $element }
reason-misere-more-heaps = …… 以及另外 { $count } 个不同的堆
reason-misere-product-in = 乘积：{ $element }，在 P 部分中，先手必败（必败态）。
reason-misere-product-out = 乘积：{ $element }，不在 P 部分中，先手必胜（必胜态）。

## 周期

period-line = { $ruleset }：{ $period }
period-none = 这些 SG 值中看不出周期。
period-shape = 从堆 { $preperiod } 起周期为 { $period }
period-shape-saltus = 从堆 { $preperiod } 起周期为 { $period }，每个周期增加 { $saltus }（算术周期）
period-proved = 已证明：{ $shape }；{ $proof }。
period-proof-closed-form = 这由规则的闭式得出
period-proof-theorem = 已用 G(0) 起的前 { $values } 个值按定理验证（{ $theorem }）
period-observed-no-saltus = 观察到但未证明：{ $shape }；该规则的周期定理只能证明普通周期，算术周期的定理尚未实现。
period-observed-needs = 观察到但未证明：{ $shape }；证明需要 G(0) 起的前 { $values } 个值（{ $theorem }）。
period-observed-no-theorem = 观察到但未证明：{ $shape }；该规则尚未实现周期定理。
theorem-subtraction = 最大取数为 { $max } 的减法博弈：若对 e ≤ n < e+p+{ $max } 有 G(n+p) = G(n)，则对所有 n ≥ e 都成立
theorem-take-break = 每次至多取走 { $digit } 个石子、至多留下{ $heaps ->
    [1] 一堆
    [2] 两堆
    [3] 三堆
   *[other] { $heaps } 堆
}的取走-分堆博弈（Guy–Smith）：若对 e ≤ n < { $heaps ->
    [1] e+p+{ $digit }
    [2] 2e+p+{ $digit }
    [3] 3e+2p+{ $digit }
   *[other] { $heaps }e+{ $fewer }p+{ $digit }
}（e 至少为 1）有 G(n+p) = G(n)，则对所有 n ≥ e 都成立
theorem-all-but = 排除 { $excluded } 个数（最大为 { $max }）的 all-but 博弈：若从 e 到某个 n₀ ≥ e+{ $max } 有 G(n+p) = G(n)+s，且每个值的个数按 s 平移，则对所有 n ≥ e 都成立

## 一步棋的说法（said.rs）：页面在“电脑”或“你”之后这样说电脑的一步和历史中的每一步。
said-took = 从第 { $heap } 堆取了 { $count } 个
said-split = 把第 { $heap } 堆分成了 { $parts }
said-took-split = 从第 { $heap } 堆取了 { $count } 个，把剩下的分成了 { $parts }
said-knocked = 在第 { $row } 行击倒了{ $pins ->
    [one] 第 { $first } 个
   *[several] 第 { $first } 到第 { $last } 个
  }
said-knocked-end = 在第 { $row } 行的一端击倒了 { $count } 个
said-knocked-all = 击倒了第 { $row } 行全部 { $count } 个
said-took-pile = 从{ $of }第 { $pile } 堆取了 { $count } 个
said-took-both = 从{ $of }两堆各取了 { $count } 个
said-of-component = 第 { $component } 个子游戏的
said-moved = 把 { $from } 变成了 { $to }
said-list = { $items } 和 { $last }
said-list-comma = 、

## 周期搜索为什么停止，表格怎样说它的周期（period.rs、table.rs）。`-web` 形式是网页显示的：不提命令行选项。
period-stopped-limit = 在 { $limit } 个值的上限处停止；可用 --limit 提高。
period-stopped-limit-web = 在 { $limit } 个值的上限处停止。
period-stopped-memory = 在 { $bytes } 字节的内存上限处停止（可用内存的一半，除非 --max-memory 另有指定）：更多的值放不下。
period-stopped-memory-web = 在 { $bytes } 字节的内存上限处停止：更多的值放不下。
period-stopped-work = 在 { $steps } 步的计算量上限处停止（检查的后继 SG 值数）；可用 --max-work 提高，并用 --checkpoint 保存已算出的值。
period-stopped-work-web = 在 { $steps } 步的计算量上限处停止（检查的后继 SG 值数）。
period-stopped-work-kept = 在 { $steps } 步的计算量上限处停止（检查的后继 SG 值数）；可用 --max-work 提高，再次运行会从保存的值继续。
period-stopped-work-kept-web = 在 { $steps } 步的计算量上限处停止（检查的后继 SG 值数）。
table-period-short = 表中只有 G(0) 到 G({ $upto })，太少，看不出周期：周期从第 { $preperiod } 堆开始，每 { $period } 堆重复一次。
table-period-short-web = 表中只有 G(0) 到 G({ $upto })，太少，看不出周期：周期从第 { $preperiod } 堆开始，每 { $period } 堆重复一次。
table-period-past = 表中只有 G(0) 到 G({ $upto })；证明用到了更后面的值。
table-period-past-web = 表中只有 G(0) 到 G({ $upto })；证明用到了更后面的值。
table-period-searched = 在最多 { $values } 个值、{ $steps } 步的搜索中也没有证明出周期；`grundy period`（网页上的「周期」页）会搜索得更远。
table-period-searched-web = 在最多 { $values } 个值、{ $steps } 步的搜索中也没有证明出周期；「周期」页会搜索得更远。

## 游戏之和中找必胜一步的方法，一步一步（method.rs）：对弈页的提示。
how-nim-sum = 各子游戏 SG 值的异或和：{ $values } = { $sum }，二进制是 { $binary }。
how-highest-bit = 它最高的 1 在 { $bit } 这一位，只有 { $value }（第 { $component } 个子游戏）在这一位上是 1。
how-highest-bit-also = 它最高的 1 在 { $bit } 这一位，{ $value }（第 { $component } 个子游戏）在这一位上是 1，别的子游戏也有：选哪一个都可以。
how-target = { $value } ⊕ { $sum } = { $target }，比 { $value } 小：把第 { $component } 个子游戏走到 SG 值为 { $target } 的局面（一定有这样的后继，因为 { $value } 是它的后继 SG 值的 mex）。
how-take = { $value } ⊕ { $sum } = { $target }：从第 { $component } 堆取 { $take } 个，留下 { $target } 个。
how-zero = 走完后异或和为 0：对手不管怎么走都会让它变成非 0，你总能再把它变回 0。

## 复合游戏：不以和的方式一起进行的游戏（compound.rs），以及反常规则下和的 SJ 定理（Anti-SG）。

compound-remoteness = 远度 { $value }
compound-suspense = 悬念数 { $value }
compound-misere-remoteness = 反常远度 { $value }
compound-misere-suspense = 反常悬念数 { $value }
compound-ended = 已结束（无路可走）
compound-n = 必胜态（N 局面）
compound-p = 必败态（P 局面）
compound-component = { $from }：{ $value }
compound-options = 后继局面：{ $options }
compound-more-options = …… 另有 { $count } 个
compound-how-remoteness = 远度（Steinhaus）：无路可走时为 0；否则为后继局面中最小的偶数远度加 1（胜者求快），若没有偶数远度的后继，则为最大远度加 1（败者拖延）。远度为偶数时先手必败。
compound-how-misere-remoteness = 反常远度：无路可走时为 0；否则为后继局面中最小的奇数远度加 1（胜者求快），若没有奇数远度的后继，则为最大远度加 1（败者拖延）。反常远度为奇数时先手必败。
compound-how-suspense = 悬念数（Conway）：无路可走时为 0；否则为后继局面中最大的偶数悬念数加 1（胜者拖延），若没有偶数悬念数的后继，则为最小悬念数加 1（败者求快）。悬念数为偶数时先手必败。
compound-how-misere-suspense = 反常悬念数：无路可走时为 0；否则为后继局面中最大的奇数悬念数加 1（胜者拖延），若没有奇数悬念数的后继，则为最小悬念数加 1（败者求快）。反常悬念数为奇数时先手必败。
compound-rule-conjunctive-normal = 合取复合（conjunctive）：每一步要在每个子游戏中各走一步，只要有一个子游戏结束，整个游戏就结束。它的长短由最短的子游戏决定：它的远度是各子游戏远度的最小值，这里是 { $value }，先手必胜当且仅当它是奇数（C. A. B. Smith；Conway《数与博弈》（ONAG）第 14 章）。
compound-rule-conjunctive-misere = 反常规则下的合取复合：每一步要在每个子游戏中各走一步，只要有一个子游戏结束，整个游戏就结束，无路可走的一方获胜。它的反常远度是各子游戏反常远度的最小值，这里是 { $value }，先手必胜当且仅当它是偶数（Conway《数与博弈》（ONAG）第 14 章）。
compound-rule-continued-normal = 持续合取复合（Every-SG）：每一步要在每个尚未结束的子游戏中各走一步，所有子游戏都结束时游戏才结束。它的长短由最长的子游戏决定：它的悬念数是各子游戏悬念数的最大值，这里是 { $value }，先手必胜当且仅当它是奇数（Conway《数与博弈》（ONAG）第 14 章；即 2009 年国家集训队论文中 Every-SG 的 step）。
compound-rule-continued-misere = 反常规则下的持续合取复合（Every-SG）：每一步要在每个尚未结束的子游戏中各走一步，所有子游戏都结束时游戏才结束，无路可走的一方获胜。它的反常悬念数是各子游戏反常悬念数的最大值，这里是 { $value }，先手必胜当且仅当它是偶数（Conway《数与博弈》（ONAG）第 14 章）。
compound-rule-selective-normal = 选择复合（selective）：每一步可以在任意多个（至少一个）子游戏中各走一步，所有子游戏都结束时游戏才结束。先手必败当且仅当每个子游戏都是必败态（Conway《数与博弈》（ONAG）第 14 章）：这里 { $total } 个子游戏中有 { $n } 个是必胜态。
compound-rule-selective-misere = 反常规则下的选择复合：每一步可以在任意多个（至少一个）子游戏中各走一步，所有子游戏都结束时游戏才结束，无路可走的一方获胜。若还能走的子游戏有两个或更多，先手必败当且仅当每个子游戏在正常规则下都是必败态；若只有一个，由它在反常规则下的结果决定；若一个也没有，先手已经获胜（Conway《数与博弈》（ONAG）第 14 章）。这里 { $total } 个子游戏中有 { $live } 个还能走，有 { $n } 个在正常规则下是必胜态。
compound-rule-shortened-normal = 缩短选择复合（shortened selective）：每一步可以在任意多个（至少一个）子游戏中各走一步，只要有一个子游戏结束，整个游戏就结束。先手必败当且仅当已有子游戏结束，或每个子游戏都是必败态（Conway《数与博弈》（ONAG）第 14 章）：这里有 { $ended } 个已结束，{ $total } 个子游戏中有 { $n } 个是必胜态。
compound-rule-shortened-misere = 反常规则下的缩短选择复合：每一步可以在任意多个（至少一个）子游戏中各走一步，只要有一个子游戏结束，整个游戏就结束，无路可走的一方获胜。若已有子游戏结束，先手获胜；否则先手必败当且仅当每个子游戏在反常规则下都是必败态（Conway《数与博弈》（ONAG）第 14 章）：这里有 { $ended } 个已结束，{ $total } 个子游戏中有 { $misere } 个在反常规则下是必胜态。
compound-winning-moves = 必胜着法（共 { $count } 种，每一种都让对手陷入必败态）：
compound-more-moves = …… 共 { $count } 种必胜着法，列出了 { $listed } 种。
compound-sj = 按 SJ 定理（Anti-SG；2009 年国家集训队论文）：每个子游戏中，每个 SG 值为 0 且还能走的局面都能走到 SG 值为 1 的局面，所以先手必胜当且仅当：异或和不为 0 且有某个子游戏的 SG 值大于 1，或异或和为 0 且没有子游戏的 SG 值大于 1。这里异或和为 { $nimber }，有 { $big } 个子游戏的 SG 值大于 1。
compound-tame = 按 Conway 关于驯服（tame）游戏的规则（《数与博弈》（ONAG）第 12 章）：每个子游戏的每个局面，正常规则与反常规则下的 SG 值相等，或分别为 0 和 1；于是若有某个子游戏的两个值相等，和的反常 SG 值就是异或和，否则是把 0 和 1 互换后的异或和，值为 0 时先手必败。这里异或和为 { $nimber }，有 { $equal } 个子游戏的两个值相等。
compound-not-sj = SJ 定理不能判定这个和，Conway 的驯服游戏规则也不能：{ $from } 能走到 { $at }，它的 SG 值为 0，却走不到 SG 值为 1 的局面。答案来自上面的方法。
