"""Authorization-sensitive values in the per-run runtime context, bound to a chain token.

Some decisions travel between middlewares of one assembled chain through the
runtime context (a dict LangGraph passes to every hook). A caller also writes that
dict, so such a value must be unforgeable and unobservable:

- every value is signed (HMAC-SHA256) with a :class:`ChainToken` that assembly
  creates once and hands only to the middlewares of that chain; a value signed by
  another token, or not at all, reads as absent;
- the keys are reserved (``__``-prefixed) and listed in :data:`REDACTED_CONTEXT_KEYS`;
  :func:`redacted_context` is the copy to log, persist or show;
- :func:`clear_reserved` drops caller-supplied values at run start.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
from collections.abc import MutableMapping
from typing import Any

from guards.guardrail import AUTHORIZATION_OUTCOME_KEY

SKILL_SLASH_KEY = "__skill_slash_activation"
SKILL_POLICY_KEY = "__skill_tool_policy"
REDACTED_CONTEXT_KEYS = frozenset({SKILL_SLASH_KEY, SKILL_POLICY_KEY, AUTHORIZATION_OUTCOME_KEY})
"""Never present in an observable or persisted copy of the runtime context."""
_SIGNATURE = "signature"


class ChainToken:
    """A secret shared by the middlewares of one assembled chain; never stored in context."""

    __slots__ = ("_key",)

    def __init__(self, key: bytes | None = None) -> None:
        self._key = key if key is not None else secrets.token_bytes(32)

    def sign(self, payload: dict[str, Any]) -> str:
        body = json.dumps(payload, sort_keys=True, separators=(",", ":"), default=str).encode()
        return hmac.new(self._key, body, hashlib.sha256).hexdigest()

    def __repr__(self) -> str:
        return "ChainToken(<secret>)"


def _mapping(runtime: Any) -> MutableMapping[str, Any] | None:
    context = getattr(runtime, "context", None)
    return context if isinstance(context, MutableMapping) else None


def publish(runtime: Any, key: str, token: ChainToken, payload: dict[str, Any]) -> bool:
    """Store ``payload`` signed under ``key``; False when the context cannot hold it."""
    context = _mapping(runtime)
    if context is None:
        return False
    context[key] = {**payload, _SIGNATURE: token.sign(payload)}
    return True


def read(runtime: Any, key: str, token: ChainToken) -> dict[str, Any] | None:
    """The payload under ``key`` if ``token`` signed it, else None (forged, foreign, malformed)."""
    context = _mapping(runtime)
    value = context.get(key) if context is not None else None
    if not isinstance(value, dict) or not isinstance(value.get(_SIGNATURE), str):
        return None
    payload = {k: v for k, v in value.items() if k != _SIGNATURE}
    try:
        expected = token.sign(payload)
    except (TypeError, ValueError):
        return None
    return payload if hmac.compare_digest(expected, value[_SIGNATURE]) else None


def clear_reserved(runtime: Any, keys: tuple[str, ...]) -> None:
    context = _mapping(runtime)
    if context is not None:
        for key in keys:
            context.pop(key, None)


def redacted_context(context: Any) -> dict[str, Any]:
    """A copy of a runtime context without any reserved, authorization-sensitive key."""
    if not isinstance(context, dict):
        return {}
    return {k: v for k, v in context.items() if k not in REDACTED_CONTEXT_KEYS}
