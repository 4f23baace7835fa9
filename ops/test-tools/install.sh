#!/usr/bin/env bash
# Installs what only the tests and the client generation use and the product does not (.ci/run
# calls it after ops/setup.sh; the embedded mode's own needs come from ops/setup.sh, the servers
# from ops/services/install.sh), each pinned in one list beside this script:
#   Debian packages   test media, the headless browser, speech (below)
#   requirements.txt  Python packages, into a project-local virtualenv at .venv/
#   package.json      npm packages kept apart from the project's own (openapi-typescript needs
#                     TypeScript 5's compiler API; the project builds with TypeScript 7), into
#                     ops/test-tools/node_modules/ from package-lock.json
# Safe to run again: what is installed already is skipped.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
# shellcheck source=../lib/debian.sh
. ops/lib/debian.sh

# --- Debian packages for the tests ------------------------------------------------------------
# Test media with people in it (examples/data/vtest.avi, messi5.jpg), for the matting and facts
# tests and `framefleet bench matting`.
test_media_packages=(opencv-doc)
# The headless browser the console and OAuth consent tests drive (playwright-core launches
# /usr/bin/chromium; no browser is downloaded).
test_browser_packages=(chromium)
# Speech for the transcript and clip-suggestion tests (espeak-ng speaks their topics) and the
# verify loudness test (speech measured against ffmpeg's ebur128).
test_speech_packages=(espeak-ng)
install_debian_packages "${test_media_packages[@]}" "${test_browser_packages[@]}" "${test_speech_packages[@]}"

# --- Python test tools ---------------------------------------------------------------------------
tools=ops/test-tools
venv=.venv

command -v python3 >/dev/null || install_debian_packages python3
# Debian splits venv (and the ensurepip it needs) out of python3.
python3 -c 'import ensurepip, venv' 2>/dev/null || install_debian_packages python3-venv

# The stamp is written after a successful install: a list edited since (or a failed install) installs again.
if [ -x "$venv/bin/python" ] && [ "$venv/.requirements-installed" -nt "$tools/requirements.txt" ]; then
  say "Python test tools up to date ($venv)"
else
  say "installing the Python test tools of $tools/requirements.txt into $venv"
  [ -x "$venv/bin/python" ] || python3 -m venv "$venv"
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r "$tools/requirements.txt"
  touch "$venv/.requirements-installed"
fi

# --- npm test tools ------------------------------------------------------------------------------
if [ "$tools/node_modules/.package-lock.json" -nt "$tools/package-lock.json" ]; then
  say "npm test tools up to date ($tools/node_modules)"
else
  say "installing the npm test tools of $tools/package.json"
  (cd "$tools" && npm ci --no-audit --no-fund --loglevel=error)
fi
