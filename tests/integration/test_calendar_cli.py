"""`hr-agent calendar import` / `calendar show` as HR runs them, and the `tool` command
using the knowledge-base directory's imports."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.support.harness import cli

NOTICES = Path(__file__).resolve().parents[1] / "data" / "notices"
NOTICE_2027 = str(NOTICES / "2027-invented.txt")


@pytest.fixture
def env(tmp_path):
    return {"HR_AGENT_KB_DIR": str(tmp_path / "kb"), "HR_AGENT_TODAY": "2026-12-01"}


def _show(year, env, *extra):
    out = cli("calendar", "show", str(year), "--json", *extra, env=env)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)


def test_show_without_imports_names_official_and_provisional_sources(env):
    assert _show(2026, env)["source"] == "official"
    doc = _show(2027, env)
    assert doc["source"] == "provisional" and doc["workdays"] == [] and doc["provisional"] is True
    holidays = {h["date"]: h["name"] for h in doc["holidays"]}
    assert holidays["2027-02-06"] == "春节" and holidays["2027-10-03"] == "国庆节"
    text = cli("calendar", "show", "2027", env=env).stdout
    assert "尚未导入" in text and "仅供参考" in text


def test_import_prints_each_festival_and_show_reports_the_import(env, tmp_path):
    out = cli("calendar", "import", NOTICE_2027, env=env)
    assert out.returncode == 0, out.stderr
    for festival in ("元旦", "春节", "清明节", "劳动节", "端午节", "中秋节", "国庆节"):
        assert f"  {festival}：" in out.stdout
    assert "2027-02-14（周日）" in out.stdout  # make-up working days listed for HR to check
    assert (tmp_path / "kb" / "holidays" / "2027.json").exists()
    doc = _show(2027, env)
    assert doc["source"] == "imported" and doc["file"] == "2027-invented.txt" and doc["imported_at"]
    assert [w["date"] for w in doc["workdays"]] == [
        "2027-02-14", "2027-02-20", "2027-04-25", "2027-05-08", "2027-09-26", "2027-10-09"]
    assert [w["name"] for w in doc["workdays"]] == ["春节", "春节", "劳动节", "劳动节", "国庆节", "国庆节"]
    assert len(doc["holidays"]) == 3 + 9 + 3 + 5 + 1 + 1 + 7


def test_kb_dir_flag_moves_the_imports(env, tmp_path):
    other = tmp_path / "other-kb"
    assert cli("calendar", "import", NOTICE_2027, "--kb-dir", str(other), env=env).returncode == 0
    assert _show(2027, env, "--kb-dir", str(other))["source"] == "imported"
    assert _show(2027, env)["source"] == "provisional"


def test_import_for_a_covered_year_says_whether_it_differs_from_bundled_data(env, tmp_path):
    same = cli("calendar", "import", str(NOTICES / "2026.txt"), env=env)
    assert same.returncode == 0 and "与内置官方数据一致" in same.stdout
    amended = tmp_path / "2026-amended.txt"
    amended.write_text((NOTICES / "2026.txt").read_text(encoding="utf-8").replace("、10月10日（周六）上班", "上班"),
                       encoding="utf-8")
    out = cli("calendar", "import", str(amended), env=env)
    assert out.returncode == 0
    assert "与内置官方数据不同" in out.stdout and "2026-10-10" in out.stdout
    assert "取代了" in out.stdout and "2026.txt" in out.stdout
    assert "2026-10-10" not in [w["date"] for w in _show(2026, env)["workdays"]]


def test_inconsistent_notice_is_refused_whole_and_stores_nothing(env, tmp_path):
    assert cli("calendar", "import", NOTICE_2027, env=env).returncode == 0
    before = (tmp_path / "kb" / "holidays" / "2027.json").read_bytes()
    bad = tmp_path / "bad.txt"
    bad.write_text(Path(NOTICE_2027).read_text(encoding="utf-8").replace("9月26日（周日）", "9月27日（周日）"),
                   encoding="utf-8")
    out = cli("calendar", "import", str(bad), env=env)
    assert out.returncode == 2
    assert len(out.stderr.strip().splitlines()) == 1 and "Traceback" not in out.stderr
    assert "9月27日" in out.stderr and "周一" in out.stderr and "bad.txt" in out.stderr
    assert (tmp_path / "kb" / "holidays" / "2027.json").read_bytes() == before


def test_one_bad_file_among_several_stores_none_of_them(env, tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text("关于2028年部分节假日安排的通知\n一、元旦：2月30日放假。", encoding="utf-8")
    out = cli("calendar", "import", NOTICE_2027, str(bad), env=env)
    assert out.returncode == 2 and "不存在" in out.stderr
    assert not (tmp_path / "kb" / "holidays").exists()


# (command line after `calendar`, what the one-line error must name)
BAD_CALENDAR_INPUT = {"show 2030": "2029", "show 2003": "2004", "show 二〇二七": "YEAR",
                      "import /no/such/notice.txt": "notice.txt"}


@pytest.mark.parametrize("args, needle", BAD_CALENDAR_INPUT.items())
def test_bad_input_is_one_line_and_exit_2(env, args, needle):
    out = cli("calendar", *args.split(), env=env)
    assert out.returncode == 2
    assert needle in out.stderr and len(out.stderr.strip().splitlines()) == 1 and "Traceback" not in out.stderr


def test_tool_command_uses_the_kb_dirs_imports(env, agent_env):
    env = {**agent_env, "HR_AGENT_TODAY": "2026-12-01"}
    args = ["tool", "calculate_leave_days", '{"start_date":"2027-02-01","end_date":"2027-02-28"}', "--json"]
    provisional = json.loads(cli(*args, env=env).stdout)
    assert provisional["data"]["provisional"] is True and "尚未导入" in provisional["observation"]
    assert cli("calendar", "import", NOTICE_2027, env=env).returncode == 0
    imported = json.loads(cli(*args, env=env).stdout)
    assert imported["ok"] and "provisional" not in imported["data"]
    assert imported["data"]["workdays"] != provisional["data"]["workdays"]
