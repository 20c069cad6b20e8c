"""What a newcomer meets in the first hour, and what a closed pipe or a wrong OLLAMA_HOST does:
one line for the person, in Chinese, exit 2 for bad input; a reader that goes away ends the
command quietly. Pipes and settings are real processes (the CLI as a subprocess)."""
from __future__ import annotations

import os
import subprocess
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from tests.support.forkserver import python_command
from tests.support.harness import REPO, cli

AGENT = str(REPO / "step8_react_agent.py")
ANNUAL = "Thought: 够了\nFinal Answer: 年假天数按累计工作年限确定。"


def _into_closed_pipe(args, env) -> subprocess.Popen:
    """Start the CLI with stdout a pipe whose reader is already gone (`| true` after it exited)."""
    read_end, write_end = os.pipe()
    os.close(read_end)
    full_env = {k: v for k, v in os.environ.items() if not k.startswith("HR_AGENT_") and k != "OLLAMA_HOST"}
    try:
        return subprocess.Popen([*python_command(), AGENT, *args], stdout=write_end, stderr=subprocess.PIPE, text=True,
                                env={**full_env, **env}, cwd=REPO)
    finally:
        os.close(write_end)


@pytest.fixture
def saved_thread(fake_ollama, agent_env):
    fake_ollama.push(ANNUAL)
    asked = cli("ask", "年假有几天？", "--thread", "piped", "--json", env=agent_env)
    assert asked.returncode == 0, asked.stderr
    return "piped"


PIPED_COMMANDS = [
    ["graph"], ["calendar", "show", "2026"], ["history", "piped"], ["history", "piped", "--json"], ["threads"],
    ["kb", "list", "--json"], ["kb", "list"], ["tool", "--json", "get_current_date", "{}"],
    ["tool", "calculate_leave_days", '{"start_date": "2026-03-20", "end_date": "2026-03-25"}'], ["--help"],
]


def test_writing_into_a_closed_pipe_ends_quietly(agent_env, saved_thread):
    # Every command is its own process; they run side by side (each is mostly start-up), and
    # each one's result is checked on its own.
    running = {" ".join(args): _into_closed_pipe(args, agent_env) for args in PIPED_COMMANDS}
    problems = {}
    for name, proc in running.items():
        _, stderr = proc.communicate(timeout=180)
        if proc.returncode not in (0, 141) or any(
                bad in stderr for bad in ("内部错误", "Traceback", "BrokenPipe", "Exception ignored")):
            problems[name] = (proc.returncode, stderr)
    assert not problems, problems


def test_a_reader_that_stops_after_one_line_ends_the_command_quietly(agent_env):
    shell = f'"{sys.executable}" "{AGENT}" calendar show 2026 | head -n 1; echo "exit=${{PIPESTATUS[0]}}"'
    full_env = {k: v for k, v in os.environ.items() if not k.startswith("HR_AGENT_") and k != "OLLAMA_HOST"}
    result = subprocess.run(["bash", "-c", shell], capture_output=True, text=True, env={**full_env, **agent_env},
                            cwd=REPO, timeout=120)
    lines = result.stdout.splitlines()
    assert len(lines) == 2 and lines[1] in ("exit=0", "exit=141"), result.stdout + result.stderr
    assert result.stderr == ""


class _NotOllama(BaseHTTPRequestHandler):
    """A web server on the port OLLAMA_HOST names: a page of HTML for everything."""

    status = 404

    def _page(self):
        body = b"<html><head><title>Welcome to nginx!</title></head><body><h1>secret intranet</h1></body></html>"
        self.send_response(self.status)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    do_GET = do_POST = _page

    def log_message(self, *args):
        pass


@pytest.mark.parametrize("status", [404, 200, 502])
def test_a_server_that_answers_but_is_not_ollama_is_exit_2_naming_the_status_not_its_html(status, agent_env):
    handler = type("Handler", (_NotOllama,), {"status": status})
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        env = {**agent_env, "OLLAMA_HOST": f"http://127.0.0.1:{server.server_address[1]}"}
        result = cli("ask", "年假有几天？", env=env)
    finally:
        server.shutdown()
        server.server_close()
    assert result.returncode == 2, result.stderr
    (line,) = result.stderr.strip().splitlines()
    assert "OLLAMA_HOST" in line and f"HTTP {status}" in line and "text/html" in line
    assert "<" not in line and "nginx" not in line and "intranet" not in line


@pytest.mark.parametrize("host", ["http://127.0.0.1:11434/api?token=tok-7c1e", "http://127.0.0.1:11434/tok-7c1e/",
                                  "127.0.0.1:11434#tok-7c1e"])
def test_a_path_or_query_in_ollama_host_is_exit_2_without_repeating_it(host, agent_env):
    result = cli("tool", "get_current_date", "{}", env={**agent_env, "OLLAMA_HOST": host})
    assert result.returncode == 2
    assert "OLLAMA_HOST" in result.stderr and "tok-7c1e" not in result.stderr and "路径或查询参数" in result.stderr


def test_hr_agent_timeout_has_an_upper_bound_named_in_the_message(agent_env):
    result = cli("tool", "get_current_date", "{}", env={**agent_env, "HR_AGENT_TIMEOUT": "86400"})
    assert result.returncode == 2
    assert "HR_AGENT_TIMEOUT" in result.stderr and "3600" in result.stderr


def test_a_relative_today_names_the_accepted_form_for_the_person(agent_env):
    result = cli("tool", "get_current_date", "{}", "--today", "明天", env=agent_env)
    assert result.returncode == 2
    assert "--today" in result.stderr and "YYYY-MM-DD" in result.stderr
    assert "get_current_date" not in result.stderr  # advice meant for the model, not the person


@pytest.mark.parametrize("args, chinese", [
    (["ask"], "缺少必需的参数：question"),
    (["kb", "foo"], "无效的选择 'foo'"),
    (["search", "q", "--bogus"], "无法识别的参数：--bogus"),
    (["ask", "q", "--max-steps"], "需要一个值"),
])
def test_usage_errors_are_one_line_in_chinese(args, chinese):
    result = cli(*args)
    assert result.returncode == 2
    assert chinese in result.stderr and len(result.stderr.strip().splitlines()) == 1
    for english in ("required", "invalid choice", "unrecognized", "expected one argument", "error:"):
        assert english not in result.stderr


@pytest.mark.parametrize("command", ["serve", "studio"])
@pytest.mark.parametrize("port", ["99999", "65536", "0", "-1", "8080x", "１２３", "", "1e3"])
def test_a_port_outside_1_to_65535_is_one_line_naming_port_and_range(command, port):
    result = cli(command, "--port", port)
    assert result.returncode == 2, result.stderr
    assert "--port" in result.stderr and "1–65535" in result.stderr and len(result.stderr.strip().splitlines()) == 1
    assert "OverflowError" not in result.stderr and "内部错误" not in result.stderr


def test_help_headings_are_in_chinese():
    result = cli("ingest", "--help")
    assert result.returncode == 0
    assert result.stdout.startswith("用法：") and "\n选项:" in result.stdout and "显示本帮助并退出" in result.stdout
    assert "usage:" not in result.stdout and "show this help" not in result.stdout


def test_studio_without_the_dev_extra_names_the_install_command_and_exits_2():
    """A missing optional dependency is a setup step to take, not an internal error."""
    hide = "import sys; sys.modules['langgraph_cli'] = None; from cli.main import main; sys.exit(main(['studio']))"
    result = subprocess.run([sys.executable, "-c", hide], cwd=REPO, capture_output=True, text=True, timeout=60)
    assert result.returncode == 2
    (line,) = result.stderr.strip().splitlines()
    assert line.startswith("错误：hr-agent studio 需要可选依赖 langgraph-cli[inmem]，尚未安装；安装：")
    assert line.endswith("pip install -e '.[dev]'") or line.endswith(f"pip install -e '{REPO}[dev]'")
