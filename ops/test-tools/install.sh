#!/usr/bin/env bash
# Installs the tools the tests and the client generation use, and that the product does not:
# the Python ones (ops/test-tools/requirements.txt) into .venv at the repository root, the npm
# ones (ops/test-tools/package.json, kept apart from the project's packages) into
# ops/test-tools/node_modules. Idempotent: each is skipped when its install is newer than its list.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
tools="$root/ops/test-tools"
venv="$root/.venv"
say() { echo "test-tools: $*"; }

if [ ! -x "$venv/bin/python" ]; then
  say "creating $venv"
  python3 -m venv "$venv" || { echo "test-tools: python3 -m venv failed; install python3-venv (apt-get install python3-venv)" >&2; exit 1; }
fi
if [ "$venv/.requirements-installed" -nt "$tools/requirements.txt" ]; then
  say "python packages up to date"
else
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r "$tools/requirements.txt"
  touch "$venv/.requirements-installed"
  say "python packages installed"
fi

if [ "$tools/node_modules/.package-lock.json" -nt "$tools/package-lock.json" ]; then
  say "npm packages up to date"
else
  (cd "$tools" && npm ci --no-audit --no-fund --loglevel=error)
  say "npm packages installed"
fi
