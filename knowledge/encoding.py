"""Bytes of a text file → str, or a truthful reason why not.

UTF-8 is taken as is (it validates itself). A byte-order mark decides UTF-16/UTF-32, which
are decoded properly; UTF-16 without a mark is decoded when the detector recognises it.
Anything else goes to charset-normalizer, and its answer is accepted
only when it is confident (low "chaos") and the decoded text reads as text (almost no
control or private-use characters): GB18030 decodes nearly every byte sequence, so trying
it blindly turned Big5, Shift-JIS and random bytes into indexed mojibake.
"""
from __future__ import annotations

import codecs
import re

UNKNOWN = "无法确定文本编码（疑似二进制或未知编码）"
BINARY = "看起来是二进制文件，不是文本"

_MAX_CHAOS = 0.1  # charset-normalizer's mess ratio; it rejects above 0.2 by itself
_MAX_NOISE = 0.005  # share of control / private-use / replacement characters a text may hold
_NOISE = re.compile(r"[\x00-\x08\x0b\x0e-\x1f\x7f-\x9f\ue000-\uf8ff\ufffd]")
# Ties between legacy encodings go to GB18030, the usual one for Chinese documents: a few
# GBK bytes read as Korean with the same confidence (charset-normalizer lists both).
_PREFERRED = "gb18030"
_BOMS = (  # UTF-32 first: its little-endian mark starts with UTF-16's
    (codecs.BOM_UTF32_LE, "utf-32"), (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF8, "utf-8-sig"), (codecs.BOM_UTF16_LE, "utf-16"), (codecs.BOM_UTF16_BE, "utf-16"),
)


class EncodingError(ValueError):
    """The bytes are not text in an encoding we can name; the message says why."""


# Terminal escape sequences (CSI, OSC, two-byte ESC) pasted into a document: they are noise to
# the reader and to the model, not a sign of binary data, so they go before the noise test.
_ESCAPE_SEQUENCE = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|\x1b[@-Z\\-_]")


def decode_text(raw: bytes) -> str:
    """The text of `raw` without terminal escape sequences; EncodingError if it is not text."""
    return _ESCAPE_SEQUENCE.sub("", _decode(raw))


def _noisy(text: str) -> bool:
    text = _ESCAPE_SEQUENCE.sub("", text)
    return len(_NOISE.findall(text)) > _MAX_NOISE * len(text)


def _decode(raw: bytes) -> str:
    for bom, encoding in _BOMS:
        if raw.startswith(bom):
            invalid = f"带 {encoding.upper()} 标记，但内容不是有效的 {encoding.upper()}"
            return _decoded_as(raw, encoding, invalid, noisy=BINARY)
    try:
        text = raw.decode("utf-8")
        if not _noisy(text):
            return text
    except UnicodeDecodeError:
        pass
    # Not clean UTF-8 (UTF-16 without a mark is valid UTF-8 full of NULs): ask the detector.
    encoding = detect_encoding(raw)
    return _decoded_as(raw, encoding, f"{UNKNOWN}：按检测到的 {encoding} 无法解码全文", noisy=UNKNOWN)


def _decoded_as(raw: bytes, encoding: str, invalid: str, noisy: str) -> str:
    """`raw` decoded as `encoding`, or EncodingError(invalid) / EncodingError(noisy)."""
    try:
        text = raw.decode(encoding)
    except UnicodeDecodeError:
        raise EncodingError(invalid) from None
    if _noisy(text):
        raise EncodingError(noisy)
    return text


def detect_encoding(raw: bytes) -> str:
    from charset_normalizer import from_bytes

    matches = [m for m in from_bytes(raw) if m.chaos <= _MAX_CHAOS]
    if not matches:
        raise EncodingError(UNKNOWN)
    best = min(m.chaos for m in matches)
    for m in matches:
        if m.encoding == _PREFERRED and m.chaos <= best:
            return m.encoding
    return matches[0].encoding


