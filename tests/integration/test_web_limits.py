"""Issue 27's probes that need a real socket and a real `hr-agent serve` process: a header
flood, too many headers, half-open connections, waiters on a busy conversation, and tokens
nobody could type back refused at start."""
from __future__ import annotations

import json
import socket
import threading
import time

import httpx
import pytest

from tests.support.fake_ollama import Fault
from tests.support.harness import cli
from tests.support.scripts import LEAVE_RULE_FINAL, SEARCH_LEAVE
from tests.support.web import serve_on_a_copy

HEAD_SECONDS = 1.0


@pytest.fixture(scope="module")
def server(module_ollama, seeded_kb_dir, tmp_path_factory):
    """One `hr-agent serve` for every probe here: each probe must leave it serving the next,
    and a process start per probe would only repeat the same start-up."""
    with serve_on_a_copy(seeded_kb_dir, tmp_path_factory.mktemp("web-limits"), module_ollama.url,
                         HR_AGENT_WEB_HEAD_SECONDS=str(HEAD_SECONDS)) as running:
        yield running


def connect(base: str) -> socket.socket:
    host, port = base.removeprefix("http://").split(":")
    sock = socket.create_connection((host, int(port)), timeout=10)
    return sock


def read_reply(sock: socket.socket) -> bytes:
    data = b""
    while chunk := sock.recv(65536):
        data += chunk
    return data


def closed_by_server(sock: socket.socket, within: float) -> bool:
    sock.settimeout(within)
    try:
        return sock.recv(1) == b""
    except TimeoutError:
        return False
    except ConnectionResetError:
        return True


def json_error(reply: bytes) -> tuple[int, str]:
    head, _, body = reply.partition(b"\r\n\r\n")
    status = int(head.split(b" ", 2)[1])
    return status, json.loads(body)["error"]


def test_a_header_flood_is_cut_off_with_a_json_400_and_health_still_answers(server):
    base, _ = server
    sock = connect(base)
    sock.sendall(b"GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Flood: ")
    sent, chunk = 0, b"a" * 65536
    try:
        while sent < 120 * 1024 * 1024:  # the probe's 120 MB; the server must stop reading long before
            sock.sendall(chunk)
            sent += len(chunk)
    except (BrokenPipeError, ConnectionResetError):
        pass
    assert sent < 16 * 1024 * 1024, f"the server kept reading {sent} bytes of one header"
    with httpx.Client(timeout=5) as http:
        assert http.get(f"{base}/api/health").status_code == 200
    sock.close()


def test_an_oversized_head_gets_the_one_line_json_error(server):
    base, _ = server
    with connect(base) as sock:
        sock.sendall(b"GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: " + b"a" * 40_000 + b"\r\n\r\n")
        status, message = json_error(read_reply(sock))
    assert status == 431 and "KiB" in message


def test_a_head_that_breaks_http_gets_the_one_line_json_error(server):
    base, _ = server
    with connect(base) as sock:
        sock.sendall(b"GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nBroken header line\r\n\r\n")
        status, message = json_error(read_reply(sock))
    assert status == 400 and "HTTP" in message


@pytest.mark.parametrize("count,status", [(90, 200), (150, 431)])
def test_header_count_is_bounded(server, count, status):
    base, _ = server
    headers = {f"x-h{i}": "1" for i in range(count)}
    with httpx.Client(timeout=5) as http:
        reply = http.get(f"{base}/api/health", headers=headers)
    assert reply.status_code == status


@pytest.mark.parametrize("sent", [b"", b"GET /api/health HTTP/1.1\r\nHo", b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n",
                                  b"POST /api/threads HTTP/1.1\r\n"])
def test_half_open_connections_are_closed_after_the_head_deadline(server, sent):
    base, _ = server
    socks = [connect(base) for _ in range(20)]
    for sock in socks:
        sock.sendall(sent)
    with httpx.Client(timeout=5) as http:
        assert http.get(f"{base}/api/health").status_code == 200  # they hold nothing else up
    assert all(closed_by_server(sock, HEAD_SECONDS * 10) for sock in socks)
    for sock in socks:
        sock.close()


def test_a_slow_header_trickle_is_closed_too(server):
    base, _ = server
    with connect(base) as sock:
        sock.sendall(b"GET /api/health HTTP/1.1\r\n")
        closed = False
        for _ in range(int(HEAD_SECONDS * 20)):  # a byte every 0.25 s: never a complete head
            try:
                sock.sendall(b"X")
            except (BrokenPipeError, ConnectionResetError):
                closed = True
                break
            if closed_by_server(sock, 0.25):
                closed = True
                break
        assert closed


def test_a_keep_alive_connection_still_serves_several_requests(server):
    base, _ = server
    with httpx.Client(timeout=5) as http:
        assert [http.get(f"{base}/api/health").status_code for _ in range(5)] == [200] * 5


def test_waiters_on_a_busy_conversation_get_409_and_the_list_still_answers(server, module_ollama):
    base, _ = server
    module_ollama.push(SEARCH_LEAVE, Fault.delay(4, then=LEAVE_RULE_FINAL))
    with httpx.Client(base_url=base, timeout=30) as http:
        thread_id = http.post("/api/threads").json()["id"]
        started = threading.Event()
        busy_turn = threading.Thread(target=lambda: started.set() or http.post(
            f"/api/threads/{thread_id}/runs", json={"question": "请假要提前几天？"}).read())
        busy_turn.start()
        started.wait()
        time.sleep(0.5)
        statuses: list[int] = []

        def wait_on_it():
            with httpx.Client(base_url=base, timeout=30) as own:
                statuses.append(own.post(f"/api/threads/{thread_id}/runs", json={"question": "另一个"}).status_code)

        waiters = [threading.Thread(target=wait_on_it) for _ in range(30)]
        for w in waiters:
            w.start()
        listed = http.get("/api/threads")  # while all 30 wait
        for w in waiters:
            w.join(30)
        busy_turn.join(30)
    assert listed.status_code == 200
    assert statuses == [409] * 30


@pytest.mark.parametrize("token,why", [
    ("s3cret-token-for-tests-0123 ", "空白"), (" s3cret-token-for-tests-0123", "空白"),
    ("s3cret-token-for-tests-0123\t", "空白"), ("s3cret-token-for-tests-0123\n", "空白"),
    ("\u3000s3cret-token-for-tests-0123", "空白"),  # an ideographic space
    ("s3cret-token\x07-for-tests-0123", "控制字符"), ("s3cret-token\x7f-for-tests-0123", "控制字符"),
    ("s3cret-token\u200b-for-tests-0123", "控制字符"),  # zero-width space: invisible when typed
    ("s3cret-token\u2028-for-tests-0123", "控制字符"), ("s3cret-token\x1b[0m-for-tests", "控制字符"),
    ("s3cret-token-\udcff-for-tests-0123", "控制字符"),  # a byte that is not UTF-8 in the environment
])
def test_a_token_that_cannot_work_is_refused_at_start_with_one_line(agent_env, token, why):
    out = cli("serve", env={**agent_env, "HR_AGENT_WEB_TOKEN": token}, timeout=60)
    assert out.returncode == 2 and len(out.stderr.splitlines()) == 1
    assert "HR_AGENT_WEB_TOKEN" in out.stderr and why in out.stderr


def test_a_non_ascii_token_is_accepted_at_start():
    from cli.serve_cmd import check_token

    assert check_token("127.0.0.1", no_auth=False, token="令牌-Überprüfung-0123456789") is None


def test_a_malformed_head_deadline_setting_is_refused(agent_env):
    out = cli("serve", env={**agent_env, "HR_AGENT_WEB_HEAD_SECONDS": "soon"}, timeout=60)
    assert out.returncode == 2 and "HR_AGENT_WEB_HEAD_SECONDS" in out.stderr and len(out.stderr.splitlines()) == 1
