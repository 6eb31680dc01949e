#!/usr/bin/env python3
"""Judges a Swift Testing run against an expected test count and a list of known failures.

Usage: test_results.py RESULTS_XML KNOWN_FAILURES_FILE EXPECTED_COUNT

RESULTS_XML is the JUnit XML `swift test --xunit-output` writes for Swift Testing; a test is named
`Suite/test()` (the suite's type name, without the module). KNOWN_FAILURES_FILE lists one such name
per line followed by `# reason` (the reason is required); blank lines and lines starting with `#`
are comments.

Exits 0 when exactly EXPECTED_COUNT tests ran and every failing test is on the list. Exits 1 when a
test not on the list fails, when a test on the list passes (it must be taken off the list, which so
never goes stale), when a name on the list is not a test of the run, or when the count differs.
"""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ElementTree


def read_known(path: str) -> tuple[dict[str, str], list[str]]:
    """Name -> reason, and the problems found in the file."""
    known, problems = {}, []
    with open(path, encoding="utf-8") as handle:
        for number, raw in enumerate(handle, start=1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            name, _, reason = line.partition("#")
            name, reason = name.strip(), reason.strip()
            if not reason:
                problems.append(f"{path}:{number}: `{name}` has no reason (write `{name}  # why it fails`)")
            known[name] = reason
    return known, problems


def read_results(path: str) -> dict[str, bool]:
    """Name -> passed."""
    results = {}
    for case in ElementTree.parse(path).getroot().iter("testcase"):
        suite = case.get("classname", "").split(".")[-1]
        name = f"{suite}/{case.get('name', '')}" if suite else case.get("name", "")
        failed = case.find("failure") is not None or case.find("error") is not None
        if case.find("skipped") is not None:
            continue
        results[name] = results.get(name, True) and not failed
    return results


def main(argv: list[str]) -> int:
    results_path, known_path, expected = argv[0], argv[1], int(argv[2])
    known, problems = read_known(known_path)
    results = read_results(results_path)
    passed = sorted(name for name, ok in results.items() if ok)
    failed = sorted(name for name, ok in results.items() if not ok)

    if len(results) != expected:
        problems.append(f"{len(results)} tests ran; {expected} expected")
    for name in failed:
        if name in known:
            print(f"known failure: {name}  ({known[name]})")
        else:
            problems.append(f"failed: {name} (not on the known-failure list)")
    for name in sorted(known):
        if results.get(name) is True:
            problems.append(f"now passes: {name}: remove it from the list ({known_path})")
        elif name not in results:
            problems.append(f"on the known-failure list but not a test of this run: {name}")

    known_failed = [name for name in failed if name in known]
    print(f"tests run: {len(results)} (expected {expected}); passed: {len(passed)}; known failures: {len(known_failed)}")
    for problem in problems:
        print(f"FAIL: {problem}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
