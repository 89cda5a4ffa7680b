"""The run worker: runs an agent for a thread, and finalizes runs that were interrupted.

Spec item 21 leaves one gap to the worker: TitleMiddleware titles a thread after
its first complete exchange, so a first-turn run interrupted before that leaves
the thread untitled. Here:

- A run is ``pending`` -> ``running`` -> ``success`` | ``error``, or, when
  cancelled (:meth:`RunWorker.interrupt`, or a replacement run), ``finalizing``
  -> ``interrupted``. While ``finalizing``, a first-turn run persists a local
  fallback title (:func:`chain.middlewares.title.fallback_title`) from the latest
  checkpoint's messages, or from the original run input when the checkpoint has
  none, into the checkpoint (``title``) and then syncs it to
  ``ThreadMeta.display_name``. A title already in the checkpoint is synced as is.
- ``multitask_strategy``: ``reject`` refuses a run while another is active on the
  thread; ``interrupt`` cancels the active run; ``rollback`` cancels it and starts
  the new run from the checkpoint the cancelled run started from (the thread's
  title carried over; a thread the cancelled run created starts empty). A replacement
  waits for every older same-thread run to finish finalizing before it enters the
  graph, so the fallback title is written against the checkpoint it was read from.
- That wait is bounded (``finalize_wait``): a finalization stuck on a slow
  checkpointer or store does not block the thread forever. Once a later run has
  started (and may have advanced the checkpoint), the interrupted run skips its
  fallback title write: the check and the checkpoint write happen under the
  thread's graph gate, which a run also takes to enter the graph.
- A successful run syncs the title TitleMiddleware wrote to ``display_name``.
  ``display_name`` is only ever *claimed* (set when unset), so neither path can
  overwrite a name set meanwhile (by a user rename or the other path).
- With a journal factory, each run gets a journal fed by
  :class:`~chain.run_journal_callbacks.JournalCallbackHandler`; an interrupted
  run's latest checkpoint is reconciled during finalization (the root run's end,
  which reconciles a finished run, never fires for a cancelled one).

The agent is any compiled LangGraph graph with a checkpointer (``ainvoke``,
``aget_state``, ``aupdate_state``), such as ``create_agent(..., checkpointer=...)``.
"""

from __future__ import annotations

import asyncio
import logging
import uuid
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol, runtime_checkable

from langchain_core.messages import BaseMessage, HumanMessage
from pydantic import BaseModel, ConfigDict

from chain.lead_messages import is_real_user_message
from chain.middlewares.title import fallback_title
from chain.run_journal import InMemoryRunJournal
from chain.run_journal_callbacks import JournalCallbackHandler

_logger = logging.getLogger("chain.run_worker")
RunStatus = Literal["pending", "running", "finalizing", "success", "error", "interrupted"]
MultitaskStrategy = Literal["reject", "interrupt", "rollback"]
TITLE_KEY = "title"
MAX_FINISHED_RUNS = 1_000
"""Finished runs kept for ``wait``/``interrupt`` lookups; older ones are forgotten."""


class ThreadMeta(BaseModel):
    model_config = ConfigDict(frozen=True)

    thread_id: str
    display_name: str | None = None


@runtime_checkable
class ThreadMetaStore(Protocol):
    """Where thread metadata lives (``threads_meta``); implementations make ``claim`` atomic."""

    async def get(self, thread_id: str) -> ThreadMeta | None: ...

    async def claim_display_name(self, thread_id: str, display_name: str) -> bool:
        """Set ``display_name`` if the thread has none; True when this call set it."""
        ...


class InMemoryThreadMetaStore:
    """A dict-backed store for one process (claims are atomic on one event loop)."""

    def __init__(self) -> None:
        self._threads: dict[str, ThreadMeta] = {}

    async def get(self, thread_id: str) -> ThreadMeta | None:
        return self._threads.get(thread_id)

    async def claim_display_name(self, thread_id: str, display_name: str) -> bool:
        current = self._threads.get(thread_id)
        if current is not None and current.display_name is not None:
            return False
        self._threads[thread_id] = ThreadMeta(thread_id=thread_id, display_name=display_name)
        return True


class RunConflictError(RuntimeError):
    """A run was refused (``reject``) because another run is active on its thread."""


class RunRecord(BaseModel):
    """The observable facts of one run."""

    model_config = ConfigDict(validate_assignment=True)

    run_id: str
    thread_id: str
    seq: int
    strategy: MultitaskStrategy
    status: RunStatus = "pending"
    first_turn: bool | None = None
    """Whether the thread was untitled when the run entered the graph (None: not known yet)."""
    fallback_title: str | None = None
    fallback_skipped: bool = False
    error: str | None = None


@dataclass
class _Run:
    record: RunRecord
    finalized: asyncio.Event = field(default_factory=asyncio.Event)
    entered: bool = False
    started_from: str | None = None
    task: asyncio.Task[Any] | None = None


@dataclass(frozen=True)
class _Rollback:
    checkpoint_id: str | None
    """The checkpoint the cancelled run started from; None: it started on an empty thread."""


@dataclass
class _Lane:
    """Per-thread ordering: run sequence, the active run, the graph gate."""

    seq: int = 0
    started_seq: int = 0
    runs: list[_Run] = field(default_factory=list)
    gate: asyncio.Lock = field(default_factory=asyncio.Lock)

    def active(self) -> _Run | None:
        return next((r for r in reversed(self.runs) if r.record.status in ("pending", "running")), None)


class RunWorker:
    """Runs ``agent`` per thread with the ordering and finalization described above."""

    def __init__(
        self, agent: Any, store: ThreadMetaStore, *, finalize_wait: float = 30.0,
        journal_factory: Callable[[RunRecord], InMemoryRunJournal] | None = None,
    ) -> None:
        if not isinstance(store, ThreadMetaStore):
            raise TypeError("store must implement ThreadMetaStore (get, claim_display_name)")
        self.agent = agent
        self.store = store
        self.finalize_wait = finalize_wait
        self.journal_factory = journal_factory
        self._lanes: dict[str, _Lane] = {}
        self._runs: dict[str, _Run] = {}
        self._finished: deque[str] = deque()

    def submit(
        self, thread_id: str, run_input: dict[str, Any], *, strategy: MultitaskStrategy = "reject",
        context: Any = None,
    ) -> RunRecord:
        """Admit a run (call on the worker's loop); ``await worker.wait(run_id)`` for its end."""
        if strategy not in ("reject", "interrupt", "rollback"):
            raise ValueError(f"unknown multitask strategy {strategy!r}")
        lane = self._lanes.setdefault(thread_id, _Lane())
        active = lane.active()
        if active is not None and strategy == "reject":
            raise RunConflictError(f"thread {thread_id!r} has an active run {active.record.run_id}")
        lane.seq += 1
        run = _Run(RunRecord(run_id=uuid.uuid4().hex, thread_id=thread_id, seq=lane.seq, strategy=strategy))
        older = [r for r in lane.runs if not r.finalized.is_set()]
        rollback = None
        if active is not None:
            if strategy == "rollback" and active.entered:  # a run still waiting has nothing to undo
                rollback = _Rollback(active.started_from)
            self._cancel(active)
        lane.runs = [*older, run]
        self._runs[run.record.run_id] = run
        run.task = asyncio.get_running_loop().create_task(
            self._execute(run, lane, older, run_input, context, rollback)
        )
        run.task.add_done_callback(lambda _task: self._settle(run))
        return run.record

    def interrupt(self, run_id: str) -> bool:
        """Cancel a pending or running run; True if it was active."""
        run = self._runs.get(run_id)
        if run is None or run.record.status not in ("pending", "running"):
            return False
        self._cancel(run)
        return True

    async def wait(self, run_id: str) -> RunRecord:
        """The run's record once it (and its finalization) is over (``KeyError``: unknown or forgotten)."""
        run = self._runs[run_id]
        await run.finalized.wait()
        return run.record

    def _settle(self, run: _Run) -> None:
        """Task done: a task cancelled before it ever ran skipped ``_execute``'s bookkeeping."""
        if run.record.status in ("pending", "running"):
            run.record.status = "interrupted"
        run.finalized.set()
        self._finished.append(run.record.run_id)
        while len(self._finished) > MAX_FINISHED_RUNS:
            self._runs.pop(self._finished.popleft(), None)

    def _cancel(self, run: _Run) -> None:
        if run.task is not None:
            run.task.cancel()

    async def _wait_for_older(self, run: _Run, older: list[_Run]) -> None:
        pending = [r.finalized.wait() for r in older]
        if not pending:
            return
        try:
            await asyncio.wait_for(asyncio.gather(*pending), self.finalize_wait)
        except TimeoutError:
            _logger.warning("run %s: older runs still finalizing after %ss; starting anyway",
                            run.record.run_id, self.finalize_wait)

    async def _execute(
        self, run: _Run, lane: _Lane, older: list[_Run], run_input: dict[str, Any], context: Any,
        rollback: _Rollback | None,
    ) -> None:
        record = run.record
        config: dict[str, Any] = {"configurable": {"thread_id": record.thread_id}}
        journal = self.journal_factory(record) if self.journal_factory is not None else None
        try:
            await self._wait_for_older(run, older)
            async with lane.gate:
                lane.started_seq = max(lane.started_seq, record.seq)
            run.entered = True
            snapshot = await self.agent.aget_state(config)
            title = (snapshot.values or {}).get(TITLE_KEY)
            record.first_turn = await self._untitled(record.thread_id, snapshot.values or {})
            invoke_config = config
            if rollback is not None:
                invoke_config = await self._rolled_back(config, rollback, title)
            run.started_from = (await self.agent.aget_state(invoke_config)).config["configurable"].get("checkpoint_id")
            record.status = "running"
            if journal is not None:
                journal.record_input(run_input.get("messages") or [])
                invoke_config = {**invoke_config, "callbacks": [JournalCallbackHandler(journal)]}
            result = await self.agent.ainvoke(run_input, invoke_config, context=context)
            record.status = "success"
            title = result.get(TITLE_KEY) if isinstance(result, dict) else None
            if isinstance(title, str) and title:
                await self.store.claim_display_name(record.thread_id, title)
        except asyncio.CancelledError:
            current = asyncio.current_task()
            if current is not None:
                current.uncancel()  # the cancellation is handled here: finalization must run
            record.status = "finalizing"
            await self._finalize(run, lane, config, run_input, journal)
        except Exception as exc:  # noqa: BLE001 - a failed run is recorded, never raised into the loop
            _logger.exception("run %s failed", record.run_id)
            record.status, record.error = "error", f"{type(exc).__name__}: {exc}"
        finally:
            run.finalized.set()

    async def _rolled_back(self, config: dict[str, Any], rollback: _Rollback, title: Any) -> dict[str, Any]:
        """The config a rollback replacement runs from: the cancelled run's starting checkpoint
        (with the thread's title carried over), or an empty thread when it started on one."""
        if rollback.checkpoint_id is None:
            await self.agent.checkpointer.adelete_thread(config["configurable"]["thread_id"])
            return config
        fork = {"configurable": {**config["configurable"], "checkpoint_ns": "", "checkpoint_id": rollback.checkpoint_id}}
        if isinstance(title, str) and title:
            return await self.agent.aupdate_state(fork, {TITLE_KEY: title})
        return fork

    async def _untitled(self, thread_id: str, values: dict[str, Any]) -> bool:
        if values.get(TITLE_KEY):
            return False
        meta = await self.store.get(thread_id)
        return meta is None or meta.display_name is None

    async def _finalize(
        self, run: _Run, lane: _Lane, config: dict[str, Any], run_input: dict[str, Any],
        journal: InMemoryRunJournal | None,
    ) -> None:
        """The ``finalizing`` state of a cancelled run; ends ``interrupted`` whatever happens."""
        record = run.record
        try:
            if run.entered:
                snapshot = await self.agent.aget_state(config)
                values = snapshot.values or {}
                if journal is not None:
                    journal.reconcile(values.get("messages") or [])
                if record.first_turn is None:  # cancelled before it was known
                    record.first_turn = await self._untitled(record.thread_id, values)
                if record.first_turn:
                    await self._fallback_title(run, lane, config, values, run_input)
        except Exception:  # noqa: BLE001 - finalization must reach 'interrupted'
            _logger.exception("run %s: finalization failed", record.run_id)
        finally:
            record.status = "interrupted"

    async def _fallback_title(
        self, run: _Run, lane: _Lane, config: dict[str, Any], values: dict[str, Any], run_input: dict[str, Any]
    ) -> None:
        record = run.record
        title = values.get(TITLE_KEY)
        async with lane.gate:
            if lane.started_seq > record.seq:
                record.fallback_skipped = True
                _logger.info("run %s: a later run started; fallback title not written", record.run_id)
                return
            if not (isinstance(title, str) and title):
                title = _fallback_from(values.get("messages") or [], run_input)
                await self.agent.aupdate_state(config, {TITLE_KEY: title})
        record.fallback_title = title
        await self.store.claim_display_name(record.thread_id, title)


def _fallback_from(messages: list[BaseMessage], run_input: dict[str, Any]) -> str:
    """Fallback title from the checkpoint's first real user message, else the run input."""
    if any(is_real_user_message(m) for m in messages):
        return fallback_title(messages)
    given = run_input.get("messages") or []
    texts = [m.text if isinstance(m, HumanMessage) else m.get("content") if isinstance(m, dict) else m
             for m in given]
    return fallback_title(next((t for t in texts if isinstance(t, str) and t.strip()), ""))

