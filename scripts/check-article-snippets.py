#!/usr/bin/env python3
"""Type-checks every ```swift code block of the README and of every DocC article
(Sources/*/Documentation.docc/*.md) against this repository's build products (.build/debug, or the
folder OPENTCA_PRODUCTS names; CI runs `swift build --build-tests` first), with the four macro
plugins loaded, in Swift 6 mode. A warning fails the block like an error.

A block is compiled as written, after `import Foundation` and `import <the article's module>` (and
`import Testing` / `import XCTest` when it uses them; its own `import` lines move to the top). It is
tried as a program's main file (top-level statements, `await`), then as a library file (top-level
property wrappers). A block that compiles neither way is a part of the article's story: it is tried
again after the article's earlier blocks, in order, and then with all its other blocks too (a
feature shown before the dependency it uses). A block that fails every way fails the check.

What prose leaves implicit is given in hidden HTML comments (DocC shows nothing), each on its own lines:

    <!-- snippet: setup
    Swift declarations the article assumes (a client, a feature's State and Action);
    compiled before every later block of the article.
    -->
    <!-- snippet: frame NAME
    Swift code with a line `<snippet>` where a fragment goes (a reducer's `switch`, a test's body).
    -->
    <!-- snippet: in NAME -->            (right before a block: compile it inside frame NAME)
    <!-- snippet: not compiled, REASON -->  (right before a block; kept rare; the reason is printed)

DocC reads a line that starts with `@` as a directive, even in a comment: in hidden code, write such a
line with a backslash before the `@` (`\\@Reducer`); the checker removes it.

A block that begins with `// swift-tools-version` is a package manifest: it is type-checked against
the toolchain's PackageDescription.

Usage: scripts/check-article-snippets.py [ARTICLE.md ...]   (default: the README and every article)
Prints one line per block and a summary; exits 1 when a block failed.
"""
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PRODUCTS = os.environ.get("OPENTCA_PRODUCTS", os.path.join(REPO, ".build/debug"))
PLUGINS = [
    "CasePathsMacrosPlugin", "ComposableArchitectureMacrosPlugin", "DependenciesMacrosPlugin", "PerceptionMacrosPlugin",
]
DIRECTIVE = re.compile(r"^\s*<!--\s*snippet:\s*(.*?)\s*$")
PLACEHOLDER = "<snippet>"


class Block:
    def __init__(self, line, code, setup, frame, reason):
        self.line, self.code, self.setup, self.frame, self.reason = line, code, setup, frame, reason

    def plain(self):
        """Neither framed, opted out nor a package manifest."""
        return not (self.frame or self.reason or self.code.startswith("// swift-tools-version"))


def blocks(path):
    """The article's ```swift blocks, each with the setup and frame in force where it stands."""
    lines = open(path, encoding="utf-8").read().split("\n")
    found, setup, frames, pending, index = [], [], {}, None, 0
    while index < len(lines):
        line = lines[index]
        directive = DIRECTIVE.match(line)
        if directive:
            head = directive.group(1)
            single = head.endswith("-->")
            head = head[:-3].strip() if single else head
            body = []
            if not single:
                index += 1
                while index < len(lines) and lines[index].strip() != "-->":
                    body.append(re.sub(r"^(\s*)\\@", r"\1@", lines[index]))
                    index += 1
            if head == "setup":
                setup.append("\n".join(body))
            elif head.startswith("frame "):
                name = head[len("frame "):].strip()
                if not any(l.strip() == PLACEHOLDER for l in body):
                    raise SystemExit(f"{path}:{index + 1}: frame {name} has no `{PLACEHOLDER}` line")
                frames[name] = "\n".join(body)
            elif head.startswith("in "):
                name = head[len("in "):].strip()
                if name not in frames:
                    raise SystemExit(f"{path}:{index + 1}: no frame named {name} above")
                pending = ("frame", frames[name])
            elif head.startswith("not compiled,"):
                pending = ("reason", head[len("not compiled,"):].strip())
            else:
                raise SystemExit(f"{path}:{index + 1}: unknown snippet directive: {head}")
            index += 1
            continue
        if line.strip() == "```swift":
            indent = line[: len(line) - len(line.lstrip())]
            start, body = index + 1, []
            index += 1
            while index < len(lines) and lines[index].strip() != "```":
                text = lines[index]
                body.append(text[len(indent):] if text.startswith(indent) else text.lstrip())
                index += 1
            frame = pending[1] if pending and pending[0] == "frame" else None
            reason = pending[1] if pending and pending[0] == "reason" else None
            found.append(Block(start, "\n".join(body), "\n".join(setup), frame, reason))
            pending = None
        elif line.strip():
            pending = None if line.strip().startswith("```") else pending
        index += 1
    return found


def module_of(path):
    """The module an article documents: the folder under Sources/ its catalog is in (the README's:
    ComposableArchitecture)."""
    parts = path.split(os.sep)
    return parts[parts.index("Sources") + 1] if "Sources" in parts else "ComposableArchitecture"


def source(module, setup, code, frame):
    """A file: imports first (the block's own included), the setup, then the block, in its frame."""
    lines = code.split("\n")
    imports = [l for l in lines if l.startswith("import ")]
    code = "\n".join(l for l in lines if not l.startswith("import "))
    if frame:
        code = "\n".join(code if l.strip() == PLACEHOLDER else l for l in frame.split("\n"))
    everything = setup + "\n" + code
    wanted = ["import Foundation", f"import {module}"]
    if re.search(r"@Test\b|@Suite\b|#expect\b|#require\b|withKnownIssue", everything):
        wanted.append("import Testing")
    if re.search(r"\bXCT(est|[A-Z])", everything):
        wanted.append("import XCTest")
    header = []
    for line in wanted + imports:
        if line not in header:
            header.append(line)
    return "\n".join(header) + "\n" + setup + "\n" + code + "\n"


def typecheck(text, directory, manifest=False):
    """(ok, output): ok when the file type-checks as a main file or as a library file, warning-free."""
    main = os.path.join(directory, "main.swift")
    with open(main, "w", encoding="utf-8") as file:
        file.write(text)
    if manifest:
        return run_manifest(main, directory)
    arguments = [
        "swiftc", "-typecheck", main, "-swift-version", "6", "-diagnostic-style", "llvm",
        "-I", os.path.join(PRODUCTS, "Modules"),
        "-Xcc", "-fmodule-map-file=" + os.path.join(PRODUCTS, "DependenciesObserverLookup.build/module.modulemap"),
        "-Xcc", "-I" + os.path.join(REPO, "Sources/DependenciesObserverLookup/include"),
        "-module-cache-path", os.path.join(directory, "cache"),
    ]
    for plugin in PLUGINS:
        arguments += ["-load-plugin-executable", f"{os.path.join(PRODUCTS, plugin + '-tool')}#{plugin}"]
    outputs = []
    for mode in ([], ["-parse-as-library"]):
        result = subprocess.run(arguments + mode, capture_output=True, text=True)
        output = result.stdout + result.stderr
        if result.returncode == 0 and ": warning:" not in output:
            return True, output
        outputs.append(output)
    return False, outputs[0]


def run_manifest(main, directory):
    """A package manifest, type-checked against the toolchain's PackageDescription."""
    swiftc = shutil.which("swiftc")
    toolchain = os.path.dirname(os.path.dirname(os.path.realpath(swiftc)))
    api = os.path.join(toolchain, "lib/swift/pm/ManifestAPI")
    arguments = ["swiftc", "-typecheck", main, "-swift-version", "5", "-diagnostic-style", "llvm",
                 "-I", api, "-module-cache-path", os.path.join(directory, "cache"),
                 "-package-description-version", "6.0"]
    result = subprocess.run(arguments, capture_output=True, text=True)
    output = result.stdout + result.stderr
    return result.returncode == 0 and ": warning:" not in output, output


def main():
    for needed in ["Modules/ComposableArchitecture.swiftmodule"] + [p + "-tool" for p in PLUGINS]:
        if not os.path.exists(os.path.join(PRODUCTS, needed)):
            print(f"FAIL: {PRODUCTS}/{needed} not found: run `swift build --build-tests` first")
            return 1
    articles = sys.argv[1:] or [os.path.join(REPO, "README.md")] + sorted(
        glob.glob(os.path.join(REPO, "Sources/*/Documentation.docc/*.md")))
    counts = {"alone": 0, "grouped": 0, "opted out": 0, "failed": 0}
    with tempfile.TemporaryDirectory() as directory:
        for article in articles:
            relative = os.path.relpath(article, REPO)
            module = module_of(os.path.abspath(article))
            earlier = []
            all_blocks = blocks(article)
            for position, block in enumerate(all_blocks):
                where = f"{relative}:{block.line}"
                if block.reason:
                    counts["opted out"] += 1
                    print(f"{where}: opted out: {block.reason}")
                    continue
                if block.code.startswith("// swift-tools-version"):
                    ok, output = typecheck(block.code + "\n", directory, manifest=True)
                    counts["alone" if ok else "failed"] += 1
                    print(f"{where}: " + ("compiled (package manifest)" if ok else "FAILED\n" + indent(output)))
                    continue
                ok, output = typecheck(source(module, block.setup, block.code, block.frame), directory)
                if ok:
                    counts["alone"] += 1
                    if not block.frame:
                        earlier.append(block.code)
                    print(f"{where}: compiled")
                    continue
                if block.frame:
                    grouped = source(module, "\n".join([block.setup] + earlier), block.code, block.frame)
                else:
                    grouped = source(module, block.setup, "\n".join(earlier + [block.code]), None)
                ok, grouped_output = typecheck(grouped, directory) if earlier else (False, "(no earlier blocks)")
                if ok:
                    counts["grouped"] += 1
                    if not block.frame:
                        earlier.append(block.code)
                    print(f"{where}: compiled with the article's earlier blocks")
                    continue
                if not block.frame:
                    later = [b.code for b in all_blocks[position + 1:] if b.plain()]
                    everything = "\n".join(earlier + [block.code] + later)
                    ok, _ = typecheck(source(module, all_blocks[-1].setup, everything, None), directory) \
                        if later else (False, "")
                    if ok:
                        counts["grouped"] += 1
                        earlier.append(block.code)
                        print(f"{where}: compiled with the article's other blocks")
                        continue
                counts["failed"] += 1
                print(f"{where}: FAILED\n  alone:\n" + indent(output) + "\n  with earlier blocks:\n" + indent(grouped_output))
    total = sum(counts.values())
    print(f"{total} blocks: {counts['alone']} compiled alone, {counts['grouped']} with their article's "
          f"other blocks, {counts['opted out']} opted out, {counts['failed']} failed")
    return 1 if counts["failed"] else 0


def indent(text):
    return "\n".join("    " + line for line in text.strip().split("\n")[:25])


if __name__ == "__main__":
    sys.exit(main())
