"""A scripted, stdlib-only fake of the Ollama HTTP server, for tests that drive
the real ``ollama`` Python client over real HTTP.

Why a server and not a mock: the agent talks to Ollama through
``ollama.Client`` (httpx underneath). Mocking the client would hide exactly the
things that break in production -- status codes, NDJSON framing, half-written
streams, dropped sockets, timeouts. This fake speaks the wire protocol of
Ollama (modelled on ``server/routes.go`` of ollama/ollama, 0.12.x line) and
replays completions from a script, so the client's real parsing and error
paths run.

Quick use::

    with FakeOllama(["Thought: ...\\nAction: search[leave]"]) as fake:
        client = ollama.Client(host=fake.url)
        client.generate(model="qwen2.5:7b", prompt="hi")
        assert fake.requests[-1].body["prompt"] == "hi"

Public API (all thread-safe):

* ``FakeOllama(script=None, models=("qwen2.5:7b",), embed_dim=384, *,
  prompt_cache=True, chunk_chars=4, chunk_delay=0.0, start=True)``;
  context manager; ``.url`` / ``.host`` / ``.port``; ``.start()``, ``.stop()``
  (idempotent); ``.push(*items)``; ``.remaining`` (unconsumed items);
  ``.requests`` (snapshot list of ``RecordedRequest(method, path, body,
  headers)``); ``.bodies(path=None)`` (JSON bodies, e.g. of "/api/generate");
  ``.errors`` (exceptions raised by callable items); ``.embedding(text)`` (the
  vector /api/embed returns); ``.connections_opened`` (TCP connections accepted
  so far: a client that reuses its keep-alive connection opens one);
  ``.streamed_tokens`` (per streamed generate: tokens written before the end or the client
  hanging up);
  ``.show_reply`` (set it to any JSON value and /api/show answers it verbatim,
  HTTP 200, for every known model: a server that is not quite Ollama).
* ``Fault.http(status, msg)``, ``Fault.disconnect()``, ``Fault.delay(s,
  then=None)``, ``Fault.stream_error(text, msg)``, ``Fault.truncated_stream(text,
  graceful=False)``, ``Fault.empty()``, ``Fault.huge(n_bytes)``,
  ``Fault.raw(*objects)``.
* Constants ``SCRIPT_EXHAUSTED``, ``SERVER_BUSY`` (Ollama's 503 queue-full text).

A pytest fixture is one line: ``with FakeOllama() as server: yield server``.

Script items (consumed in order by /api/generate only, and only
by requests that passed model validation):

* ``str`` -- the full completion the model "writes";
* ``callable(body: dict) -> str | Fault`` -- answer based on the request;
* ``Fault`` -- see below.

When the script is empty the server answers HTTP 500
``{"error": "fake ollama: script exhausted"}`` so a test fails loudly.

Faults and how the real client (ollama 0.6.3 / httpx 0.28) surfaces them --
every row is asserted in tests/integration/test_fake_ollama.py:

=================================  ==========  ==========================================================
fault                              mode        what the client raises
=================================  ==========  ==========================================================
unknown model (generate/show)      any         ``ollama.ResponseError``: ``.status_code == 404``,
                                               ``.error == "model 'x' not found"``
unknown model (embed)              --          ``ollama.ResponseError`` 404,
                                               ``.error == 'model "x" not found, try pulling it first'``
``Fault.http(status, msg)``        any         ``ollama.ResponseError``: ``.status_code == status``,
                                               ``.error == msg``. In stream mode it is raised on the
                                               first ``next()`` of the iterator, not by ``generate()``.
script exhausted                   any         ``ollama.ResponseError`` 500 "fake ollama: script exhausted"
``Fault.stream_error(text, msg)``  stream      chunks of ``text`` arrive, then ``ollama.ResponseError``
                                               with ``.error == msg`` and ``.status_code == -1`` (!)
``Fault.stream_error(text, msg)``  non-stream  ``ollama.ResponseError`` 500, ``.error == msg`` (the real
                                               server buffers and turns the error into a 500)
``Fault.truncated_stream(text)``   stream      chunks of ``text``, then ``httpx.RemoteProtocolError``
                                               (incomplete chunked read) -- NOT wrapped by ollama
``Fault.truncated_stream(text,     stream      chunks of ``text``, then the iterator simply ends: no
  graceful=True)``                             exception and no ``done=True`` chunk -- caller must check
``Fault.truncated_stream(text)``   non-stream  ``httpx.RemoteProtocolError`` (body shorter than
                                               Content-Length)
``Fault.disconnect()``             any         ``httpx.RemoteProtocolError`` ("Server disconnected
                                               without sending a response.") -- NOT wrapped
``Fault.delay(s)`` > client        any         ``httpx.ReadTimeout`` (subclass of ``httpx.TimeoutException``)
  ``timeout``                                  -- NOT wrapped
server stopped (``.stop()``)       non-stream  builtin ``ConnectionError`` ("Failed to connect to
                                               Ollama. ..."); ollama wraps ``httpx.ConnectError``
server stopped (``.stop()``)       stream      ``httpx.ConnectError`` -- the stream path of ollama 0.6.3
                                               does NOT wrap it (raised on first ``next()``)
``Fault.empty()``                  any         no error; ``response == ""``, ``done_reason == "stop"``
``Fault.huge(n)``                  any         no error; ~n bytes of text
``Fault.raw(*objects)``            stream      each object as one NDJSON line, then the stream ends (no
                                               ``done`` line is added). A dict line missing fields gives
                                               a ``GenerateResponse`` whose fields are ``None``; a field
                                               of the wrong type raises ``pydantic.ValidationError``; a
                                               line that is not an object raises ``AttributeError``
``Fault.raw(*objects)``            non-stream  the first object as the HTTP 200 JSON body, same errors
=================================  ==========  ==========================================================

So an agent's error handling must catch at least: ``ollama.ResponseError``,
``ConnectionError``, ``httpx.TransportError`` (covers ConnectError,
RemoteProtocolError, ReadError) and ``httpx.TimeoutException``; and must treat a
stream that ends without ``done=True`` as a failure.

Server behaviour worth knowing:

* Token accounting: the fake tokenizer counts one token per started group of 4
  UTF-8 bytes (``ceil(len(text.encode()) / 4)``: ~4 ASCII chars, ~1.3 CJK chars
  per token). ``eval_count`` = tokens of the returned text;
  ``prompt_eval_count`` = tokens of the *rendered* prompt (generate is
  rendered through a ChatML template like qwen2.5's, unless ``raw=True``).
* Prompt caching (``prompt_cache=True``, default): like Ollama's KV cache, the
  fake remembers, per model, the last rendered prompt plus its completion. A new
  prompt sharing a prefix with it reports only the newly evaluated tokens:
  ``max(1, tokens(prompt) - utf8_len(common_prefix) // 4)``. (Ollama re-evaluates at
  least one token even on a full hit.) Pass ``prompt_cache=False`` to always
  report the whole prompt.
* ``options.stop``: the completion is cut at the earliest occurrence of any stop
  string, the stop string is not included, ``done_reason == "stop"``.
  ``options.num_predict`` (> 0): the text is cut after ``num_predict`` fake
  tokens (``4 * num_predict`` UTF-8 bytes) with ``done_reason == "length"``, unless a
  stop string completes first. Natural end: ``done_reason == "stop"``.
* ``stream`` defaults to True on the wire (as in Ollama) -- but note that the
  Python client always sends it explicitly and defaults it to False.
  Streams are ``application/x-ndjson`` with chunked transfer encoding, one JSON
  object per line; the last has ``done: true``, ``response: ""`` and the counts.
* Generate with an empty prompt answers ``done_reason: "load"`` and does not
  consume a script item -- as Ollama does.
* Thinking: models whose name contains "qwen3", "deepseek-r1" or "gpt-oss" have
  the "thinking" capability; for them (unless ``think`` is false) a leading
  ``<think>...</think>`` block of the scripted text is moved to the ``thinking``
  field. ``think=True`` on any other model is a 400
  ``"<model>" does not support thinking``.
* Models whose name contains "embed" are embedding-only: generate on them
  is a 400 ``"<model>" does not support generate``.
* Stopping the server (``.stop()`` or leaving the ``with`` block) closes the
  listener and every open connection: later requests get connection refused.
  There is no way to restart on the same port; start a new FakeOllama.
* Not emulated: tools/tool_calls, ``format`` (JSON mode is not enforced),
  images, logprobs, pull/push/create/copy/delete, /api/ps and /api/chat (404 page not
  found; the agent calls /api/generate only).
"""

from __future__ import annotations

import hashlib
import json
import math
import socket
import threading
from dataclasses import dataclass, field
from datetime import datetime, timezone
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Callable, Iterable, Optional, Union

__all__ = ["FakeOllama", "Fault", "RecordedRequest"]

FAKE_VERSION = "0.12.6"
SCRIPT_EXHAUSTED = "fake ollama: script exhausted"
# Ollama's own wording for a full request queue (ErrMaxQueue), handy with Fault.http(503, ...).
SERVER_BUSY = "server busy, please try again.  maximum pending requests exceeded"

CHARS_PER_TOKEN = 4
_UNSET = object()  # show_reply not set: /api/show answers as Ollama does


# --------------------------------------------------------------------------- faults


@dataclass(frozen=True)
class Fault:
    """An injectable misbehaviour. Build with the classmethods, not directly."""

    kind: str
    status: int = 500
    message: str = ""
    text: str = ""
    seconds: float = 0.0
    then: Any = None
    graceful: bool = False
    objects: tuple = ()

    @classmethod
    def http(cls, status: int, error_message: str) -> "Fault":
        """Answer ``status`` with the JSON body ``{"error": error_message}``."""
        return cls("http", status=int(status), message=error_message)

    @classmethod
    def disconnect(cls) -> "Fault":
        """Close the socket after reading the request, without any response."""
        return cls("disconnect")

    @classmethod
    def delay(cls, seconds: float, then: Union[str, "Fault", None] = None) -> "Fault":
        """Sleep ``seconds`` before answering with ``then`` (a completion or
        another Fault). ``then=None`` answers with the next script item."""
        return cls("delay", seconds=float(seconds), then=then)

    @classmethod
    def stream_error(cls, partial_text: str, error_message: str) -> "Fault":
        """Stream ``partial_text`` then a line ``{"error": ...}`` (HTTP 200).
        For ``stream: false`` the real server answers 500 with the error."""
        return cls("stream_error", text=partial_text, message=error_message)

    @classmethod
    def truncated_stream(cls, partial_text: str, graceful: bool = False) -> "Fault":
        """Stream ``partial_text`` and never send the ``done`` chunk.

        ``graceful=False``: the socket is closed mid-body (server crash /
        network cut). ``graceful=True``: the HTTP body is terminated properly,
        so the client sees a clean end of stream that merely lacks ``done``."""
        return cls("truncated", text=partial_text, graceful=graceful)

    @classmethod
    def raw(cls, *objects: Any) -> "Fault":
        """Reply with these JSON values verbatim (HTTP 200): a server that is not quite
        Ollama, e.g. an old or foreign one whose replies lack or mistype fields."""
        return cls("raw", objects=tuple(objects))

    @classmethod
    def empty(cls) -> "Fault":
        """A successful completion whose ``response`` is empty."""
        return cls("text", text="")

    @classmethod
    def huge(cls, n_bytes: int) -> "Fault":
        """A successful completion of about ``n_bytes`` ASCII characters."""
        unit = "lorem ipsum dolor sit amet "
        reps = n_bytes // len(unit) + 1
        return cls("text", text=(unit * reps)[: max(0, int(n_bytes))])


ScriptItem = Union[str, Fault, Callable[[dict], Union[str, Fault]]]


@dataclass
class RecordedRequest:
    method: str
    path: str
    body: Any  # parsed JSON, or None when there was no / invalid body
    headers: dict = field(default_factory=dict)


# --------------------------------------------------------------------------- helpers


def _now_rfc3339() -> str:
    return datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def _tokens(text: str) -> int:
    # Bytes, not characters: a CJK character is ~1 real token, and 3 UTF-8 bytes, so
    # Chinese prompts are not undercounted 4x while ASCII stays at ~4 chars/token.
    return math.ceil(len(text.encode("utf-8")) / CHARS_PER_TOKEN)


def _cut_to_tokens(text: str, n_tokens: int) -> str:
    # The whole characters within the byte budget (a character cut in half is dropped).
    raw = text.encode("utf-8")
    budget = CHARS_PER_TOKEN * n_tokens
    return text if len(raw) <= budget else raw[:budget].decode("utf-8", errors="ignore")


def _fake_token_ids(text: str) -> list:
    # Deterministic stand-ins for the `context` token ids a real /api/generate returns.
    ids = []
    raw = text.encode("utf-8")
    for i in range(0, len(raw), CHARS_PER_TOKEN):
        piece = raw[i : i + CHARS_PER_TOKEN]
        ids.append(int.from_bytes(hashlib.blake2s(piece, digest_size=4).digest(), "big") % 151_643)
    return ids


def _normalize_model(name: str) -> str:
    # Ollama defaults a missing tag to ":latest"; a namespace/host part keeps its own colon rules.
    if not name:
        return name
    last = name.rsplit("/", 1)[-1]
    return name if ":" in last else name + ":latest"


def _model_record(name: str, index: int) -> dict:
    lname = name.lower()
    base, _, tag = name.rpartition(":")
    if "embed" in lname:
        family, caps = ("nomic-bert" if "nomic" in lname else "bert"), ["embedding"]
    elif "qwen3" in lname:
        family, caps = "qwen3", ["completion", "tools", "thinking"]
    elif "qwen" in lname:
        family, caps = "qwen2", ["completion", "tools", "insert"]
    elif "deepseek-r1" in lname or "gpt-oss" in lname:
        family, caps = ("gptoss" if "gpt-oss" in lname else "qwen2"), ["completion", "tools", "thinking"]
    elif "gemma" in lname:
        family, caps = "gemma3", ["completion"]
    else:
        family, caps = "llama", ["completion", "tools"]
    param_size = "137M" if "embed" in lname else "7.6B"
    for part in tag.split("-"):
        if part[:-1].replace(".", "", 1).isdigit() and part[-1:] in ("b", "m"):
            param_size = part[:-1] + part[-1].upper()
    digest = hashlib.sha256(name.encode()).hexdigest()
    ctx = 2048 if "embed" in lname else 32768
    return {
        "name": name,
        "model": name,
        # Distinct timestamps so the "most recently modified first" order is stable.
        "modified_at": f"2025-09-{20 - min(index, 19):02d}T10:00:00.000000000Z",
        "size": 274302450 if "embed" in lname else 4683087332,
        "digest": digest,
        "details": {
            "parent_model": "",
            "format": "gguf",
            "family": family,
            "families": [family],
            "parameter_size": param_size,
            "quantization_level": "F16" if "embed" in lname else "Q4_K_M",
        },
        "_capabilities": caps,
        "_context_length": ctx,
        "_base": base or name,
    }


def _render_chatml(messages: Iterable[dict]) -> str:
    # qwen2.5's template is ChatML; rendering it makes prompt_eval_count and prefix caching realistic.
    out = []
    for m in messages:
        out.append(f"<|im_start|>{m.get('role', 'user')}\n{m.get('content') or ''}<|im_end|>\n")
    out.append("<|im_start|>assistant\n")
    return "".join(out)


def _split_thinking(text: str) -> tuple:
    stripped = text.lstrip()
    if stripped.startswith("<think>") and "</think>" in stripped:
        inner, _, rest = stripped[len("<think>") :].partition("</think>")
        return inner.strip(), rest.lstrip()
    return "", text


def _chunks(text: str, size: int) -> list:
    if not text:
        return []
    # Cap the number of NDJSON lines so Fault.huge stays fast; real Ollama streams per token.
    size = max(size, math.ceil(len(text) / 4000))
    return [text[i : i + size] for i in range(0, len(text), size)]


class _Abort(Exception):
    """Raised inside a handler when the server is stopping."""


# --------------------------------------------------------------------------- HTTP handler


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive + chunked, like Go's net/http
    server_version = "FakeOllama"
    sys_version = ""
    fake: "FakeOllama"  # set on the per-instance subclass

    def log_message(self, format, *args):  # noqa: A002 - keep test output quiet
        pass

    # -- plumbing ---------------------------------------------------------

    def setup(self):
        super().setup()
        # Headers and body go out as separate writes; without NODELAY, Nagle + delayed ACK adds ~40 ms each.
        self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.fake._track(self.connection, add=True)

    def finish(self):
        try:
            super().finish()
        except OSError:
            pass
        finally:
            self.fake._track(self.connection, add=False)

    def _send_bytes(self, status: int, payload: bytes, content_type: str, head_only: bool = False):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Date", self.date_time_string())
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        if not head_only:
            self.wfile.write(payload)

    def _send_json(self, status: int, obj: Any, head_only: bool = False):
        payload = json.dumps(obj, separators=(",", ":")).encode("utf-8")
        self._send_bytes(status, payload, "application/json; charset=utf-8", head_only)

    def _send_error(self, status: int, message: str):
        self._send_json(status, {"error": message})

    def _start_stream(self):
        self.send_response(200)
        self.send_header("Content-Type", "application/x-ndjson")
        self.send_header("Date", self.date_time_string())
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()

    def _write_line(self, obj: Any):
        if self.fake._stopping.is_set():
            raise _Abort()
        data = json.dumps(obj, separators=(",", ":")).encode("utf-8") + b"\n"
        self.wfile.write(b"%x\r\n%s\r\n" % (len(data), data))
        if self.fake.chunk_delay:
            if self.fake._stopping.wait(self.fake.chunk_delay):
                raise _Abort()

    def _end_stream(self):
        self.wfile.write(b"0\r\n\r\n")

    def _send_raw(self, objects: tuple, stream: bool):
        if not stream:
            self._send_json(200, objects[0] if objects else None)
            return
        self._start_stream()
        for obj in objects:
            self._write_line(obj)
        self._end_stream()

    def _hard_close(self):
        # Drop the TCP connection with no (further) bytes: what a crashed server looks like.
        self.close_connection = True
        try:
            self.connection.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass

    def _read_body(self) -> tuple:
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        if not raw:
            return None, None
        try:
            return json.loads(raw), None
        except ValueError as exc:
            return None, str(exc)

    # -- dispatch ---------------------------------------------------------

    def do_HEAD(self):
        self._dispatch("HEAD")

    def do_GET(self):
        self._dispatch("GET")

    def do_POST(self):
        self._dispatch("POST")

    def do_DELETE(self):
        self._dispatch("DELETE")

    def _dispatch(self, method: str):
        body, body_error = self._read_body()
        path = self.path.split("?", 1)[0]
        self.fake._record(RecordedRequest(method, path, body, dict(self.headers.items())))
        routes = {
            "/": {"GET": self._root, "HEAD": self._root},
            "/api/version": {"GET": self._version, "HEAD": self._version},
            "/api/tags": {"GET": self._tags, "HEAD": self._tags},
            "/api/show": {"POST": self._show},
            "/api/generate": {"POST": self._generate},
            "/api/embed": {"POST": self._embed},
        }
        try:
            if path not in routes:
                self._send_bytes(404, b"404 page not found", "text/plain")
                return
            handler = routes[path].get(method)
            if handler is None:
                self._send_bytes(405, b"405 method not allowed", "text/plain")
                return
            if method == "POST":
                if body_error is not None:
                    self._send_error(400, body_error)
                    return
                if body is None:
                    self._send_error(400, "missing request body")
                    return
                if not isinstance(body, dict):
                    self._send_error(400, "json: cannot unmarshal into Go value of type api.Request")
                    return
            handler(method, body)
        except _Abort:
            self._hard_close()
        except (BrokenPipeError, ConnectionResetError):
            # The client went away (e.g. it timed out); nothing left to answer.
            self.close_connection = True

    # -- simple endpoints -----------------------------------------------

    def _root(self, method, body):
        self._send_bytes(200, b"Ollama is running", "text/plain; charset=utf-8", head_only=method == "HEAD")

    def _version(self, method, body):
        self._send_json(200, {"version": FAKE_VERSION}, head_only=method == "HEAD")

    def _tags(self, method, body):
        models = [{k: v for k, v in rec.items() if not k.startswith("_")} for rec in self.fake._models.values()]
        self._send_json(200, {"models": models}, head_only=method == "HEAD")

    def _model_or_error(self, name: str, not_found: str):
        """The model's record, or None once the error Ollama sends for it has been sent."""
        if not name:
            self._send_error(400, "model is required")
            return None
        rec = self.fake._models.get(_normalize_model(name))
        if rec is None:
            self._send_error(404, not_found)
        return rec

    def _show(self, method, body):
        name = body.get("model") or body.get("name") or ""
        rec = self._model_or_error(name, f"model '{name}' not found")
        if rec is None:
            return
        if self.fake.show_reply is not _UNSET:
            self._send_json(200, self.fake.show_reply)
            return
        family = rec["details"]["family"]
        caps = rec["_capabilities"]
        self._send_json(
            200,
            {
                "license": "Apache License\nVersion 2.0, January 2004",
                "modelfile": f"# Modelfile generated by \"ollama show\"\nFROM {rec['name']}\n",
                "parameters": 'stop                           "<|im_start|>"\nstop                           "<|im_end|>"'
                if "completion" in caps
                else "",
                "template": "{{- range .Messages }}<|im_start|>{{ .Role }}\n{{ .Content }}<|im_end|>\n{{ end }}<|im_start|>assistant\n"
                if "completion" in caps
                else "",
                "details": rec["details"],
                "model_info": {
                    "general.architecture": family,
                    "general.parameter_count": 7615616512 if "completion" in caps else 136727040,
                    f"{family}.context_length": rec["_context_length"],
                    f"{family}.embedding_length": self.fake.embed_dim,
                },
                "capabilities": caps,
                "modified_at": rec["modified_at"],
            },
        )

    def _embed(self, method, body):
        name = body.get("model") or ""
        raw_input = body.get("input")
        if isinstance(raw_input, str):
            inputs = [raw_input] if raw_input else []
        elif isinstance(raw_input, list):
            if not all(isinstance(x, str) for x in raw_input):
                self._send_error(400, "invalid input type")
                return
            inputs = list(raw_input)
        elif raw_input is None:
            inputs = []
        else:
            self._send_error(400, "invalid input type")
            return
        # EmbedHandler goes straight to the scheduler, whose not-found wording differs.
        rec = self._model_or_error(name, f'model "{name}" not found, try pulling it first')
        if rec is None:
            return
        dims = body.get("dimensions") or 0
        vectors = [self.fake.embedding(text, dims or None) for text in inputs]
        load_ns = self.fake._load_duration(rec["name"])
        self._send_json(
            200,
            {
                "model": name,
                "embeddings": vectors,
                "total_duration": load_ns + 2_000_000 * max(1, len(inputs)),
                "load_duration": load_ns,
                "prompt_eval_count": sum(_tokens(t) for t in inputs),
            },
        )

    # -- completion endpoints -------------------------------------------

    def _check_model(self, body: dict, verb: str) -> Optional[dict]:
        name = body.get("model") or ""
        rec = self._model_or_error(name, f"model '{name}' not found")
        if rec is None:
            return None
        caps = rec["_capabilities"]
        if "completion" not in caps:
            self._send_error(400, f'"{name}" does not support {verb}')
            return None
        think = body.get("think")
        if think not in (None, False) and "thinking" not in caps:
            self._send_error(400, f'"{name}" does not support thinking')
            return None
        return rec

    def _generate(self, method, body):
        rec = self._check_model(body, "generate")
        if rec is None:
            return
        prompt = body.get("prompt") or ""
        if not prompt:
            reason = "unload" if body.get("keep_alive") in (0, "0", "0s") else "load"
            self._send_json(200, {"model": body["model"], "created_at": _now_rfc3339(), "response": "", "done": True, "done_reason": reason})
            return
        if body.get("raw"):
            rendered = prompt
        else:
            msgs = [{"role": "system", "content": body["system"]}] if body.get("system") else []
            rendered = _render_chatml(msgs + [{"role": "user", "content": prompt}])
        self._complete(body, rec, rendered)

    def _complete(self, body: dict, rec: dict, rendered: str):
        stream = body.get("stream", True) is not False  # Ollama streams unless told otherwise
        item = self.fake._next_item(body)
        # Resolve delays first: they happen before any byte is sent.
        while isinstance(item, Fault) and item.kind == "delay":
            if self.fake._stopping.wait(item.seconds):
                raise _Abort()
            item = item.then if item.then is not None else self.fake._next_item(body)

        if isinstance(item, Fault):
            if item.kind == "http":
                self._send_error(item.status, item.message)
                return
            if item.kind == "disconnect":
                self._hard_close()
                return
            if item.kind == "raw":
                self._send_raw(item.objects, stream)
                return
            text = item.text
        else:
            text = item

        think_on = body.get("think") is not False and "thinking" in rec["_capabilities"]
        opts = body.get("options") or {}
        kind = item.kind if isinstance(item, Fault) else "text"

        if kind == "text":
            text, done_reason = self.fake._apply_limits(text, opts)
        else:
            done_reason = None
        thinking, content = _split_thinking(text) if think_on else ("", text)

        prompt_eval = self.fake._prompt_eval_count(rec["name"], rendered, text)
        load_ns = self.fake._load_duration(rec["name"])
        model = body["model"]

        def chunk(response_text: str = "", thinking_text: str = "") -> dict:
            obj = {"model": model, "created_at": _now_rfc3339(), "response": response_text}
            if thinking_text:
                obj["thinking"] = thinking_text
            obj["done"] = False
            return obj

        # Counts describe the whole generation, even when the done chunk itself carries no text.
        eval_count = _tokens(thinking) + _tokens(content)

        def final(full_content: str, full_thinking: str) -> dict:
            obj = chunk(full_content, full_thinking)
            obj["done"] = True
            obj["done_reason"] = done_reason
            if not body.get("raw"):
                obj["context"] = _fake_token_ids(rendered + text)
            prompt_ns = 350_000 * prompt_eval
            eval_ns = 22_000_000 * eval_count
            obj.update(
                total_duration=load_ns + prompt_ns + eval_ns + 1_000_000,
                load_duration=load_ns,
                prompt_eval_count=prompt_eval,
                prompt_eval_duration=prompt_ns,
                eval_count=eval_count,
                eval_duration=eval_ns,
            )
            return obj

        size = self.fake.chunk_chars
        if not stream:
            if kind == "stream_error":
                self._send_error(500, item.message)
            elif kind == "truncated":
                # Promise a full body, deliver half, hang up: a crash mid-response.
                whole = json.dumps(final(content, thinking)).encode("utf-8")
                self.send_response(200)
                self.send_header("Content-Type", "application/json; charset=utf-8")
                self.send_header("Content-Length", str(len(whole)))
                self.end_headers()
                self.wfile.write(whole[: len(whole) // 2])
                self.wfile.flush()
                self._hard_close()
            else:
                self._send_json(200, final(content, thinking))
            return

        self._start_stream()
        sent = 0  # UTF-8 bytes of text written: what the model generated before the client hung up
        try:
            for piece in _chunks(thinking, size):
                self._write_line(chunk("", piece))
                sent += len(piece.encode("utf-8"))
            for piece in _chunks(content, size):
                self._write_line(chunk(piece))
                sent += len(piece.encode("utf-8"))
        finally:
            self.fake._record_stream(math.ceil(sent / CHARS_PER_TOKEN))
        if kind == "stream_error":
            self._write_line({"error": item.message})
            self._end_stream()
        elif kind == "truncated":
            if item.graceful:
                self._end_stream()
                self.close_connection = True
            else:
                self.wfile.flush()
                self._hard_close()
        else:
            self._write_line(final("", ""))
            self._end_stream()


# --------------------------------------------------------------------------- server


class _QuietServer(ThreadingHTTPServer):
    """A client hanging up mid-request (timeouts, retries, stopped tests) is normal here, not
    an error worth a traceback on stderr."""

    def handle_error(self, request, client_address):
        import sys

        if isinstance(sys.exc_info()[1], (ConnectionError, TimeoutError, OSError)):
            return
        super().handle_error(request, client_address)


class FakeOllama:
    """A fake Ollama server on 127.0.0.1 (free port) replaying ``script``.

    Parameters:
        script: completions/faults consumed by /api/generate.
        models: installed model names (a missing tag means ":latest").
        embed_dim: length of /api/embed vectors.
        prompt_cache: emulate KV-cache prefix reuse in ``prompt_eval_count``.
        chunk_chars: characters per streamed NDJSON chunk.
        chunk_delay: seconds slept after each streamed chunk (slow-model tests).
        start: start serving immediately (else call ``start()``/use ``with``).
    """

    def __init__(
        self,
        script: Optional[Iterable[ScriptItem]] = None,
        models: Iterable[str] = ("qwen2.5:7b",),
        embed_dim: int = 384,
        *,
        prompt_cache: bool = True,
        chunk_chars: int = 4,
        chunk_delay: float = 0.0,
        start: bool = True,
    ):
        self._lock = threading.Lock()
        self._script: list = list(script or [])
        self._requests: list = []
        self._streamed: list = []
        self._errors: list = []
        self._connections: set = set()
        self._opened = 0
        self.show_reply: Any = _UNSET
        self._cache: dict = {}
        self._loaded: set = set()
        self._stopping = threading.Event()
        self.embed_dim = int(embed_dim)
        self.prompt_cache = prompt_cache
        self.chunk_chars = max(1, int(chunk_chars))
        self.chunk_delay = float(chunk_delay)
        names = [_normalize_model(m) for m in models]
        self._models = {n: _model_record(n, i) for i, n in enumerate(names)}
        handler = type("_BoundHandler", (_Handler,), {"fake": self})
        self._server = _QuietServer(("127.0.0.1", 0), handler)
        self._server.daemon_threads = True  # a stuck handler must never block interpreter exit
        self.host, self.port = self._server.server_address[:2]
        self.url = f"http://{self.host}:{self.port}"
        self._thread: Optional[threading.Thread] = None
        self._stopped = False
        if start:
            self.start()

    # -- lifecycle --------------------------------------------------------

    def start(self) -> "FakeOllama":
        if self._thread is None:
            # shutdown() waits for the serve loop's next poll: at 50 ms that was ~45 ms per test.
            self._thread = threading.Thread(
                target=self._server.serve_forever, kwargs={"poll_interval": 0.005}, name=f"fake-ollama-{self.port}", daemon=True
            )
            self._thread.start()
        return self

    def stop(self) -> None:
        """Stop serving; afterwards connections to ``url`` are refused.

        Sleeping/streaming handlers are woken and their sockets dropped, so this
        returns promptly even with a pending ``Fault.delay``."""
        if self._stopped:
            return
        self._stopped = True
        self._stopping.set()
        if self._thread is not None:
            self._server.shutdown()
            self._thread.join(timeout=5)
        self._server.server_close()
        with self._lock:
            conns = list(self._connections)
        for conn in conns:  # kill keep-alive connections too, or pooled clients would still be served
            try:
                conn.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def __enter__(self) -> "FakeOllama":
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()

    # -- script -----------------------------------------------------------

    def push(self, *items: ScriptItem) -> "FakeOllama":
        """Append items to the script."""
        with self._lock:
            self._script.extend(items)
        return self

    @property
    def remaining(self) -> int:
        """Number of unconsumed script items."""
        with self._lock:
            return len(self._script)

    # -- introspection -------------------------------------------------------

    @property
    def requests(self) -> list:
        """Snapshot of every request received, in arrival order (RecordedRequest)."""
        with self._lock:
            return list(self._requests)

    def bodies(self, path: str = None) -> list:
        """JSON bodies of requests, optionally only those to ``path`` (e.g. "/api/generate")."""
        return [r.body for r in self.requests if path is None or r.path == path]

    @property
    def connections_opened(self) -> int:
        """TCP connections accepted since start (kept-alive ones count once)."""
        with self._lock:
            return self._opened

    @property
    def streamed_tokens(self) -> list:
        """Per streamed /api/generate, in order: fake tokens of text written before the stream
        ended or the client hung up. A client that closes a stream early stops the "model", as
        Ollama stops generating when its client goes away."""
        with self._lock:
            return list(self._streamed)

    @property
    def errors(self) -> list:
        """Exceptions raised by callable script items (each also answered as a 500)."""
        with self._lock:
            return list(self._errors)

    def embedding(self, text: str, dims: Optional[int] = None) -> list:
        """The deterministic unit vector /api/embed returns for ``text``."""
        n = self.embed_dim
        raw = bytearray()
        counter = 0
        while len(raw) < 4 * n:
            raw += hashlib.sha256(f"{counter}:{text}".encode("utf-8")).digest()
            counter += 1
        vec = [(int.from_bytes(raw[4 * i : 4 * i + 4], "big") / 2**31) - 1.0 for i in range(n)]
        if dims and 0 < dims < n:
            vec = vec[:dims]
        norm = math.sqrt(sum(v * v for v in vec)) or 1.0
        return [v / norm for v in vec]

    # -- internals used by the handler ---------------------------------------

    def _record(self, req: RecordedRequest) -> None:
        with self._lock:
            self._requests.append(req)

    def _record_stream(self, tokens: int) -> None:
        with self._lock:
            self._streamed.append(tokens)

    def _track(self, conn, add: bool) -> None:
        with self._lock:
            (self._connections.add if add else self._connections.discard)(conn)
            self._opened += add

    def _next_item(self, body: dict):
        with self._lock:
            item = self._script.pop(0) if self._script else None
        if item is None:
            return Fault.http(500, SCRIPT_EXHAUSTED)
        if callable(item) and not isinstance(item, Fault):
            try:
                item = item(body)
            except Exception as exc:  # surfaced to the test twice: via .errors and a 500
                with self._lock:
                    self._errors.append(exc)
                return Fault.http(500, f"fake ollama: script callable raised {type(exc).__name__}: {exc}")
        if not isinstance(item, (str, Fault)):
            return Fault.http(500, f"fake ollama: bad script item {item!r}")
        return item

    @staticmethod
    def _apply_limits(text: str, options: dict) -> tuple:
        stops = options.get("stop") or []
        if isinstance(stops, str):
            stops = [stops]
        cut, stop_end = None, None
        for s in stops:
            if not s:
                continue
            i = text.find(s)
            if i != -1 and (cut is None or i < cut):
                cut, stop_end = i, i + len(s)
        num_predict = options.get("num_predict")
        if isinstance(num_predict, int) and num_predict > 0:
            allowed = _cut_to_tokens(text, num_predict)
            if len(allowed) < (stop_end if cut is not None else len(text)):
                return allowed, "length"
        if cut is not None:
            return text[:cut], "stop"
        return text, "stop"

    def _prompt_eval_count(self, model: str, rendered: str, completion: str) -> int:
        total = _tokens(rendered)
        with self._lock:
            previous = self._cache.get(model, "")
            self._cache[model] = rendered + completion
        if not self.prompt_cache or not previous:
            return max(1, total)
        common = 0
        for a, b in zip(previous, rendered):
            if a != b:
                break
            common += 1
        cached = len(rendered[:common].encode("utf-8")) // CHARS_PER_TOKEN
        return max(1, total - cached)

    def _load_duration(self, model: str) -> int:
        # First use of a model pays the load; later calls find it resident, as with a warm Ollama.
        with self._lock:
            first = model not in self._loaded
            self._loaded.add(model)
        return 1_250_000_000 if first else 18_000_000
