"""`chainwarden authz check --policy FILE --jsonl`: ask a policy questions in bulk.

Each input line has `principal` (`user_id`, `roles`, `is_internal`,
`attributes`), `resource`, `action` and optionally `target`; each output line
echoes it and adds `allowed`, `reason` and `policy` (the deciding rule). A
principal that does not validate (say `is_internal: "true"`) gets an `error`
line. A policy that cannot be loaded ends the run before any input is read,
with exit status 2 and the reason on stderr.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("authz", help="authorization policy tools")
    actions = parser.add_subparsers(dest="authz_command", required=True)
    check = actions.add_parser("check", help="decide JSONL requests against a policy")
    check.add_argument("--policy", required=True, help="YAML role file, casbin CSV, or SQLAlchemy URL")
    check.add_argument("--default-role", default=None, help="override the policy's default role")
    check.add_argument(
        "--jsonl", action="store_true", required=True, help="read requests as JSON lines from stdin"
    )
    check.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from pydantic import ValidationError

    from authz import PolicyLoadError, Principal, load_policy
    from chainwarden.jsonl import process_jsonl

    try:
        provider = load_policy(args.policy, default_role=args.default_role)
    except PolicyLoadError as exc:
        print(f"chainwarden authz: cannot load policy: {exc}", file=sys.stderr)
        return 2

    def handle(obj: dict[str, Any]) -> dict[str, Any]:
        try:
            principal = Principal.model_validate(obj["principal"])
        except ValidationError as exc:
            problems = "; ".join(f"{'.'.join(map(str, e['loc'])) or 'principal'}: {e['msg']}" for e in exc.errors())
            raise ValueError(f"invalid principal: {problems}") from None
        target = obj.get("target")
        if target is not None and not isinstance(target, str):
            raise ValueError("key 'target' must be a string when present")
        decision = provider.authorize(principal, obj["resource"], obj["action"], target)
        return {"allowed": decision.allowed, "reason": decision.reason, "policy": decision.policy}

    process_jsonl(
        sys.stdin,
        sys.stdout,
        handle,
        required={"principal": dict, "resource": str, "action": str},
    )
    return 0
