"""The ReAct protocol: text out (prompt builders), text in (parser), and the check of a final
answer against what the conversation established. No I/O here. Import the modules directly
(`prompts.parser`, `prompts.answer_check`, …): this package module stays empty so that the eval
scorer's claim reader (`prompts.claims`) loads neither pydantic nor the tools."""
