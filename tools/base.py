"""The tool contract: a name, a description, a pydantic argument model, and one typed result.

A tool never raises into the graph. `Tool.run` turns every failure (bad arguments, a
failing implementation) into a `ToolResult` with `ok=False` whose text is written for
the model to read and act on. The one exception passes through: LangGraph's GraphBubbleUp
(an `interrupt()` pausing the run, e.g. `ask_user` waiting for the person), as LangGraph's
own ToolNode lets it through.
"""
from __future__ import annotations

import json
import sys
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Callable, Mapping

from pydantic import BaseModel, ValidationError
from typing_extensions import TypedDict


class ToolError(Exception):
    """A failure the model can act on; its message becomes the observation text."""


class Evidence(TypedDict):
    """A handbook clause a tool found; the answer's sources are chosen among these."""

    ref: str  # "<document> › <heading path>"
    title: str  # the clause's own heading
    rank: int  # its place in the tool's result, 1 = best


@dataclass(frozen=True)
class ToolOutput:
    """What a tool's implementation returns when it succeeds."""

    observation: str  # the text the model reads
    data: dict[str, Any] = field(default_factory=dict)  # the same facts as fields (`hr-agent tool --json`)
    evidence: tuple[Evidence, ...] = ()  # handbook clauses found


@dataclass(frozen=True)
class ToolResult:
    ok: bool
    observation: str
    data: dict[str, Any] = field(default_factory=dict)
    evidence: tuple[Evidence, ...] = ()


@dataclass(frozen=True)
class Tool:
    name: str
    description: str
    args_model: type[BaseModel]
    # Receives the validated argument model.
    func: Callable[[Any], ToolOutput]

    def schema(self) -> dict[str, Any]:
        return self._schema

    @cached_property
    def _schema(self) -> dict[str, Any]:
        # pydantic rebuilds the JSON schema on every call (~4 ms per tool); the prompt and the
        # parser read it at every step.
        return self.args_model.model_json_schema()

    def required_args(self) -> list[str]:
        return list(self.schema().get("required", []))

    def arg_names(self) -> list[str]:
        return list(self.schema().get("properties", {}).keys())

    def run(self, args: Mapping[str, Any] | None) -> ToolResult:
        if args is None:
            args = {}
        if not isinstance(args, Mapping):
            return ToolResult(False, f"{self.name} 的参数必须是 JSON 对象，例如 {self.example_args()}")
        try:
            parsed = self.args_model.model_validate(dict(args))
        except ValidationError as exc:
            return ToolResult(False, f"{self.name} 参数错误：{describe_validation_error(exc, self)}")
        try:
            out = self.func(parsed)
        except ToolError as exc:
            return ToolResult(False, f"{self.name} 失败：{exc}")
        except Exception as exc:  # a tool bug must still not crash the loop
            if pauses_the_run(exc):
                raise  # the run pauses here (interrupt) and resumes into this call again
            return ToolResult(False, f"{self.name} 执行出错：{type(exc).__name__}: {exc}")
        return ToolResult(True, out.observation, out.data, out.evidence)

    def example_args(self) -> str:
        return self._example_args

    @cached_property
    def _example_args(self) -> str:  # read for every message that shows the format
        props = self.schema().get("properties", {})
        example = {}
        for name, spec in props.items():
            ex = spec.get("examples")
            example[name] = ex[0] if ex else spec.get("default", "…")
        return json.dumps(example, ensure_ascii=False)


def pauses_the_run(exc: BaseException) -> bool:
    """LangGraph's GraphBubbleUp (an `interrupt()`), recognised without importing LangGraph:
    `hr-agent tool` never runs a graph, and langgraph.errors pulls in langchain-core's tracers
    and langsmith (~0.6 s). Only a loaded LangGraph can have raised one."""
    errors = sys.modules.get("langgraph.errors")
    return errors is not None and isinstance(exc, errors.GraphBubbleUp)


def describe_validation_error(exc: ValidationError, tool: Tool) -> str:
    """One line naming the bad argument(s) and the form accepted.

    Unknown names are reported before missing ones: `{"dayz": 3}` is a misspelt `days`,
    and saying only "days is missing" would hide the cause.
    """
    errors = exc.errors()
    unknown = [_loc(e) for e in errors if e.get("type") == "extra_forbidden"]
    missing = [_loc(e) for e in errors if e.get("type") == "missing"]
    if unknown or missing:
        parts = []
        if unknown:
            parts.append(f"未知参数 {', '.join(f'`{n}`' for n in unknown)}")
        if missing:
            parts.append(f"缺少参数 {', '.join(f'`{n}`' for n in missing)}")
        accepted = ", ".join(tool.arg_names()) or "无（传 {}）"
        return f"{'；'.join(parts)}；可用参数：{accepted}，例如 {tool.example_args()}"
    err = errors[0]
    loc = _loc(err)
    msg = str(err.get("msg", "无效的值")).removeprefix("Value error, ")
    if msg.startswith("参数 "):  # our validators already name the argument and the form
        return msg
    if any("\u4e00" <= ch <= "\u9fff" for ch in msg):  # our own validators' text already says the form
        return f"参数 `{loc}` 无效：{msg}"
    hint = tool.schema().get("properties", {}).get(loc, {}).get("description", "")
    return f"参数 `{loc}` 无效：{msg}" + (f"（应为：{hint}）" if hint else "")


def _loc(err: dict) -> str:
    return ".".join(str(p) for p in err.get("loc", ())) or "参数"


class ToolRegistry:
    """Ordered collection of tools; `run` is the one entry point the `act` node uses."""

    def __init__(self, tools: list[Tool]):
        self._tools = {t.name: t for t in tools}

    def __iter__(self):
        return iter(self._tools.values())

    def __contains__(self, name: object) -> bool:
        return name in self._tools

    def names(self) -> list[str]:
        return list(self._tools)

    def get(self, name: str) -> Tool | None:
        return self._tools.get(name)

    def run(self, name: str, args: Mapping[str, Any] | None) -> ToolResult:
        tool = self._tools.get(name)
        if tool is None:
            return ToolResult(False, f"没有名为 `{name}` 的工具。可用工具：{', '.join(self._tools)}")
        return tool.run(args)
