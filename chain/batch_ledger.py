"""The durable ``batch_task`` mode of spec item 27: its own persisted limits.

A ``batch_task`` call launches a durable batch of subagent tasks. It is not an
ordinary delegation: it never enters the ``delegations`` ledger and never counts
against the per-run ``task`` caps. Its limits live in the thread's state
(``batch_ledger``, checkpointed with the thread), so no restart, resume or later
run resets them:

- ``max_total``: tasks launched in batches over the thread's life;
- ``max_live``: batches started and not yet finished;
- ``max_running``: tasks in live batches at once.

The embedder's ``batch_task`` tool reports a batch's end through its result: a
``ToolMessage`` for the batch's call whose ``artifact`` holds
``{"batch_status": "finished" | "failed" | "cancelled"}``. A batch never reported
stays live, so a lost report fails closed (the limits stay spent).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Annotated, Any, Literal, NotRequired

from langchain.agents.middleware.types import PrivateStateAttr
from langchain_core.messages import ToolMessage
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from chain.lead_messages import RunScopeState

BATCH_TOOL = "batch_task"
ENDED = frozenset({"finished", "failed", "cancelled"})


class BatchLimits(BaseModel):
    """The persisted limits of the ``batch_task`` mode (values are clamped, never refused)."""

    model_config = ConfigDict(frozen=True)

    max_total: int = Field(24, description="tasks launched in batches per thread (1-500)")
    max_live: int = Field(2, description="batches started and not finished (1-16)")
    max_running: int = Field(8, description="tasks in live batches at once (1-64)")

    def clamped(self) -> BatchLimits:
        return BatchLimits(
            max_total=max(1, min(500, self.max_total)),
            max_live=max(1, min(16, self.max_live)),
            max_running=max(1, min(64, self.max_running)),
        )


class BatchEntry(BaseModel):
    """One batch in the ledger; persisted values are revalidated against this."""

    model_config = ConfigDict(extra="ignore")

    id: str
    run_id: str = ""
    tasks: int = Field(ge=1)
    status: Literal["running", "finished", "failed", "cancelled"] = "running"


class BatchState(RunScopeState):
    batch_ledger: NotRequired[Annotated[list[dict[str, Any]], PrivateStateAttr]]


def ledger(state: Any) -> list[BatchEntry]:
    """The persisted ledger. An entry that no longer validates counts as a live batch
    of the largest size it could hold, so a corrupted ledger spends limits, never frees them."""
    entries = []
    for raw in state.get("batch_ledger") or []:
        try:
            entries.append(BatchEntry.model_validate(raw))
        except ValidationError:
            ident = raw.get("id") if isinstance(raw, dict) and isinstance(raw.get("id"), str) else f"corrupt-{len(entries)}"
            entries.append(BatchEntry(id=ident, tasks=64))
    return entries


def task_count(call: Mapping[str, Any]) -> int | None:
    """Tasks a ``batch_task`` call asks for; None when its arguments say nothing countable."""
    tasks = (call.get("args") or {}).get("tasks")
    return len(tasks) if isinstance(tasks, list) and tasks else None


def admit(entries: list[BatchEntry], calls: Sequence[Mapping[str, Any]], limits: BatchLimits,
          run_id: str) -> tuple[list[BatchEntry], list[tuple[Mapping[str, Any], str]]]:
    """Admit ``calls`` in order against the ledger: the new entries, and each refused
    call with the limit it would break."""
    live = [e for e in entries if e.status == "running"]
    total = sum(e.tasks for e in entries)
    running = sum(e.tasks for e in live)
    live_count = len(live)
    known = {e.id for e in entries}
    admitted: list[BatchEntry] = []
    refused: list[tuple[Mapping[str, Any], str]] = []
    for call in calls:
        count = task_count(call)
        call_id = call.get("id")
        if count is None or not isinstance(call_id, str) or call_id in known:
            refused.append((call, "its arguments name no tasks (or it reuses a batch id)"))
        elif total + count > limits.max_total:
            refused.append((call, f"the thread's total of {limits.max_total} batch tasks"))
        elif live_count + 1 > limits.max_live:
            refused.append((call, f"{limits.max_live} live batches"))
        elif running + count > limits.max_running:
            refused.append((call, f"{limits.max_running} running batch tasks"))
        else:
            admitted.append(BatchEntry(id=call_id, run_id=run_id, tasks=count))
            known.add(call_id)
            total += count
            running += count
            live_count += 1
    return admitted, refused


def finished_batches(entries: list[BatchEntry], messages: Sequence[Any]) -> dict[str, str]:
    """Batch id -> terminal status, for live batches whose tool result reports an end."""
    live = {e.id for e in entries if e.status == "running"}
    if not live:
        return {}
    ended: dict[str, str] = {}
    for message in messages:
        if isinstance(message, ToolMessage) and message.tool_call_id in live and isinstance(message.artifact, dict):
            status = message.artifact.get("batch_status")
            if status in ENDED:
                ended[message.tool_call_id] = status
    return ended


def with_statuses(entries: list[BatchEntry], ended: dict[str, str]) -> list[dict[str, Any]]:
    """The ledger as state, with the ended batches marked."""
    return [e.model_copy(update={"status": ended[e.id]}).model_dump() if e.id in ended else e.model_dump() for e in entries]
