#!/usr/bin/env python3
"""Turns the Swift sources of an Apple SwiftUI app into sources that build on Linux against OpenTCA.

It works declaration by declaration on a token stream (strings, comments and nested braces are read
as Swift reads them), never by line numbers or line patterns, and reports every edit it makes:

* SwiftUI declarations are removed: a struct, class, enum, actor or extension that conforms to a
  SwiftUI view protocol (`View`, `ViewModifier`, `Shape`, `ButtonStyle`, `LabelStyle`,
  `PreviewProvider`, `App`, ...; in its inheritance list, its generic constraints or its `where`
  clause), an extension *of* one of those protocols, a `#Preview` block, and a `@main` declaration.
  This applies at every level (a view nested in a feature type goes too).
* Imports are mapped: `SwiftUI`, `UIKit`, `AppKit`, `Speech`, `AVFoundation`, `AVFAudio` become
  `import Foundation` (each re-exports Foundation; written once per file); `Tagged` and
  `SwiftUINavigation` are dropped; `import SwiftNavigation` is added where a file that imported
  SwiftUI (or SwiftUINavigation) still names a type SwiftNavigation stands in for (`Color`, ...)
  and does not import ComposableArchitecture (which re-exports SwiftNavigation).
* Declarations that name an Apple-framework type are removed: in a file that imported `Speech`
  (`SF…`, `AV…` names), `AVFoundation`/`AVFAudio` (`AV…`) or `UIKit` (`UI…`), a name with that prefix
  that neither the stand-ins nor the app declare is unavailable. A struct, class, enum or actor that
  names one is removed whole (its stored layout is not rewritten); in an extension, only the member
  that names one is removed, and an extension left empty is removed. A type removed by any rule
  makes its name unavailable in turn, repeated until nothing changes (a removed `private enum
  OpenSettingsKey` takes the property that reads it along).

The stand-ins (written by us, in `--standins`) supply what was removed and is still needed, e.g. a
Linux `liveValue`; the names they declare count as available.

Usage: strip_views.py --root DIR --out DIR [--standins DIR] FILE... (FILE relative to --root)
Prints one line per edit: `<file>: <edit>`.

Known limits: regex literals (`/.../`) are read as operators; a declaration must start on its own
line (as formatted Swift code does), otherwise it stays part of the declaration before it.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from dataclasses import dataclass, field

# SwiftUI protocols whose conformers are views, view parts or app entry points.
VIEW_PROTOCOLS = frozenset(
    """View ViewModifier Shape InsettableShape ShapeStyle ButtonStyle PrimitiveButtonStyle LabelStyle
    ToggleStyle ProgressViewStyle PickerStyle TextFieldStyle DatePickerStyle GaugeStyle MenuStyle
    GroupBoxStyle ControlGroupStyle DisclosureGroupStyle LabeledContentStyle NavigationSplitViewStyle
    TableStyle ListStyle FormStyle PreviewProvider App Scene Commands DynamicProperty Layout
    UIViewRepresentable UIViewControllerRepresentable NSViewRepresentable
    NSViewControllerRepresentable""".split()
)

# Apple frameworks that re-export Foundation: `import X` becomes `import Foundation`.
# Value: (why, prefixes of the framework's own type names, which are unavailable in that file).
FOUNDATION_REEXPORTERS = {
    "SwiftUI": ("SwiftUI re-exports Foundation", ()),
    "UIKit": ("UIKit re-exports Foundation", ("UI",)),
    "AppKit": ("AppKit re-exports Foundation", ()),
    "Speech": ("Speech re-exports Foundation and AVFoundation", ("SF", "AV")),
    "AVFoundation": ("AVFoundation re-exports Foundation", ("AV",)),
    "AVFAudio": ("AVFAudio re-exports Foundation", ("AV",)),
}
DROPPED_IMPORTS = {
    "Tagged": "swift-tagged is not a dependency; the stand-in `Tagged` is in the module",
    "SwiftUINavigation": "its SwiftUI helpers served the removed views",
}
# Names SwiftUI (or SwiftUINavigation) gave a file that SwiftNavigation provides here.
SWIFT_NAVIGATION_NAMES = frozenset(
    "Color AlertState ButtonState TextState ConfirmationDialogState Animation".split()
)
REEXPORTS_SWIFT_NAVIGATION = frozenset(["ComposableArchitecture", "SwiftNavigation"])

NOMINAL = frozenset(["struct", "class", "enum", "actor", "protocol"])
INTRODUCERS = NOMINAL | frozenset(
    """extension func var let init deinit subscript typealias associatedtype case import operator
    precedencegroup macro""".split()
)
MODIFIERS = frozenset(
    """private fileprivate internal public open package static class final mutating nonmutating
    override convenience required lazy weak unowned indirect nonisolated dynamic optional prefix
    postfix infix consuming borrowing isolated distributed""".split()
)
DIRECTIVES = frozenset(["#if", "#elseif", "#else", "#endif", "#sourceLocation"])


# --------------------------------------------------------------------------------------------------
# Lexer


@dataclass
class Token:
    kind: str  # ident, attr, pound, string, comment, number, punct
    text: str
    start: int  # offset in the source
    end: int
    line: int  # line of the first character (0-based)
    end_line: int  # line of the last character
    first_on_line: bool = False  # first non-comment token of its line


class LexError(Exception):
    pass


OPERATOR_CHARS = set("/=-+!*%<>&|^~?.")


class Lexer:
    def __init__(self, text: str):
        self.text = text
        self.tokens: list[Token] = []
        # Offsets where lines start, to turn an offset into a line number.
        self.line_starts = [0] + [m.end() for m in re.finditer(r"\n", text)]

    def line_of(self, offset: int) -> int:
        lo, hi = 0, len(self.line_starts) - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if self.line_starts[mid] <= offset:
                lo = mid
            else:
                hi = mid - 1
        return lo

    def add(self, kind: str, start: int, end: int) -> None:
        self.tokens.append(
            Token(kind, self.text[start:end], start, end, self.line_of(start), self.line_of(max(start, end - 1)))
        )

    def run(self) -> list[Token]:
        pos = self.scan_code(0, stop_at_close_paren=False)
        assert pos == len(self.text)
        last_line = -1
        for token in self.tokens:
            if token.kind == "comment":
                continue
            token.first_on_line = token.line != last_line
            last_line = token.end_line
        return self.tokens

    def scan_code(self, pos: int, stop_at_close_paren: bool) -> int:
        """Scans code from `pos`; inside an interpolation, stops after the `)` that closes it."""
        text, n = self.text, len(self.text)
        depth = 0
        while pos < n:
            c = text[pos]
            if c in " \t\r\n":
                pos += 1
            elif text.startswith("//", pos):
                end = text.find("\n", pos)
                end = n if end < 0 else end
                self.add("comment", pos, end)
                pos = end
            elif text.startswith("/*", pos):
                end = self.block_comment_end(pos)
                self.add("comment", pos, end)
                pos = end
            elif c == '"' or (c == "#" and re.match(r"#+\"", text[pos:])):
                pos = self.scan_string(pos)
            elif c == "#" and re.match(r"#[A-Za-z_]", text[pos:]):
                m = re.match(r"#[A-Za-z_][A-Za-z0-9_]*", text[pos:])
                self.add("pound", pos, pos + m.end())
                pos += m.end()
            elif c == "@" and re.match(r"@[A-Za-z_]", text[pos:]):
                m = re.match(r"@[A-Za-z_][A-Za-z0-9_]*", text[pos:])
                self.add("attr", pos, pos + m.end())
                pos += m.end()
            elif c == "`":
                end = text.find("`", pos + 1)
                if end < 0:
                    raise LexError(f"unterminated backquoted name at line {self.line_of(pos) + 1}")
                self.add("ident", pos, end + 1)
                pos = end + 1
            elif c.isalpha() or c == "_" or c == "$":
                end = pos + 1
                while end < n and (text[end].isalnum() or text[end] == "_"):
                    end += 1
                self.add("ident", pos, end)
                pos = end
            elif c.isdigit():
                m = re.match(r"0[xob][0-9a-fA-F_]+|[0-9][0-9_]*(\.[0-9][0-9_]*)?([eE][+-]?[0-9]+)?", text[pos:])
                self.add("number", pos, pos + m.end())
                pos += m.end()
            elif text.startswith("->", pos):
                self.add("punct", pos, pos + 2)
                pos += 2
            else:
                if stop_at_close_paren:
                    if c == "(":
                        depth += 1
                    elif c == ")":
                        if depth == 0:
                            return pos + 1  # the interpolation's `)`, not a token of its own
                        depth -= 1
                self.add("punct", pos, pos + 1)
                pos += 1
        if stop_at_close_paren:
            raise LexError("unterminated string interpolation")
        return pos

    def block_comment_end(self, pos: int) -> int:
        text, depth, i = self.text, 0, pos
        while i < len(text):
            if text.startswith("/*", i):
                depth += 1
                i += 2
            elif text.startswith("*/", i):
                depth -= 1
                i += 2
                if depth == 0:
                    return i
            else:
                i += 1
        raise LexError(f"unterminated block comment at line {self.line_of(pos) + 1}")

    def scan_string(self, start: int) -> int:
        """Adds one string literal token (interpolations included) and returns the offset after it."""
        text, n = self.text, len(self.text)
        hashes = len(text[start:]) - len(text[start:].lstrip("#"))
        pos = start + hashes
        multiline = text.startswith('"""', pos)
        pos += 3 if multiline else 1
        closing = ('"""' if multiline else '"') + "#" * hashes
        escape = "\\" + "#" * hashes
        # Tokens of interpolated code are scanned (so their strings and parentheses are read right)
        # and then dropped: the whole literal is one opaque token.
        saved = len(self.tokens)
        while True:
            if pos >= n or (not multiline and text[pos] == "\n"):
                raise LexError(f"unterminated string literal at line {self.line_of(start) + 1}")
            if text.startswith(closing, pos):
                pos += len(closing)
                break
            if text.startswith(escape, pos):
                after = pos + len(escape)
                if text.startswith("(", after):
                    pos = self.scan_code(after + 1, stop_at_close_paren=True)
                else:
                    pos = after + 1
                continue
            pos += 1
        del self.tokens[saved:]
        self.add("string", start, pos)
        return pos


def tokenize(text: str) -> list[Token]:
    return Lexer(text).run()


# --------------------------------------------------------------------------------------------------
# Declarations


@dataclass
class Decl:
    first: int  # index of its first token (its leading comments included)
    start: int  # index of its first own token (attribute, modifier or keyword)
    last: int  # index of its last non-comment token
    kind: str  # struct, extension, func, var, ..., "#Preview", "directive", "unknown"
    name: str  # declared name ("" for extensions and macros)
    attrs: list[str]
    keyword_index: int  # index of the introducer (or of the pound token), -1 if none
    body: tuple[int, int] | None = None  # token indices of `{` and `}` of a type/extension body
    members: list["Decl"] = field(default_factory=list)
    splittable: bool = True  # the body's members each start on their own line


OPENERS = {"(": ")", "[": "]", "{": "}"}
CLOSERS = {")", "]", "}"}


def match_brackets(tokens: list[Token]) -> dict[int, int]:
    """Index of each `(`, `[` and `{` token -> index of its closing token."""
    pairs, stack = {}, []
    for i, t in enumerate(tokens):
        if t.kind != "punct":
            continue
        if t.text in OPENERS:
            stack.append(i)
        elif t.text in CLOSERS:
            if not stack or OPENERS[tokens[stack[-1]].text] != t.text:
                raise LexError(f"unbalanced {t.text!r} at line {t.line + 1}")
            pairs[stack.pop()] = i
    if stack:
        raise LexError(f"unclosed {tokens[stack[-1]].text!r} at line {tokens[stack[-1]].line + 1}")
    return pairs


class Parser:
    def __init__(self, text: str):
        self.text = text
        self.tokens = tokenize(text)
        self.pairs = match_brackets(self.tokens)
        self.decls, _ = self.split(0, len(self.tokens))

    def is_decl_start(self, i: int) -> bool:
        t = self.tokens[i]
        if t.kind == "attr":
            return True
        if t.kind == "pound":
            return True  # #Preview, other freestanding macros, #if/#else/#endif
        if t.kind != "ident":
            return False
        if t.text in INTRODUCERS or t.text in MODIFIERS:
            return True
        return False

    def split(self, lo: int, hi: int) -> tuple[list[Decl], bool]:
        """Splits the tokens lo..<hi (a file, or a body without its braces) into declarations.

        Returns the declarations and whether the range splits cleanly (no code before the first one).
        """
        tokens = self.tokens
        starts: list[int] = []
        current_has_keyword = False
        i = lo
        clean = True
        while i < hi:
            t = tokens[i]
            if t.kind == "comment":
                i += 1
                continue
            if t.first_on_line and self.is_decl_start(i):
                if not starts or current_has_keyword or tokens[starts[-1]].kind == "pound":
                    starts.append(i)
                    current_has_keyword = False
            elif not starts:
                clean = False
            if t.kind == "ident" and t.text in INTRODUCERS:
                current_has_keyword = True
            if t.kind == "pound":
                current_has_keyword = True
            if t.kind == "attr" and i + 1 < hi and tokens[i + 1].text == "(" and tokens[i + 1].start == t.end:
                i = self.pairs[i + 1] + 1  # the attribute's arguments
                continue
            if t.kind == "punct" and t.text in OPENERS:
                i = self.pairs[i] + 1
                continue
            i += 1
        decls = []
        for k, start in enumerate(starts):
            end = starts[k + 1] if k + 1 < len(starts) else hi
            decls.append(self.make_decl(start, end))
        # Leading comments: a run of whole-line comments right above a declaration (no blank line).
        for k, decl in enumerate(decls):
            floor = decls[k - 1].last + 1 if k > 0 else lo
            first, line = decl.start, tokens[decl.start].line
            j = decl.start - 1
            while j >= floor and tokens[j].kind == "comment" and tokens[j].end_line == line - 1 and self.comment_alone(j):
                first, line = j, tokens[j].line
                j -= 1
            decl.first = first
        return decls, clean

    def comment_alone(self, j: int) -> bool:
        """Whether comment token j is the only thing on its lines."""
        t = self.tokens[j]
        line_start = self.text.rfind("\n", 0, t.start) + 1
        line_end = self.text.find("\n", t.end)
        line_end = len(self.text) if line_end < 0 else line_end
        return not self.text[line_start : t.start].strip() and not self.text[t.end : line_end].strip()

    def make_decl(self, start: int, end: int) -> Decl:
        tokens = self.tokens
        last = end - 1
        while last > start and tokens[last].kind == "comment":
            last -= 1
        attrs, i, kind, name, keyword_index = [], start, "unknown", "", -1
        while i < end:
            t = tokens[i]
            if t.kind == "comment":
                i += 1
            elif t.kind == "attr":
                attrs.append(t.text)
                if i + 1 < end and tokens[i + 1].text == "(" and tokens[i + 1].start == t.end:
                    i = self.pairs[i + 1] + 1
                else:
                    i += 1
            elif t.kind == "pound":
                kind = "directive" if t.text in DIRECTIVES else t.text
                keyword_index = i
                break
            elif t.kind == "ident" and t.text in MODIFIERS and not (
                t.text == "class" and i + 1 < end and tokens[i + 1].kind == "ident" and tokens[i + 1].text not in INTRODUCERS | MODIFIERS
            ):
                # `class func` is a modifier, `class Name` a declaration; `private(set)` has arguments.
                if i + 1 < end and tokens[i + 1].text == "(" and tokens[i + 1].start == t.end:
                    i = self.pairs[i + 1] + 1
                else:
                    i += 1
            elif t.kind == "ident" and t.text in INTRODUCERS:
                kind, keyword_index = t.text, i
                if i + 1 < end and tokens[i + 1].kind == "ident":
                    name = tokens[i + 1].text.strip("`")
                break
            else:
                break
        decl = Decl(start, start, last, kind, name, attrs, keyword_index)
        if kind in NOMINAL or kind == "extension":
            j = keyword_index + 1
            while j < end and not (tokens[j].kind == "punct" and tokens[j].text == "{"):
                if tokens[j].kind == "punct" and tokens[j].text in ("(", "["):
                    j = self.pairs[j]
                j += 1
            if j < end:
                close = self.pairs[j]
                decl.body = (j, close)
                decl.members, decl.splittable = self.split(j + 1, close)
        return decl

    # Header analysis ------------------------------------------------------------------------------

    def header(self, decl: Decl) -> list[Token]:
        """Tokens from the introducer to the body's `{` (or the end), comments left out."""
        end = decl.body[0] if decl.body else decl.last + 1
        return [t for t in self.tokens[decl.keyword_index + 1 : end] if t.kind != "comment"]

    @staticmethod
    def type_items(tokens: list[Token]) -> list[list[Token]]:
        """Splits a type list (`A, B & C`) at top-level `,` and `&`."""
        items, current, depth = [], [], 0
        for t in tokens:
            if t.kind == "punct" and t.text in "<([":
                depth += 1
            elif t.kind == "punct" and t.text in ">)]":
                depth -= 1
            if depth == 0 and t.kind == "punct" and t.text in (",", "&"):
                items.append(current)
                current = []
            else:
                current.append(t)
        items.append(current)
        return [item for item in items if item]

    @staticmethod
    def protocol_name(item: list[Token]) -> str | None:
        """`View`, `SwiftUI.View`, `@MainActor View`, `any View` -> "View"; `Feature.View` -> None."""
        words = [t for t in item if t.kind != "attr"]
        while words and words[0].kind == "ident" and words[0].text in ("any", "some"):
            words = words[1:]
        texts = [t.text for t in words]
        if len(texts) == 1 and words[0].kind == "ident":
            return texts[0]
        if len(texts) == 3 and texts[0] == "SwiftUI" and texts[1] == ".":
            return texts[2]
        return None

    def extended_type(self, decl: Decl) -> list[Token]:
        """The tokens naming the type an extension extends, generic arguments left out."""
        head = self.header(decl)
        i, depth = 0, 0
        while i < len(head):
            t = head[i]
            if t.text == "<":
                depth += 1
            elif t.text == ">":
                depth -= 1
            elif depth == 0 and (t.text == ":" or (t.kind == "ident" and t.text == "where")):
                break
            i += 1
        texts = [t.text for t in head[:i]]
        return head[: texts.index("<")] if "<" in texts else head[:i]

    def view_conformances(self, decl: Decl) -> list[str]:
        """The SwiftUI view protocols `decl` extends or conforms to (inheritance list, generic
        constraints, `where` clause)."""
        head = self.header(decl)
        found: list[str] = []
        if decl.kind == "extension":
            extended = self.extended_type(decl)
            if self.protocol_name(extended) in VIEW_PROTOCOLS:
                found.append(self.protocol_name(extended) or "")
            i, depth = 0, 0
            while i < len(head):
                if head[i].text == "<":
                    depth += 1
                elif head[i].text == ">":
                    depth -= 1
                elif depth == 0 and (head[i].text == ":" or head[i].text == "where"):
                    break
                i += 1
        else:
            i = 1  # after the name
            if i < len(head) and head[i].text == "<":
                depth, j = 0, i
                while j < len(head):
                    if head[j].text == "<":
                        depth += 1
                    elif head[j].text == ">":
                        depth -= 1
                        if depth == 0:
                            break
                    j += 1
                found += self.constraint_protocols(head[i + 1 : j])
                i = j + 1
        # Inheritance list, then the where clause.
        rest = head[i:]
        where = next((k for k, t in enumerate(rest) if t.kind == "ident" and t.text == "where"), len(rest))
        if rest and rest[0].text == ":":
            for item in self.type_items(rest[1:where]):
                name = self.protocol_name(item)
                if name in VIEW_PROTOCOLS:
                    found.append(name)
        found += self.constraint_protocols(rest[where + 1 :])
        return list(dict.fromkeys(found))

    def constraint_protocols(self, tokens: list[Token]) -> list[str]:
        """View protocols required by `T: P, U: Q & R` (generic parameters or a where clause)."""
        found = []
        for requirement in self.type_items_by_comma(tokens):
            colon = next((k for k, t in enumerate(requirement) if t.text == ":"), None)
            if colon is None:
                continue  # `A == B`
            for item in self.type_items(requirement[colon + 1 :]):
                name = self.protocol_name(item)
                if name in VIEW_PROTOCOLS:
                    found.append(name)
        return found

    @staticmethod
    def type_items_by_comma(tokens: list[Token]) -> list[list[Token]]:
        items, current, depth = [], [], 0
        for t in tokens:
            if t.kind == "punct" and t.text in "<([":
                depth += 1
            elif t.kind == "punct" and t.text in ">)]":
                depth -= 1
            if depth == 0 and t.kind == "punct" and t.text == ",":
                items.append(current)
                current = []
            else:
                current.append(t)
        items.append(current)
        return [item for item in items if item]

    def idents(self, lo: int, hi: int) -> list[str]:
        return [t.text.strip("`") for t in self.tokens[lo:hi] if t.kind == "ident"]

    def describe(self, decl: Decl) -> str:
        """`struct AppView: View`, `extension SpeechClient: DependencyKey`, `static var liveValue`."""
        if decl.kind.startswith("#"):
            t = self.tokens[decl.keyword_index]
            nxt = self.tokens[decl.keyword_index + 1] if decl.keyword_index + 1 < len(self.tokens) else None
            if nxt is not None and nxt.text == "(":
                return t.text + self.text[nxt.start : self.tokens[self.pairs[decl.keyword_index + 1]].end]
            return t.text
        end = decl.body[0] if decl.body else decl.last + 1
        # Leading attributes other than @main are left out, and so is anything from a lone `=` on.
        k, prefix = decl.start, ""
        while k < decl.keyword_index:
            t = self.tokens[k]
            if t.kind == "attr":
                prefix += "@main " if t.text == "@main" else ""
                nxt = self.tokens[k + 1]
                k = self.pairs[k + 1] + 1 if nxt.text == "(" and nxt.start == t.end else k + 1
            elif t.kind == "comment":
                k += 1
            else:
                break
        s, previous = "", None
        for t in self.tokens[k:end]:
            if t.kind == "comment":
                continue
            if t.text == "{" and t.kind == "punct":
                break
            if t.text == "=" and t.kind == "punct":
                before = self.text[t.start - 1] if t.start > 0 else " "
                after = self.text[t.end] if t.end < len(self.text) else " "
                if before not in OPERATOR_CHARS and after not in OPERATOR_CHARS:
                    break
            if previous is not None and self.text[previous.end : t.start].strip() == "" and t.start > previous.end:
                s += " "
            s += t.text
            previous = t
        s = prefix + re.sub(r"\s+", " ", s)
        return s if len(s) <= 100 else s[:97] + "..."


# --------------------------------------------------------------------------------------------------
# The transformation


@dataclass
class SourceFile:
    path: str  # relative to the root
    parser: Parser
    imports: list[tuple[Decl, str]] = field(default_factory=list)  # (decl, module)
    apple_prefixes: tuple[str, ...] = ()
    removed: dict[int, str] = field(default_factory=dict)  # decl.start -> reason
    removed_decls: list[Decl] = field(default_factory=list)


def import_module(parser: Parser, decl: Decl) -> str:
    words = [t.text for t in parser.tokens[decl.keyword_index + 1 : decl.last + 1] if t.kind == "ident"]
    kinds = {"typealias", "struct", "class", "enum", "protocol", "let", "var", "func"}
    words = [w for w in words if w not in kinds]
    return words[0] if words else ""


def declared_names(parser: Parser, decls: list[Decl], skip: set[int] | None = None) -> set[str]:
    names = set()
    for decl in decls:
        if skip and decl.start in skip:
            continue
        if decl.name and (decl.kind in NOMINAL or decl.kind == "typealias"):
            names.add(decl.name)
        names |= declared_names(parser, decl.members, skip)
    return names


class Stripper:
    def __init__(self, files: dict[str, str], standins: dict[str, str] | None = None):
        self.files: list[SourceFile] = []
        for path, text in files.items():
            try:
                parser = Parser(text)
            except LexError as error:
                raise LexError(f"{path}: {error}") from None
            f = SourceFile(path, parser)
            for decl in parser.decls:
                if decl.kind == "import":
                    module = import_module(parser, decl)
                    f.imports.append((decl, module))
                    if module in FOUNDATION_REEXPORTERS:
                        f.apple_prefixes += FOUNDATION_REEXPORTERS[module][1]
            self.files.append(f)
        self.standin_names: set[str] = set()
        for text in (standins or {}).values():
            parser = Parser(text)
            self.standin_names |= declared_names(parser, parser.decls)
        self.app_names: set[str] = set()  # every type the app declares, removed or not
        for f in self.files:
            self.app_names |= declared_names(f.parser, f.parser.decls)

    def run(self) -> None:
        unavailable: set[str] = set()
        while True:
            for f in self.files:
                f.removed, f.removed_decls = {}, []
                for decl in f.parser.decls:
                    self.visit(f, decl, unavailable)
            kept = self.standin_names.copy()
            removed_names = set()
            for f in self.files:
                kept |= declared_names(f.parser, f.parser.decls, set(f.removed))
                removed_names |= {d.name for d in f.removed_decls if d.name and (d.kind in NOMINAL or d.kind == "typealias")}
            # Names only ever join (a removal never brings a declaration back), so this ends.
            now = unavailable | (removed_names - kept)
            if now == unavailable:
                return
            unavailable = now

    def remove(self, f: SourceFile, decl: Decl, reason: str) -> None:
        f.removed[decl.start] = reason
        f.removed_decls.append(decl)

    def unavailable_in(
        self, f: SourceFile, lo: int, hi: int, unavailable: set[str], own: set[str] | None = None
    ) -> list[str]:
        """Names in tokens lo..<hi this file cannot use: removed types and Apple-framework types
        (`own`: names the declaration itself declares, which never count against it)."""
        names = []
        for name in f.parser.idents(lo, hi):
            if name in names or (own and name in own):
                continue
            if name in unavailable:
                names.append(name)
            elif (
                any(re.match(prefix + r"[A-Z]", name) for prefix in f.apple_prefixes)
                and name not in self.standin_names
                and name not in self.app_names
            ):
                names.append(name)
        return names

    def framework_of(self, f: SourceFile, name: str) -> str:
        for module, (_, prefixes) in FOUNDATION_REEXPORTERS.items():
            if any(re.match(p + r"[A-Z]", name) for p in prefixes) and module in [m for _, m in f.imports]:
                return module
        return ""

    def explain(self, f: SourceFile, names: list[str], unavailable: set[str]) -> str:
        parts = []
        for name in names[:3]:
            if name in unavailable:
                parts.append(f"{name} (removed)")
            else:
                parts.append(f"{name} ({self.framework_of(f, name) or 'Apple framework'})")
        more = f" and {len(names) - 3} more" if len(names) > 3 else ""
        return "names " + ", ".join(parts) + more

    def is_view(self, f: SourceFile, decl: Decl) -> str | None:
        """Why `decl` is a SwiftUI declaration, or None."""
        if decl.kind == "#Preview":
            return "SwiftUI preview"
        protocols = f.parser.view_conformances(decl) if decl.kind in NOMINAL or decl.kind == "extension" else []
        extends = decl.kind == "extension" and f.parser.protocol_name(f.parser.extended_type(decl)) in VIEW_PROTOCOLS
        why = ""
        if protocols:
            why = f"{'extends' if extends else 'conforms to'} SwiftUI's {', '.join(protocols)}"
        if "@main" in decl.attrs:
            why = "@main entry point" + (f", {why}" if why else "")
        return why or None

    def visit(self, f: SourceFile, decl: Decl, unavailable: set[str]) -> None:
        """Decides whether `decl` (or which of its members) goes."""
        if decl.kind in ("import", "directive"):
            return
        why = self.is_view(f, decl)
        if why:
            self.remove(f, decl, why)
            return
        if decl.kind in NOMINAL:
            # Views nested in the type go; then the rest of the type is kept or removed whole (its
            # stored layout is not rewritten).
            nested = [m for m in decl.members if self.is_view(f, m)]
            skip = [(m.first, m.last + 1) for m in nested]
            names = [
                name
                for name in self.unavailable_in(f, decl.start, decl.last + 1, unavailable, declared_names(f.parser, [decl]))
                if self.occurs_outside(f, name, decl, skip)
            ]
            if names:
                self.remove(f, decl, self.explain(f, names, unavailable))
            else:
                for member in nested:
                    self.remove(f, member, self.is_view(f, member) or "")
            return
        if decl.kind == "extension":
            head_end = decl.body[0] if decl.body else decl.last + 1
            names = self.unavailable_in(f, decl.keyword_index, head_end, unavailable)
            if not names and decl.body and not decl.splittable:
                names = self.unavailable_in(f, decl.body[0], decl.body[1], unavailable)
            if names or not decl.splittable:
                if names:
                    self.remove(f, decl, self.explain(f, names, unavailable))
                return
            members = [m for m in decl.members if m.kind != "directive"]
            for member in members:
                self.visit(f, member, unavailable)
            if members and all(m.start in f.removed for m in members):
                # Nothing is left: the extension goes, with the reasons of its members.
                reasons = []
                for member in members:
                    # (It stays in removed_decls: its name is still gone.)
                    reasons.append(f"{f.parser.describe(member)}: {f.removed.pop(member.start)}")
                self.remove(f, decl, "every member goes (" + "; ".join(reasons) + ")")
            return
        names = self.unavailable_in(f, decl.start, decl.last + 1, unavailable)
        if names:
            self.remove(f, decl, self.explain(f, names, unavailable))

    def occurs_outside(self, f: SourceFile, name: str, decl: Decl, skip: list[tuple[int, int]]) -> bool:
        """Whether `name` occurs in `decl` outside the token ranges `skip`."""
        for i in range(decl.start, decl.last + 1):
            t = f.parser.tokens[i]
            if t.kind == "ident" and t.text.strip("`") == name and not any(lo <= i < hi for lo, hi in skip):
                return True
        return False

    # Output -----------------------------------------------------------------------------------------

    def output(self, f: SourceFile) -> tuple[str, list[str]]:
        """The new text of `f` and the edits, in source order."""
        p = f.parser
        lines = p.text.split("\n")
        replace: dict[int, list[str] | None] = {}  # line -> new lines (None: removed)
        edits: list[tuple[int, str]] = []

        def lines_of(decl: Decl) -> tuple[int, int]:
            return p.tokens[decl.first].line, p.tokens[decl.last].end_line

        def all_removed(decls: list[Decl]):
            for decl in decls:
                if decl.start in f.removed:
                    yield decl
                else:
                    yield from all_removed(decl.members)

        for decl in all_removed(p.decls):
            a, b = lines_of(decl)
            for line in range(a, b + 1):
                replace[line] = None
            # One blank line goes too, so the removal leaves no double blank line behind, nor a
            # blank line right inside a brace or at the end of the file.
            def blank(k: int) -> bool:
                return 0 <= k < len(lines) and not lines[k].strip() and replace.get(k, 0) is not None

            before = a - 1
            while before >= 0 and replace.get(before, 0) is None:
                before -= 1
            opens = before < 0 or blank(before) or lines[before].rstrip().endswith("{")
            closes = b + 1 >= len(lines) or lines[b + 1].lstrip().startswith("}") or not "".join(lines[b + 1 :]).strip()
            if opens and blank(b + 1):
                replace[b + 1] = None
            elif closes and blank(before):
                replace[before] = None
            edits.append((a, f"removed {p.describe(decl)} (lines {a + 1}-{b + 1}): {f.removed[decl.start]}"))

        # Imports.
        kept_idents = set()
        removed_ranges = [lines_of(d) for d in all_removed(p.decls)]
        for t in p.tokens:
            if t.kind == "ident" and not any(a <= t.line <= b for a, b in removed_ranges):
                kept_idents.add(t.text)
        modules = [m for _, m in f.imports]
        have = set(modules)
        needs_navigation = (
            bool(have & {"SwiftUI", "SwiftUINavigation"})
            and not (have & REEXPORTS_SWIFT_NAVIGATION)
            and sorted(kept_idents & SWIFT_NAVIGATION_NAMES)
        )
        for decl, module in f.imports:
            a, b = lines_of(decl)
            if module in FOUNDATION_REEXPORTERS:
                new = []
                if "Foundation" not in have:
                    new.append("import Foundation")
                    have.add("Foundation")
                reason = FOUNDATION_REEXPORTERS[module][0]
                if module in ("SwiftUI",) and needs_navigation and "SwiftNavigation" not in have:
                    new.append("import SwiftNavigation")
                    have.add("SwiftNavigation")
                    reason += f"; SwiftNavigation provides {', '.join(needs_navigation)}"
                target = " + ".join(line.split()[1] for line in new) or "nothing (Foundation already imported)"
                edits.append((a, f"mapped `{p.text[p.tokens[decl.start].start:p.tokens[decl.last].end]}` -> {target} ({reason})"))
            elif module in DROPPED_IMPORTS:
                new = []
                if module == "SwiftUINavigation" and needs_navigation and "SwiftNavigation" not in have:
                    new.append("import SwiftNavigation")
                    have.add("SwiftNavigation")
                target = " + ".join(line.split()[1] for line in new)
                verb = f"mapped `import {module}` -> {target}" if new else f"dropped `import {module}`"
                edits.append((a, f"{verb} ({DROPPED_IMPORTS[module]})"))
            else:
                continue
            for line in range(a, b + 1):
                replace[line] = None
            replace[a] = new or None

        out: list[str] = []
        for k, line in enumerate(lines):
            if k in replace:
                out.extend(replace[k] or [])
            else:
                out.append(line)
        text = "\n".join(out).rstrip("\n") + "\n"
        edits.sort()
        return text, [e for _, e in edits]


def strip(files: dict[str, str], standins: dict[str, str] | None = None) -> dict[str, tuple[str, list[str]]]:
    """Path -> (new text, edits)."""
    stripper = Stripper(files, standins)
    stripper.run()
    return {f.path: stripper.output(f) for f in stripper.files}


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--root", required=True, help="folder the FILE paths are relative to")
    parser.add_argument("--out", required=True, help="folder the new files are written to")
    parser.add_argument("--standins", help="folder of our stand-in .swift files (read for their names)")
    parser.add_argument("files", nargs="+")
    args = parser.parse_args(argv)
    files = {}
    for path in args.files:
        with open(os.path.join(args.root, path), encoding="utf-8") as handle:
            files[path] = handle.read()
    standins = {}
    if args.standins:
        for name in sorted(os.listdir(args.standins)):
            if name.endswith(".swift"):
                with open(os.path.join(args.standins, name), encoding="utf-8") as handle:
                    standins[name] = handle.read()
    try:
        results = strip(files, standins)
    except LexError as error:
        print(f"strip_views: {error}", file=sys.stderr)
        return 1
    count = 0
    for path in args.files:
        text, edits = results[path]
        target = os.path.join(args.out, path)
        os.makedirs(os.path.dirname(target) or ".", exist_ok=True)
        with open(target, "w", encoding="utf-8") as handle:
            handle.write(text)
        for edit in edits:
            print(f"{path}: {edit}")
        if not edits:
            print(f"{path}: unchanged")
        count += len(edits)
    print(f"strip_views: {count} edits in {len(args.files)} files")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
