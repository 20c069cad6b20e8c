/* The HR officer's desk: documents (upload, chunks, delete), the hit test, public holidays
   (preview, import, remove), the handbook's to-do list and the audit log. Every section reads
   and writes through /api/admin/… (docs/web-api.md); text reaches the page only as text. */
"use strict";

(() => {
  const { t, el, time, api, ApiError } = HR;
  const $ = (id) => document.getElementById(id);
  const list = (value) => (Array.isArray(value) ? value : value === null || value === undefined || value === "" ? [] : [value]);
  const enc = encodeURIComponent;

  function showError(message) {
    $("desk-error").textContent = message || "";
    $("desk-error").hidden = !message;
  }

  /* A 403 means the browser signed in as an employee: the desk is closed to it. */
  function failed(err) {
    if (err instanceof ApiError && err.status === 403) {
      $("desk-denied").hidden = false;
      document.body.classList.add("denied");
      return;
    }
    showError(err.message);
  }

  function busy(button, on, label) {
    button.disabled = on;
    if (label) button.textContent = on ? t(label[1]) : t(label[0]);
  }

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
    if (!docs.length) body.append(el("tr", { class: "empty" }, el("td", { colspan: 6 }, t("noDocuments"))));
  }

  /* One line per file: stored with its chunk count, or the one-line reason it was refused. */
  function uploadLine(entry) {
    const name = entry.file ?? entry.document ?? entry.name ?? "";
    const refused = Boolean(entry.error);
    const extra = refused ? entry.error : entry.chunks != null ? `${entry.chunks} ${t("chunks")}` : "";
    return el("li", { class: `upload-${refused ? "error" : "ok"}`, dataset: { file: name } },
      el("span", { class: "upload-status" }, t(refused ? "refused" : "stored")), " ", el("strong", {}, name), extra ? `：${extra}` : "");
  }

  /* What the ingest said beside the files: skipped files, same content, clauses merged. */
  function uploadNotes(reply) {
    return [...list(reply.skipped).map((line) => el("li", { class: "upload-error" }, line)),
      ...list(reply.same_content).map((pair) => el("li", { class: "upload-note" }, `${t("sameContent")}：${list(pair).join(" = ")}`)),
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
      input.value = "";
    } catch (err) {
      if (err.status === 403) failed(err);
      else {
        // A refused upload stores nothing: the files at fault, each with its line, then the verdict.
        const refused = list(err.body && err.body.files).map(uploadLine);
        results.replaceChildren(...refused, el("li", { class: "upload-error upload-verdict" }, refused.length ? t("nothingStored") : err.message));
      }
    } finally {
      busy($("upload"), false, ["upload", "uploading"]);
    }
    await Promise.all([loadDocuments(), loadAudit()]).catch(failed);
  }

  async function loadChunks(name) {
    const box = $("chunk-preview");
    try {
      const reply = await api(`/api/admin/documents/${enc(name)}/chunks`);
      const chunks = Array.isArray(reply) ? reply : reply.chunks || [];
      box.replaceChildren(
        el("div", { class: "preview-head" }, el("h3", {}, `${name}${t("chunksOf")}（${chunks.length}）`),
          el("button", { type: "button", onclick: () => { box.hidden = true; } }, t("close"))),
        el("ol", { class: "chunk-list" }, chunks.map((chunk) => el("li", { class: "chunk" },
          el("div", { class: "chunk-path" }, list(chunk.heading_path).join(" › ") || chunk.heading || ""),
          el("div", { class: "chunk-opening" }, chunk.opening ?? chunk.text ?? "")))));
      box.dataset.document = name;
      box.hidden = false;
      box.scrollIntoView({ block: "nearest" });
    } catch (err) {
      failed(err);
    }
  }

  async function removeDocument(name) {
    try {
      await api(`/api/admin/documents/${enc(name)}`, { method: "DELETE" });
      $("upload-results").replaceChildren(el("li", { class: "upload-ok" }, `${t("removed")} ${name}`));
      if ($("chunk-preview").dataset.document === name) $("chunk-preview").hidden = true;
      await Promise.all([loadDocuments(), loadAudit()]);
    } catch (err) {
      failed(err);
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
      if (err.status === 403) failed(err);
      else box.replaceChildren(el("p", { class: "banner-error inline" }, err.message));
    }
  }

  // -- holidays --------------------------------------------------------------------------------

  let noticeFile = null;  // the name the import is listed under when the text came from a file

  async function noticeFromFile() {
    const file = $("notice-file").files[0];
    if (!file) return;
    $("notice-text").value = await file.text();
    noticeFile = file.name;
  }

  /* [{date: "2027-02-05", …}, …] → "02-05 至 02-13（9）": runs of consecutive days as spans. */
  function days(values) {
    const dates = list(values).map((d) => String(d.date ?? d)).sort();
    const spans = [];
    for (const date of dates) {
      const last = spans[spans.length - 1];
      if (last && (Date.parse(date) - Date.parse(last[1])) === 86400000) last[1] = date;
      else spans.push([date, date]);
    }
    const text = spans.map(([a, b]) => (a === b ? a.slice(5) : `${a.slice(5)} ${t("through")} ${b.slice(5)}`)).join("、");
    return dates.length > 1 ? `${text}（${dates.length}）` : text;
  }

  /* One festival: its days off and worked days, and what changes against the calendar now in force. */
  function festivalRow(f) {
    const moves = [["off_added", "offAdded", "days-new"], ["off_removed", "offRemoved", "days-dropped"],
      ["worked_added", "workedAdded", "days-new"], ["worked_removed", "workedRemoved", "days-dropped"]]
      .filter(([key]) => list(f[key]).length)
      .map(([key, label, cls]) => el("div", { class: cls }, `${t(label)}：${days(f[key])}`));
    const name = f.festival ?? f.name ?? "";
    return el("tr", { class: moves.length ? "festival-changed" : "", dataset: { festival: name } },
      el("td", {}, name), el("td", {}, days(f.off)), el("td", {}, days(f.worked)),
      el("td", {}, moves.length ? moves : el("span", { class: "muted" }, t("noChange"))));
  }

  function previewView(reply, title) {
    const missing = list(reply.missing);
    const source = reply.current_source ? t(SOURCES[reply.current_source] || reply.current_source) : null;
    return el("div", { class: "notice-preview", dataset: { year: reply.year ?? "" } },
      el("h3", {}, `${title ? `${t(title)} ` : ""}${reply.year ?? ""}${t("previewOf")}`),
      source ? el("p", { class: "hint" }, `${t("comparedWith")}${source}`) : null,
      reply.refusal ? el("p", { class: "banner-info inline notice-refusal" }, reply.refusal)
        : missing.length ? el("p", { class: "banner-info inline" }, t("missingFestivals"), missing.join("、")) : null,
      el("table", { class: "grid" },
        el("thead", {}, el("tr", {}, ["festival", "daysOff", "daysWorked", "change"].map((k) => el("th", {}, t(k))))),
        el("tbody", {}, list(reply.festivals).map(festivalRow))),
      reply.unchanged ? el("p", { class: "hint" }, t("sameAsNow")) : null,
      reply.replaced ? el("p", { class: "hint" }, `${t("replacedImport")}${reply.replaced.file}（${time(reply.replaced.imported_at)}）`) : null);
  }

  async function notice(action) {
    const text = $("notice-text").value;
    const box = $("notice-result");
    if (!text.trim()) {
      box.replaceChildren(el("p", { class: "banner-error inline" }, t("noticeEmpty")));
      return;
    }
    const importing = action === "import";
    const button = $(importing ? "notice-import" : "notice-preview");
    busy(button, true);
    try {
      const reply = importing
        ? await api("/api/admin/calendar", { method: "POST", body: { text, file: noticeFile, allow_partial: $("allow-partial").checked } })
        : await api("/api/admin/calendar/preview", { method: "POST", body: { text, file: noticeFile } });
      box.replaceChildren(previewView(reply, importing ? "imported" : null));
      box.dataset.state = importing ? "imported" : "previewed";
      if (importing) await Promise.all([loadCalendar(), loadAudit()]);
    } catch (err) {
      if (err.status === 403) failed(err);
      else {
        box.replaceChildren(el("p", { class: "banner-error inline notice-error" }, err.message));
        box.dataset.state = "refused";
      }
    } finally {
      busy(button, false);
    }
  }

  const SOURCES = { official: "sourceOfficial", imported: "sourceImported", provisional: "sourceProvisional" };

  function yearRow(row) {
    const source = [t(SOURCES[row.source] || row.source), row.partial ? `（${t("partial")}：${list(row.missing).join("、")}）` : "",
      row.damaged ? `（${t("damaged")}：${row.damaged}）` : ""].join("");
    const imported = row.source === "imported";
    return el("tr", { dataset: { year: row.year }, class: imported ? "year-imported" : "" },
      el("td", {}, row.year), el("td", {}, source), el("td", {}, row.file ?? ""), el("td", {}, time(row.imported_at)),
      el("td", { class: "actions" }, imported
        ? el("button", { type: "button", class: "remove-year danger", onclick: () => removeYear(row.year) }, t("removeYear")) : ""));
  }

  async function loadCalendar() {
    const reply = await api("/api/admin/calendar");
    const rows = Array.isArray(reply) ? reply : reply.years || [];
    // The imported years first: they are what the officer acts on; then the rest, newest first.
    const ordered = [...rows].sort((a, b) => (b.source === "imported") - (a.source === "imported") || b.year - a.year);
    $("calendar-table").tBodies[0].replaceChildren(...ordered.map(yearRow));
  }

  async function removeYear(year) {
    try {
      await api(`/api/admin/calendar/${enc(year)}`, { method: "DELETE" });
      await Promise.all([loadCalendar(), loadAudit()]);
    } catch (err) {
      failed(err);
    }
  }

  // -- the to-do list ----------------------------------------------------------------------------

  const KINDS = { not_covered: "notCovered", unverified: "unverified", rated_down: "ratedDown", down: "ratedDown" };

  function period() {
    const query = new URLSearchParams();
    if ($("report-from").value) query.set("from", $("report-from").value);
    if ($("report-to").value) query.set("to", $("report-to").value);
    return query.toString();
  }

  function exampleView(example) {
    const thread = example.thread ?? example.thread_id;
    const kinds = list(example.kinds ?? example.kind);
    return el("li", { class: "example" },
      kinds.map((k) => el("span", { class: `badge kind-${k}` }, t(KINDS[k] || k))), " ",
      el("span", { class: "example-question" }, example.question ?? ""), " ",
      el("span", { class: "muted" }, time(example.at ?? example.time)), " ",
      thread ? el("a", { class: "example-link", href: `/#thread=${enc(thread)}` }, t("openConversation")) : null,
      list(example.problems).length ? el("div", { class: "note note-unverified" }, `${t("problems")}：${list(example.problems).join("；")}`) : null,
      example.reason ? el("div", { class: "note" }, `${t("reason")}：${example.reason}`) : null);
  }

  function groupView(group) {
    const counts = group.kinds || group.counts || {};
    return el("article", { class: "todo-group" },
      el("header", {},
        el("strong", { class: "group-topic" }, group.topic ?? group.title ?? ""),
        el("span", { class: "group-count" }, `× ${group.count ?? list(group.examples).length}`),
        Object.entries(counts).filter(([, n]) => n).map(([k, n]) => el("span", { class: `badge kind-${k}` }, `${t(KINDS[k] || k)} ${n}`))),
      el("ul", { class: "examples" }, list(group.examples).map(exampleView)));
  }

  function dayRow(day) {
    const cells = [day.questions, day.grounded ?? day.with_clause ?? day.answered, day.not_covered, day.unverified,
      day.rated_up ?? day.up, day.rated_down ?? day.down];
    return el("tr", {}, el("td", {}, day.day ?? day.date ?? ""), cells.map((n) => el("td", { class: "num" }, n ?? 0)));
  }

  async function loadReport(event) {
    if (event) event.preventDefault();
    const query = period();
    $("report-csv").href = `/api/admin/report.csv${query ? `?${query}` : ""}`;
    const reply = await api(`/api/admin/report${query ? `?${query}` : ""}`);
    if (!$("report-from").value && reply.from) $("report-from").value = String(reply.from).slice(0, 10);
    if (!$("report-to").value && reply.to) $("report-to").value = String(reply.to).slice(0, 10);
    const groups = list(reply.groups);
    $("report-groups").replaceChildren(...(groups.length ? groups.map(groupView) : [el("p", { class: "hint" }, t("nothingToDo"))]));
    $("report-days").tBodies[0].replaceChildren(...list(reply.days ?? reply.totals).map(dayRow));
  }

  // -- audit -------------------------------------------------------------------------------------

  const ACTIONS = { upload: "actionUpload", delete: "actionDelete", import: "actionImport", remove: "actionRemove" };

  function auditRow(entry) {
    // A proxy's user name when there was one, else the role the token carried.
    const actor = entry.actor ?? entry.user;
    const who = actor && actor !== entry.role ? actor : entry.role === "admin" ? t("officer") : entry.role || "";
    return el("tr", { dataset: { action: entry.action ?? "" } },
      el("td", {}, time(entry.at ?? entry.time)), el("td", {}, who), el("td", {}, entry.client ?? ""),
      el("td", {}, t(ACTIONS[entry.action] || entry.action || "")), el("td", {}, entry.target ?? ""),
      el("td", {}, typeof entry.detail === "string" ? entry.detail : entry.detail ? JSON.stringify(entry.detail) : entry.outcome ?? ""));
  }

  async function loadAudit() {
    const reply = await api("/api/admin/audit");
    const entries = Array.isArray(reply) ? reply : reply.entries || reply.audit || [];
    const body = $("audit-table").tBodies[0];
    body.replaceChildren(...entries.map(auditRow));
    if (!entries.length) body.append(el("tr", { class: "empty" }, el("td", { colspan: 6 }, t("noAudit"))));
  }

  // -- the page ----------------------------------------------------------------------------------

  async function loadAll() {
    $("desk-denied").hidden = true;
    document.body.classList.remove("denied");
    showError("");
    const results = await Promise.allSettled([loadDocuments(), loadCalendar(), loadReport(), loadAudit()]);
    const refused = results.find((r) => r.status === "rejected");
    if (refused) failed(refused.reason);
  }

  window.HRDesk = Object.freeze({ festivalRow, previewView, groupView, uploadLine, hitView });

  document.addEventListener("DOMContentLoaded", () => {
    HR.applyStrings();
    document.title = t("deskTitle");
    const other = HR.lang === "en" ? "zh" : "en";
    $("lang-switch").href = `?lang=${other}${location.hash}`;
    $("lang-switch").textContent = other === "en" ? "English" : "中文";
    $("upload-form").addEventListener("submit", upload);
    $("search-form").addEventListener("submit", hitTest);
    $("notice-file").addEventListener("change", () => noticeFromFile().catch((err) => showError(err.message)));
    $("notice-text").addEventListener("input", () => { noticeFile = null; });  // edited: a pasted notice now
    $("notice-preview").addEventListener("click", () => notice("preview"));
    $("notice-form").addEventListener("submit", (event) => { event.preventDefault(); notice("import"); });
    $("report-form").addEventListener("submit", (event) => loadReport(event).catch(failed));
    $("admin-login").addEventListener("click", async () => { if (await HR.login()) loadAll(); });
    loadAll().finally(() => { document.body.dataset.ready = "1"; });
  });
})();
