"""Handbook knowledge base: documents → chunks (heading paths) → vectors → hits.

Import the rooms directly (`knowledge.store`, `knowledge.ingest`, …): this package module
stays empty so that importing a light room (e.g. the holiday calendar) does not load ChromaDB.
"""
