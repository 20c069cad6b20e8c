"""Totals and tables of an `hr-agent eval` run, from its per-question results. Pure."""
from __future__ import annotations

import statistics
from collections import Counter, defaultdict
from typing import Mapping, Sequence


WHY_CHARS = 60


def percentile(values: Sequence[float], q: float) -> float | None:
    """Linear interpolation between closest ranks (numpy's default), q in 0–100."""
    data = sorted(values)
    if not data:
        return None
    pos = (len(data) - 1) * q / 100
    low = int(pos)
    high = min(low + 1, len(data) - 1)
    return data[low] + (data[high] - data[low]) * (pos - low)


def _mean(values: Sequence[float]) -> float | None:
    return round(statistics.fmean(values), 1) if values else None


def _rate(passed: int, total: int) -> float | None:
    return round(passed / total, 4) if total else None


def summarize(results: Sequence[Mapping], repeat: int) -> dict:
    """Accuracy overall and per kind, means, latency percentiles, and the spread across runs."""
    passed = sum(1 for r in results if r["passed"])
    by_kind: dict[str, list[Mapping]] = defaultdict(list)
    for r in results:
        by_kind[r["kind"]].append(r)
    walls = [r["wall_ms"] for r in results]
    summary = {
        "questions": len({r["id"] for r in results}),
        "runs": len(results),
        "repeat": repeat,
        "passed": passed,
        "accuracy": _rate(passed, len(results)),
        "by_kind": {
            kind: {"runs": len(rs), "passed": sum(1 for r in rs if r["passed"]),
                   "accuracy": _rate(sum(1 for r in rs if r["passed"]), len(rs))}
            for kind, rs in sorted(by_kind.items())
        },
        "mean_steps": _mean([r["steps"] for r in results]),
        "mean_tool_calls": _mean([r["tool_calls"] for r in results]),
        "mean_prompt_tokens": _mean([r["prompt_tokens"] for r in results]),
        "mean_completion_tokens": _mean([r["completion_tokens"] for r in results]),
        "latency_ms": {
            "p50": _round(percentile(walls, 50)), "p95": _round(percentile(walls, 95)),
            "mean": _mean(walls), "max": _round(max(walls, default=None)),
        },
        "stop_reasons": dict(Counter(str(r["stop_reason"]) for r in results)),
        "unverified": unverified(results),
        "no_answer": no_answer(results),
    }
    summary["spread"] = spread(results, repeat)
    return summary


PROBLEM_KINDS = {"date": "日期", "weekday": "星期", "count": "天数", "number": "数字", "clause": "条款", "caveat": "估计提醒",
                 "unchecked": "未核对"}


def answered(result: Mapping) -> bool:
    return bool(str(result.get("answer") or "").strip())


def unverified(results: Sequence[Mapping]) -> dict:
    """Answers the answer check gave unverified, and how many had each kind of problem. A run
    that gave no answer is not an unverified answer (`no_answer`); an answer marked unverified
    without a problem found (cut off at the length limit, never checked) counts as "unchecked"."""
    marked = [r for r in results if r.get("verified") is False and answered(r)]
    kinds = Counter(kind for r in marked for kind in dict.fromkeys(p["kind"] for p in r.get("problems", [])))
    kinds["unchecked"] = sum(1 for r in marked if not r.get("problems"))
    return {"runs": len(marked), "by_kind": {k: kinds[k] for k in PROBLEM_KINDS if kinds[k]}}


def no_answer(results: Sequence[Mapping]) -> dict:
    """Runs that ended without any answer, by stop reason (a model error, a cut-off reply, a
    question for the person nobody answers in an eval)."""
    reasons = Counter(str(r.get("stop_reason")) for r in results if not answered(r))
    return {"runs": sum(reasons.values()), "by_stop_reason": dict(sorted(reasons.items()))}


def spread(results: Sequence[Mapping], repeat: int) -> dict:
    """How much the runs disagree: accuracy per run and the questions whose outcome changed."""
    per_run = []
    for run in range(1, repeat + 1):
        rs = [r for r in results if r["run"] == run]
        per_run.append(_rate(sum(1 for r in rs if r["passed"]), len(rs)))
    outcomes: dict[str, set] = defaultdict(set)
    for r in results:
        outcomes[r["id"]].add(r["passed"])
    done = [a for a in per_run if a is not None]
    return {
        "accuracy_per_run": per_run,
        "min": min(done, default=None),
        "max": max(done, default=None),
        "stdev": round(statistics.stdev(done), 4) if len(done) > 1 else 0.0,
        "unstable": [qid for qid, seen in outcomes.items() if len(seen) > 1],
    }


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 1)


def question_rows(results: Sequence[Mapping]) -> list[tuple[str, ...]]:
    """One row per question; with several runs: passes out of runs, means, every distinct reason."""
    grouped: dict[str, list[Mapping]] = {}
    for r in results:
        grouped.setdefault(r["id"], []).append(r)
    rows = []
    for qid, rs in grouped.items():
        n = len(rs)
        passes = sum(1 for r in rs if r["passed"])
        verdict = ("通过" if passes else "失败") if n == 1 else f"{passes}/{n}"
        reasons = list(dict.fromkeys(reason for r in rs for reason in r["reasons"]))
        why = "；".join(reasons)
        rows.append((
            qid, rs[0]["kind"], verdict,
            _num(statistics.fmean(r["steps"] for r in rs)), _num(statistics.fmean(r["tool_calls"] for r in rs)),
            "/".join(dict.fromkeys(str(r["stop_reason"]) for r in rs)),
            _num(statistics.fmean(r["prompt_tokens"] for r in rs)), _num(statistics.fmean(r["completion_tokens"] for r in rs)),
            f"{statistics.fmean(r['wall_ms'] for r in rs) / 1000:.1f}",
            why if len(why) <= WHY_CHARS else why[: WHY_CHARS - 1] + "…",
        ))
    return rows


QUESTION_HEAD = ("id", "类别", "结果", "步数", "工具", "停止原因", "提示tok", "生成tok", "耗时s", "原因")



def totals_text(summary: Mapping) -> str:
    lat = summary["latency_ms"]
    lines = [
        f"准确率 {_pct(summary['accuracy'])}（{summary['passed']}/{summary['runs']}，{summary['questions']} 题 × {summary['repeat']} 次）",
        "按类别：" + "，".join(f"{k} {_pct(v['accuracy'])}（{v['passed']}/{v['runs']}）" for k, v in summary["by_kind"].items()),
        f"平均步数 {summary['mean_steps']}，平均工具调用 {summary['mean_tool_calls']}，"
        f"平均提示 token {summary['mean_prompt_tokens']}，平均生成 token {summary['mean_completion_tokens']}",
        f"耗时 p50 {_sec(lat['p50'])}，p95 {_sec(lat['p95'])}，最长 {_sec(lat['max'])}",
        "停止原因：" + "，".join(f"{k} {v}" for k, v in summary["stop_reasons"].items()),
        _unverified_line(summary.get("unverified") or {"runs": 0, "by_kind": {}}),
        _no_answer_line(summary.get("no_answer") or {"runs": 0, "by_stop_reason": {}}),
    ]
    sp = summary["spread"]
    if summary["repeat"] > 1:
        lines.append(
            "各次准确率：" + "、".join(_pct(a) for a in sp["accuracy_per_run"])
            + f"（最低 {_pct(sp['min'])}，最高 {_pct(sp['max'])}，标准差 {sp['stdev']:.3f}）；"
            + (f"结果不稳定的问题：{'、'.join(sp['unstable'])}" if sp["unstable"] else "每题各次结果一致")
        )
    return "\n".join(lines)


def _unverified_line(counts: Mapping) -> str:
    if not counts["runs"]:
        return "未通过核对的回答：0"
    kinds = "，".join(f"{PROBLEM_KINDS.get(k, k)} {n}" for k, n in counts["by_kind"].items())
    return f"未通过核对的回答：{counts['runs']}（{kinds}）"


def _no_answer_line(counts: Mapping) -> str:
    if not counts["runs"]:
        return "没有回答：0"
    return f"没有回答：{counts['runs']}（" + "，".join(f"{k} {n}" for k, n in counts["by_stop_reason"].items()) + "）"


def _num(value: float) -> str:
    return f"{value:.0f}" if float(value).is_integer() else f"{value:.1f}"


def _pct(value: float | None) -> str:
    return "–" if value is None else f"{value * 100:.1f}%"


def _sec(ms: float | None) -> str:
    return "–" if ms is None else f"{ms / 1000:.2f}s"
