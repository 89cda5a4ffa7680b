"""Held-out rounds (`fuzz/corpus/sanitize/HELD_OUT.md`): score a set against the sanitizer, or import a round's rows.

    python fuzz/heldout.py score SET.jsonl [SET.jsonl ...]
    python fuzz/heldout.py import --session N --gaps GAPS.json SET.jsonl=DESCRIPTION [...]

`score` counts the firm rows the sanitizer gets right (forged rows neutralized, benign rows returned unchanged, the
chain's tags registered as the full suite runs) and lists the rest. `import` appends a round's firm rows to the
corpora: forged rows to `sanitize/forged.jsonl`, or to `sanitize_chain/forged.jsonl` where only the chain's tags make
them forged; benign rows to `sanitize/benign.jsonl`; texts the corpora hold already are skipped. A row still failing
needs a reason in GAPS.json (held-out id -> reason), which goes into the corpus's `known_gaps.json`.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import chain  # noqa: E402,F401  (registers the chain's tags, as the full suite runs)
from guards import TAG_REGISTRY, neutralize_untrusted_text  # noqa: E402
from guards.tags import BUILTIN_TAGS, TagRegistry  # noqa: E402

CORPUS_ROOT = ROOT / "fuzz" / "corpus"
GUARDS_ONLY = TagRegistry(BUILTIN_TAGS)
"""The registry without the chain's tags: a forgery only these miss belongs to the chain's corpus."""


def _rows(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def right(row: dict, registry: TagRegistry = TAG_REGISTRY) -> bool:
    """Whether the sanitizer handles a row as labelled."""
    out = neutralize_untrusted_text(row["text"], registry)
    return out != row["text"] if row["expected"] == "neutralized" else out == row["text"]


def score(path: Path) -> tuple[dict[str, tuple[int, int]], list[dict]]:
    """Per label, firm rows right and firm rows in all; and the firm rows got wrong."""
    firm = [row for row in _rows(path) if not row.get("debatable")]
    wrong = [row for row in firm if not right(row)]
    counts = {label: (sum(row["expected"] == label for row in firm) - sum(row["expected"] == label for row in wrong),
                      sum(row["expected"] == label for row in firm)) for label in ("neutralized", "unchanged")}
    return counts, wrong


def import_round(sets: dict[Path, str], session: int, gaps: dict[str, str], root: Path = CORPUS_ROOT) -> dict[str, int]:
    """Append the firm rows of `sets` (file -> the set's description) to the corpora under `root`; returns the rows
    added per corpus file. A row still failing without a reason in `gaps` is an error, and nothing is written."""
    targets = {name: root / name for name in ("sanitize/forged.jsonl", "sanitize/benign.jsonl", "sanitize_chain/forged.jsonl")}
    existing = {row["text"] for path in targets.values() for row in _rows(path)}
    next_id = {name: max(int(row["id"].rsplit("-", 1)[1]) for row in _rows(path)) + 1 for name, path in targets.items()}
    added: dict[str, list[dict]] = {name: [] for name in targets}
    new_gaps: dict[str, dict[str, str]] = {"sanitize": {}, "sanitize_chain": {}}
    for path, description in sets.items():
        for row in _rows(path):
            if row.get("debatable") or row["text"] in existing:
                continue
            existing.add(row["text"])
            forged = row["expected"] == "neutralized"
            chain_only = forged and not right(row, GUARDS_ONLY) and right(row)
            name = "sanitize_chain/forged.jsonl" if chain_only else "sanitize/forged.jsonl" if forged else "sanitize/benign.jsonl"
            prefix = "chain-forged" if chain_only else "forged" if forged else "benign"
            corpus_id = f"{prefix}-{next_id[name]:04d}"
            next_id[name] += 1
            note = f"{row['note']}; held-out probe {row['id']} ({description}, lead session {session})"
            added[name].append({"id": corpus_id, "text": row["text"], "expected": row["expected"], "category": row["category"],
                                 "source": "original", "note": note})
            # (the guards' corpus runs with and without the chain's tags registered; a forgery there is escaped so)
            if chain_only:
                passes = True
            elif forged:
                passes = right(row, GUARDS_ONLY) and "&lt;" in neutralize_untrusted_text(row["text"], GUARDS_ONLY)
            else:
                passes = right(row) and right(row, GUARDS_ONLY)
            if not passes:
                if row["id"] not in gaps:
                    raise ValueError(f"{row['id']} still fails and has no reason in the gaps file")
                new_gaps[name.split("/")[0]][corpus_id] = gaps[row["id"]]
    for name, rows in added.items():
        with targets[name].open("a", encoding="utf-8") as out:
            out.writelines(json.dumps(row, ensure_ascii=True) + "\n" for row in rows)
    for corpus, reasons in new_gaps.items():
        path = root / corpus / "known_gaps.json"
        known = json.loads(path.read_text(encoding="utf-8"))
        known.update(reasons)
        path.write_text(json.dumps(known, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return {name: len(rows) for name, rows in added.items()}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    scoring = commands.add_parser("score")
    scoring.add_argument("sets", nargs="+", type=Path)
    importing = commands.add_parser("import")
    importing.add_argument("--session", type=int, required=True)
    importing.add_argument("--gaps", type=Path, required=True)
    importing.add_argument("sets", nargs="+", help="SET.jsonl=DESCRIPTION")
    args = parser.parse_args()
    if args.command == "score":
        for path in args.sets:
            counts, wrong = score(path)
            (forged_right, forged), (benign_right, benign) = counts["neutralized"], counts["unchanged"]
            print(f"{path}: forged {forged_right}/{forged}, benign {benign_right}/{benign}")
            for row in wrong:
                print(f"  {row['id']} {row['expected']} [{row['category']}] {row['note'][:120]}")
        return 0
    sets = {Path(arg.split("=", 1)[0]): arg.split("=", 1)[1] for arg in args.sets}
    gaps = json.loads(args.gaps.read_text(encoding="utf-8"))
    print(import_round(sets, args.session, gaps))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
