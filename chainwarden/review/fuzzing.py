"""The time-boxed fuzz loop of one target, and hypothesis minimization of what it finds.

Generation in the loop is the grammar driven by a seeded `random.Random` (hypothesis's
engine costs ~2 ms an example, too slow for thousands of execs a second); a problem is
then handed to hypothesis as a search bounded by the example's own picks, so
hypothesis's shrinker walks it down to the simplest spelling that still fails.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable

from chainwarden.review.models import (
    LATENCY_BINS_US,
    Finding,
    FuzzStats,
    TimelinePoint,
    latency_bin,
)
from chainwarden.review.targets import Generated, Problem, Target

MAX_FINDINGS = 8
"""Distinct findings minimized per target and run; more raw problems are only counted."""
MINIMIZE_SECONDS = 4.0
MINIMIZE_SHARE = 0.5
"""At most this part of a fuzz slice goes to shrinking; past it new problems are only counted."""
TIMELINE_STEP_S = 0.25


def _check(target: Target, payload: object) -> list[Problem]:
    try:
        return target.check(payload)
    except Exception as exc:  # the guard raising is itself the finding
        return [Problem("crash", "no exception", type(exc).__name__, f"{type(exc).__name__}: {exc}"[:300])]


def minimize(target: Target, found: Generated, problem: Problem, seed: int, seconds: float = MINIMIZE_SECONDS) -> tuple[object, bool]:
    """The simplest payload hypothesis finds at or below `found`'s picks with the same
    problem kind; `(found.payload, False)` when it cannot reproduce it in time."""
    from hypothesis import HealthCheck, Phase, find, settings
    from hypothesis.errors import HypothesisException

    deadline = time.perf_counter() + seconds
    memo: dict[str, bool] = {}

    def reproduces(payload: object) -> bool:
        key = target.render(payload)
        if key not in memo:
            # Past the deadline nothing new reproduces, which ends shrinking consistently.
            memo[key] = time.perf_counter() < deadline and any(p.kind == problem.kind for p in _check(target, payload))
        return memo[key]

    config = settings(max_examples=3000, database=None, deadline=None, phases=[Phase.generate, Phase.shrink],
                      suppress_health_check=list(HealthCheck))
    try:
        return find(target.strategy(found), reproduces, settings=config, random=random.Random(seed)), True
    except HypothesisException:
        return found.payload, False


def fuzz(target: Target, seed: int, seconds: float, *, on_tick: Callable[[float], None] | None = None,
         discovered_by: str = "review-fuzz") -> tuple[FuzzStats, list[Finding]]:
    """Run `target`'s grammar for `seconds`; return the figures and the minimized findings."""
    stats = FuzzStats(latency_histogram=[0] * (len(LATENCY_BINS_US) + 1))
    findings: list[Finding] = []
    families: list[tuple[str, frozenset[str]]] = []
    productions: set[str] = set()
    counts: Counter[str] = Counter()
    slowest = (0.0, "")
    stream = target.generate(seed)
    pending: Generated | None = next(stream)  # the first draw imports the grammar: not part of the measured loop
    start = time.perf_counter()
    end = start + seconds
    next_tick = start
    spent_minimizing = 0.0
    now = start
    while now < end:
        item, pending = pending or next(stream), None
        t0 = time.perf_counter()
        problems = _check(target, item.payload)
        now = time.perf_counter()
        elapsed = now - t0
        stats.execs += 1
        stats.latency_histogram[latency_bin(elapsed * 1e6)] += 1
        if elapsed > slowest[0]:
            slowest = (elapsed, target.render(item.payload))
        productions.update(item.shape)
        for problem in problems:
            counts[problem.kind] += 1
            family = target.family(item.payload)
            known = any(k == problem.kind and f <= family for k, f in families)
            capped = len(findings) >= MAX_FINDINGS or spent_minimizing >= seconds * MINIMIZE_SHARE
            if known or capped or len(families) >= 2 * MAX_FINDINGS:
                continue
            t_min = time.perf_counter()
            allowance = min(MINIMIZE_SECONDS, seconds * MINIMIZE_SHARE - spent_minimizing + 0.5, max(0.5, end - t_min))
            payload, shrunk = minimize(target, item, problem, seed, allowance)
            spent_minimizing += time.perf_counter() - t_min
            families.append((problem.kind, target.family(payload) if shrunk else family))
            finding = _finding(target, payload, problem, shrunk, seed, discovered_by)
            if all(f.input != finding.input for f in findings):
                findings.append(finding)
            now = time.perf_counter()
        if now >= next_tick:
            stats.timeline.append(TimelinePoint(t=round(now - start, 3), execs=stats.execs, coverage=len(productions)))
            next_tick = now + TIMELINE_STEP_S
            if on_tick:
                on_tick(now - start)
    stats.seconds = round(time.perf_counter() - start, 3)
    loop_seconds = max(stats.seconds - spent_minimizing, 1e-9)
    stats.execs_per_s = round(stats.execs / loop_seconds, 1)
    stats.coverage = len(productions)
    stats.problems = dict(counts)
    stats.slowest = {"us": round(slowest[0] * 1e6, 1), "input": slowest[1][:300]}
    stats.timeline.append(TimelinePoint(t=stats.seconds, execs=stats.execs, coverage=len(productions)))
    return stats, findings


def _finding(target: Target, payload: object, problem: Problem, shrunk: bool, seed: int, discovered_by: str) -> Finding:
    # The minimized payload's own problem (shrinking keeps the kind; got/detail may sharpen).
    current = next((p for p in _check(target, payload) if p.kind == problem.kind), problem)
    return Finding(
        target=target.name, kind=current.kind, input=target.render(payload), expected=current.expected,
        got=current.got, detail=current.detail, shape=sorted(target.family(payload)), minimized=shrunk,
        discovered_by=discovered_by, seed=seed, corpus_line=target.corpus_line(payload, current),
    )
