#!/usr/bin/env bash
# Installs the Debian packages Lunapark needs, if any are missing.
#   scripts/ensure-packages.sh demo   what building and running the demo needs
#   scripts/ensure-packages.sh test   that, plus what the tests need (Xvfb, xdotool, ImageMagick, sox)
# Uses apt-get directly as root, through sudo otherwise.
set -euo pipefail

build=(pkg-config libsdl2-dev libsdl2-mixer-dev libsdl2-image-dev libcairo2-dev libpango1.0-dev
       fonts-dejavu-core fonts-noto-color-emoji)
extra=()
case "${1:-demo}" in
  demo) ;;
  test) extra=(xvfb xdotool imagemagick sox x11-utils) ;;
  *) echo "ensure-packages: unknown set '$1' (use demo or test)" >&2; exit 64 ;;
esac

missing=()
for package in "${build[@]}" "${extra[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ]; then sudo=(); elif command -v sudo >/dev/null; then sudo=(sudo); else
  echo "ensure-packages: missing ${missing[*]}; run as root or install sudo" >&2; exit 69
fi
echo "ensure-packages: installing ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
# apt-get update has been seen to fail once and succeed on retry here.
"${sudo[@]}" apt-get update -qq || { sleep 3; "${sudo[@]}" apt-get update -qq; }
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
