#!/usr/bin/env bash
# Times `skatblock score` on one million JSON lines (issue 2 target: < 2 s).
# Usage: scripts/bench-score-cli.sh [LINES]
set -euo pipefail
cd "$(dirname "$0")/.."
lines=${1:-1000000}
cargo build --release --quiet
input=$(mktemp) output=$(mktemp)
trap 'rm -f "$input" "$output"' EXIT
python3 - "$lines" > "$input" <<'PY'
import json, sys
games = [json.dumps(v["game"]) for v in json.load(open("tests/fixtures/rules_vectors.json"))]
n = int(sys.argv[1])
sys.stdout.write("\n".join(games[i % len(games)] for i in range(n)) + "\n")
PY
echo "input: $lines lines, $(du -h "$input" | cut -f1)"
for run in 1 2 3; do
  start=$(date +%s.%N)
  ./target/release/skatblock score < "$input" > "$output"
  end=$(date +%s.%N)
  printf 'run %d: %.3f s, %d result lines\n' "$run" "$(echo "$end - $start" | bc)" "$(wc -l < "$output")"
done
