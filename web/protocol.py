"""The HTTP/1.1 connection handling `hr-agent serve` runs: uvicorn's h11 protocol (bounded
request heads, unlike the httptools one uvicorn picks when it is installed) plus a deadline for
the request head. uvicorn times out a connection only between requests (keep-alive), so a
connection that never sends a complete head — half-open, or a header trickled a byte at a
time — would otherwise stay open for ever; here it is closed after `HEAD_SECONDS`. Refusals
of malformed requests are the API's one-line JSON error."""
from __future__ import annotations

import json

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol

from web.security import MAX_HEADER_BYTES as MAX_HEAD_BYTES  # h11 answers a longer trickled head with 400

HEAD_SECONDS = 10.0  # from connecting (or the end of the previous answer) to a complete request head


def head_seconds() -> float:
    """HR_AGENT_WEB_HEAD_SECONDS, default HEAD_SECONDS (ValueError naming it when malformed)."""
    from web.settings import positive_setting

    return positive_setting("HR_AGENT_WEB_HEAD_SECONDS", float, HEAD_SECONDS)


class BoundedH11Protocol(H11Protocol):
    def connection_made(self, transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self.head_seconds = head_seconds()
        self._head_timer = None
        self._arm_head_deadline()

    def on_response_complete(self) -> None:
        super().on_response_complete()
        if not self.transport.is_closing():
            self._arm_head_deadline()

    def connection_lost(self, exc) -> None:
        if self._head_timer is not None:
            self._head_timer.cancel()
        super().connection_lost(exc)

    def _arm_head_deadline(self) -> None:
        if self._head_timer is not None:
            self._head_timer.cancel()
        self._head_timer = self.loop.call_later(self.head_seconds, self._head_deadline, self.cycle)

    def _head_deadline(self, cycle) -> None:
        """No request began since the deadline was set (the cycle is the same, and finished):
        the peer has not sent a complete request head in time."""
        self._head_timer = None
        if self.cycle is cycle and (cycle is None or cycle.response_complete) and not self.transport.is_closing():
            self.transport.close()

    def send_400_response(self, msg: str) -> None:
        body = json.dumps({"error": "请求格式无效（HTTP 协议错误，或请求头超过 "
                                    f"{MAX_HEAD_BYTES // 1024} KiB）"}, ensure_ascii=False).encode()
        headers = [(b"content-type", b"application/json; charset=utf-8"), (b"connection", b"close"),
                   (b"x-content-type-options", b"nosniff")]
        for event in (h11.Response(status_code=400, headers=headers, reason=b"Bad Request"), h11.Data(data=body),
                      h11.EndOfMessage()):
            try:
                self.transport.write(self.conn.send(event))
            except h11.LocalProtocolError:  # h11 is past the point of answering: just close
                break
        self.transport.close()
