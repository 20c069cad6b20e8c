"""Calibrating the SmoothQuant factors: the largest |activation| of every projection's
input channels on fixed texts, measured with the lossless 4-bit graph (what the int8
graph has to reproduce). Run once by bench/calibrate_e5.py, which writes the shipped
factors file; knowledge.e5.build only calls it if that file does not fit the model file."""
from __future__ import annotations

import os

import numpy as np

from .feeds import encoder_feeds, position_plus_type
from .graph import build_encoder_model, projections
from .model_file import ModelFile, dequantize_q4
from .quantize import Smoothing, projection_names, smoothing_factors
from .session import make_session
from .tokenizer import PASSAGE_PREFIX, QUERY_PREFIX, Tokenizer, split_windows

# The handbook's languages and register (Chinese and English HR policy), plus general
# text, as queries and passages. Fixed, so that the factors, and thus every vector, are
# deterministic.
CALIBRATION_TEXTS = (
    "年假天数如何计算？工作满一年不满十年的员工享受五天带薪年休假。",
    "员工因病需要请假的，应当提交医院出具的病假证明，并经部门负责人审批。",
    "加班费按照国家规定的标准支付：工作日延长工作时间支付不低于工资的百分之一百五十。",
    "出差期间的住宿费用按照城市级别实行限额标准，超出部分由个人承担。",
    "试用期员工的工资不得低于本单位相同岗位最低档工资的百分之八十。",
    "How many days of annual leave do I get after five years of service?",
    "Employees travelling on company business may claim reasonable expenses for meals, "
    "lodging and transport, subject to the limits in Appendix B.",
    "Overtime must be approved in advance by the line manager and recorded in the HR system.",
    "The weather was mild in Berlin, and the museum opened its new wing to the public.",
    "今天北京天气晴朗，气温二十度左右，适合户外活动。",
    "报销 travel expenses 需要提供发票 (invoice) 和审批单，金额 ¥1,280.50。",
    "Q3 revenue grew 12% year over year; see https://example.com/report?id=42 for details.",
    # Off-distribution input (emoji, unknown characters, control characters, long runs)
    # drives channels that ordinary prose leaves quiet.
    "👍🎉😀 ✅ 🐊🗹 ★☆♪ ©®™ ①②③ ｱｲｳ ＡＢＣ",
    "\x01\x1b[0m \t\t| col1 | col2 |\n|---|---|\n| 1 | 2 |",
    "的的的的的的的的的的的的的的的的的的的的的的的的的的的的的的的的的的的的的的的的的",
    "Ελληνικά Русский العربية עברית हिन्दी ไทย 한국어 日本語のテキスト",
    "def f(x): return {'a': [1, 2, 3], 'b': None}  # C++ / C# <html></html>",
)


def activation_ranges(model: ModelFile, tokenizer: Tokenizer, num_threads: int = 1) -> dict[str, np.ndarray]:
    """Per projection, the largest |activation| of each input channel on CALIBRATION_TEXTS."""
    session = make_session(build_encoder_model(model, None, expose_linear_inputs=True), num_threads)
    outputs = [o.name for o in session.get_outputs()][1:]
    names = list(projection_names(model.config))
    pos_type = position_plus_type(model)
    ranges: dict[str, np.ndarray] = {}
    for prefix in (QUERY_PREFIX, PASSAGE_PREFIX):
        for text in CALIBRATION_TEXTS:
            # One text per run: no padding rows to pollute the statistics.
            windows = split_windows(tokenizer, tokenizer.content_ids(prefix + text), model.config.max_positions)
            for name, values in zip(names, session.run(outputs, encoder_feeds(model, pos_type, windows))):
                amax = np.abs(values).reshape(-1, values.shape[-1]).max(axis=0)
                ranges[name] = np.maximum(ranges[name], amax) if name in ranges else amax
    return ranges


def calibrate_smoothing(model: ModelFile, tokenizer: Tokenizer, model_path: str, num_threads: int = 1) -> Smoothing:
    """SmoothQuant factors for every projection of `model` (read from `model_path`)."""
    ranges = activation_ranges(model, tokenizer, num_threads)
    factors = {name: smoothing_factors(ranges[name], dequantize_q4(blocks))
               for name, (blocks, _bias) in projections(model).items()}
    return Smoothing(factors, os.path.getsize(model_path))
