#!/usr/bin/env bash
# Builds the DocC documentation of every library module with the toolchain's own `docc`, offline, into
# .build/docs/<Module>.doccarchive, and fails on any docc warning (a broken symbol link, an unknown
# topic, a documented parameter that does not exist, a missing catalog...). Needs python3 (to read
# docc's diagnostics file).
#
#   scripts/build-docs.sh                  # every library module
#   scripts/build-docs.sh Dependencies     # only the modules named
#
# How: `swift package dump-symbol-graph` builds the package (debug, incremental) and writes the
# symbol graphs of every module; `docc convert` then reads one module's catalog
# (Sources/<Module>/Documentation.docc) with that module's graphs (<Module>.symbols.json and the
# <Module>@<Other>.symbols.json files of its extensions to other modules).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

modules=(
  IssueReporting ConcurrencyExtras CustomDump IdentifiedCollections Clocks CombineSchedulers CasePaths
  Dependencies
  DependenciesMacros DependenciesTestSupport SwiftNavigation Sharing ComposableArchitecture
)
if [ $# -gt 0 ]; then modules=("$@"); fi

docc=$(command -v docc || xcrun --find docc 2>/dev/null || true)
if [ -z "$docc" ]; then
  echo "build-docs: no 'docc' found; it ships with the Swift toolchain (usr/bin/docc)"; exit 1
fi

start=$(date +%s)
echo "== symbol graphs (swift package dump-symbol-graph)"
dump_log=$(mktemp)
trap 'rm -f "$dump_log"' EXIT
if ! swift package dump-symbol-graph --emit-extension-block-symbols >"$dump_log" 2>&1; then
  cat "$dump_log"; exit 1
fi
graphs=$(sed -n 's/^Files written to //p' "$dump_log" | tail -1)
if [ -z "$graphs" ] || [ ! -d "$graphs" ]; then
  cat "$dump_log"; echo "build-docs: could not find the symbol graph directory"; exit 1
fi

out="$root/.build/docs"
mkdir -p "$out"
failed=()
for module in "${modules[@]}"; do
  catalog="Sources/$module/Documentation.docc"
  if [ ! -d "$catalog" ]; then
    echo "build-docs: $module has no $catalog"; failed+=("$module"); continue
  fi
  module_graphs="$out/symbol-graphs/$module"
  rm -rf "$module_graphs" "$out/$module.doccarchive"
  mkdir -p "$module_graphs"
  cp "$graphs/$module.symbols.json" "$module_graphs/"
  for extension in "$graphs/$module@"*.symbols.json; do
    [ -e "$extension" ] && cp "$extension" "$module_graphs/"
  done
  log="$out/$module.log"
  diagnostics="$out/$module.diagnostics.json"
  echo "== $module"
  if ! "$docc" convert "$catalog" \
    --additional-symbol-graph-dir "$module_graphs" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.opentca.$module" \
    --output-path "$out/$module.doccarchive" \
    --diagnostics-file "$diagnostics" >"$log" 2>&1; then
    cat "$log"; failed+=("$module"); continue
  fi
  # Every warning fails the build, except one kind: the source-location parameters (`fileID`,
  # `filePath`, `line`, `column`) that report issues at the caller are not described in a
  # `- Parameters:` list, by convention (as in Point-Free's libraries).
  if ! python3 - "$diagnostics" <<'PY'
import json, re, sys
location = re.compile(r"^Parameter '(fileID|filePath|line|column)' is missing documentation$")
problems = [
    d for d in json.load(open(sys.argv[1]))["diagnostics"]
    if d["severity"] in ("warning", "error") and not location.match(d["summary"])
]
for d in problems:
    source = d.get("source", "").replace("file://", "")
    line = d.get("range", {}).get("start", {}).get("line", "?")
    print(f"{source}:{line}: {d['severity']}: {d['summary']}")
sys.exit(1 if problems else 0)
PY
  then
    failed+=("$module")
  fi
done

echo "docs took $(( $(date +%s) - start )) s; archives in .build/docs"
if [ ${#failed[@]} -gt 0 ]; then
  echo "build-docs: docc reported problems in: ${failed[*]}"; exit 1
fi
echo "build-docs: ok (${#modules[@]} modules, no warnings)"
