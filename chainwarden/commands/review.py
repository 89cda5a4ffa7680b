"""`chainwarden review`: placeholder until its issue lands (owned by the review work)."""

from __future__ import annotations

import argparse


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("review", help="not available yet")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    raise SystemExit("chainwarden review: not available yet")
