"""A thread's SQLite storage stays bounded: old checkpoints are pruned after each turn and
only the most recent turns are archived (issue 13: a long thread grew to 5.6 GB)."""
from __future__ import annotations

import os

import pytest

from cli.session import Session
from graph.threads import threads_db_path
from nodes.state import MAX_ARCHIVED_TURNS

STEPS_PER_TURN = 6


def workday_steps(turn: int) -> list[str]:
    """A turn that spends its whole step budget on distinct tool calls, then answers."""
    calls = [
        "Thought: 再算一次\nAction: add_workdays\n"
        f'Action Input: {{"date": "2026-03-{(turn + i) % 28 + 1:02d}", "days": {i + 1}}}'
        for i in range(STEPS_PER_TURN)
    ]
    return [*calls, f"Thought: 算完了\nFinal Answer: 第{turn}轮的结果是若干个工作日。"]


def db_bytes(path) -> int:
    return sum(os.path.getsize(p) for p in (path, f"{path}-wal") if os.path.exists(p))


def run_turns(session: Session, fake, first: int, count: int) -> None:
    for n in range(first, first + count):
        fake.push(*workday_steps(n))
        state = session.ask(f"第{n}个问题：3月有几个工作日？", view=None)
        assert state["stop_reason"] == "max_steps" and len(state["steps"]) == 2 * STEPS_PER_TURN + 1


@pytest.fixture
def thread_db(tmp_path, monkeypatch):
    monkeypatch.setenv("HR_AGENT_THREADS_DB", str(tmp_path / "threads.sqlite"))
    return threads_db_path()


def test_thread_database_grows_linearly_with_turns(fake_ollama, context, thread_db):
    session = Session(context(max_steps=STEPS_PER_TURN), "long", persistent=True)
    run_turns(session, fake_ollama, 0, 10)
    after_10 = db_bytes(thread_db)
    run_turns(session, fake_ollama, 10, 20)
    after_30 = db_bytes(thread_db)
    # Each turn adds one archived turn of about the same size, so 30 turns cost about three
    # times 10 turns (plus SQLite's page slack); a checkpoint per step holding every earlier
    # turn would cost about nine times.
    assert after_30 < 3.5 * after_10, (after_10, after_30)
    state = session.state()
    assert len(state["turns"]) == 30 and state["turns"][-1]["question"].startswith("第29个问题")


def test_archive_keeps_only_the_latest_turns(fake_ollama, context, thread_db):
    session = Session(context(max_steps=1), "many", persistent=True)
    total = MAX_ARCHIVED_TURNS + 3
    for n in range(total):
        fake_ollama.push(f"Thought: 直接回答\nFinal Answer: 第{n}轮回答。")
        session.ask(f"问题{n}", view=None)
    turns = session.state()["turns"]
    assert len(turns) == MAX_ARCHIVED_TURNS
    assert [t["question"] for t in turns[-2:]] == [f"问题{total - 2}", f"问题{total - 1}"]


def test_pruning_keeps_the_latest_checkpoint_and_its_pending_writes_through_the_public_api(tmp_path):
    """prune_checkpoints on SqliteSaver (which has no prune of its own): one checkpoint is left,
    the latest, with its pending writes (an ask_user interrupt waiting for its answer) and its
    id; another thread is untouched; a second prune changes nothing."""
    from langgraph.checkpoint.base import empty_checkpoint

    from graph.threads import open_checkpointer, prune_checkpoints, saved_threads, thread_config

    saver = open_checkpointer(tmp_path / "threads.sqlite")
    ids = {}
    for thread in ("kept", "other"):
        config = {"configurable": {"thread_id": thread, "checkpoint_ns": ""}}
        for step in range(3):
            checkpoint = empty_checkpoint()
            checkpoint["channel_values"] = {"question": f"第{step}步", "turns": [{"question": "年假几天"}] * step}
            checkpoint["channel_versions"] = {"question": step + 1, "turns": step + 1}
            config = saver.put(config, checkpoint, {"source": "loop", "step": step}, checkpoint["channel_versions"])
        ids[thread] = checkpoint["id"]
        saver.put_writes(config, [("__interrupt__", {"question": "哪天入职？"})], task_id="ask")
    prune_checkpoints(saver, "kept")
    for _ in range(2):
        kept = list(saver.list(thread_config("kept")))
        assert [t.checkpoint["id"] for t in kept] == [ids["kept"]]
        assert kept[0].checkpoint["channel_values"]["question"] == "第2步"
        assert kept[0].pending_writes == [("ask", "__interrupt__", {"question": "哪天入职？"})]
        assert len(list(saver.list(thread_config("other")))) == 3
        prune_checkpoints(saver, "kept")
    saver.conn.close()
    listed = {r["thread"]: r for r in saved_threads(tmp_path / "threads.sqlite")}
    assert set(listed) == {"kept", "other"} and listed["kept"]["first_question"] == "年假几天"
