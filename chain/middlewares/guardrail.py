"""GuardrailMiddleware (spec item 9): up to two pre-tool-call gates, fail-closed.

The authorization provider (the same instance Layer 1 used to filter tools) runs
first through ``authz.GuardrailAuthorizationAdapter``; an explicitly configured
``GuardrailProvider`` runs after it and sees every call. Both go through one
``guards.GuardrailGate`` (first deny wins, provider errors deny, one audit record
per decision). A deny is an error ToolMessage, never an exception; the tool does
not run. Every decision publishes an ``AuthorizationOutcome`` into the per-run
runtime context under ``__authorization_outcome`` keyed by tool_call_id; a value
under that key supplied by the caller is replaced by an empty slot when the run
starts. A context that is not a mutable mapping gets no publication (the gate
still enforces).
"""

from __future__ import annotations

from collections.abc import MutableMapping
from typing import Any

from langchain.agents.middleware import AgentMiddleware
from langchain.agents.middleware.types import ToolCallRequest
from langchain_core.messages import ToolMessage

from authz import GuardrailAuthorizationAdapter, build_principal_from_context
from authz.guardrail_adapter import DeferredToolSetup
from authz.provider import AuthorizationProvider
from chain.middlewares._base import AsyncToolHandler, ToolHandler, ToolResult, call_identity
from chain.runtime_identity import resolve_thread_id
from chain.tool_result_meta import error_tool_message
from guards.guardrail import (
    AUTHORIZATION_OUTCOME_KEY,
    AuthorizationOutcome,
    GateResult,
    GuardrailDecision,
    GuardrailGate,
    GuardrailProvider,
    GuardrailRequest,
    publish_outcome,
)


def runtime_context(runtime: Any) -> dict[str, Any]:
    context = getattr(runtime, "context", None)
    return context if isinstance(context, dict) else {}


def principal_fields(runtime: Any) -> dict[str, Any]:
    """The principal of the run, built by authz's shared builder from server context."""
    context = runtime_context(runtime)
    principal = build_principal_from_context(context, default_role=None, auth_source=context.get("auth_source"))
    return {
        "user_id": principal.user_id, "roles": principal.roles,
        "is_internal": principal.is_internal, "attributes": principal.attributes,
    }


class GuardrailMiddleware(AgentMiddleware):
    def __init__(
        self,
        *,
        authorization_provider: AuthorizationProvider | None = None,
        guardrail_provider: GuardrailProvider | None = None,
        fail_closed: bool = True,
        deferred_setup: DeferredToolSetup | None = None,
    ) -> None:
        super().__init__()
        providers: list[GuardrailProvider] = []
        if authorization_provider is not None:
            providers.append(GuardrailAuthorizationAdapter(authorization_provider, deferred_setup=deferred_setup))
        if guardrail_provider is not None:
            providers.append(guardrail_provider)
        if not providers:
            raise ValueError("GuardrailMiddleware needs an authorization provider, a guardrail provider, or both")
        self.gate = GuardrailGate(providers, fail_closed=fail_closed)

    def release_policy_parameters(self) -> dict[str, object]:
        return {
            "providers": [str(getattr(p, "name", type(p).__name__)) for p in self.gate.providers],
            "fail_closed": self.gate.fail_closed,
        }

    def before_agent(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        context = getattr(runtime, "context", None)
        if isinstance(context, MutableMapping):
            # Caller forgeries never survive; a fresh slot created here (not lazily by
            # parallel tool calls) means concurrent publications cannot lose each other.
            context[AUTHORIZATION_OUTCOME_KEY] = {}
        return None

    async def abefore_agent(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        return self.before_agent(state, runtime)

    def _request(self, request: ToolCallRequest) -> GuardrailRequest:
        name, call_id = call_identity(request)
        args = request.tool_call.get("args")
        config = getattr(request.runtime, "config", None) or {}
        return GuardrailRequest(
            tool_name=name, tool_args=args if isinstance(args, dict) else {"_raw": repr(args)},
            tool_call_id=call_id, thread_id=resolve_thread_id(request.runtime),
            run_id=str(config.get("run_id")) if config.get("run_id") else None,
            **principal_fields(request.runtime),
        )

    def _publish(self, request: ToolCallRequest, result: GateResult) -> None:
        context = getattr(request.runtime, "context", None)
        if isinstance(context, MutableMapping):
            publish_outcome(context, result.outcome)

    def _denial(self, request: ToolCallRequest, reason: str) -> ToolMessage:
        name, call_id = call_identity(request)
        return error_tool_message(
            f"Error: tool '{name}' was denied: {reason}",
            tool_call_id=call_id, tool_name=name, error_type="permission", source=self.name,
        )

    def _enforce(self, request: ToolCallRequest, result: GateResult) -> ToolResult | None:
        self._publish(request, result)
        return None if result.decision.allowed else self._denial(request, result.decision.reason)

    def wrap_tool_call(self, request: ToolCallRequest, handler: ToolHandler) -> ToolResult:
        try:
            gate_request = self._request(request)
        except ValueError as exc:
            return self._unreadable(request, exc)
        return self._enforce(request, self.gate.evaluate(gate_request)) or handler(request)

    async def awrap_tool_call(self, request: ToolCallRequest, handler: AsyncToolHandler) -> ToolResult:
        try:
            gate_request = self._request(request)
        except ValueError as exc:
            return self._unreadable(request, exc)
        return self._enforce(request, await self.gate.aevaluate(gate_request)) or await handler(request)

    def _unreadable(self, request: ToolCallRequest, exc: Exception) -> ToolResult:
        """A call the gate cannot even describe is denied (fail closed), and says so."""
        name, call_id = call_identity(request)
        reason = f"the call could not be evaluated ({type(exc).__name__})"
        outcome = AuthorizationOutcome(
            tool_call_id=call_id, tool_name=name, allowed=False, reason=reason, provider=self.name,
        )
        self._publish(request, GateResult(decision=GuardrailDecision(allowed=False, reason=reason), outcome=outcome))
        return self._denial(request, reason)
