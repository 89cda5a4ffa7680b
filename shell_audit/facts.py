"""The facts the analyzer derives from the syntax tree and hands to the rules.

Taint bits say where a value came from: a network fetch, a decoder, a secret,
an unknown variable, or a local command's output. Rules never look at raw
command text; they look at these facts.
"""

from __future__ import annotations

from dataclasses import dataclass, field

REMOTE = 1  # network content
DECODED = 2  # output of a decoder (base64 -d, xxd -r, printf '\x..')
SECRET = 4  # credentials, environment dumps, shell history
UNKNOWN = 8  # a variable or parameter whose value is not known here
LOCAL = 16  # output of a local command (dynamic, not remote)
SHELL_IO = 32  # output of a shell reading commands from stdin (reverse-shell plumbing)

CODE_TAINT = REMOTE | DECODED


Span = tuple[int, int]


@dataclass(slots=True)
class Field:
    """One argv word after bash's expansions, as far as they can be known statically."""

    text: str | None  # None when not statically known
    span: Span
    taint: int = 0
    quoted: bool = False
    may_vanish: bool = False  # an unquoted expansion that may expand to no word at all
    is_procsub: bool = False  # a <( ) path whose file content carries `taint`
    raw: str | None = None  # source text inside the quotes, for re-parsing code strings

    @property
    def known(self) -> bool:
        return self.text is not None


@dataclass(slots=True)
class Heredoc:
    body: str
    quoted: bool
    taint: int
    span: Span


@dataclass(slots=True)
class Redirect:
    op: str
    fd: int | None
    target: Field | None
    heredoc: Heredoc | None = None
    span: Span = (0, 0)

    @property
    def is_output(self) -> bool:
        return self.op in (">", ">>", ">|", "&>", "&>>", ">&", "<>") and self.heredoc is None

    @property
    def is_input(self) -> bool:
        return self.op in ("<", "<>")


@dataclass(slots=True)
class Invocation:
    """A command as bash will exec it, after wrappers are peeled off.

    `argv[0]` is the effective command word; `name` its basename when known.
    `wrappers` lists what was peeled (`sudo`, `env`, `xargs`, ...).
    """

    name: str | None
    argv: list[Field]
    span: Span
    stdin_taint: int = 0
    stdin_text: str | None = None  # static text on stdin (heredoc, here-string, `echo ... |`)
    assignments: list[tuple[str, Field]] = field(default_factory=list)
    redirects: list[Redirect] = field(default_factory=list)
    wrappers: tuple[str, ...] = ()
    depth: int = 0
    file_taint: int = 0  # content taint of files named in the arguments (written earlier)
    _texts: list[str] | None = field(default=None, init=False, repr=False, compare=False)

    @property
    def args(self) -> list[Field]:
        return self.argv[1:]

    def arg_texts(self) -> list[str]:
        """Static argument texts (computed once: argv is final when rules run)."""
        texts = self._texts
        if texts is None:
            texts = self._texts = [a.text for a in self.argv[1:] if a.text is not None]
        return texts

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


def join_fields(fields: list[Field]) -> Field:
    """Several words as one code string (`eval a b`, `watch x y`, `ssh h cmd args`)."""
    taint = 0
    for f in fields:
        taint |= f.taint
    texts = [f.text for f in fields]
    text = " ".join(t for t in texts if t is not None) if all(t is not None for t in texts) else None
    return Field(text=text, span=(fields[0].span[0], fields[-1].span[1]), taint=taint | (0 if text is not None else UNKNOWN))
