"""`chainwarden review`: replay every corpus against its guard, fuzz each guard for a
time budget (the shell classifier also against real bash in bubblewrap), print a table
and write JSON / HTML reports.

Exit status 1 on any regression (a case that disagrees with its expectation and is
not a listed known gap), crash or invariant violation; new fuzz bypasses and false
positives are reported and written to `fuzz/findings/` for triage, not failed on.
"""

from __future__ import annotations

import argparse
import re
from pathlib import Path

TARGET_CHOICES = ("all", "shell", "sanitize", "authz", "chain")


def parse_budget(text: str) -> float:
    """`60s`, `2m`, `90` (seconds) or `0` (replay only)."""
    match = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*(s|m|)\s*", text)
    if not match:
        raise argparse.ArgumentTypeError(f"budget must look like 60s, 2m or 90, not {text!r}")
    return float(match.group(1)) * (60 if match.group(2) == "m" else 1)


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("review", help="replay the regression corpora, fuzz every guard and report")
    parser.add_argument("--target", choices=TARGET_CHOICES, default="all", help="guard to review (default: all)")
    parser.add_argument("--corpus", type=Path, default=None,
                        help="a reviewer's own corpus directory (same JSONL format); with --target all, a directory of per-target subdirectories")
    parser.add_argument("--budget", type=parse_budget, default=60.0, help="fuzz time split across targets (default 60s; 0 = replay only)")
    parser.add_argument("--seed", type=int, default=0, help="fuzz seed (same seed, same inputs)")
    parser.add_argument("--json", type=Path, default=None, help="write the JSON report here")
    parser.add_argument("--html", type=Path, default=None, help="write the self-contained HTML report here")
    parser.add_argument("--findings", type=Path, default=None, help="where minimized findings go (default fuzz/findings/)")
    parser.set_defaults(handler=run)


def _directories(target: str, corpus: Path | None) -> tuple[list[str], dict[str, Path]]:
    from chainwarden.review.targets import TARGETS

    names = list(TARGETS) if target == "all" else [target]
    if corpus is None:
        return names, {}
    if target != "all":
        return names, {target: corpus}
    found = {name: corpus / name for name in names if (corpus / name).is_dir()}
    if not found:
        raise SystemExit(f"--corpus {corpus}: with --target all it needs per-target subdirectories ({', '.join(names)})")
    return list(found), found


def run(args: argparse.Namespace) -> int:
    from rich.console import Console
    from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn

    from chainwarden.corpus import FINDINGS_ROOT
    from chainwarden.review.findings import write_findings
    from chainwarden.review.runner import run_review

    console = Console()
    names, directories = _directories(args.target, args.corpus)
    with Progress(TextColumn("{task.description:<10}"), BarColumn(), TextColumn("{task.fields[phase]:<7}"),
                  TimeElapsedColumn(), console=console, transient=True) as progress:
        tasks = {name: progress.add_task(name, total=1.0, phase="waiting") for name in names}

        def update(name: str, phase: str, fraction: float) -> None:
            done = {"replay": 0.1 * fraction, "fuzz": 0.1 + 0.9 * fraction, "done": 1.0}[phase]
            progress.update(tasks[name], completed=done, phase=phase)

        report = run_review(names, directories, args.seed, args.budget, update)
    findings = [f for t in report.targets for f in t.findings]
    if findings:
        written = write_findings(findings, args.findings or FINDINGS_ROOT)
        report.findings_file = ", ".join(str(p) for p in written) or None
    _print(console, report)
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(report.model_dump_json(indent=2), encoding="utf-8")
    if args.html:
        from chainwarden.review.html import render_html

        args.html.parent.mkdir(parents=True, exist_ok=True)
        args.html.write_text(render_html(report), encoding="utf-8")
    return 1 if report.failures else 0


def _print(console, report) -> None:
    from rich import box
    from rich.table import Table

    table = Table(title=f"chainwarden review (seed {report.seed}, budget {report.budget_s:g}s, {report.wall_s:.1f}s wall)",
                  box=box.SIMPLE_HEAD)
    table.add_column("")
    for t in report.targets:
        table.add_column(t.target, justify="right")

    def row(label: str, cell) -> None:
        table.add_row(label, *(cell(t) for t in report.targets))

    def agree(t) -> str:
        return str(sum(n for k, n in t.outcomes.items() if k.split("->")[0] == k.split("->")[1]))

    row("cases", lambda t: str(t.cases))
    row("expected = got", agree)
    row("misses", lambda t: str(t.misses))
    row("false positives", lambda t: str(t.false_positives))
    row("known gaps", lambda t: str(t.known_gaps))
    row("regressions", lambda t: f"[red]{len(t.regressions)}[/]" if t.regressions else "0")
    row("crashes", lambda t: str(len(t.crashes) + sum(1 for f in t.findings if f.kind == "crash")))
    row("replay execs/s", lambda t: f"{t.replay_execs_per_s:,.0f}")
    row("fuzz execs", lambda t: f"{t.fuzz.execs:,}")
    row("fuzz execs/s", lambda t: f"{t.fuzz.execs_per_s:,.0f}")
    row("fuzz coverage", lambda t: str(t.fuzz.coverage))
    row("findings", lambda t: str(len(t.findings)))
    row("slowest (µs)", lambda t: f"{t.slowest.get('us', 0):,.0f}" if t.slowest else "-")
    row("slowest input", lambda t: str(t.slowest.get("id", "-"))[:16] if t.slowest else "-")
    console.print(table)
    for t in report.targets:
        if t.fixed_known_gaps:
            console.print(f"{t.target}: known gaps now agreeing (remove from known_gaps.json): {', '.join(t.fixed_known_gaps)}",
                          highlight=False)
        if t.slowest:
            console.print(f"slowest {t.target} input {t.slowest['id']}: {t.slowest['input'][:80]!r}", highlight=False)
        if t.error:
            console.print(f"[red]{t.target} could not run:[/] {t.error}", highlight=False)
    for t in report.targets:
        if t.oracle is not None:
            figures = ", ".join(f"{k} {v}" for k, v in sorted(t.oracle.outcomes.items()))
            status = f"{t.oracle.runs} runs in {t.oracle.seconds:.1f}s: {figures}" if t.oracle.available else f"unavailable: {t.oracle.reason}"
            console.print(f"oracle (real bash in bubblewrap): {status}", highlight=False)
        if t.differential is not None:
            d = t.differential
            console.print(f"differential (tree-sitter vs bashlex): {d.checked} commands, {d.disagreements} where bashlex "
                          f"sees a command the classifier does not, {d.bashlex_failed} bashlex failures"
                          if d.available else f"differential unavailable: {d.reason}", highlight=False)
        for f in t.findings:
            console.print(f"[yellow]finding[/] {t.target} {f.kind}: {f.input[:120]!r} -> {f.got}"
                          + (f" [bash: {f.oracle}]" if f.oracle else ""), highlight=False)
    if report.findings_file:
        console.print(f"findings written to {report.findings_file}", highlight=False)
    for line in report.failures[:30]:
        console.print(f"[red]FAIL[/] {line}", highlight=False)
