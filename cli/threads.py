"""`hr-agent threads`: the saved conversations (graph.threads) as a table or JSON."""
from __future__ import annotations

import json
import sys

from cli.terminal import for_terminal
from graph.threads import saved_threads, threads_db_path


def print_threads(as_json: bool) -> int:
    from cli.clock import local_time
    from cli.render import render_table

    rows = [{**r, "last_activity": local_time(r["last_activity"])} for r in saved_threads()]
    if as_json:
        print(json.dumps(rows, ensure_ascii=False, indent=2))
    elif not rows:
        print(f"还没有保存的会话（会话库 {for_terminal(threads_db_path())}）。用 hr-agent chat 或 ask --thread ID 开始一个。")
    else:
        table = [(for_terminal(r["thread"]), str(r["turns"]), r["last_activity"], _shortened(for_terminal(r["first_question"])))
                 for r in rows]
        print(render_table(("会话 ID", "轮数", "最后活动", "第一个问题"), table))
        print(f"共 {len(rows)} 个会话；查看一个：hr-agent history ID")
    return 0


def _shortened(text: str, limit: int = 40) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def announce_waiting(thread_id: str):
    """What the CLI says while another process holds the thread (graph.threads.thread_lock)."""
    return lambda: print(f"会话 {for_terminal(thread_id)} 正在被另一个进程使用，等待…", file=sys.stderr, flush=True)
