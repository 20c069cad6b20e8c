"""The relevance gate: is a hit an answer to the question, or only the nearest text?

One logistic regression over a handful of numbers search already has for every hit
(FEATURES), fitted on labelled handbooks by bench/fit_gate.py and shipped as
knowledge/gate_model.json (weights, feature scaling, threshold, and what it was fitted on).
A hit is relevant when its probability reaches the model's threshold, which the fit sets
so that covered questions are (almost) never turned away: showing the agent one neighbouring
clause too many is the lesser error than hiding the answer.

The key-term features need to know whether the question's HR term occurs in a clause as a
word: 产假 is not named by 陪产假, 年终奖 is not named by 年休假. The terms are the key terms
of the workplace-topic catalogue (knowledge/topics/workplace_topics.txt), where each line
lists one topic's terms in both languages, so "maternity leave" and 产假 name the same topic.
A text names a term when a leftmost-longest scan over all catalogue terms (the way a
dictionary segmenter cuts) stops on it: inside 陪产假 the scan stops on 陪产假, never on 产假.
No jieba here: its dictionary costs ~1.5 s to load in every new process.
"""
from __future__ import annotations

import functools
import json
from dataclasses import dataclass
from pathlib import Path

import numpy as np

MODEL_FILE = Path(__file__).resolve().parent / "gate_model.json"

# The model's inputs, per hit, in this order (bench/fit_gate.py writes them by name).
FEATURES = (
    "cosine",               # the hit's cosine to the question (language direction removed)
    "over_background",      # that cosine net of the hit's hubness, minus the question's best background match
    "over_background_low",  # the same, capped at BACKGROUND_KNEE: how far below it a hit falls counts extra
    "term_absent",          # the question names a catalogue key term, no chunk of the knowledge base names its topic as a word
    "hit_names_term",       # the hit itself names the question's topic as a word
    "topic_excess",         # the best catalogue topic the knowledge base lacks, over the hit's side (knowledge.topics)
    "bm25_agreement",       # the hit's BM25 over the best BM25 any chunk has for the question (0 when no word is shared)
)
# Off-domain questions sit below this over_background, covered ones mostly above: a knee lets
# one linear model treat "below" as strong evidence without making "far above" count as much.
BACKGROUND_KNEE = 0.02


@dataclass(frozen=True)
class GateModel:
    features: tuple[str, ...]  # the FEATURES it reads, in its weights' order (a fit may leave some out)
    mean: np.ndarray
    scale: np.ndarray
    weights: np.ndarray
    bias: float
    threshold: float  # minimum probability of a relevant hit
    about: dict

    @functools.cached_property
    def columns(self) -> list[int]:
        return [FEATURES.index(f) for f in self.features]

    def probability(self, x: np.ndarray) -> np.ndarray:
        """P(relevant) for each row of x (every feature, in FEATURES order)."""
        x = np.atleast_2d(np.asarray(x, np.float64))[:, self.columns]
        z = (x - self.mean) / self.scale @ self.weights + self.bias
        return 1.0 / (1.0 + np.exp(-z))

    def to_json(self) -> dict:
        return {"features": list(self.features), "mean": self.mean.tolist(), "scale": self.scale.tolist(),
                "weights": self.weights.tolist(), "bias": self.bias, "threshold": self.threshold,
                "about": self.about}

    @classmethod
    def from_json(cls, data: dict) -> "GateModel":
        features = tuple(data["features"])
        unknown = [f for f in features if f not in FEATURES]
        if unknown or not features or len(set(features)) != len(features):
            raise ValueError(f"gate model features {features} are not among this code's {FEATURES}: re-fit it "
                             "(bench/fit_gate.py)")
        arr = lambda k: np.asarray(data[k], np.float64)  # noqa: E731
        if any(arr(k).shape != (len(features),) for k in ("mean", "scale", "weights")):
            raise ValueError(f"gate model: mean, scale and weights must have one number per feature ({len(features)}): "
                             "re-fit it (bench/fit_gate.py)")
        return cls(features, arr("mean"), np.maximum(arr("scale"), 1e-9), arr("weights"), float(data["bias"]),
                   float(data["threshold"]), dict(data.get("about", {})))


_MODELS: dict[Path, GateModel] = {}


def load_model(path: Path = MODEL_FILE) -> GateModel:
    got = _MODELS.get(path)
    if got is None:
        got = _MODELS[path] = GateModel.from_json(json.loads(path.read_text(encoding="utf-8")))
    return got


def model_for(embedder_name: str, path: Path = MODEL_FILE) -> GateModel | None:
    """The shipped model when it was fitted on this embedder's cosines, else None (the
    knowledge base then falls back to the embedder's plain cosine floor)."""
    if not path.is_file():
        return None
    model = load_model(path)
    return model if model.about.get("embedder") == embedder_name else None


class KeyTerms:
    """Which catalogue topics a text names, each key term counted only as a whole word."""

    def __init__(self, term_sets: list[tuple[str, ...]]):
        self._topic: dict[str, int] = {}
        for n, terms in enumerate(term_sets):
            for t in terms:
                self._topic.setdefault(t.lower(), n)
        # Terms by first character, longest first: a scan tries only the terms that can start
        # where it stands (a regex alternation of ~600 terms tried each one at every position).
        self._starting: dict[str, list[str]] = {}
        for t in sorted(self._topic, key=len, reverse=True):
            self._starting.setdefault(t[0], []).append(t)
        self._terms_of: dict[int, list[str]] = {}
        for t, n in self._topic.items():
            self._terms_of.setdefault(n, []).append(t)

    def matches(self, text: str):
        """(position, term) of each term the leftmost-longest scan stops on, in lower-cased text."""
        i, n = 0, len(text)
        while i < n:
            found = None
            for term in self._starting.get(text[i], ()):
                end = _word_end(text, i, term)
                if end:
                    found = (term, end)
                    break
            if found:
                yield i, found[0]
                i = found[1]
            else:
                i += 1

    def terms_of(self, topic: int) -> list[str]:
        """The topic's key terms (lower-cased), both languages."""
        return self._terms_of.get(topic, [])

    def named(self, text: str) -> frozenset[int]:
        return frozenset(self._topic[t] for _, t in self.matches(text.lower()))

    def names_any(self, text: str, topics: frozenset[int]) -> bool:
        """Whether the text names one of `topics` as a word (scanned only around the places
        where one of their terms occurs at all)."""
        return bool(topics) and self.first_words(text.lower(), topics)

    def first_words(self, corpus: str, topics: frozenset[int], window: int = 12) -> bool:
        """Whether the lower-cased corpus names one of `topics` anywhere (a substring find
        first, then the scan around each occurrence, stopping at the first word)."""
        for term in (t for n in topics for t in self._terms_of.get(n, ())):
            start = corpus.find(term)
            while start >= 0:
                lo = max(0, start - window)
                piece = corpus[lo:start + len(term) + window]
                if (start - lo, term) in set(self.matches(piece)):
                    return True
                start = corpus.find(term, start + 1)
        return False


def _word_end(text: str, i: int, term: str) -> int:
    """Where `term` ends when it stands in `text` at i as a word (0 when it does not): an
    English term not inside a longer word, its plural allowed."""
    if not text.startswith(term, i):
        return 0
    end = i + len(term)
    if not term.isascii():
        return end
    if i and _is_word_char(text[i - 1]):
        return 0
    for plural in ("es", "s", ""):
        if text.startswith(plural, end) and not (end + len(plural) < len(text) and _is_word_char(text[end + len(plural)])):
            return end + len(plural)
    return 0


def _is_word_char(c: str) -> bool:
    return c.isascii() and c.isalnum()


def hit_features(cosine: float, hub: float, background: float, question_names: bool, kb_names: bool,
                 hit_names: bool, topic_excess: float, bm25_agreement: float = 0.0) -> list[float]:
    """One hit's row for the gate model, in FEATURES order (pure)."""
    over = cosine - hub - background
    return [cosine, over, min(over, BACKGROUND_KNEE), float(question_names and not kb_names),
            float(question_names and hit_names), topic_excess, bm25_agreement]


def bm25_agreement(hit_scores: np.ndarray, best: float) -> np.ndarray:
    """Each hit's BM25 as a share of the best BM25 any chunk has for the question: 1 when the
    nearest clause is also the one sharing the most words with it, 0 when it shares none or
    nothing does. A share, not the score, so it means the same in a 30-chunk handbook as in
    10,000 chunks (BM25's scale grows with the corpus). On the eight fitting handbooks, left
    out one at a time at the same covered-question cost (8 of 563), the shipped features
    recognise 191 of 298 uncovered questions with it and 181 without (bench/fit_gate.py
    --select prints both)."""
    hit_scores = np.asarray(hit_scores, np.float64)
    return hit_scores / best if best > 0 else np.zeros(len(hit_scores))


@functools.cache
def catalogue_terms() -> KeyTerms:
    from .topics import CATALOGUE, parse_catalogue

    return KeyTerms([t.terms for t in parse_catalogue(CATALOGUE.read_text(encoding="utf-8"))])


class TermEvidence:
    """Per generation: which catalogue topics its text names as words (asked lazily, per
    question, and remembered: the whole text is scanned only for the terms asked about)."""

    def __init__(self, texts: list[str], terms: KeyTerms | None = None):
        self.terms = terms or catalogue_terms()
        self._corpus = "\n".join(t.lower() for t in texts)
        self._named: dict[frozenset[int], bool] = {}

    def kb_names(self, topics: frozenset[int]) -> bool:
        got = self._named.get(topics)
        if got is None:
            got = self._named[topics] = self.terms.first_words(self._corpus, topics)
        return got


def relevance(model: GateModel | None, evidence: TermEvidence, query: str, cosines: np.ndarray, hubs: np.ndarray,
              background: float, texts: list[str],
              topics: tuple[float, float] | None, agreement: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray | None]:
    """Feature rows and P(relevant) (None without a model) for the shown hits (aligned arrays
    in, one row per hit; `agreement`: bm25_agreement of each)."""
    from .fusion import topic_excess

    asked = evidence.terms.named(query)
    kb = bool(asked) and evidence.kb_names(asked)
    agreement = np.zeros(len(texts)) if agreement is None else agreement
    rows = np.array([hit_features(float(c), float(h), background, bool(asked), kb, evidence.terms.names_any(t, asked),
                                  topic_excess(float(c - h), topics) if topics else 0.0, float(a))
                     for c, h, t, a in zip(cosines, hubs, texts, agreement)], np.float64)
    if model is None:
        return rows, None
    return rows, (model.probability(rows) if len(rows) else np.zeros(0))
