"""Layer 2: the authorization provider as a `guards` guardrail provider.

The adapter wraps the same provider instance that filtered tools at assembly
time (Layer 1), so the two layers cannot disagree about the policy. The
generated `tool_search` is exempt from the second check only when the build
has a concrete deferred setup: its catalog was already filtered by Layer 1. A
same-named ordinary tool without that setup is checked like any other.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from pydantic import ValidationError

from authz.principal import INTERNAL_AUTH_SOURCE, Principal, build_principal_from_context
from authz.provider import AuthorizationProvider, Decision, adecide, decide
from guards.guardrail import GuardrailDecision, GuardrailRequest

TOOL_SEARCH_EXEMPTION = "authz.deferred_tool_search"


@runtime_checkable
class DeferredToolSetup(Protocol):
    """The build's concrete deferred-tool setup, as far as the adapter needs to know it."""

    tool_search_name: str


class GuardrailAuthorizationAdapter:
    """`GuardrailProvider` asking `tool:call` of an `AuthorizationProvider` for every call."""

    name = "authorization"

    def __init__(
        self,
        provider: AuthorizationProvider,
        *,
        default_role: str | None = None,
        deferred_setup: DeferredToolSetup | None = None,
    ) -> None:
        if not isinstance(provider, AuthorizationProvider):
            raise TypeError(f"{provider!r} does not implement AuthorizationProvider")
        self.provider = provider
        self.default_role = default_role if default_role is not None else getattr(provider, "default_role", None)
        exempt = getattr(deferred_setup, "tool_search_name", None) if deferred_setup is not None else None
        self._exempt_tool = exempt if isinstance(exempt, str) and exempt else None

    def principal_for(self, request: GuardrailRequest) -> Principal:
        """The shared builder, fed with the runtime fields the guardrail request carries."""
        context = {"user_id": request.user_id, "roles": list(request.roles), "authz_attributes": request.attributes}
        source = INTERNAL_AUTH_SOURCE if request.is_internal is True else None
        return build_principal_from_context(context, default_role=self.default_role, auth_source=source)

    def _prepare(self, request: GuardrailRequest) -> Principal | GuardrailDecision:
        if self._exempt_tool is not None and request.tool_name == self._exempt_tool:
            return GuardrailDecision(
                allowed=True,
                reason="deferred tool_search: its catalog was filtered by Layer 1",
                policy_id=TOOL_SEARCH_EXEMPTION,
            )
        try:
            return self.principal_for(request)
        except (ValidationError, ValueError) as exc:
            return GuardrailDecision(allowed=False, reason=f"cannot build the principal: {exc}", policy_id=None)

    @staticmethod
    def _convert(decision: Decision) -> GuardrailDecision:
        return GuardrailDecision(allowed=decision.allowed, reason=decision.reason, policy_id=decision.policy)

    def evaluate(self, request: GuardrailRequest) -> GuardrailDecision:
        prepared = self._prepare(request)
        if isinstance(prepared, GuardrailDecision):
            return prepared
        return self._convert(decide(self.provider, prepared, "tool", "call", request.tool_name))

    async def aevaluate(self, request: GuardrailRequest) -> GuardrailDecision:
        prepared = self._prepare(request)
        if isinstance(prepared, GuardrailDecision):
            return prepared
        return self._convert(await adecide(self.provider, prepared, "tool", "call", request.tool_name))
