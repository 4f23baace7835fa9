#!/usr/bin/env bash
# Installs the servers that the distributed mode on one machine and the test suite run on
# loopback (`framefleet services start`): RabbitMQ from Debian's rabbitmq-server package, and
# FerretDB (MongoDB-compatible) and Versity S3 Gateway (S3-compatible), built with Go from the
# modules pinned in test/services/ into .framefleet/bin; then the deployment tests' helm and
# promtool, built the same way. The embedded mode needs none of this.
# Safe to run again: each step is skipped when already done. Needs Go >= 1.25 (Debian 12's
# golang is too old; use /usr/local/go).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
# shellcheck source=../lib/debian.sh
. ops/lib/debian.sh

install_debian_packages rabbitmq-server

go_bin="$(command -v go || true)"
if [ -z "$go_bin" ] && [ -x /usr/local/go/bin/go ]; then go_bin=/usr/local/go/bin/go; fi
[ -n "$go_bin" ] || die "Go >= 1.25 is required to build FerretDB and versitygw (install it into /usr/local/go)"
go_version="$("$go_bin" env GOVERSION)"
minor="$(printf '%s' "$go_version" | sed -E 's/^go1\.([0-9]+).*/\1/')"
[[ "$minor" =~ ^[0-9]+$ ]] && ((minor >= 25)) || die "Go >= 1.25 is required (found $go_version at $go_bin)"
# The modules pin their Go version; never fetch another toolchain.
export GOTOOLCHAIN=local

# build NAME DIR PACKAGE: go build PACKAGE inside the pinned module DIR, unless the binary is newer than DIR.
build() {
  local name="$1" dir="$2" package="$3" bin=".framefleet/bin/$1"
  if [ -x "$bin" ] && [ -z "$(find "$dir" -type f -newer "$bin" -print -quit)" ]; then
    say "$name up to date ($bin)"
    return
  fi
  say "building $name with $go_version into $bin"
  mkdir -p .framefleet/bin
  (cd "$dir" && "$go_bin" build -o "$root/$bin" "$package")
}

build ferretdb test/services/ferretdb .
build versitygw test/services/versitygw github.com/versity/versitygw/cmd/versitygw

# --- Test tools: helm and promtool -------------------------------------------------------------
# test/ops/helm.test.ts lints and renders the Helm chart with helm; test/ops/monitoring.test.ts
# checks the alert rules and runs their cases with promtool. Both are built like the servers
# above, from the modules pinned in ops/test-tools/ (which need Go >= 1.26), into .framefleet/bin.
((minor >= 26)) || die "Go >= 1.26 is required to build helm and promtool (found $go_version at $go_bin)"
build helm ops/test-tools/helm helm.sh/helm/v3/cmd/helm
# The tests check and test rules only: without Prometheus's service discovery (cloud SDKs) the
# build takes a fraction of the time.
GOFLAGS="$("$go_bin" env GOFLAGS) -tags=remove_all_sd" build promtool ops/test-tools/promtool github.com/prometheus/prometheus/cmd/promtool

say "services installed; start them with ./bin/framefleet services start"
