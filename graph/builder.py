"""The ReAct graph: a new question enters through `start_turn`, then think ⇄ act until an answer."""
from __future__ import annotations

from typing import Literal

from langgraph.graph import END, START, StateGraph

from nodes.act import act
from nodes.think import think
from nodes.turn import start_turn
from nodes.context import Context
from nodes.state import AgentState, InputState


def route_after_think(state: AgentState) -> Literal["act", "__end__"]:
    """`act` when there is a tool call or feedback to report; END on an answer or a fatal error.

    The step budget needs no branch here: once `max_steps` is spent, `think` makes the last,
    tool-free model call and always sets `final_answer`.
    """
    if state.get("stop_reason") or state.get("final_answer") is not None:
        return END
    if state.get("next_action"):
        return "act"
    return END


def build_graph() -> StateGraph:
    builder = StateGraph(AgentState, context_schema=Context, input_schema=InputState)
    builder.add_node("start_turn", start_turn)
    builder.add_node("think", think)
    builder.add_node("act", act)
    builder.add_edge(START, "start_turn")
    builder.add_edge("start_turn", "think")
    builder.add_conditional_edges("think", route_after_think, {"act": "act", END: END})
    builder.add_edge("act", "think")
    return builder


def compile_graph(checkpointer=None, interrupt_before=None):
    return build_graph().compile(checkpointer=checkpointer, interrupt_before=interrupt_before, name="HR ReAct Agent")


# No checkpointer: `langgraph dev` brings its own and refuses a graph that has one.
graph = compile_graph()
