"""Replay every line of fuzz/corpus/sanitize/*.jsonl.

The false positives the lexical code rules do not yet tell apart are listed, with the
reason, in `fuzz/corpus/sanitize/known_gaps.json`; they run as strict xfail, so fixing
one fails the suite until it leaves the list."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from chainwarden.corpus import known_gaps
from guards import neutralize_untrusted_text

CORPUS_DIR = Path(__file__).resolve().parents[2] / "fuzz" / "corpus" / "sanitize"


def _cases() -> list[dict]:
    cases = []
    for path in sorted(CORPUS_DIR.glob("*.jsonl")):
        cases += [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return cases


CASES = _cases()
GAPS = known_gaps(CORPUS_DIR)


def test_corpus_is_large_sourced_and_well_formed() -> None:
    expected = [case["expected"] for case in CASES]
    assert expected.count("neutralized") >= 300 and expected.count("unchanged") >= 300
    assert set(expected) == {"neutralized", "unchanged"}
    ids = [case["id"] for case in CASES]
    assert len(ids) == len(set(ids))
    for case in CASES:
        assert case["category"] and isinstance(case["text"], str)
        assert case["source"] == "original" or case["source"].startswith("https://")


def test_known_gaps_name_cases_and_say_why() -> None:
    ids = {case["id"] for case in CASES}
    assert all(gap in ids and reason.strip() for gap, reason in GAPS.items())


@pytest.mark.parametrize(
    "case",
    [
        pytest.param(case, id=case["id"], marks=[pytest.mark.xfail(strict=True, reason=GAPS[case["id"]])] if case["id"] in GAPS else [])
        for case in CASES
    ],
)
def test_corpus_case(case: dict) -> None:
    out = neutralize_untrusted_text(case["text"])
    if case["expected"] == "unchanged":
        assert out == case["text"]
    else:
        assert out != case["text"]
        assert "&lt;" in out
    assert neutralize_untrusted_text(out) == out
