"""The guardrail protocol: a pre-tool-call gate that any framework can drive.

A `GuardrailProvider` judges one `GuardrailRequest` (tool name, arguments and the
principal fields the runtime knows) and returns a `GuardrailDecision`.
`GuardrailGate` runs providers in order, stops at the first deny, fails closed
when a provider raises or answers nonsense, writes one audit record per gate
decision, and turns the result into the neutral `AuthorizationOutcome` that the
runtime publishes per `tool_call_id` under `AUTHORIZATION_OUTCOME_KEY`.
Publisher and consumer share only this module, never each other.
"""

from __future__ import annotations

import copy
import fnmatch
import logging
from collections.abc import Callable, Iterable, MutableMapping, Sequence
from datetime import UTC, datetime
from typing import Any, Protocol, runtime_checkable

from pydantic import BaseModel, ConfigDict, Field, StrictBool, field_validator

AUTHORIZATION_OUTCOME_KEY = "__authorization_outcome"
"""Reserved runtime-context key; the `__` prefix lets run-config builders strip caller forgeries."""

ERROR_POLICY_ID = "guardrail.provider_error"
"""Policy id of the deny a fail-closed gate emits when a provider cannot decide."""

_audit_logger = logging.getLogger("guards.guardrail.audit")


class GuardrailRequest(BaseModel):
    """Everything a provider may look at to judge one tool call."""

    model_config = ConfigDict(frozen=True)

    tool_name: str
    tool_args: dict[str, Any]
    tool_call_id: str | None = None
    user_id: str | None = None
    roles: tuple[str, ...] = ()
    # Strict: a forged "true" or 1 from a client must not become internal provenance.
    is_internal: StrictBool = False
    attributes: dict[str, Any] = Field(default_factory=dict)
    thread_id: str | None = None
    run_id: str | None = None

    @field_validator("attributes", mode="after")
    @classmethod
    def _own_copy(cls, value: dict[str, Any]) -> dict[str, Any]:
        """Deep-copied on the way in, so a caller mutating its dict later cannot
        change what a provider sees."""
        return copy.deepcopy(value)


class GuardrailDecision(BaseModel):
    """A provider's verdict on one request; `reason` is shown to the model on deny."""

    model_config = ConfigDict(frozen=True)

    allowed: bool
    reason: str
    policy_id: str | None = None


@runtime_checkable
class GuardrailProvider(Protocol):
    """A pre-tool-call policy; must offer both a sync and an async entry point."""

    name: str

    def evaluate(self, request: GuardrailRequest) -> GuardrailDecision: ...

    async def aevaluate(self, request: GuardrailRequest) -> GuardrailDecision: ...


class AuthorizationOutcome(BaseModel):
    """The neutral, framework-free record of how a tool call was decided."""

    model_config = ConfigDict(frozen=True)

    tool_call_id: str | None
    tool_name: str
    allowed: bool
    reason: str
    provider: str
    policy_id: str | None = None


class GuardrailAuditRecord(BaseModel):
    """One line of the audit trail: who asked for what, who decided, and why."""

    model_config = ConfigDict(frozen=True)

    timestamp: datetime
    tool_name: str
    tool_call_id: str | None
    user_id: str | None
    thread_id: str | None
    run_id: str | None
    allowed: bool
    reason: str
    provider: str
    policy_id: str | None
    consulted: tuple[str, ...]
    errors: tuple[str, ...] = ()


class GateResult(BaseModel):
    """What the gate hands back: the decision to enforce and the outcome to publish."""

    model_config = ConfigDict(frozen=True)

    decision: GuardrailDecision
    outcome: AuthorizationOutcome


AuditSink = Callable[[GuardrailAuditRecord], None]


def log_audit_record(record: GuardrailAuditRecord) -> None:
    """Default audit sink: one structured log line per decision."""
    _audit_logger.info("guardrail decision %s", record.model_dump_json())


class AllowDenyListProvider:
    """Built-in provider: deny-list first, then an optional allow-list.

    Patterns are shell-style globs matched case-sensitively against the tool
    name (`mcp__*`, `web_*`). With no allow-list every tool not denied passes;
    with one, a tool must match it.
    """

    def __init__(
        self,
        *,
        allow: Iterable[str] | None = None,
        deny: Iterable[str] = (),
        name: str = "allow_deny_list",
    ) -> None:
        self.name = name
        self._allow = None if allow is None else tuple(allow)
        self._deny = tuple(deny)

    def evaluate(self, request: GuardrailRequest) -> GuardrailDecision:
        tool = request.tool_name
        for pattern in self._deny:
            if fnmatch.fnmatchcase(tool, pattern):
                return GuardrailDecision(
                    allowed=False,
                    reason=f"tool {tool!r} is on the deny list ({pattern!r})",
                    policy_id=f"{self.name}.deny",
                )
        if self._allow is not None and not any(fnmatch.fnmatchcase(tool, p) for p in self._allow):
            return GuardrailDecision(
                allowed=False,
                reason=f"tool {tool!r} is not on the allow list",
                policy_id=f"{self.name}.allow",
            )
        return GuardrailDecision(allowed=True, reason=f"tool {tool!r} permitted", policy_id=f"{self.name}.allow")

    async def aevaluate(self, request: GuardrailRequest) -> GuardrailDecision:
        return self.evaluate(request)


class GuardrailGate:
    """Runs providers in order; the first deny wins; errors deny unless configured otherwise.

    With `fail_closed=False` a provider that raises (or returns something that is
    not a `GuardrailDecision`) is skipped and the error is still audited; it never
    turns into an allow on its own, since the other providers still have to pass.
    """

    def __init__(
        self,
        providers: Sequence[GuardrailProvider],
        *,
        fail_closed: bool = True,
        audit: AuditSink | None = log_audit_record,
    ) -> None:
        if not providers:
            raise ValueError("GuardrailGate needs at least one provider")
        for provider in providers:
            if not isinstance(provider, GuardrailProvider):
                raise TypeError(f"{provider!r} does not implement GuardrailProvider")
        self.providers = tuple(providers)
        self.fail_closed = fail_closed
        self._audit = audit

    def evaluate(self, request: GuardrailRequest) -> GateResult:
        run = _GateRun(self)
        for provider in self.providers:
            decision: GuardrailDecision | Exception
            try:
                decision = provider.evaluate(request)
            except Exception as exc:  # noqa: BLE001 - any provider failure is a policy question
                decision = exc
            if run.step(provider, decision):
                break
        return run.finish(request)

    async def aevaluate(self, request: GuardrailRequest) -> GateResult:
        run = _GateRun(self)
        for provider in self.providers:
            decision: GuardrailDecision | Exception
            try:
                decision = await provider.aevaluate(request)
            except Exception as exc:  # noqa: BLE001 - any provider failure is a policy question
                decision = exc
            if run.step(provider, decision):
                break
        return run.finish(request)


class _GateRun:
    """The bookkeeping of one gate evaluation, shared by the sync and async paths."""

    def __init__(self, gate: GuardrailGate) -> None:
        self.gate = gate
        self.consulted: list[str] = []
        self.errors: list[str] = []
        self.final: tuple[str, GuardrailDecision] | None = None
        self.last_allow: tuple[str, GuardrailDecision] | None = None

    def step(self, provider: GuardrailProvider, result: object) -> bool:
        """Record one provider's answer; return True when the gate has decided."""
        name = str(getattr(provider, "name", type(provider).__name__))
        self.consulted.append(name)
        if not isinstance(result, GuardrailDecision):
            detail = (
                f"{type(result).__name__}: {result}"
                if isinstance(result, BaseException)
                else f"returned {type(result).__name__}, not GuardrailDecision"
            )
            self.errors.append(f"{name}: {detail}")
            if self.gate.fail_closed:
                self.final = (
                    name,
                    GuardrailDecision(
                        allowed=False,
                        reason=f"guardrail provider {name!r} could not decide ({detail}); denied (fail-closed)",
                        policy_id=ERROR_POLICY_ID,
                    ),
                )
                return True
            return False
        if not result.allowed:
            self.final = (name, result)
            return True
        self.last_allow = (name, result)
        return False

    def finish(self, request: GuardrailRequest) -> GateResult:
        if self.final is None and self.last_allow is None:
            # Fail-open gate whose every provider errored: nobody allowed, so deny.
            self.final = (
                "guardrail_gate",
                GuardrailDecision(
                    allowed=False,
                    reason="no guardrail provider could decide; denied",
                    policy_id=ERROR_POLICY_ID,
                ),
            )
        provider, decision = self.final or self.last_allow  # type: ignore[misc]
        outcome = AuthorizationOutcome(
            tool_call_id=request.tool_call_id,
            tool_name=request.tool_name,
            allowed=decision.allowed,
            reason=decision.reason,
            provider=provider,
            policy_id=decision.policy_id,
        )
        if self.gate._audit is not None:
            record = GuardrailAuditRecord(
                timestamp=datetime.now(UTC),
                tool_name=request.tool_name,
                tool_call_id=request.tool_call_id,
                user_id=request.user_id,
                thread_id=request.thread_id,
                run_id=request.run_id,
                allowed=decision.allowed,
                reason=decision.reason,
                provider=provider,
                policy_id=decision.policy_id,
                consulted=tuple(self.consulted),
                errors=tuple(self.errors),
            )
            try:
                self.gate._audit(record)
            except Exception:  # noqa: BLE001 - a broken sink must not change the decision
                _audit_logger.exception("guardrail audit sink failed; record: %s", record.model_dump_json())
        return GateResult(decision=decision, outcome=outcome)


def publish_outcome(context: MutableMapping[str, Any], outcome: AuthorizationOutcome) -> None:
    """Store `outcome` in a per-run context under the reserved key, keyed by tool_call_id."""
    slot = context.get(AUTHORIZATION_OUTCOME_KEY)
    if not isinstance(slot, dict):
        slot = {}
        context[AUTHORIZATION_OUTCOME_KEY] = slot
    slot[outcome.tool_call_id] = outcome


def pop_outcome(context: MutableMapping[str, Any], tool_call_id: str | None) -> AuthorizationOutcome | None:
    """Take the outcome for one tool call out of the context (consumers pop, so it is read once)."""
    slot = context.get(AUTHORIZATION_OUTCOME_KEY)
    if not isinstance(slot, dict):
        return None
    outcome = slot.pop(tool_call_id, None)
    return outcome if isinstance(outcome, AuthorizationOutcome) else None
