#!/usr/bin/env python3
"""Filters api-diff.sh's list of missing declarations through the parity allowlist.

Usage: api-parity-filter.py MISSING_TSV ALLOWLIST

MISSING_TSV is api-diff.sh's missing-in-opentca.tsv (module, kind, path, declaration, deprecated,
availability, category, source, status). ALLOWLIST holds one justified gap a line:

    module<TAB>path<TAB>status<TAB>reason

`status` is the kind of status api-diff.sh gives (absent, labels-differ, extra-params, extra-defaulted,
location-only, kind-differs, via-typealias, other-module, underscored-in-source: the text before any ':'),
or `*` for any status. The reason must not be empty. Blank lines and lines starting with '#' are
comments.

Prints every missing core row (justified or not), then the unjustified ones, and exits 1 when a
core row is missing and not justified, or when the allowlist is malformed. Allowlist lines that no
longer match a missing row are reported as stale (a notice: remove them), not as a failure.
"""
import sys


def status_kind(status):
    return status.split(':', 1)[0]


def read_allowlist(path):
    entries, errors = [], []
    with open(path, encoding='utf-8') as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip('\n')
            if not line.strip() or line.lstrip().startswith('#'):
                continue
            fields = line.split('\t')
            if len(fields) != 4 or not all(x.strip() for x in fields):
                errors.append('%s:%d: expected module<TAB>path<TAB>status<TAB>reason, all non-empty: %r'
                              % (path, number, line))
                continue
            entries.append((number, fields[0], fields[1], fields[2]))
    return entries, errors


def main(argv):
    if len(argv) != 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    missing_path, allow_path = argv[1], argv[2]
    with open(missing_path, encoding='utf-8') as f:
        lines = [l.rstrip('\n').split('\t') for l in f if l.strip()]
    header, rows = lines[0], lines[1:]
    col = {name: i for i, name in enumerate(header)}
    for name in ('module', 'path', 'category', 'status'):
        if name not in col:
            print('%s: no column %r in its header' % (missing_path, name), file=sys.stderr)
            return 2
    core = [r for r in rows if r[col['category']] == 'core']
    entries, errors = read_allowlist(allow_path)
    for e in errors:
        print(e)

    used = set()
    unjustified = []
    for r in core:
        module, path, status = r[col['module']], r[col['path']], r[col['status']]
        match = None
        for number, m, p, s in entries:
            if m == module and p == path and (s == '*' or s == status_kind(status)):
                match = number
                break
        if match is None:
            unjustified.append(r)
        else:
            used.add(match)

    print('core declarations of TCA 1.25.5 missing here: %d (%d justified in %s, %d not)'
          % (len(core), len(core) - len(unjustified), allow_path, len(unjustified)))
    for r in core:
        mark = 'MISSING' if r in unjustified else 'justified'
        print('  %-9s %s\t%s\t%s' % (mark, r[col['module']], r[col['path']], r[col['status']][:100]))
    stale = [e for e in entries if e[0] not in used]
    for number, m, p, s in stale:
        print('notice: %s:%d (%s %s, %s) matches no missing core row (fixed, or its status changed):'
              ' remove or update the line'
              % (allow_path, number, m, p, s))
    if unjustified or errors:
        print()
        print('FAILED: %d core declaration(s) missing without a line in %s:' % (len(unjustified), allow_path))
        for r in unjustified:
            print('  %s\t%s\t%s' % (r[col['module']], r[col['path']], status_kind(r[col['status']])))
        if errors:
            print('FAILED: %d malformed line(s) in %s' % (len(errors), allow_path))
        return 1
    print('api parity: every missing core declaration is justified')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
