"""Ingest throughput of whole `hr-agent ingest` runs, one source tree after another, into empty
directories: the bundled handbook and a generated document of `--mb` megabytes (0.30 default).

    .venv/bin/python bench/bench_ingest.py BEFORE_TREE .      # e.g. BEFORE_TREE from `git archive`
    .venv/bin/python bench/bench_ingest.py --mb 2 BEFORE_TREE .
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from tests.support.filler import varied_chunks
ap = argparse.ArgumentParser()
ap.add_argument("trees", nargs="+", help="source trees to compare, each run with its own code")
ap.add_argument("--mb", type=float, default=0.30, help="size of the generated document")
args = ap.parse_args()
doc = Path(tempfile.mkdtemp()) / "filler.md"
sections, size = [], 0
for heading, text in varied_chunks(20000, 300, 700):
    sections.append(f"## {heading}\n\n{text}\n")
    size += len(sections[-1].encode())
    if size >= args.mb * 1e6:
        break
doc.write_text("# 公司文档\n\n" + "\n".join(sections), encoding="utf-8")
print(f"document {size/1e6:.2f} MB, {len(sections)} sections")
for tree in [str(Path(t).resolve()) for t in args.trees]:
    for name, path in (("handbook", Path(tree) / "knowledge" / "handbook"), ("doc", doc)):
        kb = tempfile.mkdtemp()
        env = {**os.environ, "PYTHONPATH": tree}
        t = time.perf_counter()
        out = subprocess.run([sys.executable, f"{tree}/step8_react_agent.py", "ingest", str(path), "--kb-dir", kb],
                             env=env, cwd=tree, capture_output=True, text=True)
        wall = time.perf_counter() - t
        line = [l for l in out.stdout.splitlines() if "新增" in l]
        added = re.search(r"新增 (\d+)", line[-1]) if line else None
        rate = f"{int(added[1]) / wall:.1f} chunks/s" if added else ""
        print(tree, name, f"{wall:.1f}s", rate, line[-1][:80] if line else out.stderr[-300:])
