#!/usr/bin/env bash
# `.appStorage` across real processes, on Linux: builds a small release-mode program against this
# checkout (scripts/persistence-programs/appstorage-stress.swift) and runs it. It
#   (a) runs two writer processes at once, each making N (200) writes to distinct keys of one suite,
#       then reads all 2×N values back from a third process (and decodes the file itself);
#   (b) K (20) times, kills a writer with SIGKILL at a random moment (after a seeded random number of
#       acknowledged writes, plus 0-3 ms) while a second writer runs on the same file, then checks
#       that every write the killed writer acknowledged ("ack <n>" printed, flushed, after the write
#       returned) is on disk, that the second writer was not held up, and that it lost nothing.
# Exits 0 when nothing was lost, 1 on any loss, 2 when a writer failed or hung. Bounded: 5 to 25 s
# after the build on the machine measured (each write waits for two fsyncs; each child process is
# given at most 60 s). The first build (release) takes a few minutes.
#
#   scripts/appstorage-stress.sh                      # N=200, K=20, seed 1
#   scripts/appstorage-stress.sh --writes 500 --kills 50 --seed 7
#   scripts/appstorage-stress.sh --foundation         # baseline: Foundation's own UserDefaults
#
# The build is scripts/persistence-programs.sh's, shared with the other persistence program.
set -euo pipefail
exec "$(cd "$(dirname "$0")" && pwd)/persistence-programs.sh" appstorage-stress run "$@"
