"""`hr-agent serve`: the web app (web/) under uvicorn, with its checks done first, each a
one-line error: settings, access token for a non-loopback address, storage, a free port."""
from __future__ import annotations

import argparse
import os
import signal
import socket
import sys

from cli.common import EXIT_BAD_INPUT, EXIT_INTERNAL, EXIT_INTERRUPTED, CliError, _positive_int, port_number

DEFAULT_PORT = 8765  # not 8000: that is `chroma run`'s, which a multi-machine setup runs too
MIN_TOKEN_CHARS = 16
# uvicorn's bounds (per server process): open connections beyond this get 503; idle keep-alive
# connections close after a few seconds (the request-head deadline is web/protocol.py's).
MAX_CONNECTIONS = 1000
KEEP_ALIVE_SECONDS = 5
BACKLOG = 1024


def add_serve_parser(sub) -> None:
    sv = sub.add_parser("serve", help="启动网页版（员工问答页 + 开发者检查器），默认只在本机 127.0.0.1 上提供")
    sv.add_argument("--host", default="127.0.0.1", help="监听地址（默认 127.0.0.1；其他地址需要 HR_AGENT_WEB_TOKEN 或 --no-auth）")
    sv.add_argument("--port", type=port_number, default=DEFAULT_PORT, help=f"端口（默认 {DEFAULT_PORT}）")
    sv.add_argument("--workers", type=_positive_int, default=1, help="服务进程数（默认 1；会话锁跨进程有效）")
    sv.add_argument("--no-auth", action="store_true", help="在非本机地址上也不要求访问令牌（任何能连到这台机器的人都能用）")


def is_loopback_bind(host: str) -> bool:
    from web.security import is_loopback

    return is_loopback(host)


def check_token(host: str, no_auth: bool, token: str | None, name: str = "HR_AGENT_WEB_TOKEN") -> str | None:
    """The warning to print, if any; CliError when the server must not start: a token too
    short, or one nobody could ever type back (web/access.py `token_defect`)."""
    from web.access import token_defect

    if token is not None and (defect := token_defect(token)):
        raise CliError(f"{name} 无法使用：{defect}（令牌按 UTF-8 字节逐字比较，请去掉空白和控制字符后再启动）")
    if token is not None and len(token) < MIN_TOKEN_CHARS:
        raise CliError(f"{name} 太短（{len(token)} 个字符），至少 {MIN_TOKEN_CHARS} 个字符，"
                       "例如 python3 -c 'import secrets; print(secrets.token_urlsafe(24))'")
    if is_loopback_bind(host) or token:
        return None
    if no_auth:
        return f"警告：--no-auth：{host} 上的任何人都能提问、读取所有会话，没有访问令牌保护"
    raise CliError(f"监听非本机地址 {host} 需要访问令牌：设置 HR_AGENT_WEB_TOKEN（至少 {MIN_TOKEN_CHARS} 个字符），"
                   "或明确加 --no-auth")


def check_admin_token(admin: str | None, employee: str | None) -> None:
    """HR_AGENT_ADMIN_TOKEN (the HR officer's, opens the desk): usable, at least
    MIN_TOKEN_CHARS long, and not the employees' token (else every employee is an officer)."""
    if admin is None:
        return
    check_token("127.0.0.1", False, admin, "HR_AGENT_ADMIN_TOKEN")
    if employee is not None and admin == employee:
        raise CliError("HR_AGENT_ADMIN_TOKEN 不能与 HR_AGENT_WEB_TOKEN 相同（否则每位员工都能进入管理台），请另设一个")


def loopback_hosts_only(host: str, token: str | None) -> bool:
    """Host names are checked only where nothing else guards the server: on loopback without a
    token (DNS rebinding). With a token, a proxy on this machine may pass the public name."""
    return is_loopback_bind(host) and not token


def check_port(host: str, port: int) -> None:
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind((host, port))
        except OSError as exc:
            raise CliError(f"无法监听 {host}:{port}（{exc.strerror}），换一个 --port 或 --host") from None


def check_storage() -> str:
    """Open the conversations' storage once (PostgreSQL: runs the migrations once, before the
    workers start); its kind."""
    from web.storage import open_storage

    try:
        storage = open_storage()
    except ValueError as exc:
        raise CliError(str(exc)) from None
    except Exception as exc:  # noqa: BLE001 - a database that cannot be reached: one line
        raise CliError(f"无法打开会话存储（HR_AGENT_CHECKPOINT_URL）：{type(exc).__name__}: "
                       f"{' '.join(str(exc).split())[:200]}", EXIT_INTERNAL) from None
    try:
        return storage.kind
    finally:
        storage.close()


def cmd_serve(args: argparse.Namespace) -> int:
    try:
        import sse_starlette  # noqa: F401
        import starlette  # noqa: F401
        import uvicorn
    except ImportError:
        from cli.studio import install_extra_command

        raise CliError(f"hr-agent serve 需要可选依赖（网页版），尚未安装；安装：{install_extra_command('web')}") from None
    from cli.studio import api_url, seed_knowledge_base

    from web.settings import WebSettings
    from web.protocol import head_seconds

    try:
        WebSettings.from_env()  # what every worker will read: a malformed value stops here
        head_seconds()
    except ValueError as exc:
        raise CliError(str(exc)) from None
    employee_token = os.environ.get("HR_AGENT_WEB_TOKEN") or None
    admin_token = os.environ.get("HR_AGENT_ADMIN_TOKEN") or None
    check_admin_token(admin_token, employee_token)
    # Either token guards the server: with only the officer's set, nobody else gets in.
    warning = check_token(args.host, args.no_auth, employee_token) if employee_token or not admin_token else None
    token = employee_token or admin_token
    if seed_knowledge_base() == EXIT_BAD_INPUT:  # settings checked, demo handbook seeded on first use
        return EXIT_BAD_INPUT
    kind = check_storage()
    check_port(args.host, args.port)
    if warning:
        print(warning, file=sys.stderr)
    # The workers read their settings from the environment (uvicorn starts them afresh).
    os.environ["HR_AGENT_WEB_LOOPBACK_ONLY"] = "1" if loopback_hosts_only(args.host, token) else "0"
    base = api_url(args.host, args.port)
    print(f"网页版：{base}/    检查器：{base}/inspector    管理台：{base}/admin    API：{base}/api/（会话存储：{kind}，"
          f"{args.workers} 个进程{'，需要访问令牌' if token else ''}）")
    print("Ctrl-C 停止。", flush=True)
    from web.protocol import MAX_HEAD_BYTES, BoundedH11Protocol

    # proxy_headers off: the guard reads X-Forwarded-* itself, and only from the proxies
    # HR_AGENT_WEB_TRUSTED_PROXIES names (uvicorn's default trusts any local process).
    from cli.interrupt import stop_signals_seen

    with stop_signals_seen() as seen:
        uvicorn.run("web.app:create_app_from_env", factory=True, host=args.host, port=args.port,
                    workers=args.workers, log_level="warning", server_header=False, timeout_graceful_shutdown=5,
                    http=BoundedH11Protocol, h11_max_incomplete_event_size=MAX_HEAD_BYTES, ws="none",
                    timeout_keep_alive=KEEP_ALIVE_SECONDS, limit_concurrency=MAX_CONNECTIONS, backlog=BACKLOG,
                    proxy_headers=False)
    # uvicorn returns only once a signal stopped it (running turns saved by then): 130 for Ctrl-C, as
    # every command; 143 for SIGTERM. With --workers > 1 its supervisor keeps the signal to itself: 130.
    print("已停止。", file=sys.stderr)
    return 128 + signal.SIGTERM if signal.SIGTERM in seen else EXIT_INTERRUPTED
