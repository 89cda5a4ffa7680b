"""The ReDoS sweep (`fuzz/redos_sweep.py`) still reaches every layer's patterns.

The sweep itself is timed, so it is a reviewer's tool and not a test; what is pinned here is
what it reads: patterns of each package, compiled at import (by name) and at run time (by
place), and units drawn from a pattern's own characters and words."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

from guards import TAG_REGISTRY
from guards.tag_scanner import patterns

_PATH = Path(__file__).resolve().parents[1] / "fuzz" / "redos_sweep.py"
_SPEC = importlib.util.spec_from_file_location("redos_sweep", _PATH)
assert _SPEC is not None and _SPEC.loader is not None
redos_sweep = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(redos_sweep)


def test_patterns_of_every_layer_are_collected() -> None:
    collected = redos_sweep.collect_patterns()
    sites = set(collected.values())
    for package in ("guards.judges.", "shell_audit.", "chain.", "authz."):
        assert any(site.startswith(package) for site in sites), package
    assert "guards.judges.spaced._JSON_BODY" in sites
    scanner = patterns(TAG_REGISTRY).lt_scanner  # built at run time, held in a cache
    assert (scanner.pattern, scanner.flags & ~re.UNICODE) in collected
    assert re.compile is redos_sweep.re.compile  # the recording hook is gone again


def test_units_come_from_the_pattern() -> None:
    units = redos_sweep.units_of(r"(?:\|[^\n]*)*+done\b")
    assert "|" in units and "done" in units and "done " in units and "| " in units
    assert "a" in units and "\t" in units  # class representatives


def test_only_a_searched_name_is_searched() -> None:
    assert redos_sweep.scanned("guards/tag_scanner.py:370")  # built at run time: its use is unknown
    assert not redos_sweep.scanned("guards.judges.spaced._JSON_BODY")  # matched at a position only
    assert redos_sweep.scanned("shell_audit.codestrings._SETUID_CHMOD")  # finditer over the code
