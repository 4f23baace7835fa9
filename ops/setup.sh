#!/usr/bin/env bash
# Installs what the embedded mode needs on a Debian 12 machine: ffmpeg and the libav headers, OpenCV
# and the MediaPipe runtime of the matting addon, the npm dependencies and the native addons. The
# servers of the distributed mode and the tests (RabbitMQ, FerretDB, the S3 gateway) come from
# ops/services/install.sh. Safe to run again:
# each step is skipped when already done. Needs Node >= 20.19.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
# shellcheck source=lib/debian.sh
. ops/lib/debian.sh

# --- Debian packages --------------------------------------------------------------------------
packages=(ffmpeg libavcodec-dev libavformat-dev libavutil-dev libswscale-dev libswresample-dev libva-dev pkg-config)
# native/matting: OpenCV (person detection, filtering), what libmediapipe.so links against (EGL,
# GLES), and the Python tools of its setup (native/matting/setup/install.sh).
packages+=(libopencv-dev libegl1 libgles2 python3 python3-pip python3-flatbuffers python3-numpy)
# Test media with people in it (examples/data/vtest.avi, messi5.jpg), for the tests and
# `framefleet bench matting`; the container image leaves them out.
test_media_packages=(opencv-doc)
# The headless browser the OAuth consent tests drive (playwright-core launches /usr/bin/chromium;
# no browser is downloaded); the container image leaves it out.
test_browser_packages=(chromium)
# Speech for the transcript and clip-suggestion tests (espeak-ng speaks their topics); the
# container image leaves it out.
test_speech_packages=(espeak-ng)
install_debian_packages "${packages[@]}" "${test_media_packages[@]}" "${test_browser_packages[@]}" "${test_speech_packages[@]}"

# --- Node and its headers ---------------------------------------------------------------------
command -v node >/dev/null || die "Node.js >= 20.19 is required (e.g. the nodejs package from deb.nodesource.com)"
say "node $(node --version), npm $(npm --version)"
# node-gyp would download the headers; point it at the installed ones instead (works offline).
node_prefix="$(dirname "$(dirname "$(readlink -f "$(command -v node)")")")"
nodedir=""
for d in "${npm_config_nodedir:-}" "$node_prefix" /usr /usr/local; do
  if [ -n "$d" ] && [ -f "$d/include/node/node_api.h" ]; then nodedir="$d"; break; fi
done
[ -n "$nodedir" ] || die "no Node headers (include/node/node_api.h) under $node_prefix, /usr or /usr/local; install the headers or set npm_config_nodedir"
export npm_config_nodedir="$nodedir"
say "native builds use the Node headers in $nodedir/include/node"

# --- npm dependencies -------------------------------------------------------------------------
# npm writes node_modules/.package-lock.json on every install; when it is newer than both
# manifests, node_modules already matches them.
installed_marker=node_modules/.package-lock.json
if [ -f "$installed_marker" ] && [ "$installed_marker" -nt package.json ] && { [ ! -f package-lock.json ] || [ "$installed_marker" -nt package-lock.json ]; }; then
  say "npm dependencies up to date"
else
  # npm install, not npm ci: @napi-rs/canvas lists optional binaries for every platform, and
  # where a registry does not serve the ones this machine cannot use, npm ci refuses the lock
  # file while npm install installs exactly what the lock names for this platform.
  say "npm install"
  npm install --no-audit --no-fund
fi

# --- matting runtime: libmediapipe.so and the models -------------------------------------------
native/matting/setup/install.sh

# --- native addons ----------------------------------------------------------------------------
if node -e 'process.exit(require("./package.json").scripts?.["build:native"] ? 0 : 1)'; then
  say "npm run build:native"
  npm run build:native
else
  say "no build:native script; no native addons to build"
fi

# --- sound pack: synthesized by code into shared/sounds/generated (kept when up to date) -----------
say "npm run sound-pack"
npm run sound-pack

# --- the build: the processes run compiled JavaScript from build/dist (bin/framefleet rebuilds it
# when a source changes; building here keeps the first command from paying for it) -------------
say "npm run build"
npm run build

say "setup done"
