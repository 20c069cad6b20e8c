"""The command line (`hr-agent` and `step8_react_agent.py`): parsing, printing, exit codes."""
