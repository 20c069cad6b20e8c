"""`ask_user`: the model asks the person something only they know.

The tool pauses the run with LangGraph's `interrupt()`: the CLI or Studio shows the question
and resumes the run with Command(resume=<the person's answer>), which becomes the
observation. Tool.run lets the interrupt through, as LangGraph's ToolNode does.
"""
from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field, field_validator

from tools.base import Tool, ToolError, ToolOutput

ASK_USER = "ask_user"
MAX_QUESTION_CHARS = 200


class AskUserArgs(BaseModel):
    model_config = ConfigDict(extra="forbid")
    question: str = Field(
        description="要问用户的一个具体问题（只有用户本人知道的信息，如入职日期、所属员工类别）",
        examples=["请问您的入职日期是哪天？"],
    )

    @field_validator("question")
    @classmethod
    def _not_blank(cls, value: str) -> str:
        value = " ".join(value.split())
        if not value:
            raise ValueError("参数 question 不能为空：写一个要问用户的具体问题")
        if len(value) > MAX_QUESTION_CHARS:
            raise ValueError(f"参数 question 过长（{len(value)} 字）：请控制在 {MAX_QUESTION_CHARS} 字以内")
        return value


def _ask(args: AskUserArgs) -> ToolOutput:
    # Imported here: only a graph run can pause, and langgraph.types loads langchain-core's
    # tracers and langsmith (~0.6 s) that `hr-agent tool` / `search` never need.
    from langgraph.types import interrupt

    try:
        reply = interrupt({"type": "ask_user", "question": args.question})
    except RuntimeError:  # not inside a graph run (`hr-agent tool ask_user`): nobody to answer
        raise ToolError("只能在对话中向用户提问（hr-agent ask / chat / studio），单独运行工具时没有人回答") from None
    answer = " ".join(str(reply or "").split()) or "（用户没有回答）"
    return ToolOutput(f"用户回答：{answer}", {"question": args.question, "answer": answer})


def make_ask_user_tool() -> Tool:
    return Tool(
        name=ASK_USER,
        description="向用户问一个只有他本人知道的信息（入职日期、员工类别等），不要用它问制度。",
        args_model=AskUserArgs,
        func=_ask,
    )


__all__ = ["ASK_USER", "ToolError", "make_ask_user_tool"]
