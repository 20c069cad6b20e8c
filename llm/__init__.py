"""The one place that talks to Ollama: `llm.client` (OllamaLLM), `llm.endpoint` (the server's
address: checked, redacted, never proxied), `llm.context_window`, `llm.text`. Import the
modules directly: this package module stays empty so that checking a setting does not load
the ollama client."""
