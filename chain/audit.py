"""Middleware audit events (``middleware:<name>``): one JSON record per transition.

Records carry facts only (event, transition, tool name, attribution): never tool
arguments, message content, tool results or argument-derived hashes. A broken
sink is logged and ignored, so auditing can never change a decision.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from typing import Any

AuditSink = Callable[[dict[str, Any]], None]
_logger = logging.getLogger("chain.audit")


def log_event(record: dict[str, Any]) -> None:
    _logger.info(json.dumps(record, sort_keys=True, default=str))


def emit(sink: AuditSink, event: str, **facts: Any) -> None:
    try:
        sink({"event": event, **facts})
    except Exception:  # noqa: BLE001 - a broken sink must not change the decision
        _logger.exception("audit sink failed for %s", event)
