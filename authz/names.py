"""The grammar of names: request targets, policy patterns, role and user subjects.

Casbin's matchers are looser than they look: `keyMatch("/data/../etc/passwd",
"/data/*")` is true and `regexMatch` is not end-anchored. So nothing reaches a
matcher unvalidated. A request target is one canonical ASCII spelling or it is
denied (never rewritten, which could map an unknown name onto a granted one);
a policy pattern is a name with at most one `*`, and only at the end.
"""

from __future__ import annotations

import re

from authz.provider import ACTIONS, ROUTE_PERMISSIONS, SANDBOX_TARGET

MAX_NAME_LENGTH = 128
USER_PREFIX = "user:"
"""Users live in their own subject namespace: a user named `admin` is not the role `admin`."""

_TARGET = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.:\-]*")
_ROLE = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.\-]*")
_USER_ID = re.compile(r"[^\x00-\x20,\x7f\[\]()#\"']+")


class InvalidName(ValueError):
    """A name outside the grammar; for requests this becomes a deny, for policies a load error."""


def canonical_target(resource: str, target: str | None) -> str:
    """Validate a request target and return its one canonical spelling."""
    if resource == "sandbox" and target in (None, "", SANDBOX_TARGET):
        return SANDBOX_TARGET
    if not isinstance(target, str):
        raise InvalidName(f"target must be a string, got {type(target).__name__}")
    if not target:
        raise InvalidName("target is empty")
    if len(target) > MAX_NAME_LENGTH:
        raise InvalidName(f"target longer than {MAX_NAME_LENGTH} characters")
    if not _TARGET.fullmatch(target) or ".." in target:
        raise InvalidName(f"target {target!r} is not a canonical name (ASCII letters, digits, _ . : -; no '..')")
    if resource == "route" and target not in ROUTE_PERMISSIONS:
        raise InvalidName(f"route target {target!r} is not a registered permission")
    return target


def is_role_name(name: object) -> bool:
    """True for a syntactically valid role name (no wildcards, separators or matcher syntax)."""
    return isinstance(name, str) and len(name) <= MAX_NAME_LENGTH and bool(_ROLE.fullmatch(name))


def user_subject(user_id: str) -> str:
    return USER_PREFIX + user_id


def check_subject(subject: str) -> None:
    """A policy subject is a role name or `user:<id>`."""
    if subject.startswith(USER_PREFIX):
        user_id = subject[len(USER_PREFIX) :]
        if user_id and len(user_id) <= MAX_NAME_LENGTH and _USER_ID.fullmatch(user_id):
            return
        raise InvalidName(f"invalid user subject {subject!r}")
    if not is_role_name(subject):
        raise InvalidName(f"invalid role name {subject!r}")


def check_pattern(resource: str, action: str, pattern: str) -> None:
    """A policy target: `*`, a name, or a name prefix ending in one `*`."""
    if ACTIONS.get(resource) != action:
        raise InvalidName(f"unsupported resource/action {resource!r}/{action!r}")
    if pattern == "*":
        return
    stem = pattern[:-1] if pattern.endswith("*") else pattern
    if not stem or len(stem) > MAX_NAME_LENGTH or not _TARGET.fullmatch(stem) or ".." in stem:
        raise InvalidName(f"invalid {resource} pattern {pattern!r} (a name, or a name prefix ending in '*')")
    if resource == "route" and not any(pattern_matches(pattern, p) for p in ROUTE_PERMISSIONS):
        raise InvalidName(f"route pattern {pattern!r} matches no registered permission")
    if resource == "sandbox" and pattern != SANDBOX_TARGET:
        raise InvalidName(f"sandbox pattern must be '*' or {SANDBOX_TARGET!r}, got {pattern!r}")


def pattern_matches(pattern: str, target: str) -> bool:
    """The meaning of a validated pattern; equals casbin's keyMatch on validated inputs."""
    if pattern.endswith("*"):
        return target.startswith(pattern[:-1])
    return target == pattern
