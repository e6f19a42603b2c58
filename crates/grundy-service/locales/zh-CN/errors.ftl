# The engine's and the service's messages (grundy::msg!), by id. English is
# written where each message is made; the tests read the sources and check
# that every id is here with the same variables.

# core/error.rs: the errors themselves
error-bad-ruleset = 规则 {$ruleset} 出错：{ $message }
error-file = { $path }：{ $message }
error-file-line = { $path } 第 { $line } 行：{ $message }
error-illegal = 不合法的一步：{ $message }
error-interrupted = 已中断
error-limit = { $what }需要{ $needed }，超过了上限 { $limit }
error-limit-hint = { $what }需要{ $needed }，超过了上限 { $limit }；{ $hint }
error-loopy = 局面 { $position } 能回到自身，所以没有 SG 值（不支持有环的游戏）
error-parse = 第 { $offset } 字节处：{ $message }

# limits and their hints
hint-and-no-quotient = { $hint }（{ $why }）
hint-move-still-typed = 仍然可以输入一步，必胜的走法也仍然能找到
hint-no-larger-table = 表不能再大了
hint-period-not-proved = 在前 { $computed } 个值内没有证明出周期。`grundy period '{ $name }'` 可以继续计算，并显示进度、保存检查点；{ $hint }
hint-raise = 可用 { $flag } 提高上限
hint-raise-search-or-alone = 可用 --max-search 提高上限，或单独分析这一部分
hint-reason-and = { $reason }；{ $raise }
hint-smaller-position = 小一些的局面会更快得到答案
limit-allocatable = 本进程能分配的内存
limit-no-period-provable = 在这么多个值内无法证明这个规则的周期
limit-no-period-proved = 在这些值内没有证明出周期
limit-table-max = 一张表最多 { $count } 个值
limit-values-bytes = { $count } 个值（{ $bytes } 字节）
limit-what-game-graph = { $rules } 的博弈图（每个局面一个值）
limit-what-misere-table = { $name } 到 { $heap } 的反常规则（misère）值表
limit-what-period = { $name } 的周期
limit-what-quotient-at = 第 { $heap } 堆处的 misère 商
limit-what-table = { $name } 的值表
limit-what-table-upto = { $name } 到 { $upto } 的值表
limit-what-wythoff-table = 威佐夫博弈 a ≤ { $upto } 的必败态 (a, b) 表（每对一个值）
misere-no-quotient = 没有 misère 商
misere-no-quotient-size = 没有在大小上限内的 misère 商
misere-no-quotient-within = 在 { $flag } 内没有 misère 商
misere-no-quotient-within-limits = 在上限内没有 misère 商
quotient-heap-together = { $message }（{ $names } 合在一起的商中，第 { $heap } 堆是 { $name } { $size }）

# the service
lang-unknown = 语言 `{ $found }`：应为 { $known } 之一
period-checkpoint = --checkpoint 和 --values-file 用于取走-分割类游戏（octal、kayles 等）；{ $name } 一次算完
play-at-past = 查询参数 `at`：最多为给出的 { $count } 步，实际为 { $at }
play-drawn = 棋谱第 { $n } 步：第 { $number } 步后局面重复，已判和
play-line-long = 棋谱有 { $count } 步；上限是 { $limit }
play-move-of-line = 棋谱第 { $n } 步
problem-bad-game = 游戏描述有误，在{ $place }
problem-bad-input =
    { $what }：{ $message }
    { $diagram }
problem-bad-move = 这一步有误，在{ $place }
problem-bad-ruleset = 规则有误，在{ $place }
problem-caused-by = {"  "}原因：{ $cause }
problem-column = 第 { $column } 列
problem-game-over = 游戏已经结束：轮到的一方无路可走
problem-line-column = 第 { $line } 行第 { $column } 列
problem-title-bad-input = 输入有误
problem-title-game-over = 游戏结束
problem-title-illegal = 不合法的一步
problem-title-internal = 内部错误
problem-title-limit = 超出上限
quotient-no-heaps = --heaps 至少为 1：只有第 0 堆的商是平凡的
rules-unknown = 未知的规则 `{ $name }`（`grundy rules` 列出全部 { $count } 种）
table-no-table = { $name } 没有值表；`grundy table` 接受取石子类的规则（{ $names }）列出 SG 值，windup 或 addtake 列出它们的值，或 `wythoff` 列出必败态
table-upto-missing = 缺少 --upto N（要列到的最大堆大小），例如 `grundy table "{ $ruleset }" --upto 100`
table-upto-past = --upto { $upto } 超过了 { $rules } 的最后一个局面：局面为 0 到 { $last }
table-values-max = --values 给出威佐夫博弈 a, b ≤ N 的 SG 值 G(a, b)，N 最多为 { $max }，实际为 { $found }；不加 --values 时，任何 N 都会列出必败态
table-values-wythoff = --values 用于 `wythoff`（它的局面是数对）；{ $ruleset } 的值表已经列出每个值
table-values-file = --values-file 用于取走-分割类游戏（octal、kayles 等）；{ $ruleset } 的表在内存中计算
table-wythoff-alone = 规则应在此结束：`grundy table wythoff --upto N` 列出威佐夫博弈的必败态，不带参数，也不带堆的大小

# the server
query-level = 查询参数 `level`：应为 beginner、intermediate 或 perfect，实际为 `{ $found }`
query-compound = 查询参数 `compound`：应为 disjunctive、conjunctive、continued（或 every）、selective 或 shortened，实际为 `{ $found }`
query-compound-moves = 查询参数 `compound`：`{ $route }` 列出和检查的是和（sum）的走法；复合游戏的走法请用 `play` 加 `m=` 提问（`analyze` 会列出它的必胜走法）
query-flag = 查询参数 `{ $name }`：应为 0 或 1，实际为 `{ $found }`
query-lang = 查询参数 `lang`：{ $problem }
query-missing = 缺少查询参数 `{ $name }`：例如 `{ $name }={ $example }`
query-missing-number = 缺少查询参数 `{ $name }`：应为一个整数，例如 `{ $name }=10`
query-move = 第 { $n } 步：应为 `m=子游戏:描述`，例如 `m=0:nim+2`，实际为 `{ $found }`
query-move-component = 第 { $n } 步：`:` 前应为子游戏的编号（从 0 开始），实际为 `{ $found }`
query-number = 查询参数 `{ $name }`：应为 0 到 { $max } 的整数，实际为 `{ $found }`
query-not-utf8 = 查询参数 `{ $name }` 经百分号解码后不是 UTF-8：请把文本按 UTF-8 进行百分号编码（如 JavaScript 的 encodeURIComponent）
server-busy = 所有重计算的名额都已占用；请稍后再试
server-failed = 计算失败：{ $failed }
server-foreign-host = 本服务器只回答发给 localhost、127.0.0.1 或 [::1] 的请求，不回答发给 `{ $host }` 的请求（防止 DNS 重绑定）
server-no-host = 请求必须写明主机：localhost、127.0.0.1 或 [::1]
server-not-found = `{ $path }` 处什么也没有；API 为 /api/v1/analyze、moves、apply、computer、play、table、period、plot 和 rules
server-panic = 服务器在回答时出错；请报告这个问题
server-title-busy = 重计算请求过多
server-title-foreign-host = 不是本机的主机名
server-title-no-host = 缺少 Host 头
server-title-not-found = 未找到
server-title-too-long = 请求过长
server-title-two-hosts = Host 头不止一个
server-two-hosts = 一个请求只能指明一次主机
server-title-method-not-allowed = 不允许的方法
server-method-not-allowed = `{ $path }` 只回答 GET 和 HEAD，不回答 { $method }：API 的问题写在地址里，例如 GET /api/v1/analyze?game=nim+3+4+5
server-title-head-too-large = 请求头过大
server-head-too-large = 请求头共 { $length } 字节；上限是 { $limit }
server-title-body-too-large = 请求体过大
server-body-too-large = 请求体超过了 { $limit } 字节的上限（API 不接受请求体）
server-too-long = 请求的路径和查询共 { $length } 字节；上限是 { $limit }
plot-failed = 无法画出图：{ $error }
plot-font = 无法读取 grundy 自带的字体
plot-svg-large = { $points } 个点的 SVG 太大，无法查看（每个点一个元素；上限是 { $limit }）：请改用 .png，它可以容纳任意多的点
plot-caption = { $name }：第 0 到第 { $upto } 堆的 SG 值
plot-heaps = 堆的大小 n
plot-values = G(n)：大小为 n 的堆的 SG 值
plot-p-positions = P 局面：G(n) = 0，轮到的一方必败
plot-rare = 稀有值（popcount(v & { $mask }) 为偶数）
plot-common = 常见值（popcount(v & { $mask }) 为奇数）
plot-period = 周期 { $period }，从堆 { $preperiod } 起（已证明）
plot-saltus = ，每个周期增加 { $saltus }
plot-past = ，在堆 { $upto } 之后
# language, core, rulesets

## 限制（core）

limit-entries-in-memory = 内存中的 { $count } 个条目
limit-address-space = 本 { $bits } 位平台上的 { $max }
limit-more-time = 更多时间
limit-milliseconds = { $ms } 毫秒
limit-bytes-of-values = { $needed } 字节（{ $count } 个值，每个 { $bytes } 字节）
limit-memory-bytes = { $bytes } 字节内存
limit-more-work = 更多计算步数
limit-work-steps = { $steps } 步（检查的后继局面 SG 值个数）
limit-values = { $count } 个值
limit-what-values = { $name } 的 SG 值
limit-values-of-byte = { $count } 个 1 字节的值
limit-values-of-bytes = { $count } 个 { $width } 字节的值
limit-what-values-held = 在内存中保留 { $name } 最前面和最新的 SG 值
limit-values-held-bytes = { $bytes } 字节内存，用于保留的值（每个 { $width } 字节）和 { $rare } 个稀有堆
limit-values-held = 内存中保留的前 { $count } 个值（为这些值留出的 { $bytes } 字节内存）
limit-rare-heap-held = 在内存中保留直到堆 { $upto } 的 SG 值（堆 { $heap } 是稀有堆，稀有值方法把它与直到最新的堆减去它的每个堆一起读）
limit-what-computing-heap = 计算 { $name } 的 SG 值（大小为 { $heap } 的堆有 { $cost } 个后继局面）
limit-what-computing-upto = 计算 { $name } 的 SG 值（算到 { $to }）

## 游戏描述的语法（language）

parse-expected-end-of-ruleset = 规则应在此结束；这里不写堆的大小
parse-ruleset-names = 例如 { $examples }；{ $listed }
parse-ruleset-examples = nim、kayles 或 wythoff
parse-rulesets-listed = `grundy rules` 列出了全部 { $count } 种规则
parse-end-of-input = 输入的末尾
parse-found = { $expected }，但遇到 { $found }
parse-quoted = `{ $text }`
parse-nothing = 空内容
parse-unmatched-close = 这个 `)` 没有对应的 `(`：此处应为操作数、`+` 或结尾
parse-unclosed-operand = 这个 `(` 没有闭合
parse-expected-ruleset = 此处应为规则名（{ $names }）
parse-unknown-ruleset-did-you-mean = 未知的规则 `{ $name }`；你是想写 `{ $known }` 吗？（{ $listed }）
parse-unknown-ruleset = 未知的规则 `{ $name }`（{ $names }）
parse-unclosed-parameters = 这个 `(` 没有闭合：参数之后应有 `)`
parse-unclosed-group = 这个 `[` 没有闭合：组内的游戏之后应有 `]`
parse-expected-plus-or-end = 应为 `+` 或输入结束（组 `[ … ]` 是一个完整的项，`]` 用来结束一个组）
parse-group-inside = 应为操作数、`+` 或输入结束：组 `[ … ]` 是一个完整的项，要写在 `+` 之后，且组不能嵌套
parse-empty-parameter = 两个逗号之间应有一个参数
parse-number-too-large = { $what } { $number } 大于 2^64-1 = 18446744073709551615，即此处支持的最大值
parse-expected-whole-number = 此处应为{ $what }（非负整数），但遇到 { $found }
parse-not-a-digit = 此处应为用数字 0-9 写的{ $what }，但遇到 { $found }，它不是其中之一
parse-what-parameter = 参数
parse-what-heap-size = 堆的大小
parse-what-pile-size = 堆的大小
parse-no-parameters = { $name } 不带参数：请写成 `{ $example }`
parse-missing-heaps = `{ $ruleset }` 之后应至少有一个堆的大小
parse-missing-heaps-example = `{ $ruleset }` 之后应至少有一个堆的大小：请写成 `{ $example }`
parse-missing-numbers = `{ $name }` 之后应至少有一个数：请写成 `{ $example }`
parse-numbers-arity = { $name } 的一个子游戏由 { $arity } 个数组成，但给了 { $found } 个：请写成 `{ $example }`（多个游戏用 `+` 连接）
parse-not-heap-ruleset = { $name } 不是堆规则；周期和 SG 值表只对堆规则计算（{ $names }）
parse-not-finite-game = { $name } 不是只有有限个局面的游戏

## 各个游戏（rulesets）

bash-needs-parameter = bash 需要一个参数，即一步最多取走的石子数：请写成 `bash(3) 23`
bash-needs-positive = bash(M) 需要 M ≥ 1，即一步最多取走的石子数
subtract-unknown-set = 未知的取数集合 { $found }；应为若干个数，或 { $names } 之一
subtract-needs-set = subtract 需要它的取数集合：请写成 `subtract(1,3,4) 10`
subtract-needs-number = subtract(S1,S2,…) 至少需要一个可取的数
subtract-needs-positive = subtract(S1,S2,…) 的数须为正整数；取 0 个是一步什么都不改变的走法
allbut-needs-excluded = allbut 需要它排除的数：请写成 `allbut(1,2) 9`
allbut-needs-number = allbut(X1,…) 至少需要一个排除的数（什么都不排除就是尼姆博弈）
allbut-needs-positive = allbut(X1,…) 排除的是正整数；取 0 个从来不是一步走法
octal-one-parameter = octal 只带一个参数，即它的代码，但给了 { $count } 个：请写成 `octal(0.77) 10`（代码的各位数字连着写，不加逗号）
octal-needs-code = octal 需要它的代码：请写成 `octal(0.77) 10`
octal-expected-code = 此处应为形如 0.77（八进制）或 0.f（十六进制）的代码：先写 `0.` 或 `4.`，再按取走的石子数逐位写一个数字
octal-code-without-point = { $expected }，但遇到没有小数点的 `{ $code }`
octal-digit-before-point = 小数点前的数字必须是 0、4（分成两堆）、8（分成三堆）或 c（两者皆可），但遇到 `{ $found }`
octal-bad-digit = { $expected }；小数点后第 { $position } 位是 `{ $found }`，不是 0–9 或 a–f
octal-too-many-digits = 代码的小数点后最多有 { $max } 位数字（到最后一个非零位为止），但有 { $count } 位
octal-spill-wasm = 值文件只用于命令行；浏览器中的引擎把 SG 值保存在内存中
octal-spill-triples = { $name } 会把一堆分成三堆，稀有值方法不适用，所以它的 SG 值不能超出内存保存
octal-value-too-large = { $name } 的 SG 值在堆 { $heap } 处超过了 2^26；不支持更大的值
octal-value-over-32-bits = 取走并分堆游戏的 SG 值 { $max } 超出了 32 位
strips-needs-lengths = strips 需要纸条的长度：请写成 `strips(1,5,3) 10`
strips-bad-length = 纸条长度须为 1 到 { $max }，但 { $name } 中有 { $length }
board-expected-dimensions = 此处应为{ $what }，但遇到 { $found }
board-what-side = 边长
board-expected-coin = 此处应为一枚硬币 (X,Y)，例如 (2,3)，但遇到 { $found }
board-what-coordinate = 坐标
board-expected-coordinates = 此处应为有两个坐标的硬币 (X,Y)，例如 (2,3)，但遇到 { $found }
board-what-coin-position = 硬币的位置
chomp-too-large = chomp 棋盘的行数加列数最多为 { $max }，这个棋盘是 { $rows } + { $columns }
chomp-row-lengths = chomp(L1,L2,…) 的参数是从最下面一行往上各行的长度，须为正且不增，例如 chomp(4,3,3,1)
chomp-what-board = 棋盘 RxC，例如 3x4
chomp-empty-bar = chomp 棋盘至少有一行一列，但遇到 { $found }
computer-what = 电脑的走法
cutting-what-piece = 纸片 WxH，例如 5x6
cutting-empty-piece = 纸片的边长须为正，但遇到 { $found }
fibnim-what-move-limit = 一步取子的上限
fibnim-parameters = fibnim 最多带一个参数，即下一步最多可取的石子数：请写成 `fibnim(4) 7`
fibnim-heap-too-large = { $bits } 位的堆超出了 fibnim 能处理的大小（{ $max } 位：Zeckendorf 表示的计算时间随位数平方增长）
dynamic-parameters = dynamic 带参数 K（一步最多可取上一步的几倍），还可以带 Q（下一步最多可取的石子数）：请写成 `dynamic(3) 10` 或 `dynamic(3,4) 10`
dynamic-what-fold = 1 到 { $max } 之间的倍数 K
dynamic-fold-range = 应为{ $what }，实际为 { $found }
dynamic-heap-too-large = { $bits } 位的堆超出了 dynamic({ $k }) 能处理的大小：到它为止的 { $k } 倍数列会超过 { $max } 个字（约 0.7·K·位数 项，每项至多 位数/64 个字）
moore-needs-parameter = moore 需要一个参数 K，即一步最多可同时从几堆中取子：请写成 `{ $example }`
moore-needs-positive = moore(K) 需要 K ≥ 1，即一步最多可同时从几堆中取子（moore(1) 就是尼姆博弈）
moore-what-k = 参数 K
moore-heap-too-wide = { $bits } 位的堆的列数超出了本 { $target } 位平台能编号的范围
ruler-no-position-zero = ruler 的硬币位于位置 1、2、3、…：没有位置 0（没有正面朝上的硬币时只写 `ruler`）
hackenbush-needs-edges = hackenbush 需要把边写在括号里：请写成 `hackenbush(0-1,1-2,2-0)`，没有边则写 `hackenbush()`
hackenbush-expected-edge = 此处应为连接两个顶点（非负整数）的边 `U-V`，例如 `0-1`，但遇到 { $found }
hackenbush-expected-edge-path = 此处应为连接两个顶点（非负整数）的边 `U-V`，例如 `0-1`，但遇到 { $found }；路径 `0-1-2` 请写成 `0-1,1-2`
hackenbush-what-vertex = 顶点
hackenbush-not-grounded = 边 { $edge } 没有连到地面（顶点 0）：每条边都必须经由若干条边连到顶点 0
hackenbush-no-operands = hackenbush 不带操作数：每个 `hackenbush(EDGES)` 是一个子游戏，所以游戏之和要写成 `{ $ruleset } + hackenbush(0-1)`，但遇到 { $found }
graph-needs-file = graph 需要一个参数，即游戏图的文件：请写成 `graph(dag.txt) a b`，其中 dag.txt 每行形如 `v: w1 w2 …`
graph-missing-vertices = `{ $ruleset }` 之后应至少有一个顶点：每个写出的顶点上放一枚棋子
graph-unknown-vertex = 未知的顶点 { $found }：{ $path } 中没有这个名字的顶点（它共有 { $count } 个顶点）
graph-played-for-ever = `{ $position }` 可以永远走下去：它的值是 { $value }，不是 nim 数
graph-file-too-large = 文件有 { $bytes } 字节；游戏图最大为 4 GiB（32 位索引）
graph-expected-line = 此处应为 `vertex: successors…` 形式的一行（顶点和它的后继，例如 `a: b c`），但遇到 `{ $line }`
graph-before-colon = `:` 之前：{ $problem }
graph-after-colon = `:` 之后：{ $problem }
graph-expected-vertex-name = 此处应为顶点名
graph-bad-vertex-name = 顶点名只能由字母、数字、`_` 和 `-` 组成；`{ $name }` 含有 `{ $found }`
graph-vertex-listed-again = 顶点 `{ $name }` 再次出现（首次在第 { $first } 行）：请把它的所有后继写在同一行
# analysis, misere, parts, rules, theory, cyclic
big-heaps-moves-not-listed = { $listing }：{ $why }
big-heaps-moves-of-table-only = { $name } 只能列出表中所含的堆的走法：它的走法不只是取走若干个，或者多得无法列出
big-heaps-no-period = { $name } 没有已证明的周期，而超过 { $max } 的堆需要它
big-heaps-values-repeat = 它的 SG 值周期性地重复，所以在一个巨大的堆之下，取同一个值的堆越来越多
big-heaps-what-moves-to-value = 列出 { $position } 走到 SG 值 { $target } 的走法
big-heaps-what-period = 证明 { $name } 的周期（超过 { $max } 的堆需要它）
cyclic-positions = { $count } 个局面
cyclic-positions-32-bit = { $count } 个局面（32 位下标）
genus-lumped = { $name } 的堆 { $heap } 的亏格有一个至少为 { $cap } 的 misère 值，超出了这个商所保留的 misère 值
genus-not-alternating = 某元素加上 k 个大小为 2 的 nim 堆后的 misère 值 { $values } 没有最终交替，而 Conway 定理不允许这样（内部错误）
genus-search-not-alternating = 堆之和 { $word } 的亏格没有最终交替，而 Conway 定理不允许这样（内部错误）
genus-wasm = 亏格只在命令行和 Python 中计算；浏览器中的引擎不保留 misère 值
genus-what = { $name } 到堆 { $upto } 为止的亏格
genus-what-search = 用搜索求 { $name } 的堆 { $heap } 的亏格
genus-plain-bytes = 超过 { $bytes } 字节
genus-plain-no-alternation = { $name } 的堆 { $heap } 的一个局面的亏格在 { $terms } 项内没有交替
genus-words-searched = 为求亏格而搜索的堆之和
illegal-cannot-become = `{ $from }` 无法一步变成 `{ $to }`
illegal-cannot-become-rule = `{ $from }` 无法一步变成 `{ $to }`（{ $name }：{ $rule }）
illegal-moves-lead = { $cannot }；它的 { $count } 种走法分别走到 { $moves }
illegal-no-component = 没有子游戏 { $number }：这个游戏有 { $count } 个子游戏（编号 { $first } 到 { $last }）
illegal-no-moves-at-all = { $cannot }；它根本无路可走
illegal-one-move-leads = { $cannot }；它唯一的走法走到 { $moves }
illegal-other-ruleset = 子游戏 { $number } 是 `{ $from }`，属于 { $ruleset } 游戏；`{ $to }` 属于 { $other } 游戏
illegal-unchanged = `{ $to }` 就是子游戏 { $number } 现在的样子；走一步必须改变它
limit-of-each = 各 { $count } 个
limit-steps = { $steps } 步
limit-what-table-at-heap = { $name } 的 SG 表（计算到堆 { $heap } 时）
loopy-positions-and-moves = { $positions } 个局面和 { $moves } 步走法或更多
loopy-what-graph = 一个博弈图
loopy-what-level = 对 { $count } 个局面的博弈图标号的第 { $level } 层
loopy-what-values = { $count } 个局面的博弈图的值
misere-first-options-steps = 仅第一步的后继局面就要 { $steps } 步
misere-heaps-too-large = 它超过 2^64-1 的堆太大，无法搜索
misere-normal-play-only = `{ $ruleset }` 的反常规则没有意义：它的规则是按正常规则说明谁获胜的（`grundy rules { $ruleset }`）
misere-not-heap-ruleset = 它不是以堆为单位的规则
misere-part-unsupported = 反常规则下，misère Nim 可以分析任意大小的堆，其他游戏只能分析堆不超过 2^64-1 的堆规则；这里的 `{ $ruleset }` 部分不是：{ $reason }
misere-quotient-options-steps = { $steps } 步（用于列出不超过最大堆的每个堆的后继局面）
misere-steps-left = { $steps } 步中剩下的 { $left } 步
misere-steps-of-work = { $steps } 步计算量
misere-table-bytes = { $bytes } 字节
misere-table-steps-limit = { $steps } 步，外加每个堆 { $per_heap } 步
misere-table-steps-needed = 超过 { $steps } 步（第 0 到第 { $heap } 堆的后继局面）
misere-up-to-options-checked = 最多检查 { $count } 个后继局面
misere-what-analysis = { $game } 的反常规则分析
misere-what-its-quotient = 它的 misère 商
misere-what-winning-moves = { $heap } 的必胜走法
normal-value-after-move-unknown = 走这一步之后的 SG 值未知
normal-moves-beside-unknown = 它的必胜走法要走到 { $lone } 的 SG 值，而这个值未知（{ $why }）
normal-value-unknown-cancels = 它的 SG 值未知（{ $why }），而且它会与一个相同的子游戏相互抵消
numbers-search-all-options = 搜索它的全部后继局面
numbers-steps-uncounted = 多得无法计数的步数
numbers-value-not-computed = 它的 SG 值没有算出
numbers-value-not-searched = 这个和需要 { $position } 的 SG 值（它是 N 局面），但只有它的胜负有公式，而超过 2^64 的数不做搜索；请单独分析它，得到胜负和必胜的走法
numbers-what-moves-searched = 列出 { $position } 走到 SG 值 { $target } 的走法（搜索）
numbers-what-value = { $position } 的 SG 值，它是 N 局面（因此不为 0；只有它的胜负有公式，所以要用表或搜索）
part-about-options = 大约 { $count } 种走法
part-moves-listed = 列出 { $max } 种走法
part-options = { $count } 种走法
part-options-checked = 检查 { $count } 种走法
part-up-to-options = 最多 { $count } 种走法
part-up-to-steps = 最多 { $count } 步
part-value-unknown = 它的 SG 值未知
part-what-every-move = 列出 { $position } 的每一种走法
part-what-winning-moves = 列出 { $position } 的必胜走法
play-move-not-known = 不知道 `{ $from }` 能否变成 `{ $to }`：{ $reason }
play-no-move-listed = 列出这个局面的一个走法
play-what-computer-move = 电脑的走法
play-what-moves = 列出走法
play-what-misere-search = 这个和在反常规则下的对局（对整个和的精确搜索）
quotient-bytes-for = { $bytes } 字节（用于{ $what }）
quotient-memory-half = { $bytes } 字节（内存上限 { $max } 字节的一半）
quotient-memory-quarter = { $bytes } 字节（内存上限 { $max } 字节的四分之一）
quotient-more-words-explored = 探索超过 { $count } 个词
quotient-no-candidate = misère 商已知到堆 { $known }，但在 { $generators } 个生成元上，没有不超过 { $cap } 个元素的候选能给出堆 { $heap } 处的商
quotient-no-candidate-memory = misère 商已知到堆 { $known }，但在 { $generators } 个生成元上，没有不超过 { $cap } 个元素（内存上限 { $bytes } 字节所允许的最多元素；可用 --max-memory 提高）的候选能给出堆 { $heap } 处的商
quotient-options-of-heaps = 各堆的后继局面
quotient-table-of-order = { $order } 阶商的乘法表
quotient-what-ruleset = { $name } 到堆 { $end } 为止的 misère 商
quotient-what-together = { $names } 合在一起的 misère 商
quotient-words = { $count } 个词
quotient-words-explored = 探索过的词
remoteness-positions-or-options = { $count } 个局面或后继局面
remoteness-steps-needed = 超过 { $steps } 步（局面及其后继局面）
remoteness-what = Smith 的 remoteness（对整个和的精确搜索）
ruleset-option-not-smaller = 堆 { $heap } 有一个含堆 { $option } 的后继局面，而它并不更小
search-bytes-or-more = { $bytes } 字节或更多
search-distinct-heaps = { $count } 个不同的堆
search-heaps = { $count } 个堆
search-more-distinct-heaps = 更多不同的堆
search-more-option-heaps = 已遇到的堆的后继局面中更多的堆
search-more-time-sum = 更多时间来搜索整个和（目前已有 { $positions } 个局面）
search-steps-or-more = { $steps } 步或更多
search-stopped-after = { $needed }（在 { $positions } 个局面后停止）
search-up-to-steps-positions-moves = 最多 { $steps } 步（局面数 × 走法数）
search-what-components = { $name } 各子游戏的搜索
search-what-exact = 精确搜索
search-what-one = 对 { $position } 的搜索
search-what-stopped = 一次精确搜索（在 { $positions } 个局面后停止）
search-whole-sum-needed = { $needed }，用于搜索整个和（目前已有 { $positions } 个局面）
values-about-steps = 大约 { $steps } 步（检查后继局面的 SG 值）
values-at-least = 至少 { $count } 个值
values-table-of = 一张 { $count } 个值的表
values-what-period = 证明 { $name } 的周期
values-what-period-for-heap = 证明 { $name } 的周期（{ $name } { $heap } 需要它，它的表会超过 { $limit } 个值的上限）
values-what-value = { $name } { $heap } 的 SG 值

# cyclic.rs: reading wind-up and add-and-take games
cyclic-addtake-usage = addtake 需要上限、可取的数和可加的数，用 `;` 隔开：例如 `addtake(10; 1,3; 2) 7`
cyclic-found-group = { $usage }（实际为 1 组）
cyclic-found-groups = { $usage }（实际为 { $n } 组）
cyclic-no-position = `{ $name }` 后面至少要有一个局面：例如 `{ $rules } { $example }`
cyclic-past-32-bits = 局面 { $n } 超过了 { $last }，这是博弈图在这里能容纳的最后一个局面（32 位编号）
cyclic-past-end = { $n } 超出了 { $rules } 的范围：{ $what }为 0 到 { $last }
cyclic-the-heaps = 堆
cyclic-the-positions = 局面
cyclic-what-add = 可加的数
cyclic-what-cap = 上限
cyclic-what-position = 局面
cyclic-what-positions = 局面的个数
cyclic-what-step = 步长
cyclic-what-take = 可取的数
cyclic-windup-empty = 绕圈游戏至少要有一个局面（N ≥ 1）
cyclic-windup-usage = windup 需要局面的个数，`;` 后面是它的走法：例如 `windup(7; 2,3) 5`
cyclic-whole-turn = 步长 { $step } 让 { $n } 个位置的表盘转回原处：这一步什么也没改变
cyclic-zero-move = 0 是一步什么也不改变的走法；每个{ $what }至少为 1

# The catalogue's one-line rules (RulesetInfo::rule), `rule-NAME`
rule-nim = 从一堆中取走任意正数个石子
rule-bash = 从一堆中取走 1 到 M 个石子（巴什博弈）
rule-subtract = 从一堆中恰好取走 S1、S2、… 个石子（减法游戏），或取走所给无穷集合中的一个数
rule-allbut = 从一堆中取走任意正数个石子，但不能取 X1、X2、… 个
rule-lasker = 从一堆中取走任意正数个石子，或把一堆分成两个非空的堆（Lasker 尼姆）
rule-octal = 按代码 0.d1d2… 取走并分堆：取走 k 个后，d_k 含 1 可不留，含 2 留一堆，含 4 留两堆，含 8 留三堆；4.… 不取石子直接分堆（更多见 docs/games.md：4!.0、0.[37]、{"{"}2+{"}"}.0）
rule-kayles = 从一排 H 个瓶中击倒一个瓶或相邻的两个瓶（八进制 0.77，保龄球游戏）
rule-dawson = Dawson 的 Kayles：从一排 H 个瓶中击倒相邻的两个瓶（八进制 0.07）
rule-dawson-chess = 在一列 H 个兵上下的 Dawson 象棋，即八进制 0.137
rule-treblecross = 一维井字棋：双方都在一排 N 个空格上画 X，先连成三个的一方赢（八进制 0.007，堆大小为 N+2）
rule-officers = 从至少两个石子的一堆中取走一个，留下一堆，或把余下的分成两堆（八进制 0.6）
rule-strips = POI 2000 Strips：在一排 H 个格子中的空格上放一条长为 C、Z 或 N 的纸条；两侧剩下的空格各自成为一段
rule-grundys-game = 把一堆分成大小不同的两堆（Grundy 游戏）
rule-wythoff = 从一堆中取任意多个，或从两堆中取同样多个（威佐夫博弈；一个子游戏）
rule-moore = 同时从 1 到 K 堆中各取任意正数个石子（Moore 的 Nim_k；所有堆是一个子游戏）
rule-euclid = 从较大的数中减去较小数的一个正整数倍；先减到 0 的一方赢（一个子游戏）
rule-fibnim = 斐波那契博弈：第一步取 1 到 N−1 个石子（或 1 到 Q 个），以后每步取 1 到上一步的两倍；取走最后一个石子的人赢
rule-dynamic = k 倍动态减法：第一步取 1 到 N−1 个石子（或 1 到 Q 个），以后每步取 1 到上一步的 K 倍；取走最后一个石子的人赢（K = 2 即斐波那契博弈）
rule-staircase = 把任意多个石子从第 i 级台阶移到第 i−1 级，或从第 1 级移出台阶（阶梯博弈；一个子游戏）
rule-ruler = 正面朝上的硬币位于位置 P ≥ 1；翻转连续的一段硬币，最右一枚从正面翻成反面（G = 整除 P 的最大 2 的幂）
rule-mockturtles = 正面朝上的硬币位于位置 P ≥ 0；翻转一枚、两枚或三枚硬币，最右一枚从正面翻成反面（G = 第 P 个 odious 数）
rule-turning = 正面朝上的硬币位于 P ≥ 1；翻转 1 到 K（或 A 到 B）枚硬币，其余硬币在最右一枚的左边任意位置，或是紧挨着它的一段，最右一枚由正面翻成反面
rule-corners = 正面朝上的硬币位于 (X,Y)；选 X' < X、Y' < Y，翻转四个角 (X,Y)、(X',Y)、(X,Y')、(X',Y')，第一个从正面翻成反面（G = X ⊗ Y，nim 积）
rule-chomp = 从一块巧克力中取走左下角有毒格以外的一格，连同它上方和右方的所有格（或从行长为 L1 ≥ L2 ≥ … 的阶梯形中取）
rule-cutting = 沿网格线把一张纸切成两块；切出 1×1 小块的人赢（1xk 的纸一刀即赢；两边都 ≥ 2 的纸按化简后的游戏来玩，谁也不留下边长为 1 的纸）
rule-hackenbush = 删去一个接地于顶点 0 的图中的一条边；不再与顶点 0 相连的边随之消失（绿色 Hackenbush；一个子游戏）
rule-node-kayles = 在无向图中选一个顶点，把它和它的邻点一起删去；GRAPH 为 path(N)、cycle(N)、grid(RxC)、complete(A,B)、边 0-1,1-2 或一个文件（一个子游戏）
rule-arc-kayles = 在无向图中选一条边，删去它的两个端点以及与之相连的所有边；GRAPH 的写法同 node-kayles（一个子游戏）
rule-geography = 无向图的顶点 START 上有一枚棋子；沿一条边把它移到一个还没到过的顶点（START 算作到过）；GRAPH 的写法同 node-kayles（一个子游戏）
rule-cram = 在两个相邻（横向或纵向）的空格上放一块多米诺骨牌（网格上的边凯尔斯）；棋盘可以画成由 .（空）和 #（已占）组成、用 / 连接的行，或从文件读入
rule-graph = 沿 FILE 中的图（每行 `v: w1 w2 …`）的一条边移动一枚棋子；写出的每个顶点上有一枚棋子；图中有环时，游戏可能永远进行下去，局面可能是和局
rule-windup = 0..N−1 上的一枚棋子从 K ≠ 0 走到 K − S1、K − S2、…（模 N 绕圈）；走到 0 游戏结束（绕圈游戏，模 N 的减法游戏；游戏可能永远进行下去，局面可能是和局）
rule-addtake = 从一堆中取走 T1、T2、… 个石子，或向它加入 A1、A2、… 个石子，只要不超过 C；空堆不能再动，所以清空最后一堆的人赢（游戏可能永远进行下去，局面可能是和局）
file-none = 这个游戏描述不能读取文件

# api.rs: the one door
api-what-route = /api/v1/{ $route } 的回答
quotient-nim-table = { $bytes } 字节（用于这些堆的反常 Nim 商的乘法表，其阶为 { $order }，即 2^{ $m } + 2，与 2^{ $m } 以下的每个堆相同）


# Rules users write: what every build says (the rest is in rule-errors.ftl).
rule-text-missing = 无法读取 { $path }：请用参数 `rule.{ $path }` 发送它的文本

## 复合游戏（compound）

compound-sum = 和本身不是一种复合：不加复合方式去分析它即可
compound-own-rule = “{ $component }”用它自己的规则（在正常规则与反常规则之外）决定整个游戏，所以不能作为复合游戏的子游戏
compound-tame-own-rule = “{ $component }”用它自己的规则决定整个游戏
compound-too-many = 一个子游戏中的局面或后继超过 { $count } 个
compound-loops = “{ $component }”可以回到它离开过的局面，所以它可能永远不会结束；和以外的复合方式需要必然结束的游戏
compound-what = 每个子游戏的值（对它能到达的所有局面的精确搜索）
compound-name = 未知的复合方式 `{ $found }`：应为 disjunctive、conjunctive、continued（或 every）、selective 或 shortened
compound-move-no-component = 没有第 { $number } 个子游戏：这个游戏有 { $count } 个
compound-move-twice = 第 { $number } 个子游戏被走了两次：一步中每个子游戏至多变化一次
compound-move-not-an-option = { $from } 不能一步变成 { $to }
compound-move-missing = 第 { $number } 个子游戏也必须走：在 { $compound } 复合中，每个还能走的子游戏都要走一步
compound-move-empty = 一步至少要改变一个子游戏

## 点凯尔斯与边凯尔斯（node-kayles、arc-kayles）

vertex-expected-edge = 应为一条边 U-V 或一个顶点 V（整数），实际为 { $found }
vertex-family-too-large = 至多 { $max } 个顶点，实际为 { $found }
vertex-file-line = 应为 `顶点: 邻点 邻点 …`，实际为 { $found }
vertex-loop = 一条边连接两个不同的顶点，实际为 { $found }
vertex-needs-graph = { $name } 需要在括号中写一个图：path(N)、cycle(N)、grid(RxC)、complete(A,B)、如 0-1,1-2 的边，或一个文件
vertex-no-operands = { $ruleset } 不接受操作数：括号中的图就是整个局面，实际遇到 { $found }
vertex-short-cycle = 环至少有 3 个顶点，实际为 { $found }
vertex-too-many = { $name } 的图至多有 { $max } 个顶点，实际为 { $found }
vertex-unknown-family = 应为一个图 path(N)、cycle(N)、grid(RxC)、complete(A,B) 或 complete(N)，实际为 { $found }
vertex-what-size = 大小
vertex-what-vertex = 顶点

## Cram

cram-what-board = 形如 3x4 的棋盘 RxC
cram-board-size = 棋盘的边长为 1 到 { $max }，实际为 { $found }
cram-no-operands = cram(BOARD) 是一块棋盘，不接受操作数，实际遇到 { $found }；空棋盘请写成 `cram 3x4`
cram-needs-board = cram 需要一块棋盘：cram 3x4、cram(..#/...) 或 cram(FILE)
geography-what-matching = 有 { $vertices } 个顶点的 geography 图的最大匹配
geography-missing-start = geography(G) 后面应写棋子所在的顶点：请写成 `geography(path(5)) 2`
geography-one-start = geography(G) 只接受一个顶点，即棋子所在的顶点，实际又遇到 { $found }
geography-unknown-start = 棋子应放在图的一个顶点上，实际为 { $found }；图的顶点有 { $names }
geography-value-not-computed = 没有计算它的值：最大匹配定理只给出它的胜负
turning-position-range = turning 的硬币位置为 1 到 { $max }（读入游戏时就列出它的值表），实际为 { $found }
turning-values-too-large = { $rule } 的值表在位置 { $at } 超过 { $steps } 步或值达到 2^{ $bits }：请只用 { $at } 以下的正面硬币
turning-rule = turning 的参数是一步翻几枚硬币：K（1 到 K 枚）、A-B（A 到 B 枚，B 至多为 { $max }）、run（任意一段连续的硬币）、run,K 或 run,A-B：请写成 `turning(3) 5 9` 或 `turning(run,2-4) 7`
turning-what-coins = 硬币数
cram-file-row = 应为由 `.`（空）和 `#`（已占）组成的一行，实际为 { $found }
cram-expected-board = 应为一块棋盘：由 `.`（空）和 `#`（已占）组成、用 `/` 连接的行，或一个文件，实际为 { $found }
