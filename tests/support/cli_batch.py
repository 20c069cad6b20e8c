"""`python -m tests.support.cli_batch STEPS_JSON`: several `hr-agent` commands in one process,
for tests that must run them where the test process cannot go (a private mount namespace).

Each command is `main` run as a fresh process would see it (tests/support/inprocess.py: its own
environment, streams, exit code; the knowledge base and threads database opened afresh), so a
sequence costs one interpreter start and one load of the libraries instead of one per command.
Steps, in order:
- ["cli", label, mode, [args...]]: prints what the command wrote, then `label=<exit code>` on
  stdout. mode "show": stdout and stderr as they came; "merge": stderr onto stdout (`2>&1`);
  "quiet": neither (`>/dev/null 2>&1`); "errors": stdout dropped, stderr's lines without the
  progress bar's ("导入...") on stderr.
- ["rm", [paths...]]: removes those files (a step between two commands).
"""
from __future__ import annotations

import json
import os
import sys

from tests.support.inprocess import run_main


def _cli(label: str, mode: str, args: list[str]) -> None:
    done = run_main(args)
    if mode == "show":
        sys.stdout.write(done.stdout)
        sys.stderr.write(done.stderr)
    elif mode == "merge":
        sys.stdout.write(done.stdout + done.stderr)
    elif mode == "errors":
        kept = [line for line in done.stderr.splitlines() if line.strip() and not line.startswith("导入")]
        sys.stderr.write("".join(line + "\n" for line in kept))
    elif mode != "quiet":
        raise ValueError(f"unknown mode {mode!r}")
    print(f"{label}={done.returncode}", flush=True)
    sys.stderr.flush()


def main(steps: list) -> None:
    # Loaded before the first run, as in the test process: a module's own atexit hook registered
    # at import inside a run is run at that run's end (the harness's "process exit") while the
    # module stays loaded -- knowledge.e5.native would then refuse every later onnxruntime call.
    import cli.main  # noqa: F401
    import knowledge.e5.engine  # noqa: F401

    for kind, *rest in steps:
        if kind == "cli":
            _cli(*rest)
        elif kind == "rm":
            for path in rest[0]:
                os.remove(path)
        else:
            raise ValueError(f"unknown step {kind!r}")


if __name__ == "__main__":
    main(json.loads(sys.argv[1]))
