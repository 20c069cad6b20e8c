"""The jieba dictionary cache as knowledge.lexical reads it: the words jieba wrote, or nothing
(jieba then rebuilds the dictionary and writes the cache again), never a half-read one."""
from __future__ import annotations

import marshal
from types import SimpleNamespace

import pytest

from knowledge.lexical import _load_cached_dictionary


def _tokenizer(folder):
    return SimpleNamespace(tmp_dir=str(folder), FREQ={}, total=0, initialized=False)


def test_a_cache_jieba_wrote_is_taken_whole(tmp_path):
    words = {"年休假": 3, "年休": 0, "年": 900, "调休": 40, "调": 500}
    (tmp_path / "jieba.cache").write_bytes(marshal.dumps((words, 1443)))
    tk = _tokenizer(tmp_path)
    assert _load_cached_dictionary(tk) is True
    assert (tk.FREQ, tk.total, tk.initialized) == (words, 1443, True)


@pytest.mark.parametrize("content", [
    None,  # no cache yet
    b"",  # an empty file (a write cut off)
    b"\x00\x01garbage",  # not marshal data
    marshal.dumps(({"年": 1}, 1))[:-3],  # cut off mid-entry
    marshal.dumps([1, 2, 3]),  # marshal data of another shape
    marshal.dumps(({}, 10)),  # no words
    marshal.dumps(({"年": 1}, 0)),  # no total to divide by
    marshal.dumps((["年"], 10)),  # words not a mapping
])
def test_an_unusable_cache_is_refused_and_the_tokenizer_left_to_build_it(tmp_path, content):
    if content is not None:
        (tmp_path / "jieba.cache").write_bytes(content)
    tk = _tokenizer(tmp_path)
    assert _load_cached_dictionary(tk) is False
    assert (tk.FREQ, tk.total, tk.initialized) == ({}, 0, False)


def test_a_cache_folder_that_cannot_exist_is_no_cache(tmp_path):
    assert _load_cached_dictionary(_tokenizer("/dev/null/jieba")) is False
