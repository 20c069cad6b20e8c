"""Text from documents, the model or file names, made safe to print on a terminal.

A handbook can carry escape sequences (clear the screen, OSC 52 writes the clipboard, OSC 8
hides a link), and a file name can carry a newline that starts a line of its own -- one
that reads like the CLI's `最终回答：`. Everything the CLI prints that it did not write
itself goes through `for_terminal`.
"""
from __future__ import annotations

import os
import re
import sys

ESCAPED_NEWLINE = "\\n"
# Escape sequences as a whole (so their parameters do not linger as text): CSI, OSC (ended by
# BEL or ST, or cut off), DCS/SOS/PM/APC strings, then any other ESC + one character.
_SEQUENCE = re.compile(
    r"(?:\x1b\[|\x9b)[0-?]*[ -/]*[@-~]?"
    r"|(?:\x1b[\]PX^_]|[\x90\x98\x9d\x9e\x9f])[^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)?"
    r"|\x1b[\x20-\x7e]?"
)
_LINE_BREAK = re.compile(r"\r\n|[\r\n\u2028\u2029]")
# C0 except tab and newline, DEL, C1, and the bidirectional overrides that reorder what a
# line appears to say.
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def for_terminal(text: object, newline: str = ESCAPED_NEWLINE) -> str:
    """`text` without escape sequences or control characters; each line break becomes
    `newline`: by default a visible `\\n`, so a name or a one-line field stays on its line;
    "\\n  " for a block whose continuation lines must stay indented under the CLI's label;
    "\\n" where the text is the whole output."""
    lines = _LINE_BREAK.split(_SEQUENCE.sub("", str(text)))
    return newline.join(_CONTROL.sub("", line) for line in lines)


# What a process killed by SIGPIPE reports (128 + 13).
EXIT_READER_GONE = 141


def reader_gone() -> int:
    """The reader of stdout went away (`| head`, `| true`): stop quietly, as a command killed by
    SIGPIPE would (exit 141). Whatever is still buffered goes nowhere, so the interpreter's own
    flush at exit cannot raise again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):  # stdout replaced by something without a file (a test's capture)
        pass
    return EXIT_READER_GONE
