"""Pure checks around the model server: its address (checked, redacted), the timeout setting,
and whether a prompt fits the context window."""
from __future__ import annotations

import re

import pytest

from llm.context_window import PromptTooLong, ensure_prompt_fits, question_too_long
from llm.endpoint import check_ollama_host, check_timeout, redact_url
from prompts.compaction import estimate_tokens


# --------------------------------------------------------------------------- redact_url


@pytest.mark.parametrize(
    "url, shown",
    [
        ("http://alice:s3cret@10.0.0.5:11434", "http://***@10.0.0.5:11434"),
        ("https://alice@ollama.example.com/api", "https://***@ollama.example.com/api"),
        ("alice:s3cret@host:11434", "***@host:11434"),
        ("http://a:p@ss@host:1", "http://***@host:1"),  # an unescaped @ in the password
        # A password may hold / ? # unencoded: all before the last @ is hidden, even a path's
        # (over-hiding is the safe mistake; such a URL is refused anyway).
        ("http://host:11434/path?q=a@b", "http://***@b"),
        ("http://alice:pa/ss@host:1", "http://***@host:1"),
        ("http://alice:p#w?d@host:1/x", "http://***@host:1/x"),
        ("http://127.0.0.1:11434", "http://127.0.0.1:11434"),
        ("", ""),
    ],
)
def test_redact_url_hides_user_info_and_keeps_the_rest(url, shown):
    assert redact_url(url) == shown


# --------------------------------------------------------------------------- check_ollama_host


@pytest.mark.parametrize(
    "host",
    ["http://127.0.0.1:11434", "https://ollama.example.com", "localhost:11434", "10.0.0.5", ":11434",
     "http://[::1]:11434", "http://u:p@host:1", "http://host:65535/"],
)
def test_hosts_the_ollama_client_accepts_pass(host):
    check_ollama_host(host)


@pytest.mark.parametrize(
    "host, needle",
    [
        ("http://127.0.0.1:99999", "1–65535"),
        ("http://127.0.0.1:0", "1–65535"),
        ("http://127.0.0.1:port", "1–65535"),
        ("ftp://127.0.0.1:11434", "http 或 https"),
        ("socks5://127.0.0.1:1080", "http 或 https"),
        ("http://", "主机"),
        ("http://:pw@", "主机"),
        ("", "不能为空"),
        ("http://host name:1", "空白"),
    ],
)
def test_bad_hosts_raise_one_line_naming_the_field_and_form(host, needle):
    with pytest.raises(ValueError) as info:
        check_ollama_host(host, "OLLAMA_HOST")
    message = str(info.value)
    assert needle in message and "OLLAMA_HOST" in message and "http://127.0.0.1:11434" in message
    assert "\n" not in message


@pytest.mark.parametrize("host", ["http://host:1/prefix", "http://host:1?token=tok-9f3a", "host:1/#tok-9f3a",
                                  "http://host:1/v1/tok-9f3a"])
def test_a_path_or_query_is_refused_without_repeating_it(host):
    with pytest.raises(ValueError) as info:
        check_ollama_host(host, "OLLAMA_HOST")
    message = str(info.value)
    assert "OLLAMA_HOST" in message and "路径或查询参数" in message and "host:1" in message
    assert "tok-9f3a" not in message and "prefix" not in message


def test_a_bad_host_message_never_shows_its_password():
    with pytest.raises(ValueError) as info:
        check_ollama_host("http://alice:s3cret@host:70000")
    assert "s3cret" not in str(info.value) and "***@host:70000" in str(info.value)


# --------------------------------------------------------------------------- check_timeout


@pytest.mark.parametrize("value", [float("inf"), float("nan"), 0, -1.0, True, "300"])
def test_timeouts_that_are_not_finite_positive_seconds_are_refused(value):
    with pytest.raises(ValueError, match="有限秒数"):
        check_timeout(value)


@pytest.mark.parametrize("value", [3601, 1e9, 1e300])
def test_timeouts_over_an_hour_are_refused_naming_the_bound(value):
    with pytest.raises(ValueError, match="不超过 3600"):
        check_timeout(value, "HR_AGENT_TIMEOUT")


@pytest.mark.parametrize("value", [0.001, 1, 300.0, 3600])
def test_finite_positive_timeouts_pass(value):
    check_timeout(value)


# --------------------------------------------------------------------------- Context validation


@pytest.mark.parametrize(
    "env, value, field",
    [
        ("OLLAMA_HOST", "http://127.0.0.1:99999", "ollama_host"),
        ("OLLAMA_HOST", "gopher://127.0.0.1:11434", "ollama_host"),
        ("HR_AGENT_TIMEOUT", "inf", "request_timeout"),
        ("HR_AGENT_TIMEOUT", "nan", "request_timeout"),
    ],
)
def test_context_refuses_bad_host_and_timeout_settings_with_config_error(monkeypatch, env, value, field):
    from nodes.context import ConfigError, Context

    monkeypatch.setenv(env, value)
    with pytest.raises(ConfigError, match=field):
        Context()


# --------------------------------------------------------------------------- context window


def test_a_prompt_that_fits_passes():
    ensure_prompt_fits("问" * 100, "问" * 10, num_ctx=1000, num_predict=500)


def test_a_prompt_over_num_ctx_is_refused_with_its_size_and_the_setting():
    question = "年假怎么算？" * 400
    prompt = "你是 HR 助手。\n" + question
    with pytest.raises(PromptTooLong) as info:
        ensure_prompt_fits(prompt, question, num_ctx=2048, num_predict=256)
    message = str(info.value)
    assert f"约 {estimate_tokens(prompt)} token" in message and f"问题约 {estimate_tokens(question)} token" in message
    assert "num_ctx=2048" in message and "HR_AGENT_NUM_CTX" in message and "缩短问题" in message
    assert "\n" not in message


def test_the_boundary_counts_the_room_reserved_for_the_answer():
    prompt = "x" * 300  # estimate_tokens: 100 tokens
    tokens = estimate_tokens(prompt)
    ensure_prompt_fits(prompt, "x", num_ctx=tokens + 50, num_predict=50)
    with pytest.raises(PromptTooLong):
        ensure_prompt_fits(prompt, "x", num_ctx=tokens + 49, num_predict=50)


def test_when_the_question_is_small_the_advice_is_the_window_not_the_question():
    with pytest.raises(PromptTooLong) as info:
        ensure_prompt_fits("指令" * 2000, "年假几天？", num_ctx=2048, num_predict=256)
    assert "调大 HR_AGENT_NUM_CTX" in str(info.value) and "缩短问题" not in str(info.value)


def test_question_too_long_refuses_a_question_over_half_the_window():
    assert question_too_long("年假有几天？", 8192) is None
    long_question = "请" * 5000  # 5000 CJK characters: about 5000 tokens
    problem = question_too_long(long_question, 8192)
    assert problem and "num_ctx=8192" in problem and "HR_AGENT_NUM_CTX" in problem and "5000" in problem
    assert question_too_long(long_question, 16384) is None


# --------------------------------------------------------------------------- credentials never shown

USER, SECRET = "hr-admin", "Zq7/x#k?9@w:Lm"  # every character a URL treats specially
CREDENTIAL_HOSTS = [
    f"http://{USER}:{SECRET}@127.0.0.1:11434",
    f"https://{USER}:{SECRET}@ollama.example.com",
    f"{USER}:{SECRET}@host:11434",
    f"http://{USER}:{SECRET}@[::1]:11434",
    f"http://{USER}:{SECRET}@host:70000",
    f"http://{USER}:{SECRET}@host:port",
    f"http://{USER}:{SECRET}@",
    f"http://{USER}:{SECRET}@host:1/v1",
    f"http://{USER}:{SECRET}@host:1?x=1",
    f"http://{USER}:{SECRET}@host name:1",
    f"ftp://{USER}:{SECRET}@host:1",
    f"http://{USER}:{SECRET}@@host:1",
    f"http://{SECRET}@host:1",
    f"http://{USER}@host:1/{SECRET}",
    "http://hr-admin:Zq7%2Fx%23k%3F9%40w%3ALm@host:1",
    "http://hr-admin:pa/ss/word@host:11434",
    "http://hr-admin:pa#ss#word@host:11434",
    "http://hr-admin:pa?ss?word@host:11434",
    "http://hr-admin:/leading@host:11434",
    "http://hr-admin:trailing/@host:11434",
    "http://hr-admin:机密/暗号@host:11434",
    "http://hr-admin:p/w@10.0.0.5",
    "hr-admin:p/w@10.0.0.5:11434",
    "HTTP://hr-admin:P?W#x@HOST:1",
    "http://hr-admin:p#w@host:11434/#frag",
    "https://hr-admin:tok/en@ollama.example.com:443/api?key=k",
]


def secrets_of(url: str) -> list[str]:
    """The user name and every piece of the password a message might cut it into."""
    userinfo = url.split("://", 1)[-1].rpartition("@")[0]
    user, _, password = userinfo.partition(":")
    pieces = [p for p in re.split(r"[/?#@:%]", password) if len(p) >= 2]
    return [s for s in [user, password, *pieces] if len(s) >= 2 and s not in ("host", "http")]


@pytest.mark.parametrize("url", CREDENTIAL_HOSTS)
def test_no_message_about_a_host_with_credentials_shows_them(url):
    shown = [redact_url(url)]
    try:
        check_ollama_host(url, "OLLAMA_HOST")
    except ValueError as exc:
        shown.append(str(exc))
    for text in shown:
        for secret in secrets_of(url):
            assert secret not in text, (url, text)


@pytest.mark.parametrize("url", [u for u in CREDENTIAL_HOSTS if re.search(r":[^@]*[/?#][^@]*@", u.split("://")[-1])
                                 and " " not in u and not u.startswith("ftp")])
def test_a_password_with_a_slash_query_or_hash_is_refused_with_the_encoding_to_use(url):
    with pytest.raises(ValueError) as info:
        check_ollama_host(url, "OLLAMA_HOST")
    assert "%2F" in str(info.value) and "OLLAMA_HOST" in str(info.value)


def test_the_same_hosts_through_the_settings_and_the_cli_never_show_credentials(tmp_path):
    from nodes.context import ConfigError, Context
    from tests.support.harness import cli

    for url in CREDENTIAL_HOSTS[:8] + CREDENTIAL_HOSTS[15:20]:
        try:
            Context(ollama_host=url)
            message = ""
        except ConfigError as exc:
            message = str(exc)
        out = cli("ask", "年假有几天？", "--json", env={"OLLAMA_HOST": url, "HR_AGENT_KB_DIR": str(tmp_path / "kb")})
        for secret in secrets_of(url):
            assert secret not in message + out.stdout + out.stderr, (url, secret)
