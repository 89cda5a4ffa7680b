"""Command knowledge as data: wrappers, interpreters, fetchers, decoders, readers.

The analyzer consults these tables instead of matching command text, so a new
wrapper or interpreter is one entry here, not a new regex.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache


@dataclass(frozen=True, slots=True)
class WrapperSpec:
    """A command that runs another command given in its arguments.

    `value_options` take a separate argument; `positionals` is how many
    non-option words come before the wrapped command (timeout's duration,
    chroot's root dir). `code_options` take a shell code string (`su -c`).
    """

    value_options: frozenset[str] = frozenset()
    positionals: int = 0
    code_options: frozenset[str] = frozenset()
    stops_at_double_dash: bool = True
    lookup_options: frozenset[str] = frozenset()  # `command -v` only looks a name up


def _w(value: str = "", positionals: int = 0, code: str = "", lookup: str = "") -> WrapperSpec:
    return WrapperSpec(
        value_options=frozenset(value.split()),
        positionals=positionals,
        code_options=frozenset(code.split()),
        lookup_options=frozenset(lookup.split()),
    )


WRAPPERS: dict[str, WrapperSpec] = {
    "env": _w("-u --unset -C --chdir -S --split-string"),
    "sudo": _w("-u --user -g --group -h --host -p --prompt -C --close-from -r --role -t --type -U --other-user -D --chdir -R --chroot -T --command-timeout"),
    "doas": _w("-u -C"),
    "nohup": _w(),
    "setsid": _w(),
    "time": _w("-f --format -o --output"),
    "command": _w(lookup="-v -V"),
    "builtin": _w(),
    "exec": _w("-a"),
    "nice": _w("-n --adjustment"),
    "ionice": _w("-c --class -n --classdata -p --pid -P --pgid -u --uid"),
    "timeout": _w("-s --signal -k --kill-after", positionals=1),
    "stdbuf": _w("-i --input -o --output -e --error"),
    "chroot": _w("--userspec --groups", positionals=1),
    "taskset": _w(positionals=1),
    "chrt": _w(positionals=1),
    "unbuffer": _w(),
    "chronic": _w(),
    "flock": _w("-w --timeout -E --conflict-exit-code", positionals=1, code="-c --command"),
    "strace": _w("-o -e -p -s -u -E"),
    "ltrace": _w("-o -e -p -s -u"),
    "catchsegv": _w(),
    "xvfb-run": _w("-n --server-num -s --server-args -f --auth-file -e --error-file -p --xauth-protocol"),
    "watch": _w("-n --interval -d --differences"),
    "su": _w("-s --shell -g --group -G --supp-group -w --whitelist-environment", code="-c --command --session-command"),
    "runuser": _w("-u --user -g --group -G --supp-group -s --shell", code="-c --command --session-command"),
    "sg": _w(code="-c"),
    "script": _w("-t --timing -I --log-in -O --log-out -B --log-io -T --log-timing -E --echo", code="-c --command"),
    "busybox": _w(),
    "proxychains": _w("-f"),
    "proxychains4": _w("-f"),
    "torsocks": _w("-u -p -a -P"),
    "firejail": _w(),
    "unshare": _w(),
    "nsenter": _w("-t --target -S --setuid -G --setgid"),
    "caffeinate": _w(),
    "systemd-run": _w("-p --property -u --unit --description --slice -E --setenv"),
    "coproc": _w(),
    "screen": _w("-S -c -L -Logfile -t -T -p -X"),
    "dtach": _w(positionals=1),
    "tsp": _w(),
    "parallel": _w("-j --jobs -S --sshlogin --joblog"),
    "pkexec": _w("--user"),
}

# Distribution variants of a command, folded to the name the rules know.
NAME_ALIASES: dict[str, str] = {
    "nc.traditional": "nc", "nc.openbsd": "nc", "netcat.traditional": "nc", "netcat.openbsd": "nc",
    "ncat.exe": "ncat", "gbase64": "base64",
    "mke2fs": "mkfs", "mkdosfs": "mkfs", "mkntfs": "mkfs", "mkfs.ext4": "mkfs", "mkfs.ext3": "mkfs",
    "mkfs.xfs": "mkfs", "mkfs.vfat": "mkfs", "mkfs.btrfs": "mkfs", "nodejs": "node",
}

# Options whose value a tool runs (GTFOBins-style): program -> option -> how.
# "code" values are shell code (a leading `exec=` or `!` is stripped); "program"
# values are a program the tool runs with its own arguments.
OPTION_CODE: dict[str, dict[str, str]] = {
    "tar": {"--checkpoint-action": "code", "--to-command": "code", "--use-compress-program": "program",
            "-I": "program", "--info-script": "code", "--new-volume-script": "code", "-F": "code", "--rsh-command": "program"},
    "sort": {"--compress-program": "program"},
    "rg": {"--pre": "program"},
    "rsync": {"-e": "code", "--rsh": "code", "--rsync-path": "code"},
    "scp": {"-S": "program", "-o": "ssh-option"},
    "ssh": {"-o": "ssh-option"}, "sftp": {"-o": "ssh-option", "-S": "program"},
    "sqlite3": {}, "sqlite": {},
    "git": {"--open-files-in-pager": "code", "-O": "code", "--upload-pack": "code", "--receive-pack": "code", "--exec": "code"},
    "vim": {"-c": "vim", "--cmd": "vim"}, "vi": {"-c": "vim", "--cmd": "vim"}, "nvim": {"-c": "vim", "--cmd": "vim"},
    "view": {"-c": "vim"}, "ex": {"-c": "vim"}, "less": {},
    "zip": {"-TT": "code", "--unzip-command": "code"},
    "gdb": {"-ex": "gdb", "--eval-command": "gdb"},
    "man": {"-P": "code", "--pager": "code"},
}
# `git -c KEY=VALUE` keys whose value git runs as shell code.
GIT_CODE_KEYS = frozenset({
    "core.sshcommand", "core.pager", "core.editor", "core.fsmonitor", "sequence.editor", "diff.external",
    "core.askpass", "credential.helper", "gpg.program", "pager.log", "pager.diff", "uploadpack.packobjectshook",
})
# Container CLIs whose `exec`/`run` take a command to run inside (value options listed).
CONTAINER_EXEC_VALUE_OPTIONS = frozenset({
    "-e", "--env", "-u", "--user", "-w", "--workdir", "--env-file", "--detach-keys", "-c", "--container",
    "-n", "--namespace", "--name", "-v", "--volume", "-p", "--publish", "--network", "--entrypoint",
    "--mount", "--platform", "--pull", "-l", "--label", "--cpus", "-m", "--memory", "--gpus", "--restart",
    "--cap-add", "--cap-drop", "--pid", "--ipc", "--hostname", "-h", "--add-host", "--dns", "--log-driver",
    "--security-opt", "--tmpfs", "--ulimit", "--shm-size", "--image", "--overrides", "--kubeconfig", "--context",
})
CONTAINER_CLIS = frozenset({"docker", "podman", "nerdctl", "kubectl", "oc", "crictl", "lxc", "ctr"})

# Wrappers whose non-option words all join into one shell code string
# (`watch 'cmd'`, `ssh host cmd...`) rather than an argv to exec.
CODE_JOINING_WRAPPERS = frozenset({"watch"})

SHELLS = frozenset({
    "sh", "bash", "zsh", "dash", "ksh", "mksh", "ash", "fish", "csh", "tcsh",
    "yash", "posh", "rbash", "ksh93", "pdksh", "oksh", "loksh",
})


@dataclass(frozen=True, slots=True)
class InterpreterSpec:
    """How an interpreter takes code: flags followed by a code string, flags
    that take another (non-code) value, and whether it reads code from stdin
    when given no script."""

    language: str
    code_flags: frozenset[str]
    value_flags: frozenset[str] = frozenset()
    module_flags: frozenset[str] = frozenset()  # python -m: runs an installed module, stdin is data
    stdin_flags: frozenset[str] = frozenset()  # bash -s, python -
    clustered: bool = True  # short flags may be clustered (`-ec`, `-lane`)


def _i(language: str, code: str, value: str = "", module: str = "", stdin: str = "") -> InterpreterSpec:
    return InterpreterSpec(
        language=language,
        code_flags=frozenset(code.split()),
        value_flags=frozenset(value.split()),
        module_flags=frozenset(module.split()),
        stdin_flags=frozenset(stdin.split()),
    )


_SHELL_SPEC = _i("shell", "-c", value="-o +o -O +O --rcfile --init-file", stdin="-s -i")
_PYTHON_SPEC = _i("python", "-c", value="-W -X -Q", module="-m", stdin="-")

INTERPRETERS: dict[str, InterpreterSpec] = {
    **{name: _SHELL_SPEC for name in SHELLS},
    "python": _PYTHON_SPEC,
    "perl": _i("perl", "-e -E", value="-M -m -I -x -i -0 -l -F -C -d -D -V"),
    "ruby": _i("ruby", "-e", value="-r -I -C -E -x -F -0 -W -T"),
    "node": _i("javascript", "-e --eval -p --print", value="-r --require --import --loader --input-type", stdin="-"),
    "deno": _i("javascript", "eval", stdin="-"),
    "bun": _i("javascript", "-e --eval -p --print", stdin="-"),
    "php": _i("php", "-r -B -R -E", value="-d -c -z -t -f"),
    "lua": _i("lua", "-e", value="-l"),
    "luajit": _i("lua", "-e", value="-l"),
    "Rscript": _i("r", "-e --expr"),
    "osascript": _i("applescript", "-e", value="-l -s"),
    "pwsh": _i("powershell", "-c -command -Command -encodedcommand -EncodedCommand -e -ec -enc", value="-f -File -ExecutionPolicy -ep"),
    "powershell": _i("powershell", "-c -command -Command -encodedcommand -EncodedCommand -e -ec -enc", value="-f -File -ExecutionPolicy -ep"),
    "tclsh": _i("tcl", ""),
    "expect": _i("tcl", "-c", value="-f"),
    "jshell": _i("java", ""),
    "gdb": _i("gdb", "-ex --eval-command", value="-x --command -p"),
}

# Flags whose code is encoded (powershell -EncodedCommand): decoding to execute.
ENCODED_CODE_FLAGS = frozenset({"-encodedcommand", "-EncodedCommand", "-e", "-ec", "-enc"})

AWKS = frozenset({"awk", "gawk", "mawk", "nawk", "busybox-awk"})

SOURCE_BUILTINS = frozenset({"source", "."})
EVAL_BUILTINS = frozenset({"eval"})

# Fetchers print remote content to stdout unless told to write a file.
FETCHERS = frozenset({
    "curl", "wget", "fetch", "http", "https", "httpie", "xh", "xhs", "lwp-request", "GET",
    "lwp-download", "aria2c", "axel", "curlie", "lynx", "links", "elinks", "w3m",
    "ftp", "tftp", "nc", "ncat", "netcat", "socat", "telnet", "openssl", "gh",
    "s3cmd", "gsutil", "rclone", "scp", "sftp", "rsync", "git", "svn",
})
# Of those, the ones whose stdout is remote content by default (others write files).
STDOUT_FETCHERS = frozenset({
    "curl", "http", "https", "httpie", "xh", "xhs", "lwp-request", "GET", "curlie",
    "nc", "ncat", "netcat", "socat", "telnet",
})
NETWORK_SENDERS = frozenset({
    "curl", "wget", "http", "https", "httpie", "xh", "nc", "ncat", "netcat", "socat",
    "telnet", "scp", "sftp", "rsync", "ftp", "tftp", "dig", "nslookup", "host", "ping",
    "openssl", "ssh", "mail", "sendmail", "mutt", "aws", "gsutil", "rclone", "s3cmd",
})
DNS_TOOLS = frozenset({"dig", "nslookup", "host", "ping", "drill", "resolvectl"})

# Commands whose output is their input transformed: taint flows through.
DECODERS = frozenset({"base64", "base32", "basenc", "xxd", "uudecode", "openssl", "gpg", "b64decode"})
DECODE_FLAGS = {
    "base64": frozenset({"-d", "--decode", "-D"}),
    "base32": frozenset({"-d", "--decode"}),
    "basenc": frozenset({"-d", "--decode"}),
    "xxd": frozenset({"-r", "-revert"}),
    "uudecode": frozenset(),  # always decodes
    "b64decode": frozenset(),
    "openssl": frozenset({"-d", "-base64", "-a"}),
    "gpg": frozenset({"-d", "--decrypt"}),
}

# Commands whose output says nothing of their input's content (counts, hashes).
OPAQUE_OUTPUT = frozenset({
    "wc", "md5sum", "sha1sum", "sha256sum", "sha512sum", "b2sum", "cksum", "true", "false",
    "test", "[", "[[", "sleep", "mkdir", "touch", "rm", "chmod", "chown", "cd", "exit", "wait",
})

# Commands that read the files named in their arguments (credential reads).
FILE_READERS = frozenset({
    "cat", "tac", "less", "more", "most", "head", "tail", "grep", "egrep", "fgrep", "rg", "ag",
    "strings", "xxd", "od", "hexdump", "hd", "base64", "base32", "cp", "scp", "rsync", "tar", "zip",
    "7z", "gzip", "bzip2", "xz", "zstd", "nl", "sed", "awk", "gawk", "cut", "sort", "uniq", "paste",
    "diff", "cmp", "vim", "vi", "nano", "emacs", "view", "bat", "batcat", "jq", "yq", "openssl",
    "gpg", "curl", "wget", "nc", "ncat", "python", "python3", "perl", "ruby", "node", "dd", "tee",
    "install", "ln", "mv", "readlink", "file", "source", ".", "xargs", "split", "csplit", "iconv",
    "look", "fold", "fmt", "pr", "column", "rev", "tr", "comm", "join", "sqlite3", "uuencode",
})

ENV_DUMPERS = frozenset({"env", "printenv", "set", "export", "declare", "typeset", "compgen", "history"})

PACKAGE_MANAGERS: dict[str, frozenset[str]] = {
    "pip": frozenset({"install", "download"}),
    "pip3": frozenset({"install", "download"}),
    "pipx": frozenset({"install", "run", "inject"}),
    "uv": frozenset({"add"}),
    "poetry": frozenset({"add"}),
    "pdm": frozenset({"add"}),
    "conda": frozenset({"install"}),
    "mamba": frozenset({"install"}),
    "micromamba": frozenset({"install"}),
    "npm": frozenset({"install", "i", "add", "isntall", "in", "ins", "inst", "insta", "instal"}),
    "pnpm": frozenset({"add", "install", "i"}),
    "yarn": frozenset({"add"}),
    "bun": frozenset({"add", "install", "i"}),
    "gem": frozenset({"install"}),
    "cargo": frozenset({"install", "add"}),
    "go": frozenset({"install", "get"}),
    "apt": frozenset({"install"}),
    "apt-get": frozenset({"install"}),
    "aptitude": frozenset({"install"}),
    "dnf": frozenset({"install"}),
    "yum": frozenset({"install"}),
    "zypper": frozenset({"install", "in"}),
    "apk": frozenset({"add"}),
    "pacman": frozenset({"-S", "-Sy", "-Syu", "-U"}),
    "brew": frozenset({"install"}),
    "port": frozenset({"install"}),
    "snap": frozenset({"install"}),
    "flatpak": frozenset({"install"}),
    "composer": frozenset({"require"}),
    "dotnet": frozenset({"add"}),
    "nuget": frozenset({"install"}),
    "luarocks": frozenset({"install"}),
    "cpan": frozenset(),
    "cpanm": frozenset(),
    "helm": frozenset({"install"}),
}
# Package runners fetch and execute a package in one go.
PACKAGE_RUNNERS = frozenset({"npx", "pnpx", "bunx", "uvx"})

PRIVILEGE_WRAPPERS = frozenset({"sudo", "doas", "su", "runuser", "pkexec"})


# Names the rules know, for resolving glob-built command names (`/bin/r[m]`).
KNOWN_COMMANDS = frozenset(
    SHELLS | set(INTERPRETERS) | FETCHERS | DECODERS | set(WRAPPERS) | set(PACKAGE_MANAGERS) | {
        "rm", "dd", "mkfs", "shred", "wipefs", "chmod", "chown", "chgrp", "crontab", "kill", "pkill", "killall",
        "shutdown", "reboot", "halt", "poweroff", "mv", "cp", "tee", "setcap", "nsenter", "docker", "eval",
        "source", "xargs", "find", "cat", "env", "printenv", "ssh", "scp", "tar", "useradd", "usermod",
    }
)


@lru_cache(maxsize=2048)
def interpreter_for(name: str) -> InterpreterSpec | None:
    """The interpreter spec for a command basename, with versioned names folded
    (`python3.11`, `pypy3`, `perl5.36`, `nodejs`, `ruby3.2`, `php8.2`)."""
    spec = INTERPRETERS.get(name)
    if spec is not None:
        return spec
    stem = name.rstrip("0123456789.")
    if stem in ("python", "pypy", "pythonw"):
        return _PYTHON_SPEC
    if stem == "nodejs":
        return INTERPRETERS["node"]
    return INTERPRETERS.get(stem)
