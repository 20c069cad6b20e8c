"""Pure pieces of the web server: the API's documents from graph state, and the access rules."""
from __future__ import annotations

import pytest

from tools.dates import provisional_caveat
from web.documents import (answer_check, changed_keys, conversation_turns, split_ref, step_event, thought_of,
                           turn_document)
from web.access import Tokens, cookie_value
from web.security import host_name, is_loopback, same_origin

SEARCH_STEP = {"step": 1, "node": "act", "tool": "search_knowledge_base", "outcome": "ok"}


def turn(**fields):
    base = {"question": "q", "answer": "a", "stop_reason": "final_answer", "sources": [], "steps": [], "trajectory": []}
    return {**base, **fields}


def test_an_answer_after_searches_that_found_nothing_is_not_covered():
    doc = turn_document(turn(steps=[SEARCH_STEP]))
    assert doc["not_covered"] is True


@pytest.mark.parametrize("fields", [
    {"steps": [SEARCH_STEP], "sources": ["handbook.md › 第三章 > 3.2 请假"]},  # a clause backs it
    {"steps": []},  # never searched (a greeting, a date question)
    {"steps": [SEARCH_STEP], "stop_reason": "error", "answer": None},  # no answer at all
])
def test_grounded_unsearched_or_failed_turns_are_not_marked_not_covered(fields):
    assert turn_document(turn(**fields))["not_covered"] is False


@pytest.mark.parametrize("years", [[2027], [2027, 2028]])
def test_a_date_from_an_estimated_holiday_year_is_flagged(years):
    observation = f"Observation: {provisional_caveat(years)}2027-10-08 之后第 3 个工作日是 2027-10-13。"
    assert turn_document(turn(trajectory=["Thought: x\nAction: add_workdays", observation]))["estimated_calendar"]
    assert not turn_document(turn(trajectory=["Observation: 2026-03-25（周三）"]))["estimated_calendar"]


def test_sources_carry_document_heading_path_and_the_resolved_text():
    ref = "员工手册.md › 第三章 考勤 > 3.2 请假流程"
    doc = turn_document(turn(sources=[ref]), resolve=lambda r: {"text": f"clause of {r}"})
    assert doc["sources"] == [{"ref": ref, "document": "员工手册.md", "heading_path": ["第三章 考勤", "3.2 请假流程"],
                               "text": f"clause of {ref}"}]
    assert split_ref("notes.txt")["heading_path"] == []
    assert turn_document(turn(sources=[ref]), resolve=lambda r: {})["sources"][0]["text"] is None


def test_an_answer_check_in_the_state_comes_along_as_it_is():
    assert answer_check({"answer_check": {"verified": False, "problems": ["日期不符"]}}) == {
        "verified": False, "problems": ["日期不符"]}
    assert answer_check({"verified": True, "problems": []}) == {"verified": True, "problems": []}
    assert answer_check({}) is None


def test_think_step_event_splits_thought_action_and_input():
    delta = {"trajectory": ["Thought: 先查年假\nAction: search_knowledge_base\nAction Input: {\"query\": \"年假\"}"],
             "next_action": {"kind": "call_tool", "tool": "search_knowledge_base", "args": {"query": "年假"}},
             "steps": [{"step": 1, "node": "think", "elapsed_ms": 12.5, "prompt_tokens": 900, "completion_tokens": 30,
                        "outcome": "action"}]}
    event = step_event("think", delta, {})
    assert (event["thought"], event["action"], event["action_input"]) == ("先查年假", "search_knowledge_base", {"query": "年假"})
    assert (event["elapsed_ms"], event["prompt_tokens"], event["completion_tokens"]) == (12.5, 900, 30)
    assert event["observation"] is None and event["final_answer"] is None


def test_act_step_event_names_the_call_it_ran_and_its_observation():
    before = {"next_action": {"kind": "call_tool", "tool": "add_workdays", "args": {"date": "2026-03-20", "days": 3}}}
    delta = {"trajectory": ["Observation: 第 3 个工作日是 2026-03-25"],
             "steps": [{"step": 2, "node": "act", "tool": "add_workdays", "elapsed_ms": 0.4, "outcome": "ok"}]}
    event = step_event("act", delta, before)
    assert event["action_input"] == {"date": "2026-03-20", "days": 3}
    assert event["observation"] == "第 3 个工作日是 2026-03-25" and event["thought"] is None


def test_thought_stops_at_the_final_answer_and_spans_lines():
    assert thought_of("Thought: 第一行\n第二行\nFinal Answer: 5天") == "第一行\n第二行"
    assert thought_of("Final Answer: 5天") is None


def test_a_turn_waiting_on_ask_user_is_listed_after_the_archive():
    values = {"turns": [turn(question="第一问")], "question": "第二问", "stop_reason": None, "final_answer": None}
    turns = conversation_turns(values, "请问入职日期？", None)
    assert [(t["question"], t["stop_reason"]) for t in turns] == [("第一问", "final_answer"), ("第二问", "needs_input")]


def test_changed_keys_lists_differences_and_everything_for_the_first():
    assert changed_keys(None, {"a": 1, "b": 2}) == ["a", "b"]
    assert changed_keys({"a": 1, "b": 2}, {"a": 1, "b": 3, "c": 0}) == ["b", "c"]


COOKIE = cookie_value("t0ken-0123456789abcdef").encode()


@pytest.mark.parametrize("headers,ok", [
    ({b"authorization": b"Bearer t0ken-0123456789abcdef"}, True),
    ({b"authorization": b"bearer   t0ken-0123456789abcdef"}, True),
    ({b"cookie": b"theme=dark; hr_agent_token=" + COOKIE}, True),
    ({b"cookie": b"hr_agent_token=t0ken-0123456789abcdef"}, False),  # the cookie carries a derived value
    ({b"authorization": b"Bearer t0ken-0123456789abcdeX"}, False),
    ({b"authorization": b"Token t0ken-0123456789abcdef"}, False),
    ({b"cookie": b"hr_agent_token=\"unterminated"}, False),
    ({}, False),
])
def test_token_is_accepted_only_exactly_from_bearer_or_cookie(headers, ok):
    role, _ = Tokens({"user": "t0ken-0123456789abcdef"}).role_of(list(headers.items()))
    assert (role == "user") is ok


def test_host_and_origin_rules():
    assert [host_name(h) for h in ("127.0.0.1:8765", "[::1]:8765", "localhost")] == ["127.0.0.1", "::1", "localhost"]
    assert is_loopback("127.0.0.2") and is_loopback("::1") and not is_loopback("10.0.0.5") and not is_loopback("evil.test")
    assert same_origin("http://127.0.0.1:8765", "127.0.0.1:8765")
    assert not same_origin("http://127.0.0.1:8766", "127.0.0.1:8765") and not same_origin("null", "127.0.0.1:8765")


def test_serve_needs_a_token_or_no_auth_beyond_loopback():
    from cli.common import CliError
    from cli.serve_cmd import check_token

    assert check_token("127.0.0.1", no_auth=False, token=None) is None
    assert check_token("0.0.0.0", no_auth=False, token="x" * 16) is None
    assert "--no-auth" in check_token("0.0.0.0", no_auth=True, token=None)
    with pytest.raises(CliError, match="HR_AGENT_WEB_TOKEN"):
        check_token("0.0.0.0", no_auth=False, token=None)
    with pytest.raises(CliError, match="太短"):
        check_token("127.0.0.1", no_auth=False, token="short")


def test_only_a_loopback_server_without_a_token_insists_on_loopback_host_names():
    from cli.serve_cmd import loopback_hosts_only

    assert loopback_hosts_only("127.0.0.1", None)
    assert not loopback_hosts_only("127.0.0.1", "x" * 16)
    assert not loopback_hosts_only("0.0.0.0", None)
