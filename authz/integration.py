"""Where authorization meets an agent: Layer 1 tool filtering, routes, models, sandboxes.

Each integration is written once as a generator of questions ("authorize this",
"filter these") and driven by a sync or an async driver, so the two paths
cannot drift apart. Every question goes through the fail-closed call path.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Mapping, Sequence
from typing import Any, TypeVar

from pydantic import BaseModel, ConfigDict

from authz.principal import Principal
from authz.provider import (
    ACTIONS,
    ROUTE_PERMISSIONS,
    AuthorizationProvider,
    Decision,
    adecide,
    audit_logger,
    current_scope,
    decide,
    failure_decision,
    is_fail_closed,
)

T = TypeVar("T")
Question = tuple[str, str, Any]  # ("authorize", resource, target) | ("filter", resource, names)
Steps = Generator[Question, Any, T]
ProviderRef = AuthorizationProvider | Callable[[], AuthorizationProvider]

FRAMEWORK_TOOLS: tuple[str, ...] = ("describe_skill",)
"""Framework-provided tools that Layer 1 filters but that keep their place after tool_search."""

TOOL_SEARCH = "tool_search"


class ModelAuthorizationError(PermissionError):
    """The requested model is denied and no visible model passes `model:use` (fail-closed)."""


class ModelChoice(BaseModel):
    """The model to run and why; `substituted` when the requested one was denied."""

    model_config = ConfigDict(frozen=True)

    model: str
    requested: str
    substituted: bool
    reason: str


# ---------------------------------------------------------------- drivers


def _filter_answer(provider: AuthorizationProvider, names: list[str], result: object) -> list[str]:
    """A filter result must be names from the input; order and duplicates follow the input."""
    if not isinstance(result, list) or not all(isinstance(n, str) for n in result):
        decision = failure_decision(provider, "filter", f"returned {type(result).__name__}, not list[str]")
        return list(names) if decision.allowed else []
    kept = set(result)
    return [name for name in names if name in kept]


def _filter_error(provider: AuthorizationProvider, names: list[str], exc: Exception) -> list[str]:
    return list(names) if failure_decision(provider, "filter", exc).allowed else []


def _drive(steps: Steps[T], provider: AuthorizationProvider, principal: Principal) -> T:
    answer: Any = None
    try:
        while True:
            kind, resource, arg = steps.send(answer)
            if kind == "authorize":
                answer = decide(provider, principal, resource, ACTIONS[resource], arg)
            else:
                try:
                    answer = _filter_answer(provider, arg, provider.filter_resources(principal, resource, arg))
                except Exception as exc:  # noqa: BLE001 - provider failure is a policy question
                    answer = _filter_error(provider, arg, exc)
    except StopIteration as done:
        return done.value


async def _adrive(steps: Steps[T], provider: AuthorizationProvider, principal: Principal) -> T:
    answer: Any = None
    try:
        while True:
            kind, resource, arg = steps.send(answer)
            if kind == "authorize":
                answer = await adecide(provider, principal, resource, ACTIONS[resource], arg)
            else:
                try:
                    result = await provider.afilter_resources(principal, resource, arg)
                    answer = _filter_answer(provider, arg, result)
                except Exception as exc:  # noqa: BLE001 - provider failure is a policy question
                    answer = _filter_error(provider, arg, exc)
    except StopIteration as done:
        return done.value


# ---------------------------------------------------------------- Layer 1: tools


def _tool_name(tool: object, position: int) -> str:
    name = tool if isinstance(tool, str) else tool.get("name") if isinstance(tool, Mapping) else getattr(tool, "name", None)
    if not isinstance(name, str) or not name:
        raise ValueError(f"tool at position {position} has no name; cannot authorize it")
    return name


def _tool_steps(tools: Sequence[T], framework_tools: Sequence[str]) -> Steps[list[T]]:
    names = [_tool_name(tool, i) for i, tool in enumerate(tools)]
    allowed = set((yield ("filter", "tool", names)))
    framework = set(framework_tools)
    ordinary = [t for t, n in zip(tools, names) if n in allowed and n not in framework]
    restored = [t for t, n in zip(tools, names) if n in allowed and n in framework]
    kept_names = [n for n in names if n in allowed and n not in framework]
    at = kept_names.index(TOOL_SEARCH) + 1 if TOOL_SEARCH in kept_names else len(ordinary)
    return ordinary[:at] + restored + ordinary[at:]


def filter_tools(
    principal: Principal,
    tools: Sequence[T],
    provider: AuthorizationProvider,
    *,
    framework_tools: Sequence[str] = FRAMEWORK_TOOLS,
) -> list[T]:
    """Layer 1: the tools (objects with `.name`, mappings with `"name"`, or names) the model may see.

    Also the filter for a `tool_search` catalog. Framework tools are filtered
    like any other and then put back right after `tool_search` (or at the end).
    """
    return _drive(_tool_steps(tools, framework_tools), provider, principal)


async def afilter_tools(
    principal: Principal,
    tools: Sequence[T],
    provider: AuthorizationProvider,
    *,
    framework_tools: Sequence[str] = FRAMEWORK_TOOLS,
) -> list[T]:
    return await _adrive(_tool_steps(tools, framework_tools), provider, principal)


# ---------------------------------------------------------------- routes


def _route_steps() -> Steps[frozenset[str]]:
    granted = []
    for permission in ROUTE_PERMISSIONS:
        decision: Decision = yield ("authorize", "route", permission)
        if decision.allowed:
            granted.append(permission)
    return frozenset(granted)


def _resolve_provider(provider: ProviderRef, fail_closed: bool) -> AuthorizationProvider | frozenset[str]:
    """An instance, or a factory called only when authorization is enabled; errors give a permission set."""
    if not callable(provider) or hasattr(provider, "authorize"):
        return provider  # type: ignore[return-value]
    try:
        return provider()
    except Exception as exc:  # noqa: BLE001 - provider resolution failure follows fail_closed
        audit_logger.warning("authorization provider resolution failed (%s: %s)", type(exc).__name__, exc)
        return frozenset() if fail_closed else frozenset(ROUTE_PERMISSIONS)


def _route_cache_key(provider: AuthorizationProvider, principal: Principal) -> tuple[Any, ...]:
    return ("route_permissions", provider, getattr(provider, "policy_version", None), principal.cache_key)


def _routes_prelude(
    principal: Principal, provider: ProviderRef | None, enabled: bool, fail_closed: bool
) -> tuple[AuthorizationProvider | None, frozenset[str] | None]:
    if not enabled or provider is None:
        return None, frozenset(ROUTE_PERMISSIONS)
    resolved = _resolve_provider(provider, fail_closed)
    if isinstance(resolved, frozenset):
        return None, resolved
    scope = current_scope()
    return resolved, scope.get(_route_cache_key(resolved, principal)) if scope is not None else None


def _remember(provider: AuthorizationProvider, principal: Principal, granted: frozenset[str]) -> frozenset[str]:
    scope = current_scope()
    if scope is not None:
        scope[_route_cache_key(provider, principal)] = granted
    return granted


def resolve_route_permissions(
    principal: Principal, provider: ProviderRef | None, *, enabled: bool = True, fail_closed: bool = True
) -> frozenset[str]:
    """The registered route permissions this principal holds, evaluated once per request scope.

    Disabled authorization (or no provider) returns the complete legacy set
    without resolving the provider. `fail_closed` governs a factory that
    raises; decision errors follow the provider's own `fail_closed`, per permission.
    """
    resolved, known = _routes_prelude(principal, provider, enabled, fail_closed)
    if known is not None or resolved is None:
        return known if known is not None else frozenset()
    return _remember(resolved, principal, _drive(_route_steps(), resolved, principal))


async def aresolve_route_permissions(
    principal: Principal, provider: ProviderRef | None, *, enabled: bool = True, fail_closed: bool = True
) -> frozenset[str]:
    resolved, known = _routes_prelude(principal, provider, enabled, fail_closed)
    if known is not None or resolved is None:
        return known if known is not None else frozenset()
    return _remember(resolved, principal, await _adrive(_route_steps(), resolved, principal))


# ---------------------------------------------------------------- models


def _model_steps(provider: AuthorizationProvider, requested: str, available: Sequence[str]) -> Steps[ModelChoice]:
    first: Decision = yield ("authorize", "model", requested)
    if first.allowed:
        return ModelChoice(model=requested, requested=requested, substituted=False, reason=first.reason)
    visible = yield ("filter", "model", [name for name in available if name != requested])
    for candidate in visible:
        # Re-verified: a provider may allow listing a model while denying its use.
        check: Decision = yield ("authorize", "model", candidate)
        if check.allowed:
            reason = f"{requested!r} denied ({first.reason}); using {candidate!r}"
            return ModelChoice(model=candidate, requested=requested, substituted=True, reason=reason)
    if is_fail_closed(provider):
        raise ModelAuthorizationError(f"model {requested!r} denied ({first.reason}) and no permitted fallback")
    audit_logger.warning("model %r denied with no fallback; kept (fail-open)", requested)
    reason = f"{requested!r} denied ({first.reason}); no permitted fallback, kept (fail-open)"
    return ModelChoice(model=requested, requested=requested, substituted=False, reason=reason)


def resolve_model(
    principal: Principal, provider: AuthorizationProvider, requested: str, available: Sequence[str]
) -> ModelChoice:
    """`model:use` on the requested model, else the first visible model that also passes `model:use`."""
    return _drive(_model_steps(provider, requested, available), provider, principal)


async def aresolve_model(
    principal: Principal, provider: AuthorizationProvider, requested: str, available: Sequence[str]
) -> ModelChoice:
    return await _adrive(_model_steps(provider, requested, available), provider, principal)


# ---------------------------------------------------------------- sandbox


def authorize_sandbox(principal: Principal, provider: AuthorizationProvider) -> Decision:
    """`sandbox:execute`, asked before every sandbox acquisition."""
    return decide(provider, principal, "sandbox", "execute", None)


async def aauthorize_sandbox(principal: Principal, provider: AuthorizationProvider) -> Decision:
    return await adecide(provider, principal, "sandbox", "execute", None)
