"""Server-owned message metadata, enforced on plain message dicts.

Provenance (what kind of content a message is, and which producer put it into
context) is stamped by the chain where the fact is known; the same keys on an
inbound message are forgeries. `original_user_content` is the user's text as
captured before transport/file context was added: trusted internal callers may
supply it as a string, everybody else's value is dropped, and once a validated
string is there, later writers do not replace it (first writer wins).

The key spellings are the chain's; `chain.provenance` stamps them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

CONTENT_KIND_KEY = "chainwarden_content_kind"
PRODUCER_KIND_KEY = "chainwarden_producer_kind"
PRODUCER_ENTITY_ID_KEY = "chainwarden_producer_entity_id"
PROVENANCE_KEYS = frozenset({CONTENT_KIND_KEY, PRODUCER_KIND_KEY, PRODUCER_ENTITY_ID_KEY})
ORIGINAL_USER_CONTENT_KEY = "original_user_content"

_METADATA_FIELD = "additional_kwargs"


def _kwargs(message: Mapping[str, Any]) -> dict[str, Any]:
    value = message.get(_METADATA_FIELD)
    return dict(value) if isinstance(value, Mapping) else {}


def strip_inbound_metadata(message: Mapping[str, Any], *, is_internal: bool) -> dict[str, Any]:
    """A copy of an inbound message without forged provenance.

    Provenance keys are removed from the top level and from `additional_kwargs`;
    `original_user_content` is removed unless the request is internal (strict
    `is True`: a truthy string or 1 from a caller is not internal).
    """
    if not isinstance(message, Mapping):
        raise TypeError(f"message must be a mapping, not {type(message).__name__}")
    cleaned = {key: value for key, value in message.items() if key not in PROVENANCE_KEYS}
    if _METADATA_FIELD in message:
        kwargs = {key: value for key, value in _kwargs(message).items() if key not in PROVENANCE_KEYS}
        if is_internal is not True:
            kwargs.pop(ORIGINAL_USER_CONTENT_KEY, None)
        cleaned[_METADATA_FIELD] = kwargs
    return cleaned


def record_original_user_content(message: Mapping[str, Any], original: str) -> dict[str, Any]:
    """A copy of `message` whose `original_user_content` is set, first writer wins.

    An existing string stays; a non-string value (never valid provenance) is
    replaced by `original`.
    """
    if not isinstance(original, str):
        raise TypeError(f"original user content must be str, not {type(original).__name__}")
    kwargs = _kwargs(message)
    if not isinstance(kwargs.get(ORIGINAL_USER_CONTENT_KEY), str):
        kwargs[ORIGINAL_USER_CONTENT_KEY] = original
    return {**message, _METADATA_FIELD: kwargs}
