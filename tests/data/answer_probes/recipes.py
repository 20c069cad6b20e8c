"""The probe recipes: questions with the tool calls a model would make, and final answers written
from the tools' REAL results (make_probes.py runs the tools first). Date answers are written by
`date_answers` from each call's typed result, in the forms people write (Chinese and English
dates and weekdays, m/d, relative words, explanations listing days). The number answers are in
number_cases.py."""
from __future__ import annotations

import datetime as dt

ZH_WD = ("周一", "周二", "周三", "周四", "周五", "周六", "周日")
EN_WD = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
EN_MONTH = ("", "January", "February", "March", "April", "May", "June", "July", "August", "September",
            "October", "November", "December")


def md(d):
    return f"{d.month}月{d.day}日"


def ymd(d):
    return f"{d.year}年{d.month}月{d.day}日"


def zw(d):
    return ZH_WD[d.weekday()]


def en(d, weekday=None):
    w = EN_WD[d.weekday() if weekday is None else weekday]
    return f"{w}, {EN_MONTH[d.month]} {d.day}, {d.year}"


def day(s):
    return dt.date.fromisoformat(s)


def _relative_zh(d, today):
    delta = (d - today).days
    if delta in (1, 2):
        return ("明天", "后天")[delta - 1]
    monday = today - dt.timedelta(days=today.weekday())
    week = (d - monday).days // 7
    if week in (0, 1):
        return ("本" if week == 0 else "下") + ZH_WD[d.weekday()]
    return None


def _forward(start, days):
    return {"today": start, "calls": [("get_current_date", {}), ("add_workdays", {"date": start, "days": days})],
            "question": f"今天提交请假申请，按规定要提前{days}个工作日，最早哪天能开始休假？", "kind": "forward", "days": days}


def _back(deadline, days, today):
    return {"today": today, "calls": [("add_workdays", {"date": deadline, "days": -days})],
            "question": f"我想{day(deadline).month}月{day(deadline).day}日开始休假，要提前{days}个工作日申请，最晚哪天提交？",
            "kind": "back", "days": days}


def _count(start, end, today):
    return {"today": today, "calls": [("calculate_leave_days", {"start_date": start, "end_date": end})],
            "question": f"我{day(start).month}月{day(start).day}日到{day(end).month}月{day(end).day}日请假，要请几个工作日？",
            "kind": "count"}


def _today(today):
    return {"today": today, "calls": [("get_current_date", {})], "question": "今天几号？明天和后天呢？", "kind": "today"}


DATE_CASES = [
    *[_forward(s, n) for s, n in [("2026-03-20", 3), ("2026-04-02", 3), ("2026-04-29", 2), ("2026-06-17", 3),
                                  ("2026-09-23", 2), ("2026-09-28", 3), ("2026-12-30", 2), ("2026-02-11", 3),
                                  ("2026-01-27", 5), ("2026-07-01", 4), ("2026-11-10", 1), ("2026-05-20", 5),
                                  ("2026-08-05", 2), ("2026-02-13", 1), ("2026-10-09", 2), ("2026-12-31", 3)]],
    *[_back(d, n, t) for d, n, t in [("2026-10-12", 3, "2026-09-20"), ("2026-05-11", 2, "2026-04-20"),
                                     ("2026-02-24", 3, "2026-02-02"), ("2026-04-07", 2, "2026-03-25"),
                                     ("2026-06-22", 3, "2026-06-08"), ("2026-01-05", 2, "2025-12-22"),
                                     ("2026-03-30", 5, "2026-03-16"), ("2026-09-28", 1, "2026-09-14")]],
    *[_count(a, b, t) for a, b, t in [("2026-02-12", "2026-02-25", "2026-02-02"), ("2026-09-28", "2026-10-12", "2026-09-14"),
                                      ("2026-04-30", "2026-05-08", "2026-04-20"), ("2026-03-20", "2026-03-25", "2026-03-18"),
                                      ("2026-06-15", "2026-06-26", "2026-06-01"), ("2026-12-28", "2027-01-08", "2026-12-14"),
                                      ("2026-07-06", "2026-07-10", "2026-07-01"), ("2026-04-01", "2026-04-10", "2026-03-25")]],
    *[_today(t) for t in ("2026-03-23", "2026-04-30", "2026-09-30", "2026-12-30", "2026-02-14", "2026-06-18")],
    # added while tuning (tune part only)
    *[dict(_forward(s, n), split="tune") for s, n in [("2026-04-03", 2), ("2026-10-01", 3), ("2026-02-16", 2), ("2026-06-18", 1)]],
    *[dict(_back(d, n, t), split="tune") for d, n, t in [("2026-10-09", 2, "2026-09-21"), ("2026-02-26", 4, "2026-02-09")]],
    *[dict(_count(a, b, t), split="tune") for a, b, t in [("2026-09-24", "2026-10-09", "2026-09-10"),
                                                          ("2026-02-09", "2026-02-27", "2026-02-02")]],
    *[dict(_today(t), split="tune") for t in ("2026-05-08", "2026-10-09")],
]


def _listed(data, key):
    return [(day(e["date"]), e["name"]) for e in data.get(key, [])]


def _ordinary_workday_near(d, data, step=-1):
    """An ordinary Monday-to-Friday working day near d (per the calendar), for false claims."""
    from workcalendar.calendar import WorkCalendar

    calendar = WorkCalendar(today=d)
    x = d + dt.timedelta(days=step)
    while calendar.describe_day(x).kind != "workday":
        x += dt.timedelta(days=step)
    return x


CAVEAT = {"zh": "{years}年放假安排尚未公布，按法定节日推算，仅供参考。",
          "en": " The {years} holiday schedule is not yet published; this is an estimate."}


def date_answers(case, calls):
    """(label, lang, answer) rows for one date case, from the calls' typed results; a right answer
    over an estimated year carries the caveat (the tools put it first), a wrong one may not."""
    rows = _date_answers(case, calls)
    years = "、".join(str(y) for y in calls[-1]["data"].get("provisional_years", []))
    if not years:
        return rows
    return [(label, lang, a + CAVEAT[lang].format(years=years) if label == "correct" else a) for label, lang, a in rows]


def _date_answers(case, calls):
    today = day(case["today"])
    data = calls[-1]["data"]
    kind = case["kind"]
    out = []
    if kind == "forward":
        n, r = case["days"], day(data["date"])
        hol = _listed(data, "holidays")
        out += [("correct", "zh", f"按规定需提前{n}个工作日。今天{ymd(today)}（{zw(today)}）提交，最早可从{ymd(r)}（{zw(r)}）开始休假。"),
                ("correct", "en", f"You need to apply {n} working days ahead. Applying today, {en(today)}, "
                                  f"the earliest you can start is {en(r)}.")]
        if hol:
            a, b, name = hol[0][0], hol[-1][0], hol[0][1]
            span = md(a) if a == b else f"{md(a)}至{md(b)}"
            out.append(("correct", "zh", f"{span}是{name}假期，放假期间不计工作日，所以最早{md(r)}（{zw(r)}）开始休假。"))
            out.append(("wrong", "zh", f"最早{md(a)}开始休假（{name}）。"))
            out.append(("wrong", "zh", f"{md(_ordinary_workday_near(a, data))}也放假，所以最早{md(r)}开始休假。"))
        else:
            out.append(("correct", "zh", f"往后数{n}个工作日，中间没有节假日，最早{r.month}/{r.day}（{zw(r)}）开始休假。"))
        rel = _relative_zh(r, today)
        if rel:
            out.append(("correct", "zh", f"最早{rel}（{md(r)}）就可以开始休假。"))
            out.append(("correct", "zh", f"{rel}就是{r.month}/{r.day}，最早那天开始休假。"))
            wrong_rel = _relative_zh(r + dt.timedelta(days=1), today)
            if wrong_rel and wrong_rel != rel:
                out.append(("wrong", "zh", f"最早{wrong_rel}就可以开始休假。"))
        r1 = r + dt.timedelta(days=1)
        out += [("wrong", "zh", f"今天提交，最早可从{ymd(r1)}（{zw(r1)}）开始休假。"),
                ("wrong", "zh", f"最早{md(r)}（{ZH_WD[(r.weekday() + 1) % 7]}）开始休假。"),
                ("wrong", "en", f"The earliest you can start is {en(r, (r.weekday() + 1) % 7)}."),
                ("wrong", "en", f"Apply {n + 2} working days ahead; the earliest start is {en(r)}."),
                ("wrong", "zh", f"最早{r1.month}/{r1.day}开始休假。")]
    elif kind == "back":
        n, r, deadline = case["days"], day(data["date"]), day(data["deadline"])
        mk = _listed(data, "makeup_workdays")
        out += [("correct", "zh", f"须提前{n}个工作日，最晚{ymd(r)}（{zw(r)}）提交申请。"),
                ("correct", "en", f"To start on {en(deadline)}, submit by {en(r)} at the latest.")]
        if mk:
            m = mk[0][0]
            out.append(("correct", "zh", f"倒推：{md(m)}（{zw(m)}，调休上班）也算工作日，所以最晚{md(r)}提交。"))
        between = [r + dt.timedelta(days=i) for i in range(1, (deadline - r).days)]
        work = [d for d in between if d.weekday() < 5 and d not in {x for x, _ in _listed(data, "holidays")}]
        if work:
            w = work[0]
            out.append(("correct", "zh", f"{md(w)}（{zw(w)}）是工作日，倒推{n}个工作日后，最晚{md(r)}（{zw(r)}）提交。"))
            out.append(("wrong", "zh", f"{md(w)}（{zw(w)}）放假，所以最晚{md(r)}提交。"))
        r0 = r - dt.timedelta(days=1)
        out += [("wrong", "zh", f"最晚{md(deadline)}提交即可。"),
                ("wrong", "zh", f"最晚{ymd(r0)}（{zw(r0)}）提交申请。"),
                ("wrong", "en", f"Submit by {en(r + dt.timedelta(days=1))} at the latest.")]
    elif kind == "count":
        w, c = data["workdays"], data["calendar_days"]
        a, b = day(data["start_date"]), day(data["end_date"])
        hol = _listed(data, "holidays")
        out += [("correct", "zh", f"从{md(a)}到{md(b)}共{w}个工作日（自然日{c}天），按{w}天请假。"),
                ("correct", "en", f"From {en(a)} to {en(b)} is {w} working days ({c} calendar days).")]
        wd_hol = [d for d, _ in hol if d.weekday() < 5]
        if wd_hol:
            h0, h1 = wd_hol[0], wd_hol[-1]
            span = sum(1 for i in range((h1 - h0).days + 1) if (h0 + dt.timedelta(days=i)).weekday() < 5)
            where = md(h0) if h0 == h1 else f"{md(h0)}至{md(h1)}"
            names = "和".join(dict.fromkeys(name for _, name in hol))
            out.append(("correct", "zh", f"共{w}个工作日，其中{where}这{span}天是{names}假期，不用请假。"))
            out.append(("wrong", "zh", f"共{w}个工作日，其中{md(h0)}（{zw(h0)}）要正常上班。"))
        if c != w:
            out.append(("wrong", "zh", f"从{md(a)}到{md(b)}共{c}个工作日。"))
        out += [("wrong", "zh", f"这段时间共{w + 1}个工作日。"),
                ("wrong", "en", f"That is {w + 2} working days of leave.")]
    else:
        t1, t2 = today + dt.timedelta(days=1), today + dt.timedelta(days=2)
        out += [("correct", "zh", f"今天是{ymd(today)}（{zw(today)}），明天是{md(t1)}（{zw(t1)}），后天是{md(t2)}（{zw(t2)}）。"),
                ("correct", "en", f"Today is {en(today)}; tomorrow is {en(t1)}.")]
        nxt = today + dt.timedelta(days=(2 - today.weekday()) % 7 or 7)  # the coming Wednesday
        out.append(("correct", "en", f"Next Wednesday is {EN_MONTH[nxt.month]} {nxt.day}."))
        out += [("wrong", "en", f"Next Wednesday is {EN_MONTH[nxt.month]} {nxt.day + 2 if nxt.day < 27 else 1}."),
                ("wrong", "zh", f"明天（{md(t2)}）是{zw(t2)}。"),
                ("wrong", "zh", f"今天是{ymd(today)}，后天是{md(t2 + dt.timedelta(days=1))}。"),
                ("wrong", "en", f"Today is {en(today)}; tomorrow is {en(t2)}."),
                ("wrong", "zh", f"今天是{ymd(today)}（{ZH_WD[(today.weekday() + 1) % 7]}）。")]
    return out
