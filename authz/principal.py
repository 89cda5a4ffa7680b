"""Who is asking: the `Principal` and the one builder every entry point uses.

Identity is a trust boundary. A client can put anything in its request body, so
the fields that grant power (`is_internal`, `authz_attributes`,
`channel_user_id`, `roles`) are stripped from client-supplied context, and
internal provenance is derived only from the server-owned authentication
source. Attributes are snapshotted as canonical JSON at construction and
deep-copied on every read, so a caller that mutates its dict afterwards can
change neither a decision nor a cache key.
"""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Mapping
from typing import Any

from pydantic import (
    BaseModel,
    ConfigDict,
    PrivateAttr,
    StrictBool,
    StrictStr,
    computed_field,
    model_validator,
)

INTERNAL_AUTH_SOURCE = "internal"
"""The only server-owned auth source that marks a caller as internal (e.g. an IM channel bridge)."""

CLIENT_RESERVED_KEYS = frozenset({"is_internal", "authz_attributes", "channel_user_id", "roles"})
"""Identity keys a client may never supply; `strip_client_identity` removes them."""

MAX_ATTRIBUTE_DEPTH = 32


class PrincipalError(ValueError):
    """A principal could not be built (bad attribute values); never a silent downgrade."""


def _canonical(value: Any, depth: int = 0) -> Any:
    """Return `value` as plain JSON data, or raise: the snapshot must be exact and stable."""
    if depth > MAX_ATTRIBUTE_DEPTH:
        raise PrincipalError(f"attributes nested deeper than {MAX_ATTRIBUTE_DEPTH} levels")
    if value is None or isinstance(value, (bool, str, int)):
        return value
    if isinstance(value, float):
        if not math.isfinite(value):
            raise PrincipalError("attribute values must be finite numbers")
        return value
    if isinstance(value, Mapping):
        out = {}
        for key, item in value.items():
            if not isinstance(key, str):
                raise PrincipalError(f"attribute keys must be strings, got {type(key).__name__}")
            out[key] = _canonical(item, depth + 1)
        return out
    if isinstance(value, (list, tuple)):
        return [_canonical(item, depth + 1) for item in value]
    raise PrincipalError(f"attribute values must be JSON data, got {type(value).__name__}")


def _snapshot(attributes: Any) -> str:
    if attributes is None:
        attributes = {}
    if not isinstance(attributes, Mapping):
        raise PrincipalError(f"attributes must be a mapping, got {type(attributes).__name__}")
    return json.dumps(_canonical(attributes), sort_keys=True, separators=(",", ":"), ensure_ascii=False)


class Principal(BaseModel):
    """The identity an authorization decision is made for.

    `is_internal` is a strict boolean: only the literal `True` counts, so a
    forged `"true"` or `1` is a validation error rather than an escalation.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    user_id: StrictStr | None = None
    roles: tuple[StrictStr, ...] = ()
    is_internal: StrictBool = False
    channel_user_id: StrictStr | None = None

    _attributes_json: str = PrivateAttr(default="{}")
    _cache_key: str = PrivateAttr(default="")

    @model_validator(mode="wrap")
    @classmethod
    def _snapshot_attributes(cls, data: Any, handler: Any) -> Principal:
        if isinstance(data, Principal):
            return handler(data)  # already snapshotted; never reset an existing instance
        attributes: Any = {}
        if isinstance(data, Mapping) and "attributes" in data:
            data = dict(data)
            attributes = data.pop("attributes")
        snapshot = _snapshot(attributes)
        principal = handler(data)
        principal._attributes_json = snapshot
        identity = [principal.user_id, list(principal.roles), principal.is_internal, principal.channel_user_id]
        principal._cache_key = hashlib.sha256(
            (json.dumps(identity, ensure_ascii=False) + "\x00" + snapshot).encode()
        ).hexdigest()
        return principal

    def model_copy(self, *, update: Mapping[str, Any] | None = None, deep: bool = False) -> Principal:
        """Copies are re-validated, so an updated copy never keeps the original's cache key."""
        return type(self).model_validate({**self.model_dump(), **(update or {})})

    @computed_field  # type: ignore[prop-decorator]
    @property
    def attributes(self) -> dict[str, Any]:
        """A fresh deep copy on every read: mutating it changes nothing here."""
        return json.loads(self._attributes_json)

    @property
    def cache_key(self) -> str:
        """Stable digest of the complete principal, nested attributes included."""
        # Read the private slot directly: pydantic's private-attribute lookup costs ~2 us,
        # which would dominate a cached decision.
        return self.__pydantic_private__["_cache_key"]  # type: ignore[index]


def strip_client_identity(context: Mapping[str, Any] | None) -> dict[str, Any]:
    """Copy a client-supplied context without identity keys or `__`-reserved keys.

    Use at the gateway boundary before merging server-owned fields. Idempotent.
    """
    if not isinstance(context, Mapping):
        return {}
    return {
        key: value
        for key, value in context.items()
        if isinstance(key, str) and key not in CLIENT_RESERVED_KEYS and not key.startswith("__")
    }


def _string_or_none(value: Any) -> str | None:
    return value if isinstance(value, str) and value else None


def build_principal_from_context(
    context: Mapping[str, Any] | None,
    *,
    default_role: str | None,
    auth_source: str | None,
) -> Principal:
    """The shared Principal builder (assembly time, Layer 2, routes, models, sandbox).

    `context` is the server-side runtime context (`user_id`, `roles`, and for
    internal callers `authz_attributes` and `channel_user_id`). `auth_source`
    is the server-owned authentication source; `is_internal` is true only when
    it is exactly `INTERNAL_AUTH_SOURCE`, whatever the context claims. A
    principal with no usable role gets `default_role`.
    """
    ctx: Mapping[str, Any] = context if isinstance(context, Mapping) else {}
    is_internal = type(auth_source) is str and auth_source == INTERNAL_AUTH_SOURCE
    raw_roles = ctx.get("roles")
    roles: tuple[str, ...] = ()
    if isinstance(raw_roles, (list, tuple)):
        roles = tuple(dict.fromkeys(r for r in raw_roles if isinstance(r, str) and r))
    if not roles and default_role:
        roles = (default_role,)
    attributes: Any = {}
    channel_user_id = None
    if is_internal:
        raw_attributes = ctx.get("authz_attributes")
        attributes = raw_attributes if isinstance(raw_attributes, Mapping) else {}
        channel_user_id = _string_or_none(ctx.get("channel_user_id"))
    return Principal(
        user_id=_string_or_none(ctx.get("user_id")),
        roles=roles,
        is_internal=is_internal,
        channel_user_id=channel_user_id,
        # `attributes` is consumed by the wrap validator, not a field, so the pydantic
        # plugin's synthesized __init__ does not list it.
        attributes=attributes,  # type: ignore[call-arg]
    )
