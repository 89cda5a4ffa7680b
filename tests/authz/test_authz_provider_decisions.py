"""Decisions, the request-scope cache, fail-closed/fail-open, and the casbin traps designed around."""

from __future__ import annotations

import asyncio
import inspect
import logging
from contextlib import nullcontext
from pathlib import Path

import casbin
import pytest
from casbin.model.policy import Policy
from casbin.util import builtin_operators

from authz import AuthorizationProvider, CasbinRBACProvider, Decision, Principal, adecide, decide, load_policy, request_scope
from authz.provider import ERROR_POLICY, current_scope

ANALYST = Principal(roles=("analyst",))


class Exploding:
    """A provider that cannot decide anything."""

    def __init__(self, fail_closed: object = True) -> None:
        self.fail_closed = fail_closed

    def authorize(self, principal, resource, action, target=None):
        raise ConnectionError("policy store down")

    async def aauthorize(self, principal, resource, action, target=None):
        raise ConnectionError("policy store down")

    def filter_resources(self, principal, resource, names):
        raise ConnectionError("policy store down")

    async def afilter_resources(self, principal, resource, names):
        raise ConnectionError("policy store down")


def test_the_casbin_provider_satisfies_the_protocol(provider) -> None:
    assert isinstance(provider, AuthorizationProvider)
    assert isinstance(Exploding(), AuthorizationProvider)


@pytest.mark.parametrize(
    ("resource", "action", "target", "reason"),
    [
        ("tool", "use", "web_search", "unsupported resource/action"),
        ("file", "read", "x", "unsupported resource/action"),
        ("tool", "call", "", "target is empty"),
        ("tool", "call", None, "must be a string"),
        ("tool", "call", "web_search ", "not a canonical name"),
        ("tool", "call", "web_search/../x", "not a canonical name"),
        ("tool", "call", "a..b", "not a canonical name"),
        ("tool", "call", "web_se\u0430rch", "not a canonical name"),
        ("tool", "call", "*", "not a canonical name"),
        ("tool", "call", "x" * 129, "longer than 128"),
        ("route", "access", "threads:admin", "not a registered permission"),
    ],
)
def test_requests_outside_the_grammar_are_denied_with_a_reason(provider, resource, action, target, reason) -> None:
    admin = Principal(roles=("admin",))
    decision = provider.authorize(admin, resource, action, target)
    assert decision.allowed is False and reason in decision.reason


@pytest.mark.parametrize("scoped", [False, True])
def test_unhashable_request_parts_are_denied_not_crashes(provider, scoped: bool) -> None:
    admin = Principal(roles=("admin",))
    with request_scope() if scoped else nullcontext():
        for resource, action, target in [(["tool"], "call", "x"), ("tool", {"a": 1}, "x"), ("tool", "call", ["x"])]:
            decision = provider.authorize(admin, resource, action, target)  # type: ignore[arg-type]
            assert decision.allowed is False


def test_sandbox_target_is_canonicalized(provider) -> None:
    admin = Principal(roles=("admin",))
    assert all(provider.authorize(admin, "sandbox", "execute", t).allowed for t in (None, "", "default"))
    assert not provider.authorize(admin, "sandbox", "execute", "other").allowed


def test_unknown_and_malformed_roles_grant_nothing(provider) -> None:
    for roles in (("root",), ("admin*",), ("*",), ("ADMIN",), ("admin ",), ("аdmin",), ("admin, tool",)):
        assert not provider.authorize(Principal(roles=roles), "route", "access", "threads:read").allowed, roles


def test_filter_resources_keeps_order_and_drops_denied(provider) -> None:
    names = ["read_file", "shell", "web_search", "read_file"]
    assert provider.filter_resources(ANALYST, "tool", names) == ["read_file", "web_search", "read_file"]
    assert provider.filter_resources(ANALYST, "widget", names) == []


async def test_async_twins_agree(provider) -> None:
    for target in ("web_search", "shell", "", "../x"):
        assert await provider.aauthorize(ANALYST, "tool", "call", target) == provider.authorize(
            ANALYST, "tool", "call", target
        )
    assert await provider.afilter_resources(ANALYST, "model", ["gpt-4o", "gpt-4o-mini"]) == ["gpt-4o-mini"]


def test_decisions_are_cached_only_inside_a_request_scope(provider, monkeypatch: pytest.MonkeyPatch) -> None:
    calls = []
    evaluate = CasbinRBACProvider._evaluate

    def counting(*args):
        calls.append(args[1:])
        return evaluate(*args)

    monkeypatch.setattr(CasbinRBACProvider, "_evaluate", staticmethod(counting))
    assert current_scope() is None
    provider.authorize(ANALYST, "tool", "call", "shell")
    provider.authorize(ANALYST, "tool", "call", "shell")
    assert len(calls) == 2
    with request_scope() as scope:
        denied = provider.authorize(ANALYST, "tool", "call", "shell")
        assert provider.authorize(ANALYST, "tool", "call", "shell") is denied
        assert len(calls) == 3 and len(scope) == 1
        provider.authorize(Principal(roles=("analyst",), attributes={"x": 1}), "tool", "call", "shell")
        assert len(calls) == 4 and len(scope) == 2
    provider.authorize(ANALYST, "tool", "call", "shell")
    assert len(calls) == 5 and current_scope() is None


async def test_request_scope_is_per_task(provider) -> None:
    async def one() -> int:
        with request_scope() as scope:
            await provider.aauthorize(ANALYST, "tool", "call", "web_search")
            await asyncio.sleep(0)
            return len(scope)

    assert await asyncio.gather(one(), one()) == [1, 1]


def test_decide_fails_closed_and_audits(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING, logger="authz.audit"):
        decision = decide(Exploding(), ANALYST, "tool", "call", "x")
    assert decision == Decision(allowed=False, reason=decision.reason, policy=ERROR_POLICY)
    assert "ConnectionError" in decision.reason and "fail-closed" in decision.reason
    assert "denied (fail-closed)" in caplog.text


async def test_adecide_fails_open_only_on_a_literal_false(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING, logger="authz.audit"):
        opened = await adecide(Exploding(fail_closed=False), ANALYST, "tool", "call", "x")
        odd = await adecide(Exploding(fail_closed=0), ANALYST, "tool", "call", "x")
    assert opened.allowed and "fail-open" in opened.reason
    assert not odd.allowed
    assert "allowed (fail-open)" in caplog.text


def test_a_nonsense_answer_is_a_provider_error() -> None:
    class Sloppy(Exploding):
        def authorize(self, principal, resource, action, target=None):
            return True

    decision = decide(Sloppy(), ANALYST, "tool", "call", "x")
    assert not decision.allowed and "not Decision" in decision.reason


def test_a_non_principal_is_a_provider_error_not_a_crash(provider) -> None:
    decision = decide(provider, {"roles": ["admin"]}, "tool", "call", "x")  # type: ignore[arg-type]
    assert not decision.allowed and "TypeError" in decision.reason


# ---------------------------------------------------------------- casbin traps, pinned


def test_trap_keymatch_traversal_and_unanchored_regex_exist_upstream(provider) -> None:
    assert builtin_operators.key_match("/data/../etc/passwd", "/data/*")
    assert builtin_operators.regex_match("adminX", "admin")
    admin_data = Principal(roles=("admin",))
    assert not provider.authorize(admin_data, "tool", "call", "x/../y").allowed


def test_trap_async_enforcer_enforce_is_synchronous() -> None:
    assert not inspect.iscoroutinefunction(casbin.AsyncEnforcer.enforce)


def test_trap_decisions_never_run_the_linear_matcher(provider, monkeypatch: pytest.MonkeyPatch) -> None:
    def forbidden(*args, **kwargs):
        raise AssertionError("enforce() scans every policy line; decisions must use the index")

    monkeypatch.setattr(casbin.Enforcer, "enforce", forbidden)
    monkeypatch.setattr(casbin.Enforcer, "enforce_ex", forbidden)
    assert not provider.authorize(ANALYST, "tool", "call", "shell").allowed
    assert provider.authorize(ANALYST, "tool", "call", "web_search").allowed


def test_trap_loading_never_uses_quadratic_add_policies(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def forbidden(*args, **kwargs):
        raise AssertionError("add_policy/add_policies is quadratic on load")

    monkeypatch.setattr(Policy, "add_policy", forbidden)
    monkeypatch.setattr(Policy, "add_policies", forbidden)
    tools = ", ".join(f"t{i}" for i in range(5000))
    path = tmp_path / "big.yaml"
    path.write_text(f"roles:\n  big: {{tools: [{tools}]}}\n")
    provider = load_policy(path)
    assert provider.enforcer.get_model().model["p"]["p"].policy[-1] == ["big", "tool", "call", "t4999"]
    assert provider.authorize(Principal(roles=("big",)), "tool", "call", "t4999").allowed


def test_index_agrees_with_casbin_on_the_example(provider) -> None:
    enforcer = provider.enforcer
    for role in ("admin", "analyst", "viewer", "user:alice"):
        for resource, action, target in [
            ("tool", "call", "web_search"),
            ("tool", "call", "shell"),
            ("model", "use", "gpt-4o"),
            ("route", "access", "runs:cancel"),
            ("route", "access", "threads:read"),
            ("sandbox", "execute", "default"),
        ]:
            principal = Principal(user_id=role[5:], roles=("none",)) if role.startswith("user:") else Principal(roles=(role,))
            assert provider.authorize(principal, resource, action, target).allowed == enforcer.enforce(
                role, resource, action, target
            ), (role, target)
