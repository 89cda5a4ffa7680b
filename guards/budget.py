"""Tool-output budget (spec item 2): oversized output is stored, a synopsis stays.

Output over the configured size is written, whole and byte-exact, to a storage
subdirectory (default `.tool-results`) of the thread's outputs dir; the model
gets a typed synopsis (size, line count, detected type, head and tail) and a
`read_file` reference instead. Stored files are never overwritten: names are
derived from the content hash and created exclusively, and a name can never
leave the storage directory (no separators, no dot-prefixes, symlinked storage
refused). Files there are process feedback, not produced artifacts.
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
import os
import re
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from guards.transforms import ToolTransform

TOOL_RESULTS_DIRNAME = ".tool-results"
_ENCODING_ERRORS = "surrogatepass"  # lone surrogates round-trip instead of being lost
_SAFE_NAME_RE = re.compile(r"[^A-Za-z0-9_-]+")
_LOG_LINE_RE = re.compile(
    r"^\s*(?:\[?\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}|\[?(?:TRACE|DEBUG|INFO|WARN|WARNING|ERROR|FATAL|CRITICAL)\]?\b)",
    re.IGNORECASE,
)

DetectedType = Literal["json", "jsonl", "csv", "log", "text"]


class OutputBudgetConfig(BaseModel):
    """How much tool output may re-enter the model context, and where the rest goes."""

    model_config = ConfigDict(frozen=True)

    max_chars: int = Field(default=20_000, gt=0)
    head_chars: int = Field(default=2_000, ge=0)
    tail_chars: int = Field(default=1_000, ge=0)
    storage_subdir: str = TOOL_RESULTS_DIRNAME

    @field_validator("storage_subdir")
    @classmethod
    def _relative_inside(cls, value: str) -> str:
        parts = Path(value).parts
        if not parts or Path(value).is_absolute() or any(part in ("..", ".") for part in parts):
            raise ValueError(f"storage_subdir {value!r} must be a relative path inside the outputs dir")
        return value


class OutputSynopsis(BaseModel):
    """What stays in context for an externalized output."""

    model_config = ConfigDict(frozen=True)

    reference: str
    """Path of the stored file relative to the outputs dir, for `read_file`."""
    size_bytes: int
    chars: int
    line_count: int
    detected_type: DetectedType
    head: str
    tail: str

    def render(self) -> str:
        return (
            f"[tool output too large for context: {self.size_bytes} bytes, {self.line_count} lines, "
            f"detected type {self.detected_type}. The full output is saved at {self.reference}; "
            f"use read_file on it to see more.]\n"
            f"--- head ---\n{self.head}\n--- tail ---\n{self.tail}"
        )


class BudgetResult(BaseModel):
    """The content to put in context; the other fields are set when the output was externalized."""

    content: str
    synopsis: OutputSynopsis | None = None
    stored_path: Path | None = None
    transform: ToolTransform | None = None
    """The trail entry to append (`guards.transforms.append_tool_transform`)."""


def detect_type(text: str) -> DetectedType:
    """A cheap, conservative guess at the format of `text`."""
    stripped = text.strip()
    if stripped[:1] in ("{", "["):
        try:
            json.loads(stripped)
            return "json"
        except ValueError:
            pass
    lines = [line for line in stripped.splitlines()[:50] if line.strip()]
    if lines and all(line.lstrip()[:1] == "{" for line in lines):
        try:
            for line in lines:
                json.loads(line)
            return "jsonl"
        except ValueError:
            pass
    if len(lines) >= 2 and _looks_like_csv(lines):
        return "csv"
    if lines and sum(1 for line in lines if _LOG_LINE_RE.match(line)) * 2 >= len(lines):
        return "log"
    return "text"


def _looks_like_csv(lines: list[str]) -> bool:
    try:
        rows = list(csv.reader(io.StringIO("\n".join(lines[:20]))))
    except csv.Error:
        return False
    widths = {len(row) for row in rows}
    return len(widths) == 1 and widths.pop() >= 2


def _safe_stem(hint: str) -> str:
    stem = _SAFE_NAME_RE.sub("_", hint).strip("_-")[:48]
    return stem or "output"


def store_output(output: str, outputs_dir: Path, *, name_hint: str = "output", subdir: str = TOOL_RESULTS_DIRNAME) -> Path:
    """Write `output` to a new file under `outputs_dir/subdir`; never overwrite, never escape."""
    root = Path(outputs_dir).resolve()
    storage = root / subdir
    storage.mkdir(parents=True, exist_ok=True)
    if storage.is_symlink() or not storage.resolve().is_relative_to(root):
        raise ValueError(f"storage dir {storage} resolves outside the outputs dir {root}")
    data = output.encode("utf-8", _ENCODING_ERRORS)
    digest = hashlib.sha256(data).hexdigest()[:16]
    stem = f"{_safe_stem(name_hint)}-{digest}"
    for attempt in range(1000):
        path = storage / (f"{stem}.txt" if attempt == 0 else f"{stem}-{attempt}.txt")
        try:
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0), 0o600)
        except FileExistsError:
            if not path.is_symlink() and path.is_file() and path.read_bytes() == data:
                return path  # identical output already stored: reuse, nothing lost
            continue
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        return path
    raise FileExistsError(f"could not find a free file name for {stem} in {storage}")


def apply_output_budget(
    output: str,
    outputs_dir: Path,
    config: OutputBudgetConfig | None = None,
    *,
    name_hint: str = "output",
) -> BudgetResult:
    """Keep `output` if it fits the budget; otherwise store it and return its synopsis."""
    if not isinstance(output, str):
        raise TypeError(f"tool output must be str, not {type(output).__name__}")
    config = config or OutputBudgetConfig()
    if len(output) <= config.max_chars:
        return BudgetResult(content=output)
    path = store_output(output, outputs_dir, name_hint=name_hint, subdir=config.storage_subdir)
    # Head and tail shrink so the synopsis itself stays inside the budget.
    room = max(0, config.max_chars - 600)
    head_chars = min(config.head_chars, room * 2 // 3)
    tail_chars = min(config.tail_chars, room - head_chars)
    synopsis = OutputSynopsis(
        reference=path.relative_to(Path(outputs_dir).resolve()).as_posix(),
        size_bytes=path.stat().st_size,
        chars=len(output),
        line_count=output.count("\n") + (not output.endswith("\n")),
        detected_type=detect_type(output),
        head=output[:head_chars],
        tail=output[len(output) - tail_chars :] if tail_chars else "",
    )
    transform = ToolTransform(
        kind="output_budget",
        producer="ToolOutputBudget",
        details={"reference": synopsis.reference, "chars": synopsis.chars, "max_chars": config.max_chars},
    )
    return BudgetResult(content=synopsis.render(), synopsis=synopsis, stored_path=path, transform=transform)
