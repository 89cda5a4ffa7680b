"""Destructive filesystem and device operations, in any flag spelling."""

from __future__ import annotations

from shell_audit.facts import Invocation
from shell_audit.models import Level, Severity
from shell_audit.paths import PathKind, canonical, path_kinds
from shell_audit.rules.base import Family, FileAccess, Findings, rule

F = "destructive"

RECURSIVE_DELETE_ROOT = rule("SA301", "recursive-delete-of-root-or-home", F, Level.BLOCK, Severity.HIGH,
    "Recursive delete of /, the home directory, or a top-level system directory.",
    """`rm -rf /`, `rm -r -f ~`, `rm --recursive --force $HOME/`, `rm -rf /usr` and globs of
    them destroy the machine or the user's data. Flags are read however they are spelled
    (clustered, separate, long, after the paths), and paths after canonicalization; an
    unknown variable inside such a path stands for any name (`/home/$USER` is `/home/*`), and
    relative paths are read from the directory a `cd` moved to, when it is known. Loop
    bodies are judged for each word of the loop, and functions with the arguments of
    each call.""",
    ["rm -rf /", "rm -r -f ~", "rm --recursive --force $HOME", "rm -fr /*", "sudo rm -rf /usr",
     "rm -rf ~/", "rm -Rf /etc", "{rm,-rf,~}", "$a rm -rf ~", "\\rm -rf /home", "rm -rf /home/$USER",
     "coproc { rm -rf ~; }", "cd / && rm -rf *", "cd ~/work && rm -rf ..",
     "for d in /bin /sbin; do rm -rf \"$d\"; done", "f() { rm -rf \"$1\"; }; f /", "rm -rf ${PWD:0:1}"],
    ["rm -rf build/", "rm -rf node_modules dist .venv", "rm -rf /tmp/build-123", "rm -f ~/.cache/x.log",
     "cd /tmp && rm -rf *", "(cd / && ls); rm -rf build"])
NO_PRESERVE_ROOT = rule("SA302", "no-preserve-root", F, Level.BLOCK, Severity.HIGH,
    "`--no-preserve-root` disables the last safety net of rm/chmod/chown.",
    """The flag exists only to operate on `/` recursively; no everyday command needs it.""",
    ["rm -rf --no-preserve-root /", "chmod -R 000 --no-preserve-root /"], ["rm -rf ./out"])
DEVICE_WRITE = rule("SA303", "device-overwrite", F, Level.BLOCK, Severity.HIGH,
    "Writes to a raw disk or memory device, or formats or wipes one.",
    """`dd of=/dev/sda`, `> /dev/nvme0n1`, `mkfs.ext4 /dev/sdb1`, `wipefs -a`, `shred /dev/sda`
    destroy file systems below any file permission.""",
    ["dd if=/dev/zero of=/dev/sda bs=1M", "cat /dev/urandom > /dev/nvme0n1", "mkfs.ext4 /dev/sdb1",
     "wipefs -a /dev/sda", "shred -n 3 -z /dev/sda"],
    ["dd if=/dev/zero of=disk.img bs=1M count=10", "echo x > /dev/null", "mkfs.ext4 disk.img"])
RECURSIVE_PERMISSIONS_SYSTEM = rule("SA304", "recursive-permission-change-of-system", F, Level.BLOCK, Severity.HIGH,
    "Recursive chmod/chown/chgrp of /, home, or a system directory.",
    """`chmod -R 777 /` or `chown -R nobody /usr` breaks the system and its security
    model at once.""",
    ["chmod -R 777 /", "chown -R nobody:nogroup /usr", "chmod -R 000 ~"],
    ["chmod -R u+w build", "chown -R $USER:$USER ./data"])
FIND_DELETE_ROOT = rule("SA305", "find-delete-root", F, Level.BLOCK, Severity.HIGH,
    "`find` deleting from /, home, or a system directory.",
    """`find / -delete` and `find ~ -exec rm -rf {} +` are recursive deletes in another
    spelling.""",
    ["find / -delete", "find ~ -type f -delete", "find /etc -exec rm -rf {} +"],
    ["find . -name '*.pyc' -delete", "find build -type f -delete"])
SYSTEM_POWER = rule("SA306", "system-power-or-kill-all", F, Level.BLOCK, Severity.HIGH,
    "Shuts down or reboots the machine, or kills every process.",
    """`shutdown`, `reboot`, `halt`, `poweroff`, `init 0`, `systemctl poweroff` and `kill -9 -1`
    end every session on the machine; an agent has no business doing it.""",
    ["shutdown -h now", "sudo reboot", "kill -9 -1", "systemctl poweroff", "init 0", "telinit 6", "killall5 -9"],
    ["kill -9 12345", "systemctl status nginx"])
MOVE_TO_NULL = rule("SA307", "move-to-dev-null", F, Level.BLOCK, Severity.HIGH,
    "Moves home, / or a system directory away (into /dev/null or elsewhere).",
    """`mv ~ /dev/null` and `mv /usr /tmp/x` are deletes in disguise.""",
    ["mv ~ /dev/null", "mv /etc /tmp/etc.bak"], ["mv build/out.txt /tmp/", "mv a.txt b.txt"])
SYSTEM_FILE_DESTROYED = rule("SA309", "system-file-destroyed", F, Level.BLOCK, Severity.HIGH,
    "Shreds, deletes or truncates a system, credential or shell startup file.",
    """`shred -u /etc/passwd`, `rm /etc/shadow`, `truncate -s 0 /etc/hosts` or shredding
    `~/.ssh/id_rsa` destroy what the machine or the user cannot recreate.""",
    ["shred -u /etc/passwd", "rm -f /etc/shadow", "shred -u ~/.bashrc", "truncate -s 0 /etc/hosts"],
    ["shred -u secrets.txt", "rm -f build/out.o", "truncate -s 0 app.log"])
RISKY_DELETE = rule("SA308", "recursive-delete-outside-project", F, Level.WARN, Severity.MEDIUM,
    "Recursive delete of a parent directory, the current directory, a glob of it, or a home subdirectory.",
    """`rm -rf ..`, `rm -rf .`, `rm -rf *` and `rm -rf ~/work` are sometimes meant, often not:
    they depend on the current directory or reach into the user's data. Warn, do not block.""",
    ["rm -rf ..", "rm -rf *", "rm -rf ~/projects/old", "rm -rf ../other-repo"],
    ["rm -rf build/", "rm -rf ./dist/*", "rm -f *.log"])

_RM_RECURSIVE = ("-r", "-R", "--recursive")
_SYSTEM_FILE = frozenset({PathKind.PRIVILEGED, PathKind.SECRET, PathKind.PERSISTENCE, PathKind.LOADER})
_POWER = frozenset({"shutdown", "reboot", "halt", "poweroff"})
_MKFS_PREFIX = "mkfs"


def _danger(text: str) -> set[PathKind]:
    return set(path_kinds(text)) & {PathKind.SYSTEM_ROOT, PathKind.HOME_ROOT}


def _targets(inv: Invocation) -> list[str]:
    """Operands, read from the working directory when a `cd` made it known."""
    return [t for t in inv.path_texts() if not t.startswith("-") or t == "-"]


def _written_targets(inv: Invocation) -> list[str]:
    """Operands as written (`_targets` before the working directory is applied)."""
    return [t for t in inv.arg_texts() if not t.startswith("-") or t == "-"]


def _check(inv: Invocation, out: Findings) -> None:
    name = inv.name or ""
    texts = inv.arg_texts()
    if "--no-preserve-root" in texts:
        out.add(NO_PRESERVE_ROOT, inv.span)
    if name == "rm" and inv.has_flag(*_RM_RECURSIVE):
        for target, written in zip(_targets(inv), _written_targets(inv)):
            if _danger(target):
                out.add(RECURSIVE_DELETE_ROOT, inv.span)
            elif _risky_relative(written) and (inv.cwd is None or _risky_relative(target)):
                out.add(RISKY_DELETE, inv.span)  # `rm -rf *` in an unknown (or a home) directory
    elif name in ("chmod", "chown", "chgrp") and inv.has_flag("-R", "--recursive"):
        operands = [a.path_text for a in inv.args if not (a.path_text or "").startswith("-")]
        if any(t is not None and _danger(inv.here(t)) for t in operands[1:]):
            out.add(RECURSIVE_PERMISSIONS_SYSTEM, inv.span)
    elif name == "find":
        roots = [t for t in inv.path_texts() if not t.startswith(("-", "(", "!"))][:1]
        deletes = "-delete" in texts or any(w in ("rm", "shred") for w in _exec_names(texts))
        if deletes and roots and _danger(roots[0]):
            out.add(FIND_DELETE_ROOT, inv.span)
    elif name.startswith(_MKFS_PREFIX) or name in ("wipefs", "shred", "blkdiscard", "mkswap"):
        if any(PathKind.DEVICE in path_kinds(t) for t in _targets(inv)):
            out.add(DEVICE_WRITE, inv.span)
    if name in ("shred", "rm", "unlink", "truncate") and any(_SYSTEM_FILE & path_kinds(t) for t in _targets(inv)):
        out.add(SYSTEM_FILE_DESTROYED, inv.span)
    elif name in _POWER or (name in ("init", "telinit") and texts[:1] in (["0"], ["6"])) or name == "killall5":
        out.add(SYSTEM_POWER, inv.span)
    elif name == "systemctl" and any(t in ("poweroff", "reboot", "halt", "kexec") for t in texts):
        out.add(SYSTEM_POWER, inv.span)
    elif name in ("kill", "pkill") and "-1" in texts:
        out.add(SYSTEM_POWER, inv.span)
    elif name == "mv":
        sources = _targets(inv)[:-1]
        if any(_danger(s) for s in sources):
            out.add(MOVE_TO_NULL, inv.span)


def _exec_names(texts: list[str]) -> list[str]:
    return [texts[i + 1].rsplit("/", 1)[-1] for i, t in enumerate(texts[:-1]) if t in ("-exec", "-execdir", "-ok")]


def _risky_relative(target: str) -> bool:
    path = canonical(target)
    if path in ("..", "", "*", ".*") or path.startswith("../"):
        return True
    return path.startswith("~/") and path.count("/") <= 2


def _check_write(write: FileAccess, out: Findings) -> None:
    if write.target.path_text and PathKind.DEVICE in path_kinds(write.target.path_text):
        out.add(DEVICE_WRITE, write.span)


FAMILY = Family(name=F, rules=(RECURSIVE_DELETE_ROOT, NO_PRESERVE_ROOT, DEVICE_WRITE, RECURSIVE_PERMISSIONS_SYSTEM,
                               FIND_DELETE_ROOT, SYSTEM_POWER, MOVE_TO_NULL, SYSTEM_FILE_DESTROYED, RISKY_DELETE),
                on_invocation=(_check,), on_write=(_check_write,))
