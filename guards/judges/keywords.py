"""Code's keywords by role: the one table the judges compose their word lists from, so that a
keyword added for one reading is not missing from the next (`if` opens a condition, leads a
statement and is no word of an order)."""

from __future__ import annotations

CONDITION = ("if", "elif", "elsif", "elseif", "when", "unless", "case", "while", "until", "for", "where", "await")
"""Keywords that open a condition, in any language (`elsif`, `elseif`, SQL's `where`, PlusCal's `await`)."""
BOOLEAN = ("and", "or", "not")
BRANCH = ("then", "else", "do")
"""What a condition's block goes on with (`if used < memory then`, Lua's and bash's `do`)."""
LOGIC = ("is", "in", "andalso", "orelse", "implies", "xor")
"""Operators spelled as words (Python's `is` and `in`, Erlang's `andalso`, Dafny's `implies`)."""
LITERAL = ("null", "none", "nil", "true", "false")
BLOCK_END = ("end", "fi", "done", "esac")
QUERY = ("select", "from", "where", "order", "group", "by", "limit", "having", "union", "join", "as", "with", "asc", "desc",
         "like", "between", "exists")
"""SQL's clauses and operators (`where used < memory order by used`)."""
ASSERTION = ("assert", "check", "expect", "ensure", "require", "assume", "constraint")
"""What leads a test's or a model's condition (`expect used < memory`, MiniZinc's `constraint`)."""
STATEMENT = ("return", "yield", "raise", "let", "var", "val", "const", "print", "puts", "echo")
"""Statements that take an expression (`return used < memory`, `echo $(( a < b ))`)."""
JUMP = ("break", "continue", "pass", "goto", "throw")
STEP = ("given", "but")
"""Gherkin's step keywords beyond those code shares (`Given free < SYSTEM`)."""


def alternation(*groups: tuple[str, ...], but: tuple[str, ...] = ()) -> str:
    """The words of `groups`, each once and in order, but `but`, as a regex alternation."""
    return "|".join(dict.fromkeys(word for group in groups for word in group if word not in but))
