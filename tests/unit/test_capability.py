"""A missing capability fails a test under CI=true and skips it elsewhere (tests.support.capability)."""
from __future__ import annotations

import pytest

from tests.support.capability import missing


@pytest.mark.parametrize("ci, outcome", [("true", pytest.fail.Exception), ("TRUE", pytest.fail.Exception),
                                         ("1", pytest.fail.Exception), ("", pytest.skip.Exception),
                                         ("false", pytest.skip.Exception), (None, pytest.skip.Exception)])
def test_a_missing_capability_fails_in_ci_and_skips_elsewhere(monkeypatch, ci, outcome):
    if ci is None:
        monkeypatch.delenv("CI", raising=False)
    else:
        monkeypatch.setenv("CI", ci)
    with pytest.raises(outcome, match="unshare"):
        missing("unshare is not installed")
