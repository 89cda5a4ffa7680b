"""Agent skills: ``SKILL.md`` files with a YAML front matter, and the live registry.

A skill is a directory holding ``SKILL.md``:

    ---
    name: pdf-report
    description: Build a PDF report from CSV files
    allowed-tools: [bash, read_file, write_file]
    ---
    body: the instructions the model follows

Its canonical path, as tools see it, is ``/mnt/skills/<name>/SKILL.md``. A skill
without ``allowed-tools`` declares no tool clamp. The registry is read live on
every use (skills are toggled at runtime); a registry that cannot be read raises
:class:`SkillRegistryError`, which the policy turns into fail-closed.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

SKILLS_VIRTUAL_ROOT = "/mnt/skills"
SKILL_FILE = "SKILL.md"
SKILL_NAME = re.compile(r"[a-z0-9][a-z0-9-]{0,63}")
SKILL_FILE_PATH = re.compile(re.escape(SKILLS_VIRTUAL_ROOT) + f"/({SKILL_NAME.pattern})/" + re.escape(SKILL_FILE))
"""A canonical skill-file path, as ``read_file`` sees it (group 1: the directory name)."""
_FRONT_MATTER = re.compile(r"\A---[ \t]*\r?\n(.*?)\r?\n---[ \t]*(?:\r?\n|\Z)", re.S)
MAX_DESCRIPTION = 300


class SkillRegistryError(RuntimeError):
    """The skill registry could not be read; skill policy fails closed."""


class SkillSpec(BaseModel):
    model_config = ConfigDict(frozen=True)

    name: str = Field(pattern=f"^{SKILL_NAME.pattern}$")
    description: str = ""
    body: str = ""
    allowed_tools: tuple[str, ...] | None = None
    """None: the skill declares no clamp. A tuple (even empty): only these tools."""
    enabled: bool = True

    @property
    def path(self) -> str:
        return skill_path(self.name)


def skill_path(name: str) -> str:
    return f"{SKILLS_VIRTUAL_ROOT}/{name}/{SKILL_FILE}"


def parse_skill_file(text: str, *, default_name: str | None = None) -> SkillSpec:
    """A ``SKILL.md`` as a :class:`SkillSpec`; ``ValueError`` for a malformed file."""
    match = _FRONT_MATTER.match(text)
    meta: Any = {}
    if match:
        try:
            meta = yaml.safe_load(match.group(1)) or {}
        except yaml.YAMLError as exc:
            raise ValueError(f"SKILL.md front matter is not YAML: {exc}") from exc
    if not isinstance(meta, dict):
        raise ValueError("SKILL.md front matter must be a mapping")
    tools = meta.get("allowed-tools", meta.get("allowed_tools"))
    if isinstance(tools, str):
        tools = [t for t in re.split(r"[\s,]+", tools) if t]
    if tools is not None and not (isinstance(tools, list) and all(isinstance(t, str) for t in tools)):
        raise ValueError("allowed-tools must be a list of tool names")
    try:
        return SkillSpec(
            name=str(meta.get("name") or default_name or ""),
            description=str(meta.get("description") or "")[:MAX_DESCRIPTION],
            body=text[match.end():] if match else text,
            allowed_tools=tuple(tools) if tools is not None else None,
            enabled=meta.get("enabled", True) is not False,
        )
    except ValidationError as exc:
        raise ValueError(f"invalid skill: {exc.errors()[0]['msg']}") from exc


def skill_read_reference(path: str, text: str) -> dict[str, str] | None:
    """``{name, path, description}`` of a skill file read at ``path``, or None.

    None when ``path`` is not a canonical skill-file path or ``text`` does not
    parse; the body is never part of the reference."""
    match = SKILL_FILE_PATH.fullmatch(path)
    if match is None:
        return None
    try:
        spec = parse_skill_file(text, default_name=match.group(1))
    except ValueError:
        return None
    return {"name": spec.name, "path": path, "description": spec.description}


@runtime_checkable
class SkillRegistry(Protocol):
    def load(self) -> Sequence[SkillSpec]: ...


class StaticSkillRegistry:
    """Skills given in code (tests, embedding servers that manage skills themselves)."""

    def __init__(self, skills: Iterable[SkillSpec]) -> None:
        self.skills = tuple(skills)

    def load(self) -> Sequence[SkillSpec]:
        return self.skills


class DirectorySkillRegistry:
    """``<root>/<name>/SKILL.md`` read on every ``load`` (skills toggle at runtime)."""

    def __init__(self, root: Path) -> None:
        self.root = Path(root)

    def load(self) -> Sequence[SkillSpec]:
        try:
            files = sorted(self.root.glob(f"*/{SKILL_FILE}"))
            return tuple(
                parse_skill_file(f.read_text(encoding="utf-8"), default_name=f.parent.name) for f in files
            )
        except (OSError, ValueError, UnicodeDecodeError) as exc:
            raise SkillRegistryError(f"skill registry {self.root} unreadable: {exc}") from exc


def live_skills(registry: SkillRegistry | None, allowed: Iterable[str] | None) -> dict[str, SkillSpec]:
    """Enabled (and, when ``allowed`` is given, allowed) skills keyed by canonical path."""
    if registry is None:
        return {}
    try:
        skills = registry.load()
    except SkillRegistryError:
        raise
    except Exception as exc:  # noqa: BLE001 - any registry failure fails closed upstream
        raise SkillRegistryError(f"skill registry failed: {type(exc).__name__}") from exc
    allow = set(allowed) if allowed is not None else None
    return {s.path: s for s in skills if s.enabled and (allow is None or s.name in allow)}


def runtime_allowed_skills(runtime: Any, configured: Iterable[str] | None) -> set[str] | None:
    """Configured allowlist intersected with the server context's ``allowed_skills``, if any."""
    context = getattr(runtime, "context", None)
    value = context.get("allowed_skills") if isinstance(context, Mapping) else None
    runtime_set = {v for v in value if isinstance(v, str)} if isinstance(value, list) else None
    if configured is None:
        return runtime_set
    return set(configured) & runtime_set if runtime_set is not None else set(configured)
