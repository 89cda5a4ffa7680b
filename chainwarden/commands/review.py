"""`chainwarden review`: replay the regression corpora against the guards and report.

For now it replays the shell corpora (issue 7 grows it to every guard and a
time-boxed fuzz run). A case that disagrees with its expectation and is not a
listed known gap is a regression: the exit status is then 1.
"""

from __future__ import annotations

import argparse
import json
import time
from collections import Counter
from pathlib import Path
from typing import Any


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("review", help="replay the regression corpora and report")
    parser.add_argument("--target", choices=("shell",), default="shell", help="guard to review")
    parser.add_argument("--corpus", type=Path, default=None, help="a reviewer's own corpus directory (same JSONL format)")
    parser.add_argument("--json", type=Path, default=None, help="write the JSON report here")
    parser.set_defaults(handler=run)


def review_shell(directory: Path) -> dict[str, Any]:
    from shell_audit import classify

    from chainwarden.corpus import known_gaps, load_cases

    cases = load_cases(directory, required=("id", "command", "expected"))
    gaps = known_gaps(directory)
    outcomes: Counter[tuple[str, str]] = Counter()
    regressions, fixed, timings = [], [], []
    slowest: tuple[float, str] = (0.0, "")
    for case in cases:
        start = time.perf_counter()
        got = classify(case["command"]).verdict.value
        elapsed = time.perf_counter() - start
        timings.append(elapsed)
        slowest = max(slowest, (elapsed, case["id"]))
        outcomes[(case["expected"], got)] += 1
        if got != case["expected"] and case["id"] not in gaps:
            regressions.append({"id": case["id"], "expected": case["expected"], "got": got, "command": case["command"]})
        elif got == case["expected"] and case["id"] in gaps:
            fixed.append(case["id"])
    attacks = sum(v for (e, _), v in outcomes.items() if e == "block")
    benign = sum(v for (e, _), v in outcomes.items() if e == "pass")
    timings.sort()
    return {
        "target": "shell",
        "cases": len(cases),
        "outcomes": {f"{e}->{g}": n for (e, g), n in sorted(outcomes.items())},
        "block_recall": outcomes[("block", "block")] / attacks if attacks else None,
        "benign_false_block": outcomes[("pass", "block")] / benign if benign else None,
        "benign_pass": outcomes[("pass", "pass")] / benign if benign else None,
        "known_gaps": len(gaps),
        "regressions": regressions,
        "fixed_known_gaps": fixed,
        "median_us": timings[len(timings) // 2] * 1e6 if timings else None,
        "p99_us": timings[int(len(timings) * 0.99)] * 1e6 if timings else None,
        "slowest": {"id": slowest[1], "us": slowest[0] * 1e6},
    }


def run(args: argparse.Namespace) -> int:
    from rich.console import Console
    from rich.table import Table

    from chainwarden.corpus import CORPUS_ROOT

    console = Console()
    directory = args.corpus or CORPUS_ROOT / "shell"
    with console.status(f"replaying {directory} ..."):
        report = review_shell(directory)
    table = Table(title="chainwarden review: shell classifier")
    for column in ("cases", "block recall", "benign false-block", "benign pass", "known gaps", "regressions", "median µs", "p99 µs", "slowest"):
        table.add_column(column)
    pct = lambda v: "-" if v is None else f"{v:.1%}"  # noqa: E731
    table.add_row(
        str(report["cases"]), pct(report["block_recall"]), pct(report["benign_false_block"]), pct(report["benign_pass"]),
        str(report["known_gaps"]), str(len(report["regressions"])), f"{report['median_us']:.0f}", f"{report['p99_us']:.0f}",
        f"{report['slowest']['id']} ({report['slowest']['us']:.0f} µs)",
    )
    console.print(table)
    for r in report["regressions"][:20]:
        console.print(f"[red]regression[/] {r['id']}: expected {r['expected']}, got {r['got']}", highlight=False)
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(report, indent=2, ensure_ascii=False), encoding="utf-8")
    return 1 if report["regressions"] else 0
