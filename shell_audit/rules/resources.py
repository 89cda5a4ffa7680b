"""Resource exhaustion: fork bombs in any naming."""

from __future__ import annotations

from shell_audit.models import Level, Severity
from shell_audit.rules.base import Family, rule

F = "fork-bomb"

FORK_BOMB = rule("SA801", "fork-bomb", F, Level.BLOCK, Severity.HIGH,
    "A function that calls itself twice through a pipe or in the background (fork bomb).",
    """`:(){ :|:& };:` and its renamings multiply processes until the machine stops
    answering. Detected structurally: a function whose body pipes or backgrounds calls to
    itself.""",
    [":(){ :|:& };:", "bomb() { bomb | bomb & }; bomb", "f(){ f & f & }; f"],
    ["retry() { sleep 1; retry; }", "f() { echo hi | cat; }; f"])

FAMILY = Family(name=F, rules=(FORK_BOMB,))
