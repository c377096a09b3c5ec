#!/usr/bin/env bash
# End-to-end test of the real program in a real X window under Xvfb:
# opens the park, presses 2 and checks from a screenshot that the progress
# scene shows, drags its slider and checks the pixels changed, presses q and
# checks the exit status; a transition started while paused must not freeze the window;
# the timeline strip (pause, drag the playhead, the window shows an earlier frame); recording
# (--record and the v key write animated PNGs with the expected frame count); a bounded fuzz run (fuzz.sh). Also checks the command line's error paths and extreme numbers.
# Usage: Tests/EndToEnd/run.sh path/to/lunapark
set -uo pipefail
binary=$(realpath "${1:?usage: run.sh path/to/lunapark}")
source "$(dirname "$(realpath "$0")")/harness.sh"

echo "end-to-end: $binary"

# --- command line, no display needed
DISPLAY= WAYLAND_DISPLAY= "$binary" --scene 1 >"$work/out" 2>"$work/err"; status=$?
check "no display: exit status 69" [ "$status" -eq 69 ]
check "no display: one line naming DISPLAY and --headless" \
  bash -c "[ \$(wc -l <'$work/err') -eq 1 ] && grep -q 'set DISPLAY or use --headless' '$work/err'"
"$binary" --no-such-option >"$work/out" 2>"$work/err"; status=$?
check "unknown option: exit status 64" [ "$status" -eq 64 ]
check "unknown option: one line naming it" bash -c "[ \$(wc -l <'$work/err') -eq 1 ] && grep -q 'no-such-option' '$work/err'"
# Extreme numbers: one usage line and exit status 64, at once (no trap, no hang, no huge allocation).
for args in "--width inf" "--width 1e10" "--screenshot $work/x.png --at inf" "--screenshot $work/x.png --at 1e9" \
            "--screenshot $work/x.png --width 20000 --height 20000 --scale 4" "--scene -1" "--headless --frames -5"; do
  # shellcheck disable=SC2086
  timeout 20 "$binary" $args >"$work/out" 2>"$work/err"; status=$?
  check "$args: exit status 64 and one line" bash -c "[ $status -eq 64 ] && [ \$(wc -l <'$work/err') -eq 1 ] && ! grep -q 'Missing value' '$work/err'"
done
# Headless screenshots repeat byte for byte (the virtual clock starts at a fixed date), the Timelines scene included.
"$binary" --screenshot "$work/t1.png" --scene 8 --at 2.5 >/dev/null 2>&1
sleep 1
"$binary" --screenshot "$work/t2.png" --scene 8 --at 2.5 >/dev/null 2>&1
check "two screenshots of the Timelines scene at 2.5 s are identical" cmp -s "$work/t1.png" "$work/t2.png"
"$binary" --screenshot "$work/t3.png" --scene 8 --at 2.5 --date 2025-01-01T18:30:15Z >/dev/null 2>&1
check "--date changes the Timelines scene's screenshot" bash -c "! cmp -s '$work/t1.png' '$work/t3.png'"

# --- a real window under Xvfb
start_xvfb

SDL_AUDIODRIVER=dummy "$binary" --scene 1 >"$work/app.out" 2>"$work/app.err" &
app=$!
window=""
for _ in $(seq 100); do
  window=$(xdotool search --name "Lunapark" 2>/dev/null | head -1)
  [ -n "$window" ] && break
  sleep 0.1
done
check "window opens" [ -n "$window" ]
if [ -z "$window" ]; then
  cat "$work/app.err"
  echo "$passed passed, $((failed + 4)) failed"
  exit 1
fi
sleep 1

# Reads the colour of window pixel (x, y) of a screenshot as "r g b".
pixel() { convert "$1" -format "%[fx:int(255*p{$2,$3}.r)] %[fx:int(255*p{$2,$3}.g)] %[fx:int(255*p{$2,$3}.b)]" info:; }
is_red() { read -r r g b <<<"$(pixel "$1" "$2" "$3")"; [ "$r" -gt 200 ] && [ "$g" -lt 110 ] && [ "$b" -lt 110 ]; }
is_green() { read -r r g b <<<"$(pixel "$1" "$2" "$3")"; [ "$g" -gt 150 ] && [ "$r" -lt 120 ] && [ "$b" -lt 140 ]; }
shot() { import -window "$window" "$work/$1.png"; }

shot scene1
check "scene 1 shows first (no progress bar at 100,166)" bash -c "$(declare -f pixel is_red); ! is_red '$work/scene1.png' 100 166"
check "title names scene 1" bash -c "xdotool getwindowname $window | grep -q 'Animating shapes'"

xdotool key --window "$window" 2
sleep 1.6   # the scene plays +20 -> -40 in one second
shot scene2
check "key 2 shows the progress scene (red bar at 40 %)" bash -c "$(declare -f pixel is_red); is_red '$work/scene2.png' 100 166 && ! is_red '$work/scene2.png' 500 166"
check "title names scene 2" bash -c "xdotool getwindowname $window | grep -q 'Progress through zero'"

# Drag the slider's thumb (value -40: x = 28 + 13 + 878 * 0.3) far right.
xdotool mousemove --window "$window" 304 278 mousedown 1
for x in 400 500 600 700 800; do xdotool mousemove --window "$window" "$x" 278; sleep 0.05; done
xdotool mouseup 1
sleep 1.6
shot dragged
check "dragging the slider changes the pixels" bash -c "! cmp -s '$work/scene2.png' '$work/dragged.png'"
check "after the drag the bar is green past 60 %" bash -c "$(declare -f pixel is_green); is_green '$work/dragged.png' 600 166"

# Every scene by its key (a number key, Shift+number from scene 11 on): the title names it and
# its screenshot differs from the previous one. --list-scenes prints "number  key  title  (sources)".
scenes() { "$binary" --list-scenes | sed -E 's/^ *([0-9]+)  +([a-z+0-9]+)  +(.*)  \(.*\)$/\1 \2 \3/'; }
shots=${LUNAPARK_E2E_SHOTS:-.build/e2e-screenshots}
mkdir -p "$shots"
previous=""
while read -r number key title; do
  xdotool key --window "$window" "$key"
  sleep 0.7
  shot "scene-$number"
  cp "$work/scene-$number.png" "$shots/scene-$number.png"
  check "key $key shows '$title'" bash -c "xdotool getwindowname $window | grep -qF '$title'"
  if [ -n "$previous" ]; then
    check "scene $number looks different from the one before" bash -c "! cmp -s '$previous' '$work/scene-$number.png'"
  fi
  previous="$work/scene-$number.png"
done < <(scenes)
echo "  (screenshots of every scene in $shots)"

# A transition started while paused (its first frame has a layer at scale 0) must not freeze the
# window: after resuming, the whole park shows (footer capsule, stage border) and the new tab.
xdotool key --window "$window" 4
sleep 1.5   # the opening lesson: tab 1 -> tab 2
xdotool key --window "$window" p
sleep 0.3
xdotool mousemove --window "$window" 407 455 click 1   # tab 3
sleep 0.4
xdotool key --window "$window" p
sleep 1.5
shot resumed
is_indigo() { read -r r g b <<<"$(pixel "$1" "$2" "$3")"; [ "$b" -gt 200 ] && [ "$r" -lt 140 ]; }
is_orange() { read -r r g b <<<"$(pixel "$1" "$2" "$3")"; [ "$r" -gt 200 ] && [ "$g" -gt 120 ] && [ "$b" -lt 60 ]; }
check "a transition started while paused: after resuming the footer still draws" \
  bash -c "$(declare -f pixel is_indigo); is_indigo '$work/resumed.png' 293 582"  # the footer's first row (scenes 1-10)
check "a transition started while paused: after resuming tab 3's card shows" \
  bash -c "$(declare -f pixel is_orange); is_orange '$work/resumed.png' 200 300"

xdotool key --window "$window" q 2>/dev/null  # the window closes before key-up arrives
status=124
for _ in $(seq 50); do
  if ! kill -0 "$app" 2>/dev/null; then wait "$app"; status=$?; break; fi
  sleep 0.1
done
check "q quits with exit status 0" [ "$status" -eq 0 ]
app=""

# The timeline strip: scene 2 plays +20 -> -40 in its first second (the bar goes from green at 20 %
# through zero to red at 40 %). Paused after it, the strip shows; dragging its playhead to the left
# end shows the first frames again (no red at the bar's start), p goes live (red again).
SDL_AUDIODRIVER=dummy "$binary" --scene 2 --history --mute >"$work/strip.out" 2>"$work/strip.err" &
app=$!
window=""
for _ in $(seq 100); do
  window=$(xdotool search --pid "$app" --name "Lunapark" 2>/dev/null | head -1)
  [ -n "$window" ] && break
  sleep 0.1
done
check "timeline: the window opens with --history" [ -n "$window" ]
if [ -n "$window" ]; then
  sleep 2
  xdotool key --window "$window" p
  sleep 0.5
  shot strip-paused
  # The strip's track runs from x = 12 to 948 at y 581-601; the playhead starts at its right end.
  xdotool mousemove --window "$window" 946 592 mousedown 1
  for x in 700 400 150 40 13; do xdotool mousemove --window "$window" "$x" 592; sleep 0.05; done
  xdotool mouseup 1
  sleep 0.5
  shot strip-scrubbed
  check "timeline: paused after the animation, the bar is red at 40 %" \
    bash -c "$(declare -f pixel is_red); is_red '$work/strip-paused.png' 100 166"
  check "timeline: dragging the playhead to the start shows an earlier frame (the bar not red yet)" \
    bash -c "$(declare -f pixel is_red); ! is_red '$work/strip-scrubbed.png' 100 166"
  for _ in 1 2 3 4 5 6 7 8 9 10; do xdotool key --window "$window" Right; done
  sleep 0.5
  shot strip-stepped
  check "timeline: arrow keys step to other frames" bash -c "! cmp -s '$work/strip-scrubbed.png' '$work/strip-stepped.png'"
  xdotool key --window "$window" p
  sleep 0.5
  shot strip-live
  check "timeline: p goes live (the bar red again, the strip gone)" \
    bash -c "$(declare -f pixel is_red); is_red '$work/strip-live.png' 100 166 && ! cmp -s '$work/strip-paused.png' '$work/strip-live.png'"
  xdotool key --window "$window" q 2>/dev/null
  for _ in $(seq 50); do kill -0 "$app" 2>/dev/null || break; sleep 0.1; done
fi
app=""

# Recording: --record writes an animated PNG of --duration seconds at the window's frame rate and
# quits; the v key starts and stops one in the working directory. Frames are counted by their fcTL chunks.
SDL_AUDIODRIVER=dummy timeout 60 "$binary" --scene 2 --mute --record "$work/rec.png" --duration 1.5 >"$work/rec.out" 2>"$work/rec.err"; status=$?
fps=$(sed -nE 's/^recording .* at ([0-9.]+) frames per second$/\1/p' "$work/rec.out")
expected=$(awk -v f="${fps:-0}" 'BEGIN { printf "%d", 1.5 * f + 0.5 }')
check "--record: exit status 0 after writing" [ "$status" -eq 0 ]
check "--record: 1.5 s at the window's $fps fps is $expected frames" \
  bash -c "[ '$expected' -gt 0 ] && [ \$(grep -ao fcTL '$work/rec.png' | wc -l) -eq '$expected' ] && grep -q 'wrote .* ($expected frames' '$work/rec.out'"
(cd "$work" && SDL_AUDIODRIVER=dummy "$binary" --scene 2 --mute >"$work/key.out" 2>&1) &
app=$!
window=""
for _ in $(seq 100); do
  window=$(xdotool search --pid "$app" --name "Lunapark" 2>/dev/null | head -1)
  [ -n "$window" ] && break
  sleep 0.1
done
if [ -n "$window" ]; then
  sleep 0.5
  xdotool key --window "$window" v
  sleep 1
  xdotool key --window "$window" v
  for _ in $(seq 100); do grep -q '^wrote' "$work/key.out" && break; sleep 0.1; done
  check "v starts and stops a recording into lunapark-recording-1.png" \
    bash -c "[ -s '$work/lunapark-recording-1.png' ] && [ \$(grep -ao fcTL '$work/lunapark-recording-1.png' | wc -l) -ge 30 ]"
  xdotool key --window "$window" q 2>/dev/null
  for _ in $(seq 50); do kill -0 "$app" 2>/dev/null || break; sleep 0.1; done
else
  fail "v records: the window opens"
fi
app=""

# Bounded fuzz run in a fresh window (fixed seed, 25 s of random keys, clicks, drags and resizes),
# then a scene key must still change the pixels and q must quit with 0.
"$(dirname "$0")/fuzz.sh" "$binary" 25 >"$work/fuzz.out" 2>&1
cat "$work/fuzz.out" | grep -v ' passed, .* failed$'
passed=$((passed + $(grep -c '^  ok ' "$work/fuzz.out"))); failed=$((failed + $(grep -c '^  FAIL ' "$work/fuzz.out")))

# --- every scene headless, at several virtual times: it renders, and it moves where it should
while read -r number key title; do
  ok=1
  for t in 0.1 0.6; do
    "$binary" --screenshot "$work/h-$number-$t.png" --scene "$number" --at "$t" >/dev/null 2>"$work/h-$number.err" || ok=0
  done
  check "headless scene $number renders at 0.1 s and 0.6 s" [ "$ok" -eq 1 ]
  check "headless scene $number changes between 0.1 s and 0.6 s" bash -c "! cmp -s '$work/h-$number-0.1.png' '$work/h-$number-0.6.png'"
done < <(scenes)

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
