"""docs/regressions.md is generated from the corpora and must be current."""

from __future__ import annotations

import json

from chainwarden.review import regressions


def test_regressions_doc_is_current() -> None:
    assert regressions.main(["--check"]) == 0, "run: python -m chainwarden.review.regressions"


def test_counts_follow_the_corpus(tmp_path) -> None:
    corpus = tmp_path / "toy"
    corpus.mkdir()
    lines = [
        {"id": "t-1", "expected": "block", "category": "a", "source": "https://example.org/advisory/1"},
        {"id": "t-2", "expected": "pass", "category": "b", "source": "original"},
        {"id": "t-3", "expected": "block", "category": "a", "source": "original", "superseded_by": "t-1"},
    ]
    (corpus / "cases.jsonl").write_text("\n".join(json.dumps(line) for line in lines), "utf-8")
    text = regressions.render(tmp_path)
    assert "| toy | 2 | 1 | 0 |" in text
    assert "| a | 1 |" in text and "| example.org | 1 |" in text and "| original | 1 |" in text
