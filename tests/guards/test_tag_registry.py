"""The tag registry: every tag the chain emits is registered, and the docs show the registry."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import ValidationError

from guards import TAG_REGISTRY, USER_INPUT_CLOSE, USER_INPUT_OPEN, TagRegistry, neutralize_untrusted_text
from guards.tags import BUILTIN_TAGS, registry_table

# The authority blocks the spec has the chain emit into model input, and the
# injection tags a forged page most often uses. `chain/` registers its own
# emitted tags on top; this list is the floor.
SPEC_EMITTED = [
    "system-reminder", "system_reminder", "memory", "durable_context_data", "skill", "skill_context",
    "todo", "todos", "user_input",
]
COMMON_INJECTION = ["system", "instruction", "instructions", "assistant", "tool", "function_call", "im_start", "im_end"]


@pytest.mark.parametrize("name", SPEC_EMITTED + COMMON_INJECTION)
def test_tag_is_registered_and_neutralized(name: str) -> None:
    assert name in TAG_REGISTRY
    assert neutralize_untrusted_text(f"<{name}>") == f"&lt;{name}&gt;"


def test_boundary_markers_are_registered_tags() -> None:
    assert USER_INPUT_OPEN == "<user_input>" and USER_INPUT_CLOSE == "</user_input>"
    assert {s.name for s in TAG_REGISTRY if s.kind == "boundary"} == {"user_input"}


def test_registry_is_separator_insensitive_and_validates_names() -> None:
    assert "durable-context-data" in TAG_REGISTRY and "SYSTEM_REMINDER" in TAG_REGISTRY
    assert 42 not in TAG_REGISTRY
    with pytest.raises(ValidationError):
        TagRegistry().register("<bad tag>")


def test_register_is_idempotent_and_bumps_version_once() -> None:
    registry = TagRegistry()
    registry.register("thread_note", emitted_by="test")
    version = registry.version
    registry.register("thread_note", emitted_by="test")
    assert registry.version == version and registry.names() == ("thread_note",)


def test_docs_embed_the_current_registry_table() -> None:
    docs = Path(__file__).resolve().parents[2] / "docs" / "guards.md"
    assert registry_table(TagRegistry(BUILTIN_TAGS)) in docs.read_text(encoding="utf-8")
