"""Neutralize forged framework tags in untrusted text.

A forged tag keeps its words but loses its structure: the opening bracket of a
matched tag (and its closing bracket, when it has one) is replaced in the
*original* text by `&lt;` / `&gt;`. The escape contains no bracket and no
look-alike of one, so a second pass finds nothing (idempotence) and nothing in
this package ever turns it back into a tag. Everything else is left byte for
byte, and text without a forged tag is returned as the very same object.

A JSON document's strings are judged as the texts they carry, decoded (`guards.carriers`), and their forged tags'
brackets escaped where the document wrote them. Matching runs in three steps so benign text stays cheap:

1. Text without a bracket or look-alike is returned after a few substring tests.
2. One compiled regex (`guards.tag_scanner`: literal `<` prefix, the tag names as a
   prefix-shared trie) finds plain-ASCII forgeries in C, and flags *suspects*: a
   bracket whose ASCII start of a name (possibly empty) reaches a character only the
   view can judge. Look-alike brackets are found with the C kernel and matched by
   the same pattern.
3. Only matches and suspects reach Python, where the normalized view
   (`guards.unicode_view`) of a short window after the bracket is matched.

A bracket the scanner or the view reads as a tag is then judged (`guards.judges`):
a registered name after a bracket may still be code, an address or a here-document.

Consumers must not HTML-unescape model input: `&lt;` stays literal text.
"""

from __future__ import annotations

from guards.rewrite import ForgedTag, rewrite
from guards.tags import TAG_REGISTRY, TagRegistry

__all__ = ["ForgedTag", "find_forged_tags", "neutralize_untrusted_text", "neutralize_with_report"]


def _checked(text: object) -> str:
    """`text` itself where it is a `str`; anything else is a clear error here, before the compiled rewrite's own check."""
    if not isinstance(text, str):
        raise TypeError(f"untrusted text must be str, not {type(text).__name__}")
    return text


def find_forged_tags(text: str, registry: TagRegistry = TAG_REGISTRY) -> list[ForgedTag]:
    """Every forged registered tag in `text`, in order."""
    return neutralize_with_report(text, registry)[1]


def neutralize_with_report(text: str, registry: TagRegistry = TAG_REGISTRY) -> tuple[str, list[ForgedTag]]:
    """The neutralized text and the forged tags that were rewritten (positions in `text`)."""
    report: list[ForgedTag] = []
    return rewrite(_checked(text), registry, report), report


def neutralize_untrusted_text(text: str, registry: TagRegistry = TAG_REGISTRY) -> str:
    """`text` with every forged registered tag rendered harmless; unchanged text is returned as is."""
    return rewrite(_checked(text), registry, None)
