"""The sandboxed tools: ``bash``, ``read_file``, ``write_file``, ``str_replace``.

Each tool resolves its thread's sandbox through a :class:`SandboxResolver` (the
SandboxMiddleware: it owns acquisition and its authorization gate), then runs
through the provider, so isolation applies to file tools as well as to commands.
Failures raise; ToolErrorHandlingMiddleware turns them into error results.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from contextlib import AbstractContextManager
from typing import Any, Protocol

from langchain_core.tools import BaseTool, StructuredTool
from langgraph.prebuilt import ToolRuntime

from chain.sandbox.base import WorkspaceSandboxProvider

SANDBOX_TOOL_NAMES = frozenset({"bash", "read_file", "write_file", "str_replace"})
FILE_WRITE_TOOLS = frozenset({"write_file", "str_replace"})


class SandboxResolver(Protocol):
    def sandbox_for(self, runtime: Any) -> tuple[WorkspaceSandboxProvider, str]:
        """(provider, sandbox id) for the run, acquiring lazily behind the authorization gate."""
        ...

    def decision_scope(self) -> AbstractContextManager[None]:
        """A block within which one authorization decision serves every acquisition."""
        ...


def _bash(resolver: SandboxResolver, command: str, runtime: ToolRuntime[Any, Any]) -> str:
    provider, sandbox_id = resolver.sandbox_for(runtime)
    return provider.run(sandbox_id, command).render()


def _read_file(resolver: SandboxResolver, path: str, runtime: ToolRuntime[Any, Any]) -> str:
    provider, sandbox_id = resolver.sandbox_for(runtime)
    return provider.read_file(sandbox_id, path)


def _write_file(
    resolver: SandboxResolver, path: str, content: str, runtime: ToolRuntime[Any, Any], append: bool = False
) -> str:
    provider, sandbox_id = resolver.sandbox_for(runtime)
    provider.write_file(sandbox_id, path, content, append=append)
    return f"{'appended' if append else 'wrote'} {len(content)} characters to {path}"


def _str_replace(
    resolver: SandboxResolver, path: str, old_str: str, new_str: str, runtime: ToolRuntime[Any, Any]
) -> str:
    provider, sandbox_id = resolver.sandbox_for(runtime)
    text = provider.read_file(sandbox_id, path)
    count = text.count(old_str) if old_str else 0
    if count != 1:
        raise ValueError(f"old_str must occur exactly once in {path}; found {count}")
    provider.write_file(sandbox_id, path, text.replace(old_str, new_str, 1))
    return f"replaced 1 occurrence in {path}"


def _make(name: str, doc: str, body: Callable[..., str], resolver: SandboxResolver) -> BaseTool:
    def func(**kwargs: Any) -> str:
        return body(resolver, **kwargs)

    async def coroutine(**kwargs: Any) -> str:
        return await asyncio.to_thread(body, resolver, **kwargs)

    func.__signature__ = coroutine.__signature__ = _signature_without_resolver(body)  # type: ignore[attr-defined]
    func.__annotations__ = coroutine.__annotations__ = {
        k: v for k, v in body.__annotations__.items() if k != "resolver"
    }
    return StructuredTool.from_function(
        func=func, coroutine=coroutine, name=name, description=doc,
    )


def _signature_without_resolver(body: Callable[..., str]):
    import inspect

    sig = inspect.signature(body)
    return sig.replace(parameters=[p for n, p in sig.parameters.items() if n != "resolver"])


def build_sandbox_tools(resolver: SandboxResolver) -> list[BaseTool]:
    """The four sandboxed tools bound to ``resolver``."""
    return [
        _make("bash", "Run a bash command in the thread's sandboxed workspace "
              "(/mnt/user-data/workspace). No network.", _bash, resolver),
        _make("read_file", "Read a text file. Relative paths are in the workspace.",
              _read_file, resolver),
        _make("write_file", "Write (or with append=true, append) text to a file in the "
              "workspace or outputs. Overwriting an existing file needs a fresh read_file first.",
              _write_file, resolver),
        _make("str_replace", "Replace the single occurrence of old_str with new_str in a file; "
              "needs a fresh read_file of that file first.", _str_replace, resolver),
    ]
