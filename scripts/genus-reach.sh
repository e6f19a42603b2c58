#!/bin/bash
# The reach of `grundy genus` on a list of rulesets: heaps read, nim heaps, order, first not tame, time.
# Compare two builds: scripts/genus-reach.sh main/target/release/grundy > a.txt; same for the branch; diff.
# usage: genus-reach.sh BIN [UPTO]
BIN=$1
UPTO=${2:-40}
for r in kayles dawson "octal(0.137)" "octal(0.75)" "octal(0.15)" "octal(0.07)" "octal(0.123)" "octal(0.312)" "octal(0.54)" "octal(0.77)" "octal(0.33)" "octal(0.6)" "octal(0.71)" "octal(0.51)" "octal(0.34)" "octal(0.31)" "octal(0.72)" "octal(0.26)" "octal(0.114)" "octal(0.104)" "octal(0.106)" "octal(0.144)" "octal(0.156)" "octal(0.165)" "octal(0.176)" "octal(4.7)" "octal(0.44)" "octal(0.45)" "octal(0.53)" "octal(0.35)"; do
  s=$(date +%s.%N)
  out=$(timeout 300 $BIN genus "$r" --upto $UPTO --json 2>&1)
  e=$(date +%s.%N)
  echo "$out" | python3 -c "
import json,sys
try:
  d=json.load(sys.stdin); print('%-14s upto=%-3s nim=%-2s ord=%-6s first_not_tame=%s' % ('$r',d['upto'],d['nim_heaps'],d['quotient_order'],d['first_not_tame']), end='')
except Exception as ex: print('%-14s ERR' % '$r', end='')
"
  printf ' %.2fs\n' $(echo "$e - $s" | bc)
done
