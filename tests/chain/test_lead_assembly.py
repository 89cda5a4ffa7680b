"""build_lead_middlewares: the full chain in the spec's order, its constraints, extensions, tags."""

from __future__ import annotations

import json
import textwrap

import pytest
from chain_support import moved
from langchain.agents.middleware import AgentMiddleware
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.tools import tool
from pydantic import ValidationError

from chain import (
    LEAD_CONSTRAINTS,
    ChainAssemblyError,
    ChainConfig,
    ChainOrderError,
    ExtensionLoadError,
    InMemoryMemoryStore,
    LocalSandboxProvider,
    assert_chain_order,
    build_lead_middlewares,
    check_chain_order,
    collect_release_policies,
)
from chain.middlewares.durable_context import DATA_TAG
from chain.middlewares.dynamic_context import MEMORY_TAG, REMINDER_TAG
from chain.middlewares.loop_detection import WARNING_TAG
from chain.middlewares.skill_activation import SKILL_TAG
from chain.ordering import BASE_ORDER, LEAD_ORDER, canonical_name
from chain.tags import CHAIN_EMITTED_TAGS
from guards import TAG_REGISTRY, neutralize_untrusted_text
from guards.guardrail import AllowDenyListProvider


@tool
def mcp_weather(city: str) -> str:
    """Weather forecast for a city."""
    return "sunny"


class Custom(AgentMiddleware):
    def after_model(self, state, runtime):
        return None

    async def aafter_model(self, state, runtime):
        return None


def all_on(tmp_path, **extra):
    return ChainConfig(
        thread_data={"base_dir": tmp_path}, tool_progress={"enabled": True}, guardrails={"enabled": True},
        summarization={"enabled": True}, todo={"is_plan_mode": True}, token_usage={"enabled": True},
        view_image={"enabled": True}, tool_search={"enabled": True}, subagents={"enabled": True},
        token_budget={"enabled": True}, dynamic_context={"memory_enabled": True}, **extra,
    )


def build(config, **kwargs):
    defaults = dict(model=GenericFakeChatModel(messages=iter([])), guardrail_provider=AllowDenyListProvider(),
                    sandbox_provider=LocalSandboxProvider(), memory_store=InMemoryMemoryStore(),
                    deferred_tools=[mcp_weather])
    return build_lead_middlewares(config, **{**defaults, **kwargs})


@pytest.fixture
def extension_module(tmp_path, monkeypatch):
    (tmp_path / "cw_ext_mod.py").write_text(textwrap.dedent("""
        from langchain.agents.middleware import AgentMiddleware
        class AuditExt(AgentMiddleware):
            pass
        class NeedsArgs(AgentMiddleware):
            def __init__(self, x):
                super().__init__()
        class NotMiddleware:
            pass
    """), encoding="utf-8")
    (tmp_path / "cw_broken_mod.py").write_text("raise RuntimeError('broken at import')\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    return "cw_ext_mod"


@pytest.fixture
def full_lead(tmp_path, extension_module):
    config = all_on(tmp_path, extensions={"middlewares": [f"{extension_module}:AuditExt"]})
    return build(config, custom_middlewares=[Custom()])


def test_all_items_in_the_spec_order(full_lead):
    names = [canonical_name(m) for m in full_lead]
    tail = list(LEAD_ORDER[-4:])
    assert names == [*BASE_ORDER, *LEAD_ORDER[:-4], "Custom", "AuditExt", *tail]
    assert len(full_lead) == 36 and check_chain_order(full_lead) == []


def test_defaults_keep_unconditional_items_only(tmp_path):
    names = {canonical_name(m) for m in build_lead_middlewares(
        ChainConfig(thread_data={"base_dir": tmp_path}), sandbox_provider=LocalSandboxProvider())}
    assert names >= {"DynamicContextMiddleware", "SkillActivationMiddleware", "SkillToolPolicyMiddleware",
                     "DurableContextMiddleware", "TitleMiddleware", "MemoryMiddleware",
                     "SystemMessageCoalescingMiddleware", "LoopDetectionMiddleware", "TerminalResponseMiddleware",
                     "ModelLengthFinishReasonMiddleware", "SafetyFinishReasonMiddleware", "ClarificationMiddleware"}
    assert not names & {"SummarizationMiddleware", "TodoListMiddleware", "TokenUsageMiddleware", "ViewImageMiddleware",
                        "McpRoutingMiddleware", "DeferredToolFilterMiddleware", "SubagentLimitMiddleware",
                        "TokenBudgetMiddleware"}


def test_token_is_shared_only_inside_one_chain(tmp_path):
    config = ChainConfig(thread_data={"base_dir": tmp_path})
    one, two = (build_lead_middlewares(config, sandbox_provider=LocalSandboxProvider()) for _ in range(2))
    pick = lambda stack, name: next(m for m in stack if canonical_name(m) == name)  # noqa: E731
    assert pick(one, "SkillActivationMiddleware")._token is pick(one, "SkillToolPolicyMiddleware")._token
    assert pick(one, "SkillActivationMiddleware")._token is not pick(two, "SkillActivationMiddleware")._token


def _violate(cid, stack):
    at = [canonical_name(m) for m in stack].index
    move = {
        "base-before-lead": ("ToolErrorHandlingMiddleware", len(stack)),
        "skill-policy-after-activation": ("SkillActivationMiddleware", at("DynamicContextMiddleware")),
        "skill-policy-before-durable-context": ("DurableContextMiddleware", at("SummarizationMiddleware")),
        "durable-context-before-summarization": ("SummarizationMiddleware", at("DynamicContextMiddleware")),
        "mcp-routing-before-deferred-filter": ("McpRoutingMiddleware", at("DeferredToolFilterMiddleware") + 1),
        "extensions-slot": ("Custom", at("SkillActivationMiddleware")),
        "safety-after-terminal-response": ("SafetyFinishReasonMiddleware", at("TerminalResponseMiddleware")),
        "strict-lead-order": ("TitleMiddleware", at("TodoListMiddleware")),
    }
    if cid == "clarification-last":
        return [*stack, Custom()]
    return moved(stack, *move[cid])


@pytest.mark.parametrize("constraint", LEAD_CONSTRAINTS, ids=[c.id for c in LEAD_CONSTRAINTS])
def test_every_lead_constraint_refuses_a_violating_list(constraint, full_lead):
    with pytest.raises(ChainOrderError) as caught:
        assert_chain_order(_violate(constraint.id, full_lead))
    named = [v for v in caught.value.violations if v.startswith(constraint.id + ":")]
    assert named and constraint.rule in named[0]


def test_lead_items_may_wrap_tools_inside_error_handling_but_base_customs_may_not(full_lead):
    assert check_chain_order(full_lead) == []  # SkillToolPolicy, Clarification wrap tool calls after the base
    base_end = [canonical_name(m) for m in full_lead].index("ToolErrorHandlingMiddleware") + 1

    class ToolWrap(AgentMiddleware):
        def wrap_tool_call(self, request, handler):
            return handler(request)

    broken = [*full_lead[:base_end], ToolWrap(), *full_lead[base_end:]]
    assert any(v.startswith("error-handling-innermost") for v in check_chain_order(broken))


def test_constraint_table_pins_the_lead_sentences():
    assert [c.id for c in LEAD_CONSTRAINTS] == [
        "base-before-lead", "skill-policy-after-activation", "skill-policy-before-durable-context",
        "durable-context-before-summarization", "mcp-routing-before-deferred-filter", "extensions-slot",
        "safety-after-terminal-response", "clarification-last", "strict-lead-order",
    ]


@pytest.mark.parametrize("entry, message", [
    ("cw_missing_pkg.mod:X", "cannot import"), ("cw_broken_mod:X", "broken at import"),
    ("cw_ext_mod:Nope", "no attribute"), ("cw_ext_mod:NotMiddleware", "not an AgentMiddleware"),
    ("cw_ext_mod:NeedsArgs", "could not be constructed"),
])
def test_configured_extensions_fail_loudly(entry, message, tmp_path, extension_module):
    with pytest.raises(ExtensionLoadError, match=message):
        build(all_on(tmp_path, extensions={"middlewares": [entry]}))


def test_extension_entries_are_validated_by_the_config(tmp_path):
    with pytest.raises(ValidationError):
        ChainConfig(extensions={"middlewares": ["not a path"]})


@pytest.mark.parametrize("change, kwargs, match", [
    ({}, {"model": None}, "chat model"),
    ({}, {"memory_store": None}, "memory_store"),
    ({"tool_search": {"enabled": False}}, {}, "deferred_tools"),
])
def test_missing_collaborators_fail_assembly(tmp_path, change, kwargs, match):
    config = all_on(tmp_path).model_copy(update={k: type(getattr(ChainConfig(), k))(**v) for k, v in change.items()})
    with pytest.raises(ChainAssemblyError, match=match):
        build(config, **kwargs)


def test_release_policies_cover_the_lead_items(full_lead):
    policies = collect_release_policies(full_lead)
    json.dumps(policies)
    assert set(LEAD_ORDER) <= set(policies)
    assert policies["SummarizationMiddleware"]["trigger_tokens"] == 60_000


def test_every_lead_hook_has_its_sync_and_async_twin(full_lead, hook_twins):
    assert hook_twins(full_lead) == []

    class OnlySync(AgentMiddleware):
        def before_model(self, state, runtime):
            return None

    assert hook_twins([OnlySync()]) == ["OnlySync implements only one of before_model/abefore_model"]


def test_every_tag_constant_of_the_chain_is_registered():
    """Any ``*_TAG`` string constant in a chain module is an emitted tag and must be registered."""
    import importlib
    import pkgutil

    import chain
    import chain.middlewares

    modules = [importlib.import_module(f"chain.{m.name}") for m in pkgutil.iter_modules(chain.__path__)]
    modules += [importlib.import_module(f"chain.middlewares.{m.name}") for m in pkgutil.iter_modules(chain.middlewares.__path__)]
    tags = {v for m in modules for k, v in vars(m).items() if k.endswith("_TAG") and isinstance(v, str)}
    assert {REMINDER_TAG, MEMORY_TAG, SKILL_TAG, DATA_TAG, WARNING_TAG} <= tags
    assert [t for t in tags if t not in TAG_REGISTRY] == []


@pytest.mark.parametrize("tag", [REMINDER_TAG, MEMORY_TAG, SKILL_TAG, DATA_TAG, WARNING_TAG])
def test_every_emitted_lead_tag_is_registered_and_neutralized(tag):
    assert tag in CHAIN_EMITTED_TAGS and tag in TAG_REGISTRY
    assert neutralize_untrusted_text(f"<{tag}>") != f"<{tag}>"
