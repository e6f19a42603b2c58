# 引擎和服务的消息在网页上（以及调用 API 的程序）的说法：在那里 `ID-web`
# 代替消息 `ID`。它们不提命令行的选项和命令，因为网页用不了；命令行仍用
# 原来的消息（英文写在代码里，其他语言在 errors.ftl 中）。

hint-period-not-proved-web = 在前 { $computed } 个值内没有证明出周期；「周期」页可以继续计算；{ $hint }
hint-raise-search-or-alone-web = 可以单独分析这一部分
rules-unknown-web = 未知的规则 `{ $name }`（「规则」面板列出了全部 { $count } 种）
table-no-table-web = { $name } 没有值表：可以打表的是取石子类的规则（{ $names }）、windup 或 addtake，以及 `wythoff` 的必败态
table-upto-missing-web = 打表需要知道列到哪一堆
table-upto-past-web = 表列不到 { $upto }：{ $rules } 的局面只有 0 到 { $last }
table-values-max-web = 威佐夫博弈的 SG 值 G(a, b) 只对 a, b ≤ N 且 N 最多为 { $max } 显示，实际为 { $found }；必败态对任何 N 都会列出
parse-rulesets-listed-web = 「规则」面板列出了全部 { $count } 种规则
misere-normal-play-only-web = `{ $ruleset }` 的反常规则没有意义：它的规则是按正常规则说明谁获胜的
