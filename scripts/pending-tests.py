#!/usr/bin/env python3
"""Lists the Swift Testing tests and suites of a `swift test` log that started and never ended.

Used by `.ci/run` when a test run exceeds its time bound, to say which tests were still waiting:

    python3 scripts/pending-tests.py /tmp/opentca-tsan.log

Parameterized cases are left out (Swift Testing does not print their ends one by one).
"""
import re
import sys

started = []
ended = set()
with open(sys.argv[1], errors="replace") as log:
    for line in log:
        line = line.strip()
        match = re.match(r"^\S+ (Test|Suite) (.+) started\.$", line)
        if match:
            started.append((match.group(1), match.group(2)))
            continue
        # The name is matched greedily up to the last "passed/failed after N seconds", so that a
        # test named "... failed attempts ..." is read whole.
        match = re.match(
            r"^\S+ (Test|Suite) (.+) with \d+ test cases? (?:passed|failed) after [\d.]+ seconds", line
        ) or re.match(r"^\S+ (Test|Suite) (.+) (?:passed|failed) after [\d.]+ seconds", line)
        if match:
            ended.add((match.group(1), match.group(2)))

pending = [
    f"{kind} {name}" for kind, name in started
    if (kind, name) not in ended and not name.startswith("case passing") and name != "run"
]
print("\n".join(pending) if pending else "(no test left unfinished)")
