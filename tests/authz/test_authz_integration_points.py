"""Layer 1 tool filtering, route permissions, model resolution and sandbox gating, sync and async."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from authz import (
    ROUTE_PERMISSIONS,
    Decision,
    ModelAuthorizationError,
    Principal,
    aauthorize_sandbox,
    afilter_tools,
    aresolve_model,
    aresolve_route_permissions,
    authorize_sandbox,
    filter_tools,
    request_scope,
    resolve_model,
    resolve_route_permissions,
)

ANALYST = Principal(roles=("analyst",))
ADMIN = Principal(roles=("admin",))
VIEWER = Principal(roles=("viewer",))


@dataclass
class Tool:
    name: str


class Scripted:
    """A custom provider: allows what `allow` says, raises on `broken`, counts calls."""

    def __init__(self, allow=(), *, listed=None, broken=(), fail_closed=True) -> None:
        self.allow = set(allow)
        self.listed = listed
        self.broken = set(broken)
        self.fail_closed = fail_closed
        self.calls: list[tuple[str, str | None]] = []

    def authorize(self, principal, resource, action, target=None):
        self.calls.append((resource, target))
        if target in self.broken:
            raise RuntimeError(f"cannot decide {target}")
        allowed = target in self.allow
        return Decision(allowed=allowed, reason="scripted", policy="scripted" if allowed else None)

    async def aauthorize(self, principal, resource, action, target=None):
        return self.authorize(principal, resource, action, target)

    def filter_resources(self, principal, resource, names):
        if "filter" in self.broken:
            raise RuntimeError("filter down")
        visible = self.allow if self.listed is None else set(self.listed)
        return [n for n in names if n in visible]

    async def afilter_resources(self, principal, resource, names):
        return self.filter_resources(principal, resource, names)


# ---------------------------------------------------------------- Layer 1

TOOLS = ["describe_skill", "web_search", "shell", "tool_search", "read_file", "memory_save"]


@pytest.mark.parametrize("wrap", [str, Tool, lambda n: {"name": n}])
async def test_filter_tools_restores_framework_tools_after_tool_search(wrap) -> None:
    tools = [wrap(n) for n in TOOLS]
    provider = Scripted(allow={"describe_skill", "web_search", "tool_search", "read_file", "memory_save"})
    framework = ("describe_skill", "memory_save")
    expected = [wrap(n) for n in ("web_search", "tool_search", "describe_skill", "memory_save", "read_file")]
    assert filter_tools(ANALYST, tools, provider, framework_tools=framework) == expected
    assert await afilter_tools(ANALYST, tools, provider, framework_tools=framework) == expected


def test_framework_tools_are_filtered_too_and_go_last_without_tool_search() -> None:
    provider = Scripted(allow={"web_search", "memory_save", "read_file"})
    kept = filter_tools(ANALYST, TOOLS, provider, framework_tools=("describe_skill", "memory_save"))
    assert kept == ["web_search", "read_file", "memory_save"]


def test_filter_tools_with_the_rbac_provider_filters_a_catalog(provider) -> None:
    catalog = [Tool("web_fetch"), Tool("deploy"), Tool("read_file")]
    assert [t.name for t in filter_tools(ANALYST, catalog, provider)] == ["web_fetch", "read_file"]


async def test_filter_errors_follow_fail_closed() -> None:
    closed = Scripted(allow=TOOLS, broken={"filter"})
    opened = Scripted(allow=(), broken={"filter"}, fail_closed=False)
    assert filter_tools(ANALYST, TOOLS, closed) == []
    assert await afilter_tools(ANALYST, TOOLS, closed) == []
    assert filter_tools(ANALYST, TOOLS, opened, framework_tools=()) == TOOLS
    assert await afilter_tools(ANALYST, TOOLS, opened, framework_tools=()) == TOOLS


def test_a_filter_that_answers_nonsense_is_an_error() -> None:
    class Nonsense(Scripted):
        def filter_resources(self, principal, resource, names):
            return "web_search"

    assert filter_tools(ANALYST, TOOLS, Nonsense()) == []
    # Names the provider invents are never added.
    class Inventive(Scripted):
        def filter_resources(self, principal, resource, names):
            return ["web_search", "rm_rf"]

    assert filter_tools(ANALYST, TOOLS, Inventive()) == ["web_search"]


def test_a_tool_without_a_name_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="position 1 has no name"):
        filter_tools(ANALYST, ["web_search", object()], Scripted())


# ---------------------------------------------------------------- routes


async def test_route_permissions_from_the_policy(provider) -> None:
    assert resolve_route_permissions(ANALYST, provider) == {"threads:read", "runs:create"}
    assert await aresolve_route_permissions(ADMIN, provider) == set(ROUTE_PERMISSIONS)
    assert await aresolve_route_permissions(Principal(), provider) == {"threads:read"}


async def test_disabled_authorization_returns_the_legacy_set_without_resolving() -> None:
    def factory():
        raise AssertionError("must not be resolved")

    assert resolve_route_permissions(VIEWER, factory, enabled=False) == set(ROUTE_PERMISSIONS)
    assert await aresolve_route_permissions(VIEWER, None) == set(ROUTE_PERMISSIONS)


async def test_a_factory_is_resolved_when_enabled_and_its_errors_follow_fail_closed() -> None:
    scripted = Scripted(allow={"runs:read"})
    assert resolve_route_permissions(VIEWER, lambda: scripted) == {"runs:read"}

    def broken():
        raise OSError("no policy store")

    assert resolve_route_permissions(VIEWER, broken) == frozenset()
    assert await aresolve_route_permissions(VIEWER, broken, fail_closed=False) == set(ROUTE_PERMISSIONS)


async def test_route_permissions_are_evaluated_once_per_request() -> None:
    scripted = Scripted(allow={"threads:read"})
    with request_scope():
        first = resolve_route_permissions(VIEWER, scripted)
        again = await aresolve_route_permissions(VIEWER, scripted)
    assert first == again == {"threads:read"}
    assert len(scripted.calls) == len(ROUTE_PERMISSIONS)
    resolve_route_permissions(VIEWER, scripted)
    assert len(scripted.calls) == 2 * len(ROUTE_PERMISSIONS)


async def test_decision_errors_are_scoped_per_permission() -> None:
    closed = Scripted(allow={"threads:read", "runs:cancel"}, broken={"runs:cancel"})
    opened = Scripted(allow={"threads:read"}, broken={"runs:cancel"}, fail_closed=False)
    assert resolve_route_permissions(VIEWER, closed) == {"threads:read"}
    assert await aresolve_route_permissions(VIEWER, opened) == {"threads:read", "runs:cancel"}


# ---------------------------------------------------------------- models

MODELS = ["gpt-4o", "claude", "gpt-4o-mini"]


async def test_allowed_model_is_kept(provider) -> None:
    choice = resolve_model(ANALYST, provider, "gpt-4o-mini", MODELS)
    assert choice.model == "gpt-4o-mini" and not choice.substituted
    assert (await aresolve_model(ADMIN, provider, "gpt-4o", MODELS)).model == "gpt-4o"


async def test_denied_model_falls_back_to_the_first_visible_usable_one(provider) -> None:
    choice = resolve_model(ANALYST, provider, "gpt-4o", MODELS)
    assert choice.model == "gpt-4o-mini" and choice.substituted and choice.requested == "gpt-4o"
    assert (await aresolve_model(ANALYST, provider, "gpt-4o", MODELS)) == choice


async def test_fallback_candidates_are_re_verified_for_use() -> None:
    # Lists claude and gpt-4o-mini as visible but only allows use of gpt-4o-mini.
    scripted = Scripted(allow={"gpt-4o-mini"}, listed={"claude", "gpt-4o-mini"})
    assert resolve_model(ANALYST, scripted, "gpt-4o", MODELS).model == "gpt-4o-mini"
    assert ("model", "claude") in scripted.calls
    assert (await aresolve_model(ANALYST, scripted, "gpt-4o", MODELS)).model == "gpt-4o-mini"


async def test_no_usable_fallback_raises_closed_and_keeps_open() -> None:
    closed = Scripted(allow=(), listed={"claude"})
    with pytest.raises(ModelAuthorizationError, match="no permitted fallback"):
        resolve_model(ANALYST, closed, "gpt-4o", MODELS)
    with pytest.raises(ModelAuthorizationError):
        await aresolve_model(ANALYST, closed, "gpt-4o", MODELS)
    opened = Scripted(allow=(), listed={"claude"}, fail_closed=False)
    kept = await aresolve_model(ANALYST, opened, "gpt-4o", MODELS)
    assert kept.model == "gpt-4o" and not kept.substituted and "fail-open" in kept.reason


def test_provider_error_on_the_requested_model_follows_fail_closed() -> None:
    opened = Scripted(broken={"gpt-4o"}, fail_closed=False)
    assert resolve_model(ANALYST, opened, "gpt-4o", MODELS).model == "gpt-4o"
    closed = Scripted(allow={"claude"}, broken={"gpt-4o"})
    assert resolve_model(ANALYST, closed, "gpt-4o", MODELS).model == "claude"


# ---------------------------------------------------------------- sandbox


async def test_sandbox_authorization(provider) -> None:
    assert authorize_sandbox(ADMIN, provider).allowed
    assert not authorize_sandbox(ANALYST, provider).allowed
    assert (await aauthorize_sandbox(Principal(user_id="alice"), provider)).allowed
    broken = Scripted(broken={None})
    assert not authorize_sandbox(ADMIN, broken).allowed
    assert not (await aauthorize_sandbox(ADMIN, broken)).allowed
