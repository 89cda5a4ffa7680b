"""Loop-detection transitions of ordinary ``task`` subagents, forwarded to the parent run's journal.

The embedder's run journal (the spec's ``RunJournal``) belongs to the parent
run's event loop: appending to it from another loop or thread races its state.
An ordinary task-tool subagent runs in its own, isolated event loop, so it never
receives the journal itself, only a :class:`LoopDetectionRecorder`: an
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
from typing import Any, Protocol, runtime_checkable

LOOP_EVENT = "middleware:loop_detection"
LOOP_FACT_KEYS = frozenset({"event", "transition", "kind", "tool", "is_subagent", "agent_id"})
_logger = logging.getLogger("chain.run_journal")


@runtime_checkable
class RunJournal(Protocol):
    """The parent run's event journal; ``append`` must run on the loop it belongs to."""

    def append(self, record: dict[str, Any]) -> None: ...


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
