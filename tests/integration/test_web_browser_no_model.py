"""The chat page when no model answers (Ollama stopped): the run ends in a handbook search --
its own badge, the label, the remedy, the matching clauses and the dates -- never shown as an
answer nor as a bare failure. Real headless Chromium against the app under uvicorn."""
from __future__ import annotations

import pytest

from tests.integration.test_web_browser import DESIGN_QUESTION, ask, browser, css, open_page, screenshot, wait  # noqa: F401
from tests.support.browser import browser_missing, serving
from tests.support.fake_ollama import FakeOllama
from tests.support.harness import TODAY

missing = browser_missing()
pytestmark = [pytest.mark.slow, pytest.mark.skipif(bool(missing), reason=missing or "")]


@pytest.mark.parametrize("lang, badge, note", [
    ("zh", "手册检索（模型未回答）", "不是模型的回答"),
    ("en", "Handbook search (no model answer)", "not an answer from the model"),
])
def test_with_ollama_down_the_page_shows_the_handbook_search_and_the_remedy(browser, seeded_kb_dir, tmp_path,  # noqa: F811
                                                                            monkeypatch, lang, badge, note):
    from nodes.context import Context
    from web.app import WebSettings, create_app

    with FakeOllama() as stopped:
        down = stopped.url
    monkeypatch.setenv("HR_AGENT_THREADS_DB", str(tmp_path / "threads.sqlite"))
    ctx = Context(ollama_host=down, kb_dir=str(seeded_kb_dir), today=TODAY, request_timeout=5.0)
    with serving(create_app(WebSettings(), ctx=ctx)) as url:
        open_page(browser, url + f"/?lang={lang}")
        ask(browser, DESIGN_QUESTION)
        answer = wait(browser, lambda d: (css(d, ".answer") or [None])[0])
        assert "answer-handbook-only" in answer.get_attribute("class")
        assert answer.find_element("css selector", ".badge-handbook-only").text == badge
        assert not answer.find_elements("css selector", ".badge-failed, .badge-grounded, .badge-not-covered")
        assert note in answer.find_element("css selector", ".note-handbook-only").text
        assert "ollama serve" in answer.find_element("css selector", ".note-remedy").text
        clauses = answer.find_elements("css selector", ".handbook-clauses li")
        assert clauses and "请假流程" in clauses[0].text and "提前3个工作日" in clauses[0].text  # the first is open
        dates = [li.text for li in answer.find_elements("css selector", ".handbook-dates li")]
        assert dates[0].startswith("2026年03月20日")
        assert any("提前3个工作日提交请假申请" in d and "2026-03-25（周三）" in d for d in dates), dates
        if lang == "zh":
            screenshot(browser, tmp_path, "web-no-model.png")
