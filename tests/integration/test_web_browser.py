"""The two pages in a real browser (Debian's headless Chromium, Selenium, the system
chromedriver) against the web app under uvicorn, the compiled graph, the CLI's SQLite
checkpointer, the bundled handbook and the fake Ollama. Waits are explicit; the one place a
run must be caught half-way holds the model's last reply until the test lets it go."""
from __future__ import annotations

import json
import os
import shutil
import threading
import urllib.request
from pathlib import Path

import pytest

from tests.integration.test_web_api import ASK, ASKED_ANSWER
from tests.support.browser import browser_missing, chromium, console_errors, foreign_requests, serving
from tests.support.fake_ollama import FakeOllama
from tests.support.harness import TODAY
from tests.support.scripts import ADD_WORKDAYS, FINAL, GET_DATE, SEARCH_LEAVE
from tests.support.web import sse_events

missing = browser_missing()
if missing and os.environ.get("CI") == "true":
    raise RuntimeError(f"browser tests cannot run in CI: {missing}")
pytestmark = [pytest.mark.slow, pytest.mark.skipif(bool(missing), reason=missing or "")]

DESIGN_QUESTION = "请假需要提前几天申请？如果今天申请，最早哪天能开始休？"
REPO = Path(__file__).resolve().parents[2]
WAIT = 20


@pytest.fixture(scope="module")
def fake():
    with FakeOllama() as server:
        yield server


@pytest.fixture(scope="module")
def base(fake, seeded_kb_dir, tmp_path_factory):
    from nodes.context import Context
    from web.app import WebSettings, create_app

    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("HR_AGENT_THREADS_DB", str(tmp_path_factory.mktemp("web-browser") / "threads.sqlite"))
        ctx = Context(ollama_host=fake.url, kb_dir=str(seeded_kb_dir), today=TODAY, request_timeout=10.0)
        with serving(create_app(WebSettings(), ctx=ctx)) as url:
            yield url


@pytest.fixture(scope="module")
def browser():
    with chromium() as driver:
        yield driver


def wait(driver, condition, timeout=WAIT):
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(driver, timeout).until(lambda d: condition(d))


def css(driver, selector):
    from selenium.webdriver.common.by import By

    return driver.find_elements(By.CSS_SELECTOR, selector)


def open_page(driver, url):
    driver.get(url)
    wait(driver, lambda d: d.execute_script("return document.body.dataset.ready === '1'"))


def ask(driver, question):
    box = css(driver, "#question")[0]
    box.send_keys(question)
    css(driver, "#send")[0].click()


def held(reply: str, gate: threading.Event):
    """A script item that answers only once the test sets `gate`."""
    def answer(_body):
        gate.wait(WAIT)
        return reply
    return answer


def post_run(base, thread_id, question):
    request = urllib.request.Request(f"{base}/api/threads/{thread_id}/runs", method="POST",
                                     data=json.dumps({"question": question}).encode(),
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=WAIT) as reply:
        return sse_events(reply.read().decode())


def get_json(base, path):
    with urllib.request.urlopen(f"{base}{path}", timeout=WAIT) as reply:
        return json.loads(reply.read())


def screenshot(driver, tmp_path, name):
    """Into the test's folder; also into WEB_SCREENSHOTS_DIR when set (docs/img for the README)."""
    path = tmp_path / name
    size = driver.get_window_size()
    driver.set_window_size(1280, 1150)  # room for a whole two-turn conversation
    driver.save_screenshot(str(path))
    driver.set_window_size(size["width"], size["height"])
    if os.environ.get("WEB_SCREENSHOTS_DIR"):
        shutil.copy(path, Path(os.environ["WEB_SCREENSHOTS_DIR"]) / name)
    return path


def test_chat_streams_steps_then_the_cited_answer_follows_up_with_ask_user_and_a_reload_finds_it(
        browser, base, fake, tmp_path):
    gate = threading.Event()
    fake.push(SEARCH_LEAVE, GET_DATE, ADD_WORKDAYS, held(FINAL, gate))
    open_page(browser, base + "/")
    assert css(browser, "#send")[0].text == "发送"  # Chinese first
    ask(browser, DESIGN_QUESTION)

    # The steps arrive while the model is still writing its last reply: no answer yet.
    wait(browser, lambda d: len(css(d, ".turn .step")) == 6)
    assert not css(browser, ".answer") and css(browser, "#send")[0].get_attribute("disabled") is not None
    steps = css(browser, ".turn .step")
    assert [s.get_attribute("data-node") for s in steps] == ["think", "act"] * 3
    assert "search_knowledge_base" in steps[0].text and "ms" in steps[0].text and "tokens" in steps[0].text
    steps[0].find_element("css selector", "summary").click()  # collapsible: opens on click
    assert "需要先查公司请假政策" in steps[0].find_element("css selector", ".part-thought").text
    steps[1].find_element("css selector", "summary").click()
    assert "请假" in steps[1].find_element("css selector", ".part-observation").text
    gate.set()

    answer = wait(browser, lambda d: (css(d, ".answer-grounded") or [None])[0])
    assert "2026年3月25日" in answer.text and "有据可查" in answer.text
    sources = css(browser, ".answer .source")
    assert sources, "the answer cites the clause its search found"
    heading = sources[0].find_element("css selector", ".source-heading").text
    assert heading and sources[0].find_element("css selector", ".source-document").text.endswith(".md")
    sources[0].find_element("css selector", "summary").click()
    clause = wait(browser, lambda d: sources[0].find_element("css selector", ".clause"))
    assert clause.is_displayed() and clause.text.strip()

    # A follow-up in the same conversation; the agent asks back and the answer goes inline.
    fake.push(ASK, ASKED_ANSWER)
    ask(browser, "那我今年有几天年假？")
    form = wait(browser, lambda d: (css(d, ".ask-user") or [None])[0])
    assert "请问您的入职日期是哪天？" in form.text
    browser.refresh()  # the question waits in the conversation, not only in the page
    form = wait(browser, lambda d: (css(d, ".ask-user") or [None])[0])
    assert "请问您的入职日期是哪天？" in form.text and len(css(browser, ".turn")) == 2
    form.find_element("css selector", "input").send_keys("2019-07-01")
    form.find_element("css selector", "button").click()
    wait(browser, lambda d: len(css(d, ".turn .answer")) == 2)
    assert "已满7年" in css(browser, ".turn .answer")[1].text
    assert len(css(browser, ".turn")) == 2 and not css(browser, ".ask-user")
    assert "2019-07-01" in css(browser, ".turn .ask-replied")[0].text  # the exchange stays on the page
    thread_id = browser.execute_script("return new URLSearchParams(location.hash.slice(1)).get('thread')")
    assert "用户：" + DESIGN_QUESTION in fake.bodies("/api/generate")[-1]["prompt"]
    css(browser, ".turn .steps > summary")[1].click()
    css(browser, ".turn")[1].find_elements("css selector", ".step summary")[0].click()
    screenshot(browser, tmp_path, "web-chat.png")

    # A reload finds the conversation, whole; so does the list on a fresh page.
    browser.refresh()
    wait(browser, lambda d: len(css(d, ".turn .answer")) == 2)
    assert [e.text for e in css(browser, ".question-text")] == [DESIGN_QUESTION, "那我今年有几天年假？"]
    assert len(css(browser, ".turn")[0].find_elements("css selector", ".step")) == 7
    open_page(browser, base + "/")
    listed = wait(browser, lambda d: [li for li in css(d, "#threads li") if li.get_attribute("data-id") == thread_id])
    assert DESIGN_QUESTION[:10] in listed[0].text
    listed[0].find_element("css selector", "a").click()
    wait(browser, lambda d: len(css(d, ".turn .answer")) == 2)
    css(browser, "#new-chat")[0].click()
    assert not css(browser, ".turn") and "thread=" not in browser.current_url
    assert foreign_requests(browser, base) == []
    assert console_errors(browser) == []


def test_inspector_draws_the_graph_and_walks_every_checkpoint_with_state_and_changes(browser, base, fake, tmp_path):
    fake.push(SEARCH_LEAVE, GET_DATE, ADD_WORKDAYS, FINAL)
    made = urllib.request.urlopen(urllib.request.Request(f"{base}/api/threads", method="POST", data=b""), timeout=WAIT)
    thread_id = json.loads(made.read())["id"]
    post_run(base, thread_id, DESIGN_QUESTION)
    points = get_json(base, f"/api/threads/{thread_id}/checkpoints")["checkpoints"]

    open_page(browser, f"{base}/inspector#thread={thread_id}")
    wait(browser, lambda d: d.execute_script("return document.getElementById('graph').dataset.drawn === '1'"))
    graph = css(browser, "#graph svg")[0]
    for node in ("start_turn", "think", "act"):
        assert node in graph.text
    assert len(css(browser, "#checkpoints li")) == len(points) >= 8
    assert [li.get_attribute("data-id") for li in css(browser, "#threads li")][0] == thread_id

    seen_pending = False
    for index, point in enumerate(points):
        detail = wait(browser, lambda d, index=index: d.execute_script(
            "return document.getElementById('checkpoint').dataset.index") == str(index) and css(d, "#checkpoint")[0])
        assert [li.text for li in detail.find_elements("css selector", ".changed-keys li")] == point["changed"]
        state = point["state"]
        assert len(detail.find_elements("css selector", ".cp-records tbody tr")) == len(state.get("steps") or [])
        assert len(detail.find_elements("css selector", ".cp-trajectory li")) == len(state.get("trajectory") or [])
        if state.get("question"):
            assert state["question"] in detail.find_element("css selector", "[data-field=question]").text
        if (state.get("next_action") or {}).get("kind") == "call_tool":
            seen_pending = True
            assert state["next_action"]["tool"] in detail.find_element("css selector", "[data-field=pendingAction]").text
        if index > 0:
            assert len(detail.find_elements("css selector", ".cp-diff .diff")) == len(point["changed"])
        marked = browser.execute_script(
            "return [...document.querySelectorAll('#graph .graph-next')].map(n => n.id.match(/flowchart-(.+)-\\d+$/)[1])")
        assert sorted(marked) == sorted(point["next"])  # the graph shows where the run goes next
        if index == 3:  # think has chosen its first search: the pending action and the graph's next node
            screenshot(browser, tmp_path, "web-inspector.png")
        if index < len(points) - 1:
            css(browser, "#next-checkpoint")[0].click()
    assert seen_pending
    last = css(browser, "#checkpoint")[0]
    assert "final_answer" in last.find_element("css selector", "[data-field=stopReason]").text
    assert css(browser, "#next-checkpoint")[0].get_attribute("disabled") is not None
    assert foreign_requests(browser, base) == []
    assert console_errors(browser) == []  # Mermaid draws within the page policy


def test_a_model_reply_with_script_and_img_onerror_shows_as_text_and_never_runs(browser, base, fake):
    payload = ('<script>window.__pwned = "script"</script><img src=x onerror="window.__pwned = \'img\'">'
               '<svg onload="window.__pwned = \'svg\'"></svg>')
    fake.push(f"Thought: 看看 {payload}\nFinal Answer: 这是**加粗**的回答 {payload}")
    open_page(browser, base + "/")
    ask(browser, f"问题里也有 {payload}")
    answer = wait(browser, lambda d: (css(d, ".answer") or [None])[0])
    assert browser.execute_script("return window.__pwned") is None
    assert browser.execute_script(
        "return document.querySelectorAll('.turn script, .turn img, .turn svg, .turn iframe').length") == 0
    assert browser.execute_script(
        "return [...document.querySelectorAll('.turn *')].some(e => [...e.attributes].some(a => a.name.startsWith('on')))") is False
    assert answer.find_element("css selector", "strong").text == "加粗"  # Markdown still renders
    assert payload in css(browser, ".question-text")[0].text  # the question, shown as the text it is
    css(browser, ".steps > summary")[0].click()  # the steps fold away once the answer is in
    css(browser, ".step summary")[0].click()
    assert "<script>" in css(browser, ".step .part-thought")[0].text
    # Chrome reports the handlers as refused by the page policy while DOMPurify parses them in
    # its inert document (nothing runs there even without the policy); nothing else may show.
    assert all("inline event handler" in e for e in console_errors(browser))


def test_a_question_the_handbook_does_not_cover_and_a_date_from_an_estimated_year_are_marked(browser, base, fake):
    fake.push('Thought: 查手册\nAction: search_knowledge_base\nAction Input: {"query": "股票期权怎么行权"}',
              "Thought: 手册没有\nFinal Answer: 手册中没有关于股票期权的规定。",
              'Thought: 数工作日\nAction: add_workdays\nAction Input: {"date": "2028-01-10", "days": 3}',
              "Thought: 好了\nFinal Answer: 最早2028年1月13日。")
    open_page(browser, base + "/")
    ask(browser, "公司的股票期权怎么行权？")
    answer = wait(browser, lambda d: (css(d, ".answer") or [None])[0])
    assert "answer-not-covered" in answer.get_attribute("class") and "手册未涉及" in answer.text
    assert not answer.find_elements("css selector", ".source")
    css(browser, "#new-chat")[0].click()
    ask(browser, "2028年1月10日起往后3个工作日是哪天？")
    answer = wait(browser, lambda d: (css(d, ".answer") or [None])[0])
    assert "answer-estimated" in answer.get_attribute("class")
    assert "日期基于预估日历" in answer.find_element("css selector", ".badge-estimated").text
    assert answer.find_element("css selector", ".note-estimated").is_displayed()


def test_each_kind_of_answer_looks_different_and_english_is_used_when_the_browser_asks(browser, base):
    open_page(browser, base + "/?lang=en")
    assert css(browser, "#send")[0].text == "Send"
    assert browser.execute_script("return [HR.pickLanguage(['en-US', 'zh-CN']), HR.pickLanguage(['zh-TW', 'en']),"
                                  " HR.pickLanguage(['fr-FR']), HR.pickLanguage(['fr', 'en-GB'])]") == ["en", "zh", "zh", "en"]
    source = {"ref": "h.md › 第三章 > 3.2", "document": "h.md", "heading_path": ["第三章", "3.2"], "text": "条款"}
    turns = {
        "grounded": {"sources": [source]},
        "not-covered": {"not_covered": True},
        "kb-missing": {"kb_missing": True},
        "unverified": {"sources": [source], "answer_check": {"verified": False, "problems": ["日期与条款不符"]}},
        "estimated": {"sources": [source], "estimated_calendar": True},
    }
    looks = browser.execute_script("""
        const out = {};
        for (const [name, extra] of Object.entries(arguments[0])) {
          const turn = Object.assign({question: "q", answer: "a", stop_reason: "final_answer", sources: [],
                                      not_covered: false, estimated_calendar: false, answer_check: null}, extra);
          const node = HRChat.answerView(turn);
          document.getElementById("turns").append(node);
          const style = getComputedStyle(node);
          out[name] = {look: [style.borderLeftColor, style.backgroundColor, style.borderStyle, style.boxShadow].join("|"),
                       text: node.textContent};
        }
        return out;""", turns)
    assert len({v["look"] for v in looks.values()}) == 5
    assert "Not covered by the handbook" in looks["not-covered"]["text"]
    assert "Knowledge base not set up" in looks["kb-missing"]["text"] and "hr-agent ingest" in looks["kb-missing"]["text"]
    assert "Not covered" not in looks["kb-missing"]["text"]
    assert "Not verified" in looks["unverified"]["text"] and "日期与条款不符" in looks["unverified"]["text"]
    assert "estimated calendar" in looks["estimated"]["text"]
    assert "Grounded" in looks["grounded"]["text"]


def test_a_server_with_a_token_asks_for_it_once_then_the_page_works(browser, seeded_kb_dir, fake, tmp_path, monkeypatch):
    from nodes.context import Context
    from web.app import WebSettings, create_app

    monkeypatch.setenv("HR_AGENT_THREADS_DB", str(tmp_path / "threads.sqlite"))
    ctx = Context(ollama_host=fake.url, kb_dir=str(seeded_kb_dir), today=TODAY, request_timeout=10.0)
    token = "correct-horse-battery-staple"
    with serving(create_app(WebSettings(token=token), ctx=ctx)) as url:
        console_errors(browser)
        open_page(browser, url + "/")
        field = wait(browser, lambda d: (css(d, "#token-input") or [None])[0])
        field.send_keys("not-the-token")
        css(browser, "#login-form button")[0].click()
        wait(browser, lambda d: css(d, ".login-error")[0].text == "访问令牌不正确")
        field.clear()
        field.send_keys(token)
        css(browser, "#login-form button")[0].click()
        wait(browser, lambda d: not css(d, "#login-form") and css(d, "#threads li.empty"))
        fake.push("Thought: 直接回答\nFinal Answer: 好的。")
        ask(browser, "年假有几天？")
        wait(browser, lambda d: css(d, ".answer"))
        assert browser.get_cookie("hr_agent_token")["httpOnly"] is True
        refused = console_errors(browser)
        assert all("401" in e for e in refused), refused  # only the requests made before the token
        browser.delete_all_cookies()


@pytest.mark.parametrize("path", ["/", "/inspector", "/admin", "/static/index.html", "/static/inspector.html",
                                  "/static/admin.html"])
def test_an_injected_inline_handler_never_runs_on_any_page_url(browser, base, path):
    """Issue 27: /static/index.html served the chat page without its policy, and an inline
    handler injected there ran. Every URL of a page now carries it."""
    browser.get(base + path)
    console_errors(browser)  # only what follows counts
    browser.execute_script("""
        const probe = document.createElement('div');
        probe.setAttribute('id', 'probe');
        document.body.appendChild(probe);
        probe.insertAdjacentHTML('beforeend', '<img src="data:," onerror="window.__pwned = 1">');""")
    seen: list[str] = []
    wait(browser, lambda d: seen.extend(console_errors(d)) or any("inline event handler" in e for e in seen)
         or d.execute_script("return window.__pwned") is not None)
    assert browser.execute_script("return window.__pwned") is None


@pytest.mark.parametrize("path", ["/", "/admin", "/static/index.html", "/static/inspector.html"])
def test_another_origin_cannot_frame_a_page(browser, base, path):
    """A page of another origin (another port on this machine) that frames the live
    conversation list: the browser shows an error page in the frame (frame-ancestors 'none')."""
    from starlette.applications import Starlette
    from starlette.responses import HTMLResponse
    from starlette.routing import Route

    async def attacker(request):
        return HTMLResponse(f"<iframe id=f src='{base}{path}' width=800 height=600></iframe>")

    with serving(Starlette(routes=[Route("/", attacker)])) as other:
        browser.get(other + "/")
        frame = wait(browser, lambda d: (css(d, "#f") or [None])[0])
        browser.switch_to.frame(frame)
        try:
            state = wait(browser, lambda d: d.execute_script(
                "return document.readyState === 'complete' && location.href !== 'about:blank' && "
                "[location.href, !!document.querySelector('#question, #graph, main')]"))
        finally:
            browser.switch_to.default_content()
    assert state[0].startswith("chrome-error:") and state[1] is False, state


def test_a_server_without_a_knowledge_base_says_so_above_the_conversation(browser, fake, tmp_path, monkeypatch):
    from nodes.context import Context
    from web.app import WebSettings, create_app

    monkeypatch.setenv("HR_AGENT_THREADS_DB", str(tmp_path / "threads.sqlite"))
    ctx = Context(ollama_host=fake.url, kb_dir=str(tmp_path / "never-ingested"), today=TODAY, request_timeout=10.0)
    with serving(create_app(WebSettings(), ctx=ctx)) as url:
        open_page(browser, url + "/")
        banner = wait(browser, lambda d: (css(d, "#kb-banner") or [None])[0])
        assert "还没有导入员工手册" in banner.text and "hr-agent ingest" in banner.text
