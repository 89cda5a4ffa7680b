"""The lead agent's whole chain (items 1-35), offline, over three turns.

Run: ``.venv/bin/python examples/lead_agent.py``. A scripted model plays a session:
turn 1 activates the ``/pdf-report`` skill (its allowed-tools clamp what the model
sees and can run) and plans with todos; turn 2 repeats a fetch until loop
detection stops it; turn 3 asks a clarification with a form, which ends the run.
The output shows, per turn, what reached the model and what the chain did.
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

from langchain.agents import create_agent
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool
from langgraph.checkpoint.memory import InMemorySaver

from chain import ChainConfig, LeadChainContext, SkillSpec, StaticSkillRegistry, build_lead_middlewares
from chain.scripted_model import ScriptedChatModel, tool_call

SKILL = SkillSpec(name="pdf-report", description="Quarterly PDF reports", allowed_tools=("bash", "write_todos"),
                  body="Plan the report with write_todos, then render it with bash.")
FORM = [{"name": "region", "label": "Region", "type": "select", "options": {"option": ["EU", "US", "EU"]}},
        {"name": "consent", "label": "Send the report by mail", "type": "checkbox", "required": True},
        {"name": "constructor", "label": "A name a browser would choke on"}]


@tool
def web_fetch(url: str) -> str:
    """Fetch a web page."""
    return "Forecast: sunny."


def script() -> list[AIMessage]:
    fetch = tool_call("web_fetch", {"url": "https://weather.example"}, "w")
    return [
        AIMessage("", tool_calls=[tool_call("write_todos", {"todos": [{"content": "render", "status": "in_progress"}]}, "t1"),
                                  tool_call("web_fetch", {"url": "https://x"}, "t2")]),
        AIMessage("", tool_calls=[tool_call("bash", {"command": "echo report.pdf"}, "t3")]),
        AIMessage("Rendered report.pdf."),
        *[AIMessage("", tool_calls=[{**fetch, "id": f"w{i}"}]) for i in range(3)],
        AIMessage("", tool_calls=[tool_call("ask_clarification", {"question": "Which variant?", "fields": FORM,
                                                                "options": ["EU", "US"]}, "q1"),
                                  tool_call("bash", {"command": "echo too-early"}, "q2")]),
    ]


def show(turn: str, state: dict, seen: list) -> None:
    print(f"\n== {turn}")
    print(f"   model calls this turn: {len(seen)}")
    for message in state["messages"][-6:]:
        text = str(message.content).replace("\n", " ")[:90]
        extra = f" calls={[c['name'] for c in message.tool_calls]}" if isinstance(message, AIMessage) and message.tool_calls else ""
        status = f" [{message.status}]" if isinstance(message, ToolMessage) else ""
        print(f"   {type(message).__name__:<12}{status} {text}{extra}")
    for key in ("title", "todos", "stop_reason"):
        if state.get(key):
            print(f"   {key}: {state[key]}")


def main() -> int:
    with tempfile.TemporaryDirectory() as base:
        config = ChainConfig(thread_data={"base_dir": Path(base)}, todo={"is_plan_mode": True},
                             loop_detection={"warn_threshold": 2, "hard_limit": 3})
        helper = GenericFakeChatModel(messages=iter([AIMessage("Q3 report")]))
        stack = build_lead_middlewares(config, model=helper, skill_registry=StaticSkillRegistry([SKILL]))
        model = ScriptedChatModel.from_steps(script())
        agent = create_agent(model, tools=[web_fetch], middleware=stack, context_schema=LeadChainContext,
                             checkpointer=InMemorySaver(), system_prompt="You are a careful assistant.")
        run = {"configurable": {"thread_id": "demo"}}
        print(f"chain of {len(stack)} middlewares: " + ", ".join(m.name.removesuffix("Middleware") for m in stack))
        for text in ("/pdf-report build the Q3 report", "what's the weather?", "ok, next step"):
            before = len(model.seen)
            state = agent.invoke({"messages": [HumanMessage(text)]}, config=run, context={"user_id": "demo"})
            show(text, state, model.seen[before:])
        card = state["messages"][-1].artifact["human_input"]
        print("\nclarification card (the 'constructor' field degraded the form to the v1 choice):")
        print("   " + json.dumps(card))
    return 0


if __name__ == "__main__":
    sys.exit(main())
