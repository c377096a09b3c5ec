#!/usr/bin/env bash
# Makes the README's animated image (Assets/Screenshots/hero.gif): a few
# seconds of the park, each frame rendered by the program itself without a
# window (`lunapark --screenshot` at a virtual time, half size), joined into
# a GIF by ImageMagick (`scripts/ensure-packages.sh test` installs it).
# Usage: scripts/make-hero.sh path/to/lunapark
set -euo pipefail
binary=${1:?usage: make-hero.sh path/to/lunapark}
fps=15
frames=$(mktemp -d)
trap 'rm -rf "$frames"' EXIT
n=0
# scene number (10 = key 0), seconds of it to show
while read -r scene seconds; do
  count=$(awk -v s="$seconds" -v f="$fps" 'BEGIN { printf "%d", s * f }')
  for ((k = 0; k < count; k++)); do
    t=$(awk -v k="$k" -v f="$fps" 'BEGIN { printf "%.4f", k / f }')
    "$binary" --screenshot "$(printf '%s/%04d.png' "$frames" "$n")" --scene "$scene" --at "$t" --scale 0.5 >/dev/null
    n=$((n + 1))
  done
done <<'LIST'
2 1.2
4 1.0
7 1.6
9 1.4
10 1.4
LIST
out=Assets/Screenshots/hero.gif
convert -delay $((100 / fps)) -loop 0 "$frames"/*.png -layers Optimize "$out"
echo "wrote $out ($n frames at $fps fps)"
