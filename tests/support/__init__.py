"""Helpers shared by the tests and the benchmarks: the fake Ollama server, scripted model turns, document builders."""
