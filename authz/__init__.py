"""Framework-free authorization for LLM agents: identity, RBAC on casbin, and the
integration points (tool filtering, the guardrail adapter, routes, models, sandboxes)."""

from authz.casbin_provider import CasbinRBACProvider, load_policy
from authz.guardrail_adapter import DeferredToolSetup, GuardrailAuthorizationAdapter
from authz.integration import (
    FRAMEWORK_TOOLS,
    ModelAuthorizationError,
    ModelChoice,
    aauthorize_sandbox,
    afilter_tools,
    aresolve_model,
    aresolve_route_permissions,
    authorize_sandbox,
    filter_tools,
    resolve_model,
    resolve_route_permissions,
)
from authz.policy import PolicyLoadError
from authz.principal import (
    INTERNAL_AUTH_SOURCE,
    Principal,
    PrincipalError,
    build_principal_from_context,
    strip_client_identity,
)
from authz.provider import (
    ACTIONS,
    ROUTE_PERMISSIONS,
    AuthorizationProvider,
    Decision,
    adecide,
    decide,
    request_scope,
)
from guards.guardrail import AuthorizationOutcome

__all__ = [
    "ACTIONS",
    "AuthorizationOutcome",
    "AuthorizationProvider",
    "CasbinRBACProvider",
    "Decision",
    "DeferredToolSetup",
    "FRAMEWORK_TOOLS",
    "GuardrailAuthorizationAdapter",
    "INTERNAL_AUTH_SOURCE",
    "ModelAuthorizationError",
    "ModelChoice",
    "PolicyLoadError",
    "Principal",
    "PrincipalError",
    "ROUTE_PERMISSIONS",
    "aauthorize_sandbox",
    "adecide",
    "afilter_tools",
    "aresolve_model",
    "aresolve_route_permissions",
    "authorize_sandbox",
    "build_principal_from_context",
    "decide",
    "filter_tools",
    "load_policy",
    "request_scope",
    "resolve_model",
    "resolve_route_permissions",
    "strip_client_identity",
]
