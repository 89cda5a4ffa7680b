"""Every tag the chain emits into model input, registered with the guards' tag registry.

The neutralizer protects registered tags, so a tool result or user message that
forges one of these blocks is neutralized. Importing ``chain`` registers them.
"""

from __future__ import annotations

from guards.tags import TAG_REGISTRY

CHAIN_EMITTED_TAGS: dict[str, str] = {
    "uploaded_files": "UploadsMiddleware",
    "tool_receipts": "ToolReceiptMiddleware",
    "tool_progress_hint": "ToolProgressMiddleware",
    "sandbox_audit_warning": "SandboxAuditMiddleware",
    "system-reminder": "DynamicContextMiddleware",
    "memory": "DynamicContextMiddleware",
    "skill": "SkillActivationMiddleware",
    "durable_context_data": "DurableContextMiddleware",
    "loop_detection_warning": "LoopDetectionMiddleware",
}


def register_chain_tags() -> None:
    for name, producer in CHAIN_EMITTED_TAGS.items():
        TAG_REGISTRY.register(name, kind="authority", emitted_by=producer, note="emitted by chain/")


register_chain_tags()
