"""What the person sees: the trajectory as it happens, the answer, the step table."""
from __future__ import annotations

import json
import os
import sys
import threading
import time
from typing import Any, TextIO

from cli.terminal import for_terminal


STOP_NOTES = {
    "max_steps": "（步数用完，以下是根据已收集信息给出的回答）",
    "parse_failures": "（模型多次输出无法解析，以下是根据已收集信息给出的回答）",
    "tool_failures": "（工具多次失败，以下是根据已收集信息给出的回答）",
    "truncated": "（模型输出两次都达到长度上限被截断，以下回答不完整；可调大 HR_AGENT_NUM_PREDICT）",
}
SPINNER = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"


def use_color(stream: TextIO) -> bool:
    return stream.isatty() and not os.environ.get("NO_COLOR")


class Spinner:
    """A waiting indicator on stderr until the model's first token; only on a terminal."""

    def __init__(self, stream: TextIO | None = None):
        # Looked up when made, not when this module was imported: whoever calls `main` may
        # have replaced sys.stderr since (a test capturing the output, an embedding program).
        self.stream = stream or sys.stderr
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self, label: str = "模型思考中") -> None:
        if not self.stream.isatty() or self._thread:
            return
        self._stop.clear()
        started = time.monotonic()

        def spin():
            i = 0
            while not self._stop.wait(0.1):
                self.stream.write(f"\r{SPINNER[i % len(SPINNER)]} {label}… {time.monotonic() - started:4.1f}s")
                self.stream.flush()
                i += 1
            self.stream.write("\r\033[K")
            self.stream.flush()

        self._thread = threading.Thread(target=spin, daemon=True)
        self._thread.start()

    def stop(self) -> None:
        if self._thread:
            self._stop.set()
            self._thread.join()
            self._thread = None


class TrajectoryView:
    """Prints each node's update in the design article's format.

    With `stream_tokens`, the model's text appears token by token under the step's header;
    otherwise the parsed, canonical Thought/Action block is printed once the step is done.
    """

    def __init__(self, out: TextIO | None = None, stream_tokens: bool = False, quiet: bool = False):
        self.out = out or sys.stdout  # the current one, as in Spinner
        self.stream_tokens = stream_tokens and not quiet
        self.quiet = quiet
        self.color = use_color(self.out)
        self.spinner = Spinner()
        self._streamed_step: int | None = None

    def header(self, text: str) -> None:
        self.out.write(f"\n\033[1m{text}\033[0m\n" if self.color else f"\n{text}\n")

    def waiting(self) -> None:
        if not self.quiet:
            self.spinner.start()

    def token(self, event: Any) -> None:
        if not self.stream_tokens or not isinstance(event, dict) or "token" not in event:
            return
        if self._streamed_step != event.get("step"):
            self.spinner.stop()
            self._streamed_step = event.get("step")
            self.header("[节点: think]")
        self.out.write(for_terminal(event["token"], "\n"))
        self.out.flush()

    def update(self, node: str, delta: dict, before: dict) -> None:
        self.spinner.stop()
        if self.quiet:
            return
        if node == "think":
            streamed = self._streamed_step is not None and self._streamed_step == delta.get("step_count")
            if streamed:
                self.out.write("\n")
            else:
                self.header("[节点: think]")
                for entry in delta.get("trajectory", []):
                    self.out.write(for_terminal(entry, "\n") + "\n")
            if delta.get("stop_reason") == "error":
                self.out.write(f"（模型调用失败：{for_terminal(delta.get('error'))}）\n")
            self._streamed_step = None
        elif node == "act":
            self.header("[节点: act]")
            action = before.get("next_action") or {}
            if action.get("kind") == "call_tool":
                args = json.dumps(action.get("args") or {}, ensure_ascii=False)
                self.out.write(f"调用工具: {for_terminal(action['tool'])}({for_terminal(args)})\n")
            for entry in delta.get("trajectory", []):
                # Continuation lines indented: a line of a document cannot pass for the CLI's own.
                self.out.write("工具结果: " + for_terminal(entry.removeprefix("Observation:").strip(), "\n  ") + "\n")
            if not delta.get("final_answer"):
                self.waiting()
        self.out.flush()

    def close(self) -> None:
        self.spinner.stop()


def print_answer(state: dict, out: TextIO | None = None, err: TextIO | None = None, quiet: bool = False) -> None:
    out, err = out or sys.stdout, err or sys.stderr  # the current ones, as in Spinner
    if state.get("stop_reason") == "error":
        print(f"错误：{for_terminal(state.get('error'))}", file=err)
        return
    if state.get("stop_reason") == "needs_input":
        print(f"需要你补充信息：{for_terminal(state.get('pending_question'))}", file=out)
        return
    if quiet:
        print(for_terminal(state.get("final_answer") or "", "\n"), file=out)
        if note := _problem_note(state.get("problems") or []):
            print(for_terminal(note), file=out)
        return
    print("\n" + "=" * 60, file=out)
    if note := STOP_NOTES.get(state.get("stop_reason") or ""):
        print(note, file=out)
    print(f"最终回答：{for_terminal(state.get('final_answer') or '', chr(10) + '  ')}", file=out)
    for line in answer_footer(state):
        print(line, file=out)


def _problem_note(problems: list[dict]) -> str:
    """`problem_note`, imported only when there is a problem to describe: the answer check compiles a
    few hundred patterns (~0.2 s) that the table commands (kb list, threads, calendar) never need."""
    if not problems:
        return ""
    from prompts.answer_check import problem_note

    return problem_note(problems)


def answer_footer(turn: dict) -> list[str]:
    """The lines under an answer: what it rests on, and what the answer check found wrong."""
    lines = []
    if turn.get("sources"):
        lines.append("依据：" + "；".join(for_terminal(s) for s in turn["sources"]))
    if note := _problem_note(turn.get("problems") or []):
        lines.append(for_terminal(note))
    return lines


def step_table(steps: list[dict]) -> str:
    """Per step: node, tool, outcome (final, retry_answer, truncated, …), elapsed ms, prompt tokens (estimated from the prompt text),
    new prompt tokens (Ollama's prompt_eval_count: what its cache could not serve),
    completion tokens; totals at the bottom."""
    head = ("步", "节点", "工具", "结果", "耗时ms", "提示≈tok", "新提示tok", "生成tok")
    rows = []
    totals = [0.0, 0, 0, 0]
    for s in steps:
        if not isinstance(s, dict):
            continue
        prompt_est = s.get("prompt_tokens_est")
        rows.append((
            str(s.get("step", "")), for_terminal(s.get("node", "")), for_terminal(s.get("tool") or ""),
            for_terminal(s.get("outcome") or ""), f"{s.get('elapsed_ms', 0):.0f}",
            _n(prompt_est), _n(s.get("prompt_tokens")), _n(s.get("completion_tokens")),
        ))
        totals[0] += s.get("elapsed_ms", 0) or 0
        totals[1] += prompt_est or 0
        totals[2] += s.get("prompt_tokens") or 0
        totals[3] += s.get("completion_tokens") or 0
    rows.append(("合计", "", "", "", f"{totals[0]:.0f}", _n(totals[1]), _n(totals[2]), _n(totals[3])))
    return render_table(head, rows, rule_before_last=True)


def render_table(head, rows, rule_before_last: bool = False) -> str:
    """Columns aligned by display width (a CJK character takes two cells)."""
    widths = [max(_width(r[i]) for r in [head, *rows]) for i in range(len(head))]
    lines = ["  ".join(_pad(c, w) for c, w in zip(r, widths)).rstrip() for r in [head, *rows]]
    lines.insert(1, "  ".join("-" * w for w in widths))
    if rule_before_last:
        lines.insert(len(lines) - 1, "  ".join("-" * w for w in widths))
    return "\n".join(lines)


def _n(value) -> str:
    return "" if value is None else str(int(value))


def _width(text: str) -> int:
    return sum(2 if ord(ch) > 0x2E7F else 1 for ch in text)


def _pad(text: str, width: int) -> str:
    return text + " " * (width - _width(text))
