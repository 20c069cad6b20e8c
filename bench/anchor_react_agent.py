"""The anchor for bench/bench_prompt_tokens.py: LangGraph's `create_react_agent` with the same
tools (this tree's names, descriptions, argument models and observations), its prompts rendered
through Qwen2.5's own chat template with tools, as Ollama or a Hugging Face server would render
native tool calling for that model. A scripted chat model makes the same calls as the text
agent's scripted model (a native-tool agent has no date in its prompt, so it asks for it).
"""
from __future__ import annotations

import json
from typing import Any, Callable

from langchain_core.language_models.chat_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.tools import StructuredTool
from langchain_core.utils.function_calling import convert_to_openai_tool

QWEN_SYSTEM = "You are Qwen, created by Alibaba Cloud. You are a helpful assistant."
TOOLS_HEAD = ("\n\n# Tools\n\nYou may call one or more functions to assist with the user query.\n\n"
              "You are provided with function signatures within <tools></tools> XML tags:\n<tools>")
TOOLS_TAIL = ("\n</tools>\n\nFor each function call, return a json object with function name and arguments within "
              "<tool_call></tool_call> XML tags:\n<tool_call>\n{\"name\": <function-name>, \"arguments\": "
              "<args-json-object>}\n</tool_call><|im_end|>\n")


def tojson(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def call_text(name: str, args: dict) -> str:
    return f'<tool_call>\n{{"name": "{name}", "arguments": {tojson(args)}}}\n</tool_call>'


def render_qwen(messages: list[BaseMessage], tools: list[dict]) -> str:
    """Qwen2.5-Instruct's chat template (tokenizer_config.json), with tools, generation prompt on."""
    out = "<|im_start|>system\n" + QWEN_SYSTEM + TOOLS_HEAD
    out += "".join("\n" + tojson(t) for t in tools) + TOOLS_TAIL
    for i, m in enumerate(messages):
        if isinstance(m, HumanMessage):
            out += f"<|im_start|>user\n{m.content}<|im_end|>\n"
        elif isinstance(m, AIMessage) and not m.tool_calls:
            out += f"<|im_start|>assistant\n{m.content}<|im_end|>\n"
        elif isinstance(m, AIMessage):
            out += "<|im_start|>assistant" + (f"\n{m.content}" if m.content else "")
            out += "".join("\n" + call_text(c["name"], c["args"]) for c in m.tool_calls) + "<|im_end|>\n"
        elif isinstance(m, ToolMessage):
            if i == 0 or not isinstance(messages[i - 1], ToolMessage):
                out += "<|im_start|>user"
            out += f"\n<tool_response>\n{m.content}\n</tool_response>"
            if i == len(messages) - 1 or not isinstance(messages[i + 1], ToolMessage):
                out += "<|im_end|>\n"
    return out + "<|im_start|>assistant\n"


class ScriptedToolModel(BaseChatModel):
    """Answers from `script(messages)`: ("tool", name, args) or ("final", text); records each call."""

    script: Callable
    calls: list = []

    @property
    def _llm_type(self) -> str:
        return "scripted-tools"

    def bind_tools(self, tools, **kwargs):
        return self

    def _generate(self, messages, stop=None, run_manager=None, **kwargs) -> ChatResult:
        kind, *rest = self.script(messages)
        if kind == "tool":
            name, args = rest
            message = AIMessage(content="", tool_calls=[{"name": name, "args": args, "id": f"call_{len(self.calls)}"}])
            completion = call_text(name, args)
        else:
            message = AIMessage(content=rest[0])
            completion = rest[0]
        self.calls.append((list(messages), completion))
        return ChatResult(generations=[ChatGeneration(message=message)])


def lc_tools(registry) -> list[StructuredTool]:
    """The agent's tools as LangChain tools: same name, description, argument model, result."""
    def runner(name):
        def run(**kwargs):
            args = {k: v.isoformat() if hasattr(v, "isoformat") else v for k, v in kwargs.items()}
            return registry.run(name, args).observation
        return run

    return [StructuredTool.from_function(func=runner(t.name), name=t.name, description=t.description,
                                         args_schema=t.args_model) for t in registry]


def anchor_agent(registry, script):
    from langgraph.checkpoint.memory import InMemorySaver
    from langgraph.prebuilt import create_react_agent

    model = ScriptedToolModel(script=script, calls=[])
    tools = lc_tools(registry)
    agent = create_react_agent(model, tools, checkpointer=InMemorySaver())
    return agent, model, [convert_to_openai_tool(t) for t in tools]
