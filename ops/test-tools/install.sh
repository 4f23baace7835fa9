#!/usr/bin/env bash
# Installs what the tests use and the product does not (.ci/run calls it after ops/setup.sh). The
# embedded mode's own needs come from ops/setup.sh, the servers from ops/services/install.sh.
# Safe to run again: what is installed already is skipped.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
# shellcheck source=../lib/debian.sh
. "$root/ops/lib/debian.sh"

# --- Debian packages for the tests ------------------------------------------------------------
# Test media with people in it (examples/data/vtest.avi, messi5.jpg), for the matting and facts
# tests and `framefleet bench matting`.
test_media_packages=(opencv-doc)
# The headless browser the OAuth consent tests drive (playwright-core launches /usr/bin/chromium;
# no browser is downloaded).
test_browser_packages=(chromium)
# Speech for the transcript and clip-suggestion tests (espeak-ng speaks their topics).
test_speech_packages=(espeak-ng)
install_debian_packages "${test_media_packages[@]}" "${test_browser_packages[@]}" "${test_speech_packages[@]}"
