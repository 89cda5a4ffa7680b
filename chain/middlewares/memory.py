"""MemoryMiddleware (spec item 22): queue the conversation for an asynchronous memory update.

At the end of each run it queues the messages not queued before, filtered to real
user messages and final AI answers (no tool traffic, no injected context), under
the user resolved from *this run's* runtime (context, then the request
ContextVar), so a standalone server reads and writes the same bucket.
"""

from __future__ import annotations

from typing import Annotated, Any, NotRequired

from langchain.agents.middleware import AgentMiddleware, AgentState
from langchain.agents.middleware.types import PrivateStateAttr
from langchain_core.messages import AIMessage

from chain.lead_messages import is_real_user_message, user_text
from chain.memory import MemoryQueue, MemoryUpdate
from chain.runtime_identity import resolve_runtime_user_id, resolve_thread_id

MAX_QUEUED_IDS = 2_000


class MemoryState(AgentState):
    memory_queued_ids: NotRequired[Annotated[list[str], PrivateStateAttr]]


class MemoryMiddleware(AgentMiddleware):
    state_schema = MemoryState

    def __init__(self, queue: MemoryQueue) -> None:
        super().__init__()
        self.queue = queue

    def release_policy_parameters(self) -> dict[str, object]:
        return {"filter": "user+final_ai"}

    def after_agent(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        queued = set(state.get("memory_queued_ids") or [])
        picked: list[tuple[str, str]] = []
        ids: list[str] = []
        for message in state.get("messages") or []:
            if message.id in queued or not message.id:
                continue
            if is_real_user_message(message):
                picked.append(("user", user_text(message)))
            elif isinstance(message, AIMessage) and not message.tool_calls and message.text.strip():
                picked.append(("assistant", message.text))
            else:
                continue
            ids.append(message.id)
        if not picked:
            return None
        self.queue.put(MemoryUpdate(
            user_id=resolve_runtime_user_id(runtime), thread_id=resolve_thread_id(runtime), messages=tuple(picked),
        ))
        return {"memory_queued_ids": [*(state.get("memory_queued_ids") or []), *ids][-MAX_QUEUED_IDS:]}

    async def aafter_agent(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        return self.after_agent(state, runtime)
