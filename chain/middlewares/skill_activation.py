"""SkillActivationMiddleware (spec item 15): explicit ``/skill-name task`` activation.

Only the latest *real* user message counts (not text a tool or the chain put in a
human message), and only the strict form: the whole message is ``/name`` or
``/name <task>`` with a lowercase skill name. Only enabled skills that the
configured agent allowlist and the server context's ``allowed_skills`` admit are
resolved. An activation

- injects the ``SKILL.md`` body as a hidden, provenance-stamped ``<skill>`` block
  right after the user message, in the model request only (current-turn context);
- publishes the slash source through :mod:`chain.secret_context`, signed with the
  chain token, for SkillToolPolicyMiddleware (a caller cannot forge it);
- records one ``middleware:skill_activation`` audit event per user turn.

Caller values under the reserved keys are dropped when the run starts, and the
chain's own are removed when it ends.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from langchain.agents.middleware import ModelRequest

from chain.audit import AuditSink, emit, log_event
from chain.lead_messages import hidden_human, latest_real_user, neutralized, user_text
from chain.middlewares._base import ModelCallLayer
from chain.secret_context import (
    SKILL_POLICY_KEY,
    SKILL_SLASH_KEY,
    ChainToken,
    clear_reserved,
    publish,
)
from chain.skills import SkillRegistry, SkillRegistryError, live_skills, runtime_allowed_skills, skill_path

SKILL_TAG = "skill"
SLASH_VERSION = 1
_SLASH = re.compile(r"/([a-z0-9][a-z0-9-]{0,63})(?:[ \t]+(\S[\s\S]*))?")


def parse_slash(text: str) -> tuple[str, str] | None:
    """``(skill name, task)`` for a strict ``/name [task]`` message, else None."""
    match = _SLASH.fullmatch(text.strip())
    return (match.group(1), match.group(2) or "") if match else None


class SkillActivationMiddleware(ModelCallLayer):
    def __init__(
        self,
        registry: SkillRegistry | None,
        *,
        token: ChainToken,
        allowed_skills: Iterable[str] | None = None,
        sink: AuditSink = log_event,
    ) -> None:
        super().__init__()
        self.registry = registry
        self.allowed_skills = tuple(allowed_skills) if allowed_skills is not None else None
        self._token = token
        self.sink = sink

    def release_policy_parameters(self) -> dict[str, object]:
        return {"syntax": "strict-slash", "allowed_skills": list(self.allowed_skills) if self.allowed_skills else None}

    def before_agent(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        clear_reserved(runtime, (SKILL_SLASH_KEY, SKILL_POLICY_KEY))
        return None

    async def abefore_agent(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        return self.before_agent(state, runtime)

    def after_agent(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        """The run's skill decisions end with it: nothing is left in the caller's context."""
        return self.before_agent(state, runtime)

    async def aafter_agent(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        return self.before_agent(state, runtime)

    def _pre_model(self, request: ModelRequest) -> ModelRequest:
        clear_reserved(request.runtime, (SKILL_SLASH_KEY,))
        messages = (request.state or {}).get("messages") or []
        latest = latest_real_user(messages)
        parsed = parse_slash(user_text(latest[1])) if latest else None
        if latest is None or parsed is None:
            return request
        index, message = latest
        path = skill_path(parsed[0])
        publication = {"version": SLASH_VERSION, "path": path, "message_id": message.id}
        try:
            skills = live_skills(self.registry, runtime_allowed_skills(request.runtime, self.allowed_skills))
        except SkillRegistryError:
            # Unverifiable activation: publish it, so the policy resolves it against the
            # same failing registry and fails closed instead of seeing "no skill".
            publish(request.runtime, SKILL_SLASH_KEY, self._token, publication)
            return request
        skill = skills.get(path)
        if skill is None:
            return request
        publish(request.runtime, SKILL_SLASH_KEY, self._token, publication)
        if index == len(messages) - 1:
            emit(self.sink, "middleware:skill_activation", skill=skill.name, path=skill.path)
        block = hidden_human(
            f'<{SKILL_TAG} name="{skill.name}">\n{neutralized(skill.body)}\n</{SKILL_TAG}>',
            "skill_activation", self.name,
        )
        out = list(request.messages)
        where = next((i + 1 for i in range(len(out) - 1, -1, -1) if message.id is not None and out[i].id == message.id),
                     len(out))
        out.insert(where, block)
        return request.override(messages=out)
