#!/usr/bin/env bash
# End-to-end test of an app written as a SwiftUI app (Examples/AnimationSequencer)
# run as a real process in a real X window under Xvfb: the window's title and
# size come from its scene; four lanes animate from cues at 1, 2, 3 and 4 s
# (DispatchQueue.main.asyncAfter, Task.sleep, Timer.publish + onReceive, a
# background queue hopping to the main queue), each measured on the pixels of
# screenshots against the playhead, a bar animated linearly over 6 s from the
# same onAppear; the app idles at near-zero CPU once the sequence is over; a
# WM_DELETE_WINDOW (the close button) ends it with status 0.
# Usage: Tests/EndToEnd/app-run.sh path/to/AnimationSequencer
set -uo pipefail
binary=$(realpath "${1:?usage: app-run.sh path/to/AnimationSequencer}")
here=$(dirname "$(realpath "$0")")
source "$(dirname "$(realpath "$0")")/harness.sh"
echo "end-to-end app: $binary"

# --- no display: one line, status 69
DISPLAY= WAYLAND_DISPLAY= "$binary" >"$work/out" 2>"$work/err"; status=$?
check "no display: exit status 69" [ "$status" -eq 69 ]
check "no display: one line" bash -c "[ \$(wc -l <'$work/err') -eq 1 ] && grep -q 'no display' '$work/err'"
LUNAPARK_AT=soon "$binary" >"$work/out" 2>"$work/err"; status=$?
check "bad LUNAPARK_AT: exit status 64, one line naming it" bash -c "[ $status -eq 64 ] && [ \$(wc -l <'$work/err') -eq 1 ] && grep -q LUNAPARK_AT '$work/err'"

"${CC:-$(command -v cc || command -v clang)}" -o "$work/close-window" "$here/close-window.c" -lX11 || { echo "cannot build close-window.c"; exit 1; }

start_xvfb

SDL_AUDIODRIVER=dummy "$binary" >"$work/app.out" 2>"$work/app.err" &
app=$!
window=""
for _ in $(seq 200); do
  window=$(xdotool search --name "Animation Sequencer" 2>/dev/null | head -1)
  [ -n "$window" ] && break
  sleep 0.05
done
check "the window opens, titled from its WindowGroup" [ -n "$window" ]
if [ -z "$window" ]; then cat "$work/app.err"; echo "$passed passed, $((failed + 1)) failed"; exit 1; fi
check "the window has its scene's default size (720x460)" bash -c "xdotool getwindowgeometry $window | grep -q 'Geometry: 720x460'"

# Screenshots as fast as import can take them, for 6 s.
end=$(( $(date +%s%N) + 6200000000 ))
n=0
while [ "$(date +%s%N)" -lt "$end" ]; do
  import -window "$window" "$work/shot-$n.png" 2>/dev/null && n=$((n + 1))
done
echo "  ($n screenshots)"

# Each screenshot: the playhead's elapsed time and each lane's ball position.
# Geometry of the example: tracks start at x = 24 + 200 + 16 = 240 and are 440 points long;
# a ball (24 points) travels 416 points in 1 s; the playhead fills 440 points in 6 s.
for ((k = 0; k < n; k++)); do
  convert "$work/shot-$k.png" txt:- | awk -v shot="$k" '
    NR > 1 {
      split($1, xy, /[,:]/); x = xy[1] + 0
      c = $2; gsub(/[()]/, "", c); split(c, v, ",")
      key = v[1] "," v[2] "," v[3]
      if (key == "255,149,0")  { sx[1] += x; nx[1]++ }
      if (key == "255,45,85")  { sx[2] += x; nx[2]++ }
      if (key == "175,82,222") { sx[3] += x; nx[3]++ }
      if (key == "52,199,89")  { sx[4] += x; nx[4]++ }
      if (v[1] + 0 < 40 && v[2] + 0 > 100 && v[2] + 0 < 140 && v[3] + 0 > 230) { if (x > bx) bx = x; blue = 1 }
    }
    END {
      if (!blue) exit
      t = 6 * (bx + 1 - 240) / 440
      for (i = 1; i <= 4; i++) if (nx[i] > 20) {
        f = (sx[i] / nx[i] - 252) / 416
        if (f > 0.05 && f < 0.95) printf "%d %.4f %.4f\n", i, t - f, t
      }
    }' >>"$work/starts"
done

# The start of each lane's animation, seconds after the playhead's: the median over the screenshots
# that caught it moving. Tolerance: the frame pipeline (a change made at t is evaluated from the
# latest frame's target, one to two refresh intervals after t, as input is) plus one interval,
# plus the playhead's pixel (6 s / 440 points).
names=("" "asyncAfter" "Task.sleep" "Timer.publish + onReceive" "background queue + main.async")
for lane in 1 2 3 4; do
  start=$(awk -v lane=$lane '$1 == lane { print $2 }' "$work/starts" | sort -n | awk '{ a[NR] = $1 } END { if (NR) print a[int((NR + 1) / 2)] }')
  seen=$(awk -v lane=$lane '$1 == lane' "$work/starts" | wc -l)
  if [ -z "$start" ]; then fail "${names[$lane]}: never caught moving"; continue; fi
  check "${names[$lane]}: animation starts at $lane s (measured $(printf '%.3f' "$start") s in $seen screenshots)" \
    awk -v s="$start" -v e="$lane" 'BEGIN { d = s - e; exit !(d > -(1/60 + 6/440) && d < 3/60 + 6/440) }'
done

# Idle after the sequence: CPU over 3 s (clock ticks of 10 ms).
sleep 0.5
before=$(awk '{ print $14 + $15 }' /proc/$app/stat)
sleep 3
after=$(awk '{ print $14 + $15 }' /proc/$app/stat)
check "idle after the sequence: $((after - before)) CPU ticks (10 ms) in 3 s (timer every 3 s still firing)" [ $((after - before)) -le 6 ]

"$work/close-window" "$window"
for _ in $(seq 50); do kill -0 "$app" 2>/dev/null || break; sleep 0.1; done
wait "$app"; status=$?
app=""
check "closing the window (WM_DELETE_WINDOW) ends the app with status 0" [ "$status" -eq 0 ]
check "nothing on standard error" [ ! -s "$work/app.err" ]
[ -s "$work/app.err" ] && cat "$work/app.err"

# SIGTERM (as Ctrl+C's SIGINT) ends an app waiting in its run loop at once, with status 0.
SDL_AUDIODRIVER=dummy "$binary" >"$work/app2.out" 2>"$work/app2.err" &
app=$!
sleep 7   # past the sequence: idle between the ticker's firings, 3 s apart
kill -TERM "$app"
start=$(date +%s%N)
for _ in $(seq 200); do kill -0 "$app" 2>/dev/null || break; sleep 0.01; done
took=$(( ($(date +%s%N) - start) / 1000000 ))
wait "$app"; status=$?
app=""
check "SIGTERM while idle ends the app in $took ms (under 500) with status 0" bash -c "[ $status -eq 0 ] && [ $took -lt 500 ]"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
