"""argparse's own words (usage errors, help headings) in Chinese, like every other line the CLI prints.

argparse looks each message up through `gettext` as it builds a parser and as it parses, so
the translation is switched on only around those two calls (`chinese_argparse()`), never at
import time; a message missing from the table stays English rather than breaking.
"""
from __future__ import annotations

import argparse
import contextlib
from typing import Iterator

MESSAGES = {
    "usage: ": "用法：",
    "positional arguments": "位置参数",
    "options": "选项",
    "show this help message and exit": "显示本帮助并退出",
    "argument %(argument_name)s: %(message)s": "参数 %(argument_name)s：%(message)s",
    "the following arguments are required: %s": "缺少必需的参数：%s",
    "unrecognized arguments: %s": "无法识别的参数：%s",
    "invalid choice: %(value)r (choose from %(choices)s)": "无效的选择 %(value)r（可选：%(choices)s）",
    "invalid %(type)s value: %(value)r": "无效的 %(type)s 值：%(value)r",
    "expected one argument": "需要一个值",
    "expected at most one argument": "最多接受一个值",
    "expected at least one argument": "至少需要一个值",
    "ambiguous option: %(option)s could match %(matches)s": "选项 %(option)s 有歧义，可能是 %(matches)s",
    "not allowed with argument %s": "不能与参数 %s 同时使用",
    "ignored explicit argument %r": "多余的参数值 %r",
    "one of the arguments %s is required": "需要参数 %s 中的一个",
    "unexpected option string: %s": "意外的选项：%s",
    "%(prog)s: error: %(message)s\n": "%(prog)s：错误：%(message)s\n",
}
PLURALS = {"expected %s argument": "需要 %s 个值"}


def translate(message: str) -> str:
    return MESSAGES.get(message, message)


def translate_plural(singular: str, plural: str, n: int) -> str:
    return PLURALS.get(singular, singular if n == 1 else plural)


@contextlib.contextmanager
def chinese_argparse() -> Iterator[None]:
    """argparse speaks Chinese inside the block (building the parser, parsing, printing help)."""
    saved = argparse._, argparse.ngettext
    argparse._, argparse.ngettext = translate, translate_plural
    try:
        yield
    finally:
        argparse._, argparse.ngettext = saved
