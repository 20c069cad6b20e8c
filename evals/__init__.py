"""Evaluation logic behind `hr-agent eval`: question files, per-answer scoring, totals. Pure; the command is `cli/eval_cmd.py`."""
