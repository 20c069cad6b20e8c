"""No regex in the project may be super-linear (issue 13: a 4 KB Markdown heading full of
spaces took ~60 s in a backtracking heading pattern).

Every pattern is gathered automatically: module-level compiled patterns of every project
module, plus literal patterns passed inline to `re.*` calls (found with `ast`). Each runs
against long adversarial strings built from prefixes that reach deep into typical patterns
(clause markers, headings, protocol labels) followed by a long run of one character and a
tail that makes the match fail, which is what drives backtracking. The slowest attacks at
a small length are re-run at 50,000 characters under a time bound a linear pattern meets
with a wide margin.
"""
from __future__ import annotations

import ast
import importlib
import re
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("knowledge", "workcalendar", "evals", "tools", "prompts", "nodes", "graph", "cli", "llm")
RE_FUNCS = {"compile", "search", "match", "fullmatch", "sub", "subn", "findall", "finditer", "split"}
SCANNING = ("search", "sub", "subn", "findall", "finditer", "split")
EXCLUDED: set[str] = set()

PREFIXES = ("", "# a", "## a ", "第一条", "第1页", "第三章 ", "1.1", "1.2.3 a", "page 1", "- 1",
            "thought", "Final Answer", "**", "【", "2024-01-", "2024年1月", "a.", "标题1")
PUMPS = (" ", "\t", "\u3000", "#", "*", "1", "1.", "a", ".", "。", "-", "第", "\n", ":", "a ")
TAILS = ("x\x00", "#\x01", "")
SMALL = 400
ESCALATION = (2_000, 10_000, 50_000)  # stop at the first length over the bound, so a failure is quick
BOUND_S = 1.0


def _project_files() -> list[Path]:
    return sorted(f for pkg in PACKAGES for f in (ROOT / pkg).rglob("*.py"))


def _module_patterns(path: Path) -> list[tuple[str, re.Pattern, bool]]:
    """(name, pattern, scanned): `scanned` unless the module only ever anchors it (match/fullmatch)."""
    name = ".".join(path.relative_to(ROOT).with_suffix("").parts)
    try:
        module = importlib.import_module(name)
    except Exception:  # a module that cannot be imported here is covered by the ast scan
        return []
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
    started = time.perf_counter()
    p.match(text)
    if scanned:
        for _ in p.finditer(text):  # search, findall and sub walk the string the same way
            pass
    return time.perf_counter() - started


def _attacks(n: int):
    for prefix in PREFIXES:
        for pump in PUMPS:
            for tail in TAILS:
                yield prefix, pump, tail, prefix + pump * (n // len(pump)) + tail


PATTERNS = project_patterns()


def test_the_scan_finds_the_project_patterns():
    names = {name for name, _, _ in PATTERNS}
    assert len(PATTERNS) >= 30
    assert "knowledge.chunking._MD_HEADING" in names and "knowledge.parsers._PAGE_NUMBER" in names


@pytest.mark.parametrize("name,pattern,scanned", PATTERNS, ids=[n for n, _, _ in PATTERNS])
def test_pattern_is_linear_on_adversarial_input(name, pattern, scanned):
    ranked = sorted(((_exercise(pattern, text, scanned), prefix, pump, tail)
                     for prefix, pump, tail, text in _attacks(SMALL)), reverse=True)
    for _, prefix, pump, tail in ranked[:4]:
        for n in ESCALATION:
            text = prefix + pump * (n // len(pump)) + tail
            elapsed = _exercise(pattern, text, scanned)
            assert elapsed < BOUND_S, f"{name} took {elapsed:.2f}s on {prefix!r} + {pump!r}*{n // len(pump)} + {tail!r}"


def test_the_old_heading_pattern_is_caught():
    """The harness must fail the pattern that took ~60 s on a 4 KB heading line."""
    old = re.compile(r"^(#{1,6})[ \t]+(.+?)[ \t]*#*[ \t]*$")
    text = "# a" + " " * 1000 + "b\x00"  # 2-6 s; the cost grows with the cube of the run
    started = time.perf_counter()
    old.match(text)
    assert time.perf_counter() - started > BOUND_S
