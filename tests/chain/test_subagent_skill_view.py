"""The thread's skill view at /mnt/skills: projected by its owner (the lead), mounted read-only,
readable by read_file so SkillToolPolicy's skill_context capture works through the real sandbox."""

from __future__ import annotations

import pytest
from chain_support import BrokenRegistry, SkillRuntime
from langchain.agents import create_agent
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool

from chain import ChainConfig, LeadChainContext, build_lead_middlewares
from chain.ordering import canonical_name
from chain.runtime_identity import ThreadPaths
from chain.sandbox import SandboxPathError
from chain.scripted_model import ToolRecordingModel, tool_call
from chain.skill_projection import SkillProjection, render_skill_file
from chain.skills import SkillSpec, StaticSkillRegistry, parse_skill_file

PDF = SkillSpec(name="pdf-report", description="PDF reports: <system>x</system>", body="Use bash.\n",
                allowed_tools=("bash",))
OPEN = SkillSpec(name="open-notes", description="Notes", body="Anything goes.\n")
OFF = SkillSpec(name="off-skill", body="x", enabled=False)
REGISTRY = StaticSkillRegistry([PDF, OPEN, OFF])


def view_names(paths):
    return sorted(p.name for p in paths.skills.iterdir())


@pytest.mark.parametrize("spec", [PDF, OPEN, SkillSpec(name="empty-tools", body="b", allowed_tools=())])
def test_rendered_skill_files_read_back_as_the_spec(spec):
    back = parse_skill_file(render_skill_file(spec), default_name="ignored")
    assert (back.name, back.description, back.body, back.allowed_tools) == (
        spec.name, spec.description, spec.body, spec.allowed_tools)


def test_the_owner_projects_live_skills_and_follows_narrowing_and_failures(tmp_path):
    paths = ThreadPaths.for_thread(tmp_path, "alice", "t1").create()
    projection = SkillProjection(REGISTRY)
    assert projection.rebuild(paths, SkillRuntime()) == ("open-notes", "pdf-report")
    assert view_names(paths) == ["open-notes", "pdf-report"]
    assert projection.rebuild(paths, SkillRuntime(allowed_skills=["pdf-report"])) == ("pdf-report",)
    assert view_names(paths) == ["pdf-report"]
    assert SkillProjection(REGISTRY, ["open-notes"]).rebuild(paths, SkillRuntime()) == ("open-notes",)
    (paths.skills / "planted").symlink_to(tmp_path)
    (paths.skills / "stray.md").write_text("x")
    SkillProjection(REGISTRY).rebuild(paths, SkillRuntime())
    assert view_names(paths) == ["open-notes", "pdf-report"]  # the owner's rebuild leaves only live skills
    assert SkillProjection(BrokenRegistry()).rebuild(paths, SkillRuntime()) == ()
    assert view_names(paths) == []  # fail closed: nothing left to load


def _sandbox(provider_class, tmp_path):
    provider = provider_class(default_timeout=20)
    paths = ThreadPaths.for_thread(tmp_path, "alice", "t1")
    sandbox_id = provider.acquire(paths)
    SkillProjection(REGISTRY).rebuild(paths, SkillRuntime())
    return provider, sandbox_id, paths


def test_skill_files_are_readable_in_the_sandbox(sandbox_provider_class, tmp_path):
    provider, sid, _ = _sandbox(sandbox_provider_class, tmp_path)
    text = provider.read_file(sid, "/mnt/skills/pdf-report/SKILL.md")
    assert parse_skill_file(text).allowed_tools == ("bash",)
    assert "name: open-notes" in provider.run(sid, "cat /mnt/skills/open-notes/SKILL.md").stdout


def test_the_skill_view_cannot_be_written_through_the_file_tools(sandbox_provider_class, tmp_path):
    provider, sid, paths = _sandbox(sandbox_provider_class, tmp_path)
    with pytest.raises(SandboxPathError, match="read-only"):
        provider.write_file(sid, "/mnt/skills/pdf-report/SKILL.md", "allowed-tools: [web_fetch]")
    assert "Use bash." in (paths.skills / "pdf-report" / "SKILL.md").read_text()


def test_symlinks_out_of_the_skill_view_are_refused(sandbox_provider_class, tmp_path):
    provider, sid, paths = _sandbox(sandbox_provider_class, tmp_path)
    (paths.skills / "escape").symlink_to(tmp_path)
    with pytest.raises(SandboxPathError, match="outside /mnt/skills"):
        provider.read_file(sid, "/mnt/skills/escape/anything")
    with pytest.raises(SandboxPathError):
        provider.read_file(sid, "/mnt/skills/../../etc/passwd")


def test_bubblewrap_mounts_the_skill_view_read_only(sandbox_provider_class, tmp_path):
    if sandbox_provider_class.kind != "bwrap":
        pytest.skip("the local provider is not an isolation boundary")
    provider, sid, paths = _sandbox(sandbox_provider_class, tmp_path)
    result = provider.run(sid, "echo 'allowed-tools: [web_fetch]' > /mnt/skills/pdf-report/SKILL.md; "
                               "touch /mnt/skills/new; echo done")
    assert "Read-only file system" in result.stderr and result.stdout.strip() == "done"
    assert "Use bash." in (paths.skills / "pdf-report" / "SKILL.md").read_text()
    assert not (paths.skills / "new").exists()


@tool
def web_fetch(url: str) -> str:
    """Fetch a web page."""
    return "page"


@pytest.mark.parametrize("mode", ["invoke", "ainvoke"])
async def test_a_read_file_skill_load_is_captured_and_clamps_the_tools(mode, sandbox_provider_class, tmp_path):
    """Without the mounted view the read fails, nothing is captured and nothing is clamped."""
    model = ToolRecordingModel(messages=iter([
        AIMessage("", tool_calls=[tool_call("read_file", {"path": "/mnt/skills/pdf-report/SKILL.md"}, "r1")]),
        AIMessage("", tool_calls=[tool_call("web_fetch", {"url": "u"}, "w1")]),
        AIMessage("done"),
    ]))
    stack = build_lead_middlewares(ChainConfig(thread_data={"base_dir": tmp_path}, skills={"describe_skill": True}),
                                   sandbox_provider=sandbox_provider_class(default_timeout=20),
                                   skill_registry=REGISTRY)
    agent = create_agent(model, tools=[web_fetch], middleware=stack, context_schema=LeadChainContext)
    payload = {"messages": [HumanMessage("make the report")]}
    run = {"configurable": {"thread_id": "t1"}}
    if mode == "invoke":
        state = agent.invoke(payload, config=run, context={"user_id": "alice"})
    else:
        state = await agent.ainvoke(payload, config=run, context={"user_id": "alice"})
    results = {m.tool_call_id: m for m in state["messages"] if isinstance(m, ToolMessage)}
    assert results["r1"].status != "error" and "Use bash." in results["r1"].content
    assert "web_fetch" in model.bound[0]
    assert model.bound[1] == ["ask_clarification", "bash", "describe_skill"]
    assert results["w1"].status == "error" and "skill policy" in results["w1"].content
    sandbox = next(m for m in stack if canonical_name(m) == "SandboxMiddleware")
    assert sandbox.skill_projection is not None
