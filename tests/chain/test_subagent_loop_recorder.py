"""The loop-detection recorder proxy: task subagents append to the parent run's journal on its loop."""

from __future__ import annotations

import asyncio
import threading

import pytest
from langchain.agents import create_agent
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool

from chain import ChainConfig, LocalSandboxProvider
from chain.run_journal import LOOP_EVENT, LoopDetectionRecorder
from chain.scripted_model import ScriptedChatModel, tool_call
from chain.subagent_assembly import build_subagent_middlewares


class LoopBoundJournal:
    """A journal that, like a real run journal, may only be touched from its own running loop."""

    def __init__(self, loop):
        self.loop = loop
        self.records = []

    def append(self, record):
        try:
            running = asyncio.get_running_loop()
        except RuntimeError:
            running = None
        if running is not self.loop:
            raise RuntimeError("journal appended from outside its event loop")
        self.records.append(record)


def _record(**extra):
    return {"event": LOOP_EVENT, "transition": "hard_stop", "kind": "repeated_call", "tool": "lookup", **extra}


async def test_appends_on_the_parent_loop_thread_go_straight_in():
    journal = LoopBoundJournal(asyncio.get_running_loop())
    LoopDetectionRecorder(journal, journal.loop, agent_id="a1")(_record())
    assert journal.records == [{**_record(), "is_subagent": True, "agent_id": "a1"}]


async def test_appends_from_an_isolated_loop_are_handed_to_the_parent_loop():
    journal = LoopBoundJournal(asyncio.get_running_loop())
    recorder = LoopDetectionRecorder(journal, journal.loop, agent_id="a1")

    async def subagent_side():
        recorder(_record())

    thread = threading.Thread(target=lambda: asyncio.run(subagent_side()))
    thread.start()
    await asyncio.to_thread(thread.join)
    await asyncio.sleep(0)
    assert [r["transition"] for r in journal.records] == ["hard_stop"]


async def test_only_loop_detection_facts_cross():
    journal = LoopBoundJournal(asyncio.get_running_loop())
    recorder = LoopDetectionRecorder(journal, journal.loop, agent_id="a1")
    recorder({"event": "middleware:skill_activation", "skill": "x"})
    recorder(_record(args={"q": "secret"}, content="secret", call_hash="abc", is_subagent=False, agent_id="forged"))
    assert journal.records == [{**_record(), "is_subagent": True, "agent_id": "a1"}]


def test_a_closed_parent_loop_drops_the_record_without_raising(caplog):
    loop = asyncio.new_event_loop()
    journal = LoopBoundJournal(loop)
    loop.close()
    LoopDetectionRecorder(journal, loop)(_record())
    assert journal.records == [] and "not persisted" in caplog.text


def test_something_without_append_is_not_a_journal():
    with pytest.raises(TypeError, match="append"):
        LoopDetectionRecorder(object(), asyncio.new_event_loop())


@tool
def lookup(query: str) -> str:
    """Look something up."""
    return "nothing new"


def _looping_subagent(journal, loop, tmp_path):
    call = tool_call("lookup", {"query": "same"}, "x")
    model = ScriptedChatModel.from_steps([
        AIMessage("", tool_calls=[{**call, "id": f"l{i}"}]) for i in range(3)
    ] + [AIMessage("done")])
    config = ChainConfig(thread_data={"base_dir": tmp_path}, loop_detection={"warn_threshold": 2, "hard_limit": 3})
    stack = build_subagent_middlewares(config, sandbox_provider=LocalSandboxProvider(), parent_journal=journal,
                                       parent_loop=loop, agent_id="researcher")
    return create_agent(model, tools=[lookup], middleware=stack, system_prompt="You are a research subagent.")


INPUT = {"messages": [HumanMessage("find it")]}
RUN = {"configurable": {"thread_id": "t1"}}


@pytest.mark.parametrize("mode", ["invoke", "ainvoke"])
async def test_a_task_subagent_in_its_own_loop_reports_to_the_parent_journal(mode, tmp_path):
    """The parent run's loop keeps running while the task tool runs the subagent in a worker
    thread (sync) or in a fresh event loop there (async); transitions land on the parent loop."""
    journal = LoopBoundJournal(asyncio.get_running_loop())
    agent = _looping_subagent(journal, journal.loop, tmp_path)

    def run_subagent():
        if mode == "invoke":
            return agent.invoke(INPUT, config=RUN, context={"user_id": "alice"})
        return asyncio.run(agent.ainvoke(INPUT, config=RUN, context={"user_id": "alice"}))

    state = await asyncio.to_thread(run_subagent)
    await asyncio.sleep(0)
    assert state["stop_reason"] == "loop_capped"
    assert [(r["transition"], r["is_subagent"], r["agent_id"]) for r in journal.records] == [
        ("warned", True, "researcher"), ("hard_stop", True, "researcher")]
    assert all(set(r) <= {"event", "transition", "kind", "tool", "is_subagent", "agent_id"} for r in journal.records)


def test_a_batch_subagent_persists_no_transitions(tmp_path, caplog):
    call = tool_call("lookup", {"query": "same"}, "x")
    model = ScriptedChatModel.from_steps([AIMessage("", tool_calls=[{**call, "id": f"l{i}"}]) for i in range(3)])
    config = ChainConfig(thread_data={"base_dir": tmp_path}, loop_detection={"warn_threshold": 2, "hard_limit": 3})
    stack = build_subagent_middlewares(config, sandbox_provider=LocalSandboxProvider(), delegation="batch")
    agent = create_agent(model, tools=[lookup], middleware=stack)
    with caplog.at_level("INFO", logger="chain.audit"):
        state = agent.invoke(INPUT, config=RUN)
    assert state["stop_reason"] == "loop_capped"
    assert "middleware:loop_detection" not in caplog.text
