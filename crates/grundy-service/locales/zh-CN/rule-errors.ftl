# The engine's messages about rules users write (`rule(FILE)`), by id:
# built only with the `rules` feature, as the code that says them.

rule-arity = `moves` 有 { $count } 个参数：一个局面是 1 到 { $max } 个数，每个数一个参数
rule-bytes = 超过 { $bytes } 字节
rule-expected-heap = 一个堆、一个堆的范围，或一列堆（它们的和）
rule-expected-position = 一列 { $arity } 个数或范围，或一列这样的列表（它们的和）
rule-failed = 第 { $column } 列，列出 { $position } 的后继时：{ $problem }
rule-loops-with-sums = { $position } 可以回到自身，而这条规则的走法又会把局面分成几个子游戏的和：这样的游戏不计算 SG 值（能回到原局面的规则，只在每步只留下一个局面时才计算）
rule-many-moves = 规则中有 { $count } 个 `moves` 函数：只写一个，它的参数就是一个局面的各个数
rule-more-operations = 更多的规则运算（规则停在 { $at }）
rule-needs-file = rule 需要一个参数，即规则文件：请写成 `rule(games/hdu2147-kiki.rhai) 5 7`，文件中要有函数 `moves`
rule-negative = 第 { $index } 个后继含有 { $number }；局面中的数必须不小于 0
rule-negative-range = 一个范围从 { $start } 开始；局面中的数必须不小于 0
rule-no-moves = 规则中没有函数 `moves`：请写一个 `fn moves(n)`，返回一个局面的所有后继，例如 `[n - 1, n - 3].filter(|h| h >= 0)`
rule-not-one-number = 这条规则的局面是 { $arity } 个数（{ $names }）；SG 表和周期只对局面为一个数（一堆）的规则计算
rule-number-too-large = 规则读入的数最大为 2^63 - 1
rule-numbers-not-multiple = 这条规则的每个局面是 { $arity } 个数（{ $names }），而 `{ $ruleset }` 后面有 { $count } 个数：数的个数应是 { $arity } 的倍数
rule-operations-left = 规则的 { $operations } 次运算（剩余 { $steps } 步计算量，每次运算算 { $cost } 步）
rule-option-arity = 第 { $index } 个后继是 { $found }，有 { $count } 个数；这条规则的局面有 { $arity } 个数
rule-option-bad = 第 { $index } 个后继是 { $found }；应为{ $expected }
rule-returned-not-list = `moves` 返回了 { $found }，应返回后继的列表
rule-rule = FILE 中的规则给出的走法：它的函数 `moves` 列出一个由整数组成的局面（一堆、棋盘的两边、两堆石子）的所有后继，每个后继是一个局面或几个局面的和；局面能回到自身时，游戏可能永远进行下去
rule-syntax = 第 { $column } 列：{ $problem }
rule-too-deep = 它的函数互相调用超过 { $levels } 层
rule-too-large = { $what } 超过了上限（列表 { $array } 个元素，字符串 { $string } 字节，映射 { $map } 项）
rule-too-long = 规则有 { $bytes } 字节；规则最长 { $max } 字节
rule-too-many-options = 后继中的数超过 { $max } 个
rule-too-many-variables = 同时存在的变量超过 { $max } 个
rule-what-moves = { $position } 的后继
rule-what-number = 数
rule-what-positions = { $rule } 能到达的局面
rule-stopped-at = { $path } 第 { $line } 行第 { $column } 列
formula-too-long = 公式有 { $bytes } 字节；公式最长 { $max } 字节
formula-syntax = 公式无法读懂：{ $problem }
formula-what = 公式在 { $position } 处的值
formula-stopped-at = 公式第 { $column } 列
formula-failed = 公式在 { $position } 处出错：{ $problem }
formula-not-a-claim = 公式在 { $position } 处给出 { $found }；应给出 SG 值（不小于 0 的整数），或先手是否必胜（true 或 false）
formula-mixed = 公式在有些局面给出 SG 值，在另一些局面（{ $position }）给出 true 或 false：请处处给出整数（SG 值），或处处给出 true/false（先手是否必胜）
check-what-values = { $rule } 的 SG 值
check-what-box = 要检验的局面
parse-not-rule = { $name } 不是写在文件里的规则：公式只对 `rule(FILE)` 检验，文件中要有函数 `moves`
table-rule-arity = 这条规则的局面是 { $arity } 个数；`grundy table` 只为局面是一个数（一堆）或两个数（一张表）的规则打表；更大的局面请用 `grundy check` 检验公式
problem-bad-formula = 公式有误，在{ $place }

# Take-and-break codes in the generalised notation (read with rules only).
code-expected = 此处应为取走-分堆代码，如 0.77、4!.0、0.4!、0.[37] 或 {"{"}2+{"}"}.0：小数点前一位数字，之后按取走的石子数逐位写一个数字
code-tail-before-point = 循环的数字 […] 写在代码末尾、小数点之后，不能像 `{ $code }` 这样写在小数点之前
code-adds-counters = 小数点前只能有一位数字，但 `{ $before }` 中有 { $count } 位：位数更多的代码（如 20.017）会往堆里添加石子，堆可能无限增长，因此不支持
code-before-point-keeps-heap = 小数点前的数字 `{ $found }` 允许不取石子而留下一堆或不留堆：这会让堆保持原样，所以小数点前的数字只能表示分堆，分成两堆或更多（4、8、c、{"{"}2+{"}"} 等）
code-bad-digit = { $expected }；小数点后第 { $position } 位是 `{ $found }`，不是数字 0–9 或 a–z、堆数集合（如 {"{"}2,3{"}"} 或 {"{"}2+{"}"}）、修饰符（! ? =），也不是方括号中的循环数字
code-bad-digit-before-point = { $expected }；小数点前第 { $position } 个字符是 `{ $found }`，不是数字 0–9 或 a–z，也不是堆数集合（如 {"{"}2,3{"}"} 或 {"{"}2+{"}"}）
code-unclosed = 小数点这一侧第 { $position } 个字符 `{ $open }` 没有闭合
code-tail-not-last = 方括号中的循环数字必须在代码末尾，但其后小数点后第 { $position } 位还有 `{ $found }`
code-empty-tail = 小数点后第 { $position } 位的方括号中没有数字：请写出循环的数字，如 0.[37]
code-modifier-alone = 修饰符 `{ $found }`（小数点这一侧第 { $position } 个字符）前面没有数字：请紧跟在数字之后，如 4!.0
code-two-modifiers = 一位数字只能带一个修饰符（! ? =），但 `{ $found }`（小数点这一侧第 { $position } 个字符）是第二个
code-bad-set = 堆数集合写成 {"{"}2,3{"}"}（恰好 2 或 3 堆）或 {"{"}2+{"}"}（2 堆或更多），数为 0 到 { $max }；小数点这一侧第 { $position } 个字符处的集合含有 `{ $found }`
rule-line-arity = 第 { $index } 个选项是一条局面线，每个局面 { $count } 个数；这条规则的局面是 { $arity } 个数
