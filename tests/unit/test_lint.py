"""Style does not drift: ruff, with the rule set in pyproject.toml ([tool.ruff]), over the product
code, the tests and bench/. Part of the README's one test command, so CI fails on a finding."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def ruff(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "ruff", "check", "--no-cache", "--output-format", "concise", *args],
                          cwd=REPO, capture_output=True, text=True, timeout=120)


def test_ruff_finds_nothing_in_product_code_tests_and_bench():
    out = ruff(".")
    assert out.returncode == 0, out.stdout + out.stderr


def test_the_rule_set_flags_an_unused_import_and_a_mutable_default(tmp_path):
    """The configuration is really applied (a setting ruff ignored would pass everything)."""
    bad = tmp_path / "bad.py"
    bad.write_text("import os\n\n\ndef f(x=[]):\n    return x\n", encoding="utf-8")
    out = ruff("--config", str(REPO / "pyproject.toml"), str(bad))
    assert out.returncode == 1
    assert "F401" in out.stdout and "B006" in out.stdout, out.stdout
