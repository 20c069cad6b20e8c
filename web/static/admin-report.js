/* The handbook's to-do list (questions judged not covered, answers left unverified, answers
   rated down, grouped by topic, with totals per day and a CSV export) and the audit log. */
"use strict";

(() => {
  const { t, paren, el, time, api } = HR;
  const { $, list, enc, failed, sections } = HRDesk;

  // -- the to-do list ----------------------------------------------------------------------------

  const KINDS = { not_covered: "notCovered", unverified: "unverified", rated_down: "ratedDown" };
  const DAY_COLUMNS = ["questions", "answered_with_clause", "not_covered", "unverified", "rated_up", "rated_down"];

  function period() {
    const query = new URLSearchParams();
    if ($("report-from").value) query.set("from", $("report-from").value);
    if ($("report-to").value) query.set("to", $("report-to").value);
    return query.toString();
  }

  /* An answer-check problem ({kind, stated, expected}: prompts/answer_check.py) as one line:
     "日期：2026-03-26 → 2026-03-25", what the answer said → what the tools or clauses say. */
  const PROBLEM_KINDS = ["date", "weekday", "day", "relative", "count", "number", "arithmetic", "clause", "caveat"];
  function problemText(problem) {
    if (typeof problem === "string") return problem;
    const { kind, stated, expected } = problem || {};
    const label = PROBLEM_KINDS.includes(kind) ? t(`problem_${kind}`) : kind;
    return [label, [stated, expected].filter((v) => v !== undefined && v !== null).join(" → ")].filter(Boolean).join(t("colon"));
  }

  function exampleView(example) {
    const thread = example.thread ?? example.thread_id;
    const problems = list(example.problems);
    return el("li", { class: "example", dataset: { thread: thread ?? "", turn: example.turn ?? "" } },
      list(example.kinds).map((k) => el("span", { class: `badge kind-${k}` }, t(KINDS[k] || k))), " ",
      el("span", { class: "example-question" }, example.question ?? ""), " ",
      el("span", { class: "muted" }, time(example.asked_at)), " ",
      thread ? el("a", { class: "example-link", href: example.link || `/#thread=${enc(thread)}` }, t("openConversation")) : null,
      problems.length ? el("div", { class: "note note-unverified" }, `${t("problems")}${t("colon")}${problems.map(problemText).join(t("semi"))}`) : null,
      example.reason ? el("div", { class: "note example-reason" }, `${t("reason")}${t("colon")}${example.reason}`) : null);
  }

  function groupView(group) {
    const examples = list(group.examples);
    const more = (group.count ?? examples.length) - examples.length;
    return el("article", { class: "todo-group" },
      el("header", {},
        el("strong", { class: "group-topic" }, group.topic ?? ""),
        el("span", { class: "group-count" }, `× ${group.count ?? examples.length}`),
        Object.keys(KINDS).filter((k) => group[k]).map((k) => el("span", { class: `badge kind-${k}` }, `${t(KINDS[k])} ${group[k]}`))),
      el("ul", { class: "examples" }, examples.map(exampleView)),
      more > 0 ? el("p", { class: "hint" }, `${t("moreInCsv")}${paren(more)}`) : null);
  }

  function dayRow(label, counts, cls) {
    return el("tr", { class: cls || null }, el("td", {}, label), DAY_COLUMNS.map((k) => el("td", { class: "num" }, counts[k] ?? 0)));
  }

  async function loadReport(event) {
    if (event) event.preventDefault();
    const query = period();
    const reply = await api(`/api/admin/report${query ? `?${query}` : ""}`);
    $("report-csv").href = `/api/admin/report.csv${query ? `?${query}` : ""}`;  // the period shown, once it is accepted
    if (!$("report-from").value && reply.from) $("report-from").value = reply.from;
    if (!$("report-to").value && reply.to) $("report-to").value = reply.to;
    const groups = list(reply.groups);
    $("report-groups").replaceChildren(...(groups.length ? groups.map(groupView) : [el("p", { class: "hint" }, t("nothingToDo"))]));
    // Only the days with questions: a month of zero rows would hide the ones that matter.
    const days = list(reply.days).filter((day) => day.questions);
    $("report-days").tBodies[0].replaceChildren(...days.map((day) => dayRow(day.date, day, "day")),
      days.length ? dayRow(t("total"), reply.total || {}, "total") : el("tr", { class: "empty" }, el("td", { colspan: 7 }, t("noQuestions"))));
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
    bind() { $("report-form").addEventListener("submit", (event) => loadReport(event).catch((err) => failed(err, $("report-groups")))); },
  };
  sections.audit = { load: loadAudit, bind() {} };
  Object.assign(HRDesk, { groupView, problemText });
})();
