import Foundation

/// The self-contained page `tca-replay view` writes: the steps of a recording, which came from
/// effects, the state at each step and its diff with the step before, and, for a recording cut
/// mid-line, the note saying where. No network, no server: the data and the script are inside the
/// page.
///
/// Keys: ↓/j next step, ↑/k previous, Home/End first/last. `#step=N` in the address opens step N;
/// `#selftest` runs the page's own keyboard check and writes its result into the page.
struct HTMLPage {
  let session: Session
  let title: String

  func render() -> String {
    var steps: [[String: Any]] = [
      ["index": 0, "label": "initial state", "fromEffect": false, "date": "", "state": session.initialStateDump]
    ]
    for step in session.steps {
      steps.append([
        "index": step.index, "label": step.actionDump, "fromEffect": step.fromEffect,
        "date": step.date, "state": step.stateDump,
      ])
    }
    var payload: [String: Any] = [
      "stateType": session.stateType, "actionType": session.actionType, "steps": steps,
    ]
    if let note = session.truncationNote {
      payload["note"] = note
    }
    let data = (try? JSONSerialization.data(withJSONObject: payload, options: [.sortedKeys])) ?? Data("{}".utf8)
    // One pass over the template, so a title that spells a placeholder stays text.
    var page = ""
    var rest = Self.template[...]
    while let marker = rest.range(of: "__") {
      page += rest[..<marker.lowerBound]
      let after = rest[marker.lowerBound...]
      if after.hasPrefix("__TITLE__") {
        page += escape(title)
        rest = after.dropFirst("__TITLE__".count)
      } else if after.hasPrefix("__DATA__") {
        page += Self.scriptSafeJSON(data)
        rest = after.dropFirst("__DATA__".count)
      } else {
        page += "__"
        rest = after.dropFirst(2)
      }
    }
    return page + rest
  }

  /// JSON text that can stand inside a `<script>` element whatever its strings hold: every `<`, `>`
  /// and `&` (which can only be inside strings) written as a `\u` escape, so no `</script`, `<!--`,
  /// `<script` or `-->` reaches the HTML parser, which would end the element early or swallow the
  /// viewer's own script. U+2028 and U+2029 are escaped too, so the text is also valid JavaScript.
  /// `JSON.parse` reads the same strings back.
  static func scriptSafeJSON(_ data: Data) -> String {
    var out = ""
    out.reserveCapacity(data.count)
    for scalar in String(decoding: data, as: UTF8.self).unicodeScalars {
      switch scalar {
      case "<": out += "\\u003c"
      case ">": out += "\\u003e"
      case "&": out += "\\u0026"
      case "\u{2028}": out += "\\u2028"
      case "\u{2029}": out += "\\u2029"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  private func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }

  static let template = #"""
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <title>__TITLE__ — tca-replay</title>
    <style>
      body { font: 14px/1.4 system-ui, sans-serif; margin: 0; display: grid; grid-template-columns: 22rem 1fr; grid-template-rows: auto 1fr; height: 100vh; }
      header { grid-column: 1 / 3; padding: .5rem 1rem; background: #222; color: #eee; }
      #steps { overflow: auto; border-right: 1px solid #ccc; margin: 0; padding: 0; list-style: none; }
      #steps li { padding: .3rem .6rem; cursor: pointer; border-bottom: 1px solid #eee; white-space: pre-wrap; font-family: ui-monospace, monospace; font-size: 12px; }
      #steps li.selected { background: #dbeafe; }
      .badge { font: 11px system-ui; padding: 0 .3rem; border-radius: .2rem; margin-right: .3rem; }
      .effect { background: #fde68a; } .user { background: #bbf7d0; }
      main { overflow: auto; padding: 0 1rem; }
      pre { background: #f6f6f6; padding: .5rem; }
      #note { margin-top: .3rem; padding: .3rem .5rem; background: #fef3c7; color: #78350f; border-radius: .2rem; }
      .added { color: #166534; background: #dcfce7; } .removed { color: #991b1b; background: #fee2e2; }
      .unchanged { color: #6b7280; }
    </style>
    </head>
    <body>
    <header><strong id="title"></strong> <span id="position"></span> <small>↓/j next · ↑/k previous · Home/End</small><div id="note" hidden></div></header>
    <ul id="steps"></ul>
    <main>
      <h3>Action</h3><pre id="action"></pre>
      <h3>Change</h3><pre id="diff"></pre>
      <h3>State</h3><pre id="state"></pre>
      <pre id="selftest" hidden></pre>
    </main>
    <script id="recording" type="application/json">__DATA__</script>
    <script>
    const recording = JSON.parse(document.getElementById("recording").textContent);
    const steps = recording.steps;
    let current = 0;
    document.getElementById("title").textContent = recording.stateType + " · " + recording.actionType;
    if (recording.note) {
      const note = document.getElementById("note");
      note.textContent = recording.note;
      note.hidden = false;
    }

    // The line diff of two states, in bounded work whatever their size (the same algorithm as
    // CustomDump's diff): the common first and last lines are kept; the middle gets a shortest edit
    // script (Myers) while the work stays under a budget, else is shown as one block replaced.
    const diffBudget = 400000;

    function lineDiff(before, after) {
      const a = before.split("\n"), b = after.split("\n");
      let prefix = 0;
      while (prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix++;
      let suffix = 0;
      while (suffix < a.length - prefix && suffix < b.length - prefix &&
             a[a.length - 1 - suffix] === b[b.length - 1 - suffix]) suffix++;
      const oldMiddle = a.slice(prefix, a.length - suffix), newMiddle = b.slice(prefix, b.length - suffix);
      const script = shortestScript(oldMiddle, newMiddle, diffBudget) ||
        { removed: new Set(oldMiddle.keys()), inserted: new Set(newMiddle.keys()) };
      const lines = [];
      for (let i = 0; i < prefix; i++) lines.push([" ", a[i]]);
      let i = 0, j = 0;
      while (i < oldMiddle.length || j < newMiddle.length) {
        if (i < oldMiddle.length && script.removed.has(i)) { lines.push(["-", oldMiddle[i]]); i++; }
        else if (j < newMiddle.length && script.inserted.has(j)) { lines.push(["+", newMiddle[j]]); j++; }
        else { lines.push([" ", newMiddle[j]]); i++; j++; }
      }
      for (let k = a.length - suffix; k < a.length; k++) lines.push([" ", a[k]]);
      return lines;
    }

    // Myers' greedy search; null once the work (diagonals visited plus lines compared) passes budget.
    function shortestScript(a, b, budget) {
      const n = a.length, m = b.length;
      if (n === 0 || m === 0) return { removed: new Set(a.keys()), inserted: new Set(b.keys()) };
      const trace = [];
      let work = 0;
      const reached = (previous, d, k) => {
        if (k < -(d - 1) || k > d - 1) return -1;
        return previous[k + d - 1];
      };
      const start = (previous, d, k) => {
        const downFrom = reached(previous, d, k + 1), rightFrom = reached(previous, d, k - 1);
        const down = downFrom >= 0 && downFrom - k <= m ? downFrom : -1;
        const right = rightFrom >= 0 && rightFrom + 1 <= n ? rightFrom + 1 : -1;
        if (down < 0 && right < 0) return null;
        return right > down ? { x: right, down: false } : { x: down, down: true };
      };
      for (let d = 0; d <= n + m; d++) {
        const furthest = new Int32Array(2 * d + 1).fill(-1);
        for (let k = -d; k <= d; k += 2) {
          let x;
          if (d === 0) x = 0;
          else { const from = start(trace[d - 1], d, k); if (!from) continue; x = from.x; }
          let y = x - k;
          while (x < n && y < m && a[x] === b[y]) { x++; y++; work++; }
          work++;
          furthest[k + d] = x;
          if (x === n && y === m) {
            trace.push(furthest);
            const removed = new Set(), inserted = new Set();
            for (let e = trace.length - 1; e > 0; e--) {
              const kk = x - y, from = start(trace[e - 1], e, kk);
              const previousK = from.down ? kk + 1 : kk - 1;
              const previousX = trace[e - 1][previousK + e - 1], previousY = previousX - previousK;
              if (from.down) inserted.add(previousY); else removed.add(previousX);
              x = previousX; y = previousY;
            }
            return { removed, inserted };
          }
        }
        trace.push(furthest);
        if (work > budget) return null;
      }
      return null;
    }

    // Runs of unchanged lines longer than this are shown by their first and last lines around a count.
    const unchangedContext = 3;

    function render() {
      const list = document.getElementById("steps");
      list.innerHTML = "";
      steps.forEach((step, index) => {
        const item = document.createElement("li");
        item.dataset.index = index;
        if (index === current) item.className = "selected";
        if (index > 0) {
          const badge = document.createElement("span");
          badge.className = "badge " + (step.fromEffect ? "effect" : "user");
          badge.textContent = step.fromEffect ? "effect" : "user";
          item.appendChild(badge);
        }
        item.appendChild(document.createTextNode(index + ". " + step.label.split("\n")[0]));
        item.onclick = () => select(index);
        list.appendChild(item);
      });
      const step = steps[current];
      document.getElementById("position").textContent = "step " + current + " of " + (steps.length - 1);
      document.getElementById("action").textContent = current === 0 ? "(initial state)" : step.label;
      document.getElementById("state").textContent = step.state;
      const diff = document.getElementById("diff");
      diff.innerHTML = "";
      if (current === 0) { diff.textContent = "(initial state)"; return; }
      const changes = lineDiff(steps[current - 1].state, step.state);
      if (!changes.some(([mark]) => mark !== " ")) { diff.textContent = "(No state changes)"; return; }
      const fragment = document.createDocumentFragment();
      const addLine = (mark, text) => {
        const line = document.createElement("div");
        if (mark === "+") line.className = "added";
        if (mark === "-") line.className = "removed";
        line.textContent = (mark === " " ? "  " : mark + " ") + text;
        fragment.appendChild(line);
      };
      for (let index = 0; index < changes.length;) {
        let end = index;
        while (end < changes.length && changes[end][0] === " ") end++;
        if (end - index > 2 * unchangedContext + 1) {
          const head = index === 0 ? 0 : unchangedContext, tail = end === changes.length ? 0 : unchangedContext;
          for (let k = index; k < index + head; k++) addLine(" ", changes[k][1]);
          const line = document.createElement("div");
          line.className = "unchanged";
          line.textContent = "  … (" + (end - index - head - tail) + " unchanged lines)";
          fragment.appendChild(line);
          for (let k = end - tail; k < end; k++) addLine(" ", changes[k][1]);
          index = end;
        } else if (end > index) {
          for (let k = index; k < end; k++) addLine(" ", changes[k][1]);
          index = end;
        } else {
          addLine(changes[index][0], changes[index][1]);
          index++;
        }
      }
      diff.appendChild(fragment);
    }

    function select(index) {
      current = Math.max(0, Math.min(steps.length - 1, index));
      render();
    }

    document.addEventListener("keydown", event => {
      if (event.key === "ArrowDown" || event.key === "j") select(current + 1);
      else if (event.key === "ArrowUp" || event.key === "k") select(current - 1);
      else if (event.key === "Home") select(0);
      else if (event.key === "End") select(steps.length - 1);
      else return;
      event.preventDefault();
    });

    function selfTest() {
      const results = [];
      const press = key => document.dispatchEvent(new KeyboardEvent("keydown", { key }));
      select(0);
      press("ArrowDown"); results.push(current === Math.min(1, steps.length - 1));
      press("End"); results.push(current === steps.length - 1);
      press("k"); results.push(current === Math.max(0, steps.length - 2));
      press("Home"); results.push(current === 0);
      press("j"); results.push(document.getElementById("position").textContent === "step " + Math.min(1, steps.length - 1) + " of " + (steps.length - 1));
      const output = document.getElementById("selftest");
      output.hidden = false;
      output.textContent = "selftest: " + (results.every(Boolean) ? "ok" : "failed " + JSON.stringify(results));
    }

    const hash = location.hash.slice(1);
    if (hash.startsWith("step=")) select(parseInt(hash.slice(5), 10) || 0); else render();
    if (hash === "selftest") selfTest();
    </script>
    </body>
    </html>
    """#
}
