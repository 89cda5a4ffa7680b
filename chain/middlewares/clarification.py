"""ClarificationMiddleware (spec item 35, must be last): ask the user and stop the run.

``ask_clarification`` never executes: this innermost layer answers it with a
ToolMessage whose ``content`` is a readable fallback and whose
``artifact["human_input"]`` is the structured, versioned payload
(:mod:`chain.clarification_form`), and ends the run. LangChain 1.x ``create_agent``
routes a tools step back to the model even when a tool returns
``Command(goto=END)``; its supported exit is a ``return_direct`` tool, so the tool
is declared ``return_direct`` and the run leaves through the after-agent hooks
(titles, memory) to END.

``after_model`` drops same-turn sibling tool calls (structured and raw) so they
cannot run before the user answers; a malformed ``ask_clarification`` parked on
``invalid_tool_calls`` is the same stop signal and becomes the one call kept.
Runs whose server context sets ``disable_clarification`` keep the siblings.
"""

from __future__ import annotations

import json
import re
import uuid
from collections.abc import Mapping
from typing import Any

from langchain.agents.middleware import AgentMiddleware
from langchain.agents.middleware.types import ToolCallRequest
from langchain_core.messages import ToolMessage
from langchain_core.tools import tool

from chain.clarification_form import clarification_payload, fallback_text
from chain.lead_messages import last_ai_message, without_tool_calls
from chain.middlewares._base import AsyncToolHandler, ToolHandler, ToolResult, call_identity

CLARIFICATION_TOOL = "ask_clarification"


@tool(CLARIFICATION_TOOL, return_direct=True)
def ask_clarification(
    question: str, options: Any = None, fields: Any = None, context: str | None = None
) -> str:
    """Ask the user a question and wait for the answer. Give `options` for a choice, or `fields`
    (list of {name, label, type: text|textarea|number|select|multi_select|checkbox, options, required})
    for a short form. Call it alone: other tool calls in the same turn are dropped."""
    return fallback_text(clarification_payload({"question": question, "options": options, "fields": fields,
                                                "context": context}))


_QUESTION = re.compile(r'"question"\s*:\s*"((?:[^"\\]|\\.)*)"')


def _parsed_args(raw: Any) -> dict[str, Any]:
    """Arguments of a malformed call: the JSON if it parses, else the question it clearly holds."""
    if isinstance(raw, dict):
        return raw
    try:
        value = json.loads(raw) if isinstance(raw, str) else None
    except ValueError:
        value = None
    if isinstance(value, dict):
        return value
    match = _QUESTION.search(raw) if isinstance(raw, str) else None
    if match:
        try:
            return {"question": json.loads(f'"{match.group(1)}"')}
        except ValueError:
            pass
    return {"question": raw if isinstance(raw, str) and raw.strip() else None}


def _disabled(runtime: Any) -> bool:
    context = getattr(runtime, "context", None)
    return isinstance(context, Mapping) and context.get("disable_clarification") is True


class ClarificationMiddleware(AgentMiddleware):
    tools = [ask_clarification]

    def release_policy_parameters(self) -> dict[str, object]:
        return {"tool": CLARIFICATION_TOOL, "drops_siblings": True, "payload_versions": [1, 2]}

    def after_model(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        last = last_ai_message(state)
        if last is None or _disabled(runtime):
            return None
        message = last[1]
        asks = [c for c in message.tool_calls if c.get("name") == CLARIFICATION_TOOL]
        broken = [c for c in message.invalid_tool_calls if c.get("name") == CLARIFICATION_TOOL]
        if asks:
            keep = asks[0]
        elif broken:
            keep = {"name": CLARIFICATION_TOOL, "args": _parsed_args(broken[0].get("args")),
                    "id": broken[0].get("id") or f"call_{uuid.uuid4().hex[:16]}", "type": "tool_call"}
        else:
            return None
        if message.tool_calls == [keep] and not message.invalid_tool_calls:
            return None
        return {"messages": [without_tool_calls(message, keep=[keep])]}

    async def aafter_model(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        return self.after_model(state, runtime)

    def _answer(self, request: ToolCallRequest) -> ToolResult | None:
        name, call_id = call_identity(request)
        if name != CLARIFICATION_TOOL:
            return None
        payload = clarification_payload(request.tool_call.get("args"))
        answer = ToolMessage(
            content=fallback_text(payload), artifact={"human_input": payload},
            tool_call_id=call_id, name=name,
        )
        return answer

    def wrap_tool_call(self, request: ToolCallRequest, handler: ToolHandler) -> ToolResult:
        return self._answer(request) or handler(request)

    async def awrap_tool_call(self, request: ToolCallRequest, handler: AsyncToolHandler) -> ToolResult:
        return self._answer(request) or await handler(request)
