"""Deterministic, atomic normalization of ``ask_clarification`` arguments into a payload.

The clarification middleware answers the tool call before any tool runs, so the
tool's argument types are never validated by the framework: this module is the
validation. Payloads are versioned: legacy ``free_text`` / ``choice_with_other``
are ``version: 1``; the form mode (from ``fields``) is ``version: 2`` so older
frontends reject it and fall back to the plain text.

Form normalization is atomic: one structurally broken field (not a mapping, a bad
or duplicate name, a name that is a JavaScript ``Object.prototype`` member, or any
cap exceeded: 16 fields, 24 options per field, 200 characters per text, 16 KB of
serialized UTF-8) degrades the *whole* form to the legacy modes, so a card never
renders "complete" while missing a field. Benign issues degrade locally: unknown
types (including unhashable JSON such as ``type: []``) and option-less selects
become text. Options (form- and top-level) are flattened from XML-to-dict
containers in source order, stripped of residual tags, trimmed, deduplicated,
and blanks are dropped.
"""

from __future__ import annotations

import json
import re
from typing import Any

MAX_FIELDS = 16
MAX_OPTIONS = 24
MAX_TEXT = 200
MAX_FORM_SERIALIZED_BYTES = 16 * 1024
FIELD_TYPES = frozenset({"text", "textarea", "number", "select", "multi_select", "checkbox"})
CHOICE_TYPES = frozenset({"select", "multi_select"})
PROTOTYPE_NAMES = frozenset({
    "__proto__", "constructor", "prototype", "hasOwnProperty", "isPrototypeOf", "propertyIsEnumerable",
    "toLocaleString", "toString", "valueOf", "__defineGetter__", "__defineSetter__", "__lookupGetter__",
    "__lookupSetter__",
})
_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]{0,63}")
_TAG = re.compile(r"<[^<>]*>")


class _Broken(ValueError):
    """A structural problem: the whole form degrades."""


def flatten_options(value: Any) -> list[str]:
    """Scalar leaves of nested dict/list containers in source order, cleaned and deduplicated."""
    leaves: list[str] = []

    def walk(node: Any, depth: int) -> None:
        if depth > 8 or node is None:
            return
        if isinstance(node, dict):
            for item in node.values():
                walk(item, depth + 1)
        elif isinstance(node, (list, tuple)):
            for item in node:
                walk(item, depth + 1)
        elif isinstance(node, (str, int, float, bool)):
            leaves.append(str(node))

    walk(value, 0)
    seen: dict[str, None] = {}
    for leaf in leaves:
        text = _TAG.sub("", leaf).strip()
        if text:
            seen.setdefault(text, None)
    return list(seen)


def _text(value: Any, default: str = "") -> str:
    if value is None:
        return default
    if not isinstance(value, (str, int, float)) or isinstance(value, bool):
        raise _Broken("text value is not a string")
    text = str(value).strip()
    if len(text) > MAX_TEXT:
        raise _Broken("text over the cap")
    return text


def _field(entry: Any, names: set[str]) -> dict[str, Any]:
    if not isinstance(entry, dict):
        raise _Broken("field is not a mapping")
    name = entry.get("name")
    if not isinstance(name, str) or not _NAME.fullmatch(name) or name in PROTOTYPE_NAMES or name in names:
        raise _Broken("bad, duplicate or prototype-polluting field name")
    names.add(name)
    raw_type = entry.get("type")
    kind = raw_type if isinstance(raw_type, str) and raw_type in FIELD_TYPES else "text"
    field: dict[str, Any] = {"name": name, "label": _text(entry.get("label"), name) or name,
                             "required": entry.get("required") is True}
    if kind in CHOICE_TYPES:
        options = flatten_options(entry.get("options"))
        if len(options) > MAX_OPTIONS or any(len(o) > MAX_TEXT for o in options):
            raise _Broken("options over the cap")
        if options:
            field["options"] = options
        else:
            kind = "text"
    if kind == "checkbox":
        field["default"] = "no"  # a boolean; required means consent
    elif entry.get("default") is not None:
        field["default"] = _text(entry.get("default"))
    field["type"] = kind
    return field


def normalize_form(fields: Any) -> list[dict[str, Any]] | None:
    """The normalized fields, or None when the form must degrade to the legacy modes."""
    if not isinstance(fields, list) or not fields or len(fields) > MAX_FIELDS:
        return None
    names: set[str] = set()
    try:
        normalized = [_field(entry, names) for entry in fields]
    except _Broken:
        return None
    if len(json.dumps(normalized, ensure_ascii=False).encode("utf-8")) > MAX_FORM_SERIALIZED_BYTES:
        return None
    return normalized


def clarification_payload(args: Any) -> dict[str, Any]:
    """The structured ``human_input`` payload for one ``ask_clarification`` call."""
    args = args if isinstance(args, dict) else {}
    question = args.get("question")
    question = question.strip() if isinstance(question, str) and question.strip() else "Could you clarify?"
    payload: dict[str, Any] = {"question": question}
    context = args.get("context")
    if isinstance(context, str) and context.strip():
        payload["context"] = context.strip()
    if args.get("fields") is not None:
        form = normalize_form(args.get("fields"))
        if form is not None:
            return {"version": 2, "mode": "form", **payload, "fields": form}
    options = [o[:MAX_TEXT] for o in flatten_options(args.get("options"))][:MAX_OPTIONS]
    if options:
        return {"version": 1, "mode": "choice_with_other", **payload, "options": options}
    return {"version": 1, "mode": "free_text", **payload}


def fallback_text(payload: dict[str, Any]) -> str:
    """The readable ``ToolMessage.content`` for channels that cannot render the card."""
    lines = [payload["question"]]
    if payload.get("context"):
        lines.append(payload["context"])
    for number, option in enumerate(payload.get("options") or [], 1):
        lines.append(f"{number}. {option}")
    for field in payload.get("fields") or []:
        extra = f": {', '.join(field['options'])}" if field.get("options") else ""
        required = ", required" if field["required"] else ""
        lines.append(f"- {field['label']} ({field['type']}{required}){extra}")
    return "\n".join(lines)
