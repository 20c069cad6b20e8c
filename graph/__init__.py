"""State, settings and the compiled ReAct graph (`graph.graph`, the object langgraph.json names)."""
from graph.builder import build_graph, compile_graph, route_after_think
from graph.context import ConfigError, Context
from graph.state import AgentState, InputState

# No checkpointer: `langgraph dev` brings its own and refuses a graph that has one.
graph = compile_graph()

__all__ = ["AgentState", "ConfigError", "Context", "InputState", "build_graph", "compile_graph", "graph", "route_after_think"]
