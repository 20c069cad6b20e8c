"""`hr-agent ask` without a model: the handbook search and the dates the question needs
(tools/without_model.py), labelled as such, then the remedy as the one error line. Exit 3, as
for any model that cannot be reached: a script sees no answer came; a person sees what the
handbook says meanwhile."""
from __future__ import annotations

import json
import sys

from cli.common import EXIT_MODEL, CliError, open_kb
from cli.terminal import for_terminal


def handbook_only_result(question: str, remedy: str, ctx, quiet: bool):
    from nodes.resources import tool_registry
    from tools.without_model import handbook_only

    try:
        kb = open_kb(ctx, quiet=quiet)
    except CliError as exc:  # no knowledge base either: say so beside the model's remedy
        kb, remedy = None, f"{remedy}；另外，{exc}"
    return handbook_only(question, remedy, kb, tool_registry(ctx), ctx.today_date(), k=ctx.retrieval_k)


def print_handbook_only(question: str, remedy: str, ctx, as_json: bool) -> int:
    result = handbook_only_result(question, remedy, ctx, quiet=as_json)
    if as_json:
        print(json.dumps(result.document(), ensure_ascii=False, indent=2))
    else:
        for line in result.lines():
            print(for_terminal(line, "\n   "))
    sys.stdout.flush()
    print(f"错误：{for_terminal(result.remedy)}", file=sys.stderr)
    return EXIT_MODEL
