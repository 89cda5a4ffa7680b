"""The built-in RBAC provider: casbin-loaded policy, indexed decisions, request-scoped cache.

A loaded policy is an immutable `_PolicyState` (enforcer + index + default
role). Reload builds a new state off to the side and swaps one reference, so a
failed reload keeps the old policy and a decision never sees half a policy.
Request-scope cache keys hold the state itself, so a reload invalidates them.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import casbin

from authz.names import InvalidName, canonical_target
from authz.policy import PolicyIndex, PolicyLoadError, PolicySource, source_for
from authz.principal import Principal
from authz.provider import ACTIONS, Decision, current_scope


@dataclass(frozen=True, eq=False)
class _PolicyState:
    enforcer: casbin.Enforcer
    index: PolicyIndex
    default_role: str | None
    version: int


class CasbinRBACProvider:
    """`AuthorizationProvider` over a casbin RBAC policy.

    `default_role` (or the YAML file's) is what a principal without roles gets;
    it must name a role the policy knows, or construction (and any reload
    that drops it) fails with `PolicyLoadError`.
    """

    name = "casbin_rbac"

    def __init__(self, source: PolicySource, *, default_role: str | None = None, fail_closed: bool = True) -> None:
        self.source = source
        self.fail_closed = fail_closed
        self._default_role_override = default_role
        self._lock = threading.Lock()
        self._state = self._load(version=1)

    # ------------------------------------------------------------ loading

    def _load(self, version: int) -> _PolicyState:
        description = self.source.description
        try:
            loaded = self.source.load()
        except PolicyLoadError:
            raise
        except Exception as exc:  # noqa: BLE001 - parser, driver and I/O errors all mean "cannot load"
            raise PolicyLoadError(f"{description}: {type(exc).__name__}: {exc}") from exc
        model = loaded.enforcer.get_model().model
        try:
            index = PolicyIndex.build(model["p"]["p"].policy, model["g"]["g"].policy, loaded.declared_roles)
        except PolicyLoadError as exc:
            raise PolicyLoadError(f"{description}: {exc}") from exc
        default_role = self._default_role_override or loaded.default_role
        if default_role is not None and default_role not in index.roles:
            known = ", ".join(sorted(index.roles)) or "none"
            raise PolicyLoadError(
                f"{description}: default_role {default_role!r} is not a role in the policy (known: {known})"
            )
        return _PolicyState(loaded.enforcer, index, default_role, version)

    def reload(self) -> None:
        """Re-read the source; on any error the current policy stays in force and the error is raised."""
        with self._lock:
            self._state = self._load(version=self._state.version + 1)

    async def areload(self) -> None:
        """Async twin of `reload` (file and database I/O run in a worker thread)."""
        await asyncio.to_thread(self.reload)

    @property
    def enforcer(self) -> casbin.Enforcer:
        """The casbin enforcer of the current policy (for casbin tooling; decisions do not use it)."""
        return self._state.enforcer

    @property
    def default_role(self) -> str | None:
        return self._state.default_role

    @property
    def policy_version(self) -> int:
        """Increases on every successful reload."""
        return self._state.version

    @property
    def roles(self) -> frozenset[str]:
        return self._state.index.roles

    # ------------------------------------------------------------ decisions

    def authorize(self, principal: Principal, resource: str, action: str, target: str | None = None) -> Decision:
        state = self._state
        scope = current_scope()
        cacheable = (
            isinstance(principal, Principal)
            and type(resource) is str
            and type(action) is str
            and (target is None or type(target) is str)
        )
        if scope is None or not cacheable:
            return self._evaluate(state, principal, resource, action, target)
        key = (state, principal.cache_key, resource, action, target)
        decision = scope.get(key)
        if decision is None:
            decision = scope[key] = self._evaluate(state, principal, resource, action, target)
        return decision

    async def aauthorize(
        self, principal: Principal, resource: str, action: str, target: str | None = None
    ) -> Decision:
        """In-memory and O(1), so the async twin answers inline (casbin's AsyncEnforcer.enforce is sync anyway)."""
        return self.authorize(principal, resource, action, target)

    def filter_resources(self, principal: Principal, resource: str, names: Sequence[str]) -> list[str]:
        action = ACTIONS.get(resource) if isinstance(resource, str) else None
        if action is None:
            return []
        return [name for name in names if self.authorize(principal, resource, action, name).allowed]

    async def afilter_resources(self, principal: Principal, resource: str, names: Sequence[str]) -> list[str]:
        return self.filter_resources(principal, resource, names)

    @staticmethod
    def _evaluate(
        state: _PolicyState, principal: Principal, resource: str, action: str, target: str | None
    ) -> Decision:
        if not isinstance(principal, Principal):
            raise TypeError(f"principal must be a Principal, got {type(principal).__name__}")
        if not isinstance(resource, str) or ACTIONS.get(resource) != action:
            return Decision(allowed=False, reason=f"unsupported resource/action {resource!r}/{action!r}")
        try:
            canonical = canonical_target(resource, target)
        except InvalidName as exc:
            return Decision(allowed=False, reason=f"denied: {exc}")
        subjects = state.index.subjects(principal, state.default_role)
        decision = state.index.lookup(subjects, resource, action, canonical)
        if decision is not None:
            return decision
        who = ", ".join(subjects) if subjects else "no roles"
        return Decision(allowed=False, reason=f"no rule grants {resource}:{action} on {canonical!r} to {who}")


def load_policy(
    path_or_url: str | Path, *, fail_closed: bool = True, default_role: str | None = None
) -> CasbinRBACProvider:
    """Load a YAML role file, a casbin CSV, or a SQLAlchemy URL into an RBAC provider.

    Raises `PolicyLoadError` with the reason when the policy cannot be used.
    """
    return CasbinRBACProvider(source_for(path_or_url), default_role=default_role, fail_closed=fail_closed)
