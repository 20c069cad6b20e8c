#!/usr/bin/env python3
"""Step 8 — the ReAct HR assistant from the command line (also installed as `hr-agent`).

    python step8_react_agent.py                      # the design's example question
    python step8_react_agent.py ask "年假有几天？" --today 2026-03-20
    python step8_react_agent.py ingest docs/ --reset
    python step8_react_agent.py search "病假工资" "陪产假" -k 3 --json
    python step8_react_agent.py tool calculate_leave_days '{"start_date":"2026-03-20","end_date":"2026-03-25"}' --json

Exit codes: 0 success, 1 internal error, 2 bad input, 3 model server unreachable or model missing.
Heavy libraries (LangGraph, ChromaDB, the embedder) are imported inside the commands so
that `--help` stays instant.
"""
from __future__ import annotations

import argparse
import json
import sys
from typing import Any, Sequence

DEMO_QUESTION = "请假需要提前几天申请？如果今天申请，最早哪天能开始休？"
EXIT_OK, EXIT_INTERNAL, EXIT_BAD_INPUT, EXIT_MODEL = 0, 1, 2, 3


class CliError(Exception):
    def __init__(self, message: str, code: int = EXIT_BAD_INPUT):
        super().__init__(message)
        self.code = code


# -- argument parsing ----------------------------------------------------------------
def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="hr-agent",
        description="离线 HR 制度助手：LangGraph ReAct 循环 + 本地 Ollama + ChromaDB 员工手册 + 中国法定节假日日历。"
        " 不带参数运行时回答示例问题：" + DEMO_QUESTION,
    )
    sub = p.add_subparsers(dest="command", metavar="COMMAND")

    kb = argparse.ArgumentParser(add_help=False)
    kb.add_argument("--kb-dir", help="知识库目录（默认 HR_AGENT_KB_DIR 或仓库内 .kb/）")
    out = argparse.ArgumentParser(add_help=False)
    out.add_argument("--json", action="store_true", help="输出一个 JSON 文档")
    day = argparse.ArgumentParser(add_help=False)
    day.add_argument("--today", help="把“今天”固定为 YYYY-MM-DD（默认 HR_AGENT_TODAY 或 Asia/Shanghai 当天）")
    model = argparse.ArgumentParser(add_help=False)
    model.add_argument("--model", help="Ollama 模型（默认 HR_AGENT_MODEL 或 qwen2.5:7b）")
    model.add_argument("--max-steps", type=_positive_int, help="工具步数上限（默认 6）")
    model.add_argument("--host", dest="ollama_host", help="Ollama 地址（默认 OLLAMA_HOST 或 http://127.0.0.1:11434）")

    a = sub.add_parser("ask", parents=[model, day, kb, out], help="提一个问题，打印完整推理轨迹")
    a.add_argument("question", help="问题，例如 \"年假有几天？\"")

    i = sub.add_parser("ingest", parents=[kb], help="把 .md/.txt 文件或文件夹导入知识库")
    i.add_argument("paths", nargs="+", metavar="PATH")
    i.add_argument("--reset", action="store_true", help="清空后重建")

    s = sub.add_parser("search", parents=[kb, out], help="直接检索知识库（可一次多个查询）")
    s.add_argument("queries", nargs="+", metavar="QUERY")
    s.add_argument("-k", type=_positive_int, default=3, help="每个查询返回条数（默认 3）")

    t = sub.add_parser("tool", parents=[day, kb, out], help="像智能体一样调用一个工具")
    t.add_argument("name", help="工具名，例如 calculate_leave_days")
    t.add_argument("args", nargs="?", default="{}", help="JSON 对象参数，例如 '{\"start_date\":\"2026-03-20\",\"end_date\":\"2026-03-25\"}'")
    return p


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"应为正整数，收到 {text!r}") from None
    if value <= 0:
        raise argparse.ArgumentTypeError(f"应为正整数，收到 {text!r}")
    return value


def make_context(args: argparse.Namespace):
    from graph.context import ConfigError, Context

    overrides = {
        "model": getattr(args, "model", None),
        "max_steps": getattr(args, "max_steps", None),
        "ollama_host": getattr(args, "ollama_host", None),
        "today": getattr(args, "today", None),
        "kb_dir": getattr(args, "kb_dir", None),
    }
    try:
        return Context(**{k: v for k, v in overrides.items() if v is not None})
    except ConfigError as exc:
        raise CliError(f"配置错误：{exc}") from None


# -- commands ------------------------------------------------------------------------
def cmd_ask(args: argparse.Namespace) -> int:
    question = (args.question or "").strip()
    if not question:
        raise CliError("问题不能为空，例如：hr-agent ask \"年假有几天？\"")
    ctx = make_context(args)

    from llm import ModelUnavailable
    from nodes.resources import knowledge_base, resources_for

    try:
        resources_for(ctx).llm.preflight()
    except ModelUnavailable as exc:
        raise CliError(str(exc), EXIT_MODEL) from None
    seed_knowledge_base(knowledge_base(ctx.kb_dir, ctx.embedder, ctx.chroma_url or "", ctx.ollama_host), quiet=args.json)

    state = run_question(question, ctx, printer=None if args.json else print_update)
    if args.json:
        print(json.dumps(result_document(state), ensure_ascii=False, indent=2))
    else:
        print_result(state)
    return EXIT_MODEL if state.get("stop_reason") == "error" else EXIT_OK


def run_question(question: str, ctx, printer=None) -> dict:
    """Run the graph, showing each node's update as it happens; return the final state."""
    from graph import graph

    final: dict[str, Any] = {}
    for mode, chunk in graph.stream({"question": question}, context=ctx, stream_mode=["updates", "values"]):
        if mode == "values":
            final = chunk
        elif printer:
            for node, delta in chunk.items():
                printer(node, delta or {}, final)
    return final


def print_update(node: str, delta: dict, before: dict) -> None:
    if node == "think":
        print("\n[节点: think]")
        for entry in delta.get("trajectory", []):
            print(entry)
        if delta.get("stop_reason") == "error":
            print(f"（模型调用失败：{delta.get('error')}）")
    elif node == "act":
        print("\n[节点: act]")
        if before.get("pending_tool") and not before.get("pending_feedback"):
            args = json.dumps(before.get("pending_args") or {}, ensure_ascii=False)
            print(f"调用工具: {before['pending_tool']}({args})")
        for entry in delta.get("trajectory", []):
            print("工具结果: " + entry.removeprefix("Observation:").strip())
    sys.stdout.flush()


STOP_NOTES = {
    "max_steps": "（步数用完，以下是根据已收集信息给出的回答）",
    "parse_failures": "（模型多次输出无法解析，以下是根据已收集信息给出的回答）",
    "tool_failures": "（工具多次失败，以下是根据已收集信息给出的回答）",
}


def print_result(state: dict) -> None:
    print("\n" + "=" * 60)
    if state.get("stop_reason") == "error":
        print(f"错误：{state.get('error')}", file=sys.stderr)
        return
    if note := STOP_NOTES.get(state.get("stop_reason") or ""):
        print(note)
    print(f"最终回答：{state.get('final_answer') or ''}")
    if state.get("sources"):
        print("依据：" + "；".join(state["sources"]))


def result_document(state: dict) -> dict:
    return {
        "question": state.get("question"),
        "answer": state.get("final_answer"),
        "stop_reason": state.get("stop_reason"),
        "error": state.get("error"),
        "sources": state.get("sources", []),
        "step_count": state.get("step_count", 0),
        "steps": state.get("steps", []),
        "trajectory": state.get("trajectory", []),
    }


def seed_knowledge_base(kb, quiet: bool = False) -> None:
    if kb.count() == 0:
        if not quiet:
            print("首次运行：正在把内置员工手册导入知识库…", file=sys.stderr)
        kb.ensure_seeded()


def cmd_ingest(args: argparse.Namespace) -> int:
    ctx = make_context(args)
    from nodes.resources import knowledge_base

    kb = knowledge_base(ctx.kb_dir, ctx.embedder, ctx.chroma_url or "", ctx.ollama_host)
    report = kb.ingest(args.paths, reset=args.reset)
    print(f"新增 {report.added}，更新 {report.updated}，删除 {report.removed}，未变 {report.unchanged}，跳过 {len(report.skipped)}")
    for path, reason in report.skipped:
        print(f"  跳过 {path}：{reason}")
    nothing = report.added + report.updated + report.removed + report.unchanged == 0
    return EXIT_BAD_INPUT if nothing and report.skipped else EXIT_OK


def cmd_search(args: argparse.Namespace) -> int:
    ctx = make_context(args)
    from nodes.resources import knowledge_base

    kb = knowledge_base(ctx.kb_dir, ctx.embedder, ctx.chroma_url or "", ctx.ollama_host)
    seed_knowledge_base(kb, quiet=args.json)
    results = {}
    for query in args.queries:
        if not query.strip():
            raise CliError("查询不能为空")
        hits = kb.search(query, k=args.k)
        results[query] = [
            {"rank": n, "score": round(h.score, 4), "heading": h.heading, "source": h.source, "text": h.text}
            for n, h in enumerate(hits, 1)
        ]
    if args.json:
        print(json.dumps(results, ensure_ascii=False, indent=2))
    else:
        for query, hits in results.items():
            print(f"# {query}")
            for h in hits:
                print(f"{h['rank']}. [相似度:{h['score']:.3f}] {h['heading']}（{h['source']}）：{h['text']}")
    return EXIT_OK


def cmd_tool(args: argparse.Namespace) -> int:
    try:
        tool_args = json.loads(args.args)
    except json.JSONDecodeError as exc:
        return _tool_failure(args, f"参数必须是 JSON 对象，例如 '{{\"date\": \"2026-03-20\", \"days\": 3}}'（JSON 解析失败：{exc.msg}）")
    if not isinstance(tool_args, dict):
        return _tool_failure(args, "参数必须是 JSON 对象（{...}），收到 " + type(tool_args).__name__)
    ctx = make_context(args)
    from nodes.resources import resources_for

    result = resources_for(ctx).tools.run(args.name, tool_args)
    if not result.ok:
        return _tool_failure(args, result.observation)
    if args.json:
        print(json.dumps({"ok": True, "observation": result.observation, "data": result.data}, ensure_ascii=False, indent=2))
    else:
        print(result.observation)
    return EXIT_OK


def _tool_failure(args, message: str) -> int:
    if args.json:
        print(json.dumps({"ok": False, "error": message}, ensure_ascii=False))
    else:
        print(f"错误：{message}", file=sys.stderr)
    return EXIT_BAD_INPUT


COMMANDS = {"ask": cmd_ask, "ingest": cmd_ingest, "search": cmd_search, "tool": cmd_tool}


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    args = parser.parse_args(argv or ["ask", DEMO_QUESTION])
    if not args.command:
        parser.print_help()
        return EXIT_BAD_INPUT
    try:
        return COMMANDS[args.command](args)
    except CliError as exc:
        print(f"错误：{exc}", file=sys.stderr)
        return exc.code
    except KeyboardInterrupt:
        print("已中断。", file=sys.stderr)
        return 130
    except Exception as exc:  # last line of defence: one line, never a traceback
        print(f"内部错误：{type(exc).__name__}: {exc}（设置 HR_AGENT_DEBUG=1 查看详情）", file=sys.stderr)
        import os

        if os.environ.get("HR_AGENT_DEBUG"):
            raise
        return EXIT_INTERNAL


if __name__ == "__main__":
    sys.exit(main())
