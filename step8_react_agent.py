#!/usr/bin/env python3
"""Step 8 — the ReAct HR assistant (same program as the `hr-agent` console script).

    python step8_react_agent.py                      # the design's example question
    python step8_react_agent.py ask "年假有几天？" --today 2026-03-20
    python step8_react_agent.py chat                 # follow-up questions, saved in SQLite
    python step8_react_agent.py tool calculate_leave_days '{"start_date":"2026-03-20","end_date":"2026-03-25"}' --json

`python step8_react_agent.py --help` lists every command.
"""
import sys

from cli.interrupt import ctrl_c_survives_finalizers

ctrl_c_survives_finalizers()  # before the heavy imports: a Ctrl-C while they run is not lost either
try:
    from cli.main import main
except KeyboardInterrupt:  # Ctrl-C while the program loads: the exit code of a Ctrl-C anywhere else
    sys.exit(130)

if __name__ == "__main__":
    sys.exit(main())
