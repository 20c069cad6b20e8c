"""`hr-agent` / `step8_react_agent.py`: argument parsing, commands and exit codes.

Exit codes: 0 success, 1 internal error, 2 bad input, 3 model server unreachable or model
missing (`ask` still prints the handbook search: cli/no_model.py), 130 Ctrl-C, 141 the reader of stdout went away (`| head`; said nowhere, as SIGPIPE
would). Heavy libraries (LangGraph, ChromaDB, the embedder) are imported inside the commands,
so `--help` stays instant.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Sequence

from cli import kb_cmd
from cli.calendar_cmd import add_calendar_parser, cmd_calendar
from cli.common import (WARMUPS, EXIT_BAD_INPUT, EXIT_INTERNAL, EXIT_OK, CliError, OneLineParser, _positive_int,
                        make_context, open_kb, port_number)
from cli.argparse_zh import chinese_argparse
from cli.ask_cmd import cmd_ask, cmd_chat
from cli.eval_cmd import add_eval_parser
from cli.ingest_cmd import cmd_ingest
from cli.interrupt import ctrl_c_survives_finalizers
from cli.serve_cmd import add_serve_parser, cmd_serve
from cli.terminal import for_terminal, reader_gone

DEMO_QUESTION = "请假需要提前几天申请？如果今天申请，最早哪天能开始休？"
# Tool arguments are flat objects of dates and numbers; deeper JSON is a mistake or an attack
# (json.loads itself gives up with RecursionError near 1,000 levels).
MAX_TOOL_ARGS_DEPTH = 20
# -- argument parsing ----------------------------------------------------------------
def build_parser() -> argparse.ArgumentParser:
    p = OneLineParser(
        prog="hr-agent",
        description="离线 HR 制度助手：LangGraph ReAct 循环 + 本地 Ollama + ChromaDB 员工手册 + 中国法定节假日日历。"
        " 不带参数运行时回答示例问题：" + DEMO_QUESTION,
    )
    sub = p.add_subparsers(dest="command", metavar="COMMAND")

    kb = OneLineParser(add_help=False)
    kb.add_argument("--kb-dir", help="知识库目录（默认 HR_AGENT_KB_DIR 或仓库内 .kb/）")
    out = OneLineParser(add_help=False)
    out.add_argument("--json", action="store_true", help="输出一个 JSON 文档")
    day = OneLineParser(add_help=False)
    day.add_argument("--today", help="把“今天”固定为 YYYY-MM-DD（默认 HR_AGENT_TODAY 或 Asia/Shanghai 当天）")
    model = OneLineParser(add_help=False)
    model.add_argument("--model", help="Ollama 模型（默认 HR_AGENT_MODEL 或 qwen2.5:7b）")
    model.add_argument("--max-steps", type=_positive_int, help="工具步数上限（默认 HR_AGENT_MAX_STEPS 或 6）")
    model.add_argument("--host", dest="ollama_host", help="Ollama 地址（默认 OLLAMA_HOST 或 http://127.0.0.1:11434）")
    live = OneLineParser(add_help=False)
    live.add_argument("--quiet", "-q", action="store_true", help="只打印最终回答")
    live.add_argument("--stream", dest="stream", action="store_true", default=None, help="逐 token 显示模型输出（终端上默认开启）")
    live.add_argument("--no-stream", dest="stream", action="store_false", help="不逐 token 显示")

    a = sub.add_parser("ask", parents=[model, day, kb, out, live], help="提一个问题，打印完整推理轨迹")
    a.add_argument("question", help="问题，例如 \"年假有几天？\"")
    a.add_argument("--thread", help="会话 ID：在该会话中继续（保存在 SQLite，见 HR_AGENT_THREADS_DB）")

    c = sub.add_parser("chat", parents=[model, day, kb, live], help="交互式会话（/new 新会话，/steps 步骤表，/quit 退出）")
    c.add_argument("--thread", help="继续已有会话 ID（默认新建）")

    h = sub.add_parser("history", parents=[out], help="打印一个会话的各轮问答和步骤；不给 ID 时列出所有会话")
    h.add_argument("thread", metavar="ID", nargs="?", help="会话 ID（见 hr-agent threads）")
    sub.add_parser("threads", parents=[out], help="列出保存的会话：ID、第一个问题、轮数、最后活动时间（最新的在前）")

    i = sub.add_parser("ingest", parents=[kb], help="把 .md/.txt/.html/.docx/.pdf 文件或文件夹导入知识库")
    i.add_argument("paths", nargs="+", metavar="PATH")
    i.add_argument("--reset", action="store_true", help="清空后重建")
    i.add_argument("--follow-links", action="store_true", help="跟随指向文件夹之外的符号链接（默认跳过）")
    i.add_argument("--prune", action="store_true", help="同时删除给定文件夹下已不存在的文件对应的文档")
    i.add_argument("--allow-empty", action="store_true",
                   help="允许 --prune 作用于已为空或不存在的文件夹（会删除它下面的全部文档；默认拒绝，以防共享盘未挂载）")

    s = sub.add_parser("search", parents=[kb, out], help="直接检索知识库（可一次多个查询）")
    s.add_argument("queries", nargs="+", metavar="QUERY")
    s.add_argument("-k", type=_positive_int, default=None, help="每个查询返回条数（默认取 HR_AGENT_K，未设置时为 3）")

    t = sub.add_parser("tool", parents=[day, kb, out], help="像智能体一样调用一个工具")
    t.add_argument("name", help="工具名，例如 calculate_leave_days")
    t.add_argument("args", nargs="?", default="{}", help="JSON 对象参数，例如 '{\"start_date\":\"2026-03-20\",\"end_date\":\"2026-03-25\"}'")

    st = sub.add_parser("studio", help="离线启动 LangGraph Studio 开发服务器（langgraph dev）")
    st.add_argument("--port", type=port_number, help="端口（默认自动选一个空闲端口）")

    add_serve_parser(sub)
    sub.add_parser("graph", help="以 Mermaid 文本打印图结构（离线绘制）")
    add_calendar_parser(sub, kb, day)
    kb_cmd.add_parser(sub, [kb])
    add_eval_parser(sub, parents=[model, day, kb, out])
    return p


def cmd_threads(args: argparse.Namespace) -> int:
    from cli.threads import print_threads

    return print_threads(args.json)


def cmd_history(args: argparse.Namespace) -> int:
    from cli.render import answer_footer, step_table
    from graph.threads import thread_config, threads_db_path

    if args.thread is None:
        return cmd_threads(args)
    if not threads_db_path().exists():
        raise CliError(f"没有找到会话 {args.thread}（会话库 {threads_db_path()} 不存在）")
    from graph.threads import open_checkpointer
    from graph.builder import compile_graph

    app = compile_graph(checkpointer=open_checkpointer())
    values = app.get_state(thread_config(args.thread)).values or {}
    turns = list(values.get("turns", []))
    if values.get("question") and not values.get("stop_reason"):
        turns.append({"question": values["question"], "answer": None, "stop_reason": "in_progress",
                      "trajectory": values.get("trajectory", []), "steps": values.get("steps", [])})
    if not turns:
        raise CliError(f"没有找到会话 {args.thread}")
    if args.json:
        print(json.dumps({"thread": args.thread, "turns": turns}, ensure_ascii=False, indent=2))
        return EXIT_OK
    for n, turn in enumerate(turns, 1):
        print(f"\n## 第 {n} 轮：{for_terminal(turn.get('question'))}")
        for entry in turn.get("trajectory", []):
            print(for_terminal(entry, "\n  "))
        answer = turn.get("answer") or turn.get("error") or ""
        when = f"，{for_terminal(turn['finished_at'])}" if turn.get("finished_at") else ""
        print(f"→ 回答（{for_terminal(turn.get('stop_reason'))}{when}）：{for_terminal(answer, chr(10) + '  ')}")
        for line in answer_footer(turn):
            print(line)
        if turn.get("steps"):
            print(step_table(turn["steps"]))
    return EXIT_OK


def cmd_search(args: argparse.Namespace) -> int:
    ctx = make_context(args)
    for query in args.queries:
        if not query.strip():
            raise CliError("查询不能为空")
    kb = open_kb(ctx, quiet=args.json)
    k = ctx.retrieval_k  # -k, else HR_AGENT_K, else the agent's own default
    from knowledge.hits import hit_rows

    results = {query: hit_rows(kb.search(query, k=k)) for query in args.queries}
    if args.json:
        print(json.dumps(results, ensure_ascii=False, indent=2))
    else:
        for query, hits in results.items():
            print(f"# {for_terminal(query)}")
            if not any(h["relevant"] for h in hits):
                print("（没有相关条款：手册未涉及这个问题；以下只是最接近的条款）")
            for h in hits:
                tag = "" if h["relevant"] else "（不相关）"
                print(f"{h['rank']}. [余弦相似度:{h['score']:.3f}]{tag} {for_terminal(h['heading'])}（{for_terminal(h['source'])}）："
                      f"{for_terminal(h['text'], chr(10) + '   ')}")
    return EXIT_OK


def cmd_tool(args: argparse.Namespace) -> int:
    from prompts.arguments import json_depth

    # Bracket nesting counted on the text before parsing, so no recursive parser meets it.
    if json_depth(args.args) > MAX_TOOL_ARGS_DEPTH:
        return _tool_failure(args, f"参数 JSON 嵌套过深（最多 {MAX_TOOL_ARGS_DEPTH} 层），应为一个扁平的 JSON 对象")
    try:
        tool_args = json.loads(args.args)
    except json.JSONDecodeError as exc:
        return _tool_failure(args, f"参数必须是 JSON 对象，例如 '{{\"date\": \"2026-03-20\", \"days\": 3}}'（JSON 解析失败：{exc.msg}）")
    if not isinstance(tool_args, dict):
        return _tool_failure(args, "参数必须是 JSON 对象（{...}），收到 " + type(tool_args).__name__)
    ctx = make_context(args)
    from nodes.resources import tool_registry

    result = tool_registry(ctx).run(args.name, tool_args)
    if not result.ok:
        return _tool_failure(args, result.observation)
    if args.json:
        print(json.dumps({"ok": True, "observation": result.observation, "data": result.data}, ensure_ascii=False, indent=2))
    else:
        print(for_terminal(result.observation, "\n"))
    return EXIT_OK


def _tool_failure(args, message: str) -> int:
    if args.json:
        print(json.dumps({"ok": False, "error": message}, ensure_ascii=False))
    else:
        print(f"错误：{for_terminal(message)}", file=sys.stderr)
    return EXIT_BAD_INPUT


def cmd_studio(args: argparse.Namespace) -> int:
    from cli.studio import run_studio

    return run_studio(port=args.port)


def cmd_eval(args: argparse.Namespace) -> int:
    from cli.eval_cmd import cmd_eval as run_eval

    return run_eval(args)


def cmd_graph(args: argparse.Namespace) -> int:
    from graph.builder import graph

    print(graph.get_graph().draw_mermaid())
    return EXIT_OK


COMMANDS = {
    "ask": cmd_ask, "chat": cmd_chat, "history": cmd_history, "threads": cmd_threads, "ingest": cmd_ingest,
    "search": cmd_search, "tool": cmd_tool, "studio": cmd_studio, "graph": cmd_graph, "kb": kb_cmd.cmd_kb,
    "calendar": cmd_calendar, "eval": cmd_eval, "serve": cmd_serve,
}


def keep_files_private() -> None:
    """Everything this process creates -- the threads database (and its -wal/-shm), lock files,
    the knowledge base, chat history -- is readable by the user only: conversations are private."""
    os.umask(0o077)


def _is_text(arg: str) -> bool:
    # Bytes that are not UTF-8 reach sys.argv as lone surrogates (PEP 383).
    try:
        arg.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def main(argv: Sequence[str] | None = None) -> int:
    ctrl_c_survives_finalizers()  # the commands import ChromaDB, LangGraph and the embedder as they go
    try:
        code = _run(list(sys.argv[1:] if argv is None else argv))
        sys.stdout.flush()  # inside the guard: the last buffered lines can meet the closed pipe too
        return code
    except BrokenPipeError:
        return reader_gone()
    except KeyboardInterrupt:  # before a command runs (parsing, start-up) or after it returned
        print("已中断。", file=sys.stderr)
        return 130


def _run(argv: list[str]) -> int:
    keep_files_private()
    if undecodable := [n for n, arg in enumerate(argv, 1) if not _is_text(arg)]:
        print(f"错误：第 {undecodable[0]} 个参数不是有效的 UTF-8 文本（检查终端编码或文件名）", file=sys.stderr)
        return EXIT_BAD_INPUT
    with chinese_argparse():
        parser = build_parser()
        args = parser.parse_args(argv or ["ask", DEMO_QUESTION])
        if not args.command:
            parser.print_help()
            return EXIT_BAD_INPUT
    try:
        return COMMANDS[args.command](args)
    except CliError as exc:
        print(f"错误：{for_terminal(exc)}", file=sys.stderr)
        return exc.code
    except KeyboardInterrupt:
        print("已中断。", file=sys.stderr)
        return 130
    except BrokenPipeError:
        raise  # not an internal error: `main` ends quietly
    except Exception as exc:  # last line of defence: one line, never a traceback
        if os.environ.get("HR_AGENT_DEBUG"):
            raise
        print(f"内部错误：{type(exc).__name__}: {for_terminal(exc)}（设置 HR_AGENT_DEBUG=1 查看详情）", file=sys.stderr)
        return EXIT_INTERNAL
    finally:
        for warmup in WARMUPS:
            if warmup.ident is not None:
                warmup.join()
