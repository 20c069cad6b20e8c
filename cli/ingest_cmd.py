"""`hr-agent ingest`: files or folders into the knowledge base, with a summary of what changed."""
from __future__ import annotations

import argparse
import sys

from cli.common import EXIT_BAD_INPUT, EXIT_INTERNAL, EXIT_OK, CliError, make_context, open_kb
from cli.terminal import for_terminal


def cmd_ingest(args: argparse.Namespace) -> int:
    import time

    from knowledge.generations import IngestFailed
    from knowledge.ingest import NoDocuments, PruneRefused

    ctx = make_context(args)
    kb = open_kb(ctx, writing=True)  # the chosen or the user's default knowledge base, never the demo
    started = time.perf_counter()
    try:
        # The progress bar (files, chunks, chunks/s) goes to stderr; the summary to stdout.
        report = kb.ingest(args.paths, reset=args.reset, progress=True, follow_links=args.follow_links, prune=args.prune,
                           allow_empty=args.allow_empty)
    except KeyboardInterrupt:
        print("\n导入已中断：知识库保持导入前的内容（已算好的向量会在下次导入时复用）", file=sys.stderr)
        return 130
    except IngestFailed as exc:
        raise CliError(str(exc), EXIT_INTERNAL) from None
    except (PruneRefused, NoDocuments) as exc:
        raise CliError(str(exc)) from None
    took = time.perf_counter() - started
    print(f"新增 {report.added}，更新 {report.updated}，删除 {report.removed}，未变 {report.unchanged}，"
          f"跳过 {len(report.skipped)}（{report.files} 个文件，{took:.1f} 秒）")
    if report.pruned:
        print("  已移除（文件已不存在）：" + "、".join(map(for_terminal, report.pruned)))
    for path, reason in report.skipped:
        print(f"  跳过 {for_terminal(path)}：{for_terminal(reason)}")
    for first, second in report.same_content:
        print(f"  内容相同：{for_terminal(first)} 与 {for_terminal(second)}（检索时只返回一次）")
    for note in report.notes():
        print(f"  注意 {for_terminal(note)}")
    nothing = report.added + report.updated + report.removed + report.unchanged == 0
    return EXIT_BAD_INPUT if nothing and report.skipped else EXIT_OK
