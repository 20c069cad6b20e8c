"""Same language first, other languages when nothing else answers: ranking a knowledge base
that holds documents in more than one script.

Each chunk's script (knowledge.lexical.script: Chinese or Latin) is known per generation.
A question's candidates are split into two pools:

- its own script: dense and BM25 fused (knowledge.fusion.convex_combination), BM25 counting
  fully, because here a shared word is evidence and a missing one is too (the cosine scale is
  that of all candidates, as before);
- the other script: ranked by cosine with the language direction removed, fused with BM25 of
  the question's key terms translated into that script (translated_terms: the workplace-topic
  catalogue lists each topic's terms in both languages, so "maternity leave" in the question
  looks for 产假 among the Chinese clauses). Without a catalogue term in the question, BM25
  has no say there (it cannot match across scripts).

The pools are merged by that language-neutral cosine: an other-script chunk goes ahead of the
own-script chunks still in line only when it is closer to the question than all of them. One exception keeps the
other language in sight: when the other pool's best is not among the first SHOWN but comes
within CROSS_SLOT_MARGIN of the own-script chunk in the last shown place, it takes that place.
With nothing in the question's script, the other pool is all there is (an English question
on a Chinese handbook); with nothing in the other script, the own pool is.

Measured on the fitting handbooks (bench/eval_retrieval.py --suite ... --split fit): the
previous single ranking (BM25 imputed across scripts) and this one tie on same-language
recall; the slot lifts cross-language recall@3 on the bundled handbook from 0.67 to 0.93
without costing a same-language question (margins 0.03-0.10 all measured; 0.04 is the
smallest that reaches it).
"""
from __future__ import annotations

import numpy as np

from .lexical import script

SHOWN = 3
CROSS_SLOT_MARGIN = 0.04


def merge_pools(own: list[int], other: list[int], cosine: np.ndarray, shown: int = SHOWN,
                slot_margin: float = CROSS_SLOT_MARGIN) -> list[int]:
    """One order from the own-script pool (already ranked) and the other-script pool (ranked
    by `cosine`, indexed by chunk): an other-script chunk goes next only when it is closer
    than every own-script chunk still waiting (the own pool wins ties)."""
    waiting = np.maximum.accumulate(np.asarray(cosine)[own][::-1])[::-1] if own else np.zeros(0)
    out: list[int] = []
    a = b = 0
    while a < len(own) or b < len(other):
        if b < len(other) and (a >= len(own) or cosine[other[b]] > waiting[a]):
            out.append(other[b])
            b += 1
        else:
            out.append(own[a])
            a += 1
    if own and other and len(out) >= shown and other[0] not in out[:shown] \
            and cosine[other[0]] + slot_margin > cosine[out[shown - 1]]:
        rest = [i for i in out if i != other[0]]
        out = rest[: shown - 1] + [other[0]] + rest[shown - 1:]
    return out


def translated_terms(query: str, terms) -> str:
    """The other script's terms of every catalogue topic the query names as a word
    (`terms`: knowledge.gate.KeyTerms), space-separated; "" when it names none."""
    own = script(query)
    return " ".join(t for topic in sorted(terms.named(query)) for t in terms.terms_of(topic) if script(t) != own)


def topic_named_first(order: list[int], own_script: np.ndarray, cosine: np.ndarray, names_topic,
                      margin: float = CROSS_SLOT_MARGIN) -> list[int]:
    """The other script's best goes first when it names the question's key topic as a word
    (`names_topic(i)`, knowledge.gate.KeyTerms) and the own script's best does not, unless it
    is more than `margin` further from the question: the question's own language answers when
    it has the topic at all, the other language when only it has.

    Measured on the eight fitting handbooks (the candidates of bench/eval_retrieval.py
    --suite ... --split fit): cross-language recall@1 88 -> 100 of 133 at this margin (the
    slot's, no new setting), same-language recall@1 unchanged at 339 of 430; with no margin
    at all 101 and 337 (an own-language clause much closer that words the topic its own way)."""
    own = next((i for i in order if own_script[i]), None)
    other = next((i for i in order if not own_script[i]), None)
    if own is None or other is None or order[0] != own or cosine[other] + margin <= cosine[own]:
        return order
    if names_topic(other) and not names_topic(own):
        return [other] + [i for i in order if i != other]
    return order


def pooled_order(dense_order: list[int], lex_order: list[int], cosine: np.ndarray, lex: np.ndarray,
                 own_script: np.ndarray, fusion, translated_lex: np.ndarray | None = None) -> list[int]:
    """Snapshot indices best first from both rankers' pools (dense_order, lex_order), split by
    script (`own_script`: per chunk, written in the question's script): the own pool fused
    with BM25, the other pool by `cosine` (fused with `translated_lex`, BM25 of the
    question's translated key terms, when it scores anything there), then merged (merge_pools).

    Measured on the fitting handbooks (bench/eval_retrieval.py --suite ... --split fit): the
    translated terms lift cross-language recall@1 from 28 to 30 of 48 and recall@3 from 45 to
    46, and English-on-Chinese-only recall@1 from 20 to 22 of 25 (@3 22 to 23); same-language
    ranking cannot change (the own pool does not see them)."""
    from .fusion import candidates, fused_order, top_indices

    # The own pool is fused over all candidates, the other script's counting with BM25 0 and
    # only towards the cosine scale: min-max scaling over the own script alone stretches tiny
    # cosine differences among near-identical clauses to the full range and drowns BM25.
    lex_own = np.where(own_script, lex, 0.0)
    fused = fused_order(candidates(dense_order, [i for i in lex_order if own_script[i]], cosine, lex_own), fusion)
    own = [i for i in fused if own_script[i]]
    other = [i for i in dense_order if not own_script[i]]  # already by cosine
    if translated_lex is not None and other:
        lex_other = np.where(own_script, 0.0, translated_lex)
        hits = [int(i) for i in top_indices(lex_other, len(dense_order)) if lex_other[i] > 0]
        if hits:
            fused_other = fused_order(candidates(dense_order, hits, cosine, lex_other), fusion)
            other = [i for i in fused_other if not own_script[i]]
    return merge_pools(own, other, cosine)

