#!/bin/sh
# Leak check by hand: runs open/write/close cycles of the encoder addon (default 1000; see leakcheck.ts)
# under valgrind and fails if any memory is definitely lost, or any invalid access happens, outside
# the known libx265 problems listed in valgrind.supp. Takes about 2 minutes for 1000 cycles.
#
#   native/media/leakcheck.sh [cycles]        log: $LEAKCHECK_LOG or a temporary file (printed)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
cycles=${1:-1000}
log=${LEAKCHECK_LOG:-$(mktemp "${TMPDIR:-/tmp}/framefleet-leakcheck.XXXXXX")}
command -v valgrind >/dev/null || { echo "leakcheck: valgrind is not installed" >&2; exit 2; }
[ -f "$here/build/Release/framefleet_media.node" ] || { echo "leakcheck: run npm run build:native first" >&2; exit 2; }

cd "$root"
echo "leakcheck: $cycles cycles under valgrind, log in $log"
valgrind --leak-check=full --show-leak-kinds=definite,possible --errors-for-leak-kinds=definite \
  --num-callers=40 --suppressions="$here/valgrind.supp" --log-file="$log" \
  node --import tsx native/media/leakcheck.ts "$cycles"

lost=$(sed -n 's/.*definitely lost: \([0-9,]*\) bytes.*/\1/p' "$log" | tr -d , | tail -n 1)
errors=$(sed -n 's/.*ERROR SUMMARY: \([0-9,]*\) errors.*/\1/p' "$log" | tr -d , | tail -n 1)
grep -A 6 'LEAK SUMMARY' "$log" | sed 's/^==[0-9]*== //'
echo "leakcheck: definitely lost ${lost:-0} bytes, ${errors:-?} errors outside the suppressions"
[ "${lost:-0}" = 0 ] && [ "${errors:-1}" = 0 ]
