"""Layer 2: the guardrail adapter over the same provider instance, and its tool_search exemption."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from authz import AuthorizationOutcome, GuardrailAuthorizationAdapter, Principal, filter_tools
from authz.guardrail_adapter import TOOL_SEARCH_EXEMPTION
from guards.guardrail import (
    AUTHORIZATION_OUTCOME_KEY,
    GuardrailGate,
    GuardrailProvider,
    GuardrailRequest,
    pop_outcome,
    publish_outcome,
)


@dataclass
class DeferredSetup:
    tool_search_name: str = "tool_search"


def _request(tool: str, **fields) -> GuardrailRequest:
    return GuardrailRequest(tool_name=tool, tool_args={}, tool_call_id="call-1", **fields)


def test_adapter_is_a_guardrail_provider_and_reuses_the_instance(provider) -> None:
    adapter = GuardrailAuthorizationAdapter(provider)
    assert isinstance(adapter, GuardrailProvider)
    assert adapter.provider is provider
    assert adapter.default_role == "viewer"
    with pytest.raises(TypeError, match="AuthorizationProvider"):
        GuardrailAuthorizationAdapter(object())  # type: ignore[arg-type]


async def test_layer_two_agrees_with_layer_one(provider) -> None:
    adapter = GuardrailAuthorizationAdapter(provider)
    analyst = Principal(roles=("analyst",))
    visible = set(filter_tools(analyst, ["web_search", "shell", "read_file"], provider))
    for tool in ("web_search", "shell", "read_file"):
        request = _request(tool, roles=("analyst",))
        assert adapter.evaluate(request).allowed == (tool in visible)
        assert (await adapter.aevaluate(request)).allowed == (tool in visible)
    decision = adapter.evaluate(_request("web_search", roles=("analyst",)))
    assert decision.policy_id == "p, analyst, tool, call, web_search"


async def test_tool_search_exemption_needs_a_concrete_deferred_setup(provider) -> None:
    request = _request("tool_search", roles=("analyst",))
    plain = GuardrailAuthorizationAdapter(provider)
    assert not plain.evaluate(request).allowed
    assert not (await plain.aevaluate(request)).allowed
    deferred = GuardrailAuthorizationAdapter(provider, deferred_setup=DeferredSetup())
    assert deferred.evaluate(request).policy_id == TOOL_SEARCH_EXEMPTION
    assert (await deferred.aevaluate(request)).allowed
    # The exemption covers only the generated tool, nothing else.
    assert not deferred.evaluate(_request("shell", roles=("analyst",))).allowed
    blank = GuardrailAuthorizationAdapter(provider, deferred_setup=DeferredSetup(tool_search_name=""))
    assert not blank.evaluate(request).allowed


def test_principal_mapping_uses_the_shared_builder(provider) -> None:
    adapter = GuardrailAuthorizationAdapter(provider)
    internal = adapter.principal_for(_request("x", user_id="u", is_internal=True, attributes={"a": [1]}))
    assert internal.is_internal and internal.attributes == {"a": [1]} and internal.roles == ("viewer",)
    external = adapter.principal_for(_request("x", user_id="u", attributes={"a": [1]}))
    assert not external.is_internal and external.attributes == {}
    assert adapter.evaluate(_request("web_search", user_id="alice")).allowed  # user binding to admin


def test_an_unbuildable_principal_is_denied(provider) -> None:
    adapter = GuardrailAuthorizationAdapter(provider)
    decision = adapter.evaluate(_request("web_search", user_id="alice", is_internal=True, attributes={"x": object()}))
    assert not decision.allowed and "cannot build the principal" in decision.reason


async def test_through_the_gate_with_outcome_publishing(provider) -> None:
    gate = GuardrailGate([GuardrailAuthorizationAdapter(provider)], audit=None)
    result = await gate.aevaluate(_request("shell", roles=("analyst",)))
    assert not result.decision.allowed
    context: dict = {}
    publish_outcome(context, result.outcome)
    assert AUTHORIZATION_OUTCOME_KEY in context
    outcome = pop_outcome(context, "call-1")
    assert isinstance(outcome, AuthorizationOutcome) and outcome.provider == "authorization"
    assert gate.evaluate(_request("web_search", roles=("analyst",))).decision.allowed
