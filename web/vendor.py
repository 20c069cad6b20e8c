"""Re-vendor the pages' three JavaScript libraries from the npm registry: `python -m web.vendor`.

The pages load nothing from another host, so the builds they need live in web/static/vendor/,
each pinned to one version with its licence file beside it:
  mermaid    draws the compiled graph from its Mermaid text (the inspector)
  marked     turns an answer's Markdown into HTML (the chat page)
  dompurify  sanitises that HTML, and any other model or handbook text shown as HTML

One change is made to each build: the scheme of every URL that is not an XML namespace name is
dropped ("https://github.com/x" → "github.com/x"). Those URLs sit only in error messages and
licence banners, never in anything the browser fetches; without the scheme the served files
hold no address of another host at all (tests/unit/test_web_static.py). Licence files are
copied as they are."""
from __future__ import annotations

import hashlib
import re
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

VENDOR_DIR = Path(__file__).resolve().parent / "static" / "vendor"
# (package, version, build inside the tarball, name served, licence files)
PINNED = (
    ("mermaid", "11.17.2", "package/dist/mermaid.min.js", "mermaid.min.js", ("package/LICENSE",)),
    ("marked", "18.2.1", "package/lib/marked.umd.js", "marked.umd.js", ("package/LICENSE",)),
    ("dompurify", "3.5.0", "package/dist/purify.min.js", "purify.min.js", ("package/LICENSE", "package/LICENSE-MPL")),
)
# Names of XML vocabularies, written as URLs but never fetched: createElementNS needs them.
XML_NAMESPACES = frozenset({
    "http://www.w3.org/2000/svg", "http://www.w3.org/1999/xhtml", "http://www.w3.org/1999/xlink",
    "http://www.w3.org/XML/1998/namespace", "http://www.w3.org/1998/Math/MathML", "http://www.w3.org/2000/xmlns/",
})
URL = re.compile(r"https?://[^\s\"'`)<>\]\\]*")


def namespace_prefix(url: str) -> str | None:
    """The XML namespace name `url` starts with, if any (a minified build may glue text on)."""
    return next((ns for ns in XML_NAMESPACES if url.startswith(ns)), None)


def delink(text: str) -> str:
    """Every URL's scheme dropped, except in XML namespace names."""
    return URL.sub(lambda m: m.group(0) if namespace_prefix(m.group(0)) else m.group(0).split("://", 1)[1], text)


def vendor(workdir: Path) -> list[str]:
    lines = []
    VENDOR_DIR.mkdir(parents=True, exist_ok=True)
    for package, pinned, build, served, licences in PINNED:
        subprocess.run(["npm", "pack", f"{package}@{pinned}", "--silent"], cwd=workdir, check=True,
                       stdout=subprocess.DEVNULL)
        tarball = workdir / f"{package}-{pinned}.tgz"
        with tarfile.open(tarball) as archive:
            original = archive.extractfile(build).read()
            (VENDOR_DIR / served).write_text(delink(original.decode("utf-8")), encoding="utf-8")
            for licence in licences:
                (VENDOR_DIR / f"{package}.{Path(licence).name}").write_bytes(archive.extractfile(licence).read())
        lines.append(f"{package}@{pinned} {build} sha256 {hashlib.sha256(original).hexdigest()} → vendor/{served}")
    return lines


def main() -> int:
    with tempfile.TemporaryDirectory() as tmp:
        for line in vendor(Path(tmp)):
            print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
