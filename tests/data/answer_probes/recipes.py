"""The probe recipes: questions with the tool calls a model would make, and final answers written
from the tools' REAL results (make_probes.py runs the tools first). Date answers are written by
`date_answers` from each call's typed result, in the forms people write (Chinese and English
dates and weekdays, m/d, relative words, explanations listing days); number answers are written
by hand against each handbook's clause, right and wrong (another subject's value, another unit,
a changed figure, arithmetic done wrong)."""
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


def _n(handbook, lang, question, query, correct, wrong, today="2026-03-20", split=None):
    return {"handbook": handbook, "lang": lang, "question": question, "query": query, "correct": correct, "wrong": wrong,
            "today": today, "split": split}


def _t(*args, **kwargs):
    """A case added after the held-out figures were first measured: tune part only, so the
    held-out part stays the set it was."""
    return _n(*args, **kwargs, split="tune")


NUMBER_CASES = [
    # -- the bundled handbook (星河科技) ----------------------------------------------
    _n("bundled", "zh", "加班费怎么算？", "职能人员加班费标准",
       ["工作日延长工作时间的，按本人小时工资的150%支付加班费。", "工作日加班按1.5倍小时工资支付加班费。",
        "法定节假日加班按300%支付，休息日加班无法调休的按200%支付。"],
       ["法定节假日加班按150%支付加班费。", "工作日加班按2倍工资支付。", "休息日加班无法调休的，按百分之一百五十支付。"]),
    _n("bundled", "zh", "我月薪8700，请3天事假扣多少钱？", "事假扣工资 日工资计算",
       ["事假按日扣工资，日工资=8700÷21.75=400元，请3天事假扣1200元。", "8700/21.75=400元，3天共扣1200元。"],
       ["日工资=8700÷21.75=450元，3天扣1350元。", "日工资=8700÷20=435元，请3天扣1305元。", "请3天事假一共扣1500元。"]),
    _n("bundled", "zh", "住房公积金缴存比例是多少？", "住房公积金缴存比例",
       ["单位和个人缴存比例均为12%。", "缴存比例是百分之十二，每年7月1日统一调整缴存基数。"],
       ["缴存比例为10%。", "单位缴存12%，个人缴存8%。", "缴存比例为7%，每年1月1日调整。"]),
    _n("bundled", "zh", "忘记打卡怎么补？", "忘记打卡补卡申请",
       ["漏打卡后3个工作日内在OA系统提交补卡申请，每月补卡不超过3次。", "每月最多补卡3次，超过3次的按迟到或早退处理。"],
       ["每月补卡不超过5次。", "须在漏打卡之日起7个工作日内提交补卡申请。"]),
    _n("bundled", "zh", "病假工资怎么发？", "病假工资标准",
       ["累计病假5天以内的部分按基本工资的100%发放，第6天至第30天的部分按80%发放，超过30天的部分按60%发放。"],
       ["第6天至第30天的部分按90%发放。", "累计病假10天以内的部分按100%发放。"]),
    _n("bundled", "zh", "婚假有几天？", "婚假天数",
       ["婚假13天，含法定婚假3天和公司延长婚假10天，须在结婚登记之日起12个月内一次性休完。"],
       ["婚假15天。", "婚假须在结婚登记之日起6个月内休完。"]),
    _n("bundled", "zh", "陪产假多久？", "陪产假",
       ["陪产假15天，须在子女出生之日起30日内休完，可分两次休，每次不少于5天。"],
       ["陪产假10天。", "陪产假须在子女出生之日起60日内休完。"]),
    _n("bundled", "zh", "经理出差去上海住宿标准是多少？", "经理出差住宿标准",
       ["经理及以上人员在一线城市每人每晚800元，伙食补助每天150元。"],
       ["经理在一线城市住宿每晚500元。", "经理伙食补助每天100元。"]),
    _n("bundled", "zh", "年休假有几天？", "年休假天数",
       ["累计工作已满1年不满10年的年休假5天；已满10年不满20年的10天；已满20年的15天。"],
       ["已满10年不满20年的年休假15天。", "累计工作已满1年不满10年的，年休假7天。"]),
    _n("bundled", "zh", "每周可以远程办公几天？", "远程办公",
       ["职能人员每周最多可申请2天远程办公，须至少提前1个工作日提交申请。"],
       ["每周最多可远程办公3天。", "远程办公须至少提前3个工作日申请。"]),
    _n("bundled", "en", "How much is the hotel allowance for an ordinary employee in Beijing?", "普通员工出差住宿标准 一线城市",
       ["An ordinary employee may claim up to 500元 a night in a first-tier city, plus a meal allowance of 100元 a day."],
       ["An ordinary employee may claim up to 800元 a night in a first-tier city.", "The meal allowance is 150元 a day."]),
    _n("bundled", "zh", "迟到怎么扣钱？", "职能人员迟到扣款",
       ["每月有3次10分钟以内的迟到豁免，超出豁免的迟到每次扣款50元，超过60分钟按旷工半天处理。"],
       ["超出豁免的迟到每次扣款100元。", "每月有5次迟到豁免机会。"]),
    # -- 恒瑞 factory handbook ----------------------------------------------------------
    _n("hengrui", "zh", "加班工资怎么算？", "加班工资标准",
       ["工作日加班按小时工资的百分之一百五十支付，休息日按百分之二百，法定节假日按百分之三百。",
        "法定节假日加班按3倍小时工资支付，不能以补休代替。"],
       ["法定节假日加班按200%支付。", "工作日加班按2倍小时工资支付。"]),
    _n("hengrui", "zh", "迟到扣多少钱？", "迟到早退扣款",
       ["迟到15分钟以内每次扣款30元；15分钟至1小时每次扣款80元。", "一个月内迟到早退累计达到5次的，给予书面警告。"],
       ["迟到15分钟以内每次扣款50元。", "迟到15分钟以内的，每次扣款80元。"]),
    _n("hengrui", "zh", "事假最多请几天？", "事假",
       ["事假每次原则上不超过三天，全年累计不超过十五天。"],
       ["事假全年累计不超过二十天。", "事假每次原则上不超过5天。"]),
    _n("hengrui", "zh", "婚假几天？", "婚假",
       ["婚假十三天，含法定三天及江苏省奖励的十天，须在登记后一年内休完。"],
       ["婚假十五天。", "婚假须在登记后两年内休完。"]),
    _n("hengrui", "zh", "夜班和中班津贴多少？", "夜班津贴",
       ["上夜班每班发放夜班津贴30元；上中班每班发放中班津贴15元。"],
       ["上夜班每班发放夜班津贴15元。", "中班津贴每班30元。"]),
    _n("hengrui", "zh", "高温津贴多少？", "高温津贴",
       ["每年6月至9月，车间作业员工每月高温津贴300元，办公室及后勤人员每月200元。"],
       ["办公室人员每月高温津贴300元。", "车间员工每月高温津贴500元。"]),
    _n("hengrui", "zh", "每月最多加班多少小时？", "加班审批 加班时长",
       ["每日加班一般不超过1小时，特殊情况每日不超过3小时，每月累计不超过36小时。"],
       ["每月加班累计不超过48小时。", "每日加班最多不超过4小时。"]),
    _n("hengrui", "zh", "旷工怎么处理？", "旷工",
       ["旷工一天扣发三天基本工资；连续旷工三天或一年内累计旷工七天的，公司依法解除劳动合同。"],
       ["旷工一天扣发两天基本工资。", "一年内累计旷工五天的，公司解除劳动合同。"]),
    _n("hengrui", "zh", "考勤补录一个月能补几次？", "考勤打卡 补录",
       ["每月补录不得超过2次，须在当班结束前由班组长签字证明。"],
       ["每月补录不超过3次。", "每月补录不超过5次。"]),
    _n("hengrui", "zh", "工伤认定多久内申请？", "工伤申报",
       ["公司自事故发生之日起30日内提出工伤认定申请；公司未按时申请的，员工可在1年内直接申请。"],
       ["公司自事故发生之日起60日内申请工伤认定。", "员工本人可在2年内直接申请。"]),
    _n("hengrui", "en", "How much is the night shift allowance?", "夜班津贴",
       ["The night shift allowance is 30元 per shift, and the middle shift allowance is 15元 per shift."],
       ["The night shift allowance is 50元 per shift.", "The middle shift allowance is 30元 per shift."]),
    _n("hengrui", "zh", "病假工资按多少发？", "病假工资",
       ["病假期间按本人基本工资的百分之八十发放病假工资。"],
       ["病假期间按基本工资的60%发放。", "病假工资按基本工资的百分之九十发放。"]),
    # -- Lumenfield bilingual handbook -----------------------------------------------
    _n("lumenfield", "en", "How much PTO do I get?", "paid time off accrual per year",
       ["Years 0–2 accrue 15 days per year, years 3–5 accrue 20 days, and from year 6 you get 25 days per year."],
       ["Years 3–5 accrue 25 days per year.", "New employees accrue 12 days per year."]),
    _n("lumenfield", "en", "Can I carry over unused PTO?", "carry over unused PTO",
       ["You can carry over up to 5 unused days into the next calendar year."],
       ["You can carry over up to 10 unused days.", "You can carry over up to 3 unused days."]),
    _n("lumenfield", "en", "How long is parental leave?", "parental leave weeks",
       ["The primary caregiver receives 18 weeks at full pay and the secondary caregiver 8 weeks at full pay."],
       ["The secondary caregiver receives 18 weeks at full pay.", "The primary caregiver receives 16 weeks at full pay."]),
    _n("lumenfield", "en", "How many days of bereavement leave?", "bereavement leave death of family member",
       ["You may take up to 5 paid days for an immediate family member and 2 paid days for other relatives or close friends."],
       ["You may take up to 3 paid days for an immediate family member.", "Other relatives get 5 paid days."]),
    _n("lumenfield", "en", "What is the learning budget?", "annual learning budget",
       ["Every employee has an annual learning budget of USD 1,500; anything over USD 300 needs manager approval."],
       ["The annual learning budget is USD 2,000.", "Manager approval is needed for anything over USD 500."]),
    _n("lumenfield", "en", "Does the company match 401(k)?", "401(k) match",
       ["Lumenfield matches 100% of the first 4% of salary you contribute."],
       ["Lumenfield matches 50% of the first 6% of salary.", "Lumenfield matches 100% of the first 5% of salary."]),
    _n("lumenfield", "en", "What is the meal allowance when travelling?", "meal allowance per day travel",
       ["You may spend up to USD 75 per day on meals in the US and Western Europe and USD 55 per day elsewhere."],
       ["You may spend up to USD 55 per day on meals in the US.", "The meal allowance is USD 90 per day in the US."]),
    _n("lumenfield", "en", "How fast are expenses reimbursed?", "submit expenses reimbursement",
       ["Submit expenses within 30 days; Finance reimburses approved reports within 10 working days."],
       ["Finance reimburses approved reports within 5 working days.", "Submit expenses within 60 days."]),
    _n("lumenfield", "en", "Is jury duty paid?", "jury duty",
       ["Jury duty is paid in full for up to 10 working days per year."],
       ["Jury duty is paid in full for up to 15 working days per year.", "Jury duty is paid for up to 10 calendar days."]),
    _n("lumenfield", "en", "What is the wellness allowance?", "wellness allowance gym",
       ["You may claim up to USD 60 per month for gym memberships or fitness classes."],
       ["You may claim up to USD 80 per month for gym memberships.", "You may claim up to USD 60 per week."]),
    _n("lumenfield", "en", "How much is the referral bonus?", "referral bonus",
       ["The referral bonus is USD 2,000 for engineering and data roles and USD 1,000 for other roles, once the hire stays 90 days."],
       ["The referral bonus for engineering roles is USD 1,000.", "The hire must stay 60 days."]),
    _n("lumenfield", "zh", "年终奖目标是多少？", "annual bonus target percent",
       ["目标奖金为基本工资的8%至15%，按业绩发放目标的0%至150%。"],
       ["目标奖金为基本工资的10%至20%。", "按业绩最多发放目标的200%。"]),
    # -- added while tuning (tune part only) -------------------------------------------
    _t("bundled", "zh", "试用期工资怎么算？", "试用期工资",
       ["试用期工资为转正后约定月工资的80%，且不低于最低工资标准。"],
       ["试用期工资为转正工资的70%。", "月薪10000元的，试用期工资=10000×80%=7000元。", "试用期工资为转正工资的100%。"]),
    _t("bundled", "zh", "我月薪10000，试用期拿多少？", "试用期工资",
       ["试用期工资按转正工资的80%发放，即10000×80%=8000元。"],
       ["试用期工资是10000×80%=8500元。", "试用期工资为9000元。"]),
    _t("bundled", "zh", "补充医疗保险报销比例？", "补充商业医疗保险",
       ["门诊及住院报销比例为90%，年度报销上限为5万元。", "报销比例百分之九十，每年最多报销50000元。"],
       ["报销比例为80%。", "年度报销上限为10万元。"]),
    _t("bundled", "zh", "竞业限制补偿多少？", "竞业限制补偿金",
       ["离职后按离职前12个月平均工资的30%按月支付竞业限制补偿金，期限最长不超过2年。"],
       ["按离职前12个月平均工资的50%支付竞业限制补偿金。", "竞业限制期限最长3年。"]),
    _t("bundled", "zh", "报销审批权限？", "费用报销审批",
       ["单笔5000元以下由部门负责人审批；5000元以上不超过20000元的还须财务经理审批；超过20000元的还须总经理审批。"],
       ["单笔3000元以下由部门负责人审批。", "超过50000元的须总经理审批。"]),
    _t("hengrui", "zh", "年休假几天？", "年休假",
       ["累计工作满一年不满十年的年休假五天；满十年不满二十年的十天；满二十年的十五天。"],
       ["满十年不满二十年的年休假十五天。", "累计工作满一年不满十年的年休假七天。"]),
    _t("hengrui", "zh", "全勤奖多少钱？", "全勤奖",
       ["当月无迟到、早退、事假、旷工记录的一线员工，发放全勤奖200元。"],
       ["全勤奖每月300元。", "全勤奖每月100元。"]),
    _t("hengrui", "zh", "住宿费和餐补多少？", "员工宿舍 食堂餐费补贴",
       ["宿舍住宿费每人每月100元；每班餐费补贴12元。"],
       ["宿舍住宿费每人每月200元。", "每班餐费补贴15元。"]),
    _t("hengrui", "zh", "我小时工资30元，工作日加班3小时有多少加班费？", "加班工资",
       ["工作日加班按150%支付：30×150%×3=135元。", "30×1.5×3=135元。"],
       ["30×1.5×3=145元。", "工作日加班按200%支付：30×200%×3=180元。"]),
    _t("lumenfield", "en", "How many floating holidays do I get?", "floating holidays",
       ["Everyone receives two floating holidays per calendar year; they do not carry over."],
       ["Everyone receives three floating holidays per year.", "Floating holidays: 5 days per year."]),
    _t("lumenfield", "en", "How much notice for PTO?", "request PTO notice",
       ["Request PTO at least two weeks ahead for absences of three days or more, and at least one working day ahead "
        "for shorter ones; managers respond within three working days."],
       ["Request PTO at least four weeks ahead for long absences.", "Managers respond within five working days."]),
    _t("lumenfield", "en", "What is the home office stipend?", "home office stipend",
       ["New employees receive a one-time home office stipend of USD 500, and every two years a further USD 200 refresh."],
       ["The home office stipend is USD 800.", "The refresh is USD 500 every two years."]),
    _t("lumenfield", "en", "How long can I work from another country?", "work from anywhere",
       ["Up to 20 working days in any rolling 12-month period, approved at least three weeks in advance."],
       ["Up to 30 working days in any 12-month period.", "Approval at least two weeks in advance."]),
    _t("bundled", "zh", "哺乳时间有多少？", "哺乳时间",
       ["有不满1周岁婴儿的女员工，每日有1小时哺乳时间；多胞胎每多1个婴儿每日增加1小时。"],
       ["不满1周岁婴儿的女员工每日有2小时哺乳时间。", "有不满2周岁婴儿的女员工每日1小时哺乳时间。"]),
    _t("bundled", "zh", "试用期多长？", "试用期期限",
       ["劳动合同期限1年以上不满3年的，试用期为2个月；3年以上的，试用期为6个月。"],
       ["劳动合同期限1年以上不满3年的，试用期为3个月。", "劳动合同期限3年以上的，试用期为2个月。"]),
    _t("bundled", "zh", "职能人员每月加班上限？", "职能人员加班",
       ["职能人员每月加班累计不得超过36小时。"], ["职能人员每月加班累计不得超过40小时。", "每月加班不得超过三十小时。"]),
    _t("bundled", "zh", "公积金比例？", "住房公积金缴存比例",
       ["单位和个人的缴存比例都是百分之十二。"], ["缴存比例是百分之十。", "单位缴存比例百分之十二，个人百分之十。"]),
    _t("bundled", "en", "How many sick days at full pay?", "病假工资标准",
       ["Sick leave within 5 days a year is paid at 100% of base salary; days 6 to 30 at 80%; beyond 30 days at 60%."],
       ["Sick leave within 5 days a year is paid at 80% of base salary.", "Beyond 30 days sick leave is paid at 70%."]),
    _t("hengrui", "zh", "丧假几天？", "丧假",
       ["父母、配偶、子女去世的丧假三天；祖父母、外祖父母、配偶父母去世的丧假一天。"],
       ["祖父母去世的丧假三天。", "父母去世的丧假五天。"]),
    _t("hengrui", "zh", "陪产假几天？", "陪产假",
       ["男员工陪产假十五天，须在配偶生育后三个月内休完。"], ["陪产假十天。", "陪产假须在配偶生育后六个月内休完。"]),
    _t("lumenfield", "en", "How many days a week in the office?", "hybrid work office days",
       ["Hybrid roles are expected in the office at least two days a week; managers give at least five working days' notice."],
       ["Hybrid roles are expected in the office at least three days a week.",
        "Managers give at least two working days' notice."]),
    _t("lumenfield", "en", "What is the gift limit?", "gifts hospitality",
       ["You may accept gifts worth up to USD 100 per year from any one business partner."],
       ["You may accept gifts worth up to USD 100 per month.", "You may accept gifts worth up to USD 250 per year."]),
]

