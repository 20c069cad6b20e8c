"""heldout4.jsonl (issue 26): a report-only probe set written by hand, by a helper who never read the
answer check, on material no earlier set used. These tests pin its shape only, never a verdict: the
lead measures the check on it and sets its floors."""
from __future__ import annotations

import sys
from collections import Counter

from tests.support.answer_probes import PROBES, load_probes

HERE = PROBES.parent
HELDOUT4 = load_probes(HERE / "heldout4.jsonl")
EARLIER = ("probes.jsonl", "heldout2.jsonl", "heldout3.jsonl")


def _cases() -> list[dict]:
    sys.path.insert(0, str(HERE))
    try:
        from heldout4_cases import DATE_CASES, MORE_CALENDAR
        from heldout4_handbooks import MORE_HANDBOOKS, SEARCH_CASES
    finally:
        sys.path.remove(str(HERE))
    return [*DATE_CASES, *SEARCH_CASES, *MORE_CALENDAR, *MORE_HANDBOOKS]


def test_the_fourth_set_is_report_only_balanced_and_bilingual():
    labels = Counter(r["label"] for r in HELDOUT4)
    assert labels["correct"] >= 150 and labels["wrong"] >= 150
    assert {r["split"] for r in HELDOUT4} == {"report"}
    assert {r["lang"] for r in HELDOUT4} == {"zh", "en"}
    assert [r["id"] for r in HELDOUT4] == [f"h4-{n:03d}" for n in range(len(HELDOUT4))]


def test_the_fourth_set_uses_handbooks_no_earlier_set_used():
    earlier = {r["handbook"] for name in EARLIER for r in load_probes(HERE / name)}
    mine = {r["handbook"] for r in HELDOUT4} - {"bundled"}
    assert mine == {"brightwater", "kestrel", "huanan"} and not mine & earlier
    assert all(r["tool_calls"] and all("data" in c and c["ok"] for c in r["tool_calls"]) for r in HELDOUT4)


def test_the_fourth_sets_answers_are_its_own():
    # Short plain answers to other questions may coincide ("共10个工作日。"), no more.
    earlier = {r["answer"] for name in EARLIER for r in load_probes(HERE / name)}
    assert len({r["answer"] for r in HELDOUT4} & earlier) <= len(HELDOUT4) // 20


def test_the_file_holds_exactly_the_answers_written_in_the_case_modules():
    """An answer or label changed in the jsonl alone (say, after seeing a verdict) fails here."""
    written = [(label, lang, text) for case in _cases() for label, lang, text in case["answers"]]
    assert [(r["label"], r["lang"], r["answer"]) for r in HELDOUT4] == written


def test_every_correct_answer_on_an_estimated_year_says_it_is_an_estimate():
    for r in HELDOUT4:
        if r["label"] == "correct" and any(c["data"].get("provisional") for c in r["tool_calls"]):
            assert any(word in r["answer"] for word in ("推算", "estimate")), r["id"]
