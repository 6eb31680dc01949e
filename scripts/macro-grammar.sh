#!/bin/bash
# Runs the macro grammar generator (Tests/MacroGrammarTests) with a large budget: generated declarations
# for every macro, compiled against this build's products, their behaviour checks run, failures
# reduced to minimal repros.
#
# usage: scripts/macro-grammar.sh [--budget N] [--seed S] [--report FILE] [--jobs J] [--skip-build]
#   --budget  declarations per macro (default 400: 2400 declarations)
#   --seed    the generator's seed (default: the suite's fixed seed)
#   --report  where to write the markdown report (default .build/macro-grammar-report.md)
#   --jobs    compilations at once (default: the number of cores)
set -euo pipefail
cd "$(dirname "$0")/.."

budget=400
seed=""
report=".build/macro-grammar-report.md"
jobs=$(nproc 2>/dev/null || echo 2)
build=1
while [ $# -gt 0 ]; do
  case "$1" in
    --budget) budget="$2"; shift 2 ;;
    --seed) seed="$2"; shift 2 ;;
    --report) report="$2"; shift 2 ;;
    --jobs) jobs="$2"; shift 2 ;;
    --skip-build) build=0; shift ;;
    *) echo "unknown argument: $1" >&2; exit 2 ;;
  esac
done

if [ "$build" = 1 ]; then
  swift build --build-tests
fi

export OPENTCA_MACRO_GRAMMAR_BUDGET="$budget"
export OPENTCA_MACRO_GRAMMAR_JOBS="$jobs"
export OPENTCA_MACRO_GRAMMAR_BATCH="${OPENTCA_MACRO_GRAMMAR_BATCH:-60}"
export OPENTCA_MACRO_GRAMMAR_REDUCE="${OPENTCA_MACRO_GRAMMAR_REDUCE:-200}"
case "$report" in /*) ;; *) report="$PWD/$report" ;; esac
export OPENTCA_MACRO_GRAMMAR_REPORT="$report"
if [ -n "$seed" ]; then export OPENTCA_MACRO_GRAMMAR_SEED="$seed"; fi

status=0
swift test --skip-build --filter 'MacroGrammarTests' || status=$?
echo "macro grammar report: $report"
exit $status
