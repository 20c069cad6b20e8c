"""Ollama over its real HTTP API, via the official `ollama` client.

Faults are sorted into two kinds. Transient ones (connection refused or dropped, timeout,
HTTP 5xx, a stream cut short or carrying an error line) are retried with backoff, bounded
in count and in total time. Fatal ones (model missing, bad request, retries spent) raise
`LLMError` whose message is one line saying what failed and what to do.
"""
from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Callable

import httpx
import ollama

# Ends a turn before the model writes a tool result it made up.
STOP_SEQUENCES = ("\nObservation:", "\nObservation：", "\n观察：", "\nObservation :")
# A completion longer than this is runaway generation, not an answer.
MAX_COMPLETION_CHARS = 20_000

# Streamed (never recorded) between a broken attempt's partial text and the retry's text.
RETRY_NOTICE = "（模型响应中断，正在重试…）"
# What the user should do when retries are spent, by kind of fault.
_CONNECT_REMEDY = "请先运行 `ollama serve`（并 `ollama pull {model}`），或用 OLLAMA_HOST 指向正在运行的服务，再重试"
_TIMEOUT_REMEDY = "模型响应太慢：请调大 HR_AGENT_TIMEOUT 或换更小的模型，并确认 `ollama serve` 运行正常"
_SERVER_REMEDY = "请查看 `ollama serve` 的日志（模型可能因内存不足退出），确认服务正常后重试"


class LLMError(Exception):
    """The model server failed; the message is one line for the user."""

    transient = False


class ModelUnavailable(LLMError):
    """Server unreachable or model not pulled: the user must act before anything works."""


@dataclass(frozen=True)
class Completion:
    text: str
    prompt_tokens: int | None
    completion_tokens: int | None
    elapsed_ms: float
    done_reason: str | None
    attempts: int = 1


class _Transient(Exception):
    """A fault worth retrying; `remedy` is what the user should do if retries run out."""

    def __init__(self, what: str, remedy: str):
        super().__init__(what)
        self.remedy = remedy


class _CallbackError(Exception):
    """Carries an exception raised by `on_token` past the fault handling, unchanged."""


class OllamaLLM:
    def __init__(
        self,
        host: str,
        model: str,
        *,
        temperature: float = 0.0,
        num_ctx: int = 8192,
        num_predict: int = 768,
        timeout: float = 300.0,
        max_retries: int = 2,
        backoff_s: float = 0.5,
        retry_budget_s: float = 30.0,
    ):
        self.host = host
        self.model = model
        self.options = {
            "temperature": temperature,
            "num_ctx": num_ctx,
            "num_predict": num_predict,
            "stop": list(STOP_SEQUENCES),
        }
        self.timeout = timeout
        self.max_retries = max_retries
        self.backoff_s = backoff_s
        self.retry_budget_s = retry_budget_s
        self._client = ollama.Client(host=host, timeout=timeout)

    # -- preflight -------------------------------------------------------------------
    def preflight(self) -> None:
        """Raise ModelUnavailable with the remedy unless the server answers and has the model."""
        try:
            self._client.show(self.model)
        except ollama.ResponseError as exc:
            if exc.status_code == 404:
                raise ModelUnavailable(
                    f"Ollama 上没有模型 {self.model}：请先运行 `ollama pull {self.model}`（或用 --model / HR_AGENT_MODEL 换一个已安装的模型）"
                ) from None
            raise ModelUnavailable(
                f"Ollama（{self.host}）检查模型 {self.model} 时出错（HTTP {exc.status_code}）：{_one_line(exc.error)}"
            ) from None
        except (ConnectionError, httpx.TransportError):
            raise ModelUnavailable(
                f"无法连接 Ollama（{self.host}）：请先运行 `ollama serve`，再 `ollama pull {self.model}`；或用 OLLAMA_HOST 指向正在运行的服务"
            ) from None

    # -- completion ------------------------------------------------------------------
    def complete(self, prompt: str, on_token: Callable[[str], None] | None = None) -> Completion:
        """One completion; transient faults are retried at most `max_retries` times.

        Bounded in time too: no retry starts once `retry_budget_s + timeout` would be
        exceeded, so the worst case is about (1 + max_retries) × timeout + the backoff.
        """
        started = time.monotonic()
        attempt = 0
        streamed = [0]  # tokens already shown to the caller in this attempt

        def emit(chunk: str) -> None:
            streamed[0] += 1
            on_token(chunk)

        while True:
            attempt += 1
            streamed[0] = 0
            try:
                return self._complete_once(prompt, emit if on_token else None, started, attempt)
            except _Transient as exc:
                delay = self.backoff_s * (2 ** (attempt - 1))
                spent = time.monotonic() - started
                if attempt > self.max_retries or spent + delay > self.retry_budget_s + self.timeout:
                    tries = f"连续 {attempt} 次失败" if attempt > 1 else "失败"
                    raise LLMError(f"模型服务 {self.host} {tries}（{exc}）：{exc.remedy}") from None
                if on_token and streamed[0]:
                    # A live view already shows the broken attempt's text: say it is being redone.
                    on_token(f"\n{RETRY_NOTICE}\n")
                time.sleep(delay)

    def _complete_once(self, prompt, on_token, started, attempt) -> Completion:
        pieces: list[str] = []
        size = 0
        final = None
        try:
            stream = self._client.generate(model=self.model, prompt=prompt, options=self.options, stream=True)
            for part in stream:
                chunk = part.response or ""  # `thinking` is deliberately never read
                if chunk:
                    pieces.append(chunk)
                    size += len(chunk)
                    if on_token:
                        try:
                            on_token(chunk)
                        except Exception as exc:  # the caller's own error: not a model fault
                            raise _CallbackError() from exc
                if part.done:
                    final = part
                    break
                if size > MAX_COMPLETION_CHARS:
                    stream.close()
                    break
        except ollama.ResponseError as exc:
            if exc.status_code == 404:
                raise ModelUnavailable(
                    f"Ollama 上没有模型 {self.model}：请先运行 `ollama pull {self.model}`"
                    "（或用 --model / HR_AGENT_MODEL 换一个已安装的模型）"
                ) from None
            if exc.status_code == -1 or exc.status_code >= 500 or exc.status_code == 429:
                where = f"HTTP {exc.status_code}" if exc.status_code > 0 else "响应流中的"
                raise _Transient(f"{where}错误：{_one_line(exc.error)}", _SERVER_REMEDY) from None
            raise LLMError(
                f"模型服务拒绝请求（HTTP {exc.status_code}）：{_one_line(exc.error)}；"
                "请检查模型名和模型设置（HR_AGENT_NUM_CTX、HR_AGENT_NUM_PREDICT 等）"
            ) from None
        except (ConnectionRefusedError, httpx.ConnectError):
            raise _Transient("连接被拒绝", _CONNECT_REMEDY.format(model=self.model)) from None
        except ConnectionError as exc:
            if type(exc) is ConnectionError:  # ollama's wrapper of httpx.ConnectError (non-stream path)
                raise _Transient("连接被拒绝", _CONNECT_REMEDY.format(model=self.model)) from None
            raise _Transient(f"响应中断：{type(exc).__name__}", _SERVER_REMEDY) from None  # reset, broken pipe
        except httpx.TimeoutException:
            raise _Transient(f"超过 {self.timeout:g} 秒未响应", _TIMEOUT_REMEDY) from None
        except (httpx.TransportError, json.JSONDecodeError) as exc:
            raise _Transient(f"响应中断：{type(exc).__name__}", _SERVER_REMEDY) from None
        except httpx.HTTPError as exc:  # decoding errors and the like: not worth retrying
            raise LLMError(f"模型服务 {self.host} 的响应无法读取（{type(exc).__name__}：{_one_line(exc)}）：{_SERVER_REMEDY}") from None
        except _CallbackError as exc:
            raise exc.__cause__ from None
        except LLMError:
            raise
        except Exception as exc:  # an unexpected reply shape: one line, never a traceback
            raise LLMError(
                f"读取模型服务 {self.host} 的响应时出错（{type(exc).__name__}：{_one_line(exc)}）：{_SERVER_REMEDY}"
            ) from None
        text = "".join(pieces)[:MAX_COMPLETION_CHARS]
        if final is None and size <= MAX_COMPLETION_CHARS:
            raise _Transient("响应流在结束前中断", _SERVER_REMEDY)
        return Completion(
            text=text,
            prompt_tokens=getattr(final, "prompt_eval_count", None),
            completion_tokens=getattr(final, "eval_count", None),
            elapsed_ms=round((time.monotonic() - started) * 1000, 1),
            done_reason=getattr(final, "done_reason", None) if final else "truncated",
            attempts=attempt,
        )


def _one_line(text: object, limit: int = 200) -> str:
    s = " ".join(str(text).split())
    return s if len(s) <= limit else s[: limit - 1] + "…"
