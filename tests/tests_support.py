from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def repo_path(relative: str) -> str:
    return str(REPO / relative)
