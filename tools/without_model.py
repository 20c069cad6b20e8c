"""What the assistant can still say when no model answers (Ollama not running, model not
pulled): the handbook clauses that match the question and the dates the question needs, worked
out by the agent's own tools -- the knowledge-base search and the calendar. `hr-agent ask` and
the web page show it labelled as a handbook search, not an answer, beside the one-line remedy.

Which dates: only for a question about a date (it names one -- 3月25日, 明天, next Friday -- or
asks for one: 哪天, 什么时候, deadline). Then today; the span between the first and the last
date named; and, for each working-day count the best matching clause sets about what is asked
(提前3个工作日提交请假申请), the day that many working days after the question's date (or today). The dates come from the tools'
own observations, so they say what the agent would have been told.
"""
from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from prompts.claims import blank, claim_text, date_mentions, relative_mentions
from prompts.quantities import piece_around, quantities, subject_words, words
from tools.dates import COUNTING_TOOLS, CURRENT_DATE_TOOL, MAX_ADD_DAYS

if TYPE_CHECKING:
    from knowledge.store import KnowledgeBase
    from tools.base import ToolRegistry

STATUS = "handbook_only"  # the answer document's state (web: `handbook_only`; ask --json: `status`)
LABEL = "手册检索结果（模型不可用：以下是员工手册中与问题匹配的条款和日期，不是模型的回答）"
# A question asking for a date in words, not by naming one; read on claim_text.
ASKS_FOR_A_DATE = re.compile(
    r"哪[一几]?天|几[月号]|几日|什么时[候间]|何时|哪个日子|日期|截止|最早|最晚|期限|几点前"
    r"|(?<![A-Za-z])(?:when|what date|which day|deadline|by when|how soon|earliest|latest)(?![A-Za-z])", re.I)
MAX_COUNTS = 3  # working-day counts of the best clause turned into dates


@dataclass(frozen=True)
class HandbookOnly:
    question: str
    remedy: str  # the model's problem and what to run (ModelUnavailable's message)
    clauses: tuple[dict[str, Any], ...] = ()  # rank, relevant, score, heading, source, text
    dates: tuple[str, ...] = ()  # the date tools' observations
    search_error: str | None = None  # the search could not run (e.g. an Ollama embedder)
    demo: bool = False  # the clauses come from the demo handbook

    @property
    def covered(self) -> bool:
        return any(c["relevant"] for c in self.clauses)

    def document(self) -> dict[str, Any]:
        return {"status": STATUS, "label": LABEL, "question": self.question, "remedy": self.remedy,
                "covered": self.covered, "clauses": list(self.clauses), "dates": list(self.dates),
                "search_error": self.search_error, "demo": self.demo}

    def lines(self) -> list[str]:
        """For a terminal (the caller makes each line safe to print)."""
        out = [LABEL]
        if self.search_error:
            out.append(f"手册检索失败：{self.search_error}")
        elif not self.clauses:
            out.append("知识库中没有任何条款。")
        elif not self.covered:
            out.append("没有相关条款：手册可能未涉及这个问题；以下只是最接近的条款。")
        for c in self.clauses:
            tag = "" if c["relevant"] else "（不相关）"
            out.append(f"{c['rank']}. {c['heading']}（{c['source']}）{tag}：{c['text']}")
        if self.dates:
            out.append("日期（由日历工具算出）：")
            out += [f"- {d}" for d in self.dates]
        return out


def handbook_only(question: str, remedy: str, kb: "KnowledgeBase | None", registry: "ToolRegistry",
                  today: dt.date, k: int = 3) -> HandbookOnly:
    """The clauses and dates for `question`. `kb` None: the knowledge base could not be opened
    (`remedy` then carries why)."""
    clauses: tuple[dict[str, Any], ...] = ()
    search_error = None
    if kb is not None:
        try:
            hits = kb.search(question, k=k)
        except Exception as exc:  # noqa: BLE001 - the remedy still stands; the search's failure is one line
            search_error = f"{type(exc).__name__}: {' '.join(str(exc).split())[:200]}"
        else:
            clauses = tuple({"rank": n, "relevant": h.relevant, "score": round(h.score, 4), "heading": h.heading,
                             "source": h.source, "text": h.text} for n, h in enumerate(hits, 1))
    rules = workday_rules([c["text"] for c in clauses if c["relevant"]], question, today)
    return HandbookOnly(question, remedy, clauses, tuple(dates_needed(question, rules, registry, today)),
                        search_error, bool(kb is not None and getattr(kb, "demo", False)))


def workday_rules(texts: list[str], question: str, today: dt.date) -> list[tuple[int, str]]:
    """The working-day counts (提前3个工作日, 5 business days) the best clause that sets any sets
    about what the question asks, each with the words that set it: a count whose subject (its
    sentence) shares words with the question, and of those the ones whose own phrase shares the
    most (提前3个工作日提交请假申请 over 返岗后2个工作日内补办请假手续 for 请假要提前几天申请)."""
    asked = words(claim_text(question))
    for text in texts:  # best first
        claims = claim_text(text)
        claims = blank(claims, [(m.start, m.end) for m in date_mentions(claims, today)])
        found = quantities(claims)
        scored: dict[int, tuple[int, str]] = {}
        for q in found:
            n = int(q.value)
            if (q.unit == "workday" and q.value == n and 0 < n <= MAX_ADD_DAYS and n not in scored
                    and subject_words(claims, q, found) & asked):
                phrase = piece_around(claims, q.start).strip()
                scored[n] = (len(words(phrase) & asked), phrase)
        if scored:
            best = max(score for score, _ in scored.values())
            return [(n, phrase) for n, (score, phrase) in scored.items() if score == best][:MAX_COUNTS]
    return []


def dates_needed(question: str, rules: list[tuple[int, str]], registry: "ToolRegistry", today: dt.date) -> list[str]:
    text = claim_text(question)
    named = [m.date for m in date_mentions(text, today)]
    named += [r.dates[0] for r in relative_mentions(text, today)]
    if not named and not ASKS_FOR_A_DATE.search(text):
        return []
    calls: list[tuple[str, dict, str]] = [(CURRENT_DATE_TOOL, {}, "")]
    days = sorted(set(named))
    if days and days != [today]:
        calls.append((COUNTING_TOOLS[0], {"start_date": days[0].isoformat(), "end_date": days[-1].isoformat()}, ""))
    start = named[0] if named else today
    calls += [(COUNTING_TOOLS[1], {"date": start.isoformat(), "days": n}, f"按条款“{words}”：") for n, words in rules]
    out = []
    for name, args, lead in calls:
        result = registry.run(name, args)
        if result.ok:
            out.append(lead + result.observation)
    return out


__all__ = ["ASKS_FOR_A_DATE", "HandbookOnly", "LABEL", "STATUS", "handbook_only"]
