"""Real commands in both sandbox providers; bubblewrap isolation shown by failing escapes."""

from __future__ import annotations

import os
import socket
import subprocess
import threading

import pytest

from chain.runtime_identity import ThreadPaths
from chain.sandbox import (
    BubblewrapSandboxProvider,
    LocalSandboxProvider,
    SandboxPathError,
    bwrap_path,
    default_sandbox_provider,
)


def _bwrap_works() -> tuple[bool, str]:
    if bwrap_path() is None:
        return False, "bwrap is not installed (apt-get install bubblewrap)"
    probe = subprocess.run(
        [bwrap_path(), "--unshare-all", "--ro-bind", "/usr", "/usr", "--symlink", "usr/bin", "/bin",
         "--symlink", "usr/lib", "/lib", "--symlink", "usr/lib64", "/lib64", "--", "/bin/true"],
        capture_output=True, text=True,
    )
    return probe.returncode == 0, f"bwrap cannot create namespaces here: {probe.stderr.strip()}"


BWRAP_OK, BWRAP_REASON = _bwrap_works()
needs_bwrap = pytest.mark.skipif(not BWRAP_OK, reason=BWRAP_REASON)
PROVIDERS = [
    pytest.param(LocalSandboxProvider, id="local"),
    pytest.param(BubblewrapSandboxProvider, id="bwrap", marks=needs_bwrap),
]


@pytest.fixture
def paths(tmp_path):
    return ThreadPaths.for_thread(tmp_path / "base", "alice", "t1")


@pytest.mark.parametrize("cls", PROVIDERS)
def test_runs_in_workspace_and_file_tools_roundtrip(cls, paths):
    provider = cls(default_timeout=10)
    sid = provider.acquire(paths)
    assert provider.acquire(paths) == sid  # one sandbox per thread
    result = provider.run(sid, "pwd; echo data > made.txt; cat /mnt/user-data/workspace/made.txt")
    assert result.exit_code == 0
    assert result.stdout.splitlines() == ["/mnt/user-data/workspace", "data"]
    assert (paths.workspace / "made.txt").read_text() == "data\n"
    provider.write_file(sid, "dir/note.txt", "héllo\n")
    provider.write_file(sid, "/mnt/user-data/workspace/dir/note.txt", "more\n", append=True)
    assert provider.read_file(sid, "dir/note.txt") == "héllo\nmore\n"
    provider.write_file(sid, "/mnt/user-data/outputs/report.md", "# r\n")
    assert (paths.outputs / "report.md").read_text() == "# r\n"


@pytest.mark.parametrize("cls", PROVIDERS)
def test_timeout_kills_and_output_is_capped(cls, paths):
    provider = cls(default_timeout=10, max_output_chars=1_000)
    sid = provider.acquire(paths)
    slow = provider.run(sid, "sleep 30 & sleep 30; echo never", timeout=1)
    assert slow.timed_out and "never" not in slow.stdout
    loud = provider.run(sid, "head -c 100000 /dev/zero | tr '\\0' a")
    assert loud.truncated and len(loud.stdout) == 1_000


@pytest.mark.parametrize("cls", PROVIDERS)
def test_environment_is_scrubbed_and_limits_apply(cls, paths, monkeypatch):
    monkeypatch.setenv("CHAINWARDEN_TEST_SECRET", "s3cr3t")
    provider = cls(default_timeout=10)
    sid = provider.acquire(paths)
    result = provider.run(sid, "env; ulimit -n")
    assert "s3cr3t" not in result.stdout
    assert result.stdout.strip().splitlines()[-1] == str(provider.limits.open_files)


@pytest.mark.parametrize("cls", PROVIDERS)
def test_file_paths_cannot_escape(cls, paths):
    provider = cls(default_timeout=10)
    sid = provider.acquire(paths)
    for bad in ("../../outside.txt", "/etc/passwd", "/mnt/user-data/../../etc/passwd", "/mnt/user-data/secret"):
        with pytest.raises(SandboxPathError):
            provider.read_file(sid, bad)
    with pytest.raises(SandboxPathError):
        provider.write_file(sid, "/mnt/user-data/uploads/x.txt", "no")
    os.symlink("/etc/hostname", paths.workspace / "link")
    with pytest.raises(SandboxPathError):
        provider.read_file(sid, "link")


@needs_bwrap
def test_bwrap_writes_outside_workspace_fail(paths, tmp_path):
    provider = BubblewrapSandboxProvider(default_timeout=10)
    sid = provider.acquire(paths)
    outside = tmp_path / "outside-target"
    outside.mkdir()
    probes = {
        "/etc/chainwarden-probe": "touch /etc/chainwarden-probe",
        "/usr/chainwarden-probe": "touch /usr/chainwarden-probe",
        "/chainwarden-probe": "touch /chainwarden-probe",
        str(outside / "x"): f"touch {outside}/x",
        "uploads": "touch /mnt/user-data/uploads/x",
    }
    for target, command in probes.items():
        result = provider.run(sid, command)
        assert result.exit_code != 0, target
    assert not os.path.exists("/etc/chainwarden-probe") and not os.path.exists("/chainwarden-probe")
    assert list(outside.iterdir()) == []
    assert list(paths.uploads.iterdir()) == []
    # host project and home are not even visible
    listing = provider.run(sid, "ls /; ls /work /root 2>&1").stdout
    assert "No such file or directory" in listing and "work" not in listing.split("\n")[0:12]


@needs_bwrap
def test_bwrap_has_no_network_while_local_does(paths):
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(4)
    port = server.getsockname()[1]
    # One accept: the local connection. A boxed one that got through would still
    # complete in the listen backlog and print "connected".
    acceptor = threading.Thread(target=lambda: server.accept()[0].close(), daemon=True)
    acceptor.start()
    try:
        connect = f"exec 3<>/dev/tcp/127.0.0.1/{port} && echo connected"
        local = LocalSandboxProvider(default_timeout=10)
        assert "connected" in local.run(local.acquire(paths), connect).stdout
        acceptor.join(timeout=10)
        boxed = BubblewrapSandboxProvider(default_timeout=10)
        result = boxed.run(boxed.acquire(paths), connect)
        assert result.exit_code != 0 and "connected" not in result.stdout
        interfaces = boxed.run(boxed.acquire(paths), "cat /proc/net/dev").stdout
        assert "eth" not in interfaces
    finally:
        server.close()


@needs_bwrap
def test_bwrap_new_pid_namespace(paths):
    provider = BubblewrapSandboxProvider(default_timeout=10)
    pids = provider.run(provider.acquire(paths), "ls /proc | grep -E '^[0-9]+$'").stdout.split()
    assert len(pids) <= 4 and "1" in pids


def test_default_provider_prefers_bubblewrap():
    expected = BubblewrapSandboxProvider if bwrap_path() else LocalSandboxProvider
    assert isinstance(default_sandbox_provider("auto"), expected)
    assert isinstance(default_sandbox_provider("local"), LocalSandboxProvider)
