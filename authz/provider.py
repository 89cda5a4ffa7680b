"""The provider contract, the vocabulary of resources, and the fail-closed call path.

Every integration point asks through `decide` / `adecide`, never through a
provider directly, so one place turns a provider error into a deny (or, with
`fail_closed=False`, an audited allow) and one place audits it.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, Literal, Protocol, runtime_checkable

from pydantic import BaseModel, ConfigDict

from authz.principal import Principal

Resource = Literal["tool", "model", "route", "sandbox"]

ACTIONS: dict[str, str] = {"tool": "call", "model": "use", "route": "access", "sandbox": "execute"}
"""The one action each resource supports; anything else is denied."""

ROUTE_PERMISSIONS: tuple[str, ...] = (
    "threads:read",
    "threads:write",
    "threads:delete",
    "runs:create",
    "runs:read",
    "runs:cancel",
)
"""The registered route permissions (targets of `route`/`access`)."""

SANDBOX_TARGET = "default"
"""`sandbox`/`execute` has no natural target; requests are canonicalized to this one."""

ERROR_POLICY = "authz.provider_error"

audit_logger = logging.getLogger("authz.audit")


class Decision(BaseModel):
    """One authorization answer; `policy` names the rule that decided (None: nothing granted)."""

    model_config = ConfigDict(frozen=True)

    allowed: bool
    reason: str
    policy: str | None = None


@runtime_checkable
class AuthorizationProvider(Protocol):
    """What Layer 1, Layer 2, routes, models and sandboxes ask. Sync and async twins."""

    fail_closed: bool

    def authorize(self, principal: Principal, resource: str, action: str, target: str | None = None) -> Decision: ...

    async def aauthorize(
        self, principal: Principal, resource: str, action: str, target: str | None = None
    ) -> Decision: ...

    def filter_resources(self, principal: Principal, resource: str, names: Sequence[str]) -> list[str]: ...

    async def afilter_resources(self, principal: Principal, resource: str, names: Sequence[str]) -> list[str]: ...


# ---------------------------------------------------------------- request scope

_SCOPE: ContextVar[dict[Any, Any] | None] = ContextVar("authz_request_scope", default=None)


@contextmanager
def request_scope() -> Iterator[dict[Any, Any]]:
    """Cache decisions for one request (a context variable, so asyncio tasks inherit it).

    Outside a scope nothing is cached. Cache keys include the provider's policy
    snapshot, so a policy reload mid-request is never answered from stale entries.
    """
    token = _SCOPE.set({})
    try:
        yield _SCOPE.get()  # type: ignore[misc]
    finally:
        _SCOPE.reset(token)


def current_scope() -> dict[Any, Any] | None:
    """The active request scope's cache, or None outside one."""
    return _SCOPE.get()


# ---------------------------------------------------------------- fail-closed calls


def is_fail_closed(provider: object) -> bool:
    """Only a literal `False` opens a provider; a missing or odd setting stays closed."""
    return getattr(provider, "fail_closed", True) is not False


def failure_decision(provider: object, what: str, exc: BaseException | str) -> Decision:
    """The audited decision for a provider that could not answer."""
    closed = is_fail_closed(provider)
    detail = exc if isinstance(exc, str) else f"{type(exc).__name__}: {exc}"
    audit_logger.warning(
        "authorization provider error on %s (%s); %s",
        what,
        detail,
        "denied (fail-closed)" if closed else "allowed (fail-open)",
        extra={"authz_fail_closed": closed, "authz_request": what},
    )
    mode = "fail-closed" if closed else "fail-open"
    return Decision(
        allowed=not closed,
        reason=f"authorization provider could not decide {what} ({detail}); {mode}",
        policy=ERROR_POLICY,
    )


def _checked(provider: object, what: str, result: object) -> Decision:
    if isinstance(result, Decision):
        return result
    return failure_decision(provider, what, f"returned {type(result).__name__}, not Decision")


def decide(
    provider: AuthorizationProvider, principal: Principal, resource: str, action: str, target: str | None
) -> Decision:
    """Ask `provider`; an exception or a non-Decision answer follows its `fail_closed`."""
    what = f"{resource}:{action} {target!r}"
    try:
        result = provider.authorize(principal, resource, action, target)
    except Exception as exc:  # noqa: BLE001 - any provider failure is a policy question
        return failure_decision(provider, what, exc)
    return _checked(provider, what, result)


async def adecide(
    provider: AuthorizationProvider, principal: Principal, resource: str, action: str, target: str | None
) -> Decision:
    """Async twin of `decide`."""
    what = f"{resource}:{action} {target!r}"
    try:
        result = await provider.aauthorize(principal, resource, action, target)
    except Exception as exc:  # noqa: BLE001 - any provider failure is a policy question
        return failure_decision(provider, what, exc)
    return _checked(provider, what, result)
