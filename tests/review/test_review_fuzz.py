"""The fuzz loop finds, minimizes and writes findings; crashes fail the review."""

from __future__ import annotations

import json

from chainwarden.corpus import load_cases
from chainwarden.review.findings import write_findings
from chainwarden.review.fuzzing import fuzz
from chainwarden.review.models import TargetReport
from chainwarden.review.targets import ShellTarget


class XargsBlindTarget(ShellTarget):
    """A classifier with one planted bug: anything run through xargs passes."""

    def verdict(self, command: str) -> str:
        return "pass" if "xargs" in command else "block"


class EvalCrashTarget(ShellTarget):
    def verdict(self, command: str) -> str:
        if "eval" in command:
            raise ValueError("planted crash")
        return "block"


def test_fuzz_finds_and_minimizes_a_planted_bypass(tmp_path) -> None:
    stats, findings = fuzz(XargsBlindTarget(), seed=1, seconds=2.0)
    assert stats.execs > 100 and stats.execs_per_s > 0
    assert [p.execs for p in stats.timeline] == sorted(p.execs for p in stats.timeline)
    assert stats.problems["bypass"] >= len(findings) >= 1
    assert stats.problems.get("false-positive", 0) > 0  # benign intent, blocked by the toy verdict
    bypass = next(f for f in findings if f.kind == "bypass")
    assert bypass.minimized and "xargs" in bypass.input and bypass.got == "pass"
    assert not any(label.startswith("spell-") for label in bypass.shape)
    assert write_findings(findings, tmp_path) == [tmp_path / "shell.jsonl"]
    assert write_findings(findings, tmp_path) == []  # the same findings are not appended twice
    lines = (tmp_path / "shell.jsonl").read_text("utf-8").splitlines()
    assert len(lines) == len({json.loads(line)["id"] for line in lines}) == len(findings)
    cases = load_cases(tmp_path, required=("id", "command", "expected", "category", "source"))
    entry = next(c for c in cases if c["command"] == bypass.input)
    assert entry["expected"] == "block" and entry["discovered_by"] == "review-fuzz" and entry["seed"] == 1


def test_a_crash_in_the_guard_is_a_finding_that_fails_the_review() -> None:
    _, findings = fuzz(EvalCrashTarget(), seed=2, seconds=1.5)
    crash = next(f for f in findings if f.kind == "crash")
    assert "eval" in crash.input and "ValueError" in crash.got
    report = TargetReport(target="shell", corpus="-", cases=0, findings=[crash])
    assert report.failures and "crash" in report.failures[0]


def test_real_classifier_fuzz_rate_is_measured(strategies) -> None:
    stats, _ = fuzz(ShellTarget(), seed=3, seconds=1.0)
    assert stats.execs > 0 and stats.coverage > 50 and sum(stats.latency_histogram) == stats.execs


def test_differential_compares_both_parsers_on_generated_commands() -> None:
    from chainwarden.review.differential import run_differential

    stats = run_differential(seed=4, seconds=1.0)
    assert stats.available and stats.checked > 10
    assert stats.disagreements == len(stats.samples) or len(stats.samples) == 20
    assert all(sample["bashlex_only"] for sample in stats.samples)
