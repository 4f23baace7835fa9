# Which Node.js framefleet runs on. Sourced (POSIX sh) by bin/framefleet, ops/with-node (the npm
# scripts), ops/setup.sh and .ci/run, so that all of them pick the same one.
#
# framefleet needs Node.js >= 22. Where the machine's own Node is older or missing, ops/setup.sh
# installs Node 24 into .framefleet/toolchain/ from the npm registry, without root: the official
# binaries and headers of the node-linux-<arch> package, and the npm they ship with. Once it is
# there it comes first on PATH, ahead of the machine's Node, because the native addons were built
# for its ABI. FRAMEFLEET_NODE_TOOLCHAIN=off forbids the install (the machine's Node must do).

framefleet_node_min_major=22
framefleet_npm_version=11.19.1
framefleet_npm_sha512=cedb312b1b7f92421a02cfb68b4194e88f8346651dacd6acc5364a25ef5309d4a32b19616a1ff8aff865e7280c0fa5c0835a99f5cd93368991e2a80ec9da75d2

# Sets framefleet_machine to the machine's architecture as `uname -m` names it, read from /proc
# where Linux has it: bin/framefleet runs this at every start, and each process it spares counts.
framefleet_read_machine() {
  framefleet_machine=
  if [ -r /proc/sys/kernel/arch ]; then read -r framefleet_machine < /proc/sys/kernel/arch || framefleet_machine=; fi
  [ -n "$framefleet_machine" ] || framefleet_machine="$(uname -m)"
}

# The toolchain's version and tarball checksum for this machine's architecture (the registry's
# arm64 package lags a few patch releases behind x64). Sets framefleet_node_arch, _version, _sha512.
framefleet_node_release() {
  framefleet_read_machine
  case "$framefleet_machine" in
    x86_64 | amd64)
      framefleet_node_arch=x64
      framefleet_node_version=24.22.3
      framefleet_node_sha512=287b286fe16ff587ab013bd8ba331b8b226a9d10af2edadcaff79336a46a88e486a7dec43a244fd723f8efe9271a043fc677375d8f31ce45b9f3b76567336a44
      ;;
    aarch64 | arm64)
      framefleet_node_arch=arm64
      framefleet_node_version=24.22.0
      framefleet_node_sha512=c5b23475e474fa0cc98b313421d4fbc777b04aab6f596eedc7a425248048e88b33518e35cab3e639e4be6fa5a403b0e6492f1528945c32d8565703b52db8da99
      ;;
    *) return 1 ;;
  esac
}

# Sets framefleet_toolchain to where the toolchain of this architecture lives (or would live)
# under the repository $1 (no subshell: see framefleet_read_machine).
framefleet_locate_toolchain() {
  framefleet_node_release || return 1
  framefleet_toolchain="$1/.framefleet/toolchain/node-v$framefleet_node_version-linux-$framefleet_node_arch"
}

# Prints where the toolchain of this architecture lives (or would live) under the repository $1.
framefleet_toolchain_dir() {
  framefleet_locate_toolchain "$1" || return 1
  printf '%s\n' "$framefleet_toolchain"
}

# Puts the toolchain under the repository $1 first on PATH when it is installed, and points
# node-gyp at its headers (an npmrc's nodedir may name the machine's older ones); otherwise leaves
# both as they are (the machine's Node). Starts no Node: bin/framefleet runs it on every start, and
# bin/launch.mjs checks the version of the Node it ends up on.
framefleet_use_node() {
  local dir
  framefleet_locate_toolchain "$1" || return 0
  dir="$framefleet_toolchain"
  if [ -x "$dir/bin/node" ]; then
    case ":$PATH:" in
      *":$dir/bin:"*) ;;
      *) PATH="$dir/bin:$PATH" ;;
    esac
    npm_config_nodedir="$dir"
    export PATH npm_config_nodedir
  fi
}

# The major version of the `node` on PATH, or nothing when there is none.
framefleet_node_major() {
  local version
  version="$(node --version 2>/dev/null)" || return 0
  version="${version#v}"
  printf '%s\n' "${version%%.*}"
}

# Makes sure a Node >= 22 is first on PATH for the repository $1: the toolchain if installed, else
# the machine's Node if recent enough, else the toolchain, installed now. Exits with what to do
# when none can be had.
framefleet_require_node() {
  local major found reason
  framefleet_use_node "$1"
  major="$(framefleet_node_major)"
  if [ -n "$major" ] && [ "$major" -ge "$framefleet_node_min_major" ]; then return 0; fi
  if [ -n "$major" ]; then found="the node on PATH ($(command -v node)) is $(node --version)"; else found="there is no node on PATH"; fi
  if [ "${FRAMEFLEET_NODE_TOOLCHAIN:-}" = off ]; then
    reason="FRAMEFLEET_NODE_TOOLCHAIN=off forbids installing Node 24 into .framefleet/toolchain"
  elif ! framefleet_node_release; then
    reason="the npm registry has no Node build for this machine ($(uname -m))"
  else
    echo "==> $found; installing Node $framefleet_node_version (node-linux-$framefleet_node_arch) and npm $framefleet_npm_version into $(framefleet_toolchain_dir "$1")" >&2
    if reason="$(framefleet_install_node_toolchain "$1" 2>&1)"; then
      framefleet_use_node "$1"
      return 0
    fi
    reason="${reason:-the install failed}"
    rm -rf "$(framefleet_toolchain_dir "$1").partial"
  fi
  printf '%s\n' "framefleet needs Node.js >= $framefleet_node_min_major, and $found." \
    "ops/setup.sh installs Node 24 into .framefleet/toolchain/ from the npm registry where the machine's Node is older, but: $reason" \
    "Remedy: run ops/setup.sh again with the npm registry reachable (npm_config_registry names a mirror) and FRAMEFLEET_NODE_TOOLCHAIN unset, or install Node.js >= $framefleet_node_min_major (e.g. Node 24 from nodejs.org or deb.nodesource.com) first on PATH." >&2
  exit 1
}

# Fetches the registry tarball $1 (a path under the registry) into the file $2 and checks its
# sha512 ($3). Uses curl, wget, or else the old Node's fetch (Node >= 18), so that a machine with
# none of the first two gets there too; npm may be missing or too old to trust.
framefleet_fetch_verified() {
  local url
  url="${npm_config_registry:-https://registry.npmjs.org}"
  url="${url%/}/$1"
  if command -v curl >/dev/null 2>&1; then
    curl -fsSL --retry 2 --connect-timeout 20 -o "$2" "$url" || { echo "downloading $url failed"; return 1; }
  elif command -v wget >/dev/null 2>&1; then
    wget -q -O "$2" "$url" || { echo "downloading $url failed"; return 1; }
  elif command -v node >/dev/null 2>&1; then
    node -e 'const [url, file] = process.argv.slice(1);
      fetch(url).then(async (r) => { if (!r.ok) throw new Error(`${r.status} ${r.statusText}`); require("fs").writeFileSync(file, Buffer.from(await r.arrayBuffer())); })
        .catch((e) => { console.error(e.cause?.message ?? e.message); process.exit(1); });' "$url" "$2" ||
      { echo "downloading $url failed"; return 1; }
  else
    echo "there is no curl, wget or node to download $url with"
    return 1
  fi
  [ "$(sha512sum "$2" | cut -d' ' -f1)" = "$3" ] || { echo "$url does not have the sha512 pinned in ops/lib/node.sh"; return 1; }
}

# Installs the toolchain under the repository $1, laid out as Node's own release archives
# (bin/node, bin/npm, bin/npx, include/node, lib/node_modules/npm), so node-gyp finds the headers
# beside the binary. Prints why on failure.
framefleet_install_node_toolchain() {
  local dir work old
  dir="$(framefleet_toolchain_dir "$1")" || return 1
  work="$dir.partial"
  rm -rf "$work" && mkdir -p "$work/lib/node_modules/npm" || return 1
  framefleet_fetch_verified "node-linux-$framefleet_node_arch/-/node-linux-$framefleet_node_arch-$framefleet_node_version.tgz" "$work/node.tgz" "$framefleet_node_sha512" || return 1
  framefleet_fetch_verified "npm/-/npm-$framefleet_npm_version.tgz" "$work/npm.tgz" "$framefleet_npm_sha512" || return 1
  tar -xzf "$work/node.tgz" -C "$work" --strip-components=1 package/bin package/include package/share package/LICENSE || return 1
  tar -xzf "$work/npm.tgz" -C "$work/lib/node_modules/npm" --strip-components=1 || return 1
  rm -f "$work/node.tgz" "$work/npm.tgz"
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$work/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$work/bin/npx"
  "$work/bin/node" --version >/dev/null || { echo "the downloaded node does not run on this machine"; return 1; }
  rm -rf "$dir" && mv "$work" "$dir" || return 1
  # The toolchains of earlier pins are of no more use.
  for old in "${dir%/*}"/node-v*-linux-*; do
    [ "$old" = "$dir" ] || rm -rf "$old"
  done
}

# The directory holding the headers (include/node) of the node on PATH, for node-gyp
# (npm_config_nodedir): its own prefix first, where the toolchain and Node's release archives keep
# them, then npm_config_nodedir, /usr and /usr/local; only headers of the same major version (the
# same ABI) count. Prints nothing when there are none.
framefleet_node_headers_dir() {
  local major prefix d
  major="$(framefleet_node_major)"
  prefix="$(dirname "$(dirname "$(readlink -f "$(command -v node)")")")"
  for d in "$prefix" "${npm_config_nodedir:-}" /usr /usr/local; do
    if [ -n "$d" ] && [ -f "$d/include/node/node_api.h" ] &&
      grep -q "^#define NODE_MAJOR_VERSION $major\$" "$d/include/node/node_version.h" 2>/dev/null; then
      printf '%s\n' "$d"
      return 0
    fi
  done
}
