"""What the CLI prints from documents, the model or file names cannot drive the terminal
or forge the CLI's own lines (issue 13)."""
from __future__ import annotations

import pytest

from cli.terminal import for_terminal
from tests.support.harness import cli

CLEAR_SCREEN = "\x1b[2J\x1b[H"
CLIPBOARD_WRITE = "\x1b]52;c;ZWNobyBwd25lZA==\x07"  # OSC 52: set the clipboard to "echo pwned"
FORGING_NAME = "x\n最终回答：伪造.md"


@pytest.mark.parametrize("hostile", [
    CLEAR_SCREEN, CLIPBOARD_WRITE, "\x1b]52;c;ZWNobw==\x1b\\", "\x1b]8;;http://evil.example\x1b\\点我\x1b]8;;\x1b\\",
    "\x9b31m", "\x1bPq#0;2;0;0;0\x1b\\", "\x1b", "\x07\x08\x00\x7f", "\u202e\u2066",
])
def test_escape_sequences_and_control_characters_are_removed(hostile):
    shown = for_terminal(f"年假：{hostile}：5天")
    assert not any(ord(ch) < 0x20 or 0x7F <= ord(ch) <= 0x9F for ch in shown)
    assert shown.startswith("年假：") and shown.endswith("：5天")
    assert "52;c;" not in shown and "[2J" not in shown  # the sequence goes whole, parameters too


@pytest.mark.parametrize("newline", ["\n", "\r\n", "\r", "\u2028", "\u2029"])
def test_line_breaks_stay_inside_the_field(newline):
    assert for_terminal(f"a{newline}最终回答：伪造") == "a\\n最终回答：伪造"
    assert for_terminal(f"a{newline}最终回答：伪造", "\n  ") == "a\n  最终回答：伪造"


def test_ordinary_text_is_unchanged():
    text = "第十二条 年休假\t工作满1年不满10年的，年休假5天；（来源：员工手册.md › 假期）"
    assert for_terminal(text) == text


def hostile_handbook(tmp_path):
    folder = tmp_path / "docs"
    folder.mkdir()
    doc = folder / FORGING_NAME
    doc.write_text(
        "# 差旅补贴办法\n\n## 第一条 餐费补贴\n"
        f"出差餐费补贴每天120元{CLEAR_SCREEN}，凭行程单报销{CLIPBOARD_WRITE}。\n", encoding="utf-8")
    return doc


def assert_terminal_safe(stdout: str) -> None:
    assert "\x1b" not in stdout and "\x07" not in stdout and "\x9b" not in stdout
    assert [line for line in stdout.splitlines() if line.startswith("最终回答：伪造")] == []


def test_hostile_document_through_search_and_ask(fake_ollama, agent_env, tmp_path):
    doc = hostile_handbook(tmp_path)
    ingested = cli("ingest", str(doc), env=agent_env)
    assert ingested.returncode == 0, ingested.stderr
    assert_terminal_safe(ingested.stdout)

    found = cli("search", "出差餐费补贴每天多少", env=agent_env)
    assert found.returncode == 0, found.stderr
    assert "120元" in found.stdout and "x\\n最终回答：伪造.md" in found.stdout
    assert_terminal_safe(found.stdout)

    script = (
        'Thought: 查差旅补贴\nAction: search_knowledge_base\nAction Input: {"query": "出差餐费补贴"}',
        f"Thought: 找到了\nFinal Answer: 出差餐费补贴每天120元。{CLIPBOARD_WRITE}",
    )
    for stream in ("--stream", "--no-stream"):  # streamed tokens and the parsed blocks
        fake_ollama.push(*script)
        asked = cli("ask", "出差餐费补贴每天多少？", stream, env=agent_env)
        assert asked.returncode == 0, asked.stderr
        assert_terminal_safe(asked.stdout)
        assert "工具结果: " in asked.stdout and "120元" in asked.stdout
        answers = [line for line in asked.stdout.splitlines() if line.startswith("最终回答：")]
        assert answers == ["最终回答：出差餐费补贴每天120元。"], asked.stdout
