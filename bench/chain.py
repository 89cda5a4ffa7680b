"""Overhead of the assembled runtime base (spec items 1-13), measured side by side.

Two measurements, each against its baseline in the same process and run:

1. Per call: the composed ``wrap_tool_call`` / ``wrap_model_call`` layers of the
   chain around a no-op handler, vs the bare handler, on threads of 10, 100 and
   1,000 messages. This is the cost the chain adds to every tool or model call.
2. Whole agent: ``create_agent`` with the chain vs the same agent and tools with
   no middlewares, a scripted model doing 5 tool calls (cheap tool) on a thread
   with the same history sizes.

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
from langchain_core.tools import tool  # noqa: E402

from chain import ChainConfig, ChainContext, LocalSandboxProvider, build_runtime_middlewares  # noqa: E402
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
        messages.append(AIMessage("", id=f"a{i}", tool_calls=[tool_call("web_fetch", {"url": f"u{i}"}, f"c{i}")]))
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


@tool
def lookup(key: str) -> str:
    """A cheap tool, so the measurement is the chain and not the tool."""
    return f"value of {key}"


def whole_agent(stack: list, repeat: int) -> None:
    sandbox = next(m for m in stack if m.name == "SandboxMiddleware")
    steps = [AIMessage("", tool_calls=[tool_call("lookup", {"key": f"k{i}"}, f"s{i}")]) for i in range(5)]
    steps.append(AIMessage("done"))
    print("\nwhole agent, 5 tool calls + 6 model calls per run (median ms per run)")
    print(f"{'messages':>9} {'no middleware':>14} {'chain':>9} {'ratio':>7}")
    for n in SIZES:
        prior = history(n - 1)
        timings = {}
        for label, middleware in (("bare", []), ("chain", stack)):
            def run() -> None:
                model = ScriptedChatModel.from_steps(steps)
                agent = create_agent(model, tools=[lookup, *sandbox.tools], middleware=middleware,
                                     context_schema=ChainContext)
                agent.invoke({"messages": [*prior, HumanMessage("go")]},
                             config={"configurable": {"thread_id": "bench"}}, context={"user_id": "bench"})
            timings[label] = median_us(run, max(3, repeat // 50)) / 1000
        print(f"{n:>9} {timings['bare']:>14.1f} {timings['chain']:>9.1f} {timings['chain'] / timings['bare']:>7.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=300)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as base:
        config = ChainConfig(thread_data={"base_dir": Path(base)}, tool_progress={"enabled": True})
        stack = build_runtime_middlewares(config, sandbox_provider=LocalSandboxProvider())
        per_call(stack, Path(base), args.repeat)
        whole_agent(stack, args.repeat)


if __name__ == "__main__":
    main()
