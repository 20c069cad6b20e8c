"""The ReAct graph: `graph/builder.py` (the compiled `graph` that `langgraph.json` names) and
`graph/threads.py` (its conversations on disk). Imports nothing, so the thread store loads
without the graph."""
