"""The chain target: scenarios run through the assembled LangChain chain, offline.

A scenario is one agent run with a scripted model: a `bash` call, a tool result, a user
message or a tool call by a principal with roles, and the expected effect as the model
(or the sandbox) sees it: `blocked` / `warned` / `ran` (sandbox audit), `denied` /
`allowed` (authorization), `neutralized` / `unchanged` (sanitizers). The fuzz loop
feeds generated forged tags through a tool result and the user message, and
classifier-blocked commands through `bash`, and checks the chain agrees with the core.
"""

from __future__ import annotations

import random
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from chainwarden.corpus import CORPUS_ROOT, fuzz_module
from chainwarden.review.targets import Evaluation, Generated, Problem, Target

if TYPE_CHECKING:
    from langchain.agents.middleware import AgentMiddleware

RANK = {"leaked": -1, "ran": 0, "allowed": 0, "unchanged": 0, "warned": 1, "blocked": 2, "denied": 2, "neutralized": 2}
ADMIN = {"user_id": "reviewer", "roles": ["admin"]}


class ChainTarget(Target):
    name = "chain"
    required = ("id", "kind", "expected")

    def __init__(self) -> None:
        from langchain_core.tools import tool

        from authz import load_policy
        from chain import ChainConfig, build_runtime_middlewares
        from guards import find_forged_tags

        self._find = find_forged_tags
        self._page = {"text": ""}

        @tool
        def web_fetch(url: str) -> str:
            """Fetch a web page (the scenario's text)."""
            return self._page["text"]

        @tool
        def lookup(key: str) -> str:
            """A first-party tool whose output is trusted (the scenario's text)."""
            return self._page["text"]

        @tool
        def web_search(query: str) -> str:
            """Search the web."""
            return "results"

        self._tools = [web_fetch, lookup, web_search]
        self._base = tempfile.TemporaryDirectory(prefix="cw-review-chain-")
        config = ChainConfig(thread_data={"base_dir": Path(self._base.name)}, authorization={"enabled": True})
        # Any context: the chain reads any context schema; create_agent takes ChainContext from `_run`.
        self._stack: list[AgentMiddleware[Any, Any]] = build_runtime_middlewares(
            config, authorization_provider=load_policy(CORPUS_ROOT / "authz" / "policy.yaml")
        )

    def default_corpus(self) -> Path:
        return CORPUS_ROOT / "chain"

    # ------------------------------------------------------------------ one run

    def _run(self, calls: list[tuple[str, dict]], user_text: str, context: dict, page: str = "") -> tuple[list, list]:
        from langchain.agents import create_agent
        from langchain_core.messages import AIMessage, HumanMessage, ToolMessage

        from chain import ChainContext
        from chain.scripted_model import ScriptedChatModel, tool_call

        self._page["text"] = page
        steps = [AIMessage("", tool_calls=[tool_call(n, a, f"c{i}") for i, (n, a) in enumerate(calls)])] if calls else []
        model = ScriptedChatModel.from_steps([*steps, AIMessage("done")])
        agent = create_agent(model, tools=self._tools, middleware=self._stack, context_schema=ChainContext)
        state = agent.invoke({"messages": [HumanMessage(user_text)]}, config={"configurable": {"thread_id": "review"}},
                             context=context)
        seen_tools = [m for m in model.seen[-1] if isinstance(m, ToolMessage)]
        return [m for m in state["messages"] if isinstance(m, ToolMessage)], [model.seen[0], seen_tools]

    def _text_effect(self, raw: str, seen: str) -> str:
        if seen == raw:
            return "unchanged"
        return "leaked" if self._find(seen) else "neutralized"

    @staticmethod
    def _frame_inner(content: str) -> str:
        head, tail = "<user_input>\n", "\n</user_input>"
        start, end = content.find(head), content.rfind(tail)
        return content[start + len(head): end] if start >= 0 and end > start else content

    @staticmethod
    def _tool_effect(message: Any) -> str:
        meta = message.additional_kwargs.get("chainwarden_tool_meta", {})
        if meta.get("error_type") == "permission":
            return "denied"
        if meta.get("error_type") == "policy_blocked":
            return "blocked"
        return "warned" if "<sandbox_audit_warning>" in str(message.content) else "ran"

    def evaluate(self, case: dict) -> Evaluation:
        kind = case["kind"]
        if kind == "bash":
            results, _ = self._run([("bash", {"command": case["command"]})], "run it", case.get("context", ADMIN))
            return Evaluation(self._tool_effect(results[0]))
        if kind == "tool_call":
            context = {"user_id": case.get("user_id", "reviewer"), "roles": case["roles"]}
            results, _ = self._run([(case["tool"], case.get("args", {"query": "x"}))], "go", context)
            return Evaluation("denied" if self._tool_effect(results[0]) == "denied" else "allowed")
        if kind == "tool_result":
            _, (_, seen_tools) = self._run([(case["tool"], {"url": "x"} if case["tool"] == "web_fetch" else {"key": "x"})],
                                           "read it", ADMIN, page=case["text"])
            return Evaluation(self._text_effect(case["text"], str(seen_tools[0].content)))
        if kind == "user_message":
            _, (first, _) = self._run([], case["text"], ADMIN)
            return Evaluation(self._text_effect(case["text"], self._frame_inner(str(first[-1].content))))
        raise ValueError(f"unknown scenario kind {kind!r}")

    def judge(self, expected: str, got: str) -> str:
        if got == expected:
            return "ok"
        return "false-positive" if RANK.get(got, -1) > RANK.get(expected, 0) else "miss"

    def show(self, case: dict) -> str:
        return f"{case['kind']}: {case.get('command') or case.get('text') or case.get('tool')}"

    # --------------------------------------------------------------------- fuzz

    def generate(self, seed: int) -> Iterator[Generated]:
        strategies = fuzz_module("strategies")
        rng = random.Random(seed)
        commands = strategies.random_commands(seed, intent="risky")
        while True:
            chooser = strategies.RandomChooser(rng)
            text = strategies.build_text(chooser, forged=True)
            command, picks = next(commands)
            yield Generated((text, command), tuple(chooser.shape) + command.shape, {**picks, **chooser.picks})

    def check(self, payload: Any) -> list[Problem]:
        from shell_audit import classify

        text, command = payload
        blocked = classify(command.command).verdict.value == "block"
        calls = [("web_fetch", {"url": "x"})] + ([("bash", {"command": command.command})] if blocked else [])
        results, (first, seen_tools) = self._run(calls, text.text, ADMIN, page=text.text)
        problems = []
        if self._find(str(seen_tools[0].content)):
            problems.append(Problem("bypass", "neutralized", "leaked", "a forged tag reached the model in a web_fetch result"))
        if self._find(self._frame_inner(str(first[-1].content))):
            problems.append(Problem("bypass", "neutralized", "leaked", "a forged tag reached the model in the user message"))
        if blocked and self._tool_effect(results[1]) != "blocked":
            problems.append(Problem("bypass", "blocked", self._tool_effect(results[1]),
                                    "the classifier blocks this command but the chain let it run"))
        return problems

    def strategy(self, found: Generated):
        from hypothesis import strategies as st

        strategies = fuzz_module("strategies")
        return st.tuples(strategies.untrusted_texts(forged=True, within=found.picks),
                         strategies.bash_commands(intent="risky", within=found.picks))

    def render(self, payload: Any) -> str:
        return f"{payload[0].text!r} / {payload[1].command}"

    def family(self, payload: Any) -> frozenset[str]:
        return payload[0].essential

    def corpus_line(self, payload: Any, problem: Problem) -> dict:
        if problem.expected == "blocked":
            return {"kind": "bash", "command": payload[1].command, "expected": "blocked", "category": "fuzz"}
        return {"kind": "tool_result", "tool": "web_fetch", "text": payload[0].text, "expected": "neutralized",
                "category": "fuzz"}
