"""The LangChain chain: spec items 1-35 as ``AgentMiddleware``s around the core.

``build_lead_middlewares(ChainConfig(), model=...)`` gives the lead agent's whole
chain in the spec's order (``build_runtime_middlewares`` only the shared base),
``build_subagent_middlewares`` a delegated subagent's; pass it to
``langchain.agents.create_agent(middleware=...)``.
"""

from chain.assembly import (
    ChainAssemblyError,
    build_runtime_middlewares,
    build_subagent_runtime_middlewares,
)
from chain.config import ChainConfig
from chain.extensions import ExtensionLoadError
from chain.lead_assembly import build_lead_middlewares
from chain.lead_config import LeadChainContext
from chain.memory import InMemoryMemoryStore, MemoryQueue, MemoryUpdater
from chain.middlewares.clarification import ClarificationMiddleware
from chain.middlewares.dangling_tool_call import DanglingToolCallMiddleware
from chain.middlewares.deferred_tool_filter import DeferredToolFilterMiddleware
from chain.middlewares.durable_context import DurableContextMiddleware
from chain.middlewares.dynamic_context import (
    DynamicContextMiddleware,
    SubagentDateContextMiddleware,
)
from chain.middlewares.finish_reason import (
    ModelLengthFinishReasonMiddleware,
    SafetyFinishReasonMiddleware,
)
from chain.middlewares.guardrail import GuardrailMiddleware
from chain.middlewares.input_sanitization import InputSanitizationMiddleware
from chain.middlewares.llm_error_handling import LLMErrorHandlingMiddleware
from chain.middlewares.loop_detection import LoopDetectionMiddleware
from chain.middlewares.mcp_routing import McpRoutingMiddleware
from chain.middlewares.memory import MemoryMiddleware
from chain.middlewares.read_before_write import ReadBeforeWriteMiddleware
from chain.middlewares.sandbox import SandboxAuthorizationError, SandboxMiddleware
from chain.middlewares.sandbox_audit import SandboxAuditMiddleware
from chain.middlewares.skill_activation import SkillActivationMiddleware
from chain.middlewares.skill_tool_policy import SkillToolPolicyMiddleware
from chain.middlewares.subagent_limit import SubagentLimitMiddleware
from chain.middlewares.summarization import SummarizationMiddleware
from chain.middlewares.system_message_coalescing import (
    SystemMessageCoalescingMiddleware,
)
from chain.middlewares.terminal_response import TerminalResponseMiddleware
from chain.middlewares.thread_data import ThreadDataMiddleware
from chain.middlewares.title import TitleMiddleware
from chain.middlewares.todo_list import TodoListMiddleware
from chain.middlewares.token_budget import TokenBudgetMiddleware
from chain.middlewares.token_usage import TokenUsageMiddleware
from chain.middlewares.tool_error_handling import ToolErrorHandlingMiddleware
from chain.middlewares.tool_output_budget import ToolOutputBudgetMiddleware
from chain.middlewares.tool_progress import ToolProgressMiddleware
from chain.middlewares.tool_receipt import ToolReceiptMiddleware
from chain.middlewares.tool_result_sanitization import ToolResultSanitizationMiddleware
from chain.middlewares.uploads import UploadsMiddleware
from chain.middlewares.view_image import ViewImageMiddleware
from chain.ordering import (
    CONSTRAINTS,
    LEAD_CONSTRAINTS,
    SUBAGENT_CONSTRAINTS,
    ChainOrderError,
    assert_chain_order,
    check_chain_order,
)
from chain.provenance import provenance_kwargs, stamp_provenance, strip_inbound
from chain.release import collect_release_policies
from chain.run_journal import InMemoryRunJournal, LoopDetectionRecorder, RunJournal
from chain.run_journal_callbacks import JournalCallbackHandler
from chain.run_worker import (
    InMemoryThreadMetaStore,
    RunConflictError,
    RunRecord,
    RunWorker,
    ThreadMeta,
    ThreadMetaStore,
)
from chain.runtime_identity import ChainContext
from chain.sandbox import (
    BubblewrapSandboxProvider,
    LocalSandboxProvider,
    SandboxProvider,
    default_sandbox_provider,
)
from chain.secret_context import REDACTED_CONTEXT_KEYS, redacted_context
from chain.skill_projection import SkillProjection
from chain.skill_tools import build_describe_skill_tool
from chain.skills import DirectorySkillRegistry, SkillSpec, StaticSkillRegistry
from chain.subagent_assembly import build_subagent_middlewares
from chain.task_result import TaskOutcome, task_tool_message
from chain.tool_result_meta import normalize_tool_result

__all__ = [
    "CONSTRAINTS",
    "LEAD_CONSTRAINTS",
    "REDACTED_CONTEXT_KEYS",
    "SUBAGENT_CONSTRAINTS",
    "BubblewrapSandboxProvider",
    "ChainAssemblyError",
    "ChainConfig",
    "ChainContext",
    "ChainOrderError",
    "ClarificationMiddleware",
    "DanglingToolCallMiddleware",
    "DeferredToolFilterMiddleware",
    "DirectorySkillRegistry",
    "DurableContextMiddleware",
    "DynamicContextMiddleware",
    "ExtensionLoadError",
    "GuardrailMiddleware",
    "InMemoryMemoryStore",
    "InMemoryRunJournal",
    "InMemoryThreadMetaStore",
    "InputSanitizationMiddleware",
    "JournalCallbackHandler",
    "LLMErrorHandlingMiddleware",
    "LeadChainContext",
    "LocalSandboxProvider",
    "LoopDetectionMiddleware",
    "LoopDetectionRecorder",
    "McpRoutingMiddleware",
    "MemoryMiddleware",
    "MemoryQueue",
    "MemoryUpdater",
    "ModelLengthFinishReasonMiddleware",
    "ReadBeforeWriteMiddleware",
    "RunConflictError",
    "RunJournal",
    "RunRecord",
    "RunWorker",
    "SafetyFinishReasonMiddleware",
    "SandboxAuditMiddleware",
    "SandboxAuthorizationError",
    "SandboxMiddleware",
    "SandboxProvider",
    "SkillActivationMiddleware",
    "SkillProjection",
    "SkillSpec",
    "SkillToolPolicyMiddleware",
    "StaticSkillRegistry",
    "SubagentDateContextMiddleware",
    "SubagentLimitMiddleware",
    "SummarizationMiddleware",
    "SystemMessageCoalescingMiddleware",
    "TaskOutcome",
    "TerminalResponseMiddleware",
    "ThreadDataMiddleware",
    "ThreadMeta",
    "ThreadMetaStore",
    "TitleMiddleware",
    "TodoListMiddleware",
    "TokenBudgetMiddleware",
    "TokenUsageMiddleware",
    "ToolErrorHandlingMiddleware",
    "ToolOutputBudgetMiddleware",
    "ToolProgressMiddleware",
    "ToolReceiptMiddleware",
    "ToolResultSanitizationMiddleware",
    "UploadsMiddleware",
    "ViewImageMiddleware",
    "assert_chain_order",
    "build_describe_skill_tool",
    "build_lead_middlewares",
    "build_runtime_middlewares",
    "build_subagent_middlewares",
    "build_subagent_runtime_middlewares",
    "check_chain_order",
    "collect_release_policies",
    "default_sandbox_provider",
    "normalize_tool_result",
    "provenance_kwargs",
    "redacted_context",
    "stamp_provenance",
    "strip_inbound",
    "task_tool_message",
]
