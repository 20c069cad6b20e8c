"""The ReAct graph, wiring only: `graph/builder.py` (the compiled `graph` that
`langgraph.json` names)."""
from graph.builder import build_graph, compile_graph, graph, route_after_think

__all__ = ["build_graph", "compile_graph", "graph", "route_after_think"]
