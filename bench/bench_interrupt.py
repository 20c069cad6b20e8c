"""Ctrl-C, measured: seconds from SIGINT to exit, and whether ingest ever aborts.

    .venv/bin/python bench/bench_interrupt.py [--ask-runs 5] [--ingest-tries 50] [--repo DIR]

* `ask` with a slow model (the fake Ollama of tests/): SIGINT once the model has been asked,
  either while it still reads the prompt (no byte yet, 60 s to go) or while it writes (one
  token every 5 s). Reported: seconds SIGINT -> exit (median, max), exit codes, and what
  `history` then shows for the turn.
* `ingest` of ~40 Markdown files into a copy of a knowledge base that holds half of them:
  SIGINT at a random moment (seeded; every other try within the first `--early` seconds, where
  the embedding model loads and its threads start, the rest uniform over one uninterrupted
  ingest's wall time), `--ingest-tries` times. Reported: exit codes (an abort is -6 / 134, "terminate called
  without an active exception"), seconds SIGINT -> exit, and whether the knowledge base
  afterwards holds exactly the old or exactly the new content.

`--repo DIR` runs another checkout's CLI (e.g. `git worktree add /tmp/base 74b4525`) with this
venv and this fake server, for the before figures.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from tests.support.fake_ollama import Fault, FakeOllama  # noqa: E402
from tests.support.filler import varied_chunks, write_filler_docs  # noqa: E402

TODAY = "2026-03-20"
ANSWER = "Thought: 查到了\nFinal Answer: 婚假请按员工手册的规定申请。"
SLOW_WRITE = "Thought: 我需要先查一下员工手册里关于婚假的规定，" * 20 + "\nFinal Answer: 三天。"


def clean_env(**extra) -> dict:
    env = {k: v for k, v in os.environ.items() if not k.startswith("HR_AGENT_") and k != "OLLAMA_HOST"}
    return {**env, **extra}


def cli(repo: Path, *args) -> list[str]:
    return [sys.executable, str(repo / "step8_react_agent.py"), *args]


def ask_once(repo: Path, kb: Path, work: Path, mode: str, n: int) -> tuple[float, int, str]:
    with FakeOllama() as fake:
        if mode == "prompt":
            fake.push(Fault.delay(60, then=ANSWER))
        else:
            fake.chunk_delay = 5.0
            fake.push(SLOW_WRITE)
        db = work / f"threads-{mode}-{n}.sqlite"
        env = clean_env(OLLAMA_HOST=fake.url, HR_AGENT_KB_DIR=str(kb), HR_AGENT_TODAY=TODAY,
                        HR_AGENT_THREADS_DB=str(db), PYTHONPATH=str(repo))
        proc = subprocess.Popen(cli(repo, "ask", "婚假几天？", "--thread", "t", "--stream"), env=env, cwd=repo,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        while not fake.bodies("/api/generate"):
            time.sleep(0.02)
        time.sleep(0.5 if mode == "prompt" else 1.0)
        started = time.perf_counter()
        proc.send_signal(signal.SIGINT)
        proc.communicate(timeout=300)
        took = time.perf_counter() - started
        shown = subprocess.run(cli(repo, "history", "t", "--json"), env=env, cwd=repo, capture_output=True, text=True)
        try:
            turn = json.loads(shown.stdout)["turns"][-1]
            saved = f"{turn['stop_reason']}, answer={'none' if turn['answer'] is None else 'yes'}"
        except (ValueError, KeyError, IndexError):
            saved = "no turn"
        return took, proc.returncode, saved


def bench_ask(repo: Path, kb: Path, runs: int, modes: list[str]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        for mode, label in (("prompt", "model still reading the prompt (60 s to its first token)"),
                            ("write", "model writing, one token per 5 s")):
            if mode not in modes:
                continue
            results = [ask_once(repo, kb, Path(tmp), mode, n) for n in range(runs)]
            secs = [r[0] for r in results]
            print(f"ask, {label}: SIGINT -> exit median {statistics.median(secs):.2f} s, max {max(secs):.2f} s; "
                  f"exit codes {sorted({r[1] for r in results})}; history: {sorted({r[2] for r in results})}")


def kb_count(repo: Path, kb: Path) -> int | None:
    out = subprocess.run(cli(repo, "kb", "list", "--json"), env=clean_env(HR_AGENT_KB_DIR=str(kb), PYTHONPATH=str(repo)),
                         cwd=repo, capture_output=True, text=True)
    if out.returncode != 0:
        return None
    docs = json.loads(out.stdout)
    docs = docs.get("documents", docs) if isinstance(docs, dict) else docs
    return sum(int(d.get("chunks", 0)) for d in docs)


def bench_ingest(repo: Path, tries: int, seed: int, early: float) -> None:
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        # The knowledge base before: the folder with half its files; the ingest then finds the rest.
        docs = tmp / "docs"
        write_filler_docs(docs, varied_chunks(480, 200, 500), per_file=12)
        later = tmp / "later"
        later.mkdir()
        for path in sorted(docs.iterdir())[1::2]:
            path.rename(later / path.name)
        base_kb = tmp / "kb-old"
        env = clean_env(HR_AGENT_KB_DIR=str(base_kb), PYTHONPATH=str(repo))
        subprocess.run(cli(repo, "ingest", str(docs)), env=env, cwd=repo, check=True, capture_output=True)
        old = kb_count(repo, base_kb)
        for path in later.iterdir():
            path.rename(docs / path.name)
        # One uninterrupted ingest: its wall time bounds the random moments; its count is "new".
        full_kb = tmp / "kb-full"
        shutil.copytree(base_kb, full_kb)
        started = time.perf_counter()
        subprocess.run(cli(repo, "ingest", str(docs)), env={**env, "HR_AGENT_KB_DIR": str(full_kb)}, cwd=repo,
                       check=True, capture_output=True)
        whole = time.perf_counter() - started
        new = kb_count(repo, full_kb)
        codes: dict[int, int] = {}
        secs, mixed, aborts = [], 0, []
        for n in range(tries):
            kb = tmp / f"kb-{n}"
            shutil.copytree(base_kb, kb)
            proc = subprocess.Popen(cli(repo, "ingest", str(docs)), env={**env, "HR_AGENT_KB_DIR": str(kb)}, cwd=repo,
                                    stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
            # Half the moments in the first seconds (imports, loading the embedding model, its
            # threads starting), half anywhere in the run.
            time.sleep(rng.uniform(0.05, min(whole, early)) if n % 2 else rng.uniform(0.05, whole))
            started = time.perf_counter()
            proc.send_signal(signal.SIGINT)
            _, err = proc.communicate(timeout=300)
            secs.append(time.perf_counter() - started)
            codes[proc.returncode] = codes.get(proc.returncode, 0) + 1
            if proc.returncode in (-signal.SIGABRT, 128 + signal.SIGABRT) or "terminate called" in err:
                aborts.append(n)
            if kb_count(repo, kb) not in (old, new):
                mixed += 1
            shutil.rmtree(kb, ignore_errors=True)
        print(f"ingest of {len(list(docs.iterdir()))} files, half of them new ({old} -> {new} chunks, {whole:.1f} s uninterrupted), "
              f"{tries} SIGINTs at random moments (seed {seed}): aborts {len(aborts)}; exit codes {dict(sorted(codes.items()))}; "
              f"SIGINT -> exit median {statistics.median(secs):.2f} s, max {max(secs):.2f} s; "
              f"knowledge base neither old nor new: {mixed}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--ask-runs", type=int, default=5)
    ap.add_argument("--ask-modes", default="prompt,write", help="prompt, write or both (a checkout that waits for the "
                    "model takes 60 s a run in `prompt`, ~10 min in `write`)")
    ap.add_argument("--ingest-tries", type=int, default=50)
    ap.add_argument("--seed", type=int, default=31)
    ap.add_argument("--repo", type=Path, default=REPO)
    ap.add_argument("--early", type=float, default=5.0, help="seconds of start-up that half the SIGINTs fall in")
    ap.add_argument("--skip", choices=["ask", "ingest"], action="append", default=[])
    args = ap.parse_args()
    repo = args.repo.resolve()
    print(f"checkout: {repo}")
    if "ask" not in args.skip:
        with tempfile.TemporaryDirectory() as tmp:
            kb = Path(tmp) / "kb"
            subprocess.run(cli(repo, "ingest", str(repo / "knowledge" / "handbook")),
                           env=clean_env(HR_AGENT_KB_DIR=str(kb), PYTHONPATH=str(repo)), cwd=repo, check=True,
                           capture_output=True)
            bench_ask(repo, kb, args.ask_runs, args.ask_modes.split(","))
    if "ingest" not in args.skip:
        bench_ingest(repo, args.ingest_tries, args.seed, args.early)


if __name__ == "__main__":
    main()
