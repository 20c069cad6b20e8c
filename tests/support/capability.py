"""A test whose capability (a system tool, a compiler, a package) is missing: under CI=true it
fails with the reason, so CI never passes by skipping; elsewhere it skips with the reason."""
from __future__ import annotations

import os
from typing import NoReturn

import pytest


def in_ci() -> bool:
    return os.environ.get("CI", "").lower() in ("true", "1")


def missing(reason: str, allow_module_level: bool = False) -> NoReturn:
    if in_ci():
        pytest.fail(f"CI=true and {reason} (.ci/run provides it)", pytrace=False)
    pytest.skip(reason, allow_module_level=allow_module_level)
