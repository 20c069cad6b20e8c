"""Parse one ReAct turn written by a (possibly very weak) model into a `ParseResult`.

`parse_react_output` never raises: an unusable turn is kind "invalid", its `error` restating the format
for the model. Rules (pinned in tests/unit/test_parser.py):
- A label (`LABELS`, any case, `:` or `：`) counts at a line start, after indentation, list, quote or
  Markdown marks or a number (`Action 1:` too); mid-line, a capitalised English one glued to the word
  before (`…toolAction:Search`), or `Input` after `Action:` on its line, but not inside an input or answer.
- The first `Action` or `Final Answer` decides, and the next label ends its value and the turn;
  `Action: none` before a `Final Answer` is the answer. `<think>…</think>` goes; an unclosed `<think>`
  drops the rest (acting on a draft is worse than asking again), a lone `</think>` what precedes it.
- Tool name: an exact registered name (any case, `-` for `_`) wins; else, decorations stripped, the
  registered name it mentions; several, or a placeholder, is the prompt echoed (invalid); an unknown
  name stays an action (the act node lists the tools).
- Action Input: its label's value (read by `prompts.arguments`), inline (`search {…}`, `search("…")`)
  or unlabelled JSON on the next line. An end-of-turn token ends an answer or a text input.
- A complete whole-turn JSON object (`{"action", "action_input"}`, `{"final_answer"}`) is a turn.
"""
from __future__ import annotations

import dataclasses
import functools
import itertools
import json
import re
from dataclasses import dataclass, field
from typing import Any, Iterable, Literal, NamedTuple

from prompts.arguments import (MAX_INPUT_CHARS, MAX_JSON_DEPTH, NOT_JSON, cut_at_end_token, json_depth,
                               parse_arguments, repaired_json, strict_json, unfence)
from tools.base import Tool

__all__ = ["LABELS", "ParseResult", "parse_react_output", "quote_label_lines", "runaway_result"]

# A 270M model's turn is a few KB at most; beyond that is runaway repetition. Each cap bounds a
# step's cost on hostile text (tests/unit/test_parser.py::test_worst_case_time_is_bounded).
MAX_TEXT_CHARS, MAX_LINES, MAX_LABELS, MAX_NAME_CHARS, MAX_THOUGHT_CHARS = 32_000, 1_000, 400, 200, 4_000


@dataclass(frozen=True)
class ParseResult:
    kind: Literal["action", "final", "invalid"]
    thought: str = ""
    tool: str | None = None
    tool_input: dict = field(default_factory=dict)
    answer: str | None = None
    error: str | None = None


LABELS: dict[str, tuple[str, ...]] = {
    "final": ("Final Answer", "最终答案", "最终回答", "最后答案"),
    "action_input": ("Action Input", "Input", "行动输入", "动作输入", "工具输入"),
    "thought": ("Thought", "Thoughts", "思考", "想法"),
    "action": ("Action", "行动", "动作"),
    "observation": ("Observation", "观察", "观察结果"),
    "question": ("Question", "问题", "员工问题", "用户问题"),
}
_KIND_OF = {w.replace(" ", "").lower(): kind for kind, ws in LABELS.items() for w in ws}
_BODY_KINDS = ("action_input", "final")
_NONE_NAMES = {"none", "null", "无", "没有", "不需要", "n/a", "na"}
# `search {…}`, `search("…")`, `search({…})`: whichever comes first.
_INLINE_INPUT_RE = re.compile(r"(?<=.)(?=\{)|[(（]\s*(?=[{'\"])")
_NAME_CUT_RE = re.compile(r"[\s(（:：{\[【,，;；]")
_PLACEHOLDER_WORDS = ("工具名", "tool name", "tool_name", "<tool", "[tool")
_WRAPPERS = "`*'\"<>[]【】「」"
_ARG_KEYS = ("action_input", "tool_input", "args", "arguments", "input")
_WORDS = sorted(itertools.chain(*LABELS.values()), key=len, reverse=True)  # `Action Input` before `Action`
_SPELLINGS = {w: re.escape(w).replace(r"\ ", r"[ \t_]{0,3}") for w in _WORDS}
# Possessive, bounded quantifiers: a match attempt costs O(1) per position whatever the text.
# Two scans, not one alternation: that would defeat the regex engine's prefix search.
_LINE_LABEL_RE = re.compile(
    r"(?m)^[ \t>#*_+\-]{0,24}+(?:\d{1,3}[.)、][ \t*_]{0,6}+)?(?P<word>(?i:" + "|".join(_SPELLINGS.values()) + r"))"
    r"[ \t*_\d]{0,12}+[:：][ \t*_]{0,6}+"
)
_MID_LABEL_RE = re.compile(
    r"(?P<word>" + "|".join(s for w, s in _SPELLINGS.items() if w.isascii()) + r")[ \t]{0,3}+[:：][ \t]{0,6}+"
)


class _Label(NamedTuple):
    kind: str
    start: int  # where the label begins
    end: int  # where its value begins; the value ends at the next label


@functools.lru_cache(maxsize=512)
def _kind(word: str) -> str:
    return _KIND_OF[re.sub(r"[ \t_]", "", word).lower()]


def _in_text_order(line: Iterable[re.Match], mid: Iterable[re.Match]) -> list[re.Match]:
    kept, end = [], 0
    for m in sorted(itertools.chain(line, mid), key=re.Match.start):
        if m.start() >= end:  # a mid-line match inside a line-start label is part of it
            kept.append(m)
            end = m.end()
    return kept


def _scan_labels(text: str) -> list[_Label]:
    line = list(itertools.islice(_LINE_LABEL_RE.finditer(text), MAX_LABELS))
    # Mid-line labels in an input or an answer are its text: look for them only before the
    # first line-start one (and skip those after a mid-line one, below).
    head = next((m.start() for m in line if _kind(m["word"]) in _BODY_KINDS), len(text))
    labels: list[_Label] = []
    action_eol, in_body = -1, False  # end of the line of the last label if it is an Action
    for m in _in_text_order(line, itertools.islice(_MID_LABEL_RE.finditer(text, 0, head), MAX_LABELS))[:MAX_LABELS]:
        if m.re is _MID_LABEL_RE:
            glued, after_action = not text[m.start() - 1].isspace(), m.start() < action_eol
            if in_body or not (m["word"].endswith("Input") if after_action else glued):
                continue
        kind = _kind(m["word"])
        labels.append(_Label(kind, m.start(), m.end()))
        in_body = in_body or kind in _BODY_KINDS
        action_eol = text.find("\n", m.end()) % (len(text) + 1) if kind == "action" else -1  # -1 -> len(text)
    return labels


def _value(text: str, labels: list[_Label], i: int) -> str:
    return text[labels[i].end: labels[i + 1].start if i + 1 < len(labels) else len(text)]


def quote_label_lines(text: str) -> str:
    """`text` (a tool's output) with "| " before every label the parser accepts anywhere,
    so a handbook line such as "Final Answer: …" cannot read as a turn of the agent."""
    text = _normalise(text)
    cuts = [0] + [m.start("word") for m in _in_text_order(_LINE_LABEL_RE.finditer(text), _MID_LABEL_RE.finditer(text))]
    return "| ".join(text[start:end] for start, end in zip(cuts, cuts[1:] + [len(text)]))


def parse_react_output(text: str, tools: Iterable[Tool] | None = None) -> ParseResult:
    tool_list: list[Tool] = []
    try:
        tool_list = list(tools or ())
        return _parse(text, tool_list)
    except Exception as exc:  # the graph loop must never die on a parse
        try:
            return _invalid(f"解析出错（{type(exc).__name__}）", tool_list)
        except Exception:  # a broken tool's schema
            return _invalid(f"解析出错（{type(exc).__name__}）", [])


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


def _parse(text: Any, tools: list[Tool]) -> ParseResult:
    text, unclosed_think = _preprocess(text)
    labels = _scan_labels(text)
    # The first Action or Final Answer decides ("Action: none" before a Final Answer is some
    # models' way of saying "no tool"); the thought is the last Thought before it.
    decisive, thought, final_follows = None, "", False
    for i, lab in enumerate(labels):
        if lab.kind == "thought":
            thought = _value(text, labels, i)
        elif lab.kind in ("action", "final"):
            name = _value(text, labels, i).lstrip().partition("\n")[0] if lab.kind == "action" else ""
            says_none = name.strip("`*'\".。 ").lower() in _NONE_NAMES
            final_follows = final_follows or says_none and any(later.kind == "final" for later in labels[i + 1:])
            if not (says_none and final_follows):
                decisive = i
                break
    thought = text[: labels[0].start] if decisive == 0 else thought  # unlabelled, before a deciding first label
    thought = thought.strip().strip("*_").strip()[:MAX_THOUGHT_CHARS]
    if decisive is not None and labels[decisive].kind == "final":
        answer = cut_at_end_token(_value(text, labels, decisive)).strip()
        if answer.startswith("```") and answer.endswith("```") and len(answer) >= 6:  # fenced as a whole
            answer = answer[3:-3].strip()
        answer = answer.strip("*").strip()
        if not answer:
            return _invalid("Final Answer 后面没有内容", tools, thought)
        return ParseResult("final", thought, answer=answer)
    if decisive is not None:
        given = decisive + 1 < len(labels) and labels[decisive + 1].kind == "action_input"
        input_text = _value(text, labels, decisive + 1) if given else None
        return _action(_value(text, labels, decisive), input_text, thought, tools)
    has_input = any(lab.kind == "action_input" for lab in labels)
    if not has_input and (turn := _json_turn(text, tools)) is not None:
        return turn
    if unclosed_think:
        return _invalid("<think> 没有闭合（缺少 </think>），思考之后没有可执行的内容", tools, thought)
    return _invalid("有 Action Input 但缺少 Action（工具名）" if has_input else "缺少 Action 或 Final Answer", tools, thought)


def _action(value: str, input_text: str | None, thought: str, tools: list[Tool]) -> ParseResult:
    name, _, rest = value.lstrip().partition("\n")
    if input_text is None:  # no Action Input label: look on the Action line, then on the next
        inline = _INLINE_INPUT_RE.search(name, 0, MAX_NAME_CHARS)
        if inline and inline[0]:
            name, input_text = name[: inline.start()], re.sub(r"[)）]\s*$", "", name[inline.end():].rstrip())
        elif inline:
            name, input_text = name[: inline.start()], name[inline.start():] + "\n" + rest
        elif rest.lstrip().startswith(("{", "```")):
            input_text = rest
    name, problem = _resolve_tool(name[:MAX_NAME_CHARS], tools)
    if problem or not name:
        return _invalid(problem or "Action 后面缺少工具名", tools, thought)
    args = parse_arguments(input_text, next((t for t in tools if t.name == name), None))
    if isinstance(args, str):
        return _invalid(args, tools, thought)
    return ParseResult("action", thought, tool=name, tool_input=args)


def _norm(name: str) -> str:
    return name.lower().replace("-", "_").replace(" ", "_")


def _resolve_tool(raw: str, tools: list[Tool]) -> tuple[str, str | None]:
    """(the name meant, a registered tool's if one is; the problem for the model or None)."""
    name = raw.strip().strip(_WRAPPERS + " \t")
    cut = _NAME_CUT_RE.search(name)
    name = (name[: cut.start()] if cut and cut.start() > 0 else name).strip().strip(_WRAPPERS).rstrip(".。!！?？、")
    low, registered = raw.lower(), {_norm(t.name): t.name for t in tools}
    exact = registered.get(_norm(name)) or registered.get(_norm(low.strip()))
    if exact:  # before any heuristic: `add_workdays` is not `add` and more
        return exact, None
    named = [t.name for t in tools if re.search(rf"(?<![a-z0-9_]){re.escape(t.name.lower())}(?![a-z0-9_])", low)]
    if len(named) >= 2 or (tools and any(w in low for w in _PLACEHOLDER_WORDS)):
        return name, "Action 写的是提示里的占位说明，不是工具名；请只写一个工具的名字"
    return (named or [name])[0], None


def _json_turn(text: str, tools: list[Tool]) -> ParseResult | None:
    """A whole turn written as one JSON object (JSON-schema constrained decoding)."""
    s = unfence(text).strip()
    if not s.startswith("{") or len(s) > MAX_INPUT_CHARS:
        return None
    if json_depth(s) > MAX_JSON_DEPTH:
        return _invalid("JSON 嵌套过深", tools)
    value = strict_json(s)
    if value is NOT_JSON and (not s.endswith("}") or len(re.findall(r'(?<!\\)"', s)) % 2):  # cut off mid-object
        return _invalid("JSON 输出不完整（被截断）", tools)
    value = repaired_json(s) if value is NOT_JSON else value
    if value is NOT_JSON:
        return _invalid("输出的 JSON 不完整或不合法", tools)
    keys = {str(k).lower().replace(" ", "_"): v for k, v in value.items()} if isinstance(value, dict) else {}
    thought = str(keys.get("thought") or "")
    for k, v in keys.items():
        if k in ("final_answer", "answer") and isinstance(v, str) and v.strip():
            return ParseResult("final", thought, answer=v.strip())
        if k in ("action", "tool", "tool_name") and isinstance(v, str):
            args = next((json.dumps(keys[a], ensure_ascii=False) for a in _ARG_KEYS if a in keys), "")
            turn = f"Action: {' '.join(v.split())}\nAction Input: {args}"
            return dataclasses.replace(_parse(turn, tools), thought=thought)
    return None


def runaway_result(what: str | None, tools: list[Tool]) -> ParseResult:
    """A reply cut while streaming because it kept repeating itself (llm/repetition.py): not parsed
    (its first copy may look well formed, the rest is the loop), sent back as format feedback."""
    return _invalid(f"输出在不断重复{f'（{what}）' if what else ''}，已在生成中截断；"
                    "每次只写一个 Thought，再写一个 Action 与 Action Input，或一个 Final Answer，写完即停", tools)


def _invalid(problem: str, tools: list[Tool], thought: str = "") -> ParseResult:
    example_tool, example, names = "search_knowledge_base", '{"query": "年假天数"}', ""
    if tools:
        example_tool, example = tools[0].name, tools[0].example_args()
        names = "（Action 只能写一个工具名，可用工具：" + "、".join(t.name for t in tools) + "）\n"
    return ParseResult("invalid", thought, error=(
        f"无法解析你的输出：{problem}。请严格按以下格式之一输出：\n需要调用工具时：\nThought: 你的思考\n"
        f"Action: {example_tool}\nAction Input: {example}\n{names}"
        "可以回答时：\nThought: 你的思考\nFinal Answer: 给员工的最终回答"
    ))
