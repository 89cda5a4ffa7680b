"""Differential check of the shell parsers: command names bashlex finds in a generated
command that the classifier's tree-sitter analysis does not (a candidate misparse)."""

from __future__ import annotations

import time

from chainwarden.corpus import fuzz_module
from chainwarden.review.models import DifferentialStats

MAX_SAMPLES = 20


def run_differential(seed: int, seconds: float) -> DifferentialStats:
    """Compare the two parsers on the grammar's commands for `seconds`."""
    from shell_audit import crosscheck
    from shell_audit.classifier import command_names

    if not crosscheck.AVAILABLE:
        return DifferentialStats(available=False, reason="bashlex is not installed (extra: crosscheck)")
    stats = DifferentialStats(available=True)
    end = time.perf_counter() + seconds
    for generated, _ in fuzz_module("strategies").random_commands(seed + 1):
        if time.perf_counter() >= end:
            break
        stats.checked += 1
        other = crosscheck.parse(generated.command)
        if not other.ok:
            stats.bashlex_failed += 1
            continue
        missing = sorted(other.names - command_names(generated.command))
        if missing:
            stats.disagreements += 1
            if len(stats.samples) < MAX_SAMPLES:
                stats.samples.append({"command": generated.command[:300], "bashlex_only": missing})
    return stats
