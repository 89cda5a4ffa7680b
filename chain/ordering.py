"""The ordering rules of the spec's shared runtime base, as data, and their check.

LangChain composes middlewares with the first in the list as the outermost wrap
layer; ``before_*`` hooks run in list order and ``after_*`` in reverse. Every
ordering sentence of the spec for items 1-13 is one constraint below; assembly
runs :func:`assert_chain_order` and so do the tests, and a custom list that breaks
a constraint is refused with a message naming it.

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

Kind = Literal["before", "immediately_before", "first", "innermost_tool_wrap", "sequence"]


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


class ChainOrderError(ValueError):
    """A middleware list breaks one or more ordering constraints."""

    def __init__(self, violations: list[str]) -> None:
        super().__init__("middleware order refused:\n  " + "\n  ".join(violations))
        self.violations = violations


def canonical_name(middleware: object) -> str:
    """The spec class name this middleware is (via MRO), else its own class name."""
    known = set(BASE_ORDER)
    for cls in type(middleware).__mro__:
        if cls.__name__ in known:
            return cls.__name__
    return type(middleware).__name__


def _wraps_tool_calls(middleware: object) -> bool:
    cls = type(middleware)
    return (
        getattr(cls, "wrap_tool_call", None) is not AgentMiddleware.wrap_tool_call
        or getattr(cls, "awrap_tool_call", None) is not AgentMiddleware.awrap_tool_call
    )


def _violation(c: OrderingConstraint, names: list[str], stack: Sequence[object]) -> str | None:
    where = {n: i for i, n in reversed(list(enumerate(names)))}
    if c.subject not in where and c.kind != "sequence":
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
    if c.kind == "innermost_tool_wrap":
        inner = [names[i] for i in range(where[c.subject] + 1, len(names)) if _wraps_tool_calls(stack[i])]
        return f"{', '.join(inner)} wrap tool calls inside {c.subject}" if inner else None
    rank = {n: i for i, n in enumerate(c.others)}
    present = [n for n in names if n in rank]
    for a, b in zip(present, present[1:]):
        if rank[a] > rank[b]:
            return f"{a} comes before {b}"
    return None


def check_chain_order(stack: Sequence[object]) -> list[str]:
    """Every violated constraint as ``"<id>: <what is wrong> (rule: <spec reason>)"``."""
    names = [canonical_name(m) for m in stack]
    if not names:
        return []
    found: list[str] = []
    duplicates = sorted({n for n in names if n in BASE_ORDER and names.count(n) > 1})
    if duplicates:
        found.append(f"unique-items: {', '.join(duplicates)} registered more than once")
    for constraint in CONSTRAINTS:
        problem = _violation(constraint, names, stack)
        if problem:
            found.append(f"{constraint.id}: {problem} (rule: {constraint.rule})")
    return found


def assert_chain_order(stack: Sequence[object]) -> None:
    """Raise :class:`ChainOrderError` naming every broken constraint."""
    violations = check_chain_order(stack)
    if violations:
        raise ChainOrderError(violations)
