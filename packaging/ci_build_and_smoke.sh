#!/usr/bin/env bash
# Build the standalone app, its .deb and tarball (packaging/build.py), check the .deb with
# lintian (no errors), install it with apt-get, validate its menu entry and AppStream
# metainfo, smoke-test /usr/games/bazaar offscreen (its sounds loaded on PulseAudio's null
# sink) and on a headless Weston (Wayland), then purge the package and check that nothing of
# it is left. Run as root in the project's venv (.ci/run does both); exits non-zero on any
# failure.
set -euo pipefail
cd "$(dirname "$0")/.."
fail() { echo "ci_build_and_smoke: $*" >&2; exit 1; }

python packaging/build.py --no-smoke --runs 3
version=$(python -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
deb="dist/bazaar_${version}_amd64.deb"
tarball="dist/bazaar-${version}-linux-x86_64.tar.gz"
[ -s "$tarball" ] || fail "$tarball was not built"
# The listing is read whole first: `tar | grep -q` ends tar early (SIGPIPE), which pipefail
# takes for a failure.
listing=$(tar -tzf "$tarball")
grep -qx "bazaar-${version}/bazaar" <<<"$listing" || fail "$tarball holds no bazaar-${version}/bazaar"
grep -qx "bazaar-${version}/bazaar-server" <<<"$listing" || fail "$tarball holds no bazaar-server"

app_id=org.example.Bazaar  # bazaar_desktop.APP_ID
# Errors fail the build; warnings are listed (docs/packaging.md says which are left and why).
lintian --fail-on error --tag-display-limit 0 "$deb" || fail "lintian reports errors in $deb"

DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "./$deb" >/dev/null
[ "$(dpkg-query -W -f='${Version}' bazaar)" = "$version" ] || fail "bazaar $version is not installed"
desktop-file-validate "/usr/share/applications/$app_id.desktop"
appstreamcli validate --no-net "/usr/share/metainfo/$app_id.metainfo.xml"
for icon in "16x16/apps/$app_id.png" "256x256/apps/$app_id.png" "scalable/apps/$app_id.svg"; do
  [ -s "/usr/share/icons/hicolor/$icon" ] || fail "the icon $icon is not installed"
done

out_dir="$(mktemp -d "${TMPDIR:-/tmp}/bazaar-smoke-XXXXXX")"
servers=()
trap 'kill "${servers[@]}" 2>/dev/null; rm -rf "$out_dir"' EXIT
wait_for_socket() { # path, log: the server's socket appears within 20 s
  for _ in $(seq 200); do [ -S "$1" ] && return 0; sleep 0.1; done
  fail "no server on $1: $(cat "$2")"
}
# An audio device for the installed app: PulseAudio with a null sink, on a socket of its own.
pulse_dir="$out_dir/pulse" && mkdir -m 700 "$pulse_dir"
HOME="$pulse_dir" XDG_RUNTIME_DIR="$pulse_dir" pulseaudio --daemonize=no --exit-idle-time=-1 \
  -n -L module-null-sink -L "module-native-protocol-unix socket=$pulse_dir/native" \
  >"$out_dir/pulse.log" 2>&1 &
servers+=($!)
wait_for_socket "$pulse_dir/native" "$out_dir/pulse.log"
started_ns=$(date +%s%N)
# From /, with the source tree out of reach: the installed program must stand on its own.
smoke_out=$(cd / && env -u PYTHONPATH -u BAZAAR_RESOURCES QT_QPA_PLATFORM=offscreen \
  PULSE_SERVER="unix:$pulse_dir/native" timeout 600 /usr/games/bazaar --smoke-test "$out_dir")
echo "$smoke_out"
grep -qE "^sounds: ([0-9]+) of \1 ready" <<<"$smoke_out" ||
  fail "the installed app's sounds did not load"
elapsed_ms=$((($(date +%s%N) - started_ns) / 1000000))
shopt -s nullglob
pictures=("$out_dir"/*.png)
[ ${#pictures[@]} -gt 0 ] || fail "the installed app wrote no pictures in $out_dir"
for picture in "${pictures[@]}"; do
  [ -s "$picture" ] || fail "$(basename "$picture") is empty"
done
echo "ci_build_and_smoke: /usr/games/bazaar passed its smoke test in $((elapsed_ms / 1000)).$(((elapsed_ms % 1000) / 100)) s (${#pictures[@]} pictures)"

# The installed app on a Wayland-only session: a headless Weston of its own, WAYLAND_DISPLAY
# set, no DISPLAY, no QT_QPA_PLATFORM. It must come up on Qt's wayland platform and play.
runtime_dir="$out_dir/runtime" && mkdir -m 700 "$runtime_dir"
XDG_RUNTIME_DIR="$runtime_dir" weston --backend=headless-backend.so --socket=bazaar-ci \
  --idle-time=0 >"$out_dir/weston.log" 2>&1 &
servers+=($!)
wait_for_socket "$runtime_dir/bazaar-ci" "$out_dir/weston.log"
started_ns=$(date +%s%N)
wayland_out=$(cd / && env -u PYTHONPATH -u BAZAAR_RESOURCES -u DISPLAY -u QT_QPA_PLATFORM \
  XDG_RUNTIME_DIR="$runtime_dir" WAYLAND_DISPLAY=bazaar-ci timeout 600 \
  /usr/games/bazaar --smoke-test "$out_dir/wayland")
echo "$wayland_out"
grep -q "smoke test on the wayland platform, app id $app_id" <<<"$wayland_out" ||
  fail "the installed app did not run on the wayland platform with the app id $app_id"
elapsed_ms=$((($(date +%s%N) - started_ns) / 1000000))
echo "ci_build_and_smoke: /usr/games/bazaar passed its smoke test on Wayland (weston) in $((elapsed_ms / 1000)).$(((elapsed_ms % 1000) / 100)) s"

# The installed table server (the bundle with --table-server first): it listens, and a Basta!
# game against its Easy bot (thought in the bundle's bots' worker process) is played to the end.
/usr/games/bazaar-server --port 0 --store "$out_dir/tables.sqlite3" >"$out_dir/server.log" 2>&1 &
servers+=($!)
for _ in $(seq 300); do grep -q "^listening on " "$out_dir/server.log" && break; sleep 0.1; done
server_url=$(sed -n 's/^listening on \(ws:[^ ]*\).*/\1/p' "$out_dir/server.log")
[ -n "$server_url" ] || fail "/usr/games/bazaar-server did not listen: $(cat "$out_dir/server.log")"
python packaging/server_smoke.py "$server_url" || fail "the installed table server: $(cat "$out_dir/server.log")"
kill "${servers[-1]}"

DEBIAN_FRONTEND=noninteractive apt-get purge -y -qq bazaar >/dev/null
for path in /usr/lib/bazaar /usr/games/bazaar /usr/games/bazaar-server \
  "/usr/share/applications/$app_id.desktop" \
  "/usr/share/metainfo/$app_id.metainfo.xml" "/usr/share/icons/hicolor/256x256/apps/$app_id.png"; do
  [ ! -e "$path" ] || fail "$path is still there after apt-get purge bazaar"
done
echo "ci_build_and_smoke: the .deb installed, ran and was removed cleanly"
