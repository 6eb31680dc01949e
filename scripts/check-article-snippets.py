#!/usr/bin/env python3
"""Type-checks every ```swift code block of every DocC article (Sources/*/Documentation.docc/*.md)
against this repository's build products (.build/debug, or the folder OPENTCA_PRODUCTS names; CI
runs `swift build --build-tests` first), with the three macro plugins loaded, in Swift 6 mode.

Each block is type-checked on its own, as a program's main file (top-level statements and `await`
are allowed), after `import Foundation` and `import <the article's module>`. A block that does not
compile on its own is a fragment of the article's story: it is type-checked again after the
article's earlier blocks, in order (each earlier block that compiled only that way included). A block
that fails both ways fails the check; so does a warning.

Opt-out, kept rare: the line right before a block is an HTML comment (DocC shows nothing)
`<!-- snippet: not compiled, REASON -->`; the reason is printed.

Usage: scripts/check-article-snippets.py [ARTICLE.md ...]   (default: every article)
Prints one line per block (compiled / compiled with earlier blocks / opted out / FAILED, with the
compiler's diagnostics) and a summary; exits 1 when a block failed.
"""
import glob
import os
import re
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PRODUCTS = os.environ.get("OPENTCA_PRODUCTS", os.path.join(REPO, ".build/debug"))
PLUGINS = ["CasePathsMacrosPlugin", "ComposableArchitectureMacrosPlugin", "DependenciesMacrosPlugin"]
OPT_OUT = re.compile(r"^\s*<!--\s*snippet:\s*not compiled,\s*(.+?)\s*-->\s*$")


def blocks(path):
    """The article's ```swift blocks: (line, code, opt-out reason or None)."""
    lines = open(path, encoding="utf-8").read().split("\n")
    found, index = [], 0
    while index < len(lines):
        line = lines[index]
        if line.strip() == "```swift":
            indent = line[: len(line) - len(line.lstrip())]
            reason = None
            if index > 0:
                match = OPT_OUT.match(lines[index - 1])
                reason = match.group(1) if match else None
            start, body = index + 1, []
            index += 1
            while index < len(lines) and lines[index].strip() != "```":
                text = lines[index]
                body.append(text[len(indent):] if text.startswith(indent) else text.lstrip())
                index += 1
            found.append((start, "\n".join(body), reason))
        index += 1
    return found


def module_of(path):
    """The module an article documents: the folder under Sources/ its catalog is in."""
    parts = path.split(os.sep)
    return parts[parts.index("Sources") + 1]


def typecheck(source, directory):
    main = os.path.join(directory, "main.swift")
    with open(main, "w", encoding="utf-8") as file:
        file.write(source)
    arguments = [
        "swiftc", "-typecheck", main, "-swift-version", "6", "-diagnostic-style", "llvm",
        "-I", os.path.join(PRODUCTS, "Modules"),
        "-Xcc", "-fmodule-map-file=" + os.path.join(PRODUCTS, "DependenciesObserverLookup.build/module.modulemap"),
        "-Xcc", "-I" + os.path.join(REPO, "Sources/DependenciesObserverLookup/include"),
        "-module-cache-path", os.path.join(directory, "cache"),
    ]
    for plugin in PLUGINS:
        arguments += ["-load-plugin-executable", f"{os.path.join(PRODUCTS, plugin + '-tool')}#{plugin}"]
    result = subprocess.run(arguments, capture_output=True, text=True)
    output = result.stdout + result.stderr
    ok = result.returncode == 0 and ": warning:" not in output
    return ok, output


def main():
    for needed in ["Modules/ComposableArchitecture.swiftmodule"] + [p + "-tool" for p in PLUGINS]:
        if not os.path.exists(os.path.join(PRODUCTS, needed)):
            print(f"FAIL: {PRODUCTS}/{needed} not found: run `swift build --build-tests` first")
            return 1
    articles = sys.argv[1:] or sorted(glob.glob(os.path.join(REPO, "Sources/*/Documentation.docc/*.md")))
    counts = {"alone": 0, "grouped": 0, "opted out": 0, "failed": 0}
    with tempfile.TemporaryDirectory() as directory:
        for article in articles:
            relative = os.path.relpath(article, REPO)
            prelude = f"import Foundation\nimport {module_of(os.path.abspath(article))}\n"
            earlier = []
            for line, code, reason in blocks(article):
                if reason:
                    counts["opted out"] += 1
                    print(f"{relative}:{line}: opted out: {reason}")
                    continue
                ok, output = typecheck(prelude + code + "\n", directory)
                if ok:
                    counts["alone"] += 1
                    earlier.append(code)
                    print(f"{relative}:{line}: compiled")
                    continue
                ok, grouped_output = typecheck(prelude + "\n".join(earlier + [code]) + "\n", directory)
                if ok:
                    counts["grouped"] += 1
                    earlier.append(code)
                    print(f"{relative}:{line}: compiled with the article's earlier blocks")
                    continue
                counts["failed"] += 1
                print(f"{relative}:{line}: FAILED\n  alone:\n" + indent(output) + "\n  with earlier blocks:\n" + indent(grouped_output))
    total = sum(counts.values())
    print(f"{total} blocks: {counts['alone']} compiled alone, {counts['grouped']} with their article's "
          f"earlier blocks, {counts['opted out']} opted out, {counts['failed']} failed")
    return 1 if counts["failed"] else 0


def indent(text):
    return "\n".join("    " + line for line in text.strip().split("\n")[:25])


if __name__ == "__main__":
    sys.exit(main())
