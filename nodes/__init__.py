"""Thin graph nodes: state in, state delta out."""
from nodes.act import act
from nodes.think import think

__all__ = ["act", "think"]
