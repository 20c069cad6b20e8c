"""The web server's settings (`WebSettings`): what `hr-agent serve` checks before it starts its workers and
what each worker reads from the environment. Kept apart from the app so that the serving process reads
them without importing the app and the agent behind it."""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from web.security import trusted_networks

STATIC_DIR = Path(__file__).resolve().parent / "static"
DEFAULT_MAX_QUESTION_CHARS = 2000


@dataclass
class WebSettings:
    token: str | None = None  # HR_AGENT_WEB_TOKEN: required on /api/ when set
    admin_token: str | None = None  # HR_AGENT_ADMIN_TOKEN: the HR officer's, also opens the desk
    loopback_only_hosts: bool = True  # a loopback-bound server answers only to loopback Host names
    checkpoint_url: str | None = None  # HR_AGENT_CHECKPOINT_URL; None: read the environment
    lock_wait: float = 2.0  # seconds a run waits (asynchronously) for a busy conversation before 409
    max_question_chars: int = DEFAULT_MAX_QUESTION_CHARS
    static_dir: Path = field(default_factory=lambda: STATIC_DIR)
    # Load the embedder and the search snapshot at start-up, so the first question does not
    # wait for them (`hr-agent serve` does; tests that never search need not).
    warm_up: bool = False
    trusted_proxies: tuple = ()  # HR_AGENT_WEB_TRUSTED_PROXIES: their X-Forwarded-Proto/-For count
    logins_per_minute: int = 10  # per client address, per server process
    new_threads_per_minute: int = 30

    @classmethod
    def from_env(cls) -> "WebSettings":
        """What `hr-agent serve` hands its worker processes through the environment; ValueError
        (one line naming the variable) for a malformed one."""
        return cls(
            token=os.environ.get("HR_AGENT_WEB_TOKEN") or None,
            admin_token=os.environ.get("HR_AGENT_ADMIN_TOKEN") or None,
            loopback_only_hosts=os.environ.get("HR_AGENT_WEB_LOOPBACK_ONLY", "1") == "1",
            lock_wait=positive_setting("HR_AGENT_WEB_LOCK_WAIT", float, 2.0),
            max_question_chars=positive_setting("HR_AGENT_WEB_MAX_QUESTION", int, DEFAULT_MAX_QUESTION_CHARS),
            warm_up=True,
            trusted_proxies=trusted_networks(os.environ.get("HR_AGENT_WEB_TRUSTED_PROXIES", "")),
            logins_per_minute=positive_setting("HR_AGENT_WEB_LOGINS_PER_MINUTE", int, 10),
            new_threads_per_minute=positive_setting("HR_AGENT_WEB_NEW_THREADS_PER_MINUTE", int, 30),
        )


def positive_setting(name: str, kind: type, default):
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    try:
        value = kind(raw)
    except ValueError:
        value = None
    if value is None or value <= 0:
        raise ValueError(f"{name} 应为正{'整数' if kind is int else '数'}，收到 {raw!r}")
    return value
