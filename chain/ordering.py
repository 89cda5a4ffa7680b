"""The ordering rules of the spec's chains (base 1-13, lead 14-35, subagents), as data, and their check.

LangChain composes middlewares with the first in the list as the outermost wrap
layer; ``before_*`` hooks run in list order and ``after_*`` in reverse. Every
ordering sentence of the spec (base, lead and subagent builders) is one
constraint below; assembly runs :func:`assert_chain_order` and so do the tests,
and a custom list that breaks a constraint is refused with a message naming it.

Middlewares are matched by class name along the MRO, so a subclass of
``ToolReceiptMiddleware`` is still bound by ToolReceipt's constraints.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from langchain.agents.middleware import AgentMiddleware
from pydantic import BaseModel, ConfigDict

BASE_ORDER: tuple[str, ...] = (
    "InputSanitizationMiddleware",
    "ToolOutputBudgetMiddleware",
    "ToolResultSanitizationMiddleware",
    "ThreadDataMiddleware",
    "UploadsMiddleware",
    "SandboxMiddleware",
    "DanglingToolCallMiddleware",
    "LLMErrorHandlingMiddleware",
    "ToolReceiptMiddleware",
    "GuardrailMiddleware",
    "SandboxAuditMiddleware",
    "ReadBeforeWriteMiddleware",
    "ToolProgressMiddleware",
    "ToolErrorHandlingMiddleware",
)
"""The spec's items 1-13 in registration order (ToolReceipt registered ahead of 9-12)."""

LEAD_ORDER: tuple[str, ...] = (
    "DynamicContextMiddleware",
    "SkillActivationMiddleware",
    "SkillToolPolicyMiddleware",
    "DurableContextMiddleware",
    "SummarizationMiddleware",
    "TodoListMiddleware",
    "TokenUsageMiddleware",
    "TitleMiddleware",
    "MemoryMiddleware",
    "ViewImageMiddleware",
    "McpRoutingMiddleware",
    "DeferredToolFilterMiddleware",
    "SystemMessageCoalescingMiddleware",
    "SubagentLimitMiddleware",
    "LoopDetectionMiddleware",
    "TokenBudgetMiddleware",
    "TerminalResponseMiddleware",
    "ModelLengthFinishReasonMiddleware",
    "SafetyFinishReasonMiddleware",
    "ClarificationMiddleware",
)
"""The spec's lead items 14-35 in registration order (custom and configured
extensions, items 30-31, go between TokenBudget and TerminalResponse)."""
TAIL: tuple[str, ...] = LEAD_ORDER[-4:]
SUBAGENT_ORDER: tuple[str, ...] = (
    "DurableContextMiddleware",
    "SummarizationMiddleware",
    "SubagentDateContextMiddleware",
    "SystemMessageCoalescingMiddleware",
    "LoopDetectionMiddleware",
    "TokenBudgetMiddleware",
    "ModelLengthFinishReasonMiddleware",
    "SafetyFinishReasonMiddleware",
)
"""A subagent's items after its runtime base, in registration order (custom and
configured extensions go between TokenBudget and the safety tail)."""
SUBAGENT_TAIL: tuple[str, ...] = SUBAGENT_ORDER[-2:]
SUBAGENT_ONLY: tuple[str, ...] = tuple(n for n in SUBAGENT_ORDER if n not in LEAD_ORDER)
LEAD_ONLY: tuple[str, ...] = ("UploadsMiddleware", *(n for n in LEAD_ORDER if n not in SUBAGENT_ORDER))
KNOWN: frozenset[str] = frozenset(BASE_ORDER + LEAD_ORDER + SUBAGENT_ONLY)
Profile = Literal["lead", "subagent"]

Kind = Literal["before", "immediately_before", "immediately_after", "first", "last", "innermost_tool_wrap",
               "sequence", "extensions_slot", "absent"]


class OrderingConstraint(BaseModel):
    """One ordering rule. ``subject``/``other`` are canonical class names."""

    model_config = ConfigDict(frozen=True)

    id: str
    kind: Kind
    subject: str
    others: tuple[str, ...] = ()
    rule: str
    """The spec's reason, quoted in refusals."""


def _before(cid: str, subject: str, others: tuple[str, ...], rule: str) -> OrderingConstraint:
    return OrderingConstraint(id=cid, kind="before", subject=subject, others=others, rule=rule)


CONSTRAINTS: tuple[OrderingConstraint, ...] = (
    OrderingConstraint(
        id="input-sanitization-first", kind="first", subject="InputSanitizationMiddleware",
        rule="InputSanitization is first, the outermost wrap_model_call wrapper, so every "
        "inner middleware (including LLM retries) sees sanitized messages",
    ),
    _before(
        "budget-outside-result-sanitization", "ToolOutputBudgetMiddleware",
        ("ToolResultSanitizationMiddleware",),
        "ToolResultSanitization sits inner of ToolOutputBudget: neutralize the raw output, "
        "then the budget truncates",
    ),
    _before(
        "thread-data-before-uploads-and-sandbox", "ThreadDataMiddleware",
        ("UploadsMiddleware", "SandboxMiddleware"),
        "uploads and the sandbox use the runtime-resolved user bucket that ThreadData creates",
    ),
    _before(
        "dangling-outside-llm-errors", "DanglingToolCallMiddleware",
        ("LLMErrorHandlingMiddleware",),
        "malformed tool calls are sanitized in the model-bound request before LLM error "
        "handling retries it",
    ),
    _before(
        "receipt-outermost-tool-wrap", "ToolReceiptMiddleware",
        ("GuardrailMiddleware", "SandboxAuditMiddleware", "ReadBeforeWriteMiddleware",
         "ToolProgressMiddleware", "ToolErrorHandlingMiddleware"),
        "ToolReceipt is the outermost wrap_tool_call layer, registered ahead of entries 9-12, "
        "because those can short-circuit a call and an inner receipt layer would gap the ledger",
    ),
    _before(
        "guardrail-before-audit", "GuardrailMiddleware", ("SandboxAuditMiddleware",),
        "authorization/guardrail gates (item 9) run before sandbox audit (item 10)",
    ),
    _before(
        "read-before-write-outside-progress", "ReadBeforeWriteMiddleware",
        ("ToolProgressMiddleware", "ToolErrorHandlingMiddleware"),
        "ReadBeforeWrite sits outside ToolProgress and ToolErrorHandling so a blocked write "
        "returns immediately without consuming a ToolProgress slot",
    ),
    OrderingConstraint(
        id="progress-wraps-error-handling", kind="immediately_before",
        subject="ToolProgressMiddleware", others=("ToolErrorHandlingMiddleware",),
        rule="ToolProgress is the outer wrapper around ToolErrorHandling so its "
        "wrap_tool_call receives results already stamped with tool meta",
    ),
    OrderingConstraint(
        id="error-handling-innermost", kind="innermost_tool_wrap",
        subject="ToolErrorHandlingMiddleware",
        rule="ToolErrorHandling converts tool exceptions into error ToolMessages and stamps "
        "meta on the inner return path: no wrap_tool_call layer may sit inside it",
    ),
    OrderingConstraint(
        id="strict-base-order", kind="sequence", subject="base", others=BASE_ORDER,
        rule="the shared runtime base is assembled in strict order (items 1-13)",
    ),
)


LEAD_CONSTRAINTS: tuple[OrderingConstraint, ...] = (
    _before(
        "base-before-lead", "ToolErrorHandlingMiddleware", LEAD_ORDER,
        "the lead-only middlewares are appended after the shared runtime base",
    ),
    OrderingConstraint(
        id="skill-policy-after-activation", kind="immediately_after", subject="SkillToolPolicyMiddleware",
        others=("SkillActivationMiddleware",),
        rule="SkillToolPolicy must remain immediately after SkillActivation, which publishes the slash "
        "source it reads",
    ),
    OrderingConstraint(
        id="skill-policy-before-durable-context", kind="immediately_before", subject="SkillToolPolicyMiddleware",
        others=("DurableContextMiddleware",),
        rule="SkillToolPolicy must remain immediately before DurableContext",
    ),
    _before(
        "durable-context-before-summarization", "DurableContextMiddleware", ("SummarizationMiddleware",),
        "DurableContext captures delegations and skill references before summarization can compact the "
        "paired tool-call/result messages",
    ),
    _before(
        "mcp-routing-before-deferred-filter", "McpRoutingMiddleware", ("DeferredToolFilterMiddleware",),
        "McpRouting must be installed before DeferredToolFilter, which reads its promotions",
    ),
    OrderingConstraint(
        id="extensions-slot", kind="extensions_slot", subject="lead",
        rule="custom middlewares (item 30) and configured extensions (item 31) run after the built-ins "
        "and the lead loop/token guards, but before the terminal-response/safety/clarification tail",
    ),
    _before(
        "safety-after-terminal-response", "TerminalResponseMiddleware", ("SafetyFinishReasonMiddleware",),
        "SafetyFinishReason is registered after terminal-response/custom/configured middlewares so "
        "LangChain's reverse-order after_model dispatch runs it first",
    ),
    OrderingConstraint(
        id="clarification-last", kind="last", subject="ClarificationMiddleware",
        rule="ClarificationMiddleware must be last: it answers ask_clarification and ends the run",
    ),
    OrderingConstraint(
        id="strict-lead-order", kind="sequence", subject="lead", others=LEAD_ORDER,
        rule="the lead-only middlewares are appended in strict order (items 14-35)",
    ),
)


SUBAGENT_CONSTRAINTS: tuple[OrderingConstraint, ...] = (
    _before(
        "base-before-subagent", "ToolErrorHandlingMiddleware", SUBAGENT_ORDER,
        "subagents reuse the shared runtime base; their own items are appended after it",
    ),
    OrderingConstraint(
        id="subagent-has-no-lead-items", kind="absent", subject="subagent", others=LEAD_ONLY,
        rule="Uploads and the lead-only middlewares (items 14-35 the subagent builders do not reuse) are lead only",
    ),
    OrderingConstraint(
        id="subagent-durable-context-before-summarization", kind="immediately_after",
        subject="SummarizationMiddleware", others=("DurableContextMiddleware",),
        rule="build_subagent_runtime_middlewares attaches DurableContext immediately before subagent "
        "summarization, so a compacted summary_text is projected ahead of a preserved assistant/tool tail "
        "instead of leaving strict providers with an assistant-first request",
    ),
    OrderingConstraint(
        id="subagent-date-context-before-coalescer", kind="immediately_before",
        subject="SubagentDateContextMiddleware", others=("SystemMessageCoalescingMiddleware",),
        rule="the subagent builder places its date-only context middleware immediately before the coalescer, "
        "so the subagent prompt and the hidden date reminder reach providers as one leading system block",
    ),
    OrderingConstraint(
        id="subagent-extensions-slot", kind="extensions_slot", subject="subagent",
        rule="custom middlewares and the configured extension classes run after the subagent loop/token "
        "guards and before the subagent's safety tail",
    ),
    OrderingConstraint(
        id="strict-subagent-order", kind="sequence", subject="subagent", others=SUBAGENT_ORDER,
        rule="a subagent's own middlewares are appended in a fixed order after its runtime base",
    ),
)


class ChainOrderError(ValueError):
    """A middleware list breaks one or more ordering constraints."""

    def __init__(self, violations: list[str]) -> None:
        super().__init__("middleware order refused:\n  " + "\n  ".join(violations))
        self.violations = violations


def canonical_name(middleware: object) -> str:
    """The spec class name this middleware is (via MRO), else its own class name."""
    for cls in type(middleware).__mro__:
        if cls.__name__ in KNOWN:
            return cls.__name__
    return type(middleware).__name__


def _wraps_tool_calls(middleware: object) -> bool:
    cls = type(middleware)
    return (
        getattr(cls, "wrap_tool_call", None) is not AgentMiddleware.wrap_tool_call
        or getattr(cls, "awrap_tool_call", None) is not AgentMiddleware.awrap_tool_call
    )


def _extension_problem(names: list[str], order: tuple[str, ...], tail_names: tuple[str, ...]) -> str | None:
    """Middlewares foreign to the profile (custom ones; in the lead, the subagent-only items too)
    must sit between the guards and the tail."""
    lead = [i for i, n in enumerate(names) if n in order]
    if not lead:
        return None
    guards = [i for i in lead if names[i] not in tail_names]
    tail = [i for i in lead if names[i] in tail_names]
    low, high = max(guards, default=-1), min(tail, default=len(names))
    known = set(BASE_ORDER) | set(order)
    misplaced = [names[i] for i in range(lead[0], len(names)) if names[i] not in known and not low < i < high]
    return f"{', '.join(misplaced)} outside the extension slot" if misplaced else None


def _violation(c: OrderingConstraint, names: list[str], stack: Sequence[object]) -> str | None:
    where = {n: i for i, n in reversed(list(enumerate(names)))}
    if c.subject not in where and c.kind not in ("sequence", "extensions_slot", "absent"):
        return None
    if c.kind == "first":
        return None if names[0] == c.subject else f"{c.subject} is at position {where[c.subject]}"
    if c.kind == "before":
        late = [o for o in c.others if o in where and where[o] < where[c.subject]]
        return f"{c.subject} comes after {', '.join(late)}" if late else None
    if c.kind == "immediately_before":
        other = c.others[0]
        if other not in where:
            return f"{c.subject} is present without {other}"
        return None if where[other] == where[c.subject] + 1 else f"{c.subject} is not directly followed by {other}"
    if c.kind == "immediately_after":
        other = c.others[0]
        if other not in where:
            return f"{c.subject} is present without {other}"
        return None if where[other] == where[c.subject] - 1 else f"{c.subject} is not directly after {other}"
    if c.kind == "last":
        return None if names[-1] == c.subject else f"{c.subject} is followed by {', '.join(names[where[c.subject] + 1:])}"
    if c.kind == "innermost_tool_wrap":
        # The runtime base ends where the lead items begin; lead items (and the custom
        # middlewares among them) are appended after the base by the spec itself.
        end = next((i for i in range(where[c.subject] + 1, len(names))
                    if names[i] in KNOWN and names[i] not in BASE_ORDER), len(names))
        inner = [names[i] for i in range(where[c.subject] + 1, end) if _wraps_tool_calls(stack[i])]
        return f"{', '.join(inner)} wrap tool calls inside {c.subject}" if inner else None
    if c.kind == "extensions_slot":
        if c.subject == "subagent":
            return _extension_problem(names, SUBAGENT_ORDER, SUBAGENT_TAIL)
        return _extension_problem(names, LEAD_ORDER, TAIL)
    if c.kind == "absent":
        found = sorted({n for n in names if n in c.others})
        return f"{', '.join(found)} present" if found else None
    rank = {n: i for i, n in enumerate(c.others)}
    present = [n for n in names if n in rank]
    for a, b in zip(present, present[1:]):
        if rank[a] > rank[b]:
            return f"{a} comes before {b}"
    return None


def constraints_for(profile: Profile) -> tuple[OrderingConstraint, ...]:
    """The base constraints plus the lead's or the subagents' own."""
    return CONSTRAINTS + (SUBAGENT_CONSTRAINTS if profile == "subagent" else LEAD_CONSTRAINTS)


def check_chain_order(stack: Sequence[object], profile: Profile = "lead") -> list[str]:
    """Every violated constraint as ``"<id>: <what is wrong> (rule: <spec reason>)"``.

    ``profile`` names the chain: ``"lead"`` (the base alone, or the lead's whole
    chain) or ``"subagent"`` (a subagent's base and its own items).
    """
    names = [canonical_name(m) for m in stack]
    if not names:
        return []
    found: list[str] = []
    duplicates = sorted({n for n in names if n in KNOWN and names.count(n) > 1})
    if duplicates:
        found.append(f"unique-items: {', '.join(duplicates)} registered more than once")
    for constraint in constraints_for(profile):
        problem = _violation(constraint, names, stack)
        if problem:
            found.append(f"{constraint.id}: {problem} (rule: {constraint.rule})")
    return found


def assert_chain_order(stack: Sequence[object], profile: Profile = "lead") -> None:
    """Raise :class:`ChainOrderError` naming every broken constraint."""
    violations = check_chain_order(stack, profile)
    if violations:
        raise ChainOrderError(violations)
