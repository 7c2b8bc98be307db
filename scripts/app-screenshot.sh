#!/usr/bin/env bash
# Starts the desktop app under Xvfb on DATABASE and saves a screenshot of the whole screen.
# Usage: scripts/app-screenshot.sh OUT.png [WIDTHxHEIGHT] [DATABASE]
# Needs xvfb and imagemagick (Debian packages); the app must be built (cargo build -p skatblock-app).
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:?OUT.png}
size=${2:-1280x800}
db=${3:-$(mktemp -d)/skatblock.db}
display=:$((90 + RANDOM % 9))
Xvfb "$display" -screen 0 "${size}x24" -nolisten tcp &
xvfb=$!
app=
# Ends only what this script started, by id: the app's process group (setsid below makes the
# app its leader, so WebKit's helpers go with it) and the X server.
trap 'if [ -n "$app" ]; then kill -- "-$app" 2>/dev/null || true; fi; kill "$xvfb" 2>/dev/null || true' EXIT
sleep 1
# The app opens the default data file; point the data directory at a scratch folder.
export XDG_DATA_HOME; XDG_DATA_HOME=$(dirname "$db")
mkdir -p "$XDG_DATA_HOME/skatblock"
[ -f "$db" ] && cp "$db" "$XDG_DATA_HOME/skatblock/skatblock.db" 2>/dev/null || true
DISPLAY=$display WEBKIT_DISABLE_COMPOSITING_MODE=1 setsid ./target/debug/skatblock-app &
app=$!
sleep "${WAIT:-6}"
DISPLAY=$display import -window root "$out"
echo "screenshot: $out"
