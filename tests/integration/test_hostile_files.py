"""Hostile files (issue 13, Ingest): each is built here, and each test pins that the reader
finishes quickly with a clear skip reason (or the right text) instead of hanging, eating
memory or indexing junk. Memory bounds run the reader in a subprocess under a 1 GB
address-space limit (the reader only: onnxruntime/ChromaDB need more address space)."""
from __future__ import annotations

import io
import os
import random
import subprocess
import sys
import textwrap
import time
import zipfile
from pathlib import Path

import pytest

from knowledge import limits
from knowledge.files import LINK_OUTSIDE, FileTooLarge, collect_files, read_bounded
from knowledge.ingest import read_chunks
from knowledge.parsers import DocumentError, decode_text, parse_document

ROOT = Path(__file__).resolve().parents[2]
FAST_S = 20.0  # generous for a busy 2-core box; the failures this pins took 60 s to minutes

POLICY_ZH = ("第三条 员工请假应当提前三个工作日提出申请，经直属主管批准后方可休假。"
             "年休假按工龄计算，累计工作满一年不满十年的，年休假五天。") * 20
POLICY_TW = ("第三條 員工請假應當提前三個工作日提出申請，經直屬主管核准後方可休假。"
             "特別休假依勞動基準法規定辦理，年資滿一年者給予七日。") * 20
POLICY_JA = ("第三条 従業員が休暇を取得する場合は、三営業日前までに申請し、上長の承認を得なければならない。"
             "年次有給休暇は労働基準法に従う。") * 20


def timed(fn, *args):
    started = time.monotonic()
    try:
        return fn(*args), time.monotonic() - started
    except DocumentError as exc:
        return exc, time.monotonic() - started


def run_under_1gb(code: str) -> subprocess.CompletedProcess:
    """Run `code` in a fresh interpreter limited to 1 GB of address space."""
    prelude = "import resource; resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))\n"
    return subprocess.run([sys.executable, "-c", prelude + textwrap.dedent(code)], cwd=ROOT, capture_output=True,
                          text=True, timeout=120, env={**os.environ, "PYTHONPATH": str(ROOT)})


# ----------------------------------------------------------------------------- regex / Markdown


def test_markdown_heading_full_of_spaces_is_chunked_quickly(tmp_path):
    """4 KB: a heading line holding thousands of spaces took ~60 s in the heading regex."""
    raw = ("# 请假" + " " * 4000 + "制度 x\n正文。\n").encode()
    chunks, elapsed = timed(read_chunks, tmp_path / "a.md", raw)
    assert elapsed < FAST_S
    assert chunks[0].heading_path == ["请假 制度 x"] and chunks[0].text == "正文。"


# ----------------------------------------------------------------------------- size limits


def test_sparse_3gb_text_file_is_refused_before_reading(tmp_path):
    path = tmp_path / "huge.txt"
    with open(path, "wb") as fh:
        fh.truncate(3 * 1024**3)  # sparse: no disk used, 3 GB if read
    started = time.monotonic()
    with pytest.raises(FileTooLarge) as err:
        read_bounded(path)
    assert time.monotonic() - started < 1.0
    assert "文件过大" in err.value.strerror and "50 MB" in err.value.strerror


def docx_bytes(document_xml: bytes) -> bytes:
    """A minimal .docx whose word/document.xml is `document_xml` (deflated)."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("[Content_Types].xml", '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>')
        z.writestr("word/document.xml", document_xml)
    return buf.getvalue()


W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'


def tiny_paragraphs_xml(n: int) -> bytes:
    return (f'<?xml version="1.0"?><w:document {W}><w:body>'.encode()
            + b"<w:p><w:r><w:t>x</w:t></w:r></w:p>" * n + b"</w:body></w:document>")


def test_docx_bomb_of_tiny_paragraphs_is_refused_from_the_zip_directory(tmp_path):
    """~100 MB of tiny paragraphs in a few hundred KB of zip ran for minutes and took 10 GB."""
    raw = docx_bytes(tiny_paragraphs_xml(3_000_000))
    assert len(raw) < 1_000_000
    err, elapsed = timed(parse_document, tmp_path / "bomb.docx", raw)
    assert isinstance(err, DocumentError) and "解压后" in str(err) and "50 MB" in str(err)
    assert elapsed < FAST_S


def test_docx_under_the_size_cap_but_over_the_paragraph_cap_is_skipped(tmp_path):
    raw = docx_bytes(tiny_paragraphs_xml(limits.MAX_PARAGRAPHS + 10))
    err, elapsed = timed(parse_document, tmp_path / "many.docx", raw)
    assert isinstance(err, DocumentError) and "段落超过" in str(err)
    assert elapsed < FAST_S


def test_docx_lying_about_its_size_is_stopped_while_streaming(tmp_path):
    raw = bytearray(docx_bytes(tiny_paragraphs_xml(2_000_000)))  # ~70 MB of XML
    # Rewrite the declared uncompressed size in the central directory entry to 1 KB.
    at = raw.rfind(b"word/document.xml") - 46
    assert raw[at : at + 4] == b"PK\x01\x02"
    raw[at + 24 : at + 28] = (1024).to_bytes(4, "little")
    err, _ = timed(parse_document, tmp_path / "liar.docx", bytes(raw))
    assert isinstance(err, DocumentError)  # capped or a bad zip: either way skipped, never read whole


def test_docx_reader_stays_under_1gb_on_the_bomb():
    result = run_under_1gb("""
        from tests.integration.test_hostile_files import docx_bytes, tiny_paragraphs_xml
        from pathlib import Path
        from knowledge.parsers import DocumentError, parse_document
        raw = docx_bytes(tiny_paragraphs_xml(1_400_000))  # ~49 MB of XML: under the size cap
        try:
            parse_document(Path("x.docx"), raw)
        except DocumentError as exc:
            print("SKIPPED", exc)
    """)
    assert result.returncode == 0, result.stderr[-2000:]
    assert "SKIPPED" in result.stdout and "段落超过" in result.stdout


def test_docx_with_one_giant_paragraph_is_skipped_under_1gb():
    """A paragraph is only complete at its end tag: 2M runs in one paragraph built a tree of
    ~800 MB before the reader saw it."""
    result = run_under_1gb("""
        from tests.integration.test_hostile_files import docx_bytes, W
        from pathlib import Path
        from knowledge.parsers import DocumentError, parse_document
        xml = f'<w:document {W}><w:body><w:p>'.encode() + b"<w:r><w:t>x</w:t></w:r>" * 2_000_000 + b"</w:p></w:body></w:document>"
        try:
            parse_document(Path("x.docx"), docx_bytes(xml))
        except DocumentError as exc:
            print("SKIPPED", exc)
    """)
    assert result.returncode == 0, result.stderr[-2000:]
    assert "SKIPPED" in result.stdout and "单个段落" in result.stdout


def test_real_word_document_still_reads_headings_tables_and_text(tmp_path):
    from tests.support.doc_fixtures import make_docx

    path = make_docx(tmp_path / "handbook.docx")
    doc = parse_document(path, path.read_bytes())
    levels = {b.text: b.level for b in doc.blocks}
    assert any(level == 1 for level in levels.values())
    assert any(" | " in b.text for b in doc.blocks)  # a table row


# ----------------------------------------------------------------------------- HTML


def test_html_ending_in_400k_unclosed_end_tags_is_fast_and_indexes_no_junk(tmp_path):
    """800 KB ending in 400,000 `</` took ~100 s in html.parser and indexed the junk."""
    raw = ("<html><head><title>考勤制度</title></head><body><h1>考勤</h1><p>第三条 迟到三次记旷工半天。</p>"
           + "</" * 400_000).encode()
    doc, elapsed = timed(parse_document, tmp_path / "junk.html", raw)
    assert elapsed < FAST_S
    assert all("</" not in b.text for b in doc.blocks)
    assert [b.text for b in doc.blocks] == ["考勤", "第三条 迟到三次记旷工半天。"]


def test_html_of_stray_brackets_is_skipped_as_empty(tmp_path):
    err, elapsed = timed(parse_document, tmp_path / "lt.html", b"<" * 800_000)
    assert isinstance(err, DocumentError) and "没有正文" in str(err)
    assert elapsed < FAST_S


def test_html_paragraph_flood_hits_the_paragraph_cap(tmp_path):
    raw = b"<p>x</p>" * (limits.MAX_PARAGRAPHS + 10)
    err, elapsed = timed(parse_document, tmp_path / "flood.html", raw)
    assert isinstance(err, DocumentError) and "段落超过" in str(err)
    assert elapsed < FAST_S


def test_html_endless_paragraph_hits_the_character_cap(tmp_path):
    err, elapsed = timed(parse_document, tmp_path / "endless.html", b"word " * (limits.MAX_TEXT_CHARS // 5 + 10))
    assert isinstance(err, DocumentError) and "文字超过" in str(err)
    assert elapsed < FAST_S


def test_time_budget_stops_a_slow_parse(tmp_path):
    budget = limits.Budget(seconds=0.0)
    with pytest.raises(DocumentError, match="解析超过"):
        parse_document(tmp_path / "a.html", b"<p>x</p>" * 200_000, budget)


def test_text_with_too_many_lines_is_skipped(tmp_path):
    err, _ = timed(parse_document, tmp_path / "lines.txt", b"ab\n" * (limits.MAX_PARAGRAPHS + 1))
    assert isinstance(err, DocumentError) and "段落超过" in str(err)


# ----------------------------------------------------------------------------- encodings


@pytest.mark.parametrize("text,encoding", [(POLICY_ZH, "gb18030"), (POLICY_ZH, "gbk"), (POLICY_TW, "big5"),
                                           (POLICY_JA, "shift_jis")])
def test_legacy_cjk_encodings_are_detected_not_read_as_gb18030(text, encoding):
    assert decode_text(text.encode(encoding)) == text


@pytest.mark.parametrize("bom_codec", ["utf-16", "utf-16-be", "utf-32"])
def test_utf16_and_utf32_with_a_byte_order_mark_are_decoded(bom_codec):
    raw = POLICY_ZH.encode(bom_codec)
    if bom_codec == "utf-16-be":
        raw = b"\xfe\xff" + raw
    assert decode_text(raw) == POLICY_ZH


@pytest.mark.parametrize("text", [POLICY_ZH, "Annual leave: 5 days after one year of service.\n" * 50])
def test_utf16_without_a_byte_order_mark_is_detected(text):
    assert decode_text(text.encode("utf-16-le")) == text


def test_random_bytes_are_skipped_with_a_reason():
    rng = random.Random(13)
    for size in (200, 5_000, 200_000):
        with pytest.raises(DocumentError, match="无法确定文本编码|二进制"):
            decode_text(bytes(rng.getrandbits(8) for _ in range(size)))


def test_high_bytes_only_are_not_indexed_as_mojibake():
    rng = random.Random(7)
    with pytest.raises(DocumentError, match="无法确定文本编码"):
        decode_text(bytes(rng.randint(0x81, 0xFE) for _ in range(20_000)))


def test_utf8_binary_with_control_characters_is_not_text():
    with pytest.raises(DocumentError, match="无法确定文本编码"):
        decode_text(bytes(range(1, 32)) * 100)


# ----------------------------------------------------------------------------- symlinks


@pytest.fixture
def folder_with_links(tmp_path):
    outside = tmp_path / "secrets"
    outside.mkdir()
    (outside / "salary.md").write_text("# 工资\n机密。", encoding="utf-8")
    docs = tmp_path / "docs"
    (docs / "sub").mkdir(parents=True)
    (docs / "policy.md").write_text("# 请假\n正文。", encoding="utf-8")
    (docs / "leak.md").symlink_to(outside / "salary.md")
    (docs / "leakdir").symlink_to(outside, target_is_directory=True)
    (docs / "alias.md").symlink_to(docs / "policy.md")
    (docs / "sub" / "loop").symlink_to(docs, target_is_directory=True)
    return docs


def test_links_out_of_the_folder_are_not_followed_by_default(folder_with_links):
    skipped: list[tuple[str, str]] = []
    files = collect_files([folder_with_links], skipped)
    assert [f.path.name for f in files] == ["policy.md"]
    reasons = dict(skipped)
    assert reasons[str(folder_with_links / "leak.md")] == LINK_OUTSIDE
    assert reasons[str(folder_with_links / "leakdir")] == LINK_OUTSIDE
    assert "同一个文件" in reasons[str(folder_with_links / "alias.md")]


def test_follow_links_reads_them_once_and_survives_a_loop(folder_with_links):
    skipped: list[tuple[str, str]] = []
    files = collect_files([folder_with_links], skipped, follow_links=True)
    names = sorted(str(f.path.relative_to(folder_with_links)) for f in files)
    assert names == ["leak.md", "policy.md"]  # leakdir/salary.md is the same file as leak.md
    assert any("循环" in r for _, r in skipped)


def test_cli_skips_a_leaking_link_and_follows_it_only_when_asked(folder_with_links, tmp_path):
    """The secret behind a link was searchable after `ingest docs/`."""
    from tests.support.harness import cli

    def ingest(*extra):
        return cli("ingest", str(folder_with_links), "--kb-dir", str(tmp_path / "kb"), *extra)

    first = ingest()
    assert first.returncode == 0, first.stderr
    assert "leak.md" in first.stdout and "指向导入目录之外" in first.stdout
    from knowledge.store import KnowledgeBase

    assert "leak.md" not in {m.get("source") for m in KnowledgeBase(tmp_path / "kb").snapshot().metadatas}

    second = ingest("--follow-links")
    assert second.returncode == 0, second.stderr
    assert "leak.md" in {m.get("source") for m in KnowledgeBase(tmp_path / "kb").snapshot().metadatas}
