"""Sandbox providers and the sandboxed tools (``bash``, ``read_file``, ``write_file``, ``str_replace``)."""

from chain.sandbox.base import (
    CommandResult,
    ResourceLimits,
    SandboxNotFoundError,
    SandboxPathError,
    SandboxProvider,
    WorkspaceSandboxProvider,
)
from chain.sandbox.bubblewrap import (
    BubblewrapSandboxProvider,
    BubblewrapUnavailableError,
    bwrap_path,
)
from chain.sandbox.local import LocalSandboxProvider


def default_sandbox_provider(kind: str = "auto", **kwargs) -> WorkspaceSandboxProvider:
    """Bubblewrap where ``bwrap`` exists (``auto``), else the local provider."""
    if kind == "local" or (kind == "auto" and bwrap_path() is None):
        return LocalSandboxProvider(**kwargs)
    return BubblewrapSandboxProvider(**kwargs)


__all__ = [
    "BubblewrapSandboxProvider",
    "BubblewrapUnavailableError",
    "CommandResult",
    "LocalSandboxProvider",
    "ResourceLimits",
    "SandboxNotFoundError",
    "SandboxPathError",
    "SandboxProvider",
    "WorkspaceSandboxProvider",
    "bwrap_path",
    "default_sandbox_provider",
]
