"""The tool contract: failures become observations, an interrupt passes through."""
from __future__ import annotations

import pytest
from langgraph.errors import GraphInterrupt
from pydantic import BaseModel

from tools.ask_user import make_ask_user_tool
from tools.base import Tool, ToolOutput


class _NoArgs(BaseModel):
    pass


def _tool(func) -> Tool:
    return Tool("probe", "", _NoArgs, func)


def test_a_failing_tool_becomes_an_observation_naming_the_error():
    def boom(_):
        raise KeyError("rows")

    result = _tool(boom).run({})
    assert not result.ok and result.observation == "probe 执行出错：KeyError: 'rows'"


def test_an_interrupt_raised_by_a_tool_reaches_the_graph():
    def pause(_):
        raise GraphInterrupt(())

    with pytest.raises(GraphInterrupt):
        _tool(pause).run({})


def test_a_tool_result_carries_the_outputs_evidence():
    evidence = ({"ref": "手册.md › 第一章 > 年假", "title": "年假", "rank": 1},)
    result = _tool(lambda _: ToolOutput("ok", {"n": 1}, evidence)).run({})
    assert (result.ok, result.data, result.evidence) == (True, {"n": 1}, evidence)


def test_ask_user_outside_a_run_says_nobody_can_answer():
    result = make_ask_user_tool().run({"question": "请问您的入职日期是哪天？"})
    assert not result.ok and "单独运行工具时没有人回答" in result.observation
