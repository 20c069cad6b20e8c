"""The HR officer's desk (/admin) and the employee's 👍/👎 in a real browser (Debian's headless
Chromium, Selenium, the system chromedriver) against the web app under uvicorn with both
tokens set, an empty knowledge base the officer fills through the page, the real embedder and
ChromaDB, the CLI's SQLite checkpointer and the fake Ollama.

With WEB_SCREENSHOTS_DIR set (docs/img), each step's screenshot lands there too:
    WEB_SCREENSHOTS_DIR=docs/img pytest tests/integration/test_web_desk_browser.py"""
from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from tests.support.browser import browser_missing, chromium, console_errors, foreign_requests, serving
from tests.support.fake_ollama import FakeOllama
from tests.support.harness import TODAY
from tests.support.scripts import ADD_WORKDAYS, FINAL, GET_DATE, LEAVE_RULE_FINAL, SEARCH_LEAVE

missing = browser_missing()
if missing and os.environ.get("CI") == "true":
    raise RuntimeError(f"browser tests cannot run in CI: {missing}")
pytestmark = [pytest.mark.slow, pytest.mark.skipif(bool(missing), reason=missing or "")]

REPO = Path(__file__).resolve().parents[2]
HANDBOOKS = [REPO / "knowledge" / "handbook" / "employee_handbook.md",
             REPO / "knowledge" / "handbook" / "travel_expense_policy_en.md"]
NOTICE = REPO / "tests" / "data" / "notices" / "2027-invented.txt"
EMPLOYEE_TOKEN = "employee-token-for-the-chat-page"
ADMIN_TOKEN = "officer-token-for-the-hr-desk-0001"
UNCOVERED = "公司的股票期权怎么行权？"
SEARCH_OPTIONS = ('Thought: 查手册\nAction: search_knowledge_base\nAction Input: {"query": "股票期权 行权"}')
NO_RULE = "Thought: 手册没有\nFinal Answer: 手册中没有关于股票期权的规定，请向人事部门确认。"
EARLIEST = "请假需要提前几天申请？如果今天申请，最早哪天能开始休？"
# A date the tools contradict, written again after the check sent it back: the answer stays unverified.
WRONG_DATE = FINAL.replace("2026年3月25日（周三）", "2026年3月26日（周四）")
WAIT = 60  # an upload embeds the whole handbook on a shared 2-core machine


@pytest.fixture(scope="module")
def fake():
    with FakeOllama() as server:
        yield server


@pytest.fixture(scope="module")
def base(fake, tmp_path_factory):
    from nodes.context import Context
    from web.app import WebSettings, create_app

    root = tmp_path_factory.mktemp("web-desk")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("HR_AGENT_THREADS_DB", str(root / "threads.sqlite"))
        ctx = Context(ollama_host=fake.url, kb_dir=str(root / "kb"), today=TODAY, request_timeout=10.0)
        settings = WebSettings(token=EMPLOYEE_TOKEN, admin_token=ADMIN_TOKEN)
        with serving(create_app(settings, ctx=ctx)) as url:
            yield url


@pytest.fixture(scope="module")
def browser():
    with chromium() as driver:
        # The page's own area 1280×800, whatever the window's frame takes.
        driver.set_window_size(1280, 800)
        inner = driver.execute_script("return [window.innerWidth, window.innerHeight]")
        driver.set_window_size(1280 + 1280 - inner[0], 800 + 800 - inner[1])
        yield driver


def wait(driver, condition, timeout=20):
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(driver, timeout).until(lambda d: condition(d))


def css(driver, selector):
    from selenium.webdriver.common.by import By

    return driver.find_elements(By.CSS_SELECTOR, selector)


def one(driver, selector, timeout=20):
    return wait(driver, lambda d: (css(d, selector) or [None])[0], timeout)


def open_page(driver, url):
    driver.get(url)
    wait(driver, lambda d: d.execute_script("return document.body.dataset.ready === '1'"))


def sign_in(driver, token):
    field = one(driver, "#token-input")
    field.send_keys(token)
    css(driver, "#login-form button")[0].click()
    wait(driver, lambda d: not css(d, "#login-form"))


# The ones docs/web.md shows; the others stay in the test's folder.
KEPT = {"desk-documents.png", "desk-chunks.png", "desk-hit-test.png", "desk-holidays-preview.png", "desk-feedback.png",
        "desk-todo.png"}


def shot(driver, tmp_path, name, section=None):
    """A 1280×800 screenshot, `section` scrolled to the top; the KEPT ones also into
    WEB_SCREENSHOTS_DIR (docs/img)."""
    if section:
        driver.execute_script("document.getElementById(arguments[0]).scrollIntoView({block: 'start'})", section)
    path = tmp_path / name
    driver.save_screenshot(str(path))
    if os.environ.get("WEB_SCREENSHOTS_DIR") and name in KEPT:
        shutil.copy(path, Path(os.environ["WEB_SCREENSHOTS_DIR"]) / name)
    return path


def test_the_officer_fills_the_desk_an_employee_asks_and_rates_and_the_officer_sees_both(browser, base, fake, tmp_path):
    browser.delete_all_cookies()
    # 1. The officer signs in with the admin token and uploads the handbook through the file input.
    browser.get(base + "/admin")
    sign_in(browser, ADMIN_TOKEN)
    wait(browser, lambda d: d.execute_script("return document.body.dataset.ready === '1'"))
    console_errors(browser)  # the 401s that asked for the token; nothing may follow
    assert one(browser, "#documents-table tr.empty").text.startswith("知识库里还没有文件")  # Chinese first
    css(browser, "#upload-files")[0].send_keys("\n".join(str(p) for p in HANDBOOKS))
    css(browser, "#upload")[0].click()
    lines = wait(browser, lambda d: css(d, "#upload-results li"), WAIT)
    assert [li.get_attribute("data-file") for li in lines] == [p.name for p in HANDBOOKS]
    assert all("upload-ok" in li.get_attribute("class") for li in lines)
    rows = wait(browser, lambda d: css(d, "#documents-table tbody tr[data-document]"))
    listed = {r.get_attribute("data-document"): r for r in rows}
    assert set(listed) == {p.name for p in HANDBOOKS}
    handbook = listed["employee_handbook.md"]
    assert int(handbook.find_element("css selector", ".doc-chunks").text) > 10
    shot(browser, tmp_path, "desk-documents.png", "documents")

    # 2. Its chunks: each with its heading path and opening.
    handbook.find_element("css selector", ".show-chunks").click()
    chunks = wait(browser, lambda d: css(d, "#chunk-preview .chunk"))
    assert len(chunks) == int(handbook.find_element("css selector", ".doc-chunks").text)
    paths = [c.find_element("css selector", ".chunk-path").text for c in chunks]
    assert any("请假" in p for p in paths) and all(c.find_element("css selector", ".chunk-opening").text for c in chunks)
    shot(browser, tmp_path, "desk-chunks.png", "chunk-preview")

    # 3. The hit test: a covered question, then one the handbook does not cover.
    box = css(browser, "#search-query")[0]
    box.send_keys("请假需要提前几天申请？")
    css(browser, "#search")[0].click()
    decision = one(browser, "#search-results .decision")
    assert decision.get_attribute("data-not-covered") == "false"
    assert css(browser, "#search-results .hit-relevant")
    shot(browser, tmp_path, "desk-hit-test.png", "hit-test")
    box.clear()
    box.send_keys(UNCOVERED)
    css(browser, "#search")[0].click()
    wait(browser, lambda d: d.execute_script(
        "return document.querySelector('#search-results .decision').dataset.notCovered") == "true")
    assert "手册未涉及" in css(browser, "#search-results .decision")[0].text

    # 4. A holiday notice: previewed per festival, then imported (not partial).
    css(browser, "#notice-file")[0].send_keys(str(NOTICE))
    wait(browser, lambda d: "2027年" in css(d, "#notice-text")[0].get_attribute("value"))
    css(browser, "#notice-preview")[0].click()
    preview = one(browser, "#notice-result .notice-preview")
    assert preview.get_attribute("data-year") == "2027"
    festivals = [r.get_attribute("data-festival") for r in preview.find_elements("css selector", "tbody tr")]
    assert {"元旦", "春节", "国庆节"} <= set(festivals)
    assert not css(browser, "#calendar-table tr.year-imported")  # previewing stores nothing
    shot(browser, tmp_path, "desk-holidays-preview.png", "holidays")
    assert css(browser, "#allow-partial")[0].is_selected() is False
    css(browser, "#notice-import")[0].click()
    wait(browser, lambda d: css(d, "#notice-result")[0].get_attribute("data-state") == "imported")
    imported = one(browser, "#calendar-table tr.year-imported")
    assert imported.get_attribute("data-year") == "2027" and NOTICE.name in imported.text
    assert console_errors(browser) == []

    # 5. An employee signs in with the employee token, asks what the handbook does not cover,
    #    then a covered question, and rates that answer down with a reason; a third answer
    #    fails the answer check.
    browser.delete_all_cookies()
    fake.push(SEARCH_OPTIONS, NO_RULE, SEARCH_LEAVE, LEAVE_RULE_FINAL,
              SEARCH_LEAVE, GET_DATE, ADD_WORKDAYS, WRONG_DATE, WRONG_DATE)
    browser.get(base + "/")
    sign_in(browser, EMPLOYEE_TOKEN)
    ask(browser, UNCOVERED)
    answer = one(browser, ".turn .answer", WAIT)
    assert "answer-not-covered" in answer.get_attribute("class")
    ask(browser, "请假需要提前几天申请？")
    wait(browser, lambda d: len(css(d, ".turn .answer")) == 2, WAIT)
    second = css(browser, ".turn")[1]
    second.find_element("css selector", ".feedback-down").click()
    second.find_element("css selector", ".feedback-reason").send_keys("没说病假怎么请")
    shot(browser, tmp_path, "desk-feedback.png")
    second.find_element("css selector", ".feedback-send").click()
    recorded = wait(browser, lambda d: (css(d, ".turn")[1].find_elements("css selector", ".feedback-recorded") or [None])[0])
    assert recorded.get_attribute("data-rating") == "down" and "没说病假怎么请" in recorded.text
    ask(browser, EARLIEST)
    third = wait(browser, lambda d: (css(d, ".turn .answer")[2:] or [None])[0], WAIT)
    assert "answer-unverified" in third.get_attribute("class")
    browser.refresh()  # the rating is kept beside the conversation
    wait(browser, lambda d: len(css(d, ".turn .answer")) == 3, WAIT)
    assert css(browser, ".turn")[1].find_elements("css selector", ".feedback-recorded[data-rating=down]")
    thread_id = browser.execute_script("return new URLSearchParams(location.hash.slice(1)).get('thread')")

    # 6. The employee's token does not open the desk.
    open_page(browser, base + "/admin")
    assert one(browser, "#desk-denied").is_displayed()
    assert not any(panel.is_displayed() for panel in css(browser, ".panel"))
    assert not css(browser, "#documents-table tbody tr[data-document]")
    shot(browser, tmp_path, "desk-denied.png")

    # 7. The officer sees all three on the to-do list, with links to the conversation.
    browser.delete_all_cookies()
    browser.get(base + "/admin")
    sign_in(browser, ADMIN_TOKEN)
    groups = wait(browser, lambda d: css(d, "#report-groups .todo-group"))
    text = " ".join(g.text for g in groups)
    assert UNCOVERED in text and "没说病假怎么请" in text and EARLIEST in text
    assert "日期：2026-03-26 → 2026-03-25" in text  # the unverified answer's problem
    for kind in ("not_covered", "rated_down", "unverified"):
        assert css(browser, f"#report-groups .kind-{kind}"), kind
    links = {a.get_attribute("href") for a in css(browser, "#report-groups .example-link")}
    assert {f"{base}/#thread={thread_id}&turn={n}" for n in range(3)} <= links
    today = css(browser, "#report-days tbody tr")
    assert today and [c.text for c in today[0].find_elements("css selector", "td")][1:] != ["0"] * 6
    assert "report.csv" in css(browser, "#report-csv")[0].get_attribute("href")
    shot(browser, tmp_path, "desk-todo.png", "todo")
    # A link opens the conversation at its answer.
    next(a for a in css(browser, "#report-groups .example-link") if a.get_attribute("href").endswith("&turn=2")).click()
    linked = wait(browser, lambda d: (css(d, ".turn.turn-linked") or [None])[0], WAIT)
    assert css(browser, ".turn").index(linked) == 2 and EARLIEST in linked.text
    # The employee's conversation, read-only for the officer: their rating shown, no way to ask or rate.
    assert one(browser, "#read-only-note").is_displayed() and not css(browser, "#composer")[0].is_displayed()
    assert not css(browser, ".feedback-up, .feedback-down")
    assert "没说病假怎么请" in css(browser, ".turn")[1].find_element("css selector", ".feedback-recorded").text
    css(browser, "#new-chat")[0].click()  # the officer's own new conversation: asking again
    assert css(browser, "#composer")[0].is_displayed() and not css(browser, "#read-only-note")[0].is_displayed()
    open_page(browser, base + "/admin")

    # 8. A file deleted (after a confirmation) and the imported year removed; both audited.
    row = one(browser, "#documents-table tr[data-document='travel_expense_policy_en.md']")
    row.find_element("css selector", ".remove").click()
    one(browser, "#documents-table .confirm-remove").click()
    wait(browser, lambda d: [r.get_attribute("data-document") for r in css(d, "#documents-table tbody tr[data-document]")]
         == ["employee_handbook.md"])
    one(browser, "#calendar-table tr.year-imported .remove-year").click()
    wait(browser, lambda d: not css(d, "#calendar-table tr.year-imported"))
    wait(browser, lambda d: [r.get_attribute("data-action") for r in css(d, "#audit-table tbody tr[data-action]")][:2]
         == ["remove", "delete"])
    actions = [r.get_attribute("data-action") for r in css(browser, "#audit-table tbody tr[data-action]")]
    assert actions[2:] == ["import", "upload"], actions  # newest first
    assert all(ADMIN_TOKEN not in r.text for r in css(browser, "#audit-table tbody tr"))
    shot(browser, tmp_path, "desk-audit.png", "audit")
    assert foreign_requests(browser, base) == []
    assert all("401" in e or "403" in e for e in console_errors(browser))


def ask(driver, question):
    wait(driver, lambda d: css(d, "#send")[0].get_attribute("disabled") is None, WAIT)  # the last turn is over
    box = css(driver, "#question")[0]
    box.send_keys(question)
    css(driver, "#send")[0].click()


def test_a_refused_upload_names_each_file_stores_nothing_and_the_desk_speaks_english(browser, base, tmp_path):
    browser.delete_all_cookies()
    browser.get(base + "/admin?lang=en")
    sign_in(browser, ADMIN_TOKEN)
    wait(browser, lambda d: d.execute_script("return document.body.dataset.ready === '1'"))
    assert css(browser, "#upload")[0].text == "Upload" and css(browser, "#documents h2")[0].text == "Documents"
    before = [r.get_attribute("data-document") for r in css(browser, "#documents-table tbody tr[data-document]")]
    good = tmp_path / "leave.md"
    good.write_text("# 请假\n\n第一条 请假须提前申请。\n", encoding="utf-8")
    sheet = tmp_path / "salaries.xlsx"
    sheet.write_bytes(b"PK\x03\x04 not a handbook")
    css(browser, "#upload-files")[0].send_keys(f"{good}\n{sheet}")
    assert "leave.md" in css(browser, "#upload-picked")[0].text
    css(browser, "#upload")[0].click()
    verdict = one(browser, "#upload-results .upload-verdict", WAIT)
    assert verdict.text.startswith("Nothing from this upload was stored")
    refused = css(browser, "#upload-results li[data-file]")
    assert [li.get_attribute("data-file") for li in refused] == ["salaries.xlsx"]
    assert refused[0].text.startswith("Refused salaries.xlsx") and "\n" not in refused[0].text
    assert [r.get_attribute("data-document") for r in css(browser, "#documents-table tbody tr[data-document]")] == before
    # Two files with the same text: both stored, and said to be the same content.
    first, second = tmp_path / "copy-a.md", tmp_path / "copy-b.md"
    for path in (first, second):
        path.write_text("# 婚假\n\n第一条 婚假十五天。\n", encoding="utf-8")
    css(browser, "#upload-files")[0].send_keys(f"{first}\n{second}")
    css(browser, "#upload")[0].click()
    note = one(browser, "#upload-results .upload-note", WAIT)
    assert note.text.startswith("Same content") and "copy-a.md" in note.text and "copy-b.md" in note.text
    assert [li.get_attribute("data-file") for li in css(browser, "#upload-results li[data-file]")] == ["copy-a.md", "copy-b.md"]
    shot(browser, tmp_path, "desk-english.png", "documents")
    # An empty notice is refused in English too.
    css(browser, "#notice-preview")[0].click()
    assert one(browser, "#notice-result .banner-error").text == "Paste the notice or pick its file first"


def test_a_period_the_server_refuses_is_one_line_in_the_to_do_section(browser, base):
    browser.delete_all_cookies()
    browser.get(base + "/admin")
    sign_in(browser, ADMIN_TOKEN)
    wait(browser, lambda d: d.execute_script("return document.body.dataset.ready === '1'"))
    browser.execute_script("document.getElementById('report-from').value = '2026-12-31';"
                           "document.getElementById('report-to').value = '2026-01-01';")
    css(browser, "#report-refresh")[0].click()
    line = one(browser, "#report-groups .banner-error")
    assert "from" in line.text and "to" in line.text and "\n" not in line.text
    assert css(browser, "#desk-error")[0].is_displayed() is False  # beside the form, not above the page
    assert "2026-12-31" not in css(browser, "#report-csv")[0].get_attribute("href")  # the export stays on the shown period


def test_html_in_a_question_or_a_file_name_shows_as_text_on_the_desk_and_never_runs(browser, base, fake, tmp_path):
    import json
    import urllib.request

    payload = '<img src=x onerror="window.__pwned = 1"><script>window.__pwned = 2</script>'
    # No '"' in the name: browsers send it as %22 (the HTML form encoding) and the name would change.
    named = tmp_path / "<img src=x onerror=window.__pwned=3>.md"
    named.write_text("# 婚假\n\n第一条 婚假十五天。\n", encoding="utf-8")
    browser.delete_all_cookies()
    browser.get(base + "/admin")
    sign_in(browser, ADMIN_TOKEN)
    wait(browser, lambda d: d.execute_script("return document.body.dataset.ready === '1'"))
    css(browser, "#upload-files")[0].send_keys(str(named))
    css(browser, "#upload")[0].click()
    one(browser, f"#documents-table tr[data-document='{named.name}'] .show-chunks", WAIT).click()
    one(browser, "#chunk-preview .chunk")

    # An employee asks, with markup in the question, what the handbook does not cover.
    employee = {"Authorization": f"Bearer {EMPLOYEE_TOKEN}", "Content-Type": "application/json"}
    made = urllib.request.urlopen(urllib.request.Request(f"{base}/api/threads", method="POST", data=b"{}", headers=employee))
    thread = json.loads(made.read())["id"]
    fake.push(SEARCH_OPTIONS, NO_RULE)
    asked = urllib.request.Request(f"{base}/api/threads/{thread}/runs", method="POST", headers=employee,
                                   data=json.dumps({"question": f"股票期权{payload}"}).encode())
    urllib.request.urlopen(asked, timeout=WAIT).read()
    css(browser, "#report-refresh")[0].click()
    wait(browser, lambda d: d.execute_script(
        "return [...document.querySelectorAll('#report-groups .example-question')].some(e => e.textContent.includes(arguments[0]))",
        payload))
    assert browser.execute_script("return window.__pwned") is None
    assert browser.execute_script("return document.querySelectorAll('.desk img, .desk script:not([src])').length") == 0
    assert named.name in css(browser, "#documents-table")[0].text and named.name in css(browser, "#chunk-preview")[0].text


def test_a_partial_notice_is_imported_only_with_the_explicit_choice(browser, base):
    """Half a notice pasted: the preview says what is missing and what an import would meet;
    import without the choice is refused beside the form and stores nothing; with it, stored
    as a partial import; then the year's import is removed again."""
    partial = "\n".join(NOTICE.read_text(encoding="utf-8").splitlines()[:6])  # 元旦 and 春节 only
    browser.delete_all_cookies()
    browser.get(base + "/admin")
    sign_in(browser, ADMIN_TOKEN)
    wait(browser, lambda d: d.execute_script("return document.body.dataset.ready === '1'"))
    css(browser, "#notice-text")[0].send_keys(partial)
    css(browser, "#notice-preview")[0].click()
    refusal = one(browser, "#notice-result .notice-refusal")
    assert "清明节" in refusal.text and "allow_partial" in refusal.text
    assert [r.get_attribute("data-festival") for r in css(browser, "#notice-result tbody tr")][:2] == ["元旦", "春节"]
    css(browser, "#notice-import")[0].click()
    wait(browser, lambda d: css(d, "#notice-result")[0].get_attribute("data-state") == "refused")
    line = css(browser, "#notice-result .notice-error")[0].text
    assert "通知不完整" in line and "\n" not in line
    assert not css(browser, "#calendar-table tr.year-imported")
    css(browser, "#allow-partial")[0].click()
    css(browser, "#notice-import")[0].click()
    wait(browser, lambda d: css(d, "#notice-result")[0].get_attribute("data-state") == "imported")
    row = one(browser, "#calendar-table tr.year-imported")
    assert row.get_attribute("data-year") == "2027" and "部分导入" in row.text and "清明节" in row.text
    row.find_element("css selector", ".remove-year").click()
    wait(browser, lambda d: not css(d, "#calendar-table tr.year-imported"))

