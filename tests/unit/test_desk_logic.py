"""The desk's pure logic: which questions group together on the to-do list, the report built
from recorded turns and ratings, a turn's row, and which upload names are refused."""
from __future__ import annotations

import datetime as dt

import pytest

from web.desk_report import build_report, report_csv, spreadsheet_safe, utc_bounds
from web.desk_topics import group, similarity, terms
from web.desk_turns import turn_row
from web.desk_upload import name_problem

ALIKE = [
    ("公司有股票期权吗？", "股票期权怎么发放"),
    ("年假有几天", "我的年假还剩几天？"),
    ("食堂几点开门", "食堂几点开饭"),
    ("How many days of annual leave?", "annual leave days"),
    ("出差住宿标准是多少", "出差住宿的标准"),
    ("加班费怎么算", "加班费如何计算"),
    ("婚假有多少天？", "婚假几天"),
    ("试用期可以请假吗", "试用期能请假吗"),
    ("公积金缴纳比例", "公积金的缴纳比例是多少"),
    ("Is there a gym subsidy?", "gym subsidy"),
    ("产假可以休多久", "产假休多久"),
    ("年终奖什么时候发", "年终奖几月发"),
]
APART = [
    ("年假有几天", "病假有几天"),
    ("公司有股票期权吗？", "食堂几点开门"),
    ("婚假几天", "丧假几天"),
    ("加班费怎么算", "出差补贴怎么算"),
    ("annual leave days", "sick leave days policy"),
    ("公积金缴纳比例", "社保缴纳基数"),
    ("试用期多长", "年终奖什么时候发"),
    ("可以远程办公吗", "可以带宠物上班吗"),
    ("停车位怎么申请", "工牌丢了怎么办"),
    ("体检每年几次", "培训每年几次"),
]


@pytest.mark.parametrize("a, b", ALIKE)
def test_similar_questions_group_together(a, b):
    assert len(group([a, b])) == 1, (terms(a), terms(b), similarity(terms(a), terms(b)))


@pytest.mark.parametrize("a, b", APART)
def test_different_topics_stay_apart(a, b):
    assert len(group([a, b])) == 2, (terms(a), terms(b), similarity(terms(a), terms(b)))


def test_groups_keep_newest_first_order_and_each_question_once():
    questions = ["股票期权怎么发放", "年假几天", "公司有股票期权吗？", "我的年假还剩几天", "食堂几点开门"]
    groups = group(questions)
    assert groups == [[0, 2], [1, 3], [4]]
    assert sorted(i for g in groups for i in g) == list(range(len(questions)))


def test_empty_and_punctuation_only_questions_group_without_error():
    assert group(["？？", "", "!!"]) == [[0, 1, 2]]


def test_grouping_ten_thousand_distinct_questions_stays_near_linear():
    import time

    questions = [f"第{i}号制度第{i % 97}条怎么理解{i * 7919 % 10007}" for i in range(10_000)]
    started = time.perf_counter()
    group(questions)
    assert time.perf_counter() - started < 20


# -- the report ---------------------------------------------------------------------------------

def turn(thread, n, question, at, **flags):
    return {"thread_id": thread, "turn": n, "owner": "", "asked_at": at, "question": question,
            "answered": 1, "cited": flags.get("cited", 0), "not_covered": flags.get("not_covered", 0),
            "unverified": flags.get("unverified", 0), "problems": flags.get("problems", [])}


def test_report_items_groups_and_totals_from_rows():
    start, end = dt.date(2026, 3, 1), dt.date(2026, 3, 3)
    rows = [  # newest first, as the store gives them; 2026-03-02 16:30 UTC is 03-03 00:30 in Shanghai
        turn("t3", 0, "股票期权怎么发放", "2026-03-02T16:30:00.000+00:00", not_covered=1),
        turn("t2", 1, "年假还剩几天", "2026-03-02T03:00:00.000+00:00", cited=1, unverified=1,
             problems=[{"kind": "count", "stated": "5天", "expected": "10天"}]),
        turn("t2", 0, "公司有股票期权吗", "2026-03-01T03:00:00.000+00:00", not_covered=1),
        turn("t1", 0, "病假怎么请", "2026-03-01T02:00:00.000+00:00", cited=1),
    ]
    ratings = {("t1", 0): {"rating": "down", "reason": "太笼统", "rated_at": "x"}, ("t2", 1): {"rating": "up", "reason": "", "rated_at": "x"}}
    doc = build_report(rows, ratings, start, end)
    assert [(g["topic"], g["count"], g["not_covered"], g["unverified"], g["rated_down"]) for g in doc["groups"]] == [
        ("股票期权怎么发放", 2, 2, 0, 0), ("年假还剩几天", 1, 0, 1, 0), ("病假怎么请", 1, 0, 0, 1)]
    assert doc["groups"][1]["examples"][0]["problems"] == [{"kind": "count", "stated": "5天", "expected": "10天"}]
    assert doc["groups"][2]["examples"][0]["reason"] == "太笼统"
    assert doc["groups"][0]["latest"] == "2026-03-03T00:30:00+08:00"
    assert [(d["date"], d["questions"], d["answered_with_clause"], d["not_covered"], d["unverified"], d["rated_up"],
             d["rated_down"]) for d in doc["days"]] == [
        ("2026-03-03", 1, 0, 1, 0, 0, 0), ("2026-03-02", 1, 1, 0, 1, 1, 0), ("2026-03-01", 2, 1, 1, 0, 0, 1)]
    assert doc["total"] == {"questions": 4, "answered_with_clause": 2, "not_covered": 2, "unverified": 1,
                            "rated_up": 1, "rated_down": 1}
    lines = report_csv(doc).splitlines()
    assert len(lines) == 1 + 4 and "5天 → 10天" in lines[3]


def test_the_period_is_shanghai_days_in_utc():
    assert utc_bounds(dt.date(2026, 3, 1), dt.date(2026, 3, 1)) == (
        "2026-02-28T16:00:00.000+00:00", "2026-03-01T16:00:00.000+00:00")


@pytest.mark.parametrize("text, safe", [("=1+1", "'=1+1"), ("+86 138", "'+86 138"), ("-5", "'-5"), ("@SUM(A1)", "'@SUM(A1)"),
                                        ("\t=x", "'\t=x"), ("年假=5天", "年假=5天"), (None, ""), (3, "3")])
def test_a_cell_that_looks_like_a_formula_is_shown_not_run(text, safe):
    assert spreadsheet_safe(text) == safe


# -- a turn's row -------------------------------------------------------------------------------

def test_a_turn_row_says_how_the_turn_ended():
    doc = {"question": "年假几天", "answer": "5天", "stop_reason": "final_answer", "sources": [{"ref": "a"}],
           "not_covered": False, "answer_check": {"verified": False, "problems": [{"kind": "count", "stated": "5", "expected": "10"}]}}
    row = turn_row("t", 0, "user", doc, "2026-03-01T03:00:00+00:00")
    assert (row["cited"], row["not_covered"], row["unverified"], row["asked_at"]) == (1, 0, 1, "2026-03-01T03:00:00.000+00:00")
    assert turn_row("t", 0, "user", {**doc, "stop_reason": "needs_input"}, None) is None
    refused = turn_row("t", 0, "", {**doc, "sources": [], "not_covered": True}, None)
    assert (refused["cited"], refused["not_covered"], refused["unverified"]) == (0, 1, 0)
    failed = turn_row("t", 0, "", {**doc, "answer": None, "stop_reason": "error", "answer_check": None}, None)
    assert (failed["answered"], failed["unverified"]) == (0, 0)


# -- upload names ---------------------------------------------------------------------------------

@pytest.mark.parametrize("name", ["员工手册.md", "handbook 2026.docx", "a.b.c.pdf", "考勤（修订版）.txt", "Ω.html",
                                  "a-b_c.md", "x" * 200 + ".md", "第1版.markdown"])
def test_ordinary_file_names_pass(name):
    assert name_problem(name) is None


def _upload(disposition: str):
    from starlette.datastructures import Headers, UploadFile

    # as a server receives it: the header's UTF-8 bytes, read as latin-1
    return UploadFile(file=None, filename=None, headers=Headers(raw=[(b"content-disposition", disposition.encode())]))


@pytest.mark.parametrize("header, name", [
    ('form-data; name="files"; filename="a%22b%22.md"', 'a"b".md'),  # how Chromium and Firefox send "
    ('form-data; name="files"; filename="制度%22新版%22.docx"', '制度"新版".docx'),
    ('form-data; name="files"; filename="x%0D%0Ay.md"', "x\r\ny.md"),  # then refused: control characters
    ('form-data; name="files"; filename="x%0a.md"', "x\n.md"),
    ('form-data; name="files"; filename="50%25.md"', "50%25.md"),  # only the three escapes browsers write
    ('form-data; name="files"; filename="a%20b.md"', "a%20b.md"),
    ('form-data; name="files"; filename="C:\\\\docs\\\\x.md"', "C:\\docs\\x.md"),  # kept whole, so refused
    ('form-data; name="files"; filename=plain.md', "plain.md"),
])
def test_the_sent_file_name_undoes_only_the_browsers_escapes(header, name):
    from web.desk_upload import sent_name

    assert sent_name(_upload(header)) == name


def test_a_name_with_a_line_break_sent_escaped_is_refused():
    from web.desk_upload import sent_name

    assert name_problem(sent_name(_upload('form-data; name="files"; filename="x%0Ay.md"'))) == "文件名含有控制字符"
