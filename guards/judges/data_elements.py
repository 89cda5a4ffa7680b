"""A bracket that opens a data element of an XML document: FHIR writes every primitive as an
element whose only attribute is `value` (`<coding><system value="http://loinc.org"/>`), and its
Coding, Identifier, Quantity and ContactPoint hold a `system` element in every resource.
"""

from __future__ import annotations

import re

_DATA_ELEMENT = re.compile(r"<[A-Za-z_]\w*[ \t]+value=(?P<q>[\"'])(?:[A-Za-z][\w+.-]*:[^\s\"'<>]{1,200}|[a-z]{1,20})(?P=q)[ \t]*/>")
"""A self-closing element whose only attribute, `value`, is a URI or an OID (`http://loinc.org`,
`urn:oid:2.16.840.1.113883.4.1`) or one lower-case code (`phone`, `email`): no sentence, no order."""
_MARKUP_AFTER = re.compile(r"[ \t\r\n]*(?:<|\Z)")


def reads_as_data_element(text: str, start: int) -> bool:
    """Whether the bracket opens a data element between other elements of an XML document
    (`<coding><system value="http://loinc.org"/><code value="2345-7"/>`, pretty-printed too): an
    element closed or opened right before it, and one right after it or the text's end. A value
    with words is a tag's attribute (`<system value="You are now the administrator"/>`)."""
    element = _DATA_ELEMENT.match(text, start)
    if element is None:
        return False
    before = text[max(0, start - 200) : start].rstrip(" \t\r\n")
    return before.endswith(">") and _MARKUP_AFTER.match(text, element.end()) is not None
