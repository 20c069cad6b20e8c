"""`hr-agent eval` question files (evals/questions.py) and totals (evals/report.py): pure logic."""
from __future__ import annotations

import json

import pytest

from evals.questions import EvalInputError, load_questions, thread_root
from evals.report import percentile, question_rows, summarize


def _write(tmp_path, *objs) -> str:
    path = tmp_path / "q.jsonl"
    path.write_text("\n".join(json.dumps(o, ensure_ascii=False) for o in objs) + "\n\n", encoding="utf-8")
    return str(path)


def test_a_follow_up_inherits_its_questions_today_and_thread(tmp_path):
    qs = load_questions(_write(
        tmp_path,
        {"id": "a", "question": "请假提前几天？", "expected_facts": [3], "today": "2026-03-20"},
        {"id": "b", "question": "今天交最早哪天休？", "expected_facts": ["2026-03-25"], "follow_up_of": "a"},
        {"id": "c", "question": "那年假呢？", "expected_facts": [5], "follow_up_of": "b", "today": "2026-04-01"},
    ))
    by_id = {q.id: q for q in qs}
    assert [q.today for q in qs] == ["2026-03-20", "2026-03-20", "2026-04-01"]
    assert {thread_root(q, by_id) for q in qs} == {"a"}
    assert qs[0].kind == "other" and qs[1].line == 2


def test_unknown_must_stand_alone_and_alternatives_are_kept(tmp_path):
    q = load_questions(_write(tmp_path, {"id": "a", "question": "x", "expected_facts": [["两次", "2次"], 5]}))[0]
    assert q.expected_facts == (("两次", "2次"), 5) and not q.unknown
    with pytest.raises(EvalInputError, match="第 1 行：expected_facts 应为单独的"):
        load_questions(_write(tmp_path, {"id": "a", "question": "x", "expected_facts": ["UNKNOWN", 5]}))


@pytest.mark.parametrize("obj, needle", [
    ({"id": "a", "question": "x", "expected_facts": [True]}, "expected_facts 应为非空列表"),
    ({"id": "a", "question": "x", "expected_facts": [1], "min_tool_calls": -1}, "min_tool_calls 应为非负整数"),
    ({"id": "a", "question": "x", "expected_facts": [1], "expected_sources": "第五条"}, "expected_sources 应为条款标题字符串列表"),
    ({"id": "a", "question": " ", "expected_facts": [1]}, "question 应为非空字符串"),
    ([1, 2], "应为 JSON 对象"),
    ({"id": "a", "question": "x", "expected_facts": [1], "today": "20260320"}, "today 应为 YYYY-MM-DD"),
    ({"id": "a", "question": "x", "expected_facts": [1], "today": "2026-02-30"}, "today 应为 YYYY-MM-DD"),
])
def test_bad_fields_name_the_line_and_the_field(tmp_path, obj, needle):
    with pytest.raises(EvalInputError, match=f"第 1 行：.*{needle}"):
        load_questions(_write(tmp_path, obj))


def test_missing_and_empty_files_are_input_errors(tmp_path):
    with pytest.raises(EvalInputError, match="找不到问题文件"):
        load_questions(tmp_path / "none.jsonl")
    (tmp_path / "empty.jsonl").write_text("\n", encoding="utf-8")
    with pytest.raises(EvalInputError, match="没有问题"):
        load_questions(tmp_path / "empty.jsonl")


def test_percentile_interpolates_between_ranks():
    assert percentile([], 50) is None
    assert percentile([7.0], 95) == 7.0
    assert percentile([1, 2, 3, 4], 50) == 2.5
    assert percentile(list(range(1, 101)), 95) == pytest.approx(95.05)


def _result(qid, kind, run, passed, wall, steps=2, reasons=()):
    return {"id": qid, "kind": kind, "run": run, "passed": passed, "wall_ms": wall, "steps": steps, "tool_calls": 1,
            "prompt_tokens": 100, "completion_tokens": 10, "stop_reason": "final_answer",
            "reasons": list(reasons) or ([] if passed else ["缺少：3"])}


def test_summary_counts_accuracy_per_kind_and_the_spread_across_runs():
    results = [_result("a", "lookup", 1, True, 100), _result("b", "date", 1, False, 300, steps=4),
               _result("a", "lookup", 2, True, 200), _result("b", "date", 2, True, 400, steps=4)]
    s = summarize(results, repeat=2)
    assert (s["questions"], s["runs"], s["passed"], s["accuracy"]) == (2, 4, 3, 0.75)
    assert s["by_kind"] == {"date": {"runs": 2, "passed": 1, "accuracy": 0.5},
                            "lookup": {"runs": 2, "passed": 2, "accuracy": 1.0}}
    assert s["mean_steps"] == 3.0 and s["latency_ms"]["p50"] == 250.0 and s["latency_ms"]["max"] == 400.0
    assert s["spread"]["accuracy_per_run"] == [0.5, 1.0] and s["spread"]["unstable"] == ["b"]


def test_with_several_runs_a_row_shows_passes_out_of_runs_and_every_distinct_reason():
    results = [_result("b", "date", 1, False, 300, reasons=["缺少：2026-02-24"]),
               _result("b", "date", 2, False, 500, reasons=["缺少：2026-02-24"]),
               _result("b", "date", 3, True, 400)]
    (row,) = question_rows(results)
    assert row[2] == "1/3" and row[8] == "0.4" and row[9] == "缺少：2026-02-24"


def _run(answer, stop_reason, verified, problems=(), run=1):
    return {**_result(f"q-{run}", "other", 1, False, 100), "answer": answer, "stop_reason": stop_reason,
            "verified": verified, "problems": [{"kind": k} for k in problems]}


def test_runs_that_gave_no_answer_are_counted_as_no_answer_not_as_unverified_answers():
    """A small model cut at the length limit 20 times: 没有回答：20, not 未通过核对的回答：20（）."""
    from evals.report import totals_text

    results = [_run(None, "truncated", False, run=n) for n in range(20)]
    s = summarize(results, repeat=1)
    assert s["unverified"] == {"runs": 0, "by_kind": {}}
    assert s["no_answer"] == {"runs": 20, "by_stop_reason": {"truncated": 20}}
    text = totals_text(s)
    assert "未通过核对的回答：0" in text and "没有回答：20（truncated 20）" in text and "（）" not in text


@pytest.mark.parametrize("answer, stop_reason, verified, problems, unverified, no_answer", [
    (None, "error", None, (), {}, {"error": 1}),
    ("", "truncated", False, (), {}, {"truncated": 1}),
    ("  \n", "max_steps", False, (), {}, {"max_steps": 1}),
    (None, "needs_input", None, (), {}, {"needs_input": 1}),
    (None, "parse_failures", False, (), {}, {"parse_failures": 1}),
    ("最早3月25日。", "truncated", False, (), {"unchecked": 1}, {}),  # cut, never checked
    ("最早3月26日。", "final_answer", False, ("date",), {"date": 1}, {}),
    ("5天。", "final_answer", False, ("number", "clause"), {"number": 1, "clause": 1}, {}),
    ("5天。", "final_answer", True, (), {}, {}),
    ("抱歉，未能完成推理……", "max_steps", True, (), {}, {}),  # the fallback answer is an answer
])
def test_each_kind_of_run_lands_in_one_count(answer, stop_reason, verified, problems, unverified, no_answer):
    s = summarize([_run(answer, stop_reason, verified, problems)], repeat=1)
    assert s["unverified"] == {"runs": 1 if unverified else 0, "by_kind": unverified}
    assert s["no_answer"] == {"runs": 1 if no_answer else 0, "by_stop_reason": no_answer}


def test_the_totals_lines_name_each_kind_in_words():
    from evals.report import totals_text

    results = [_run("a", "final_answer", False, ("date",), run=1), _run("b", "truncated", False, run=2),
               _run(None, "error", None, run=3), _run(None, "truncated", False, run=4)]
    text = totals_text(summarize(results, repeat=1))
    assert "未通过核对的回答：2（日期 1，未核对 1）" in text
    assert "没有回答：2（error 1，truncated 1）" in text
