"""Framework-free guards: untrusted-text neutralization, input and tool-result
sanitizers, the tool-output budget and the guardrail protocol.

No LangChain here: `chain/` wraps these functions in middlewares, and any other
framework can call them directly on plain strings and message dicts.
"""

from guards.budget import (
    TOOL_RESULTS_DIRNAME,
    BudgetResult,
    OutputBudgetConfig,
    OutputSynopsis,
    apply_output_budget,
    detect_type,
    store_output,
)
from guards.guardrail import (
    AUTHORIZATION_OUTCOME_KEY,
    AllowDenyListProvider,
    AuthorizationOutcome,
    GateResult,
    GuardrailAuditRecord,
    GuardrailDecision,
    GuardrailGate,
    GuardrailProvider,
    GuardrailRequest,
    pop_outcome,
    publish_outcome,
)
from guards.input import frame_user_content, frame_user_input, map_text_content, neutralize_content
from guards.neutralize import ForgedTag, find_forged_tags, neutralize_untrusted_text, neutralize_with_report
from guards.provenance import (
    ORIGINAL_USER_CONTENT_KEY,
    PROVENANCE_KEYS,
    record_original_user_content,
    strip_inbound_metadata,
)
from guards.tags import TAG_REGISTRY, USER_INPUT_CLOSE, USER_INPUT_OPEN, TagRegistry, TagSpec
from guards.tool_results import (
    REMOTE_CONTENT_TOOLS,
    SanitizedToolResult,
    is_remote_content_tool,
    sanitize_tool_result,
)
from guards.transforms import TOOL_TRANSFORMS_KEY, ToolTransform, append_tool_transform
from guards.judges import spaced as _spaced

# True when the view, scanner and judges run as mypyc-compiled code (see setup.py), False
# when they were installed as pure Python: same source, same outputs, slower.
COMPILED = not _spaced.__file__.endswith(".py")

__all__ = [
    "COMPILED",
    "AUTHORIZATION_OUTCOME_KEY",
    "ORIGINAL_USER_CONTENT_KEY",
    "PROVENANCE_KEYS",
    "REMOTE_CONTENT_TOOLS",
    "TAG_REGISTRY",
    "TOOL_RESULTS_DIRNAME",
    "TOOL_TRANSFORMS_KEY",
    "USER_INPUT_CLOSE",
    "USER_INPUT_OPEN",
    "AllowDenyListProvider",
    "AuthorizationOutcome",
    "BudgetResult",
    "ForgedTag",
    "GateResult",
    "GuardrailAuditRecord",
    "GuardrailDecision",
    "GuardrailGate",
    "GuardrailProvider",
    "GuardrailRequest",
    "OutputBudgetConfig",
    "OutputSynopsis",
    "SanitizedToolResult",
    "TagRegistry",
    "TagSpec",
    "ToolTransform",
    "append_tool_transform",
    "apply_output_budget",
    "detect_type",
    "find_forged_tags",
    "frame_user_content",
    "frame_user_input",
    "is_remote_content_tool",
    "map_text_content",
    "neutralize_content",
    "neutralize_untrusted_text",
    "neutralize_with_report",
    "pop_outcome",
    "publish_outcome",
    "record_original_user_content",
    "sanitize_tool_result",
    "store_output",
    "strip_inbound_metadata",
]
