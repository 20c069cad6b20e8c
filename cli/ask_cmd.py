"""`hr-agent ask` and `hr-agent chat`: one question, or a conversation, through the agent."""
from __future__ import annotations

import argparse
import json
import sys

from cli.common import EXIT_MODEL, EXIT_OK, CliError, check_question, make_context, prepare_agent
from cli.session import Session, prompt_person, result_document
from cli.terminal import for_terminal


def stream_wanted(args) -> bool:
    return sys.stdout.isatty() if args.stream is None else args.stream


def cmd_ask(args: argparse.Namespace) -> int:
    from cli.render import TrajectoryView, print_answer, step_table

    question = (args.question or "").strip()
    if not question:
        raise CliError("问题不能为空，例如：hr-agent ask \"年假有几天？\"")
    ctx = make_context(args)
    check_question(question, ctx)
    try:
        prepare_agent(ctx, quiet=args.json or args.quiet)
    except CliError as exc:
        if exc.code != EXIT_MODEL:
            raise
        from cli.no_model import print_handbook_only  # no model: the handbook search still helps

        return print_handbook_only(question, str(exc), ctx, as_json=args.json)
    session = Session(ctx, args.thread, persistent=bool(args.thread))
    view = None if args.json else TrajectoryView(stream_tokens=stream_wanted(args), quiet=args.quiet)
    interactive = sys.stdin.isatty() and not args.json
    state = session.ask(question, view, answer_user=prompt_person if interactive else None)
    if args.json:
        print(json.dumps(result_document(state, session.thread_id if args.thread else None), ensure_ascii=False, indent=2))
    else:
        print_answer(state, quiet=args.quiet)
        if not args.quiet and state.get("steps"):
            print("\n" + step_table(state["steps"]))
    return EXIT_MODEL if state.get("stop_reason") == "error" else EXIT_OK


def cmd_chat(args: argparse.Namespace) -> int:
    from cli.render import TrajectoryView, print_answer, step_table
    from graph.threads import new_thread_id

    ctx = make_context(args)
    prepare_agent(ctx, quiet=args.quiet)
    session = Session(ctx, args.thread, persistent=True)
    save_history = enable_line_editing()
    print(f"会话 {for_terminal(session.thread_id)}（/new 新会话，/steps 上一轮步骤表，/quit 退出）")
    last: dict = {}
    while True:
        try:
            line = input("\n你> ").strip()
        except (EOFError, KeyboardInterrupt):
            print()
            save_history()
            return EXIT_OK
        if not line:
            continue
        if line in ("/quit", "/exit"):
            save_history()
            return EXIT_OK
        if line == "/new":
            session.thread_id = new_thread_id()
            print(f"新会话 {session.thread_id}")
            continue
        if line == "/steps":
            print(step_table(last.get("steps", [])) if last.get("steps") else "还没有步骤。")
            continue
        try:
            check_question(line, ctx)
        except CliError as exc:
            print(f"错误：{exc}")
            continue
        view = TrajectoryView(stream_tokens=stream_wanted(args), quiet=args.quiet)
        try:
            last = session.ask(line, view, answer_user=prompt_person)
        except KeyboardInterrupt:  # the model request is already cut; the turn is saved as interrupted
            print("\n已中断：这一轮没有回答（可以接着提下一个问题，/quit 退出）")
            last = {}
            continue
        print_answer(last, quiet=args.quiet)


def enable_line_editing():
    """readline editing for input(), with the chat's input history kept beside the threads DB."""
    try:
        import readline
    except ImportError:  # not on every platform; chat still works without it
        return lambda: None
    from graph.threads import threads_db_path

    path = threads_db_path().parent / "chat_history"
    try:
        readline.read_history_file(path)
    except OSError:
        pass

    def save() -> None:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            readline.set_history_length(1000)
            readline.write_history_file(path)
        except OSError:
            pass

    return save
