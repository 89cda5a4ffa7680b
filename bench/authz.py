"""Benchmark: CasbinRBACProvider.authorize() against bare casbin enforce() on the same policy.

Run: `.venv/bin/python bench/authz.py [--sizes 10,1000,100000]`. For each policy size
it loads one CSV policy, then measures the median microseconds per call of
  - casbin `enforce()` on the provider's own enforcer (allow and deny),
  - `authorize()` outside a request scope (uncached; allow and deny),
  - `authorize()` inside a warm request scope (cached; allow and deny),
all in this process, side by side, and prints the ratios the issue sets as targets:
cached at least 5x faster than bare enforce, uncached at 100k lines within 2x of 1k.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from authz import Principal, load_policy, request_scope  # noqa: E402

ANALYST = Principal(user_id="u-1", roles=("analyst",), attributes={"team": "research"})
ALLOW, DENY = "web_search", "shell"


def write_policy(directory: Path, lines: int) -> Path:
    """`lines` policy lines over 1,000 roles; the analyst's grant sits in the middle."""
    path = directory / f"policy_{lines}.csv"
    rows = [f"p, role{i % 1000}, tool, call, tool{i}" for i in range(lines - 1)]
    rows.insert(len(rows) // 2, f"p, analyst, tool, call, {ALLOW}")
    path.write_text("\n".join(rows) + "\n")
    return path


def write_yaml_policy(directory: Path, lines: int) -> Path:
    """The same grants as a YAML role file (loaded in one linear pass, not casbin's add_policies)."""
    path = directory / f"policy_{lines}.yaml"
    roles: dict[int, list[str]] = {}
    for i in range(lines - 1):
        roles.setdefault(i % 1000, []).append(f"tool{i}")
    body = "".join(f"  role{r}: {{tools: [{', '.join(tools)}]}}\n" for r, tools in roles.items())
    path.write_text(f"roles:\n  analyst: {{tools: [{ALLOW}]}}\n{body}")
    return path


def median_us(call: Callable[[], object], budget_s: float = 0.3, max_rounds: int = 15) -> float:
    """Median per-call microseconds over rounds sized so one round takes about budget_s / rounds."""
    start = time.perf_counter()
    call()
    single = max(time.perf_counter() - start, 1e-7)
    per_round = max(1, int(budget_s / max_rounds / single))
    rounds = max(3, min(max_rounds, int(budget_s / (single * per_round))))
    samples = []
    for _ in range(rounds):
        start = time.perf_counter_ns()
        for _ in range(per_round):
            call()
        samples.append((time.perf_counter_ns() - start) / per_round / 1000)
    return statistics.median(samples)


def measure(lines: int, directory: Path) -> dict[str, float]:
    path = write_policy(directory, lines)
    start = time.perf_counter()
    provider = load_policy(path)
    load_s = time.perf_counter() - start
    enforcer = provider.enforcer
    assert enforcer.enforce("analyst", "tool", "call", ALLOW) and not enforcer.enforce("analyst", "tool", "call", DENY)
    assert provider.authorize(ANALYST, "tool", "call", ALLOW).allowed
    assert not provider.authorize(ANALYST, "tool", "call", DENY).allowed
    yaml_path = write_yaml_policy(directory, lines)
    start = time.perf_counter()
    assert load_policy(yaml_path).authorize(ANALYST, "tool", "call", ALLOW).allowed
    row = {"lines": lines, "load_ms": load_s * 1000, "yaml_load_ms": (time.perf_counter() - start) * 1000}
    for label, target in (("allow", ALLOW), ("deny", DENY)):
        row[f"bare_{label}"] = median_us(lambda t=target: enforcer.enforce("analyst", "tool", "call", t))
        row[f"uncached_{label}"] = median_us(lambda t=target: provider.authorize(ANALYST, "tool", "call", t))
        with request_scope():
            row[f"cached_{label}"] = median_us(lambda t=target: provider.authorize(ANALYST, "tool", "call", t))
    return row


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="10,1000,100000", help="comma-separated policy sizes in lines")
    args = parser.parse_args(argv)
    sizes = [int(size) for size in args.sizes.split(",")]
    with tempfile.TemporaryDirectory() as tmp:
        rows = [measure(size, Path(tmp)) for size in sizes]
    columns = ["bare_allow", "bare_deny", "uncached_allow", "uncached_deny", "cached_allow", "cached_deny"]
    head = f"{'lines':>8} {'csv load ms':>12} {'yaml load ms':>13} "
    print(head + " ".join(f"{c:>15}" for c in columns) + "   (median us per call)")
    for row in rows:
        loads = f"{row['lines']:>8} {row['load_ms']:>12.1f} {row['yaml_load_ms']:>13.1f} "
        print(loads + " ".join(f"{row[c]:>15.2f}" for c in columns))
    print()
    for row in rows:
        allow = row["bare_allow"] / row["cached_allow"]
        deny = row["bare_deny"] / row["cached_deny"]
        print(f"{row['lines']:>8} lines: cached is {allow:,.0f}x (allow) / {deny:,.0f}x (deny) faster than bare enforce")
    by_size = {row["lines"]: row for row in rows}
    if 1000 in by_size and 100000 in by_size:
        for label in ("allow", "deny"):
            ratio = by_size[100000][f"uncached_{label}"] / by_size[1000][f"uncached_{label}"]
            print(f"uncached {label}: 100k lines / 1k lines = {ratio:.2f}x (target <= 2x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
