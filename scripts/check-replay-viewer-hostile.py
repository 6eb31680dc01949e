#!/usr/bin/env python3
"""Loads, in headless Chromium, the `tca-replay view` page of a recording whose dumps hold every
HTML-significant sequence (`</script`, `<!--<script>`, `-->`, `]]>`, `&`, U+2028, NUL, ...) and a
step of 100,000 lines followed by its reverse. The page must render each step and show the strings
exactly; the 100,000-line diff must finish (within the browser's timeout) and account for every line.

Usage: check-replay-viewer-hostile.py TCA_REPLAY WORKDIR
"""
import html.parser
import json
import subprocess
import sys

PIECES = [
    "</script", "</SCRIPT>", "</script >", "<!--", "<!--<script>", "<script", "<SCRIPT", "-->", "--!>",
    "]]>", "<![CDATA[", "&", "&amp;", "&lt;", "<", ">", "\u2028", "\u2029", "\0", "\ufffd", "\ufeff",
    "\uffff", "\U0001ffff", "\U0001d11e", "e\u0301", "\x1b[31m", '"', "'", "`", "\\", "\\u003c",
    "\\\\</", "\t", "__DATA__", "__TITLE__", "${x}",
]
SIZE = 100_000


def dumps():
    hostile = "State(\n" + "".join(f"  s{i}: {piece!r}x{piece}\n" for i, piece in enumerate(PIECES))
    hostile += "  all: " + "".join(PIECES) + "\n)"
    big = "State(\n" + "\n".join(f"  line {i}," for i in range(SIZE)) + "\n)"
    reverse = "State(\n" + "\n".join(f"  line {i}," for i in reversed(range(SIZE))) + "\n)"
    return ["State()", hostile, big, reverse]


def write(path, states):
    with open(path, "w", encoding="utf-8") as out:
        start = {"kind": "start", "stateDump": states[0], "stateType": "Hostile.State",
                 "actionType": "Hostile.Action"}
        out.write(json.dumps(start) + "\n")
        for index, state in enumerate(states[1:], 1):
            label = "Hostile.Action.set(" + "".join(PIECES) + ")" if index == 1 else f"Hostile.Action.step{index}"
            out.write(json.dumps({"kind": "action", "index": index, "fromEffect": False,
                                  "actionDump": label, "stateDump": state}) + "\n")


class Texts(html.parser.HTMLParser):
    """The text of the elements with an id, and of each diff line (its class and text)."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack = []
        self.texts = {}
        self.diff_lines = []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        self.stack.append((tag, attrs.get("id"), attrs.get("class")))
        if self.stack[-2:-1] and self.stack[-2][1] == "diff" and tag == "div":
            self.diff_lines.append([attrs.get("class") or "", ""])

    def handle_endtag(self, tag):
        while self.stack:
            if self.stack.pop()[0] == tag:
                break

    def handle_data(self, data):
        for _, ident, _ in self.stack:
            if ident:
                self.texts[ident] = self.texts.get(ident, "") + data
        if self.stack and self.stack[-1][0] == "div" and len(self.stack) > 1 and self.stack[-2][1] == "diff":
            self.diff_lines[-1][1] += data


def render(page, step):
    result = subprocess.run(
        ["timeout", "300", "chromium", "--headless", "--no-sandbox", "--disable-gpu",
         "--disable-dev-shm-usage", "--dump-dom", f"file://{page}#step={step}"],
        capture_output=True)
    if result.returncode != 0:
        sys.exit(f"chromium did not finish the page at step {step} (status {result.returncode})")
    texts = Texts()
    texts.feed(result.stdout.decode("utf-8", errors="replace"))
    return texts


def main():
    tca_replay, work = sys.argv[1], sys.argv[2]
    states = dumps()
    write(f"{work}/hostile.jsonl", states)
    subprocess.run([tca_replay, "view", f"{work}/hostile.jsonl", "-o", f"{work}/hostile.html"],
                   check=True, capture_output=True)
    page = f"{work}/hostile.html"

    def expect(condition, message):
        if not condition:
            sys.exit(f"tca-replay hostile page check failed: {message}")

    # The browser's DOM text of a NUL is U+FFFD; everything else must come back exactly.
    def shown(text):
        return text.replace("\0", "\ufffd").replace("\r\n", "\n")

    texts = render(page, 1)
    expect(texts.texts.get("position") == "step 1 of 3", f"position is {texts.texts.get('position')!r}")
    expect(shown(texts.texts.get("state", "")) == shown(states[1]), "the state's strings are not shown as recorded")
    expect(texts.texts.get("action", "").startswith("Hostile.Action.set(</script"), "the action is not shown")
    added = [text[2:] for kind, text in texts.diff_lines if kind == "added"]
    expect(shown("\n".join(added)) == shown(states[1]), "the diff does not show every recorded line")

    for step in (2, 3):
        texts = render(page, step)
        expect(texts.texts.get("position") == f"step {step} of 3", f"step {step} did not render")
        old, new = states[step - 1].split("\n"), states[step].split("\n")
        removed = [text[2:] for kind, text in texts.diff_lines if kind == "removed"]
        added = [text[2:] for kind, text in texts.diff_lines if kind == "added"]
        unchanged = 0
        for kind, text in texts.diff_lines:
            if kind == "unchanged":
                unchanged += int(text.split("(")[1].split(" ")[0])
            elif kind == "":
                unchanged += 1
        expect(len(removed) + unchanged == len(old), f"step {step}: the diff does not account for every old line")
        expect(len(added) + unchanged == len(new), f"step {step}: the diff does not account for every new line")
        new_lines = set(new)
        expect(all(line in new_lines for line in added), f"step {step}: an added line is not in the new state")
    print("tca-replay hostile page: ok (HTML-significant strings shown exactly; 100,000-line steps diffed)")


if __name__ == "__main__":
    main()
