#!/usr/bin/env python3
"""Compiles every macro-annotated declaration of TCA's corpus against OpenTCA's macro plugins.

Driven by scripts/check-corpus-macros.sh (read its header first). Usage:

  corpus_macros.py --repo ROOT --corpus DIR --products DIR --work DIR --known FILE

Reads the corpus (TCA 1.25.5: Examples/* and Tests/) and this repository's build products (the
library modules and the three macro plugins, copied to --work first so that a build running meanwhile
changes nothing under the check); writes only below --work, outside the repository.

Units. Each example app's sources form one module (TicTacToe's package: one module per target that
holds a macro declaration, and the targets it imports, emitted as modules first; Integration's app
imports its `TestCases` module); TCA's test suite (Tests/ComposableArchitectureTests) forms one module
of the files that hold a macro declaration plus Internal/ (its helpers). A SwiftUI view that declares
a macro-annotated type becomes a namespace of the types it declares (keep_types_of_views); then every
file goes through strip_views.py (views removed, imports mapped), with our stand-ins for the Speech
types SyncUps and SpeechRecognition name (scripts/corpus/syncups-standins); imports of modules this
platform does not offer (Combine, InlineSnapshotTesting, ...) are dropped.

Compiling. One `swift-frontend -c` per unit with every file a primary file, so that SILGen and the
SIL passes run (some crashes and errors only happen there). A file with an error keeps every file of
its frontend job from reaching SILGen, so the unit is compiled again with only the error-free files as
primaries (the others stay in the module as secondary files) until no error is left. When the
compiler crashes, the files its stack dump names are set aside (no file named: every file is compiled
alone) and each is typechecked alone for its own diagnostics. Then the files left with API-gap errors
are compiled again (up to NEUTRALIZING_ROUNDS times) with the code holding each error replaced (see
neutralize), so that their macro expansions reach SILGen too. Everything runs serially.

Classification of each error (warnings located in our expansions are counted and listed too):
  crash            the frontend died on a signal or printed a stack dump;
  expansion        the error is located inside one of our macros' expansions (a `@__swiftmacro_`
                   buffer), or elsewhere with a note pointing into one (it involves generated code);
  stripped         it names a declaration strip_views.py removed (an artefact of stripping views);
  API gap          any other error: TCA or Apple API OpenTCA lacks, a dropped module; also an error
                   in an expansion whose generated code names what the unit lacks (a property of
                   SwiftUI's type `EditMode` that @ObservableState copies), or inside another
                   library's macro (#isolation, Testing's @Test).

Verdict: exit 1 when a file has a crash or an expansion error and is not listed in the known-failures
file (`corpus/path.swift: reason` a line), when a listed file has neither (take it off the list), when
a macro declaration sits in a file no unit compiles, or when a unit cannot be set up.
"""

from __future__ import annotations

import argparse
import os
import re
import shlex
import shutil
import subprocess
import sys
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import strip_views  # noqa: E402  (our own, next to this file)

# Macros TCA's code uses that OpenTCA does not declare (read with those Sources/ declares).
UNDECLARED_MACROS = ["ViewAction"]

# Modules a unit may import besides OpenTCA's, the corpus' own and the toolchain's below.
TOOLCHAIN_MODULES = frozenset(
    "Swift Foundation FoundationEssentials FoundationInternationalization FoundationNetworking "
    "Dispatch XCTest Testing Observation Synchronization _Concurrency Glibc".split()
)


@dataclass
class Unit:
    name: str  # how the report names it
    module: str
    root: str  # folder in the corpus its files are relative to
    files: list[str] = field(default_factory=list)  # relative to root
    deps: list[str] = field(default_factory=list)  # modules of other units it imports
    standins: list[str] = field(default_factory=list)  # our stand-in files (in the repository)
    emit_module: bool = False  # another unit imports it
    macro_files: bool = False  # only the files with a macro declaration (plus `always`)
    always: list[str] = field(default_factory=list)  # prefixes of files always included
    # Filled in as it runs.
    src: str = ""
    removed_names: set[str] = field(default_factory=set)
    compiled: bool = False


def swift_files(folder: str) -> list[str]:
    out = []
    for base, _, names in os.walk(folder):
        for name in names:
            if name.endswith(".swift"):
                out.append(os.path.relpath(os.path.join(base, name), folder))
    return sorted(out)


def units_of(corpus: str, repo: str) -> list[Unit]:
    ex = "Examples"
    # Our stand-ins for Apple-only types a kept declaration names (scripts/check-corpus-syncups.sh's).
    standins = os.path.join(repo, "scripts/corpus/syncups-standins")
    syncups_standins = [os.path.join(standins, n) for n in sorted(os.listdir(standins)) if n.endswith(".swift")]
    speech_standin = [os.path.join(standins, "SpeechStandIn.swift")]
    units = [
        Unit("CaseStudies (SwiftUI)", "SwiftUICaseStudies", f"{ex}/CaseStudies/SwiftUICaseStudies"),
        Unit("CaseStudies (UIKit)", "UIKitCaseStudies", f"{ex}/CaseStudies/UIKitCaseStudies"),
        Unit("CaseStudies (tvOS)", "tvOSCaseStudies", f"{ex}/CaseStudies/tvOSCaseStudies"),
        Unit("Integration: TestCases", "TestCases", f"{ex}/Integration/TestCases", emit_module=True),
        Unit("Integration", "Integration", f"{ex}/Integration/Integration", deps=["TestCases"]),
        Unit("Search", "Search", f"{ex}/Search/Search"),
        Unit(
            "SpeechRecognition",
            "SpeechRecognition",
            f"{ex}/SpeechRecognition/SpeechRecognition",
            standins=speech_standin,
        ),
        Unit("SyncUps", "SyncUps", f"{ex}/SyncUps/SyncUps", standins=syncups_standins),
        Unit("Todos", "Todos", f"{ex}/Todos/Todos"),
        Unit("VoiceMemos", "VoiceMemos", f"{ex}/VoiceMemos/VoiceMemos"),
    ]
    # TicTacToe's package: its targets, each importing the ones before it that it names.
    ttt = f"{ex}/TicTacToe/tic-tac-toe/Sources"
    targets = sorted(os.listdir(os.path.join(corpus, ttt))) if os.path.isdir(os.path.join(corpus, ttt)) else []
    for target in targets:
        units.append(Unit(f"TicTacToe: {target}", target, f"{ttt}/{target}"))
    units.append(
        Unit(
            "TCA tests",
            "ComposableArchitectureTests",
            "Tests/ComposableArchitectureTests",
            macro_files=True,
            always=["Internal/"],
        )
    )
    for unit in units:
        if not unit.files:
            unit.files = swift_files(os.path.join(corpus, unit.root))
    return units


# --------------------------------------------------------------------------------------------------
# Macro declarations


def macro_names(repo: str) -> list[str]:
    names = set(UNDECLARED_MACROS)
    for base, _, files in os.walk(os.path.join(repo, "Sources")):
        for name in files:
            if name.endswith(".swift"):
                with open(os.path.join(base, name), encoding="utf-8") as handle:
                    names.update(re.findall(r"^\s*public macro (\w+)", handle.read(), re.M))
    return sorted(n for n in names if not n.startswith("_"))


def count_macros(text: str, macros: frozenset[str]) -> Counter:
    """Attributes naming one of `macros` (comments and strings are not read)."""
    found = Counter()
    for token in strip_views.tokenize(text):
        if token.kind == "attr" and token.text[1:] in macros:
            found[token.text[1:]] += 1
    return found


def keep_types_of_views(text: str, macros: frozenset[str]) -> tuple[str, list[str]]:
    """A SwiftUI view that declares a macro-annotated type (Integration's `struct BasicsView: View
    { @Reducer struct Feature { ... } }`) becomes a namespace of the types it declares
    (`enum BasicsView { @Reducer struct Feature { ... } }`); strip_views.py would remove it whole."""
    parser = strip_views.Parser(text)
    tokens, edits, cuts = parser.tokens, [], []

    def span(decl: strip_views.Decl) -> str:
        return text[tokens[decl.start].start : tokens[decl.last].end]

    def namespace(decl: strip_views.Decl, indent: str) -> str | None:
        kept = []
        for m in decl.members:
            if m.kind not in ("struct", "enum", "class", "actor", "typealias"):
                continue
            if m.kind != "typealias" and parser.view_conformances(m):
                nested = namespace(m, indent + "  ")
                if nested:
                    kept.append(nested)
            else:
                kept.append(indent + "  " + span(m))
        if not any(count_macros(k, macros) for k in kept):
            return None
        modifiers = [t.text for t in tokens[decl.start : decl.keyword_index] if t.text in ("private", "fileprivate")]
        return indent + " ".join(modifiers + ["enum", decl.name, "{"]) + "\n" + "\n".join(kept) + "\n" + indent + "}"

    def visit(decls: list[strip_views.Decl]) -> None:
        for decl in decls:
            if decl.kind in ("struct", "enum", "class", "actor") and decl.body and parser.view_conformances(decl):
                replacement = namespace(decl, "")
                if replacement:
                    cuts.append((tokens[decl.start].start, tokens[decl.last].end, replacement.lstrip()))
                    edits.append(f"kept the types view {decl.name} declares, in `enum {decl.name}`")
            elif decl.body:
                visit(decl.members)

    visit(parser.decls)
    for start, end, replacement in reversed(cuts):
        text = text[:start] + replacement + text[end:]
    return text, edits


NEUTRALIZING_ROUNDS = 4
# What a statement with an error becomes: a declaration, so that it also fits a result builder's body.
NEVER = "let _: Never = fatalError()"
# Tokens that continue the statement of the line before when they start a line.
CONTINUATIONS = frozenset(". } ) ] ? : && || + - * / == != < > <= >= ?? -> = else catch where in".split())
# Tokens that, ending a line, make the next line part of the same statement.
OPEN_ENDINGS = frozenset(", ( [ = . && || + - * / == != ?? -> in".split())


def neutralize(text: str, where: list[tuple[int, int]], macros: frozenset[str]) -> tuple[str, int]:
    """`text` with the code at each (line, column) replaced: inside a function or closure body the
    statement holding it becomes NEVER; at declaration level the declaration holding it goes,
    unless a macro annotates it or something in it (that stays, with its error).
    Line numbers do not change (a replacement keeps the newlines of what it replaces)."""
    parser = strip_views.Parser(text)
    tokens, pairs = parser.tokens, parser.pairs
    line_starts = [0] + [m.end() for m in re.finditer(r"\n", text)]
    # Braces of type and extension bodies (declaration context) -> their member declarations.
    decl_bodies: dict[int, list[strip_views.Decl]] = {}

    def collect(decls: list[strip_views.Decl]) -> None:
        for d in decls:
            if d.body and (d.kind in strip_views.NOMINAL or d.kind == "extension"):
                decl_bodies[d.body[0]] = d.members
                collect(d.members)

    collect(parser.decls)
    braces = sorted((i, j) for i, j in pairs.items() if tokens[i].text == "{")

    def enclosing(offset: int) -> int | None:
        best = None
        for i, j in braces:
            if tokens[i].start < offset < tokens[j].start and (best is None or i > best):
                best = i
        return best

    def local_type_body(open_index: int) -> bool:
        """Whether the block opened at open_index is the body of a type declared in code."""
        i = open_index - 1
        while i >= 0:
            t = tokens[i]
            if t.kind == "ident" and t.text in ("struct", "enum", "actor", "extension", "protocol"):
                return True
            if t.kind == "ident" and t.text == "class" and tokens[i + 1].text not in ("var", "func", "let", "subscript"):
                return True
            if t.first_on_line or (t.kind == "punct" and t.text in ("=", "{", "}", "(")):
                return False
            i -= 1
        return False

    def statement(open_index: int, offset: int) -> tuple[int, int] | None:
        """Token range (first, last) of the statement at `offset` in the block opened at open_index."""
        close = pairs[open_index]
        starts, i = [], open_index + 1
        previous = None
        while i < close:
            t = tokens[i]
            if t.kind == "comment":
                i += 1
                continue
            begins = t.first_on_line and t.text not in CONTINUATIONS and not t.text.startswith(".")
            if begins and previous is not None and previous.text in OPEN_ENDINGS and previous.kind == "punct":
                begins = False
            if begins and previous is not None and previous.kind == "ident" and previous.text == "in":
                begins = True
            if begins:
                starts.append(i)
            last = pairs.get(i, i) if t.text in "([{" and t.kind == "punct" else i
            previous = tokens[last]
            i = last + 1
        for k, first in enumerate(starts):
            end = (starts[k + 1] if k + 1 < len(starts) else close) - 1
            while end > first and tokens[end].kind == "comment":
                end -= 1
            if tokens[first].start <= offset <= tokens[end].end:
                if tokens[first].text in ("case", "default", "@unknown") or tokens[first].kind == "pound":
                    return None
                return first, end
        return None

    cuts: list[tuple[int, int, str]] = []
    for line, col in where:
        if line - 1 >= len(line_starts):
            continue
        offset = line_starts[line - 1] + col - 1
        cut = None
        while cut is None:
            open_index = enclosing(offset)
            members = parser.decls if open_index is None else decl_bodies.get(open_index)
            if members is not None:
                for d in members:
                    if tokens[d.start].start <= offset <= tokens[d.last].end:
                        # A reducer's `body` stays too: the macro's expansion depends on it.
                        removable = d.name != "body"
                        if removable and not count_macros(text[tokens[d.start].start : tokens[d.last].end], macros):
                            cut = (tokens[d.start].start, tokens[d.last].end, "")
                break
            span = statement(open_index, offset)
            if span is not None and local_type_body(open_index):
                member = text[tokens[span[0]].start : tokens[span[1]].end]
                if not count_macros(member, macros) and not re.match(r"(\w+\s+)*var\s+body\b", member):
                    cut = (tokens[span[0]].start, tokens[span[1]].end, "")
                break
            if span is not None:
                cut = (tokens[span[0]].start, tokens[span[1]].end, NEVER)
            else:
                offset = tokens[open_index].start  # the statement holding this block
        if cut is not None:
            cuts.append(cut)
    # Outermost first; a cut inside another is dropped.
    cuts.sort(key=lambda c: (c[0], -c[1]))
    kept: list[tuple[int, int, str]] = []
    for cut in cuts:
        if kept and cut[0] < kept[-1][1]:
            continue
        kept.append(cut)
    for start, end, replacement in reversed(kept):
        text = text[:start] + replacement + "\n" * text[start:end].count("\n") + text[end:]
    return text, len(kept)


# --------------------------------------------------------------------------------------------------
# Diagnostics

DIAG = re.compile(r"^(.*?):(\d+):(\d+): (error|warning|note|remark): (.*)$")
BARE = re.compile(r"^(?:<unknown>:0: )?(error|warning): (.*)$")
IN_EXPANSION = re.compile(r"in expansion of macro '(\w+)'")
MACRO_BUFFER = "@__swiftmacro_"
CRASH_MARKERS = ("Stack dump:", "PLEASE submit a bug report", "Please submit a bug report")


@dataclass
class Diag:
    path: str
    line: int
    col: int
    severity: str
    message: str
    source: str = ""  # the line of code it points at, as the compiler prints it
    notes: list[tuple[str, int, str, str]] = field(default_factory=list)  # (path, line, message, source)

    def in_buffer(self) -> bool:
        return MACRO_BUFFER in self.path

    def macros(self) -> list[str]:
        """The macros whose expansions this diagnostic is in, innermost first."""
        found = [m.group(1) for _, _, message, _ in self.notes for m in [IN_EXPANSION.search(message)] if m]
        return found or [macro_of_buffer(self.path)]

    def macro(self) -> str:
        for _, _, message, _ in self.notes:
            m = IN_EXPANSION.search(message)
            if m:
                return m.group(1)
        return macro_of_buffer(self.path)

    def origin(self) -> tuple[str, int]:
        """The source file and line the (outermost) expansion comes from, else the location."""
        best = (self.path, self.line)
        for path, line, message, _ in self.notes:
            if IN_EXPANSION.search(message) and MACRO_BUFFER not in path:
                best = (path, line)
        return best


def macro_of_buffer(path: str) -> str:
    """`...O6Action12CasePathablefMm_.swift` -> `CasePathable`."""
    stem = os.path.basename(path)
    cut = stem.rfind("fM")
    head = stem[:cut] if cut > 0 else stem
    for m in re.finditer(r"\d+", head):
        rest = head[m.end() :]
        if rest and int(m.group()) == len(rest) and re.fullmatch(r"[A-Za-z_]\w*", rest):
            return rest
    return "?"


def parse_diags(output: str) -> list[Diag]:
    diags: list[Diag] = []
    expect_source = False  # the line after a diagnostic or note is the code it points at
    after_note = False
    for line in output.splitlines():
        m = DIAG.match(line)
        if m:
            path, ln, col, severity, message = m.groups()
            expect_source, after_note = True, severity == "note"
            if severity == "note":
                if diags:
                    diags[-1].notes.append((path, int(ln), message, ""))
            elif severity in ("error", "warning"):
                diags.append(Diag(path, int(ln), int(col), severity, message))
            else:
                expect_source = False
            continue
        m = BARE.match(line)
        if m:
            diags.append(Diag("", 0, 0, m.group(1), m.group(2)))
            expect_source = False
            continue
        if expect_source and diags:
            d = diags[-1]
            if after_note and d.notes:
                path, ln, message, _ = d.notes[-1]
                d.notes[-1] = (path, ln, message, line)
            else:
                d.source = line
        expect_source = False
    return diags


def crashed(returncode: int, output: str) -> bool:
    return returncode < 0 or returncode > 128 or any(marker in output for marker in CRASH_MARKERS)


CRASH_HEADLINE = re.compile(r"Assertion|assertion failed|Fatal error|UNREACHABLE|LLVM ERROR|signal|Segmentation|Illegal instruction")


def first_crash_line(output: str) -> str:
    """What the compiler said as it crashed (an assertion, a signal), else the first error before."""
    lines = output.splitlines()
    for line in lines:
        if CRASH_HEADLINE.search(line) and not DIAG.match(line):
            return line.strip()
    for line in lines:
        if DIAG.match(line) and ": error: " in line:
            return "after " + line.strip()
    return "(no message before the stack dump)"


def crash_context(output: str) -> str:
    """The innermost `While ...` line of the stack dump (what the compiler was doing)."""
    lines = [ln.strip() for ln in output.splitlines() if re.match(r"^\d+\.\s+While ", ln.strip())]
    return lines[-1] if lines else ""


# --------------------------------------------------------------------------------------------------
# Running the compiler


PLUGINS = ("CasePathsMacrosPlugin", "ComposableArchitectureMacrosPlugin", "DependenciesMacrosPlugin",
           "PerceptionMacrosPlugin")


class Compiler:
    def __init__(self, products: str, work: str, repo: str):
        self.build = products  # the build's folder (the observer's module map is read there)
        self.products = os.path.join(work, "products")  # our copy of its modules and plugins
        self.work = work
        self.repo = repo
        self.modules = os.path.join(work, "modules")
        self.tmp = os.path.join(work, "tmp")  # the compiler writes expansion buffers here
        self.frontend_runs = 0
        self.base: list[str] | None = None

    def driver_flags(self) -> list[str]:
        p = self.products
        observer = os.path.join(self.build, "DependenciesObserverLookup.build/module.modulemap")
        flags = [
            "-swift-version", "6", "-parse-as-library", "-diagnostic-style=llvm", "-no-color-diagnostics",
            "-I", os.path.join(p, "Modules"), "-I", self.modules,
            "-module-cache-path", os.path.join(self.work, "module-cache"),
            "-Xcc", f"-fmodule-map-file={observer}",
            "-Xcc", f"-I{os.path.join(self.repo, 'Sources/DependenciesObserverLookup/include')}",
        ]  # fmt: skip
        for plugin in PLUGINS:
            flags += ["-load-plugin-executable", f"{os.path.join(p, plugin + '-tool')}#{plugin}"]
        return flags

    def snapshot(self) -> None:
        """Copies the build's modules and plugins, so that a build running meanwhile changes nothing."""
        os.makedirs(os.path.join(self.products, "Modules"))
        modules = os.path.join(self.build, "Modules")
        for name in os.listdir(modules):
            if name.endswith(".swiftmodule"):
                shutil.copy2(os.path.join(modules, name), os.path.join(self.products, "Modules", name))
        for plugin in PLUGINS:
            shutil.copy2(os.path.join(self.build, plugin + "-tool"), os.path.join(self.products, plugin + "-tool"))

    def frontend_base(self) -> list[str]:
        """The frontend's arguments as the driver passes them, without inputs, outputs and module."""
        if self.base is None:
            probe = os.path.join(self.tmp, "probe.swift")
            with open(probe, "w", encoding="utf-8") as handle:
                handle.write("")
            cmd = ["swiftc", "-###", "-c", "-enable-batch-mode", "-j1", "-module-name", "Probe"]
            result = subprocess.run(cmd + self.driver_flags() + [probe], capture_output=True, text=True)
            line = next((ln for ln in result.stdout.splitlines() if " -frontend " in ln), None)
            if line is None:
                raise SystemExit(f"cannot read the frontend command from swiftc -###:\n{result.stdout}{result.stderr}")
            args, out, i = shlex.split(line), [], 0
            drop_with_value = {"-primary-file", "-o", "-supplementary-output-file-map", "-module-name"}
            while i < len(args):
                if args[i] in drop_with_value:
                    i += 2
                    continue
                if args[i] != probe:
                    out.append(args[i])
                i += 1
            self.base = out
        return self.base

    def run(self, args: list[str]) -> tuple[int, str]:
        self.frontend_runs += 1
        env = dict(os.environ, TMPDIR=self.tmp)
        try:
            result = subprocess.run(args, capture_output=True, text=True, env=env, timeout=600)
        except subprocess.TimeoutExpired as error:
            output = (error.stdout or b"").decode() if isinstance(error.stdout, bytes) else (error.stdout or "")
            return -9, output + "\nerror: the compiler did not finish within 600 s (Stack dump: timeout)\n"
        output = result.stdout + result.stderr
        if result.returncode < 0:
            output += f"\n{os.path.basename(args[0])} died on signal {-result.returncode}\n"
        return result.returncode, output

    def frontend(self, unit: Unit, files: list[str], primaries: list[str], mode: str) -> tuple[int, str]:
        obj = os.path.join(self.work, "obj", unit.module)
        os.makedirs(obj, exist_ok=True)
        args = list(self.frontend_base())
        args[args.index("-c")] = mode
        args += ["-module-name", unit.module]
        for f in files:
            if f in primaries:
                args += ["-primary-file", f]
            else:
                args.append(f)
        if mode == "-c":
            for f in primaries:
                args += ["-o", os.path.join(obj, os.path.basename(f)[:-6] + ".o")]
        return self.run(args)

    def emit_module(self, unit: Unit, files: list[str]) -> tuple[int, str]:
        cmd = ["swiftc", "-emit-module", "-module-name", unit.module, "-j1"]
        cmd += ["-emit-module-path", os.path.join(self.modules, unit.module + ".swiftmodule")]
        return self.run(cmd + self.driver_flags() + files)


# --------------------------------------------------------------------------------------------------
# The check


@dataclass
class Finding:
    kind: str  # crash, expansion, expansion-warning, stripped, gap
    file: str  # corpus path the finding is charged to
    line: int
    macro: str
    text: str  # the first error line (compiler's words)
    detail: str = ""


class Check:
    def __init__(self, args: argparse.Namespace):
        self.repo = args.repo
        self.corpus = args.corpus
        self.work = args.work
        self.known_path = args.known
        self.macros = macro_names(self.repo)
        self.compiler = Compiler(args.products, self.work, self.repo)
        self.findings: list[Finding] = []
        self.finding_keys: set[tuple[str, str, int, str]] = set()
        self.seen = Counter()  # macro -> declarations in the corpus
        self.compiled = Counter()  # macro -> declarations in the files compiled
        self.compiled_files = 0
        self.uncovered: list[str] = []
        self.problems: list[str] = []
        self.path_map: dict[str, str] = {}  # stripped file -> corpus path
        self.texts: dict[str, str] = {}
        self.silgen_files = 0  # files compiled through SILGen (with API-gap code replaced or not)
        self.unreached: list[str] = []  # files that never got there
        self.neutralized: dict[str, int] = {}  # file -> pieces of API-gap code replaced
        self.log = open(os.path.join(self.work, "compile.log"), "w", encoding="utf-8")

    # Setup ----------------------------------------------------------------------------------------

    def prepare(self, units: list[Unit]) -> list[Unit]:
        macros = frozenset(self.macros)
        covered = set()
        for unit in units:
            root = os.path.join(self.corpus, unit.root)
            texts, kept = {}, {}
            for rel in unit.files:
                with open(os.path.join(root, rel), encoding="utf-8") as handle:
                    texts[rel], kept[rel] = keep_types_of_views(handle.read(), macros)
            if unit.macro_files:
                unit.files = [
                    r for r in unit.files if count_macros(texts[r], macros) or r.startswith(tuple(unit.always))
                ]
                texts = {r: texts[r] for r in unit.files}
            standins = {}
            for path in unit.standins:
                with open(path, encoding="utf-8") as handle:
                    standins[os.path.basename(path)] = handle.read()
            stripper = strip_views.Stripper(texts, standins)
            stripper.run()
            unit.src = os.path.join(self.work, "src", unit.module)
            macro_count = Counter()
            for f in stripper.files:
                text, edits = stripper.output(f)
                edits = kept[f.path] + edits
                text, dropped = self.drop_unavailable_imports(text, unit)
                edits += dropped
                for d in f.removed_decls:
                    if d.name:
                        unit.removed_names.add(d.name)
                target = os.path.join(unit.src, f.path)
                os.makedirs(os.path.dirname(target), exist_ok=True)
                with open(target, "w", encoding="utf-8") as handle:
                    handle.write(text)
                self.path_map[target] = os.path.join(unit.root, f.path)
                for edit in edits:
                    print(f"  {unit.root}/{f.path}: {edit}", file=self.log)
                macro_count += count_macros(text, macros)
            for path in unit.standins:
                target = os.path.join(unit.src, "StandIns", os.path.basename(path))
                os.makedirs(os.path.dirname(target), exist_ok=True)
                shutil.copyfile(path, target)
            unit.compiled = sum(macro_count.values()) > 0
            self.compiled += macro_count
            covered.update(os.path.join(unit.root, r) for r in unit.files)
        # A unit another compiled unit imports is compiled (emitted) first.
        by_module = {u.module: u for u in units}
        for unit in units:
            unit.deps = sorted(set(unit.deps) | self.imported_units(unit, by_module))
        changed = True
        while changed:
            changed = False
            for unit in units:
                for dep in unit.deps if unit.compiled else []:
                    if not by_module[dep].compiled or not by_module[dep].emit_module:
                        by_module[dep].compiled = by_module[dep].emit_module = changed = True
        ordered: list[Unit] = []
        while len(ordered) < len(units):
            ready = [u for u in units if u not in ordered and all(by_module[d] in ordered for d in u.deps)]
            if not ready:
                raise SystemExit("the units import each other in a cycle")
            ordered += ready
        # Every corpus file: its declarations, and whether a unit reads it.
        for folder in ("Examples", "Tests"):
            for rel in swift_files(os.path.join(self.corpus, folder)):
                path = os.path.join(folder, rel)
                with open(os.path.join(self.corpus, path), encoding="utf-8") as handle:
                    found = count_macros(handle.read(), macros)
                self.seen += found
                if found and path not in covered:
                    self.uncovered.append(path)
        return [u for u in ordered if u.compiled]

    def imported_units(self, unit: Unit, by_module: dict[str, Unit]) -> set[str]:
        found = set()
        for f in self.unit_files(unit):
            with open(f, encoding="utf-8") as handle:
                for m in re.finditer(r"^\s*(?:@\w+\s+)*import\s+(\w+)", handle.read(), re.M):
                    if m.group(1) in by_module and m.group(1) != unit.module:
                        found.add(m.group(1))
        return found

    def drop_unavailable_imports(self, text: str, unit: Unit) -> tuple[str, list[str]]:
        """Removes imports of modules neither OpenTCA, the corpus' units nor the toolchain offer."""
        modules = os.listdir(os.path.join(self.compiler.products, "Modules"))
        ours = {n[: -len(".swiftmodule")] for n in modules if n.endswith(".swiftmodule") and "Tests" not in n}
        siblings = {u.module for u in self.all_units}
        dropped = []

        def replace(m: re.Match) -> str:
            module = m.group(2)
            if module in TOOLCHAIN_MODULES or module in ours or module in siblings:
                return m.group(0)
            dropped.append(f"dropped `{m.group(0).strip()}` (no such module here: an API gap)")
            return ""

        text = re.sub(r"^([ \t]*(?:@\w+(?:\([^)\n]*\))?[ \t]+)*import[ \t]+)(\w+)(\.[\w.]+)?[ \t]*$", replace, text, flags=re.M)
        return text, dropped

    def unit_files(self, unit: Unit) -> list[str]:
        return sorted(os.path.join(base, n) for base, _, ns in os.walk(unit.src) for n in ns if n.endswith(".swift"))

    # Compiling ------------------------------------------------------------------------------------

    def compile_unit(self, unit: Unit) -> None:
        files = self.unit_files(unit)
        print(f"== {unit.name}: {len(files)} files", file=self.log, flush=True)
        diags, crashes, clean = self.compile_files(unit, files, files)
        self.record_crashes(crashes, "")
        for finding, _ in self.classify(unit, diags):
            self.add(finding)
        # Files with API-gap errors never reach SILGen: compile them again with the code that has
        # the errors replaced (`fatalError()` for a statement, nothing for a declaration; see
        # neutralize), so that
        # their macro expansions go through SILGen too. Only crashes and expansion errors count there.
        pending = [f for f in files if f not in clean and f not in crashes]
        for _ in range(NEUTRALIZING_ROUNDS):
            if not pending:
                break
            gaps = defaultdict(list)
            for finding, d in self.classify(unit, diags):
                # Not the errors that follow from another (they go with it).
                if finding.kind in ("gap", "stripped") and not finding.detail and d.path in pending and d.line:
                    gaps[d.path].append((d.line, d.col))
            if not gaps:
                break
            for f, where in gaps.items():
                text, count = neutralize(self.text_of(f), where, frozenset(self.macros))
                self.texts[f] = text
                self.neutralized[f] = self.neutralized.get(f, 0) + count
                with open(f, "w", encoding="utf-8") as handle:
                    handle.write(text)
            print(f"-- {unit.name}: API-gap code replaced in {len(gaps)} files", file=self.log, flush=True)
            diags, new_crashes, new_clean = self.compile_files(unit, files, pending)
            self.record_crashes(new_crashes, "once its API-gap code was replaced")
            for finding, _ in self.classify(unit, diags):
                # (Not the warnings: `fatalError()` makes code after it unreachable.)
                if finding.kind == "expansion":
                    finding.detail = finding.detail or "once its API-gap code was replaced"
                    self.add(finding)
            clean += new_clean
            pending = [f for f in pending if f not in new_clean and f not in new_crashes]
        self.silgen_files += len(clean)
        self.unreached += [self.corpus_path(f) for f in pending]
        if unit.emit_module:
            code, output = self.compiler.emit_module(unit, files)
            if code != 0:
                self.log.write(output)
                self.problems.append(f"{unit.name}: its module could not be emitted for the units importing it")

    def compile_files(
        self, unit: Unit, files: list[str], primaries: list[str]
    ) -> tuple[list[Diag], dict[str, str], list[str]]:
        """Compiles `primaries` (the other files secondary) until the error-free ones reach SILGen.

        Returns the diagnostics, the files the compiler crashed on (-> its output), the files compiled.
        """
        diags: list[Diag] = []
        crash_files: dict[str, str] = {}
        primaries = list(primaries)
        clean: list[str] = []
        while primaries:
            code, output = self.compiler.frontend(unit, files, primaries, "-c")
            self.log.write(output)
            if crashed(code, output):
                dump = output[output.find("Stack dump:") :] if "Stack dump:" in output else output
                named = [f for f in primaries if f in dump]
                if not named and len(primaries) > 1:
                    # No file named: compile each alone to find the ones that crash.
                    for f in primaries:
                        c1, out1 = self.compiler.frontend(unit, files, [f], "-c")
                        self.log.write(out1)
                        if crashed(c1, out1):
                            crash_files[f] = out1
                        else:
                            new = parse_diags(out1)
                            diags += new
                            if not any(d.severity == "error" for d in new):
                                clean.append(f)
                    break
                for f in named or primaries:
                    crash_files[f] = output
                primaries = [f for f in primaries if f not in crash_files]
                continue
            new = parse_diags(output)
            diags += new
            error_files = {d.origin()[0] for d in new if d.severity == "error"}
            error_files |= {d.path for d in new if d.severity == "error"}
            remaining = [f for f in primaries if f not in error_files]
            if code == 0:
                clean += primaries
                break
            if len(remaining) == len(primaries):
                break  # errors no file of these is charged with: none of them reached SILGen
            primaries = remaining
        for f, output in crash_files.items():
            # Its own diagnostics, as far as typechecking it alone gets.
            code, out1 = self.compiler.frontend(unit, files, [f], "-typecheck")
            self.log.write(out1)
            if not crashed(code, out1):
                diags += parse_diags(out1)
        return diags, crash_files, clean

    def record_crashes(self, crashes: dict[str, str], detail: str) -> None:
        for f, output in crashes.items():
            context = "; ".join(x for x in (crash_context(output), detail) if x)
            self.add(Finding("crash", self.corpus_path(f), 0, "", first_crash_line(output), context))

    def add(self, finding: Finding) -> None:
        """Records a finding once (a file compiled again reports its expansions' errors again)."""
        key = (finding.kind, finding.file, finding.line, finding.text)
        if key not in self.finding_keys:
            self.finding_keys.add(key)
            self.findings.append(finding)

    def corpus_path(self, path: str) -> str:
        path = os.path.normpath(path)
        if path in self.path_map:
            return self.path_map[path]
        if "/StandIns/" in path:
            return "(stand-in) " + os.path.basename(path)
        return path

    def classify(self, unit: Unit, diags: list[Diag]) -> list[tuple[Finding, Diag]]:
        """Each error (and each warning inside an expansion) of `diags`, classified."""
        found: list[tuple[Finding, Diag]] = []
        unique, seen = [], set()
        for d in diags:
            if "could not be loaded" in d.message and "compiler plugin" in d.message:
                self.problems.append(f"{unit.name}: {d.message}")
                continue
            key = (d.path, d.line, d.col, d.severity, d.message)
            if key not in seen:
                seen.add(key)
                unique.append(d)
        # What the unit lacks: names not found in scope, and the properties declared with them.
        lacking = set()
        for d in unique:
            missing = re.match(r"cannot find (?:type )?'(\w+)' in scope", d.message)
            if d.severity == "error" and missing and not self.declares(unit, missing.group(1)):
                lacking.add(missing.group(1))
                if not d.in_buffer():
                    lacking.update(re.findall(r"\b(?:var|let)\s+(\w+)\s*:", d.source))
        lacks = re.compile(r"(?<![\w.])_?(" + "|".join(sorted(lacking)) + r")\b") if lacking else None

        def follows_from_gap(d: Diag) -> str:
            """The lacking name the generated code this error involves names, if any."""
            sources = [d.source] if d.in_buffer() else []
            sources += [src for path, _, _, src in d.notes if MACRO_BUFFER in path]
            for src in sources:
                m = lacks.search(src) if lacks else None
                if m:
                    return m.group(1)
            return ""

        for d in unique:
            origin, line = d.origin()
            if MACRO_BUFFER in origin:
                origin, line = self.declaring_file(unit, origin), 0
            file = self.corpus_path(origin) if origin else unit.root
            if d.in_buffer() and not set(d.macros()) & set(self.macros):
                # Inside another library's macro (#isolation, Testing's @Test): not our plugins'.
                if d.severity == "error":
                    text = f"macro expansion @{d.macro()}:{d.line}:{d.col}: error: {d.message}"
                    found.append((Finding("gap", file, line, d.macro(), text), d))
                continue
            if d.in_buffer():
                text = f"macro expansion @{d.macro()}:{d.line}:{d.col}: {d.severity}: {d.message}"
                kind = "expansion" if d.severity == "error" else "expansion-warning"
                gap = follows_from_gap(d) if kind == "expansion" else ""
                if gap:
                    # A name the user's declaration names and nothing here declares (URLSession's,
                    # SwiftUI's EditMode), copied into the expansion: an API gap, not the macro's.
                    found.append((Finding("gap", file, line, d.macro(), text, f"follows from lacking {gap}"), d))
                else:
                    found.append((Finding(kind, file, line, d.macro(), text), d))
                continue
            if d.severity != "error":
                continue
            where = f"{self.corpus_path(d.path) if d.path else unit.root}:{d.line}:{d.col}: error: {d.message}"
            if any(MACRO_BUFFER in p for p, _, _, _ in d.notes):
                gap = follows_from_gap(d)
                if gap:
                    found.append((Finding("gap", file, line, d.macro(), where, f"follows from lacking {gap}"), d))
                else:
                    detail = "a note points into an expansion"
                    found.append((Finding("expansion", file, line, d.macro(), where, detail), d))
            elif any(f"'{name}'" in d.message for name in unit.removed_names):
                found.append((Finding("stripped", file, line, "", where), d))
            else:
                found.append((Finding("gap", file, line, "", where), d))
        return found

    def declaring_file(self, unit: Unit, buffer: str) -> str:
        """The unit's file declaring the outermost type a macro buffer's mangled name names."""
        stem = os.path.basename(buffer)[len(MACRO_BUFFER) :]
        names, i = [], 0
        while i < len(stem):
            m = re.match(r"\d+", stem[i:])
            if not m:
                i += 1
                continue
            n, j = int(m.group()), i + m.end()
            word = stem[j : j + n]
            if n and re.fullmatch(r"[A-Za-z]\w*", word):
                names.append(word)
                i = j + n
            else:
                i = j
        best, score = "", 0  # the file declaring most of the names (the first is the module's)
        for f in self.unit_files(unit):
            n = sum(1 for name in names if re.search(rf"\b(struct|enum|class|actor|var|let)\s+{name}\b", self.text_of(f)))
            if n > score:
                best, score = f, n
        return best

    def declares(self, unit: Unit, name: str) -> bool:
        """Whether the unit's files, as last compiled, declare a type `name`."""
        pattern = re.compile(rf"\b(struct|enum|class|actor|protocol|typealias|case|associatedtype)\s+{name}\b")
        return any(pattern.search(self.text_of(f)) for f in self.unit_files(unit))

    def text_of(self, path: str) -> str:
        if path not in self.texts:
            with open(path, encoding="utf-8") as handle:
                self.texts[path] = handle.read()
        return self.texts[path]

    # Verdict --------------------------------------------------------------------------------------

    def read_known(self) -> dict[str, str]:
        known = {}
        if not os.path.exists(self.known_path):
            return known
        with open(self.known_path, encoding="utf-8") as handle:
            for number, raw in enumerate(handle, start=1):
                line = raw.strip()
                if not line or line.startswith("#"):
                    continue
                path, sep, reason = line.partition(": ")
                if not sep or not reason.strip():
                    self.problems.append(f"{self.known_path}:{number}: write `path.swift: reason`")
                    continue
                known[path.strip()] = reason.strip()
        return known

    def report(self, units: list[Unit], seconds: float) -> int:
        by_kind = defaultdict(list)
        for f in self.findings:
            by_kind[f.kind].append(f)
        print(f"units: {len(units)}; files: {self.compiled_files}, through SILGen: {self.silgen_files} "
              f"({len(self.neutralized)} once {sum(self.neutralized.values())} pieces of API-gap code were "
              f"replaced); frontend runs: {self.compiler.frontend_runs}")  # fmt: skip
        for path in self.unreached:
            print(f"  not through SILGen (errors left): {path}")
        print("macro declarations (corpus / compiled after stripping views):")
        for name in self.macros:
            if self.seen[name] or self.compiled[name]:
                print(f"  @{name}: {self.seen[name]} / {self.compiled[name]}")
        print(f"  total: {sum(self.seen.values())} / {sum(self.compiled.values())}")
        for path in self.uncovered:
            print(f"  NOT COMPILED by any unit: {path}")

        def show(kind: str, title: str, limit: int) -> None:
            items = by_kind[kind]
            print(f"{title}: {len(items)}")
            groups = defaultdict(list)
            for f in items:
                groups[re.sub(r"^.*?: (error|warning): ", "", f.text) if kind != "crash" else f.text].append(f)
            for n, (text, fs) in enumerate(sorted(groups.items(), key=lambda kv: -len(kv[1]))):
                if n == limit:
                    print(f"    ... {len(groups) - limit} more kinds (see {self.work}/findings.txt)")
                    break
                first = fs[0]
                at = f"{first.file}:{first.line}" if first.line else first.file
                extra = f" [{first.detail}]" if first.detail else ""
                print(f"    {len(fs)}x {first.text}{extra}\n       first at {at}")

        show("crash", "compiler crashes", 50)
        show("expansion", "errors in macro expansions", 50)
        show("expansion-warning", "warnings in macro expansions (reported, not failing)", 20)
        show("gap", "API-gap errors elsewhere (not this check's failure)", 12)
        show("stripped", "stripped-view artefacts (not this check's failure)", 5)
        with open(os.path.join(self.work, "findings.txt"), "w", encoding="utf-8") as handle:
            for f in sorted(self.findings, key=lambda f: (f.kind, f.file, f.line)):
                handle.write(f"{f.kind}\t{f.file}:{f.line}\t{f.text}\t{f.detail}\n")

        known = self.read_known()
        failing = defaultdict(list)
        for f in by_kind["crash"] + by_kind["expansion"]:
            failing[f.file].append(f)
        verdict = 0
        for file, fs in sorted(failing.items()):
            if file not in known:
                kinds = Counter(f.kind for f in fs)
                print(f"FAIL: {file}: " + ", ".join(f"{n} {k}" for k, n in sorted(kinds.items())))
                verdict = 1
        for file, reason in sorted(known.items()):
            if file not in self.path_map.values():
                print(f"FAIL: {file} is on the known-failures list ({reason}) but is no file this check compiles")
                verdict = 1
            elif file not in failing:
                print(f"FAIL: {file} is on the known-failures list ({reason}) but compiles now: take it off")
                verdict = 1
            else:
                print(f"known failure: {file}: {reason}")
        for problem in dict.fromkeys(self.problems):
            print(f"FAIL: {problem}")
            verdict = 1
        if self.uncovered:
            print("FAIL: macro declarations in files no unit compiles (above)")
            verdict = 1
        print(f"crashes: {len(by_kind['crash'])}, expansion errors: {len(by_kind['expansion'])}, "
              f"API-gap errors: {len(by_kind['gap'])}, stripped-view artefacts: {len(by_kind['stripped'])}")  # fmt: skip
        print(f"corpus macros: {seconds:.0f} s")
        return verdict

    def main(self) -> int:
        start = time.time()
        for folder in ("src", "obj", "modules", "tmp", "products"):
            shutil.rmtree(os.path.join(self.work, folder), ignore_errors=True)
            os.makedirs(os.path.join(self.work, folder))
        self.compiler.snapshot()
        self.all_units = units_of(self.corpus, self.repo)
        units = self.prepare(self.all_units)
        for unit in units:
            self.compiled_files += len(self.unit_files(unit))
            t = time.time()
            self.compile_unit(unit)
            print(f"  {unit.name}: {time.time() - t:.0f} s", file=self.log, flush=True)
        self.log.close()
        return self.report(units, time.time() - start)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repo", required=True)
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--products", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--known", required=True)
    return Check(parser.parse_args(argv)).main()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
