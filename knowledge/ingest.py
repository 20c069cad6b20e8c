"""The indexer: plan what changed (knowledge.plan), embed what is new, and switch the store
(knowledge.generations) over to a complete new generation in one write."""
from __future__ import annotations

import os
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Callable, Iterable

from . import disk
from .documents import document_table, resolve_documents, same_content
from .embed import Embedder
from .files import collect_files
from .generations import GenerationMoved, Generations, IngestFailed
from .handbook_vectors import shipped_vectors
from .lexical import lexical_text
from .plan import (Chunk, FilePlan, IngestReport, NoDocuments, PruneRefused, RemoveReport, chunk_metadata,
                   count_changes, doc_key, names_for, plan_files, read_chunks, refuse_empty_folders,
                   refuse_emptied_folders, stale_documents)
from .saved_tokens import save_tokens

# Re-exported: callers import the planning names from here as before.
__all__ = ["Indexer", "IngestReport", "NoDocuments", "PruneRefused", "RemoveReport", "read_chunks"]

_BATCH = 1000  # records per Chroma add/get call
# Chunks per embedding call (one progress step): large enough for the embedder to spread a
# call over both cores, small enough that the bar moves every second or two.
_EMBED_BATCH = 64
# Server mode: how often an ingest re-plans on top of another client's newer generation.
_SWITCH_ATTEMPTS = 5


class Indexer:
    """Writes the store's generations: every change is built aside in a new generation and
    switched to at the end, so an interrupted ingest changes nothing."""

    def __init__(self, store: Generations, embedder: Embedder, embed_headings: bool = True):
        self.store = store
        self.embedder = embedder
        self.embed_headings = embed_headings

    def ingest(self, paths: Iterable[str | Path], reset: bool = False, progress: bool = False,
               prune: bool = False, follow_links: bool = False, allow_empty: bool = False) -> IngestReport:
        """Add files/folders. Unchanged files change nothing; a changed file replaces exactly its
        own chunks; `reset` rebuilds from `paths` alone; `prune` drops documents whose files no
        longer exist under the given folders (PruneRefused if a folder now yields nothing at
        all, unless `allow_empty`); `follow_links` follows symbolic links out of the folders
        named. When no path exists, nothing is created or opened."""
        paths = [paths] if isinstance(paths, (str, Path)) else list(paths)
        reports: list[IngestReport] = []
        if not any(Path(p).expanduser().exists() for p in paths) and not (prune and self.store.exists()):
            reports.append(IngestReport())
            collect_files(paths, reports[-1].skipped)  # names each missing path
            return reports[-1]
        if not prune:
            refuse_empty_folders(paths, follow_links)

        def once(live) -> None:
            reports.append(IngestReport())
            _ingest_into(self, live, paths, reset, prune, progress, reports[-1], follow_links, allow_empty)

        _switching(self, once, progress)
        return reports[-1]

    def remove(self, names: Iterable[str]) -> RemoveReport:
        """Remove exactly these documents' chunks (knowledge.documents.resolve_documents says
        what a name may be); UnknownDocuments, and nothing changes, if one matches none."""
        if not self.store.exists():
            raise self.store.missing()
        names = list(names)
        reports: list[RemoveReport] = []

        def once(live) -> None:
            live_meta = live.metadatas()
            chosen = {d.path: d.name for d in resolve_documents(names, document_table(live_meta.values()), os.getcwd())}
            keep = {i: m for i, m in live_meta.items() if doc_key(m) not in chosen}
            reports.append(RemoveReport(sorted(chosen.values()), len(live_meta) - len(keep)))
            build_generation(self, live, list(keep), {}, [], names_for(keep.values(), []), progress=False,
                             reuse=False)

        _switching(self, once, progress=False)
        return reports[-1]


def _switching(indexer: Indexer, once: Callable, progress: bool) -> None:
    """Run one build under the write lock; when another client switched the pointer first
    (server mode), build again on top of its generation, reusing the vectors computed."""

    def waiting() -> None:
        print("另一个导入正在进行，等待它完成后再导入…", file=sys.stderr, flush=True)

    built = None
    for _ in range(_SWITCH_ATTEMPTS):
        try:
            with indexer.store.writing(on_wait=waiting if progress else None) as live:
                if built:
                    indexer.store.reuse_from(built)
                once(live)
            return
        except GenerationMoved as moved:
            built = str(moved)
        except (IngestFailed, KeyboardInterrupt, ValueError):
            raise
        except Exception as exc:  # e.g. the directory is read-only: nothing was built
            if (ctrl_c := interrupt_behind(exc)) is not None:
                raise ctrl_c from None
            raise IngestFailed(_one_line(exc)) from exc
    raise IngestFailed("其他客户端一直在同时导入，本次导入未生效，请稍后重试")


def interrupt_behind(exc: BaseException) -> KeyboardInterrupt | None:
    """The Ctrl-C an error was raised while unwinding, if any: a KeyboardInterrupt that lands inside a worker
    queue's wait can leave its lock released twice on the way out (RuntimeError: release unlocked lock), and
    that is still the person's Ctrl-C, not a failed write."""
    seen: set[int] = set()
    while exc is not None and id(exc) not in seen:
        if isinstance(exc, KeyboardInterrupt):
            return exc
        seen.add(id(exc))
        exc = exc.__context__ or exc.__cause__
    return None


def _one_line(exc: BaseException) -> str:
    text = " ".join(f"{type(exc).__name__}: {exc}".split())
    return f"写入知识库失败，知识库保持原有内容（{text[:200]}）"


def _ingest_into(indexer: Indexer, live, paths, reset: bool, prune: bool, progress: bool, report: IngestReport,
                 follow_links: bool = False, allow_empty: bool = False) -> None:
    live_meta = live.metadatas()
    by_doc: dict[str, dict[str, dict]] = defaultdict(dict)
    for i, m in live_meta.items():
        by_doc[doc_key(m)][i] = m

    plans = plan_files(paths, by_doc, reset, report, follow_links)
    stale = [] if reset or not prune else stale_documents(paths, by_doc, allow_empty)
    if prune and not reset and not allow_empty:
        refuse_emptied_folders(paths, by_doc, stale_documents(paths, by_doc, allow_empty=True), plans, report)
    if not reset and not plans and not stale:
        return  # nothing changed: the live generation is not touched
    if reset and report.files == 0:
        report.skipped.append(("--reset", "没有可导入的文件，知识库保持原样"))
        return

    # Target state: every live chunk of a document not re-read (unless reset), plus the
    # chunk lists of changed files.
    replaced = {p.key for p in plans} | set(stale)
    keep = {} if reset else {i: m for i, m in live_meta.items() if doc_key(m) not in replaced}
    now = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
    updates: dict[str, dict] = {}
    to_embed: list[tuple[FilePlan, Chunk]] = []
    for plan in plans:
        for c in plan.chunks:
            if c.id in live_meta and not reset:
                keep[c.id] = live_meta[c.id]
                updates[c.id] = chunk_metadata(c, plan, now)
            else:
                to_embed.append((plan, c))
        count_changes(plan, reset, report)
    for key in stale:
        report.removed += len(by_doc[key])
        report.pruned.append(next(iter(by_doc[key].values())).get("doc", key))
    if reset:
        report.removed = len(live_meta)
        report.added = len(to_embed)
        report.updated = 0
    kept = [updates.get(i, m) for i, m in keep.items()]
    names = names_for(kept, plans)
    report.same_content = same_content(((m.get("file_hash", ""), doc_key(m)) for m in kept),
                                       ((p.file_hash, p.key) for p in plans), names)
    report.reused = build_generation(indexer, live, list(keep), updates, [(p, c, now) for p, c in to_embed],
                                     names, progress, reuse=not reset, n_files=len(plans))


def build_generation(indexer: Indexer, live, keep_ids, updates, to_embed, names: dict[str, str],
                     progress: bool, reuse: bool, n_files: int = 0) -> int:
    """Fill a new generation (kept vectors, reused ones, fresh embeddings) and switch to it.
    Returns how many vectors were reused from an interrupted ingest.

    An error (disk full, server gone) removes the half-built generation; Ctrl-C or a kill
    leaves it, as a cache of the vectors already computed for the next ingest."""

    if not indexer.store.chroma_url:
        need, free = disk.shortfall(indexer.store.kb_dir, live.collection.count() if live.collection else 0,
                                    len(keep_ids) + len(to_embed))
        if need:
            raise IngestFailed(f"磁盘空间不足：新的知识库约需 {need >> 20} MB，{indexer.store.kb_dir} 所在磁盘只剩 "
                               f"{free >> 20} MB，未开始导入，知识库保持原有内容")
    staging = indexer.store.new_generation()
    try:
        texts, reused = _fill(indexer, live, staging, keep_ids, updates, to_embed, names, progress, reuse, n_files)
        expected = len(keep_ids) + len(to_embed)
        if staging.count() != expected:
            raise RuntimeError(f"新建的知识库只有 {staging.count()}/{expected} 段，未切换")
        save_tokens(indexer.store, staging.name, {i: lexical_text(m, d) for i, (m, d) in texts.items()}, live.name)
        indexer.store.switch_to(staging)
    except (GenerationMoved, KeyboardInterrupt):
        raise
    except Exception as exc:
        if (ctrl_c := interrupt_behind(exc)) is not None:
            raise ctrl_c from None  # the staged vectors stay, as after any Ctrl-C, for the next ingest to reuse
        indexer.store.drop_generation(staging.name)
        raise IngestFailed(_one_line(exc)) from exc
    return reused


def _fill(indexer: Indexer, live, staging, keep_ids, updates, to_embed, names, progress, reuse,
          n_files) -> tuple[dict[str, tuple[dict, str]], int]:
    """Write every chunk of the new generation; returns {id: (metadata, text)} of them all
    and how many vectors were reused."""
    texts: dict[str, tuple[dict, str]] = {}

    def named(meta: dict) -> dict:
        return {**meta, "doc": names.get(doc_key(meta), meta.get("doc", ""))}

    # 1. Unchanged chunks keep their vectors: copy them over.
    for i in range(0, len(keep_ids), _BATCH):
        batch = keep_ids[i : i + _BATCH]
        got = live.collection.get(ids=batch, include=["embeddings", "documents", "metadatas"])
        metas = [named(updates.get(cid, m or {})) for cid, m in zip(got["ids"], got["metadatas"] or [])]
        staging.add(ids=got["ids"], embeddings=got["embeddings"], documents=got["documents"], metadatas=metas)
        texts.update(zip(got["ids"], zip(metas, got["documents"])))

    # 2. Vectors an interrupted ingest already computed (ids are content hashes), and the shipped vectors of
    # the bundled handbook's passages (knowledge/handbook_vectors.py).
    reused = indexer.store.abandoned_vectors([c.id for _, c, _ in to_embed]) if reuse and to_embed else {}
    passages = {c.id: c.embedding_text(indexer.embed_headings) for _, c, _ in to_embed if c.id not in reused}
    shipped = shipped_vectors(indexer.embedder, list(passages.values())) if passages else {}
    known = reused | {cid: shipped[text] for cid, text in passages.items() if text in shipped}

    # 3. Embed the rest, writing each batch as it is done.
    from tqdm import tqdm

    bar = tqdm(total=len(to_embed), unit="段", desc="导入", file=sys.stderr, disable=not progress,
               mininterval=0.2, dynamic_ncols=True, leave=True)
    try:
        files_done: set[str] = set()
        for i in range(0, len(to_embed), _EMBED_BATCH):
            batch = to_embed[i : i + _EMBED_BATCH]
            need = [c.id for _, c, _ in batch if c.id not in known]
            vecs = dict(zip(need, indexer.embedder.embed_passages([passages[cid] for cid in need]))) if need else {}
            metas = [named(chunk_metadata(c, plan, now)) for plan, c, now in batch]
            staging.add(
                ids=[c.id for _, c, _ in batch],
                embeddings=[known[c.id] if c.id in known else vecs[c.id] for _, c, _ in batch],
                documents=[c.text for _, c, _ in batch],
                metadatas=metas,
            )
            texts.update((c.id, (m, c.text)) for (_, c, _), m in zip(batch, metas))
            files_done.update(plan.key for plan, _, _ in batch)
            bar.set_postfix_str(f"文件 {len(files_done)}/{n_files}", refresh=False)
            bar.update(len(batch))
    finally:
        bar.close()
    return texts, sum(1 for _, c, _ in to_embed if c.id in reused)
