"""``describe_skill``: the framework's skill discovery tool (metadata only, never a body).

It lists the skills this run may use (enabled, admitted by the agent's allowlist
and the server context's ``allowed_skills``), or describes one: name,
description, declared allowed-tools and the canonical ``/mnt/skills`` path to
load it with ``read_file``. Under a restrictive skill policy it stays callable
(it is one of SkillToolPolicy's framework-safe tools): it reveals metadata, but
loading or activating a skill still goes through the policy like any other
source. Descriptions are untrusted text and are neutralized; an unknown or
unavailable skill, or a registry that cannot be read, is an error result.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from langchain_core.tools import BaseTool, tool
from langgraph.prebuilt import ToolRuntime

from chain.lead_messages import neutralized
from chain.skills import (
    SKILL_NAME,
    SkillRegistry,
    SkillSpec,
    live_skills,
    runtime_allowed_skills,
)

DESCRIBE_SKILL = "describe_skill"


def _describe(spec: SkillSpec) -> str:
    tools = ", ".join(spec.allowed_tools) if spec.allowed_tools is not None else "no restriction declared"
    return (
        f"Skill: {spec.name}\nDescription: {neutralized(spec.description) or '(none)'}\n"
        f"Allowed tools once active: {tools or 'none'}\nLoad it with read_file at {spec.path}"
    )


def build_describe_skill_tool(registry: SkillRegistry | None, allowed_skills: Iterable[str] | None = None) -> BaseTool:
    """The ``describe_skill`` tool over ``registry``, narrowed like the skill policy."""
    configured = tuple(allowed_skills) if allowed_skills is not None else None

    @tool(DESCRIBE_SKILL)
    def describe_skill(runtime: ToolRuntime[Any, Any], name: str = "") -> str:
        """List the available skills, or describe one by name (what it is for, the tools it allows,
        and the path to read its instructions from)."""
        skills = {s.name: s for s in live_skills(registry, runtime_allowed_skills(runtime, configured)).values()}
        if not name:
            if not skills:
                return "No skills are available."
            return "Available skills:\n" + "\n".join(
                f"- {s.name}: {neutralized(s.description) or '(no description)'}" for s in sorted(
                    skills.values(), key=lambda s: s.name)
            )
        if not SKILL_NAME.fullmatch(name) or name not in skills:
            raise LookupError("unknown or unavailable skill; call describe_skill without a name to list them")
        return _describe(skills[name])

    return describe_skill
