"""The LangChain runtime chain: spec items 1-13 as ``AgentMiddleware``s around the core.

``build_runtime_middlewares(ChainConfig(), ...)`` gives the lead agent's shared
base in the spec's order; pass it to ``langchain.agents.create_agent(middleware=...)``.
"""

from chain.assembly import (
    ChainAssemblyError,
    build_runtime_middlewares,
    build_subagent_runtime_middlewares,
)
from chain.config import ChainConfig
from chain.middlewares.dangling_tool_call import DanglingToolCallMiddleware
from chain.middlewares.guardrail import GuardrailMiddleware
from chain.middlewares.input_sanitization import InputSanitizationMiddleware
from chain.middlewares.llm_error_handling import LLMErrorHandlingMiddleware
from chain.middlewares.read_before_write import ReadBeforeWriteMiddleware
from chain.middlewares.sandbox import SandboxAuthorizationError, SandboxMiddleware
from chain.middlewares.sandbox_audit import SandboxAuditMiddleware
from chain.middlewares.thread_data import ThreadDataMiddleware
from chain.middlewares.tool_error_handling import ToolErrorHandlingMiddleware
from chain.middlewares.tool_output_budget import ToolOutputBudgetMiddleware
from chain.middlewares.tool_progress import ToolProgressMiddleware
from chain.middlewares.tool_receipt import ToolReceiptMiddleware
from chain.middlewares.tool_result_sanitization import ToolResultSanitizationMiddleware
from chain.middlewares.uploads import UploadsMiddleware
from chain.ordering import CONSTRAINTS, ChainOrderError, assert_chain_order, check_chain_order
from chain.provenance import provenance_kwargs, stamp_provenance, strip_inbound
from chain.release import collect_release_policies
from chain.runtime_identity import ChainContext
from chain.sandbox import (
    BubblewrapSandboxProvider,
    LocalSandboxProvider,
    SandboxProvider,
    default_sandbox_provider,
)
from chain.tool_result_meta import normalize_tool_result

__all__ = [
    "CONSTRAINTS",
    "BubblewrapSandboxProvider",
    "ChainAssemblyError",
    "ChainConfig",
    "ChainContext",
    "ChainOrderError",
    "DanglingToolCallMiddleware",
    "GuardrailMiddleware",
    "InputSanitizationMiddleware",
    "LLMErrorHandlingMiddleware",
    "LocalSandboxProvider",
    "ReadBeforeWriteMiddleware",
    "SandboxAuditMiddleware",
    "SandboxAuthorizationError",
    "SandboxMiddleware",
    "SandboxProvider",
    "ThreadDataMiddleware",
    "ToolErrorHandlingMiddleware",
    "ToolOutputBudgetMiddleware",
    "ToolProgressMiddleware",
    "ToolReceiptMiddleware",
    "ToolResultSanitizationMiddleware",
    "UploadsMiddleware",
    "assert_chain_order",
    "build_runtime_middlewares",
    "build_subagent_runtime_middlewares",
    "check_chain_order",
    "collect_release_policies",
    "default_sandbox_provider",
    "normalize_tool_result",
    "provenance_kwargs",
    "stamp_provenance",
    "strip_inbound",
]
