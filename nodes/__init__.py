"""Thin graph nodes: state in, state delta out; the state, settings and resource cache they share."""
from nodes.act import act
from nodes.think import think
from nodes.turn import start_turn

__all__ = ["act", "start_turn", "think"]
