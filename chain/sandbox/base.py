"""Sandbox provider protocol and the machinery both real providers share.

A provider runs commands for one thread with that thread's user-data as its only
writable place. Commands are executed as an argv (never through a host shell),
with a scrubbed environment, resource limits (``prlimit``), a wall-clock timeout
that kills the whole process group, and capped output. File tools go through the
same execution path, after a host-side containment check of the path, so the
sandbox's isolation applies to them too.
"""

from __future__ import annotations

import hashlib
import os
import posixpath
import shutil
import signal
import subprocess
import tempfile
import threading
import uuid
from abc import ABC, abstractmethod
from pathlib import Path
from typing import Protocol, runtime_checkable

from pydantic import BaseModel, ConfigDict

from chain.runtime_identity import AREAS, VIRTUAL_ROOT, ThreadPaths
from chain.skills import SKILLS_VIRTUAL_ROOT

WRITABLE_AREAS = ("workspace", "outputs")
SAFE_PATH = "/usr/local/bin:/usr/bin:/bin"


class CommandResult(BaseModel):
    """What one sandboxed command did."""

    model_config = ConfigDict(frozen=True)

    exit_code: int
    stdout: str
    stderr: str
    timed_out: bool = False
    truncated: bool = False

    def render(self) -> str:
        """Model-facing text: output, then the exit status when it is not a plain success."""
        parts = [self.stdout.rstrip("\n")]
        if self.stderr.strip():
            parts.append(f"[stderr]\n{self.stderr.rstrip()}")
        if self.truncated:
            parts.append("[output truncated]")
        if self.timed_out:
            parts.append("[timed out: the command was killed]")
        elif self.exit_code != 0:
            parts.append(f"[exit code {self.exit_code}]")
        return "\n".join(p for p in parts if p) or "(no output)"


class SandboxNotFoundError(LookupError):
    """An operation named a sandbox id that is not (or no longer) acquired."""


class SandboxPathError(PermissionError):
    """A file path outside what the sandbox may read or write."""


@runtime_checkable
class SandboxProvider(Protocol):
    """Isolation boundary for a thread's commands and file operations."""

    kind: str

    def acquire(self, paths: ThreadPaths) -> str: ...

    def release(self, sandbox_id: str) -> None: ...

    def run(self, sandbox_id: str, command: str, timeout: float | None = None) -> CommandResult: ...

    def read_file(self, sandbox_id: str, path: str) -> str: ...

    def write_file(self, sandbox_id: str, path: str, content: str, *, append: bool = False) -> None: ...


class ResourceLimits(BaseModel):
    """Per-command rlimits (applied with util-linux ``prlimit``)."""

    model_config = ConfigDict(frozen=True)

    address_space_bytes: int = 2 * 1024**3
    file_size_bytes: int = 256 * 1024**2
    open_files: int = 256
    processes: int = 512

    def prefix(self, timeout: float) -> list[str]:
        prlimit = shutil.which("prlimit")
        if prlimit is None:
            return []
        return [
            prlimit, f"--cpu={int(timeout) + 1}", f"--as={self.address_space_bytes}",
            f"--fsize={self.file_size_bytes}", f"--nofile={self.open_files}",
            f"--nproc={self.processes}", "--",
        ]


def _decode_capped(handle, cap: int) -> tuple[str, bool]:
    handle.seek(0)
    data = handle.read(cap + 1)
    return data[:cap].decode("utf-8", errors="replace"), len(data) > cap


class WorkspaceSandboxProvider(ABC):
    """Shared acquire/release bookkeeping, path containment and capped execution."""

    kind = "abstract"

    def __init__(
        self,
        *,
        default_timeout: float = 60.0,
        max_output_chars: int = 50_000,
        max_file_bytes: int = 5 * 1024**2,
        limits: ResourceLimits | None = None,
    ) -> None:
        self.default_timeout = default_timeout
        self.max_output_chars = max_output_chars
        self.max_file_bytes = max_file_bytes
        self.limits = limits or ResourceLimits()
        self._sandboxes: dict[str, ThreadPaths] = {}
        self._by_thread: dict[tuple[str, str], str] = {}
        self._lock = threading.Lock()

    # -- lifecycle -------------------------------------------------------
    def acquire(self, paths: ThreadPaths) -> str:
        """The sandbox of this thread, created on first use (one per thread)."""
        paths.create()
        key = (paths.user_id, paths.thread_id)
        with self._lock:
            existing = self._by_thread.get(key)
            if existing is not None:
                return existing
            sandbox_id = f"{self.kind}-{uuid.uuid4().hex[:12]}"
            self._sandboxes[sandbox_id] = paths
            self._by_thread[key] = sandbox_id
            return sandbox_id

    def release(self, sandbox_id: str) -> None:
        with self._lock:
            paths = self._sandboxes.pop(sandbox_id, None)
            if paths is not None:
                self._by_thread.pop((paths.user_id, paths.thread_id), None)

    def paths_of(self, sandbox_id: str) -> ThreadPaths:
        with self._lock:
            paths = self._sandboxes.get(sandbox_id)
        if paths is None:
            raise SandboxNotFoundError(f"sandbox {sandbox_id!r} is not acquired")
        return paths

    # -- paths -----------------------------------------------------------
    def resolve_path(self, sandbox_id: str, path: str, *, write: bool) -> tuple[str, Path]:
        """(virtual path, host path) of ``path``; relative paths are in the workspace.

        Refuses anything outside the thread's user-data and its read-only skill view
        (``/mnt/skills``), writes outside the writable areas, and symlinks that
        resolve out of their area.
        """
        paths = self.paths_of(sandbox_id)
        if not isinstance(path, str) or not path or "\x00" in path:
            raise SandboxPathError("a non-empty path without NUL bytes is required")
        virtual = path if path.startswith("/") else f"{VIRTUAL_ROOT}/workspace/{path}"
        virtual = posixpath.normpath(virtual)
        if virtual.startswith(SKILLS_VIRTUAL_ROOT + "/"):
            if write:
                raise SandboxPathError(f"{path!r} is read-only (the skill view is mounted read-only)")
            return virtual, _contained(path, paths.skills, virtual[len(SKILLS_VIRTUAL_ROOT) + 1 :], SKILLS_VIRTUAL_ROOT)
        if not virtual.startswith(VIRTUAL_ROOT + "/"):
            raise SandboxPathError(f"{path!r} is outside {VIRTUAL_ROOT} and {SKILLS_VIRTUAL_ROOT}")
        relative = virtual[len(VIRTUAL_ROOT) + 1 :]
        area = relative.split("/", 1)[0]
        if area not in AREAS:
            raise SandboxPathError(f"{path!r} is not under {VIRTUAL_ROOT}/{{{','.join(AREAS)}}}")
        if write and area not in WRITABLE_AREAS:
            raise SandboxPathError(f"{path!r} is read-only (only workspace and outputs are writable)")
        _contained(path, paths.root / area, relative[len(area) + 1 :], f"{VIRTUAL_ROOT}/{area}")
        return virtual, paths.root / relative

    # -- execution -------------------------------------------------------
    @abstractmethod
    def _argv(self, paths: ThreadPaths, argv: list[str]) -> tuple[list[str], dict[str, str], Path]:
        """(full argv, environment, cwd) for running ``argv`` in this provider."""

    def _translate_in(self, paths: ThreadPaths, text: str) -> str:
        return text

    def _translate_out(self, paths: ThreadPaths, text: str) -> str:
        return text

    def _exec(
        self, sandbox_id: str, argv: list[str], *, timeout: float | None,
        stdin: bytes | None = None, cap: int | None = None,
    ) -> CommandResult:
        paths = self.paths_of(sandbox_id)
        limit = float(timeout or self.default_timeout)
        full, env, cwd = self._argv(paths, argv)
        full = self.limits.prefix(limit) + full
        cap = cap or self.max_output_chars
        with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
            proc = subprocess.Popen(
                full, stdin=subprocess.PIPE, stdout=out, stderr=err, cwd=cwd, env=env,
                start_new_session=True, close_fds=True,
            )
            timed_out = False
            try:
                proc.communicate(input=stdin or b"", timeout=limit)
            except subprocess.TimeoutExpired:
                timed_out = True
                os.killpg(proc.pid, signal.SIGKILL)
                proc.communicate()
            stdout, cut_out = _decode_capped(out, cap)
            stderr, cut_err = _decode_capped(err, cap)
        return CommandResult(
            exit_code=proc.returncode, stdout=self._translate_out(paths, stdout),
            stderr=self._translate_out(paths, stderr), timed_out=timed_out,
            truncated=cut_out or cut_err,
        )

    def run(self, sandbox_id: str, command: str, timeout: float | None = None) -> CommandResult:
        """Run a bash command line in the thread's workspace."""
        text = self._translate_in(self.paths_of(sandbox_id), command)
        return self._exec(sandbox_id, ["/bin/bash", "-c", text], timeout=timeout)

    def _file_arg(self, sandbox_id: str, path: str, *, write: bool) -> str:
        virtual, _ = self.resolve_path(sandbox_id, path, write=write)
        return self._translate_in(self.paths_of(sandbox_id), virtual)

    def read_file(self, sandbox_id: str, path: str) -> str:
        target = self._file_arg(sandbox_id, path, write=False)
        result = self._exec(
            sandbox_id, ["/bin/cat", "--", target], timeout=None, cap=self.max_file_bytes
        )
        if result.exit_code != 0:
            raise FileNotFoundError(f"cannot read {path}: {result.stderr.strip()}")
        if result.truncated:
            raise ValueError(f"{path} is larger than {self.max_file_bytes} bytes")
        return result.stdout

    def write_file(self, sandbox_id: str, path: str, content: str, *, append: bool = False) -> None:
        target = self._file_arg(sandbox_id, path, write=True)
        script = 'mkdir -p -- "$(dirname -- "$1")" && cat ' + ('>>' if append else '>') + ' "$1"'
        result = self._exec(
            sandbox_id, ["/bin/sh", "-c", script, "sh", target], timeout=None,
            stdin=content.encode("utf-8"),
        )
        if result.exit_code != 0:
            raise PermissionError(f"cannot write {path}: {result.stderr.strip()}")


def _contained(path: str, area_root: Path, relative: str, shown: str) -> Path:
    """``area_root / relative``, refused when it resolves (symlinks included) out of ``area_root``."""
    host = area_root / relative
    if not Path(os.path.realpath(host)).is_relative_to(Path(os.path.realpath(area_root))):
        raise SandboxPathError(f"{path!r} resolves outside {shown}")
    return host


def file_digest(provider: WorkspaceSandboxProvider, sandbox_id: str, path: str) -> tuple[str, str | None]:
    """(virtual path, sha256 hex of the current content or None if absent).

    Host-side inspection after the containment check; the final component is
    opened without following symlinks.
    """
    virtual, host = provider.resolve_path(sandbox_id, path, write=False)
    try:
        fd = os.open(host, os.O_RDONLY | os.O_NOFOLLOW)
    except FileNotFoundError:
        return virtual, None
    digest = hashlib.sha256()
    with os.fdopen(fd, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 16), b""):
            digest.update(block)
    return virtual, digest.hexdigest()
