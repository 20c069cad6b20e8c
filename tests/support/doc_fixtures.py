"""Test documents built on the fly: a Word handbook (python-docx) and a PDF handbook
(written by hand: no PDF writer is a dependency of this project)."""
from __future__ import annotations

from pathlib import Path


def make_docx(path: Path) -> Path:
    """Title, Heading 1/2 styles, a custom numbered-clause paragraph style, a table."""
    import docx
    from docx.enum.style import WD_STYLE_TYPE

    d = docx.Document()
    clause = d.styles.add_style("HR Clause", WD_STYLE_TYPE.PARAGRAPH)
    clause.base_style = d.styles["Normal"]
    clause.font.bold = True
    d.add_paragraph("星河科技员工手册", style="Title")
    d.add_paragraph("本手册适用于星河科技全体正式员工。")
    d.add_heading("第一章 假期管理", level=1)
    d.add_paragraph("第一条 婚假", style="HR Clause")
    d.add_paragraph("员工依法登记结婚的，享受婚假十五天，须在登记后一年内一次休完。")
    d.add_paragraph("第二条 请假流程", style="HR Clause")
    d.add_paragraph("员工请假须提前五个工作日在飞书提交申请，由部门负责人审批。")
    d.add_heading("第二章 考勤", level=1)
    d.add_heading("弹性工作", level=2)
    d.add_paragraph("核心工作时间为每日10:00至16:00，其余时间可弹性安排。")
    d.add_paragraph("3.2 补卡：每月可补卡两次，超过两次按旷工半天处理。")
    d.add_heading("第三章 餐补标准", level=1)
    table = d.add_table(rows=3, cols=2)
    for row, (a, b) in zip(table.rows, [("城市", "每日餐补"), ("一线城市", "80元"), ("其他城市", "50元")]):
        row.cells[0].text, row.cells[1].text = a, b
    d.save(str(path))
    return path


# ----------------------------------------------------------------------------- PDF

def _lit(text: str) -> str:
    return "(" + text.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)") + ")"


def make_pdf(path: Path, pages: list[list[tuple[str, str]]], header: str = "Xinghe Tech Handbook 2026") -> Path:
    """A PDF with real text operators. Each page is a list of (style, text); style is one
    of "h" (bold heading), "p" (regular). Latin text uses Helvetica / Helvetica-Bold;
    text containing CJK uses the predefined Adobe-GB1 font STSong-Light (UniGB-UCS2-H,
    ",Bold" for bold) with a ToUnicode map. Every page gets a running header and a
    "- n -" page number, which the reader must drop."""
    cjk_chars = sorted({ch for page in pages for _, t in page for ch in t if ord(ch) > 0x7F} | set(header))
    objs: list[bytes] = []

    def add(body: str | bytes) -> int:
        objs.append(body.encode("latin-1") if isinstance(body, str) else body)
        return len(objs)

    cmap_lines = [f"<{ord(c):04X}> <{ord(c):04X}>" for c in cjk_chars if ord(c) <= 0xFFFF]
    ascii_map = [f"<{c:04X}> <{c:04X}>" for c in range(0x20, 0x7F)]
    entries = ascii_map + cmap_lines
    chunks = [entries[i:i + 100] for i in range(0, len(entries), 100)]
    cmap = ("/CIDInit /ProcSet findresource begin 12 dict begin begincmap\n"
            "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n"
            "/CMapName /Adobe-Identity-UCS def /CMapType 2 def\n"
            "1 begincodespacerange <0000> <FFFF> endcodespacerange\n"
            + "".join(f"{len(c)} beginbfchar\n" + "\n".join(c) + "\nendbfchar\n" for c in chunks)
            + "endcmap CMapName currentdict /CMap defineresource pop end end\n")
    tounicode = add(f"<< /Length {len(cmap)} >>\nstream\n{cmap}endstream")
    fonts = {
        "F1": add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"),
        "F2": add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>"),
    }
    for key, name in (("F3", "STSong-Light"), ("F4", "STSong-Light,Bold")):
        desc = add(f"<< /Type /Font /Subtype /CIDFontType0 /BaseFont /{name} "
                   "/CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> "
                   "/FontDescriptor << /Type /FontDescriptor /FontName /STSong-Light /Flags 6 "
                   "/FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 "
                   "/CapHeight 880 /StemV 93 >> /DW 1000 >>")
        fonts[key] = add(f"<< /Type /Font /Subtype /Type0 /BaseFont /{name} /Encoding /UniGB-UCS2-H "
                         f"/DescendantFonts [{desc} 0 R] /ToUnicode {tounicode} 0 R >>")
    font_res = " ".join(f"/{k} {v} 0 R" for k, v in fonts.items())

    pages_id = len(objs) + 1 + 2 * len(pages) + 1  # placeholder, fixed below
    page_ids: list[int] = []
    content_ids: list[int] = []
    for n, page in enumerate(pages, start=1):
        ops = []
        y = 800
        lines = [("small", header)] + page + [("small", f"- {n} -")]
        for style, text in lines:
            cjk = any(ord(ch) > 0x7F for ch in text)
            bold = style == "h"
            font = ("F4" if bold else "F3") if cjk else ("F2" if bold else "F1")
            size = 9 if style == "small" else (14 if bold else 11)
            s = "<" + "".join(f"{ord(ch):04X}" for ch in text) + ">" if cjk else _lit(text)
            ops.append(f"BT /{font} {size} Tf 50 {y} Td {s} Tj ET")
            y -= 24 if bold else 18
        stream = "\n".join(ops)
        content_ids.append(add(f"<< /Length {len(stream)} >>\nstream\n{stream}\nendstream"))
        page_ids.append(add("PAGE"))  # filled once the Pages id is known
    pages_id = add("PAGES")
    for pid, cid in zip(page_ids, content_ids):
        objs[pid - 1] = (f"<< /Type /Page /Parent {pages_id} 0 R /MediaBox [0 0 595 842] "
                         f"/Resources << /Font << {font_res} >> >> /Contents {cid} 0 R >>").encode("latin-1")
    kids = " ".join(f"{p} 0 R" for p in page_ids)
    objs[pages_id - 1] = f"<< /Type /Pages /Kids [{kids}] /Count {len(page_ids)} >>".encode("latin-1")
    catalog = add(f"<< /Type /Catalog /Pages {pages_id} 0 R >>")

    out = bytearray(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for i, body in enumerate(objs, start=1):
        offsets.append(len(out))
        out += f"{i} 0 obj\n".encode() + body + b"\nendobj\n"
    xref = len(out)
    out += f"xref\n0 {len(objs) + 1}\n0000000000 65535 f \n".encode()
    out += "".join(f"{o:010d} 00000 n \n" for o in offsets).encode()
    out += f"trailer\n<< /Size {len(objs) + 1} /Root {catalog} 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    path.write_bytes(bytes(out))
    return path


PDF_PAGES = [
    [("h", "星河科技差旅制度"),
     ("p", "本制度适用于全体员工因公出差。"),
     ("h", "第一章 住宿标准"),
     ("p", "第一条 一线城市住宿标准为每晚600元，"),
     ("p", "其他城市为每晚400元。"),
     ("p", "第二条 超标部分由员工自理。")],
    [("h", "第二章 交通"),
     ("p", "第三条 高铁二等座可直接报销，飞机经济舱须提前"),
     ("p", "七天预订。"),
     ("h", "Overtime"),
     ("p", "3.2 Overtime meals: employees working past 21:00 may claim"),
     ("p", "a meal allowance of 40 yuan.")],
    [("h", "第三章 报销"),
     ("p", "第四条 差旅费用须在返回后15天内提交报销。")],
]


def numbered_rules(folder: Path, files: int, sections: int, *, heading: str, body: str, stem: str,
                   tag: str = "") -> Path:
    """`files` Markdown documents of `sections` numbered clauses each, every clause distinct
    (numbers, departments and amounts vary), for tests that need many real chunks."""
    folder.mkdir(parents=True, exist_ok=True)
    for f in range(files):
        parts = [f"# 第{f + 1}号{heading}{tag}\n"]
        for s in range(sections):
            parts.append(f"## 第{s + 1}条 事项{f}-{s}\n\n{body}{f}第{s}项{tag}：部门{s}的设备{f}领用须经行政审批，"
                         f"归还时登记编号{f * 100 + s}。逾期未还的，按原价{(s + 1) * 10}%赔偿。\n")
        (folder / f"{stem}_{f}.md").write_text("\n".join(parts), encoding="utf-8")
    return folder



def make_word_export(path: Path, paragraphs: list[tuple[str | None, str]]) -> Path:
    """A Word export as HR writes it: (style, text) paragraphs, style None = Normal body text,
    "h1"/"h2" = Heading 1/2, "title" = Title. Clause numbers are typed into body paragraphs."""
    import docx

    d = docx.Document()
    for style, text in paragraphs:
        if style == "title":
            d.add_paragraph(text, style="Title")
        elif style in ("h1", "h2", "h3"):
            d.add_heading(text, level=int(style[1]))
        else:
            d.add_paragraph(text)
    d.save(str(path))
    return path


_WORD_NS = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'


def make_numbered_docx(path: Path, lists: dict[str, list[tuple]],
                       paragraphs: list[tuple[str | None, str | None, int | None, str]],
                       styles: dict[str, tuple[str, str | None, int | None]] | None = None,
                       instances: dict[str, tuple[str, dict[int, int]]] | None = None) -> Path:
    """A .docx whose numbers exist only in word/numbering.xml, as Word writes automatic numbering.

    lists: abstract list id → its levels, each (numFmt, lvlText, suff[, pStyle or None[, lvlRestart]]);
    paragraphs: (styleId or None, numId or None, ilvl or None, text); styles: styleId → (name, numId, ilvl) for
    styles that carry numbering or a heading name; instances: numId → (abstract id, {ilvl: startOverride}),
    by default one numId per abstract list with the same id."""
    import zipfile

    instances = instances or {a: (a, {}) for a in lists}
    levels_xml = []
    for abstract, levels in lists.items():
        lv = "".join(
            f'<w:lvl w:ilvl="{i}"><w:start w:val="1"/><w:numFmt w:val="{lvl[0]}"/>'
            + (f'<w:lvlRestart w:val="{lvl[4]}"/>' if len(lvl) > 4 else "")
            + (f'<w:pStyle w:val="{lvl[3]}"/>' if len(lvl) > 3 and lvl[3] else "")
            + f'<w:suff w:val="{lvl[2]}"/><w:lvlText w:val="{lvl[1]}"/></w:lvl>'
            for i, lvl in enumerate(levels))
        levels_xml.append(f'<w:abstractNum w:abstractNumId="{abstract}">{lv}</w:abstractNum>')
    for num_id, (abstract, overrides) in instances.items():
        over = "".join(f'<w:lvlOverride w:ilvl="{i}"><w:startOverride w:val="{v}"/></w:lvlOverride>' for i, v in overrides.items())
        levels_xml.append(f'<w:num w:numId="{num_id}"><w:abstractNumId w:val="{abstract}"/>{over}</w:num>')
    numbering = f'<?xml version="1.0" encoding="UTF-8"?><w:numbering {_WORD_NS}>{"".join(levels_xml)}</w:numbering>'
    style_xml = []
    for style_id, (name, num_id, ilvl) in (styles or {}).items():
        num = "" if num_id is None else f"<w:pPr>{_num_pr_xml(num_id, ilvl)}</w:pPr>"
        style_xml.append(f'<w:style w:type="paragraph" w:styleId="{style_id}"><w:name w:val="{name}"/>{num}</w:style>')
    style_part = f'<?xml version="1.0" encoding="UTF-8"?><w:styles {_WORD_NS}>{"".join(style_xml)}</w:styles>'
    body = []
    for style_id, num_id, ilvl, text in paragraphs:
        ppr = (f'<w:pStyle w:val="{style_id}"/>' if style_id else "") + ("" if num_id is None else _num_pr_xml(num_id, ilvl))
        escaped = text.replace("&", "&amp;").replace("<", "&lt;")
        body.append(f'<w:p>{f"<w:pPr>{ppr}</w:pPr>" if ppr else ""}<w:r><w:t xml:space="preserve">{escaped}</w:t></w:r></w:p>')
    document = f'<?xml version="1.0" encoding="UTF-8"?><w:document {_WORD_NS}><w:body>{"".join(body)}</w:body></w:document>'
    types = ('<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
             '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
             '<Default Extension="xml" ContentType="application/xml"/>'
             '<Override PartName="/word/document.xml" '
             'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>')
    rels = ('<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" '
            'Target="word/document.xml"/></Relationships>')
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("[Content_Types].xml", types)
        z.writestr("_rels/.rels", rels)
        z.writestr("word/document.xml", document)
        z.writestr("word/styles.xml", style_part)
        z.writestr("word/numbering.xml", numbering)
    return path


def _num_pr_xml(num_id: str, ilvl: int | None) -> str:
    level = "" if ilvl is None else f'<w:ilvl w:val="{ilvl}"/>'
    return f'<w:numPr>{level}<w:numId w:val="{num_id}"/></w:numPr>'
