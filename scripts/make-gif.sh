#!/usr/bin/env bash
# Makes Assets/Images/ferris-wheel.gif, the animated GIF of scene 9: a Ferris
# wheel with six coloured gondolas turning 30 degrees per frame, 12 frames.
# The first frame is held 0.40 s, the others 0.08 s, so a player that honours
# each frame's own delay visibly pauses with the red gondola at the top.
# Needs ImageMagick's convert (scripts/ensure-packages.sh test installs it).
#   scripts/make-gif.sh [output.gif]
set -euo pipefail
out="${1:-$(dirname "$0")/../Assets/Images/ferris-wheel.gif}"
command -v convert >/dev/null || { echo "make-gif: ImageMagick's convert is missing (scripts/ensure-packages.sh test)" >&2; exit 69; }
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT

size=120; cx=60; cy=56; r=40
colors=(red orange gold limegreen dodgerblue mediumorchid)
frames=()
for i in $(seq 0 11); do
  draw=()
  # Legs and base.
  draw+=(-stroke '#5b5b6b' -strokewidth 4 -draw "line $cx,$cy 30,112" -draw "line $cx,$cy 90,112")
  draw+=(-strokewidth 3 -draw "line 22,113 98,113")
  # Rim.
  draw+=(-fill none -stroke '#3d3d8f' -strokewidth 3 -draw "circle $cx,$cy $((cx + r)),$cy")
  # Spokes and gondolas, turned 30 degrees per frame (clockwise on screen).
  for g in 0 1 2 3 4 5; do
    read -r x y < <(awk -v i="$i" -v g="$g" -v cx="$cx" -v cy="$cy" -v r="$r" 'BEGIN {
      a = (-90 + 30 * i + 60 * g) * atan2(0, -1) / 180; printf "%.1f %.1f\n", cx + r * cos(a), cy + r * sin(a) }')
    draw+=(-stroke '#7a7ab8' -strokewidth 2 -draw "line $cx,$cy $x,$y")
    gx=$(awk -v x="$x" 'BEGIN { printf "%.1f", x }'); gy=$(awk -v y="$y" 'BEGIN { printf "%.1f", y + 7 }')
    draw+=(-stroke '#333333' -strokewidth 1 -fill "${colors[$g]}" -draw "roundrectangle $(awk -v x="$gx" -v y="$gy" 'BEGIN { printf "%.1f,%.1f %.1f,%.1f 3,3", x - 8, y - 6, x + 8, y + 6 }')")
  done
  draw+=(-stroke none -fill '#3d3d8f' -draw "circle $cx,$cy $((cx + 5)),$cy")
  convert -size ${size}x${size} xc:'#dff1ff' "${draw[@]}" "$tmp/frame$i.png"
  frames+=("$tmp/frame$i.png")
done

# GIF delays are in hundredths of a second.
convert -loop 0 -delay 40 "${frames[0]}" -delay 8 "${frames[@]:1}" "$out"
echo "make-gif: wrote $out ($(identify -format '%T ' "$out" | wc -w) frames; delays $(identify -format '%T ' "$out")x10 ms)"
