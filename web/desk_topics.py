"""Similar questions together, for the to-do list: a cheap lexical similarity (pure, no model).

Each question becomes a set of terms: overlapping character pairs of its Chinese text (the
usual way to compare Chinese without a word segmenter) and its lower-cased Latin words and
numbers, without the words that only make it a question (请问, 几天, how many). Two
questions are alike when their Jaccard similarity reaches THRESHOLD with at least two terms in
common (one, if the shorter has only one). Questions
are taken newest first; each joins the most similar group whose first (newest) question it is
alike to, else starts a group. An inverted index from terms to groups keeps this near-linear:
only groups sharing a term are compared. Chosen over the embedder because the report runs on
every page load over thousands of questions, must not wait for a model, and HR reads the
groups (a lexical group is one a person can see the reason for)."""
from __future__ import annotations

import re
from collections import defaultdict
from typing import Iterable

THRESHOLD = 0.3
_CJK = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")
_WORD = re.compile(r"[A-Za-z]+|[0-9]+")
# Words that make a question a question, not what it is about.
_FILLER = re.compile(r"请问|我们|我的|公司|可以|能不能|是不是|有没有|怎么|怎样|如何|多少|什么|为什么|能否|是否|需要|规定|"
                     r"几天|几个|几次|几月|几号|哪些|哪天|哪里|什么时候|时候|多久|多长|每年|每月|吗|呢|吧|啊|的|了|是|有|我")
_ENGLISH_FILLER = frozenset("a an the is are do does can i we my our what how many much of to for in on about there any "
                            "when get day days time policy".split())


def terms(question: str) -> frozenset[str]:
    text = question.lower()
    runs = _CJK.findall(_FILLER.sub(" ", text))
    found = {run[i:i + 2] for run in runs for i in range(len(run) - 1)}
    found.update(w for w in _WORD.findall(text) if w not in _ENGLISH_FILLER)
    # A character left alone between filler words ("产假可以休多久" → 休) only when nothing else is.
    return frozenset(found or runs)


def similarity(a: frozenset[str], b: frozenset[str]) -> float:
    """Jaccard, but 0 unless two terms are shared (or all of the shorter question's one):
    "annual leave" and "sick leave" share a word and are not one topic."""
    if not a or not b:
        return 1.0 if a == b else 0.0
    shared = len(a & b)
    return shared / len(a | b) if shared >= min(2, len(a), len(b)) else 0.0


def group(questions: Iterable[str], threshold: float = THRESHOLD) -> list[list[int]]:
    """Indexes of `questions` (newest first) grouped; groups in order of their newest member."""
    groups: list[list[int]] = []
    leaders: list[frozenset[str]] = []
    index: dict[str, list[int]] = defaultdict(list)
    exact: dict[frozenset[str], int] = {}
    for i, question in enumerate(questions):
        mine = terms(question)
        best, best_score = exact.get(mine), 1.0
        if best is None:
            candidates = {g for t in mine for g in index.get(t, ())}
            best_score = 0.0
            for g in sorted(candidates):
                score = similarity(mine, leaders[g])
                if score > best_score:
                    best, best_score = g, score
            if best_score < threshold:
                best = None
        if best is None:
            best = len(groups)
            groups.append([])
            leaders.append(mine)
            exact[mine] = best
            for t in mine:
                index[t].append(best)
        groups[best].append(i)
    return groups
