"""ToolOutputBudgetMiddleware (spec item 2): oversized tool output leaves the context.

``guards.apply_output_budget`` stores a result longer than the budget under
``outputs/<storage_subdir>/`` of the thread (process feedback, not an artifact)
and returns a typed synopsis; here the synopsis points at the virtual path the
model's ``read_file`` understands, and the rewrite joins the transform trail. If
storing fails the output is still cut to the budget (never the full text back
into context) and the result says so.
"""

from __future__ import annotations

from pathlib import Path

from langchain.agents.middleware.types import ToolCallRequest
from langchain_core.messages import ToolMessage

from chain.middlewares._base import ToolCallLayer, ToolResult, call_identity, map_tool_messages
from chain.runtime_identity import VIRTUAL_ROOT, thread_paths
from guards.budget import OutputBudgetConfig, apply_output_budget
from guards.transforms import ToolTransform, append_tool_transform


class ToolOutputBudgetMiddleware(ToolCallLayer):
    def __init__(self, base_dir: Path, config: OutputBudgetConfig | None = None) -> None:
        super().__init__()
        self.base_dir = Path(base_dir)
        self.config = config or OutputBudgetConfig()

    def release_policy_parameters(self) -> dict[str, object]:
        return self.config.model_dump(mode="json")

    def _budget(self, request: ToolCallRequest, message: ToolMessage) -> ToolMessage:
        text = message.content if isinstance(message.content, str) else message.text
        if len(text) <= self.config.max_chars:
            return message
        name, call_id = call_identity(request)
        try:
            outputs = thread_paths(self.base_dir, request.runtime).create().outputs
            result = apply_output_budget(text, outputs, self.config, name_hint=name or "output")
            if result.synopsis is None or result.transform is None:
                return message  # within the budget after all: nothing was stored
            synopsis = result.synopsis.model_copy(
                update={"reference": f"{VIRTUAL_ROOT}/outputs/{result.synopsis.reference}"}
            )
            content, entry = synopsis.render(), result.transform.model_copy(update={"producer": self.name})
        except (OSError, ValueError) as exc:
            keep = self.config.max_chars // 2
            content = (
                f"[tool output of {len(text)} characters exceeded the budget and could not be stored "
                f"({type(exc).__name__}); the middle is lost]\n{text[:keep]}\n...\n{text[-keep // 2:]}"
            )
            entry = ToolTransform(kind="output_budget", producer=self.name,
                                  details={"chars": len(text), "stored": False})
        kwargs = append_tool_transform(message.additional_kwargs, entry)
        return message.model_copy(update={"content": content, "additional_kwargs": kwargs})

    def _post_tool(self, request: ToolCallRequest, result: ToolResult) -> ToolResult:
        return map_tool_messages(result, lambda message: self._budget(request, message))
