#!/usr/bin/env bash
# Rewrites the examples of README.md and docs/*.md with what the real binary prints:
# `cargo build --release && scripts/readme.sh` (or `scripts/readme.sh docs/play.md …` for some pages).
#
# In a ```text block, every `$ grundy …` line, `$ printf '…' | grundy …` line (a game scripted
# through a pipe) and `$ curl -s 'http://127.0.0.1:8080…'` line (asked of a `grundy serve` started
# for the script) is run, and the lines after it, up to the next `$` line or the end of the block,
# are replaced by what it prints (standard output, then standard error). The test
# crates/grundy-cli/tests/it/readme.rs runs the same lines and fails when a page shows anything else.
# The census table of docs/census.md, under its `<!-- scripts/readme.sh writes this table … -->`
# line, is computed again too (about a minute).
set -euo pipefail
cd "$(dirname "$0")/.."
G=$PWD/target/release/grundy
served=$(mktemp)
out=$(mktemp)
$G serve --port 0 > "$served" &
SERVER=$!
trap 'kill $SERVER; rm -f "$served" "$out"' EXIT
until [ -s "$served" ]; do sleep 0.1; done
PORT=$(head -1 "$served" | sed 's/.*://')

# What one `$` line prints.
run() {
  local command=$1
  case $command in
    "grundy "*) eval "$G ${command#grundy }" 2>&1 || true ;;
    "printf '"*"' | grundy "*) eval "${command/\' | grundy /\' | $G }" 2>&1 || true ;;
    "curl -s 'http://127.0.0.1:8080"*) eval "${command/127.0.0.1:8080/127.0.0.1:$PORT}" | sed -e '$a\' ;;
    *) echo "readme.sh: cannot run \`$command\`" >&2; exit 1 ;;
  esac
}

# The census table of docs/census.md.
census_table() {
  local census
  census=$(mktemp)
  $G census --digits 2 --upto 100000 --out "$census" > /dev/null
  $G census merge "$census" --markdown --columns code,equals,status,period,preperiod,last_exception,computed
  rm -f "$census"
}

# Prints the page $1 with its examples' outputs computed again.
page() {
  local block="" skipping=0 table=0 line
  while IFS= read -r line || [ -n "$line" ]; do
    if [[ $table == 1 && $line == '|'* ]]; then continue; fi
    table=0
    if [[ $line == '```'* ]]; then
      if [[ -z $block ]]; then block=${line#\`\`\`}; block=${block:-plain}; else block=""; fi
      skipping=0
      printf '%s\n' "$line"
      continue
    fi
    if [[ $block == text && $line == '$ '* ]]; then
      printf '%s\n' "$line"
      run "${line#\$ }"
      skipping=1
      continue
    fi
    if [[ $skipping == 1 ]]; then continue; fi
    printf '%s\n' "$line"
    if [[ $line == '<!-- scripts/readme.sh writes this table'* ]]; then
      census_table
      table=1
    fi
  done < "$1"
}

if [ $# -eq 0 ]; then set -- README.md docs/*.md; fi
for file in "$@"; do
  page "$file" > "$out"
  cat "$out" > "$file"
done
