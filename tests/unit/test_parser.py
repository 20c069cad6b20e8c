"""Pins the ReAct output parser's rules (prompts/parser.py), including what a weak
270M model really writes (tests/data/small_model_outputs.jsonl)."""
from __future__ import annotations

import dataclasses
import json
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import BaseModel, Field

from prompts.parser import LABELS, ParseResult, parse_react_output, quote_label_lines
from tools.base import Tool, ToolOutput

DATA = Path(__file__).resolve().parents[1] / "data" / "small_model_outputs.jsonl"
KINDS = {"action", "final", "invalid"}


class _SearchArgs(BaseModel):
    query: str = Field(examples=["年假天数"])
    k: int = 3


class _NoArgs(BaseModel):
    pass


class _RangeArgs(BaseModel):
    start_date: str = Field(examples=["2026-01-05"])
    end_date: str = Field(examples=["2026-01-09"])


class _AddArgs(BaseModel):
    date: str
    days: int


def _noop(_args):
    return ToolOutput("")


TOOLS = [
    Tool("search_knowledge_base", "在知识库中检索", _SearchArgs, _noop),
    Tool("get_current_date", "今天的日期", _NoArgs, _noop),
    Tool("calculate_leave_days", "工作日天数", _RangeArgs, _noop),
    Tool("add_workdays", "加工作日", _AddArgs, _noop),
]
TOOL_NAMES = [t.name for t in TOOLS]
KB = "search_knowledge_base"


def parse(text):
    return parse_react_output(text, TOOLS)


def assert_action(r: ParseResult, tool: str, args: dict):
    assert r.kind == "action", r
    assert r.tool == tool
    assert r.tool_input == args
    assert r.error is None and r.answer is None


def assert_invalid(r: ParseResult, *fragments: str):
    assert r.kind == "invalid", r
    assert r.tool is None and r.answer is None
    # the message restates the exact format for the model
    assert r.error.startswith("无法解析你的输出：")
    assert "Thought:" in r.error and "Action:" in r.error and "Action Input:" in r.error
    assert "Final Answer:" in r.error
    for f in fragments:
        assert f in r.error, (f, r.error)


# --------------------------------------------------------------------------- basics

def test_well_formed_final_answer():
    r = parse("Thought: 知道了\nFinal Answer: 年假 5 天。")
    assert r.kind == "final" and r.answer == "年假 5 天。" and r.thought == "知道了"
    assert r.tool is None and r.error is None


def test_result_is_frozen():
    r = parse("Final Answer: x")
    with pytest.raises(dataclasses.FrozenInstanceError):
        r.kind = "invalid"  # type: ignore[misc]


@pytest.mark.parametrize("fence", ["```", "```json", "```JSON"])
def test_action_input_in_code_fence(fence):
    r = parse(f'Action: search_knowledge_base\nAction Input: {fence}\n{{"query": "病假"}}\n```')
    assert_action(r, "search_knowledge_base", {"query": "病假"})


@pytest.mark.parametrize("value", ["```", "0```", "见```附件```", "a\n```\nb"])
def test_a_fence_inside_a_fenced_json_string_does_not_end_the_fence(value):
    """Hypothesis found it: the fence used to end at the first ``` even inside a JSON string,
    cutting {"query": "0```"} to {"query": "0 and then reading that repaired."""
    body = json.dumps({"query": value}, ensure_ascii=False)
    r = parse(f"Action: search_knowledge_base\nAction Input: ```json\n{body}\n```\nObservation: 编的")
    assert_action(r, "search_knowledge_base", {"query": value})


def test_tools_none_still_parses():
    r = parse_react_output('Action: anything\nAction Input: {"a": 1}')
    assert r.kind == "action" and r.tool == "anything" and r.tool_input == {"a": 1}
    assert parse_react_output("Final Answer: ok").answer == "ok"


def test_accepts_any_iterable_of_tools():
    r = parse_react_output("Action: get_current_date", iter(TOOLS))
    assert_action(r, "get_current_date", {})


# --------------------------------------------------------------------------- labels

@pytest.mark.parametrize(
    "text",
    [
        'action: search_knowledge_base\naction input: {"query": "q"}',
        'ACTION: search_knowledge_base\nACTION INPUT: {"query": "q"}',
        'Action：search_knowledge_base\nAction Input：{"query": "q"}',
        'Action : search_knowledge_base\nAction Input : {"query": "q"}',
        'Action:search_knowledge_base\nAction Input:{"query": "q"}',
        'Action 1: search_knowledge_base\nAction Input 1: {"query": "q"}',
        '   Action: search_knowledge_base\n    Action Input: {"query": "q"}',
        '**Action:** search_knowledge_base\n**Action Input:** {"query": "q"}',
        '**Action**: search_knowledge_base\n**Action Input**: {"query": "q"}',
        '*Action*: search_knowledge_base\n_Action Input_: {"query": "q"}',
        '- Action: search_knowledge_base\n- Action Input: {"query": "q"}',
        '1. Action: search_knowledge_base\n2. Action Input: {"query": "q"}',
        'Action_Input_first_line_is_not_a_label\nAction: search_knowledge_base\nAction_Input: {"query": "q"}',
        '行动：search_knowledge_base\n行动输入：{"query": "q"}',
    ],
)
def test_label_variants(text):
    assert_action(parse(text), "search_knowledge_base", {"query": "q"})


@pytest.mark.parametrize(
    "text",
    ["final answer: 好", "FINAL ANSWER：好", "**Final Answer:** 好", "Final Answer 1: 好", "Final_Answer: 好", "最终答案：好"],
)
def test_final_answer_label_variants(text):
    r = parse(text)
    assert r.kind == "final" and r.answer == "好"


def test_numbered_and_chinese_thought_labels():
    assert parse("Thought 2: 想想\nFinal Answer: 好").thought == "想想"
    assert parse("思考：想想\n最终答案：好").thought == "想想"


def test_thought_without_label_is_the_text_before_the_action():
    r = parse("我需要查知识库。\nAction: search_knowledge_base\nAction Input: 年假")
    assert r.thought == "我需要查知识库。"


# --------------------------------------------------------------------------- JSON repair

@pytest.mark.parametrize(
    "raw, repair",
    [
        ("{'query': '年假'}", "single_quotes"),
        ('{"query": "年假",}', "trailing_comma"),
        ('{"query": "年假" // 检索词\n}', "comments"),
        ('{"query": /* 检索词 */ "年假"}', "comments"),
        ('{"query": "年假"', "missing_brace"),
        ("{query: '年假'}", "unquoted_keys"),
        ('{"query"："年假"}', "fullwidth_punctuation"),
        ("{“query”: “年假”}", "fullwidth_quotes"),
        ('{"query": "年假}', "unterminated_string"),
    ],
)
def test_json_repairs(raw, repair):
    """Each kind of broken JSON a small model writes (`repair` names it) gives the intended call."""
    r = parse(f"Action: search_knowledge_base\nAction Input: {raw}")
    assert_action(r, "search_knowledge_base", {"query": "年假"})


def test_python_literals_repaired():
    r = parse_react_output("Action: t\nAction Input: {'a': True, 'b': False, 'c': None, 'd': [1, 2,],}")
    assert r.tool_input == {"a": True, "b": False, "c": None, "d": [1, 2]}


def test_single_quoted_string_containing_double_quote():
    r = parse("""Action: search_knowledge_base\nAction Input: {'query': 'say "hi"'}""")
    assert r.tool_input == {"query": 'say "hi"'}


def test_nested_json_args_kept():
    r = parse_react_output('Action: t\nAction Input: {"a": {"b": [1, {"c": "}"}]}, "d": "x"}')
    assert r.tool_input == {"a": {"b": [1, {"c": "}"}]}, "d": "x"}


def test_braces_inside_strings_do_not_end_the_value():
    r = parse('Action: search_knowledge_base\nAction Input: {"query": "a } b { c"} trailing')
    assert r.tool_input == {"query": "a } b { c"}


def test_deeply_nested_json_is_invalid_not_a_crash():
    r = parse("Action: search_knowledge_base\nAction Input: " + '{"a": ' * 500 + "1" + "}" * 500)
    assert r.kind in KINDS
    r = parse("Action: search_knowledge_base\nAction Input: " + "{'a': " * 500)
    assert_invalid(r)


def test_non_object_json_is_invalid():
    assert_invalid(parse("Action: search_knowledge_base\nAction Input: [\"年假\"]"), "JSON 对象", "列表")
    assert_invalid(parse("Action: search_knowledge_base\nAction Input: 42"), "JSON 对象")


# --------------------------------------------------------------------------- calls read as meant

# One row a behaviour: what the model wrote, and the call it means (and its thought, where given).
CALLS = {
    "well-formed": (f'Thought: 查一下\nAction: {KB}\nAction Input: {{"query": "年假天数"}}', KB, {"query": "年假天数"}, "查一下"),
    "whole-turn-inside-a-fence": (f'```\nThought: t\nAction: {KB}\nAction Input: {{"query": "病假"}}\n```',
                                  KB, {"query": "病假"}, "t"),
    "json-object-turn": (f'{{"thought": "查", "action": "{KB}", "action_input": {{"query": "年假"}}}}',
                         KB, {"query": "年假"}, "查"),
    "action-before-a-final-answer-wins": (
        f'Thought: 查\nAction: {KB}\nAction Input: {{"query": "年假"}}\nObservation: 年假5天\nThought: 知道了\nFinal Answer: 5天',
        KB, {"query": "年假"}, "查"),
    "json-input-on-the-lines-below": (
        'Action: calculate_leave_days\nAction Input:\n{\n  "start_date": "2026-01-05",\n  "end_date": "2026-01-09"\n}',
        "calculate_leave_days", {"start_date": "2026-01-05", "end_date": "2026-01-09"}),
    "missing-brace-stops-at-the-next-label": (f'Action: {KB}\nAction Input: {{"query": "年假"\nObservation: 年假5天',
                                              KB, {"query": "年假"}),
    "bare-string-is-the-one-argument": (f"Action: {KB}\nAction Input: 年假天数", KB, {"query": "年假天数"}),
    "bare-string-for-a-no-argument-tool-is-ignored": ("Action: get_current_date\nAction Input: 今天",
                                                      "get_current_date", {}),
    # Keeping only the first line would send a silently wrong argument.
    "multi-line-bare-string-kept-whole": (f"Action: {KB}\nAction Input: 年假的天数\n以及病假的材料要求",
                                          KB, {"query": "年假的天数\n以及病假的材料要求"}),
    "multi-line-bare-string-ends-at-the-next-label": (f"Action: {KB}\nAction Input: 年假\n天数\nObservation: 5天",
                                                      KB, {"query": "年假\n天数"}),
    "end-of-turn-token-ends-a-bare-input": (f"Action: {KB}\nAction Input: 年假<end_of_turn>\n<start_of_turn>user\n还有呢",
                                            KB, {"query": "年假"}),
    "no-input-for-a-tool-without-required-arguments": ("Thought: 看日期\nAction: get_current_date",
                                                       "get_current_date", {}),
    "unlabelled-json-input-on-the-next-line": (f'Action: {KB}\n{{"query": "年假"}}', KB, {"query": "年假"}),
    "unknown-tool-returned-as-written": ('Action: search_web\nAction Input: {"q": "年假"}', "search_web", {"q": "年假"}),
    "unknown-tool-without-input-still-an-action": ("Action: lookup_holidays", "lookup_holidays", {}),
    "tool-name-on-the-line-after-the-label": (f'Action:\n{KB}\nAction Input: {{"query": "x"}}', KB, {"query": "x"}),
}


@pytest.mark.parametrize("case", list(CALLS.values()), ids=list(CALLS))
def test_call_read_as_meant(case):
    text, tool, args, *thought = case
    r = parse(text)
    assert_action(r, tool, args)
    if thought:
        assert r.thought == thought[0]


# One row a behaviour: what the model wrote, and the answer it gives.
ANSWERS = {
    "think-block-removed": ("<think>\nAction: get_current_date\nFinal Answer: 草稿\n</think>\nFinal Answer: 正式", "正式"),
    "several-think-blocks-removed": ("<think>a</think>Thought: t\n<think>b</think>\nFinal Answer: ok", "ok"),
    "text-before-an-unclosed-think-still-parses": ("Final Answer: 5天\n<think>接着想", "5天"),
    "lone-closing-think-drops-what-precedes": ("模板预填了开标签，这里是思考 Final Answer: 草稿\n</think>\nFinal Answer: 正式", "正式"),
    "answer-on-the-lines-below-stripped": ("Final Answer:\n\n  年假5天。  \n\n", "年假5天。"),
    "end-of-turn-token-cuts-the-answer": ("Final Answer: 5天<end_of_turn>\n<start_of_turn>user\n还有呢", "5天"),
    "final-answer-before-an-action-wins": (f'Final Answer: 5天\nAction: {KB}\nAction Input: {{"query": "年假"}}', "5天"),
    "json-object-turn-final": ('```json\n{"thought": "好", "final_answer": "5天"}\n```', "5天"),
}


@pytest.mark.parametrize("text, answer", list(ANSWERS.values()), ids=list(ANSWERS))
def test_answer_read_as_meant(text, answer):
    r = parse(text)
    assert r.kind == "final" and r.answer == answer, r


# One row a behaviour: what the model wrote, and what the refusal must name.
REFUSALS = {
    "unclosed-think-drops-the-rest": ("<think>\n我想想……\nFinal Answer: 草稿", ["</think>"]),
    "truncated-json-object-turn": (f'{{"thought": "查", "action": "{KB}", "action_input": {{"query": "年', []),
    "action-input-without-action": ('Action Input: {"query": "x"}', ["缺少 Action"]),
    "placeholder-word-as-the-tool": ('Action: 工具名\nAction Input: {"query": "x"}', ["占位"]),
    "empty-tool-name": ('Action:\nAction Input: {"query": "x"}', ["工具名"]),
    "label-only-at-a-line-start": ("我会在后面给出 Final Answer: 但现在没有", ["缺少 Action 或 Final Answer"]),
    "label-after-a-space-mid-sentence-is-prose": ("我想用 Action: search_knowledge_base 来查", ["缺少 Action 或 Final Answer"]),
    "unrepairable-json": ('Action: search_knowledge_base\nAction Input: {"query": : :}', ["JSON"]),
    "bare-string-for-a-multi-argument-tool": (
        "Action: calculate_leave_days\nAction Input: 2026-01-05 到 2026-01-09", ["start_date", "end_date"]),
    "json-nested-beyond-the-limit-is-named": (
        "Action: search_knowledge_base\nAction Input: " + '{"a": ' * 40 + "1" + "}" * 40, ["嵌套过深"]),
}


@pytest.mark.parametrize("text, fragments", list(REFUSALS.values()), ids=list(REFUSALS))
def test_refusal_names_the_problem(text, fragments):
    assert_invalid(parse(text), *fragments)


# --------------------------------------------------------------------------- bare strings

@pytest.mark.parametrize("quoted", ['"年假天数"', "'年假天数'", "`年假天数`", "“年假天数”"])
def test_quoted_bare_string(quoted):
    assert_action(parse(f"Action: search_knowledge_base\nAction Input: {quoted}"), "search_knowledge_base", {"query": "年假天数"})


def test_bare_string_maps_to_the_single_required_argument():
    class Args(BaseModel):
        city: str
        limit: int = 5

    tool = Tool("lookup", "", Args, _noop)
    r = parse_react_output("Action: lookup\nAction Input: 北京", [tool])
    assert_action(r, "lookup", {"city": "北京"})


def test_bare_string_without_tools_is_invalid():
    assert_invalid(parse_react_output("Action: x\nAction Input: hello"), "JSON 对象")


# --------------------------------------------------------------------------- missing input

def test_missing_input_for_tool_with_optional_args_only():
    class Args(BaseModel):
        k: int = 3

    assert_action(parse_react_output("Action: top", [Tool("top", "", Args, _noop)]), "top", {})


def test_missing_input_names_the_required_arguments():
    assert_invalid(parse("Action: calculate_leave_days"), "start_date", "end_date")
    assert_invalid(parse("Action: search_knowledge_base\nObservation: 5天"), "query")


@pytest.mark.parametrize("empty", ["", "None", "null", "无", "{}"])
def test_empty_input_counts_as_missing(empty):
    assert_action(parse(f"Action: get_current_date\nAction Input: {empty}"), "get_current_date", {})
    assert_invalid(parse(f"Action: add_workdays\nAction Input: {empty}"), "date", "days")


def test_input_inline_on_action_line():
    assert parse('Action: search_knowledge_base {"query": "年假"}').tool_input == {"query": "年假"}
    assert parse('Action: search_knowledge_base({"query": "年假"})').tool_input == {"query": "年假"}
    assert parse('Action: search_knowledge_base("年假")').tool_input == {"query": "年假"}
    assert parse('Action: search_knowledge_base Action Input: {"query": "年假"}').tool_input == {"query": "年假"}


# --------------------------------------------------------------------------- tool names

@pytest.mark.parametrize(
    "written",
    [
        "search_knowledge_base(query)",
        "`search_knowledge_base`",
        "search_knowledge_base（在知识库中检索）",
        "search_knowledge_base: 在知识库中检索",
        "search_knowledge_base.",
        "Search_Knowledge_Base",
        "SEARCH_KNOWLEDGE_BASE",
        "**search_knowledge_base**",
        '"search_knowledge_base"',
        "[search_knowledge_base]",
        "search-knowledge-base",
        "使用 search_knowledge_base 工具",
    ],
)
def test_decorated_tool_name_resolved(written):
    r = parse(f"Action: {written}\nAction Input: {{\"query\": \"年假\"}}")
    assert_action(r, "search_knowledge_base", {"query": "年假"})


def test_placeholder_listing_several_tools_is_invalid():
    r = parse(
        "Thought: 你的思考\nAction: 工具名（只能是 search_knowledge_base、get_current_date、calculate_leave_days 之一）\n"
        "Action Input: JSON格式的参数"
    )
    assert_invalid(r, "只写一个工具", *TOOL_NAMES)


# --------------------------------------------------------------------------- ordering

def test_none_action_before_final_answer_is_the_answer():
    r = parse("Thought: 不用工具\nAction: None\nFinal Answer: 5天")
    assert r.kind == "final" and r.answer == "5天"
    assert_action(parse("Action: None"), "None", {})


# --------------------------------------------------------------------------- trailing junk

@pytest.mark.parametrize(
    "junk",
    [
        "\nObservation: 年假5天",
        "\nThought: 再查一次\nAction: get_current_date\nAction Input: {}",
        "\nQuestion: 病假呢？",
        "\n\n员工问题：病假呢？",
        "\nFinal Answer: 5天",
        " 我觉得结果会是5天",
        "\n```\n",
    ],
)
def test_text_after_action_input_is_dropped(junk):
    r = parse('Action: search_knowledge_base\nAction Input: {"query": "年假"}' + junk)
    assert_action(r, "search_knowledge_base", {"query": "年假"})


@pytest.mark.parametrize(
    "cut",
    ["Question: 下一个", "问题：下一个", "员工问题：下一个", "Thought: 再想", "Action: get_current_date",
     "Observation: x", "Final Answer: 又一个"],
)
def test_final_answer_cut_at_new_turn(cut):
    r = parse(f"Final Answer: 年假5天。\n第二行也是答案。\n{cut}\n更多")
    assert r.kind == "final" and r.answer == "年假5天。\n第二行也是答案。"


@pytest.mark.parametrize("text", ["Final Answer:", "Final Answer:   \n\n", "Final Answer:\nQuestion: x", "Final Answer: **"])
def test_empty_final_answer_is_invalid(text):
    assert_invalid(parse(text), "Final Answer")


def test_end_of_turn_token_inside_json_argument_is_kept():
    r = parse('Action: search_knowledge_base\nAction Input: {"query": "a<|im_end|>b"}')
    assert r.tool_input == {"query": "a<|im_end|>b"}


# --------------------------------------------------------------------------- nothing usable

@pytest.mark.parametrize("text", ["", "   \n\n", "你好", "Observation: x", "Thought: 只有思考"])
def test_nothing_recognisable_is_invalid(text):
    assert_invalid(parse(text), "缺少 Action 或 Final Answer")


def test_error_message_lists_tools_and_a_concrete_example():
    r = parse("胡言乱语")
    for name in TOOL_NAMES:
        assert name in r.error
    assert 'Action Input: {"query": "年假天数", "k": 3}' in r.error


@pytest.mark.parametrize("weird", [None, b"Final Answer: ok", 12345, "\x00" * 50, "\ud800Final Answer: x\udfff"])
def test_weird_inputs_never_raise(weird):
    r = parse(weird)  # type: ignore[arg-type]
    assert r.kind in KINDS


def test_null_bytes_and_surrogates_are_sanitised():
    r = parse("Final Answer: a\x00b\ud800c")
    assert r.kind == "final"
    r.answer.encode("utf-8")
    assert "\x00" not in r.answer


def test_broken_tool_does_not_break_the_parser():
    class Boom(BaseModel):
        x: int

    class BadTool(Tool):
        def arg_names(self):
            raise RuntimeError("boom")

    bad = BadTool("bad", "", Boom, _noop)
    r = parse_react_output("Action: bad\nAction Input: hello", [bad])
    assert r.kind in KINDS


# --------------------------------------------------------------------------- corpus

CORPUS = [json.loads(line) for line in DATA.read_text(encoding="utf-8").splitlines() if line.strip()]

EXPECTED = {
    # prompt echoed back with the Action placeholder
    "sm-001": ("invalid", None, None),
    "sm-002": ("invalid", None, None),
    # prompt echoed without any label / runaway repetition
    "sm-003": ("invalid", None, None),
    "sm-004": ("invalid", None, None),
    # "Action: 员工的回答" is not a registered tool; the act node lists the real ones
    "sm-005": ("action", "员工的回答", {}),
    "sm-006": ("action", "search_knowledge_base", {"query": "年假天数"}),
    "sm-007": ("action", "calculate_leave_days", {"start_date": "2026-01-05", "end_date": "2026-01-09"}),
    # JSON-schema decoding: the call is returned; the tool rejects the wrong arguments itself
    "sm-008": ("action", "search_knowledge_base", {"thought": "你的思考", "final_answer": "给员工的最终回答"}),
    "sm-009": ("action", "get_current_date", {"thought": "你的思考", "final_answer": "给员工的最终回答"}),
    # runaway nested JSON truncated mid-string
    "sm-010": ("invalid", None, None),
    "sm-011": ("action", "calculate_leave_days", {"start_date": "2026-05-04", "end_date": "2026-05-06"}),
    "sm-012": ("final", None, "需要提前3个工作日的假。"),
    "sm-013": ("action", "calculate_leave_days", {"start_date": "2026-05-04", "end_date": "2026-05-06"}),
    "sm-014": ("final", None, "2026-05-04 至 2026-05-06 共 3 个工作日。"),
    "sm-015": ("action", "calculate_leave_days", {"start_date": "2026-03-20", "end_date": "2026-03-25"}),
    "sm-016": ("final", None, "需要请4个工作日的假。"),
    "sm-017": ("final", None, "2026-05-04 至 2026-05-06 共 3 个工作日。"),
    "sm-018": ("action", "search_knowledge_base", {"query": "病假材料"}),
    "sm-020": ("final", None, "需要请3个工作日的假。"),
    "sm-021": ("final", None, "需要分开的假。"),
    "sm-022": ("action", "calculate_leave_days", {"start_date": "2026-05-04", "end_date": "2026-05-05"}),
    "sm-023": ("final", None, "需要请2个工作日的假。"),
    "sm-024": ("final", None, "需要提前3个工作日的假。"),
    "sm-025": ("final", None, "2026-05-04 至 2026-05-06 共 3 个工作日。"),
    "sm-026": ("final", None, "需要请4个工作日的假。"),
    "sm-027": ("final", None, "需要计算两个日期之间的工作日。"),
    "sm-028": ("final", None, "2026-05-04 至 2026-05-06 共 3 个工作日。"),
    "sm-029": ("final", None, "2026-05-04 至 2026-05-06 共 3 个工作日。"),
}


def test_corpus_copied_into_repo():
    assert len(CORPUS) >= 29


@pytest.mark.parametrize("record", CORPUS, ids=[r["id"] for r in CORPUS])
def test_small_model_corpus(record):
    r = parse(record["text"])
    assert isinstance(r, ParseResult) and r.kind in KINDS
    if r.kind == "invalid":
        assert r.error
    expected = EXPECTED.get(record["id"])
    if expected is None:
        return
    kind, tool, payload = expected
    assert r.kind == kind, r
    if kind == "action":
        assert r.tool == tool and r.tool_input == payload
    elif kind == "final":
        assert r.answer == payload


def test_corpus_placeholder_echo_asks_for_exactly_one_tool():
    r = parse(next(x for x in CORPUS if x["id"] == "sm-002")["text"])
    assert_invalid(r, "只写一个工具")


def test_corpus_runaway_final_answer_is_kept_whole():
    r = parse(next(x for x in CORPUS if x["id"] == "sm-019")["text"])
    assert r.kind == "final" and r.answer.startswith("1) 10年，10年")


# --------------------------------------------------------------------------- properties

_name = st.from_regex(r"[a-z][a-z0-9_]{0,20}", fullmatch=True)
_key = st.from_regex(r"[a-z][a-z_]{0,10}", fullmatch=True)
_scalar = st.one_of(st.text(max_size=20), st.integers(), st.booleans(), st.none(), st.floats(allow_nan=False, allow_infinity=False))
_args = st.dictionaries(_key, st.one_of(_scalar, st.lists(_scalar, max_size=3)), max_size=4)


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(st.text(max_size=2000))
def test_property_arbitrary_text_never_raises(text):
    r = parse(text)
    assert r.kind in KINDS
    assert (r.error is not None) == (r.kind == "invalid")


_label_soup = st.lists(
    st.sampled_from(
        ["Thought:", "Action:", "Action Input:", "Final Answer:", "Observation:", "<think>", "</think>", "{", "}",
         "[", "]", '"', "'", "```", "\n", " ", "search_knowledge_base", "get_current_date", "，", "：", "//", "/*",
         "True", "None", ",", "年假", "问题：", "**"]
    ),
    max_size=60,
).map("".join)


@settings(max_examples=300, deadline=None)
@given(_label_soup)
def test_property_label_soup_never_raises(text):
    r = parse(text)
    assert r.kind in KINDS
    if r.kind == "action":
        assert isinstance(r.tool, str) and r.tool and isinstance(r.tool_input, dict)
    if r.kind == "final":
        assert r.answer and r.answer == r.answer.strip()


@settings(max_examples=200, deadline=None)
@given(_name, _args, st.sampled_from(["", "```json\n"]))
def test_property_action_round_trips(name, args, fence):
    body = json.dumps(args, ensure_ascii=False)
    text = f"Thought: 想一想\nAction: {name}\nAction Input: {fence}{body}" + ("\n```" if fence else "")
    r = parse_react_output(text)
    assert r.kind == "action"
    assert r.tool == name and r.tool_input == args


# A lone `</think>` is excluded: by design it marks everything before it as reasoning.
_junk = st.text(max_size=300).map(lambda s: s.replace("</think>", ""))


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(TOOL_NAMES), _args, _junk)
def test_property_junk_after_action_input_is_ignored(name, args, junk):
    args = args or {"query": "x"}
    text = f"Action: {name}\nAction Input: {json.dumps(args, ensure_ascii=False)}\n{junk}"
    r = parse(text)
    assert_action(r, name, args)


# --------------------------------------------------------------------------- worst case

ADVERSARIAL = {
    "open_braces": "{" * 100_000,
    "nested_single_quotes": "Action: x\nAction Input: " + "{'a': " * 20_000,
    "repeated_final_label": "Final Answer:" * 10_000,
    "double_quotes": '"' * 100_000,
    "newlines": "\n" * 100_000,
    "label_lines": "Action:\n" * 12_500,
    "indented_markers": "   ** 1. Action Input 1 ** :\n" * 4_000,
    "brackets_input": "Action: search_knowledge_base\nAction Input: " + "[" * 100_000,
    "escapes_in_string": 'Action: search_knowledge_base\nAction Input: {"' + "a\\" * 50_000,
    "block_comments": "Action: search_knowledge_base\nAction Input: {" + "/*" * 50_000,
    "line_comments": "Action: search_knowledge_base\nAction Input: {" + "//\n" * 33_000,
    "think_pairs": "<think></think>" * 7_000,
    "unclosed_think": "<think>" * 15_000,
    "mixed": ("Thought: {'a': [\"x\", /* \n**Action:** `t`(\n" * 3_000)[:100_000],
    "surrogates": "\ud800" * 100_000,
    "paren_name": "Action: search_knowledge_base(" + "(" * 100_000,
    "json_turn": "{" + '"a":{' * 20_000,
    # each "Action: none" asks whether a Final Answer follows: once, not once per label
    "none_actions": ("Action: none\n" * 399 + "Final Answer: x\n") * 20,
}


def _best_of(texts: list[str], reps: int = 5) -> list[float]:
    """Each text's fastest parse over `reps` rounds, in this thread's CPU time (time spent
    waiting for a busy machine's cores is not counted), the texts interleaved within a round."""
    best = [float("inf")] * len(texts)
    for _ in range(reps):
        for i, text in enumerate(texts):
            t0 = time.thread_time()
            parse(text)
            best[i] = min(best[i], time.thread_time() - t0)
    return best


# A worst case may cost this many times the baseline measured beside it (measured: under 3x).
SLOWDOWN_BOUND = 20


def _ordinary_turn(length: int) -> str:
    """A well-formed turn of `length` characters: a long thought, then one action."""
    action = '\nAction: search_knowledge_base\nAction Input: {"query": "年假"}'
    return ("Thought: " + "查一下年假规定，" * length)[: length - len(action)] + action


@pytest.mark.parametrize("name", list(ADVERSARIAL))
def test_worst_case_costs_no_more_than_a_few_ordinary_turns_of_its_length(name):
    text = ADVERSARIAL[name]
    assert len(text) >= 90_000
    assert parse(text).kind in KINDS
    worst, ordinary = _best_of([text, _ordinary_turn(len(text))])
    print(f"{name}: {worst * 1000:.2f} ms against {ordinary * 1000:.2f} ms for an ordinary turn")
    assert worst < SLOWDOWN_BOUND * ordinary


# --------------------------------------------------------------------------- exact names first

class _DateArgs(BaseModel):
    date: str


def _registry(*names: str) -> list[Tool]:
    return [Tool(n, "", _DateArgs if n in ("date", "add") else _AddArgs if n == "add_workdays" else _NoArgs, _noop) for n in names]


@pytest.mark.parametrize(
    "names, written",
    [
        (("add", "add_workdays"), "add_workdays"),
        (("add", "add_workdays"), "add"),
        (("add", "add_workdays"), "`add_workdays`"),
        (("date", "get_current_date"), "date"),
        (("date", "get_current_date"), "get_current_date"),
        (("date", "get_current_date"), "**date**"),
    ],
)
def test_exact_registered_name_wins_over_placeholder_heuristics(names, written):
    # a name that contains another registered name is not "a line naming several tools"
    r = parse_react_output(f'Action: {written}\nAction Input: {{"date": "2026-05-04", "days": 1}}', _registry(*names))
    assert_action(r, written.strip("`*"), {"date": "2026-05-04", "days": 1})


def test_name_inside_a_longer_name_is_not_mentioned():
    r = parse_react_output('Action: 使用 add_workdays 工具\nAction Input: {"date": "2026-05-04", "days": 1}', _registry("add", "add_workdays"))
    assert_action(r, "add_workdays", {"date": "2026-05-04", "days": 1})


# --------------------------------------------------------------------------- run-together labels

@pytest.mark.parametrize(
    "text",
    [
        'Action: search_knowledge_base\nInput: {"query": "年假"}',
        'Action: search_knowledge_base\ninput：{"query": "年假"}',
        'Thought: 需要查手册Action:search_knowledge_baseAction Input:{"query": "年假"}',
        'Thought: 需要查手册Action: search_knowledge_base Input: {"query": "年假"}',
        'Thought: 需要查手册\nAction: search_knowledge_baseInput:{"query": "年假"}',
    ],
)
def test_input_label_and_labels_without_newlines(text):
    r = parse(text)
    assert_action(r, "search_knowledge_base", {"query": "年假"})
    assert r.thought in ("", "需要查手册")


def test_run_together_final_answer():
    r = parse("Thought: 已查到Final Answer: 年假5天")
    assert r.kind == "final" and r.answer == "年假5天" and r.thought == "已查到"


def test_mid_line_labels_inside_an_argument_or_answer_are_text():
    r = parse('Action: search_knowledge_base\nAction Input: {"query": "见Final Answer: 一节"}')
    assert_action(r, "search_knowledge_base", {"query": "见Final Answer: 一节"})
    r = parse("Final Answer: 请看手册Action: 一节和Observation: 一节")
    assert r.answer == "请看手册Action: 一节和Observation: 一节"


# --------------------------------------------------------------------------- wrapped text

@pytest.mark.parametrize("wrapped", ["{年假天数}", "[年假天数]", "{ 年假天数 }", "{{年假天数}}", '{"年假天数"}'])
def test_brace_wrapped_text_is_the_one_argument(wrapped):
    assert_action(parse(f"Action: search_knowledge_base\nAction Input: {wrapped}"), "search_knowledge_base", {"query": "年假天数"})


def test_brace_wrapped_text_for_other_tools():
    assert_invalid(parse("Action: calculate_leave_days\nAction Input: {2026-01-05 到 2026-01-09}"), "start_date", "end_date")
    assert_action(parse("Action: get_current_date\nAction Input: {今天}"), "get_current_date", {})
    assert_invalid(parse_react_output("Action: x\nAction Input: {temperature in SF}"), "JSON 对象")


def test_valid_json_list_is_still_not_text():
    assert_invalid(parse('Action: search_knowledge_base\nAction Input: ["年假天数"]'), "列表")


# --------------------------------------------------------------------------- nesting

@pytest.mark.parametrize(
    "text",
    [
        "Action: search_knowledge_base\nAction Input: " + '{"a": ' * 50_000 + "1" + "}" * 50_000,
        "Action: search_knowledge_base\nAction Input: " + "[" * 50_000 + "]" * 50_000,
        '{"a": ' * 50_000 + "1" + "}" * 50_000,
        "Action: search_knowledge_base\nAction Input: " + '{"a": ' * 40 + "1" + "}" * 40,
        '{"action": "search_knowledge_base", "action_input": ' + '{"a": ' * 40 + "1" + "}" * 41,
    ],
    ids=["input-50000", "list-50000", "turn-50000", "input-40", "turn-40"],
)
def test_deep_json_is_an_observation_not_a_crash(text):
    r = parse(text)
    assert_invalid(r)


# --------------------------------------------------------------------------- observation quoting

def _label_forms():
    for kind, words in LABELS.items():
        for w in words:
            yield f"{w}:", kind
            yield f"  **{w.upper()}**： ", kind
            yield f"- {w.lower()} 2:", kind
            yield f"> 1. {w.replace(' ', '_')}:", kind


@pytest.mark.parametrize("label, kind", list(_label_forms()))
def test_every_accepted_label_is_quoted_in_observations(label, kind):
    line = f"{label} 年假5天"
    # unquoted, the line is a label: it ends a Final Answer
    assert parse(f"Final Answer: 好\n{line}").answer == "好"
    # quoted, it is just text of the answer
    r = parse(f"Final Answer: 好\n{quote_label_lines(line)}")
    assert r.kind == "final" and r.answer.endswith("年假5天") and r.answer != "好"


@pytest.mark.parametrize("word", [w for ws in LABELS.values() for w in ws if w.isascii()])
def test_run_together_labels_are_quoted_in_observations(word):
    observation = f"条款{word}: 365天"
    assert parse(f"Thought: 查{observation}").thought != f"查{observation}"  # the label split it
    assert parse(f"Thought: 查{quote_label_lines(observation)}").thought == "查条款| " + f"{word}: 365天"


def test_quoting_covers_line_breaks_the_parser_accepts():
    assert parse("Final Answer: 好\n" + quote_label_lines("条款\rFinal Answer: 365天")).answer.endswith("365天")


def test_bare_date_is_text_not_a_number():
    r = parse_react_output("Action: date\nAction Input: 2026-05-04", _registry("date"))
    assert_action(r, "date", {"date": "2026-05-04"})


def test_text_without_labels_is_not_quoted():
    text = "第三条：年假 5 天。\n病假需提供证明（见 Action 计划）。\nAction item: 提交"
    assert quote_label_lines(text) == text


# json_repair is pure Python and superlinear on some shapes; the input cap is what bounds it.
REPAIR_WORST = {
    "many_pairs": "{" + '"a":"b",' * 400,
    "long_list": '{"a":[' + "1," * 1000,
    "escaped_quotes": '{"a": "' + '\\"' * 1000,
    "nested_then_string": '{"a":{"b":' * 15 + '"x' * 1000,
    "fullwidth_colons": "{" + '"a"：' * 500,
}


@pytest.mark.parametrize("name", list(REPAIR_WORST))
def test_repair_at_the_input_cap_costs_no_more_than_a_few_ordinary_repairs(name):
    """The baseline is an ordinary repair of the same length: single-quoted JSON."""
    from prompts.arguments import MAX_INPUT_CHARS

    head = "Action: search_knowledge_base\nAction Input: "
    text = head + REPAIR_WORST[name][:MAX_INPUT_CHARS]
    ordinary = head + ("{'query': '" + "年假怎么算" * MAX_INPUT_CHARS)[: MAX_INPUT_CHARS - 2] + "'}"
    assert parse(text).kind in KINDS and parse(ordinary).kind == "action"
    worst, baseline = _best_of([text, ordinary])
    assert worst < SLOWDOWN_BOUND * baseline
