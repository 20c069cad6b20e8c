"""No regex in the project may be super-linear (issue 13: a 4 KB Markdown heading full of
spaces took ~60 s in a backtracking heading pattern).

Every pattern is gathered automatically: module-level compiled patterns of every project
module, plus literal patterns passed inline to `re.*` calls (found with `ast`). Each runs
against long adversarial strings built from prefixes that reach deep into typical patterns
(clause markers, headings, protocol labels) followed by a long run of one character and a
tail that makes the match fail, which is what drives backtracking. The slowest attacks at
a small length are re-run at lengths growing fourfold, up to 16,000 characters (or until three
lengths are slow enough to time), and the
test reads how the time grows with the length: a linear pattern's time grows about as the
length (exponent 1), a quadratic one's as its square (2), the old heading pattern's as its
cube. Times are the thread's CPU time, one call per length; a slope that fails is measured
again with each time averaged over calls and the best of three, and the lower slope stands.
Times are compared only with times measured in the same test: a busy machine neither inflates
them nor fails the test.
"""
from __future__ import annotations

import ast
import importlib
import math
import re
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
# Every top-level package of the product (found, not listed, so a new one such as web/ is not
# left out), plus the entry script.
PACKAGES = tuple(sorted(d.name for d in ROOT.iterdir() if (d / "__init__.py").is_file() and d.name != "tests"))
SCRIPTS = ("step8_react_agent.py",)
RE_FUNCS = {"compile", "search", "match", "fullmatch", "sub", "subn", "findall", "finditer", "split"}
SCANNING = ("search", "sub", "subn", "findall", "finditer", "split")
EXCLUDED: set[str] = set()

PREFIXES = ("", "# a", "## a ", "第一条", "第1页", "第三章 ", "1.1", "1.2.3 a", "page 1", "- 1",
            "thought", "Final Answer", "**", "【", "2024-01-", "2024年1月", "a.", "标题1")
PUMPS = (" ", "\t", "\u3000", "#", "*", "1", "1.", "a", ".", "。", "-", "第", "\n", ":", "a ")
TAILS = ("x\x00", "#\x01", "")
SMALL = 200
GROWTH = (250, 1_000, 4_000, 16_000)  # each four times the one before
# Time ~ length ** exponent: 1 for a linear pattern, 2 for a quadratic one.
MAX_EXPONENT = 1.6
# Below this a time is mostly the call's fixed cost: no growth is read from it.
MEASURABLE_S = 1e-4
# Lengths stop growing once one run takes this long: a super-linear pattern has shown its
# growth by then, and a cubic one would take minutes at the next length.
ENOUGH_S = 0.3
# A slope that fails is measured again with every time averaged over this much CPU time: a
# linear pattern's times just above MEASURABLE_S are single calls of a tenth of a millisecond,
# and one of them thrown off on a busy machine read a linear scan as length ** 1.8 (CI, stop 50).
CONFIRM_S = 0.01


def _project_files() -> list[Path]:
    return sorted([f for pkg in PACKAGES for f in (ROOT / pkg).rglob("*.py")] + [ROOT / s for s in SCRIPTS])


def _module_patterns(path: Path) -> list[tuple[str, re.Pattern, bool]]:
    """(name, pattern, scanned): `scanned` unless the module only ever anchors it (match/fullmatch)."""
    name = ".".join(path.relative_to(ROOT).with_suffix("").parts)
    # Imported for real: a module that fails to import fails the test (its compiled patterns
    # would otherwise go unchecked; the ast scan sees only literal inline patterns).
    module = importlib.import_module(name)
    source = path.read_text(encoding="utf-8")
    return [(f"{name}.{k}", v, any(f"{k}.{fn}(" in source for fn in SCANNING))
            for k, v in vars(module).items() if isinstance(v, re.Pattern)]


def _inline_patterns(path: Path) -> list[tuple[str, re.Pattern, bool]]:
    """Literal patterns written straight into re.* calls (never bound to a module name)."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and isinstance(node.func.value, ast.Name) and node.func.value.id == "re"
                and node.func.attr in RE_FUNCS and node.args
                and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
            flags = 0
            for kw in node.keywords:
                if kw.arg == "flags" and isinstance(kw.value, ast.Attribute):
                    flags |= getattr(re, kw.value.attr, 0)
            for arg in node.args[1:]:
                if isinstance(arg, ast.Attribute) and isinstance(getattr(re, arg.attr, None), re.RegexFlag):
                    flags |= getattr(re, arg.attr)
            out.append((f"{path.relative_to(ROOT)}:{node.lineno}", re.compile(node.args[0].value, flags),
                        node.func.attr not in ("match", "fullmatch")))
    return out


def project_patterns() -> list[tuple[str, re.Pattern, bool]]:
    found: dict[tuple[str, int], int] = {}
    patterns: list[tuple[str, re.Pattern, bool]] = []
    for f in _project_files():
        if str(f.relative_to(ROOT)) in EXCLUDED:
            continue
        for name, p, scanned in _module_patterns(f) + _inline_patterns(f):
            key = (p.pattern, p.flags)
            if key not in found:
                found[key] = len(patterns)
                patterns.append((name, p, scanned))
            elif scanned:
                i = found[key]
                patterns[i] = (patterns[i][0], p, True)
    return patterns


def _exercise(p: re.Pattern, text: str, scanned: bool) -> float:
    started = time.thread_time()
    if scanned:
        # search, findall and sub walk the string the same way; the walk's first attempt, at
        # position 0, is the one match makes.
        for _ in p.finditer(text):
            pass
    else:
        p.match(text)
    return time.thread_time() - started


def _averaged(p: re.Pattern, text: str, scanned: bool, min_s: float) -> float:
    """One call's time, averaged over as many calls as take `min_s` (one call when min_s is 0)."""
    calls, total = 1, _exercise(p, text, scanned)
    while total < min_s:
        calls, total = calls + 1, total + _exercise(p, text, scanned)
    return total / calls


def _best(p: re.Pattern, text: str, scanned: bool, reps: int = 3, min_s: float = 0.0) -> float:
    best = _averaged(p, text, scanned, min_s)
    for _ in range(reps - 1):
        if best > ENOUGH_S:
            break
        best = min(best, _averaged(p, text, scanned, min_s))
    return best


def growth_exponent(p: re.Pattern, prefix: str, pump: str, tail: str, scanned: bool, min_s: float = 0.0) -> float:
    """How the time grows with the pumped length: the exponent k in time ~ length ** k, the
    least-squares slope of log time over log length at the measurable lengths (0 when
    too fast to tell). With `min_s`, each time is averaged over calls that take that long."""
    measured: list[tuple[int, float]] = []
    # A first reading takes one call per length: a slope it reads too steep is measured again
    # (min_s, best of three) and only a noise-free reading can fail.
    reps = 3 if min_s else 1
    for n in GROWTH:
        elapsed = _best(p, prefix + pump * (n // len(pump)) + tail, scanned, reps=reps, min_s=min_s)
        if elapsed > MEASURABLE_S:
            measured.append((n, elapsed))
        if elapsed > ENOUGH_S or len(measured) >= 3:  # three measurable lengths, 16x apart, tell the exponent
            break
    if len(measured) < 2:
        return 0.0
    xs = [math.log(n) for n, _ in measured]
    ys = [math.log(t) for _, t in measured]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sum((x - mx) ** 2 for x in xs)


def _attacks(n: int):
    for prefix in PREFIXES:
        for pump in PUMPS:
            for tail in TAILS:
                yield prefix, pump, tail, prefix + pump * (n // len(pump)) + tail


PATTERNS = project_patterns()


def test_the_scan_finds_the_project_patterns():
    names = {name for name, _, _ in PATTERNS}
    assert len(PATTERNS) >= 30
    assert {"cli", "knowledge", "web", "workcalendar", "prompts", "llm"} <= set(PACKAGES)
    assert any(n.startswith(("web.", "web/")) for n in names), "no pattern found in web/"
    assert "knowledge.structure._MD_HEADING" in names and "knowledge.parsers._PAGE_NUMBER" in names


@pytest.mark.parametrize("name,pattern,scanned", PATTERNS, ids=[n for n, _, _ in PATTERNS])
def test_pattern_is_linear_on_adversarial_input(name, pattern, scanned):
    ranked = sorted(((_exercise(pattern, text, scanned), prefix, pump, tail)
                     for prefix, pump, tail, text in _attacks(SMALL)), reverse=True)
    # A super-linear pattern is its slowest attack at 200 characters already, or the next (two, not three: the
    # growth runs are half this test's cost, and the suite's CPU budget is 240 s).
    for _, prefix, pump, tail in ranked[:2]:
        exponent = growth_exponent(pattern, prefix, pump, tail, scanned)
        if exponent >= MAX_EXPONENT:
            exponent = min(exponent, growth_exponent(pattern, prefix, pump, tail, scanned, min_s=CONFIRM_S))
        assert exponent < MAX_EXPONENT, (f"{name}: time grows as length ** {exponent:.1f} "
                                         f"on {prefix!r} + {pump!r}*n + {tail!r}")


def test_the_old_heading_pattern_is_caught():
    """The harness must fail the pattern that took ~60 s on a 4 KB heading line (its cost
    grows with the cube of the run of spaces)."""
    old = re.compile(r"^(#{1,6})[ \t]+(.+?)[ \t]*#*[ \t]*$")
    assert growth_exponent(old, "# a", " ", "b\x00", scanned=False) > MAX_EXPONENT
    # The confirming measurement (times averaged over calls) must not explain a real growth away.
    assert growth_exponent(old, "# a", " ", "b\x00", scanned=False, min_s=CONFIRM_S) > MAX_EXPONENT


def test_a_linear_scan_reads_as_linear_with_averaged_times():
    """The confirming measurement reads the scan that failed in CI (stop 50) as linear."""
    scan = re.compile(r"(?<![\d.])(\d+)又(\d+)/(\d+)倍")
    assert growth_exponent(scan, "", "#", "x\x00", scanned=True, min_s=CONFIRM_S) < MAX_EXPONENT
    # ...and still reads a scan that restarts its run at every position as quadratic.
    restarting = re.compile(r"\s*x")
    assert growth_exponent(restarting, "", " ", "y", scanned=True, min_s=CONFIRM_S) > MAX_EXPONENT
