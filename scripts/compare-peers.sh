#!/usr/bin/env bash
# Compares Lunapark with pygame-ce and Kivy on the stress workload of issue 14: N circles of
# 8 pt in a 960x640 window, each moving to a new point every second with easeInOut, legs
# staggered (Lunapark: `LunaparkBenchmarks stress`, withAnimation completions re-arming @State;
# pygame-ce: a hand tween drawn with gfxdraw; Kivy: Animation with on_complete). All three run
# under the same Xvfb display, one program at a time and alternating (round r runs Lunapark,
# pygame-ce, Kivy for every N), so machine noise is shared; each figure is the median of the
# rounds. Not part of `make test`: it installs pygame-ce and Kivy from PyPI into a virtual
# environment (.build/peers-venv) and takes several minutes.
#   scripts/compare-peers.sh [rounds] [seconds]     (defaults: 3 rounds, 4 measured seconds each)
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-3}
seconds=${2:-4}
counts=(1000 5000 10000 20000)
venv=.build/peers-venv

command -v Xvfb >/dev/null || { echo "compare-peers: Xvfb is missing (scripts/ensure-packages.sh test)" >&2; exit 69; }
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet --upgrade pip
    "$venv/bin/pip" install --quiet pygame-ce kivy
fi
[ -x .build/release/LunaparkBenchmarks ] || swift build -c release --product LunaparkBenchmarks

display=:$((90 + RANDOM % 9))
Xvfb "$display" -screen 0 1280x800x24 >/dev/null 2>&1 &
xvfb=$!
trap 'kill "$xvfb" 2>/dev/null || true' EXIT
sleep 1
export DISPLAY=$display SDL_AUDIODRIVER=dummy

results=$(mktemp)
for round in $(seq 1 "$rounds"); do
    for n in "${counts[@]}"; do
        line=$(LUNAPARK_STRESS_MICRO=0 LUNAPARK_STRESS_RAMP=0 LUNAPARK_STRESS_WORKLOADS=easeInOut \
               LUNAPARK_STRESS_COUNTS=$n LUNAPARK_STRESS_SECONDS=$seconds \
               .build/release/LunaparkBenchmarks stress 2>/dev/null | grep "N=$n: fps" || true)
        fps=$(sed -E 's/.*: fps +([0-9.]+) fps.*/\1/' <<<"$line")
        p99=$(sed -E 's/.*p99 ([0-9.]+) ms.*/\1/' <<<"$line")
        echo "lunapark $n ${fps:-nan} ${p99:-nan}" >>"$results"
        read -r fps _ p99 < <(cd scripts/peers && timeout 300 "../../$venv/bin/python" pygame_stress.py "$n" "$seconds" 2>/dev/null | tail -1 || echo "nan nan nan")
        echo "pygame-ce $n ${fps:-nan} ${p99:-nan}" >>"$results"
        read -r fps _ p99 < <(cd scripts/peers && timeout 300 "../../$venv/bin/python" kivy_stress.py "$n" "$seconds" 2>/dev/null | tail -1 || echo "nan nan nan")
        echo "kivy $n ${fps:-nan} ${p99:-nan}" >>"$results"
    done
done

echo "stress workload, $(date -u +%Y-%m-%d), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); fps (p99 frame interval ms), median of $rounds rounds"
printf '| N | Lunapark | pygame-ce (hand tween, gfxdraw) | Kivy |\n|---|---|---|---|\n'
for n in "${counts[@]}"; do
    row="| $n"
    for program in lunapark pygame-ce kivy; do
        row+=" | $(awk -v p="$program" -v n="$n" '$1 == p && $2 == n { print $3, $4 }' "$results" | sort -n \
              | awk '{ f[NR] = $1; q[NR] = $2 } END { m = int((NR + 1) / 2); if (NR) printf "%s (%s)", f[m], q[m]; else printf "n/a" }')"
    done
    echo "$row |"
done
rm -f "$results"
