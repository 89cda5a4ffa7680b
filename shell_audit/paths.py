"""Path knowledge: canonical form of a path word and what a path is sensitive for.

Paths are compared after canonicalization (`$HOME`, `${HOME}`, `/root` and `~`
fold to `~`; `//`, `/./` and `..` are resolved lexically), so `~/.ssh/../.ssh/id_rsa`
and `$HOME/.ssh/id_rsa` are the same secret.
"""

from __future__ import annotations

import fnmatch
import posixpath
import re
from enum import Enum
from functools import lru_cache


class PathKind(str, Enum):
    SECRET = "secret"
    PERSISTENCE = "persistence"
    PRIVILEGED = "privileged"
    LOADER = "loader"
    DEVICE = "device"
    SYSTEM_ROOT = "system-root"
    HOME_ROOT = "home-root"
    DOTENV = "dotenv"


_HOME_PREFIXES = ("$HOME", "${HOME}", "~", "/root")


@lru_cache(maxsize=8192)
def canonical(path: str) -> str:
    """Lexically canonical path with the home directory folded to `~`."""
    p = path.strip()
    if not p:
        return p
    for prefix in _HOME_PREFIXES:
        if p == prefix or p.startswith(prefix + "/"):
            p = "~" + p[len(prefix):]
            break
    if p.startswith("~") and not p.startswith("~/") and p != "~":
        # ~user/... : another user's home is still a home
        rest = p.find("/")
        p = "~" + (p[rest:] if rest != -1 else "")
    if p.startswith("/home/"):
        parts = p.split("/", 3)
        p = "~" + ("/" + parts[3] if len(parts) > 3 else "")
    is_home = p.startswith("~")
    body = p[1:] if is_home else p
    if body:
        absolute = body.startswith("/")
        norm = posixpath.normpath(body)
        if absolute and norm.startswith("//"):
            norm = "/" + norm.lstrip("/")
        if not absolute and norm == ".":
            norm = ""
        body = norm if (absolute or not is_home) else "/" + norm
    if is_home:
        return "~" + (body if body not in ("/", "/.") else "")
    return body


_SECRET_PATTERNS = (
    "~/.ssh/id_*", "*/.ssh/id_*", "~/.ssh/*_key", "~/.ssh/*.pem", "~/.ssh/identity", "~/.ssh", "~/.aws",
    "~/.kube", "~/.docker", "~/.ssh/*", "*/.aws/credentials", "*/.kube/config", "*/.git-credentials", "*/.netrc",
    "~/Library/Application Support/Google/Chrome/*", "~/Library/Cookies/*", "/etc/ssh/ssh_host_*_key",
    "/etc/shadow", "/etc/gshadow", "/etc/shadow-", "/etc/master.passwd", "/etc/sudoers",
    "~/.aws/credentials", "~/.aws/config", "~/.config/gcloud/*", "~/.config/gcloud",
    "~/.azure/*", "~/.kube/config", "~/.docker/config.json", "~/.netrc", "~/.git-credentials",
    "~/.pgpass", "~/.npmrc", "~/.pypirc", "~/.gem/credentials", "~/.config/gh/hosts.yml",
    "~/.gnupg/*", "~/.gnupg", "~/.password-store/*", "~/.vault-token", "~/.terraform.d/credentials*",
    "~/.config/hub", "~/.mozilla/firefox/*", "~/.config/google-chrome/*", "~/.config/chromium/*",
    "~/Library/Keychains/*", "~/.local/share/keyrings/*", "~/.bash_history", "~/.zsh_history",
    "~/.history", "~/.mysql_history", "~/.psql_history", "~/.python_history", "/proc/*/environ",
    "/proc/self/environ", "/var/run/secrets/kubernetes.io/*", "~/.cargo/credentials*",
    "~/.config/rclone/rclone.conf", "~/.s3cfg", "~/.boto", "~/.dockercfg", "~/.config/git/credentials",
    "~/.config/BraveSoftware/*", "~/Library/Application Support/BraveSoftware/*", "~/.config/microsoft-edge/*",
    "~/snap/firefox/common/.mozilla/firefox/*", "~/snap/chromium/common/chromium/*",
    "~/Library/Application Support/Firefox/*",
)
_PUBLIC_SSH = (".pub", "known_hosts", "known_hosts.old", "/config", "authorized_keys", "authorized_keys2", "/rc")
_DOTENV_PATTERNS = (".env", "*/.env", ".env.*", "*/.env.*")
_DOTENV_TEMPLATES = (".example", ".sample", ".template", ".dist", ".defaults")
_PERSISTENCE_PATTERNS = (
    "~/.bashrc", "~/.bash_profile", "~/.bash_login", "~/.profile", "~/.zshrc", "~/.zprofile", "~/.bash_aliases", "~/.aliases",
    "~/.zshenv", "~/.zlogin", "~/.kshrc", "~/.cshrc", "~/.tcshrc", "~/.config/fish/config.fish",
    "~/.config/fish/conf.d/*", "~/.bash_logout", "~/.inputrc", "/etc/profile", "/etc/profile.d/*",
    "/etc/bash.bashrc", "/etc/bashrc", "/etc/zsh/*", "/etc/environment", "~/.ssh/authorized_keys*",
    "~/.ssh/rc", "~/.ssh/config", "/etc/cron*", "/etc/cron.d/*", "/var/spool/cron/*",
    "/var/spool/cron", "/etc/crontab", "~/.config/systemd/*", "/etc/systemd/*", "/lib/systemd/*",
    "/usr/lib/systemd/*", "~/Library/LaunchAgents/*", "/Library/LaunchAgents/*",
    "/Library/LaunchDaemons/*", "/etc/rc.local", "/etc/init.d/*", "~/.config/autostart/*",
    "/etc/xdg/autostart/*", "~/.xinitrc", "~/.xprofile", "*/.git/hooks/*", ".git/hooks/*",
    "~/.gitconfig", "~/.vimrc", "/etc/update-motd.d/*", "/etc/udev/rules.d/*",
)
_LOADER_PATTERNS = ("/etc/ld.so.preload", "/etc/ld.so.conf", "/etc/ld.so.conf.d/*")
_PRIVILEGED_PATTERNS = ("/etc/*", "/etc", "/usr/*", "/bin/*", "/sbin/*", "/lib/*", "/lib64/*", "/boot/*", "/sys/*", "/var/lib/*", "/opt/*")
_DEVICE_PATTERNS = (
    "/dev/sd*", "/dev/hd*", "/dev/nvme*", "/dev/vd*", "/dev/xvd*", "/dev/mmcblk*", "/dev/disk*",
    "/dev/mapper/*", "/dev/md*", "/dev/dm-*", "/dev/loop*", "/dev/mem", "/dev/kmem", "/dev/port",
    "/dev/rdisk*", "/dev/root", "/dev/sr*", "/dev/fd0", "/proc/sysrq-trigger", "/proc/sys/kernel/*",
)
_HARMLESS_DEVICES = frozenset({"/dev/null", "/dev/stdout", "/dev/stderr", "/dev/stdin", "/dev/tty", "/dev/zero", "/dev/random", "/dev/urandom", "/dev/full"})
SYSTEM_ROOTS = frozenset({
    "/", "/*", "/bin", "/boot", "/dev", "/etc", "/home", "/lib", "/lib32", "/lib64", "/media",
    "/mnt", "/opt", "/proc", "/root", "/run", "/sbin", "/srv", "/sys", "/usr", "/var", "/usr/bin",
    "/usr/lib", "/usr/local", "/usr/sbin", "/usr/share", "/var/lib", "/var/log", "/System",
    "/Users", "/Applications", "/Library", "/private", "/etc/*", "/usr/*", "/var/*", "/home/*",
    "/bin/*", "/boot/*", "/lib/*", "/sbin/*", "/opt/*", "/Users/*",
})
HOME_ROOTS = frozenset({"~", "~/*", "~/.*", "~/.[!.]*", "~/.??*"})


def _compile(patterns: tuple[str, ...]) -> "re.Pattern[str]":
    """One regex per pattern group: a path is tested once per group, not per pattern."""
    return re.compile("|".join(fnmatch.translate(p) for p in patterns))


_SECRET = _compile(_SECRET_PATTERNS)
_DOTENV = _compile(_DOTENV_PATTERNS)
_PERSISTENCE = _compile(_PERSISTENCE_PATTERNS)
_LOADER = _compile(_LOADER_PATTERNS)
_DEVICE = _compile(_DEVICE_PATTERNS)
_PRIVILEGED = _compile(_PRIVILEGED_PATTERNS)


# Concrete paths a glob in a command is tried against: bash expands `/???/s??d?w`
# or `~/.*/id_ed25519` on the file system, so a glob is as sensitive as the most
# sensitive of these it can name. Every literal pattern above, plus names the
# wildcard patterns stand for.
_GLOB_SAMPLES = tuple(sorted({
    p for group in (_SECRET_PATTERNS, _PERSISTENCE_PATTERNS, _LOADER_PATTERNS, _DEVICE_PATTERNS)
    for p in group if not any(c in p for c in "*?[")
} | {
    "~/.ssh/id_rsa", "~/.ssh/id_ed25519", "~/.ssh/id_ecdsa", "~/.ssh/id_dsa", "~/.ssh/authorized_keys",
    "/proc/1/environ", "/etc/cron.d/job", "/var/spool/cron/crontabs/root", "/etc/profile.d/x.sh",
    "/dev/sda", "/dev/nvme0n1", "/dev/vda", "/dev/mmcblk0", "/etc/ssh/ssh_host_rsa_key",
    "~/.gnupg/private-keys-v1.d", "~/.config/gcloud/credentials.db", "~/.azure/accessTokens.json",
}))


def _glob_regex(glob: str) -> "re.Pattern[str]":
    """bash's pathname expansion as a regex: `*` and `?` stay inside one component;
    `**` (what `find ROOT` reaches) spans any depth, `/**/` none too."""
    out: list[str] = []
    i = 0
    while i < len(glob):
        c = glob[i]
        close = glob.find("]", i + 2) if c == "[" else -1
        if glob.startswith("**/", i):
            out.append("(?:.*/)?")
            i += 3
            continue
        if glob.startswith("**", i):
            out.append(".*")
            i += 2
            continue
        if c == "*":
            out.append("[^/]*")
        elif c == "?":
            out.append("[^/]")
        elif close != -1:
            body = glob[i + 1:close]
            negate = body[:1] in ("!", "^")
            chars = body[1:] if negate else body
            # a `-` between two other characters is a range; anywhere else a literal
            members = "".join(
                ch if ch == "-" and 0 < k < len(chars) - 1 and "-" not in (chars[k - 1], chars[k + 1]) else re.escape(ch)
                for k, ch in enumerate(chars))
            out.append("[" + ("^" if negate else "") + members + "]")
            i = close
        else:
            out.append(re.escape(c))
        i += 1
    return re.compile("".join(out) + r"\Z")


@lru_cache(maxsize=8192)
def path_kinds(word: str) -> frozenset[PathKind]:
    """What a path (as written in a command) is sensitive for; empty if nothing.
    A glob is also what any known sensitive path it can expand to is."""
    if not word or word.startswith("-"):
        return frozenset()
    path = canonical(word)
    kinds = set(_literal_kinds(path))
    if any(c in path for c in "*?["):
        try:
            matcher = _glob_regex(path)
        except re.error:
            return frozenset(kinds)
        for sample in _GLOB_SAMPLES:
            if matcher.match(sample):
                kinds |= _literal_kinds(sample)
    return frozenset(kinds)


def _literal_kinds(path: str) -> frozenset[PathKind]:
    kinds: set[PathKind] = set()
    if path in SYSTEM_ROOTS or (path.startswith("/") and path.rstrip("/*") == ""):
        kinds.add(PathKind.SYSTEM_ROOT)
    if path in HOME_ROOTS:
        kinds.add(PathKind.HOME_ROOT)
    if _SECRET.match(path) and not path.endswith(_PUBLIC_SSH) or path.endswith("/.kube/config"):
        kinds.add(PathKind.SECRET)
    if _DOTENV.match(path) and not path.endswith(_DOTENV_TEMPLATES):
        kinds.add(PathKind.DOTENV)
    if _PERSISTENCE.match(path):
        kinds.add(PathKind.PERSISTENCE)
    if _LOADER.match(path):
        kinds.add(PathKind.LOADER)
    if path not in _HARMLESS_DEVICES and _DEVICE.match(path):
        kinds.add(PathKind.DEVICE)
    if _PRIVILEGED.match(path):
        kinds.add(PathKind.PRIVILEGED)
    return frozenset(kinds)
