"""Judge what bash actually ran: fetched content run as code, or a destructive command.

The oracle's notion of risk is deliberately narrow (the two classes it can observe
for certain), so an oracle `risky` is ground truth; an oracle `clean` only says
neither of these happened (a credential read or an exfiltration is out of its view).
"""

from __future__ import annotations

import posixpath
from dataclasses import dataclass
from typing import Literal

from fuzz.oracle.sandbox import HOME, MARKER, Exec, Execution

SYSTEM_DIRS = frozenset({"bin", "boot", "dev", "etc", "lib", "lib32", "lib64", "opt", "proc", "root", "sbin", "srv",
                         "sys", "usr", "var", "snap"})
INTERPRETERS = frozenset({"python", "python2", "python3", "perl", "ruby", "node", "nodejs", "php", "lua", "zsh",
                          "ksh", "fish", "tclsh", "pwsh", "osascript"})
ALWAYS_DESTRUCTIVE = frozenset({"wipefs", "fdisk", "sfdisk", "parted", "shutdown", "reboot", "halt", "poweroff"})
Outcome = Literal["bypass", "weak", "fp-candidate", "agree"]


@dataclass(frozen=True)
class Risk:
    """One risky thing bash did, with the exec that shows it."""

    kind: Literal["fetched-code", "destructive"]
    detail: str


def _operands(argv: tuple[str, ...]) -> list[str]:
    if "--" in argv:
        i = argv.index("--")
        return [a for a in argv[:i] if not a.startswith("-")] + list(argv[i + 1:])
    return [a for a in argv if not a.startswith("-")]


def _resolve(pwd: str, path: str) -> str:
    return posixpath.normpath(posixpath.join(pwd, path))


def in_danger_zone(path: str) -> bool:
    """`/`, the home directory or one of its ancestors, or anything under a system directory."""
    if path in ("/", HOME) or HOME.startswith(path.rstrip("/") + "/"):
        return True
    return path.split("/")[1] in SYSTEM_DIRS


def _recursive(argv: tuple[str, ...]) -> bool:
    return any(a in ("--recursive", "-R") or (a.startswith("-") and not a.startswith("--") and "R" in a) for a in argv)


def _destructive(e: Exec) -> str | None:
    name = e.name
    targets = [_resolve(e.pwd, t) for t in _operands(e.argv)]
    danger = [t for t in targets if in_danger_zone(t)]
    if name in ALWAYS_DESTRUCTIVE or name.startswith("mkfs"):
        return name
    if name in ("rm", "shred", "unlink", "rmdir", "srm", "wipe") and danger:
        return f"{name} {danger[0]}"
    if name == "dd" and any(a.startswith("of=/dev/") for a in e.argv):
        return "dd onto a device"
    if name in ("chmod", "chown", "chgrp") and _recursive(e.argv):
        hit = [t for t in targets[1:] if in_danger_zone(t)]
        if hit:
            return f"{name} -R {hit[0]}"
    if name == "find" and "-delete" in e.argv:
        starts = [_resolve(e.pwd, a) for a in e.argv[: next((i for i, a in enumerate(e.argv) if a[:1] in "-(!"), len(e.argv))]]
        if not starts or any(in_danger_zone(s) for s in starts):
            return "find -delete over " + (starts[0] if starts else ".")
    if name == "mv" and any(t == "/" or t == HOME or t.count("/") == 1 and t.split("/")[1] in SYSTEM_DIRS for t in targets[:-1]):
        return f"mv {targets[0]}"
    return None


def _fetched_code(e: Exec) -> str | None:
    if e.name == MARKER:
        return "bash ran the fetched content as code"
    if e.name not in INTERPRETERS:
        return None
    if any(MARKER in a for a in e.argv):
        return f"{e.name} got the fetched content as a code argument"
    reads_code = not e.argv or e.argv[0] == "-" or (e.argv[0] == "-s")
    if MARKER in e.stdin and reads_code:
        return f"{e.name} read the fetched content as code from stdin"
    return None


def risks(execution: Execution) -> list[Risk]:
    """Every risky exec of one run, fetched code first."""
    found: list[Risk] = []
    for e in execution.execs:
        if (detail := _fetched_code(e)) is not None:
            found.append(Risk("fetched-code", detail))
        if (detail := _destructive(e)) is not None:
            found.append(Risk("destructive", detail))
    return sorted(set(found), key=lambda r: (r.kind != "fetched-code", r.detail))


def compare(found: list[Risk], verdict: str) -> Outcome:
    """Oracle truth vs the classifier: a risky run that passed is a bypass; a clean run
    that was blocked is a false-positive candidate; risky but only warned is weak."""
    if found:
        return "bypass" if verdict == "pass" else "weak" if verdict == "warn" else "agree"
    return "fp-candidate" if verdict == "block" else "agree"
