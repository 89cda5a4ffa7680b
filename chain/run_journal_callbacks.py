"""Feeds an :class:`~chain.run_journal.InMemoryRunJournal` from LangChain callbacks.

Attach one :class:`JournalCallbackHandler` per run (``config["callbacks"]``); the
run worker does. It is an async handler so every journal write happens on the
run's own event loop.

- Model ends record the response's tool calls, when the model call belongs to
  the lead agent: LangGraph's ``checkpoint_ns`` of a lead node has one segment
  (``model:<id>``); a subagent graph invoked inside a lead tool nests under it
  (``tools:<id>|model:<id>``).
- Tool ends persist the tool's own result (lead) or a ``subagent.step``.
- The root run's end reconciles its final messages: results a middleware
  answered without running the tool (no tool end ever fired) are persisted
  under the journal's three conditions.
"""

from __future__ import annotations

from typing import Any
from uuid import UUID

from langchain_core.callbacks import AsyncCallbackHandler
from langchain_core.messages import AIMessage, ToolMessage
from langchain_core.outputs import LLMResult

from chain.run_journal import InMemoryRunJournal


def _is_lead(metadata: dict[str, Any] | None) -> bool:
    namespace = (metadata or {}).get("langgraph_checkpoint_ns") or (metadata or {}).get("checkpoint_ns") or ""
    return isinstance(namespace, str) and "|" not in namespace


class JournalCallbackHandler(AsyncCallbackHandler):
    """Journal writes for one run (see the module docstring)."""

    def __init__(self, journal: InMemoryRunJournal) -> None:
        self.journal = journal
        self._lead_runs: dict[UUID, bool] = {}

    def _remember(self, run_id: UUID, metadata: dict[str, Any] | None) -> None:
        """Whether the model or tool run ``run_id`` belongs to the lead agent, until it ends."""
        self._lead_runs[run_id] = _is_lead(metadata)

    async def on_chat_model_start(
        self, serialized: dict[str, Any], messages: Any, *, run_id: UUID, metadata: dict[str, Any] | None = None,
        **kwargs: Any,
    ) -> None:
        self._remember(run_id, metadata)

    async def on_llm_end(self, response: LLMResult, *, run_id: UUID, **kwargs: Any) -> None:
        lead = self._lead_runs.pop(run_id, False)
        for generations in response.generations:
            for generation in generations:
                message = getattr(generation, "message", None)
                if isinstance(message, AIMessage):
                    self.journal.remember_current_run_tool_calls(message, lead=lead)

    async def on_llm_error(self, error: BaseException, *, run_id: UUID, **kwargs: Any) -> None:
        self._lead_runs.pop(run_id, None)

    async def on_tool_start(
        self, serialized: dict[str, Any], input_str: str, *, run_id: UUID, metadata: dict[str, Any] | None = None,
        **kwargs: Any,
    ) -> None:
        self._remember(run_id, metadata)

    async def on_tool_end(self, output: Any, *, run_id: UUID, **kwargs: Any) -> None:
        lead = self._lead_runs.pop(run_id, False)
        if isinstance(output, ToolMessage):
            self.journal.record_tool_result(output, lead=lead)

    async def on_tool_error(self, error: BaseException, *, run_id: UUID, **kwargs: Any) -> None:
        self._lead_runs.pop(run_id, None)

    async def on_chain_end(
        self, outputs: Any, *, run_id: UUID, parent_run_id: UUID | None = None, **kwargs: Any
    ) -> None:
        if parent_run_id is None and isinstance(outputs, dict):
            self.journal.reconcile(outputs.get("messages") or [])
