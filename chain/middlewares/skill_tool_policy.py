"""SkillToolPolicyMiddleware (spec item 16): a skill's allowed-tools, after real activation only.

Policy sources, resolved live against the enabled/agent-allowed registry on every
model call:

- ``slash``: the run's explicit ``/skill`` activation (published by
  SkillActivation, signed with the chain token, bound to the latest real user
  message). Authoritative: ``skill_context`` is then ignored, so reading another
  skill cannot widen the explicit skill's tools.
- ``skill_context``: skills loaded through ``read_file`` and captured by
  DurableContext; their allowed-tools combine by union.
- ``none``: no active skill; passive enabled skills do not clamp anything.

Registry failures, and a non-empty active set with no authorized skill, fail
closed to the framework-safe tools; a stale path is skipped while one valid skill
remains. ``task`` is not exempt. The middleware filters model-visible schemas and
blocks unauthorized execution. The decision is stored, versioned and signed, in
the run context for the resulting tool calls; a malformed, foreign, stale or
unmatched decision makes the tool gate resolve live instead.

With ``discovery_tool`` it registers ``describe_skill`` (:mod:`chain.skill_tools`),
the framework-safe discovery tool that survives any policy.

Best-effort behavioural scoping, not a hard boundary: ``bash cat SKILL.md`` is not
captured, and bounded ``skill_context`` evicts old entries.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterable
from typing import Any

from langchain.agents.middleware import AgentMiddleware, ModelRequest
from langchain.agents.middleware.types import ToolCallRequest
from langchain_core.messages import AIMessage
from pydantic import BaseModel, ConfigDict

from chain.lead_messages import latest_real_user
from chain.middlewares._base import (
    AsyncToolHandler,
    ToolHandler,
    ToolResult,
    as_model_response,
    call_identity,
)
from chain.secret_context import (
    SKILL_POLICY_KEY,
    SKILL_SLASH_KEY,
    ChainToken,
    publish,
    read,
)
from chain.skill_tools import build_describe_skill_tool
from chain.skills import (
    SkillRegistry,
    SkillRegistryError,
    live_skills,
    runtime_allowed_skills,
)
from chain.tool_result_meta import error_tool_message

FRAMEWORK_SAFE_TOOLS = frozenset({"tool_search", "describe_skill", "ask_clarification"})
"""Discovery and question tools that survive any policy. ``ask_clarification`` only
asks the user (ClarificationMiddleware answers it without executing anything)."""
DECISION_VERSION = 1


class SkillPolicy(BaseModel):
    model_config = ConfigDict(frozen=True)

    source: str
    paths: tuple[str, ...] = ()
    allowed: frozenset[str] | None = None
    """None: no clamp."""

    def permits(self, tool: str) -> bool:
        return self.allowed is None or tool in self.allowed


def tool_name(tool: Any) -> str:
    if isinstance(tool, dict):
        function = tool.get("function")
        return str(tool.get("name") or (function.get("name") if isinstance(function, dict) else "") or "")
    return str(getattr(tool, "name", ""))


class SkillToolPolicyMiddleware(AgentMiddleware):
    def __init__(
        self,
        registry: SkillRegistry | None,
        *,
        token: ChainToken,
        allowed_skills: Iterable[str] | None = None,
        discovery_tool: bool = False,
    ) -> None:
        super().__init__()
        self.registry = registry
        self.allowed_skills = tuple(allowed_skills) if allowed_skills is not None else None
        self._token = token
        self.tools = [build_describe_skill_tool(registry, self.allowed_skills)] if discovery_tool else []

    def release_policy_parameters(self) -> dict[str, object]:
        return {"framework_safe_tools": sorted(FRAMEWORK_SAFE_TOOLS), "decision_version": DECISION_VERSION}

    # -- live resolution --------------------------------------------------
    def resolve(self, state: Any, runtime: Any) -> SkillPolicy:
        messages = (state or {}).get("messages") or []
        latest = latest_real_user(messages)
        slash = read(runtime, SKILL_SLASH_KEY, self._token)
        if slash is not None and (latest is None or slash.get("message_id") != latest[1].id
                                  or not isinstance(slash.get("path"), str)):
            slash = None  # stale or malformed: an earlier turn's activation does not carry over
        if slash is not None:
            source, requested = "slash", [slash["path"]]
        else:
            entries = (state or {}).get("skill_context") or []
            source = "skill_context"
            requested = [e["path"] for e in entries if isinstance(e, dict) and isinstance(e.get("path"), str)]
        if not requested:
            return SkillPolicy(source="none")
        try:
            live = live_skills(self.registry, runtime_allowed_skills(runtime, self.allowed_skills))
        except SkillRegistryError:
            return SkillPolicy(source="registry_error", allowed=FRAMEWORK_SAFE_TOOLS)
        valid = [live[p] for p in dict.fromkeys(requested) if p in live]
        if not valid:
            return SkillPolicy(source=source, allowed=FRAMEWORK_SAFE_TOOLS)
        paths = tuple(s.path for s in valid)
        if any(s.allowed_tools is None for s in valid):
            return SkillPolicy(source=source, paths=paths)
        allowed = FRAMEWORK_SAFE_TOOLS.union(*(s.allowed_tools or () for s in valid))
        return SkillPolicy(source=source, paths=paths, allowed=allowed)

    # -- model side ---------------------------------------------------------
    def _pre(self, request: ModelRequest) -> tuple[ModelRequest, SkillPolicy]:
        policy = self.resolve(request.state, request.runtime)
        if policy.allowed is None:
            return request, policy
        tools = [t for t in request.tools if policy.permits(tool_name(t))]
        return (request.override(tools=tools) if len(tools) != len(request.tools) else request), policy

    def _post(self, request: ModelRequest, policy: SkillPolicy, response: Any) -> Any:
        # An inner custom layer may return an ExtendedModelResponse: read through it.
        result = as_model_response(getattr(response, "model_response", response))
        ids = sorted(
            str(c.get("id")) for m in result.result if isinstance(m, AIMessage) for c in m.tool_calls if c.get("id")
        )
        publish(request.runtime, SKILL_POLICY_KEY, self._token, {
            "version": DECISION_VERSION, "source": policy.source, "paths": list(policy.paths),
            "allowed": sorted(policy.allowed) if policy.allowed is not None else None, "tool_call_ids": ids,
        })
        return response

    def wrap_model_call(self, request: ModelRequest, handler: Callable[[ModelRequest], Any]) -> Any:
        step, policy = self._pre(request)
        return self._post(step, policy, handler(step))

    async def awrap_model_call(
        self, request: ModelRequest, handler: Callable[[ModelRequest], Awaitable[Any]]
    ) -> Any:
        step, policy = self._pre(request)
        return self._post(step, policy, await handler(step))

    # -- tool side -------------------------------------------------------------
    def policy_for_call(self, request: ToolCallRequest) -> SkillPolicy:
        """The stored decision when it is ours, current and names this call; else live resolution."""
        _, call_id = call_identity(request)
        stored = read(request.runtime, SKILL_POLICY_KEY, self._token)
        try:
            if (stored and stored.get("version") == DECISION_VERSION and call_id in stored["tool_call_ids"]
                    and isinstance(stored["source"], str)):
                allowed = stored["allowed"]
                return SkillPolicy(
                    source=stored["source"], paths=tuple(stored["paths"]),
                    allowed=frozenset(allowed) if allowed is not None else None,
                )
        except (KeyError, TypeError, ValueError):
            pass
        return self.resolve(request.state, request.runtime)

    def _gate(self, request: ToolCallRequest) -> ToolResult | None:
        name, call_id = call_identity(request)
        policy = self.policy_for_call(request)
        if policy.permits(name):
            return None
        return error_tool_message(
            f"Error: tool '{name}' is not allowed by the active skill policy ({policy.source}).",
            tool_call_id=call_id, tool_name=name, error_type="policy_blocked", source=self.name,
        )

    def wrap_tool_call(self, request: ToolCallRequest, handler: ToolHandler) -> ToolResult:
        return self._gate(request) or handler(request)

    async def awrap_tool_call(self, request: ToolCallRequest, handler: AsyncToolHandler) -> ToolResult:
        return self._gate(request) or await handler(request)
