"""Read a model's `Action Input` text into the tool's argument dict, or say what is wrong.

JSON is read strictly first, then repaired by `json_repair` (single quotes, trailing commas,
comments, missing braces, Python literals, unquoted keys); a repair that invents an empty
value is refused, since sending a value the model never wrote is a silently wrong call. For
a tool with one argument, bare text (all its lines) or bracket-wrapped text with no
`key: value` (`{temperature in SF}`) is that argument. Arguments are not validated against
the schema here: the tool does that and answers the model itself.
"""
from __future__ import annotations

import functools
import json
import re
from typing import Any, NamedTuple

from json_repair import repair_json

from tools.base import Tool

# Tool arguments are a few short strings; json_repair is pure Python and superlinear on some
# inputs (and recursive), so these caps are what keep the worst case at milliseconds.
MAX_INPUT_CHARS, MAX_JSON_DEPTH = 2_000, 32
NOT_JSON = object()
END_TOKENS = ("<end_of_turn>", "<|im_end|>", "<|eot_id|>", "<|endoftext|>", "</s>")
_EMPTY_INPUTS = {"", "none", "null", "无", "空", "{}", "n/a", "no input", "没有参数", "无参数"}
_QUOTE_PAIRS = {'"': '"', "'": "'", "`": "`", "“": "”"}
_BARE_NUMBER_RE = re.compile(r"-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?")
_FULLWIDTH_RE = re.compile(r"(?<=[\"'\]}])\s*[：，]|[：，]\s*(?=[\"'{\[])")
_DECODER = json.JSONDecoder()


def parse_arguments(text: str | None, tool: Tool | None) -> dict | str:
    """The argument dict for `tool` (None: not a registered tool), or a problem for the model.
    `text` is everything after the `Action Input` label; None when there was none."""
    missing = _missing_input(tool)
    if text is None:
        return missing or {}
    s = unfence(text[: MAX_INPUT_CHARS + 1]).strip()
    if len(s) > MAX_INPUT_CHARS:
        return "Action Input 过长（应为一个简短的 JSON 对象）"
    if s.strip("`'\"。.").lower() in _EMPTY_INPUTS:
        return missing or {}
    if s[0] in "{[":
        if json_depth(s) > MAX_JSON_DEPTH:
            return "Action Input 的 JSON 嵌套过深"
        value = strict_json(s)
        if value is NOT_JSON and not re.search("[:：]", s):  # `{temperature in SF}`: text, not an object
            inner = _unquote(s.strip("{}[] \t\n"))
            return _bare(inner, tool) if inner else missing or {}
        value = repaired_json(s) if value is NOT_JSON else value
        if value is NOT_JSON:
            return "Action Input 不是合法的 JSON 对象"
    else:
        value = strict_json(s) if s[0] == '"' else NOT_JSON  # a JSON string ends at its quote
        if value is NOT_JSON:
            value = _unquote(cut_at_end_token(s).removesuffix("```").strip())
            value = 0 if _BARE_NUMBER_RE.fullmatch(value) else value
    if isinstance(value, dict):
        return value
    if isinstance(value, str) or value is None:
        return _bare(value, tool) if value else missing or {}
    given = "列表" if isinstance(value, list) else "布尔值" if isinstance(value, bool) else "数字"
    return f"Action Input 必须是 JSON 对象（{{…}}），而你给的是{given}，例如 {example_args(tool)}"


def cut_at_end_token(s: str) -> str:
    """A leaked end-of-turn token means whatever follows is a turn the model imagined."""
    return s[: min((i for i in map(s.find, END_TOKENS) if i >= 0), default=len(s))]


def _unquote(s: str) -> str:
    if s[:1] in _QUOTE_PAIRS:
        s = s[1:-1] if len(s) >= 2 and s.endswith(_QUOTE_PAIRS[s[0]]) else s[1:]
    return s.strip()


def _bare(value: str, tool: Tool | None) -> dict | str:
    """Plain text as the one argument of `tool`."""
    if tool is None:
        return f"Action Input 必须是 JSON 对象（{{…}}），例如 {example_args(None)}"
    names, required, example = tool_info(tool)
    if not names:
        return {}
    if len(names) == 1 or len(required) == 1:
        return {names[0] if len(names) == 1 else required[0]: value}
    return f"{tool.name} 需要多个参数（{', '.join(names)}），Action Input 必须是 JSON 对象，例如 {example}"


def _missing_input(tool: Tool | None) -> str | None:
    required = tool_info(tool).required if tool is not None else ()
    if required:
        return f"{tool.name} 缺少 Action Input，必须提供参数 {', '.join(required)}，例如 Action Input: {example_args(tool)}"
    return None


class ToolInfo(NamedTuple):
    arg_names: tuple[str, ...]
    required: tuple[str, ...]
    example: str


@functools.lru_cache(maxsize=256)  # a pydantic JSON schema costs ~1 ms; the tools are fixed
def tool_info(tool: Tool) -> ToolInfo:
    try:
        return ToolInfo(tuple(tool.arg_names()), tuple(tool.required_args()), tool.example_args())
    except Exception:  # a broken tool must not break parsing
        return ToolInfo((), (), "{}")


def example_args(tool: Tool | None) -> str:
    return tool_info(tool).example if tool is not None else '{"参数名": "参数值"}'


# --------------------------------------------------------------------------- JSON

def unfence(s: str) -> str:
    """The body of a Markdown code fence (```json …```), or `s` unchanged."""
    s = s.lstrip()
    if not s.startswith("```"):
        return s
    first, _, body = s[3:].partition("\n")
    if "{" in first:  # ```{"query": …}```
        body = first[first.find("{"):] + "\n" + body
    return body.partition("```")[0].lstrip()


def json_depth(s: str) -> int:
    """Bracket nesting, brackets inside strings included (no tool argument needs
    `MAX_JSON_DEPTH`); checked first so no recursive parser meets a deep input."""
    depth = deepest = 0
    for ch in re.findall(r"[{}\[\]]", s):
        depth += 1 if ch in "{[" else -1
        deepest = max(deepest, depth)
    return deepest


def strict_json(s: str) -> Any:
    """The JSON value at the start of `s` (text after it is the model running on), or NOT_JSON."""
    try:
        return _DECODER.raw_decode(s)[0]
    except (ValueError, RecursionError):
        return NOT_JSON


def repaired_json(s: str) -> Any:
    """`s` read by json_repair, or NOT_JSON when nothing the model wrote survives."""
    s = _FULLWIDTH_RE.sub(lambda m: ":" if "：" in m[0] else ",", s)  # `{"query"："年假"}`
    try:
        value = repair_json(s, return_objects=True)
    except (ValueError, RecursionError):
        return NOT_JSON
    if isinstance(value, list) and s.startswith("{") and value and isinstance(value[0], dict):
        value = value[0]  # an object, then more JSON the model ran on with
    # json_repair fills a hole (`{"q": : }`, garbage) with "": a value the model never wrote
    return NOT_JSON if _has_blank(value) and '""' not in s and "''" not in s else value


def _has_blank(v: Any) -> bool:
    return v == "" or any(map(_has_blank, v.values() if isinstance(v, dict) else v if isinstance(v, list) else ()))
