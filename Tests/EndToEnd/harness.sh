# Shared by the end-to-end scripts (source it; it is not run on its own): the pass/fail
# counters and `check`, a scratch folder `$work` removed on exit together with the
# processes named by `$app` and `$xvfb`, and `start_xvfb`, which starts a private X
# server on the first free display from :99 and exports DISPLAY.
work=$(mktemp -d)
passed=0; failed=0
pass() { passed=$((passed + 1)); echo "  ok    $1"; }
fail() { failed=$((failed + 1)); echo "  FAIL  $1"; }
check() { local name=$1; shift; if "$@"; then pass "$name"; else fail "$name"; fi; }

cleanup() {
  [ -n "${app:-}" ] && kill "$app" 2>/dev/null
  [ -n "${xvfb:-}" ] && kill "$xvfb" 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT

# Starts Xvfb (1280x800, 24-bit) and waits up to 5 s for it to answer.
start_xvfb() {
  local display=99
  while [ -e "/tmp/.X${display}-lock" ]; do display=$((display + 1)); done
  Xvfb ":$display" -screen 0 1280x800x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
  xvfb=$!
  export DISPLAY=":$display"
  for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
}
