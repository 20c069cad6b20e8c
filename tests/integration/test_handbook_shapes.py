"""Handbooks as HR writes them, through the CLI: a Markdown handbook with 第N条 in the body is
found per clause, clauses run together are reported at ingest, and a folder with nothing to
read is an error naming it."""
from __future__ import annotations

from pathlib import Path

from tests.support.harness import cli
from tests.unit.test_structure import EVERYDAY_MD


def test_markdown_handbook_is_searched_per_clause(tmp_path: Path):
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "手册.md").write_text(EVERYDAY_MD, encoding="utf-8")
    kb = str(tmp_path / "kb")
    out = cli("ingest", str(docs), "--kb-dir", kb)
    assert out.returncode == 0, out.stderr
    assert "新增 3，" in out.stdout and "注意" not in out.stdout
    found = cli("search", "报销期限", "--kb-dir", kb, "-k", "1")
    assert found.returncode == 0, found.stderr
    assert "第七条 报销期限" in found.stdout and "30天内" in found.stdout
    assert "第六条" not in found.stdout  # the hit is the clause, not the chapter


def test_clauses_run_together_are_reported_with_file_and_count(tmp_path: Path):
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "pasted.txt").write_text("报销制度\n第六条 发票须真实。第七条 报销期限为三十天。第八条 借款十五天内结清。\n",
                                     encoding="utf-8")
    out = cli("ingest", str(docs), "--kb-dir", str(tmp_path / "kb"))
    assert out.returncode == 0, out.stderr
    assert "pasted.txt：1 段仍含多个编号条款（共 3 条）" in out.stdout


def test_ingest_of_a_folder_with_no_documents_is_an_error_naming_it(tmp_path: Path):
    for name, files in (("empty", {}), ("pictures", {"scan.png": b"\x89PNG", ".hidden.md": b"# x"})):
        folder = tmp_path / name
        folder.mkdir()
        for file, data in files.items():
            (folder / file).write_bytes(data)
        out = cli("ingest", str(folder), "--kb-dir", str(tmp_path / "kb"))
        assert out.returncode == 2, out.stdout
        assert f"文件夹 {folder} 中没有可导入的文档" in out.stderr and "Traceback" not in out.stderr
        assert not (tmp_path / "kb").exists() or not any((tmp_path / "kb").iterdir())


def test_word_handbook_numbered_by_word_itself_is_searched_per_article(tmp_path: Path):
    """第N条 that Word numbers (the paragraph text holds no number) is found as that article, cited by its number."""
    from tests.unit.test_docx_text import _handbook

    docs = tmp_path / "docs"
    docs.mkdir()
    _handbook(docs)
    kb = str(tmp_path / "kb")
    out = cli("ingest", str(docs), "--kb-dir", kb)
    assert out.returncode == 0, out.stderr
    assert "新增 5，" in out.stdout
    found = cli("search", "婚假几天", "--kb-dir", kb, "-k", "1")
    assert found.returncode == 0, found.stderr
    assert "第二章 假期 > 第四条" in found.stdout and "婚假3天" in found.stdout
    assert "病假" not in found.stdout and "年休假" not in found.stdout  # the hit is the article, not the chapter
