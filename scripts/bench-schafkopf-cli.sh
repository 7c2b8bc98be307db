#!/usr/bin/env bash
# Times `skatblock schafkopf score` on one million JSON lines (issue 11 target: ≤ 2 s).
# Usage: scripts/bench-schafkopf-cli.sh [LINES]
set -euo pipefail
cd "$(dirname "$0")/.."
lines=${1:-1000000}
cargo build --release --quiet
input=$(mktemp) output=$(mktemp)
trap 'rm -f "$input" "$output"' EXIT
python3 - "$lines" > "$input" <<'PY'
import sys
games = [
    '{"game": "rufspiel", "called": "eichel", "declarer": 0, "partner": 2, "points": 72, "laufende": 3}',
    '{"game": "solo", "suit": "herz", "declarer": 1, "points": 95, "tricks": 8, "tout": true, "laufende": 4, "klopfer": 1}',
    '{"game": "wenz", "declarer": 2, "points": 45, "kontra": 1}',
    '{"game": "ramsch", "points": [30, 45, 25, 20], "tricks": [2, 3, 2, 1]}',
    '{"game": "bettel", "declarer": 3, "tricks": 0}',
    '{"passed": true}',
    '{"game": "rufspiel", "called": "herz", "declarer": 0, "partner": 2, "points": 72}',
]
n = int(sys.argv[1])
sys.stdout.write("\n".join(games[i % len(games)] for i in range(n)) + "\n")
PY
echo "input: $lines lines, $(du -h "$input" | cut -f1)"
for run in 1 2 3; do
  start=$(date +%s.%N)
  ./target/release/skatblock schafkopf score < "$input" > "$output"
  end=$(date +%s.%N)
  printf 'run %d: %.3f s, %d result lines\n' "$run" "$(echo "$end - $start" | bc)" "$(wc -l < "$output")"
done
