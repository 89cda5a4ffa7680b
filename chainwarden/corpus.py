"""Loading the JSONL corpora under `fuzz/corpus/<target>/` (and reviewers' own)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

CORPUS_ROOT = Path(__file__).resolve().parent.parent / "fuzz" / "corpus"


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
