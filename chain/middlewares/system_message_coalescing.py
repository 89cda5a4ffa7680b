"""SystemMessageCoalescingMiddleware (spec item 26): one leading SystemMessage per request.

Strict backends (vLLM, SGLang, Qwen templates, Anthropic) reject a system message
that is not first. Every SystemMessage in the request (the agent's system prompt,
DurableContext's rules, anything a custom middleware added) is merged, in order,
into the single leading ``system_message``; checkpoint state is never touched.
Of several dated reminders (a run crossing midnight) only the latest survives.
"""

from __future__ import annotations

from typing import Any

from langchain.agents.middleware import ModelRequest
from langchain_core.messages import SystemMessage

from chain.lead_messages import stamped_system
from chain.middlewares._base import ModelCallLayer
from chain.provenance import CONTENT_KIND_KEY

REMINDER_KIND = "dynamic_context_reminder"


def _text(message: SystemMessage) -> str:
    return message.content if isinstance(message.content, str) else message.text


class SystemMessageCoalescingMiddleware(ModelCallLayer):
    def release_policy_parameters(self) -> dict[str, object]:
        return {"merge": "single-leading-system", "reminder_kind_kept": "latest"}

    def _pre_model(self, request: ModelRequest) -> ModelRequest:
        inline: list[SystemMessage] = []
        rest: list[Any] = []
        for message in request.messages:
            if isinstance(message, SystemMessage):
                inline.append(message)
            else:
                rest.append(message)
        if not inline:
            return request
        systems = [request.system_message, *inline] if request.system_message is not None else inline
        reminders = [m for m in systems if m.additional_kwargs.get(CONTENT_KIND_KEY) == REMINDER_KIND]
        stale = {id(m) for m in reminders[:-1]}
        texts = [_text(m) for m in systems if id(m) not in stale and _text(m).strip()]
        merged: Any = stamped_system("\n\n".join(texts), "system_message_coalesced", self.name)
        return request.override(system_message=merged, messages=rest)
