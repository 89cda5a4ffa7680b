"""ToolProgressMiddleware (spec item 12): a result-quality stagnation guard.

Per (user, thread, tool) it tracks consecutive "no new information" results, read
from the meta ToolErrorHandling stamps (this layer wraps it directly):

(a) recoverable_by_model (not_found, permission, ..., or a success whose token set
    is a Jaccard duplicate of the previous one): ACTIVE -> WARNED, terminal; the
    hint is re-injected on every further problem;
(b) not recoverable, action != stop (rate_limited, transient, timeout):
    ACTIVE -> WARNED -> BLOCKED after ``warn_escalation_count`` more problems;
(c) not recoverable, action == stop (auth, config, internal): BLOCKED at once.

A result with new information resets the tool to ACTIVE. A BLOCKED tool is refused
without running. Hints are injected as hidden messages into the next model request.
Memory is bounded: at most ``max_tracked`` entries, oldest evicted first, and only a
bounded set of token hashes per entry.
"""

from __future__ import annotations

import re
import threading
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any, Literal

from langchain.agents.middleware import ModelRequest
from langchain.agents.middleware.types import ToolCallRequest
from langchain_core.messages import HumanMessage, ToolMessage

from chain.middlewares._base import ModelCallLayer, ToolCallLayer, ToolResult, call_identity
from chain.provenance import provenance_kwargs
from chain.runtime_identity import resolve_runtime_user_id, resolve_thread_id
from chain.tool_result_meta import error_tool_message, read_tool_meta

Phase = Literal["ACTIVE", "WARNED", "BLOCKED"]
MAX_TOKENS = 2_000
HINT_TAG = "tool_progress_hint"
_TOKEN = re.compile(r"\w+")


@dataclass
class _Track:
    phase: Phase = "ACTIVE"
    problems_since_warn: int = 0
    last_tokens: frozenset[int] = field(default_factory=frozenset)
    hint_pending: bool = False
    last_problem: str = ""


def _tokens(text: str) -> frozenset[int]:
    return frozenset(hash(t) for t in _TOKEN.findall(text.lower())[:MAX_TOKENS])


def _jaccard(a: frozenset[int], b: frozenset[int]) -> float:
    if not a and not b:
        return 1.0
    return len(a & b) / len(a | b)


class ToolProgressMiddleware(ToolCallLayer, ModelCallLayer):
    def __init__(
        self, *, warn_escalation_count: int = 2, duplicate_jaccard: float = 0.9, max_tracked: int = 512
    ) -> None:
        super().__init__()
        self.warn_escalation_count = warn_escalation_count
        self.duplicate_jaccard = duplicate_jaccard
        self.max_tracked = max_tracked
        self._tracks: OrderedDict[tuple[str, str, str], _Track] = OrderedDict()
        self._lock = threading.Lock()

    def release_policy_parameters(self) -> dict[str, object]:
        return {
            "warn_escalation_count": self.warn_escalation_count,
            "duplicate_jaccard": self.duplicate_jaccard,
            "max_tracked": self.max_tracked,
        }

    def _track(self, key: tuple[str, str, str]) -> _Track:
        """The entry for ``key`` (caller holds the lock); evicts the oldest past the bound."""
        track = self._tracks.get(key)
        if track is None:
            track = self._tracks[key] = _Track()
            while len(self._tracks) > self.max_tracked:
                self._tracks.popitem(last=False)
        self._tracks.move_to_end(key)
        return track

    @staticmethod
    def _thread(runtime: Any) -> tuple[str, str]:
        return resolve_runtime_user_id(runtime), resolve_thread_id(runtime)

    def phase_of(self, user_id: str, thread_id: str, tool: str) -> Phase:
        with self._lock:
            track = self._tracks.get((user_id, thread_id, tool))
            return track.phase if track else "ACTIVE"

    # -- tool side -------------------------------------------------------
    def _pre_tool(self, request: ToolCallRequest) -> ToolCallRequest | ToolResult:
        name, call_id = call_identity(request)
        key = (*self._thread(request.runtime), name)
        with self._lock:
            track = self._tracks.get(key)
            blocked = track is not None and track.phase == "BLOCKED"
            reason = track.last_problem if track else ""
        if not blocked:
            return request
        return error_tool_message(
            f"Error: tool '{name}' is blocked for this thread: it stopped producing new "
            f"information ({reason}). Use a different approach or report the problem.",
            tool_call_id=call_id, tool_name=name, error_type="stagnated", source=self.name,
        )

    def _post_tool(self, request: ToolCallRequest, result: ToolResult) -> ToolResult:
        if not isinstance(result, ToolMessage):
            return result
        meta = read_tool_meta(result)
        name, _ = call_identity(request)
        key = (*self._thread(request.runtime), name)
        tokens = _tokens(result.text) if meta is None or meta.status == "success" else frozenset()
        with self._lock:
            self._observe(self._track(key), meta, tokens)
        return result

    def _observe(self, track: _Track, meta: Any, tokens: frozenset[int]) -> None:
        if meta is None:
            return
        if meta.status == "success":
            duplicate = bool(track.last_tokens) and _jaccard(tokens, track.last_tokens) >= self.duplicate_jaccard
            track.last_tokens = tokens
            if not duplicate:
                track.phase, track.problems_since_warn, track.hint_pending = "ACTIVE", 0, False
                return
            category, problem = "a", "the same result as the previous call"
        else:
            problem = meta.error_type or "error"
            if meta.recoverable_by_model:
                category = "a"
            else:
                category = "c" if meta.recommended_next_action == "stop" else "b"
        track.last_problem = problem
        previous = track.phase
        if category == "c":
            track.phase = "BLOCKED"
        elif track.phase == "ACTIVE":
            track.phase, track.problems_since_warn = "WARNED", 0
        elif track.phase == "WARNED" and category == "b":
            track.problems_since_warn += 1
            if track.problems_since_warn >= self.warn_escalation_count:
                track.phase = "BLOCKED"
        track.hint_pending = track.phase == "WARNED" or (track.phase == "BLOCKED" and previous != "BLOCKED")

    # -- model side ------------------------------------------------------
    def _pre_model(self, request: ModelRequest) -> ModelRequest:
        user, thread = self._thread(request.runtime)
        hints = []
        with self._lock:
            for (u, t, tool), track in self._tracks.items():
                if (u, t) == (user, thread) and track.hint_pending:
                    track.hint_pending = False
                    state = "blocked for this thread" if track.phase == "BLOCKED" else "warned"
                    hints.append(f"- {tool} ({state}): {track.last_problem}")
        if not hints:
            return request
        text = (
            f"<{HINT_TAG}>\nThese tools are not producing new information; change the "
            "arguments or the approach instead of repeating the call:\n" + "\n".join(hints)
            + f"\n</{HINT_TAG}>"
        )
        note = HumanMessage(content=text, additional_kwargs=provenance_kwargs(HINT_TAG, "middleware", self.name))
        return request.override(messages=[*request.messages, note])
