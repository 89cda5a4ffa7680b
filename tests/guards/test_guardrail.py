"""Guardrail gate: order, first deny wins, fail-closed, audit, sync/async, outcome."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from guards import (
    AUTHORIZATION_OUTCOME_KEY,
    AllowDenyListProvider,
    GuardrailDecision,
    GuardrailGate,
    GuardrailProvider,
    GuardrailRequest,
    pop_outcome,
    publish_outcome,
)
from guards.guardrail import ERROR_POLICY_ID


def _request(tool: str = "web_fetch", call_id: str | None = "call-1") -> GuardrailRequest:
    return GuardrailRequest(tool_name=tool, tool_args={"url": "https://example.com"}, tool_call_id=call_id, user_id="u1")


class _Fixed:
    def __init__(self, name: str, allowed: bool) -> None:
        self.name = name
        self.allowed = allowed
        self.calls = 0

    def evaluate(self, request: GuardrailRequest) -> GuardrailDecision:
        self.calls += 1
        return GuardrailDecision(allowed=self.allowed, reason=f"{self.name} says {self.allowed}", policy_id=self.name)

    async def aevaluate(self, request: GuardrailRequest) -> GuardrailDecision:
        return self.evaluate(request)


class _Broken:
    name = "broken"

    def evaluate(self, request: GuardrailRequest) -> GuardrailDecision:
        raise RuntimeError("policy server down")

    async def aevaluate(self, request: GuardrailRequest) -> GuardrailDecision:
        raise RuntimeError("policy server down")


class _Nonsense(_Fixed):
    def evaluate(self, request: GuardrailRequest):  # type: ignore[override]
        return True


def test_models_are_frozen() -> None:
    request = _request()
    with pytest.raises(ValidationError):
        request.tool_name = "bash"  # type: ignore[misc]


def test_providers_satisfy_protocol() -> None:
    assert isinstance(AllowDenyListProvider(), GuardrailProvider)
    assert not isinstance(object(), GuardrailProvider)


def test_allow_deny_list_provider() -> None:
    provider = AllowDenyListProvider(allow=["web_*", "read_file"], deny=["web_capture"])
    assert provider.evaluate(_request("web_fetch")).allowed
    assert provider.evaluate(_request("read_file")).allowed
    denied = provider.evaluate(_request("web_capture"))
    assert not denied.allowed and denied.policy_id == "allow_deny_list.deny"
    unlisted = provider.evaluate(_request("bash"))
    assert not unlisted.allowed and "allow list" in unlisted.reason
    assert AllowDenyListProvider(deny=["bash"]).evaluate(_request("Bash")).allowed  # case-sensitive


async def test_first_deny_wins_and_later_providers_are_not_called() -> None:
    first, second, third = _Fixed("a", True), _Fixed("b", False), _Fixed("c", False)
    gate = GuardrailGate([first, second, third], audit=None)
    for result in (gate.evaluate(_request()), await gate.aevaluate(_request())):
        assert not result.decision.allowed
        assert result.outcome.provider == "b" and result.outcome.policy_id == "b"
    assert third.calls == 0


async def test_all_allow_reports_last_provider() -> None:
    gate = GuardrailGate([_Fixed("a", True), _Fixed("b", True)], audit=None)
    result = await gate.aevaluate(_request(call_id="c9"))
    assert result.decision.allowed
    assert result.outcome.tool_call_id == "c9" and result.outcome.tool_name == "web_fetch"


@pytest.mark.parametrize("bad", [_Broken(), _Nonsense("nonsense", True)])
async def test_fail_closed_on_provider_error(bad: GuardrailProvider) -> None:
    after = _Fixed("after", True)
    gate = GuardrailGate([bad, after], audit=None)
    for result in (gate.evaluate(_request()), await gate.aevaluate(_request())):
        assert not result.decision.allowed
        assert result.decision.policy_id == ERROR_POLICY_ID
    assert after.calls == 0


def test_fail_open_skips_broken_provider_but_never_allows_alone() -> None:
    records = []
    gate = GuardrailGate([_Broken(), _Fixed("b", True)], fail_closed=False, audit=records.append)
    assert gate.evaluate(_request()).decision.allowed
    assert records[0].errors and "policy server down" in records[0].errors[0]
    lonely = GuardrailGate([_Broken()], fail_closed=False, audit=None)
    assert not lonely.evaluate(_request()).decision.allowed


def test_audit_record_per_decision_and_broken_sink_keeps_decision() -> None:
    records = []
    gate = GuardrailGate([_Fixed("a", True), _Fixed("b", False)], audit=records.append)
    gate.evaluate(_request())
    gate.evaluate(_request("read_file", "call-2"))
    assert [r.tool_call_id for r in records] == ["call-1", "call-2"]
    assert records[0].consulted == ("a", "b") and records[0].user_id == "u1" and not records[0].allowed

    def sink(record):
        raise OSError("disk full")

    assert not GuardrailGate([_Fixed("b", False)], audit=sink).evaluate(_request()).decision.allowed


def test_gate_rejects_bad_configuration() -> None:
    with pytest.raises(ValueError):
        GuardrailGate([])
    with pytest.raises(TypeError):
        GuardrailGate([object()])  # type: ignore[list-item]


def test_outcome_publish_and_pop() -> None:
    context: dict = {}
    outcome = GuardrailGate([_Fixed("a", False)], audit=None).evaluate(_request(call_id="x")).outcome
    publish_outcome(context, outcome)
    assert AUTHORIZATION_OUTCOME_KEY.startswith("__")
    assert pop_outcome(context, "x") == outcome
    assert pop_outcome(context, "x") is None
    context[AUTHORIZATION_OUTCOME_KEY] = {"y": {"allowed": True}}  # forged plain dict is not an outcome
    assert pop_outcome(context, "y") is None


def test_request_is_internal_is_strict_and_attributes_are_copied() -> None:
    import pydantic
    import pytest

    from guards import GuardrailRequest

    for forged in ("true", 1, "1", {"x": 1}):
        with pytest.raises(pydantic.ValidationError):
            GuardrailRequest(tool_name="bash", tool_args={}, is_internal=forged)
    attrs = {"tier": {"level": "basic"}}
    request = GuardrailRequest(tool_name="bash", tool_args={}, attributes=attrs)
    attrs["tier"]["level"] = "admin"
    assert request.attributes == {"tier": {"level": "basic"}}
