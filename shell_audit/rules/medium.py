"""Medium risk (warn): everyday operations that deserve a second look but must
not be blocked: package installs, privilege wrappers, world-writable modes,
PATH changes, history tampering, firewall flushes, force pushes."""

from __future__ import annotations

from shell_audit.facts import Field, Invocation, Span
from shell_audit.models import Level, Severity
from shell_audit.rules.base import Family, Findings, rule
from shell_audit.tables import PACKAGE_MANAGERS, PACKAGE_RUNNERS, PRIVILEGE_WRAPPERS

F = "medium-risk"

PACKAGE_INSTALL = rule("SA961", "package-install", F, Level.WARN, Severity.MEDIUM,
    "Installs a named package from a registry (typosquatting and install scripts run code).",
    """Installing a package by name runs its install hooks with the agent's rights and is the
    usual target of typosquatting. Installing from the project's lockfile or requirements
    (`npm ci`, `pip install -r requirements.txt`, `pip install -e .`) passes.""",
    ["pip install requests", "npm install left-pad", "sudo apt-get install -y nmap", "cargo install ripgrep", "npx create-react-app x"],
    ["pip install -r requirements.txt", "pip install -e .", "npm ci", "npm install", "poetry install"])
PRIVILEGE_WRAPPER = rule("SA962", "privilege-wrapper", F, Level.WARN, Severity.MEDIUM,
    "Runs a command as another user (sudo, su, doas); the wrapped command is judged too.",
    """Elevated commands deserve a look even when harmless; anything the wrapped command does
    is classified as well and the worse verdict wins.""",
    ["sudo systemctl restart nginx", "su - postgres", "doas make install"], ["make install PREFIX=$HOME/.local"])
WORLD_WRITABLE = rule("SA963", "world-writable-permissions", F, Level.WARN, Severity.MEDIUM,
    "Makes files world-writable (chmod 777, a+w, o+w).",
    """World-writable files let any local user or process plant code in them.""",
    ["chmod 777 run.sh", "chmod -R a+rwx data", "chmod o+w /tmp/shared"], ["chmod 755 run.sh", "chmod +x run.sh"])
PATH_CHANGE = rule("SA964", "path-change", F, Level.WARN, Severity.MEDIUM,
    "Changes PATH, deciding which program every later command name runs.",
    """A directory put first on PATH can shadow `ls`, `git` or `sudo` for the rest of the
    session.""",
    ["export PATH=/tmp/bin:$PATH", "PATH=.:$PATH make", "declare -x PATH=./bin"], ["echo $PATH", "which python3"])
HISTORY_TAMPERING = rule("SA965", "history-tampering", F, Level.WARN, Severity.MEDIUM,
    "Disables or clears the shell history (anti-forensics).",
    """`history -c`, `unset HISTFILE` and `HISTFILE=/dev/null` erase the audit trail.""",
    ["history -c", "export HISTFILE=/dev/null", "HISTSIZE=0"], ["history | tail -5"])
FIREWALL_CHANGE = rule("SA966", "firewall-change", F, Level.WARN, Severity.MEDIUM,
    "Flushes or disables the firewall.",
    """`iptables -F`, `ufw disable` and `setenforce 0` remove host protections.""",
    ["iptables -F", "sudo ufw disable", "setenforce 0"], ["iptables -L -n", "ufw status"])
FORCE_PUSH = rule("SA967", "force-push", F, Level.WARN, Severity.MEDIUM,
    "Force-pushes, rewriting shared history.",
    """A force push can erase other people's commits; agents should rarely need it.""",
    ["git push --force origin main", "git push -f"], ["git push origin feature", "git push --force-with-lease"])

_INSTALL_EXEMPT_FLAGS = ("-r", "--requirement", "-e", "--editable", "-c", "--constraint")
_LOCKFILE_ARGS = frozenset({".", "./", "-", "--"})


def _installs_named(inv: Invocation) -> bool:
    name = inv.name or ""
    subcommands = PACKAGE_MANAGERS.get(name)
    texts = inv.arg_texts()
    if name in ("python", "python3") and texts[:2] == ["-m", "pip"]:
        texts, subcommands = texts[2:], PACKAGE_MANAGERS["pip"]
    elif name == "uv" and texts[:1] == ["pip"]:
        texts, subcommands = texts[1:], PACKAGE_MANAGERS["pip"]
    if subcommands is None:
        return False
    if name in ("cpan", "cpanm"):
        return bool(texts)
    verb_index = next((i for i, t in enumerate(texts) if t in subcommands), None)
    if verb_index is None:
        return False
    rest = texts[verb_index + 1:]
    if any(t in _INSTALL_EXEMPT_FLAGS or t.startswith(("--requirement=", "--editable=")) for t in rest):
        return False
    packages = [t for t in rest if not t.startswith("-") and t not in _LOCKFILE_ARGS and not t.startswith(("./", "/", "../"))]
    return bool(packages)


def _check(inv: Invocation, out: Findings) -> None:
    name = inv.name or ""
    texts = inv.arg_texts()
    if _installs_named(inv) or (name in PACKAGE_RUNNERS and _runs_remote_package(texts)):
        out.add(PACKAGE_INSTALL, inv.span)
    if name in PRIVILEGE_WRAPPERS:
        out.add(PRIVILEGE_WRAPPER, inv.span)
    if name == "chmod" and any(_world_writable(t) for t in texts if not t.startswith("--")):
        out.add(WORLD_WRITABLE, inv.span)
    if name == "history" and "-c" in texts:
        out.add(HISTORY_TAMPERING, inv.span)
    if name == "unset" and any(t in ("HISTFILE", "HISTSIZE") for t in texts):
        out.add(HISTORY_TAMPERING, inv.span)
    if (name in ("iptables", "ip6tables", "nft") and any(t in ("-F", "--flush", "flush") for t in texts)) or (
        name == "ufw" and "disable" in texts
    ) or (name == "setenforce" and texts[:1] == ["0"]):
        out.add(FIREWALL_CHANGE, inv.span)
    if name == "git" and texts[:1] == ["push"] and any(t in ("--force", "-f") or t.startswith("+") for t in texts):
        out.add(FORCE_PUSH, inv.span)


def _runs_remote_package(texts: list[str]) -> bool:
    """`npx jest` runs the project's own tool; `npx -y pkg`, `npx pkg@1`,
    `npx create-x` and `--package` fetch one from the registry."""
    if any(t in ("-y", "--yes", "-p", "--package") or t.startswith("--package=") for t in texts):
        return True
    first = next((t for t in texts if not t.startswith("-")), "")
    return "@" in first.lstrip("@") or first.startswith(("create-", "@")) or "/" in first


def _world_writable(mode: str) -> bool:
    if mode.isdigit() and len(mode) >= 3:
        return int(mode[-1]) & 2 != 0
    return any(c.startswith(("o", "a", "+")) and "w" in c.split("+", 1)[-1] for c in mode.split(",") if "+" in c or "=" in c) and not mode.startswith("-")


def _check_assignment(name: str, value: Field, exported: bool, span: Span, out: Findings) -> None:
    if name == "PATH":
        out.add(PATH_CHANGE, span)
    elif name in ("HISTFILE", "HISTSIZE", "HISTFILESIZE") and value.text in ("/dev/null", "0", ""):
        out.add(HISTORY_TAMPERING, span)


FAMILY = Family(name=F, rules=(PACKAGE_INSTALL, PRIVILEGE_WRAPPER, WORLD_WRITABLE, PATH_CHANGE, HISTORY_TAMPERING,
                               FIREWALL_CHANGE, FORCE_PUSH),
                on_invocation=(_check,), on_assignment=(_check_assignment,))
