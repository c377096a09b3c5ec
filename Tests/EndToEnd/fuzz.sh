#!/usr/bin/env bash
# Bounded fuzz run of the real program in an X window (DISPLAY must name a running X server,
# such as run.sh's Xvfb): a fixed seed, about 25 s of random keys (scene keys, the
# inspector's i, s, p and ., and others), clicks, drags and window resizes across the
# scenes. Then: the program still runs, a scene key still changes the window's pixels, and
# q quits with exit status 0. Prints one "ok"/"FAIL" line per check and a summary line.
# Usage: Tests/EndToEnd/fuzz.sh path/to/lunapark [seconds] [seed]
set -uo pipefail
binary=$(realpath "${1:?usage: fuzz.sh path/to/lunapark [seconds] [seed]}")
seconds=${2:-25}
RANDOM=${3:-20261125}   # bash's generator: the same seed, the same actions
work=$(mktemp -d)
passed=0; failed=0
pass() { passed=$((passed + 1)); echo "  ok    $1"; }
fail() { failed=$((failed + 1)); echo "  FAIL  $1"; }
check() { local name=$1; shift; if "$@"; then pass "$name"; else fail "$name"; fi; }
cleanup() { [ -n "${app:-}" ] && kill "$app" 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT

SDL_AUDIODRIVER=dummy "$binary" --scene 1 --mute >"$work/app.out" 2>"$work/app.err" &
app=$!
window=""
for _ in $(seq 300); do
  window=$(xdotool search --pid "$app" --name "Lunapark" 2>/dev/null | head -1)
  [ -z "$window" ] && window=$(xdotool search --name "Lunapark" 2>/dev/null | head -1)
  [ -n "$window" ] && break
  sleep 0.1
done
check "fuzz: window opens" [ -n "$window" ]
[ -n "$window" ] || { sed 's/^/  stderr: /' "$work/app.err"; echo "$passed passed, $failed failed"; exit 1; }
sleep 1

keys=(1 2 3 4 5 6 7 8 9 0 shift+1 shift+2 shift+3 i s p period period a Left Right Return space Tab BackSpace)
actions=0; keypresses=0; clicks=0; drags=0; resizes=0
width=960; height=640
end=$((SECONDS + seconds))
while [ "$SECONDS" -lt "$end" ] && kill -0 "$app" 2>/dev/null; do
  roll=$((RANDOM % 100))
  x=$((RANDOM % width)); y=$((RANDOM % height))
  if [ "$roll" -lt 40 ]; then
    xdotool key --window "$window" "${keys[RANDOM % ${#keys[@]}]}" 2>/dev/null; keypresses=$((keypresses + 1))
  elif [ "$roll" -lt 75 ]; then
    xdotool mousemove --window "$window" "$x" "$y" click 1 2>/dev/null; clicks=$((clicks + 1))
  elif [ "$roll" -lt 93 ]; then
    x2=$((RANDOM % width)); y2=$((RANDOM % height))
    xdotool mousemove --window "$window" "$x" "$y" mousedown 1 2>/dev/null
    for step in 1 2 3 4; do
      xdotool mousemove --window "$window" $((x + (x2 - x) * step / 4)) $((y + (y2 - y) * step / 4)) 2>/dev/null
      sleep 0.02
    done
    xdotool mouseup 1 2>/dev/null; drags=$((drags + 1))
  else
    width=$((400 + RANDOM % 800)); height=$((300 + RANDOM % 500))
    xdotool windowsize "$window" "$width" "$height" 2>/dev/null; resizes=$((resizes + 1))
  fi
  actions=$((actions + 1))
  sleep "0.0$((RANDOM % 10))"
done
echo "  fuzz: $actions actions in ${seconds} s (seed ${3:-20261125}): $keypresses keys, $clicks clicks, $drags drags, $resizes resizes"
check "fuzz: the program still runs after $actions random actions" kill -0 "$app"

# Back to the park's size, running at normal speed (the fuzz may have left it paused or slowed:
# a scene key changes the scene either way, and the inspector stays where it is).
xdotool windowsize "$window" 960 640 2>/dev/null
sleep 0.5
xdotool key --window "$window" 1
sleep 1
import -window "$window" "$work/one.png"
xdotool key --window "$window" 2
sleep 1
import -window "$window" "$work/two.png"
check "fuzz: after it, a scene key still changes the window's pixels" bash -c "! cmp -s '$work/one.png' '$work/two.png'"
check "fuzz: after it, the title names the scene of the key" bash -c "xdotool getwindowname $window | grep -q 'Progress through zero'"

xdotool key --window "$window" q 2>/dev/null
status=124
for _ in $(seq 50); do
  if ! kill -0 "$app" 2>/dev/null; then wait "$app"; status=$?; break; fi
  sleep 0.1
done
app=""
check "fuzz: q quits with exit status 0" [ "$status" -eq 0 ]
[ -s "$work/app.err" ] && sed 's/^/  stderr: /' "$work/app.err" | head -5
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
