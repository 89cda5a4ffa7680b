"""The thread's physical skill view: ``/mnt/skills/<name>/SKILL.md`` inside the sandbox.

Skills are loaded by ``read_file`` of their canonical path; the sandbox mounts the
thread's view read-only there (``ThreadPaths.skills``). One runtime *owns* the
view: the lead's SandboxMiddleware rebuilds it at the start of each run from the
live registry (enabled skills, narrowed by the agent's allowlist and the server
context's ``allowed_skills``), host-side, without acquiring the sandbox.
Delegated subagents are non-owners: their narrower discovery allowlists never
rebuild the shared view, and they never acquire the sandbox eagerly for it.

A registry that cannot be read empties the view (fail closed: no skill can be
loaded, so none can widen a policy). Each file is replaced atomically, so a
concurrent reader sees an old or a new ``SKILL.md``, never a torn one; only
``SKILL.md`` is projected (the registry's canonical rendering of the skill).
"""

from __future__ import annotations

import logging
import os
import shutil
import tempfile
import threading
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import yaml

from chain.runtime_identity import ThreadPaths
from chain.skills import (
    SKILL_FILE,
    SKILL_NAME,
    SkillRegistry,
    SkillRegistryError,
    SkillSpec,
    live_skills,
    runtime_allowed_skills,
)

_logger = logging.getLogger("chain.skill_projection")


def render_skill_file(spec: SkillSpec) -> str:
    """``SKILL.md`` text that :func:`chain.skills.parse_skill_file` reads back as ``spec``."""
    meta: dict[str, Any] = {"name": spec.name, "description": spec.description}
    if spec.allowed_tools is not None:
        meta["allowed-tools"] = list(spec.allowed_tools)
    return "---\n" + yaml.safe_dump(meta, sort_keys=False, allow_unicode=True) + "---\n" + spec.body


def _write_atomic(target: Path, text: str) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=".skill-")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
        os.chmod(tmp, 0o444)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


class SkillProjection:
    """Rebuilds a thread's skill view from the live registry (the owner's job)."""

    def __init__(self, registry: SkillRegistry | None, allowed_skills: Iterable[str] | None = None) -> None:
        self.registry = registry
        self.allowed_skills = tuple(allowed_skills) if allowed_skills is not None else None
        self._lock = threading.Lock()

    def rebuild(self, paths: ThreadPaths, runtime: Any) -> tuple[str, ...]:
        """Make ``paths.skills`` hold exactly the live skills; returns their names.

        Rebuilds by this owner are serialized (parallel runs of one thread must not
        delete what the other writes)."""
        try:
            live = live_skills(self.registry, runtime_allowed_skills(runtime, self.allowed_skills))
        except SkillRegistryError as exc:
            _logger.warning("skill view emptied: %s", exc)
            live = {}
        wanted = {spec.name: spec for spec in live.values() if SKILL_NAME.fullmatch(spec.name)}
        view = paths.skills
        with self._lock:
            view.mkdir(parents=True, exist_ok=True)
            for entry in view.iterdir():
                if entry.is_symlink() or not entry.is_dir():
                    entry.unlink(missing_ok=True)
                elif entry.name not in wanted:
                    shutil.rmtree(entry, ignore_errors=True)
            for name, spec in sorted(wanted.items()):
                _write_atomic(view / name / SKILL_FILE, render_skill_file(spec))
        return tuple(sorted(wanted))
