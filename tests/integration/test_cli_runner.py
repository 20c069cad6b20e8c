"""The in-process CLI runner the integration tests use (tests/support/inprocess.py) tells the
same story as a real process: the same exit code and the same stdout/stderr text, and it
leaves the test process as it found it."""
from __future__ import annotations

import os
import re
import signal
import sys

import pytest

from tests.support.harness import TODAY, cli, cli_process
from tests.support.scripts import DESIGN_RUN

TOOL_ARGS = '{"start_date":"2026-02-13","end_date":"2026-03-02"}'
# (command line, settings): argparse's own exits, a tool in text and JSON, bad input from an
# argument and from the environment, the calendar.
CASES = {
    "help": (["--help"], {}),
    "unknown-command": (["no-such-command"], {}),
    "argument-type": (["ask", "年假有几天？", "--max-steps", "0"], {}),
    "tool-text": (["tool", "calculate_leave_days", TOOL_ARGS], {"HR_AGENT_TODAY": TODAY}),
    "tool-bad-json": (["tool", "add_workdays", "{not json", "--json"], {}),
    "setting-from-env": (["tool", "get_current_date", "{}"], {"HR_AGENT_TODAY": "明天"}),
    "calendar": (["calendar", "show", "2027"], {"HR_AGENT_TODAY": "2026-12-01"}),
}


def same(a, b) -> tuple:
    return (a.returncode, a.stdout, a.stderr), (b.returncode, b.stdout, b.stderr)


@pytest.mark.parametrize("argv, settings", CASES.values(), ids=CASES.keys())
def test_in_process_run_matches_a_process(argv, settings, tmp_path):
    env = {"HR_AGENT_KB_DIR": str(tmp_path / "kb"), **settings}
    inside, process = same(cli(*argv, env=env), cli_process(*argv, env=env))
    assert inside == process


def test_search_and_ask_match_a_process_up_to_timings(fake_ollama, agent_env):
    """The paths with the knowledge base, the embedder, the model and the live trajectory."""
    def masked(out):  # the step table's times, and the fake's prompt cache warm on the second run
        return out.returncode, re.sub(r" +", " ", re.sub(r"\d+", "N", out.stdout)), out.stderr

    search = ["search", "请假需要提前几天申请", "how to bake bread", "--json"]
    inside, process = same(cli(*search, env=agent_env), cli_process(*search, env=agent_env))
    assert inside[0] == 0, inside
    assert inside == process
    # Streamed: tokens, step headers and tool lines written as they come. The parsed blocks
    # are what most CLI tests assert; HR_TEST_CLI=process runs those against processes.
    fake_ollama.push(*DESIGN_RUN, *DESIGN_RUN)
    ask = ["ask", "请假需要提前几天申请？", "--stream"]
    inside, process = cli(*ask, env=agent_env), cli_process(*ask, env=agent_env)
    assert inside.returncode == 0, inside.stderr
    assert masked(inside) == masked(process)


def test_the_test_process_is_left_as_it_was(tmp_path, monkeypatch):
    monkeypatch.setenv("HR_AGENT_K", "7")  # not passed on: a CLI run gets only the settings given
    before = (dict(os.environ), os.getcwd(), sys.stdout, sys.stderr, sys.stdin, sys.argv,
              {s: signal.getsignal(s) for s in (signal.SIGINT, signal.SIGTERM)})
    umask = os.umask(0o022)
    try:
        out = cli("tool", "get_current_date", "{}", "--json", env={"HR_AGENT_TODAY": TODAY,
                                                                   "HR_AGENT_KB_DIR": str(tmp_path / "kb")})
        assert out.returncode == 0, out.stderr
        assert os.umask(0o022) == 0o022  # `main` sets 077 for its run only
    finally:
        os.umask(umask)
    after = (dict(os.environ), os.getcwd(), sys.stdout, sys.stderr, sys.stdin, sys.argv,
             {s: signal.getsignal(s) for s in (signal.SIGINT, signal.SIGTERM)})
    assert after == before
    from nodes import resources

    assert resources._registry.cache_info().currsize == 0  # the next run builds its own, as a process would


@pytest.mark.skipif(os.environ.get("HR_TEST_CLI") == "process", reason="patches the test process's own cli.main")
def test_an_exception_escaping_main_is_a_traceback_and_exit_1(monkeypatch):
    from cli import main as cli_main

    def broken(args):
        raise RuntimeError("boom")

    monkeypatch.setitem(cli_main.COMMANDS, "graph", broken)
    out = cli("graph", env={"HR_AGENT_DEBUG": "1"})  # main re-raises instead of its one-line report
    assert out.returncode == 1
    assert out.stderr.startswith("Traceback") and out.stderr.rstrip().endswith("RuntimeError: boom")
    out = cli("graph")
    assert out.returncode == 1 and out.stderr == "内部错误：RuntimeError: boom（设置 HR_AGENT_DEBUG=1 查看详情）\n"
