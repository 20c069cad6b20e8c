"""Generated company text to bury the handbook in, for bench/bench_kb.py.

Two generators:

- `templated_chunks` (the original): 20 Chinese and 10 English topics, 16 sentence
  templates. Every chunk about one topic is a shuffle of the same few sentences, so at
  10,000 chunks each topic has ~375 near-clones (mean cosine to the 10 nearest other
  chunks: 0.976, against 0.92 inside the real handbook). Kept as a stress test.
- `varied_chunks` (the default): documents of a dozen genres (incident reports, meeting
  minutes, release notes, sales and customer notes, supplier and facilities notices,
  product specs, training summaries, runbooks, newsletters), each built from a large
  compositional vocabulary: ~90 systems and products, ~60 customers, people, cities,
  numbers and dates. The aim is a corpus whose chunks are about as self-similar as real
  company documents; bench_kb.py reports the statistic so the claim can be checked.

Neither generator writes about HR, leave, pay, travel or expense policy: a filler chunk
that answered a labelled question would make the recall measurement meaningless.
"""
from __future__ import annotations

import random
from pathlib import Path

# --------------------------------------------------------------------- the original

ZH_TOPICS = ["VPN 客户端", "打印机", "会议室预订系统", "代码仓库", "测试环境", "数据看板", "客户关系系统", "官网改版",
             "季度路演", "供应商评估", "机房巡检", "邮件网关", "移动端应用", "发布流程", "日志平台", "知识分享会",
             "产品路线图", "用户调研", "安全演练", "合同模板库"]
ZH_SENT = [
    "{t}将于{m}月{d}日晚间升级，期间服务暂停约{h}小时。",
    "本周{t}项目完成了{n}个需求的开发，剩余{k}个进入测试。",
    "会议决定由{team}负责{t}的后续跟进，下周三前给出方案。",
    "{t}的访问地址已迁移到新域名，请更新书签。",
    "如遇{t}无法使用，请先重启客户端并检查网络连接。",
    "{team}在{t}中发现{n}个缺陷，其中严重级别{k}个。",
    "{t}的使用手册已上传到共享盘的“{team}/文档”目录。",
    "为提升{t}的稳定性，{team}增加了{n}台服务器。",
    "本次{t}评审共收到{n}条意见，均已逐条回复。",
    "{t}上线后首周活跃用户达到{n}千人，环比增长{k}%。",
]
EN_TOPICS = ["the build pipeline", "the staging cluster", "the customer portal", "the analytics dashboard",
             "the mobile app", "the search service", "the data warehouse", "the design system", "the API gateway",
             "the onboarding wiki"]
EN_SENT = [
    "Maintenance on {t} is planned for {m}/{d}; expect about {h} hours of downtime.",
    "This sprint the team closed {n} tickets on {t} and moved {k} to review.",
    "The {team} team owns follow-up on {t} and will share a plan by Wednesday.",
    "Latency on {t} dropped by {k}% after the cache change.",
    "Please report issues with {t} in the #{team} channel.",
    "A post-mortem for the incident on {t} is scheduled for next week.",
]
TEAMS_ZH = ["平台组", "数据组", "前端组", "运维组", "产品部", "市场部", "测试组"]
TEAMS_EN = ["platform", "data", "frontend", "infra", "product", "growth"]


def templated_chunks(n: int, lo: int, hi: int, seed: int = 7) -> list[tuple[str, str]]:
    """(heading, text) pairs of roughly lo..hi characters from the original 16 templates."""
    rng = random.Random(seed)
    out = []
    for i in range(n):
        en = rng.random() < 0.25
        topics, sents, teams = (EN_TOPICS, EN_SENT, TEAMS_EN) if en else (ZH_TOPICS, ZH_SENT, TEAMS_ZH)
        t = rng.choice(topics)
        target = rng.randint(lo, hi)
        text = ""
        while len(text) < target:
            s = rng.choice(sents).format(t=t, m=rng.randint(1, 12), d=rng.randint(1, 28), h=rng.randint(1, 6),
                                         n=rng.randint(2, 90), k=rng.randint(1, 30), team=rng.choice(teams))
            text += (" " if en and text else "") + s
        heading = (f"Note {i}: {t}" if en else f"{t}通知（{i}）")
        out.append((heading, text[: hi + 40]))
    return out


# --------------------------------------------------------------------- varied documents

_SYSTEMS = """客户关系系统|订单中心|仓储管理系统|物流跟踪平台|支付网关|风控引擎|推荐服务|搜索服务|消息队列|配置中心
|日志平台|监控告警|链路追踪|数据仓库|实时计算平台|报表系统|BI 看板|客服工单系统|呼叫中心|短信平台|邮件网关|统一登录
|权限中心|文件存储|对象存储|容器平台|持续集成流水线|代码仓库|制品库|测试环境|预发环境|灰度发布系统|官网|小程序
|安卓客户端|iOS 客户端|桌面客户端|开放平台|API 网关|设备管理平台|物联网网关|固件升级服务|地图服务|计费系统
|合同管理系统|采购平台|供应商门户|资产管理系统|会议室预订系统|视频会议系统|打印服务|无线网络|机房空调|备份系统
|知识库|设计规范库|埋点平台|A/B 实验平台|用户画像|营销自动化|优惠券系统|会员积分系统|直播系统|内容审核平台""".replace(
    "\n", "").split("|")
_SYSTEMS_EN = """billing service|order pipeline|search cluster|recommendation API|identity provider|feature-flag service
|metrics store|alerting rules|CI runners|artifact registry|staging database|load balancer|CDN configuration
|mobile release train|partner API|data lake|ETL scheduler|customer portal|support inbox|warehouse scanners
|label printers|video conferencing rooms|backup jobs|VPN concentrator|design tokens|docs site|status page""".replace(
    "\n", "").split("|")
_CUSTOMERS = [a + b for a in "华瑞 远航 青禾 中盛 博远 恒信 星辰 云图 海纳 金桥 鼎新 万象 安达 启明 天衡".split()
              for b in ("科技", "物流", "医疗", "零售", "制造", "能源")]
_CUSTOMERS_EN = ["Northwind", "Contoso", "Fabrikam", "Globex", "Initech", "Umbrella Retail", "Acme Freight",
                 "Blue Harbor", "Pinecrest Clinics", "Helios Energy", "Vertex Foods", "Orbit Telecom"]
_SURNAMES = "王 李 张 刘 陈 杨 黄 赵 周 吴 徐 孙 马 朱 胡 郭 何 林 罗 高".split()
_GIVEN = "伟 芳 娜 敏 静 磊 强 洋 艳 勇 军 杰 涛 明 超 霞 平 刚 桂英 晓东 海燕 建华 志强 雪梅 子涵 宇航".split()
_FIRST_EN = ["Alice", "Ben", "Chloe", "Daniel", "Emma", "Felix", "Grace", "Hiro", "Ivy", "Jonas", "Kara", "Liam"]
_TEAMS = "平台组 数据组 前端组 运维组 测试组 安全组 算法组 客户成功部 销售一部 销售二部 市场部 产品部 采购部 法务部 设计组 交付中心".split()
_CITIES = "北京 上海 广州 深圳 杭州 成都 武汉 西安 南京 苏州 重庆 天津 长沙 郑州 青岛 厦门".split()
_PRODUCTS = "智能门锁 车载终端 扫码枪 收银一体机 工业相机 温控传感器 手持终端 自助终端 电子价签 智能网关".split()
_METRICS = "转化率 留存率 客单价 复购率 工单量 平均响应时长 可用性 错误率 P99延迟 日活 毛利率 库存周转天数".split()
_CAUSES = ["证书过期", "磁盘写满", "配置推送错误", "上游接口超时", "数据库连接池耗尽", "缓存雪崩", "DNS 解析异常",
           "依赖库升级不兼容", "定时任务重复执行", "网络抖动", "索引缺失导致慢查询", "内存泄漏"]
_FEATURES = ["批量导入", "多语言界面", "离线模式", "审批流配置", "数据导出", "消息订阅", "暗色主题", "单点登录",
             "操作审计", "自定义报表", "二维码核销", "语音播报", "断点续传", "智能补货建议"]

# Per genre: a heading pattern and sentence templates. Slots are filled per sentence, so
# two chunks of one genre share structure but rarely content.
_GENRES_ZH: dict[str, tuple[str, list[str]]] = {
    "incident": ("{sys}故障复盘（{y}-{m:02d}-{d:02d}）", [
        "{m}月{d}日{hh}:{mm}，{sys}出现{cause}，影响约{n}%的请求，持续{k}分钟。",
        "值班工程师{person}在告警后{k}分钟内介入，先回滚了当天的变更。",
        "根因是{cause}，{team}已补充监控项并设置了{k}级阈值。",
        "受影响的客户包括{cust}和{cust2}，客户成功部已逐一电话说明。",
        "后续改进：为{sys}增加容量预案，并在{m2}月底前完成演练。",
        "本次故障未造成数据丢失，{sys}的对账结果与{sys2}一致。",
    ]),
    "minutes": ("{team}周会纪要（第{w}周）", [
        "参会人：{person}、{person2}、{person3}；记录人：{person4}。",
        "{person}同步了{sys}的进展：{feature}已完成联调，计划{m}月{d}日提测。",
        "讨论了{cust}提出的{feature}需求，结论是先做最小可用版本。",
        "{metric}本周为{n}.{k}，较上周{updown}{k2}个百分点，原因待{team2}分析。",
        "待办：{person2}在周五前整理{sys2}的接口文档并发到群里。",
        "下次周会改到{city}办公室三楼，远程同事使用视频会议接入。",
    ]),
    "release": ("{sys} {v} 版本发布说明", [
        "新增{feature}功能，支持{n}种常见格式。",
        "修复了在{product}上偶发的白屏问题，问题由{person}定位。",
        "{sys}的接口响应时间优化约{k}%，{metric}明显改善。",
        "本版本需要先升级{sys2}到{v2}以上，否则{feature}不可用。",
        "灰度范围为{city}和{city2}的{n}家门店，观察{k}天后全量。",
        "已知问题：{feature}在弱网环境下可能需要重试，下个版本解决。",
    ]),
    "sales": ("{cust}客户拜访纪要", [
        "{person}与{cust}的采购负责人在{city}会面，沟通了{product}的续约事宜。",
        "客户关注{feature}和售后响应速度，希望把平均响应时长压到{k}小时以内。",
        "{cust}目前部署了{n}台{product}，明年计划扩展到{n2}台。",
        "竞品报价比我们低约{k}%，但客户认可我们的{sys}集成能力。",
        "下一步：{team}在{m}月{d}日前提交方案和报价单。",
        "客户反馈上季度{product}的返修率为{k}.{k2}%，需质量部跟进。",
    ]),
    "supplier": ("{product}供应商评估报告", [
        "本次评估{n}家供应商，综合打分前三名进入第二轮谈判。",
        "评分维度包括交付周期、良品率、价格和售后，权重分别为{k}%、30%、25%和15%。",
        "{cust}的样品良品率为9{k2}.{k3}%，交付周期约{n}天。",
        "法务部已审核框架协议中的质保条款，质保期统一为{k2}个月。",
        "采购部建议{product}采用双供应商策略，避免单一来源风险。",
    ]),
    "facility": ("{city}办公室行政通知", [
        "{city}办公室{n}层的空调将于{m}月{d}日进行检修，期间温度可能偏高。",
        "新的门禁系统已启用，请在前台用工牌登记人脸信息。",
        "{n}层茶水间的咖啡机已更换，使用说明贴在机身侧面。",
        "本周六{hh}:00至{hh2}:00大楼停电检修，请提前保存工作并关闭电脑。",
        "快递请统一放到一层收发室，超过{k}天未取的将退回。",
        "会议室{room}的投影仪已更换为{product}，支持无线投屏。",
    ]),
    "spec": ("{product}产品需求说明", [
        "目标用户是{city}等城市的连锁门店店长，核心场景是{feature}。",
        "{product}需要在{k}秒内完成开机并连接到{sys}。",
        "界面支持中文和英文，字体大小可在设置中调整为{n}档。",
        "数据通过{sys2}同步，断网时本地最多缓存{n2}条记录。",
        "验收标准：连续运行{k}天无故障，{metric}不低于行业平均水平。",
        "本需求由{person}负责，设计稿见设计规范库第{n}页。",
    ]),
    "training": ("{sys}培训课程小结", [
        "{person}讲解了{sys}的整体架构和{feature}的实现原理。",
        "课程共{n}人参加，课后测验平均分{n2}分。",
        "实操环节使用测试环境，学员完成了从创建到发布的完整流程。",
        "常见问题整理在知识库中，搜索“{sys}入门”即可找到。",
        "下一期课程主题是{sys2}性能调优，预计{m}月中旬开课。",
    ]),
    "runbook": ("{sys}运维手册：{task}", [
        "执行前确认{sys}当前没有进行中的发布，并在值班群里通知。",
        "登录跳板机后进入{sys}所在的集群，检查{n}个节点的状态。",
        "如发现{cause}，先摘除异常节点，再按顺序重启服务。",
        "操作完成后观察{metric}至少{k}分钟，确认恢复正常。",
        "所有操作需记录到变更系统，并附上执行截图。",
    ]),
    "newsletter": ("{team}月度简报（{y}年{m}月）", [
        "本月{team}共交付{n}个需求，{metric}提升{k}%。",
        "{person}主导的{feature}项目获得{cust}的书面表扬。",
        "{city}分部新开了一个展厅，展示{product}和{product2}。",
        "技术分享会的主题是“{sys}的演进”，录像已上传到知识库。",
        "下月重点：完成{sys2}的迁移，并启动{product}的新一代设计。",
    ]),
}
_GENRES_EN: dict[str, tuple[str, list[str]]] = {
    "incident": ("Incident review: {sys} ({m}/{d})", [
        "At {hh}:{mm} the {sys} started returning errors for about {n}% of requests.",
        "{person} was paged and rolled back the morning deploy within {k} minutes.",
        "The root cause was an expired certificate on the {sys2}.",
        "{cust} opened a ticket; the account team followed up the same day.",
        "Action items: add an expiry alert and rehearse the failover before month end.",
    ]),
    "release": ("Release notes: {sys} {v}", [
        "Adds bulk export for {cust}-sized accounts and a dark theme.",
        "Fixes a crash on older scanners reported by {person}.",
        "p99 latency of the {sys} improved by {k}% after the query rewrite.",
        "Requires the {sys2} at version {v2} or later.",
        "Rolled out to {n}% of traffic first, full rollout after {k} days.",
    ]),
    "sales": ("Account note: {cust}", [
        "{person} met the {cust} operations lead to discuss renewing {n} device licences.",
        "They want faster support responses and an integration with the {sys}.",
        "A competitor quoted about {k}% less; we lead on reliability.",
        "Next step: send a proposal by the {d}th.",
    ]),
    "minutes": ("{team} sync, week {w}", [
        "{person} demoed the new onboarding flow for the {sys}.",
        "{metric_en} moved from {n}.{k} to {n2}.{k2}; the data team is looking into why.",
        "We agreed to cut scope and ship the smallest useful version first.",
        "{person2} will write up the {sys2} migration plan before Friday.",
    ]),
}
_TASKS = ["扩容", "证书轮换", "数据库主从切换", "日志清理", "版本回滚", "缓存预热", "故障节点摘除", "备份恢复演练"]
_METRICS_EN = ["conversion", "retention", "ticket volume", "error rate", "weekly actives", "gross margin"]


def _fill(rng: random.Random, template: str, ctx: dict) -> str:
    return template.format(**ctx)


def _context(rng: random.Random, en: bool) -> dict:
    sysn = _SYSTEMS_EN if en else _SYSTEMS
    person = (lambda: rng.choice(_FIRST_EN)) if en else (lambda: rng.choice(_SURNAMES) + rng.choice(_GIVEN))
    a, b = rng.sample(sysn, 2)
    c1, c2 = rng.sample(_CUSTOMERS_EN if en else _CUSTOMERS, 2)
    t1, t2 = rng.sample(_TEAMS, 2)
    ci1, ci2 = rng.sample(_CITIES, 2)
    p1, p2 = rng.sample(_PRODUCTS, 2)
    return {
        "sys": a, "sys2": b, "cust": c1, "cust2": c2, "team": t1, "team2": t2, "city": ci1, "city2": ci2,
        "product": p1, "product2": p2, "person": person(), "person2": person(), "person3": person(),
        "person4": person(), "feature": rng.choice(_FEATURES), "metric": rng.choice(_METRICS),
        "metric_en": rng.choice(_METRICS_EN), "cause": rng.choice(_CAUSES), "task": rng.choice(_TASKS),
        "updown": rng.choice(["上升", "下降"]), "y": rng.choice([2024, 2025, 2026]), "m": rng.randint(1, 12),
        "m2": rng.randint(1, 12), "d": rng.randint(1, 28), "w": rng.randint(1, 52), "hh": rng.randint(0, 23),
        "hh2": rng.randint(0, 23), "mm": rng.randint(0, 59), "n": rng.randint(2, 90), "n2": rng.randint(10, 500),
        "k": rng.randint(1, 30), "k2": rng.randint(1, 9), "k3": rng.randint(0, 9), "room": f"{rng.randint(2, 20)}{rng.randint(1, 9):02d}",
        "v": f"{rng.randint(1, 9)}.{rng.randint(0, 20)}.{rng.randint(0, 9)}",
        "v2": f"{rng.randint(1, 9)}.{rng.randint(0, 20)}",
    }


def varied_chunks(n: int, lo: int, hi: int, seed: int = 11) -> list[tuple[str, str]]:
    """(heading, text) pairs of roughly lo..hi characters, a quarter of them English.

    One document context (system, customer, people, numbers) per chunk; its sentences
    come from its genre in random order, without repeats, re-drawing the numbers per
    sentence so no two sentences in a chunk read the same."""
    rng = random.Random(seed)
    out = []
    for i in range(n):
        en = rng.random() < 0.25
        genres = _GENRES_EN if en else _GENRES_ZH
        heading_t, sents = genres[rng.choice(sorted(genres))]
        ctx = _context(rng, en)
        heading = _fill(rng, heading_t, ctx)
        target = rng.randint(lo, hi)
        text = ""
        for s in rng.sample(sents, len(sents)):
            if len(text) >= target:
                break
            ctx.update(n=rng.randint(2, 90), k=rng.randint(1, 30), k2=rng.randint(1, 9), d=rng.randint(1, 28))
            text += (" " if en and text else "") + _fill(rng, s, ctx)
        out.append((f"{heading} #{i}", text[: hi + 40]))
    return out


def write_filler_docs(directory: Path, chunks: list[tuple[str, str]], per_file: int = 50) -> None:
    """Markdown files of `per_file` chunks each (one `##` section per chunk) in `directory`."""
    directory.mkdir(parents=True, exist_ok=True)
    for start in range(0, len(chunks), per_file):
        n = start // per_file
        body = "\n".join(f"## {heading}\n\n{text}\n" for heading, text in chunks[start : start + per_file])
        (directory / f"filler_{n:04d}.md").write_text(f"# 内部文档汇编 {n}\n\n{body}", encoding="utf-8")
