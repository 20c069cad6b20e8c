"""A .docx read as Word shows it (knowledge/docx_text.py): its automatic numbering (knowledge/docx_numbering.py; a
handbook whose 第N章 / 第N条 / 1.1 / （一） numbers live only in word/numbering.xml is read with those numbers, so it is
chunked per article as a typed one is) and its tracked changes accepted."""
from __future__ import annotations

from pathlib import Path

import pytest

from knowledge.docx_numbering import chinese_counting, format_number
from knowledge.ingest import read_chunks
from knowledge.parsers import parse_document
from tests.support.doc_fixtures import make_numbered_docx


@pytest.mark.parametrize("n,text", [(1, "一"), (10, "十"), (11, "十一"), (20, "二十"), (21, "二十一"), (99, "九十九"), (100, "一百"),
                                    (101, "一百零一"), (110, "一百一十"), (1005, "一千零五"), (2024, "二千零二十四")])
def test_chinese_counting_is_what_word_shows(n, text):
    assert chinese_counting(n) == text


@pytest.mark.parametrize("n,fmt,text", [
    (3, "decimal", "3"), (3, "chineseCountingThousand", "三"), (12, "chineseLegalSimplified", "壹拾贰"), (4, "upperRoman", "IV"),
    (14, "lowerRoman", "xiv"), (2, "upperLetter", "B"), (27, "lowerLetter", "aa"), (5, "decimalEnclosedCircle", "⑤"),
    (7, "decimalZero", "07"), (3, "ideographTraditional", "丙"), (2026, "ideographDigital", "二〇二六"), (8, "someNewFormat", "8"),
])
def test_word_number_formats(n, fmt, text):
    assert format_number(n, fmt) == text


# A handbook as Word's multilevel list styles write it: chapters numbered by the Heading 1 style (第%1章), articles by an
# 条款 style (第%2条, counting on across chapters: lvlRestart 0), their items by a level below (（%3）), procedure steps by a plain
# decimal list of their own; the paragraph text holds no number at all.
HANDBOOK = {"1": [("chineseCounting", "第%1章", "space", "Heading1"), ("chineseCounting", "第%2条", "space", "Article", 0),
                  ("chineseCounting", "（%3）", "nothing")],
            "2": [("decimal", "%1.", "tab")],
            "3": [("bullet", "•", "tab")]}
STYLES = {"Title": ("Title", None, None), "Heading1": ("heading 1", "1", None), "Article": ("条款", "1", None)}


def _handbook(tmp_path: Path) -> Path:
    return make_numbered_docx(tmp_path / "手册.docx", HANDBOOK, [
        ("Title", None, None, "员工手册"),
        ("Heading1", None, None, "总则"),
        ("Article", None, None, "本手册适用于全体员工。"),
        ("Article", None, None, "员工应遵守考勤制度。"),
        ("Heading1", None, None, "假期"),
        ("Article", None, None, "年休假：累计工作满1年不满10年的，年休假5天；满10年不满20年的，10天。"),
        (None, "1", 2, "年休假原则上在当年度内休完；"),
        (None, "1", 2, "跨年度安排的须经部门负责人批准。"),
        ("Article", None, None, "婚假3天，须在领证后一年内休完。请假流程如下："),
        (None, "2", 0, "填写请假单；"),
        (None, "2", 0, "部门负责人审批；"),
        (None, "3", 0, "附结婚证复印件。"),
        ("Article", None, None, "病假期间按连续工龄发放病假工资。"),
    ], styles=STYLES)


def test_numbers_only_in_numbering_xml_are_read_as_word_shows_them(tmp_path):
    f = _handbook(tmp_path)
    texts = [b.text for b in parse_document(f, f.read_bytes()).blocks]
    assert texts == ["员工手册", "第一章 总则", "第一条 本手册适用于全体员工。", "第二条 员工应遵守考勤制度。", "第二章 假期",
                     "第三条 年休假：累计工作满1年不满10年的，年休假5天；满10年不满20年的，10天。",
                     "（一）年休假原则上在当年度内休完；", "（二）跨年度安排的须经部门负责人批准。",
                     "第四条 婚假3天，须在领证后一年内休完。请假流程如下：", "1.\t填写请假单；", "2.\t部门负责人审批；",
                     "附结婚证复印件。", "第五条 病假期间按连续工龄发放病假工资。"]


def test_a_handbook_numbered_by_word_is_chunked_per_article(tmp_path):
    f = _handbook(tmp_path)
    chunks = read_chunks(f, f.read_bytes())
    assert [c.heading for c in chunks] == [
        "员工手册 > 第一章 总则 > 第一条", "员工手册 > 第一章 总则 > 第二条",
        "员工手册 > 第二章 假期 > 第三条 年休假", "员工手册 > 第二章 假期 > 第四条", "员工手册 > 第二章 假期 > 第五条"]
    annual = chunks[2].text
    assert "（一）年休假原则上在当年度内休完" in annual and "（二）跨年度" in annual  # an article's items stay with it
    assert "1.\t填写请假单" in chunks[3].text and "2.\t部门负责人审批" in chunks[3].text  # so do a procedure's steps


def test_a_list_instance_with_a_start_override_restarts_and_others_continue(tmp_path):
    lists = {"9": [("decimal", "%1.", "space"), ("decimal", "%1.%2", "space")]}
    instances = {"11": ("9", {}), "12": ("9", {}), "13": ("9", {0: 1})}
    f = make_numbered_docx(tmp_path / "l.docx", lists, [
        (None, "11", 0, "一"), (None, "11", 1, "一之一"), (None, "11", 1, "一之二"), (None, "12", 0, "二"),
        (None, "12", 1, "二之一"), (None, "13", 0, "重新开始"), (None, "0", 0, "不编号"), (None, None, None, "正文")],
        instances=instances)
    assert [b.text for b in parse_document(f, f.read_bytes()).blocks] == [
        "1. 一", "1.1 一之一", "1.2 一之二", "2. 二", "2.1 二之一", "1. 重新开始", "不编号", "正文"]


def test_dotted_numbers_from_word_split_clauses_like_typed_ones(tmp_path):
    lists = {"1": [("decimal", "%1", "space", "Heading1"), ("decimal", "%1.%2", "space", "Clause")]}
    f = make_numbered_docx(tmp_path / "policy.docx", lists, [
        ("Heading1", None, None, "Annual Leave"), ("Clause", None, None, "You get 15 working days a year."),
        ("Clause", None, None, "Up to 5 days carry over to March."), ("Heading1", None, None, "Sick Leave"),
        ("Clause", None, None, "Ten days on full pay.")],
        styles={"Heading1": ("heading 1", "1", None), "Clause": ("Clause", "1", None)})
    chunks = read_chunks(f, f.read_bytes())
    assert [c.heading for c in chunks] == ["1 Annual Leave > 1.1", "1 Annual Leave > 1.2", "2 Sick Leave > 2.1"]
    assert [c.text for c in chunks] == ["1.1 You get 15 working days a year.", "1.2 Up to 5 days carry over to March.",
                                        "2.1 Ten days on full pay."]  # a short sentence is the clause's text, not a title


def test_a_python_docx_list_number_paragraph_gets_its_number(tmp_path):
    import docx

    d = docx.Document()
    d.add_heading("报销", level=1)
    for step in ("填写报销单", "部门经理签字", "财务审核"):
        d.add_paragraph(step, style="List Number")
    d.add_paragraph("附则", style="List Bullet")
    d.save(str(tmp_path / "d.docx"))
    raw = (tmp_path / "d.docx").read_bytes()
    assert [b.text for b in parse_document(tmp_path / "d.docx", raw).blocks] == [
        "报销", "1.\t填写报销单", "2.\t部门经理签字", "3.\t财务审核", "附则"]


def test_unreadable_numbering_leaves_the_text_as_written(tmp_path):
    import zipfile

    f = _handbook(tmp_path)
    broken = tmp_path / "broken.docx"
    with zipfile.ZipFile(f) as src, zipfile.ZipFile(broken, "w") as dst:
        for item in src.infolist():
            dst.writestr(item, b"<w:numbering" if item.filename == "word/numbering.xml" else src.read(item.filename))
    texts = [b.text for b in parse_document(broken, broken.read_bytes()).blocks]
    assert texts[:3] == ["员工手册", "总则", "本手册适用于全体员工。"]


def _counters(levels, overrides=None):
    from knowledge.docx_numbering import Counters, Level, Numbering

    full = [Level(**lv) for lv in levels] + [Level() for _ in range(9 - len(levels))]
    return Counters(Numbering(abstract={"a": full}, instances={"1": ("a", {}), "2": ("a", overrides or {})}))


@pytest.mark.parametrize("levels,steps,labels", [
    # legal numbering: a chapter in Chinese counting, its clauses in decimal under w:isLgl
    ([{"fmt": "chineseCounting", "text": "第%1章", "suffix": " "}, {"text": "%1.%2", "suffix": " ", "legal": True}],
     [("1", 0), ("1", 1), ("1", 1), ("1", 0), ("1", 1)], ["第一章 ", "1.1 ", "1.2 ", "第二章 ", "2.1 "]),
    # items restart under each article by default …
    ([{"fmt": "chineseCounting", "text": "第%1条", "suffix": ""}, {"fmt": "chineseCounting", "text": "（%2）", "suffix": ""}],
     [("1", 0), ("1", 1), ("1", 1), ("1", 0), ("1", 1)], ["第一条", "（一）", "（二）", "第二条", "（一）"]),
    # … and count on when w:lvlRestart is 0
    ([{"text": "%1.", "suffix": " "}, {"fmt": "decimalEnclosedCircle", "text": "%2", "suffix": "", "restart": 0}],
     [("1", 0), ("1", 1), ("1", 0), ("1", 1)], ["1. ", "①", "2. ", "②"]),
    # a level that restarts only after level 1 keeps counting past level 2
    ([{"text": "第%1部分", "suffix": " "}, {"text": "%2.", "suffix": " "}, {"fmt": "lowerLetter", "text": "(%3)", "suffix": " ", "restart": 1}],
     [("1", 0), ("1", 2), ("1", 1), ("1", 2), ("1", 0), ("1", 2)], ["第1部分 ", "(a) ", "1. ", "(b) ", "第2部分 ", "(a) "]),
    # an instance with a start override restarts once, then counts on
    ([{"text": "%1)", "suffix": " "}], [("1", 0), ("1", 0), ("2", 0), ("2", 0)], ["1) ", "2) ", "5) ", "6) "]),
    # bullets and "none" add nothing; a level the list does not define shows nothing
    ([{"fmt": "bullet", "text": "•"}, {"fmt": "none", "text": "%2"}], [("1", 0), ("1", 1), ("1", 5)], ["", "", ""]),
    # a start other than 1; a numId Word never defined and numId 0 give nothing
    ([{"text": "第%1条", "suffix": " ", "start": 3, "fmt": "chineseCounting"}], [("1", 0), ("9", 0), ("0", 0), ("1", 0)],
     ["第三条 ", "", "", "第四条 "]),
])
def test_counters_follow_words_rules(levels, steps, labels):
    counters = _counters(levels, overrides={0: 5})
    assert [counters.label(num_id, ilvl) for num_id, ilvl in steps] == labels


def test_a_style_numbered_paragraph_takes_the_level_tied_to_its_style(tmp_path):
    lists = {"1": [("chineseCounting", "第%1章", "space", "Chapter"), ("chineseCounting", "第%2条", "space", "Article", 0)]}
    f = make_numbered_docx(tmp_path / "s.docx", lists, [
        ("Chapter", None, None, "总则"), ("Article", None, None, "适用范围。"), ("Chapter", None, None, "考勤"),
        ("Article", None, None, "上班时间为9:00。"), (None, "1", 1, "迟到的扣款见附表。")],  # its own w:numPr, the article level
        styles={"Chapter": ("heading 1", "1", None), "Article": ("条款", "1", None)})
    assert [b.text for b in parse_document(f, f.read_bytes()).blocks] == [
        "第一章 总则", "第一条 适用范围。", "第二章 考勤", "第二条 上班时间为9:00。", "第三条 迟到的扣款见附表。"]


def test_tracked_insertions_content_controls_and_fields_are_text_and_deletions_are_not(tmp_path):
    """A handbook sent round with tracked changes reads as Word shows it with the changes accepted: 婚假3天 changed to 10天
    is 10天 (the inserted run was dropped before, so the figure vanished altogether)."""
    import zipfile

    w = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'
    body = ("<w:p><w:r><w:t>第八条 婚假</w:t></w:r><w:del><w:r><w:delText>3</w:delText></w:r></w:del>"
            "<w:ins><w:r><w:t>10</w:t></w:r></w:ins><w:r><w:t>天，</w:t></w:r>"
            "<w:sdt><w:sdtContent><w:r><w:t>须提前</w:t></w:r></w:sdtContent></w:sdt>"
            "<w:smartTag><w:r><w:t>5</w:t></w:r></w:smartTag><w:fldSimple><w:r><w:t>个工作日</w:t></w:r></w:fldSimple>"
            "<w:moveFrom><w:r><w:t>（旧位置）</w:t></w:r></w:moveFrom><w:r><w:t>申请。</w:t></w:r></w:p>"
            "<w:sdt><w:sdtContent><w:p><w:r><w:t>第九条 丧假3天。</w:t></w:r></w:p></w:sdtContent></w:sdt>")
    f = tmp_path / "tracked.docx"
    with zipfile.ZipFile(f, "w") as z:
        z.writestr("word/document.xml", f"<w:document {w}><w:body>{body}</w:body></w:document>")
    assert [b.text for b in parse_document(f, f.read_bytes()).blocks] == ["第八条 婚假10天，须提前5个工作日申请。", "第九条 丧假3天。"]


def test_a_numbering_part_packed_with_lists_is_read_only_so_far(tmp_path):
    """A numbering.xml of 30,000 lists (well under the XML size cap) keeps the first 2,000; the text still reads."""
    from knowledge.docx_numbering import MAX_LISTS

    lists = {str(i): [("decimal", "%1." + "x" * 200, "space")] for i in range(30_000)}
    f = make_numbered_docx(tmp_path / "many.docx", lists, [(None, "1", 0, "第一项"), (None, "29999", 0, "最后一项")])
    texts = [b.text for b in parse_document(f, f.read_bytes()).blocks]
    assert texts[0].startswith("1.xxxx") and len(texts[0]) < 80 and texts[1] == "最后一项" and MAX_LISTS < 30_000
