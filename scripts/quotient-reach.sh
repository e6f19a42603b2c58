#!/bin/bash
# The reach of `grundy quotient` on a list of rulesets: order, P-portion, growth heaps, stop, time.
# Compare two builds: scripts/quotient-reach.sh main/target/release/grundy > a.txt; same for the branch; diff.
# usage: base.sh BIN
BIN=$1
for spec in "kayles 200" "dawson 29" "octal(0.137) 28" "octal(0.75) 100" "octal(0.15) 100" "octal(0.07) 60" "octal(0.123) 100" "octal(0.312) 100" "octal(0.54) 60" "octal(0.77) 100" "octal(0.33) 60" "octal(0.6) 60" "octal(0.71) 60" "octal(0.51) 60" "octal(0.34) 60" "octal(0.31) 60" "octal(0.72) 60" "octal(0.26) 60" "octal(0.114) 60" "octal(0.104) 60" "octal(0.106) 60" "octal(0.144) 60" "octal(0.156) 60" "octal(0.165) 60" "octal(0.176) 60" "octal(4.7) 40" "octal(0.44) 60" "octal(0.45) 60" "octal(0.53) 60" "octal(0.35) 60"; do
  set -- $spec
  s=$(date +%s.%N)
  out=$(timeout 300 $BIN quotient "$1" --heaps $2 --json 2>&1)
  e=$(date +%s.%N)
  echo "$out" | python3 -c "
import json,sys
try:
  d=json.load(sys.stdin); print('%-14s %4s ord=%-5s P=%-4s heaps=%s grew=%s stop=%s' % ('$1','$2',d['order'],d['p_portion'],d['heaps'],[(g['heap'],g['order']) for g in d['grew']], (d['stopped'] or '')[:60]), end='')
except Exception as ex: print('$1 $2 ERR', end='')
"
  printf ' %.2fs\n' $(echo "$e - $s" | bc)
done
