"""Overhead of the assembled chain (runtime base 1-13, full lead stack 1-35), side by side.

Three measurements, each against its baseline in the same process and run:

1. Per call: the composed ``wrap_tool_call`` / ``wrap_model_call`` layers of the
   chain around a no-op handler, vs the bare handler, on threads of 10, 100 and
   1,000 messages. This is the cost the chain adds to every tool or model call.
2. Per model call, full lead stack: every ``before_model`` hook, the composed
   ``wrap_model_call`` layers and every ``after_model`` hook, as one model call
   runs them, for the runtime base alone and for the full lead stack (every
   optional item on, a slash-activated skill, recalled memory, deferred tools;
   summarization's trigger set high so the measurement is its check, not a
   summary), vs the bare call.
3. Whole agent: ``create_agent`` with the base and with the full lead stack vs
   the same agent and tools with no middlewares, a scripted model doing 5 tool
   calls (cheap tool) on a thread with the same history sizes.

Run: ``.venv/bin/python bench/chain.py [--repeat N]``. Prints medians and ratios.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from functools import partial
from pathlib import Path
from types import SimpleNamespace

# This file is named like the package it measures: keep bench/ off the path.
ROOT = Path(__file__).resolve().parent.parent
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != ROOT / "bench"]
sys.path.insert(0, str(ROOT))

from langchain.agents import create_agent  # noqa: E402
from langchain.agents.middleware import AgentMiddleware, ModelRequest, ModelResponse  # noqa: E402
from langchain.agents.middleware.types import ToolCallRequest  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage  # noqa: E402
from langchain_core.tools import StructuredTool, tool  # noqa: E402

from chain import (  # noqa: E402
    ChainConfig,
    ChainContext,
    InMemoryMemoryStore,
    LocalSandboxProvider,
    SkillSpec,
    StaticSkillRegistry,
    build_lead_middlewares,
    build_runtime_middlewares,
)
from chain.provenance import TOOL_RECEIPT_KEY  # noqa: E402
from chain.receipts import make_receipt  # noqa: E402
from chain.scripted_model import ScriptedChatModel, tool_call  # noqa: E402
from chain.tool_result_meta import normalize_tool_result  # noqa: E402

SIZES = (10, 100, 1_000)
PAGE = "Result text with some <b>markup</b> and words. " * 40


def history(n: int) -> list:
    """A thread of ``n`` messages: user turns, tool calls and their stamped results."""
    messages: list = []
    i = 0
    while len(messages) < n:
        messages.append(HumanMessage(f"question {i}: please look at item {i}", id=f"h{i}"))
        messages.append(AIMessage("", id=f"a{i}", tool_calls=[tool_call("web_fetch", {"url": f"u{i}"}, f"c{i}")],
                                  usage_metadata={"input_tokens": 500 * i, "output_tokens": 20,
                                                  "total_tokens": 500 * i + 20}))
        result = normalize_tool_result(ToolMessage(PAGE, tool_call_id=f"c{i}", name="web_fetch", id=f"t{i}"))
        receipt = make_receipt(result, "web_fetch", {"url": f"u{i}"}).model_dump()
        messages.append(result.model_copy(update={"additional_kwargs": {
            **result.additional_kwargs, TOOL_RECEIPT_KEY: receipt}}))
        i += 1
    return messages[:n]


def overridden(mw: AgentMiddleware, hook: str) -> bool:
    return getattr(type(mw), hook) is not getattr(AgentMiddleware, hook)


def compose(stack: list, hook: str, base):
    """First middleware outermost, as create_agent composes them."""
    handler = base
    for mw in reversed([m for m in stack if overridden(m, hook)]):
        handler = partial(getattr(mw, hook), handler=handler)
    return handler


def median_us(fn, repeat: int) -> float:
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - start) * 1e6)
    return statistics.median(samples)


def per_call(stack: list, base_dir: Path, repeat: int) -> None:
    runtime = SimpleNamespace(config={"configurable": {"thread_id": "bench"}}, context={"user_id": "bench"},
                              execution_info=None)
    sandbox = next(m for m in stack if m.name == "SandboxMiddleware")
    provider, sid = sandbox.sandbox_for(runtime)
    provider.write_file(sid, "f.txt", "content\n")
    calls = {
        "bash": {"command": "ls -la /mnt/user-data/workspace | grep txt"},
        "web_fetch": {"url": "https://example.com"},
        "read_file": {"path": "f.txt"},
        "write_file": {"path": "f.txt", "content": "x"},
    }
    print("per tool call (median us): chain layers around a no-op tool, vs the bare call")
    print(f"{'messages':>9} {'tool':>11} {'bare':>8} {'chain':>9} {'overhead':>9}")
    for n in SIZES:
        state = {"messages": history(n)}
        runtime.state = state
        for name, args in calls.items():
            request = ToolCallRequest(tool_call={"name": name, "args": args, "id": "b1", "type": "tool_call"},
                                      tool=None, state=state, runtime=runtime)
            base = lambda r: ToolMessage(PAGE if r.tool_call["name"] == "web_fetch" else "ok",  # noqa: E731
                                         tool_call_id="b1", name=r.tool_call["name"])
            wrapped = compose(stack, "wrap_tool_call", base)
            bare, chained = median_us(lambda: base(request), repeat), median_us(lambda: wrapped(request), repeat)
            print(f"{n:>9} {name:>11} {bare:>8.1f} {chained:>9.1f} {chained - bare:>9.1f}")
    print("\nper model call (median us): chain layers around a no-op model, vs the bare call")
    print(f"{'messages':>9} {'bare':>8} {'chain':>9} {'overhead':>9}")
    for n in SIZES:
        messages = history(n)
        request = ModelRequest(model=None, messages=messages, state={"messages": messages}, runtime=runtime)
        base = lambda r: ModelResponse(result=[AIMessage("ok")])  # noqa: E731
        wrapped = compose(stack, "wrap_model_call", base)
        bare, chained = median_us(lambda: base(request), repeat), median_us(lambda: wrapped(request), repeat)
        print(f"{n:>9} {bare:>8.1f} {chained:>9.1f} {chained - bare:>9.1f}")


def model_call(stack: list, state: dict, runtime, base):
    """One model call as the agent graph runs it: before_model hooks, wrap layers, after_model hooks."""
    befores = [m for m in stack if overridden(m, "before_model")]
    afters = [m for m in reversed(stack) if overridden(m, "after_model")]
    wrapped = compose(stack, "wrap_model_call", base)

    def run() -> None:
        for mw in befores:
            mw.before_model(state, runtime)
        request = ModelRequest(model=None, messages=state["messages"], state=state, runtime=runtime, tools=[])
        response = wrapped(request)
        after_state = {**state, "messages": [*state["messages"], response.result[0]]}
        for mw in afters:
            mw.after_model(after_state, runtime)

    return run


def lead_per_model_call(base_stack: list, lead_stack: list, repeat: int) -> None:
    runtime = SimpleNamespace(config={"configurable": {"thread_id": "bench"}}, context={"user_id": "bench"},
                              execution_info=None)
    base = lambda r: ModelResponse(result=[AIMessage("", id="resp", tool_calls=[  # noqa: E731
        tool_call("web_fetch", {"url": "u"}, "r1")], usage_metadata={
        "input_tokens": 10, "output_tokens": 5, "total_tokens": 15})])
    print("\nper model call, hooks included (median us): base stack and full lead stack vs the bare call")
    print(f"{'messages':>9} {'bare':>8} {'base':>9} {'lead':>9} {'lead overhead':>14} {'lead/base':>10}")
    for n in SIZES:
        messages = [*history(n - 1), HumanMessage("/pdf-report build the report", id="latest")]
        state = {"messages": messages, "run_id": "bench-run",
                 "skill_context": [{"name": "csv-tools", "path": "/mnt/skills/csv-tools/SKILL.md"}]}
        runtime.state = state
        bare = median_us(lambda: base(None), repeat)
        base_us = median_us(model_call(base_stack, state, runtime, base), repeat)
        lead_us = median_us(model_call(lead_stack, state, runtime, base), repeat)
        print(f"{n:>9} {bare:>8.1f} {base_us:>9.1f} {lead_us:>9.1f} {lead_us - bare:>14.1f} "
              f"{(lead_us - bare) / max(base_us - bare, 1e-9):>10.2f}")


def lead_stack_for(base_dir: Path) -> list:
    config = ChainConfig(
        thread_data={"base_dir": base_dir}, tool_progress={"enabled": True},
        summarization={"enabled": True, "trigger_tokens": 10**9}, todo={"is_plan_mode": True},
        token_usage={"enabled": True}, view_image={"enabled": True}, tool_search={"enabled": True},
        subagents={"enabled": True}, token_budget={"enabled": True}, dynamic_context={"memory_enabled": True},
    )
    memory = InMemoryMemoryStore()
    memory.remember("bench", [f"fact {i} about the user" for i in range(10)])
    skills = StaticSkillRegistry([
        SkillSpec(name="pdf-report", body="Render PDFs. " * 50, allowed_tools=("bash", "web_fetch")),
        SkillSpec(name="csv-tools", body="CSV.", allowed_tools=("bash",)),
        SkillSpec(name="web-research", body="Browse.", allowed_tools=None),
    ])
    return build_lead_middlewares(
        config, model=ScriptedChatModel.from_steps([AIMessage("Title")] * 100), sandbox_provider=LocalSandboxProvider(),
        skill_registry=skills, memory_store=memory, deferred_tools=mcp_tools(),
    )


def mcp_tools(count: int = 20) -> list:
    """Deferred MCP tools with distinct descriptions, as a routing index would hold them."""
    topics = ["weather", "stocks", "calendar", "mail", "tickets", "wiki", "maps", "invoices", "builds", "alerts"]
    return [StructuredTool.from_function(lambda query: "ok", name=f"mcp_{topics[i % 10]}_{i}",
                                         description=f"Search {topics[i % 10]} records, variant {i}.")
            for i in range(count)]


@tool
def lookup(key: str) -> str:
    """A cheap tool, so the measurement is the chain and not the tool."""
    return f"value of {key}"


def whole_agent(stack: list, lead: list, repeat: int) -> None:
    sandbox = next(m for m in stack if m.name == "SandboxMiddleware")
    steps = [AIMessage("", tool_calls=[tool_call("lookup", {"key": f"k{i}"}, f"s{i}")]) for i in range(5)]
    steps.append(AIMessage("done"))
    print("\nwhole agent, 5 tool calls + 6 model calls per run (median ms per run)")
    print(f"{'messages':>9} {'no middleware':>14} {'base':>9} {'lead':>9} {'base ratio':>11} {'lead ratio':>11}")
    for n in SIZES:
        prior = history(n - 1)
        timings = {}
        for label, middleware, tools in (("bare", [], sandbox.tools), ("base", stack, sandbox.tools),
                                      ("lead", lead, [])):
            def run() -> None:
                model = ScriptedChatModel.from_steps(steps)
                agent = create_agent(model, tools=[lookup, *tools], middleware=middleware,
                                     context_schema=ChainContext)
                agent.invoke({"messages": [*prior, HumanMessage("go")]},
                             config={"configurable": {"thread_id": "bench"}}, context={"user_id": "bench"})
            timings[label] = median_us(run, max(3, repeat // 50)) / 1000
        print(f"{n:>9} {timings['bare']:>14.1f} {timings['base']:>9.1f} {timings['lead']:>9.1f} "
              f"{timings['base'] / timings['bare']:>11.2f} {timings['lead'] / timings['bare']:>11.2f}")



def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=300)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as base:
        config = ChainConfig(thread_data={"base_dir": Path(base)}, tool_progress={"enabled": True})
        stack = build_runtime_middlewares(config, sandbox_provider=LocalSandboxProvider())
        lead = lead_stack_for(Path(base))
        per_call(stack, Path(base), args.repeat)
        lead_per_model_call(stack, lead, args.repeat)
        whole_agent(stack, lead, args.repeat)


if __name__ == "__main__":
    main()
