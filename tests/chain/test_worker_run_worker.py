"""The run worker (item 21's fallback title), with real asyncio concurrency and real agents."""

from __future__ import annotations

import asyncio

import pytest
from langchain.agents import create_agent
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.checkpoint.memory import InMemorySaver

from chain.middlewares.title import TitleMiddleware
from chain.run_worker import (
    InMemoryThreadMetaStore,
    RunConflictError,
    RunWorker,
    ThreadMeta,
)
from chain.scripted_model import ScriptedChatModel, tool_call

QUESTION = "Plan a trip to Lisbon"
THREAD = {"configurable": {"thread_id": "t1"}}


async def until(predicate, what: str, limit: float = 10.0) -> None:
    """Yield to the loop until ``predicate()`` holds (a liveness bound, not a timing assertion)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + limit
    while not predicate():
        if loop.time() > deadline:
            raise AssertionError(f"never happened: {what}")
        await asyncio.sleep(0.005)


async def finished(worker, run_id):
    return await asyncio.wait_for(worker.wait(run_id), 20)


class Blocker:
    """An async tool that parks until released, and says when it started."""

    def __init__(self) -> None:
        self.started = asyncio.Event()
        self.release = asyncio.Event()

        @tool("wait_tool")
        async def wait_tool(x: str) -> str:
            """Wait for something."""
            self.started.set()
            await self.release.wait()
            return x

        self.tool = wait_tool


class GatedStore(InMemoryThreadMetaStore):
    """The in-memory store whose claims wait for ``release`` and are logged."""

    def __init__(self) -> None:
        super().__init__()
        self.release = asyncio.Event()
        self.release.set()
        self.waiting = False
        self.log: list[str] = []

    async def claim_display_name(self, thread_id: str, display_name: str) -> bool:
        self.waiting = True
        await self.release.wait()
        self.waiting = False
        self.log.append(display_name)
        return await super().claim_display_name(thread_id, display_name)


def lead_agent(steps, *, tools=(), title_model=None):
    model = ScriptedChatModel.from_steps(steps)
    agent = create_agent(model, tools=list(tools), middleware=[TitleMiddleware(title_model)],
                         checkpointer=InMemorySaver())
    return agent, model


def ask(text: str) -> dict:
    return {"messages": [HumanMessage(text)]}


def blocked_turn() -> AIMessage:
    return AIMessage("", tool_calls=[tool_call("wait_tool", {"x": "a"}, "w1")])


async def display_name(store, thread_id="t1"):
    meta = await store.get(thread_id)
    return meta.display_name if meta else None


async def test_interrupted_first_turn_finalizes_with_a_fallback_title_from_the_checkpoint():
    blocker, store = Blocker(), GatedStore()
    agent, _ = lead_agent([blocked_turn()], tools=[blocker.tool])
    worker = RunWorker(agent, store)
    record = worker.submit("t1", ask(QUESTION))
    await asyncio.wait_for(blocker.started.wait(), 10)
    assert record.status == "running" and record.first_turn is True
    store.release.clear()
    assert worker.interrupt(record.run_id) is True
    await until(lambda: store.waiting, "the fallback title sync started")
    assert record.status == "finalizing"
    assert (await agent.aget_state(THREAD)).values["title"] == QUESTION  # persisted before the sync
    store.release.set()
    done = await finished(worker, record.run_id)
    assert done.status == "interrupted" and done.fallback_title == QUESTION and not done.fallback_skipped
    assert await display_name(store) == QUESTION
    assert worker.interrupt(record.run_id) is False


async def test_a_replacement_waits_for_the_older_finalization_before_entering_the_graph():
    blocker, store = Blocker(), GatedStore()
    agent, model = lead_agent([blocked_turn(), AIMessage("Here is a plan.")], tools=[blocker.tool])
    worker = RunWorker(agent, store)
    first = worker.submit("t1", ask(QUESTION))
    await asyncio.wait_for(blocker.started.wait(), 10)
    store.release.clear()
    second = worker.submit("t1", ask("make it 3 days"), strategy="interrupt")
    await until(lambda: store.waiting, "the interrupted run is finalizing")
    for _ in range(20):  # the replacement keeps waiting while the older run finalizes
        await asyncio.sleep(0.005)
        assert second.status == "pending" and len(model.seen) == 1
    store.release.set()
    assert (await finished(worker, second.run_id)).status == "success"
    assert first.status == "interrupted" and first.fallback_title == QUESTION
    assert store.log == [QUESTION, QUESTION]  # fallback first; the replacement's sync finds it claimed
    state = (await agent.aget_state(THREAD)).values
    assert state["title"] == QUESTION and state["messages"][-1].text == "Here is a plan."
    assert second.first_turn is False


async def test_reject_refuses_a_second_active_run():
    blocker = Blocker()
    agent, _ = lead_agent([blocked_turn()], tools=[blocker.tool])
    worker = RunWorker(agent, InMemoryThreadMetaStore())
    first = worker.submit("t1", ask(QUESTION))
    with pytest.raises(RunConflictError):
        worker.submit("t1", ask("again"))
    other = worker.submit("t2", ask("other thread"))  # other threads are independent
    worker.interrupt(first.run_id)
    worker.interrupt(other.run_id)
    assert (await finished(worker, first.run_id)).status == "interrupted"
    with pytest.raises(ValueError, match="multitask"):
        worker.submit("t1", ask("x"), strategy="enqueue")


class SlowFinalizationAgent:
    """The real agent, except that checkpoint reads after ``slow`` is set park until released."""

    def __init__(self, agent) -> None:
        self.agent = agent
        self.slow = False
        self.release = asyncio.Event()
        self.parked = False

    @property
    def checkpointer(self):
        return self.agent.checkpointer

    async def aget_state(self, config):
        if self.slow:
            self.slow, self.parked = False, True
            await self.release.wait()
        return await self.agent.aget_state(config)

    async def ainvoke(self, *args, **kwargs):
        return await self.agent.ainvoke(*args, **kwargs)

    async def aupdate_state(self, *args, **kwargs):
        return await self.agent.aupdate_state(*args, **kwargs)


async def test_after_a_later_run_started_the_interrupted_run_skips_its_fallback_title():
    blocker, store = Blocker(), InMemoryThreadMetaStore()
    title_model = ScriptedChatModel.from_steps([AIMessage("Lisbon itinerary")])
    agent, _ = lead_agent([blocked_turn(), AIMessage("Here is a plan.")], tools=[blocker.tool],
                          title_model=title_model)
    slow = SlowFinalizationAgent(agent)
    worker = RunWorker(slow, store, finalize_wait=0.05)
    first = worker.submit("t1", ask(QUESTION))
    await asyncio.wait_for(blocker.started.wait(), 10)
    slow.slow = True  # the interrupted run's checkpoint read will hang
    second = worker.submit("t1", ask("make it 3 days"), strategy="interrupt")
    assert (await finished(worker, second.run_id)).status == "success"  # started after the bounded wait
    assert first.status == "finalizing" and slow.parked
    slow.release.set()
    done = await finished(worker, first.run_id)
    assert done.status == "interrupted" and done.fallback_skipped and done.fallback_title is None
    assert (await agent.aget_state(THREAD)).values["title"] == "Lisbon itinerary"
    assert await display_name(store) == "Lisbon itinerary"


class NeverCheckpointsAgent:
    """An agent interrupted before its first checkpoint: the thread has no messages yet."""

    def __init__(self, agent) -> None:
        self.agent = agent
        self.entered = asyncio.Event()

    async def aget_state(self, config):
        return await self.agent.aget_state(config)

    async def aupdate_state(self, *args, **kwargs):
        return await self.agent.aupdate_state(*args, **kwargs)

    async def ainvoke(self, *args, **kwargs):
        self.entered.set()
        await asyncio.Event().wait()


async def test_without_a_checkpoint_the_fallback_comes_from_the_original_run_input():
    agent, _ = lead_agent([AIMessage("unused")])
    proxy = NeverCheckpointsAgent(agent)
    store = InMemoryThreadMetaStore()
    worker = RunWorker(proxy, store)
    record = worker.submit("t1", {"messages": [{"role": "user", "content": "  Budget for   Q3 offsite \n"}]})
    await asyncio.wait_for(proxy.entered.wait(), 10)
    worker.interrupt(record.run_id)
    done = await finished(worker, record.run_id)
    assert done.fallback_title == "Budget for Q3 offsite"
    assert await display_name(store) == "Budget for Q3 offsite"


async def test_a_titled_thread_gets_no_fallback_and_rollback_restores_the_earlier_checkpoint():
    blocker = Blocker()
    agent, _ = lead_agent([AIMessage("Hello!"), blocked_turn(), AIMessage("Rolled back answer.")],
                          tools=[blocker.tool])
    store = InMemoryThreadMetaStore()
    worker = RunWorker(agent, store)
    turn1 = worker.submit("t1", ask("hello there"))
    assert (await finished(worker, turn1.run_id)).status == "success"
    assert await display_name(store) == "hello there"
    turn2 = worker.submit("t1", ask("delete everything"))
    await asyncio.wait_for(blocker.started.wait(), 10)
    turn3 = worker.submit("t1", ask("actually, summarise"), strategy="rollback")
    assert (await finished(worker, turn3.run_id)).status == "success"
    assert turn2.status == "interrupted" and turn2.first_turn is False and turn2.fallback_title is None
    texts = [m.text for m in (await agent.aget_state(THREAD)).values["messages"]]
    assert texts == ["hello there", "Hello!", "actually, summarise", "Rolled back answer."]
    assert (await agent.aget_state(THREAD)).values["title"] == "hello there"


async def test_rolling_back_a_thread_created_by_the_interrupted_run_starts_empty():
    blocker = Blocker()
    agent, _ = lead_agent([blocked_turn(), AIMessage("Fresh answer.")], tools=[blocker.tool])
    store = InMemoryThreadMetaStore()
    worker = RunWorker(agent, store)
    first = worker.submit("t1", ask(QUESTION))
    await asyncio.wait_for(blocker.started.wait(), 10)
    second = worker.submit("t1", ask("Something else"), strategy="rollback")
    assert (await finished(worker, second.run_id)).status == "success"
    assert first.fallback_title == QUESTION
    texts = [m.text for m in (await agent.aget_state(THREAD)).values["messages"]]
    assert texts == ["Something else", "Fresh answer."]
    assert await display_name(store) == QUESTION  # claimed first; never overwritten


async def test_a_failing_run_is_recorded_and_a_pending_replacement_can_be_interrupted():
    @tool("boom")
    def boom() -> str:
        """Explode."""
        raise RuntimeError("tool crashed")

    agent, _ = lead_agent([AIMessage("", tool_calls=[tool_call("boom", {}, "b1")])], tools=[boom])
    worker = RunWorker(agent, InMemoryThreadMetaStore())
    record = worker.submit("t1", ask("go"))
    done = await finished(worker, record.run_id)
    assert done.status == "error" and "tool crashed" in done.error
    with pytest.raises(TypeError):
        RunWorker(agent, object())
    assert ThreadMeta(thread_id="t").display_name is None
