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
period-checkpoint = --checkpoint 用于取走-分割类游戏（octal、kayles 等）；{ $name } 一次算完
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
table-wythoff-alone = 规则应在此结束：`grundy table wythoff --upto N` 列出威佐夫博弈的必败态，不带参数，也不带堆的大小

# the server
query-flag = 查询参数 `{ $name }`：应为 0 或 1，实际为 `{ $found }`
query-lang = 查询参数 `lang`：{ $problem }
query-missing = 缺少查询参数 `{ $name }`：例如 `{ $name }={ $example }`
query-missing-number = 缺少查询参数 `{ $name }`：应为一个整数，例如 `{ $name }=10`
query-move = 第 { $n } 步：应为 `m=分量:描述`，例如 `m=0:nim+2`，实际为 `{ $found }`
query-move-component = 第 { $n } 步：`:` 前应为分量的编号（从 0 开始），实际为 `{ $found }`
query-number = 查询参数 `{ $name }`：应为 0 到 { $max } 的整数，实际为 `{ $found }`
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
server-too-long = 请求的路径和查询共 { $length } 字节；上限是 { $limit }
plot-failed = 无法画出图：{ $error }
plot-font = 无法读取 grundy 自带的字体
plot-svg-large = { $points } 个点的 SVG 太大，无法查看（每个点一个元素；上限是 { $limit }）：请改用 .png，它可以容纳任意多的点
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
parse-nested-parenthesis = 参数之后应为 `,` 或 `)`，但遇到 `(`
parse-empty-parameter = 两个逗号之间应有一个参数
parse-number-too-large = { $what } { $number } 大于 2^64-1 = 18446744073709551615，即此处支持的最大值
parse-expected-whole-number = 此处应为{ $what }（非负整数），但遇到 { $found }
parse-what-parameter = 参数
parse-what-heap-size = 堆的大小
parse-what-pile-size = 堆的大小
parse-no-parameters = { $name } 不带参数：请写成 `{ $example }`
parse-missing-heaps = `{ $ruleset }` 之后应至少有一个堆的大小
parse-missing-heaps-example = `{ $ruleset }` 之后应至少有一个堆的大小：请写成 `{ $example }`
parse-missing-numbers = `{ $name }` 之后应至少有一个数：请写成 `{ $example }`
parse-numbers-arity = { $name } 的一个分量由 { $arity } 个数组成，但给了 { $found } 个：请写成 `{ $example }`（多个游戏用 `+` 连接）
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
cutting-what-piece = 纸片 WxH，例如 5x6
cutting-empty-piece = 纸片的边长须为正，但遇到 { $found }
fibnim-what-move-limit = 一步取子的上限
fibnim-parameters = fibnim 最多带一个参数，即下一步最多可取的石子数：请写成 `fibnim(4) 7`
fibnim-heap-too-large = { $bits } 位的堆超出了 fibnim 能处理的大小（{ $max } 位：Zeckendorf 表示的计算时间随位数平方增长）
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
hackenbush-no-operands = hackenbush 不带操作数：每个 `hackenbush(EDGES)` 是一个分量，所以游戏之和要写成 `{ $ruleset } + hackenbush(0-1)`，但遇到 { $found }
graph-needs-file = graph 需要一个参数，即游戏图的文件：请写成 `graph(games/dag.txt) a b`
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
