"""Read a model's `Action Input` text into the tool's argument dict, or say what is wrong.

JSON is read strictly, else repaired by `json_repair` (quotes, commas, comments, braces, Python literals,
unquoted keys; full-width `：`/`，` between tokens made ASCII first), but a repair that invents an empty
value is refused: sending a value the model never wrote is a silently wrong call. For a tool with one
argument (or one required), bare text (all its lines) or bracketed text with no `key: value`
(`{temperature in SF}`) is that argument. The schema is checked by the tool, which answers the model.
"""
from __future__ import annotations

import itertools
import json
import re
from typing import Any

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
_FENCE_RE = re.compile(r"```[^\n{]*+(.*?)(?:```|\Z)", re.S)  # ```json …``` and ```{"query": …}```
_DECODER = json.JSONDecoder()


def parse_arguments(text: str | None, tool: Tool | None) -> dict | str:
    """The arguments for `tool` (None: unregistered) in `text` (None: no label), or a problem for the model."""
    s = unfence((text or "")[: MAX_INPUT_CHARS + 1]).strip()
    if len(s) > MAX_INPUT_CHARS:
        return "Action Input 过长（应为一个简短的 JSON 对象）"
    if s.strip("`'\"。.").lower() in _EMPTY_INPUTS:
        value: Any = ""
    elif s[0] in "{[":
        if json_depth(s) > MAX_JSON_DEPTH:
            return "Action Input 的 JSON 嵌套过深"
        value = strict_json(s)
        if value is NOT_JSON:  # `{temperature in SF}`, with no `key: value`, is text, not an object
            value = repaired_json(s) if re.search("[:：]", s) else _unquote(s.strip("{}[] \t\n"))
        if value is NOT_JSON:
            return "Action Input 不是合法的 JSON 对象"
    else:  # a JSON string ends at its quote; a bare number is no argument's text
        value = strict_json(s) if s[0] == '"' or _BARE_NUMBER_RE.fullmatch(s) else NOT_JSON
        if value is NOT_JSON:
            value = _unquote(cut_at_end_token(s).removesuffix("```").strip())
    if isinstance(value, dict):
        return value
    names, required = (tool.arg_names(), tool.required_args()) if tool is not None else ([], [])
    example = tool.example_args() if tool is not None else '{"参数名": "参数值"}'
    if value is None or value == "":  # no input at all
        if not required:
            return {}
        return f"{tool.name} 缺少 Action Input，必须提供参数 {', '.join(required)}，例如 Action Input: {example}"
    if not isinstance(value, str):
        given = "列表" if isinstance(value, list) else "布尔值" if isinstance(value, bool) else "数字"
        return f"Action Input 必须是 JSON 对象（{{…}}），而你给的是{given}，例如 {example}"
    if tool is None:
        return f"Action Input 必须是 JSON 对象（{{…}}），例如 {example}"
    if len(names) <= 1 or len(required) == 1:  # text is the one (required) argument
        return {(required or names)[0]: value} if names else {}
    return f"{tool.name} 需要多个参数（{', '.join(names)}），Action Input 必须是 JSON 对象，例如 {example}"


def cut_at_end_token(s: str) -> str:
    """A leaked end-of-turn token means whatever follows is a turn the model imagined."""
    return s[: min((i for i in map(s.find, END_TOKENS) if i >= 0), default=len(s))]


def _unquote(s: str) -> str:
    if s[:1] in _QUOTE_PAIRS:
        s = s[1:-1] if len(s) >= 2 and s.endswith(_QUOTE_PAIRS[s[0]]) else s[1:]
    return s.strip()


def unfence(s: str) -> str:
    """The body of the Markdown code fence `s` starts with, or `s`; left-stripped. A JSON
    value in the fence is read whole: a ``` inside one of its strings does not close it."""
    s = s.lstrip()
    fenced = _FENCE_RE.match(s)
    if not fenced:
        return s
    cut = fenced[1].lstrip()
    body = s[fenced.start(1):].lstrip()
    if body[:1] in ("{", "["):
        try:
            end = _DECODER.raw_decode(body)[1]
        except (ValueError, RecursionError):
            end = 0
        if end > len(cut):
            return body[:end]
    return cut


def json_depth(s: str) -> int:
    """Bracket nesting (in strings too), checked first so that no recursive parser meets a deep input."""
    return max(itertools.accumulate(1 if ch in "{[" else -1 for ch in re.findall(r"[{}\[\]]", s)), default=0)


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
        value = repair_json(s, return_objects=True, skip_json_loads=True)  # strict reading already failed
    except (ValueError, RecursionError):
        return NOT_JSON
    if isinstance(value, list) and s.startswith("{") and value and isinstance(value[0], dict):
        value = value[0]  # an object, then more JSON the model ran on with
    # json_repair fills a hole (`{"q": : }`, garbage) with "": a value the model never wrote
    return NOT_JSON if _has_blank(value) and '""' not in s and "''" not in s else value


def _has_blank(v: Any) -> bool:
    return v == "" or any(map(_has_blank, v.values() if isinstance(v, dict) else v if isinstance(v, list) else ()))
