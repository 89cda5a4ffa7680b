"""SandboxAuditMiddleware (spec item 10): classify shell commands before they run.

Defense in depth and audit, not the isolation boundary (the sandbox is). Every
``bash`` call is classified by ``shell_audit.classify`` and writes one structured
JSON audit record: ``block`` returns an error ToolMessage and the command never
reaches the sandbox; ``warn`` runs it and appends the findings to the result;
``pass`` runs it. A classifier failure or a non-string command blocks (fail
closed). File-tool calls are audited (tool and path) without classification.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from typing import Any

from langchain.agents.middleware import AgentMiddleware
from langchain.agents.middleware.types import ToolCallRequest
from langchain_core.messages import ToolMessage

from chain.middlewares._base import AsyncToolHandler, ToolHandler, ToolResult, call_identity, map_tool_messages
from chain.runtime_identity import resolve_thread_id
from chain.sandbox.tools import FILE_WRITE_TOOLS
from chain.tool_result_meta import error_tool_message
from shell_audit import audit_record, classify

WARNING_TAG = "sandbox_audit_warning"
SHELL_TOOLS = frozenset({"bash"})
AUDITED_FILE_TOOLS = FILE_WRITE_TOOLS | {"read_file"}
_logger = logging.getLogger("chain.sandbox_audit")

AuditSink = Callable[[dict[str, Any]], None]


def log_audit(record: dict[str, Any]) -> None:
    _logger.info(json.dumps(record, sort_keys=True, default=str))


class SandboxAuditMiddleware(AgentMiddleware):
    def __init__(self, *, sink: AuditSink = log_audit) -> None:
        super().__init__()
        self.sink = sink

    def release_policy_parameters(self) -> dict[str, object]:
        return {"shell_tools": sorted(SHELL_TOOLS), "block_on_classifier_error": True}

    def _emit(self, record: dict[str, Any]) -> None:
        try:
            self.sink(record)
        except Exception:  # noqa: BLE001 - a broken sink must not change the decision
            _logger.exception("sandbox audit sink failed")

    def _verdict(self, command: Any) -> tuple[Any, str | None]:
        """(verdict, None) or (None, reason to block)."""
        if not isinstance(command, str):
            return None, "the command argument is not a string"
        try:
            return classify(command), None
        except Exception as exc:  # noqa: BLE001 - a classifier that cannot decide blocks
            return None, f"the command could not be classified ({type(exc).__name__})"

    def _decide(self, request: ToolCallRequest) -> ToolMessage | Any:
        """A refusal (block), the warn verdict to append after running, or None (run as is)."""
        name, call_id = call_identity(request)
        args = request.tool_call.get("args")
        args = args if isinstance(args, dict) else {}
        base = {"tool": name, "tool_call_id": call_id, "thread_id": resolve_thread_id(request.runtime)}
        if name in AUDITED_FILE_TOOLS:
            self._emit({"kind": "file", **base, "path": str(args.get("path"))[:500]})
            return None
        if name not in SHELL_TOOLS:
            return None
        command = args.get("command")
        verdict, failure = self._verdict(command)
        if verdict is None or not isinstance(command, str):  # _verdict fails every non-string command
            self._emit({"kind": "shell", **base, "verdict": "block", "error": failure})
            return self._refuse(name, call_id, failure)
        record = audit_record(command, verdict, thread_id=base["thread_id"]).model_dump(mode="json")
        self._emit({"kind": "shell", **base, **record})
        if verdict.verdict == "block":
            return self._refuse(name, call_id, "; ".join(f"{f.rule}: {f.message.rstrip('.')}" for f in verdict.findings))
        return verdict if verdict.verdict == "warn" else None

    def _refuse(self, name: str, call_id: str, reason: str | None) -> ToolMessage:
        return error_tool_message(
            f"Error: command blocked by the sandbox audit: {reason}. Do not retry it in another "
            "spelling; use a safer approach (for example download to a file and inspect it first).",
            tool_call_id=call_id, tool_name=name, error_type="policy_blocked", source=self.name,
        )

    @staticmethod
    def _with_warning(result: ToolResult, verdict: Any) -> ToolResult:
        if verdict is None:
            return result
        lines = "\n".join(f"- {f.rule} ({f.severity.value}): {f.message}" for f in verdict.findings)
        note = f"\n\n<{WARNING_TAG}>\nThe sandbox audit flagged this command:\n{lines}\n</{WARNING_TAG}>"

        def append(message: ToolMessage) -> ToolMessage:
            if not isinstance(message.content, str):
                return message
            return message.model_copy(update={"content": message.content + note})

        return map_tool_messages(result, append)

    def wrap_tool_call(self, request: ToolCallRequest, handler: ToolHandler) -> ToolResult:
        decision = self._decide(request)
        if isinstance(decision, ToolMessage):
            return decision
        return self._with_warning(handler(request), decision)

    async def awrap_tool_call(self, request: ToolCallRequest, handler: AsyncToolHandler) -> ToolResult:
        decision = self._decide(request)
        if isinstance(decision, ToolMessage):
            return decision
        return self._with_warning(await handler(request), decision)
