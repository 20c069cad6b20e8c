"""Parse one ReAct turn written by a (possibly very weak) model into a `ParseResult`.

`parse_react_output` is total: whatever the text, it returns a result and never raises.
An unusable turn becomes kind "invalid" whose `error` is written for the model to read
on its next turn, restating the exact format.

Rules chosen where the format leaves room (tests/test_parser.py pins them):
- `LABELS` lists every label spelling accepted. A label counts at the start of a line
  (after indentation, a list/quote marker or Markdown emphasis), in any case, with ASCII
  or full-width colon and an optional number (`Action 1:`). Mid-line, a capitalised
  English label counts only when glued to the word before it (`…toolAction:Search`) or,
  for `Action Input`/`Input`, after an `Action:` on the same line; a label after a space
  mid-sentence is prose. Mid-line labels end where the action input or answer begins, so
  text inside an argument or an answer is never split by one.
- The first `Action` or `Final Answer` decides the kind; what follows the turn it starts
  (fake Observation, a second Action, a new question) is dropped. `Action: none` followed
  by a Final Answer is the answer.
- `<think>…</think>` blocks are removed; an unclosed `<think>` drops the rest (a drafted
  action or answer is worse than asking again); a lone `</think>` drops what precedes it.
  A leaked end-of-turn token (`<end_of_turn>`, `<|im_end|>`, …) ends an answer.
- Tool names: an exact registered name (ignoring case, `-`/`_`) wins before any heuristic;
  then decorations (backticks, `(args)`, punctuation) are stripped; a line naming several
  tools or a placeholder word is the prompt echoed back and is invalid; an unknown name is
  returned as an action (the act node lists the valid tools).
- Action Input: JSON first strictly, then repaired by `json_repair` (quotes, commas,
  comments, missing braces, Python literals); a repair that invents an empty value is
  refused. For a tool with one argument, bare text (all of its lines) or brace-wrapped
  text without any `key: value` (`{temperature in SF}`) is that argument. Arguments are
  not validated against the schema here (the tool does that); the parser only rejects
  what cannot become a call.
- A whole-output JSON object (`{"thought":…, "action":…, "action_input":…}` or
  `{"final_answer":…}`, JSON-schema constrained decoding) is accepted when complete.
- Bounded cost: only the first `MAX_TEXT_CHARS`/`MAX_LINES` are read, an Action Input may
  be `MAX_INPUT_CHARS` long and `MAX_JSON_DEPTH` deep before any JSON parser sees it.
"""
from __future__ import annotations

import dataclasses
import functools
import json
import re
from dataclasses import dataclass, field
from typing import Any, Iterable, Literal, NamedTuple

from json_repair import repair_json

from tools.base import Tool

__all__ = ["LABELS", "ParseResult", "parse_react_output", "quote_label_lines"]

# A 270M model's turn is a few KB at most; beyond this it is runaway repetition.
MAX_TEXT_CHARS = 32_000
MAX_LINES = 1_000
# Tool arguments are a handful of short strings; json_repair is pure Python and
# superlinear on some inputs, so this cap is what keeps the worst case at milliseconds.
MAX_INPUT_CHARS = 2_000
MAX_NAME_CHARS = 200
MAX_JSON_DEPTH = 32
MAX_THOUGHT_CHARS = 4_000
MAX_LABELS = 400


@dataclass(frozen=True)
class ParseResult:
    kind: Literal["action", "final", "invalid"]
    thought: str = ""
    tool: str | None = None
    tool_input: dict = field(default_factory=dict)
    answer: str | None = None
    error: str | None = None


# --------------------------------------------------------------------------- labels

LABELS: dict[str, tuple[str, ...]] = {
    "final": ("Final Answer", "最终答案", "最终回答", "最后答案"),
    "action_input": ("Action Input", "Input", "行动输入", "动作输入", "工具输入"),
    "thought": ("Thought", "Thoughts", "思考", "想法"),
    "action": ("Action", "行动", "动作"),
    "observation": ("Observation", "观察", "观察结果"),
    "question": ("Question", "问题", "员工问题", "用户问题"),
}


def _key(word: str) -> str:
    return re.sub(r"[ \t_]", "", word).lower()


_KIND_OF = {_key(w): kind for kind, words in LABELS.items() for w in words}


def _words(ascii_only: bool) -> str:
    words = sorted((w for ws in LABELS.values() for w in ws if w.isascii() or not ascii_only), key=len, reverse=True)
    return "|".join(re.escape(w).replace(r"\ ", r"[ \t_]{0,3}") for w in words)


# Possessive, bounded quantifiers: a match attempt costs O(1) per position whatever the text.
_LABEL_RE = re.compile(
    r"(?m)^[ \t>#*_+\-]{0,24}+(?:\d{1,3}[.)、][ \t*_]{0,6}+)?(?P<word>(?i:" + _words(False) + r"))"
    r"[ \t*_\d]{0,12}+[:：][ \t*_]{0,6}+"
    r"|(?P<mid>" + _words(True) + r")[ \t]{0,3}+[:：][ \t]{0,6}+"
)


class _Label(NamedTuple):
    kind: str
    start: int  # where the label begins
    end: int  # first character of its value


def _scan_labels(text: str) -> list[_Label]:
    labels: list[_Label] = []
    body_started = False  # an action input or answer has begun: mid-line labels are its text
    action_eol = -1  # end of the line of the last label if that is an Action
    for m in _LABEL_RE.finditer(text):
        word = m.group("word") or m.group("mid")
        kind = _KIND_OF.get(_key(word), "")
        if m.group("mid") is not None:
            glued = m.start() > 0 and not text[m.start() - 1].isspace()
            after_action = m.start() < action_eol
            if body_started or not (kind == "action_input" and after_action or glued and not after_action):
                continue
        labels.append(_Label(kind, m.start(), m.end()))
        action_eol = (text.find("\n", m.end()) % (len(text) + 1)) if kind == "action" else -1
        body_started = body_started or kind in ("action_input", "final")
        if len(labels) >= MAX_LABELS:
            break
    return labels


def quote_label_lines(text: str) -> str:
    """`text` (a tool's output) with "| " before every label the parser would accept, so a
    handbook line such as "Final Answer: …" cannot read as a turn of the agent."""
    return _LABEL_RE.sub(_quote, _normalise(text))


def _quote(m: re.Match) -> str:
    at = m.start("word") if m.group("word") is not None else m.start("mid")
    return m.group()[: at - m.start()] + "| " + m.group()[at - m.start():]


# --------------------------------------------------------------------------- entry

def parse_react_output(text: str, tools: Iterable[Tool] | None = None) -> ParseResult:
    tool_list: list[Tool] | None = None
    try:
        tool_list = list(tools) if tools is not None else None
        return _parse(text, tool_list)
    except Exception as exc:  # the graph loop must never die on a parse
        try:
            return _invalid(f"解析出错（{type(exc).__name__}）", tool_list)
        except Exception:
            return ParseResult(kind="invalid", error="无法解析你的输出。请按 Thought / Action / Action Input 或 Thought / Final Answer 格式输出。")


def _normalise(text: str) -> str:
    # Lone surrogates would make the result unencodable downstream (logs, HTTP).
    text = text.encode("utf-8", "replace").decode("utf-8")
    return text.replace("\x00", "").replace("\r\n", "\n").replace("\r", "\n")


def _preprocess(text: Any) -> tuple[str, bool]:
    """Bounded, normalised text without <think> blocks; whether an unclosed one cut it."""
    if isinstance(text, (bytes, bytearray)):
        text = bytes(text[: MAX_TEXT_CHARS * 4]).decode("utf-8", "replace")
    text = _normalise(("" if text is None else str(text))[:MAX_TEXT_CHARS])
    text = "\n".join(text.split("\n", MAX_LINES)[:MAX_LINES])
    close, open_ = text.find("</think>"), text.find("<think>")
    if close >= 0 and not 0 <= open_ < close:
        text = text[close + len("</think>"):]
    kept, pos, unclosed = [], 0, False
    while (open_ := text.find("<think>", pos)) >= 0:
        kept.append(text[pos:open_])
        close = text.find("</think>", open_)
        unclosed = close < 0
        pos = len(text) if unclosed else close + len("</think>")
    return "".join(kept) + text[pos:], unclosed


def _parse(text: Any, tools: list[Tool] | None) -> ParseResult:
    text, unclosed_think = _preprocess(text)
    labels = _scan_labels(text)
    decisive = _decisive(text, labels)
    thought = _thought(text, labels, decisive)
    if decisive is None:
        stripped = text.strip()
        has_input = any(lab.kind == "action_input" for lab in labels)
        if stripped.startswith(("{", "```")) and not has_input:
            res = _json_turn(stripped, tools)
            if res is not None:
                return res
        if unclosed_think:
            return _invalid("<think> 没有闭合（缺少 </think>），思考之后没有可执行的内容", tools, thought)
        if has_input:
            return _invalid("有 Action Input 但缺少 Action（工具名）", tools, thought)
        return _invalid("缺少 Action 或 Final Answer", tools, thought)
    if labels[decisive].kind == "final":
        return _final(_region(text, labels, decisive), thought, tools)
    return _action(text, labels, decisive, thought, tools)


def _region(text: str, labels: list[_Label], i: int) -> str:
    return text[labels[i].end: labels[i + 1].start if i + 1 < len(labels) else len(text)]


_NONE_NAMES = {"none", "null", "无", "没有", "不需要", "n/a", "na"}


def _decisive(text: str, labels: list[_Label]) -> int | None:
    """The first label that commits to a kind; "Action: none" before a Final Answer is
    some models' way of saying "no tool"."""
    for i, lab in enumerate(labels):
        if lab.kind == "final":
            return i
        if lab.kind == "action":
            name = _region(text, labels, i).lstrip().partition("\n")[0].strip("`*'\".。 ").lower()
            if not (name in _NONE_NAMES and any(later.kind == "final" for later in labels[i + 1:])):
                return i
    return None


def _thought(text: str, labels: list[_Label], decisive: int | None) -> str:
    limit = labels[decisive].start if decisive is not None else len(text)
    before = labels[:decisive] if decisive is not None else labels
    last = max((i for i, lab in enumerate(before) if lab.kind == "thought"), default=None)
    if last is not None:
        stop = labels[last + 1].start if last + 1 < len(labels) else limit
        return _strip_md(text[labels[last].end: min(stop, limit)])[:MAX_THOUGHT_CHARS]
    if decisive is not None and not before:
        return _strip_md(text[:limit])[:MAX_THOUGHT_CHARS]
    return ""


def _strip_md(s: str) -> str:
    return s.strip().strip("*_").strip()


_END_TOKENS = ("<end_of_turn>", "<|im_end|>", "<|eot_id|>", "<|endoftext|>", "</s>")


def _cut_at_end_token(s: str) -> str:
    """A leaked end-of-turn token means whatever follows is a turn the model imagined."""
    return s[: min((i for i in map(s.find, _END_TOKENS) if i >= 0), default=len(s))]


def _final(answer: str, thought: str, tools) -> ParseResult:
    answer = _cut_at_end_token(answer).strip()
    if answer.startswith("```") and answer.endswith("```") and len(answer) >= 6:
        answer = answer[3:-3].strip()  # an answer the model fenced as a whole
    answer = answer.strip("*").strip()
    if not answer:
        return _invalid("Final Answer 后面没有内容", tools, thought)
    return ParseResult(kind="final", thought=thought, answer=answer)


# --------------------------------------------------------------------------- actions

_PAREN_INPUT_RE = re.compile(r"[(（]\s*(?=[{'\"])")


def _action(text: str, labels: list[_Label], i: int, thought: str, tools) -> ParseResult:
    name, _, rest = _region(text, labels, i).lstrip().partition("\n")
    input_text: str | None = None  # None: no Action Input at all
    if i + 1 < len(labels) and labels[i + 1].kind == "action_input":
        input_text = _region(text, labels, i + 1)
    else:  # input on the Action line (`search(…)`, `search {…}`) or unlabelled on the next
        brace, paren = name.find("{"), _PAREN_INPUT_RE.search(name)
        if brace > 0 and (not paren or paren.start() > brace):
            name, input_text = name[:brace], name[brace:] + "\n" + rest
        elif paren:
            name, input_text = name[: paren.start()], re.sub(r"[)）]\s*$", "", name[paren.end():].rstrip())
        elif rest.lstrip().startswith(("{", "```")):
            input_text = rest
    tool, name, problem = _resolve_tool(name[:MAX_NAME_CHARS], tools)
    if problem or not name:
        return _invalid(problem or "Action 后面缺少工具名", tools, thought)
    args = _parse_input(input_text, tool)
    if isinstance(args, str):
        return _invalid(args, tools, thought)
    return ParseResult(kind="action", thought=thought, tool=name, tool_input=args)


_NAME_CUT_RE = re.compile(r"[\s(（:：{\[【,，;；]")
_PLACEHOLDER_WORDS = ("工具名", "tool name", "tool_name", "<tool", "[tool")
_WRAPPERS = "`*'\"<>[]【】「」"


def _clean_tool_name(raw: str) -> str:
    name = raw.strip().strip(_WRAPPERS + " \t")
    cut = _NAME_CUT_RE.search(name)
    if cut and cut.start() > 0:
        name = name[: cut.start()]
    return name.strip().strip(_WRAPPERS).rstrip(".。!！?？、")


def _norm(name: str) -> str:
    return name.lower().replace("-", "_").replace(" ", "_")


def _resolve_tool(raw: str, tools: list[Tool] | None) -> tuple[Tool | None, str, str | None]:
    """(registered tool or None, name to report, problem for the model or None)."""
    cleaned = _clean_tool_name(raw)
    by_norm = {_norm(t.name): t for t in tools or ()}
    exact = by_norm.get(_norm(cleaned)) or by_norm.get(_norm(raw.strip()))
    if exact is not None:  # before any heuristic: `add_workdays` must not read as `add` + more
        return exact, exact.name, None
    low = raw.lower()
    named = [t for t in tools or () if re.search(rf"(?<![a-z0-9_]){re.escape(t.name.lower())}(?![a-z0-9_])", low)]
    if len(named) >= 2 or (tools and any(w in low for w in _PLACEHOLDER_WORDS)):
        return None, cleaned, "Action 写的是提示里的占位说明，不是工具名；请只写一个工具的名字"
    return (named[0], named[0].name, None) if named else (None, cleaned, None)


_EMPTY_INPUTS = {"", "none", "null", "无", "空", "{}", "n/a", "no input", "没有参数", "无参数"}


def _parse_input(input_text: str | None, tool: Tool | None) -> dict | str:
    """The argument dict, or a problem description (str) for the model."""
    missing = _missing_input(tool)
    if input_text is None:
        return missing or {}
    s = _unfence(input_text[: MAX_INPUT_CHARS + 1]).strip()
    if len(s) > MAX_INPUT_CHARS:
        return "Action Input 过长（应为一个简短的 JSON 对象）"
    if s.strip("`'\"。.").lower() in _EMPTY_INPUTS:
        return missing or {}
    if s[0] in "{[":
        if _json_depth(s) > MAX_JSON_DEPTH:
            return "Action Input 的 JSON 嵌套过深"
        value = _strict_json(s)
        if value is _NOT_JSON and not re.search("[:：]", s):  # `{temperature in SF}`: text, not an object
            inner = _unquote(s.strip("{}[] \t\n"))
            return _bare(inner, tool) if inner else missing or {}
        value = _repaired_json(s) if value is _NOT_JSON else value
        if value is _NOT_JSON:
            return "Action Input 不是合法的 JSON 对象"
        if not isinstance(value, (dict, str)) and value is not None:
            given = "列表" if isinstance(value, list) else "布尔值" if isinstance(value, bool) else "数字"
            return f"Action Input 必须是 JSON 对象（{{…}}），而你给的是{given}，例如 " + _example(tool)
        return value if isinstance(value, dict) else _bare(value, tool) if value is not None else missing or {}
    value = _strict_json(s) if s[0] == '"' else _NOT_JSON  # a JSON string ends at its quote
    if isinstance(value, str):
        return _bare(value, tool)
    bare = _unquote(_cut_at_end_token(s).removesuffix("```").strip())
    scalar = _strict_json(bare)
    if isinstance(scalar, (int, float)) and not isinstance(scalar, bool):
        return "Action Input 必须是 JSON 对象（{…}），例如 " + _example(tool)
    return _bare(bare, tool)


_QUOTE_PAIRS = {'"': '"', "'": "'", "`": "`", "“": "”"}


def _unquote(s: str) -> str:
    if s[:1] in _QUOTE_PAIRS:
        close = _QUOTE_PAIRS[s[0]]
        s = s[1:-1] if len(s) >= 2 and s.endswith(close) else s[1:]
    return s.strip()


def _bare(value: str, tool: Tool | None) -> dict | str:
    """Plain text as the one argument of `tool`."""
    if tool is None:
        return "Action Input 必须是 JSON 对象（{…}），例如 " + _example(None)
    info = _info(tool)
    if not info.arg_names:
        return {}
    if len(info.arg_names) == 1 or len(info.required) == 1:
        return {info.arg_names[0] if len(info.arg_names) == 1 else info.required[0]: value}
    return f"{tool.name} 需要多个参数（{', '.join(info.arg_names)}），Action Input 必须是 JSON 对象，例如 {info.example}"


def _missing_input(tool: Tool | None) -> str | None:
    required = _info(tool).required if tool is not None else ()
    if not required:
        return None
    return f"{tool.name} 缺少 Action Input，必须提供参数 {', '.join(required)}，例如 Action Input: {_info(tool).example}"


# --------------------------------------------------------------------------- JSON

_NOT_JSON = object()
_DECODER = json.JSONDecoder()
_FULLWIDTH_RE = re.compile(r"(?<=[\"'\]}])\s*([：，])|([：，])\s*(?=[\"'{\[])")


def _unfence(s: str) -> str:
    s = s.lstrip()
    if not s.startswith("```"):
        return s
    first, _, body = s[3:].partition("\n")
    if "{" in first:  # ```{"query": …}```
        body = first[first.find("{"):] + "\n" + body
    return body.partition("```")[0].lstrip()


def _json_depth(s: str) -> int:
    """Bracket nesting, counting brackets inside strings too (a tool argument never needs
    `MAX_JSON_DEPTH`); checked first so no recursive parser meets a deep input."""
    depth = deepest = 0
    for ch in re.findall(r"[{}\[\]]", s):
        depth += 1 if ch in "{[" else -1
        deepest = max(deepest, depth)
    return deepest


def _strict_json(s: str) -> Any:
    """The JSON value at the start of `s`; text after it is the model running on."""
    try:
        return _DECODER.raw_decode(s)[0]
    except (ValueError, RecursionError):
        return _NOT_JSON


def _repaired_json(s: str) -> Any:
    s = _FULLWIDTH_RE.sub(lambda m: ":" if "：" in m.group() else ",", s)
    try:
        value = repair_json(s, return_objects=True)
    except (ValueError, RecursionError):
        return _NOT_JSON
    if isinstance(value, list) and s.startswith("{") and value and isinstance(value[0], dict):
        value = value[0]  # an object followed by more JSON the model ran on with
    # json_repair fills a hole (`{"q": : }`, garbage) with "": a value the model never wrote.
    if _has_blank(value) and not re.search(r"\"\"|''", s):
        return _NOT_JSON
    return value


def _has_blank(value: Any) -> bool:
    if isinstance(value, dict):
        return any(_has_blank(v) for v in value.values())
    if isinstance(value, list):
        return any(_has_blank(v) for v in value)
    return value == ""


def _truncated(s: str) -> bool:
    return not s.endswith("}") or len(re.findall(r'(?<!\\)"', s)) % 2 == 1


_ARG_KEYS = ("action_input", "tool_input", "args", "arguments", "input")


def _json_turn(stripped: str, tools: list[Tool] | None) -> ParseResult | None:
    """A whole turn written as one JSON object (JSON-schema constrained decoding)."""
    s = _unfence(stripped).strip()
    if not s.startswith("{") or len(s) > MAX_INPUT_CHARS:
        return None
    if _json_depth(s) > MAX_JSON_DEPTH:
        return _invalid("JSON 嵌套过深", tools)
    value = _strict_json(s)
    if value is _NOT_JSON:
        if _truncated(s):
            return _invalid("JSON 输出不完整（被截断）", tools)
        value = _repaired_json(s)
        if value is _NOT_JSON:
            return _invalid("输出的 JSON 不完整或不合法", tools)
    if not isinstance(value, dict):
        return None
    keys = {str(k).lower().replace(" ", "_"): v for k, v in value.items()}
    thought = str(keys.get("thought") or "")
    for k, v in keys.items():
        if k in ("final_answer", "answer") and isinstance(v, str) and v.strip():
            return ParseResult(kind="final", thought=thought, answer=v.strip())
        if k in ("action", "tool", "tool_name") and isinstance(v, str):
            args = next((keys[a] for a in _ARG_KEYS if a in keys), None)
            turn = f"Action: {' '.join(v.split())}\nAction Input: " + ("" if args is None else json.dumps(args, ensure_ascii=False))
            return dataclasses.replace(_parse(turn, tools), thought=thought)
    return None


# --------------------------------------------------------------------------- messages

@dataclass(frozen=True)
class _ToolInfo:
    arg_names: tuple[str, ...]
    required: tuple[str, ...]
    example: str


@functools.lru_cache(maxsize=256)  # a pydantic JSON schema costs ~1 ms; tools are fixed
def _info(tool: Tool) -> _ToolInfo:
    try:
        return _ToolInfo(tuple(tool.arg_names()), tuple(tool.required_args()), tool.example_args())
    except Exception:
        return _ToolInfo((), (), "{}")


def _example(tool: Tool | None) -> str:
    return _info(tool).example if tool is not None else '{"参数名": "参数值"}'


def _format_help(tools: list[Tool] | None) -> str:
    example_tool, example_args, names = "search_knowledge_base", '{"query": "年假天数"}', ""
    if tools:
        example_tool, example_args = tools[0].name, _info(tools[0]).example
        names = "（Action 只能写一个工具名，可用工具：" + "、".join(t.name for t in tools) + "）\n"
    return (
        "请严格按以下格式之一输出：\n需要调用工具时：\nThought: 你的思考\n"
        f"Action: {example_tool}\nAction Input: {example_args}\n{names}"
        "可以回答时：\nThought: 你的思考\nFinal Answer: 给员工的最终回答"
    )


def _invalid(problem: str, tools: list[Tool] | None, thought: str = "") -> ParseResult:
    return ParseResult(kind="invalid", thought=thought, error=f"无法解析你的输出：{problem}。{_format_help(tools)}")
