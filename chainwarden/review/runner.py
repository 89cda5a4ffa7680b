"""One review run: replay each target's corpus, then spend the budget fuzzing it.

The budget is split evenly across the selected targets; the shell target spends a
share of its slice on the oracle (real bash). Progress is reported through a
callback so the CLI can draw it with rich and tests can ignore it.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable
from datetime import datetime, timezone
from pathlib import Path

from chainwarden.corpus import known_gaps, load_cases
from chainwarden.review.fuzzing import fuzz
from chainwarden.review.models import (
    LATENCY_BINS_US,
    CaseResult,
    ReviewReport,
    TargetReport,
    latency_bin,
)
from chainwarden.review.targets import Target, make_target

ORACLE_SHARE = 0.4
"""Part of the shell target's fuzz slice spent running commands in real bash."""
DIFFERENTIAL_SHARE = 0.1
"""Part of the shell target's slice spent comparing tree-sitter with bashlex."""
Progress = Callable[[str, str, float], None]
"""(target, phase, fraction done) -> None."""


def _short(text: str, limit: int = 160) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def replay(target: Target, directory: Path, progress: Progress | None = None) -> tuple[TargetReport, list[dict]]:
    """Every case of `directory` through `target`; a disagreement not listed in
    `known_gaps.json` is a regression, a listed one that now agrees is reported fixed."""
    report = TargetReport(target=target.name, corpus=str(directory), cases=0,
                          latency_histogram=[0] * (len(LATENCY_BINS_US) + 1))
    cases = load_cases(directory, required=target.required)
    gaps = known_gaps(directory)
    outcomes: Counter[str] = Counter()
    categories: dict[str, dict[str, int]] = {}
    slowest = (0.0, "", "")
    start = time.perf_counter()
    for n, case in enumerate(cases):
        t0 = time.perf_counter()
        try:
            evaluation = target.evaluate(case)
        except Exception as exc:  # a guard that raises on a corpus case is a crash
            report.crashes.append(CaseResult(id=case["id"], category=case.get("category", ""), expected=case["expected"],
                                             got="crash", status="crash", us=0.0, input=_short(target.show(case)),
                                             detail=f"{type(exc).__name__}: {exc}"[:300]))
            continue
        us = (time.perf_counter() - t0) * 1e6
        report.latency_histogram[latency_bin(us)] += 1
        if us > slowest[0]:
            slowest = (us, case["id"], target.show(case))
        report.invariant_violations += evaluation.violations
        status = target.judge(case["expected"], evaluation.got)
        outcomes[f"{case['expected']}->{evaluation.got}"] += 1
        category = categories.setdefault(case.get("category", "?"), {"cases": 0, "ok": 0})
        category["cases"] += 1
        category["ok"] += status == "ok"
        report.misses += status == "miss"
        report.false_positives += status == "false-positive"
        if status != "ok" and case["id"] not in gaps:
            report.regressions.append(CaseResult(id=case["id"], category=case.get("category", ""), expected=case["expected"],
                                                 got=evaluation.got, status=status, us=us, input=_short(target.show(case))))
        elif status == "ok" and case["id"] in gaps:
            report.fixed_known_gaps.append(case["id"])
        if progress and n % 50 == 0:
            progress(target.name, "replay", n / max(len(cases), 1))
    seconds = time.perf_counter() - start
    report.cases = len(cases)
    report.outcomes = dict(sorted(outcomes.items()))
    report.by_category = dict(sorted(categories.items()))
    report.known_gaps = len(gaps)
    report.replay_execs_per_s = round(len(cases) / seconds, 1) if seconds else 0.0
    report.slowest = {"us": round(slowest[0], 1), "id": slowest[1], "input": _short(slowest[2])}
    return report, cases


def review_target(name: str, directory: Path | None, seed: int, seconds: float,
                  progress: Progress | None = None) -> TargetReport:
    """Replay then fuzz one target; a target that cannot even load reports why and fails."""
    try:
        target = make_target(name, directory)
        report, cases = replay(target, directory or target.default_corpus(), progress)
    except Exception as exc:
        return TargetReport(target=name, corpus=str(directory or ""), cases=0, error=f"{type(exc).__name__}: {exc}")
    if seconds <= 0:
        return report
    fuzz_seconds = seconds * (1 - ORACLE_SHARE - DIFFERENTIAL_SHARE) if name == "shell" else seconds

    def tick(elapsed: float) -> None:
        if progress:
            progress(name, "fuzz", min(elapsed / seconds, 1.0))

    report.fuzz, report.findings = fuzz(target, seed, fuzz_seconds, on_tick=tick)
    if name == "shell":
        from chainwarden.review.differential import run_differential
        from chainwarden.review.oracle_run import run_oracle

        report.differential = run_differential(seed, seconds * DIFFERENTIAL_SHARE)
        report.oracle, _, oracle_findings = run_oracle(cases, report.findings, seed, seconds * ORACLE_SHARE)
        report.findings += oracle_findings
    if progress:
        progress(name, "done", 1.0)
    return report


def run_review(names: list[str], directories: dict[str, Path], seed: int, budget_s: float,
               progress: Progress | None = None) -> ReviewReport:
    """The whole review; `directories` overrides a target's corpus directory."""
    started = time.perf_counter()
    report = ReviewReport(started=datetime.now(timezone.utc).isoformat(timespec="seconds"), seed=seed, budget_s=budget_s)
    share = budget_s / len(names) if names else 0.0
    for name in names:
        report.targets.append(review_target(name, directories.get(name), seed, share, progress))
    report.wall_s = round(time.perf_counter() - started, 2)
    return report
