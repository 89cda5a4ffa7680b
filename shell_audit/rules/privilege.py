"""Privilege escalation and loader hijack: setuid bits, capabilities, writes to
system configuration, privileged containers, LD_PRELOAD and friends."""

from __future__ import annotations

from shell_audit.facts import Field, Invocation, Span
from shell_audit.models import Level, Severity
from shell_audit.paths import PathKind, path_kinds
from shell_audit.rules.base import Family, FileAccess, Findings, rule

F = "privilege-escalation"
L = "loader-hijack"

SETUID = rule("SA701", "setuid-bit", F, Level.BLOCK, Severity.HIGH,
    "Sets the setuid or setgid bit on a file.",
    """A setuid binary runs as its owner (often root) for anyone; `chmod u+s`, `chmod 4755`
    and `chmod +s` are the classic persistence-plus-escalation step.""",
    ["chmod u+s /tmp/sh", "chmod 4755 ./bash", "sudo chmod +s /usr/bin/find", "chmod g+s x"],
    ["chmod +x run.sh", "chmod 755 bin/tool", "chmod 0644 README.md"])
SYSTEM_AUTH_WRITE = rule("SA702", "sudoers-or-passwd-write", F, Level.BLOCK, Severity.HIGH,
    "Writes to sudoers, passwd, shadow or group files, or creates a root-equivalent user.",
    """Editing `/etc/sudoers*`, `/etc/passwd` or `/etc/group`, or `useradd -o -u 0`, grants root.""",
    ["echo 'x ALL=(ALL) NOPASSWD:ALL' >> /etc/sudoers", "echo 'r::0:0::/:/bin/sh' >> /etc/passwd",
     "tee /etc/sudoers.d/x <<< 'x ALL=(ALL) ALL'", "useradd -o -u 0 -g 0 toor", "usermod -aG sudo agent"],
    ["cat /etc/passwd", "getent passwd $USER", "id -u"])
SYSTEM_CONFIG_WRITE = rule("SA703", "system-config-write", F, Level.BLOCK, Severity.HIGH,
    "Writes under /etc or another system directory.",
    """System configuration and binaries are outside an agent's project; changing them
    (`> /etc/hosts`, `cp x /usr/bin/`, `sed -i ... /etc/ssh/sshd_config`) alters the
    machine for every user.""",
    ["echo '1.2.3.4 github.com' >> /etc/hosts", "cp ./tool /usr/local/bin/ls", "sed -i 's/no/yes/' /etc/ssh/sshd_config"],
    ["cat /etc/hosts", "cp /etc/hosts ./hosts.bak"])
PRIVILEGED_CONTAINER = rule("SA704", "privileged-container", F, Level.BLOCK, Severity.HIGH,
    "Starts a privileged container or mounts the host root or docker socket into one.",
    """`docker run --privileged`, `-v /:/host`, `-v /var/run/docker.sock:...`, `--pid=host` and
    `--cap-add=SYS_ADMIN` hand the container the host.""",
    ["docker run --privileged -it alpine sh", "docker run -v /:/host alpine chroot /host",
     "docker run -v /var/run/docker.sock:/var/run/docker.sock x", "podman run --pid=host --cap-add=ALL x"],
    ["docker run --rm -v $PWD:/src -w /src node:20 npm test", "docker ps"])
NAMESPACE_ESCAPE = rule("SA705", "namespace-escape", F, Level.BLOCK, Severity.HIGH,
    "Enters the host's namespaces (nsenter into PID 1).",
    """`nsenter -t 1 -m -u -i -n sh` is the standard container breakout once privileged.""",
    ["nsenter -t 1 -m -u -i -n -p sh", "nsenter --target 1 --mount bash"], ["nsenter --help"])
CAPABILITY_GRANT = rule("SA706", "capability-grant", F, Level.BLOCK, Severity.HIGH,
    "Grants file capabilities (setcap).",
    """`setcap cap_setuid+ep python3` is setuid in another form.""",
    ["setcap cap_setuid+ep /usr/bin/python3", "sudo setcap cap_net_raw,cap_sys_admin+eip ./x"],
    ["getcap /usr/bin/ping"])
LD_PRELOAD = rule("SA711", "ld-preload", L, Level.BLOCK, Severity.HIGH,
    "Sets LD_PRELOAD / LD_AUDIT / DYLD_INSERT_LIBRARIES (code injected into every program).",
    """Preloaded libraries run inside every dynamically linked program started after them,
    including sudo prompts and the agent's own tools; assigned, exported or prefixed.""",
    ["LD_PRELOAD=/tmp/x.so ls", "export LD_PRELOAD=./hook.so", "env LD_AUDIT=/tmp/a.so id",
     "DYLD_INSERT_LIBRARIES=x.dylib app"],
    ["LD_LIBRARY_PATH=./lib ./app", "export LANG=C"])
LD_SO_PRELOAD_WRITE = rule("SA712", "ld-so-preload-write", L, Level.BLOCK, Severity.HIGH,
    "Writes the system-wide preload list or loader configuration.",
    """`/etc/ld.so.preload` injects a library into every process on the machine.""",
    ["echo /tmp/x.so > /etc/ld.so.preload", "tee -a /etc/ld.so.preload <<< /x.so"], ["cat /etc/ld.so.preload"])

_LOADER_VARS = frozenset({"LD_PRELOAD", "LD_AUDIT", "DYLD_INSERT_LIBRARIES", "DYLD_LIBRARY_PATH"})
_AUTH_FILES = ("/etc/sudoers", "/etc/passwd", "/etc/group", "/etc/shadow", "/etc/gshadow")
_CONTAINER_CLIS = frozenset({"docker", "podman", "nerdctl", "ctr", "kubectl"})
_POD_PRIVILEGE = ('"hostPID": true', '"hostPID":true', '"privileged": true', '"privileged":true', '"hostNetwork": true', '"hostIPC": true', '"hostPath"')


def _check(inv: Invocation, out: Findings) -> None:
    name = inv.name or ""
    texts = inv.arg_texts()
    if name == "chmod":
        modes = [t for t in texts if not t.startswith("-") or t[1:2] in ("s", "x", "r", "w") and not t.startswith("--")][:1]
        if modes and _is_setuid(modes[0]):
            out.add(SETUID, inv.span)
    elif name == "install" and any(_is_setuid(m) for m in _values_of(texts, ("-m", "--mode"))):
        out.add(SETUID, inv.span)
    elif name == "setcap":
        out.add(CAPABILITY_GRANT, inv.span)
    elif name in ("useradd", "adduser") and ("-o" in texts or any(t in ("-u0", "--uid=0") for t in texts) or _follows(texts, ("-u", "--uid"), "0")):
        out.add(SYSTEM_AUTH_WRITE, inv.span)
    elif name in ("usermod", "gpasswd") and any(g in " ".join(texts) for g in ("sudo", "wheel", "root", "admin", "docker")):
        out.add(SYSTEM_AUTH_WRITE, inv.span)
    elif name in ("visudo",) and "-c" not in texts:
        out.add(SYSTEM_AUTH_WRITE, inv.span)
    elif name in _CONTAINER_CLIS and any(t in ("run", "create", "exec") for t in texts[:2]):
        if _privileged_container(texts):
            out.add(PRIVILEGED_CONTAINER, inv.span)
    elif name == "nsenter" and (_follows(texts, ("-t", "--target"), "1") or "--target=1" in texts or "-t1" in texts):
        out.add(NAMESPACE_ESCAPE, inv.span)


def _values_of(texts: list[str], flags: tuple[str, ...]) -> list[str]:
    values = [texts[i + 1] for i, t in enumerate(texts[:-1]) if t in flags]
    return values + [t.split("=", 1)[1] for t in texts if "=" in t and t.split("=", 1)[0] in flags]


def _follows(texts: list[str], flags: tuple[str, ...], value: str) -> bool:
    return any(t in flags and i + 1 < len(texts) and texts[i + 1] == value for i, t in enumerate(texts))


def _is_setuid(mode: str) -> bool:
    if mode.isdigit():
        return len(mode) >= 4 and int(mode[-4]) & 6 != 0
    return any("s" in clause.split("+", 1)[-1].split("=", 1)[-1] for clause in mode.split(",") if "+" in clause or "=" in clause)


def _privileged_container(texts: list[str]) -> bool:
    joined = " ".join(texts)
    if any(marker in joined for marker in _POD_PRIVILEGE):
        return True
    if "--privileged" in texts or "--privileged=true" in texts:
        return True
    if any(t in ("--pid=host", "--ipc=host", "--userns=host", "--uts=host") for t in texts) or _follows(texts, ("--pid",), "host"):
        return True
    if "SYS_ADMIN" in joined or "--cap-add=ALL" in texts or _follows(texts, ("--cap-add",), "ALL"):
        return True
    for i, t in enumerate(texts):
        volume = None
        if t in ("-v", "--volume", "--mount") and i + 1 < len(texts):
            volume = texts[i + 1]
        elif t.startswith(("--volume=", "-v=", "--mount=")):
            volume = t.split("=", 1)[1]
        elif t.startswith("-v") and len(t) > 2:
            volume = t[2:]
        if volume and (volume.startswith("/:") or "docker.sock" in volume or "source=/," in volume or volume.startswith("/etc:") or volume == "/"):
            return True
    return False


def _check_write(write: FileAccess, out: Findings) -> None:
    text = write.target.path_text
    if text is None:
        return
    kinds = path_kinds(text)
    if PathKind.LOADER in kinds:
        out.add(LD_SO_PRELOAD_WRITE, write.span)
    elif any(text.startswith(a) or a in text for a in _AUTH_FILES):
        out.add(SYSTEM_AUTH_WRITE, write.span)
    elif PathKind.PRIVILEGED in kinds and PathKind.PERSISTENCE not in kinds:
        out.add(SYSTEM_CONFIG_WRITE, write.span)


def _check_assignment(name: str, value: Field, exported: bool, span: Span, out: Findings) -> None:
    if name in _LOADER_VARS and (value.text is None or value.text.strip()):
        out.add(LD_PRELOAD, span)


FAMILY = Family(name=F, rules=(SETUID, SYSTEM_AUTH_WRITE, SYSTEM_CONFIG_WRITE, PRIVILEGED_CONTAINER, NAMESPACE_ESCAPE,
                               CAPABILITY_GRANT, LD_PRELOAD, LD_SO_PRELOAD_WRITE),
                on_invocation=(_check,), on_write=(_check_write,), on_assignment=(_check_assignment,))
