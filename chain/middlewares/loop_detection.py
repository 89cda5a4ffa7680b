"""LoopDetectionMiddleware (spec item 28): repeated tool-call loops warn, then hard-stop.

Per run, each tool call is counted by a hash of (name, canonical arguments) and
each tool by name. The first time a call hash reaches ``warn_threshold`` (or a
tool's count reaches ``tool_warn_threshold``) a hidden ``<loop_detection_warning>``
goes into the next request. At ``hard_limit`` (or ``tool_hard_limit``) the
response is rewritten: structured ``tool_calls``, ``invalid_tool_calls`` and the
raw provider payload are all cleared, ``finish_reason`` becomes ``stop``, a
visible note asks for the final answer, and ``stop_reason`` is ``loop_capped``
(symmetric to TokenBudget). Transitions (warned, hard stop) are audited as
``middleware:loop_detection`` with ``is_subagent`` and ``agent_id``, never with
arguments, content, results or argument-derived hashes. Counters are private state.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from typing import Annotated, Any, NotRequired

from langchain.agents.middleware import ModelRequest
from langchain.agents.middleware.types import PrivateStateAttr
from langchain_core.messages import AIMessage

from chain.audit import AuditSink, emit, log_event
from chain.lead_messages import RunScopeState, current_run_id, force_stop, hidden_human, last_ai_message
from chain.middlewares._base import ModelCallLayer

WARNING_TAG = "loop_detection_warning"
LOOP_CAPPED = "loop_capped"


class LoopState(RunScopeState):
    loop_detection: NotRequired[Annotated[dict[str, Any], PrivateStateAttr]]


def call_hash(call: Mapping[str, Any]) -> str:
    args = json.dumps(call.get("args"), sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(f"{call.get('name')}\0{args}".encode()).hexdigest()[:24]


class LoopDetectionMiddleware(ModelCallLayer):
    state_schema = LoopState

    def __init__(
        self, *, warn_threshold: int = 3, hard_limit: int = 5, tool_warn_threshold: int = 30,
        tool_hard_limit: int = 50, is_subagent: bool = False, agent_id: str | None = None,
        sink: AuditSink = log_event,
    ) -> None:
        super().__init__()
        if not (1 <= warn_threshold < hard_limit and 1 <= tool_warn_threshold < tool_hard_limit):
            raise ValueError("loop detection needs 1 <= warn threshold < hard limit")
        self.warn_threshold, self.hard_limit = warn_threshold, hard_limit
        self.tool_warn_threshold, self.tool_hard_limit = tool_warn_threshold, tool_hard_limit
        self.is_subagent, self.agent_id, self.sink = is_subagent, agent_id, sink

    def release_policy_parameters(self) -> dict[str, object]:
        return {
            "warn_threshold": self.warn_threshold, "hard_limit": self.hard_limit,
            "tool_warn_threshold": self.tool_warn_threshold, "tool_hard_limit": self.tool_hard_limit,
        }

    def _audit(self, transition: str, kind: str, tool: str) -> None:
        emit(self.sink, "middleware:loop_detection", transition=transition, kind=kind, tool=tool,
             is_subagent=self.is_subagent, agent_id=self.agent_id)

    def after_model(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        last = last_ai_message(state)
        if last is None or not last[1].tool_calls:
            return None
        message = last[1]
        run_id = current_run_id(state)
        tracked = state.get("loop_detection") or {}
        if tracked.get("run_id") != run_id:
            tracked = {}
        hashes = dict(tracked.get("hashes") or {})
        tools = dict(tracked.get("tools") or {})
        warned = set(tracked.get("warned") or [])
        warn_new: list[tuple[str, str]] = []
        stop: tuple[str, str] | None = None
        for call in message.tool_calls:
            name, digest = str(call.get("name")), call_hash(call)
            hashes[digest] = hashes.get(digest, 0) + 1
            tools[name] = tools.get(name, 0) + 1
            checks = ((digest, hashes[digest], self.warn_threshold, self.hard_limit, "repeated_call"),
                      (f"tool:{name}", tools[name], self.tool_warn_threshold, self.tool_hard_limit, "tool_frequency"))
            for key, count, warn_at, stop_at, kind in checks:
                if count >= stop_at and stop is None:
                    stop = (kind, name)
                elif count >= warn_at and key not in warned:
                    warned.add(key)
                    warn_new.append((kind, name))
        update: dict[str, Any] = {"loop_detection": {
            "run_id": run_id, "hashes": hashes, "tools": tools, "warned": sorted(warned),
            "warned_message_id": message.id if warn_new else tracked.get("warned_message_id"),
        }}
        if stop is not None:
            self._audit("hard_stop", *stop)
            note = ("[Loop detected: the same tool calls kept repeating, so they were stopped. "
                    "Give your final answer with what you have.]")
            update.update(messages=[force_stop(message, note)], stop_reason=LOOP_CAPPED)
            return update
        for kind, name in warn_new:
            self._audit("warned", kind, name)
        return update

    async def aafter_model(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        return self.after_model(state, runtime)

    def _pre_model(self, request: ModelRequest) -> ModelRequest:
        state = request.state or {}
        tracked = state.get("loop_detection")
        warned_id = tracked.get("warned_message_id") if isinstance(tracked, dict) else None
        if not warned_id:
            return request
        latest_ai = next((m for m in reversed(state.get("messages") or []) if isinstance(m, AIMessage)), None)
        if latest_ai is None or latest_ai.id != warned_id:
            return request
        warning = hidden_human(
            f"<{WARNING_TAG}>\nYou are repeating the same tool calls without progress. Change your approach "
            f"or give your final answer; repeated calls will be stopped.\n</{WARNING_TAG}>",
            WARNING_TAG, self.name,
        )
        return request.override(messages=[*request.messages, warning])
