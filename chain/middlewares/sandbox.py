"""SandboxMiddleware (spec item 6): acquires the thread's sandbox, owns the sandbox tools.

Every acquisition is gated by ``sandbox:execute`` before ``provider.acquire``. The
eager path (``before_agent``, lead runs) skips acquisition on deny instead of
raising, deferring to the lazy per-tool gate in :meth:`sandbox_for`, which raises
:class:`SandboxAuthorizationError` (an error ToolMessage once ToolErrorHandling
sees it). The sandbox id is kept in private state.

The owner of the thread's skill view (the lead: ``skill_projection`` set)
rebuilds ``/mnt/skills`` host-side at run start, without acquiring the sandbox;
non-owners (subagents) neither rebuild it nor acquire eagerly.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path
from typing import Annotated, Any, NotRequired

from langchain.agents.middleware import AgentMiddleware, AgentState
from langchain.agents.middleware.types import PrivateStateAttr

from chain.runtime_identity import thread_paths
from chain.sandbox.base import SandboxNotFoundError, WorkspaceSandboxProvider
from chain.sandbox.tools import build_sandbox_tools
from chain.skill_projection import SkillProjection

SandboxGate = Callable[[Any], tuple[bool, str]]
"""(runtime) -> (allowed, reason): the ``sandbox:execute`` decision for this run."""


_decision_scope: ContextVar[dict[str, tuple[bool, str]] | None] = ContextVar(
    "chainwarden_sandbox_decision_scope", default=None
)


class SandboxAuthorizationError(PermissionError):
    """Sandbox acquisition denied by ``sandbox:execute``."""

    error_type = "permission"


class SandboxState(AgentState):
    sandbox: NotRequired[Annotated[dict[str, str], PrivateStateAttr]]


class SandboxMiddleware(AgentMiddleware):
    state_schema = SandboxState

    def __init__(
        self,
        provider: WorkspaceSandboxProvider,
        base_dir: Path,
        *,
        eager: bool = True,
        gate: SandboxGate | None = None,
        skill_projection: SkillProjection | None = None,
    ) -> None:
        super().__init__()
        self.provider = provider
        self.base_dir = Path(base_dir)
        self.eager = eager
        self.gate = gate
        self.skill_projection = skill_projection
        """Set on the owner of the thread's skill view (the lead) only."""
        self.tools = build_sandbox_tools(self)

    def release_policy_parameters(self) -> dict[str, object]:
        return {
            "provider": self.provider.kind, "eager": self.eager, "gated": self.gate is not None,
            "owns_skill_view": self.skill_projection is not None,
        }

    @contextmanager
    def decision_scope(self) -> Iterator[None]:
        """Within the block, the first ``sandbox:execute`` decision is reused: a composed
        call (inspection, tool body, post-read hashing) asks the provider once."""
        token = _decision_scope.set({})
        try:
            yield
        finally:
            _decision_scope.reset(token)

    def _allowed(self, runtime: Any) -> tuple[bool, str]:
        if self.gate is None:
            return True, "no sandbox authorization configured"
        scope = _decision_scope.get()
        if scope is not None and "decision" in scope:
            return scope["decision"]
        decision = self.gate(runtime)
        if scope is not None:
            scope["decision"] = decision
        return decision

    def before_agent(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        if self.skill_projection is not None:
            self.skill_projection.rebuild(thread_paths(self.base_dir, runtime), runtime)
        if not self.eager or not self._allowed(runtime)[0]:
            return None
        sandbox_id = self.provider.acquire(thread_paths(self.base_dir, runtime))
        return {"sandbox": {"sandbox_id": sandbox_id}}

    async def abefore_agent(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        return self.before_agent(state, runtime)

    def sandbox_for(self, runtime: Any) -> tuple[WorkspaceSandboxProvider, str]:
        """The run's sandbox: the eagerly acquired one, else a lazy gated acquisition."""
        paths = thread_paths(self.base_dir, runtime)
        state = getattr(runtime, "state", None) or {}
        known = (state.get("sandbox") or {}).get("sandbox_id") if isinstance(state, dict) else None
        if known:
            try:
                if self.provider.paths_of(known) == paths:
                    return self.provider, known
            except SandboxNotFoundError:
                pass
        allowed, reason = self._allowed(runtime)
        if not allowed:
            raise SandboxAuthorizationError(f"sandbox:execute denied: {reason}")
        return self.provider, self.provider.acquire(paths)
