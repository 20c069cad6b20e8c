"""`search_knowledge_base`: the agent's window into the employee handbook."""
from __future__ import annotations

import re
import string
from typing import TYPE_CHECKING, Callable

from pydantic import BaseModel, ConfigDict, Field

if TYPE_CHECKING:
    from knowledge.search import Hit
    from knowledge.store import KnowledgeBase

from tools.base import Evidence, Tool, ToolError, ToolOutput

TOOL_NAME = "search_knowledge_base"
MAX_QUERY_CHARS = 500
# A second-ranked clause is shown by the sentence that matched, cut at a clause break to this length:
# enough to say why it matched (a handbook sentence is ~40 characters); its full text is one search away.
SENTENCE_CHARS = 32
_WORD_CHARS = string.ascii_letters + string.digits + ".%．"  # what a hard cut must not end inside

# Says only what the tool does and what its arguments' names do not: the rules say the rest.
_DESCRIPTION = (
    "检索公司制度条款（员工手册、差旅报销等，中英文均可），凡涉及公司规定都先查它。"
    "query 写要查的规定并保留关键词；可加 k（条数，默认 {k}）。首条给全文，其余只给标题和相关的一句，要看全文就用标题再查。"
)

# Sentence ends used when cutting an observation to size.
_SENTENCE = re.compile(r".*?(?:[。！？!?；;]+[”’」』）)]*|\.(?=\s|$)[”’)\]]*|$)", re.S)


def _flatten(text: str) -> str:
    """One hit per line: join the chunk's lines, keeping a sentence end at each break."""
    # Markdown bullets mean nothing to the reader of a one-line observation.
    parts = [re.sub(r"^[-*+]\s+", "", p.strip()) for p in text.splitlines() if p.strip()]
    out = ""
    for p in parts:
        if out and not re.search(r"[。！？!?；;：:.，,、]$", out):
            # A line without terminal punctuation (a list item) ends a sentence here.
            out += "；" if re.search(r"[\u4e00-\u9fff]", out[-1]) else "; "
        elif out and out[-1].isascii():
            out += " "
        out += p
    return out


def _sentences(text: str) -> list[str]:
    return [s for s in _SENTENCE.findall(text) if s.strip()]


def _truncate(text: str, budget: int) -> str:
    """The longest run of whole sentences that fits; '' if not even the first one does."""
    out = ""
    for s in _sentences(text):
        if len(out) + len(s) > budget:
            break
        out += s
    return out.rstrip()


def _hit_prefix(hit: "Hit", source: bool = True, best: "Hit | None" = None) -> str:
    path = list(hit.heading_path) or ([hit.heading] if hit.heading else [])
    title = path[-1] if path else "（无标题段落）"
    if not source:  # a lower-ranked clause: its score and title (the best one's line says what they are),
        # and its document when that is not the best one's: two documents may share a title.
        other = f"（来源：{hit.source}）" if best is not None and hit.source and hit.source != best.source else ""
        return f"[{hit.score:.3f}] {title}{other}："
    # path[0] is the document title, which the file name already stands for.
    middle = path[1:-1]
    where = " › ".join([hit.source, *middle]) if hit.source else " › ".join(middle)
    return f"[余弦相似度:{hit.score:.3f}] {title}（来源：{where}）："


def _grams(text: str) -> set[str]:
    """Character bigrams of Chinese runs and lower-cased words of other scripts."""
    grams = {w.lower() for w in re.findall(r"[^\W\u4e00-\u9fff_]{2,}", text)}
    for run in re.findall(r"[\u4e00-\u9fff]+", text):
        grams |= {run[i:i + 2] for i in range(len(run) - 1)} or {run}
    return grams


def matching_sentence(text: str, query: str, max_chars: int = SENTENCE_CHARS) -> str:
    """The sentence of `text` that shares most words with `query` (the first on a tie), cut
    to about `max_chars` tokens' worth at a clause break: a lower-ranked clause's reason for
    being shown. Latin-script text gets three times the characters (a token holds ~4 of them)."""
    sentences = [s.strip() for s in _sentences(text) if s.strip()] or [text]
    wanted = _grams(query)
    best = max(sentences, key=lambda s: len(wanted & _grams(s)))
    limit = max_chars if re.search(r"[\u4e00-\u9fff]", best) else 3 * max_chars
    if len(best) <= limit:
        return best
    cut = best[:limit]
    stop = max(cut.rfind(c) for c in "，,、：: ")
    if stop > limit // 2:  # a clause break late enough to keep most of the sentence
        return cut[: stop + 1].rstrip() + "…"
    # Otherwise cut hard, but never inside a number or a word (a cut "80%" would read as "8").
    return cut[:-1].rstrip(_WORD_CHARS) + "…"


def format_hits(hits: "list[Hit]", max_chars: int, query: str = "") -> "tuple[str, list[Hit]]":
    """Observation text within `max_chars` and the hits shown. The best clause is given whole
    (cut at a sentence end only if it alone is too long); each other one, when a `query` is
    given, as its heading and the sentence that matched it: the answers measured use the
    best clause, and the model fetches another one whole by searching its heading."""
    lines: list[str] = []
    shown: "list[Hit]" = []
    used = 0
    for hit in hits:
        sep = 1 if lines else 0
        brief = bool(query) and bool(lines)
        prefix = _hit_prefix(hit, source=not brief, best=shown[0] if shown else None)
        body = matching_sentence(_flatten(hit.text), query) if brief else _flatten(hit.text)
        budget = max_chars - used - sep - len(prefix)
        if budget <= 0:
            break
        if len(body) > budget:
            cut = _truncate(body, budget - 1)
            if cut:
                body = cut + "…"
            elif not lines:
                # One sentence longer than the whole cap: cutting it is the only option.
                body = body[: budget - 1] + "…"
            else:
                break
        line = prefix + body
        lines.append(line)
        shown.append(hit)
        used += sep + len(line)
    return "\n".join(lines), shown


def clause_evidence(shown: "list[Hit]") -> list[Evidence]:
    """The clauses an observation showed, best first, as the answer's candidate sources."""
    return [Evidence(ref=f"{h.source} › {h.heading}", title=h.heading.split(" > ")[-1], rank=rank)
            for rank, h in enumerate(shown, start=1)]


def make_search_tool(open_kb: "Callable[[], KnowledgeBase]", default_k: int = 3, max_chars: int = 1500) -> Tool:
    """`open_kb` opens (or returns the already open) knowledge base at the first search."""
    class SearchArgs(BaseModel):
        model_config = ConfigDict(extra="forbid")

        query: str = Field(
            description=f"检索内容：用一句完整的话描述要查的规定，保留关键词（假期类型、人员类别、金额等），不超过{MAX_QUERY_CHARS}字",
            examples=["请假需要提前几天申请", "年休假天数怎么计算", "经理出差住宿标准"],
        )
        k: int = Field(default=default_k, ge=1, le=10, description="返回的条款数量，1–10，默认 3")

    def run(args: SearchArgs) -> ToolOutput:
        query = args.query.strip()
        if not query:
            raise ToolError("query 不能为空，请给出要检索的问题，例如 {\"query\": \"年休假天数\"}")
        if len(query) > MAX_QUERY_CHARS:
            raise ToolError(f"query 太长（{len(query)} 字），请缩短到 {MAX_QUERY_CHARS} 字以内，只保留关键问题")
        from knowledge.generations import KB_MISSING_MARK, NoKnowledgeBase

        try:
            hits = open_kb().search(query, k=args.k)
        except NoKnowledgeBase as exc:  # not "not covered": nobody has ingested a handbook yet
            raise ToolError(f"{KB_MISSING_MARK}（{exc.where}），没有任何制度可查。请告诉用户：知识库还没有建立，"
                            f"需要管理员先导入员工手册（{exc.how}）；不要回答制度内容。") from None
        relevant = [h for h in hits if h.relevant]
        best = max((h.score for h in hits), default=0.0)
        if not relevant:
            text = (f"知识库中没有找到与「{query}」相关的条款：手册未涉及这个问题"
                    f"（最接近的条款余弦相似度 {best:.2f}，未达到相关标准，不予列出）。"
                    "请如实告诉用户手册中没有相关规定，不要根据其他条款推测。")
            return ToolOutput(text, {"hits": [], "max_score": round(best, 4)})
        text, shown = format_hits(relevant, max_chars, query)
        data = {
            "hits": [
                {"rank": r, "score": round(h.score, 4), "heading": h.heading, "source": h.source, "text": h.text}
                for r, h in enumerate(shown, start=1)
            ],
            "max_score": round(best, 4),
        }
        return ToolOutput(text, data, tuple(clause_evidence(shown)))

    return Tool(name=TOOL_NAME, description=_DESCRIPTION.format(k=default_k), args_model=SearchArgs, func=run)
