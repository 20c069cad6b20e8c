"""Scripted model turns used by several tests (what a well-behaved model writes)."""

SEARCH_LEAVE = (
    "Thought: 需要先查公司请假政策，了解提前天数要求\n"
    "Action: search_knowledge_base\n"
    'Action Input: {"query": "请假提前申请天数"}\n'
    # A real model often runs on and invents the tool's result; the stop sequence must cut it.
    "Observation: [余弦相似度:0.99] 请假需提前30天申请。\nThought: 我知道了\nFinal Answer: 30天"
)
# A model may still ask for the date (Studio, models that ignore the prompt's date line); the tool answers.
GET_DATE = "Thought: 需要提前3个工作日，还需要知道今天是哪天\nAction: get_current_date\nAction Input: {}"
ADD_WORKDAYS = (
    "Thought: 需要提前3个工作日，今天是2026-03-20（周五），往后数3个工作日\n"
    "Action: add_workdays\n"
    'Action Input: {"date": "2026-03-20", "days": 3}'
)
COUNT_WORKDAYS = (
    "Thought: 核对一下 2026-03-20 到 2026-03-25 的工作日\n"
    "Action: calculate_leave_days\n"
    'Action Input: {"start_date": "2026-03-20", "end_date": "2026-03-25"}'
)
FINAL = (
    "Thought: 已有足够信息\n"
    "Final Answer: 根据《员工手册》请假流程，请假需登录OA系统提前3个工作日提交。"
    "今天2026年3月20日（周五）提交，最早可从2026年3月25日（周三）开始休假。"
)
# Today's date is in the prompt, so the design question takes three model calls.
DESIGN_RUN = [SEARCH_LEAVE, ADD_WORKDAYS, FINAL]
# Answers that state only what their run established (the answer check verifies every date,
# count and handbook figure against the tools' results and the retrieved clauses):
# after no tool at all (today is in the prompt), or only get_current_date, on TODAY (2026-03-20, a Friday) …
TODAY_FINAL = (
    "Thought: 已有足够信息\n"
    "Final Answer: 今天是2026年3月20日（周五）。请告诉我想请哪几天假，我按请假流程帮你算出最早哪天可以开始休假。"
)
# … and after SEARCH_LEAVE on the bundled handbook (第二十六条 请假流程: 提前3个工作日).
LEAVE_RULE_FINAL = (
    "Thought: 已有足够信息\n"
    "Final Answer: 根据《员工手册》第二十六条 请假流程，请假需登录OA系统提前3个工作日提交请假申请。"
)
