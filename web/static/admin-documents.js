/* The desk's documents: the list (file, chunks, clauses, updated, warnings), upload through
   the file input (several files at once; a refused upload names each file at fault), how a
   file was split, delete after a confirmation; and the hit test. */
"use strict";

(() => {
  const { t, paren, el, time, api } = HR;
  const { $, list, enc, failed, busy, reload, sections } = HRDesk;

  // -- documents -------------------------------------------------------------------------

  function warningsOf(doc) {
    return list(doc.warnings).map((w) => (typeof w === "string" ? w : w.message || w.text || JSON.stringify(w)));
  }

  function documentRow(doc) {
    const name = doc.file ?? doc.document ?? doc.name;
    const actions = el("td", { class: "actions" });
    const showChunks = el("button", { type: "button", class: "show-chunks", onclick: () => loadChunks(name) }, t("showChunks"));
    const remove = el("button", { type: "button", class: "remove danger", onclick: () => confirmRemove() }, t("remove"));
    function confirmRemove() {
      actions.replaceChildren(
        el("button", { type: "button", class: "confirm-remove danger", onclick: () => removeDocument(name) }, `${t("confirmRemove")} ${name}`),
        el("button", { type: "button", class: "cancel-remove", onclick: () => actions.replaceChildren(showChunks, remove) }, t("cancel")));
    }
    actions.append(showChunks, remove);
    const warnings = warningsOf(doc);
    return el("tr", { dataset: { document: name } },
      el("td", { class: "doc-name" }, name),
      el("td", { class: "num doc-chunks" }, doc.chunks ?? ""),
      el("td", { class: "num doc-clauses" }, doc.clauses ?? ""),
      el("td", { class: "doc-updated" }, time(doc.updated ?? doc.updated_at ?? doc.ingested_at)),
      el("td", { class: "doc-warnings" }, warnings.length ? el("ul", {}, warnings.map((w) => el("li", {}, w))) : ""),
      actions);
  }

  async function loadDocuments() {
    const body = $("documents-table").tBodies[0];
    const reply = await api("/api/admin/documents");
    const docs = Array.isArray(reply) ? reply : reply.documents || [];
    body.replaceChildren(...docs.map(documentRow));
    // No handbook of the company's yet: the chat page answers from the labelled demo meanwhile.
    const empty = reply.knowledge_base === "demo" ? "noDocumentsDemo" : "noDocuments";
    if (!docs.length) body.append(el("tr", { class: "empty" }, el("td", { colspan: 6 }, t(empty))));
  }

  /* One line per file: stored with its chunk count, or the one-line reason it was refused. */
  function uploadLine(entry) {
    const name = entry.file ?? entry.document ?? entry.name ?? "";
    const refused = Boolean(entry.error);
    const extra = refused ? entry.error : entry.chunks != null ? `${entry.chunks} ${t("chunkCount")}` : "";
    return el("li", { class: `upload-${refused ? "error" : "ok"}`, dataset: { file: name } },
      el("span", { class: "upload-status" }, t(refused ? "refused" : "stored")), " ", el("strong", {}, name), extra ? `${t("colon")}${extra}` : "");
  }

  /* What the ingest said beside the files: skipped files, same content, clauses merged. */
  function uploadNotes(reply) {
    return [...list(reply.skipped).map((line) => el("li", { class: "upload-error" }, line)),
      ...list(reply.same_content).map((pair) => el("li", { class: "upload-note" }, `${t("sameContent")}${t("colon")}${list(pair).join(" = ")}`)),
      ...list(reply.notes).map((line) => el("li", { class: "upload-note" }, line))];
  }

  async function upload(event) {
    event.preventDefault();
    const input = $("upload-files");
    const results = $("upload-results");
    if (!input.files.length) {
      results.replaceChildren(el("li", { class: "upload-error" }, t("pickFiles")));
      return;
    }
    const form = new FormData();
    for (const file of input.files) form.append("files", file, file.name);
    busy($("upload"), true, ["upload", "uploading"]);
    try {
      const reply = await api("/api/admin/documents", { method: "POST", form });
      results.replaceChildren(...list(reply.documents).map(uploadLine), ...uploadNotes(reply));
    } catch (err) {
      if (err.status === 403) failed(err);
      else {
        // A refused upload stores nothing: the files at fault, each with its line, then the verdict.
        const refused = list(err.body && err.body.files).map(uploadLine);
        results.replaceChildren(...refused, el("li", { class: "upload-error upload-verdict" }, refused.length ? t("nothingStored") : err.message));
      }
    } finally {
      // Stored or refused, this choice is done with: the next upload starts from a new one.
      input.value = "";
      $("upload-picked").textContent = "";
      busy($("upload"), false, ["upload", "uploading"]);
    }
    await reload("documents", "audit");
  }

  async function loadChunks(name) {
    const box = $("chunk-preview");
    try {
      const reply = await api(`/api/admin/documents/${enc(name)}/chunks`);
      const chunks = Array.isArray(reply) ? reply : reply.chunks || [];
      box.replaceChildren(
        el("div", { class: "preview-head" }, el("h3", {}, `${name}${t("chunksOf")}${paren(chunks.length)}`),
          el("button", { type: "button", onclick: () => { box.hidden = true; } }, t("close"))),
        el("ol", { class: "chunk-list" }, chunks.map((chunk) => el("li", { class: "chunk" },
          el("div", { class: "chunk-path" }, list(chunk.heading_path).join(" › ") || chunk.heading || ""),
          el("div", { class: "chunk-opening" }, chunk.opening ?? chunk.text ?? "")))));
      box.dataset.document = name;
      box.hidden = false;
      box.scrollIntoView({ block: "nearest" });
    } catch (err) {
      failed(err, $("upload-results"));
    }
  }

  async function removeDocument(name) {
    try {
      await api(`/api/admin/documents/${enc(name)}`, { method: "DELETE" });
      $("upload-results").replaceChildren(el("li", { class: "upload-ok" }, `${t("removed")} ${name}`));
      if ($("chunk-preview").dataset.document === name) $("chunk-preview").hidden = true;
      await reload("documents", "audit");
    } catch (err) {
      failed(err, $("upload-results"));
    }
  }

  // -- hit test ------------------------------------------------------------------------------

  function hitView(hit) {
    const relevant = Boolean(hit.relevant);
    return el("li", { class: `hit ${relevant ? "hit-relevant" : "hit-irrelevant"}` },
      el("div", { class: "hit-head" },
        el("span", { class: "hit-rank" }, `#${hit.rank ?? ""}`),
        el("span", { class: `badge ${relevant ? "badge-grounded" : "badge-not-covered"}` }, t(relevant ? "relevant" : "notRelevant")),
        el("span", { class: "hit-score" }, `${t("score")} ${typeof hit.score === "number" ? hit.score.toFixed(3) : hit.score ?? ""}`),
        el("strong", { class: "hit-heading" }, hit.heading ?? ""),
        el("span", { class: "source-document" }, hit.source ?? hit.document ?? "")),
      el("p", { class: "hit-text" }, hit.text ?? ""));
  }

  async function hitTest(event) {
    event.preventDefault();
    const query = $("search-query").value.trim();
    if (!query) return;
    const box = $("search-results");
    try {
      const reply = await api("/api/admin/search", { method: "POST", body: { query } });
      const hits = reply.hits ?? reply.results ?? reply[query] ?? [];
      const notCovered = reply.not_covered ?? !hits.some((h) => h.relevant);
      box.replaceChildren(
        el("p", { class: `decision ${notCovered ? "decision-not-covered" : "decision-covered"}`, dataset: { notCovered: String(notCovered) } },
          t(notCovered ? "notCoveredDecision" : "coveredDecision")),
        hits.length ? el("ol", { class: "hits" }, hits.map(hitView)) : el("p", { class: "hint" }, t("noHits")));
    } catch (err) {
      failed(err, box);
    }
  }

  sections.documents = {
    load: loadDocuments,
    bind() {
      $("upload-form").addEventListener("submit", upload);
      $("upload-files").addEventListener("change", () => {
        $("upload-picked").textContent = [...$("upload-files").files].map((f) => f.name).join(t("listSep"));
      });
      $("search-form").addEventListener("submit", hitTest);
    },
  };
  Object.assign(HRDesk, { uploadLine, hitView });
})();
