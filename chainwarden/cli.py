"""The `chainwarden` command line: one sub-command per guard plus the review job.

Each sub-command lives in `chainwarden.commands.<name>` and imports its core
package only when it runs, so `chainwarden shell` never loads LangChain.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from chainwarden.commands import authz as authz_command
from chainwarden.commands import review as review_command
from chainwarden.commands import sanitize as sanitize_command
from chainwarden.commands import shell as shell_command

COMMANDS = (shell_command, sanitize_command, authz_command, review_command)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="chainwarden",
        description="Guard and sandbox-audit toolkit for LLM agents.",
    )
    subparsers = parser.add_subparsers(dest="command", required=True)
    for command in COMMANDS:
        command.register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    return int(args.handler(args) or 0)


if __name__ == "__main__":  # pragma: no cover - exercised through the console script
    sys.exit(main())
