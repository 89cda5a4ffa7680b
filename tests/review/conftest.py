"""Shared fixtures for the review tests: the `fuzz` package beside the corpora, the oracle."""

from __future__ import annotations

import pytest

from chainwarden.corpus import fuzz_module


@pytest.fixture(scope="session")
def oracle():
    """One oracle (stub tree built once) for the session; skipped where bubblewrap cannot run."""
    from chainwarden.review.oracle_run import open_oracle

    opened, reason = open_oracle()
    if opened is None:
        pytest.skip(f"the oracle needs bubblewrap with user namespaces: {reason}")
    with opened:
        yield opened


@pytest.fixture(scope="session")
def strategies():
    return fuzz_module("strategies")
