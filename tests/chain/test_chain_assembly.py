"""Assembly order, the ordering table, release declarations, sync/async hook pairs."""

from __future__ import annotations

import json

import pytest
from chain_support import moved
from langchain.agents.middleware import AgentMiddleware

from chain import (
    CONSTRAINTS,
    ChainAssemblyError,
    ChainConfig,
    ChainOrderError,
    LocalSandboxProvider,
    assert_chain_order,
    build_runtime_middlewares,
    build_subagent_runtime_middlewares,
    check_chain_order,
    collect_release_policies,
)
from chain.ordering import BASE_ORDER, canonical_name
from guards.guardrail import AllowDenyListProvider


@pytest.fixture
def full_stack(tmp_path):
    config = ChainConfig(
        thread_data={"base_dir": tmp_path}, tool_progress={"enabled": True}, guardrails={"enabled": True}
    )
    return build_runtime_middlewares(
        config, guardrail_provider=AllowDenyListProvider(), sandbox_provider=LocalSandboxProvider()
    )


def names(stack):
    return [canonical_name(m) for m in stack]


def test_lead_stack_is_the_spec_order(full_stack):
    assert names(full_stack) == list(BASE_ORDER)
    assert check_chain_order(full_stack) == []


def test_subagent_stack_has_no_uploads_and_lazy_sandbox(tmp_path):
    stack = build_subagent_runtime_middlewares(
        ChainConfig(thread_data={"base_dir": tmp_path}), sandbox_provider=LocalSandboxProvider()
    )
    assert "UploadsMiddleware" not in names(stack)
    sandbox = next(m for m in stack if canonical_name(m) == "SandboxMiddleware")
    assert sandbox.eager is False and check_chain_order(stack) == []


def test_optional_items_follow_their_flags(tmp_path):
    config = ChainConfig(
        thread_data={"base_dir": tmp_path}, read_before_write={"enabled": False},
        verification={"receipts_enabled": False}, uploads={"enabled": False},
    )
    present = set(names(build_runtime_middlewares(config, sandbox_provider=LocalSandboxProvider())))
    assert not present & {"ReadBeforeWriteMiddleware", "ToolReceiptMiddleware", "UploadsMiddleware",
                          "ToolProgressMiddleware", "GuardrailMiddleware"}
    assert "SandboxAuditMiddleware" in present  # unconditional


def test_enabled_gate_without_provider_is_refused(tmp_path):
    with pytest.raises(ChainAssemblyError, match="authorization"):
        build_runtime_middlewares(ChainConfig(authorization={"enabled": True}), sandbox_provider=LocalSandboxProvider())
    with pytest.raises(ChainAssemblyError, match="guardrails"):
        build_runtime_middlewares(ChainConfig(), guardrail_provider=AllowDenyListProvider(),
                                  sandbox_provider=LocalSandboxProvider())


def _move(stack, name, before):
    """``stack`` with ``name`` moved right before ``before`` (or to the end when None)."""
    rest = [n for n in names(stack) if n != name]
    return moved(stack, name, rest.index(before) if before else len(rest))


class CustomToolWrapper(AgentMiddleware):
    def wrap_tool_call(self, request, handler):
        return handler(request)

    async def awrap_tool_call(self, request, handler):
        return await handler(request)


def _violate(constraint, stack):
    """A copy of ``stack`` that breaks ``constraint``."""
    if constraint.kind == "first":
        return _move(stack, constraint.subject, names(stack)[2])
    if constraint.kind == "before":
        return _move(stack, constraint.subject, None)
    if constraint.kind == "immediately_before":
        return _move(stack, "SandboxAuditMiddleware", constraint.others[0])
    if constraint.kind == "innermost_tool_wrap":
        return [*stack, CustomToolWrapper()]
    return _move(stack, "DanglingToolCallMiddleware", "SandboxMiddleware")


@pytest.mark.parametrize("constraint", CONSTRAINTS, ids=[c.id for c in CONSTRAINTS])
def test_every_constraint_refuses_a_violating_list(constraint, full_stack):
    broken = _violate(constraint, full_stack)
    with pytest.raises(ChainOrderError) as caught:
        assert_chain_order(broken)
    named = [v for v in caught.value.violations if v.startswith(constraint.id + ":")]
    assert named and constraint.rule in named[0]


def test_constraint_table_pins_the_spec_sentences():
    assert [c.id for c in CONSTRAINTS] == [
        "input-sanitization-first", "budget-outside-result-sanitization",
        "thread-data-before-uploads-and-sandbox", "dangling-outside-llm-errors",
        "receipt-outermost-tool-wrap", "guardrail-before-audit", "read-before-write-outside-progress",
        "progress-wraps-error-handling", "error-handling-innermost", "strict-base-order",
    ]
    assert CONSTRAINTS[-1].others == BASE_ORDER


def test_custom_middlewares_and_duplicates(full_stack):
    assert check_chain_order([*full_stack[:3], CustomToolWrapper(), *full_stack[3:]]) == []
    with pytest.raises(ChainOrderError, match="unique-items"):
        assert_chain_order([*full_stack, full_stack[-1]])


def test_release_policies_are_json_and_cover_behaviour(full_stack):
    policies = collect_release_policies(full_stack)
    json.dumps(policies)
    structural = {"ThreadDataMiddleware", "UploadsMiddleware", "DanglingToolCallMiddleware", "ToolErrorHandlingMiddleware"}
    assert set(policies) == set(BASE_ORDER) - structural


def test_every_hook_has_its_sync_and_async_twin(full_stack, hook_twins):
    assert hook_twins(full_stack) == []
