"""Count the physical lines and the code lines of Python files: a code line carries a token
that is not a comment and not part of a docstring (module, class or function).

    /work/venv/bin/python bench/sloc.py prompts/parser.py prompts/arguments.py
"""
from __future__ import annotations

import ast
import io
import sys
import tokenize

_NOT_CODE = {tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT, tokenize.ENDMARKER}
_DOCUMENTED = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)


def docstring_lines(source: str) -> set[int]:
    lines: set[int] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, _DOCUMENTED) and node.body and isinstance(node.body[0], ast.Expr):
            value = node.body[0].value
            if isinstance(value, ast.Constant) and isinstance(value.value, str):
                lines.update(range(node.body[0].lineno, node.body[0].end_lineno + 1))
    return lines


def code_lines(source: str) -> int:
    docstrings, lines = docstring_lines(source), set()
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type not in _NOT_CODE:
            lines.update(n for n in range(token.start[0], token.end[0] + 1) if n not in docstrings)
    return len(lines)


def main(paths: list[str]) -> None:
    total = 0
    for path in paths:
        source = open(path, encoding="utf-8").read()
        total += code_lines(source)
        print(f"{path}: {len(source.splitlines())} lines, {code_lines(source)} code lines")
    print(f"total: {total} code lines")


if __name__ == "__main__":
    main(sys.argv[1:])
