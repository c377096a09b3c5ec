#!/usr/bin/env bash
# Installs the Debian packages Lunapark needs, if any are missing, and checks
# that the C libraries are recent enough for the code.
#   scripts/ensure-packages.sh demo   what building and running the demo needs
#   scripts/ensure-packages.sh test   that, plus what the tests need (Xvfb, xdotool, ImageMagick, sox,
#                                     and PulseAudio with its tools for the sound-server sync test)
# Uses apt-get directly as root, through sudo otherwise. Only the Swift
# toolchain is assumed: make and git are installed too when missing (run this
# script directly when there is no make yet).
set -euo pipefail

build=(make git pkg-config libsdl2-dev libsdl2-mixer-dev libsdl2-image-dev libcairo2-dev libpixman-1-dev libpango1.0-dev
       fonts-dejavu-core fonts-noto-color-emoji fonts-material-design-icons-iconfont)
extra=()
case "${1:-demo}" in
  demo) ;;
  test) extra=(xvfb xdotool imagemagick sox x11-utils pulseaudio pulseaudio-utils) ;;
  *) echo "ensure-packages: unknown set '$1' (use demo or test)" >&2; exit 64 ;;
esac

missing=()
for package in "${build[@]}" "${extra[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done

if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -eq 0 ]; then sudo=(); elif command -v sudo >/dev/null; then
    # sudo drops the environment: pass the non-interactive front end through it.
    sudo=(sudo DEBIAN_FRONTEND=noninteractive)
  else
    echo "ensure-packages: missing ${missing[*]}; run as root or install sudo" >&2; exit 69
  fi
  export DEBIAN_FRONTEND=noninteractive
  echo "ensure-packages: installing ${missing[*]} (apt-get; this can take a few minutes)" >&2
  # apt-get update has been seen to fail once and succeed on retry here.
  "${sudo[@]}" apt-get update || { sleep 3; "${sudo[@]}" apt-get update; }
  # Progress stays visible: one line per package unpacked and set up.
  "${sudo[@]}" apt-get install -y --no-install-recommends -o Dpkg::Progress-Fancy=0 "${missing[@]}"
fi

# The oldest versions the code is written against (SDL_WaitEventTimeout that sleeps and wakes on
# SDL_PushEvent came with SDL 2.0.22; SDL_ResetHint with 2.24; IMG_LoadAnimation with SDL_image 2.6).
need() {
  local module=$1 minimum=$2 version
  version=$(pkg-config --modversion "$module" 2>/dev/null) || {
    echo "ensure-packages: pkg-config finds no $module (install its -dev package)" >&2; exit 69; }
  if ! pkg-config --atleast-version="$minimum" "$module"; then
    echo "ensure-packages: $module $version is too old: Lunapark needs $minimum or later" >&2; exit 69
  fi
}
need sdl2 2.24
need SDL2_mixer 2.6
need SDL2_image 2.6
need cairo 1.16
need pangocairo 1.50
