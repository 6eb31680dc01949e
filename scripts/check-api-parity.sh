#!/usr/bin/env bash
# check-api-parity.sh: TCA 1.25.5's public API against this checkout, as a CI gate.
#
# Runs ../shared/api/api-diff.sh (it builds the library products and reads their symbol graphs), prints
# what is still missing, and fails when a core (non-platform) declaration is missing, whatever its status,
# without a line in scripts/api-parity-justified.txt (module<TAB>path<TAB>status<TAB>reason). The
# filtering is scripts/api-parity-filter.py, proven on scripts/fixtures/api-parity/ by .ci/run.
# Skipped, with a message, where ../shared/api is absent (a user's clone).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
api="$root/../shared/api"
if [ ! -f "$api/api-diff.sh" ]; then
  echo "skipped: ../shared/api/api-diff.sh not found"
  exit 0
fi
out=${API_PARITY_OUT:-$(mktemp -d)}
export PYTHONDONTWRITEBYTECODE=1
bash "$api/api-diff.sh" "$root" "" "$out" >"$out/api-diff.log" 2>&1 \
  || { cat "$out/api-diff.log"; echo "api-diff.sh failed"; exit 1; }
# The per-module summary table (what api-diff.sh prints before its full list).
sed -n '/^core (non-platform)/,/^ alias = /p' "$out/api-diff.log"
echo
python3 "$root/scripts/api-parity-filter.py" "$out/missing-in-opentca.tsv" "$root/scripts/api-parity-justified.txt"
