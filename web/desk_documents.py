"""The desk's documents: list, upload, how a document was split, delete, and the hit test
(`/api/admin/documents…`, `/api/admin/search`). The knowledge base is the one `hr-agent
ingest` writes (the chosen or the default one, never the demo); uploaded files are kept in
`<kb_dir>/uploads/` — a document's identity is its file's path, so uploading the same name
again replaces that document, as re-ingesting a changed file does."""
from __future__ import annotations

import asyncio
import contextlib
import os
import shutil
import uuid
from collections import defaultdict
from pathlib import Path

from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from web.desk_audit import record
from web.desk_upload import Received, Refused, check_file, name_problem, receive_files
from web.inputs import json_body, text_field

UPLOADS = "uploads"
INCOMING = ".incoming"  # hidden: a CLI ingest of the uploads folder never reads half an upload
CHUNK_OPENING_CHARS = 120
MAX_QUERY_CHARS = 500


def ctx_of(request: Request):
    return request.app.state.agent.ctx


def writable_kb(ctx):
    from nodes.resources import open_knowledge_base

    return open_knowledge_base(ctx, writing=True)


def uploads_dir(ctx) -> Path:
    return Path(ctx.kb_dir).expanduser().resolve() / UPLOADS


@contextlib.contextmanager
def upload_lock(folder: Path):
    """One upload at a time moves files into the folder (across server processes): the
    moves and the ingest that follows are one step, so two officers' uploads both land."""
    import fcntl

    folder.mkdir(parents=True, exist_ok=True)
    with open(folder / ".upload.lock", "a+") as fh:
        fcntl.flock(fh, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(fh, fcntl.LOCK_UN)


# -- pure views of the live generation --------------------------------------------------------

def document_rows(metadatas: list[dict], documents: list[str]) -> list[dict]:
    """One row per document: file, chunks, clauses (distinct heading paths), updated, warnings."""
    from knowledge.plan import merged_line
    from knowledge.structure import article_markers

    by_doc: dict[str, dict] = {}
    headings: dict[str, set] = defaultdict(set)
    merged: dict[str, list[int]] = defaultdict(list)
    for meta, text in zip(metadatas, documents):
        key = meta.get("source_path") or meta.get("source", "")
        row = by_doc.setdefault(key, {"file": meta.get("doc") or meta.get("source", ""), "chunks": 0,
                                      "size": int(meta.get("file_size", 0) or 0), "updated": meta.get("ingested_at", ""),
                                      "uploaded": Path(key).parent.name == UPLOADS})
        row["chunks"] += 1
        headings[key].add(meta.get("heading_path", ""))
        if (n := len(article_markers(text or ""))) > 1:
            merged[key].append(n)
    rows = []
    for key, row in by_doc.items():
        warnings = [merged_line(row["file"], len(merged[key]), sum(merged[key]))] if merged[key] else []
        rows.append({**row, "clauses": len(headings[key]), "warnings": warnings})
    return sorted(rows, key=lambda r: r["file"])


def chunk_rows(metadatas: list[dict], documents: list[str], name: str) -> list[dict]:
    from web.documents import HEADING_SEP

    picked = [(m, d) for m, d in zip(metadatas, documents) if (m.get("doc") or m.get("source", "")) == name]
    picked.sort(key=lambda md: int(md[0].get("position", 0) or 0))
    return [{"position": int(m.get("position", 0) or 0),
             "heading_path": [h for h in (m.get("heading_path") or "").split(HEADING_SEP) if h],
             "opening": (d or "")[:CHUNK_OPENING_CHARS], "chars": len(d or "")} for m, d in picked]


# -- routes -----------------------------------------------------------------------------------

def live_snapshot(ctx):
    """The writable knowledge base's live generation, or None before the first upload."""
    kb = writable_kb(ctx)
    return kb.snapshot() if kb.exists() else None


async def list_documents(request: Request) -> Response:
    from nodes.resources import knowledge_base_state

    snap = await asyncio.to_thread(live_snapshot, ctx_of(request))
    rows = document_rows(snap.metadatas, snap.documents) if snap else []
    # own | demo (none uploaded or ingested yet: employees are answered from the demo) | missing
    state = await asyncio.to_thread(knowledge_base_state, ctx_of(request))
    return JSONResponse({"documents": rows, "knowledge_base": state})


async def document_chunks(request: Request) -> Response:
    name = request.path_params["name"]
    snap = await asyncio.to_thread(live_snapshot, ctx_of(request))
    rows = chunk_rows(snap.metadatas, snap.documents, name) if snap else []
    if not rows:
        raise HTTPException(404, f"知识库中没有文档 {name[:80]!r}（名称见 GET /api/admin/documents 的 file）")
    return JSONResponse({"file": name, "chunks": rows})


async def delete_document(request: Request) -> Response:
    name = request.path_params["name"]
    report = await asyncio.to_thread(remove_document, ctx_of(request), name)
    await record(request, "delete", name, f"删除 {report['chunks']} 段")
    return JSONResponse(report)


def remove_document(ctx, name: str) -> dict:
    from knowledge.documents import UnknownDocuments, document_table
    from knowledge.generations import IngestFailed, NoKnowledgeBase

    kb = writable_kb(ctx)
    try:
        if not kb.exists():
            raise HTTPException(404, f"知识库中没有文档 {name[:80]!r}（知识库还是空的）")
        doc = next((d for d in document_table(kb.snapshot().metadatas) if d.name == name), None)
        if doc is None:  # only exact names here: a trailing part would be a guess
            raise HTTPException(404, f"知识库中没有文档 {name[:80]!r}（名称见 GET /api/admin/documents 的 file）")
        with upload_lock(uploads_dir(ctx)):
            report = kb.remove([doc.path])
            kept = Path(doc.path)
            if kept.parent == uploads_dir(ctx):  # the desk's copy goes with it; files ingested elsewhere stay
                kept.unlink(missing_ok=True)
    except (NoKnowledgeBase, UnknownDocuments) as exc:
        raise HTTPException(404, str(exc)) from None
    except IngestFailed as exc:
        raise HTTPException(500, str(exc)) from None
    return {"removed": report.documents, "chunks": report.chunks}


async def upload_documents(request: Request) -> Response:
    files = await receive_files(request)
    try:
        result = await asyncio.to_thread(store_uploads, ctx_of(request), files)
    except UploadRefused as refused:
        await record(request, "upload", "、".join(f.name for f in files)[:500], f"拒绝：{refused}")
        return JSONResponse({"error": str(refused), "files": refused.rows}, status_code=refused.status)
    except HTTPException as failed:  # the ingest failed: the knowledge base and the files are as before
        await record(request, "upload", "、".join(f.name for f in files)[:500], f"失败：{failed.detail}")
        raise
    finally:
        for f in files:
            await f.upload.close()
    await record(request, "upload", "、".join(d["file"] for d in result["documents"]),
                 f"新增 {result['added']} 段，更新 {result['updated']} 段，删除 {result['removed']} 段，未变 {result['unchanged']} 段")
    return JSONResponse(result, status_code=201 if result["added"] or result["updated"] else 200)


class UploadRefused(Exception):
    def __init__(self, refused: list[Refused], names: list[str]):
        super().__init__("；".join(str(r) for r in refused) + "。没有保存任何文件")
        self.status = refused[0].status
        self.rows = [{"file": n, "error": str(r)} for n, r in zip(names, refused)]


def store_uploads(ctx, files: list[Received]) -> dict:
    """Check every file in a staging folder; all good: move them into the uploads folder and
    ingest them in one generation (restoring the files they replaced if the ingest fails)."""
    from knowledge.generations import IngestFailed

    folder = uploads_dir(ctx)
    staging = folder / INCOMING / uuid.uuid4().hex
    try:
        staged, refused, names = stage(files, staging)
        if refused:
            raise UploadRefused(refused, names)
        kb = writable_kb(ctx)
        with upload_lock(folder):
            backups = swap_in(staged, folder, staging / "replaced")
            try:
                report = kb.ingest([folder / name for name, _ in staged])
            except BaseException:
                restore(backups, folder, [name for name, _ in staged])
                raise
    except IngestFailed as exc:
        raise HTTPException(500, str(exc)) from None
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    by_path = {str((folder / name).resolve()): name for name, _ in staged}
    docs = {d.path: d for d in kb.documents()}
    return {"documents": [{"file": docs[p].name if p in docs else n, "chunks": docs[p].chunks if p in docs else 0}
                          for p, n in by_path.items()],
            "added": report.added, "updated": report.updated, "removed": report.removed, "unchanged": report.unchanged,
            "same_content": [list(pair) for pair in report.same_content], "notes": report.notes(),
            "skipped": [f"{Path(p).name}：{why}" for p, why in report.skipped]}


def stage(files: list[Received], staging: Path) -> tuple[list[tuple[str, Path]], list[Refused], list[str]]:
    staged, refused, names, seen = [], [], [], set()
    for i, received in enumerate(files):
        name = received.name
        try:
            if problem := name_problem(name):
                raise Refused(400, f"{name[:80]!r}：{problem}")
            if name in seen:
                raise Refused(400, f"{name}：同一次上传中出现了两次")
            seen.add(name)
            target = staging / str(i) / name
            target.parent.mkdir(parents=True)
            received.upload.file.seek(0)
            with open(target, "wb") as out:
                shutil.copyfileobj(received.upload.file, out, 1 << 20)
            check_file(name, target)
            staged.append((name, target))
        except Refused as exc:
            refused.append(exc)
            names.append(name)
    return staged, refused, names


def swap_in(staged: list[tuple[str, Path]], folder: Path, aside: Path) -> dict[str, Path]:
    """Move the checked files into place, each earlier file of the same name set aside."""
    backups = {}
    aside.mkdir(parents=True, exist_ok=True)
    for name, path in staged:
        final = folder / name
        if final.exists():
            backups[name] = aside / name
            os.replace(final, backups[name])
        os.replace(path, final)
    return backups


def restore(backups: dict[str, Path], folder: Path, names: list[str]) -> None:
    for name in names:
        if name in backups:
            os.replace(backups[name], folder / name)
        else:
            (folder / name).unlink(missing_ok=True)


async def hit_test(request: Request) -> Response:
    """A question in; the hits and the not-covered decision out, as `search --json` gives them."""
    body = await json_body(request)
    query = text_field(body, "query", "年假有几天？", MAX_QUERY_CHARS)
    hits = await asyncio.to_thread(search, ctx_of(request), query)
    return JSONResponse({"query": query, "hits": hits, "not_covered": not any(h["relevant"] for h in hits)})


def search(ctx, query: str) -> list[dict]:
    from knowledge.generations import NoKnowledgeBase
    from knowledge.hits import hit_rows
    from nodes.resources import open_knowledge_base

    try:
        kb = open_knowledge_base(ctx, must_exist=True)
        return hit_rows(kb.search(query, k=ctx.retrieval_k))
    except NoKnowledgeBase as exc:
        raise HTTPException(409, str(exc)) from None
