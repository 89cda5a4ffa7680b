"""Route authorization as plain ASGI middleware (works under Starlette, FastAPI, any ASGI server).

It opens a request scope, resolves the principal's route permissions once
(`aresolve_route_permissions`, so decorators and handlers read the cached set
from `scope["state"]["authz_permissions"]` instead of asking the provider
again), and answers 403 when the route's required permission is missing.
It imports no web framework.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

from authz.integration import ProviderRef, aresolve_route_permissions
from authz.principal import Principal
from authz.provider import ROUTE_PERMISSIONS, request_scope

Scope = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[MutableMapping[str, Any]]]
Send = Callable[[MutableMapping[str, Any]], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

PERMISSIONS_STATE_KEY = "authz_permissions"


class RouteAuthorizationMiddleware:
    """Deny a request whose route needs a permission the principal lacks.

    `principal_for(scope)` must build the principal from server-owned facts
    (what your authentication middleware put in the scope), typically with
    `build_principal_from_context`. `permission_for(scope)` names the one
    registered permission the route needs, or None for routes it does not guard.
    """

    def __init__(
        self,
        app: ASGIApp,
        *,
        provider: ProviderRef | None,
        principal_for: Callable[[Scope], Principal],
        permission_for: Callable[[Scope], str | None],
        enabled: bool = True,
        fail_closed: bool = True,
    ) -> None:
        self.app = app
        self.provider = provider
        self.principal_for = principal_for
        self.permission_for = permission_for
        self.enabled = enabled
        self.fail_closed = fail_closed

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope.get("type") != "http":
            await self.app(scope, receive, send)
            return
        with request_scope():
            try:
                required = self.permission_for(scope)
                if required is not None and required not in ROUTE_PERMISSIONS:
                    raise ValueError(f"route needs unregistered permission {required!r}")
                principal = self.principal_for(scope)
                granted = await aresolve_route_permissions(
                    principal, self.provider, enabled=self.enabled, fail_closed=self.fail_closed
                )
            except Exception as exc:  # noqa: BLE001 - cannot decide: deny, never pass through
                await _forbidden(send, f"authorization failed: {type(exc).__name__}")
                return
            scope.setdefault("state", {})[PERMISSIONS_STATE_KEY] = granted
            if required is not None and required not in granted:
                await _forbidden(send, f"missing permission {required}")
                return
            await self.app(scope, receive, send)


async def _forbidden(send: Send, detail: str) -> None:
    body = json.dumps({"detail": detail}).encode()
    await send(
        {
            "type": "http.response.start",
            "status": 403,
            "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())],
        }
    )
    await send({"type": "http.response.body", "body": body})
