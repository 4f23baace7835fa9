#!/usr/bin/env bash
# Installs what framefleet needs on a Debian 12 machine, then the npm dependencies, the FerretDB
# test server and the native addons. Safe to run again: each step is skipped when already done.
# Needs Node >= 20.19 and Go >= 1.24 (Debian 12's golang is too old; use /usr/local/go).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

say() { printf '==> %s\n' "$*"; }
die() { printf 'setup: %s\n' "$*" >&2; exit 1; }

# --- Debian packages --------------------------------------------------------------------------
packages=(ffmpeg libavcodec-dev libavformat-dev libavutil-dev libswscale-dev libswresample-dev libva-dev pkg-config rabbitmq-server)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if ((${#missing[@]})); then
  sudo=()
  [ "$(id -u)" -eq 0 ] || sudo=(sudo)
  say "installing Debian packages: ${missing[*]}"
  "${sudo[@]}" apt-get update
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
else
  say "Debian packages already installed"
fi

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

# --- FerretDB (MongoDB-compatible test server) ------------------------------------------------
ferret_src=test/services/ferretdb
ferret_bin=.framefleet/bin/ferretdb
if [ -x "$ferret_bin" ] && [ -z "$(find "$ferret_src" -type f -newer "$ferret_bin" -print -quit)" ]; then
  say "FerretDB up to date ($ferret_bin)"
else
  go_bin="$(command -v go || true)"
  if [ -z "$go_bin" ] && [ -x /usr/local/go/bin/go ]; then go_bin=/usr/local/go/bin/go; fi
  [ -n "$go_bin" ] || die "Go >= 1.24 is required to build FerretDB (install it into /usr/local/go)"
  say "building FerretDB with $("$go_bin" version | cut -d' ' -f3) into $ferret_bin"
  mkdir -p .framefleet/bin
  (cd "$ferret_src" && "$go_bin" build -o "$root/$ferret_bin" .)
fi

# --- native addons ----------------------------------------------------------------------------
if node -e 'process.exit(require("./package.json").scripts?.["build:native"] ? 0 : 1)'; then
  say "npm run build:native"
  npm run build:native
else
  say "no build:native script; no native addons to build"
fi

say "setup done"
