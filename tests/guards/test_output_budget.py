"""Output budget: small output stays, large output is stored whole with a typed synopsis."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from pydantic import ValidationError

from guards import TOOL_RESULTS_DIRNAME, OutputBudgetConfig, apply_output_budget, detect_type, store_output

SMALL = OutputBudgetConfig(max_chars=1_000, head_chars=200, tail_chars=100)


def test_output_within_budget_is_untouched(tmp_path: Path) -> None:
    result = apply_output_budget("short", tmp_path, SMALL)
    assert result.content == "short" and result.synopsis is None
    assert not (tmp_path / TOOL_RESULTS_DIRNAME).exists()


def test_oversized_output_is_stored_byte_exact_with_synopsis(tmp_path: Path) -> None:
    output = "".join(f"line {i} é \ud800 😀\n" for i in range(500))  # a lone surrogate too
    result = apply_output_budget(output, tmp_path, SMALL, name_hint="bash")
    synopsis = result.synopsis
    assert synopsis is not None and result.stored_path is not None
    assert result.stored_path.parent == (tmp_path / TOOL_RESULTS_DIRNAME).resolve()
    assert result.stored_path.read_bytes().decode("utf-8", "surrogatepass") == output
    assert synopsis.line_count == 500 and synopsis.chars == len(output)
    assert synopsis.head == output[:200] and synopsis.tail == output[-100:]
    assert synopsis.reference in result.content and "read_file" in result.content
    assert len(result.content) <= SMALL.max_chars
    assert result.transform is not None and result.transform.kind == "output_budget"


def test_files_are_never_overwritten(tmp_path: Path) -> None:
    first = store_output("A" * 10, tmp_path)
    again = store_output("A" * 10, tmp_path)
    assert again == first  # same bytes: the stored copy is reused
    other = store_output("B" * 10, tmp_path)
    assert other != first and first.read_text() == "A" * 10
    # Different bytes (or a symlink) squatting on the computed name are kept; the output goes elsewhere.
    first.write_text("C")
    target = tmp_path / "victim"
    target.write_text("V")
    os.symlink(target, first.with_name(first.stem + "-1.txt"))
    moved = store_output("A" * 10, tmp_path)
    assert moved.name == first.stem + "-2.txt"
    assert first.read_text() == "C" and target.read_text() == "V" and moved.read_text() == "A" * 10


@pytest.mark.parametrize("hint", ["../../etc/passwd", "/abs/path", "..", ".hidden", "a/../../b", "", "\x00nul"])
def test_name_hints_cannot_escape_storage(tmp_path: Path, hint: str) -> None:
    path = store_output("data", tmp_path, name_hint=hint)
    assert path.parent == (tmp_path / TOOL_RESULTS_DIRNAME).resolve()
    assert not path.name.startswith(".")


@pytest.mark.parametrize("subdir", ["../out", "/tmp/x", ".", "a/../../b", ""])
def test_storage_subdir_must_stay_inside(subdir: str) -> None:
    with pytest.raises(ValidationError):
        OutputBudgetConfig(storage_subdir=subdir)


def test_symlinked_storage_dir_is_refused(tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    outputs = tmp_path / "outputs"
    outputs.mkdir()
    os.symlink(outside, outputs / TOOL_RESULTS_DIRNAME)
    with pytest.raises(ValueError, match="outside"):
        store_output("data", outputs)
    assert list(outside.iterdir()) == []


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        (json.dumps({"a": list(range(50))}), "json"),
        ("\n".join(json.dumps({"i": i}) for i in range(10)), "jsonl"),
        ("name,age\nann,3\nbob,4\n", "csv"),
        ("2024-01-01 10:00:00 INFO start\n2024-01-01 10:00:01 ERROR boom\n", "log"),
        ("just some prose, nothing more", "text"),
        ("{not json", "text"),
    ],
)
def test_detect_type(text: str, kind: str) -> None:
    assert detect_type(text) == kind


def test_non_string_output_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(TypeError, match="must be str"):
        apply_output_budget(b"bytes", tmp_path)  # type: ignore[arg-type]
