"""Fixtures shared by the authz tests: the issue's example role file and its provider."""

from __future__ import annotations

from pathlib import Path

import pytest

from authz import CasbinRBACProvider, load_policy

ROLES_YAML = """\
default_role: viewer
roles:
  admin:   {tools: ["*"], models: ["*"], routes: ["threads:*", "runs:*"], sandbox: true}
  analyst: {tools: ["web_search", "web_fetch", "read_file"], models: ["gpt-4o-mini"], routes: ["threads:read", "runs:create"], sandbox: false}
  viewer:  {tools: [], models: [], routes: ["threads:read"], sandbox: false}
users:
  alice: [admin]
"""


@pytest.fixture
def roles_file(tmp_path: Path) -> Path:
    path = tmp_path / "roles.yaml"
    path.write_text(ROLES_YAML, encoding="utf-8")
    return path


@pytest.fixture
def provider(roles_file: Path) -> CasbinRBACProvider:
    return load_policy(roles_file)
