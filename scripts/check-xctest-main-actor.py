#!/usr/bin/env python3
"""Fails when an XCTest test method is a synchronous @MainActor method.

Linux XCTest aborts while listing such a method, which kills every XCTest case in the single Linux test
binary, even under --filter. Asynchronous @MainActor test methods are fine. The check is textual: a
method is @MainActor when the attribute is on the method itself or on its XCTestCase subclass (or on an
extension of that class in the same file).
"""
import pathlib
import re
import sys

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "Tests")
class_re = re.compile(r"\b(class|extension)\s+(\w+)\b[^{]*")
test_re = re.compile(r"\bfunc\s+(test\w*)\s*\(([^)]*)\)\s*([^{]*)\{")
problems = []

for path in sorted(root.rglob("*.swift")):
    text = path.read_text(encoding="utf-8")
    if "XCTest" not in text:
        continue
    # Strip comments so commented-out code is ignored.
    code = re.sub(r"//[^\n]*", "", text)
    code = re.sub(r"/\*.*?\*/", "", code, flags=re.S)
    main_actor_types = set()
    for match in re.finditer(r"@MainActor\b[^{]*?\b(?:class|extension)\s+(\w+)", code):
        main_actor_types.add(match.group(1))
    depth = 0
    type_stack = []  # (name, depth at which its body opened)
    pending_type = None
    position = 0
    lines = code.split("\n")
    for number, line in enumerate(lines, start=1):
        type_match = class_re.search(line)
        if type_match:
            pending_type = type_match.group(2)
        test_match = test_re.search(line)
        if test_match:
            effects = test_match.group(3)
            is_async = re.search(r"\basync\b", effects) is not None
            preceding = "\n".join(lines[max(0, number - 3):number])
            attribute_on_method = re.search(r"@MainActor\b[^\n]*$|@MainActor\s*\n[^\n]*func\s+" + test_match.group(1), preceding)
            enclosing = type_stack[-1][0] if type_stack else None
            on_type = enclosing in main_actor_types
            if not is_async and (attribute_on_method or on_type):
                problems.append(f"{path}:{number}: '{test_match.group(1)}' is a synchronous @MainActor XCTest method; make it async")
        for char in line:
            if char == "{":
                depth += 1
                if pending_type is not None:
                    type_stack.append((pending_type, depth))
                    pending_type = None
            elif char == "}":
                if type_stack and type_stack[-1][1] == depth:
                    type_stack.pop()
                depth -= 1

if problems:
    print("Synchronous @MainActor XCTest methods abort Linux XCTest for the whole test binary:")
    print("\n".join(problems))
    sys.exit(1)
print("xctest-main-actor guard: ok")
