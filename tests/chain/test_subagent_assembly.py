"""The subagent builders: placements, the subagent ordering table, non-owner sandbox, extensions."""

from __future__ import annotations

import asyncio

import pytest
from chain_support import moved
from langchain.agents.middleware import AgentMiddleware
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel

from chain import (
    ChainAssemblyError,
    ChainConfig,
    ChainOrderError,
    LocalSandboxProvider,
    assert_chain_order,
)
from chain.assembly import build_subagent_runtime_middlewares
from chain.lead_assembly import build_lead_middlewares
from chain.ordering import (
    BASE_ORDER,
    SUBAGENT_CONSTRAINTS,
    SUBAGENT_ORDER,
    canonical_name,
    check_chain_order,
)
from chain.run_journal import LoopDetectionRecorder, discard
from chain.subagent_assembly import build_subagent_middlewares

MODEL = GenericFakeChatModel(messages=iter([]))


class Custom(AgentMiddleware):
    pass


class Extension(AgentMiddleware):
    """A configured extension class (zero-argument)."""


class Journal:
    def __init__(self):
        self.records = []

    def append(self, record):
        self.records.append(record)


def names(stack):
    return [canonical_name(m) for m in stack]


def full_config(tmp_path, **extra):
    return ChainConfig(
        thread_data={"base_dir": tmp_path}, summarization={"enabled": True}, token_budget={"enabled": True},
        extensions={"middlewares": [f"{__name__}:Extension"]}, **extra,
    )


@pytest.fixture
def full_subagent(tmp_path):
    return build_subagent_middlewares(full_config(tmp_path), model=MODEL, sandbox_provider=LocalSandboxProvider(),
                                      custom_middlewares=[Custom()])


def test_subagent_chain_is_base_then_its_items_in_order(full_subagent):
    got = names(full_subagent)
    end = got.index("ToolErrorHandlingMiddleware") + 1
    assert got[:end] == [n for n in BASE_ORDER if n in got[:end]] and "UploadsMiddleware" not in got
    rest = got[end:]
    assert [n for n in rest if n in SUBAGENT_ORDER] == list(SUBAGENT_ORDER)
    # custom, then the configured extension class, between the guards and the safety tail
    assert rest[rest.index("TokenBudgetMiddleware") + 1:rest.index("ModelLengthFinishReasonMiddleware")] == [
        "Custom", "Extension"]
    assert check_chain_order(full_subagent, "subagent") == []


def test_durable_context_sits_immediately_before_subagent_summarization(tmp_path):
    stack = build_subagent_runtime_middlewares(full_config(tmp_path), model=MODEL, sandbox_provider=LocalSandboxProvider())
    got = names(stack)
    assert got[-2:] == ["DurableContextMiddleware", "SummarizationMiddleware"]
    without = build_subagent_runtime_middlewares(ChainConfig(thread_data={"base_dir": tmp_path}),
                                                 sandbox_provider=LocalSandboxProvider())
    assert names(without)[-1] == "DurableContextMiddleware"  # still opens the run for per-run caps


def test_date_context_sits_immediately_before_the_coalescer(full_subagent):
    got = names(full_subagent)
    assert got[got.index("SubagentDateContextMiddleware") + 1] == "SystemMessageCoalescingMiddleware"


def test_subagents_never_own_the_skill_view_nor_acquire_eagerly(tmp_path):
    config = ChainConfig(thread_data={"base_dir": tmp_path}, skills={"root": tmp_path / "skills"})
    sub = next(m for m in build_subagent_middlewares(config, sandbox_provider=LocalSandboxProvider())
               if canonical_name(m) == "SandboxMiddleware")
    lead = next(m for m in build_lead_middlewares(config, sandbox_provider=LocalSandboxProvider())
                if canonical_name(m) == "SandboxMiddleware")
    assert sub.eager is False and sub.skill_projection is None
    assert lead.eager is True and lead.skill_projection is not None
    assert sub.release_policy_parameters()["owns_skill_view"] is False


def test_subagents_get_fresh_instances_of_the_same_extension_classes(tmp_path):
    config = full_config(tmp_path)
    lead = build_lead_middlewares(config, model=MODEL, sandbox_provider=LocalSandboxProvider())
    sub = build_subagent_middlewares(config, model=MODEL, sandbox_provider=LocalSandboxProvider())
    lead_ext = next(m for m in lead if isinstance(m, Extension))
    sub_ext = next(m for m in sub if isinstance(m, Extension))
    assert lead_ext is not sub_ext
    assert names(sub).index("Extension") < names(sub).index("SafetyFinishReasonMiddleware")


def test_lead_only_items_are_refused_in_a_subagent_chain(full_subagent):
    from chain.middlewares.clarification import ClarificationMiddleware

    problems = check_chain_order([*full_subagent, ClarificationMiddleware()], "subagent")
    assert any(p.startswith("subagent-has-no-lead-items: ClarificationMiddleware present") for p in problems)


def test_summarization_without_a_model_is_refused(tmp_path):
    with pytest.raises(ChainAssemblyError, match="chat model"):
        build_subagent_middlewares(ChainConfig(summarization={"enabled": True}), sandbox_provider=LocalSandboxProvider())


def _violate(cid, stack):
    at = names(stack).index
    if cid == "subagent-has-no-lead-items":
        from chain.middlewares.title import TitleMiddleware

        return [*stack[:at("TokenBudgetMiddleware")], TitleMiddleware(None), *stack[at("TokenBudgetMiddleware"):]]
    move = {
        "base-before-subagent": ("ToolErrorHandlingMiddleware", len(stack)),
        "subagent-durable-context-before-summarization": ("DurableContextMiddleware", at("ToolErrorHandlingMiddleware")),
        "subagent-date-context-before-coalescer": ("SubagentDateContextMiddleware", at("SummarizationMiddleware")),
        "subagent-extensions-slot": ("Custom", at("SystemMessageCoalescingMiddleware")),
        "strict-subagent-order": ("TokenBudgetMiddleware", at("LoopDetectionMiddleware")),
    }
    return moved(stack, *move[cid])


@pytest.mark.parametrize("constraint", SUBAGENT_CONSTRAINTS, ids=[c.id for c in SUBAGENT_CONSTRAINTS])
def test_every_subagent_constraint_refuses_a_violating_list(constraint, full_subagent):
    with pytest.raises(ChainOrderError) as caught:
        assert_chain_order(_violate(constraint.id, full_subagent), "subagent")
    named = [v for v in caught.value.violations if v.startswith(constraint.id + ":")]
    assert named and constraint.rule in named[0]


def test_subagent_constraint_table_pins_the_spec_sentences():
    assert [c.id for c in SUBAGENT_CONSTRAINTS] == [
        "base-before-subagent", "subagent-has-no-lead-items", "subagent-durable-context-before-summarization",
        "subagent-date-context-before-coalescer", "subagent-extensions-slot", "strict-subagent-order",
    ]


def test_the_date_only_middleware_counts_as_foreign_in_a_lead_chain(tmp_path):
    from chain.middlewares.dynamic_context import SubagentDateContextMiddleware

    lead = build_lead_middlewares(ChainConfig(thread_data={"base_dir": tmp_path}), sandbox_provider=LocalSandboxProvider())
    at = names(lead).index("DurableContextMiddleware")
    problems = check_chain_order([*lead[:at], SubagentDateContextMiddleware(), *lead[at:]])
    assert any(p.startswith("extensions-slot: SubagentDateContextMiddleware outside") for p in problems)


def test_every_subagent_hook_has_its_sync_and_async_twin(full_subagent, hook_twins):
    assert hook_twins(full_subagent) == []


def test_task_subagents_get_the_recorder_never_the_journal(tmp_path):
    journal = Journal()
    loop = asyncio.new_event_loop()
    try:
        stack = build_subagent_middlewares(ChainConfig(thread_data={"base_dir": tmp_path}),
                                           sandbox_provider=LocalSandboxProvider(), parent_journal=journal,
                                           parent_loop=loop, agent_id="researcher")
    finally:
        loop.close()
    detector = next(m for m in stack if canonical_name(m) == "LoopDetectionMiddleware")
    assert isinstance(detector.sink, LoopDetectionRecorder) and detector.sink is not journal
    assert detector.is_subagent is True and detector.agent_id == "researcher"
    assert not any(journal in vars(m).values() for m in stack)


def test_a_parent_journal_needs_its_loop(tmp_path):
    with pytest.raises(ChainAssemblyError, match="event loop"):
        build_subagent_middlewares(ChainConfig(thread_data={"base_dir": tmp_path}),
                                   sandbox_provider=LocalSandboxProvider(), parent_journal=Journal())


async def test_built_inside_the_parent_loop_the_recorder_binds_to_it(tmp_path):
    stack = build_subagent_middlewares(ChainConfig(thread_data={"base_dir": tmp_path}),
                                       sandbox_provider=LocalSandboxProvider(), parent_journal=Journal())
    detector = next(m for m in stack if canonical_name(m) == "LoopDetectionMiddleware")
    assert isinstance(detector.sink, LoopDetectionRecorder)


def test_batch_subagents_refuse_a_journal_and_persist_nothing(tmp_path):
    config = ChainConfig(thread_data={"base_dir": tmp_path})
    with pytest.raises(ChainAssemblyError, match="batch"):
        build_subagent_middlewares(config, sandbox_provider=LocalSandboxProvider(), delegation="batch",
                                   parent_journal=Journal())
    stack = build_subagent_middlewares(config, sandbox_provider=LocalSandboxProvider(), delegation="batch")
    assert next(m for m in stack if canonical_name(m) == "LoopDetectionMiddleware").sink is discard
