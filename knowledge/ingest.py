"""Ingest: collect files, plan what changed, embed what is new, and switch the knowledge base
over to a complete new generation in one write (knowledge.store keeps the generations)."""
from __future__ import annotations

import hashlib
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Iterable

from .chunking import CHUNKER_VERSION, Chunk, chunk_blocks, chunk_text
from .files import SourceFile, collect_files, read_bounded  # noqa: F401  (SourceFile: part of this room's API)
from .parsers import DocumentError, parse_document

if TYPE_CHECKING:
    from .store import KnowledgeBase

_BATCH = 1000  # records per Chroma add/get call
_EMBED_BATCH = 16  # chunks per embedding call (one progress step)


@dataclass
class IngestReport:
    added: int = 0
    updated: int = 0
    removed: int = 0
    unchanged: int = 0
    skipped: list[tuple[str, str]] = field(default_factory=list)
    files: int = 0  # files read and indexed, changed or not
    reused: int = 0  # vectors taken over from an interrupted ingest instead of re-embedded

    @property
    def changed(self) -> bool:
        return bool(self.added or self.updated or self.removed)

    def summary(self) -> str:
        text = (f"{self.files} 个文件：新增 {self.added} 段，更新 {self.updated} 段，"
                f"删除 {self.removed} 段，未变 {self.unchanged} 段")
        if self.skipped:
            text += "；跳过 " + "；".join(f"{p}（{r}）" for p, r in self.skipped)
        return text


def file_hash(raw: bytes) -> str:
    return hashlib.sha256(raw).hexdigest()[:16]


def read_chunks(path: Path, raw: bytes) -> list[Chunk]:
    """Parse one file and chunk it by its structure; DocumentError if it cannot be read."""
    doc = parse_document(path, raw)
    if doc.kind == "blocks":
        return chunk_blocks(doc.blocks or [], path.name)
    return chunk_text(doc.text, path.name, markdown=doc.kind == "markdown")


@dataclass
class FilePlan:
    path: Path
    name: str
    file_hash: str
    chunks: list[Chunk]
    old: dict[str, dict]  # id -> metadata of this file's chunks in the live generation


def chunk_metadata(chunk: Chunk, path: Path, digest: str) -> dict:
    return {
        "source": chunk.source,
        "source_path": str(path.resolve()),
        "heading_path": chunk.heading,
        "position": chunk.position,
        "content_hash": chunk.content_hash,
        "file_hash": digest,
        "chunker": CHUNKER_VERSION,
    }


def ingest(kb: "KnowledgeBase", paths: Iterable[str | Path], reset: bool = False,
           progress: bool = False, follow_links: bool = False) -> IngestReport:
    """Add files/folders. Unchanged files change nothing; a changed file replaces exactly its
    own chunks; `reset` rebuilds from `paths` alone; `follow_links` follows symbolic links out of
    the folders named. The new content is built in a fresh
    generation and switched to at the end, so an interrupted ingest changes nothing."""
    if isinstance(paths, (str, Path)):
        paths = [paths]
    report = IngestReport()
    with kb.writing() as live:
        live_meta = live.metadatas()
        by_source: dict[str, dict[str, dict]] = defaultdict(dict)
        for i, m in live_meta.items():
            by_source[m.get("source", "")][i] = m

        plans = plan_files(paths, by_source, reset, report, follow_links)
        if not reset and not plans:
            return report  # nothing changed: the live generation is not touched
        if reset and report.files == 0:
            report.skipped.append(("--reset", "没有可导入的文件，知识库保持原样"))
            return report

        # Target state: every live chunk of a file not re-read (unless reset), plus the
        # chunk lists of changed files.
        replaced = {p.name for p in plans}
        keep_ids = [] if reset else [i for i, m in live_meta.items() if m.get("source", "") not in replaced]
        updates: dict[str, dict] = {}
        to_embed: list[tuple[FilePlan, Chunk]] = []
        for plan in plans:
            for c in plan.chunks:
                if c.id in live_meta and not reset:
                    keep_ids.append(c.id)
                    updates[c.id] = chunk_metadata(c, plan.path, plan.file_hash)
                else:
                    to_embed.append((plan, c))
            count_changes(plan, reset, report)
        if reset:
            report.removed = len(live_meta)
            report.added = len(to_embed)
            report.updated = 0
        report.reused = build_generation(kb, live, keep_ids, updates, to_embed, len(plans), progress,
                                         reuse=not reset)
    return report


def plan_files(paths, by_source, reset: bool, report: IngestReport, follow_links: bool = False) -> list[FilePlan]:
    files = collect_files(paths, report.skipped, follow_links)
    seen: dict[str, Path] = {}
    plans: list[FilePlan] = []
    for source in files:
        path = source.path
        name = path.name
        if name in seen:
            # Documents are identified by file name (that is what hits cite), so two
            # files with one name cannot both be in the knowledge base.
            report.skipped.append((str(path), f"与 {seen[name]} 同名，知识库按文件名区分文档"))
            continue
        seen[name] = path
        try:
            raw = read_bounded(path)
        except OSError as exc:
            report.skipped.append((str(path), f"无法读取：{exc.strerror or exc}"))
            continue
        digest = file_hash(raw)
        old = by_source.get(name, {})
        # Same bytes chunked by the same chunker: nothing to do. A newer chunker
        # re-chunks (ids are content-derived, so unchanged sections keep their vectors).
        if not reset and old and all(
            m.get("file_hash") == digest and m.get("chunker") == CHUNKER_VERSION for m in old.values()
        ):
            report.files += 1
            report.unchanged += len(old)
            continue
        try:
            chunks = read_chunks(path, raw)
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
        plans.append(FilePlan(path, name, digest, chunks, {} if reset else old))
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


def build_generation(kb: "KnowledgeBase", live, keep_ids, updates, to_embed, n_files: int, progress: bool,
                     reuse: bool) -> int:
    """Fill a new generation (kept vectors, reused ones, fresh embeddings) and switch to it.
    Returns how many vectors were reused from an interrupted ingest."""
    staging = kb.new_generation()

    # 1. Unchanged chunks keep their vectors: copy them over.
    for i in range(0, len(keep_ids), _BATCH):
        batch = keep_ids[i : i + _BATCH]
        got = live.collection.get(ids=batch, include=["embeddings", "documents", "metadatas"])
        metas = [updates.get(cid, m or {}) for cid, m in zip(got["ids"], got["metadatas"] or [])]
        staging.add(ids=got["ids"], embeddings=got["embeddings"], documents=got["documents"], metadatas=metas)

    # 2. Vectors an interrupted ingest already computed (ids are content hashes).
    reused = kb.abandoned_vectors([c.id for _, c in to_embed]) if reuse and to_embed else {}

    # 3. Embed the rest, writing each batch as it is done.
    from tqdm import tqdm

    bar = tqdm(total=len(to_embed), unit="段", desc="导入", file=sys.stderr, disable=not progress,
               mininterval=0.2, dynamic_ncols=True, leave=True)
    try:
        files_done: set[str] = set()
        for i in range(0, len(to_embed), _EMBED_BATCH):
            batch = to_embed[i : i + _EMBED_BATCH]
            need = [c for _, c in batch if c.id not in reused]
            vecs = dict(zip([c.id for c in need],
                            kb.embedder.embed_passages([c.embedding_text(kb.embed_headings) for c in need])))
            staging.add(
                ids=[c.id for _, c in batch],
                embeddings=[reused[c.id] if c.id in reused else vecs[c.id] for _, c in batch],
                documents=[c.text for _, c in batch],
                metadatas=[chunk_metadata(c, plan.path, plan.file_hash) for plan, c in batch],
            )
            files_done.update(plan.name for plan, _ in batch)
            bar.set_postfix_str(f"文件 {len(files_done)}/{n_files}", refresh=False)
            bar.update(len(batch))
    finally:
        bar.close()

    expected = len(keep_ids) + len(to_embed)
    if staging.count() != expected:
        raise RuntimeError(f"新建的知识库只有 {staging.count()}/{expected} 段，未切换，原知识库保持不变")
    kb.switch_to(staging)
    return len(reused)
