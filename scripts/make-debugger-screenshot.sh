#!/usr/bin/env bash
# Makes the README's picture of the debugger (Assets/Screenshots/debugger-timeline.png) from a
# real window under Xvfb (needs xvfb, xdotool and ImageMagick: `scripts/ensure-packages.sh test`):
# scene 11 (Phases, its emoji springing forever) with the inspector shown, paused after 2.5 s,
# the first value plot's row clicked (the view it animates outlined), the strip's frame lane
# with the window's own frame times. Frame times and the moment of the pause vary from run to run.
# Usage: scripts/make-debugger-screenshot.sh path/to/lunapark
set -uo pipefail
binary=$(realpath "${1:?usage: make-debugger-screenshot.sh path/to/lunapark}")
out=Assets/Screenshots/debugger-timeline.png
source "$(dirname "$(realpath "$0")")/../Tests/EndToEnd/harness.sh"
start_xvfb
SDL_AUDIODRIVER=dummy "$binary" --scene 11 --inspector --mute >"$work/app.out" 2>"$work/app.err" &
app=$!
window=""
for _ in $(seq 100); do
  window=$(xdotool search --pid "$app" --name "Lunapark" 2>/dev/null | head -1)
  [ -n "$window" ] && break
  sleep 0.1
done
[ -n "$window" ] || { cat "$work/app.err"; echo "make-debugger-screenshot: no window" >&2; exit 1; }
sleep 2.5
xdotool key --window "$window" p
sleep 0.5
# The value plots' first row: the panel is 12 points in, its rows start below an 18-point header.
xdotool mousemove --window "$window" 60 78 click 1
sleep 0.5
import -window "$window" "$out"
xdotool key --window "$window" q 2>/dev/null
for _ in $(seq 50); do kill -0 "$app" 2>/dev/null || break; sleep 0.1; done
echo "wrote $out"
