#!/usr/bin/env bash
# Regenerates the README's images with `lunapark --screenshot` (no window needed):
# one screenshot per scene, and a frame strip of scene 2's zero crossing
# (needs ImageMagick, which `scripts/ensure-packages.sh test` installs).
# Usage: scripts/make-screenshots.sh path/to/lunapark
set -euo pipefail
binary=${1:?usage: make-screenshots.sh path/to/lunapark}
out=Assets/Screenshots
mkdir -p "$out"
# scene number (10 = key 0, 11 = Shift+1...), virtual time (s), file name; --list-scenes prints
# "number  key  title  (sources)", the number right-aligned in two columns.
while read -r scene at name; do
  [ -z "$scene" ] && continue
  if "$binary" --list-scenes | grep -qE "^ *$scene  "; then
    "$binary" --screenshot "$out/$name.png" --scene "$scene" --at "$at"
  fi
done <<'LIST'
1 0.5 scene-1-animating-shapes
2 0.333 scene-2-progress-through-zero
3 0.5 scene-3-animatable-modifiers
4 0.3 scene-4-transitions
5 0.3 scene-5-shapes-and-vectors
6 0.8 scene-6-rainbow
7 1.2 scene-7-metronome
8 2.5 scene-8-timelines
9 0.5 scene-9-heartbeat-and-keyframes
10 0.5 scene-0-curves-lab
11 0.5 scene-11-phases
12 0.6 scene-12-keyframes
13 0.25 scene-13-matched-geometry
14 0.4 scene-14-modern-transitions
15 1.5 scene-15-canvas
16 1 scene-16-effects
17 1.3 scene-17-stress
LIST

# Frame strip: scene 2's two bars at 0, 1/6, 1/3, 1/2, 3/4 and 1 s after +20 -> -40.
strip=$(mktemp -d)
frames=()
for t in 0 0.167 0.333 0.5 0.75 1.0; do
  "$binary" --screenshot "$strip/full-$t.png" --scene 2 --at "$t" > /dev/null
  convert "$strip/full-$t.png" -crop 920x130+20+120 +repage \
    -gravity NorthEast -pointsize 18 -annotate +8+4 "t = $t s" "$strip/crop-$t.png"
  frames+=("$strip/crop-$t.png")
done
convert "${frames[@]}" -bordercolor "#9a9a9a" -border 0x2 -append "$out/strip-progress-through-zero.png"
rm -rf "$strip"
echo "wrote $out/strip-progress-through-zero.png"
