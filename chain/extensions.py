"""Configured extension middlewares (spec item 31): ``module.path:ClassName``, loaded loudly.

Each entry names a zero-argument ``AgentMiddleware`` subclass. A missing package,
a broken module, a missing attribute, something that is not such a class, or a
constructor that fails raises :class:`ExtensionLoadError` at agent creation,
naming the entry: a misconfigured guard must never be silently skipped.

Trusted operator configuration: loading an entry imports and runs arbitrary code,
so these entries must only ever come from the operator's config files, never from
an API that users can write.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable

from langchain.agents.middleware import AgentMiddleware

from chain.lead_config import EXTENSION_ENTRY


class ExtensionLoadError(RuntimeError):
    """A configured extension middleware could not be loaded."""


def resolve_class(entry: str) -> type[AgentMiddleware]:
    if not isinstance(entry, str) or not EXTENSION_ENTRY.fullmatch(entry):
        raise ExtensionLoadError(f"extension {entry!r} is not of the form 'module.path:ClassName'")
    module_path, class_name = entry.split(":")
    try:
        module = importlib.import_module(module_path)
    except Exception as exc:  # noqa: BLE001 - any import failure is reported, not swallowed
        raise ExtensionLoadError(f"extension {entry!r}: cannot import {module_path!r}: {exc!r}") from exc
    cls = getattr(module, class_name, None)
    if cls is None:
        raise ExtensionLoadError(f"extension {entry!r}: {module_path!r} has no attribute {class_name!r}")
    if not (isinstance(cls, type) and issubclass(cls, AgentMiddleware)):
        raise ExtensionLoadError(f"extension {entry!r} is not an AgentMiddleware subclass")
    return cls


def load_extensions(entries: Iterable[str]) -> list[AgentMiddleware]:
    """One instance per entry, in order; the first failure raises."""
    loaded = []
    for entry in entries:
        cls = resolve_class(entry)
        try:
            loaded.append(cls())
        except Exception as exc:  # noqa: BLE001 - reported with the entry that failed
            raise ExtensionLoadError(f"extension {entry!r} could not be constructed: {exc!r}") from exc
    return loaded
