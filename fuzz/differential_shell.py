"""Differential check: command names tree-sitter's analysis finds vs bashlex's.

    python fuzz/differential_shell.py [--limit N]

Prints each corpus command where bashlex sees a command name the tree-sitter
analysis does not (a candidate misparse to triage into the corpus)."""

from __future__ import annotations

import argparse

from chainwarden.corpus import CORPUS_ROOT, load_cases
from shell_audit import crosscheck
from shell_audit.classifier import command_names


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--limit", type=int, default=None)
    args = parser.parse_args()
    if not crosscheck.AVAILABLE:
        raise SystemExit("bashlex is not installed (pip install chainwarden[crosscheck])")
    disagreements = 0
    for case in load_cases(CORPUS_ROOT / "shell")[: args.limit]:
        other = crosscheck.parse(case["command"])
        if not other.ok:
            continue
        missing = other.names - command_names(case["command"])
        if missing:
            disagreements += 1
            print(f"{case['id']}: bashlex-only names {sorted(missing)}: {case['command'][:100]!r}")
    print(f"{disagreements} disagreements")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
