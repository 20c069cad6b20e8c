"""Peak memory and time of reading hostile files (issue 13), each in a fresh subprocess.

    nice -n 5 .venv/bin/python bench/bench_hostile.py [--only NAME ...]

Builds the files in a temp dir, then for each runs the ingest read path without embedding
(`read_bounded` → `read_chunks`: decode/parse + chunk) in a new interpreter, and reports
wall time, the outcome (chunks or skip reason) and peak RSS (resource.getrusage of the
finished child). The baseline row is a small ordinary handbook file read the same way:
its RSS is the interpreter plus imports, so "RSS / base" is what the file itself costs.
"""
from __future__ import annotations

import argparse
import io
import json
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
import zipfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'

CHILD = """
import json, sys, time
from pathlib import Path
from knowledge.files import read_bounded
from knowledge.ingest import read_chunks
from knowledge.parsers import DocumentError
path = Path(sys.argv[1])
started = time.monotonic()
try:
    outcome = f"{len(read_chunks(path, read_bounded(path)))} chunks"
except (DocumentError, OSError) as exc:
    outcome = "skipped: " + str(getattr(exc, "strerror", None) or exc)
print(json.dumps({"seconds": time.monotonic() - started, "outcome": outcome}))
"""


def _docx(xml: bytes) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("word/document.xml", xml)
    return buf.getvalue()


def _paragraphs_xml(n: int) -> bytes:
    return (f'<w:document {W}><w:body>'.encode() + b"<w:p><w:r><w:t>x</w:t></w:r></w:p>" * n
            + b"</w:body></w:document>")


def build(folder: Path) -> dict[str, Path]:
    rng = random.Random(13)
    zh = "第三条 员工请假应当提前三个工作日提出申请，经直属主管批准后方可休假。"
    files: dict[str, bytes | None] = {
        "baseline.md": (REPO / "knowledge/handbook/employee_handbook.md").read_bytes(),
        "heading_4kb_spaces.md": ("# 请假" + " " * 4000 + "制度 x\n正文。\n").encode(),
        "docx_100mb_tiny_paragraphs.docx": _docx(_paragraphs_xml(3_000_000)),
        "docx_49mb_xml_under_cap.docx": _docx(_paragraphs_xml(1_400_000)),
        "docx_one_2m_run_paragraph.docx": _docx(f'<w:document {W}><w:body><w:p>'.encode()
                                                + b"<w:r><w:t>x</w:t></w:r>" * 2_000_000 + b"</w:p></w:body></w:document>"),
        "html_800kb_400k_end_tags.html": ("<h1>考勤</h1><p>迟到三次记旷工半天。</p>" + "</" * 400_000).encode(),
        "html_paragraph_flood.html": b"<p>x</p>" * 2_000_000,
        "big5.txt": ("第三條 員工請假應當提前三個工作日提出申請，經直屬主管核准後方可休假。\n" * 2000).encode("big5"),
        "random_bytes.txt": bytes(rng.getrandbits(8) for _ in range(2_000_000)),
        "text_49mb_short_lines.txt": b"ab\n" * (49 * 1024 * 1024 // 3),
        "text_49mb_one_cjk_line.txt": ("员" * (16 * 1024 * 1024)).encode(),
        "text_at_limits.txt": ((zh + "\n") * 98_000).encode(),  # ~3.5M chars, 98k lines: accepted
        "sparse_3gb.txt": None,
    }
    out = {}
    for name, data in files.items():
        path = folder / name
        if data is None:
            with open(path, "wb") as fh:
                fh.truncate(3 * 1024**3)
        else:
            path.write_bytes(data)
        out[name] = path
    return out


def measure(path: Path) -> dict:
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    started = time.monotonic()
    proc = subprocess.run([sys.executable, "-c", CHILD, str(path)], capture_output=True, text=True, env=env)
    wall = time.monotonic() - started
    # The maximum over this process's children: it has only this one (see main).
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    row = json.loads(proc.stdout) if proc.returncode == 0 else {"seconds": wall, "outcome": proc.stderr[-200:]}
    row.update(wall=wall, rss_mb=peak / 1024, size=path.stat().st_size)
    return row


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", nargs="*", help="file names to measure (default: all)")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        files = build(Path(tmp))
        names = [n for n in files if not args.only or n in args.only or n == "baseline.md"]
        rows = {}
        for name in names:
            # A fresh measuring process per file, so RUSAGE_CHILDREN is that file's peak.
            proc = subprocess.run([sys.executable, __file__, "--_one", str(files[name])], capture_output=True, text=True)
            rows[name] = json.loads(proc.stdout)
    base = rows["baseline.md"]["rss_mb"]
    print(f"{'file':34} {'size':>9} {'parse s':>8} {'wall s':>7} {'peak RSS MB':>11} {'/ base':>6}  outcome")
    for name, row in rows.items():
        print(f"{name:34} {row['size'] / 1024:8.0f}K {row['seconds']:8.2f} {row['wall']:7.2f} {row['rss_mb']:11.0f} "
              f"{row['rss_mb'] / base:6.2f}  {row['outcome'][:70]}")


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--_one":
        print(json.dumps(measure(Path(sys.argv[2]))))
    else:
        main()
