"""One structure reader for every format (knowledge.structure): numbered clauses in body
text split like headings, keep the chapter in the heading path, and false friends (a clause
cited mid-sentence, enumerations inside a clause, list items) stay where they are."""
from __future__ import annotations

from pathlib import Path

import pytest

from knowledge.chunking import chunk_text
from knowledge.ingest import read_chunks
from knowledge.parsers import parse_document
from knowledge.structure import article_markers
from tests.support.doc_fixtures import make_pdf, make_word_export

EVERYDAY_MD = """# 手册

## 第三章 报销

第六条 差旅报销须附发票原件，经部门负责人审批。

第七条 报销期限：费用应在发生后30天内提交报销，逾期不予报销。

第八条 借款应在出差结束后15天内结清。
"""


def paths(text: str, name: str) -> list[str]:
    return [" > ".join(c.heading_path) for c in chunk_text(text, name)]


def by_heading(chunks) -> dict[str, str]:
    return {c.heading: c.text for c in chunks}


def test_markdown_handbook_body_clauses_split_per_article_under_the_chapter():
    assert paths(EVERYDAY_MD, "h.md") == [
        "手册 > 第三章 报销 > 第六条",
        "手册 > 第三章 报销 > 第七条 报销期限",
        "手册 > 第三章 报销 > 第八条",
    ]
    assert by_heading(chunk_text(EVERYDAY_MD, "h.md"))["手册 > 第三章 报销 > 第七条 报销期限"] == \
        "费用应在发生后30天内提交报销，逾期不予报销。"


@pytest.mark.parametrize("name, text, expected", [
    # 1 pasted text, no blank lines, clauses numbered in Arabic digits
    ("a.txt", "报销制度\n第1条 发票须真实。\n第2条 报销须在30天内提交。\n",
     ["报销制度 > 第1条", "报销制度 > 第2条"]),
    # 2 Markdown bold clause numbers (Word → Markdown converters write them)
    ("b.md", "## 第二章 假期\n\n**第五条** 婚假十五天。\n\n**第六条** 产假按国家规定。\n",
     ["第二章 假期 > 第五条", "第二章 假期 > 第六条"]),
    # 3 Markdown clause with a 【title】
    ("c.md", "# 制度\n第九条【加班】加班须提前申请。\n第十条【调休】调休在三个月内有效。\n",
     ["制度 > 第九条 加班", "制度 > 第十条 调休"]),
    # 4 a chapter line in the body, not a heading
    ("d.md", "# 手册\n第一章 总则\n第一条 目的：规范管理。\n第二章 假期\n第二条 年假：五天。\n",
     ["手册 > 第一章 总则 > 第一条 目的", "手册 > 第二章 假期 > 第二条 年假"]),
    # 5 a memo: 一、 headings, （一） sub-items under them
    ("e.txt", "关于差旅的通知\n一、住宿\n（一）一线城市：每晚600元。\n（二）其他城市：每晚400元。\n二、交通\n高铁二等座。\n",
     ["关于差旅的通知 > 一、住宿 > （一）一线城市", "关于差旅的通知 > 一、住宿 > （二）其他城市",
      "关于差旅的通知 > 二、交通"]),
    # 6 dotted numbering in Markdown bodies
    ("f.md", "## 3 考勤\n3.1 打卡：每日两次。\n3.2 补卡：每月两次。\n",
     ["3 考勤 > 3.1 打卡", "3 考勤 > 3.2 补卡"]),
    # 7 English Article N
    ("g.md", "# Employee Handbook\n\nArticle 1 Scope\nThis handbook applies to all staff.\n\n"
     "Article 2 Annual leave\nStaff get 15 days a year.\n",
     ["Employee Handbook > Article 1 Scope", "Employee Handbook > Article 2 Annual leave"]),
    # 8 English Policy N:
    ("h.txt", "Remote Work Policies\nPolicy 1: Eligibility\nStaff past probation may apply.\n"
     "Policy 2: Equipment\nThe company lends a laptop.\n",
     ["Remote Work Policies > Policy 1 Eligibility", "Remote Work Policies > Policy 2 Equipment"]),
    # 9 English Section / Article nesting
    ("i.txt", "Section 2 Leave\nArticle 4. Sick leave\nTen days paid.\nArticle 5. Unpaid leave\nUp to 30 days.\n",
     ["Section 2 Leave > Article 4 Sick leave", "Section 2 Leave > Article 5 Unpaid leave"]),
    # 10 full-width spaces after the clause number (Word export pasted as text)
    ("j.txt", "第一条\u3000婚假\n十五天。\n第二条\u3000丧假\n三天。\n", ["第一条 婚假", "第二条 丧假"]),
])
def test_numbered_clauses_in_body_text_split_like_headings(name, text, expected):
    assert paths(text, name) == expected


@pytest.mark.parametrize("name, text, n_chunks, must_stay", [
    # 11 a clause cited mid-sentence never splits
    ("k.md", "## 第二章 假期\n第五条 年假五天。根据第5条的规定，未休年假不折现。\n", 1, "根据第5条的规定"),
    # 12 a line that starts by citing a clause
    ("l.txt", "第五条 年假五天。\n第五条规定的情形除外，年假不得跨年。\n", 1, "第五条规定的情形除外"),
    # 13 "第五条至第八条" is a range citation
    ("m.txt", "第九条 附则\n第五条至第八条适用于试用期员工。\n", 1, "第五条至第八条适用于"),
    # 14 （一）（二） inside an article stay with their clause
    ("n.md", "## 第三章\n第八条 借款：\n（一）超过5000元须总监审批；\n（二）逾期从工资扣回。\n", 1, "（二）逾期从工资扣回"),
    # 15 一、二、 inside an article stay with their clause
    ("o.txt", "第十二条 年休假\n一、满1年不满10年的，5天；\n二、满10年的，10天。\n", 1, "二、满10年的"),
    # 16 single-level numbers are list items
    ("p.md", "## 请假流程\n1. 在OA提交申请。\n2. 部门负责人审批。\n3. 人事备案。\n", 1, "3. 人事备案"),
    # 17 English citation at the start of a line
    ("q.txt", "Article 3 Overtime\nOvertime needs approval.\nArticle 5 of the Labour Law also applies.\n", 1,
     "Article 5 of the Labour Law"),
    # 18 a clause number inside a code block is not a clause
    ("r.md", "## 示例\n```\n第一条 示例\n第二条 示例\n```\n", 1, "第二条 示例"),
    # 19 "第三条第二款" cites a paragraph of a clause
    ("s.txt", "第四条 病假\n第三条第二款另有规定的除外。\n", 1, "第三条第二款"),
    # 20 lower-case "policy 2 covers" is prose
    ("t.txt", "Policy 1: Travel\nBook through the portal; policy 2 covers meals.\n", 1, "policy 2 covers"),
])
def test_false_friends_do_not_split(name, text, n_chunks, must_stay):
    chunks = chunk_text(text, name)
    assert len(chunks) == n_chunks
    assert any(must_stay in c.text for c in chunks)


def test_word_export_with_clauses_in_normal_paragraphs(tmp_path: Path):
    f = make_word_export(tmp_path / "h.docx", [
        ("title", "员工手册"), ("h1", "第三章 报销"),
        (None, "第六条 差旅报销须附发票原件。"), (None, "第七条 报销期限：费用应在发生后30天内提交。"),
        (None, "第八条 借款应在15天内结清。"), (None, "（一）超过5000元须总监审批。")])
    chunks = read_chunks(f, f.read_bytes())
    assert [c.heading for c in chunks] == [
        "员工手册 > 第三章 报销 > 第六条", "员工手册 > 第三章 报销 > 第七条 报销期限", "员工手册 > 第三章 报销 > 第八条"]
    assert "（一）超过5000元" in chunks[-1].text


def test_pdf_with_clause_numbers_in_the_body(tmp_path: Path):
    f = make_pdf(tmp_path / "h.pdf", [[("h", "第三章 报销"), ("p", "第六条 差旅报销须附发票原件。"),
                                        ("p", "第七条 报销期限：费用应在发生后30天内提交。")],
                                       [("p", "第八条 借款应在15天内结清。")], [("p", "第九条 附则。")]])
    heads = [c.heading for c in read_chunks(f, f.read_bytes())]  # the running header is dropped
    assert heads == ["第三章 报销 > 第六条", "第三章 报销 > 第七条 报销期限", "第三章 报销 > 第八条",
                     "第三章 报销 > 第九条"]


def test_html_with_clauses_in_paragraphs(tmp_path: Path):
    f = tmp_path / "h.html"
    f.write_text("<html><body><h1>员工手册</h1><h2>第三章 报销</h2><p>第六条 差旅报销须附发票原件。</p>"
                 "<p>第七条 报销期限：费用应在发生后30天内提交。</p><p>Article 8 Advances</p><p>Settle in 15 days.</p>"
                 "</body></html>", encoding="utf-8")
    heads = [c.heading for c in read_chunks(f, f.read_bytes())]
    assert heads == ["员工手册 > 第三章 报销 > 第六条", "员工手册 > 第三章 报销 > 第七条 报销期限",
                     "员工手册 > 第三章 报销 > Article 8 Advances"]


@pytest.mark.parametrize("text, count", [
    ("第六条 发票。第七条 期限三十天。第八条 借款。", 3),  # clauses run together in one paragraph
    ("第六条 发票须真实。根据第5条规定办理。", 1),
    ("Policy 1: travel. Policy 2: meals.", 2),
    ("员工请假须审批。", 0),
])
def test_article_markers_count_unseparated_clauses(text, count):
    assert len(article_markers(text)) == count


def test_a_pdf_whose_first_bold_line_is_a_chapter_has_no_chapter_as_title(tmp_path: Path):
    pages = [[("h", "第一章 假期"), ("p", "第一条 婚假十五天。")], [("h", "第二章 报销"), ("p", "第二条 三十天内报销。")],
             [("h", "第三章 考勤"), ("p", "第三条 加班须审批。")]]
    f = make_pdf(tmp_path / "h.pdf", pages)
    assert [c.heading for c in read_chunks(f, f.read_bytes())] == [
        "第一章 假期 > 第一条", "第二章 报销 > 第二条", "第三章 考勤 > 第三条"]


def test_a_short_sentence_after_a_clause_number_is_its_text_not_a_title():
    chunks = chunk_text("# Leave\n\n2.1 Ten days on full pay.\n\n2.2 Carry-over\n\nUp to 5 days.\n", "p.md")
    assert [(c.heading, c.text) for c in chunks] == [("Leave > 2.1", "2.1 Ten days on full pay."),
                                                   ("Leave > 2.2 Carry-over", "Up to 5 days.")]


def test_html_ordered_lists_keep_the_numbers_a_browser_shows(tmp_path: Path):
    f = tmp_path / "h.html"
    f.write_text('<html><body><h2>Leave</h2><ol><li>Annual leave is 10 days.</li><li>Sick leave:<ol type="a"><li>5 days on '
                 'full pay;</li><li>then 60%.</li></ol></li><li value="7">Notice is 30 days.</li><li>Bond.</li></ol>'
                 '<ul><li>A bullet.</li></ul><ol start="3" type="I"><li>Third.</li></ol><ol start="x"><li>Bad start.</li></ol>'
                 '</body></html>', encoding="utf-8")
    texts = [b.text for b in parse_document(f, f.read_bytes()).blocks]
    assert texts == ["Leave", "1. Annual leave is 10 days.", "2. Sick leave:", "a. 5 days on full pay;", "b. then 60%.",
                     "7. Notice is 30 days.", "8. Bond.", "A bullet.", "III. Third.", "1. Bad start."]
    chunks = read_chunks(f, f.read_bytes())
    assert len(chunks) == 1 and "7. Notice is 30 days." in chunks[0].text  # single-level numbers stay list items
