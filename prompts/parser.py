"""Parse one ReAct turn written by a (possibly very weak) model into a `ParseResult`.

`parse_react_output` is total: it never raises, and an unusable turn is kind "invalid" whose
`error`, written for the model's next turn, restates the format. Rules (tests/unit/test_parser.py):
- Labels are the spellings in `LABELS`, at a line start (after indentation, list, quote or
  Markdown marks, a number), any case, ASCII or full-width colon, `Action 1:`. Mid-line, a
  capitalised English label counts when glued to the word before it (`…toolAction:Search`)
  or, for `Action Input`/`Input`, after `Action:` on its line; once an input or an answer
  has begun, mid-line labels are its text.
- The first `Action` or `Final Answer` decides; the rest of the output (a fake Observation,
  a next turn) is dropped. `Action: none` followed by `Final Answer` is the answer.
- `<think>…</think>` goes; an unclosed `<think>` drops the rest (acting on a draft is worse
  than asking again); a lone `</think>` drops what precedes it. A leaked end-of-turn token
  ends an answer or a bare-text input.
- Tool names: an exact registered name (any case, `-` for `_`) wins before any heuristic;
  decorations (backticks, `(args)`, punctuation) are stripped; a line naming several tools or
  a placeholder is the prompt echoed (invalid); an unknown name stays an action (the act
  node lists the tools).
- Action Input: everything up to the next label, read by `prompts.arguments` (JSON, repaired
  JSON, or text for a one-argument tool); also accepted inline (`search {…}`, `search("…")`)
  or unlabelled on the line after the Action.
- A complete whole-turn JSON object (`{"action", "action_input"}` / `{"final_answer"}`, from
  JSON-schema constrained decoding) is accepted; a truncated one is invalid.
- Cost is bounded: `MAX_TEXT_CHARS`/`MAX_LINES` are read; an input over `MAX_INPUT_CHARS` or
  `MAX_JSON_DEPTH` is refused before any JSON parser sees it.
"""
from __future__ import annotations

import dataclasses
import functools
import itertools
import json
import re
from dataclasses import dataclass, field
from typing import Any, Iterable, Literal, NamedTuple

from prompts.arguments import (
    MAX_INPUT_CHARS, MAX_JSON_DEPTH, NOT_JSON, cut_at_end_token, example_args, json_depth, parse_arguments,
    repaired_json, strict_json, unfence,
)
from tools.base import Tool

__all__ = ["LABELS", "ParseResult", "parse_react_output", "quote_label_lines"]

# A 270M model's turn is a few KB at most; beyond that is runaway repetition.
MAX_TEXT_CHARS, MAX_LINES, MAX_LABELS, MAX_NAME_CHARS, MAX_THOUGHT_CHARS = 32_000, 1_000, 400, 200, 4_000


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
_KIND_OF = {re.sub(r"[ \t_]", "", w).lower(): kind for kind, ws in LABELS.items() for w in ws}
_BODY_KINDS = ("action_input", "final")


@functools.lru_cache(maxsize=512)
def _kind(word: str) -> str:
    return _KIND_OF[re.sub(r"[ \t_]", "", word).lower()]


def _alternatives(ascii_only: bool) -> str:
    words = sorted((w for ws in LABELS.values() for w in ws if w.isascii() or not ascii_only), key=len, reverse=True)
    return "|".join(re.escape(w).replace(r"\ ", r"[ \t_]{0,3}") for w in words)


# Possessive, bounded quantifiers: a match attempt costs O(1) per position whatever the
# text. Two scans, not one alternation: that would defeat the regex engine's prefix search.
_LINE_LABEL_RE = re.compile(
    r"(?m)^[ \t>#*_+\-]{0,24}+(?:\d{1,3}[.)、][ \t*_]{0,6}+)?(?P<word>(?i:" + _alternatives(False) + r"))"
    r"[ \t*_\d]{0,12}+[:：][ \t*_]{0,6}+"
)
_MID_LABEL_RE = re.compile(r"(?P<word>" + _alternatives(True) + r")[ \t]{0,3}+[:：][ \t]{0,6}+")


class _Label(NamedTuple):
    kind: str
    start: int  # where the label begins
    end: int  # first character of its value


def _in_text_order(*scans: Iterable[re.Match]) -> list[re.Match]:
    kept, end = [], 0
    for m in sorted(itertools.chain(*scans), key=re.Match.start):
        if m.start() >= end:  # a mid-line match inside a line-start label is part of it
            kept.append(m)
            end = m.end()
    return kept


def _scan_labels(text: str) -> list[_Label]:
    line = list(itertools.islice(_LINE_LABEL_RE.finditer(text), MAX_LABELS))
    # Once an input or an answer has begun, mid-line labels are its text: look for them
    # only before the first line-start one (and stop at a mid-line one, below).
    head = next((m.start() for m in line if _kind(m["word"]) in _BODY_KINDS), len(text))
    head = min(head, line[-1].end()) if len(line) == MAX_LABELS else head  # the rest is dropped
    labels: list[_Label] = []
    action_eol, in_body = -1, False  # end of the line of the last label if it is an Action
    for m in _in_text_order(line, _MID_LABEL_RE.finditer(text, 0, head)):
        if m.re is _MID_LABEL_RE:
            glued, after_action = not text[m.start() - 1].isspace(), m.start() < action_eol
            if in_body or not (glued and not after_action or after_action and m["word"].endswith("Input")):
                continue
        kind = _kind(m["word"])
        labels.append(_Label(kind, m.start(), m.end()))
        action_eol = -1
        if kind == "action":
            action_eol = text.find("\n", m.end()) % (len(text) + 1)  # -1 (last line) -> len(text)
        in_body = in_body or kind in _BODY_KINDS
    return labels[:MAX_LABELS]


def quote_label_lines(text: str) -> str:
    """`text` (a tool's output) with "| " before every label the parser accepts anywhere,
    so a handbook line such as "Final Answer: …" cannot read as a turn of the agent."""
    text, out, pos = _normalise(text), [], 0
    for m in _in_text_order(_LINE_LABEL_RE.finditer(text), _MID_LABEL_RE.finditer(text)):
        out += [text[pos: m.start("word")], "| "]
        pos = m.start("word")
    return "".join(out) + text[pos:]


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
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:  # lone surrogates would break logs and HTTP downstream
        text = text.encode("utf-8", "replace").decode("utf-8")
    return text.replace("\x00", "").replace("\r\n", "\n").replace("\r", "\n")


def _preprocess(text: Any) -> tuple[str, bool]:
    """Bounded, normalised text without <think> blocks; whether an unclosed one cut it."""
    if isinstance(text, (bytes, bytearray)):
        text = bytes(text[: MAX_TEXT_CHARS * 4]).decode("utf-8", "replace")
    text = _normalise(("" if text is None else str(text))[:MAX_TEXT_CHARS])
    if text.count("\n") >= MAX_LINES:
        text = "\n".join(text.split("\n", MAX_LINES)[:MAX_LINES])
    close = text.find("</think>")
    if close >= 0 and not 0 <= text.find("<think>") < close:  # the template opened it
        text = text[close + len("</think>"):]
    # The first <think> after the last </think> is the first unclosed one; cutting there
    # first also keeps the non-greedy removal linear.
    unclosed = text.find("<think>", text.rfind("</think>") + 1)
    text = text[:unclosed] if unclosed >= 0 else text
    return (re.sub(r"(?s)<think>.*?</think>", "", text) if "<think>" in text else text), unclosed >= 0


def _parse(text: Any, tools: list[Tool] | None) -> ParseResult:
    text, unclosed_think = _preprocess(text)
    labels = _scan_labels(text)
    decisive = _decisive(text, labels)
    thought = _thought(text, labels, decisive)
    if decisive is not None:
        if labels[decisive].kind == "final":
            return _final(_region(text, labels, decisive), thought, tools)
        return _action(text, labels, decisive, thought, tools)
    has_input = any(lab.kind == "action_input" for lab in labels)
    if text.lstrip().startswith(("{", "```")) and not has_input:
        res = _json_turn(text, tools)
        if res is not None:
            return res
    if unclosed_think:
        return _invalid("<think> 没有闭合（缺少 </think>），思考之后没有可执行的内容", tools, thought)
    return _invalid("有 Action Input 但缺少 Action（工具名）" if has_input else "缺少 Action 或 Final Answer", tools, thought)


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
            if name not in _NONE_NAMES or all(later.kind != "final" for later in labels[i + 1:]):
                return i
    return None


def _thought(text: str, labels: list[_Label], decisive: int | None) -> str:
    before = labels[:decisive] if decisive is not None else labels
    last = max((i for i, lab in enumerate(before) if lab.kind == "thought"), default=None)
    if last is not None:
        thought = _region(text, labels, last)
    elif decisive is not None and not before:  # unlabelled text before the Action
        thought = text[: labels[decisive].start]
    else:
        return ""
    return thought.strip().strip("*_").strip()[:MAX_THOUGHT_CHARS]


def _final(answer: str, thought: str, tools) -> ParseResult:
    answer = cut_at_end_token(answer).strip()
    if answer.startswith("```") and answer.endswith("```") and len(answer) >= 6:
        answer = answer[3:-3].strip()  # an answer the model fenced as a whole
    answer = answer.strip("*").strip()
    if not answer:
        return _invalid("Final Answer 后面没有内容", tools, thought)
    return ParseResult(kind="final", thought=thought, answer=answer)


_PAREN_INPUT_RE = re.compile(r"[(（]\s*(?=[{'\"])")


def _action(text: str, labels: list[_Label], i: int, thought: str, tools) -> ParseResult:
    name, _, rest = _region(text, labels, i).lstrip().partition("\n")
    input_text: str | None = None  # None: no Action Input at all
    if i + 1 < len(labels) and labels[i + 1].kind == "action_input":
        input_text = _region(text, labels, i + 1)
    else:  # input on the Action line (`search(…)`, `search {…}`) or unlabelled on the next
        brace, paren = name.find("{", 0, MAX_NAME_CHARS), _PAREN_INPUT_RE.search(name, 0, MAX_NAME_CHARS)
        if brace > 0 and (not paren or paren.start() > brace):
            name, input_text = name[:brace], name[brace:] + "\n" + rest
        elif paren:
            name, input_text = name[: paren.start()], re.sub(r"[)）]\s*$", "", name[paren.end():].rstrip())
        elif rest.lstrip().startswith(("{", "```")):
            input_text = rest
    tool, name, problem = _resolve_tool(name[:MAX_NAME_CHARS], tools)
    if problem or not name:
        return _invalid(problem or "Action 后面缺少工具名", tools, thought)
    args = parse_arguments(input_text, tool)
    if isinstance(args, str):
        return _invalid(args, tools, thought)
    return ParseResult(kind="action", thought=thought, tool=name, tool_input=args)


_NAME_CUT_RE = re.compile(r"[\s(（:：{\[【,，;；]")
_PLACEHOLDER_WORDS = ("工具名", "tool name", "tool_name", "<tool", "[tool")
_WRAPPERS = "`*'\"<>[]【】「」"


def _clean_tool_name(raw: str) -> str:
    name = raw.strip().strip(_WRAPPERS + " \t")
    cut = _NAME_CUT_RE.search(name)
    name = name[: cut.start()] if cut and cut.start() > 0 else name
    return name.strip().strip(_WRAPPERS).rstrip(".。!！?？、")


def _norm(name: str) -> str:
    return name.lower().replace("-", "_").replace(" ", "_")


def _resolve_tool(raw: str, tools: list[Tool] | None) -> tuple[Tool | None, str, str | None]:
    """(registered tool or None, name to report, problem for the model or None)."""
    cleaned = _clean_tool_name(raw)
    by_norm = {_norm(t.name): t for t in tools or ()}
    exact = by_norm.get(_norm(cleaned)) or by_norm.get(_norm(raw.strip()))
    if exact is not None:  # before any heuristic: `add_workdays` is not `add` and more
        return exact, exact.name, None
    low = raw.lower()
    named = [t for t in tools or () if re.search(rf"(?<![a-z0-9_]){re.escape(t.name.lower())}(?![a-z0-9_])", low)]
    if len(named) >= 2 or (tools and any(w in low for w in _PLACEHOLDER_WORDS)):
        return None, cleaned, "Action 写的是提示里的占位说明，不是工具名；请只写一个工具的名字"
    return (named[0], named[0].name, None) if named else (None, cleaned, None)


_ARG_KEYS = ("action_input", "tool_input", "args", "arguments", "input")


def _json_turn(text: str, tools: list[Tool] | None) -> ParseResult | None:
    """A whole turn written as one JSON object (JSON-schema constrained decoding)."""
    s = unfence(text).strip()
    if not s.startswith("{") or len(s) > MAX_INPUT_CHARS:
        return None
    if json_depth(s) > MAX_JSON_DEPTH:
        return _invalid("JSON 嵌套过深", tools)
    value = strict_json(s)
    if value is NOT_JSON:
        if not s.endswith("}") or len(re.findall(r'(?<!\\)"', s)) % 2:  # cut off mid-object
            return _invalid("JSON 输出不完整（被截断）", tools)
        value = repaired_json(s)
        if value is NOT_JSON:
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

def _format_help(tools: list[Tool] | None) -> str:
    example_tool, example, names = "search_knowledge_base", '{"query": "年假天数"}', ""
    if tools:
        example_tool, example = tools[0].name, example_args(tools[0])
        names = "（Action 只能写一个工具名，可用工具：" + "、".join(t.name for t in tools) + "）\n"
    return (
        "请严格按以下格式之一输出：\n需要调用工具时：\nThought: 你的思考\n"
        f"Action: {example_tool}\nAction Input: {example}\n{names}"
        "可以回答时：\nThought: 你的思考\nFinal Answer: 给员工的最终回答"
    )


def _invalid(problem: str, tools: list[Tool] | None, thought: str = "") -> ParseResult:
    return ParseResult(kind="invalid", thought=thought, error=f"无法解析你的输出：{problem}。{_format_help(tools)}")
