#!/usr/bin/env python3
"""Tests of strip_views.py (and of test_results.py, the verdict of the corpus checks) on synthetic
Swift sources: braces in strings and comments, views with computed bodies, previews, extensions
that add View among other conformances, generic constraints and where clauses, imports, Apple-only
declarations. Run: python3 scripts/corpus/test_strip_views.py
"""

from __future__ import annotations

import os
import sys
import tempfile
import textwrap
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import strip_views  # noqa: E402
import test_results  # noqa: E402


def swift(text: str) -> str:
    return textwrap.dedent(text).lstrip("\n")


def strip_one(text: str, standins: dict[str, str] | None = None) -> tuple[str, list[str]]:
    return strip_views.strip({"F.swift": swift(text)}, standins)["F.swift"]


class LexerTests(unittest.TestCase):
    def kinds(self, text: str) -> list[tuple[str, str]]:
        return [(t.kind, t.text) for t in strip_views.tokenize(text)]

    def test_braces_in_strings_are_not_braces(self):
        tokens = self.kinds('let s = "}{ \\(f("{", g(")"))) }"; x')
        self.assertEqual(tokens[3][0], "string")
        self.assertEqual(tokens[3][1], '"}{ \\(f("{", g(")"))) }"')
        self.assertEqual([t for k, t in tokens if k == "punct" and t in "{}"], [])

    def test_multiline_and_raw_strings(self):
        text = 'a = """\n  {"quoted"} \\(x) \\\n  """\nb = #"a "}" \\(notInterpolated) b"#\nc = ##"x"#y"##'
        strings = [t for k, t in self.kinds(text) if k == "string"]
        self.assertEqual(len(strings), 3)
        self.assertTrue(strings[1].endswith('b"#'))
        self.assertEqual(strings[2], '##"x"#y"##')

    def test_comments_with_braces_and_nested_block_comments(self):
        tokens = self.kinds("x // } {\n/* { /* } */ still comment { */ y")
        self.assertEqual([k for k, _ in tokens], ["ident", "comment", "comment", "ident"])

    def test_unterminated_string_is_an_error(self):
        with self.assertRaises(strip_views.LexError):
            strip_views.tokenize('let s = "abc\nlet t = 1')


class ViewRemovalTests(unittest.TestCase):
    def test_view_with_computed_body_goes_and_the_rest_is_untouched(self):
        source = """
        import ComposableArchitecture

        @Reducer
        struct Feature {
          var body: some ReducerOf<Self> {
            Reduce { state, action in .none }
          }
        }

        /// The feature's screen.
        struct FeatureView: View {
          let store: StoreOf<Feature>
          var title: String { "}" + #"{"# }  // {

          var body: some View {
            VStack {
              Text("{ not a brace")
              /* } */
            }
          }
        }

        let after = 1
        """
        text, edits = strip_one(source)
        self.assertEqual(
            text,
            swift("""
            import ComposableArchitecture

            @Reducer
            struct Feature {
              var body: some ReducerOf<Self> {
                Reduce { state, action in .none }
              }
            }

            let after = 1
            """),
        )
        self.assertEqual(len(edits), 1)
        self.assertIn("removed struct FeatureView: View (lines 10-21): conforms to SwiftUI's View", edits[0])

    def test_previews_go(self):
        text, edits = strip_one("""
        struct Model {}

        #Preview {
          FeatureView(store: Store(initialState: .init()) { Feature() })
        }

        #Preview("Dark", traits: .sizeThatFitsLayout) {
          Text("}")
        }
        """)
        self.assertEqual(text, "struct Model {}\n")
        self.assertEqual([e.split(" (lines")[0] for e in edits], [
            "removed #Preview", 'removed #Preview("Dark", traits: .sizeThatFitsLayout)',
        ])

    def test_extension_adding_view_among_other_conformances_goes_whole(self):
        text, edits = strip_one("""
        struct Row {}
        extension Row: Equatable, SwiftUI.View, Sendable {
          var body: some View { Text("row") }
        }
        extension Row: Hashable {}
        """)
        self.assertEqual(text, "struct Row {}\nextension Row: Hashable {}\n")
        self.assertIn("conforms to SwiftUI's View", edits[0])

    def test_view_protocols_in_generic_constraints_and_where_clauses(self):
        text, edits = strip_one("""
        struct Card<Content: View>: Equatable {
          let content: Content
        }
        struct Box<T>: Equatable where T: Equatable, T: Sendable {}
        extension AlertState where Action == Feature.Action.Alert {
          static let delete = Self { TextState("Delete?") }
        }
        extension Array where Element: Shape {
          func drawn() -> some View { EmptyView() }
        }
        extension Array where Element == Shape {}
        struct Styled: Equatable, ButtonStyle {}
        extension LabelStyle where Self == IconFirstLabelStyle {
          static var iconFirst: Self { .init() }
        }
        """)
        self.assertEqual(
            text,
            swift("""
            struct Box<T>: Equatable where T: Equatable, T: Sendable {}
            extension AlertState where Action == Feature.Action.Alert {
              static let delete = Self { TextState("Delete?") }
            }
            extension Array where Element == Shape {}
            """),
        )
        reasons = [e.split(": ", 1)[1] if ": " in e else e for e in edits]
        self.assertEqual(len(edits), 4, edits)
        self.assertIn("conforms to SwiftUI's View", edits[0])
        self.assertIn("extension Array where Element: Shape", edits[1])
        self.assertIn("conforms to SwiftUI's ButtonStyle", edits[2])
        self.assertIn("extends SwiftUI's LabelStyle", edits[3])
        self.assertTrue(all(reasons))

    def test_main_app_goes_with_its_attributes_and_doc_comment(self):
        text, edits = strip_one("""
        import ComposableArchitecture

        /// The app.
        @main
        @MainActor
        struct MyApp: App {
          static let store = Store(initialState: Feature.State()) { Feature() }
          var body: some Scene { WindowGroup { EmptyView() } }
        }
        """)
        self.assertEqual(text, "import ComposableArchitecture\n")
        self.assertIn("removed @main struct MyApp: App (lines 3-9): @main entry point, conforms to SwiftUI's App", edits[0])

    def test_views_nested_in_a_feature_go_and_take_what_names_them(self):
        text, edits = strip_one("""
        struct Feature {
          struct State: Equatable { var count = 0 }

          struct CounterView: SwiftUI.View {
            var body: some SwiftUI.View { Text("{") }
          }
        }
        extension Feature.CounterView {
          var padded: some View { self }
        }
        """)
        self.assertEqual(
            text,
            swift("""
            struct Feature {
              struct State: Equatable { var count = 0 }
            }
            """),
        )
        self.assertIn("removed struct CounterView: SwiftUI.View", edits[0])
        self.assertIn("names CounterView (removed)", edits[1])

    def test_a_reducer_named_like_a_view_protocol_is_kept(self):
        source = """
        struct Shape: Equatable { var sides = 3 }
        enum App { case launched }
        extension Feature.View {}
        """
        text, edits = strip_one(source)
        self.assertEqual(text, swift(source))
        self.assertEqual(edits, [])


class ImportTests(unittest.TestCase):
    def test_swiftui_maps_to_foundation_and_swiftnavigation_for_color(self):
        text, edits = strip_one("""
        import IdentifiedCollections
        import SwiftUI
        import Tagged

        struct Theme { var color: Color { .black } }
        """)
        self.assertEqual(text, swift("""
        import IdentifiedCollections
        import Foundation
        import SwiftNavigation

        struct Theme { var color: Color { .black } }
        """))
        self.assertIn("mapped `import SwiftUI` -> Foundation + SwiftNavigation", edits[0])
        self.assertIn("SwiftNavigation provides Color", edits[0])
        self.assertIn("dropped `import Tagged`", edits[1])

    def test_no_swiftnavigation_where_composable_architecture_reexports_it(self):
        text, _ = strip_one("""
        import ComposableArchitecture
        import SwiftUI
        import SwiftUINavigation

        let color = Color.red
        """)
        self.assertEqual(text, "import ComposableArchitecture\nimport Foundation\n\nlet color = Color.red\n")

    def test_foundation_is_written_once(self):
        text, edits = strip_one("""
        import Foundation
        @preconcurrency import Speech
        import SwiftUI
        import UIKit
        """)
        self.assertEqual(text, "import Foundation\n")
        self.assertEqual(len(edits), 3)
        self.assertIn("mapped `@preconcurrency import Speech` -> nothing (Foundation already imported)", edits[0])


class AppleOnlyDeclarationTests(unittest.TestCase):
    standins = {"SpeechStandIn.swift": "enum SFSpeechRecognizerAuthorizationStatus { case denied }\n"}

    def test_member_of_an_extension_goes_and_a_type_goes_whole(self):
        text, edits = strip_one("""
        @preconcurrency import Speech

        struct Client {
          var status: () -> SFSpeechRecognizerAuthorizationStatus = { .denied }
        }

        extension Client: DependencyKey {
          static var liveValue: Client {
            let engine = Engine()
            return Client(status: { SFSpeechRecognizer.authorizationStatus() })
          }

          static let testValue = Client()
        }

        private actor Engine {
          var audio: AVAudioEngine?
          var name = "{"
        }
        """, self.standins)
        self.assertEqual(text, swift("""
        import Foundation

        struct Client {
          var status: () -> SFSpeechRecognizerAuthorizationStatus = { .denied }
        }

        extension Client: DependencyKey {
          static let testValue = Client()
        }
        """))
        self.assertIn("removed static var liveValue: Client (lines 8-11): names Engine (removed), SFSpeechRecognizer (Speech)", edits[1])
        self.assertIn("removed private actor Engine (lines 16-19): names AVAudioEngine (Speech)", edits[2])

    def test_a_removed_key_takes_the_property_that_reads_it_and_the_emptied_extension(self):
        text, edits = strip_one("""
        import Dependencies
        import UIKit

        extension DependencyValues {
          var showHelp: @Sendable (String) async -> Bool {
            get { self[HelpKey.self] }
            set { self[HelpKey.self] = newValue }
          }

          fileprivate struct HelpKey: DependencyKey {
            typealias Value = @Sendable (String) async -> Bool
            static let liveValue: Value = { topic in await UIApplication.shared.canOpenURL(help(topic)) }
          }
        }

        struct Value {}
        """)
        self.assertEqual(text, "import Dependencies\nimport Foundation\n\nstruct Value {}\n")
        self.assertIn("removed extension DependencyValues (lines 4-14): every member goes", edits[1])
        self.assertIn("names HelpKey (removed)", edits[1])
        self.assertIn("names UIApplication (UIKit)", edits[1])

    def test_apple_prefixes_count_only_in_files_that_imported_the_framework(self):
        source = "struct UIBindingUser { let b: UIBinding<Int> }\n"
        text, edits = strip_one(source)
        self.assertEqual((text, edits), (source, []))


class DeclarationSplitTests(unittest.TestCase):
    def test_modifiers_with_arguments_directives_and_one_line_extensions(self):
        text, edits = strip_one("""
        import UIKit

        extension Model {
          private(set) var count: Int { 0 }
        #if os(iOS)
          nonisolated(unsafe) static var app = UIApplication.shared
        #endif
          class func make() -> Model { Model() }
        }
        extension Other { var app: UIApplication { .shared } }
        final class Model {}
        """)
        self.assertEqual(text, swift("""
        import Foundation

        extension Model {
          private(set) var count: Int { 0 }
        #if os(iOS)
        #endif
          class func make() -> Model { Model() }
        }
        final class Model {}
        """))
        self.assertIn("removed nonisolated(unsafe) static var app (lines 6-6): names UIApplication (UIKit)", edits[1])
        self.assertIn("removed extension Other (lines 10-10): names UIApplication (UIKit)", edits[2])


class WholeRunTests(unittest.TestCase):
    def test_stripping_twice_changes_nothing_more(self):
        source = """
        import SwiftUI

        struct Model: Equatable { var title = "" }
        struct ModelView: View { var body: some View { Text("x") } }
        #Preview { ModelView() }
        """
        once, _ = strip_one(source)
        twice, edits = strip_views.strip({"F.swift": once})["F.swift"]
        self.assertEqual(twice, once)
        self.assertEqual(edits, [])

    def test_command_line_writes_files_and_prints_every_edit(self):
        with tempfile.TemporaryDirectory() as root:
            os.makedirs(os.path.join(root, "in", "Sub"))
            with open(os.path.join(root, "in", "Sub", "A.swift"), "w") as handle:
                handle.write("import SwiftUI\nstruct A: View { var body: some View { EmptyView() } }\n")
            with open(os.path.join(root, "in", "B.swift"), "w") as handle:
                handle.write("struct B {}\n")
            from contextlib import redirect_stdout
            from io import StringIO

            out = StringIO()
            with redirect_stdout(out):
                status = strip_views.main(["--root", os.path.join(root, "in"), "--out", os.path.join(root, "out"), "Sub/A.swift", "B.swift"])
            self.assertEqual(status, 0)
            with open(os.path.join(root, "out", "Sub", "A.swift")) as handle:
                self.assertEqual(handle.read(), "import Foundation\n")
            lines = out.getvalue().splitlines()
            self.assertEqual(lines[0], "Sub/A.swift: mapped `import SwiftUI` -> Foundation (SwiftUI re-exports Foundation)")
            self.assertTrue(lines[1].startswith("Sub/A.swift: removed struct A: View (lines 2-2)"))
            self.assertEqual(lines[2], "B.swift: unchanged")
            self.assertEqual(lines[3], "strip_views: 2 edits in 2 files")


class VerdictTests(unittest.TestCase):
    """test_results.py: the count, the known failures, and a known failure that starts passing."""

    def run_verdict(self, cases: list[tuple[str, bool]], known: str, expected: int) -> tuple[int, str]:
        from contextlib import redirect_stdout
        from io import StringIO

        with tempfile.TemporaryDirectory() as folder:
            xml = os.path.join(folder, "r.xml")
            with open(xml, "w") as handle:
                handle.write("<testsuites><testsuite>")
                for name, ok in cases:
                    suite, test = name.split("/")
                    body = "" if ok else "<failure message='x'/>"
                    handle.write(f"<testcase classname='M.{suite}' name='{test}'>{body}</testcase>")
                handle.write("</testsuite></testsuites>")
            known_path = os.path.join(folder, "known.txt")
            with open(known_path, "w") as handle:
                handle.write(known)
            out = StringIO()
            with redirect_stdout(out):
                status = test_results.main([xml, known_path, str(expected)])
            return status, out.getvalue()

    def test_a_known_failure_passes_the_check(self):
        status, out = self.run_verdict([("A/a()", True), ("B/a()", False)], "# c\nB/a()  # why\n", 2)
        self.assertEqual(status, 0, out)
        self.assertIn("known failure: B/a()  (why)", out)

    def test_an_unlisted_failure_a_listed_pass_a_stale_name_and_the_count_fail_it(self):
        status, out = self.run_verdict(
            [("A/a()", False), ("B/a()", True)], "B/a()  # why\nC/gone()  # old\n", 3
        )
        self.assertEqual(status, 1)
        self.assertIn("FAIL: 2 tests ran; 3 expected", out)
        self.assertIn("FAIL: failed: A/a() (not on the known-failure list)", out)
        self.assertIn("FAIL: now passes: B/a(): remove it from the list", out)
        self.assertIn("FAIL: on the known-failure list but not a test of this run: C/gone()", out)

    def test_a_listed_test_needs_a_reason(self):
        status, out = self.run_verdict([("B/a()", False)], "B/a()\n", 1)
        self.assertEqual(status, 1)
        self.assertIn("has no reason", out)


if __name__ == "__main__":
    unittest.main()
