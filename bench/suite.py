"""Labelled handbook sets for retrieval and gate evaluation, and an embedder that caches
vectors on disk between runs (the model is the slow part; everything else is re-measured).

A set is one knowledge base (a folder of documents) with its labelled questions:
- covered: `{"question", "source", "heading", "lang", "kind"}`, the clause that answers it;
- uncovered: `{"question", "kind": "company_uncovered" | "off_domain"}`, nothing answers it.

Every set has one `split` (SPLITS), named by its rows:
- "fit": the relevance gate is fitted on it and anything may be tuned or chosen on it;
- "dev": read while investigating and choosing ranking changes, never fitted by the gate;
  its figures are development figures, not claims;
- "heldout": never used for fitting, tuning or choosing anything; run only to report.

The suite folder (tests/data/handbooks, see its README) holds one sub-folder per handbook:
`handbook/` (the documents) and `*.jsonl` question files whose rows carry the set's `split`
(covered rows of the older sets carry none and take the set's). The two older sets, the
bundled handbook and Northwind (tests/data/northwind), are fitting sets: every labelled row
in their files says "fit".
"""
from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data"
UNCOVERED_KINDS = ("company_uncovered", "off_domain", "uncovered")
SPLITS = ("fit", "dev", "heldout")


@dataclass
class LabelledSet:
    name: str
    documents: list[Path]
    covered: list[dict]
    uncovered: list[dict]
    split: str  # one of SPLITS
    notes: dict = field(default_factory=dict)
    files: list[Path] = field(default_factory=list)  # the question files, for the gate's `fitted_on`


def read_rows(*paths: Path) -> list[dict]:
    out = []
    for p in paths:
        if p.is_file():
            out += [json.loads(line) for line in p.read_text(encoding="utf-8").splitlines() if line.strip()]
    return out


def _split_rows(rows: list[dict]) -> tuple[list[dict], list[dict]]:
    uncovered = [r for r in rows if r.get("kind") in UNCOVERED_KINDS or not r.get("heading")]
    covered = [r for r in rows if r not in uncovered]
    return covered, uncovered


def set_split(name: str, rows: list[dict]) -> str:
    """The one split a set's rows name; a set whose rows disagree (or name none) is refused,
    so a held-out row can never ride along in a fitting set."""
    named = [r["split"] for r in rows if r.get("split") is not None]
    splits = {str(v) for v in named}
    if len(splits) != 1 or not splits <= set(SPLITS) or not all(isinstance(v, str) for v in named):
        raise ValueError(f"{name}: its rows' split must be one of {', '.join(SPLITS)}, the same on every row "
                         f"that names one; found {sorted(splits) or 'none'}")
    return splits.pop()


def _labelled_set(name: str, documents: Path, covered_files: list[Path], uncovered_files: list[Path]) -> LabelledSet:
    covered, uncovered = read_rows(*covered_files), read_rows(*uncovered_files)
    return LabelledSet(name, [documents], covered, uncovered, set_split(name, covered + uncovered),
                       files=[*covered_files, *uncovered_files])


def builtin_sets() -> list[LabelledSet]:
    """The bundled handbook and the Northwind handbook: both fitting sets."""
    bundled = _labelled_set("bundled", ROOT / "knowledge" / "handbook",
                            [DATA / "retrieval_eval.jsonl", DATA / "final_check_covered.jsonl"],
                            [DATA / "offtopic_eval.jsonl", DATA / "final_check_offtopic.jsonl"])
    northwind = _labelled_set("northwind", DATA / "northwind" / "handbook", [DATA / "northwind" / "retrieval_eval.jsonl"],
                              [DATA / "northwind" / "offtopic_eval.jsonl"])
    return [bundled, northwind]


def suite_sets(folder: Path) -> list[LabelledSet]:
    """Every handbook folder under `folder` that has documents and questions."""
    out = []
    for sub in sorted(p for p in folder.iterdir() if p.is_dir()) if folder.is_dir() else []:
        docs = sub / "handbook"
        questions = sorted(sub.glob("*.jsonl"))
        if not docs.is_dir() or not questions:
            continue
        rows = read_rows(*questions)
        covered, uncovered = _split_rows(rows)
        out.append(LabelledSet(sub.name, [docs], covered, uncovered, set_split(sub.name, rows), files=questions))
    return out


def all_sets(suite: Path | None) -> list[LabelledSet]:
    return builtin_sets() + (suite_sets(suite) if suite else [])


class CachingEmbedder:
    """Wraps an embedder: every passage and query vector is kept in one .npz per model under
    `cache_dir`, keyed by the text's hash, so a re-run embeds only new text."""

    def __init__(self, inner, cache_dir: Path):
        self.inner = inner
        self.name = inner.name
        for attr in ("relevance_threshold", "relevance_margin", "topic_margin"):  # the last two: older trees
            if hasattr(inner, attr):
                setattr(self, attr, getattr(inner, attr))
        cache_dir.mkdir(parents=True, exist_ok=True)
        self._path = cache_dir / f"{inner.name}.vectors.npz"
        self._vecs: dict[str, np.ndarray] = {}
        if self._path.is_file():
            with np.load(self._path) as data:
                self._vecs = dict(zip(data["keys"].tolist(), data["vecs"]))
        self._dirty = False

    @property
    def dim(self) -> int:
        return self.inner.dim

    @staticmethod
    def _key(side: str, text: str) -> str:
        return side + hashlib.sha256(text.encode("utf-8")).hexdigest()[:24]

    def embed_passages(self, texts: list[str]) -> np.ndarray:
        keys = [self._key("p", t) for t in texts]
        need = [(k, t) for k, t in zip(keys, texts) if k not in self._vecs]
        if need:
            for (k, _), v in zip(need, self.inner.embed_passages([t for _, t in need])):
                self._vecs[k] = np.asarray(v, np.float32)
            self._dirty = True
        return np.stack([self._vecs[k] for k in keys]) if keys else np.zeros((0, self.dim), np.float32)

    def embed_query(self, text: str) -> np.ndarray:
        k = self._key("q", text)
        if k not in self._vecs:
            self._vecs[k] = np.asarray(self.inner.embed_query(text), np.float32)
            self._dirty = True
        return self._vecs[k]

    def save(self) -> None:
        if self._dirty:
            keys = list(self._vecs)
            tmp = self._path.with_name(f"{self._path.stem}.{os.getpid()}.tmp.npz")
            np.savez(tmp, keys=np.array(keys), vecs=np.stack([self._vecs[k] for k in keys]))
            os.replace(tmp, self._path)
            self._dirty = False


def chinese_only_views(s: LabelledSet) -> list[LabelledSet]:
    """For a set with Chinese documents: a knowledge base of its Chinese documents alone,
    asked the set's English questions about them (English-on-Chinese cross-lingual search,
    where nothing in the knowledge base is in the question's language)."""
    scripts = document_scripts(s)
    zh = [f for f, sc in scripts.items() if sc == "han"]
    if not zh:
        return []
    names = {f.name for f in zh}
    rows = [r for r in s.covered if r.get("lang") == "en" and r["source"] in names]
    return [LabelledSet(f"{s.name}/zh-only", zh, rows, [], s.split, {"view": "en-on-zh"})] if rows else []


def is_labelled(hit, row: dict) -> bool:
    """Whether a hit is the clause a covered question is labelled with."""
    return hit.source == row["source"] and (
        (bool(hit.heading_path) and hit.heading_path[-1] == row["heading"]) or hit.heading.endswith(row["heading"]))


def build_kb(s: LabelledSet, embedder, cache_dir: Path, **kb_options):
    """The set's knowledge base, kept under cache_dir between runs (re-ingest changes only
    what changed)."""
    from knowledge.store import KnowledgeBase

    # Keyed by where the documents are as well: two source trees (worktrees) sharing one cache
    # would otherwise ingest both copies into one knowledge base, and the copies' names grow.
    where = hashlib.sha256("\n".join(str(p.resolve()) for p in s.documents).encode()).hexdigest()[:8]
    kb = KnowledgeBase(cache_dir / "kbs" / f"{s.name.replace('/', '_')}-{where}", embedder=embedder, **kb_options)
    kb.ingest(s.documents, reset=True) if not kb.exists() else kb.ingest(s.documents, prune=True)
    return kb


def document_scripts(s: LabelledSet) -> dict[Path, str]:
    """Each document file of the set and its script ("han" or "latin", knowledge.lexical)."""
    from knowledge.lexical import script

    files = [f for d in s.documents for f in (sorted(d.rglob("*")) if d.is_dir() else [d]) if f.is_file()]
    return {f: script(f.read_text(encoding="utf-8", errors="ignore")[:4000]) for f in files}
