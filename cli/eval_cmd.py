"""`hr-agent eval QUESTIONS.jsonl`: run every question through the real graph and score it.

Each question runs on its own conversation thread (in memory), a follow-up (`follow_up_of`) on
the thread of the question it follows, so the agent sees the earlier turn as a chat user's
follow-up would. Exit 0 when the run completed, whatever the score; 2 for a bad question file
or an --out that cannot be written (both found before the first question); 3 when the model
server is unreachable (before the run, or for every question of it); 130 after Ctrl-C and 143
after SIGTERM, each with the report (and --out) of the runs finished so far.
"""
from __future__ import annotations

import argparse
import contextlib
import datetime as dt
import json
import signal
import sys
import time
import uuid
from pathlib import Path
from typing import TYPE_CHECKING, Iterator
from zoneinfo import ZoneInfo

from cli.common import EXIT_BAD_INPUT, EXIT_MODEL, EXIT_OK, CliError, _positive_int, make_context, prepare_agent
from cli.session import Session
from cli.terminal import for_terminal
from llm.endpoint import redact_url

if TYPE_CHECKING:
    from evals.questions import EvalQuestion


def add_eval_parser(sub, parents: list) -> None:
    e = sub.add_parser("eval", parents=parents, help="用一组问题评测模型：逐题打分，输出表格、汇总和 JSON 报告")
    e.add_argument("questions", metavar="QUESTIONS.jsonl",
                   help="每行一个 JSON：id、question、expected_facts，可选 kind、today、expected_sources、min_tool_calls、follow_up_of")
    e.add_argument("--repeat", type=_positive_int, default=1, help="每题运行次数（默认 1），报告各次之间的差异")
    e.add_argument("--out", metavar="FILE", help="把完整 JSON 报告写入文件")


def cmd_eval(args: argparse.Namespace) -> int:
    # Imported here, not with the parser: the scorer and the answer check compile a few hundred
    # patterns (~0.2 s), which every other command's start would pay.
    from cli.render import render_table
    from evals.questions import EvalInputError, load_questions
    from evals.report import QUESTION_HEAD, question_rows, summarize, totals_text

    try:
        questions = load_questions(args.questions)
    except EvalInputError as exc:
        raise CliError(str(exc), EXIT_BAD_INPUT) from None
    out_path = Path(args.out) if args.out else None
    if out_path is not None:
        check_writable(out_path)
    ctx = make_context(args)
    prepare_agent(ctx, quiet=True)

    started_at = dt.datetime.now().astimezone()
    results: list[dict] = []
    stopped_by = None
    try:
        with sigterm_as_interrupt():
            run_questions(questions, ctx, args.repeat, results)
    except KeyboardInterrupt as exc:  # a long run against a slow model still reports what it finished
        stopped_by = exc
        how = "已终止（SIGTERM）" if isinstance(exc, Terminated) else "已中断"
        print(f"评测{how}：报告只含已完成的 {len(results)} 次运行", file=sys.stderr)
    interrupted = stopped_by is not None
    summary = summarize(results, args.repeat)
    report = {
        "questions_file": str(args.questions),
        "model": ctx.model,
        "ollama_host": redact_url(ctx.ollama_host),  # the report is shared; the password is not
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
        # ids, kinds and reasons come from the question file and the model's answers
        print(render_table(QUESTION_HEAD, [[for_terminal(cell) for cell in row] for row in question_rows(results)]))
        print()
        print(f"模型 {for_terminal(ctx.model)}")
        print(for_terminal(totals_text(summary), "\n"))
        if out_path is not None:
            print(f"JSON 报告：{for_terminal(out_path)}")
    if interrupted:
        return 128 + signal.SIGTERM if isinstance(stopped_by, Terminated) else 130
    if results and all(r["stop_reason"] == "error" for r in results):
        print(f"错误：每个问题都没有得到模型回答（{for_terminal(results[-1]['error'])}）", file=sys.stderr)
        return EXIT_MODEL
    return EXIT_OK


def check_writable(path: Path) -> None:
    """Refuse an --out the report could not be written to, before the first question runs
    (a directory, a missing or read-only folder): otherwise every answer would be lost at the end."""
    if path.is_dir():
        raise CliError(f"--out 应为文件路径，{path} 是一个目录")
    existed = path.exists()
    try:
        with open(path, "a", encoding="utf-8"):
            pass
    except OSError as exc:
        raise CliError(f"--out 无法写入 {path}：{exc.strerror or exc}") from None
    if not existed:
        path.unlink(missing_ok=True)  # nothing is left behind if the run never starts


class Terminated(KeyboardInterrupt):
    """SIGTERM arrived: the run stops and reports what it finished, as after Ctrl-C."""


@contextlib.contextmanager
def sigterm_as_interrupt() -> Iterator[None]:
    """SIGTERM (a job scheduler's timeout, `kill`) raises Terminated in the running question,
    so the partial report is written as after Ctrl-C. A KeyboardInterrupt subclass: the graph
    and the tools turn ordinary exceptions into observations, never this."""
    def terminate(signum, frame):
        from llm.deadline import cancel_requests

        cancel_requests()  # as Ctrl-C does (cli/interrupt.py): the model request in flight ends now
        raise Terminated()

    try:
        previous = signal.signal(signal.SIGTERM, terminate)
    except ValueError:  # not the main thread: signals cannot be handled here
        yield
        return
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


def run_questions(questions: list[EvalQuestion], ctx, repeat: int, results: list[dict]) -> None:
    """Append one result per question and run to `results` (kept if the run is interrupted)."""
    from tqdm import tqdm

    from evals.questions import thread_root

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
    from evals.scoring import score_answer

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
