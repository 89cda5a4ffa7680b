"""Rules about what the classifier could not see: bad input, parser failures
and disagreements, dynamic command names and code, nesting past the bounds.
The guard fails closed: what it cannot decide never passes."""

from __future__ import annotations

from shell_audit.models import Level, Severity
from shell_audit.rules.base import Family, rule

F = "bad-input"
S = "structure"

EMPTY_INPUT = rule("SA001", "empty-command", F, Level.BLOCK, Severity.LOW,
    "Empty command: nothing to run, refused.",
    """An empty or whitespace-only command carries no intent a sandbox should act on; it
    usually means the model produced a malformed tool call. Refusing it costs nothing.""",
    ["", "   ", "\n\t"], ["ls"])
TOO_LONG = rule("SA002", "command-too-long", F, Level.BLOCK, Severity.MEDIUM,
    "Command longer than the configured limit: refused unread.",
    """Commands over the length limit (10,000 characters by default) are refused before
    parsing, so analysis time stays bounded and a payload cannot hide in bulk.""",
    ["echo " + "a" * 10_001], ["echo " + "a" * 100])
NUL_BYTE = rule("SA003", "nul-byte", F, Level.BLOCK, Severity.MEDIUM,
    "Command contains a NUL byte: bash and the parsers disagree on it, refused.",
    """bash drops or truncates at NUL bytes while parsers may not, so a NUL can make the
    analyzed text differ from the executed one.""",
    ["echo a\x00b", "ls\x00; rm -rf ~"], ["echo a"])
BAD_UNICODE = rule("SA004", "invalid-unicode", F, Level.BLOCK, Severity.MEDIUM,
    "Command contains lone surrogates (not valid Unicode): refused.",
    """A lone surrogate cannot be encoded as UTF-8, so the bytes bash would receive are
    undefined; refusing is the only safe reading.""",
    ["echo " + chr(0xD800)], ["echo caf\u00e9"])
PARSE_TIMEOUT = rule("SA005", "parse-time-bound", F, Level.BLOCK, Severity.MEDIUM,
    "The parser did not reach the end of the command within its time bound: refused.",
    """tree-sitter is fed end-of-input once its time bound (30 ms by default) has passed,
    so a pathological command (thousands of pipeline stages) cannot hold the guard; what
    was not parsed was not analyzed, so the command is refused.""",
    [], ["ls"])
INTERNAL_ERROR = rule("SA006", "classifier-error", F, Level.BLOCK, Severity.HIGH,
    "The classifier failed on this command: refused (fail closed).",
    """An unexpected internal error never lets a command through; it is refused and the
    error is reported as a finding so it can be turned into a regression case.""",
    [], ["ls"])

DYNAMIC_COMMAND = rule("SA901", "dynamic-command-name", S, Level.WARN, Severity.MEDIUM,
    "The command name is built from expansions, so what runs is not known statically.",
    """`$cmd args`, `${tool} x` or `$(which x) y` run a program chosen at run time. The
    classifier cannot see which, so it warns; if the value comes from the network or a
    decoder, the remote-code rules block instead.""",
    ["$cmd -rf /tmp/x", "${TOOL} build", '"$@"'], ["ls -la", "x=$(date)"])
PARSE_ERROR = rule("SA902", "parse-error", S, Level.WARN, Severity.MEDIUM,
    "tree-sitter could not parse part of the command; the commands it recovered were analyzed.",
    """A syntax error means bash and the parser may read the text differently. The
    classifier analyzes what it recovered, cross-checks with bashlex when installed, and
    never passes the command.""",
    ["echo 'unterminated", "if then fi ("], ["echo 'terminated'"])
PARSE_ANOMALY = rule("SA903", "parse-anomaly", S, Level.WARN, Severity.MEDIUM,
    "The parser showed a known misparse; the repaired reading was analyzed.",
    """tree-sitter-bash reads the first command of a line as arguments of the previous line
    when that line ends a multi-stage pipeline and the next continues with && or ||
    (tree-sitter-bash issue 347). The classifier splits such commands where bash would and
    analyzes both, and flags the construct.""",
    ["a | grep x | head -30\necho B && cd s"], ["a | grep x | head -30; echo B && cd s"])
PARSER_DISAGREEMENT = rule("SA904", "parser-disagreement", S, Level.WARN, Severity.MEDIUM,
    "The two parsers disagree on which commands this runs; the union was analyzed.",
    """Where tree-sitter is known to be unreliable or failed, bashlex parses the command
    independently. A command name only one of them sees is analyzed as well, and the
    disagreement itself is never a pass.""",
    [], ["ls"])
CODE_TOO_DEEP = rule("SA905", "code-nesting-too-deep", S, Level.BLOCK, Severity.HIGH,
    "Code strings nested deeper than the analysis bound: refused.",
    """`bash -c "bash -c '...'"` nesting is followed to a fixed depth (4 by default); deeper
    nesting has no everyday use and is a classic way to outrun an analyzer.""",
    ["""bash -c "bash -c 'bash -c \\"bash -c \\\\\\"bash -c ls\\\\\\"\\"'\""""], ["bash -c 'bash -c ls'"])
SYNTAX_TOO_DEEP = rule("SA906", "syntax-too-deep", S, Level.BLOCK, Severity.HIGH,
    "Syntax nested deeper than the analysis bound: refused.",
    """Deeply nested substitutions or subshells are refused instead of analyzed, which keeps
    the analysis linear and the recursion bounded. Command substitutions have their own,
    lower bound (`max_substitution_depth`, 32): everyday commands nest two or three, and
    deeper nesting is where parsers stop agreeing on what runs.""",
    ["echo " + "$(" * 250 + "ls" + ")" * 250, "echo " + "$(" * 40 + "id" + ")" * 40],
    ["echo $(echo $(ls))", "cd $(dirname $(dirname $(dirname $(readlink -f $0))))"])
UNPARSEABLE = rule("SA908", "unparseable-command", S, Level.BLOCK, Severity.MEDIUM,
    "Neither parser could read this command: refused.",
    """When tree-sitter reports a syntax error and the cross-check parser fails as well, what
    bash would run cannot be known; the command is refused.""",
    [], ["ls -la"])
WORK_BUDGET = rule("SA909", "analysis-budget-exceeded", S, Level.BLOCK, Severity.MEDIUM,
    "More commands and code strings than the analysis budget: refused.",
    """The classifier analyzes at most a fixed number of commands and code strings (200 by
    default) per input, which keeps its time bounded whatever the input. A command line
    with more than that is not everyday agent work; it is refused, not passed unread.""",
    ["a|" * 450 + "b"], ["a | b | c"])
DYNAMIC_CODE = rule("SA907", "dynamic-code", S, Level.WARN, Severity.MEDIUM,
    "Code executed from a value not known statically (eval / -c / source of a variable or command output).",
    """`eval "$cmd"`, `bash -c "$x"` or `eval "$(tool init)"` execute text decided at run time.
    Remote or decoded values block under the remote-code rules; otherwise the classifier
    warns, because it cannot see the code.""",
    ['eval "$cmd"', 'bash -c "$1"', 'eval "$(ssh-agent -s)"'], ["eval 'echo hi'", 'echo "$cmd"'])

FAMILY = Family(
    name="structure",
    rules=(EMPTY_INPUT, TOO_LONG, NUL_BYTE, BAD_UNICODE, PARSE_TIMEOUT, INTERNAL_ERROR,
           DYNAMIC_COMMAND, PARSE_ERROR, PARSE_ANOMALY, PARSER_DISAGREEMENT, CODE_TOO_DEEP,
           SYNTAX_TOO_DEEP, UNPARSEABLE, WORK_BUDGET, DYNAMIC_CODE),
)
