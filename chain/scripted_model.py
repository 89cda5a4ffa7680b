"""An offline chat model that plays a script of tool calls: for examples, tests, benchmarks.

LangChain's fake chat models do not implement ``bind_tools``; ``create_agent``
needs it, so this subclass returns itself. It records every message list it was
called with, which is how a test sees exactly what reached the model.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, BaseMessage
from pydantic import Field


def tool_call(name: str, args: dict[str, Any], call_id: str) -> dict[str, Any]:
    return {"name": name, "args": args, "id": call_id, "type": "tool_call"}


class ScriptedChatModel(GenericFakeChatModel):
    """Answers with the scripted AIMessages in order; ``seen`` holds each call's input."""

    seen: list[list[BaseMessage]] = Field(default_factory=list)

    @classmethod
    def from_steps(cls, steps: Iterable[AIMessage]) -> ScriptedChatModel:
        return cls(messages=iter(list(steps)))

    def bind_tools(self, tools: Sequence[Any], **kwargs: Any) -> ScriptedChatModel:
        return self

    def _generate(self, messages: list[BaseMessage], stop: Any = None, run_manager: Any = None, **kwargs: Any):
        self.seen.append(list(messages))
        return super()._generate(messages, stop=stop, run_manager=run_manager, **kwargs)
class ToolRecordingModel(ScriptedChatModel):
    """The scripted model, also recording the tool names bound for each model call
    (what the chain let the model see)."""

    bound: list[list[str]] = Field(default_factory=list)

    def bind_tools(self, tools: Sequence[Any], **kwargs: Any) -> "ToolRecordingModel":
        self.bound.append(sorted(getattr(t, "name", None) or t.get("name") for t in tools))
        return self


