#!/usr/bin/env bash
# Makes the README's animated image (Assets/Screenshots/hero.png, an animated PNG): a few
# seconds of the park recorded by the program itself (`lunapark --headless --record`, on the
# virtual clock at 60 frames per second, half size), pressing the scene keys on the way.
# Usage: scripts/make-hero.sh path/to/lunapark
set -euo pipefail
binary=${1:?usage: make-hero.sh path/to/lunapark}
out=Assets/Screenshots/hero.png
# Scene 2 from the start, then 4 at 1.2 s, 7 at 2.2 s, 9 at 3.8 s and the curves lab (key 0) at 5.2 s.
"$binary" --headless --scene 2 --scale 0.5 --record "$out" --duration 6.6 \
  --press 4@1.2 --press 7@2.2 --press 9@3.8 --press 0@5.2
