#!/usr/bin/env bash
# The take-and-break engine beside its peers, in one run on this machine
# (issue 51): grundy with 1 and with 2 jobs, the C reference of the
# rare-value method (../shared/bench/oct.c, one core) and Beling's ogsolve
# (GPL; installed with `cargo install ogsolve` into target/peers and run
# only as a separate program, never linked or copied; its rc and rc2
# methods), row by row, with the ratios of wall times (lower is better for
# grundy). grundy's answers with 1 and 2 jobs are compared byte for byte
# (SHA-256 of the standard output); a difference fails the script.
#
#   scripts/peers.sh            # Kayles 10^6, 0.354 proved, Officers 2^20, Grundy's game 2^21
#   scripts/peers.sh --long     # also 0.1777 proved, Officers 2^22, Grundy's game 2^22 (about 20 minutes)
#   scripts/peers.sh --no-peers # without ogsolve (nothing to install)
#
# These machines are noisy: compare the ratios of one run, never absolute
# times across days. Run it on an idle machine. An ogsolve run is stopped
# after PEER_LIMIT seconds (default 150; its rc method on Kayles takes
# minutes) and shown as >PEER_LIMIT; the best of the two methods counts.
set -euo pipefail
long=0; peers=1
for a in "$@"; do
  case "$a" in
    --long) long=1 ;;
    --no-peers) peers=0 ;;
    *) echo "usage: scripts/peers.sh [--long] [--no-peers]" >&2; exit 2 ;;
  esac
done
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
cargo build --release -q -p grundy-cli
g=target/release/grundy
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
c=$tmp/oct
gcc -O2 -march=native -o "$c" ../shared/bench/oct.c 2>/dev/null || gcc -O2 -o "$c" ../shared/bench/oct.c
og=
if [ "$peers" = 1 ]; then
  og=$(command -v ogsolve || echo target/peers/bin/ogsolve)
  if [ ! -x "$og" ]; then
    RUSTFLAGS="-C target-cpu=native" cargo install -q ogsolve --root target/peers
  fi
fi

limit=${PEER_LIMIT:-150}
wall() { # seconds of one run of a command, its standard output to $out
  local t0 t1
  t0=$(date +%s.%N); "$@" >"$out" 2>/dev/null; t1=$(date +%s.%N)
  echo "$t1 - $t0" | bc -l
}
peer() { # seconds of one ogsolve run, or - when it passes the limit
  local t0 t1
  t0=$(date +%s.%N)
  timeout "$limit" "$@" >/dev/null 2>&1 || { echo -; return; }
  t1=$(date +%s.%N)
  echo "$t1 - $t0" | bc -l
}
shown() { if [ "$1" = - ]; then echo ">$limit"; else printf '%.2f' "$1"; fi; }
ratio() { printf '%.2f' "$(echo "$1 / $2" | bc -l)"; }

printf '%-26s %8s %8s %8s %8s %8s %6s %7s %7s %7s %7s\n' row "g 1 job" "g 2 jobs" C "og rc" "og rc2" "1/2" "g1/C" "g2/C" "g1/og" "g2/og"
row() { # name "grundy args" "C args" "ogsolve args or -"
  local name=$1 gargs=$2 cargs=$3 oargs=$4
  local g1 g2 tc trc=- trc2=- best=
  out=$tmp/one; g1=$(wall $g $gargs --jobs 1)
  out=$tmp/two; g2=$(wall $g $gargs --jobs 2)
  if ! cmp -s "$tmp/one" "$tmp/two"; then
    echo "$name: the answers of 1 and 2 jobs differ" >&2
    exit 1
  fi
  out=/dev/null; tc=$(wall "$c" $cargs)
  if [ -n "$og" ] && [ "$oargs" != - ]; then
    trc=$(peer "$og" $oargs -m rc); trc2=$(peer "$og" $oargs -m rc2)
    for t in $trc $trc2; do
      if [ "$t" != - ] && { [ -z "$best" ] || [ "$(echo "$t < $best" | bc -l)" = 1 ]; }; then best=$t; fi
    done
  fi
  printf '%-26s %8.2f %8.2f %8.2f %8s %8s %6s %7s %7s %7s %7s   sha256 %s\n' "$name" "$g1" "$g2" "$tc" \
    "$( [ -z "$og" ] || [ "$oargs" = - ] && echo - || shown "$trc")" "$( [ -z "$og" ] || [ "$oargs" = - ] && echo - || shown "$trc2")" \
    "$(ratio "$g1" "$g2")" "$(ratio "$g1" "$tc")" "$(ratio "$g2" "$tc")" \
    "$( [ -z "$best" ] && echo - || ratio "$g1" "$best")" "$( [ -z "$best" ] && echo - || ratio "$g2" "$best")" \
    "$(sha256sum < "$tmp/one" | cut -c1-16)"
}
row "kayles to 10^6"        "table kayles --upto 1000000 --json"     "0.77 1000000 rc"      "0.77 -n 1000000"
row "0.354 proved"          "period octal(0.354) --limit 30000000"   "0.354 20200000 rc"    "0.354 -n 20126195"
row "officers to 2^20"      "period officers --limit 1048576"        "0.6 1048576 rc"       "0.6 -n 1048576"
row "grundy's game to 2^21" "period grundys-game --limit 2097152"    "grundy 2097152 rc"    -
if [ "$long" = 1 ]; then
  row "0.1777 proved"         "period octal(0.1777) --limit 500000000" "0.1777 443200000 rc"  "0.1777 -n 443139470"
  row "officers to 2^22"      "period officers --limit 4194304"        "0.6 4194304 rc"       "0.6 -n 4194304"
  row "grundy's game to 2^22" "period grundys-game --limit 4194304"    "grundy 4194304 rc"    -
fi
