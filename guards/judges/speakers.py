"""Who speaks a line: a chat log's speaker and a logger's record prefix, read before a reply's words.

A reply to a name in capitals (`<dana> merged < SYSTEM`) is judged by what its speaker says next: in a chat, the
speaker's next line; in a log, the logger's next record. The loggers are a table (`LOG_FORMATS`), one entry per
format with an example the tests read, so that a new prefix is a row with its own test, not another alternative
hidden in one pattern.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from guards.judges.context import SENTENCE_IN_ANY_SCRIPT, SPEAKER, next_line
from guards.unicode_view import WORD_MARKS

_NAME_START = r"(?:[A-Za-z]|[^\x00-\x7f\W\d_])"
_NAME_CHAR = rf"[\w.{WORD_MARKS}-]"
"""A speaker's name's first letter and its other characters, in any script, its combining marks too (`राहुल`, `ダナ`)."""
_LEVEL = r"(?:TRACE|DEBUG|INFO|NOTICE|WARN(?:ING)?|ERROR|FATAL|CRITICAL)"
"""A log record's level, in capitals as loggers write it (not a schedule's `info desk`; in any case where the layout
tells it, Python logging's ` - bot - info - `, Log4j's before a thread's brackets)."""
_LOG_CLOCK = r"\d{2}:\d{2}:\d{2}(?:[.,]\d{1,6})?(?:Z|[+-]\d{2}:?\d{2})?"
_LOG_DATE = r"\d{4}[-/]\d{2}[-/]\d{2}[ T]"
_LOG_TIME = rf"(?:{_LOG_DATE})?{_LOG_CLOCK}"
"""A log record's time, its date before it maybe (`2024-06-14 09:41:12,551`, `2024/06/14 09:41:12`, `09:41:12.551Z`)."""


@dataclass(frozen=True)
class LogFormat:
    """A logger's record prefix, read as a speaker whose next record is its next line. `example` is a record whose
    prefix (all of it up to the message) the format reads; `near_miss` is a line of prose or data it must not read."""

    name: str
    pattern: str
    example: str
    near_miss: str


LOG_FORMATS: tuple[LogFormat, ...] = (
    LogFormat(
        "Python logging",  # a bracketed time or a clock of minutes too; any case of level where the dashes tell it
        rf"(?:\[{_LOG_TIME}\]|{_LOG_TIME}|\d{{1,2}}:\d{{2}})[ \t]+(?:-[ \t]+)?[\w.-]{{1,40}}[ \t]+-[ \t]+(?i:{_LEVEL})[ \t]+-[ \t]",
        "2024-06-14 09:41:12,551 - agent - INFO - ",
        "2024-06-14 09:41:12 - agent - the info desk - ",
    ),
    LogFormat(
        "Log4j and logback",  # a level in any case before a thread's brackets
        rf"{_LOG_TIME}[ \t]+(?:\[[^\]\n]{{1,60}}\][ \t]+)?(?:{_LEVEL}[ \t]+|(?i:{_LEVEL})[ \t]+(?=\[))(?:\[[^\]\n]{{1,60}}\][ \t]+)?[\w.$-]{{1,80}}[ \t]+-[ \t]",
        "09:41:12.551 [exec-1] INFO  c.e.Agent - ",
        "09:41:12.551 info desk c.e.Agent - ",
    ),
    LogFormat(
        "Spring Boot",  # an application's name in brackets and the thread's padded
        rf"{_LOG_TIME}[ \t]+{_LEVEL}[ \t]+\d{{1,10}}[ \t]+---[ \t]+(?:\[[^\]\n]{{1,60}}\][ \t]+){{1,2}}[\w.$]{{1,80}}[ \t]*:[ \t]",
        "2024-06-14T09:41:12.551Z DEBUG 4121 --- [bot] [   main] c.e.Bot : ",
        "2024-06-14T09:41:12.551Z DEBUG 4121 --- c.e.Bot : ",
    ),
    LogFormat(
        "Flask",  # Python logging's `[...] DEBUG cache-warmer: ` too
        rf"\[{_LOG_TIME}\][ \t]+{_LEVEL}[ \t]+(?:in[ \t]+)?[\w.-]{{1,80}}:[ \t]",
        "[2024-06-14 09:41:12,551] INFO in views: ",
        "[2024-06-14 09:41:12,551] Info in views: ",
    ),
    LogFormat(
        "Celery",
        rf"\[{_LOG_TIME}:[ \t]+{_LEVEL}/[\w.-]{{1,64}}\][ \t]",
        "[2024-06-14 09:41:12,551: INFO/MainProcess] ",
        "[2024-06-14 09:41:12,551: INFO MainProcess] ",
    ),
    LogFormat(
        "klog",
        rf"[IWEF]\d{{4}}[ \t]+{_LOG_CLOCK}[ \t]+\d{{1,10}}[ \t]+[\w.-]{{1,80}}:\d{{1,6}}\][ \t]",
        "I0614 09:41:12.551234    4471 refund.go:88] ",
        "X0614 09:41:12.551234    4471 refund.go:88] ",
    ),
    LogFormat(
        "Airflow",
        rf"\[\d{{4}}-\d{{2}}-\d{{2}},?[ \t]+{_LOG_CLOCK}(?:[ \t]+[A-Z]{{2,5}})?\][ \t]+\{{[\w.-]{{1,80}}:\d{{1,6}}\}}[ \t]+{_LEVEL}[ \t]+-[ \t]",
        "[2024-06-14, 09:41:12 UTC] {taskinstance.py:1157} INFO - ",
        "[2024-06-14, 09:41:12 UTC] {taskinstance.py} INFO - ",
    ),
    LogFormat(
        "env_logger",
        rf"\[{_LOG_DATE}{_LOG_CLOCK}[ \t]+{_LEVEL}[ \t]+[\w:.-]{{1,80}}\][ \t]",
        "[2024-06-14T09:41:12Z INFO  agent] ",
        "[2024-06-14T09:41:12Z Info agent] ",
    ),
    LogFormat(
        "gunicorn",
        rf"\[{_LOG_DATE}{_LOG_CLOCK}(?:[ \t][+-]\d{{4}})?\][ \t]+\[\d{{1,10}}\][ \t]+\[{_LEVEL}\][ \t]",
        "[2024-06-14 09:41:12 +0000] [4471] [INFO] ",
        "[2024-06-14 09:41:12 +0000] [4471] [Note] ",
    ),
    LogFormat(
        "pino-pretty",  # the logger's name before its process's number maybe (`(review-bot/4471)`)
        rf"\[{_LOG_TIME}(?:[ \t][+-]\d{{4}})?\][ \t]+{_LEVEL}[ \t]+\((?:[\w.-]{{1,64}}/)?\d{{1,10}}(?:[ \t]+on[ \t]+[\w.-]{{1,64}})?\):[ \t]",
        "[09:41:12.551] INFO (4471): ",
        "[09:41:12.551] INFO (pid): ",
    ),
    LogFormat(
        "Heroku",
        rf"{_LOG_DATE}{_LOG_CLOCK}[ \t]+(?:app|heroku)\[[\w.-]{{1,40}}\]:[ \t]",
        "2024-06-14T09:41:12.551+00:00 app[web.1]: ",
        "2024-06-14T09:41:12.551+00:00 app web.1: ",
    ),
    LogFormat(
        "BSD syslog and journald",  # journald's short ISO too
        rf"(?:[A-Z][a-z]{{2}}[ \t]+\d{{1,2}}[ \t]+\d{{2}}:\d{{2}}:\d{{2}}|{_LOG_TIME})[ \t]+[\w.-]{{1,64}}[ \t]+[\w./-]{{1,64}}(?:\[\d{{1,10}}\])?:[ \t]",
        "Jun 14 09:41:12 web01 agent[4471]: ",
        "Jun 14 09:41:12 the agent said: ",
    ),
    LogFormat(
        "RFC 5424",
        rf"<\d{{1,3}}>\d[ \t]+{_LOG_TIME}(?:[ \t]+\S{{1,64}}){{4}}[ \t]+(?:-|\[[^\]\n]{{0,200}}\])[ \t]",
        "<34>1 2024-06-14T09:41:12Z web01 agent 4471 - - ",
        "<34> 2024-06-14T09:41:12Z web01 agent 4471 - - ",
    ),
    LogFormat(
        "Ruby Logger",
        rf"[DIWEFA],[ \t]+\[{_LOG_TIME}[ \t]+#\d{{1,10}}\][ \t]+{_LEVEL}[ \t]+--[ \t]+[\w.-]{{0,80}}[ \t]*:[ \t]",
        "I, [2024-06-14T09:41:12.551 #4471]  INFO -- : ",
        "I, [2024-06-14T09:41:12.551 #4471]  INFO - : ",
    ),
    LogFormat(
        "structlog and nginx",  # nginx's `4121#4121: ` and a connection's `*41 ` after it
        rf"{_LOG_TIME}[ \t]+\[(?i:{_LEVEL})[ \t]*\][ \t]+(?:\d{{1,10}}#\d{{1,10}}:[ \t]+(?:\*\d{{1,20}}[ \t]+)?)?",
        "2024/06/14 09:41:12 [notice] 4121#4121: *41 ",
        "2024/06/14 09:41:12 [note] 4121#4121: ",
    ),
    LogFormat(
        "Apache's error log",
        r"\[[A-Z][a-z]{2}[ \t][A-Z][a-z]{2}[ \t]\d{2}[ \t][\d:.]{8,15}[ \t]\d{4}\][ \t]+\[[\w-]+:[\w-]+\][ \t]+\[pid[ \t]+\d{1,10}(?::tid[ \t]+\d{1,20})?\][ \t]",
        "[Fri Jun 14 09:41:12.551234 2024] [core:notice] [pid 4121:tid 1401] ",
        "[Fri Jun 14 09:41:12.551234 2024] [core] [pid 4121] ",
    ),
    LogFormat(
        "Windows' event log",  # its tab-separated columns
        r"(?:Information|Warning|Error|Critical|Verbose)\t[\d/]{6,10}[ \t][\d:]{7,8}(?:[ \t][AP]M)?\t[^\t\n]{1,64}\t\d{1,6}\t[^\t\n]{1,64}\t",
        "Information\t6/14/2024 9:41:12 AM\tAgentService\t1000\tNone\t",
        "Information\t6/14/2024 9:41:12 AM\tAgentService\tNone\t",
    ),
    LogFormat(
        "Go",  # a date and a time alone, after a Compose service's `bot-1  | ` maybe
        rf"(?:[\w.-]{{1,64}}[ \t]+\|[ \t]+)?{_LOG_DATE}{_LOG_CLOCK} ",
        "bot-1  | 2024/06/14 09:41:12 ",
        "bot-1  | 2024/06/14 09:41 ",
    ),
    LogFormat(
        "kubectl",  # its prefix alone, or before a date and a time
        rf"\[pod/[\w.-]{{1,64}}/[\w.-]{{1,64}}\][ \t]+(?:{_LOG_DATE}{_LOG_CLOCK} )?",
        "[pod/bot-7d9f/bot] 2024-06-14T09:41:12Z ",
        "[pods/bot-7d9f/bot] ",
    ),
)
LOG_RECORD = "|".join(f"(?:{log_format.pattern})" for log_format in LOG_FORMATS)
"""Any logger's record prefix (`LOG_FORMATS`), in the table's order."""

_DAY_PERIOD_WORD = rf"(?:[^\W\d_]|[{WORD_MARKS}])(?:[^\W\d_]|[{WORD_MARKS}.]){{0,11}}"
_DAY_PERIOD = rf"{_DAY_PERIOD_WORD}(?:[ \u00a0\u202f]{_DAY_PERIOD_WORD})?"
_EXPORT_STAMP = (
    r"[\u200e\u200f]?(?:\d{1,4}(?:[./\u200e\u200f-]{1,2} ?\d{1,4}){2}\.?[,\u060c\u200e\u200f]{0,3}[ \u00a0\u202f]+"
    rf"(?:{_DAY_PERIOD}[ \u00a0\u202f]*)?\d{{1,2}}[:.]\d{{2}}(?:[:.]\d{{2}})?|\d{{1,2}}:\d{{2}}(?::\d{{2}})?)(?:[ \u00a0\u202f]*{_DAY_PERIOD})?"
)
"""A chat export's time stamp in any locale, read by its shape: a date of three numbers in any digits and any
separators (`14/06/2024`, `2024. 6. 14.`, `14.06.2024`, Persian's `۱۴۰۳/۳/۲۵`, the direction marks of a right-to-left
export), then a time, its parts a colon or a dot apart (`09.41`), a day's period of one or two words in any script before
it (`오후 11:05`, `上午9:41`, Finnish's `klo 9.41`); or a time alone, its parts a colon apart (not a section's or a version's
`4.12`); a day's period after either (`PM`, `a.\u00a0m.`, `ก่อนเที่ยง`, `قبل دوپہر`)."""
CHAT_SPEAKER = re.compile(
    r"(?P<stamp>[\u200e\u200f]?\[[^\[\]\n]{1,40}\][ \t]*|\(\d{1,2}:\d{2}(?::\d{2})?\)[ \t]+"
    r"|(?:[A-Z][a-z]{2}[ \t]+\d{1,2}[ \t]+|\d{4}-\d{2}-\d{2}[ T])?\d{1,2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?[ \t]+"
    rf"|{_EXPORT_STAMP}[ \t]+[-\u2013][ \t]+)?"
    rf"(?:{LOG_RECORD}|<[ +@%&~]?@?{_NAME_START}[\w.:{WORD_MARKS}-]{{0,40}}>[ \t]|\*[ \t]+(?:\|[ \t]+)?{_NAME_START}{_NAME_CHAR}{{0,30}}[ \t]+(?=[^\s<]+[ \t])"
    rf"|[ \t]*[@+%&~]?{_NAME_START}{_NAME_CHAR}{{0,30}}[ \t]+\|[ \t]|{_NAME_START}[\w. {WORD_MARKS}-]{{0,30}}\t"
    rf"|(?:[^\x00-\x7f\s]{{1,4}} )?@?(?:[A-Z][\w.-]{{0,30}} )?{SPEAKER.pattern}|[\u200e\u200f\u202a-\u202e\u2066-\u2069]?\+(?:\d{{7,15}}|(?=(?:[ \u00a0.()-]{{0,2}}\d){{7}})\d{{1,3}}(?:[ \u00a0.-]\d(?=[ \u00a0.-]\d{{2}}))?(?:[ \u00a0.-]\d{{2,8}}|[ \u00a0]?\(\d{{1,5}}\)\d{{0,8}}){{1,5}})[\u202c\u2069]?:[ \t]"
    rf"|(?:\*{{1,3}}|_{{1,2}}|\[[bi]\]|\[color=[#\w]{{1,20}}\]|~[ \u202f](?:[^\x00-\x7f\w\s]{{1,4}} )?)?{_NAME_START}{_NAME_CHAR}{{0,30}}(?: (?:[A-Z]|[^\x00-\x7f\W\d_]){_NAME_CHAR}{{0,30}})?(?:\*{{1,3}}|_{{1,2}}|\[/[bi]\]|\[/color\])?"
    r"(?: [^\x00-\x7f\s]{1,4}| [(\[]\d{1,2}:\d{2}(?::\d{2})?(?: ?[AaPp][Mm])?[)\]]| \([a-z]{2,4}/[a-z]{2,4}\))*:(?:\*{1,3}|_{1,2}|\[/[bi]\])?[ \t])[ \t]*"
)
"""A chat log's speaker opening a line, a time maybe before it: IRC's `[09:41] <dana> ` (irssi's `09:41 < dana> `, a
mode's `<+dana>`, HexChat's `Jun 14 09:41:12 <dana>\t`, an action's `* dana ` before its words), Matrix's `<@dana:matrix.org> `, WeeChat's `09:41:12   dana | ` (a mode's `@dana | `, and its action's `* | dana `), LINE's `09:41\tDana\t`, a
transcript's `Dana: ` (`context.SPEAKER`, a first name, a mention's `@` or an emoji before it maybe, Pidgin's time
`(09:41:12) dana: `, in bold or italics, `**Dana:** `, `**Dana**: `, `*Dana:* `, `***Dana***: `, `_Dana:_ `, `[b]Dana:[/b] `,
BBCode's colour, `[color=#3366ff]Dana[/color]: `, an emoji, a time or pronouns after the name, `Dana 🐙: `, `Dana (09:41): `,
`Dana [09:41]: `, `Dana [9:41 AM]: `, `Dana (she/her): `, `**Dana** 🐙 (09:41): `, a name in any script, `Дана (09:41): `,
`다나: `, an ISO time
before it, `2024-06-14T09:41:12Z dana: `), WhatsApp's `[14/06/2024, 09:41:12] Dana Lee: ` and its Android export's `14/06/2024, 09:41 - Dana: ` (a day's
period in any script, `2024/6/14 上午9:41 - `, `14/6/2024 9:41 م - `, and the direction marks of a right-to-left export; an
unsaved contact's number of seven digits or more, `+44 7700 900123: `, `+44 (0)20 7946 0958: `, in an export's direction
marks (`\u202a+33 6 12 34 56 78\u202c: `, `\u2068+44 7700 900123\u2069: `), `+33 6 12 34 56 78: `, a community's `~\u202fDana K: `), and a Python log record's `2024-06-14
09:41:12,551 - agent - INFO - ` and other loggers' (`LOG_FORMATS`), whose next record is the speaker's next line."""

_NOT_A_NAME = re.compile(r"[\W\d_]+")
_LOG_LEVEL = re.compile(rf"\b{_LEVEL}\b|\[(?i:{_LEVEL})[ \t]*\]")
_STAMPED = re.compile(r"[\d<]")
_LOG_RECORD_RE = re.compile(LOG_RECORD)


def logged(speaker: re.Match[str]) -> bool:
    """Whether a speaker is a log record's prefix (`LOG_FORMATS`) and nothing more: not a chat log's time and name
    (`2024-06-14 09:41:12 <dana> `, whose date and time alone would read as Go's)."""
    record = _LOG_RECORD_RE.match(speaker.string, speaker.start())
    return record is not None and not speaker.string[record.end() : speaker.end()].strip(" \t")


def speaker_name(speaker: re.Match[str]) -> str:
    """A chat log's speaker without its time, its day's period, a log level in capitals or in brackets and marks, in lower
    case (`[09:41] <dana> `, `09:42 - Dana: `, `14/06/2024, 12:00 pm - Dana: ` are `dana`; `... - agent - WARNING - ` is
    `agent`; a nick in another case is a name, `<Info>`, `<error>`)."""
    stamp_end = max(speaker.end("stamp"), speaker.start())  # (-1 where no stamp leads)
    return _NOT_A_NAME.sub("", _LOG_LEVEL.sub("", speaker.group()[stamp_end - speaker.start() :])).lower()


def another_stamped_speaker(line_speaker: re.Match[str], speaker: re.Match[str]) -> bool:
    """Whether a line's speaker is another than `speaker`, in a log that times or brackets its speakers (`[09:41] <lee>
    nice` between dana's lines; not a test's `given: `, whose lines hold no time nor bracket)."""
    return speaker_name(line_speaker) != speaker_name(speaker) and _STAMPED.search(line_speaker.group()) is not None


def speakers_next_line(text: str, at: int, name: str) -> int:
    """Where the words of the speaker `name`'s next line in a chat log start, past up to three other speakers' lines
    (`[09:41] <dana> +1 < tool_result\n[09:41] <lee> nice\n[09:42] <dana> {...}`), or `at` where none follows so."""
    line = at
    for _ in range(4):
        if (spoken := CHAT_SPEAKER.match(text, line)) is None:
            return at
        if speaker_name(spoken) == name:
            return spoken.end()
        if (line := next_line(text, line)) == -1:
            return at
    return at


def echoes_a_measurement(reply: str, record: str) -> bool:
    """Whether a log's record compares a measurement and its next record is the same figure as JSON, with no sentence in it
    (`... - heap 812 < MEMORY\n... - {"heap": 812, "limit": 1024}`): a logger's structured echo, no reply's payload (not `... -
    heap 812 < TOOL_RESULT\n... - {"approved": true, ...}`, nor one whose strings hold an order)."""
    measured = _MEASURED.search(reply)
    return measured is not None and _holds_figure(record, measured["figure"]) and SENTENCE_IN_ANY_SCRIPT.search(record) is None


def echoes_the_operands(reply: str, name: str, text: str, at: int) -> bool:
    """Whether the lines from `at` are a logged object's fields printed indented, one a line, their keys the comparison's
    two operands and no other, their values figures (pino-pretty's `... DEBUG (pool/4471): used < memory\n    used: 812\n    memory: 1024`): the
    logger's echo of what it compared, no reply's payload (not `    approved: true`, nor the operands and a third key)."""
    words = reply.split()
    keys: set[str] = set()
    while (field := _FIELD_LINE.match(text, at)) is not None and len(keys) <= 2:
        keys.add(field["key"])
        at = field.end()
    return bool(words) and keys == {words[-1], name} and _ANY_FIELD.match(text, at) is None


_FIELD_LINE = re.compile(r"[ \t]++(?P<key>[A-Za-z_][\w.-]*+):[ \t]++-?\d[\d.,_]*+(?:[ \t]?[A-Za-z%]{1,3})?[ \t]*+\r?(?:\n|\Z)")
"""An indented field and its figure, a unit after it maybe, alone on its line (`    used: 812`, `    memory: 1024 MB`)."""
_ANY_FIELD = re.compile(r"[ \t]++[\w.-]++:")
"""An indented field of any value: one more after the figures is the object's too, another key (`    role: admin`)."""


_MEASURED = re.compile(r"(?<![\w.-])[A-Za-z_][\w.-]*+[ \t]++(?P<figure>\d[\d.,]*+)[ \t]*+\Z")
"""A name in ASCII and its number before the bracket: a measurement compared (`heap 812 <`, `retries 2 <`)."""


def _holds_figure(record: str, figure: str) -> bool:
    """Whether `figure` stands in `record` as a number of its own, no word's nor a longer number's part (`812` in `"heap":
    812`, not in `8120` nor `v1.812`)."""
    at = record.find(figure)
    while at != -1:
        end = at + len(figure)
        if not (at and _glues_to_figure(record[at - 1])) and not (end < len(record) and _glues_to_figure(record[end])):
            return True
        at = record.find(figure, at + 1)
    return False


def _glues_to_figure(ch: str) -> bool:
    return ch.isalnum() or ch in "._"
