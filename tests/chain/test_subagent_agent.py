"""Subagents end to end (create_agent, offline): one leading system block, the summary projected
ahead of the kept tail, and a non-owner sandbox that neither acquires eagerly nor touches the skill view."""

from __future__ import annotations

from datetime import date

import pytest
from langchain.agents import create_agent
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from langchain_core.tools import tool

from chain import ChainConfig, LocalSandboxProvider
from chain.lead_assembly import build_lead_middlewares
from chain.middlewares.dynamic_context import SubagentDateContextMiddleware
from chain.ordering import canonical_name
from chain.scripted_model import ScriptedChatModel, tool_call
from chain.skill_tools import build_describe_skill_tool
from chain.skills import SkillSpec, StaticSkillRegistry
from chain.subagent_assembly import build_subagent_middlewares

PROMPT = "You are a research subagent."
RUN = {"configurable": {"thread_id": "t1"}}
CONTEXT = {"user_id": "alice"}


@tool
def lookup(query: str) -> str:
    """Look something up."""
    return f"result for {query}: " + "x" * 2_000


async def run(agent, mode, messages):
    payload = {"messages": messages}
    if mode == "invoke":
        return agent.invoke(payload, config=RUN, context=CONTEXT)
    return await agent.ainvoke(payload, config=RUN, context=CONTEXT)


def subagent(tmp_path, steps, *, provider=None, helper=None, tools=(), **config):
    model = ScriptedChatModel.from_steps(steps)
    stack = build_subagent_middlewares(
        ChainConfig(thread_data={"base_dir": tmp_path}, **config), model=helper,
        sandbox_provider=provider or LocalSandboxProvider(), agent_id="researcher",
    )
    return create_agent(model, tools=[lookup, *tools], middleware=stack, system_prompt=PROMPT), model


@pytest.mark.parametrize("mode", ["invoke", "ainvoke"])
async def test_prompt_and_date_reminder_reach_the_model_as_one_leading_system_block(mode, tmp_path):
    agent, model = subagent(tmp_path, [AIMessage("", tool_calls=[tool_call("lookup", {"query": "a"}, "c1")]),
                                       AIMessage("found it")])
    await run(agent, mode, [HumanMessage("find a")])
    for seen in model.seen:
        systems = [i for i, m in enumerate(seen) if isinstance(m, SystemMessage)]
        assert systems == [0]
        text = seen[0].content
        assert text.startswith(PROMPT) and f"Current date: {date.today().isoformat()}" in text
        assert "<system-reminder>" in text
    assert not any("<system-reminder>" in str(m.content) for m in model.seen[0][1:])  # date-only, system role


def test_the_date_reminder_is_the_latest_one_after_midnight(model_request, recording_handler):
    """Two dated reminders in one request (a run crossing midnight): the coalescer keeps the latest."""
    from chain.middlewares.system_message_coalescing import (
        SystemMessageCoalescingMiddleware,
    )

    days = iter([date(2026, 1, 1), date(2026, 1, 2)])
    outer, inner = (SubagentDateContextMiddleware(today=lambda: next(days)) for _ in range(2))
    coalescer = SystemMessageCoalescingMiddleware()
    handler = recording_handler()
    request = model_request([HumanMessage("go")], system=PROMPT)
    outer.wrap_model_call(request, lambda r: inner.wrap_model_call(r, lambda q: coalescer.wrap_model_call(q, handler)))
    sent = handler.requests[0]
    assert "2026-01-02" in sent.system_message.content and "2026-01-01" not in sent.system_message.content
    assert not any(isinstance(m, SystemMessage) for m in sent.messages)


@pytest.mark.parametrize("mode", ["invoke", "ainvoke"])
async def test_a_compacted_summary_is_projected_ahead_of_the_kept_tail(mode, tmp_path):
    steps = [AIMessage("", tool_calls=[tool_call("lookup", {"query": q}, f"c{q}")]) for q in "abcd"]
    helper = GenericFakeChatModel(messages=iter([AIMessage("Earlier: looked up a and b.")] * 3))
    agent, model = subagent(tmp_path, [*steps, AIMessage("done")], helper=helper,
                            summarization={"enabled": True, "trigger_tokens": 1_000, "keep_messages": 2})
    state = await run(agent, mode, [HumanMessage("look up a, b, c and d")])
    assert state["messages"][-1].content == "done"
    compacted = next(seen for seen in model.seen if any("Earlier: looked up" in str(m.content) for m in seen))
    data_at = next(i for i, m in enumerate(compacted)
                   if isinstance(m, HumanMessage) and str(m.content).startswith("<durable_context_data>"))
    first_ai = next(i for i, m in enumerate(compacted) if isinstance(m, AIMessage))
    assert "Earlier: looked up a and b." in compacted[data_at].content and data_at < first_ai
    assert isinstance(compacted[1], HumanMessage)  # never an assistant-first request
    assert len(state["messages"]) < 10


class CountingProvider(LocalSandboxProvider):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.acquired = 0

    def acquire(self, paths):
        self.acquired += 1
        return super().acquire(paths)


@pytest.mark.parametrize("mode", ["invoke", "ainvoke"])
async def test_a_subagent_neither_acquires_eagerly_nor_rebuilds_the_skill_view(mode, tmp_path):
    registry = StaticSkillRegistry([SkillSpec(name="alpha", body="a"), SkillSpec(name="beta", body="b")])
    provider = CountingProvider()
    lead_stack = build_lead_middlewares(ChainConfig(thread_data={"base_dir": tmp_path}), sandbox_provider=provider,
                                        skill_registry=registry)
    lead_sandbox = next(m for m in lead_stack if canonical_name(m) == "SandboxMiddleware")
    lead_agent = create_agent(ScriptedChatModel.from_steps([AIMessage("hi")]), middleware=lead_stack)
    await run(lead_agent, mode, [HumanMessage("hello")])
    view = lead_sandbox.base_dir / "users" / "alice" / "threads" / "t1" / "skills"
    assert sorted(p.name for p in view.iterdir()) == ["alpha", "beta"] and provider.acquired == 1

    steps = [AIMessage("", tool_calls=[tool_call("describe_skill", {}, "d1")]), AIMessage("done")]
    discovery = build_describe_skill_tool(registry, ["alpha"])  # the subagent's narrower discovery allowlist
    agent, _ = subagent(tmp_path, steps, provider=provider, tools=[discovery])
    payload = {"messages": [HumanMessage("narrow task")]}
    narrow = {**CONTEXT, "allowed_skills": ["alpha"]}
    if mode == "invoke":
        state = agent.invoke(payload, config=RUN, context=narrow)
    else:
        state = await agent.ainvoke(payload, config=RUN, context=narrow)
    listing = next(m for m in state["messages"] if getattr(m, "tool_call_id", None) == "d1")
    assert "alpha" in listing.content and "beta" not in listing.content
    assert sorted(p.name for p in view.iterdir()) == ["alpha", "beta"]  # the lead's view, untouched
    assert provider.acquired == 1  # no eager acquisition by the subagent
