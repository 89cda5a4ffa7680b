"""`chainwarden sanitize --jsonl [--source user|tool]`: neutralize forged tags in bulk.

Each input line has `text` and, for tool output, optionally `tool`; each output
line echoes it and adds `sanitized` (the text the model would see) and
`changed` (bool). `--source user` (default) neutralizes like input
sanitization; `--source tool` applies tool-result scope: a named local tool
(`bash`, `read_file`) passes unchanged, a remote-content tool or a line without
`tool` is neutralized (unknown provenance is treated as remote).
"""

from __future__ import annotations

import argparse
import sys
from typing import Any


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("sanitize", help="neutralize forged framework tags in untrusted text")
    parser.add_argument("--jsonl", action="store_true", required=True, help="read objects as JSON lines from stdin")
    parser.add_argument("--source", choices=("user", "tool"), default="user", help="where the text comes from")
    parser.add_argument(
        "--mcp", action="store_true", help="with --source tool: treat every named tool as MCP-sourced (in scope)"
    )
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from chainwarden.jsonl import process_jsonl
    from guards import neutralize_untrusted_text, sanitize_tool_result
    from guards.input import Content

    def handle(obj: dict[str, Any]) -> dict[str, Any]:
        text = obj["text"]
        tool = obj.get("tool")
        if tool is not None and not isinstance(tool, str):
            raise ValueError("key 'tool' must be a string when present")
        sanitized: Content
        if args.source == "user" or tool is None:
            sanitized = neutralize_untrusted_text(text)
        else:
            metadata = {"chainwarden_mcp": True} if args.mcp else None
            sanitized = sanitize_tool_result(tool, text, metadata=metadata).content
        return {"sanitized": sanitized, "changed": sanitized != text}

    process_jsonl(sys.stdin, sys.stdout, handle, required={"text": str})
    return 0
