"""``BubblewrapSandboxProvider``: each command in a fresh bubblewrap container.

The container's root is an empty read-only tmpfs with the system directories
(``/usr`` and the merged-usr links) bound read-only and only the ``/etc`` files a
shell needs (no shadow files, no host keys). The thread's ``workspace`` and
``outputs`` are bound writable at ``/mnt/user-data``, ``uploads`` read-only, and
the thread's skill view read-only at ``/mnt/skills``; the
host's home, project and other threads are not visible. ``/tmp`` is a private
size-capped tmpfs discarded after the command. All namespaces are unshared (no
network: only a down loopback; new PID namespace), capabilities dropped, the
environment cleared, and the container dies with its parent.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from chain.runtime_identity import VIRTUAL_ROOT, ThreadPaths
from chain.sandbox.base import SAFE_PATH, WorkspaceSandboxProvider
from chain.skills import SKILLS_VIRTUAL_ROOT

ETC_ALLOWLIST = (
    "alternatives", "ld.so.cache", "ld.so.conf", "ld.so.conf.d", "localtime",
    "nsswitch.conf", "passwd", "group", "bash.bashrc", "profile", "inputrc",
)
MERGED_USR = ("bin", "sbin", "lib", "lib32", "lib64", "libx32")
TMPFS_BYTES = 64 * 1024**2


class BubblewrapUnavailableError(RuntimeError):
    """``bwrap`` is missing or cannot create namespaces here."""


def bwrap_path() -> str | None:
    return shutil.which("bwrap")


class BubblewrapSandboxProvider(WorkspaceSandboxProvider):
    kind = "bwrap"

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        binary = bwrap_path()
        if binary is None:
            raise BubblewrapUnavailableError("bwrap not found (Debian: apt-get install bubblewrap)")
        self._binary = binary
        self._system_args = self._system_binds()

    @staticmethod
    def _system_binds() -> list[str]:
        args = ["--ro-bind", "/usr", "/usr"]
        for name in MERGED_USR:
            host = Path("/") / name
            if host.is_symlink():
                args += ["--symlink", os.readlink(host), f"/{name}"]
            elif host.is_dir():
                args += ["--ro-bind", str(host), f"/{name}"]
        for name in ETC_ALLOWLIST:
            host = Path("/etc") / name
            if host.exists():
                args += ["--ro-bind", str(host), str(host)]
        return args

    def _argv(self, paths: ThreadPaths, argv: list[str]) -> tuple[list[str], dict[str, str], Path]:
        workspace = f"{VIRTUAL_ROOT}/workspace"
        full = [
            self._binary, "--unshare-all", "--die-with-parent", "--cap-drop", "ALL",
            *self._system_args,
            "--dev", "/dev", "--proc", "/proc",
            "--size", str(TMPFS_BYTES), "--tmpfs", "/tmp",
            "--tmpfs", "/mnt",
            "--bind", str(paths.workspace), workspace,
            "--bind", str(paths.outputs), f"{VIRTUAL_ROOT}/outputs",
            "--ro-bind", str(paths.uploads), f"{VIRTUAL_ROOT}/uploads",
            "--ro-bind", str(paths.skills), SKILLS_VIRTUAL_ROOT,
            "--remount-ro", "/",
            "--chdir", workspace, "--clearenv",
            "--setenv", "PATH", SAFE_PATH, "--setenv", "HOME", workspace,
            "--setenv", "LANG", "C.UTF-8",
            "--", *argv,
        ]
        return full, {"PATH": SAFE_PATH}, paths.workspace
