"""What every CLI command shares: exit codes, the one-line error, argument types, the run's
settings from flags, and the checks before the agent runs (model server, knowledge base)."""
from __future__ import annotations

import argparse
import sys
import threading

EXIT_OK, EXIT_INTERNAL, EXIT_BAD_INPUT, EXIT_MODEL = 0, 1, 2, 3
EXIT_INTERRUPTED = 130  # Ctrl-C, as a shell reports a process SIGINT ended


class CliError(Exception):
    def __init__(self, message: str, code: int = EXIT_BAD_INPUT):
        super().__init__(message)
        self.code = code


class OneLineParser(argparse.ArgumentParser):
    """argparse, but a usage error is one line naming the problem (exit 2), not a usage dump."""

    def error(self, message: str):
        self.exit(EXIT_BAD_INPUT, f"错误：{message}（{self.prog} --help 查看用法）\n")


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"应为正整数，收到 {text!r}") from None
    if value <= 0:
        raise argparse.ArgumentTypeError(f"应为正整数，收到 {text!r}")
    return value


def port_number(text: str) -> int:
    """A TCP port to listen on: 1-65535 (0 would be "any free port", which nobody could connect to by name)."""
    # ASCII digits only: int() would also take "１２３" or "1_000".
    value = int(text) if text.isascii() and text.isdigit() and len(text) <= 5 else 0
    if not 1 <= value <= 65535:
        raise argparse.ArgumentTypeError(f"应为 1–65535 之间的端口号，收到 {text!r}")
    return value


# Flags that set a run setting: argparse destination -> Context field. Their argparse default
# is None ("not given"), so a flag typed with the default's value still wins over the
# environment; Context applies the environment, then the default, to the rest.
FLAG_FIELDS = {"model": "model", "max_steps": "max_steps", "ollama_host": "ollama_host", "today": "today",
               "kb_dir": "kb_dir", "k": "retrieval_k"}


def context_from_args(args: argparse.Namespace):
    """The run's settings: the flags given, then the environment, then the defaults
    (ConfigError naming the setting for a malformed one)."""
    from nodes.context import Context

    given = {field: getattr(args, dest) for dest, field in FLAG_FIELDS.items() if getattr(args, dest, None) is not None}
    return Context(**given)


def make_context(args: argparse.Namespace):
    from nodes.context import ConfigError

    try:
        return context_from_args(args)
    except ConfigError as exc:
        raise CliError(f"配置错误：{exc}") from None


def open_kb(ctx, quiet: bool = False, writing: bool = False):
    """nodes.resources.open_knowledge_base (the one opener) for a CLI command: a chosen
    knowledge base must exist (else a CliError saying how to set it up, exit 2); the
    demo is announced when it is filled (unless `quiet`) and labelled whenever it is read."""
    from knowledge.generations import NoKnowledgeBase
    from nodes.resources import open_knowledge_base

    def seeding() -> None:
        if not quiet:
            print("首次运行：正在导入内置的示例员工手册到演示知识库（导入你自己的制度见 hr-agent ingest --help）…",
                  file=sys.stderr)

    try:
        kb = open_knowledge_base(ctx, writing=writing, must_exist=not writing, on_seed=seeding)
    except NoKnowledgeBase as exc:
        raise CliError(str(exc)) from None
    if kb.demo:  # on stderr even with --json: a script must not mistake the demo for its handbook
        print(DEMO_LABEL, file=sys.stderr)
    return kb


DEMO_LABEL = ("（使用演示知识库：内置的星河科技示例手册，不是你公司的制度。"
              "导入你自己的：hr-agent ingest 制度文件夹）")


def check_question(question: str, ctx) -> None:
    from llm.context_window import question_too_long

    problem = question_too_long(question, ctx.num_ctx)
    if problem:
        raise CliError(problem)


def prepare_agent(ctx, quiet: bool) -> None:
    """Fail fast with the remedy when the model server or model is missing, or when the
    chosen knowledge base does not exist; seed the demo handbook on first use."""
    from llm.client import ModelUnavailable, UnrecognizedReply
    from nodes.resources import model_client

    try:
        model_client(ctx).preflight()
    except ModelUnavailable as exc:
        raise CliError(str(exc), EXIT_MODEL) from None
    except UnrecognizedReply as exc:  # OLLAMA_HOST names something that is not Ollama: a setting to fix
        raise CliError(str(exc), EXIT_BAD_INPUT) from None
    kb = open_kb(ctx, quiet)  # the demo's first run, a server, or no knowledge base: said now
    # Load the embedder, jieba and the search snapshot while the model writes its first step,
    # not before the request: `start_warmups` runs when the first token arrives.
    WARMUPS.append(threading.Thread(target=_warm_up, args=(kb,), name="kb-warmup", daemon=True))


# Knowledge-base warm-ups, started by `start_warmups`; `main` waits for the started ones before
# the process exits, so a short run never ends the interpreter under a half-opened ChromaDB.
WARMUPS: list[threading.Thread] = []


def start_warmups() -> None:
    for warmup in WARMUPS:
        if warmup.ident is None:
            warmup.start()


def _warm_up(kb) -> None:
    try:
        kb.warmup()
    except Exception:  # noqa: BLE001 - the first search reports whatever is wrong, as one line
        pass
