"""What the pages are made of (web/static/): nothing that names another host, nothing the
page policy would block, no HTML built from strings in our own scripts, and each vendored
library pinned with its licence beside it."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from web.vendor import PINNED, VENDOR_DIR, delink

STATIC = Path(__file__).resolve().parents[2] / "web" / "static"
# XML vocabulary names: written as URLs, never fetched (createElementNS needs them).
NAMESPACE_NAMES = ("http://www.w3.org/2000/svg", "http://www.w3.org/1999/xhtml", "http://www.w3.org/1999/xlink",
                   "http://www.w3.org/XML/1998/namespace", "http://www.w3.org/1998/Math/MathML",
                   "http://www.w3.org/2000/xmlns/")
URL = re.compile(r"(?:https?|wss?|ftp)://[^\s\"'`)<>\]\\]*", re.I)
# A host without a scheme in a place that loads it: src="//cdn…", url(//…), @import "//…".
SCHEMELESS = re.compile(r"""(?:src|href)\s*=\s*["']?//|url\(\s*["']?//|@import\s+["']?//""", re.I)
OWN_SCRIPTS = ("common.js", "chat.js", "feedback.js", "inspector.js", "admin.js", "admin-strings.js",
               "admin-documents.js", "admin-holidays.js", "admin-report.js")
PAGES = ("index.html", "inspector.html", "admin.html")


def served_files() -> list[Path]:
    return sorted(p for p in STATIC.rglob("*") if p.is_file() and "LICENSE" not in p.name)


def foreign_urls(text: str) -> list[str]:
    return [u for u in URL.findall(text) if not any(u.startswith(ns) for ns in NAMESPACE_NAMES)]


def test_there_are_pages_scripts_and_vendored_builds_to_check():
    names = {p.relative_to(STATIC).as_posix() for p in served_files()}
    assert {*PAGES, "style.css", "admin.css", *OWN_SCRIPTS} <= names
    assert {f"vendor/{served}" for _, _, _, served, _ in PINNED} <= names


@pytest.mark.parametrize("path", served_files(), ids=lambda p: p.relative_to(STATIC).as_posix())
def test_no_served_file_names_another_host(path):
    text = path.read_text(encoding="utf-8")
    assert foreign_urls(text) == []
    assert not SCHEMELESS.search(text)


def test_the_url_check_catches_a_cdn_script_a_font_and_a_beacon():
    page = ('<script src="https://cdn.example.com/x.js"></script><link href="//fonts.example.com/a.css">'
            '<style>@import "//x.example/y.css"; a{background:url(http://t.example/p.gif)}</style>')
    assert foreign_urls(page) == ["https://cdn.example.com/x.js", "http://t.example/p.gif"]
    assert SCHEMELESS.search(page)
    assert foreign_urls('createElementNS("http://www.w3.org/2000/svg","g")') == []


@pytest.mark.parametrize("page", PAGES)
def test_pages_load_only_their_own_files_with_no_inline_script(page):
    html = (STATIC / page).read_text(encoding="utf-8")
    scripts = re.findall(r"<script\b([^>]*)>(.*?)</script>", html, re.S | re.I)
    assert scripts and all(re.search(r'\bsrc="/static/[^"]+"', attrs) and not body.strip() for attrs, body in scripts)
    assert not re.search(r"\son[a-z]+\s*=", html, re.I)  # inline handlers: the page policy blocks them
    for ref in re.findall(r'(?:src|href)="(/static/[^"]+)"', html):
        assert (STATIC / ref.removeprefix("/static/")).is_file(), ref


@pytest.mark.parametrize("name", OWN_SCRIPTS)
def test_our_scripts_never_build_html_from_strings(name):
    code = (STATIC / name).read_text(encoding="utf-8")
    assert not re.search(r"\.(?:inner|outer)HTML\b|insertAdjacentHTML|document\.write|\beval\(|new Function", code)


@pytest.mark.parametrize("package, version, build, served, licences", PINNED, ids=[p[0] for p in PINNED])
def test_each_vendored_build_is_the_pinned_version_with_its_licence(package, version, build, served, licences):
    head = (VENDOR_DIR / served).read_text(encoding="utf-8")
    assert version in head
    for licence in licences:
        text = (VENDOR_DIR / f"{package}.{Path(licence).name}").read_text(encoding="utf-8")
        assert "Permission is hereby granted" in text or "Apache License" in text or "Mozilla Public License" in text


def test_delink_drops_the_scheme_of_addresses_but_keeps_namespace_names():
    text = ('throw Error("report it at https://github.com/x/y/issues.");'
            'document.createElementNS("http://www.w3.org/2000/svg","g");/* http://opensource.org/licenses/MIT */')
    assert delink(text) == ('throw Error("report it at github.com/x/y/issues.");'
                            'document.createElementNS("http://www.w3.org/2000/svg","g");/* opensource.org/licenses/MIT */')
