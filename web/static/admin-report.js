/* The handbook's to-do list (questions judged not covered, answers left unverified, answers
   rated down, grouped by topic, with totals per day and a CSV export) and the audit log. */
"use strict";

(() => {
  const { t, el, time, api } = HR;
  const { $, list, enc, failed, sections } = HRDesk;

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

  sections.report = {
    load: loadReport,
    bind() { $("report-form").addEventListener("submit", (event) => loadReport(event).catch(failed)); },
  };
  sections.audit = { load: loadAudit, bind() {} };
  Object.assign(HRDesk, { groupView });
})();
