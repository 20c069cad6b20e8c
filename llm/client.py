"""Ollama over its real HTTP API, via the official `ollama` client.

Faults are sorted into two kinds. Transient ones (connection refused or dropped, timeout,
HTTP 5xx, a stream cut short or carrying an error line) are retried with backoff, bounded
in count and in total time. Fatal ones (model missing, bad request, a reply that is not
Ollama's, retries spent) raise `LLMError` whose message is one line saying what failed and
what to do.

`timeout` bounds each attempt twice: every read (httpx's timeout) and the whole request,
so a server dripping a token every few seconds cannot keep an attempt going. Each stream
is read to its end, so the keep-alive connection goes back to the pool and a question's
steps share one TCP connection.
"""

from __future__ import annotations

import json
import threading
import time
from dataclasses import dataclass
from typing import Callable

import httpx
import pydantic

from llm.connection import ollama, ollama_client
from llm.deadline import Deadline, RequestCancelled, cancelled_since, current_epoch, note_connections
from llm.endpoint import redact_url
from llm.repetition import RepetitionDetector
from llm.text import one_line

# Ends a turn before the model writes a tool result it made up.
STOP_SEQUENCES = ("\nObservation:", "\nObservation：", "\n观察：", "\nObservation :")
# A completion longer than this is runaway generation, not an answer.
MAX_COMPLETION_CHARS = 20_000
# Ollama's /api/version reply is a few dozen bytes; whatever else answers is read no further.
_PROBE_BYTES = 4096

# Streamed (never recorded) between a broken attempt's partial text and the retry's text.
RETRY_NOTICE = "（模型响应中断，正在重试…）"
# What the user should do when retries are spent, by kind of fault.
_CONNECT_REMEDY = "请先运行 `ollama serve`（并 `ollama pull {model}`），或用 OLLAMA_HOST 指向正在运行的服务，再重试"
_TIMEOUT_REMEDY = "模型响应太慢：请调大 HR_AGENT_TIMEOUT 或换更小的模型，并确认 `ollama serve` 运行正常"
_SERVER_REMEDY = "请查看 `ollama serve` 的日志（模型可能因内存不足退出），确认服务正常后重试"


class LLMError(Exception):
    """The model server failed; the message is one line for the user."""


class ModelUnavailable(LLMError):
    """Server unreachable or model not pulled: the user must act before anything works."""


class UnrecognizedReply(LLMError):
    """The server answered, but not in Ollama's format: OLLAMA_HOST points at something
    else (or a far older Ollama). Not retried: the same server answers the same way."""


@dataclass(frozen=True)
class Completion:
    text: str
    prompt_tokens: int | None
    completion_tokens: int | None
    elapsed_ms: float
    done_reason: str | None  # Ollama's ("stop", "length"), or "repetition": cut here as runaway
    attempts: int = 1
    runaway: str | None = None  # what repeated, when done_reason is "repetition"


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
        cut_runaway: bool = True,
    ):
        self.host = redact_url(host)  # shown and stored; the real URL only reaches the connection
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
        self.cut_runaway = cut_runaway
        # The response hook runs in the requesting thread, so each thread's attempt finds its own deadline.
        self._attempt = threading.local()
        self._answered_url: httpx.URL | None = None  # the URL ollama.Client built, as httpx sent it
        self._client = ollama_client(host, timeout, event_hooks={"request": [note_connections],
                                                                   "response": [self._on_response]})

    def _on_response(self, response: httpx.Response) -> None:
        self._answered_url = response.request.url
        deadline = getattr(self._attempt, "deadline", None)
        if deadline is not None:
            stream = response.extensions.get("network_stream")
            deadline.attach(stream.get_extra_info("socket") if stream is not None else None)

    # -- preflight -------------------------------------------------------------------
    def _model_missing(self) -> "ModelUnavailable":
        return ModelUnavailable(
            f"Ollama 上没有模型 {self.model}：请先运行 `ollama pull {self.model}`"
            "（或用 --model / HR_AGENT_MODEL 换一个已安装的模型）"
        )

    def preflight(self) -> None:
        """Raise ModelUnavailable with the remedy unless the server answers and has the model
        (UnrecognizedReply if what answers is not Ollama)."""
        try:
            shown = self._client.show(self.model)
        except ollama.ResponseError as exc:
            # A web server or proxy answers 404 or 502 with a page of HTML: that is not a
            # missing model or a sick Ollama but OLLAMA_HOST naming the wrong thing.
            if answered := self._not_ollama():
                raise self._unrecognized("GET /api/version", answered) from None
            if exc.status_code == 404:
                raise self._model_missing() from None
            raise ModelUnavailable(
                f"Ollama（{self.host}）检查模型 {self.model} 时出错（HTTP {exc.status_code}）：{one_line(exc.error)}"
            ) from None
        except (ConnectionError, httpx.TransportError):
            raise ModelUnavailable(
                f"无法连接 Ollama（{self.host}）：请先运行 `ollama serve`，再 `ollama pull {self.model}`；或用 OLLAMA_HOST 指向正在运行的服务"
            ) from None
        except (ValueError, TypeError, AttributeError) as exc:  # JSON / pydantic errors: not Ollama's reply
            answered = self._not_ollama()
            raise self._unrecognized("GET /api/version" if answered else "POST /api/show",
                                     answered or type(exc).__name__) from None
        if shown.details is None and shown.modelfile is None:  # every Ollama version sends both
            raise self._unrecognized("POST /api/show", "缺少 details 和 modelfile")

    def _not_ollama(self) -> str | None:
        """What answers at the host, if it is not Ollama: `HTTP 404，text/html` (never the body,
        which may be a page of HTML); None when it is Ollama, or when it cannot be told."""
        if self._answered_url is None:
            return None
        # A plain httpx client (the ollama client keeps its own private): the same URL ollama
        # built, credentials included, and the same proxy-free transport.
        url = self._answered_url.copy_with(path="/api/version", query=None, fragment=None)
        try:
            with httpx.Client(transport=httpx.HTTPTransport(), timeout=self.timeout) as probe, \
                    probe.stream("GET", url) as response:
                body = b""
                for piece in response.iter_bytes():
                    body += piece
                    if len(body) > _PROBE_BYTES:
                        break
        except httpx.HTTPError:
            return None
        kind = response.headers.get("content-type", "").split(";")[0].strip() or "没有 Content-Type"
        try:
            version = json.loads(body).get("version") if response.status_code == 200 else None
        except (ValueError, AttributeError):
            version = None
        return None if isinstance(version, str) else f"HTTP {response.status_code}，{kind}"

    def _unrecognized(self, endpoint: str, what: object) -> UnrecognizedReply:
        # The exception's text is not shown: pydantic quotes the body it could not read.
        detail = type(what).__name__ if isinstance(what, Exception) else what
        return UnrecognizedReply(
            f"OLLAMA_HOST（{self.host}）返回了无法识别的响应（{endpoint}：{detail}），不是 Ollama："
            "请把 OLLAMA_HOST 或 --host 指向 Ollama 服务（如 http://127.0.0.1:11434），或升级到较新的 Ollama"
        )

    # -- completion ------------------------------------------------------------------
    def complete(self, prompt: str, on_token: Callable[[str], None] | None = None,
                 num_predict: int | None = None) -> Completion:
        """One completion; transient faults are retried at most `max_retries` times.
        `num_predict` overrides the client's budget of answer tokens for this call.

        Bounded in time too: each attempt ends within `timeout`, and no retry starts once
        `retry_budget_s + timeout` would be exceeded, so the worst case is about
        (1 + max_retries) × timeout + the backoff.
        """
        started = time.monotonic()
        epoch = current_epoch()  # a Ctrl-C after this point ends the call, retries included
        attempt = 0
        streamed = [0]  # tokens already shown to the caller in this attempt

        def emit(chunk: str) -> None:
            streamed[0] += 1
            on_token(chunk)

        while True:
            if cancelled_since(epoch):
                raise RequestCancelled()
            attempt += 1
            streamed[0] = 0
            try:
                return self._complete_once(prompt, emit if on_token else None, started, attempt, num_predict)
            except _Transient as exc:
                if cancelled_since(epoch):
                    raise RequestCancelled() from None
                delay = self.backoff_s * (2 ** (attempt - 1))
                spent = time.monotonic() - started
                if attempt > self.max_retries or spent + delay > self.retry_budget_s + self.timeout:
                    tries = f"连续 {attempt} 次失败" if attempt > 1 else "失败"
                    raise LLMError(f"模型服务 {self.host} {tries}（{exc}）：{exc.remedy}") from None
                if on_token and streamed[0]:
                    # A live view already shows the broken attempt's text: say it is being redone.
                    on_token(f"\n{RETRY_NOTICE}\n")
                time.sleep(delay)

    def _complete_once(self, prompt, on_token, started, attempt, num_predict=None) -> Completion:
        deadline = self._attempt.deadline = Deadline(self.timeout)
        stream = None
        options = self.options if num_predict is None else {**self.options, "num_predict": num_predict}
        try:
            stream = self._client.generate(model=self.model, prompt=prompt, options=options, stream=True)
            text, final, runaway = self._read(stream, on_token, deadline)
        except Exception as exc:
            raise self._fault(exc, deadline) from None
        finally:
            deadline.stop()
            self._attempt.deadline = None
            if stream is not None:
                stream.close()  # a no-op once read to the end; else drops the half-read connection
        if final is None and runaway is None and len(text) <= MAX_COMPLETION_CHARS:
            raise _Transient("响应流在结束前中断", _SERVER_REMEDY)
        return Completion(
            text=text[:MAX_COMPLETION_CHARS],
            prompt_tokens=getattr(final, "prompt_eval_count", None),
            completion_tokens=getattr(final, "eval_count", None),
            elapsed_ms=round((time.monotonic() - started) * 1000, 1),
            done_reason=getattr(final, "done_reason", None) if final else "repetition" if runaway else "truncated",
            attempts=attempt,
            runaway=runaway.describe() if runaway else None,
        )

    def _read(self, stream, on_token, deadline: Deadline):
        """The streamed text, the final (`done`) part (None if the stream ended without one) and the
        verdict of the repetition detector (not None: the reply was cut as runaway)."""
        pieces: list[str] = []
        size = 0
        final = None
        detector = RepetitionDetector() if self.cut_runaway else None
        for part in stream:
            if part.done is None or part.response is None:  # Ollama always sends both
                raise self._unrecognized("/api/generate", "响应行缺少 response 或 done 字段")
            if deadline.ended:
                break
            chunk = part.response  # `thinking` is deliberately never read
            if chunk:
                pieces.append(chunk)
                size += len(chunk)
                if on_token:
                    try:
                        on_token(chunk)
                    except Exception as exc:  # the caller's own error: not a model fault
                        raise _CallbackError() from exc
            if detector is not None and chunk and detector.feed(chunk) and not part.done:
                break  # runaway: closing the stream stops the model writing more of it
            if part.done:
                final = part
                # Read on to the end of the body (Ollama sends nothing more), so the
                # connection returns to the pool instead of being dropped.
                deadline.stop()
            elif size > MAX_COMPLETION_CHARS:
                break  # runaway generation: abandon the stream (and its connection)
        if deadline.cancelled:
            raise RequestCancelled()
        if deadline.expired and final is None:
            raise _Transient(f"请求超过 {self.timeout:g} 秒仍未完成", _TIMEOUT_REMEDY)
        runaway = detector.runaway if detector is not None and final is None else None
        return "".join(pieces), final, runaway

    def _fault(self, exc: Exception, deadline: Deadline) -> Exception:
        """What an attempt's exception means: a _Transient to retry, or the error to raise."""
        if isinstance(exc, RequestCancelled) or deadline.cancelled:  # the cut socket's read error included
            return RequestCancelled()
        if isinstance(exc, (_Transient, LLMError)):
            return exc
        if isinstance(exc, _CallbackError):
            return exc.__cause__
        if deadline.expired:  # the cut socket surfaces as a protocol or read error
            return _Transient(f"请求超过 {self.timeout:g} 秒仍未完成", _TIMEOUT_REMEDY)
        if isinstance(exc, ollama.ResponseError):
            if exc.status_code == 404:
                return self._model_missing()
            if exc.status_code == -1 or exc.status_code >= 500 or exc.status_code == 429:
                where = f"HTTP {exc.status_code}" if exc.status_code > 0 else "响应流中的"
                return _Transient(f"{where}错误：{one_line(exc.error)}", _SERVER_REMEDY)
            return LLMError(
                f"模型服务拒绝请求（HTTP {exc.status_code}）：{one_line(exc.error)}；"
                "请检查模型名和模型设置（HR_AGENT_NUM_CTX、HR_AGENT_NUM_PREDICT 等）"
            )
        if isinstance(exc, (ConnectionRefusedError, httpx.ConnectError)) or type(exc) is ConnectionError:
            # (a bare ConnectionError is ollama's wrapper of httpx.ConnectError on the non-stream path)
            return _Transient("连接被拒绝", _CONNECT_REMEDY.format(model=self.model))
        if isinstance(exc, httpx.TimeoutException):
            return _Transient(f"超过 {self.timeout:g} 秒未响应", _TIMEOUT_REMEDY)
        if isinstance(exc, (ConnectionError, httpx.TransportError)):  # reset, broken pipe, cut stream
            return _Transient(f"响应中断：{type(exc).__name__}", _SERVER_REMEDY)
        if isinstance(exc, httpx.HTTPError):  # decoding errors and the like: not worth retrying
            return LLMError(f"模型服务 {self.host} 的响应无法读取（{type(exc).__name__}：{one_line(exc)}）：{_SERVER_REMEDY}")
        if isinstance(exc, (json.JSONDecodeError, pydantic.ValidationError, AttributeError, TypeError)):
            return self._unrecognized("/api/generate", exc)  # not JSON, or not Ollama's fields
        return LLMError(  # anything else: one line, never a traceback
            f"读取模型服务 {self.host} 的响应时出错（{type(exc).__name__}：{one_line(exc)}）：{_SERVER_REMEDY}"
        )
