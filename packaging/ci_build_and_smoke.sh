#!/usr/bin/env bash
# Build the standalone app and smoke-test the built program; .ci/run calls this.
# Installs the `package` extra (PyInstaller), runs packaging/build.py (build, bundle checks,
# size and start-up figures), then runs `dist/bazaar/bazaar --smoke-test DIR` offscreen and
# checks that it wrote non-empty PNGs. Exits non-zero on any failure. About a minute here.
set -euo pipefail
cd "$(dirname "$0")/.."

python3 -m pip install -q -e '.[package]'
python3 packaging/build.py --no-smoke --runs 3

out_dir="$(mktemp -d "${TMPDIR:-/tmp}/bazaar-smoke-XXXXXX")"
trap 'rm -rf "$out_dir"' EXIT
started_ns=$(date +%s%N)
QT_QPA_PLATFORM=offscreen timeout 300 dist/bazaar/bazaar --smoke-test "$out_dir"
elapsed_ms=$((($(date +%s%N) - started_ns) / 1000000))

shopt -s nullglob
pictures=("$out_dir"/*.png)
if [ ${#pictures[@]} -eq 0 ]; then
  echo "ci_build_and_smoke: the built app wrote no pictures in $out_dir" >&2
  exit 1
fi
for picture in "${pictures[@]}"; do
  if [ ! -s "$picture" ]; then
    echo "ci_build_and_smoke: $(basename "$picture") is empty" >&2
    exit 1
  fi
  echo "  $(basename "$picture"): $(stat -c %s "$picture") bytes"
done
echo "ci_build_and_smoke: the built app passed its smoke test in $((elapsed_ms / 1000)).$(((elapsed_ms % 1000) / 100)) s (${#pictures[@]} pictures)"
