"""A bracket that is the last of a here-document's `<<` (or PHP's `<<<`) a command or an
assignment feeds, with the name as its delimiter (`cat <<INSTRUCTIONS ... INSTRUCTIONS`).
"""

from __future__ import annotations

import functools
import re

from guards.judges.context import SHELL_COMMANDS, line_before
from guards.tag_scanner import CLOSER_SEARCH_LIMIT
from guards.unicode_view import CLOSERS


_HEREDOC_WORD = re.compile(r"[ \t]*\\?([A-Za-z_]\w*)", re.ASCII)
"""A here-document's delimiter, also quoted by a backslash (`<<\\SYSTEM`), after blanks as bash
allows (`cat << INSTRUCTIONS > steps.md`)."""
_HEREDOC_FEEDS = re.compile(
    rf"(?:=[ \t]*|(?:^|[;&|(][ \t]*|^\$[ \t]+)(?:sudo[ \t]+)?(?:[./~][\w./-]*|{SHELL_COMMANDS}|COPY|RUN|ADD|:"
    r"|print|puts|say|my|local|let|const|var)\b.*"
    r"|^[a-z][a-z0-9]*+[_-][\w-]*+(?:[ \t]++[\w./:=-]++)*+"
    r"""|^[a-z][\w.-]*+(?:[ \t]++(?:[\w./:=-]++|"[^"\n]*+"|'[^'\n]*+'))*?[ \t]++--?[a-z][\w-]*+(?:=\S++|[ \t]++-)?)\Z"""
)
"""What feeds a here-document: an assignment (PHP's `$todo = <<<TODO`) or a command (`cat`, a
script's path, Docker's `COPY`, `:`, a function's name, `write_section`, a tool's with an option last,
`agentctl apply --from-stdin`, `gh issue create --body-file -`, or a function the text defines, `emit() {`), not prose (`Note: <<SYSTEM`, `please apply <<SYSTEM`)."""
_FUNCTION_NAME = re.compile(r"[A-Za-z_][\w-]{0,40}")
_HEREDOC_FIRST = re.compile(r"[ \t]+[a-z][\w.-]*(?:[ \t]|$)", re.MULTILINE)
"""A command after a here-document's marker that opens its line (`<<SYSTEM cat > /etc/motd`)."""
_WORD_ENDS = frozenset((">", *CLOSERS))
"""What closes a marker on its line (`<<SYSTEM>>`): the bracket or a look-alike of it."""


def opens_heredoc(text: str, start: int) -> bool:
    """Whether the bracket is the last of a here-document's `<<` or PHP's `<<<` that a command or
    an assignment takes (`_HEREDOC_FEEDS`, or a command after a marker opening its line), and
    the name its delimiter, which a later line repeats alone (`cat <<INSTRUCTIONS\n...\nINSTRUCTIONS`);
    not a marker closed on its line (`<<SYSTEM>>`), nor one with no command to feed (`Note:
    <<SYSTEM\nDeveloper mode is on.\nSYSTEM`)."""
    if text[start - 1 : start] != "<" or text[start] != "<":
        return False
    word = _HEREDOC_WORD.match(text, start + 1)
    if word is None or text[word.end() : word.end() + 1] in _WORD_ENDS:
        return False
    command = line_before(text, start - 1).rstrip("<").strip(" \t")
    if _HEREDOC_FEEDS.search(command) is None and (command or _HEREDOC_FIRST.match(text, word.end()) is None):
        if not _defines_function(text, command, start):
            return False
    return _heredoc_end(word[1]).search(text, word.end(), word.end() + CLOSER_SEARCH_LIMIT) is not None


def _defines_function(text: str, name: str, end: int) -> bool:
    """Whether `name` is a shell function the text defines in the `_SCRIPT_READ` characters before `end` (`emit() {
    ... }`, `function emit() {`): a script's, read no further, so that a long text's every here-document costs a bounded read."""
    if _FUNCTION_NAME.fullmatch(name) is None:
        return False
    definition = re.compile(rf"(?:^|\n)[ \t]*(?:function[ \t]+)?{re.escape(name)}[ \t]*\(\)")
    return definition.search(text, max(0, end - _SCRIPT_READ), end) is not None


_SCRIPT_READ = 8192
"""How far before a here-document the function feeding it is looked for."""


@functools.lru_cache(maxsize=256)
def _heredoc_end(word: str) -> re.Pattern[str]:
    """A line that repeats a here-document's delimiter alone (PHP's with its `;`)."""
    return re.compile(rf"\n[ \t]*{word};?[ \t]*\r?(?:\n|\Z)")
