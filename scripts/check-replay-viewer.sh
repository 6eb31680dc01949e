#!/usr/bin/env bash
# Checks `tca-replay view` in a real browser: records the demo session, writes its page, and loads it
# in headless Chromium (installed from Debian's packages when missing). The page must show the step
# named in its address with its diff, and pass its own keyboard self-test; the page of a recording
# cut mid-line must show the note saying where; recorded strings with HTML-significant sequences must
# show as recorded, and a 100,000-line step must diff (check-replay-viewer-hostile.py). No network.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromium >/dev/null 2>&1; then
  echo "installing chromium (Debian package)"
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi

swift build --product tca-replay >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
.build/debug/tca-replay demo "$work/session.jsonl" >/dev/null
.build/debug/tca-replay view "$work/session.jsonl" -o "$work/session.html" >/dev/null

if grep -Eq 'https?://' "$work/session.html"; then
  echo "the page refers to the network"; exit 1
fi

render() {
  timeout 120 chromium --headless --no-sandbox --disable-gpu --disable-dev-shm-usage \
    --dump-dom "file://$work/session.html#$1" 2>/dev/null
}

page=$(render step=4)
expect() {
  if ! grep -qF -- "$1" <<<"$page"; then
    echo "tca-replay page check failed: missing «$1»"; exit 1
  fi
}
expect '<span id="position">step 4 of 5</span>'
expect '<li data-index="4" class="selected"><span class="badge effect">effect</span>4. DemoCounter.Action.factResponse("2 is a good number")</li>'
expect '<div class="removed">-   fact: nil</div><div class="added">+   fact: "2 is a good number"</div>'

page=$(render selftest)
expect 'selftest: ok'

# A recording cut in its last line (as a killed process leaves it): the page shows where.
head -c -20 "$work/session.jsonl" >"$work/cut.jsonl"
.build/debug/tca-replay view "$work/cut.jsonl" -o "$work/session.html" >/dev/null 2>"$work/stderr"
grep -qF "The recording is cut at line 6" "$work/stderr" || { echo "tca-replay printed no cut note"; exit 1; }
page=$(render step=1)
expect '<div id="note">The recording is cut at line 6: that line is incomplete'
# Recorded strings holding every HTML-significant sequence, and a 100,000-line step and its reverse.
python3 scripts/check-replay-viewer-hostile.py "$PWD/.build/debug/tca-replay" "$work"
echo "tca-replay viewer: ok (step addressing, diff, effect badges, keyboard self-test, cut note in headless Chromium)"
