"""Handbook knowledge base: structure-aware chunking, local embeddings, hybrid search."""
from .store import DEFAULT_HANDBOOK_DIR, Hit, IngestReport, KnowledgeBase

__all__ = ["KnowledgeBase", "Hit", "IngestReport", "DEFAULT_HANDBOOK_DIR"]
