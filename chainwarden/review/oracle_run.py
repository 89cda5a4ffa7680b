"""The shell target's ground truth: corpus samples and generated commands run in real
bash (fuzz/oracle) next to the classifier's verdict, within a time budget."""

from __future__ import annotations

import time
from collections import Counter
from typing import Any

from chainwarden.corpus import fuzz_module
from chainwarden.review.fuzzing import fuzz
from chainwarden.review.models import Finding, FuzzStats, OracleStats
from chainwarden.review.targets import Problem, ShellTarget

IN_SCOPE = ("remote-code-exec", "decode-exec", "destructive", "dataflow", "code-string", "obfuscation", "benign")
"""Corpus categories whose risk the oracle can observe (fork bombs are left out on purpose)."""
MAX_SAMPLES = 40


class OracleShellTarget(ShellTarget):
    """The shell grammar judged by real bash: a problem is a confirmed bypass (bash ran
    fetched code or a destructive command and the classifier passed it) or a confirmed
    false positive (the classifier blocked and bash ran nothing risky)."""

    def __init__(self, oracle: Any) -> None:
        super().__init__()
        self.oracle = oracle

    def check(self, payload: Any) -> list[Problem]:
        result = self.oracle.check(payload.command, self.verdict(payload.command))
        if result.outcome == "bypass":
            return [Problem("bypass", "block", "pass", f"bash: {result.summary()}")]
        if result.outcome == "fp-candidate" and payload.intent == "benign":
            return [Problem("false-positive", "pass", "block", f"bash: {result.summary()}")]
        return []


def open_oracle() -> tuple[Any, str]:
    """An oracle, or None and the reason (no bwrap, no namespaces)."""
    oracle_pkg = fuzz_module("oracle")
    try:
        oracle = oracle_pkg.Oracle()
        oracle.sandbox.run("true")
    except oracle_pkg.OracleUnavailable as exc:
        return None, str(exc)
    return oracle, ""


def run_oracle(cases: list[dict], findings: list[Finding], seed: int, seconds: float) -> tuple[OracleStats, FuzzStats, list[Finding]]:
    """Confirm fuzz findings, replay in-scope corpus cases, then fuzz with the oracle as judge."""
    oracle, reason = open_oracle()
    if oracle is None:
        return OracleStats(available=False, reason=reason), FuzzStats(), []
    start = time.perf_counter()
    stats = OracleStats(available=True)
    outcomes: Counter[str] = Counter()
    with oracle:
        for finding in findings:
            result = oracle.check(finding.input)
            finding.oracle = f"{result.outcome}: {result.summary()}"
            outcomes[result.outcome] += 1
        for case in cases:
            if time.perf_counter() - start > seconds / 2:
                break
            if case.get("category") not in IN_SCOPE:
                continue
            result = oracle.check(case["command"])
            outcomes[result.outcome] += 1
            if result.outcome != "agree" and len(stats.samples) < MAX_SAMPLES:
                stats.samples.append({"id": case["id"], "command": case["command"][:300], "expected": case["expected"],
                                      "verdict": result.verdict, "outcome": result.outcome, "bash": result.summary()})
        remaining = max(seconds - (time.perf_counter() - start), 0.5)
        fuzz_stats, oracle_findings = fuzz(OracleShellTarget(oracle), seed, remaining, discovered_by="review-oracle")
    known = {f.input for f in findings}
    oracle_findings = [f for f in oracle_findings if f.input not in known]  # already confirmed above
    for finding in oracle_findings:
        finding.oracle = finding.detail
    stats.runs = sum(outcomes.values()) + fuzz_stats.execs
    outcomes.update({f"fuzz-{k}": v for k, v in fuzz_stats.problems.items()})
    stats.outcomes = dict(outcomes)
    stats.seconds = round(time.perf_counter() - start, 2)
    return stats, fuzz_stats, oracle_findings
