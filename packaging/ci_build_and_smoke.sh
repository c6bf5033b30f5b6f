#!/usr/bin/env bash
# Build the standalone app, its .deb and tarball (packaging/build.py), install the .deb with
# apt-get, smoke-test /usr/bin/bazaar offscreen, validate the menu entry, then purge the
# package and check that nothing of it is left. Run as root in the project's venv (.ci/run
# does both); exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."
fail() { echo "ci_build_and_smoke: $*" >&2; exit 1; }

python packaging/build.py --no-smoke --runs 3
version=$(python -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
deb="dist/bazaar_${version}_amd64.deb"
tarball="dist/bazaar-${version}-linux-x86_64.tar.gz"
[ -s "$tarball" ] || fail "$tarball was not built"
tar -tzf "$tarball" | grep -qx "bazaar-${version}/bazaar" || fail "$tarball holds no bazaar-${version}/bazaar"

DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "./$deb" >/dev/null
[ "$(dpkg-query -W -f='${Version}' bazaar)" = "$version" ] || fail "bazaar $version is not installed"
desktop-file-validate /usr/share/applications/bazaar.desktop
for icon in 16x16/apps/bazaar.png 256x256/apps/bazaar.png scalable/apps/bazaar.svg; do
  [ -s "/usr/share/icons/hicolor/$icon" ] || fail "the icon $icon is not installed"
done

out_dir="$(mktemp -d "${TMPDIR:-/tmp}/bazaar-smoke-XXXXXX")"
trap 'rm -rf "$out_dir"' EXIT
started_ns=$(date +%s%N)
# From /, with the source tree out of reach: the installed program must stand on its own.
(cd / && env -u PYTHONPATH -u BAZAAR_RESOURCES QT_QPA_PLATFORM=offscreen timeout 600 \
  /usr/bin/bazaar --smoke-test "$out_dir")
elapsed_ms=$((($(date +%s%N) - started_ns) / 1000000))
shopt -s nullglob
pictures=("$out_dir"/*.png)
[ ${#pictures[@]} -gt 0 ] || fail "the installed app wrote no pictures in $out_dir"
for picture in "${pictures[@]}"; do
  [ -s "$picture" ] || fail "$(basename "$picture") is empty"
done
echo "ci_build_and_smoke: /usr/bin/bazaar passed its smoke test in $((elapsed_ms / 1000)).$(((elapsed_ms % 1000) / 100)) s (${#pictures[@]} pictures)"

DEBIAN_FRONTEND=noninteractive apt-get purge -y -qq bazaar >/dev/null
for path in /opt/bazaar /usr/bin/bazaar /usr/share/applications/bazaar.desktop \
  /usr/share/icons/hicolor/256x256/apps/bazaar.png; do
  [ ! -e "$path" ] || fail "$path is still there after apt-get purge bazaar"
done
echo "ci_build_and_smoke: the .deb installed, ran and was removed cleanly"
