"""The lowest-versions CI run (.ci/lowest.txt) tests exactly the lower bounds pyproject.toml
declares, and every library whose API the app calls directly has an upper major bound."""
from __future__ import annotations

import re
import tomllib
from pathlib import Path

from packaging.requirements import Requirement
from packaging.version import Version

REPO = Path(__file__).resolve().parents[2]


def _declared() -> dict[str, Requirement]:
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    lines = [*project["dependencies"], *(d for group in project["optional-dependencies"].values() for d in group)]
    return {r.name.lower(): r for r in map(Requirement, lines)}


def _pins() -> dict[str, Version]:
    pins = {}
    for line in (REPO / ".ci/lowest.txt").read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            name, version = re.fullmatch(r"([A-Za-z0-9_.-]+)==(\S+)", line).groups()
            pins[name.lower()] = Version(version)
    return pins


def test_lowest_pins_are_the_declared_lower_bounds():
    declared, pins = _declared(), _pins()
    assert {"langgraph", "langgraph-checkpoint-sqlite", "langgraph-checkpoint-postgres", "ollama", "chromadb"} <= set(pins)
    for name, version in pins.items():
        lower = [Version(s.version) for s in declared[name].specifier if s.operator == ">="]
        assert lower == [version], f"{name}: pyproject says {declared[name].specifier}, .ci/lowest.txt pins {version}"


def test_directly_called_libraries_have_an_upper_major_bound():
    declared = _declared()
    for name in _pins():
        upper = [Version(s.version) for s in declared[name].specifier if s.operator == "<"]
        assert upper, f"{name} has no upper bound: {declared[name].specifier}"
        lower = min(Version(s.version) for s in declared[name].specifier if s.operator == ">=")
        # the next major (or, before 1.0, the next minor) release, no further
        assert upper[0].major == lower.major + 1 or (lower.major == 0 and upper[0].minor == lower.minor + 1)
