"""The indexer: collect files, plan what changed, embed what is new, and switch the store
(knowledge.generations) over to a complete new generation in one write."""
from __future__ import annotations

import hashlib
import os
import sys
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable

from . import disk
from .chunking import CHUNKER_VERSION, Chunk, chunk_blocks, chunk_text
from .documents import display_names, document_table, resolve_documents, same_content
from .embed import Embedder
from .files import collect_files, read_bounded
from .generations import GenerationMoved, Generations, IngestFailed
from .lexical import lexical_text
from .parsers import DocumentError, parse_document
from .saved_tokens import save_tokens

_BATCH = 1000  # records per Chroma add/get call
# Chunks per embedding call (one progress step): large enough for the embedder to spread a
# call over both cores, small enough that the bar moves every second or two.
_EMBED_BATCH = 64
# Server mode: how often an ingest re-plans on top of another client's newer generation.
_SWITCH_ATTEMPTS = 5


@dataclass
class IngestReport:
    added: int = 0
    updated: int = 0
    removed: int = 0
    unchanged: int = 0
    skipped: list[tuple[str, str]] = field(default_factory=list)
    files: int = 0  # files read and indexed, changed or not
    reused: int = 0  # vectors taken over from an interrupted ingest instead of re-embedded
    pruned: list[str] = field(default_factory=list)  # documents dropped by --prune
    # Documents with the same bytes as another (first name, second name): search answers once.
    same_content: list[tuple[str, str]] = field(default_factory=list)

    @property
    def changed(self) -> bool:
        return bool(self.added or self.updated or self.removed)

    def summary(self) -> str:
        text = (f"{self.files} 个文件：新增 {self.added} 段，更新 {self.updated} 段，"
                f"删除 {self.removed} 段，未变 {self.unchanged} 段")
        if self.pruned:
            text += "；移除已不存在的文档 " + "、".join(self.pruned)
        if self.skipped:
            text += "；跳过 " + "；".join(f"{p}（{r}）" for p, r in self.skipped)
        if self.same_content:
            text += "；内容相同 " + "；".join(f"{a} 与 {b}" for a, b in self.same_content)
        return text


@dataclass
class RemoveReport:
    documents: list[str]  # names of the documents removed
    chunks: int  # chunks removed with them


def file_hash(raw: bytes) -> str:
    return hashlib.sha256(raw).hexdigest()[:16]


def read_chunks(path: Path, raw: bytes, identity: str | None = None) -> list[Chunk]:
    """Parse one file and chunk it by its structure; DocumentError if it cannot be read.
    `identity` (default: the file name) goes into every chunk id, so two documents with
    the same name and the same clause still get distinct ids."""
    doc = parse_document(path, raw)
    if doc.kind == "blocks":
        return chunk_blocks(doc.blocks or [], identity or path.name)
    return chunk_text(doc.text, identity or path.name, markdown=doc.kind == "markdown")


@dataclass
class FilePlan:
    path: Path
    key: str  # the document's identity: its absolute path
    rel: str  # its path relative to the folder it was ingested from
    size: int
    file_hash: str
    chunks: list[Chunk]
    old: dict[str, dict]  # id -> metadata of this document's chunks in the live generation


def doc_key(meta: dict) -> str:
    return meta.get("source_path") or meta.get("source", "")


def chunk_metadata(chunk: Chunk, plan: FilePlan, ingested_at: str) -> dict:
    return {
        "source": plan.path.name,
        "source_path": plan.key,
        "doc_rel": plan.rel,
        "doc": plan.rel,  # made unique among all documents when the generation is built
        "heading_path": chunk.heading,
        "position": chunk.position,
        "content_hash": chunk.content_hash,
        "file_hash": plan.file_hash,
        "file_size": plan.size,
        "ingested_at": ingested_at,
        "chunker": CHUNKER_VERSION,
    }


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
            build_generation(self, live, list(keep), {}, [], _names_for(keep.values(), []), progress=False,
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
            raise IngestFailed(_one_line(exc)) from exc
    raise IngestFailed("其他客户端一直在同时导入，本次导入未生效，请稍后重试")


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
    names = _names_for(kept, plans)
    report.same_content = same_content(((m.get("file_hash", ""), doc_key(m)) for m in kept),
                                       ((p.file_hash, p.key) for p in plans), names)
    report.reused = build_generation(indexer, live, list(keep), updates, [(p, c, now) for p, c in to_embed],
                                     names, progress, reuse=not reset, n_files=len(plans))


def _names_for(kept_metas: Iterable[dict], plans: list[FilePlan]) -> dict[str, str]:
    docs = {doc_key(m): m.get("doc_rel") or m.get("source", "") for m in kept_metas}
    docs.update({p.key: p.rel for p in plans})
    return display_names(docs)


class PruneRefused(ValueError):
    """`--prune` would empty a folder's share of the knowledge base; the message says how to confirm."""


def stale_documents(paths, by_doc: dict[str, dict], allow_empty: bool = False) -> list[str]:
    """Documents whose file was under one of the given folders and is gone. A folder that
    does not exist prunes nothing (a mistyped path must not empty the knowledge base) unless
    `allow_empty` says it is gone for good."""
    folders = [Path(p).expanduser().resolve() for p in paths
               if Path(p).expanduser().is_dir() or (allow_empty and not Path(p).expanduser().exists())]
    return [key for key in by_doc
            if any(Path(key).is_relative_to(f) for f in folders) and not Path(key).exists()]


def refuse_emptied_folders(paths, by_doc: dict[str, dict], stale: list[str], plans: list[FilePlan],
                           report: IngestReport) -> None:
    """Raise PruneRefused for a folder that now yields nothing -- no file kept, read or skipped
    under it -- while the knowledge base holds documents from it: an unmounted share or a
    folder emptied by mistake looks exactly like that, and pruning would delete them all."""
    stale_set = set(stale)
    for given in paths:
        path = Path(given).expanduser()
        folder = path.resolve()
        if path.exists() and not path.is_dir():
            continue
        held = [key for key in by_doc if Path(key).is_relative_to(folder)]
        if not held or any(key not in stale_set for key in held):
            continue
        if any(Path(p.key).is_relative_to(folder) for p in plans) or any(
                Path(s).expanduser().resolve().is_relative_to(folder) for s, _ in report.skipped if s != str(path)):
            continue
        state = "是空的" if path.exists() else "不存在（共享盘未挂载？）"
        raise PruneRefused(f"--prune：文件夹 {given} {state}，会删除知识库中它下面的全部 {len(held)} 个文档；"
                           "知识库未改动。确认要删除请加 --allow-empty")


def plan_files(paths, by_doc, reset: bool, report: IngestReport, follow_links: bool = False) -> list[FilePlan]:
    files = collect_files(paths, report.skipped, follow_links)
    seen: set[str] = set()
    plans: list[FilePlan] = []
    for source in files:
        path = source.path
        key = str(path.resolve())
        if key in seen:
            continue  # named twice, e.g. a folder and a file in it
        seen.add(key)
        try:
            rel = path.relative_to(source.root).as_posix()
        except ValueError:
            rel = path.name
        try:
            raw = read_bounded(path)
        except OSError as exc:
            report.skipped.append((str(path), f"无法读取：{exc.strerror or exc}"))
            continue
        digest = file_hash(raw)
        old = by_doc.get(key, {})
        # Same bytes chunked by the same chunker: nothing to do. A newer chunker
        # re-chunks (ids are content-derived, so unchanged sections keep their vectors).
        if not reset and old and all(
            m.get("file_hash") == digest and m.get("chunker") == CHUNKER_VERSION for m in old.values()
        ):
            report.files += 1
            report.unchanged += len(old)
            continue
        try:
            chunks = read_chunks(path, raw, key)
        except DocumentError as exc:
            report.skipped.append((str(path), f"无法读取：{exc}"))
            continue
        except Exception as exc:  # a parser bug on one odd file must not stop the rest
            report.skipped.append((str(path), f"解析失败：{type(exc).__name__}: {str(exc)[:100]}"))
            continue
        if not chunks and (reset or not old):
            report.skipped.append((str(path), "文件中没有可索引的文本"))
            continue
        report.files += 1
        plans.append(FilePlan(path, key, rel, len(raw), digest, chunks, {} if reset else old))
    return plans


def count_changes(plan: FilePlan, reset: bool, report: IngestReport) -> None:
    if reset:
        return
    new_ids = {c.id for c in plan.chunks}
    to_add = [c for c in plan.chunks if c.id not in plan.old]
    to_remove = [i for i in plan.old if i not in new_ids]
    # Report an edited clause as "updated" rather than "1 added + 1 removed": pair new
    # and stale chunks that sit under the same heading.
    added_by_heading = Counter(c.heading for c in to_add)
    removed_by_heading = Counter(plan.old[i].get("heading_path", "") for i in to_remove)
    for heading, n_add in added_by_heading.items():
        paired = min(n_add, removed_by_heading.get(heading, 0))
        report.updated += paired
        report.added += n_add - paired
        removed_by_heading[heading] -= paired
    report.removed += sum(v for v in removed_by_heading.values() if v > 0)
    report.unchanged += len(plan.chunks) - len(to_add)


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

    # 2. Vectors an interrupted ingest already computed (ids are content hashes).
    reused = indexer.store.abandoned_vectors([c.id for _, c, _ in to_embed]) if reuse and to_embed else {}

    # 3. Embed the rest, writing each batch as it is done.
    from tqdm import tqdm

    bar = tqdm(total=len(to_embed), unit="段", desc="导入", file=sys.stderr, disable=not progress,
               mininterval=0.2, dynamic_ncols=True, leave=True)
    try:
        files_done: set[str] = set()
        for i in range(0, len(to_embed), _EMBED_BATCH):
            batch = to_embed[i : i + _EMBED_BATCH]
            need = [c for _, c, _ in batch if c.id not in reused]
            vecs = dict(zip([c.id for c in need],
                            indexer.embedder.embed_passages([c.embedding_text(indexer.embed_headings) for c in need])))
            metas = [named(chunk_metadata(c, plan, now)) for plan, c, now in batch]
            staging.add(
                ids=[c.id for _, c, _ in batch],
                embeddings=[reused[c.id] if c.id in reused else vecs[c.id] for _, c, _ in batch],
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
