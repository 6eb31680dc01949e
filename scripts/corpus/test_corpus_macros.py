#!/usr/bin/env python3
"""Tests of corpus_macros.py's parts that need no compiler: reading diagnostics, replacing API-gap
code, keeping the types a view declares. Run: python3 scripts/corpus/test_corpus_macros.py"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import corpus_macros as cm  # noqa: E402

MACROS = frozenset(["Reducer", "ObservableState", "CasePathable"])
BUFFER = "/t/swift-generated-sources/@__swiftmacro_4Main6FeatureV6Action12CasePathablefMm_.swift"

OUTPUT = f"""{BUFFER}:3:5: error: switch covers known cases, but 'Action' may have additional unknown values
    switch root {{
    ^
/t/src/Main/F.swift:9:1: note: in expansion of macro 'CasePathable' on enum 'Action' here
@CasePathable
^
/t/src/Main/F.swift:2:1: note: in expansion of macro 'Reducer' on struct 'Feature' here
@Reducer
^
/t/src/Main/F.swift:20:5: error: cannot find 'XCTExpectFailure' in scope
    XCTExpectFailure {{
    ^
"""


class DiagnosticsTests(unittest.TestCase):
    def test_reads_errors_notes_and_their_code(self):
        diags = cm.parse_diags(OUTPUT)
        self.assertEqual([d.severity for d in diags], ["error", "error"])
        first = diags[0]
        self.assertTrue(first.in_buffer())
        self.assertEqual(first.macro(), "CasePathable")
        self.assertEqual(first.macros(), ["CasePathable", "Reducer"])
        self.assertEqual(first.origin(), ("/t/src/Main/F.swift", 2))
        self.assertEqual(first.source.strip(), "switch root {")
        self.assertEqual(diags[1].source.strip(), "XCTExpectFailure {")
        self.assertFalse(diags[1].in_buffer())

    def test_names_the_macro_of_a_buffer(self):
        self.assertEqual(cm.macro_of_buffer(BUFFER), "CasePathable")

    def test_tells_a_crash(self):
        self.assertTrue(cm.crashed(1, "error: x\nStack dump:\n0. Program arguments: swift-frontend"))
        self.assertTrue(cm.crashed(-11, ""))
        self.assertFalse(cm.crashed(1, "F.swift:1:1: error: x"))


class NeutralizeTests(unittest.TestCase):
    def test_replaces_statements_and_removes_declarations_keeping_lines(self):
        text = (
            "struct A {\n"
            "  var x: Missing = .a\n"
            "  func f() {\n"
            "    XCTExpectFailure {\n"
            "      g()\n"
            "    } issueMatcher: {\n"
            "      $0.y\n"
            "    }\n"
            "    switch 1 {\n"
            "    case 1:\n"
            "      bad()\n"
            "    default: break\n"
            "    }\n"
            "  }\n"
            "}\n"
        )
        out, count = cm.neutralize(text, [(2, 10), (4, 5), (11, 7)], MACROS)
        self.assertEqual(count, 3)
        self.assertEqual(out.count("\n"), text.count("\n"))
        self.assertNotIn("Missing", out)
        self.assertNotIn("XCTExpectFailure", out)
        self.assertIn("case 1:\n      " + cm.NEVER + "\n", out)
        self.assertIn("default: break", out)

    def test_keeps_macro_annotated_declarations_and_a_body(self):
        text = (
            "@Reducer struct F: Missing {\n"
            "  var body: some ReducerOf<Self> { Missing() }\n"
            "}\n"
            "func f() {\n"
            "  struct L: Reducer {\n"
            "    var y: Missing\n"
            "  }\n"
            "}\n"
        )
        out, count = cm.neutralize(text, [(1, 20), (2, 3), (6, 12)], MACROS)
        self.assertEqual(count, 1)  # only L's `var y`, a member of a type declared in code
        self.assertIn("@Reducer struct F: Missing", out)
        self.assertIn("var body", out)
        self.assertNotIn("var y", out)


class KeepTypesOfViewsTests(unittest.TestCase):
    def test_a_view_declaring_a_reducer_becomes_a_namespace(self):
        text = (
            "import SwiftUI\n"
            "private struct CounterView: View {\n"
            "  let store: StoreOf<Feature>\n"
            "  var body: some View { Text(\"\") }\n"
            "  @Reducer\n"
            "  struct Feature {}\n"
            "  struct Row: View { var body: some View { Text(\"\") } }\n"
            "}\n"
            "struct Plain: View { var body: some View { Text(\"\") } }\n"
        )
        out, edits = cm.keep_types_of_views(text, MACROS)
        self.assertIn("private enum CounterView {\n  @Reducer\n  struct Feature {}\n}", out)
        self.assertNotIn("Row", out)
        self.assertIn("struct Plain: View", out)  # nothing to keep: strip_views.py removes it
        self.assertEqual(len(edits), 1)


class CompileFilesTests(unittest.TestCase):
    """The order of compilations, with a fake compiler."""

    def check(self, frontend):
        work = tempfile.mkdtemp()
        repo = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
        args = argparse.Namespace(repo=repo, corpus=work, products=work, work=work, known="")
        check = cm.Check(args)
        self.addCleanup(shutil.rmtree, work)
        self.addCleanup(check.log.close)
        check.compiler.frontend = frontend
        return check, cm.Unit("U", "U", "U")

    def test_sets_aside_the_file_a_crash_names_and_compiles_the_others(self):
        calls = []

        def frontend(unit, files, primaries, mode):
            calls.append((list(primaries), mode))
            if mode == "-c" and "/s/B.swift" in primaries:
                return -11, "Stack dump:\n2.\tWhile emitting SIL for 'f' (at /s/B.swift:1:1)\n"
            if mode == "-c" and "/s/A.swift" in primaries:
                return 1, "/s/A.swift:2:3: error: cannot find 'x' in scope\n  x\n  ^\n"
            return 0, ""

        check, unit = self.check(frontend)
        files = ["/s/A.swift", "/s/B.swift", "/s/C.swift"]
        diags, crashes, clean = check.compile_files(unit, files, files)
        self.assertEqual(list(crashes), ["/s/B.swift"])
        self.assertEqual(clean, ["/s/C.swift"])
        self.assertEqual([d.message for d in diags], ["cannot find 'x' in scope"])
        self.assertEqual(calls[-1], (["/s/B.swift"], "-typecheck"))  # the crashing file's own errors
        check.record_crashes(crashes, "")
        self.assertEqual(check.findings[0].kind, "crash")
        self.assertIn("While emitting SIL", check.findings[0].detail)


if __name__ == "__main__":
    unittest.main()
