"""Replay fuzz/corpus/sanitize_chain/: forgeries of the tags only the chain registers
(`chain/tags.py`: uploaded_files, tool_receipts, loop_detection_warning, ...), which the
guards-level corpus cannot hold because `guards` alone does not know them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import chain  # noqa: F401  (registers the chain's tags)
from guards import find_forged_tags, neutralize_untrusted_text

CORPUS = Path(__file__).resolve().parents[2] / "fuzz" / "corpus" / "sanitize_chain" / "forged.jsonl"
CASES = [json.loads(line) for line in CORPUS.read_text(encoding="utf-8").splitlines() if line.strip()]


@pytest.mark.parametrize("case", CASES, ids=[case["id"] for case in CASES])
def test_chain_tag_forgery_is_neutralized(case: dict) -> None:
    out = neutralize_untrusted_text(case["text"])
    assert out != case["text"]
    assert neutralize_untrusted_text(out) == out and find_forged_tags(out) == []
