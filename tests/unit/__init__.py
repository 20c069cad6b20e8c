"""Pure logic, no servers and no model: parser, prompt, calendar, ranking, scoring (seconds)."""
