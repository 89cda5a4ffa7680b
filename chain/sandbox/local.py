"""``LocalSandboxProvider``: a subprocess in the thread workspace.

Not an isolation boundary: it gives timeouts, output caps, rlimits, a scrubbed
environment and path containment for the file tools, and maps the virtual
``/mnt/user-data`` and ``/mnt/skills`` to the host directories (and back in
output, so the model never learns host paths). Use it where bubblewrap is unavailable.
"""

from __future__ import annotations

from pathlib import Path

from chain.runtime_identity import VIRTUAL_ROOT, ThreadPaths
from chain.sandbox.base import SAFE_PATH, WorkspaceSandboxProvider
from chain.skills import SKILLS_VIRTUAL_ROOT


class LocalSandboxProvider(WorkspaceSandboxProvider):
    kind = "local"

    def _argv(self, paths: ThreadPaths, argv: list[str]) -> tuple[list[str], dict[str, str], Path]:
        env = {"PATH": SAFE_PATH, "HOME": str(paths.workspace), "LANG": "C.UTF-8"}
        return argv, env, paths.workspace

    def _translate_in(self, paths: ThreadPaths, text: str) -> str:
        return text.replace(VIRTUAL_ROOT, str(paths.root)).replace(SKILLS_VIRTUAL_ROOT, str(paths.skills))

    def _translate_out(self, paths: ThreadPaths, text: str) -> str:
        return text.replace(str(paths.root), VIRTUAL_ROOT).replace(str(paths.skills), SKILLS_VIRTUAL_ROOT)
