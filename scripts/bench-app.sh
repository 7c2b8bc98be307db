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
# The processes this script started are found from the app's pid, never by name: another
# user's (or another program's) WebKit is neither counted nor ended.
app=
descendants() {
  local child
  for child in $(pgrep -P "$1" || true); do
    echo "$child"
    descendants "$child"
  done
}
# Whether the app has exited: its state is Z (a zombie until the shell reaps it) or it is gone.
app_exited() { [ "$(cut -d' ' -f3 "/proc/$app/stat" 2>/dev/null || echo Z)" = Z ]; }
# Ends the app and every process it started: its process group (setsid made the app the
# leader of a new one) and any descendant that left the group (WebKit's sandbox may).
stop_app() {
  [ -n "$app" ] || return 0
  # Word splitting wanted: one pid per word.
  # shellcheck disable=SC2046
  kill -TERM -- "-$app" $(descendants "$app") 2>/dev/null || true
  for _ in $(seq 50); do app_exited && break; sleep 0.1; done
  # What of the app's process group still runs (a helper that ignored TERM) is killed.
  kill -KILL -- "-$app" 2>/dev/null || true
  wait "$app" 2>/dev/null || true
  app=
}
trap 'stop_app; rm -rf "$work"' EXIT
trap 'exit 130' INT TERM
run_start() {
  local log="$work/start.log"
  # Not a process-group leader when started in the background, so setsid execs the app
  # itself (no fork): $! is the app and the leader of its own process group.
  SKATBLOCK_LOG_STARTUP=1 setsid ./target/release/skatblock-app 2>"$log" &
  app=$!
  for _ in $(seq 200); do grep -q "ready after" "$log" && break; sleep 0.05; done
  grep -o "ready after [0-9]* ms" "$log" || echo "no start-up line"
  if [ "${1:-}" = memory ]; then
    sleep 3
    local total=0
    for p in $app $(descendants "$app"); do
      [ -r /proc/$p/status ] || continue
      kb=$(awk '/VmRSS/ {print $2}' /proc/$p/status)
      echo "  idle RSS $(cat /proc/$p/comm) (pid $p): $((kb / 1024)) MiB"
      total=$((total + kb))
    done | sort -u
  fi
  stop_app
}
for _ in 1 2 3 4 5; do run_start; done
run_start memory

echo "== standings and entry in the window (WebDriver; User Timing measures of the page)"
BENCH_DB="$db" node ui/bench/app.mjs
