"""The ASGI route-authorization middleware, exercised through a real Starlette app."""

from __future__ import annotations

import pytest
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route
from starlette.testclient import TestClient

from authz import Principal, build_principal_from_context
from authz.asgi import PERMISSIONS_STATE_KEY, RouteAuthorizationMiddleware

ROUTES = {("GET", "/threads"): "threads:read", ("POST", "/runs"): "runs:create", ("DELETE", "/runs"): "runs:cancel"}


def _principal(scope) -> Principal:
    # Stands in for an authentication layer: the server decides the roles from a header it trusts.
    headers = dict(scope["headers"])
    if b"x-explode" in headers:
        raise RuntimeError("auth backend down")
    roles = headers.get(b"x-test-role", b"").decode()
    return build_principal_from_context({"roles": [roles] if roles else []}, default_role="viewer", auth_source="jwt")


def _permission(scope) -> str | None:
    return ROUTES.get((scope["method"], scope["path"]), "bogus:perm" if scope["path"] == "/bogus" else None)


async def endpoint(request: Request) -> JSONResponse:
    return JSONResponse({"permissions": sorted(request.scope["state"][PERMISSIONS_STATE_KEY])})


def _client(provider, **options) -> TestClient:
    app = Starlette(
        routes=[
            Route("/threads", endpoint),
            Route("/runs", endpoint, methods=["POST", "DELETE"]),
            Route("/health", endpoint),
            Route("/bogus", endpoint),
        ]
    )
    app.add_middleware(
        RouteAuthorizationMiddleware, provider=provider, principal_for=_principal, permission_for=_permission, **options
    )
    return TestClient(app)


def test_routes_are_gated_by_the_policy(provider) -> None:
    client = _client(provider)
    assert client.get("/threads").status_code == 200
    denied = client.post("/runs")
    assert denied.status_code == 403 and denied.json() == {"detail": "missing permission runs:create"}
    ok = client.post("/runs", headers={"x-test-role": "analyst"})
    assert ok.status_code == 200 and ok.json()["permissions"] == ["runs:create", "threads:read"]
    assert client.delete("/runs", headers={"x-test-role": "analyst"}).status_code == 403
    assert client.delete("/runs", headers={"x-test-role": "admin"}).status_code == 200
    assert client.get("/health").json() == {"permissions": ["threads:read"]}


def test_disabled_authorization_grants_the_legacy_set_without_a_provider() -> None:
    def factory():
        raise AssertionError("must not be resolved")

    client = _client(factory, enabled=False)
    assert client.delete("/runs").status_code == 200


@pytest.mark.parametrize(("path", "headers"), [("/threads", {"x-explode": "1"}), ("/bogus", {})])
def test_errors_deny(provider, path, headers) -> None:
    response = _client(provider).get(path, headers=headers)
    assert response.status_code == 403 and "authorization failed" in response.json()["detail"]
