"""The one registry of tag names that carry authority in model input.

Everything the chain emits into model input as a structural block (reminders,
memory, durable context, skills, todos, the user-input boundary) is registered
here, next to the tags commonly forged in prompt injections. The neutralizer
compiles its patterns from this registry, so a tag the chain starts emitting is
protected the moment it is registered: `chain/` calls `TAG_REGISTRY.register`
for every tag it emits and a test pins that nothing is missing.

Names are matched separator-insensitively: `system-reminder`, `system_reminder`
and `system reminder` are the same tag to the matcher.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterator
from typing import Literal

from pydantic import BaseModel, ConfigDict, field_validator

TagKind = Literal["authority", "boundary", "injection"]

_NAME_RE = re.compile(r"[a-z][a-z0-9]+(?:[-_][a-z0-9]+)*")
_SEPARATORS_RE = re.compile(r"[-_]")

USER_INPUT_TAG = "user_input"
USER_INPUT_OPEN = f"<{USER_INPUT_TAG}>"
USER_INPUT_CLOSE = f"</{USER_INPUT_TAG}>"


class TagSpec(BaseModel):
    """One registered tag: its spelling, why it matters, and who emits it."""

    model_config = ConfigDict(frozen=True)

    name: str
    kind: TagKind
    emitted_by: str | None = None
    note: str = ""
    special_token: bool = False
    """Written between bars as a model's special token (`<|im_end|>`): its words are a
    token's, never code's operand (`summary <| im_end` is no backward pipe)."""

    @field_validator("name")
    @classmethod
    def _lowercase_identifier(cls, value: str) -> str:
        if not _NAME_RE.fullmatch(value):
            raise ValueError(f"tag name {value!r} must be a lowercase identifier like 'system-reminder'")
        return value

    @property
    def parts(self) -> tuple[str, ...]:
        """The name split at separators: the separator-insensitive identity of the tag."""
        return tuple(_SEPARATORS_RE.split(self.name))


class TagRegistry:
    """A thread-safe set of `TagSpec`s with a version that bumps on every change."""

    def __init__(self, specs: tuple[TagSpec, ...] = ()) -> None:
        self._lock = threading.Lock()
        self._specs: dict[str, TagSpec] = {}
        self.version = 0
        for spec in specs:
            self.register(spec.name, **spec.model_dump(exclude={"name"}))

    def register(
        self, name: str, *, kind: TagKind = "authority", emitted_by: str | None = None, note: str = "", special_token: bool = False
    ) -> TagSpec:
        """Add a tag (idempotent for an identical spelling); returns the stored spec."""
        spec = TagSpec(name=name, kind=kind, emitted_by=emitted_by, note=note, special_token=special_token)
        with self._lock:
            existing = self._specs.get(spec.name)
            if existing is not None:
                return existing
            self._specs[spec.name] = spec
            self.version += 1
        return spec

    def __contains__(self, name: object) -> bool:
        if not isinstance(name, str):
            return False
        wanted = tuple(_SEPARATORS_RE.split(name.lower()))
        return any(spec.parts == wanted for spec in self)

    def __iter__(self) -> Iterator[TagSpec]:
        with self._lock:
            return iter(tuple(self._specs.values()))

    def __len__(self) -> int:
        return len(self._specs)

    def names(self) -> tuple[str, ...]:
        return tuple(spec.name for spec in self)


BUILTIN_TAGS: tuple[TagSpec, ...] = (
    TagSpec(name="system-reminder", kind="authority", emitted_by="DynamicContextMiddleware", note="dynamic reminders"),
    TagSpec(name="system_reminder", kind="authority", emitted_by="DynamicContextMiddleware", note="underscore spelling"),
    TagSpec(name="memory", kind="authority", emitted_by="DynamicContextMiddleware", note="recalled memory block"),
    TagSpec(name="durable_context_data", kind="authority", emitted_by="DurableContextMiddleware", note="durable context projection"),
    TagSpec(name="skill", kind="authority", emitted_by="SkillActivationMiddleware", note="activated skill block"),
    TagSpec(name="skill_context", kind="authority", emitted_by="SkillActivationMiddleware", note="loaded skill references"),
    TagSpec(name="todo", kind="authority", emitted_by="TodoMiddleware", note="todo item"),
    TagSpec(name="todos", kind="authority", emitted_by="TodoMiddleware", note="todo list block"),
    TagSpec(name=USER_INPUT_TAG, kind="boundary", emitted_by="InputSanitizationMiddleware", note="user-input boundary marker"),
    TagSpec(name="system", kind="injection", note="forged system prompt"),
    TagSpec(name="system_prompt", kind="injection", note="forged system prompt"),
    TagSpec(name="instruction", kind="injection", note="forged instruction block"),
    TagSpec(name="instructions", kind="injection", note="forged instruction block"),
    TagSpec(name="assistant", kind="injection", note="forged assistant turn"),
    TagSpec(name="tool", kind="injection", note="forged tool turn"),
    TagSpec(name="tool_call", kind="injection", note="forged tool call"),
    TagSpec(name="tool_result", kind="injection", note="forged tool result"),
    TagSpec(name="function_call", kind="injection", note="forged function call"),
    TagSpec(name="function_results", kind="injection", note="forged function results"),
    TagSpec(name="im_start", kind="injection", note="ChatML turn marker (<|im_start|>)", special_token=True),
    TagSpec(name="im_end", kind="injection", note="ChatML turn marker (<|im_end|>)", special_token=True),
    TagSpec(name="endoftext", kind="injection", note="end-of-text special token (<|endoftext|>)", special_token=True),
)

"""The tags guards knows by itself; `chain/` registers the ones it adds at import."""

TAG_REGISTRY = TagRegistry(BUILTIN_TAGS)
"""The process-wide registry the neutralizer reads; register emitted tags here."""


def registry_table(registry: TagRegistry) -> str:
    """A registry as a Markdown table (docs/guards.md embeds the built-in one; a test keeps them equal)."""
    rows = ["| tag | kind | special token | emitted by | note |", "|---|---|---|---|---|"]
    rows += [
        f"| `{s.name}` | {s.kind} | {'yes' if s.special_token else '-'} | {s.emitted_by or '-'} | {s.note} |" for s in registry
    ]
    return "\n".join(rows)
