#!/usr/bin/env bash
# Installs the tools only the tests and the client generation need (never the embedded
# quickstart, which ops/setup.sh sets up), each pinned in one list beside this script:
#   requirements.txt  Python packages, into a project-local virtualenv at .venv/
#   package.json      npm packages kept apart from the project's own (openapi-typescript needs
#                     TypeScript 5's compiler API; the project builds with TypeScript 7), into
#                     ops/test-tools/node_modules/ from package-lock.json
# Safe to run again: each part is skipped while its install is newer than its list.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
# shellcheck source=../lib/debian.sh
. ops/lib/debian.sh

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

if [ "$tools/node_modules/.package-lock.json" -nt "$tools/package-lock.json" ]; then
  say "npm test tools up to date ($tools/node_modules)"
else
  say "installing the npm test tools of $tools/package.json"
  (cd "$tools" && npm ci --no-audit --no-fund --loglevel=error)
fi
