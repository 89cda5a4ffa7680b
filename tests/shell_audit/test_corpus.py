"""Replay every shell corpus case. Cases the classifier still gets wrong are listed,
with the reason, in `fuzz/corpus/shell/known_gaps.json`; they run as strict xfail, so
fixing one fails the test until it is taken off the list (nothing is silently lost)."""

from collections import Counter

import pytest

from chainwarden.corpus import CORPUS_ROOT, known_gaps, load_cases
from shell_audit import classify

SHELL = CORPUS_ROOT / "shell"
CASES = load_cases(SHELL, required=("id", "command", "expected", "category", "source"))
GAPS = known_gaps(SHELL)


def _param(case):
    marks = [pytest.mark.xfail(strict=True, reason=GAPS[case["id"]])] if case["id"] in GAPS else []
    return pytest.param(case, id=case["id"], marks=marks)


@pytest.mark.parametrize("case", [_param(c) for c in CASES])
def test_case(case) -> None:
    assert classify(case["command"]).verdict.value == case["expected"], case["command"]


def test_corpus_size_and_shape() -> None:
    expected = Counter(c["expected"] for c in CASES)
    assert expected["block"] + expected["warn"] >= 400
    assert expected["pass"] >= 600
    assert set(GAPS) <= {c["id"] for c in CASES}, "known gap for a case that is not in the corpus"


def test_headline_figures() -> None:
    """The issue's bars on our own corpus: benign false-block <= 2%, benign pass >= 90%,
    and block recall above the floor recorded here (raise it as gaps close)."""
    got = Counter((c["expected"], classify(c["command"]).verdict.value) for c in CASES)
    benign = sum(v for (e, _), v in got.items() if e == "pass")
    attacks = sum(v for (e, _), v in got.items() if e == "block")
    assert got[("pass", "block")] / benign <= 0.02
    assert got[("pass", "pass")] / benign >= 0.90
    assert got[("block", "block")] / attacks >= 0.99
