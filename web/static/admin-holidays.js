/* The desk's public holidays: a pasted or uploaded State Council notice previewed per festival
   against the calendar in force, imported with allow_partial as an explicit choice, the
   source of every year, an import removed. */
"use strict";

(() => {
  const { t, paren, el, time, api } = HR;
  const { $, list, enc, showError, failed, busy, reload, sections } = HRDesk;

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
    const text = spans.map(([a, b]) => (a === b ? a.slice(5) : `${a.slice(5)} ${t("through")} ${b.slice(5)}`)).join(t("listSep"));
    return dates.length > 1 ? `${text}${paren(dates.length)}` : text;
  }

  /* One festival: its days off and worked days, and what changes against the calendar now in force. */
  function festivalRow(f) {
    const moves = [["off_added", "offAdded", "days-new"], ["off_removed", "offRemoved", "days-dropped"],
      ["worked_added", "workedAdded", "days-worked"], ["worked_removed", "workedRemoved", "days-dropped"]]
      .filter(([key]) => list(f[key]).length)
      .map(([key, label, cls]) => el("div", { class: cls }, `${t(label)}${t("colon")}${days(f[key])}`));
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
        : missing.length ? el("p", { class: "banner-info inline" }, t("missingFestivals"), missing.join(t("listSep"))) : null,
      el("table", { class: "grid" },
        el("thead", {}, el("tr", {}, ["festival", "daysOff", "daysWorked", "change"].map((k) => el("th", {}, t(k))))),
        el("tbody", {}, list(reply.festivals).map(festivalRow))),
      reply.unchanged ? el("p", { class: "hint" }, t("sameAsNow")) : null,
      reply.replaced ? el("p", { class: "hint" }, `${t("replacedImport")}${reply.replaced.file}${paren(time(reply.replaced.imported_at))}`) : null);
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
      if (importing) await reload("calendar", "audit");
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
    const source = [t(SOURCES[row.source] || row.source), row.partial ? paren(`${t("partial")}${t("colon")}${list(row.missing).join(t("listSep"))}`) : "",
      row.damaged ? paren(`${t("damaged")}${t("colon")}${row.damaged}`) : ""].join("");
    const imported = row.source === "imported";
    return el("tr", { dataset: { year: row.year }, class: imported ? "year-imported" : "" },
      el("td", {}, row.year), el("td", {}, source), el("td", {}, row.file ?? ""), el("td", {}, time(row.imported_at)),
      el("td", { class: "actions" }, imported
        ? el("button", { type: "button", class: "remove-year danger", onclick: () => removeYear(row.year) }, t("removeYear")) : ""));
  }

  /* Newest first; a run of years with one source and no import of their own is one row
     ("2005–2026 built-in official data"), as `calendar list` prints them. */
  function yearRuns(rows) {
    const runs = [];
    for (const row of [...rows].sort((a, b) => b.year - a.year)) {
      const last = runs[runs.length - 1];
      if (row.source !== "imported" && last && last.source === row.source && last.source !== "imported") last.first = row.year;
      else runs.push({ ...row, first: row.year });
    }
    return runs;
  }

  function runRow(run) {
    if (run.source === "imported") return yearRow(run);
    return el("tr", { dataset: { year: run.year } },
      el("td", {}, run.first === run.year ? run.year : `${run.first}–${run.year}`), el("td", {}, t(SOURCES[run.source] || run.source)),
      el("td", {}), el("td", {}), el("td", {}));
  }

  async function loadCalendar() {
    const reply = await api("/api/admin/calendar");
    const rows = Array.isArray(reply) ? reply : reply.years || [];
    $("calendar-table").tBodies[0].replaceChildren(...yearRuns(rows).map(runRow));
  }

  async function removeYear(year) {
    try {
      await api(`/api/admin/calendar/${enc(year)}`, { method: "DELETE" });
      await reload("calendar", "audit");
    } catch (err) {
      failed(err, $("notice-result"));
    }
  }

  sections.calendar = {
    load: loadCalendar,
    bind() {
      $("notice-file").addEventListener("change", () => noticeFromFile().catch((err) => showError(err.message)));
      $("notice-text").addEventListener("input", () => { noticeFile = null; });  // edited: a pasted notice now
      $("notice-preview").addEventListener("click", () => notice("preview"));
      $("notice-form").addEventListener("submit", (event) => { event.preventDefault(); notice("import"); });
    },
  };
  Object.assign(HRDesk, { days, festivalRow, previewView, yearRuns });
})();
