"""Bad input from the command line or the environment: exit 2, one line on stderr, no
traceback (issue 13)."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

from tests.support.harness import REPO, cli, cli_process


def clean_env(**settings) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("HR_AGENT_") and k != "OLLAMA_HOST"}
    return {**env, **settings}


def assert_one_line_exit_2(out, *needles: str) -> None:
    stderr = out.stderr if isinstance(out.stderr, str) else out.stderr.decode("utf-8", "replace")
    assert out.returncode == 2, (out.returncode, stderr)
    assert "Traceback" not in stderr
    assert len(stderr.strip().splitlines()) == 1, stderr
    for needle in needles:
        assert needle in stderr, stderr


@pytest.mark.parametrize("argv", [["ask", b"\xff\xfe"], ["tool", "get_current_date", b'{"x": "\xff"}'],
                                  ["history", b"t\xe4"]], ids=["question", "tool-args", "thread-id"])
def test_invalid_utf8_argument(argv, tmp_path):
    """Undecodable bytes reach sys.argv as surrogate escapes; they are refused up front."""
    out = subprocess.run([sys.executable, str(REPO / "step8_react_agent.py"), *argv], capture_output=True,
                         cwd=REPO, timeout=60, env=clean_env(HR_AGENT_THREADS_DB=str(tmp_path / "t.sqlite")))
    assert_one_line_exit_2(out, "UTF-8")


def test_kb_dir_pointing_at_a_file(tmp_path):
    not_a_dir = tmp_path / "kb.txt"
    not_a_dir.write_text("x")
    out = cli("search", "年假", env={"HR_AGENT_KB_DIR": str(not_a_dir)}, timeout=60)
    assert_one_line_exit_2(out, "HR_AGENT_KB_DIR")


@pytest.mark.parametrize("json_text", ["[" * 50_000 + "]" * 50_000, '{"a":' * 20_000 + "1" + "}" * 20_000,
                                       '{"date": ' + "[" * 100 + "]" * 100 + "}"],
                         ids=["array-50000", "object-20000", "array-100-inside-object"])
@pytest.mark.parametrize("as_json", [False, True], ids=["text", "json"])
def test_deeply_nested_tool_arguments(json_text, as_json, tmp_path):
    flags = ["--json"] if as_json else []
    out = cli("tool", "add_workdays", json_text, *flags, env={"HR_AGENT_KB_DIR": str(tmp_path / "kb")}, timeout=60)
    assert out.returncode == 2 and "Traceback" not in out.stderr
    if as_json:
        import json

        doc = json.loads(out.stdout)
        assert doc["ok"] is False and "嵌套" in doc["error"]
    else:
        assert_one_line_exit_2(out, "嵌套")


@pytest.mark.parametrize("args, env", [(["--max-steps", "51"], {}), ([], {"HR_AGENT_MAX_STEPS": "1000000"})],
                         ids=["flag", "env"])
def test_max_steps_has_an_upper_bound(args, env, tmp_path):
    out = cli("ask", "年假有几天？", *args, env={**env, "HR_AGENT_KB_DIR": str(tmp_path / "kb")}, timeout=60)
    assert_one_line_exit_2(out, "HR_AGENT_MAX_STEPS", "--max-steps", "50")


def test_argument_errors_are_one_line():
    out = cli("ask", "年假有几天？", "--max-steps", "0", timeout=60)
    assert_one_line_exit_2(out, "--max-steps")
    out = cli("no-such-command", timeout=60)
    assert_one_line_exit_2(out, "no-such-command")


def test_context_rejects_more_steps_than_the_limit():
    from nodes.context import MAX_STEPS_LIMIT, ConfigError, Context

    assert Context(max_steps=MAX_STEPS_LIMIT).max_steps == MAX_STEPS_LIMIT
    with pytest.raises(ConfigError, match="HR_AGENT_MAX_STEPS"):
        Context(max_steps=MAX_STEPS_LIMIT + 1)


def private_modes(root) -> dict[str, str]:
    """Paths under `root` that group or others can read, with their modes."""
    import stat
    from pathlib import Path

    found = {}
    for path in [Path(root), *Path(root).rglob("*")]:
        mode = stat.S_IMODE(path.stat().st_mode)
        if mode & 0o077:
            found[str(path)] = oct(mode)
    return found


@pytest.fixture
def permissive_umask():
    """The usual 022: without the CLI's own umask, new files would be world-readable."""
    old = os.umask(0o022)
    yield
    os.umask(old)


def test_created_databases_are_private(fake_ollama, seeded_kb_dir, tmp_path, permissive_umask):
    """Processes: the umask is the entry point's, set before anything is created, from the
    parent's permissive one."""
    import shutil

    doc = tmp_path / "canteen.md"
    doc.write_text("# 食堂\n\n## 第一条 开放时间\n午餐11:30至13:00。\n", encoding="utf-8")
    kb = tmp_path / "private" / "kb"
    out = cli_process("ingest", str(doc), "--kb-dir", str(kb), timeout=300)
    assert out.returncode == 0, out.stderr
    assert (kb / "chroma.sqlite3").exists() and private_modes(tmp_path / "private") == {}

    shutil.copytree(seeded_kb_dir, tmp_path / "kb")
    threads = tmp_path / "state" / "threads.sqlite"
    fake_ollama.push("Thought: 直接回答\nFinal Answer: 您好。")
    env = {"OLLAMA_HOST": fake_ollama.url, "HR_AGENT_KB_DIR": str(tmp_path / "kb"), "HR_AGENT_THREADS_DB": str(threads)}
    out = cli_process("ask", "你好", "--thread", "p", env=env)
    assert out.returncode == 0, out.stderr
    assert threads.exists() and private_modes(tmp_path / "state") == {}
