"""LLMErrorHandlingMiddleware (spec item 8): provider failures become assistant-facing errors.

Transient failures (rate limits, timeouts, connection errors, 5xx, overload) are
retried with capped exponential backoff; anything else, or a transient failure
that outlives the retries, becomes an AIMessage explaining the failure, so the
run ends with a recoverable answer instead of an exception.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from typing import Any

from langchain.agents.middleware import AgentMiddleware, ModelRequest, ModelResponse
from langchain_core.messages import AIMessage
from langgraph.errors import GraphBubbleUp

from chain.provenance import provenance_kwargs

LLM_ERROR_KEY = "chainwarden_llm_error"
_TRANSIENT_NAMES = ("ratelimit", "timeout", "connection", "overload", "unavailable", "internalserver")


def is_transient(exc: BaseException) -> bool:
    """Whether retrying the same request later can succeed."""
    if isinstance(exc, (TimeoutError, ConnectionError, asyncio.TimeoutError)):
        return True
    status = getattr(exc, "status_code", None) or getattr(getattr(exc, "response", None), "status_code", None)
    if isinstance(status, int):
        return status in (408, 409, 425, 429) or status >= 500
    name = type(exc).__name__.lower().replace("_", "")
    return any(marker in name for marker in _TRANSIENT_NAMES)


class LLMErrorHandlingMiddleware(AgentMiddleware):
    def __init__(
        self,
        *,
        max_retries: int = 2,
        backoff_initial_s: float = 0.5,
        backoff_max_s: float = 8.0,
        sleep: Callable[[float], None] = time.sleep,
        asleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
    ) -> None:
        super().__init__()
        self.max_retries = max_retries
        self.backoff_initial_s = backoff_initial_s
        self.backoff_max_s = backoff_max_s
        self._sleep = sleep
        self._asleep = asleep

    def release_policy_parameters(self) -> dict[str, object]:
        return {
            "max_retries": self.max_retries,
            "backoff_initial_s": self.backoff_initial_s,
            "backoff_max_s": self.backoff_max_s,
        }

    def _delay(self, attempt: int) -> float:
        return min(self.backoff_max_s, self.backoff_initial_s * (2**attempt))

    def _give_up(self, exc: Exception, attempts: int) -> ModelResponse:
        transient = is_transient(exc)
        text = (
            f"I could not get a response from the model provider ({type(exc).__name__}"
            f"{', transient' if transient else ''}, after {attempts} attempt(s)). "
            + ("Please try again in a moment." if transient else "Please check the model configuration.")
        )
        info = {"error_type": type(exc).__name__, "transient": transient, "attempts": attempts,
                "detail": str(exc)[:500]}
        message = AIMessage(
            content=text,
            additional_kwargs={**provenance_kwargs("llm_error", "middleware", self.name), LLM_ERROR_KEY: info},
        )
        return ModelResponse(result=[message])

    def wrap_model_call(self, request: ModelRequest, handler: Callable[[ModelRequest], Any]) -> Any:
        attempt = 0
        while True:
            try:
                return handler(request)
            except GraphBubbleUp:
                raise
            except Exception as exc:  # noqa: BLE001 - every provider failure is normalized
                if not is_transient(exc) or attempt >= self.max_retries:
                    return self._give_up(exc, attempt + 1)
                self._sleep(self._delay(attempt))
                attempt += 1

    async def awrap_model_call(
        self, request: ModelRequest, handler: Callable[[ModelRequest], Awaitable[Any]]
    ) -> Any:
        attempt = 0
        while True:
            try:
                return await handler(request)
            except GraphBubbleUp:
                raise
            except Exception as exc:  # noqa: BLE001 - every provider failure is normalized
                if not is_transient(exc) or attempt >= self.max_retries:
                    return self._give_up(exc, attempt + 1)
                await self._asleep(self._delay(attempt))
                attempt += 1
