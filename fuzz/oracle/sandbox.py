"""Run a command in real bash inside bubblewrap and record every external command it ran.

The container: no network (all namespaces unshared), a read-only root holding only
`/usr/lib*` and two `/etc` files from the host, a tmpfs home with an empty project
directory as the working directory, and `/usr/bin` (also `/bin`, `/usr/sbin`,
`/usr/local/bin`) replaced by a directory where every command name of the host is
the logging stub `stub.sh`. Only the shells (`bash`, `sh`, `dash`) are real, so a
command that feeds code to a shell really runs it and the stub sees what came out.
Text tools and wrappers (`base64`, `sed`, `env`, `xargs`, `find`, ...) log and then
run the real binary, bound under `/oracle/real`, so decode-and-run chains execute.
As root the sandbox runs as `nobody` with a process limit, so a fork bomb stays small.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

STUB = Path(__file__).resolve().parent / "stub.sh"
HOME = "/home/user"
WORKDIR = f"{HOME}/project"
MARKER = "oracle_fetched_code_ran"
SHELLS = ("bash", "sh", "dash")
PASSTHROUGH = (
    "base64", "base32", "basenc", "xxd", "od", "hexdump", "rev", "tr", "cat", "tac", "sed", "awk", "mawk", "gawk",
    "head", "tail", "cut", "sort", "uniq", "tee", "wc", "grep", "fold", "paste", "seq", "expr", "true", "false",
    "test", "[", "env", "xargs", "find", "timeout", "nice", "nohup", "stdbuf", "setsid", "tar", "gzip", "gunzip",
    "zcat", "bzip2", "xz", "sleep", "mkdir", "touch", "chmod", "ln", "cp", "mv", "ls", "dirname", "basename",
    "realpath", "readlink", "id", "whoami", "date", "mktemp", "printf", "echo",
)
EXTRA_NAMES = (MARKER, "fetch", "aria2c", "http", "https", "lwp-request", "ncat", "netcat", "socat", "b64decode",
               "python", "python3", "perl", "ruby", "node", "php", "zsh", "ksh", "fish", "sudo", "doas", "su",
               "mkfs", "mkfs.ext4", "wipefs", "shred", "dd", "curl", "wget", "nc", "jq", "git", "make")
LOG_LIMIT = 2_000


@dataclass(frozen=True)
class Exec:
    """One external command bash ran: its working directory, name, argv and (interpreters) stdin."""

    pwd: str
    name: str
    argv: tuple[str, ...]
    stdin: str = ""


@dataclass(frozen=True)
class Execution:
    """What running one command in the sandbox did."""

    command: str
    execs: tuple[Exec, ...]
    exit_code: int | None
    timed_out: bool
    stderr: str


class OracleUnavailable(RuntimeError):
    """bubblewrap is missing or cannot create its namespaces here."""


class Sandbox:
    """A reusable stub tree; `run(command)` executes one command in a fresh container."""

    def __init__(self, timeout_s: float = 3.0) -> None:
        self.bwrap = shutil.which("bwrap")
        if self.bwrap is None:
            raise OracleUnavailable("bwrap not found (Debian: apt-get install bubblewrap)")
        self.timeout_s = timeout_s
        self._tree = tempfile.TemporaryDirectory(prefix="cw-oracle-")
        root = Path(self._tree.name)
        self._bin = root / "bin"
        self._bin.mkdir()
        self._real: dict[str, str] = {}
        self._build(root)
        self._base = self._base_args()

    def close(self) -> None:
        self._tree.cleanup()

    def __enter__(self) -> Sandbox:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _build(self, root: Path) -> None:
        shutil.copy(STUB, root / "stub")
        (root / "stub").chmod(0o755)
        names = set(EXTRA_NAMES)
        for directory in ("/usr/bin", "/usr/sbin", "/usr/local/bin"):
            if os.path.isdir(directory):
                names.update(n for n in os.listdir(directory) if "/" not in n)
        for name in SHELLS:
            host = shutil.which(name, path="/usr/bin:/bin")
            if host:
                shutil.copy(os.path.realpath(host), self._bin / name)
                names.discard(name)
        for name in sorted(names):
            (self._bin / name).symlink_to("/oracle/stub")
        for name in PASSTHROUGH:
            host = shutil.which(name, path="/usr/bin:/bin")
            if host:
                self._real[name] = os.path.realpath(host)
        root.chmod(0o755)

    def _base_args(self) -> list[str]:
        args = [self.bwrap, "--unshare-all", "--die-with-parent", "--new-session", "--cap-drop", "ALL"]
        for lib in ("/usr/lib", "/usr/lib64", "/usr/lib32", "/usr/libexec"):
            if os.path.isdir(lib):
                args += ["--ro-bind", lib, lib]
        for alias, target in (("/bin", "usr/bin"), ("/sbin", "usr/sbin"), ("/lib", "usr/lib"), ("/lib64", "usr/lib64")):
            args += ["--symlink", target, alias]
        for directory in ("/usr/bin", "/usr/sbin", "/usr/local/bin"):
            args += ["--ro-bind", str(self._bin), directory]
        for name in ("passwd", "group"):
            args += ["--ro-bind", f"/etc/{name}", f"/etc/{name}"]
        args += ["--dev", "/dev", "--proc", "/proc", "--tmpfs", "/tmp", "--tmpfs", "/oracle",
                 "--ro-bind", str(Path(self._tree.name) / "stub"), "/oracle/stub"]
        for name, host in sorted(self._real.items()):
            args += ["--ro-bind", host, f"/oracle/real/{name}"]
        args += ["--tmpfs", HOME, "--dir", WORKDIR, "--chdir", WORKDIR, "--clearenv",
                 "--setenv", "PATH", "/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin", "--setenv", "HOME", HOME,
                 "--setenv", "USER", "user", "--setenv", "LANG", "C.UTF-8"]
        prefix = []
        if os.geteuid() == 0:
            prefix = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
        return [*prefix, "prlimit", "--nproc=256", "--cpu=10", "--fsize=16777216", *args]

    def run(self, command: str) -> Execution:
        """Run `command` with `bash -c` in a fresh container; never raises on the command's behaviour."""
        with tempfile.TemporaryDirectory(prefix="cw-oracle-log-") as log:
            os.chmod(log, 0o777)
            argv = [*self._base, "--bind", log, "/oracle/log", "--remount-ro", "/", "--", "/usr/bin/bash", "-c", command]
            timed_out = False
            try:
                done = subprocess.run(argv, stdin=subprocess.DEVNULL, capture_output=True, timeout=self.timeout_s)
                code, stderr = done.returncode, done.stderr
            except subprocess.TimeoutExpired as exc:
                timed_out, code, stderr = True, None, exc.stderr or b""
            if code is not None and code != 0 and b"bwrap:" in stderr:
                raise OracleUnavailable(stderr.decode("utf-8", "replace").strip())
            return Execution(command, _read_log(Path(log)), code, timed_out, stderr.decode("utf-8", "replace")[-2000:])


def _read_log(log: Path) -> tuple[Exec, ...]:
    execs = []
    for path in sorted(log.glob("*.argv"), key=lambda p: p.stat().st_mtime_ns)[:LOG_LIMIT]:
        fields = path.read_bytes().decode("utf-8", "surrogateescape").split("\0")[:-1]
        if len(fields) < 2:
            continue
        stdin_path = path.with_suffix(".stdin")
        stdin = stdin_path.read_text("utf-8", "replace") if stdin_path.exists() else ""
        execs.append(Exec(fields[0], fields[1], tuple(fields[2:]), stdin))
    return tuple(execs)
