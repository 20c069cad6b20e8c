"""`hr-agent calendar import` / `show` / `list` / `remove` as HR runs them, hostile files
given to `import`, kills in the middle of a change, and the `tool` command using the
knowledge-base directory's imports."""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tests.support.harness import REPO, cli

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


# --- hostile files: refused at once, one line, nothing stored ------------------------------

def _refused(out, *needles):
    assert out.returncode == 2, (out.returncode, out.stdout, out.stderr)
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in out.stderr, out.stderr
    for needle in needles:
        assert needle in out.stderr, out.stderr


def test_fifo_named_like_a_notice_is_refused_at_once(env, tmp_path):
    fifo = tmp_path / "notice.txt"
    os.mkfifo(fifo)
    out = cli("calendar", "import", str(fifo), env=env, timeout=60)  # a hang fails as a timeout
    _refused(out, "notice.txt", "不是普通文件", "命名管道")
    assert not (tmp_path / "kb" / "holidays").exists()


@pytest.mark.parametrize("target", ["/dev/zero", "/dev/null", "/dev/urandom"])
def test_link_to_a_device_is_refused_at_once(env, tmp_path, target):
    link = tmp_path / "2027通知.txt"
    link.symlink_to(target)
    _refused(cli("calendar", "import", str(link), env=env, timeout=60), "2027通知.txt", "字符设备")


def test_device_itself_is_refused(env):
    _refused(cli("calendar", "import", "/dev/zero", env=env, timeout=60), "/dev/zero", "不是普通文件")


def test_directory_is_refused(env, tmp_path):
    folder = tmp_path / "notices.txt"
    folder.mkdir()
    _refused(cli("calendar", "import", str(folder), env=env), "notices.txt", "文件夹")


def test_huge_sparse_file_is_refused_before_reading(env, tmp_path):
    huge = tmp_path / "notice.txt"
    with open(huge, "wb") as fh:
        fh.truncate(3 * 1024**3)
    _refused(cli("calendar", "import", str(huge), env=env, timeout=60), "notice.txt", "文件过大", "5 MB")


def test_binary_junk_named_like_a_notice_is_refused_by_the_encoding_rules(env, tmp_path):
    junk = tmp_path / "notice.txt"
    junk.write_bytes(bytes(range(256)) * 40)
    _refused(cli("calendar", "import", str(junk), env=env), "notice.txt", "无法读取")


def test_gb18030_notice_is_read_like_utf8(env, tmp_path):
    legacy = tmp_path / "通知.txt"
    legacy.write_bytes(Path(NOTICE_2027).read_text(encoding="utf-8").encode("gb18030"))
    assert cli("calendar", "import", str(legacy), env=env).returncode == 0
    assert len(_show(2027, env)["workdays"]) == 6


# --- never partial without saying so -------------------------------------------------------


@pytest.fixture
def first_five_lines(tmp_path):
    part = tmp_path / "first-five.txt"
    part.write_text("\n".join(Path(NOTICE_2027).read_text(encoding="utf-8").splitlines()[:5]), encoding="utf-8")
    return str(part)


def test_partial_notice_is_refused_naming_the_missing_festivals(env, tmp_path, first_five_lines):
    _refused(cli("calendar", "import", first_five_lines, env=env), "first-five.txt", "春节", "国庆节", "--allow-partial")
    assert not (tmp_path / "kb" / "holidays").exists()


def test_allow_partial_imports_and_every_view_says_partial(env, first_five_lines):
    out = cli("calendar", "import", first_five_lines, "--allow-partial", env=env)
    assert out.returncode == 0, out.stderr
    assert "部分导入" in out.stdout and "春节" in out.stdout
    text = cli("calendar", "show", "2027", env=env).stdout
    assert "部分导入" in text and "春节：2027-02-05（周五） 至 2027-02-08（周一） 放假，共 4 天（按法定节日推算）" in text
    doc = _show(2027, env)
    assert doc["source"] == "imported" and doc["provisional"] is True and doc["missing_from"] == "provisional"
    assert doc["missing"] == ["春节", "清明节", "劳动节", "端午节", "中秋节", "国庆节"]
    listed = json.loads(cli("calendar", "list", "--json", env=env).stdout)
    assert [r for r in listed if r["year"] == 2027][0]["partial"] is True
    tool = json.loads(cli("tool", "calculate_leave_days", '{"start_date":"2027-10-01","end_date":"2027-10-08"}',
                          "--json", env=env).stdout)
    assert tool["observation"].startswith("2027 年导入的放假通知缺少春节、清明节、劳动节、端午节、中秋节、国庆节的安排")
    assert tool["data"]["workdays"] == 5  # estimate: 10-01..03 off (Fri–Sun), then 10-04..08 worked


def test_makeup_line_pasted_on_its_own_line_is_imported(env, tmp_path):
    pasted = tmp_path / "pasted.txt"
    pasted.write_text(Path(NOTICE_2027).read_text(encoding="utf-8").replace("共9天。2月14日", "共9天。\n　　2月14日"),
                      encoding="utf-8")
    out = cli("calendar", "import", str(pasted), env=env)
    assert out.returncode == 0, out.stderr
    assert {"date": "2027-02-14", "name": "春节"} in _show(2027, env)["workdays"]


# --- next year's December days: show and the tools agree ---------------------------------------


def test_december_days_of_next_years_notice_are_seen_alike_by_show_and_the_tools(env, tmp_path):
    notice = tmp_path / "2027.txt"
    notice.write_text(Path(NOTICE_2027).read_text(encoding="utf-8").replace(
        "一、元旦：1月1日（周五）至3日（周日）放假，共3天。",
        "一、元旦：2026年12月31日（周四）至2027年1月3日（周日）放假，共4天。2026年12月26日（周六）上班。"),
        encoding="utf-8")
    assert cli("calendar", "import", str(notice), env=env).returncode == 0
    shown = _show(2026, env)
    assert {"date": "2026-12-31", "name": "2027年元旦"} in shown["holidays"]
    assert {"date": "2026-12-26", "name": "2027年元旦"} in shown["workdays"]
    assert "2027年元旦：2026-12-31（周四） 放假" in cli("calendar", "show", "2026", env=env).stdout
    count = json.loads(cli("tool", "calculate_leave_days", '{"start_date":"2026-12-21","end_date":"2026-12-31"}',
                           "--json", env=env).stdout)
    assert count["data"]["workdays"] == 5 + 1 + 3  # 12-21..25, Saturday 12-26 worked, 12-28..30; 12-31 off
    today = cli("tool", "get_current_date", env={**env, "HR_AGENT_TODAY": "2026-12-31"})
    assert "放假：元旦假期中的休息日（不是法定节假日）" in today.stdout  # the law gives 1 January; 31 December is moved off
    after = json.loads(cli("tool", "add_workdays", '{"date":"2026-12-30","days":1}', "--json", env=env).stdout)
    assert after["data"]["date"] == "2027-01-04"  # 12-31 and 01-01..03 off


# --- list and remove ---------------------------------------------------------------------------

LOCAL_TIME = re.compile(r"\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}")


def test_list_names_every_years_source_file_and_local_import_time(env):
    assert cli("calendar", "import", NOTICE_2027, env=env).returncode == 0
    text = cli("calendar", "list", env=env)
    assert text.returncode == 0, text.stderr
    row_2027 = [line for line in text.stdout.splitlines() if line.startswith("2027 ")][0]
    assert "导入的通知" in row_2027 and "2027-invented.txt" in row_2027 and LOCAL_TIME.search(row_2027)
    assert re.search(r"^2004–2026 +内置官方数据", text.stdout, re.M)
    assert re.search(r"^2028–2029 +法定节日推算", text.stdout, re.M)
    rows = json.loads(cli("calendar", "list", "--json", env=env).stdout)
    assert [r["year"] for r in rows] == list(range(2004, 2030))
    assert {r["source"] for r in rows if r["year"] <= 2026} == {"official"}
    imported = rows[2027 - 2004]
    assert imported["source"] == "imported" and imported["file"] == "2027-invented.txt"
    assert LOCAL_TIME.fullmatch(imported["imported_at"]) and imported["partial"] is False


def test_remove_returns_the_year_to_the_estimate_or_the_official_data(env):
    assert cli("calendar", "import", NOTICE_2027, str(NOTICES / "2026.txt"), env=env).returncode == 0
    out = cli("calendar", "remove", "2027", env=env)
    assert out.returncode == 0 and "2027-invented.txt" in out.stdout and "法定节日推算" in out.stdout
    assert _show(2027, env)["source"] == "provisional"
    assert cli("calendar", "remove", "2026", env=env).returncode == 0
    assert _show(2026, env)["source"] == "official"
    _refused(cli("calendar", "remove", "2027", env=env), "YEAR", "2027", "没有导入")
    _refused(cli("calendar", "remove", "27", env=env), "YEAR")


def _killed_in(call: str, after: bool, args: list[str], env: dict) -> subprocess.CompletedProcess:
    """Run the CLI with `os.<call>` replaced by a SIGKILL of the process itself, before or
    after the real call: the one step that changes what is stored, interrupted."""
    code = textwrap.dedent(f"""
        import os, signal, sys
        from cli.main import main
        real = os.{call}
        def killed(*args, **kwargs):
            if {after!r}:
                real(*args, **kwargs)
            os.kill(os.getpid(), signal.SIGKILL)
        os.{call} = killed
        sys.argv = ["hr-agent", *{args!r}]
        sys.exit(main())
    """)
    full_env = {k: v for k, v in os.environ.items() if not k.startswith("HR_AGENT_")}
    full_env.update(env, PYTHONPATH=str(REPO))
    return subprocess.run([sys.executable, "-c", code], env=full_env, cwd=REPO, capture_output=True, text=True,
                          timeout=120)


@pytest.mark.parametrize("after, source", [(False, "imported"), (True, "provisional")])
def test_remove_killed_mid_way_leaves_the_old_or_the_new_state(env, after, source):
    assert cli("calendar", "import", NOTICE_2027, env=env).returncode == 0
    assert _killed_in("unlink", after, ["calendar", "remove", "2027"], env).returncode == -9
    assert _show(2027, env)["source"] == source
    assert cli("calendar", "list", env=env).returncode == 0


@pytest.mark.parametrize("after, file", [(False, "2027-invented.txt"), (True, "2027-second.txt")])
def test_import_killed_mid_way_leaves_the_old_or_the_new_state(env, tmp_path, after, file):
    assert cli("calendar", "import", NOTICE_2027, env=env).returncode == 0
    second = tmp_path / "2027-second.txt"
    second.write_text(Path(NOTICE_2027).read_text(encoding="utf-8"), encoding="utf-8")
    assert _killed_in("replace", after, ["calendar", "import", str(second)], env).returncode == -9
    assert _show(2027, env)["file"] == file
    rows = json.loads(cli("calendar", "list", "--json", env=env).stdout)
    assert [r["year"] for r in rows if r["source"] == "imported"] == [2027]  # a left-over temporary file is no year


def test_list_and_remove_cope_with_a_damaged_import(env, tmp_path):
    holidays = tmp_path / "kb" / "holidays"
    holidays.mkdir(parents=True)
    (holidays / "2027.json").write_text("{not json", encoding="utf-8")
    listed = cli("calendar", "list", env=env)
    assert listed.returncode == 0 and re.search(r"^2027 +导入的文件已损坏.*calendar remove 2027", listed.stdout, re.M)
    out = cli("calendar", "remove", "2027", env=env)
    assert out.returncode == 0 and "已损坏" in out.stdout
    assert _show(2027, env)["source"] == "provisional"
