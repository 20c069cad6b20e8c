"""The answer check on the probe set (tests/data/answer_probes/probes.jsonl): right and wrong final
answers, each written after real tool calls on three handbooks. The held-out part was never
used to tune the check; these floors are the figures reported for it (bench/bench_answer_check.py)."""
from __future__ import annotations

import datetime as dt
from collections import Counter

import pytest

from prompts.answer_check import claim_problems
from prompts.grounds import grounds_for
from tests.support.answer_probes import PROBES, load_probes

ROWS = load_probes()
# The figures reported on the held-out part (issue 26's closing note); a change that makes them
# worse fails here. Targets: false alarms ≤ 1%, misses ≤ 3%.
HELDOUT_MAX_FALSE_ALARMS = 0
HELDOUT_MAX_MISSES = 2
TUNE_MAX_FALSE_ALARMS = 1
TUNE_MAX_MISSES = 1
# The second held-out set (heldout2.jsonl, issue 26 round 2): its report part was never tuned on in
# round 2; round 3 read its failures and fixed their classes, so both parts are tuning data now.
HELDOUT2 = load_probes(PROBES.parent / "heldout2.jsonl")
REPORT2_MAX_FALSE_ALARMS = 0
REPORT2_MAX_MISSES = 1
TUNE2_MAX_FALSE_ALARMS = 1
TUNE2_MAX_MISSES = 0
# The third set (heldout3.jsonl, round 3): all "report", written before round 3's fixes and never
# tuned on in round 3 (11/94 false alarms, 13/101 misses then). Since round 4 heldout3 is tuning data:
# its failures were read and their classes fixed, so these floors are no longer an untouched figure.
HELDOUT3 = load_probes(PROBES.parent / "heldout3.jsonl")
REPORT3_MAX_FALSE_ALARMS = 0
REPORT3_MAX_MISSES = 2


# A question's answers share its tool calls, so they share its grounds, as the answers of one turn do in `think`:
# computed once per question (by identity: `load_probes` gives a question's rows one list of calls).
_GROUNDS: dict[int, tuple] = {}


def _flagged(row) -> bool:
    key = id(row["tool_calls"])
    if key not in _GROUNDS or _GROUNDS[key][0] is not row["tool_calls"]:
        _GROUNDS[key] = (row["tool_calls"], grounds_for(row["question"], dt.date.fromisoformat(row["today"]), row["tool_calls"]))
    return bool(claim_problems(row["answer"], _GROUNDS[key][1]))


def test_a_questions_answers_get_the_same_verdicts_from_shared_grounds_as_from_their_own():
    """The figures below share a question's grounds among its answers (`_flagged`): checking an answer must not
    change the grounds the next one is checked against."""
    rows = [r for name in ("heldout29", "heldout30", "heldout31") for r in load_probes(PROBES.parent / f"{name}.jsonl")[:45]]
    own = [bool(claim_problems(r["answer"], grounds_for(r["question"], dt.date.fromisoformat(r["today"]), r["tool_calls"])))
           for r in rows]
    assert [_flagged(r) for r in rows] == own and any(own) and not all(own)


def test_the_probe_set_is_large_varied_and_split_by_question():
    labels = Counter(r["label"] for r in ROWS)
    assert labels["correct"] >= 150 and labels["wrong"] >= 150
    assert {r["handbook"] for r in ROWS} == {"bundled", "hengrui", "lumenfield"} and {r["lang"] for r in ROWS} == {"zh", "en"}
    assert all(r["tool_calls"] and all("data" in c for c in r["tool_calls"]) for r in ROWS)  # real calls, typed results
    splits = {}
    for r in ROWS:
        assert splits.setdefault(r["group"], r["split"]) == r["split"]  # a question's phrasings never straddle the split
    assert Counter(r["split"] for r in ROWS)["heldout"] >= 100


@pytest.mark.parametrize("split,max_alarms,max_misses", [("heldout", HELDOUT_MAX_FALSE_ALARMS, HELDOUT_MAX_MISSES),
                                                          ("tune", TUNE_MAX_FALSE_ALARMS, TUNE_MAX_MISSES)])
def test_false_alarms_and_misses_stay_within_the_reported_figures(split, max_alarms, max_misses):
    rows = [r for r in ROWS if r["split"] == split]
    alarms = [r["id"] for r in rows if r["label"] == "correct" and _flagged(r)]
    misses = [r["id"] for r in rows if r["label"] == "wrong" and not _flagged(r)]
    assert len(alarms) <= max_alarms, alarms
    assert len(misses) <= max_misses, misses


def test_the_second_set_is_its_own_and_split_by_question():
    labels = Counter(r["label"] for r in HELDOUT2)
    assert labels["correct"] >= 100 and labels["wrong"] >= 100
    assert {r["split"] for r in HELDOUT2} == {"tune", "report"} and {r["lang"] for r in HELDOUT2} == {"zh", "en"}
    assert all(r["tool_calls"] and all("data" in c and c["ok"] for c in r["tool_calls"]) for r in HELDOUT2)
    splits = {}
    for r in HELDOUT2:
        assert splits.setdefault(r["group"], r["split"]) == r["split"]
    # Written afresh: short plain answers about the same clause may coincide (婚假15天。), no more.
    assert len({r["answer"] for r in HELDOUT2} & {r["answer"] for r in ROWS}) <= len(HELDOUT2) // 10


@pytest.mark.parametrize("split,max_alarms,max_misses", [("report", REPORT2_MAX_FALSE_ALARMS, REPORT2_MAX_MISSES),
                                                          ("tune", TUNE2_MAX_FALSE_ALARMS, TUNE2_MAX_MISSES)])
def test_the_second_sets_figures_stay_within_the_reported_ones(split, max_alarms, max_misses):
    rows = [r for r in HELDOUT2 if r["split"] == split]
    alarms = sum(1 for r in rows if r["label"] == "correct" and _flagged(r))
    misses = sum(1 for r in rows if r["label"] == "wrong" and not _flagged(r))
    assert alarms <= max_alarms and misses <= max_misses, (alarms, misses)


def test_the_third_set_is_its_own_all_report_on_new_handbooks():
    labels = Counter(r["label"] for r in HELDOUT3)
    assert labels["correct"] >= 70 and labels["wrong"] >= 70
    assert {r["split"] for r in HELDOUT3} == {"report"} and {r["lang"] for r in HELDOUT3} == {"zh", "en"}
    assert {"harbourside", "hetian"} <= {r["handbook"] for r in HELDOUT3}  # handbooks no earlier set used
    assert all(r["tool_calls"] and all("data" in c and c["ok"] for c in r["tool_calls"]) for r in HELDOUT3)
    earlier = {r["answer"] for r in HELDOUT2} | {r["answer"] for r in ROWS}
    assert len({r["answer"] for r in HELDOUT3} & earlier) <= len(HELDOUT3) // 10


def test_the_third_sets_figures_stay_within_the_reported_ones():
    alarms = sum(1 for r in HELDOUT3 if r["label"] == "correct" and _flagged(r))
    misses = sum(1 for r in HELDOUT3 if r["label"] == "wrong" and not _flagged(r))
    assert alarms <= REPORT3_MAX_FALSE_ALARMS and misses <= REPORT3_MAX_MISSES, (alarms, misses)


# The fourth set (heldout4.jsonl): written and its labels audited blind by people who never read the
# check's code; measured 53/207 false alarms and 54/242 misses at 5f277c9 (round 3), 59/207 and
# 44/242 after round 4, before anyone read it answer by answer. In round 5 it became tuning data (its
# failures were read as classes); these floors are its figures after round 20.
HELDOUT4 = load_probes(PROBES.parent / "heldout4.jsonl")
REPORT4_MAX_FALSE_ALARMS = 21
REPORT4_MAX_MISSES = 28


def test_the_fourth_sets_figures_stay_within_the_reported_ones():
    alarms = sum(1 for r in HELDOUT4 if r["label"] == "correct" and _flagged(r))
    misses = sum(1 for r in HELDOUT4 if r["label"] == "wrong" and not _flagged(r))
    assert alarms <= REPORT4_MAX_FALSE_ALARMS and misses <= REPORT4_MAX_MISSES, (alarms, misses)


# The fifth set (heldout5.jsonl): written for round 5 by two people who never read the check's code nor
# ran it, every label audited blind by two more; counted only in round 5 (29/172, 64/195). In round 6
# it became tuning data (its failures were read as classes); these floors are its figures after round 18 (one more
# wrong answer caught: a date paid at another kind of day's overtime rate), and after round 26 (one more false alarm:
# "three quarters of a month's base pay", a pro-rata share now read as 75%, which no clause states).
HELDOUT5 = load_probes(PROBES.parent / "heldout5.jsonl")
REPORT5_MAX_FALSE_ALARMS = 8
REPORT5_MAX_MISSES = 53


def test_the_fifth_set_is_its_own_all_report_on_new_material():
    labels = Counter(r["label"] for r in HELDOUT5)
    assert labels["correct"] >= 150 and labels["wrong"] >= 150
    assert {r["split"] for r in HELDOUT5} == {"report"} and {r["lang"] for r in HELDOUT5} == {"zh", "en"}
    assert {"bundled", "corvane", "hengrui", "lumenfield"} == {r["handbook"] for r in HELDOUT5}
    assert all(r["tool_calls"] and all("data" in c and c["ok"] for c in r["tool_calls"]) for r in HELDOUT5)
    earlier = {r["answer"] for r in (*HELDOUT4, *HELDOUT3, *HELDOUT2, *ROWS)}
    assert not {r["answer"] for r in HELDOUT5} & earlier


def test_the_fifth_sets_figures_stay_within_the_reported_ones():
    alarms = sum(1 for r in HELDOUT5 if r["label"] == "correct" and _flagged(r))
    misses = sum(1 for r in HELDOUT5 if r["label"] == "wrong" and not _flagged(r))
    assert alarms <= REPORT5_MAX_FALSE_ALARMS and misses <= REPORT5_MAX_MISSES, (alarms, misses)


# Round 6's tuning set (tune6.jsonl): written blind by two people who never read the check's code nor
# ran it, with more correct answers than wrong ones, in the forms people write; read answer by answer
# and tuned on. 77/187 false alarms and 49/165 misses before round 6 (0078362); floors after round 20.
TUNE6 = load_probes(PROBES.parent / "tune6.jsonl")
TUNE6_MAX_FALSE_ALARMS = 42
TUNE6_MAX_MISSES = 46

# Round 6's report set (heldout6.jsonl): written and every label audited blind by four people who never
# read the check's code nor ran it, on the calendar and three handbooks of its own; counted only in
# round 6 (49/161 and 47/190 before it, 35/161 and 53/190 after). In round 7 it became tuning data (its
# failures were read as classes); these floors are its figures after round 8.
HELDOUT6 = load_probes(PROBES.parent / "heldout6.jsonl")
REPORT6_MAX_FALSE_ALARMS = 19
REPORT6_MAX_MISSES = 46  # after round 32: a total of a worked sum and two amounts adds up; the error was a rate


def test_the_sixth_sets_are_their_own_on_new_material():
    earlier = {r["answer"] for r in (*HELDOUT5, *HELDOUT4, *HELDOUT3, *HELDOUT2, *ROWS)}
    for rows, split, handbooks in ((TUNE6, "tune", {"bundled", "qinghe", "tallow"}),
                                   (HELDOUT6, "report", {"bundled", "qinglan", "tidewell", "veridane"})):
        labels = Counter(r["label"] for r in rows)
        assert labels["correct"] >= 150 and labels["wrong"] >= 150
        assert {r["split"] for r in rows} == {split} and {r["lang"] for r in rows} == {"zh", "en"}
        assert {r["handbook"] for r in rows} == handbooks
        assert all(r["tool_calls"] and all("data" in c and c["ok"] for c in r["tool_calls"]) for r in rows)
        assert not {r["answer"] for r in rows} & earlier
    assert not {r["answer"] for r in TUNE6} & {r["answer"] for r in HELDOUT6}


# Round 7's report set (heldout7.jsonl): written and every label audited blind by four people who never
# read the check's code nor ran it, on the calendar and three handbooks of its own (a Chinese .txt, a US
# Markdown handbook, a Chinese group policy with an English Singapore supplement); counted only in round 7
# (60/163 and 69/193 before it, 59/163 and 63/193 after). In round 8 it became tuning data (its failures
# were read as classes); these floors are its figures after round 20 (33/163 and 51/193 after round 8; one more
# miss in round 20, a wrong term inside a labelled sum that holds: 法定10天+福利年假3天=13天).
HELDOUT7 = load_probes(PROBES.parent / "heldout7.jsonl")
REPORT7_MAX_FALSE_ALARMS = 32
REPORT7_MAX_MISSES = 46


# Round 8's report set (heldout8.jsonl): written and audited blind on the calendar and three handbooks of its
# own (a Chinese HTML page, an Australian .docx, a Chinese Markdown policy with a .txt lab supplement);
# counted only in round 8 (48/161 and 58/204 before it, 48/161 and 57/204 after). In round 9 it became
# tuning data; these floors are its figures after round 25 (38/161 and 51/204 after round 9; round 25 reads tables
# written as "cell | cell" lines).
HELDOUT8 = load_probes(PROBES.parent / "heldout8.jsonl")
REPORT8_MAX_FALSE_ALARMS = 29
REPORT8_MAX_MISSES = 49

# Round 9's report set (heldout9.jsonl): written and every label audited blind by four people who never
# read the check's code nor ran it, on the calendar (2027's estimated 清明, 劳动节 and 端午; 中秋 2026) and
# three handbooks of its own (an Indian English PDF, a Chinese plant's FAQ .txt, a Chinese Markdown
# handbook with nested numbered lists); counted only in round 9 (53/168 and 63/204 before it, 52/168 and
# 60/204 after). In round 10 it became tuning data; these floors are its figures after round 16 (48/168 and
# 50/204 after round 10: round 12 reads the pay per hour it had flagged, so two wrong rates it had caught only
# through that hourly figure passed until round 13 told a list item's value from another item's). One more miss in
# round 21: 3 × 689.66 = 2,068.97 now holds (689.66 is 15,000 ÷ 21.75 shown rounded); its error is the rule.
HELDOUT9 = load_probes(PROBES.parent / "heldout9.jsonl")
REPORT9_MAX_FALSE_ALARMS = 44
REPORT9_MAX_MISSES = 50

# Round 10's report set (heldout10.jsonl): written and every label audited blind by four people who never
# read the check's code nor ran it, on the calendar (元旦 and 春节 2027, estimated; 国庆 and 劳动节 2026 with
# their make-up days) and three handbooks of its own (a Canadian clinic's HTML page, a Chinese .docx with Word
# tables, a New Zealand Markdown handbook with a Chinese .txt Shenzhen supplement); counted only in round 10
# (70/168 and 52/208 before it, 74/168 and 47/208 after). In round 11 it became tuning data; these floors
# are its figures after round 19 (53/168 and 40/208 after round 11; round 18: two dates paid at another kind of day's
# overtime rate; round 19: 8/12個月 no longer read as a date; round 25: tables written as "cell | cell" lines are
# read, 3 fewer false alarms and 4 more misses, wrong answers caught before for a table value that was right).
HELDOUT10 = load_probes(PROBES.parent / "heldout10.jsonl")
REPORT10_MAX_FALSE_ALARMS = 40
REPORT10_MAX_MISSES = 43  # after round 32: 1.5 × $34.80 = $156.60 leaves out the 3 hours stated before; its error is elsewhere

# Round 11's report set (heldout11.jsonl): written and every label audited blind by four people who never
# read the check's code nor ran it, on the calendar (清明 2026 and 2027, 中秋 and 国庆 2026, 劳动节, 端午 and
# 国庆 2027 and 元旦 2028 estimated) and three handbooks of its own (a Hong Kong hotel's Traditional Chinese .txt,
# an Irish PDF, a Chinese school's FAQ Markdown); counted only in round 11 (62/167 and 42/209 before it,
# 60/167 and 42/209 after). In round 12 it became tuning data; these floors are its figures after round 16
# (37/167 and 50/209 after round 12: eight wrong answers it had caught only through a number it could not read,
# 六個月 or 一倍半, now pass on the wrong rule they state; in round 16 one more, caught only because "is Friday 11 June"
# was read as 8 June's weekday). Floors after round 19 (round 18: one more passed, its total HK$1,550 of the amounts it
# lists in brackets now their sum, its error a rate; round 19: a share worked out past a cap the answer never names).
# Three more in round 21: €1,250 ÷ 12 ≈ €104.17 and HK$941.38 are now read as their steps rounded to cents; each
# answer's error is a rule, caught before only through the rounding. One false alarm fewer in round 22.
HELDOUT11 = load_probes(PROBES.parent / "heldout11.jsonl")
REPORT11_MAX_FALSE_ALARMS = 29  # after round 33
REPORT11_MAX_MISSES = 49

# Round 12's report set (heldout12.jsonl): written and every label audited blind by four people who never
# read the check's code nor ran it, on the calendar (春节 2026 with its make-up Saturdays, 元旦 and 春节 2027
# estimated, notice periods, payroll cut-offs, whole months) and three handbooks of its own (a Taiwanese
# studio's Traditional Chinese Markdown, a Scottish .docx with amendments, a Chinese plant's .txt with a text
# table); counted only in round 12 (57/165 and 46/211 before it, 51/165 and 46/211 after). In round 13 it became
# tuning data; these floors are its figures after round 15 (after round 13: 8 more misses, wrong answers caught only through a
# number the check could not read before (a list's total, 18日 as days, 30元/班 as a rate per shift, d/m/yyyy)
# that now pass on the wrong rule they state). After round 26 (tables whose cells carry their money read): 2 fewer false
# alarms, one more miss; after round 27 one fewer false alarm.
HELDOUT12 = load_probes(PROBES.parent / "heldout12.jsonl")
REPORT12_MAX_FALSE_ALARMS = 26
REPORT12_MAX_MISSES = 55

# Round 13's report set (heldout13.jsonl): written and every label audited blind by four people who never
# read the check's code nor ran it, on the calendar (元旦 2026 with its make-up Sunday, the 2026→2027 year end,
# 清明 to 国庆 2027 and three todays in 2028, all estimated; 产假 158 days, paydays, 7.5-hour shifts) and three
# handbooks of its own (a Chinese restaurant chain's HTML page, a Norwegian PDF, a bilingual Chinese/English
# .docx whose Chinese text governs); counted only in round 13 (37/166 and 66/210 before it, 34/166 and 67/210 after).
# In round 14 it became tuning data; these floors are its figures after round 17 (round 17: one correct table answer's
# 800元 had passed only as one step from numbers the check now reads as worked sums, 7×35 and 8×70, and is flagged).
# Floors after round 19 (a status in the piece after a weekday alone is the date's: one more wrong answer caught),
# and after round 25 (its .docx tables written as "cell | cell" lines are read: one fewer each), and round 27 (kroner
# read as money: one wrong amount caught, one correct amount worked out and never written flagged), and round 28 (a
# remainder of a whole quotient read: one fewer false alarm). Floors after round 31 (a cap is no rate of the person's case:
# one wrong answer caught before only as a rate mix-up, its error the cap's period, now passes; one false alarm fewer).
HELDOUT13 = load_probes(PROBES.parent / "heldout13.jsonl")
REPORT13_MAX_FALSE_ALARMS = 20
REPORT13_MAX_MISSES = 60  # after round 33: a written sum that holds; its error is one of its terms

# Round 14's report set (heldout14.jsonl): written and every label audited blind by four people who never
# read the check's code nor ran it, on the calendar (国庆 and 劳动节 2026 through their make-up days, todays on
# weekends, 2028 and 2029 estimated, each month's Nth working day, leave to use by 次年3月31日, 4-hour half days)
# and three handbooks of its own (a Singapore fintech's English .txt, a Dalian factory's Chinese .docx with Word
# tables, a Shanghai hospital's Markdown with footnotes and a rule changed on 2026-07-01); counted only in round 14
# (52/166 and 55/210 before it, 51/166 and 55/210 after). In round 15 it became tuning data; these floors are its
# figures after round 15 (five wrong answers it had caught only because a table's cells had no unit to read, 元/班 in
# the line above the table, now pass on the old rate they apply after the change date, or another band's value).
# Floors after round 17 (one more wrong answer passes: its 时薪15新元 × 1.5 × 10小时 ＝ 225新元 is now read, and its error
# is the pay cap's rule). Floors after round 18 (a date paid at another kind of day's overtime rate is caught). Floors
# after round 30 (a status said after a date worked out from another is no longer read as the first date's).
HELDOUT14 = load_probes(PROBES.parent / "heldout14.jsonl")
REPORT14_MAX_FALSE_ALARMS = 26  # after round 31: a value stated only as a bound is no rate of the person's case
REPORT14_MAX_MISSES = 55

# Round 15's report set (heldout15.jsonl): written and every label audited blind by four people who never
# read the check's code nor ran it, on the calendar (清明, 端午 and 中秋 2026, the turn of 2026 into 2027 and 2030
# estimated, todays that are holidays, probation ends, every other Friday, deadlines moved off holidays) and three
# handbooks of its own (a New Zealand co-operative's English HTML, a Hefei factory's Chinese PDF with 第N条 and
# numbered items, a Xiamen airline's cabin-crew Markdown with nested lists and a rule changed on 2026-10-01);
# counted only in round 15 (44/166 and 74/210 before it, 43/166 and 73/210 after). In round 16 it became tuning
# data; these floors are its figures after round 17 (29/166 and 65/210 after round 16; round 17 reads 24.50纽币 × 1.5 × 8
# as a sum, after which one correct answer's "一天带薪替代假" no longer passes by a coincidence, and "假期结束后第3个工作日"
# is no longer checked as October's 3rd working day). Floors after round 19 (the days left of a month, said so, are counted).
# Floors after round 30 (a period from the question's date may end the day before: 6 months from 1 July run to 31 December).
HELDOUT15 = load_probes(PROBES.parent / "heldout15.jsonl")
REPORT15_MAX_FALSE_ALARMS = 26
REPORT15_MAX_MISSES = 68

# Round 16's report set (heldout16.jsonl): written and every label audited blind by four people who never
# read the check's code nor ran it, on the calendar (counting backward, each month's Nth working day, paydays moved
# earlier, quarter ends, leave in hours, cut-off times, todays on make-up Saturdays and Sundays, 2027 and 2031
# estimated) and three handbooks of its own (a US software company's .docx with PTO accrued in hours, a Suzhou retail
# chain's .txt with tiered commission, a Scottish museum trust's Markdown with a rule changed on 2026-04-01);
# counted only in round 16 (41/166 and 72/210 before it, 41/166 and 70/210 after). In round 17 it became tuning data;
# these floors are its figures after round 17, and after round 31 (a value stated only as a bound is no rate of the
# person's case: two false alarms fewer, one wrong answer caught before only by that mix-up passes).
HELDOUT16 = load_probes(PROBES.parent / "heldout16.jsonl")
REPORT16_MAX_FALSE_ALARMS = 21  # after round 33
REPORT16_MAX_MISSES = 69

# Round 17's report set (heldout17.jsonl): written and every label audited blind by four people who never
# read the check's code nor ran it, on the calendar (leave already taken, contract ends and notice, anniversaries,
# overtime days by kind, 双节, lunar dates, month halves, week numbers, 2027 and 2028 estimated) and three handbooks of
# its own (a German logistics firm's English Markdown with § sections, a Shenzhen game studio's Chinese .docx with Word
# tables, a Pilbara mining contractor's English PDF with a rate changed on 2026-07-01); counted only in round 17
# (51/166 and 60/210 before it and after it; 51/166 and 61/210 on round 15's code). In round 18 it became tuning data;
# these floors are its figures after round 18, and one more miss after round 23 (a wrong answer caught before only
# because its 23:00–6:00 night had no ground for 7 hours; its error is the 23:00 start).
HELDOUT17 = load_probes(PROBES.parent / "heldout17.jsonl")
REPORT17_MAX_FALSE_ALARMS = 33  # after round 33
REPORT17_MAX_MISSES = 53

# Round 18's report set (heldout18.jsonl): written and every label audited blind by four people who never
# read the check's code nor ran it, on the calendar (month addition clamped to a month's end, natural-day leave
# through holidays, a new hire's pro-rata leave, recurring sessions, countdowns, rolling windows, a request across New
# Year 2027, 48-hour approvals, 2027 estimated) and three handbooks of its own (a Hong Kong trading firm's HTML page, a
# Chengdu restaurant chain's Chinese Q&A .txt, a Bengaluru IT firm's Markdown with lakh-formatted rupees); counted
# only in round 18 (46/166 and 81/210 before it, 47/166 and 81/210 after). One false alarm it showed (60年4个月 = … read
# as 4 months on) was mended after the count. In round 19 it became tuning data; these floors are its figures after round 20
# (one more false alarm: ₹99,000 after a Chinese character, no longer skipped as a word's letters, is now read).
HELDOUT18 = load_probes(PROBES.parent / "heldout18.jsonl")
REPORT18_MAX_FALSE_ALARMS = 36
REPORT18_MAX_MISSES = 75

# Round 19's report set (heldout19.jsonl): written and every label audited blind by four people who never read the
# check's code nor ran it, on the calendar (大小周, rosters against the calendar, 次月10日 deadlines moved either way,
# payroll cut-offs, half-year and year-end reports, 补休 windows, leave around holidays, a table of who is away,
# Chinese-numeral dates, 2027 and 2028 estimated) and three handbooks of its own (a Japanese manufacturer's Suzhou plant
# as an English .docx with yen and yuan amounts, a Wuhan children's hospital's nursing rules as a Chinese PDF with page
# headers, a Manila BPO's English Markdown with pesos); counted only in round 19 (59/166 and 99/210 on round 17's code,
# 57/166 and 100/210 on round 18's and on round 19's). In round 20 it became tuning data; these floors are its
# figures after round 22 (one more miss: 2,400 pesos at 200%, caught before only because 比索's characters were read as
# words of the rate's subject; its real error is an invented rule), and after round 26 (one fewer false alarm, one more
# miss: a wrong answer caught before only because its table figure looked ungrounded; the figure is right, a rule is not).
HELDOUT19 = load_probes(PROBES.parent / "heldout19.jsonl")
REPORT19_MAX_FALSE_ALARMS = 49  # after round 33
REPORT19_MAX_MISSES = 95

# Round 20's report set (heldout20.jsonl): written and every label audited blind by four people who never read the
# check's code nor ran it, on the calendar (attendance cycles from the 26th, 21.75 against a month's working days,
# statutory against rest days of a break, expiring leave, trips in calendar and working days, meetings moved off a
# holiday, weekly reports, 2027 estimated) and three handbooks of its own (a New Zealand dairy co-op's Shanghai office as
# English HTML with NZ$ and RMB, a Harbin railway depot's Chinese .docx with heading styles and tables, a Dubai logistics
# firm's English numbered .txt with AED); counted only in round 20 (53/166 and 70/210 on round 19's code, 59/166 and
# 61/210 on round 20's). In round 21 it became tuning data; these floors are its figures after round 25 (round 25
# reads its .docx tables written as "cell | cell" lines: 5 fewer false alarms, 3 more misses).
HELDOUT20 = load_probes(PROBES.parent / "heldout20.jsonl")
REPORT20_MAX_FALSE_ALARMS = 40
REPORT20_MAX_MISSES = 64

# Round 21's report set (heldout21.jsonl): written and every label audited blind by four people who never read the
# check's code nor ran it, on the calendar (legal time limits moved off holidays, a joiner's and a leaver's pay by
# the month's working days, 婚假/丧假/陪产假 in working days against 产假 in calendar days, leave across a holiday,
# quarters' working days, half days off that move, 72 hours against 3 business days, counting back from a month's end,
# 2027 and 2028 estimated) and three handbooks of its own (a Hanoi garment factory's Chinese PDF with dong and yuan, a
# Seoul cosmetics lab's English Markdown FAQ with won and RMB, a Lanzhou water utility's official Chinese .txt in
# Chinese numerals); counted only in round 21 (42/166 and 75/210 on round 20's code, 40/166 and 75/210 on
# round 21's). In round 22 it became tuning data; these floors are its figures after round 22 (two more misses: wrong
# answers caught before only because 45.000 ₫ was read as forty-five; their errors are rules).
HELDOUT21 = load_probes(PROBES.parent / "heldout21.jsonl")
REPORT21_MAX_FALSE_ALARMS = 19
REPORT21_MAX_MISSES = 78  # after round 32: 80% of the minimum wage is the clause's own figure; the error calls it a cap

# Round 22's report set (heldout22.jsonl): written and every label audited blind by four people who never read the
# check's code nor ran it, on the calendar (拼假 around a break, resignation notice ends, leave in hours across part
# days, two expense-claim limits, leave across the year end into 2027, weekly hours with a 调休 Saturday, runs of working
# days, submission windows moved off a holiday, pay docked by the hour, work-injury reports, 2027 and 2028 estimated) and
# three handbooks of its own (a Pune development centre's English HTML with lakh-grouped rupees and RMB, a São Paulo
# trading office's Chinese .docx with R$ 1.234,56 reais and RMB, a Harbin heating company's Chinese Markdown with 第N条
# under chapters); counted only in round 22 (44/166 and 83/210 on round 21's code, 47/166 and 71/210 on round 22's).
# In round 23 it became tuning data; these floors are its figures after round 23.
HELDOUT22 = load_probes(PROBES.parent / "heldout22.jsonl")
REPORT22_MAX_FALSE_ALARMS = 36
REPORT22_MAX_MISSES = 66

# Round 23's report set (heldout23.jsonl): written and every label audited blind by four people who never read the
# check's code nor ran it, on the calendar (育儿假 and 陪产假, nursing hours to a first birthday, night shifts across
# midnight into and out of a holiday, 高温津贴 per working day, the Nth working day of the year, countdowns in weeks and
# days, early finishes before a break, training service periods, attendance appeals, 2027 and 2028 estimated) and three
# handbooks of its own (a Zurich instrument maker's English .txt with Art. N clauses and CHF 1'250.50 francs, a Kraków
# shared-service centre's Chinese PDF with § clauses and 5 400,00 zł, a Mombasa port operator's Chinese HTML with 一、
# clauses, tables and KSh); counted only in round 23 (52/166 and 85/210 on round 22's code, 52/166 and 84/210 on
# round 23's). In round 24 it became tuning data; these floors are its figures after round 24 (three more misses:
# wrong answers caught before only because CHF 7'800.– or 8 820 zł was misread; their errors are rules and dates). Round
# 25 reads francs, złoty and shillings as money of their own: 15 fewer misses, 7 more false alarms (amounts worked out
# and never written, a cap the clause states in its own comma piece). Floors after round 30 (weeks and days of the calendar
# days a tool counted: 6 wks 6 days).
HELDOUT23 = load_probes(PROBES.parent / "heldout23.jsonl")
REPORT23_MAX_FALSE_ALARMS = 43
REPORT23_MAX_MISSES = 72

# Round 24's report set (heldout24.jsonl): written and every label audited blind by four people who never read the
# check's code nor ran it, on the calendar (丧假 across a weekend or a break, 综合计算工时 standard hours, T+N
# reimbursement, the 调休上班日 themselves, summer and winter hours, holiday duty rotas, one item per working day, a
# five-consecutive-day limit, blood-donation and medical-check leave, 2027 and 2029 estimated) and three handbooks of its
# own (a Jakarta nickel smelter's Chinese Markdown with bold 第N条 paragraphs and Rp 4.500.000 rupiah, a Monterrey
# auto-parts plant's English .docx with $18,500.00 MXN pesos and US$, a Johannesburg mining supplier's bilingual PDF
# with R12 500,00 rand); counted only in round 24 (46/166 and 80/210 on round 23's code, 47/166 and 78/210 on
# round 24's). In round 25 it became tuning data; these floors are its figures after round 25.
HELDOUT24 = load_probes(PROBES.parent / "heldout24.jsonl")
REPORT24_MAX_FALSE_ALARMS = 33
REPORT24_MAX_MISSES = 73

# Round 25's report set (heldout25.jsonl): written and every label audited blind by four people who never read the
# check's code nor ran it, on the calendar (探亲假 in natural days with the break's days added, a fiscal year from
# April into the 2027 estimate, 2nd-Tuesday meetings, twice-monthly paydays, working days left in the year, carried
# leave expiring 31 March 2027, 独生子女护理假, exam leave, a probation appraisal 10 working days ahead, 做四休二 shifts,
# business- against calendar-day SLAs, 清明 2027 and 国庆 2029 estimated) and three handbooks of its own (a Thai glove
# factory's Chinese .txt with 一、/（一）/1. items and ฿ / 1.5万泰铢 / 15k THB, a Riyadh contractor's English HTML with
# Article N headings, tables and SAR / SR, a Lagos tower builder's Chinese .docx with 4.3-style clauses, a table and
# ₦ / NGN / N120k / ₦1.2m); counted only in round 25 (35/166 and 69/210 on round 24's code, 45/166 and 54/210 on
# round 25's). In round 26 it became tuning data; these floors are its figures after round 27 (one more miss: a wrong
# answer caught before only for a product written without the hourly rate it had worked out; its error is the divisor).
HELDOUT25 = load_probes(PROBES.parent / "heldout25.jsonl")
REPORT25_MAX_FALSE_ALARMS = 35
REPORT25_MAX_MISSES = 56

# Round 26's report set (heldout26.jsonl): written and every label audited blind by four people who never read the
# check's code nor ran it, on the calendar (个税 and 社保 filing deadlines moved to the next working day, 加班调休 within 3
# months, joining papers in 5 working days, 离职证明 in 15 natural days, payslips 2 working days before payday, room
# bookings and visas ahead, last-Friday team days, a year-end bonus before 春节 2027, a joiner's first month, ISO weeks,
# half days in hours, 劳动节 2030 estimated) and three handbooks of its own (a Chongqing logistics firm's Chinese .docx with
# 第N条 paragraphs and a travel table in RMB, an Istanbul trader's English Markdown with Article N headings, a pipe table
# and ₺12.500,00 lira, an Almaty miner's Chinese HTML with decimal clauses, a table and ₸350 000 tenge); counted only in
# round 26 (31/166 and 58/210 on round 25's code, 31/166 and 59/210 on round 26's). In round 27 it became tuning data;
# these floors are its figures after round 27, and after round 28 (US$ 285 with a space is money now: a correct amount
# worked out and never written is flagged; a wrong lira amount ending a sentence is read now and caught).
HELDOUT26 = load_probes(PROBES.parent / "heldout26.jsonl")
REPORT26_MAX_FALSE_ALARMS = 32  # after round 34: financial numerals (人民币贰佰元) read
REPORT26_MAX_MISSES = 50  # after round 34: half of the clause's 贰佰元 全勤奖 now read; its error is an invented half

# Round 27's report set (heldout27.jsonl): written and every label audited blind by four people who never read the
# check's code nor ran it, on the calendar (the Nth working day of a quarter, replies due 2 working days after a Friday
# evening email, weekly meetings through a holiday month, 拼假 around 春节 and 清明 2027, business trips with a weekend
# rule, cut-offs on the 25th moved back, leave expiring 31 December, 大小周 Saturdays, the 3rd working day after 产假,
# overtime on 元旦 2027, 48 hours against 2 working days) and three handbooks of its own (a Dhaka knitwear factory's
# Chinese .txt with taka, a Cairo cement works' English PDF with Egyptian pounds, a Tbilisi logistics firm's bilingual
# .docx with lari); counted only in round 27 (50/164 and 65/212 on round 26's code, 59/164 and 54/212 on round 27's).
# In round 28 it became tuning data; these floors are its figures after round 28, and after round 31 (a cap is no rate).
HELDOUT27 = load_probes(PROBES.parent / "heldout27.jsonl")
REPORT27_MAX_FALSE_ALARMS = 42  # after round 32: 23:59 ends the deadline's day
REPORT27_MAX_MISSES = 55  # after round 32: 2小时 × 1.35倍 = 135 leaves out the hourly 50; the error is Friday's rate

# Round 28's report set (heldout28.jsonl): written and every label audited blind by four people who never read the
# check's code nor ran it, on the calendar (the last working day of each month of Q1 2027, a 15-working-day appeal across
# 国庆, Q4 2026's working days by month, a 30-day notice ending on a rest day, returns after N working days of leave,
# paydays on the 5th working day of 2027's first months, a countdown to 春节 2027, 调休 weekend days, a 10-working-day pass,
# a probation's last day, a month's middle working day, Tuesday and Thursday sessions) and three Chinese companies'
# handbooks of its own in RMB (a Suzhou factory's Chinese Markdown with **第N条** paragraphs, a Chengdu hospital group's
# Chinese .docx with numbered lists and a travel table, a Shenzhen fintech's bilingual HTML with tables and HK$); counted
# only in round 28 (26/166 and 85/210 on round 27's code and on round 28's). In round 29 it became tuning data; these
# floors are its figures after round 29. Round 29 also moved heldout8, 15–18, 20, 21 and 23 (docs/answer-check.md,
# "Round 29": days listed after their month once are read as dates, a floor's percentage is no service band's, …);
# their floors are those figures.
HELDOUT28 = load_probes(PROBES.parent / "heldout28.jsonl")
REPORT28_MAX_FALSE_ALARMS = 16  # after round 32: weekly sessions counted on the calendar
REPORT28_MAX_MISSES = 86  # after round 32: a right count of sessions; the error is the last session's date

# Round 29's report set (heldout29.jsonl): written and every label audited blind by four people who never read the
# check's code nor ran it, on the calendar (reports due the 3rd working day after each month's end in H1 2027, 调休 within
# 30 calendar days, February 2027's working days, leave across 元旦 2027, Q4's 2nd and 4th Fridays, the 100th day of 2027,
# leave after 清明 2026, duty rosters over 国庆, weeks and working days to the year end, invoices due 45 days on, every other
# Monday) and three Chinese companies' handbooks of its own in RMB (a Ningbo e-commerce firm's Chinese PDF with 第N条, a
# Xi'an chip fab's Chinese .txt with 一、/（一）/1. items, a Guangzhou logistics firm's English .docx for foreign hires with
# 4.1 paragraphs and a housing table); counted only in round 29 (45/166 and 72/210 on round 28's code, 44/166 and 72/210
# on round 29's). In round 30 it became tuning data; these floors are its figures after round 30 (one wrong answer passes
# now: its invented rule named 31 December, which is also where a 3-month period from the question's 1 October ends).
HELDOUT29 = load_probes(PROBES.parent / "heldout29.jsonl")
REPORT29_MAX_FALSE_ALARMS = 30  # after round 33
REPORT29_MAX_MISSES = 73  # after round 33: 45 days from the question's 17 August is right; its error moves the day the wrong way

# Round 30's report set (heldout30.jsonl): written and every label audited blind by four people who never read the
# check's code nor ran it, on the calendar (paydays on the 15th moved back to a working day in H1 2027, the working days
# around 春节 2027, leave from 21 December to 8 January, carried leave to use by 31 March 2027, two approval steps of 3 and
# 4 working days, a work anniversary on a rest day, 大后天 and 下下周一, 2026's 调休 Saturdays, a trip across 中秋 paid per
# calendar day, a probation appraisal 5 working days before its end, 劳动节 2027 拼假, overtime on a 调休 Saturday against a
# statutory day) and three Chinese companies' handbooks of its own whose rules are numbered list items (a Hangzhou
# supermarket chain's Chinese .docx with "1." rules under Heading 1 chapters, a Wuhan auto-parts maker's Chinese Markdown
# with ordered lists and a table, a Qingdao brewery's English HTML with <ol> rules); counted only in round 30 (32/167 and
# 69/209 on round 29's code and on round 30's). In round 31 it became tuning data; these floors are its figures after round 31
# (one wrong answer caught before only because a cap was read as a rate passes, its error a swap of two rates; two wrong
# lists of 调休 Saturdays are caught by the weekday their count says of each day).
HELDOUT30 = load_probes(PROBES.parent / "heldout30.jsonl")
REPORT30_MAX_FALSE_ALARMS = 24  # after round 33
REPORT30_MAX_MISSES = 68

# Round 31's report set (heldout31.jsonl): written and every label audited blind by four people who never read the
# check's code nor ran it, on the calendar (a quarterly report on the 10th working day of 2027's quarters, October 2026's
# working days by week, a 3-day training on consecutive working days, 15 working days after a receipt on a 调休 day, 100
# working days on into 2027, the last working days of Q4's months, 2026's Fridays that are holidays, 3-year contracts and
# their notice dates, leave next to 国庆, 年假 split around 元旦 2027, Thursday stand-ups, working hours between two dates)
# and three Chinese companies' handbooks of its own (a Nanjing pharmaceutical firm's .docx whose 第N章/第N条 come from
# Word's automatic numbering, a Kunming tour operator's HTML with tables and <ol> rules, a Dongguan electronics factory's
# bilingual .txt with 1./1.1 clauses in RMB and USD); counted only in round 31 (32/166 and 76/210 on round 30's code and
# on round 31's). In round 32 it became tuning data; these floors are its figures after round 32.
HELDOUT31 = load_probes(PROBES.parent / "heldout31.jsonl")
REPORT31_MAX_FALSE_ALARMS = 18
REPORT31_MAX_MISSES = 76

# Round 32's report set (heldout32.jsonl): written and every label audited blind by four people who never read the
# check's code nor ran it, on the calendar (a payroll closing on the 20th moved forward, July 2026 to June 2027; 158 days
# of 产假 into 2027; the 3rd working day of Q1 2027's months; an every-third-day October rota; 24 December to 4 January;
# 6-month probations ending on a rest day; H2's last Fridays; 端午 2026; 清明 2027; Q4's weekend working days; two weeks
# against 10 working days; expiring 年假; 2026's statutory days) and three handbooks of its own (a Tianjin container
# terminal's English .docx numbered 1 / 1.1 / 1.1.1 by Word's automatic numbering, a Xiamen hotel's Chinese Markdown with
# 第N条 and （一） items and a table, a Chengdu game studio's Chinese PDF with 1./1.1 clauses); counted once in round 32
# (45/166 and 83/210 on round 31's code, 46/166 and 84/210 on round 32's; these floors are round 32's after the day with
# its weekday was limited to a weekday in brackets, a mend made after the count: 45/166 and 84/210).
# In round 33 it became tuning data; these floors are its figures after round 33.
HELDOUT32 = load_probes(PROBES.parent / "heldout32.jsonl")
REPORT32_MAX_FALSE_ALARMS = 27
REPORT32_MAX_MISSES = 85  # after round 34

# Round 33's report set (heldout33.jsonl): written and every label audited blind by four people who never read the
# check's code nor ran it, on the calendar (the working days either side of 2027's holidays, 婚假 of 13 calendar days over
# 国庆, notice before 元旦 2027, 国庆's statutory days against its rest days, a 90-day probation, 24 hours against 1 working
# day, 2026's 调休 weekend days, the 15th working day of 2027, leave across the year end, paydays on the 10th moved back,
# 清明 2026, Q1 2027's month-end reports, a year's working days, a birthday half-day on a rest day, Friday reports moved
# forward) and three handbooks of its own (a Harbin railway depot's Chinese .docx with 第N条 and Word tables, a Guiyang
# data centre's Chinese HTML with lists in lists and a <dl> glossary, a Zhuhai shipyard's English Markdown with 4.2
# clauses, footnotes and HKD); counted once in round 33 (42/166 and 69/210 on round 32's code, 41/166 and 70/210 on
# round 33's).
# In round 34 it became tuning data; these floors are its figures after round 34.
HELDOUT33 = load_probes(PROBES.parent / "heldout33.jsonl")
REPORT33_MAX_FALSE_ALARMS = 35
REPORT33_MAX_MISSES = 73

# Round 34's report set (heldout34.jsonl): written and every label audited blind by four people who never read the
# check's code nor ran it, on the calendar (countdowns to 春节 2027, 陪产假 across 元旦 2027, a 30-day notice ending in 国庆,
# a 36-hour overtime cap, a 做一休一 roster over 国庆, this week's and the next two weeks' working days, paydays' lead
# days, 清明 2027, 1 January 2028's weekday, leave across the year end, a 65-day 产前 leave, 2026's months by working days,
# first-Monday meetings moved off holidays, T+5 before 中秋, 2026's weekend working days) and three handbooks of its own
# (a Shijiazhuang steel works' Chinese .txt with 一、/（一） and full-width and financial numerals, a Nanning logistics
# firm's Chinese Markdown with 1.1.1 items and a two-level table, a Macau resort's English HTML in MOP with tables and
# <ol>); counted once in round 34 (32/166 and 80/210 on round 33's code and as counted on round 34's; these floors are
# round 34's after a restated total (1225元（壹仟贰佰贰拾伍元整）) was read as its amount, a mend made after the count).
HELDOUT34 = load_probes(PROBES.parent / "heldout34.jsonl")
REPORT34_MAX_FALSE_ALARMS = 31
REPORT34_MAX_MISSES = 80


@pytest.mark.parametrize("rows,earlier,handbooks", [
    (HELDOUT7, (HELDOUT6, TUNE6, HELDOUT5, HELDOUT4, HELDOUT3, HELDOUT2, ROWS), {"bundled", "jinping", "copperleaf", "xinglan"}),
    (HELDOUT8, (HELDOUT7, HELDOUT6, TUNE6, HELDOUT5, HELDOUT4, HELDOUT3, HELDOUT2, ROWS), {"bundled", "songhe", "wattle", "yunfan"}),
    (HELDOUT9, (HELDOUT8, HELDOUT7, HELDOUT6, TUNE6, HELDOUT5, HELDOUT4, HELDOUT3, HELDOUT2, ROWS),
     {"bundled", "nilgiri", "huaduan", "shiguang"}),
    (HELDOUT10, (HELDOUT9, HELDOUT8, HELDOUT7, HELDOUT6, TUNE6, HELDOUT5, HELDOUT4, HELDOUT3, HELDOUT2, ROWS),
     {"bundled", "maple", "jinhe", "tasman"}),
    (HELDOUT11, (HELDOUT10, HELDOUT9, HELDOUT8, HELDOUT7, HELDOUT6, TUNE6, HELDOUT5, HELDOUT4, HELDOUT3, HELDOUT2, ROWS),
     {"bundled", "kowloon", "aurora", "qingshan"}),
    (HELDOUT12, (HELDOUT11, HELDOUT10, HELDOUT9, HELDOUT8, HELDOUT7, HELDOUT6, TUNE6, HELDOUT5, HELDOUT4, HELDOUT3, HELDOUT2, ROWS),
     {"bundled", "taipei", "glenmore", "yuhang"}),
    (HELDOUT13, (HELDOUT12, HELDOUT11, HELDOUT10, HELDOUT9, HELDOUT8, HELDOUT7, HELDOUT6, TUNE6, HELDOUT5, HELDOUT4, HELDOUT3,
                 HELDOUT2, ROWS),
     {"bundled", "chengdu", "nordlys", "binhai"}),
    (HELDOUT14, (HELDOUT13, HELDOUT12, HELDOUT11, HELDOUT10, HELDOUT9, HELDOUT8, HELDOUT7, HELDOUT6, TUNE6, HELDOUT5, HELDOUT4,
                 HELDOUT3, HELDOUT2, ROWS),
     {"bundled", "merlion", "dalian", "ruijin"}),
    (HELDOUT15, (HELDOUT14, HELDOUT13, HELDOUT12, HELDOUT11, HELDOUT10, HELDOUT9, HELDOUT8, HELDOUT7, HELDOUT6, TUNE6, HELDOUT5,
                 HELDOUT4, HELDOUT3, HELDOUT2, ROWS),
     {"bundled", "kiwi", "hefei", "xiamen"}),
    (HELDOUT16, (HELDOUT15, HELDOUT14, HELDOUT13, HELDOUT12, HELDOUT11, HELDOUT10, HELDOUT9, HELDOUT8, HELDOUT7, HELDOUT6, TUNE6,
                 HELDOUT5, HELDOUT4, HELDOUT3, HELDOUT2, ROWS),
     {"bundled", "cascade", "suzhou", "edinburgh"}),
    (HELDOUT17, (HELDOUT16, HELDOUT15, HELDOUT14, HELDOUT13, HELDOUT12, HELDOUT11, HELDOUT10, HELDOUT9, HELDOUT8, HELDOUT7, HELDOUT6,
                 TUNE6, HELDOUT5, HELDOUT4, HELDOUT3, HELDOUT2, ROWS),
     {"bundled", "rheinland", "shenzhen", "pilbara"}),
    (HELDOUT18, (HELDOUT17, HELDOUT16, HELDOUT15, HELDOUT14, HELDOUT13, HELDOUT12, HELDOUT11, HELDOUT10, HELDOUT9, HELDOUT8,
                 HELDOUT7, HELDOUT6, TUNE6, HELDOUT5, HELDOUT4, HELDOUT3, HELDOUT2, ROWS),
     {"bundled", "harbour", "chengdu", "bengaluru"}),
    (HELDOUT19, (HELDOUT18, HELDOUT17, HELDOUT16, HELDOUT15, HELDOUT14, HELDOUT13, HELDOUT12, HELDOUT11, HELDOUT10, HELDOUT9,
                 HELDOUT8, HELDOUT7, HELDOUT6, TUNE6, HELDOUT5, HELDOUT4, HELDOUT3, HELDOUT2, ROWS),
     {"bundled", "osaka", "wuhan", "manila"}),
    (HELDOUT20, (HELDOUT19, HELDOUT18, HELDOUT17, HELDOUT16, HELDOUT15, HELDOUT14, HELDOUT13, HELDOUT12, HELDOUT11, HELDOUT10,
                 HELDOUT9, HELDOUT8, HELDOUT7, HELDOUT6, TUNE6, HELDOUT5, HELDOUT4, HELDOUT3, HELDOUT2, ROWS),
     {"bundled", "auckland", "harbin", "dubai"}),
    (HELDOUT21, (HELDOUT20, HELDOUT19, HELDOUT18, HELDOUT17, HELDOUT16, HELDOUT15, HELDOUT14, HELDOUT13, HELDOUT12, HELDOUT11,
                 HELDOUT10, HELDOUT9, HELDOUT8, HELDOUT7, HELDOUT6, TUNE6, HELDOUT5, HELDOUT4, HELDOUT3, HELDOUT2, ROWS),
     {"bundled", "hanoi", "seoul", "lanzhou"}),
    (HELDOUT22, (HELDOUT21, HELDOUT20, HELDOUT19, HELDOUT18, HELDOUT17, HELDOUT16, HELDOUT15, HELDOUT14, HELDOUT13, HELDOUT12,
                 HELDOUT11, HELDOUT10, HELDOUT9, HELDOUT8, HELDOUT7, HELDOUT6, TUNE6, HELDOUT5, HELDOUT4, HELDOUT3, HELDOUT2, ROWS),
     {"bundled", "pune", "saopaulo", "harbin"}),
    (HELDOUT23, (HELDOUT22, HELDOUT21, HELDOUT20, HELDOUT19, HELDOUT18, HELDOUT17, HELDOUT16, HELDOUT15, HELDOUT14, HELDOUT13,
                 HELDOUT12, HELDOUT11, HELDOUT10, HELDOUT9, HELDOUT8, HELDOUT7, HELDOUT6, TUNE6, HELDOUT5, HELDOUT4, HELDOUT3, HELDOUT2,
                 ROWS),
     {"bundled", "zurich", "krakow", "mombasa"}),
    (HELDOUT24, (HELDOUT23, HELDOUT22, HELDOUT21, HELDOUT20, HELDOUT19, HELDOUT18, HELDOUT17, HELDOUT16, HELDOUT15, HELDOUT14,
                 HELDOUT13, HELDOUT12, HELDOUT11, HELDOUT10, HELDOUT9, HELDOUT8, HELDOUT7, HELDOUT6, TUNE6, HELDOUT5, HELDOUT4,
                 HELDOUT3, HELDOUT2, ROWS),
     {"bundled", "jakarta", "monterrey", "joburg"}),
    (HELDOUT25, (HELDOUT24, HELDOUT23, HELDOUT22, HELDOUT21, HELDOUT20, HELDOUT19, HELDOUT18, HELDOUT17, HELDOUT16, HELDOUT15,
                 HELDOUT14, HELDOUT13, HELDOUT12, HELDOUT11, HELDOUT10, HELDOUT9, HELDOUT8, HELDOUT7, HELDOUT6, TUNE6, HELDOUT5,
                 HELDOUT4, HELDOUT3, HELDOUT2, ROWS),
     {"bundled", "bangkok", "riyadh", "lagos"}),
    (HELDOUT26, (HELDOUT25, HELDOUT24, HELDOUT23, HELDOUT22, HELDOUT21, HELDOUT20, HELDOUT19, HELDOUT18, HELDOUT17, HELDOUT16,
                 HELDOUT15, HELDOUT14, HELDOUT13, HELDOUT12, HELDOUT11, HELDOUT10, HELDOUT9, HELDOUT8, HELDOUT7, HELDOUT6, TUNE6,
                 HELDOUT5, HELDOUT4, HELDOUT3, HELDOUT2, ROWS),
     {"bundled", "chongqing", "istanbul", "almaty"}),
    (HELDOUT27, (HELDOUT26, HELDOUT25, HELDOUT24, HELDOUT23, HELDOUT22, HELDOUT21, HELDOUT20, HELDOUT19, HELDOUT18, HELDOUT17,
                 HELDOUT16, HELDOUT15, HELDOUT14, HELDOUT13, HELDOUT12, HELDOUT11, HELDOUT10, HELDOUT9, HELDOUT8, HELDOUT7, HELDOUT6,
                 TUNE6, HELDOUT5, HELDOUT4, HELDOUT3, HELDOUT2, ROWS),
     {"bundled", "dhaka", "cairo", "tbilisi"}),
    (HELDOUT28, (HELDOUT27, HELDOUT26, HELDOUT25, HELDOUT24, HELDOUT23, HELDOUT22, HELDOUT21, HELDOUT20, HELDOUT19, HELDOUT18,
                 HELDOUT17, HELDOUT16, HELDOUT15, HELDOUT14, HELDOUT13, HELDOUT12, HELDOUT11, HELDOUT10, HELDOUT9, HELDOUT8, HELDOUT7,
                 HELDOUT6, TUNE6, HELDOUT5, HELDOUT4, HELDOUT3, HELDOUT2, ROWS),
     {"bundled", "suzhou", "chengdu", "shenzhen"}),
    (HELDOUT29, (HELDOUT28, HELDOUT27, HELDOUT26, HELDOUT25, HELDOUT24, HELDOUT23, HELDOUT22, HELDOUT21, HELDOUT20, HELDOUT19,
                 HELDOUT18, HELDOUT17, HELDOUT16, HELDOUT15, HELDOUT14, HELDOUT13, HELDOUT12, HELDOUT11, HELDOUT10, HELDOUT9, HELDOUT8,
                 HELDOUT7, HELDOUT6, TUNE6, HELDOUT5, HELDOUT4, HELDOUT3, HELDOUT2, ROWS),
     {"bundled", "ningbo", "xian", "guangzhou"}),
    (HELDOUT30, (HELDOUT29, HELDOUT28, HELDOUT27, HELDOUT26, HELDOUT25, HELDOUT24, HELDOUT23, HELDOUT22, HELDOUT21, HELDOUT20,
                 HELDOUT19, HELDOUT18, HELDOUT17, HELDOUT16, HELDOUT15, HELDOUT14, HELDOUT13, HELDOUT12, HELDOUT11, HELDOUT10, HELDOUT9,
                 HELDOUT8, HELDOUT7, HELDOUT6, TUNE6, HELDOUT5, HELDOUT4, HELDOUT3, HELDOUT2, ROWS),
     {"bundled", "hangzhou", "wuhan", "qingdao"}),
    (HELDOUT31, (HELDOUT30, HELDOUT29, HELDOUT28, HELDOUT27, HELDOUT26, HELDOUT25, HELDOUT24, HELDOUT23, HELDOUT22, HELDOUT21,
                 HELDOUT20, HELDOUT19, HELDOUT18, HELDOUT17, HELDOUT16, HELDOUT15, HELDOUT14, HELDOUT13, HELDOUT12, HELDOUT11, HELDOUT10,
                 HELDOUT9, HELDOUT8, HELDOUT7, HELDOUT6, TUNE6, HELDOUT5, HELDOUT4, HELDOUT3, HELDOUT2, ROWS),
     {"bundled", "nanjing", "kunming", "dongguan"}),
    (HELDOUT32, (HELDOUT31, HELDOUT30, HELDOUT29, HELDOUT28, HELDOUT27, HELDOUT26, HELDOUT25, HELDOUT24, HELDOUT23, HELDOUT22,
                 HELDOUT21, HELDOUT20, HELDOUT19, HELDOUT18, HELDOUT17, HELDOUT16, HELDOUT15, HELDOUT14, HELDOUT13, HELDOUT12, HELDOUT11,
                 HELDOUT10, HELDOUT9, HELDOUT8, HELDOUT7, HELDOUT6, TUNE6, HELDOUT5, HELDOUT4, HELDOUT3, HELDOUT2, ROWS),
     {"bundled", "tianjin", "xiamen", "chengdu"}),
    (HELDOUT33, (HELDOUT32, HELDOUT31, HELDOUT30, HELDOUT29, HELDOUT28, HELDOUT27, HELDOUT26, HELDOUT25, HELDOUT24, HELDOUT23,
                 HELDOUT22, HELDOUT21, HELDOUT20, HELDOUT19, HELDOUT18, HELDOUT17, HELDOUT16, HELDOUT15, HELDOUT14, HELDOUT13, HELDOUT12,
                 HELDOUT11, HELDOUT10, HELDOUT9, HELDOUT8, HELDOUT7, HELDOUT6, TUNE6, HELDOUT5, HELDOUT4, HELDOUT3, HELDOUT2, ROWS),
     {"bundled", "harbin", "guiyang", "zhuhai"}),
    (HELDOUT34, (HELDOUT33, HELDOUT32, HELDOUT31, HELDOUT30, HELDOUT29, HELDOUT28, HELDOUT27, HELDOUT26, HELDOUT25, HELDOUT24,
                 HELDOUT23, HELDOUT22, HELDOUT21, HELDOUT20, HELDOUT19, HELDOUT18, HELDOUT17, HELDOUT16, HELDOUT15, HELDOUT14, HELDOUT13,
                 HELDOUT12, HELDOUT11, HELDOUT10, HELDOUT9, HELDOUT8, HELDOUT7, HELDOUT6, TUNE6, HELDOUT5, HELDOUT4, HELDOUT3, HELDOUT2,
                 ROWS),
     {"bundled", "shijiazhuang", "nanning", "macau"}),
], ids=["heldout7", "heldout8", "heldout9", "heldout10", "heldout11", "heldout12", "heldout13", "heldout14", "heldout15",
        "heldout16", "heldout17", "heldout18", "heldout19", "heldout20", "heldout21", "heldout22", "heldout23", "heldout24",
        "heldout25", "heldout26", "heldout27", "heldout28", "heldout29", "heldout30", "heldout31", "heldout32", "heldout33",
        "heldout34"])
def test_the_seventh_to_thirty_fourth_sets_are_their_own_on_new_material(rows, earlier, handbooks):
    labels = Counter(r["label"] for r in rows)
    assert labels["correct"] >= 150 and labels["wrong"] >= 150
    assert {r["split"] for r in rows} == {"report"} and {r["lang"] for r in rows} == {"zh", "en"}
    assert {r["handbook"] for r in rows} == handbooks
    assert all(r["tool_calls"] and all("data" in c and c["ok"] for c in r["tool_calls"]) for r in rows)
    # A bare "5天。" may well be written twice by different people: only answers that say more must be new.
    assert not {r["answer"] for r in rows if len(r["answer"]) > 8} & {r["answer"] for group in earlier for r in group}


@pytest.mark.parametrize("rows,max_alarms,max_misses", [(TUNE6, TUNE6_MAX_FALSE_ALARMS, TUNE6_MAX_MISSES),
                                                        (HELDOUT6, REPORT6_MAX_FALSE_ALARMS, REPORT6_MAX_MISSES),
                                                        (HELDOUT7, REPORT7_MAX_FALSE_ALARMS, REPORT7_MAX_MISSES),
                                                        (HELDOUT8, REPORT8_MAX_FALSE_ALARMS, REPORT8_MAX_MISSES),
                                                        (HELDOUT9, REPORT9_MAX_FALSE_ALARMS, REPORT9_MAX_MISSES),
                                                        (HELDOUT10, REPORT10_MAX_FALSE_ALARMS, REPORT10_MAX_MISSES),
                                                        (HELDOUT11, REPORT11_MAX_FALSE_ALARMS, REPORT11_MAX_MISSES),
                                                        (HELDOUT12, REPORT12_MAX_FALSE_ALARMS, REPORT12_MAX_MISSES),
                                                        (HELDOUT13, REPORT13_MAX_FALSE_ALARMS, REPORT13_MAX_MISSES),
                                                        (HELDOUT14, REPORT14_MAX_FALSE_ALARMS, REPORT14_MAX_MISSES),
                                                        (HELDOUT15, REPORT15_MAX_FALSE_ALARMS, REPORT15_MAX_MISSES),
                                                        (HELDOUT16, REPORT16_MAX_FALSE_ALARMS, REPORT16_MAX_MISSES),
                                                        (HELDOUT17, REPORT17_MAX_FALSE_ALARMS, REPORT17_MAX_MISSES),
                                                        (HELDOUT18, REPORT18_MAX_FALSE_ALARMS, REPORT18_MAX_MISSES),
                                                        (HELDOUT19, REPORT19_MAX_FALSE_ALARMS, REPORT19_MAX_MISSES),
                                                        (HELDOUT20, REPORT20_MAX_FALSE_ALARMS, REPORT20_MAX_MISSES),
                                                        (HELDOUT21, REPORT21_MAX_FALSE_ALARMS, REPORT21_MAX_MISSES),
                                                        (HELDOUT22, REPORT22_MAX_FALSE_ALARMS, REPORT22_MAX_MISSES),
                                                        (HELDOUT23, REPORT23_MAX_FALSE_ALARMS, REPORT23_MAX_MISSES),
                                                        (HELDOUT24, REPORT24_MAX_FALSE_ALARMS, REPORT24_MAX_MISSES),
                                                        (HELDOUT25, REPORT25_MAX_FALSE_ALARMS, REPORT25_MAX_MISSES),
                                                        (HELDOUT26, REPORT26_MAX_FALSE_ALARMS, REPORT26_MAX_MISSES),
                                                        (HELDOUT27, REPORT27_MAX_FALSE_ALARMS, REPORT27_MAX_MISSES),
                                                        (HELDOUT28, REPORT28_MAX_FALSE_ALARMS, REPORT28_MAX_MISSES),
                                                        (HELDOUT29, REPORT29_MAX_FALSE_ALARMS, REPORT29_MAX_MISSES),
                                                        (HELDOUT30, REPORT30_MAX_FALSE_ALARMS, REPORT30_MAX_MISSES),
                                                        (HELDOUT31, REPORT31_MAX_FALSE_ALARMS, REPORT31_MAX_MISSES),
                                                        (HELDOUT32, REPORT32_MAX_FALSE_ALARMS, REPORT32_MAX_MISSES),
                                                        (HELDOUT33, REPORT33_MAX_FALSE_ALARMS, REPORT33_MAX_MISSES),
                                                        (HELDOUT34, REPORT34_MAX_FALSE_ALARMS, REPORT34_MAX_MISSES)],
                         ids=["tune6", "heldout6", "heldout7", "heldout8", "heldout9", "heldout10", "heldout11", "heldout12",
                              "heldout13", "heldout14", "heldout15", "heldout16", "heldout17", "heldout18", "heldout19",
                              "heldout20", "heldout21", "heldout22", "heldout23", "heldout24", "heldout25", "heldout26",
                              "heldout27", "heldout28", "heldout29", "heldout30", "heldout31", "heldout32", "heldout33",
                              "heldout34"])
def test_the_sixth_to_thirty_fourth_sets_figures_stay_within_the_reported_ones(rows, max_alarms, max_misses):
    alarms = sum(1 for r in rows if r["label"] == "correct" and _flagged(r))
    misses = sum(1 for r in rows if r["label"] == "wrong" and not _flagged(r))
    assert alarms <= max_alarms and misses <= max_misses, (alarms, misses)
