"""State, settings and the compiled ReAct graph.

`graph.graph` is the compiled graph `langgraph.json` names. It lives in `graph/builder.py`
and is loaded on first access here: importing `graph.context` or `graph.state` (as `nodes`
and `tools`-side code do) must not build the graph, or `nodes` → `graph` → `nodes` would
be a cycle that breaks whichever package a program imports first.
"""
from graph.context import ConfigError, Context
from graph.state import AgentState, InputState

_FROM_BUILDER = ("build_graph", "compile_graph", "graph", "route_after_think")


def __getattr__(name: str):
    if name in _FROM_BUILDER:
        from graph import builder

        return getattr(builder, name)
    raise AttributeError(f"module 'graph' has no attribute {name!r}")


__all__ = ["AgentState", "ConfigError", "Context", "InputState", *_FROM_BUILDER]
