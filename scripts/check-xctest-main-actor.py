#!/usr/bin/env python3
"""Fails when an XCTest test method is a synchronous method isolated to the main actor *by itself*.

Linux XCTest aborts while listing such a method ("Could not cast value of type
'(T) -> @MainActor () -> ()' to '(T) -> () -> ()'"), which kills every XCTest case in the single Linux
test binary, even under --filter. Checked with Swift 6.3.1 on Linux:

- `@MainActor func testX()` (the attribute on the method): aborts.
- a synchronous method in a `@MainActor extension` of a class that is not itself `@MainActor`: aborts
  (each method of such an extension is isolated on its own).
- a synchronous method of a `@MainActor class` (or of any extension of it): runs fine.
- `async` methods: run fine, whatever their isolation.

So the guard flags the first two only. The check is textual: `@MainActor` classes are collected from
every file first, so an extension in another file is judged by its class.
"""
import pathlib
import re
import sys

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "Tests")
type_re = re.compile(r"\b(class|extension)\s+(\w+)\b[^{]*")
test_re = re.compile(r"\bfunc\s+(test\w*)\s*\(([^)]*)\)\s*([^{]*)\{")
main_actor_type_re = re.compile(r"@MainActor\b[^{;]*?\b(class|extension)\s+(\w+)")


def strip_comments(text):
    code = re.sub(r"//[^\n]*", "", text)
    return re.sub(r"/\*.*?\*/", "", code, flags=re.S)


files = []
for path in sorted(root.rglob("*.swift")):
    text = path.read_text(encoding="utf-8")
    if "XCTest" in text:
        files.append((path, strip_comments(text)))

# Pass 1: the classes declared @MainActor anywhere (class-level isolation is fine for XCTest).
main_actor_classes = set()
for _, code in files:
    for match in main_actor_type_re.finditer(code):
        if match.group(1) == "class":
            main_actor_classes.add(match.group(2))

# Pass 2: synchronous test methods isolated by their own attribute or by a @MainActor extension.
problems = []
for path, code in files:
    main_actor_extensions = {
        match.start(2) for match in main_actor_type_re.finditer(code) if match.group(1) == "extension"
    }
    depth = 0
    type_stack = []  # (kind, name, isolated extension?, depth at which its body opened)
    pending_type = None
    offset = 0
    lines = code.split("\n")
    for number, line in enumerate(lines, start=1):
        type_match = type_re.search(line)
        if type_match:
            kind, name = type_match.group(1), type_match.group(2)
            isolated_extension = (
                kind == "extension"
                and offset + type_match.start(2) in main_actor_extensions
                and name not in main_actor_classes
            )
            pending_type = (kind, name, isolated_extension)
        test_match = test_re.search(line)
        if test_match:
            is_async = re.search(r"\basync\b", test_match.group(3)) is not None
            preceding = "\n".join(lines[max(0, number - 3):number])
            attribute_on_method = re.search(
                r"@MainActor\b[^\n]*\bfunc\s+" + test_match.group(1) + r"\b"
                + r"|@MainActor\s*\n\s*(?:(?:public|internal|private|fileprivate|final|override|nonisolated)\s+)*func\s+"
                + test_match.group(1) + r"\b",
                preceding,
            )
            in_isolated_extension = bool(type_stack) and type_stack[-1][2]
            if not is_async and (attribute_on_method or in_isolated_extension):
                where = "marked @MainActor" if attribute_on_method else "in a @MainActor extension"
                problems.append(
                    f"{path}:{number}: '{test_match.group(1)}' is a synchronous XCTest method {where}; "
                    "make it async (or put @MainActor on the class instead)"
                )
        for char in line:
            if char == "{":
                depth += 1
                if pending_type is not None:
                    type_stack.append((*pending_type, depth))
                    pending_type = None
            elif char == "}":
                if type_stack and type_stack[-1][3] == depth:
                    type_stack.pop()
                depth -= 1
        offset += len(line) + 1

if problems:
    print("Synchronous @MainActor XCTest methods abort Linux XCTest for the whole test binary:")
    print("\n".join(problems))
    sys.exit(1)
print("xctest-main-actor guard: ok")
