"""The answer the agent gives itself when the model gave none it could use."""
from __future__ import annotations

from typing import Mapping, Sequence

from llm.text import one_line

_WHY = {
    "max_steps": "在允许的步数内没有得出结论",
    "parse_failures": "模型连续输出了无法解析的内容",
    "tool_failures": "工具连续调用失败",
}


def fallback_answer(reason: str, tool_calls: Sequence[Mapping]) -> str:
    """What was found and what failed, so the person still gets the evidence gathered."""
    ok = [c for c in tool_calls if c["ok"]]
    failed = [c for c in tool_calls if not c["ok"]]
    lines = [f"抱歉，{_WHY.get(reason, '未能完成推理')}，无法给出确定的回答。"]
    if ok:
        lines.append("已查到的信息：")
        lines += [f"- {c['tool']}：{one_line(c['observation'])}" for c in ok[-3:]]
    if failed:
        lines.append("失败的操作：")
        lines += [f"- {c['tool']}：{one_line(c['observation'])}" for c in failed[-3:]]
    lines.append("建议换个问法再试，或直接咨询 HR。")
    return "\n".join(lines)
