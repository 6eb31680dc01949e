#!/usr/bin/env bash
# `.fileStorage` under faults, across real processes, on Linux: builds a small release-mode program
# against this checkout (scripts/persistence-programs/filestorage-faults.swift) and runs every scenario:
#   exit       a burst of 1, 2, 20 or 1,000 mutations, then a normal exit: every one is on disk;
#   processes  two or three processes appending to one file at once: every value kept, none twice;
#   faults     a file-size limit, a full disk and a read-only folder (a tmpfs; skipped, and said so,
#              where one cannot be mounted): the failure is in saveError until a write succeeds, and
#              the value is written once the fault is gone;
#   kill       K (100) writers killed with SIGKILL at random moments: the file is always whole and a
#              prefix of what was acknowledged, and what is lost is at most the last window.
# Prints one line per check and "N passed, N failed"; exits 0 when every check holds, 1 otherwise.
# Bounded: about 2 minutes after the build on the machine measured (each child is a short program).
#
#   scripts/filestorage-faults.sh                 # K=100, seed 1
#   scripts/filestorage-faults.sh --kills 30 --seed 7
#
# The build is scripts/persistence-programs.sh's, shared with the other persistence program.
set -euo pipefail
exec "$(cd "$(dirname "$0")" && pwd)/persistence-programs.sh" filestorage-faults run "$@"
