"""Model tokens and seconds to a clean end for the 29 real small-model outputs.

    .venv/bin/python bench/bench_runaway.py [--repo DIR] [--rate 25] [--json OUT]

Each output of tests/data/small_model_outputs.jsonl (a 270M base model, recorded) is every
reply of the fake Ollama to one question through the compiled graph (default settings:
num_predict 768, max_steps 6), continued by writing itself again and again until num_predict,
as a base model that never writes its end token does. The fake streams 4 characters at a time
and stops "generating" when the client hangs up, as Ollama does; "tokens" are what it generated
(its tokenizer: one token per 4 UTF-8 bytes), summed over the question's model requests.
"Seconds" are those tokens at a fixed simulated generation rate (`--rate`, default 25 tokens/s,
about what a 270M model does on a 2-core CPU; prompt evaluation not counted), so the figure
does not depend on this machine's load. Also shown: the stop reason, the model requests and
their num_predict budgets.

`--repo DIR` runs another checkout's graph (e.g. `git worktree add /tmp/base 74b4525`) against
this checkout's fake server, for the before figures.
"""
from __future__ import annotations

import argparse
import importlib.util
import json
import os
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
DATA = HERE / "tests" / "data" / "small_model_outputs.jsonl"
QUESTION = "请假需要提前几天申请？如果今天申请，最早哪天能开始休？"
TODAY = "2026-03-20"


def load_fake():
    """This checkout's fake server (stdlib only), whatever checkout's graph runs."""
    spec = importlib.util.spec_from_file_location("bench_fake_ollama", HERE / "tests" / "support" / "fake_ollama.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module.FakeOllama


def looping(text: str):
    def reply(body: dict) -> str:
        return text * (4 * int(body["options"]["num_predict"]) // len(text.encode("utf-8")) + 2)
    return reply


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--repo", type=Path, default=HERE)
    ap.add_argument("--rate", type=float, default=25.0, help="simulated generation rate, tokens/s")
    ap.add_argument("--chunk-delay", type=float, default=0.0005, help="seconds between streamed 4-character pieces")
    ap.add_argument("--json", type=Path, help="write the per-output rows here")
    args = ap.parse_args()
    repo = args.repo.resolve()
    sys.path.insert(0, str(repo))
    for name in [n for n in os.environ if n.startswith("HR_AGENT_") or n == "OLLAMA_HOST"]:
        del os.environ[name]
    FakeOllama = load_fake()
    from graph.builder import graph
    from knowledge.store import KnowledgeBase
    from nodes.context import Context

    outputs = [json.loads(line) for line in DATA.read_text(encoding="utf-8").splitlines() if line.strip()]
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        KnowledgeBase(str(Path(tmp) / "kb")).ensure_seeded()
        for output in outputs:
            with FakeOllama(chunk_delay=args.chunk_delay) as fake:
                fake.push(*[looping(output["text"])] * 20)
                ctx = Context(ollama_host=fake.url, kb_dir=str(Path(tmp) / "kb"), today=TODAY)
                started = time.perf_counter()
                state = graph.invoke({"question": QUESTION}, context=ctx)
                wall = time.perf_counter() - started
                requests = fake.bodies("/api/generate")
                deadline = time.monotonic() + 10  # the fake records a cut stream at its next write
                while len(fake.streamed_tokens) < len(requests) and time.monotonic() < deadline:
                    time.sleep(0.01)
                tokens = sum(fake.streamed_tokens)
            rows.append({"id": output["id"], "stop_reason": state.get("stop_reason"), "requests": len(requests),
                         "budgets": [b["options"]["num_predict"] for b in requests], "tokens": tokens,
                         "seconds": round(tokens / args.rate, 1), "wall_s": round(wall, 2),
                         "outcomes": [s.get("outcome") for s in state.get("steps", []) if s.get("node") == "think"]})
    print(f"checkout {repo}; simulated generation at {args.rate:g} tokens/s")
    print(f"{'id':7} {'stop reason':15} {'req':>3} {'budgets':22} {'tokens':>7} {'seconds':>8}  think outcomes")
    for r in rows:
        print(f"{r['id']:7} {str(r['stop_reason']):15} {r['requests']:>3} {','.join(map(str, r['budgets'])):22} "
              f"{r['tokens']:>7} {r['seconds']:>8.1f}  {' '.join(map(str, r['outcomes']))}")
    total = sum(r["tokens"] for r in rows)
    secs = sorted(r["seconds"] for r in rows)
    print(f"total {total} tokens, {total / args.rate:.0f} s simulated; per question median {secs[len(secs) // 2]:.1f} s, "
          f"max {secs[-1]:.1f} s; stop reasons {sorted({str(r['stop_reason']) for r in rows})}")
    if args.json:
        args.json.write_text(json.dumps(rows, ensure_ascii=False, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()
