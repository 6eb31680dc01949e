# Sourced by the corpus checks (check-corpus-*.sh): sets `root` (this repository), `corpus_name` and
# `corpus` (../shared/corpus/<name>, read at run time, never copied), and ends the calling check with
# exit 0 when the corpus is absent, as in a user's clone. Also keeps Python from writing __pycache__
# into the checkout.
export PYTHONDONTWRITEBYTECODE=1
root=$(cd "$(dirname "${BASH_SOURCE[1]}")/.." && pwd)
corpus_name=tca-1.25.5
corpus="$root/../shared/corpus/$corpus_name"
if [ ! -d "$corpus" ]; then
  echo "skipped: ../shared/corpus/$corpus_name not found"
  exit 0
fi
