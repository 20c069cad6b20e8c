"""The web app: an ASGI server for the chat page, the inspector and their JSON + SSE API."""
