"""Input sanitization (spec item 1) on plain message content, no framework needed.

User text is neutralized, then wrapped in the chain's user-input boundary
markers, so the model can tell where the user's words end. Message content is
either a `str` or a list of blocks; only bare strings and `{"type": "text"}`
blocks are rewritten, every other block (images, files, tool calls) is passed
through untouched. Helpers return the very same object when nothing changed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from guards.neutralize import neutralize_untrusted_text
from guards.tags import USER_INPUT_CLOSE, USER_INPUT_OPEN

Content = str | list[Any]

_PREFIX = USER_INPUT_OPEN + "\n"
_SUFFIX = "\n" + USER_INPUT_CLOSE


def frame_user_input(text: str) -> str:
    """Neutralize `text` and wrap it in the user-input boundary markers.

    Input that is already exactly wrapped is unwrapped first, so framing twice
    changes nothing; its inside is still neutralized, so a forged marker in the
    middle never survives.
    """
    if not isinstance(text, str):
        raise TypeError(f"user input must be str, not {type(text).__name__}")
    body = text
    if len(text) >= len(_PREFIX) + len(_SUFFIX) and text.startswith(_PREFIX) and text.endswith(_SUFFIX):
        body = text[len(_PREFIX) : len(text) - len(_SUFFIX)]
    return _PREFIX + neutralize_untrusted_text(body) + _SUFFIX


def map_text_content(content: Content, rewrite: Callable[[str], str]) -> Content:
    """Apply `rewrite` to the text of `content`; other blocks are kept as they are."""
    if isinstance(content, str):
        return rewrite(content)
    if not isinstance(content, list):
        raise TypeError(f"message content must be str or list of blocks, not {type(content).__name__}")
    changed = False
    blocks: list[Any] = []
    for block in content:
        new = block
        if isinstance(block, str):
            new = rewrite(block)
        elif isinstance(block, dict) and block.get("type") == "text" and isinstance(block.get("text"), str):
            text = rewrite(block["text"])
            if text != block["text"]:
                new = {**block, "text": text}
        changed = changed or new is not block
        blocks.append(new)
    return blocks if changed else content


def neutralize_content(content: Content) -> Content:
    """Untrusted content (tool results, fetched pages) with forged tags neutralized."""
    return map_text_content(content, neutralize_untrusted_text)


def frame_user_content(content: Content) -> Content:
    """User message content with every text part neutralized and framed."""
    return map_text_content(content, frame_user_input)
