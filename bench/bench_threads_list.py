"""What `hr-agent threads` costs: listing N saved conversations against reading one of them.

    .venv/bin/python bench/bench_threads_list.py [--threads 200] [--turns 50]

Writes N threads of `--turns` full turns each (the archive's cap is 50) into a fresh SQLite
checkpointer, then times `saved_threads()` (the listing) and, as the baseline in the same
process, N reads of one thread's latest checkpoint (what `history ID` starts with). A ratio
near 1 means the listing costs one checkpoint read per thread and nothing more.
"""
from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from langgraph.checkpoint.base import empty_checkpoint  # noqa: E402

from graph.threads import open_checkpointer, saved_threads, thread_config  # noqa: E402

TURN = {"question": "年假有几天？如果今年入职，能休几天？", "answer": "年假按累计工作年限5到15天。" * 20,
        "trajectory": ["Thought: 先查年假规定\nAction: search_knowledge_base " * 20] * 8,
        "steps": [{"step": i, "node": "think", "elapsed_ms": 900.0} for i in range(8)]}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--threads", type=int, default=200)
    ap.add_argument("--turns", type=int, default=50)
    args = ap.parse_args()
    db = Path(tempfile.mkdtemp()) / "threads.sqlite"
    saver = open_checkpointer(db)
    for n in range(args.threads):
        checkpoint = empty_checkpoint()
        checkpoint["channel_values"] = {"turns": [TURN] * args.turns, "question": TURN["question"],
                                        "stop_reason": "final_answer"}
        saver.put({"configurable": {"thread_id": f"t{n}", "checkpoint_ns": ""}}, checkpoint,
                  {"source": "loop", "step": 1}, {})
    started = time.perf_counter()
    for n in range(args.threads):
        saver.get_tuple(thread_config(f"t{n}"))
    baseline = time.perf_counter() - started
    saver.conn.close()
    started = time.perf_counter()
    rows = saved_threads(db)
    listing = time.perf_counter() - started
    assert len(rows) == args.threads
    print(f"{args.threads} threads × {args.turns} turns, database {db.stat().st_size / 1e6:.1f} MB")
    print(f"threads listing {listing:.2f} s; {args.threads} single-thread reads {baseline:.2f} s; "
          f"ratio {listing / baseline:.2f}")


if __name__ == "__main__":
    main()
