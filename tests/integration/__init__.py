"""Through the real parts: the compiled graph on the fake Ollama, the CLI as a subprocess, ChromaDB, the embedder, Studio."""
