"""A lead agent delegating to a subagent through a ``task`` tool, offline.

Run: ``.venv/bin/python examples/subagent_agent.py``. The lead runs under
``ainvoke``; its ``task`` tool runs the subagent in a worker thread with its own
event loop (``asyncio.run``), as an executor would. The subagent's chain comes
from ``build_subagent_middlewares``: it reads a skill from the lead-projected,
read-only ``/mnt/skills`` view, repeats a lookup until loop detection stops it,
and its loop-detection transitions reach the parent run's journal on the parent
loop through the recorder proxy (the journal never enters the subagent's loop).
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
from pathlib import Path

from langchain.agents import create_agent
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool

from chain import (
    ChainConfig,
    LeadChainContext,
    SkillSpec,
    StaticSkillRegistry,
    build_lead_middlewares,
    build_subagent_middlewares,
)
from chain.scripted_model import ScriptedChatModel, tool_call

SKILL = SkillSpec(name="research", description="How to research", body="Look things up, then summarize.")
RUN = {"configurable": {"thread_id": "demo"}}
CONTEXT = {"user_id": "demo"}


class Journal:
    """Stands in for the parent run's journal: only its own event loop may append."""

    def __init__(self) -> None:
        self.loop = asyncio.get_running_loop()
        self.records: list[dict] = []

    def append(self, record: dict) -> None:
        assert asyncio.get_running_loop() is self.loop, "journal touched from another loop"
        self.records.append(record)


@tool
def lookup(query: str) -> str:
    """Look something up."""
    return "no new information"


def subagent_script() -> list[AIMessage]:
    again = tool_call("lookup", {"query": "rome weather"}, "l")
    return [AIMessage("", tool_calls=[tool_call("read_file", {"path": "/mnt/skills/research/SKILL.md"}, "s1")]),
            *[AIMessage("", tool_calls=[{**again, "id": f"l{i}"}]) for i in range(3)]]


async def main() -> int:
    with tempfile.TemporaryDirectory() as base:
        config = ChainConfig(thread_data={"base_dir": Path(base)}, loop_detection={"warn_threshold": 2, "hard_limit": 3})
        journal = Journal()
        lead_stack = build_lead_middlewares(config, skill_registry=StaticSkillRegistry([SKILL]))
        sandbox = next(m for m in lead_stack if m.name == "SandboxMiddleware")
        sub_stack = build_subagent_middlewares(config, sandbox_provider=sandbox.provider, parent_journal=journal,
                                               agent_id="researcher")
        print("subagent chain: " + ", ".join(m.name.removesuffix("Middleware") for m in sub_stack))
        sub = create_agent(ScriptedChatModel.from_steps(subagent_script()), tools=[lookup], middleware=sub_stack,
                           system_prompt="You are a research subagent.")

        @tool
        def task(description: str) -> str:
            """Delegate a task to the research subagent."""
            state = asyncio.run(sub.ainvoke({"messages": [HumanMessage(description)]}, config=RUN, context=CONTEXT))
            skill = next(m for m in state["messages"] if getattr(m, "tool_call_id", None) == "s1")
            print(f"   subagent read its skill: {skill.content.splitlines()[-1]!r}")
            return f"{state['messages'][-1].text} (stop_reason={state.get('stop_reason')})"

        lead = create_agent(ScriptedChatModel.from_steps([
            AIMessage("", tool_calls=[tool_call("task", {"description": "weather in Rome"}, "t1")]),
            AIMessage("The subagent found nothing new."),
        ]), tools=[task], middleware=lead_stack, context_schema=LeadChainContext)
        state = await lead.ainvoke({"messages": [HumanMessage("delegate the research")]}, config=RUN, context=CONTEXT)
        await asyncio.sleep(0)  # let the forwarded appends run on this loop
        print(f"   task result: {state['messages'][-2].content[:90]!r}")
        print(f"   lead answer: {state['messages'][-1].content!r}")
        print("parent journal (appended on the parent loop):")
        for record in journal.records:
            print(f"   {record}")
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
