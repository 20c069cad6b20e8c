/* The HR officer's desk (/admin): what its sections share, and the page itself. Each section
   (admin-documents.js, admin-holidays.js, admin-report.js) registers in HRDesk.sections a
   `load()` that fills it from /api/admin/… and a `bind()` that wires its controls; text
   reaches the page only as text (docs/web-api.md has the routes). */
"use strict";

const HRDesk = (() => {
  const { t, ApiError } = HR;
  const $ = (id) => document.getElementById(id);
  const list = (value) => (Array.isArray(value) ? value : value === null || value === undefined || value === "" ? [] : [value]);
  const sections = {};

  function showError(message) {
    $("desk-error").textContent = message || "";
    $("desk-error").hidden = !message;
  }

  /* A 403 means the browser signed in as an employee: the desk is closed to it. Any other
     failure is one line, in `where` (the section's own message place) when given, so it
     shows beside what the officer just did, else above the page. */
  function failed(err, where) {
    if (err instanceof ApiError && err.status === 403) {
      $("desk-denied").hidden = false;
      document.body.classList.add("denied");
      return;
    }
    if (where) where.replaceChildren(HR.el(where.tagName === "UL" ? "li" : "p", { class: "banner-error inline" }, err.message));
    else showError(err.message);
  }

  function busy(button, on, label) {
    button.disabled = on;
    if (label) button.textContent = on ? t(label[1]) : t(label[0]);
  }
  /* Refill the named sections (after an action changed what they show). */
  async function reload(...names) {
    await Promise.all(names.map((name) => sections[name].load())).catch(failed);
  }

  async function loadAll() {
    $("desk-denied").hidden = true;
    document.body.classList.remove("denied");
    showError("");
    const results = await Promise.allSettled(Object.values(sections).map((section) => section.load()));
    const refused = results.find((r) => r.status === "rejected");
    if (refused) failed(refused.reason);
  }

  document.addEventListener("DOMContentLoaded", () => {
    HR.applyStrings();
    document.title = t("deskTitle");
    const other = HR.lang === "en" ? "zh" : "en";
    $("lang-switch").href = `?lang=${other}${location.hash}`;
    $("lang-switch").textContent = other === "en" ? "English" : "中文";
    for (const section of Object.values(sections)) section.bind();
    $("admin-login").addEventListener("click", async () => { if (await HR.login()) loadAll(); });
    loadAll().finally(() => { document.body.dataset.ready = "1"; });
  });

  return { $, list, enc: encodeURIComponent, showError, failed, busy, reload, sections };
})();
