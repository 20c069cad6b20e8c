"""Mainland-China working-day calendar: which days are off, which weekend days are worked.

Three sources, in order of authority for a year:
  1. an imported State Council notice (`imports`, parsed by `notice`), stored in the
     knowledge-base directory so HR can put next year's schedule in force the day it is
     published;
  2. the official schedule bundled with `chinese_calendar` (`official`);
  3. a provisional estimate from the statutory festivals alone (`statutory`), flagged as
     such all the way to the model's answer.

This package depends on neither the tool framework nor ChromaDB/LangGraph: the tool layer
(`tools.dates`) turns its errors into observations, and the CLI's `tool` command stays fast.
"""
