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
