#!/usr/bin/env bash
# Installs the tools only the test suite needs (never the embedded quickstart, which ops/setup.sh
# sets up): schemathesis, the OpenAPI fuzzer test/api/openapi-fuzz.test.ts runs, into a
# project-local virtualenv at .venv/. Safe to run again: skipped when the pinned version is there.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
# shellcheck source=../lib/debian.sh
. ops/lib/debian.sh

schemathesis_version=4.32.5
venv=.venv

command -v python3 >/dev/null || install_debian_packages python3
# Debian splits venv (and the ensurepip it needs) out of python3.
python3 -c 'import ensurepip, venv' 2>/dev/null || install_debian_packages python3-venv

if [ -x "$venv/bin/schemathesis" ] && "$venv/bin/python" -c "import importlib.metadata as m, sys; sys.exit(m.version('schemathesis') != '$schemathesis_version')" 2>/dev/null; then
  say "schemathesis $schemathesis_version already installed ($venv)"
  exit 0
fi
say "installing schemathesis $schemathesis_version into $venv"
python3 -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check "schemathesis==$schemathesis_version"
say "test tools installed: $venv/bin/schemathesis"
