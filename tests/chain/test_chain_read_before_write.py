"""ReadBeforeWrite: marks, refusals, and per-(thread, path) serialization under real concurrency."""

from __future__ import annotations

import asyncio
import hashlib
import threading
import time

import pytest
from langchain_core.messages import ToolMessage

from chain.middlewares.read_before_write import ReadBeforeWriteMiddleware
from chain.middlewares.sandbox import SandboxAuthorizationError, SandboxMiddleware
from chain.provenance import READ_MARK_KEY
from chain.sandbox import LocalSandboxProvider
from chain.tool_result_meta import read_tool_meta

PATH = "/mnt/user-data/workspace/f.txt"


@pytest.fixture
def sandbox(tmp_path):
    return SandboxMiddleware(LocalSandboxProvider(default_timeout=10), tmp_path, eager=False)


def _mark_message(content: str) -> ToolMessage:
    mark = {"path": PATH, "sha256": hashlib.sha256(content.encode()).hexdigest()}
    return ToolMessage(content=content, tool_call_id="r0", name="read_file", additional_kwargs={READ_MARK_KEY: mark})


def _writer(sandbox, request, content, delay=0.0):
    provider, sid = sandbox.sandbox_for(request.runtime)
    time.sleep(delay)
    provider.write_file(sid, request.tool_call["args"]["path"], content)
    return ToolMessage(content="wrote", tool_call_id=request.tool_call["id"], name="write_file")


def _seed(sandbox, request_factory, content="v1"):
    req = request_factory("read_file", {"path": "f.txt"})
    provider, sid = sandbox.sandbox_for(req.runtime)
    provider.write_file(sid, "f.txt", content)


def test_read_stamps_mark_and_fresh_write_passes(sandbox, request_factory):
    mw = ReadBeforeWriteMiddleware(sandbox)
    _seed(sandbox, request_factory)
    read = request_factory("read_file", {"path": "f.txt"})
    provider, sid = sandbox.sandbox_for(read.runtime)
    result = mw.wrap_tool_call(read, lambda r: ToolMessage(content=provider.read_file(sid, "f.txt"), tool_call_id="r1"))
    assert result.additional_kwargs[READ_MARK_KEY] == {"path": PATH, "sha256": hashlib.sha256(b"v1").hexdigest()}
    state = {"messages": [result]}
    write = request_factory("write_file", {"path": "f.txt", "content": "v2"}, state=state)
    assert mw.wrap_tool_call(write, lambda r: _writer(sandbox, r, "v2")).content == "wrote"
    # writes never refresh marks: the next edit needs a new read
    again = mw.wrap_tool_call(write, lambda r: _writer(sandbox, r, "v3"))
    assert again.status == "error" and read_tool_meta(again).error_type == "stale_read"
    assert provider.read_file(sid, "f.txt") == "v2"


def test_unread_existing_file_refused_new_file_allowed(sandbox, request_factory):
    mw = ReadBeforeWriteMiddleware(sandbox)
    _seed(sandbox, request_factory)
    ran = []
    blocked = mw.wrap_tool_call(
        request_factory("str_replace", {"path": "f.txt", "old_str": "v", "new_str": "w"}),
        lambda r: ran.append(1),
    )
    assert ran == [] and read_tool_meta(blocked).recommended_next_action == "read_first"
    append = mw.wrap_tool_call(request_factory("write_file", {"path": "f.txt", "content": "x", "append": True}),
                               lambda r: ran.append(1))
    assert ran == [] and append.status == "error"
    created = mw.wrap_tool_call(request_factory("write_file", {"path": "new.txt", "content": "x"}),
                                lambda r: _writer(sandbox, r, "x"))
    assert created.content == "wrote"


def test_parallel_writes_cannot_share_one_stale_mark(sandbox, request_factory):
    mw = ReadBeforeWriteMiddleware(sandbox)
    _seed(sandbox, request_factory)
    state = {"messages": [_mark_message("v1")]}
    results = [None, None]
    barrier = threading.Barrier(2)

    def worker(i):
        request = request_factory("write_file", {"path": "f.txt", "content": f"w{i}"}, call_id=f"w{i}", state=state)
        barrier.wait()
        results[i] = mw.wrap_tool_call(request, lambda r: _writer(sandbox, r, f"w{i}", delay=0.2))

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    statuses = sorted(r.status for r in results)
    assert statuses == ["error", "success"]
    assert len(mw.locks) == 0


async def test_parallel_async_writes_are_serialized(sandbox, request_factory):
    mw = ReadBeforeWriteMiddleware(sandbox)
    _seed(sandbox, request_factory)
    state = {"messages": [_mark_message("v1")]}

    async def handler(request):
        return await asyncio.to_thread(_writer, sandbox, request, request.tool_call["args"]["content"], 0.2)

    requests = [
        request_factory("write_file", {"path": "f.txt", "content": f"a{i}"}, call_id=f"a{i}", state=state)
        for i in range(3)
    ]
    results = await asyncio.gather(*(mw.awrap_tool_call(r, handler) for r in requests))
    assert sorted(r.status for r in results) == ["error", "error", "success"]


def test_sandbox_denial_becomes_error_message(tmp_path, request_factory):
    denied = SandboxMiddleware(LocalSandboxProvider(), tmp_path, eager=False, gate=lambda rt: (False, "no role"))
    mw = ReadBeforeWriteMiddleware(denied)
    result = mw.wrap_tool_call(request_factory("write_file", {"path": "f.txt", "content": "x"}),
                               lambda r: pytest.fail("must not run"))
    assert result.status == "error" and "no role" in result.content
    with pytest.raises(SandboxAuthorizationError):
        denied.sandbox_for(request_factory("bash", {}).runtime)


def test_composed_call_asks_sandbox_authorization_once(tmp_path, request_factory):
    decisions = []
    gated = SandboxMiddleware(LocalSandboxProvider(), tmp_path, eager=False,
                              gate=lambda rt: decisions.append(1) or (True, "ok"))
    mw = ReadBeforeWriteMiddleware(gated)
    _seed(gated, request_factory)
    decisions.clear()
    state = {"messages": [_mark_message("v1")]}
    result = mw.wrap_tool_call(request_factory("write_file", {"path": "f.txt", "content": "v2"}, state=state),
                               lambda r: _writer(gated, r, "v2"))
    assert result.content == "wrote" and decisions == [1]
    mw.wrap_tool_call(request_factory("read_file", {"path": "f.txt"}), lambda r: _writer(gated, r, "v2"))
    assert decisions == [1, 1]
