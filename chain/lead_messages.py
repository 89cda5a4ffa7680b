"""Message facts the lead-only middlewares share: real user turns, hidden context, runs.

A *real* user message is a HumanMessage the chain did not inject: injected ones
carry a provenance stamp (``chainwarden_content_kind``), which InputSanitization
strips from inbound messages, so a caller cannot make its own message look
injected nor an injected one look real. Lead middlewares read the user's words
from ``original_user_content`` when it is a string (the text before any framing),
else from the message text.

The *run* is one ``invoke``: DurableContext writes a fresh private ``run_id`` at
``before_agent`` (the execution info's run id when LangGraph has one), and
per-run caps (subagent total, loop counts, token budget) key on it, so later user
turns in the same thread get a fresh budget while repeated planning in one run
does not.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from functools import lru_cache
from typing import Annotated, Any, NotRequired, TypeGuard

from langchain.agents.middleware import AgentState
from langchain.agents.middleware.types import OmitFromInput, PrivateStateAttr
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage, ToolCall

from chain.provenance import CONTENT_KIND_KEY, ORIGINAL_USER_CONTENT_KEY, provenance_kwargs
from guards import TAG_REGISTRY, neutralize_untrusted_text

HIDE_FROM_UI_KEY = "hide_from_ui"
STOP_REASON_KEY = "stop_reason"
RAW_TOOL_CALL_KEYS = ("tool_calls", "function_call")
"""Provider payload keys in ``additional_kwargs`` that can carry tool-call intent."""


class RunScopeState(AgentState):
    run_id: NotRequired[Annotated[str, PrivateStateAttr]]
    stop_reason: NotRequired[Annotated[str | None, OmitFromInput]]
    """Why the run stopped early (``loop_capped``, ``token_budget_capped``, ...); the run worker reads it."""


def new_run_id(runtime: Any) -> str:
    run_id = getattr(getattr(runtime, "execution_info", None), "run_id", None)
    return str(run_id) if run_id else uuid.uuid4().hex


def current_run_id(state: Any) -> str:
    value = state.get("run_id") if isinstance(state, dict) else None
    return value if isinstance(value, str) else ""


def is_real_user_message(message: object) -> TypeGuard[HumanMessage]:
    return isinstance(message, HumanMessage) and CONTENT_KIND_KEY not in message.additional_kwargs


def latest_real_user(messages: Sequence[Any]) -> tuple[int, HumanMessage] | None:
    for index in range(len(messages) - 1, -1, -1):
        if is_real_user_message(messages[index]):
            return index, messages[index]
    return None


def user_text(message: BaseMessage) -> str:
    """The user's own words: ``original_user_content`` when a string, else the text parts."""
    original = message.additional_kwargs.get(ORIGINAL_USER_CONTENT_KEY)
    return original if isinstance(original, str) else message.text


@lru_cache(maxsize=4_096)
def _neutralized(text: str, registry_version: int) -> str:
    return neutralize_untrusted_text(text)


def neutralized(text: str) -> str:
    """``guards.neutralize_untrusted_text``, cached per registry version (skill bodies, memory
    facts and ledger values repeat on every model call)."""
    return _neutralized(text, TAG_REGISTRY.version)


def hidden_human(text: str, content_kind: str, producer: str, *, message_id: str | None = None) -> HumanMessage:
    """A provenance-stamped HumanMessage the UI does not show (request-only context)."""
    kwargs = {**provenance_kwargs(content_kind, "middleware", producer), HIDE_FROM_UI_KEY: True}
    return HumanMessage(content=text, additional_kwargs=kwargs, id=message_id)


def stamped_system(text: str, content_kind: str, producer: str) -> SystemMessage:
    return SystemMessage(content=text, additional_kwargs=provenance_kwargs(content_kind, "middleware", producer))


def last_ai_message(state: Any) -> tuple[int, AIMessage] | None:
    messages = state.get("messages") or []
    if messages and isinstance(messages[-1], AIMessage):
        return len(messages) - 1, messages[-1]
    return None


def without_tool_calls(message: AIMessage, *, note: str | None = None, keep: Sequence[ToolCall] = ()) -> AIMessage:
    """``message`` with only the ``keep`` calls, structured and raw, optionally with a visible note.

    Clearing the raw provider payload too matters: some serializers rebuild tool
    calls from ``additional_kwargs["tool_calls"]``, which would resurrect them.
    """
    kept_ids = {c.get("id") for c in keep}
    kwargs = dict(message.additional_kwargs)
    raw = kwargs.get("tool_calls")
    if keep and isinstance(raw, list):
        kwargs["tool_calls"] = [c for c in raw if isinstance(c, dict) and c.get("id") in kept_ids]
    else:
        for key in RAW_TOOL_CALL_KEYS:
            kwargs.pop(key, None)
    update: dict[str, Any] = {
        "tool_calls": list(keep), "invalid_tool_calls": [], "additional_kwargs": kwargs,
    }
    if note is not None:
        text = message.text
        update["content"] = f"{text}\n\n{note}" if text.strip() else note
    return message.model_copy(update=update)


def force_stop(message: AIMessage, note: str) -> AIMessage:
    """No tool calls, ``finish_reason="stop"`` and a visible note: the run ends with text."""
    stopped = without_tool_calls(message, note=note)
    metadata = {**stopped.response_metadata, "finish_reason": "stop"}
    return stopped.model_copy(update={"response_metadata": metadata})
