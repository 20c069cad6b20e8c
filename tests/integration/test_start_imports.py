"""Start-up stays lean: commands that never run the graph never import LangGraph, nor what it
drags in (langchain-core's tracers, langsmith) -- about 0.6 s of a fresh process."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tests.support.harness import REPO, TODAY
from tests.support.inprocess import subprocess_env

GRAPH_ONLY = ("langgraph", "langchain_core", "langsmith")
# A fresh process runs the command, then prints what it imported on fd 3's stand-in: stderr's
# last line, so the command's own output stays as a user sees it.
PROBE = (
    "import json, sys\n"
    "from cli.main import main\n"
    "code = main(sys.argv[1:])\n"
    "sys.stdout.flush()\n"
    "print('MODULES ' + json.dumps(sorted(sys.modules)), file=sys.stderr)\n"
    "sys.exit(code)\n"
)


def imported_by(*argv: str, env: dict) -> tuple[subprocess.CompletedProcess, set[str]]:
    result = subprocess.run([sys.executable, "-c", PROBE, *argv], capture_output=True, text=True, cwd=REPO,
                            env=subprocess_env(env), timeout=180)
    last = result.stderr.strip().splitlines()[-1]
    assert last.startswith("MODULES "), result.stderr[-2000:]
    return result, set(json.loads(last.removeprefix("MODULES ")))


def graph_modules(modules: set[str]) -> list[str]:
    return sorted(m for m in modules if m.split(".")[0] in GRAPH_ONLY)


TOOL_ARGVS = [
    ("tool", "get_current_date"),
    ("tool", "calculate_leave_days", '{"start_date": "2026-03-20", "end_date": "2026-03-25"}'),
    ("tool", "add_workdays", '{"date": "2026-03-20", "days": 3}'),
    ("tool", "no_such_tool"),
    ("tool", "get_current_date", "--json"),
]
# The tool commands one after another in one fresh process, each run as a process would see it
# (tests/support/inprocess.py), with what was imported after each. Imports only ever add, so
# "nothing of LangGraph after command k" holds exactly when none of commands 1..k imports it
# alone: one interpreter start checks them all.
TOOLS_PROBE = (
    "import json, sys\n"
    "from tests.support.inprocess import run_main\n"
    "for argv in json.loads(sys.argv[1]):\n"
    "    done = run_main(argv, env=json.loads(sys.argv[2]))\n"
    "    print(json.dumps({'argv': argv, 'code': done.returncode, 'stderr': done.stderr[-2000:],\n"
    "                      'modules': sorted(sys.modules)}))\n"
)


@pytest.fixture(scope="module")
def tool_runs(seeded_kb_dir) -> dict[tuple, dict]:
    env = {"HR_AGENT_TODAY": TODAY, "HR_AGENT_KB_DIR": str(seeded_kb_dir)}
    result = subprocess.run([sys.executable, "-c", TOOLS_PROBE, json.dumps(TOOL_ARGVS), json.dumps(env)],
                            capture_output=True, text=True, cwd=REPO, env=subprocess_env({}), timeout=180)
    assert result.returncode == 0, result.stderr[-2000:]
    runs = [json.loads(line) for line in result.stdout.splitlines()]
    assert [tuple(r["argv"]) for r in runs] == TOOL_ARGVS, result.stdout[-2000:]
    return {tuple(r["argv"]): r for r in runs}


@pytest.mark.parametrize("argv", TOOL_ARGVS)
def test_tool_never_imports_langgraph(argv, tool_runs):
    run = tool_runs[argv]
    assert run["code"] in (0, 2), run["stderr"]
    assert graph_modules(set(run["modules"])) == []


def test_search_never_imports_langgraph(kb_dir):
    result, modules = imported_by("search", "年假", "报销期限", env={"HR_AGENT_KB_DIR": str(kb_dir)})
    assert result.returncode == 0, result.stderr[-2000:]
    assert "年假" in result.stdout
    assert "chromadb" in modules  # it did search
    assert graph_modules(modules) == []


def test_ask_user_still_pauses_a_graph_run_after_the_lazy_import():
    """The lazy import keeps the interrupt: Tool.run lets LangGraph's GraphBubbleUp through."""
    from langgraph.errors import GraphInterrupt

    from tools.ask_user import make_ask_user_tool
    from tools.base import pauses_the_run

    assert pauses_the_run(GraphInterrupt(()))
    assert not pauses_the_run(RuntimeError("x"))
    result = make_ask_user_tool().run({"question": "入职日期？"})  # outside a graph: nobody to answer
    assert not result.ok and "只能在对话中" in result.observation


ANSWER_CHECK = ("prompts.answer_check", "evals.scoring")
# Commands that never check an answer: the answer check and the eval scorer compile a few hundred
# patterns on import (~0.2 s of every start before cli/render.py and cli/eval_cmd.py imported them
# only when used).
NO_ANSWER_ARGVS = [("--help",), ("calendar", "show", "2026"), ("threads",), ("kb", "list"), ("search", "年假")]


@pytest.fixture(scope="module")
def no_answer_runs(seeded_kb_dir, tmp_path_factory) -> dict[tuple, dict]:
    env = {"HR_AGENT_TODAY": TODAY, "HR_AGENT_KB_DIR": str(seeded_kb_dir),
           "HR_AGENT_THREADS_DB": str(tmp_path_factory.mktemp("threads") / "threads.sqlite")}
    result = subprocess.run([sys.executable, "-c", TOOLS_PROBE, json.dumps(NO_ANSWER_ARGVS), json.dumps(env)],
                            capture_output=True, text=True, cwd=REPO, env=subprocess_env({}), timeout=180)
    assert result.returncode == 0, result.stderr[-2000:]
    return {tuple(r["argv"]): r for r in map(json.loads, result.stdout.splitlines())}


@pytest.mark.parametrize("argv", NO_ANSWER_ARGVS)
def test_commands_that_check_no_answer_never_import_the_answer_check(argv, no_answer_runs):
    run = no_answer_runs[argv]
    assert run["code"] == 0, run["stderr"]
    assert [m for m in ANSWER_CHECK if m in run["modules"]] == []
