"""The transform trail of a tool result.

Result-rewriting steps between the raw tool call and the model-visible result
append a declared entry to `additional_kwargs[TOOL_TRANSFORMS_KEY]`. The trail
is ordered by application (the last entry produced the visible bytes), so an
observer classifies raw-to-visible changes from facts instead of by sniffing
output wording.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

TOOL_TRANSFORMS_KEY = "chainwarden_tool_transforms"

TransformKind = Literal["tag_neutralization", "output_budget"]
"""The declared transforms; an entry of any other kind is refused."""


class ToolTransform(BaseModel):
    """One declared rewrite of a tool result."""

    model_config = ConfigDict(frozen=True)

    kind: TransformKind
    producer: str
    details: dict[str, Any] = Field(default_factory=dict)


def append_tool_transform(additional_kwargs: Mapping[str, Any] | None, entry: ToolTransform) -> dict[str, Any]:
    """A copy of `additional_kwargs` with `entry` appended to the transform trail."""
    kwargs = dict(additional_kwargs or {})
    trail = kwargs.get(TOOL_TRANSFORMS_KEY)
    trail = list(trail) if isinstance(trail, list) else []
    trail.append(entry.model_dump())
    kwargs[TOOL_TRANSFORMS_KEY] = trail
    return kwargs
