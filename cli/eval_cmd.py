"""`hr-agent eval QUESTIONS.jsonl`: run every question through the real graph and score it.

Each question runs on its own conversation thread (in memory), a follow-up (`follow_up_of`) on
the thread of the question it follows, so the agent sees the earlier turn as a chat user's
follow-up would. Exit 0 when the run completed, whatever the score; 2 for a bad question file;
3 when the model server is unreachable (before the run, or for every question of it).
"""
from __future__ import annotations

import argparse
import datetime as dt
import json
import sys
import time
import uuid
from pathlib import Path
from zoneinfo import ZoneInfo

from evals.questions import EvalInputError, EvalQuestion, load_questions, thread_root
from evals.report import QUESTION_HEAD, question_rows, summarize, totals_text
from evals.scoring import score_answer
from cli.common import EXIT_BAD_INPUT, EXIT_MODEL, EXIT_OK, CliError, _positive_int, make_context, prepare_agent
from cli.render import render_table
from cli.session import Session


def add_eval_parser(sub, parents: list) -> None:
    e = sub.add_parser("eval", parents=parents, help="用一组问题评测模型：逐题打分，输出表格、汇总和 JSON 报告")
    e.add_argument("questions", metavar="QUESTIONS.jsonl",
                   help="每行一个 JSON：id、question、expected_facts，可选 kind、today、expected_sources、min_tool_calls、follow_up_of")
    e.add_argument("--repeat", type=_positive_int, default=1, help="每题运行次数（默认 1），报告各次之间的差异")
    e.add_argument("--out", metavar="FILE", help="把完整 JSON 报告写入文件")


def cmd_eval(args: argparse.Namespace) -> int:
    try:
        questions = load_questions(args.questions)
    except EvalInputError as exc:
        raise CliError(str(exc), EXIT_BAD_INPUT) from None
    out_path = Path(args.out) if args.out else None
    if out_path is not None and not out_path.parent.exists():
        raise CliError(f"--out 的目录不存在：{out_path.parent}")
    ctx = make_context(args)
    prepare_agent(ctx, quiet=True)

    started_at = dt.datetime.now(dt.timezone.utc)
    results: list[dict] = []
    try:
        run_questions(questions, ctx, args.repeat, results)
        interrupted = False
    except KeyboardInterrupt:  # a long run against a slow model still reports what it finished
        interrupted = True
        print(f"评测已中断：报告只含已完成的 {len(results)} 次运行", file=sys.stderr)
    summary = summarize(results, args.repeat)
    report = {
        "questions_file": str(args.questions),
        "model": ctx.model,
        "ollama_host": ctx.ollama_host,
        "kb_dir": ctx.kb_dir,
        "embedder": ctx.embedder,
        "max_steps": ctx.max_steps,
        "temperature": ctx.temperature,
        "started_at": started_at.isoformat(timespec="seconds"),
        "interrupted": interrupted,
        "totals": summary,
        "results": results,
    }
    if out_path is not None:
        out_path.write_text(json.dumps(report, ensure_ascii=False, indent=2), encoding="utf-8")
    if args.json:
        print(json.dumps(report, ensure_ascii=False, indent=2))
    else:
        print(render_table(QUESTION_HEAD, question_rows(results)))
        print()
        print(f"模型 {ctx.model}")
        print(totals_text(summary))
        if out_path is not None:
            print(f"JSON 报告：{out_path}")
    if interrupted:
        return 130
    if results and all(r["stop_reason"] == "error" for r in results):
        print(f"错误：每个问题都没有得到模型回答（{results[-1]['error']}）", file=sys.stderr)
        return EXIT_MODEL
    return EXIT_OK


def run_questions(questions: list[EvalQuestion], ctx, repeat: int, results: list[dict]) -> None:
    """Append one result per question and run to `results` (kept if the run is interrupted)."""
    from tqdm import tqdm

    by_id = {q.id: q for q in questions}
    session = Session(ctx, None, persistent=False)
    bar = tqdm(total=len(questions) * repeat, unit="题", desc="评测", file=sys.stderr, dynamic_ncols=True)
    try:
        for run in range(1, repeat + 1):
            threads: dict[str, str] = {}
            for q in questions:
                root = thread_root(q, by_id)
                thread = threads.setdefault(root, f"eval-{run}-{root}-{uuid.uuid4().hex[:8]}")
                results.append(run_one(session, q, ctx.with_overrides(today=q.today), thread, run))
                passed = sum(1 for r in results if r["passed"])
                bar.set_postfix_str(f"通过 {passed}/{len(results)}", refresh=False)
                bar.update(1)
    finally:
        bar.close()


def run_one(session: Session, q: EvalQuestion, ctx, thread: str, run: int) -> dict:
    session.ctx, session.thread_id = ctx, thread
    started = time.perf_counter()
    state = session.ask(q.question, view=None, answer_user=None)  # ask_user ends the run: needs_input
    wall_ms = (time.perf_counter() - started) * 1000
    today = effective_today(ctx.today)
    calls = state.get("tool_calls", [])
    steps = state.get("steps", [])
    score = score_answer(
        state.get("final_answer"), question=q.question, today=today, expected_facts=q.expected_facts,
        expected_sources=q.expected_sources, sources=state.get("sources", []),
        tool_calls=len(calls), min_tool_calls=q.min_tool_calls,
    )
    reasons = list(score.reasons)
    # No answer of the agent's own: a model error, or a question for the person (nobody answers here).
    stopped = state.get("stop_reason") in ("error", "needs_input")
    if stopped:
        reasons.insert(0, f"停止原因 {state['stop_reason']}：{state.get('error') or state.get('pending_question') or ''}".rstrip("："))
    return {
        "id": q.id, "kind": q.kind, "run": run, "question": q.question, "today": today.isoformat(),
        "follow_up_of": q.follow_up_of, "thread": thread,
        "passed": score.passed and not stopped, "reasons": reasons,
        "answer": state.get("final_answer"), "sources": state.get("sources", []),
        # The answer check's verdict: an unverified answer states a value the tools or clauses did not.
        "verified": state.get("verified"), "problems": state.get("problems", []),
        "stop_reason": state.get("stop_reason"), "error": state.get("error"),
        "steps": state.get("step_count", 0), "tool_calls": len(calls), "tools": [c["tool"] for c in calls],
        # Ollama's prompt_eval_count: the prompt tokens its cache could not serve (what the model read).
        "prompt_tokens": sum(s.get("prompt_tokens") or 0 for s in steps),
        "prompt_tokens_est": sum(s.get("prompt_tokens_est") or 0 for s in steps),
        "completion_tokens": sum(s.get("completion_tokens") or 0 for s in steps),
        "wall_ms": round(wall_ms, 1),
        "expected_facts": list(q.expected_facts), "expected_sources": list(q.expected_sources),
        "checks": score.checks,
        "step_records": steps, "trajectory": state.get("trajectory", []),
    }


def effective_today(today: str) -> dt.date:
    """The day the run's tools take as today: the setting, else today in Shanghai."""
    return dt.date.fromisoformat(today) if today else dt.datetime.now(ZoneInfo("Asia/Shanghai")).date()
