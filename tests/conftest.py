"""Shared test settings: hypothesis profiles sized for CI and for local hunting, and a
stop where a compiled module is older than its source."""

import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

ROOT = Path(__file__).resolve().parents[1]
INSTALLED = ROOT / ".venv" / ".installed"
"""The Makefile's stamp of the last install, which built the compiled modules (setup.py)."""


def stale_compiled_modules(root: Path = ROOT, installed: Path = INSTALLED) -> list[str]:
    """Sources edited since the install that compiled them: Python imports the `.so` beside
    a `.py` first, so the tests would run the old code and pass or fail for nothing. A
    module with no `.so` (pure Python) or a tree not installed by the Makefile is not stale."""
    if not installed.exists():
        return []
    stamp = installed.stat().st_mtime
    return sorted(
        str(source.relative_to(root))
        for package in ("shell_audit", "guards")
        for source in (root / package).rglob("*.py")
        if source.stat().st_mtime > stamp and any(source.parent.glob(f"{source.stem}.*.so"))
    )


def pytest_sessionstart(session: pytest.Session) -> None:
    stale = stale_compiled_modules()
    if stale:
        pytest.exit(f"compiled modules are older than their sources: {', '.join(stale)}; run `make install` "
                    "(or delete their .so files to test them as pure Python)", returncode=4)

settings.register_profile(
    "ci",
    max_examples=200,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
    derandomize=True,
)
settings.register_profile("dev", max_examples=500, deadline=None)
settings.register_profile("hunt", max_examples=20_000, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
