"""Model-client overhead: N completions against the fake Ollama at zero latency.

Baseline, in the same process: the bare `ollama.Client.generate(stream=True)` loop, each
stream read to its end. Measured for both: wall time per completion and the TCP
connections the server accepted (a client that reuses its keep-alive connection opens
one). At zero model latency this isolates what `OllamaLLM.complete` adds per call.

    PYTHONPATH=$PWD nice -n 5 python bench/bench_llm.py [N]
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

import ollama  # noqa: E402

from tests.support.fake_ollama import FakeOllama  # noqa: E402
from llm.client import OllamaLLM  # noqa: E402

MODEL = "qwen2.5:7b"
# A typical ReAct step: a thought, an action and its input, ~60 streamed chunks.
COMPLETION = "Thought: 需要先查公司请假政策\nAction: search_knowledge_base\nAction Input: {\"query\": \"请假提前申请天数\"}" * 2
PROMPT = "你是公司的 HR 助手。" * 200
ROUNDS = 5


def bare_loop(url: str, n: int) -> None:
    client = ollama.Client(host=url)
    for _ in range(n):
        for _part in client.generate(model=MODEL, prompt=PROMPT, stream=True):
            pass


def agent_client(url: str, n: int) -> None:
    llm = OllamaLLM(url, MODEL)
    for _ in range(n):
        llm.complete(PROMPT)


def measure(fn, n: int) -> tuple[float, int]:
    with FakeOllama([COMPLETION] * n) as fake:
        started = time.perf_counter()
        fn(fake.url, n)
        elapsed = time.perf_counter() - started
        assert fake.remaining == 0
        return elapsed, fake.connections_opened


def main(n: int = 200) -> None:
    measure(bare_loop, 5), measure(agent_client, 5)  # warm imports and code paths
    clients = (("bare ollama.Client loop", bare_loop), ("OllamaLLM.complete", agent_client))
    runs: dict = {name: [] for name, _ in clients}
    for _ in range(ROUNDS):  # interleaved, so a busy machine slows both alike
        for name, fn in clients:
            runs[name].append(measure(fn, n))
    rows = {name: min(r, key=lambda x: x[0]) for name, r in runs.items()}
    base_s, _ = rows["bare ollama.Client loop"]
    print(f"{n} completions, zero model latency (best of {ROUNDS} interleaved rounds)")
    print(f"{'client':<26}{'ms/call':>9}{'ratio':>8}{'connections':>13}")
    for name, (secs, conns) in rows.items():
        print(f"{name:<26}{secs / n * 1000:>9.2f}{secs / base_s:>8.2f}{conns:>13}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 200)
