#!/usr/bin/env bash
# Timings of the release app (issue 5): cold start to an interactive start screen, idle memory,
# standings of 1,200 players rendered, a game entered until its row and totals are on screen.
# Needs the packages of `make deps`. Run: scripts/bench-app.sh  (figures are printed, not asserted)
set -euo pipefail
cd "$(dirname "$0")/.."
# Everything runs in one virtual screen.
[ -n "${DISPLAY:-}" ] || exec xvfb-run -a -s "-screen 0 1280x800x24" "$0" "$@"
make -s ui-build
cargo build --release -q -p skatblock-app --bin skatblock-app
cargo build --release -q --bin skatblock --example demo_db

work=$(mktemp -d /tmp/skatblock-bench-XXXX)
export XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config"
db="$XDG_DATA_HOME/skatblock/skatblock.db"
mkdir -p "$(dirname "$db")"
./target/release/examples/demo_db "$db" 1200
cli() { ./target/release/skatblock --db "$db" "$@"; }
cli event create --name "Vereinsabend" --date 2026-11-27 --series 1 >/dev/null
printf 'series,table,seat,player_id\n1,1,1,1\n1,1,2,2\n1,1,3,3\n1,1,4,4\n' > "$work/seats.csv"
cli seating import 2 "$work/seats.csv" >/dev/null

echo "== cold start (process start → start screen with its events, SKATBLOCK_LOG_STARTUP) and idle memory"
run_start() {
  local log="$work/start.log"
  SKATBLOCK_LOG_STARTUP=1 ./target/release/skatblock-app 2>"$log" &
  local pid=$!
  for _ in $(seq 200); do grep -q "ready after" "$log" && break; sleep 0.05; done
  grep -o "ready after [0-9]* ms" "$log" || echo "no start-up line"
  if [ "${1:-}" = memory ]; then
    sleep 3
    local total=0
    for p in $pid $(pgrep -P "$pid" || true) $(pgrep -f WebKitWebProcess || true) $(pgrep -f WebKitNetworkProcess || true); do
      [ -r /proc/$p/status ] || continue
      kb=$(awk '/VmRSS/ {print $2}' /proc/$p/status)
      echo "  idle RSS $(cat /proc/$p/comm) (pid $p): $((kb / 1024)) MiB"
      total=$((total + kb))
    done | sort -u
  fi
  kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null || true
  pkill -f WebKitWebProcess 2>/dev/null || true
}
for _ in 1 2 3 4 5; do run_start; done
run_start memory

echo "== standings and entry in the window (WebDriver; User Timing measures of the page)"
BENCH_DB="$db" node ui/bench/app.mjs
rm -rf "$work"
