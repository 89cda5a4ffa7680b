"""The run journal: the protocol, an in-memory journal, and the subagent loop-detection proxy.

**The journal.** The embedder's run journal (the spec's ``RunJournal``) persists what
the user saw during a run as events, so a reload shows it even after checkpoint
compaction dropped the messages. :class:`InMemoryRunJournal` is the reference
implementation (and what tests and single-process servers use); events:

- ``llm.human.input``: a visible user message of the run input, or a hidden
  (``hide_from_ui``) Human Input Card reply whose
  ``additional_kwargs["human_input_response"]["source"]`` is allowlisted
  (:data:`HIDDEN_HUMAN_INPUT_SOURCES`, currently ``ask_clarification``); every
  other hidden message is context, not input, and is not persisted;
- ``tool.result``: a lead-agent tool result, from ``on_tool_end``
  (:mod:`chain.run_journal_callbacks`) or from the root-run reconciliation;
- ``subagent.step``: a tool result inside a subagent (never reconciled);
- whatever ``append`` receives (loop-detection transitions).

**Reconciliation.** A middleware that answers a tool call itself (Clarification's
card, ReadBeforeWrite's blocked write, any gate's refusal) short-circuits before
the tool runs, so ``on_tool_end`` never fires and the result the user saw would
vanish on reload (#4666 in the spec). :meth:`InMemoryRunJournal.reconcile` runs on
the root run's final messages (and on an interrupted run's latest checkpoint) and
persists a ToolMessage when, and only when, it is user-visible, its
``tool_call_id`` was recorded from this run's lead agent
(:meth:`~InMemoryRunJournal.remember_current_run_tool_calls`), and it is not
already persisted. No tool-name allowlist.

**The subagent proxy.** The journal belongs to the parent run's event loop:
appending to it from another loop or thread races its state. An ordinary
task-tool subagent runs in its own, isolated event loop, so it never receives
the journal itself, only a :class:`LoopDetectionRecorder`: an
:data:`~chain.audit.AuditSink` that

- accepts ``middleware:loop_detection`` records only, and only their fact keys
  (no arguments, content, results or hashes can cross);
- stamps ``is_subagent=True`` and the subagent's ``agent_id``;
- hands the append to the parent loop (``call_soon_threadsafe``) when called
  from any other thread, and appends directly on the parent loop's own thread.

A parent loop that is closed or gone drops the record with a log line: auditing
never changes a decision and never raises into the subagent. Durable
``batch_task`` subagents have no parent run journal: their builder refuses one
and does not persist these transitions.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterable
from typing import Any, Protocol, runtime_checkable

from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage

from chain.lead_messages import HIDE_FROM_UI_KEY

LOOP_EVENT = "middleware:loop_detection"
LOOP_FACT_KEYS = frozenset({"event", "transition", "kind", "tool", "is_subagent", "agent_id"})
HUMAN_INPUT_EVENT = "llm.human.input"
TOOL_RESULT_EVENT = "tool.result"
SUBAGENT_STEP_EVENT = "subagent.step"
HUMAN_INPUT_RESPONSE_KEY = "human_input_response"
HIDDEN_HUMAN_INPUT_SOURCES = frozenset({"ask_clarification"})
"""Hidden HumanMessages persisted as user input, by ``human_input_response.source``."""
MAX_EVENT_TEXT = 20_000
_logger = logging.getLogger("chain.run_journal")


@runtime_checkable
class RunJournal(Protocol):
    """The parent run's event journal; ``append`` must run on the loop it belongs to."""

    def append(self, record: dict[str, Any]) -> None: ...


def _visible(message: BaseMessage) -> bool:
    return message.additional_kwargs.get(HIDE_FROM_UI_KEY) is not True


def _artifact(message: ToolMessage) -> dict[str, Any] | None:
    """The card payload a result carries (Clarification's ``human_input``), if any."""
    artifact = message.artifact
    return {"human_input": artifact["human_input"]} if isinstance(artifact, dict) and "human_input" in artifact else None


class InMemoryRunJournal:
    """One run's journal over an event list (pass a thread's list to share it across runs).

    Call it on the run's event loop only (see :class:`LoopDetectionRecorder`)."""

    def __init__(self, run_id: str, thread_id: str, events: list[dict[str, Any]] | None = None) -> None:
        self.run_id = run_id
        self.thread_id = thread_id
        self.events: list[dict[str, Any]] = events if events is not None else []
        self._lead_tool_calls: set[str] = set()
        self._persisted_tool_results: set[str] = set()

    def __repr__(self) -> str:
        return f"InMemoryRunJournal(run_id={self.run_id!r}, events={len(self.events)})"

    def append(self, record: dict[str, Any]) -> None:
        self.events.append({**record, "run_id": self.run_id, "thread_id": self.thread_id})

    def record_input(self, messages: Iterable[Any]) -> int:
        """Persist the run input's user messages (see the module docstring); returns how many."""
        count = 0
        for message in messages:
            if not isinstance(message, HumanMessage):
                continue
            facts: dict[str, Any] = {"message_id": message.id, "content": message.text[:MAX_EVENT_TEXT]}
            if not _visible(message):
                response = message.additional_kwargs.get(HUMAN_INPUT_RESPONSE_KEY)
                if not isinstance(response, dict):
                    continue
                source = response.get("source")
                if source not in HIDDEN_HUMAN_INPUT_SOURCES:
                    continue
                facts.update(source=source, tool_call_id=response.get("tool_call_id"),
                             response_kind=response.get("response_kind"))
            self.append({"event": HUMAN_INPUT_EVENT, **facts})
            count += 1
        return count

    def remember_current_run_tool_calls(self, message: AIMessage, *, lead: bool) -> None:
        """Record the tool calls of a model response of this run; subagent calls are not recorded."""
        if lead:
            self._lead_tool_calls.update(str(c["id"]) for c in message.tool_calls if c.get("id"))

    def _persist_result(self, message: ToolMessage, *, reconciled: bool) -> None:
        self._persisted_tool_results.add(message.tool_call_id)
        self.append({
            "event": TOOL_RESULT_EVENT, "tool_call_id": message.tool_call_id, "name": message.name,
            "status": message.status, "content": message.text[:MAX_EVENT_TEXT], "artifact": _artifact(message),
            "reconciled": reconciled,
        })

    def record_tool_result(self, message: ToolMessage, *, lead: bool) -> None:
        """A tool's own result (``on_tool_end``): lead results once each, subagent ones as steps."""
        if not lead:
            self.append({"event": SUBAGENT_STEP_EVENT, "tool_call_id": message.tool_call_id,
                         "name": message.name, "status": message.status})
        elif message.tool_call_id not in self._persisted_tool_results and _visible(message):
            self._persist_result(message, reconciled=False)

    def reconcile(self, messages: Iterable[Any]) -> int:
        """Persist this run's answered-but-unjournaled lead tool results; returns how many."""
        count = 0
        for message in messages:
            if (isinstance(message, ToolMessage) and _visible(message)
                    and message.tool_call_id in self._lead_tool_calls
                    and message.tool_call_id not in self._persisted_tool_results):
                self._persist_result(message, reconciled=True)
                count += 1
        return count


class LoopDetectionRecorder:
    """The loop-detection-only proxy a task subagent gets instead of the parent's journal."""

    __slots__ = ("_agent_id", "_journal", "_loop")

    def __init__(self, journal: RunJournal, loop: asyncio.AbstractEventLoop, *, agent_id: str | None = None) -> None:
        if not isinstance(journal, RunJournal):
            raise TypeError("the parent run journal must have an append(record) method")
        self._journal = journal
        self._loop = loop
        self._agent_id = agent_id

    def __repr__(self) -> str:
        return f"LoopDetectionRecorder(agent_id={self._agent_id!r})"

    def __call__(self, record: dict[str, Any]) -> None:
        if record.get("event") != LOOP_EVENT:
            _logger.warning("recorder refused a %r record: it forwards loop detection only", record.get("event"))
            return
        facts = {k: v for k, v in record.items() if k in LOOP_FACT_KEYS}
        facts.update(is_subagent=True, agent_id=self._agent_id)
        if self._loop.is_closed():
            _logger.warning("parent run loop is closed; loop-detection transition not persisted")
            return
        try:
            running = asyncio.get_running_loop()
        except RuntimeError:
            running = None
        if running is self._loop:
            self._journal.append(facts)
            return
        try:
            self._loop.call_soon_threadsafe(self._journal.append, facts)
        except RuntimeError:  # closed between the check and the call
            _logger.warning("parent run loop closed; loop-detection transition not persisted")


def discard(record: dict[str, Any]) -> None:
    """The sink of durable batch subagents: no parent journal, nothing persisted."""
