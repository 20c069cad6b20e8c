"""The browser tests' parts: the web app under a real uvicorn on a loopback port, and Debian's
headless Chromium driven through the system chromedriver (Selenium Manager never runs: it would
try to download a driver)."""
from __future__ import annotations

import contextlib
import json
import os
import shutil
import socket
import tempfile
import threading
from pathlib import Path
from typing import Iterator
from urllib.parse import urlsplit

CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = Path("/usr/bin/chromedriver")
CHROMIUM_FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync",
                  "--disable-dev-shm-usage", "--window-size=1280,1000", "--lang=zh-CN")


def browser_missing() -> str | None:
    """Why the browser tests cannot run here, or None."""
    for path in (CHROMIUM, CHROMEDRIVER):
        if not path.exists():
            return f"{path} is missing (apt-get install -y chromium chromium-driver)"
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "selenium is not installed (pip install -e '.[test]')"
    return None


@contextlib.contextmanager
def serving(app) -> Iterator[str]:
    """The ASGI app under uvicorn in a thread, on a free loopback port; its base URL."""
    import uvicorn

    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="on", timeout_graceful_shutdown=2))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, name="web-under-test", daemon=True)
    thread.start()
    started = threading.Event()
    for _ in range(600):  # up to 30 s on a loaded machine: the app opens its storage and graph first
        if server.started or not thread.is_alive():
            started.set()
            break
        started.wait(0.05)
    if not server.started:
        raise RuntimeError("uvicorn did not start")
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=10)
        sock.close()


@contextlib.contextmanager
def chromium() -> Iterator:
    """A headless Chromium with a new empty profile and the network log switched on."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    os.environ.setdefault("SE_OFFLINE", "true")  # Selenium Manager, should anything call it, stays offline
    profile = tempfile.mkdtemp(prefix="hr-agent-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for flag in CHROMIUM_FLAGS:
        options.add_argument(flag)
    options.add_argument(f"--user-data-dir={profile}")
    options.add_experimental_option("prefs", {"intl.accept_languages": "zh-CN,zh"})
    options.set_capability("goog:loggingPrefs", {"performance": "ALL", "browser": "ALL"})
    driver = webdriver.Chrome(service=Service(executable_path=str(CHROMEDRIVER)), options=options)
    driver.set_script_timeout(20)
    try:
        yield driver
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)


def requested_urls(driver) -> list[str]:
    """Every URL the browser asked for since the last call (Chrome's network log)."""
    urls = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message.get("method") == "Network.requestWillBeSent":
            urls.append(message["params"]["request"]["url"])
    return urls


def foreign_requests(driver, base: str) -> list[str]:
    """Network requests that went anywhere but the server itself (data:, blob: and the browser's
    own chrome:// pages never leave the machine)."""
    own = urlsplit(base).netloc
    return [u for u in requested_urls(driver)
            if urlsplit(u).scheme in ("http", "https", "ws", "wss", "ftp") and urlsplit(u).netloc != own]


def console_errors(driver) -> list[str]:
    """The page's console errors since the last call: script errors, blocked loads, and what
    the page policy (CSP) refused."""
    return [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
