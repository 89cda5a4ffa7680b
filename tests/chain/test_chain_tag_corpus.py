"""Replay fuzz/corpus/sanitize_chain/: forgeries of the tags only the chain registers
(`chain/tags.py`: uploaded_files, tool_receipts, loop_detection_warning, ...), and benign
text naming them, which the guards-level corpus cannot hold because `guards` alone does
not know them. Known gaps (`known_gaps.json`) run as strict xfail, as the guards corpus's do."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import chain  # noqa: F401  (registers the chain's tags)
from chainwarden.corpus import known_gaps
from guards import find_forged_tags, neutralize_untrusted_text

CORPUS_DIR = Path(__file__).resolve().parents[2] / "fuzz" / "corpus" / "sanitize_chain"
GAPS = known_gaps(CORPUS_DIR)


def _params(name: str) -> list[object]:
    lines = (CORPUS_DIR / name).read_text(encoding="utf-8").splitlines()
    cases = [json.loads(line) for line in lines if line.strip()]
    return [
        pytest.param(case, id=case["id"], marks=[pytest.mark.xfail(strict=True, reason=GAPS[case["id"]])] if case["id"] in GAPS else [])
        for case in cases
    ]


@pytest.mark.parametrize("case", _params("forged.jsonl"))
def test_chain_tag_forgery_is_neutralized(case: dict) -> None:
    out = neutralize_untrusted_text(case["text"])
    assert out != case["text"]
    assert neutralize_untrusted_text(out) == out and find_forged_tags(out) == []


@pytest.mark.parametrize("case", _params("benign.jsonl"))
def test_benign_text_naming_a_chain_tag_is_returned_as_the_same_object(case: dict) -> None:
    assert neutralize_untrusted_text(case["text"]) is case["text"]
