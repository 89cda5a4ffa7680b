"""Tool receipts: deterministic provenance per tool result, the hidden ledger, citations.

A receipt records facts of one result (tool, status, args/output hashes, byte
count, timestamp). Before a model call the ledger numbers every receipt in message
order (r1..rN) and renders it within a character budget: when over budget the
newest receipts are kept, in chronological order with their original ids, after
an omission marker. Model citations (``[r12]`` or ``[r12#anchor]``) are parsed
with digit-bounded ids and deduplicated on exact (id, anchor) pairs.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from datetime import UTC, datetime
from typing import Any

from langchain_core.messages import BaseMessage, ToolMessage
from pydantic import BaseModel, ConfigDict, ValidationError

from chain.provenance import TOOL_RECEIPT_KEY
from chain.release import canonical_hash
from chain.tool_result_meta import read_tool_meta

LEDGER_TAG = "tool_receipts"
MAX_ID_DIGITS = 6
_CITATION = re.compile(r"\[r(\d+)(?:#([^\]\s]{1,80}))?\]")


class Receipt(BaseModel):
    model_config = ConfigDict(frozen=True)

    tool: str
    tool_call_id: str
    status: str
    args_sha256: str
    output_sha256: str
    output_bytes: int
    timestamp: str

    def line(self, display_id: int) -> str:
        return (
            f"r{display_id} {self.tool} {self.status} args={self.args_sha256[7:19]} "
            f"out={self.output_sha256[7:19]} {self.output_bytes}B {self.timestamp}"
        )


def make_receipt(message: ToolMessage, tool: str, args: Any, *, now: datetime | None = None) -> Receipt:
    meta = read_tool_meta(message)
    text = message.text if isinstance(message.content, list) else str(message.content)
    return Receipt(
        tool=tool,
        tool_call_id=message.tool_call_id,
        status=meta.status if meta else ("error" if message.status == "error" else "success"),
        args_sha256=canonical_hash(args if args is not None else {}),
        output_sha256=canonical_hash(text),
        output_bytes=len(text.encode("utf-8")),
        timestamp=(now or datetime.now(UTC)).isoformat(timespec="seconds"),
    )


def _as_receipt(value: Any) -> Receipt | None:
    if isinstance(value, Receipt):
        return value
    try:
        return Receipt.model_validate(value)
    except ValidationError:
        return None


class Ledger(BaseModel):
    """Rendered ledger text and the exact receipt subset it shows (by original id)."""

    model_config = ConfigDict(frozen=True)

    text: str
    retained: dict[int, Receipt]
    omitted: int


def receipt_payloads(messages: Iterable[BaseMessage]) -> list[Any]:
    """The raw receipt of every ToolMessage that carries one, in message order (unvalidated)."""
    return [
        m.additional_kwargs[TOOL_RECEIPT_KEY]
        for m in messages
        if isinstance(m, ToolMessage) and TOOL_RECEIPT_KEY in m.additional_kwargs
    ]


def render_ledger(receipts: Sequence[Any], budget: int) -> Ledger | None:
    """The ledger for ``receipts`` within ``budget`` characters, or None when empty.

    Walks from the newest receipt and validates only what it retains (long threads
    stay cheap); an invalid receipt ends the retained range, so the range stays
    strictly consecutive and everything older is counted as omitted.
    """
    if not receipts:
        return None
    head, tail = f"<{LEDGER_TAG}>", f"</{LEDGER_TAG}>"
    retained: dict[int, Receipt] = {}
    lines: list[str] = []
    used = len(head) + len(tail) + 2
    for index in range(len(receipts) - 1, -1, -1):
        receipt = _as_receipt(receipts[index])
        if receipt is None:
            break
        line = receipt.line(index + 1)
        marker = 0 if index == 0 else len(f"[r1-r{index} omitted: {index} older receipts]") + 1
        if used + len(line) + 1 + marker > budget and retained:
            break
        retained[index + 1] = receipt
        lines.append(line)
        used += len(line) + 1
    if not retained:
        return None
    lines.reverse()
    omitted = min(retained) - 1
    body = [f"[r1-r{omitted} omitted: {omitted} older receipts]"] if omitted else []
    text = "\n".join([head, *body, *lines, tail])
    return Ledger(text=text, retained=dict(sorted(retained.items())), omitted=omitted)


def valid_snapshot_ids(ids: Iterable[int]) -> bool:
    """A snapshot is a strictly consecutive positive range (r24..r30 is fine, r1 not required)."""
    ordered = list(ids)
    return bool(ordered) and ordered[0] >= 1 and all(b == a + 1 for a, b in zip(ordered, ordered[1:]))


def parse_citations(text: str) -> list[tuple[int, str | None]]:
    """Citations in order of first appearance; oversized ids are ignored, not raised."""
    seen: set[tuple[int, str | None]] = set()
    found: list[tuple[int, str | None]] = []
    for match in _CITATION.finditer(text):
        digits, anchor = match.group(1), match.group(2)
        if len(digits) > MAX_ID_DIGITS:
            continue
        key = (int(digits), anchor)
        if key not in seen:
            seen.add(key)
            found.append(key)
    return found


def unresolved_citations(text: str, snapshot: dict[int, Any]) -> list[tuple[int, str | None]]:
    """Citations in ``text`` whose id is not in the snapshot the response received."""
    return [c for c in parse_citations(text) if c[0] not in snapshot]
