#!/usr/bin/env bash
# Every macro-annotated declaration of TCA's corpus, expanded by OpenTCA's macro plugins and compiled.
#
# Reads:
#   ../shared/corpus/tca-1.25.5 (Point-Free's MIT code, read at run time, never copied into this
#     repository): the example apps' sources (Examples/*) and TCA's own test suite
#     (Tests/ComposableArchitectureTests), whichever files hold a macro declaration (@Reducer,
#     @ObservableState, @CasePathable, @DependencyClient, @Presents, ... : every `public macro` our
#     Sources/ declare, plus @ViewAction, which only annotates SwiftUI views and goes with them);
#   this repository's build products (.build/debug: the library modules and the three macro
#     plugins; CI runs `swift build --build-tests` first), or the folder OPENTCA_PRODUCTS names;
#   scripts/corpus/macros-known-failures.txt, or the file OPENTCA_MACROS_KNOWN_FAILURES names.
# Writes only to ${TMPDIR:-/tmp}/opentca-corpus-macros, outside the repository: src/ (the corpus
#   files after scripts/corpus/strip_views.py: views removed, imports mapped), products/ (a copy of
#   the build's modules and plugins), obj/, modules/, module-cache/, compile.log (every strip edit and
#   every compiler message), findings.txt (one classified diagnostic a line), tmp/ (the compiler's
#   copies of macro expansion buffers), self-tests.log (scripts/corpus/test_corpus_macros.py's run).
#
# scripts/corpus/corpus_macros.py does the work (its header tells how): one module per example app
# (TicTacToe: per package target), one for TCA's test files, each compiled with `swift-frontend -c`
# (SILGen and the SIL passes included) against a copy of the products, serially. A type a SwiftUI
# view declares (Integration's reducers) is kept, in a namespace of the view's name. Every diagnostic
# is classified: compiler crash, error inside a macro expansion, stripped-view artefact, or API gap
# (TCA or Apple API OpenTCA does not offer: counted and listed, not a failure of this check). A file
# with API-gap errors is compiled again with that code replaced, so that it reaches SILGen too.
#
# Fails (exit 1) when a file has a compiler crash or an error inside a macro expansion and is not on
# the known-failures list (`corpus/path.swift: reason` a line), when a file on the list has neither
# (take it off), or when a macro declaration is in a file no unit compiles. Skips (exit 0) when the
# corpus is absent, as in a user's clone.
set -euo pipefail
source "$(dirname "$0")/corpus/locate-corpus.sh"
products="${OPENTCA_PRODUCTS:-$root/.build/debug}"
for needed in Modules/ComposableArchitecture.swiftmodule CasePathsMacrosPlugin-tool \
  ComposableArchitectureMacrosPlugin-tool DependenciesMacrosPlugin-tool PerceptionMacrosPlugin-tool; do
  if [ ! -e "$products/$needed" ]; then
    echo "FAIL: $products/$needed not found: run \`swift build --build-tests\` first"
    exit 1
  fi
done
products=$(cd "$products" && pwd -P)
work="${TMPDIR:-/tmp}/opentca-corpus-macros"
mkdir -p "$work"
if ! python3 "$root/scripts/corpus/test_corpus_macros.py" >"$work/self-tests.log" 2>&1; then
  cat "$work/self-tests.log"
  echo "FAIL: corpus_macros.py's own tests"
  exit 1
fi
echo "== macro declarations of $corpus_name compiled against $products"
exec python3 "$root/scripts/corpus/corpus_macros.py" --repo "$root" --corpus "$(cd "$corpus" && pwd)" \
  --products "$products" --work "$work" \
  --known "${OPENTCA_MACROS_KNOWN_FAILURES:-$root/scripts/corpus/macros-known-failures.txt}"
