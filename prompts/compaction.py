"""Keep the prompt inside the model's context window without losing the question or recent steps.

When the prompt would overflow, older observations are shortened to a one-line summary
(`summarize_observation`), then the oldest summaries to a stub (`stub_observation`: the
first words, e.g. a search's first clause title). Only if the prompt still does not fit
are the oldest entries replaced by one line saying how many were left out. The last
`keep_recent` entries always stay whole, and so does everything above the trajectory.

Ollama reuses its KV cache for the longest prompt prefix it has already seen, so the
compacted prefix must change rarely. Compaction is therefore decided with hysteresis, in
large steps: nothing changes while the prompt fits; when it stops fitting, `block`
observations or more are shortened at once, aiming to leave `headroom` of the
trajectory's space free, so the next steps only append. The function stays pure: the
decisions are replayed over the trajectory's growth (it only ever grows), so every step
reaches the same compacted prefix the previous step used.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from itertools import accumulate
from typing import Sequence

from llm.text import estimate_tokens

OBSERVATION = "Observation:"
SUMMARY_CHARS = 120
STUB_CHARS = 40
COMPACTED_MARK = "较早的观察已压缩"
DROPPED_MARK = "较早的轨迹已省略"


def shorten_observation(entry: str, limit: int) -> str:
    """The observation's first `limit` characters, marked as compacted (unchanged if already short)."""
    body = " ".join(entry[len(OBSERVATION):].split())
    if len(body) <= limit:
        return entry
    return f"{OBSERVATION} {body[:limit]}…（{COMPACTED_MARK}，原文 {len(body)} 字）"


def summarize_observation(entry: str) -> str:
    return shorten_observation(entry, SUMMARY_CHARS)


def dropped_line(n: int) -> str:
    return f"（{DROPPED_MARK}：前 {n} 条记录未列出，以免超出上下文）"


def compact_trajectory(
    trajectory: Sequence[str],
    overhead_tokens: int,
    budget_tokens: int,
    *,
    keep_recent: int = 4,
    block: int = 3,
    headroom: float = 0.5,
) -> list[str]:
    """Return the trajectory to show the model, compacted to fit `budget_tokens`.

    `overhead_tokens` is everything else in the prompt. The last `keep_recent` entries are
    never compacted unless nothing else can make the prompt fit. When compaction is needed,
    at least `block` more observations are shortened at once (when there are that many),
    aiming to leave `headroom` (a fraction) of the trajectory's space free. In order:
    older observations become summaries, the oldest summaries become stubs, and only if
    the prompt still does not fit are the oldest entries left out.
    """
    entries = list(trajectory)
    plan = _Plan(entries, overhead_tokens, budget_tokens, keep_recent, block, headroom)
    if plan.fits(len(entries), _Cuts()):
        return entries
    cuts = _Cuts()
    for n in range(1, len(entries) + 1):  # replay the growth: same decisions every step
        cuts = plan.decide(n, cuts)
    view = plan.view(len(entries), cuts)
    if not plan.fits(len(entries), cuts):
        # Last resort (recent observations alone overflow): shorten all but the newest entry.
        view = [summarize_observation(e) if _is_obs(e) and i < len(view) - 1 else e for i, e in enumerate(view)]
    return view


def stub_observation(entry: str) -> str:
    """The shortest form of an old observation: its first words (for a search, the first hit's title)."""
    return shorten_observation(entry, STUB_CHARS)


def _is_obs(entry: str) -> bool:
    return entry.startswith(OBSERVATION)


@dataclass(frozen=True)
class _Cuts:
    """Entries before `drop` are left out, before `stub` stubbed, before `summary` summarized."""

    summary: int = 0
    stub: int = 0
    drop: int = 0


class _Plan:
    """Token costs of each entry in each form; the replayed compaction decisions."""

    def __init__(self, entries, overhead, budget, keep_recent, block, headroom):
        self.entries = entries
        self.overhead = overhead
        self.budget = budget
        self.keep_recent = max(0, keep_recent)
        self.block = max(1, block)
        # +1 per entry for the joining newline: a sum of per-entry estimates never undercounts.
        whole = [estimate_tokens(e) + 1 for e in entries]
        short = [estimate_tokens(summarize_observation(e)) + 1 if _is_obs(e) else c for e, c in zip(entries, whole)]
        stub = [estimate_tokens(stub_observation(e)) + 1 if _is_obs(e) else c for e, c in zip(entries, whole)]
        self.whole = [0, *accumulate(whole)]
        self.short = [0, *accumulate(short)]
        self.stub = [0, *accumulate(stub)]
        self.obs_ends = [i + 1 for i, e in enumerate(entries) if _is_obs(e)]  # cut points after an observation
        self.target = budget - int(max(0, budget - overhead) * min(max(headroom, 0.0), 0.9))

    def cost(self, n: int, cuts: _Cuts) -> int:
        """Tokens of the prompt showing the first `n` entries cut as `cuts` says."""
        c = min(cuts.summary, n)
        s = min(cuts.stub, c)
        d = min(cuts.drop, s)
        mark = estimate_tokens(dropped_line(d)) + 1 if d else 0
        return (self.overhead + mark + self.stub[s] - self.stub[d] + self.short[c] - self.short[s]
                + self.whole[n] - self.whole[c])

    def fits(self, n: int, cuts: _Cuts, limit: int | None = None) -> bool:
        return self.cost(n, cuts) <= (self.budget if limit is None else limit)

    def _advance(self, n: int, cuts: _Cuts, field: str, upto: int) -> tuple[_Cuts, bool]:
        """Move one cut forward, `block` observations at least, until the target is met."""
        options = [p for p in self.obs_ends if getattr(cuts, field) < p <= upto]
        for k, p in enumerate(options):
            moved = replace(cuts, **{field: p})
            if (k + 1 >= self.block or p == options[-1]) and self.fits(n, moved, self.target):
                return moved, True
        return (replace(cuts, **{field: options[-1]}) if options else cuts), False

    def decide(self, n: int, cuts: _Cuts) -> _Cuts:
        """The cuts once the trajectory has reached `n` entries."""
        if self.fits(n, cuts):
            return cuts  # nothing changes while the prompt fits: the cached prefix stays valid
        limit = max(cuts.summary, n - self.keep_recent)
        cuts, done = self._advance(n, cuts, "summary", limit)  # 1. summaries of older observations
        if not done:
            cuts, done = self._advance(n, cuts, "stub", cuts.summary)  # 2. stubs of the oldest summaries
        if done or self.fits(n, cuts):
            return cuts  # every step is still there, if shorter
        cuts, _ = self._advance(n, cuts, "drop", cuts.stub)  # 3. only now: leave the oldest out
        return cuts

    def view(self, n: int, cuts: _Cuts) -> list[str]:
        head = [dropped_line(cuts.drop)] if cuts.drop else []
        out = []
        for i, e in enumerate(self.entries[:n]):
            if i < cuts.drop:
                continue
            if _is_obs(e) and i < cuts.stub:
                e = stub_observation(e)
            elif _is_obs(e) and i < cuts.summary:
                e = summarize_observation(e)
            out.append(e)
        return head + out


def fit_trajectory(trajectory: Sequence[str], build, num_ctx: int, num_predict: int) -> str:
    """The prompt `build(trajectory)` makes, with older observations compacted so that it
    leaves `num_predict` tokens of the `num_ctx` window for the answer."""
    overhead = estimate_tokens(build([]))
    return build(compact_trajectory(trajectory, overhead, num_ctx - num_predict))
