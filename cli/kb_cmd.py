"""`hr-agent kb list|remove`: the documents in a knowledge base."""
from __future__ import annotations

import argparse
import json

from cli.common import EXIT_INTERNAL, EXIT_OK, CliError, make_context, open_kb
from cli.terminal import for_terminal


def add_parser(sub, parents: list[argparse.ArgumentParser]) -> None:
    kb = sub.add_parser("kb", help="查看或修改知识库里的文档（list / remove）")
    actions = kb.add_subparsers(dest="kb_action", metavar="ACTION", required=True)
    ls = actions.add_parser("list", parents=parents, help="列出文档：名称、段数、大小、导入时间、内容哈希")
    ls.add_argument("--json", action="store_true", help="输出一个 JSON 文档")
    rm = actions.add_parser("remove", parents=parents, help="从知识库删除文档（名称见 kb list）")
    rm.add_argument("documents", nargs="+", metavar="DOC", help="文档名（kb list 中的名称）或文件路径")


def cmd_kb(args: argparse.Namespace) -> int:
    from knowledge.documents import UnknownDocuments
    from knowledge.generations import IngestFailed, NoKnowledgeBase

    kb = open_kb(make_context(args), writing=True)  # the user's knowledge base, never the demo
    try:
        if not kb.exists():
            raise kb.store.missing()
        if args.kb_action == "list":
            return print_documents(kb.documents(), args.json)
        report = kb.remove(args.documents)
    except (NoKnowledgeBase, UnknownDocuments) as exc:
        raise CliError(str(exc)) from None
    except IngestFailed as exc:
        raise CliError(str(exc), EXIT_INTERNAL) from None
    print(f"已删除 {len(report.documents)} 个文档（{report.chunks} 段）：{'、'.join(map(for_terminal, report.documents))}")
    return EXIT_OK


def print_documents(docs, as_json: bool) -> int:
    if as_json:
        print(json.dumps([d.as_dict() for d in docs], ensure_ascii=False, indent=2))
        return EXIT_OK
    if not docs:
        print("知识库是空的。")
        return EXIT_OK
    from cli.clock import local_time
    from cli.render import render_table

    rows = [(for_terminal(d.name), str(d.chunks), _size(d.size), local_time(d.ingested_at), for_terminal(d.file_hash))
            for d in docs]
    print(render_table(("文档", "段数", "大小", "导入时间", "内容哈希"), rows))
    print(f"共 {len(docs)} 个文档，{sum(d.chunks for d in docs)} 段")
    return EXIT_OK


def _size(n: int) -> str:
    for unit in ("B", "KB", "MB"):
        if n < 1024 or unit == "MB":
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1024
    return f"{n} B"
