"""The facts the analyzer derives from the syntax tree and hands to the rules.

Taint bits say where a value came from: a network fetch, a decoder, a secret,
an unknown variable, or a local command's output. Rules never look at raw
command text; they look at these facts.
"""

from __future__ import annotations

# The fact types are plain classes with explicit constructors, not dataclasses:
# mypyc compiles these natively, while a dataclass's generated __init__ stays
# interpreted code, and they are built for every word of every command.

REMOTE = 1  # network content
DECODED = 2  # output of a decoder (base64 -d, xxd -r, printf '\x..')
SECRET = 4  # credentials, environment dumps, shell history
UNKNOWN = 8  # a variable or parameter whose value is not known here
LOCAL = 16  # output of a local command (dynamic, not remote)
SHELL_IO = 32  # output of a shell reading commands from stdin (reverse-shell plumbing)

CODE_TAINT = REMOTE | DECODED


Span = tuple[int, int]


class Field:
    """One argv word after bash's expansions, as far as they can be known statically."""

    def __init__(self, text: str | None, span: Span, taint: int = 0, quoted: bool = False,
                 may_vanish: bool = False, is_procsub: bool = False, raw: str | None = None,
                 pattern: str | None = None) -> None:
        self.text = text  # None when not statically known
        self.span = span
        self.taint = taint
        self.quoted = quoted
        self.may_vanish = may_vanish  # an unquoted expansion that may expand to no word at all
        self.is_procsub = is_procsub  # a <( ) path whose file content carries `taint`
        self.raw = raw  # source text inside the quotes, for re-parsing code strings
        self.pattern = pattern  # unknown text: the path glob it may name (words.path_pattern)

    @property
    def path_text(self) -> str | None:
        """The text, or for a path with unknown parts the glob of what it may name."""
        return self.text if self.text is not None else self.pattern

    def __repr__(self) -> str:
        return f"Field(text={self.text!r}, span={self.span}, taint={self.taint})"

    @property
    def known(self) -> bool:
        return self.text is not None


class Heredoc:
    def __init__(self, body: str, quoted: bool, taint: int, span: Span) -> None:
        self.body = body
        self.quoted = quoted
        self.taint = taint
        self.span = span


class Redirect:
    def __init__(self, op: str, fd: int | None, target: Field | None, heredoc: Heredoc | None = None, span: Span = (0, 0)) -> None:
        self.op = op
        self.fd = fd
        self.target = target
        self.heredoc = heredoc
        self.span = span

    @property
    def is_output(self) -> bool:
        return self.op in (">", ">>", ">|", "&>", "&>>", ">&", "<>") and self.heredoc is None

    @property
    def is_input(self) -> bool:
        return self.op in ("<", "<>")


class Invocation:
    """A command as bash will exec it, after wrappers are peeled off.

    `argv[0]` is the effective command word; `name` its basename when known.
    `wrappers` lists what was peeled (`sudo`, `env`, `xargs`, ...).
    """

    def __init__(self, name: str | None, argv: list[Field], span: Span, stdin_taint: int = 0,
                 stdin_text: str | None = None, assignments: list[tuple[str, Field]] | None = None,
                 redirects: list[Redirect] | None = None, wrappers: tuple[str, ...] = (), depth: int = 0,
                 cwd: str | None = None) -> None:
        self.name = name
        self.argv = argv
        self.span = span
        self.stdin_taint = stdin_taint
        self.stdin_text = stdin_text  # static text on stdin (heredoc, here-string, `echo ... |`)
        self.assignments: list[tuple[str, Field]] = assignments if assignments is not None else []
        self.redirects: list[Redirect] = redirects if redirects is not None else []
        self.wrappers = wrappers
        self.depth = depth
        self.file_taint = 0  # content taint of files named in the arguments (written earlier)
        self.cwd = cwd  # the directory it runs in, when a `cd` made it known
        self._texts: list[str] | None = None

    def __repr__(self) -> str:
        return f"Invocation(name={self.name!r}, argv={self.argv!r}, wrappers={self.wrappers!r})"

    @property
    def args(self) -> list[Field]:
        return self.argv[1:]

    def arg_texts(self) -> list[str]:
        """Static argument texts, and for paths with unknown parts the glob they may name
        (`/home/$USER` is `/home/*`); computed once: argv is final when rules run."""
        texts = self._texts
        if texts is None:
            texts = self._texts = [t for t in (a.path_text for a in self.argv[1:]) if t is not None]
        return texts

    def path_texts(self) -> list[str]:
        """`arg_texts`, with relative paths read from the known working directory
        (`cd / && rm -rf *` deletes `/*`); the same as `arg_texts` when it is unknown."""
        texts = self.arg_texts()
        return texts if self.cwd is None else [self.here(t) for t in texts]

    def here(self, path: str) -> str:
        """`path` as read from the working directory, when a `cd` made it known."""
        return path if self.cwd is None else in_directory(self.cwd, path)

    def has_flag(self, *flags: str) -> bool:
        """True if a static argument equals one of `flags` or, for single-letter
        flags, a clustered short option contains the letter (`-rf` has `-r`)."""
        letters = {f[1] for f in flags if len(f) == 2 and f[0] == "-" and f[1] != "-"}
        for text in self.arg_texts():
            if text in flags:
                return True
            if letters and len(text) > 2 and text[0] == "-" and text[1] != "-" and letters & set(text[1:]):
                return True
            if "=" in text and text.split("=", 1)[0] in flags:
                return True
        return False


def in_directory(cwd: str, path: str) -> str:
    """`path` as seen from `cwd` (options, assignments and URLs are left alone)."""
    if not path or path.startswith(("/", "~", "-")) or "=" in path or "://" in path:
        return path
    return cwd.rstrip("/") + "/" + path


def join_fields(fields: list[Field]) -> Field:
    """Several words as one code string (`eval a b`, `watch x y`, `ssh h cmd args`)."""
    taint = 0
    for f in fields:
        taint |= f.taint
    texts = [f.text for f in fields]
    text = " ".join(t for t in texts if t is not None) if all(t is not None for t in texts) else None
    return Field(text=text, span=(fields[0].span[0], fields[-1].span[1]), taint=taint | (0 if text is not None else UNKNOWN))
