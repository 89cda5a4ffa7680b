"""`chainwarden shell`: classify bash commands (one on the command line, or JSONL on stdin)."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

_LEVELS = ("pass", "warn", "block")


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("shell", help="classify a bash command as block / warn / pass")
    parser.add_argument("command", nargs="?", help="the command to classify (omit with --jsonl)")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--json", action="store_true", help="print one JSON object")
    mode.add_argument("--jsonl", action="store_true", help="read JSON objects with a `command` key from stdin, one a line")
    parser.add_argument("--fail-on", choices=("block", "warn"), help="exit 1 if any verdict is at or above this level")
    parser.add_argument("--max-length", type=int, default=None, help="length limit (default 10000)")
    parser.set_defaults(handler=run)


def _verdict_json(verdict: Any) -> dict[str, Any]:
    return {
        "verdict": verdict.verdict.value,
        "findings": [f.model_dump(mode="json") for f in verdict.findings],
    }


def run(args: argparse.Namespace) -> int:
    from chainwarden.jsonl import process_jsonl
    from shell_audit import ClassifierConfig, classify

    config = ClassifierConfig(max_length=args.max_length) if args.max_length else ClassifierConfig()
    threshold = _LEVELS.index(args.fail_on) if args.fail_on else None
    if args.jsonl:
        if args.command is not None:
            raise SystemExit("chainwarden shell: give a command or --jsonl, not both")
        records = process_jsonl(sys.stdin, sys.stdout, lambda obj: _verdict_json(classify(obj["command"], config)), required={"command": str})
        levels = [_LEVELS.index(r["verdict"]) for r in records if "verdict" in r]
        return 1 if threshold is not None and any(level >= threshold for level in levels) else 0
    if args.command is None:
        raise SystemExit("chainwarden shell: a command is required (or --jsonl)")
    verdict = classify(args.command, config)
    if args.json:
        print(json.dumps({"command": args.command, **_verdict_json(verdict)}, ensure_ascii=False))
    else:
        _print_human(args.command, verdict)
    if threshold is not None and _LEVELS.index(verdict.verdict.value) >= threshold:
        return 1
    return 0


def _print_human(command: str, verdict: Any) -> None:
    from rich.console import Console
    from rich.markup import escape

    console = Console(highlight=False)
    style = {"block": "bold red", "warn": "bold yellow", "pass": "bold green"}[verdict.verdict.value]
    console.print(f"[{style}]{verdict.verdict.value.upper()}[/] {command!r}")
    for f in verdict.findings:
        start, end = f.span
        console.print(escape(f"  {f.rule} [{f.level.value}/{f.severity.value}] {f.message}  (at {start}-{end}: {command[start:end][:60]!r})"))
