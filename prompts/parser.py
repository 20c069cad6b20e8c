"""Parse one ReAct turn written by a (possibly very weak) model into a `ParseResult`.

`parse_react_output` is total: whatever the text, it returns a result and never raises.
An unusable turn becomes kind "invalid" whose `error` is written for the model to read
on its next turn, restating the exact format.

Rules chosen where the format leaves room (tests in tests/test_parser.py pin them):
- Labels are recognised only at the start of a line (after indentation, a list/quote
  marker or Markdown emphasis), in any case, with ASCII or full-width colon, an optional
  number (`Action 1:`), and Chinese aliases (思考/行动/行动输入/最终答案/观察/问题).
- The first `Action` or `Final Answer` label decides the kind; everything after the
  turn it starts (fake Observation, a second Thought/Action, a new question) is dropped.
  An `Action: none` / `Action: 无` followed by a Final Answer is treated as the answer.
- `<think>…</think>` blocks are removed. An unclosed `<think>` drops everything after
  it: text inside an unfinished reasoning block is a draft, and executing a drafted
  action or ending the loop with a drafted answer is worse than asking again. A lone
  `</think>` (templates that pre-fill the opening tag) drops everything before it,
  wherever it appears.
- A leaked end-of-turn token (`<end_of_turn>`, `<|im_end|>`, …) ends a Final Answer.
- Only the first `MAX_TEXT_CHARS` characters are examined and an Action Input may be
  at most `MAX_INPUT_CHARS` long, so the cost is bounded whatever the model emits.
- Arguments are not validated against the tool's schema here (the tool does that and
  answers the model itself); the parser only rejects what cannot become a call: a
  non-object input, a bare string for a tool that needs several arguments, a missing
  input for a tool with required arguments, a placeholder naming several tools.
- An unknown tool name is returned as an action (the act node lists the valid tools),
  after stripping decorations such as backticks, `(args)` and trailing punctuation.
- A whole-output JSON object (`{"thought":…, "action":…, "action_input":…}` or
  `{"final_answer":…}`), as produced under JSON-schema constrained decoding, is accepted
  when it is complete; a truncated one is invalid.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any, Iterable, Literal

from tools.base import Tool

__all__ = ["ParseResult", "parse_react_output"]

# A 270M model's turn is a few KB at most; beyond this it is runaway repetition, and
# these caps are what keeps the worst case at a few milliseconds.
MAX_TEXT_CHARS = 32_000
MAX_LINES = 1_000
# Tool arguments are a handful of short strings; longer input is not a real call.
MAX_INPUT_CHARS = 2_000
MAX_NAME_CHARS = 200
MAX_JSON_DEPTH = 32
MAX_THOUGHT_CHARS = 4_000


@dataclass(frozen=True)
class ParseResult:
    kind: Literal["action", "final", "invalid"]
    thought: str = ""
    tool: str | None = None
    tool_input: dict = field(default_factory=dict)
    answer: str | None = None
    error: str | None = None
    repairs: tuple[str, ...] = ()


# --------------------------------------------------------------------------- labels

_LABEL_WORDS = {
    "final": r"final[ \t_]{0,3}answer|最终答案|最终回答|最后答案",
    "action_input": r"action[ \t_]{0,3}input|行动输入|动作输入|工具输入",
    "thought": r"thoughts?|思考|想法",
    "action": r"action|行动|动作",
    "observation": r"observation|观察|观察结果",
    "question": r"question|(?:员工|用户)?问题",
}
# Anchored per line with bounded possessive quantifiers: a match attempt costs O(1) per
# line start (no backtracking between the marker classes) however adversarial the text.
_LABEL_RE = re.compile(
    r"^[ \t>#*_+\-]{0,24}+(?:\d{1,3}[.)、][ \t*_]{0,6}+)?"
    r"(?:"
    + "|".join(f"(?P<{k}>{v})" for k, v in _LABEL_WORDS.items())
    + r")[ \t*_\d]{0,12}+[:：][ \t*_]{0,6}+",
    re.IGNORECASE | re.MULTILINE,
)

_END_TOKENS = ("<end_of_turn>", "<|im_end|>", "<|eot_id|>", "<|endoftext|>", "</s>")


@dataclass
class _Label:
    kind: str
    start: int  # start of the label line
    end: int  # first character of the value


def _scan_labels(text: str) -> list[_Label]:
    labels = []
    for m in _LABEL_RE.finditer(text):
        labels.append(_Label(m.lastgroup or "", m.start(), m.end()))
        if len(labels) >= 400:
            break
    return labels


# --------------------------------------------------------------------------- JSON

_TOKEN_RE = re.compile(
    r"""
     (?P<dstr>"(?:[^"\\\n]|\\.)*(?P<dend>")?)
    |(?P<sstr>'(?:[^'\\\n]|\\.)*(?P<send>')?)
    |(?P<lcom>//[^\n]*)
    |(?P<bcom>/\*(?:[^*]|\*(?!/))*(?:\*/)?)
    |(?P<punct>[{}\[\],:：，])
    |(?P<ws>\s+)
    |(?P<word>[^\s"'{}\[\],:：，/]+|/)
    """,
    re.VERBOSE,
)
_NUMBER_RE = re.compile(r"-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?\Z")
_PY_LITERALS = {"True": "true", "False": "false", "None": "null"}
_JSON_LITERALS = {"true", "false", "null"}
_CLOSER = {"{": "}", "[": "]"}
_UNQUOTED_DQ = re.compile(r'(?<!\\)"')


class _TooDeep(Exception):
    pass


def _repair_json(s: str) -> tuple[Any, int, set[str]] | None:
    """Lenient parse of the JSON value at the start of `s`.

    Returns (value, end offset in `s`, repairs) or None when no value can be recovered.
    Raises _TooDeep past MAX_JSON_DEPTH.
    """
    repairs: set[str] = set()
    if ("“" in s or "”" in s) and '"' not in s:
        s = s.replace("“", '"').replace("”", '"')
        repairs.add("fullwidth_quotes")
    out: list[str] = []
    stack: list[str] = []
    prev = ""  # last significant emitted token
    end = len(s)
    for m in _TOKEN_RE.finditer(s):
        kind = m.lastgroup
        tok = m.group()
        if kind == "ws":
            out.append(tok)
            continue
        if kind in ("lcom", "bcom"):
            repairs.add("comments")
            continue
        if kind == "dstr":
            if m.group("dend") is None:
                repairs.add("unterminated_string")
                body = tok[1:]
                # `{"q": "x}` — the closers belong to the JSON, not to the string
                kept = body.rstrip("}] \t")
                out.append('"' + kept + '"')
                for ch in body[len(kept):]:
                    if ch in "}]" and stack:
                        out.append(_CLOSER[stack.pop()])
            else:
                out.append(tok)
            prev = '"'
        elif kind == "sstr":
            closed = m.group("send") is not None
            body = tok[1:-1] if closed else tok[1:]
            body = _UNQUOTED_DQ.sub(r'\\"', body.replace("\\'", "'"))
            out.append('"' + body + '"')
            repairs.add("single_quotes")
            if not closed:
                repairs.add("unterminated_string")
            prev = '"'
        elif kind == "punct":
            if tok in ("：", "，"):
                tok = ":" if tok == "：" else ","
                repairs.add("fullwidth_punctuation")
            if tok in "{[":
                stack.append(tok)
                if len(stack) > MAX_JSON_DEPTH:
                    raise _TooDeep
                out.append(tok)
            elif tok in "}]":
                if prev == ",":
                    _drop_last_comma(out)
                    repairs.add("trailing_comma")
                if not stack:
                    return None
                out.append(_CLOSER[stack.pop()])
            elif not stack:
                return None
            else:
                out.append(tok)
            prev = tok
        else:  # word
            if tok in _PY_LITERALS:
                out.append(_PY_LITERALS[tok])
                repairs.add("python_literals")
            elif tok in _JSON_LITERALS or _NUMBER_RE.match(tok):
                out.append(tok)
            elif stack:
                # a bare key (`{query: …}`) or a bare value (`{"query": 年假}`)
                out.append(json.dumps(tok, ensure_ascii=False))
                repairs.add("unquoted_keys" if prev in ("{", ",") and stack[-1] == "{" else "unquoted_value")
            else:
                return None
            prev = tok
        if not stack:
            end = m.end()
            break
    if stack:
        if prev == ",":
            _drop_last_comma(out)
            repairs.add("trailing_comma")
        out.extend(_CLOSER[c] for c in reversed(stack))
        repairs.add("missing_brace")
    try:
        value = json.loads("".join(out))
    except Exception:
        return None
    return value, end, repairs


def _drop_last_comma(out: list[str]) -> None:
    for i in range(len(out) - 1, -1, -1):
        if out[i] == ",":
            del out[i]
            return
        if out[i].strip():
            return


_DECODER = json.JSONDecoder()


def _parse_json_value(s: str) -> tuple[Any, int, set[str]] | None:
    """Strict first (fast, C), then the lenient scanner. `s` starts at the value."""
    try:
        value, end = _DECODER.raw_decode(s)
        return value, end, set()
    except Exception:
        pass
    try:
        return _repair_json(s)
    except _TooDeep:
        raise
    except Exception:
        return None


# --------------------------------------------------------------------------- messages

def _format_help(tools: list[Tool] | None) -> str:
    example_tool, example_args = "search_knowledge_base", '{"query": "年假天数"}'
    names = ""
    if tools:
        example_tool = tools[0].name
        example_args = _info(tools[0]).example
        names = "（Action 只能写一个工具名，可用工具：" + "、".join(t.name for t in tools) + "）\n"
    return (
        "请严格按以下格式之一输出：\n"
        "需要调用工具时：\n"
        "Thought: 你的思考\n"
        f"Action: {example_tool}\n"
        f"Action Input: {example_args}\n"
        + names
        + "可以回答时：\n"
        "Thought: 你的思考\n"
        "Final Answer: 给员工的最终回答"
    )


def _invalid(problem: str, tools: list[Tool] | None, thought: str = "", repairs=()) -> ParseResult:
    return ParseResult(
        kind="invalid",
        thought=thought,
        error=f"无法解析你的输出：{problem}。{_format_help(tools)}",
        repairs=tuple(dict.fromkeys(repairs)),
    )


# --------------------------------------------------------------------------- tools

_NAME_CUT_RE = re.compile(r"[\s(（:：{\[【,，;；]")
_PLACEHOLDER_WORDS = ("工具名", "tool name", "tool_name", "<tool", "[tool")
_NONE_NAMES = {"none", "null", "无", "没有", "不需要", "n/a", "na"}


def _clean_tool_name(raw: str) -> str:
    name = raw.strip().strip("`*'\"<>[]【】「」 \t")
    cut = _NAME_CUT_RE.search(name)
    if cut and cut.start() > 0:
        name = name[: cut.start()]
    return name.strip().strip("`*'\"<>[]【】「」").rstrip(".。!！?？、")


def _norm(name: str) -> str:
    return name.lower().replace("-", "_").replace(" ", "_")


def _resolve_tool(raw: str, tools: list[Tool]) -> tuple[Tool | None, str]:
    """Registered tool for `raw` (or None) and the cleaned name as written."""
    cleaned = _clean_tool_name(raw)
    by_norm = {_norm(t.name): t for t in tools}
    hit = by_norm.get(_norm(cleaned))
    if hit is None:
        low = raw.lower()
        found = [t for t in tools if re.search(r"(?<![A-Za-z0-9_])" + re.escape(t.name.lower()) + r"(?![A-Za-z0-9_])", low)]
        if len(found) == 1:
            hit = found[0]
    return hit, cleaned


@dataclass(frozen=True)
class _ToolInfo:
    arg_names: tuple[str, ...]
    required: tuple[str, ...]
    example: str


_INFO_CACHE: dict[int, tuple[Tool, _ToolInfo]] = {}


def _info(tool: Tool) -> _ToolInfo:
    # Building a pydantic JSON schema costs ~1 ms; the tool set is fixed per process.
    hit = _INFO_CACHE.get(id(tool))
    if hit is not None and hit[0] is tool:
        return hit[1]
    try:
        info = _ToolInfo(tuple(tool.arg_names()), tuple(tool.required_args()), tool.example_args())
    except Exception:
        info = _ToolInfo((), (), "{}")
    if len(_INFO_CACHE) > 256:
        _INFO_CACHE.clear()
    _INFO_CACHE[id(tool)] = (tool, info)
    return info


def _bare_arg_name(tool: Tool) -> str | None:
    info = _info(tool)
    if len(info.arg_names) == 1:
        return info.arg_names[0]
    if len(info.required) == 1:
        return info.required[0]
    return None


# --------------------------------------------------------------------------- main

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


def _preprocess(text: Any) -> tuple[str, list[str], bool]:
    """Bounded, normalised text; repairs; whether an unclosed <think> swallowed the rest."""
    repairs: list[str] = []
    if text is None:
        text = ""
    elif isinstance(text, (bytes, bytearray)):
        text = bytes(text[: MAX_TEXT_CHARS * 4]).decode("utf-8", "replace")
    elif not isinstance(text, str):
        text = str(text)
    if len(text) > MAX_TEXT_CHARS:
        text = text[:MAX_TEXT_CHARS]
        repairs.append("truncated_input")
    if text.count("\n") > MAX_LINES:
        pos = -1
        for _ in range(MAX_LINES):
            pos = text.find("\n", pos + 1)
        text = text[:pos]
        repairs.append("truncated_input")
    # Lone surrogates would make the result unencodable downstream (logs, HTTP).
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        text = text.encode("utf-8", "replace").decode("utf-8")
    text = text.replace("\x00", "").replace("\r\n", "\n").replace("\r", "\n")

    unclosed = False
    close = text.find("</think>")
    open_ = text.find("<think>")
    if close >= 0 and (open_ < 0 or open_ > close):
        text = text[close + len("</think>"):]
        repairs.append("think_removed")
    if "<think>" in text:
        kept: list[str] = []
        pos = 0
        while True:
            open_ = text.find("<think>", pos)
            if open_ < 0:
                kept.append(text[pos:])
                break
            kept.append(text[pos:open_])
            close = text.find("</think>", open_)
            if close < 0:
                unclosed = True
                repairs.append("unclosed_think_dropped")
                break
            pos = close + len("</think>")
        text = "".join(kept)
        repairs.append("think_removed")
    return text, repairs, unclosed


def _parse(text: Any, tools: list[Tool] | None) -> ParseResult:
    text, repairs, unclosed_think = _preprocess(text)
    labels = _scan_labels(text)

    # The first label that commits to a kind; "Action: none" before a Final Answer is
    # some models' way of saying "no tool".
    decisive_idx = None
    for i, lab in enumerate(labels):
        if lab.kind == "final":
            decisive_idx = i
            break
        if lab.kind == "action":
            value = _line_value(text, lab).strip().strip("`*'\".。 ").lower()
            if value in _NONE_NAMES and any(later.kind == "final" for later in labels[i + 1:]):
                repairs.append("ignored_none_action")
                continue
            decisive_idx = i
            break

    thought = _thought(text, labels, decisive_idx)

    if decisive_idx is None:
        stripped = text.strip()
        if stripped.startswith(("{", "```")) and not any(l.kind in ("action_input",) for l in labels):
            res = _parse_json_turn(stripped, tools, repairs)
            if res is not None:
                return res
        if unclosed_think:
            return _invalid("<think> 没有闭合（缺少 </think>），思考之后没有可执行的内容", tools, thought, repairs)
        if any(l.kind == "action_input" for l in labels):
            return _invalid("有 Action Input 但缺少 Action（工具名）", tools, thought, repairs)
        return _invalid("缺少 Action 或 Final Answer", tools, thought, repairs)

    lab = labels[decisive_idx]
    nxt = labels[decisive_idx + 1] if decisive_idx + 1 < len(labels) else None
    if lab.kind == "final":
        return _final(text, lab, nxt, thought, tools, repairs)
    return _action(text, labels, decisive_idx, thought, tools, repairs)


def _line_value(text: str, lab: _Label) -> str:
    eol = text.find("\n", lab.end)
    return text[lab.end: eol if eol >= 0 else len(text)][:MAX_NAME_CHARS]


def _thought(text: str, labels: list[_Label], decisive_idx: int | None) -> str:
    limit = labels[decisive_idx].start if decisive_idx is not None else len(text)
    last = None
    for i, lab in enumerate(labels):
        if decisive_idx is not None and i >= decisive_idx:
            break
        if lab.kind == "thought":
            last = i
    if last is not None:
        stop = labels[last + 1].start if last + 1 < len(labels) else limit
        return _strip_md(text[labels[last].end: min(stop, limit)])[:MAX_THOUGHT_CHARS]
    if decisive_idx is not None and not any(l.start < limit for l in labels):
        return _strip_md(text[:limit])[:MAX_THOUGHT_CHARS]
    return ""


def _strip_md(s: str) -> str:
    return s.strip().strip("*_").strip()


def _final(text, lab, nxt, thought, tools, repairs) -> ParseResult:
    stop = nxt.start if nxt is not None else len(text)
    if nxt is not None:
        repairs.append("dropped_trailing_text")
    answer = text[lab.end: stop]
    # A leaked end-of-turn token means whatever follows is a turn the model imagined.
    # (Only answers are cut this way: inside a JSON argument the token is just text.)
    for tok in _END_TOKENS:
        i = answer.find(tok)
        if i >= 0:
            answer = answer[:i]
            repairs.append("cut_at_end_token")
    answer = answer.strip()
    # an answer the model fenced or bolded as a whole
    if answer.startswith("```") and answer.endswith("```") and len(answer) >= 6:
        answer = answer[3:-3].strip()
    answer = answer.strip("*").strip()
    if not answer:
        return _invalid("Final Answer 后面没有内容", tools, thought, repairs)
    return ParseResult(kind="final", thought=thought, answer=answer, repairs=tuple(repairs))


_INLINE_INPUT_RE = re.compile(r"action[ \t_]{0,3}input[ \t]{0,3}[:：]", re.IGNORECASE)


def _action(text, labels, idx, thought, tools, repairs) -> ParseResult:
    lab = labels[idx]
    raw_name = _line_value(text, lab)
    nxt = labels[idx + 1] if idx + 1 < len(labels) else None
    input_text: str | None = None  # None = no Action Input at all

    inline = _INLINE_INPUT_RE.search(raw_name)
    if inline:
        input_text = raw_name[inline.end():] + text[lab.end + len(raw_name): nxt.start if nxt else len(text)]
        raw_name = raw_name[: inline.start()]
        after_input = nxt
        repairs.append("inline_action_input")
    elif not raw_name.strip():
        # "Action:\nsearch_knowledge_base"
        stop = nxt.start if nxt else len(text)
        rest = text[lab.end: stop].lstrip()
        eol = rest.find("\n")
        raw_name = rest[: eol if eol >= 0 else len(rest)]
        after_name = lab.end + (len(text[lab.end: stop]) - len(rest)) + len(raw_name)
    else:
        after_name = lab.end + len(raw_name)

    if input_text is None:
        if nxt is not None and nxt.kind == "action_input":
            after = labels[idx + 2] if idx + 2 < len(labels) else None
            input_text = text[nxt.end: after.start if after else len(text)]
            after_input = after
        else:
            # Input on the Action line (`search(…)`, `search {…}`) or on the next line unlabelled.
            between = text[after_name: nxt.start if nxt else len(text)]
            brace = raw_name.find("{")
            paren = re.search(r"[(（]\s*(?=[{'\"])", raw_name)
            if brace > 0 and (not paren or paren.start() > brace):
                input_text = raw_name[brace:] + between
                raw_name = raw_name[:brace]
                repairs.append("inline_action_input")
            elif paren:
                inner = raw_name[paren.end():]
                inner = re.sub(r"[)）]\s*$", "", inner.rstrip())
                input_text = inner
                raw_name = raw_name[: paren.start()]
                repairs.append("inline_action_input")
            elif between.lstrip().startswith(("{", "```")):
                input_text = between
                repairs.append("missing_action_input_label")
            after_input = nxt

    if after_input is not None:
        repairs.append("dropped_trailing_text")

    # --- tool name
    if not raw_name.strip():
        return _invalid("Action 后面缺少工具名", tools, thought, repairs)
    tool: Tool | None = None
    if tools:
        low = raw_name.lower()
        named = [t for t in tools if t.name.lower() in low]
        if len(named) >= 2 or any(w in low for w in _PLACEHOLDER_WORDS):
            return _invalid(
                "Action 写的是提示里的占位说明，不是工具名；请只写一个工具的名字", tools, thought, repairs
            )
        tool, cleaned = _resolve_tool(raw_name, tools)
        name = tool.name if tool else cleaned
        if tool is not None and raw_name.strip() != tool.name:
            repairs.append("tool_name_decorated")
    else:
        name = _clean_tool_name(raw_name)
        if name != raw_name.strip():
            repairs.append("tool_name_decorated")
    if not name:
        return _invalid("Action 后面缺少工具名", tools, thought, repairs)

    # --- input
    parsed = _parse_input(input_text, tool, name, tools, repairs)
    if isinstance(parsed, str):
        return _invalid(parsed, tools, thought, repairs)
    return ParseResult(kind="action", thought=thought, tool=name, tool_input=parsed, repairs=tuple(dict.fromkeys(repairs)))


_EMPTY_INPUTS = {"", "none", "null", "无", "空", "{}", "n/a", "no input", "没有参数", "无参数"}


def _parse_input(input_text, tool, name, tools, repairs) -> dict | str:
    """The argument dict, or a problem description (str) for the model."""
    missing = _missing_input(tool, name)
    if input_text is None:
        return missing if missing else {}
    s = input_text[:MAX_INPUT_CHARS + 1].lstrip()
    if s.startswith("```"):
        eol = s.find("\n")
        first_line = s[3: eol if eol >= 0 else len(s)]
        if "{" in first_line:  # ```{"query": …}```
            s = first_line[first_line.find("{"):]
        else:
            s = s[eol + 1:] if eol >= 0 else ""
        close = s.find("```")
        if close >= 0:
            s = s[:close]
        s = s.lstrip()
        repairs.append("fenced_json")
    if len(s) > MAX_INPUT_CHARS:
        return "Action Input 过长（应为一个简短的 JSON 对象）"

    first_line = s.split("\n", 1)[0].strip()
    if first_line.lower().strip("`'\"。.") in _EMPTY_INPUTS and not s[len(first_line):].strip().startswith("{"):
        if missing:
            return missing
        if first_line != "{}":
            repairs.append("empty_input")
        return {}

    if s and s[0] in "{[\"'":
        try:
            got = _parse_json_value(s)
        except _TooDeep:
            return "Action Input 的 JSON 嵌套过深"
        if got is None:
            if s[:1] in "{[":
                return "Action Input 不是合法的 JSON 对象"
            got = None
        if got is not None:
            value, end, fixes = got
            repairs.extend(sorted(fixes))
            rest = s[end:].strip()
            if rest.startswith("```"):  # the close of a fence opened before the labels
                rest = rest[3:].strip()
            if rest:
                repairs.append("dropped_trailing_text")
            if isinstance(value, dict):
                return value
            if isinstance(value, str):
                return _bare(value, tool, name, tools, repairs, missing)
            if value is None:
                return missing if missing else {}
            given = "列表" if isinstance(value, list) else "数字" if isinstance(value, (int, float)) else "布尔值"
            return f"Action Input 必须是 JSON 对象（{{…}}），而你给的是{given}，例如 " + (_info(tool).example if tool else '{"参数名": "参数值"}')
        # an unterminated quoted bare string: fall through to the bare-line reading

    # Bare text: the first line is the value; anything after it is the model running on.
    bare = first_line.strip().strip("`").strip()
    if len(bare) >= 2 and bare[0] == bare[-1] and bare[0] in "\"'“”":
        bare = bare[1:-1]
    elif bare and bare[0] in "\"'“":
        bare = bare[1:]
        if bare[-1:] in "\"'”":
            bare = bare[:-1]
    if s[len(first_line):].strip():
        repairs.append("dropped_trailing_text")
    try:
        scalar = json.loads(bare)
    except Exception:
        scalar = bare
    if isinstance(scalar, (int, float, list)) and not isinstance(scalar, bool):
        return "Action Input 必须是 JSON 对象（{…}），例如 " + (_info(tool).example if tool else '{"参数名": "参数值"}')
    return _bare(bare, tool, name, tools, repairs, missing)


def _bare(value: str, tool, name, tools, repairs, missing) -> dict | str:
    if tool is None:
        return "Action Input 必须是 JSON 对象（{…}），例如 {\"参数名\": \"参数值\"}"
    if not _info(tool).arg_names:
        repairs.append("ignored_bare_input")
        return {}
    arg = _bare_arg_name(tool)
    if arg is None:
        return (
            f"{tool.name} 需要多个参数（{', '.join(_info(tool).arg_names)}），Action Input 必须是 JSON 对象，"
            f"例如 {_info(tool).example}"
        )
    repairs.append("bare_string_arg")
    return {arg: value}


def _missing_input(tool: Tool | None, name: str) -> str | None:
    if tool is None:
        return None
    required = _info(tool).required
    if not required:
        return None
    return f"{tool.name} 缺少 Action Input，必须提供参数 {', '.join(required)}，例如 Action Input: {_info(tool).example}"


def _parse_json_turn(stripped: str, tools, repairs) -> ParseResult | None:
    """A whole turn written as one JSON object (JSON-schema constrained decoding)."""
    s = stripped
    if s.startswith("```"):
        eol = s.find("\n")
        s = s[eol + 1:] if eol >= 0 else ""
        close = s.find("```")
        s = s[:close] if close >= 0 else s
        s = s.strip()
    if not s.startswith("{") or len(s) > MAX_INPUT_CHARS:
        return None
    try:
        got = _parse_json_value(s)
    except _TooDeep:
        return _invalid("JSON 嵌套过深", tools, "", repairs)
    if got is None:
        return _invalid("输出的 JSON 不完整或不合法", tools, "", repairs)
    if not isinstance(got[0], dict):
        return None
    value, _end, fixes = got
    if "missing_brace" in fixes or "unterminated_string" in fixes:
        return _invalid("JSON 输出不完整（被截断）", tools, "", repairs)
    keys = {str(k).lower().replace(" ", "_"): v for k, v in value.items()}
    thought = str(keys.get("thought", "") or "")
    repairs = repairs + ["json_object_format"] + sorted(fixes)
    for k in keys:
        if k in ("final_answer", "answer") and isinstance(keys[k], str) and keys[k].strip():
            return ParseResult(kind="final", thought=thought, answer=keys[k].strip(), repairs=tuple(repairs))
        if k in ("action", "tool", "tool_name") and isinstance(keys[k], str):
            args = next((keys[a] for a in ("action_input", "tool_input", "args", "arguments", "input") if a in keys), None)
            text = f"Action: {keys[k]}\nAction Input: " + (
                json.dumps(args, ensure_ascii=False) if args is not None else ""
            )
            res = _parse(text, tools)
            return ParseResult(
                kind=res.kind, thought=thought, tool=res.tool, tool_input=res.tool_input,
                answer=res.answer, error=res.error, repairs=tuple(repairs) + res.repairs,
            )
    return None
