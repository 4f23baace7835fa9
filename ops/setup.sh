#!/usr/bin/env bash
# Installs what the embedded mode needs on a Debian 12 machine: ffmpeg and the libav headers, OpenCV
# and the MediaPipe runtime of the matting addon, the npm dependencies and the native addons. The
# servers of the distributed mode and the tests (RabbitMQ, FerretDB, the S3 gateway) come from
# ops/services/install.sh, and what only the tests use from ops/test-tools/install.sh. Safe to run
# again: each step is skipped when already done. Runs on Node >= 22: where the machine's Node is
# older or missing, installs Node 24 into .framefleet/toolchain/ (ops/lib/node.sh), without root.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
# shellcheck source=lib/debian.sh
. ops/lib/debian.sh
# shellcheck source=lib/node.sh
. ops/lib/node.sh

# --- Debian packages --------------------------------------------------------------------------
packages=(ffmpeg libavcodec-dev libavformat-dev libavutil-dev libswscale-dev libswresample-dev libva-dev pkg-config)
# The native addons' build (node-gyp).
packages+=(make g++)
# native/matting: OpenCV (person detection, filtering), what libmediapipe.so links against (EGL,
# GLES), and the Python tools of its setup (native/matting/setup/install.sh).
packages+=(libopencv-dev libegl1 libgles2 python3 python3-pip python3-flatbuffers python3-numpy)
# Verification on the render nodes: OCR of the evidence stills (render-node/verify/ocr.ts).
packages+=(tesseract-ocr tesseract-ocr-eng)
# Fetching the Node toolchain where the machine's Node is older than 22 (ops/lib/node.sh); the
# container image has its Node already.
toolchain_packages=(curl ca-certificates)
# Only what the embedded mode needs: what only the tests use comes from ops/test-tools/install.sh.
install_debian_packages "${packages[@]}" "${toolchain_packages[@]}"

# --- Node and its headers ---------------------------------------------------------------------
framefleet_require_node "$root"
say "node $(node --version) ($(command -v node)), npm $(npm --version)"
# node-gyp would download the headers; point it at those of the Node that runs (the toolchain's
# own when it is the toolchain), never at another version's, whose ABI the addons would not load on.
nodedir="$(framefleet_node_headers_dir)"
[ -n "$nodedir" ] || die "no headers of Node $(node --version) (include/node/node_api.h) beside $(command -v node), under npm_config_nodedir, /usr or /usr/local; install them or set npm_config_nodedir"
export npm_config_nodedir="$nodedir"
say "native builds use the Node headers in $nodedir/include/node"

# --- npm dependencies -------------------------------------------------------------------------
# npm writes node_modules/.package-lock.json on every install; when it is newer than both
# manifests, node_modules already matches them.
installed_marker=node_modules/.package-lock.json
# The Node ABI (NODE_MODULE_VERSION) node_modules was last built for.
node_abi_stamp=node_modules/.framefleet-node-abi
if [ -f "$installed_marker" ] && [ "$installed_marker" -nt package.json ] && { [ ! -f package-lock.json ] || [ "$installed_marker" -nt package-lock.json ]; }; then
  say "npm dependencies up to date"
else
  # npm install, not npm ci: @napi-rs/canvas lists optional binaries for every platform, and
  # where a registry does not serve the ones this machine cannot use, npm ci refuses the lock
  # file while npm install installs exactly what the lock names for this platform.
  say "npm install"
  npm install --no-audit --no-fund
  node -p process.versions.modules > "$node_abi_stamp"
fi
# Packages built against V8's own ABI (better-sqlite3) load only on the Node major they were built
# for: node_modules installed under another Node (the machine's, before the toolchain) is rebuilt.
if [ "$(cat "$node_abi_stamp" 2>/dev/null)" != "$(node -p process.versions.modules)" ]; then
  say "npm rebuild (node_modules was built for another Node ABI than $(node --version)'s)"
  npm rebuild
  node -p process.versions.modules > "$node_abi_stamp"
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
