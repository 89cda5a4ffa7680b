"""DanglingToolCallMiddleware (spec item 7): a well-formed history for strict providers.

An AIMessage whose tool calls have no ToolMessage (a run interrupted mid-call)
makes OpenAI-compatible providers reject the next request. In the model-bound
request only, each missing response gets a placeholder ToolMessage (stamped with
provenance and meta) right after its AIMessage's answered calls; tool-call names
that break the provider grammar and non-object arguments are sanitized, invalid
tool calls become sanitized calls with placeholders, and the raw provider payload
in ``additional_kwargs["tool_calls"]`` is preserved untouched.
"""

from __future__ import annotations

import hashlib
import re
from typing import Any

from langchain.agents.middleware import ModelRequest
from langchain_core.messages import AIMessage, AnyMessage, ToolMessage

from chain.middlewares._base import ModelCallLayer
from chain.provenance import provenance_kwargs
from chain.tool_result_meta import error_tool_message

_NAME_OK = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
_NAME_BAD_CHARS = re.compile(r"[^A-Za-z0-9_-]")
PLACEHOLDER = "[no result: this tool call was interrupted before it returned]"


def sanitize_tool_name(name: Any) -> str:
    """A provider-safe tool name (``^[A-Za-z0-9_-]{1,64}$``)."""
    text = name if isinstance(name, str) else ""
    if _NAME_OK.match(text):
        return text
    cleaned = _NAME_BAD_CHARS.sub("_", text)[:64]
    return cleaned if cleaned.strip("_") else "invalid_tool_name"


def _call_id(raw: Any, position: int, message: AIMessage) -> str:
    if isinstance(raw, str) and raw:
        return raw
    seed = f"{message.id}:{position}".encode()
    return "call_" + hashlib.sha256(seed).hexdigest()[:16]


def _well_formed(message: AIMessage) -> bool:
    return not message.invalid_tool_calls and all(
        isinstance(c.get("name"), str) and _NAME_OK.match(c["name"]) and isinstance(c.get("args"), dict)
        and isinstance(c.get("id"), str) and c["id"]
        for c in message.tool_calls
    )


def _clean_ai(message: AIMessage) -> AIMessage:
    if _well_formed(message):
        return message
    calls = []
    changed = bool(message.invalid_tool_calls)
    for position, call in enumerate([*message.tool_calls, *message.invalid_tool_calls]):
        args = call.get("args")
        clean = {
            "name": sanitize_tool_name(call.get("name")),
            "args": args if isinstance(args, dict) else {},
            "id": _call_id(call.get("id"), position, message),
            "type": "tool_call",
        }
        changed = changed or any(clean[k] != call.get(k) for k in ("name", "args", "id"))
        calls.append(clean)
    if not changed:
        return message
    return message.model_copy(update={"tool_calls": calls, "invalid_tool_calls": []})


def repair_history(messages: list[AnyMessage], producer: str) -> list[AnyMessage]:
    """``messages`` with sanitized tool calls and a placeholder for every unanswered one."""
    answered = {m.tool_call_id for m in messages if isinstance(m, ToolMessage)}
    repaired: list[AnyMessage] = []
    pending: list[ToolMessage] = []
    for message in messages:
        if pending and not isinstance(message, ToolMessage):
            repaired.extend(pending)
            pending = []
        if isinstance(message, AIMessage) and (message.tool_calls or message.invalid_tool_calls):
            message = _clean_ai(message)
            for call in message.tool_calls:
                call_id = call["id"]  # _clean_ai gave every call a string id
                if call_id is not None and call_id not in answered:
                    placeholder = error_tool_message(
                        PLACEHOLDER, tool_call_id=call_id, tool_name=call["name"],
                        error_type="transient", source=producer,
                    )
                    stamp = provenance_kwargs("dangling_tool_call_placeholder", "middleware", producer)
                    pending.append(placeholder.model_copy(
                        update={"additional_kwargs": {**placeholder.additional_kwargs, **stamp}}
                    ))
        repaired.append(message)
    repaired.extend(pending)
    return repaired


class DanglingToolCallMiddleware(ModelCallLayer):
    def _pre_model(self, request: ModelRequest) -> ModelRequest:
        repaired = repair_history(list(request.messages), self.name)
        if len(repaired) == len(request.messages) and all(a is b for a, b in zip(repaired, request.messages)):
            return request
        return request.override(messages=repaired)
