#!/usr/bin/env bash
# Regenerates the README's images with `lunapark --screenshot` (no window needed).
# Usage: scripts/make-screenshots.sh path/to/lunapark
set -euo pipefail
binary=${1:?usage: make-screenshots.sh path/to/lunapark}
out=Assets/Screenshots
mkdir -p "$out"
# scene number, virtual time (s), file name
while read -r scene at name; do
  "$binary" --screenshot "$out/$name.png" --scene "$scene" --at "$at"
done <<'LIST'
1 0.5 scene-1-animating-shapes
2 0.333 scene-2-progress-through-zero
LIST
