"""Middleware self-description: ``release_policy_parameters()`` and its collection.

A middleware whose configuration changes agent behaviour declares that configuration
as JSON-serialisable data. The declaration is an identity, not a copy: long text
(prompts, hint wording) is replaced by its canonical hash.
"""

from __future__ import annotations

import hashlib
import json
import unicodedata
from collections.abc import Iterable
from typing import Any, Protocol, runtime_checkable

LONG_TEXT_THRESHOLD = 120
"""Strings longer than this are declared by hash rather than embedded."""


@runtime_checkable
class ReleasePolicyProvider(Protocol):
    """Duck-typed: any object with this method declares its behaviour-affecting config."""

    def release_policy_parameters(self) -> dict[str, object]: ...


def canonical_hash(value: Any) -> str:
    """Stable ``sha256:<hex>`` of a string (NFC) or of any JSON value (sorted keys)."""
    if isinstance(value, str):
        data = unicodedata.normalize("NFC", value).encode("utf-8")
    else:
        data = json.dumps(
            value, sort_keys=True, separators=(",", ":"), ensure_ascii=False
        ).encode("utf-8")
    return "sha256:" + hashlib.sha256(data).hexdigest()


def declare_text(text: str) -> str:
    """``text`` itself when short, its canonical hash when long."""
    return text if len(text) <= LONG_TEXT_THRESHOLD else canonical_hash(text)


def collect_release_policies(stack: Iterable[object]) -> dict[str, dict[str, object]]:
    """Gather every declaration of an assembled stack, keyed by middleware name.

    Raises ``TypeError`` naming the middleware when a declaration is not
    JSON-serialisable, so a bad declaration is caught at assembly, not at release.
    """
    policies: dict[str, dict[str, object]] = {}
    for middleware in stack:
        if not isinstance(middleware, ReleasePolicyProvider):
            continue
        name = getattr(middleware, "name", type(middleware).__name__)
        params = middleware.release_policy_parameters()
        try:
            json.dumps(params, sort_keys=True)
        except (TypeError, ValueError) as exc:
            raise TypeError(f"{name}.release_policy_parameters() is not JSON-serialisable: {exc}") from exc
        policies[name] = params
    return policies
