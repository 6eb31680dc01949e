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
    // Inside a <script> element, "</" must not appear literally.
    let json = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "</", with: "<\\/")
    return Self.template
      .replacingOccurrences(of: "__TITLE__", with: escape(title))
      .replacingOccurrences(of: "__DATA__", with: json)
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

    function lineDiff(before, after) {
      const a = before.split("\n"), b = after.split("\n");
      const table = Array.from({ length: a.length + 1 }, () => new Array(b.length + 1).fill(0));
      for (let i = a.length - 1; i >= 0; i--)
        for (let j = b.length - 1; j >= 0; j--)
          table[i][j] = a[i] === b[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
      const lines = [];
      let i = 0, j = 0;
      while (i < a.length || j < b.length) {
        if (i < a.length && j < b.length && a[i] === b[j]) { lines.push([" ", a[i]]); i++; j++; }
        else if (j < b.length && (i === a.length || table[i][j + 1] > table[i + 1][j])) { lines.push(["+", b[j]]); j++; }
        else { lines.push(["-", a[i]]); i++; }
      }
      return lines;
    }

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
      for (const [mark, text] of changes) {
        const line = document.createElement("div");
        if (mark === "+") line.className = "added";
        if (mark === "-") line.className = "removed";
        line.textContent = (mark === " " ? "  " : mark + " ") + text;
        diff.appendChild(line);
      }
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
