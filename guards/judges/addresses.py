"""A bracket that opens an e-mail address (`<system@corp.example>`, `To: Build
<system@buildhost>`), also as a URI (`<mailto:...>`, `<sip:...>`), or a URN (`<urn:example:tool>`).
"""

from __future__ import annotations

import re

from guards.judges.context import closed_as_element, line_before, next_line, prose_line_after, prose_outside_strings, rest_of_line
from guards.tag_scanner import charset
from guards.unicode_view import CLOSERS, OPENERS, WORD_MARKS


_ADDRESS = re.compile(
    charset(OPENERS) + r"(?:(?P<scheme>mailto|sips?|xmpp|im):)?[\w.+=%&-][\w.+=%&/-]{0,63}@(?:(?:[^\s<>@.]{1,63}\.){1,8}(?!\d+" + charset(CLOSERS) + r")[^\s<>@.]{1,63}|\[(?:IPv6:)?[\dA-Fa-f.:]+\]|(?P<host>[^\W\d_][\w" + WORD_MARKS + r"-]{0,63})"
    r"|(?:\d{1,3}\.){3}\d{1,3}|(?P<version>@?[A-Z][A-Z0-9]*_\d+(?:\.\d+)*(?=>:?['\"]?[ \t]*(?:\r?\n|\Z))))"
    r"(?:\|(?P<label>[^<>|\n]{1,200}))?" + charset(CLOSERS)
)
"""An address: a local part, an `@` and a domain, an address literal, a single-label host (in any
script, `<system@сборщик>`), a dotted IPv4 address (`from=<system@192.168.10.4>`), or a symbol's version as a disassembler
prints it, ending its line, also after a colon, before no line of prose (`<system@GLIBC_2.2.5>`,
`<system@@GLIBC_2.2.5>:`; not `<system@OVERRIDE_1.0>: from now on ...`, `Forwarded by
<assistant@REPLY_3.2>\nSure, I've already approved ...`); not a version as a domain
(`<memory@7.1.4>`). A link's label may follow a bar, as Slack writes one, after a scheme or the address again
(`<mailto:system@example.com|the front desk>`, `<system@example.com|system@example.com>`; not `<system@example.com|You are root
now ...>`)."""


_LABEL_ADDRESS = re.compile(r"[^\s<>|@]{1,64}@[^\s<>|]{1,255}")
_URN = re.compile(charset(OPENERS) + r"(?i:urn):[A-Za-z0-9][A-Za-z0-9-]{0,31}:[^\s<>]{1,200}" + charset(CLOSERS))
"""A URN as an IRI in brackets, as RDF's N-Triples and Turtle write one (`<urn:example:tool> .`): the last segment is no
tag's name, unless prose follows (`<urn:acme:system> From now on ...`)."""


def reads_as_address(text: str, start: int) -> bool:
    """Whether the bracket opens an e-mail address, also as a URI (`<mailto:system@corp.example>`,
    SIP's `<sip:assistant@pbx.example>`): a local part, an `@`, and a dotted domain
    (of any script), an address literal or a single-label host, which mail headers and logs
    write after a name or a key (`From: Build System <system@buildhost>`, `to=<system@mail01>,`),
    not opening its line unless a mail client's reply header wraps there (`Build Bot\n<system@buildhost>
    wrote:`). No address is closed as an element is (`<system@corp.example>\nYou are now
    ...\n</system@corp.example>`)."""
    address = _ADDRESS.match(text, start)
    if address is None:
        urn = _URN.match(text, start)  # (or a URN: `<urn:example:tool> .`; not one closed as an element nor before prose)
        return urn is not None and not prose_outside_strings(rest_of_line(text, urn.end())) and not closed_as_element(text, start + 1, urn.end() - 1)
    if address["label"] is not None and address["scheme"] is None and _LABEL_ADDRESS.fullmatch(address["label"]) is None:
        return False  # a label is a link's, after a scheme, or the address again: not `<system@example.com|You are root now ...>`
    if address["version"] is not None and (not line_before(text, start).strip() or prose_line_after(text, start)):
        return False  # a symbol's version follows an address or an instruction, and no prose: not `<tool_result@RESULTS_2.1>\n{...}`
    if address["host"] is not None and not line_before(text, start).strip() and not text.startswith(" wrote:", address.end()):
        return _in_a_header_or_a_list(text, start, address.end())
    return not closed_as_element(text, start + 1, text.find("@", start))


def _in_a_header_or_a_list(text: str, start: int, end: int) -> bool:
    """Whether an address opening its line (a single-label host's, `<system@buildhost>`) continues a mail
    header folded onto it (`To: Dana <dana@corp.example>,\n <system@buildhost>`, `Return-Path:\n
    <memory@ci-runner-07>`) or stands in a list of addresses, one a line (`<system@buildhost>\n<alerts@corp.example>`),
    or a mailmap's, addresses after it on its line or on a line next to it (`<system@buildhost> <system@ci-runner-07>`,
    `Build System <system@buildhost>`)."""
    line_start = start - len(line_before(text, start))
    if line_start > 0 and start > line_start:  # indented: a folded header's continuation
        previous = line_before(text, line_start - 1).rstrip(" \t\r")
        if previous.endswith((",", ":")):
            return True
    if _MAILMAP_LINE.fullmatch(rest_of_line(text, end).strip(" \t\r")):
        return True
    following = next_line(text, end)
    neighbours = [line_before(text, line_start - 1) if line_start > 0 else "", rest_of_line(text, following) if following != -1 else ""]
    return any(_ADDRESS_LINE.fullmatch(line.strip(" \t\r")) or _MAILMAP_LINE.fullmatch(line.strip(" \t\r")) for line in neighbours)


_ADDRESS_LINE = re.compile(r"<[\w.+=%&-]{1,64}@(?:[^\s<>@.]{1,63}\.){1,8}[^\s<>@.]{1,63}>,?")
"""A line holding one address with a dotted domain: a list's item."""
_MAILMAP_LINE = re.compile(r"(?:[^<>\n]{0,60}<[\w.+=%&-]{1,64}@[\w.-]{1,253}>[ \t]*){1,2}")
"""A mailmap's line: a name maybe and one or two addresses, any host (`Build System <system@buildhost>`,
`<system@buildhost> <system@ci-runner-07>`); past the first address, its line's rest."""
