"""ToolReceiptMiddleware (spec item 13): receipts on every tool result, a hidden ledger.

Registered ahead of Guardrail/SandboxAudit/ReadBeforeWrite/ToolProgress, so their
short-circuit results are receipted too. Before each model call the ledger of
receipts in message state is appended to the request only (never to state), and
the model's response carries exactly the retained subset it was shown.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from langchain.agents.middleware import ModelRequest, ModelResponse
from langchain.agents.middleware.types import ToolCallRequest
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage

from chain.middlewares._base import ToolCallLayer, ToolResult, as_model_response, map_tool_messages
from chain.provenance import RECEIPT_SNAPSHOT_KEY, TOOL_RECEIPT_KEY, provenance_kwargs
from chain.receipts import LEDGER_TAG, Ledger, make_receipt, receipt_payloads, render_ledger


class ToolReceiptMiddleware(ToolCallLayer):
    """Stamps receipts (tool side) and renders the ledger (model side)."""

    def __init__(self, *, ledger_budget_chars: int = 2_000) -> None:
        super().__init__()
        self.ledger_budget_chars = ledger_budget_chars

    def release_policy_parameters(self) -> dict[str, object]:
        return {"receipts_enabled": True, "ledger_budget_chars": self.ledger_budget_chars}

    def _post_tool(self, request: ToolCallRequest, result: ToolResult) -> ToolResult:
        tool = str(request.tool_call.get("name") or "")
        args = request.tool_call.get("args")

        def stamp(message: ToolMessage) -> ToolMessage:
            receipt = make_receipt(message, message.name or tool, args)
            kwargs = {**message.additional_kwargs, TOOL_RECEIPT_KEY: receipt.model_dump()}
            return message.model_copy(update={"additional_kwargs": kwargs})

        return map_tool_messages(result, stamp)

    def _with_ledger(self, request: ModelRequest) -> tuple[ModelRequest, Ledger | None]:
        ledger = render_ledger(receipt_payloads(request.messages), self.ledger_budget_chars)
        if ledger is None:
            return request, None
        note = HumanMessage(
            content=ledger.text,
            additional_kwargs=provenance_kwargs(LEDGER_TAG, "middleware", self.name),
        )
        return request.override(messages=[*request.messages, note]), ledger

    @staticmethod
    def _stamp_snapshot(response: Any, ledger: Ledger | None) -> Any:
        """The response carries exactly the receipt subset its request showed."""
        if ledger is None:
            return response
        snapshot = {f"r{i}": r.output_sha256 for i, r in ledger.retained.items()}
        response = as_model_response(response)
        stamped = [
            m.model_copy(update={"additional_kwargs": {**m.additional_kwargs, RECEIPT_SNAPSHOT_KEY: snapshot}})
            if isinstance(m, AIMessage) else m
            for m in response.result
        ]
        return ModelResponse(result=stamped, structured_response=response.structured_response)

    def wrap_model_call(self, request: ModelRequest, handler: Callable[[ModelRequest], Any]) -> Any:
        request, ledger = self._with_ledger(request)
        return self._stamp_snapshot(handler(request), ledger)

    async def awrap_model_call(
        self, request: ModelRequest, handler: Callable[[ModelRequest], Awaitable[Any]]
    ) -> Any:
        request, ledger = self._with_ledger(request)
        return self._stamp_snapshot(await handler(request), ledger)
