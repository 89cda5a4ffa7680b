"""Loading the JSONL corpora under `fuzz/corpus/<target>/` (and reviewers' own)."""

from __future__ import annotations

import importlib
import json
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

CORPUS_ROOT = Path(__file__).resolve().parent.parent / "fuzz" / "corpus"
FUZZ_ROOT = CORPUS_ROOT.parent
FINDINGS_ROOT = FUZZ_ROOT / "findings"


class CorpusError(ValueError):
    """A corpus line that cannot be used; names the file and line."""


def load_cases(directory: Path, required: tuple[str, ...] = ("id", "expected")) -> list[dict[str, Any]]:
    """Every case of every `*.jsonl` file in `directory`, with `_file` and `_line` added.
    Superseded entries stay in the corpus and are skipped here."""
    cases: list[dict[str, Any]] = []
    seen: dict[str, str] = {}
    for path in sorted(directory.glob("*.jsonl")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            if not line.strip():
                continue
            try:
                case = json.loads(line)
            except json.JSONDecodeError as exc:
                raise CorpusError(f"{path.name}:{number}: invalid JSON: {exc}") from exc
            missing = [k for k in required if k not in case]
            if missing:
                raise CorpusError(f"{path.name}:{number}: missing keys {missing}")
            if case["id"] in seen:
                raise CorpusError(f"{path.name}:{number}: duplicate id {case['id']!r} (first in {seen[case['id']]})")
            seen[case["id"]] = path.name
            if case.get("superseded_by"):
                continue
            case["_file"], case["_line"] = path.name, number
            cases.append(case)
    return cases


def known_gaps(directory: Path) -> dict[str, str]:
    """`known_gaps.json` beside a corpus: case id -> why the guard still misses it."""
    path = directory / "known_gaps.json"
    if not path.exists():
        return {}
    return json.loads(path.read_text(encoding="utf-8"))


def fuzz_module(name: str) -> ModuleType:
    """Import `fuzz.<name>` (strategies, oracle) from the checkout the corpora live in.

    `fuzz/` ships beside the corpora, not as an installed package, so the review
    finds it the same way it finds the corpora."""
    root = str(FUZZ_ROOT.parent)
    if root not in sys.path:
        sys.path.append(root)
    return importlib.import_module(f"fuzz.{name}")


def corpus_stats(directory: Path) -> dict[str, Any]:
    """Counts of one corpus by file, category, expectation and source kind, for docs/regressions.md."""
    cases = load_cases(directory)
    by: dict[str, dict[str, int]] = {"file": {}, "category": {}, "expected": {}, "source": {}}
    for case in cases:
        source = case.get("source", "")
        kind = "original" if source == "original" else source.split("/")[2] if source.startswith("http") else "other"
        for key, value in (("file", case["_file"]), ("category", case.get("category", "?")),
                           ("expected", case["expected"]), ("source", kind)):
            by[key][value] = by[key].get(value, 0) + 1
    superseded = sum(
        1 for path in directory.glob("*.jsonl") for line in path.read_text("utf-8").splitlines()
        if line.strip() and json.loads(line).get("superseded_by")
    )
    return {"cases": len(cases), "superseded": superseded, "known_gaps": len(known_gaps(directory)), **by}
