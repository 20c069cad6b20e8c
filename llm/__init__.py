"""The one place that talks to Ollama."""
from llm.client import Completion, LLMError, ModelUnavailable, OllamaLLM, UnrecognizedReply

__all__ = ["Completion", "LLMError", "ModelUnavailable", "OllamaLLM", "UnrecognizedReply"]
