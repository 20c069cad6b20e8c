"""Ingest throughput of whole `hr-agent ingest` runs, one source tree after another, into empty
directories: the bundled handbook and a 0.30 MB generated document.

    .venv/bin/python bench/bench_ingest.py BEFORE_TREE .      # e.g. BEFORE_TREE from `git archive`
"""
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from tests.support.filler import varied_chunks
doc = Path(tempfile.mkdtemp()) / "filler.md"
sections, size = [], 0
for heading, text in varied_chunks(20000, 300, 700):
    sections.append(f"## {heading}\n\n{text}\n"); size += len(sections[-1].encode())
    if size >= 300_000:
        break
doc.write_text("# 公司文档\n\n" + "\n".join(sections), encoding="utf-8")
print(f"document {size/1e6:.2f} MB, {len(sections)} sections")
for tree in [str(Path(t).resolve()) for t in sys.argv[1:]]:
    for name, path in (("handbook", Path(tree) / "knowledge" / "handbook"), ("doc", doc)):
        kb = tempfile.mkdtemp()
        env = {**os.environ, "PYTHONPATH": tree}
        t = time.perf_counter()
        out = subprocess.run([sys.executable, f"{tree}/step8_react_agent.py", "ingest", str(path), "--kb-dir", kb],
                             env=env, cwd=tree, capture_output=True, text=True)
        wall = time.perf_counter() - t
        line = [l for l in out.stdout.splitlines() if "新增" in l]
        print(tree, name, f"{wall:.1f}s", line[-1][:80] if line else out.stderr[-300:])
