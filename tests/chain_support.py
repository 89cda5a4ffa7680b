"""Helpers shared by the chain tests (importable: `tests/` is on pytest's path)."""

from __future__ import annotations

from typing import Any

from chain.ordering import canonical_name


def moved(stack: list[Any], name: str, index: int) -> list[Any]:
    """A copy of `stack` with middleware `name` moved to position `index` (after removal)."""
    stack = list(stack)
    item = next(m for m in stack if canonical_name(m) == name)
    stack.remove(item)
    stack.insert(index, item)
    return stack


class SkillRuntime:
    """A tool runtime with only a context (what the skill tools read)."""

    def __init__(self, **context: Any) -> None:
        self.context = {"user_id": "alice", **context}


class BrokenRegistry:
    """A skill registry whose load always fails (fail-closed paths)."""

    def load(self) -> None:
        raise OSError("disk gone")
