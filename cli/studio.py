"""Watch the agent in LangGraph Studio: start `langgraph dev` on this repo, offline.

`run_studio()` is what `hr-agent studio [--port N]` calls. It runs the real LangGraph dev
server (in-memory runtime, `langgraph.json` at the repo root) as a child process, with every
outbound call the CLI and the server would make switched off (`studio_env`):

==================================  ==========================================================
env var                             what it stops (installed sources)
==================================  ==========================================================
LANGGRAPH_CLI_NO_ANALYTICS=1        langgraph_cli/analytics.py `log_command`: a POST per CLI
                                    command to the CLI's Supabase analytics endpoint
LANGGRAPH_NO_VERSION_CHECK=true     langgraph_api/cli.py `run_server` / `_check_newer_version`:
                                    GET https://pypi.org/pypi/langgraph-api/json at start-up
LANGSMITH_TRACING=false (+ the      langgraph_api/config `TRACING`; langsmith
LANGSMITH_TRACING_V2 / LANGCHAIN_   `utils.tracing_is_enabled`: run traces to LangSmith, and
TRACING_V2 / LANGCHAIN_TRACING      langgraph_api/cli.py `_get_ls_origin` / `_get_org_id`
aliases)                            (LangSmith client calls made only when tracing is on)
LANGSMITH_API_KEY, LANGCHAIN_API_   removed: langgraph_api/metadata.py `metadata_loop` POSTs
KEY, LANGSMITH_CONTROL_PLANE_API_   usage metadata every 5 min to LangSmith when a key is set
KEY, LANGGRAPH_CLOUD_LICENSE_KEY    (and to beacon.langchain.com for an `lcl_` license key);
                                    langgraph_api/config also turns tracing on for a key
OTEL_ENABLED=false, OTLP endpoint   langgraph_api/config `OTEL_ENABLED` (auto-on when an OTLP
vars removed                        endpoint variable is set): trace export
LANGGRAPH_METRICS_ENABLED=false,    langgraph_api/config + metrics_otlp.py: metrics export
LSD_DD_* / CUSTOM_LSD_DD_* removed  (custom endpoint, Datadog)
ANONYMIZED_TELEMETRY=False          chromadb's product telemetry (knowledge/store.py already
                                    passes Settings(anonymized_telemetry=False); belt and braces)
==================================  ==========================================================

Flags: `--no-browser` (otherwise langgraph_api/cli.py opens a browser and asks LangSmith for
the organisation id), `--studio-url https://smith.langchain.com` (the LangSmith client is
never consulted for the Studio address), `--no-reload` (no file watcher:
uvicorn's reloader would watch the whole repo, run the server in a grandchild process and
restart it mid-run when an editor touches a .py file). `--tunnel` (downloads cloudflared)
is never passed.

The Studio page itself is a web app served from smith.langchain.com, which an offline machine
cannot open; so only the local API address is printed (Studio, where it can be loaded, connects
to it; offline, `hr-agent serve`'s /inspector shows the same state). The server's own output --
its banner with the smith.langchain.com address, its info logs, the tracebacks it logs while
building its OpenAPI schema -- goes to a log file (`STUDIO_LOG`), named at start; when the
server stops with an error, its last line is printed with the log's path. The server, the
agent, the model (Ollama) and the knowledge base stay on this machine.

Before the server starts, `run_studio` checks the settings (HR_AGENT_* / OLLAMA_HOST, exit 2
on a malformed one) and seeds the default knowledge base with the bundled demo handbook on first use. The server
runs with cwd = the repo (langgraph.json's paths are relative to it) and keeps its threads
in `.langgraph_api/` there (git-ignored).
"""
from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Mapping

REPO_DIR = Path(__file__).resolve().parent.parent
CONFIG_PATH = REPO_DIR / "langgraph.json"
GRAPH_ID = "hr_agent"
STUDIO_ORIGIN = "https://smith.langchain.com"
STUDIO_LOG = REPO_DIR / ".langgraph_api" / "studio.log"  # git-ignored, beside the server's threads
_ANSI = re.compile(r"\x1b\[[0-9;]*m")
_SERVING = re.compile(r"API: (http://\S+)")  # the dev server's banner line, once it listens

OFFLINE_ENV: dict[str, str] = {
    "LANGGRAPH_CLI_NO_ANALYTICS": "1",
    "LANGGRAPH_NO_VERSION_CHECK": "true",
    "LANGSMITH_TRACING": "false",
    "LANGSMITH_TRACING_V2": "false",
    "LANGCHAIN_TRACING_V2": "false",
    "LANGCHAIN_TRACING": "false",
    "OTEL_ENABLED": "false",
    "LANGGRAPH_METRICS_ENABLED": "false",
    "ANONYMIZED_TELEMETRY": "False",
}
# Credentials and endpoints that would make the server talk to LangSmith, a licence beacon,
# an OTLP collector or Datadog. Dropped from the child's environment only.
DROPPED_ENV: tuple[str, ...] = (
    "LANGSMITH_API_KEY",
    "LANGCHAIN_API_KEY",
    "LANGSMITH_CONTROL_PLANE_API_KEY",
    "LANGGRAPH_CLOUD_LICENSE_KEY",
    "OTEL_EXPORTER_OTLP_ENDPOINT",
    "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT",
    "LSD_DD_API_KEY",
    "LSD_DD_ENDPOINT",
    "CUSTOM_LSD_DD_API_KEY",
    "CUSTOM_LSD_DD_ENDPOINT",
)


def langgraph_executable() -> list[str]:
    """The `langgraph` CLI of this interpreter's environment (a venv's bin/ or Scripts/)."""
    bindir = Path(sys.executable).parent
    for name in ("langgraph", "langgraph.exe"):
        exe = bindir / name
        if exe.is_file():
            return [str(exe)]
    return [sys.executable, "-m", "langgraph_cli"]


def studio_command(port: int | None, host: str = "127.0.0.1", open_browser: bool = False, *,
                   reload: bool = False) -> list[str]:
    """`langgraph dev` for this repo. `port=None` leaves the CLI's default (2024; the server
    moves to a free port by itself when that one is taken)."""
    cmd = [*langgraph_executable(), "dev", "--config", str(CONFIG_PATH), "--host", host,
           "--studio-url", STUDIO_ORIGIN]
    if port is not None:
        cmd += ["--port", str(int(port))]
    if not open_browser:
        cmd.append("--no-browser")
    if not reload:
        cmd.append("--no-reload")
    return cmd


def studio_env(base_env: Mapping[str, str] | None = None) -> dict[str, str]:
    """`base_env` (default: os.environ) with every outbound call of the dev server switched off
    and the repo importable. HR_AGENT_* / OLLAMA_HOST pass through: the graph reads them."""
    env = dict(os.environ if base_env is None else base_env)
    for name in DROPPED_ENV:
        env.pop(name, None)
    env.update(OFFLINE_ENV)
    paths = [str(REPO_DIR), *[p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p]]
    env["PYTHONPATH"] = os.pathsep.join(dict.fromkeys(paths))
    return env


def free_port(host: str = "127.0.0.1") -> int:
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as s:
        s.bind((host, 0))
        return s.getsockname()[1]


def api_url(host: str, port: int) -> str:
    shown = "127.0.0.1" if host in ("0.0.0.0", "") else host
    return f"http://[{shown}]:{port}" if ":" in shown else f"http://{shown}:{port}"


def langgraph_cli_available() -> bool:
    import importlib.util

    return all(importlib.util.find_spec(m) is not None for m in ("langgraph_cli", "langgraph_api"))


def install_extra_command(extra: str = "dev") -> str:
    """The one command that adds an extra (`dev` for Studio, `web` for `serve`) to the
    environment this program runs in: `.venv/bin/pip install -e '.[dev]'` for the repo's own
    venv (run in the repo folder)."""
    pip = Path(sys.executable).parent / "pip"
    try:
        shown = pip.relative_to(REPO_DIR).as_posix()
    except ValueError:  # an environment elsewhere: name both paths in full
        return f"{sys.executable} -m pip install -e '{REPO_DIR}[{extra}]'"
    here = f"{shown} install -e '.[{extra}]'"
    return here if Path.cwd() == REPO_DIR else f"cd {REPO_DIR} && {here}"


def seed_knowledge_base() -> int:
    """Import the bundled demo handbook on first use of the default knowledge base, as
    `hr-agent ask` does (nodes.resources.open_knowledge_base); a chosen knowledge base that
    does not exist yet is only reported: searches answer with how to set it up.

    Returns 2 for a malformed setting (the message is printed), else 0; a knowledge base
    that cannot be opened is a warning only (searches will report it)."""
    from nodes.context import ConfigError, Context

    try:
        ctx = Context()
    except ConfigError as exc:
        print(str(exc), file=sys.stderr)
        return 2
    from cli.common import CliError, open_kb

    try:
        open_kb(ctx)
    except CliError as exc:  # a chosen knowledge base no ingest has made
        print(f"警告：员工的提问会得到“知识库未建立”的提示。{exc}", file=sys.stderr)
    except Exception as exc:  # noqa: BLE001 - the server can still start
        print(f"警告：知识库 {ctx.kb_dir} 未能初始化（{type(exc).__name__}: {exc}）", file=sys.stderr)
    return 0


def run_studio(port: int | None = None, host: str = "127.0.0.1", open_browser: bool = False) -> int:
    """Start `langgraph dev` in the foreground until Ctrl-C; return its exit code (0 on Ctrl-C).

    2: langgraph-cli[inmem] is not installed (the message gives the command that adds it) or a
    malformed HR_AGENT_* / OLLAMA_HOST setting."""
    os.umask(0o077)  # the server's threads and the knowledge base stay private, as under `hr-agent`
    if not langgraph_cli_available():
        print(f"错误：hr-agent studio 需要可选依赖 langgraph-cli[inmem]，尚未安装；安装：{install_extra_command('dev')}",
              file=sys.stderr)
        return 2
    from nodes.context import ConfigError, Context

    try:
        Context()  # the settings the server's graph will read, checked before anything starts
    except ConfigError as exc:
        print(str(exc), file=sys.stderr)
        return 2
    # SIGTERM (a service manager, `kill`, a closing terminal session) stops the server the same
    # way Ctrl-C does; by default it would kill this process alone and orphan the server.
    previous = signal.signal(signal.SIGTERM, _raise_terminated)
    try:
        return _seed_and_serve(port, host, open_browser)
    except Terminated:
        return 128 + signal.SIGTERM
    finally:
        signal.signal(signal.SIGTERM, previous)


class Terminated(Exception):
    """SIGTERM arrived."""


def _raise_terminated(signum, frame):
    raise Terminated()


def _seed_and_serve(port: int | None, host: str, open_browser: bool) -> int:
    # Seeding in a child process: this one stays small, and only the server holds ChromaDB open.
    # (subprocess.run kills the seeding child if Ctrl-C or SIGTERM interrupts it.)
    try:
        seeded = subprocess.run([sys.executable, "-m", "cli.studio", "--seed"], cwd=REPO_DIR, env=studio_env())
    except KeyboardInterrupt:
        return 130
    if seeded.returncode == 2:
        return 2
    return serve(port, host, open_browser)


def serve(port: int | None, host: str, open_browser: bool) -> int:
    """The dev server in the foreground, its output in STUDIO_LOG; only the local address is printed."""
    port = port or free_port(host)
    base = api_url(host, port)
    print(f"LangGraph API（本机）：{base}   图 id：{GRAPH_ID}   接口文档：{base}/docs")
    print(f"服务器日志：{STUDIO_LOG}")
    print("Ctrl-C 停止。", flush=True)
    STUDIO_LOG.parent.mkdir(parents=True, exist_ok=True)
    with open(STUDIO_LOG, "wb") as log:
        proc = subprocess.Popen(studio_command(port, host, open_browser), cwd=REPO_DIR, env=studio_env(),
                                stdout=log, stderr=subprocess.STDOUT)
    threading.Thread(target=_announce_ready, args=(proc, base), name="studio-ready", daemon=True).start()
    try:
        code = proc.wait()
    except (KeyboardInterrupt, Terminated) as stopped:
        stop_server(proc)
        if isinstance(stopped, Terminated):
            raise
        return 0 if proc.returncode in (0, -signal.SIGINT, 130) else proc.returncode
    if code != 0:
        print(f"错误：Studio 服务器退出（代码 {code}）：{last_log_line()}（完整日志 {STUDIO_LOG}）", file=sys.stderr)
    return code


def _log_text() -> str:
    try:
        return _ANSI.sub("", STUDIO_LOG.read_text(encoding="utf-8", errors="replace"))
    except OSError:
        return ""


def last_log_line() -> str:
    """The server's last words (an exception's message comes last in a traceback)."""
    lines = [line.strip() for line in _log_text().splitlines() if line.strip()]
    return lines[-1][:300] if lines else "没有输出"


def _announce_ready(proc: subprocess.Popen, base: str) -> None:
    """'就绪' once the server's banner says it listens, with the address it really took
    (langgraph_api moves to another port by itself when ours was taken meanwhile)."""
    while proc.poll() is None:
        if found := _SERVING.search(_log_text()):
            url = found.group(1)
            moved = "" if url == base else f"（端口被占用，服务器改用了这个地址，不是 {base}）"
            print(f"就绪：{url}{moved}", flush=True)
            return
        time.sleep(0.2)


def stop_server(proc: subprocess.Popen) -> None:
    """SIGINT to the server (uvicorn shuts down cleanly; a terminal's Ctrl-C has reached it
    already, a SIGINT or SIGTERM sent to this process alone has not), then SIGTERM, then SIGKILL."""
    for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGKILL):
        if proc.poll() is not None:
            break
        proc.send_signal(sig)
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            continue
        except (KeyboardInterrupt, Terminated):  # asked again: escalate at once
            continue
    proc.wait()


if __name__ == "__main__":  # python -m cli.studio [PORT] | --seed
    if sys.argv[1:] == ["--seed"]:
        sys.exit(seed_knowledge_base())
    sys.exit(run_studio(int(sys.argv[1]) if len(sys.argv) > 1 else None))
