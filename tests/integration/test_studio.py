"""The graph under the real `langgraph dev` server (what LangGraph Studio talks to).

One server per module, started exactly as `hr-agent studio` starts it (`cli.studio`:
same command line, same offline environment, cwd = the repo), with OLLAMA_HOST pointing at
a FakeOllama and HR_AGENT_KB_DIR at the session's seeded knowledge base. The tests drive it
through `langgraph_sdk`, the client Studio's API calls correspond to.
"""
from __future__ import annotations

import dataclasses
import os
import re
import signal
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from tests.support.capability import missing
from tests.support.fake_ollama import FakeOllama
from tests.support.scripts import DESIGN_RUN, GET_DATE, SEARCH_LEAVE
from tests.support.harness import TODAY

try:
    import langgraph_api  # noqa: F401
except ImportError:
    missing("langgraph-cli[inmem] (the test extra) is not installed", allow_module_level=True)
from langgraph_sdk import get_sync_client  # noqa: E402

from nodes.context import Context  # noqa: E402
from cli.studio import (  # noqa: E402
    CONFIG_PATH,
    DROPPED_ENV,
    GRAPH_ID,
    OFFLINE_ENV,
    REPO_DIR,
    STUDIO_LOG,
    free_port,
    studio_command,
    studio_env,
)

QUESTION = "请假需要提前几天申请？如果今天申请，最早哪天能开始休？"
STARTUP_TIMEOUT = 90.0
RUN_TIMEOUT = 60.0
ANSI = re.compile(r"\x1b\[[0-9;]*m")


class OutboundTrap:
    """An HTTP(S) proxy that refuses everything and records what it was asked for.

    The server's environment points HTTP_PROXY/HTTPS_PROXY here (NO_PROXY for loopback), so
    any outbound call made through urllib, requests or httpx -- CLI analytics, the PyPI
    version check, LangSmith -- lands in `.requests` instead of leaving the machine."""

    def __init__(self):
        self.requests: list[str] = []
        trap = self

        class Handler(BaseHTTPRequestHandler):
            def _refuse(self):
                trap.requests.append(f"{self.command} {self.path}")
                self.send_error(403, "offline test: outbound call refused")

            do_GET = do_POST = do_PUT = do_HEAD = do_CONNECT = _refuse

            def log_message(self, *args):
                pass

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self._server.server_address[1]}"
        threading.Thread(target=self._server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()

    def env(self) -> dict[str, str]:
        proxies = {name: self.url for name in ("HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "http_proxy", "https_proxy", "all_proxy")}
        return {**proxies, "NO_PROXY": "127.0.0.1,localhost,::1", "no_proxy": "127.0.0.1,localhost,::1"}

    def stop(self):
        self._server.shutdown()
        self._server.server_close()


class Studio:
    def __init__(self, url: str, fake: FakeOllama, proc: subprocess.Popen, log_path, trap: OutboundTrap):
        self.url, self.fake, self.proc, self.log_path, self.trap = url, fake, proc, log_path, trap
        self.client = get_sync_client(url=url, timeout=RUN_TIMEOUT)

    def log(self, tail: int = 6000) -> str:
        try:
            return ANSI.sub("", self.log_path.read_text(encoding="utf-8", errors="replace"))[-tail:]
        except OSError:
            return ""

    def ask(self, question: str = QUESTION, **kwargs) -> tuple[str, dict]:
        thread = self.client.threads.create()
        result = self.client.runs.wait(thread["thread_id"], GRAPH_ID, input={"question": question}, **kwargs)
        return thread["thread_id"], result


def session_processes(session_id: int) -> list[int]:
    """Live processes of a session (every process started under a `start_new_session` child)."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", "rb") as f:
                fields = f.read().rsplit(b")", 1)[1].split()
        except OSError:
            continue
        state, session = fields[0], int(fields[3])
        if session == session_id and state != b"Z":
            found.append(int(entry))
    return found


def _stop(proc: subprocess.Popen) -> None:
    """SIGTERM to the server's process group (uvicorn shuts down cleanly), then SIGKILL to
    whatever is left of its session (a launcher's server runs in a group of its own)."""
    if proc.poll() is None:
        for sig, grace in ((signal.SIGTERM, 15), (signal.SIGKILL, 5)):
            try:
                os.killpg(proc.pid, sig)
            except ProcessLookupError:
                break
            try:
                proc.wait(timeout=grace)
                break
            except subprocess.TimeoutExpired:
                continue
    for pid in session_processes(proc.pid):
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass


def _wait_ok(proc, port, log_path) -> str:
    """The server's base URL once /ok answers; fail with the server's output otherwise."""
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + STARTUP_TIMEOUT
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            break
        # langgraph_api moves to another port by itself if ours was taken meanwhile.
        printed = re.search(r"API: (http://\S+)", ANSI.sub("", log_path.read_text(errors="replace")))
        for candidate in dict.fromkeys([url, printed.group(1) if printed else url]):
            try:
                with urllib.request.urlopen(f"{candidate}/ok", timeout=2) as resp:
                    if resp.status == 200:
                        return candidate
            except (urllib.error.URLError, OSError):
                pass
        time.sleep(0.25)
    output = ANSI.sub("", log_path.read_text(errors="replace"))[-8000:]
    state = f"exited with code {proc.returncode}" if proc.poll() is not None else f"no /ok after {STARTUP_TIMEOUT:.0f} s"
    pytest.fail(f"`langgraph dev` {state}: {' '.join(proc.args)}\n--- server output ---\n{output}", pytrace=False)


@pytest.fixture(scope="module")
def studio(seeded_kb_dir, tmp_path_factory):
    log_path = tmp_path_factory.mktemp("studio") / "langgraph-dev.log"
    fake, trap = FakeOllama(), OutboundTrap()
    env = {k: v for k, v in studio_env(os.environ).items() if not (k.startswith("HR_AGENT_") or k == "OLLAMA_HOST")}
    env.update(OLLAMA_HOST=fake.url, HR_AGENT_KB_DIR=str(seeded_kb_dir), HR_AGENT_TODAY=TODAY, PYTHONUNBUFFERED="1")
    env.update(trap.env())
    port = free_port()
    with open(log_path, "wb") as log:
        proc = subprocess.Popen(
            studio_command(port), cwd=REPO_DIR, env=env, stdin=subprocess.DEVNULL, stdout=log,
            stderr=subprocess.STDOUT, start_new_session=True,  # own process group: teardown reaches every child
        )
    try:
        url = _wait_ok(proc, port, log_path)
        yield Studio(url, fake, proc, log_path, trap)
    finally:
        _stop(proc)
        fake.stop()
        trap.stop()


@pytest.fixture
def server(studio):
    """The module's server with an empty model script (a failed test leaves no replies behind)."""
    with studio.fake._lock:
        studio.fake._script.clear()
    yield studio
    if studio.proc.poll() is not None:
        pytest.fail(f"the server died during the test:\n{studio.log()}", pytrace=False)


def nodes_of(state: dict) -> list[str]:
    return [s["node"] for s in state["steps"]]


def observations(state: dict) -> list[str]:
    return [line for line in state["trajectory"] if line.startswith("Observation:")]


# -- the launcher, no server ----------------------------------------------------------


def test_command_line_is_offline_dev_server_on_this_repo():
    cmd = studio_command(8765)
    assert cmd[cmd.index("dev") + 1 :][:2] == ["--config", str(CONFIG_PATH)]
    assert cmd[cmd.index("--port") + 1] == "8765" and cmd[cmd.index("--host") + 1] == "127.0.0.1"
    assert "--no-browser" in cmd and "--no-reload" in cmd and "--tunnel" not in cmd
    assert "--no-browser" not in studio_command(8765, open_browser=True)
    assert "--port" not in studio_command(None)


def test_a_server_that_fails_says_so_in_one_line_with_its_last_words_and_the_log(tmp_path, monkeypatch, capsys):
    """Upstream output stays in the log even when the server dies: the person gets one line
    with its last line (an exception's message) and where the rest is."""
    import cli.studio as studio

    noisy = ("import sys; print('- Studio UI: https://smith.langchain.com/studio/?baseUrl=x');"
             "print('Traceback (most recent call last):'); print('  File \"x.py\", line 1');"
             "print('OSError: [Errno 98] Address already in use', file=sys.stderr); sys.exit(3)")
    monkeypatch.setattr(studio, "STUDIO_LOG", tmp_path / "studio.log")
    monkeypatch.setattr(studio, "studio_command", lambda *a, **k: [sys.executable, "-c", noisy])
    assert studio.serve(free_port(), "127.0.0.1", False) == 3
    out, err = capsys.readouterr()
    assert "smith.langchain.com" not in out + err and "Traceback" not in out + err
    (line,) = err.strip().splitlines()
    assert line == (f"错误：Studio 服务器退出（代码 3）：OSError: [Errno 98] Address already in use"
                    f"（完整日志 {tmp_path / 'studio.log'}）")
    assert "Traceback" in (tmp_path / "studio.log").read_text()


def test_environment_switches_off_every_outbound_call():
    base = {"LANGSMITH_API_KEY": "lsv2_x", "LANGGRAPH_CLOUD_LICENSE_KEY": "lcl_x", "LANGSMITH_TRACING": "true",
            "OLLAMA_HOST": "http://h:1", "HR_AGENT_MODEL": "m", "PYTHONPATH": "/elsewhere"}
    env = studio_env(base)
    assert env["LANGGRAPH_CLI_NO_ANALYTICS"] == "1" and env["LANGGRAPH_NO_VERSION_CHECK"] == "true"
    assert env["LANGSMITH_TRACING"] == "false"
    assert not set(DROPPED_ENV) & set(env)
    assert OFFLINE_ENV.items() <= env.items()
    assert env["OLLAMA_HOST"] == "http://h:1" and env["HR_AGENT_MODEL"] == "m"  # the agent's settings pass through
    assert env["PYTHONPATH"].split(os.pathsep) == [str(REPO_DIR), "/elsewhere"]
    assert base["LANGSMITH_API_KEY"] == "lsv2_x"  # the caller's mapping is not modified


# -- the real server --------------------------------------------------------------------


def _launcher_env(trap: OutboundTrap, **settings) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not (k.startswith("HR_AGENT_") or k == "OLLAMA_HOST")}
    return {**env, **trap.env(), "PYTHONUNBUFFERED": "1", "PYTHONPATH": str(REPO_DIR), **settings}


def _start_launcher(kb_dir, tmp_path):
    """`python -m cli.studio PORT` in its own session, as `hr-agent studio` runs it; its output
    goes to a log file. Returns the outbound trap, the port, the log and the process."""
    trap = OutboundTrap()
    port = free_port()
    out = tmp_path / "run_studio.log"
    with open(out, "wb") as log:
        proc = subprocess.Popen(
            [sys.executable, "-m", "cli.studio", str(port)], cwd=tmp_path, stdin=subprocess.DEVNULL,
            stdout=log, stderr=subprocess.STDOUT, start_new_session=True,
            env=_launcher_env(trap, HR_AGENT_KB_DIR=str(kb_dir), HR_AGENT_TODAY=TODAY),
        )
    return trap, port, out, proc


@pytest.mark.slow
def test_run_studio_prints_addresses_serves_and_stops_on_ctrl_c(kb_dir, tmp_path):
    """`python -m cli.studio PORT` is `run_studio(PORT)`: it prints the Studio and API
    addresses, serves the graph, and a SIGINT (Ctrl-C) stops it with exit code 0."""
    trap, port, out, proc = _start_launcher(kb_dir, tmp_path)
    try:
        base = _wait_ok(proc, port, out)
        assert base == f"http://127.0.0.1:{port}"
        graphs = [a["graph_id"] for a in get_sync_client(url=base).assistants.search()]
        assert GRAPH_ID in graphs
        proc.send_signal(signal.SIGINT)  # to the launcher only: it must pass the Ctrl-C on
        assert proc.wait(timeout=30) == 0
    finally:
        _stop(proc)
        trap.stop()
    text = ANSI.sub("", out.read_text(errors="replace"))
    # Only the local address, none an offline machine cannot open, and no upstream noise: the
    # dev server's banner, logs and tracebacks go to its log file.
    assert f"LangGraph API（本机）：{base}" in text and f"就绪：{base}\n" in text
    assert f"服务器日志：{STUDIO_LOG}" in text
    assert "smith.langchain.com" not in text and "Traceback" not in text and "INFO:" not in text and "[info" not in text
    assert f"API: {base}" in ANSI.sub("", STUDIO_LOG.read_text(errors="replace"))  # the server's own banner, kept
    with pytest.raises((urllib.error.URLError, OSError)):
        urllib.request.urlopen(f"{base}/ok", timeout=2)  # the server went with it
    assert trap.requests == []


@pytest.mark.slow
def test_sigterm_stops_the_launcher_and_every_server_process(kb_dir, tmp_path):
    """A service manager's (or `kill`'s) SIGTERM to `hr-agent studio` stops the dev server too:
    nothing of the launcher's session is left running."""
    trap, port, out, proc = _start_launcher(kb_dir, tmp_path)
    try:
        base = _wait_ok(proc, port, out)
        assert len(session_processes(proc.pid)) >= 2  # the launcher and the server
        proc.send_signal(signal.SIGTERM)  # to the launcher only
        assert proc.wait(timeout=40) == 128 + signal.SIGTERM
        deadline = time.monotonic() + 10
        while session_processes(proc.pid) and time.monotonic() < deadline:
            time.sleep(0.2)
        assert session_processes(proc.pid) == []
        with pytest.raises((urllib.error.URLError, OSError)):
            urllib.request.urlopen(f"{base}/ok", timeout=2)
    finally:
        _stop(proc)
        trap.stop()


def test_run_studio_rejects_a_malformed_setting_before_starting(tmp_path):
    trap = OutboundTrap()
    try:
        done = subprocess.run(
            [sys.executable, "-m", "cli.studio", str(free_port())], cwd=tmp_path, capture_output=True, text=True,
            timeout=60, env=_launcher_env(trap, HR_AGENT_MAX_STEPS="abc"),
        )
    finally:
        trap.stop()
    assert done.returncode == 2
    assert "HR_AGENT_MAX_STEPS" in done.stderr and "LangGraph Studio:" not in done.stdout


@pytest.mark.slow
def test_assistant_exists_with_context_schema_and_descriptions(server):
    assistants = server.client.assistants.search(graph_id=GRAPH_ID)
    assert len(assistants) >= 1
    system = [a for a in assistants if a["metadata"].get("created_by") == "system"]
    assert system, assistants
    schemas = server.client.assistants.get_schemas(system[0]["assistant_id"])

    context_schema = schemas["context_schema"]
    props = context_schema["properties"]
    fields = {f.name: f for f in dataclasses.fields(Context)}
    assert set(props) == set(fields)
    for name, f in fields.items():
        assert props[name]["description"] == f.metadata["description"], name
    assert {"max_steps", "model", "ollama_host"} <= set(props)
    assert props["max_steps"]["type"] == "integer" and props["max_steps"]["default"] == 6
    assert props["model"]["default"] == "qwen2.5:7b"

    assert set(schemas["input_schema"]["properties"]) == {"question"}
    assert {"final_answer", "stop_reason", "steps", "trajectory", "verified", "problems"} <= set(schemas["state_schema"]["properties"])


@pytest.mark.slow
def test_design_example_run_with_every_checkpoint_in_history(server):
    server.fake.push(*DESIGN_RUN)
    thread_id, result = server.ask()

    assert result["stop_reason"] == "final_answer", server.log()
    assert result["verified"] is True and result["problems"] == []  # the answer check ran in the server's graph
    obs = observations(result)
    assert "提前3个工作日" in obs[0] and "[余弦相似度:" in obs[0]  # the seeded ChromaDB answered (HR_AGENT_KB_DIR)
    first_prompt = server.fake.bodies("/api/generate")[0]["prompt"]
    assert "今天是 2026年03月20日" in first_prompt  # HR_AGENT_TODAY reached the server's graph
    assert "2026-03-25（周三）" in obs[1]
    assert server.fake.remaining == 0 and len(server.fake.bodies("/api/generate")) >= 3  # OLLAMA_HOST too

    thread = server.client.threads.get(thread_id)
    assert thread["status"] == "idle"
    state = server.client.threads.get_state(thread_id)
    assert state["next"] == [] and state["values"]["final_answer"] == result["final_answer"]

    history = list(reversed(server.client.threads.get_history(thread_id, limit=100)))  # oldest first
    nodes = ["think", "act"] * (len(DESIGN_RUN) - 1) + ["think"]
    assert [h["next"] for h in history] == [["__start__"], ["start_turn"], *[[n] for n in nodes], []]
    assert [len(h["values"].get("steps", [])) for h in history] == [0, 0, *range(len(nodes) + 1)]
    assert nodes_of(history[-1]["values"]) == nodes
    assert [h["metadata"]["step"] for h in history] == list(range(-1, len(nodes) + 2))


@pytest.mark.slow
@pytest.mark.parametrize("max_steps", [1, "1"], ids=["int", "str-from-a-form"])
def test_run_context_overrides_take_effect(server, max_steps):
    """`context` in the run request becomes `Context(**context)` in the graph; fields left out
    still take the server's environment (OLLAMA_HOST, HR_AGENT_KB_DIR, HR_AGENT_TODAY)."""
    server.fake.push(SEARCH_LEAVE, "Thought: 已有信息\nFinal Answer: 需提前3个工作日，最早3月25日。")
    _, result = server.ask(context={"max_steps": max_steps, "not_a_setting": "x"})  # unknown keys are dropped
    assert result["stop_reason"] == "max_steps"
    assert nodes_of(result) == ["think", "act", "think"]
    assert result["steps"][-1]["outcome"] == "forced_final"
    # The last, tool-free answer is checked too: 3月25日 was computed by no tool, so it is marked.
    assert result["verified"] is False and result["problems"][0]["kind"] == "date"
    model = {b["model"] for b in server.fake.bodies("/api/generate")[-2:]}
    assert model == {"qwen2.5:7b"}


@pytest.mark.slow
def test_assistant_context_and_invalid_context(server):
    assistant = server.client.assistants.create(graph_id=GRAPH_ID, context={"max_steps": 2}, name="two-steps")
    server.fake.push(SEARCH_LEAVE, GET_DATE, "Thought: 够了\nFinal Answer: 需提前3个工作日。")
    thread = server.client.threads.create()
    result = server.client.runs.wait(thread["thread_id"], assistant["assistant_id"], input={"question": QUESTION})
    assert result["stop_reason"] == "max_steps" and nodes_of(result) == ["think", "act"] * 2 + ["think"]

    # A value Context.validate rejects fails the run with the setting's one-line message.
    thread = server.client.threads.create()
    result = server.client.runs.wait(
        thread["thread_id"], GRAPH_ID, input={"question": QUESTION}, context={"max_steps": 0}, raise_error=False
    )
    assert result["__error__"]["error"] == "ConfigError" and "max_steps" in result["__error__"]["message"]
    assert server.client.threads.get(thread["thread_id"])["status"] == "error"


@pytest.mark.slow
def test_interrupt_before_act_pauses_and_resumes(server):
    server.fake.push(*DESIGN_RUN)
    thread = server.client.threads.create()
    tid = thread["thread_id"]

    paused = server.client.runs.wait(tid, GRAPH_ID, input={"question": QUESTION}, interrupt_before=["act"])
    assert server.client.threads.get(tid)["status"] == "interrupted"
    state = server.client.threads.get_state(tid)
    assert state["next"] == ["act"]
    assert paused["next_action"]["tool"] == "search_knowledge_base" and nodes_of(paused) == ["think"]
    assert server.fake.remaining == 2

    # Step once more (Studio's "continue" with the interrupt still set) ...
    server.client.runs.wait(tid, GRAPH_ID, input=None, interrupt_before=["act"])
    state = server.client.threads.get_state(tid)
    assert state["next"] == ["act"] and state["values"]["next_action"]["tool"] == "add_workdays"
    assert nodes_of(state["values"]) == ["think", "act", "think"]

    # ... then run to the end.
    final = server.client.runs.wait(tid, GRAPH_ID, input=None)
    assert final["stop_reason"] == "final_answer" and "2026-03-25（周三）" in observations(final)[-1]
    assert nodes_of(final) == ["think", "act"] * 2 + ["think"]
    assert server.client.threads.get(tid)["status"] == "idle"
    assert server.fake.remaining == 0


@pytest.mark.slow
def test_ask_user_interrupt_round_trip_through_the_sdk(server):
    """The model asks the person; the thread shows the interrupt; Command(resume=...) answers it."""
    ask = 'Thought: 需要入职日期\nAction: ask_user\nAction Input: {"question": "请问您的入职日期是哪天？"}'
    server.fake.push(ask, "Thought: 满7年\nFinal Answer: 您2019-07-01入职，已满7年。")
    tid = server.client.threads.create()["thread_id"]

    server.client.runs.wait(tid, GRAPH_ID, input={"question": "我有几天年假？"})
    thread = server.client.threads.get(tid)
    assert thread["status"] == "interrupted"
    values = [i["value"] for task in server.client.threads.get_state(tid)["tasks"] for i in task.get("interrupts", [])]
    assert values == [{"type": "ask_user", "question": "请问您的入职日期是哪天？"}]

    final = server.client.runs.wait(tid, GRAPH_ID, command={"resume": "2019-07-01"})
    assert final["stop_reason"] == "final_answer" and final["step_count"] == 2 and final["verified"] is True
    assert "Observation: 用户回答：2019-07-01" in final["trajectory"]
    assert server.client.threads.get(tid)["status"] == "idle"


def cors_request(base: str, origin: str, method: str = "GET", path: str = "/ok", **headers) -> tuple[int, dict]:
    request = urllib.request.Request(f"{base}{path}", method=method, headers={"Origin": origin, **headers})
    try:
        with urllib.request.urlopen(request, timeout=10) as resp:
            return resp.status, {k.lower(): v for k, v in resp.headers.items()}
    except urllib.error.HTTPError as exc:
        return exc.code, {k.lower(): v for k, v in exc.headers.items()}


def assert_creates_no_thread(server, headers: dict) -> None:
    """A POST /threads with these headers is answered 403 and creates nothing."""
    before = len(server.client.threads.search(limit=1000))
    request = urllib.request.Request(f"{server.url}/threads", method="POST", data=b'{"metadata": {"from": "evil"}}',
                                     headers=headers)
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(request, timeout=10)
    assert refused.value.code == 403
    assert len(server.client.threads.search(limit=1000)) == before


PREFLIGHT = {"Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type"}


@pytest.mark.slow
@pytest.mark.parametrize("origin", ["https://evil.example", "https://smith.langchain.com.evil.example",
                                    "http://smith.langchain.com", "null", "http://localhost.evil.example"])
def test_other_web_origins_get_no_cors_permission(server, origin):
    """A page the user happens to visit cannot read threads or start runs through the browser."""
    status, headers = cors_request(server.url, origin, path="/assistants/search", method="POST")
    assert "access-control-allow-origin" not in headers
    # A form-style POST needs no preflight: CORS alone would let it run (blind). It must not.
    assert_creates_no_thread(server, {"Origin": origin, "Content-Type": "text/plain"})
    status, headers = cors_request(server.url, origin, method="OPTIONS", path="/threads/search", **PREFLIGHT)
    assert status >= 400 and "access-control-allow-origin" not in headers
    # langgraph dev adds Access-Control-Allow-Private-Network to every OPTIONS answer; without
    # an allowed origin the browser's preflight still fails, so it grants nothing.
    status, headers = cors_request(server.url, origin, method="OPTIONS", path="/threads/search",
                                   **PREFLIGHT, **{"Access-Control-Request-Private-Network": "true"})
    assert status >= 400 and "access-control-allow-origin" not in headers


@pytest.mark.slow
@pytest.mark.parametrize("origin", ["https://smith.langchain.com", "http://localhost:5173", "http://127.0.0.1:2024"])
def test_studio_and_local_pages_keep_cors(server, origin):
    status, headers = cors_request(server.url, origin)
    assert status == 200 and headers["access-control-allow-origin"] == origin
    assert "content-location" in headers.get("access-control-expose-headers", "").lower()  # the SDK reads it
    status, headers = cors_request(server.url, origin, method="OPTIONS", path="/threads/search", **PREFLIGHT)
    assert status == 200 and headers["access-control-allow-origin"] == origin


@pytest.mark.slow
@pytest.mark.parametrize("host", ["evil.example", "evil.example:2024", "127.0.0.1.evil.example", "localhost.evil.example"])
def test_requests_under_a_foreign_host_name_are_refused(server, host):
    """DNS rebinding: a page whose own name now points at 127.0.0.1 sends no foreign Origin on
    a GET, but its Host header still names its domain. It can neither read nor create."""
    status, _ = cors_request(server.url, server.url, path="/threads/search", method="POST", Host=host)
    assert status == 403
    assert_creates_no_thread(server, {"Host": host, "Content-Type": "application/json"})


@pytest.mark.slow
@pytest.mark.parametrize("host", ["localhost", "127.0.0.1", "[::1]"])
def test_loopback_host_names_are_served(server, host):
    port = server.url.rsplit(":", 1)[1]
    request = urllib.request.Request(f"{server.url}/ok", headers={"Host": f"{host}:{port}"})
    with urllib.request.urlopen(request, timeout=10) as resp:
        assert resp.status == 200


@pytest.mark.slow
def test_server_made_no_outbound_call(server):
    """Runs at the end of the module: start-up, the runs above and the CLI wrapper asked the
    proxy for nothing (no analytics POST, no PyPI version check, no LangSmith call)."""
    server.client.assistants.search(graph_id=GRAPH_ID)
    time.sleep(1.0)  # the CLI's analytics and the version check run in background threads
    assert server.trap.requests == [], server.trap.requests
