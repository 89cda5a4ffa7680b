"""The JSONL contract shared by every sub-command that reads objects from stdin.

Each input line is one JSON object; each output line echoes the input's keys
and adds the handler's keys. A malformed line (not JSON, not an object, missing
the required key or with a value of the wrong type) gets an output line with an
`error` key and the run goes on, so one bad line never loses the others.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from typing import IO, Any

Handler = Callable[[dict[str, Any]], dict[str, Any]]


def _error_line(line_number: int, message: str, echoed: dict[str, Any] | None = None) -> dict[str, Any]:
    out = dict(echoed or {})
    out["error"] = message
    out.setdefault("line", line_number)
    return out


def process_jsonl(
    lines: Iterable[str],
    out: IO[str],
    handler: Handler,
    *,
    required: dict[str, type],
) -> list[dict[str, Any]]:
    """Run `handler` on every well-formed object; return the output records written."""
    written: list[dict[str, Any]] = []
    for line_number, raw in enumerate(lines, start=1):
        if not raw.strip():
            continue
        try:
            obj = json.loads(raw)
        except (json.JSONDecodeError, UnicodeDecodeError) as exc:
            record = _error_line(line_number, f"invalid JSON: {exc}")
        else:
            if not isinstance(obj, dict):
                record = _error_line(line_number, "each line must be a JSON object")
            else:
                record = _checked(obj, line_number, handler, required)
        out.write(_dumps(record) + "\n")
        out.flush()
        written.append(record)
    return written


def _dumps(record: dict[str, Any]) -> str:
    """One output line: readable UTF-8, unless the record holds a lone surrogate (JSON
    input may escape one, `"\\udce9"`), which only a JSON escape carries through intact."""
    line = json.dumps(record, ensure_ascii=False)
    try:
        line.encode("utf-8")
    except UnicodeEncodeError:
        return json.dumps(record)
    return line


def _checked(obj: dict[str, Any], line_number: int, handler: Handler, required: dict[str, type]) -> dict[str, Any]:
    for key, expected_type in required.items():
        if key not in obj:
            return _error_line(line_number, f"missing required key {key!r}", obj)
        if not isinstance(obj[key], expected_type):
            return _error_line(
                line_number, f"key {key!r} must be of type {expected_type.__name__}", obj
            )
    try:
        added = handler(obj)
    except Exception as exc:  # noqa: BLE001 - one bad line must not end the run
        return _error_line(line_number, f"{type(exc).__name__}: {exc}", obj)
    return {**obj, **added}
