/* The inspector: the compiled graph drawn from its Mermaid text, the threads, and for one
   thread every checkpoint in order — the state at that point and what changed from the one
   before. The address holds the choice (#thread=<id>&checkpoint=<n>). All values are shown
   as text. */
"use strict";

(() => {
  const { t, el, json, time, api } = HR;
  const $ = (id) => document.getElementById(id);
  // The fields a developer looks at first, in this order; the full state follows below.
  const SUMMARY = [
    ["question", (s) => s.question],
    ["stepCount", (s) => s.step_count],
    ["pendingAction", (s) => {
      const next = s.next_action;
      if (!next) return null;
      return next.kind === "call_tool" ? `${next.tool} ${json(next.args ?? {})}` : `${next.kind}: ${next.text ?? ""}`;
    }],
    ["stopReason", (s) => s.stop_reason],
    ["finalAnswer", (s) => s.final_answer],
    ["answerCheck", (s) => s.answer_check ?? (s.verified !== undefined ? { verified: s.verified, problems: s.problems } : null)],
    ["pendingQuestion", (s) => s.pending_question],
    ["turnCount", (s) => s.turns],
  ];
  const RECORD_COLUMNS = [["step", "step"], ["node", "node"], ["elapsed_ms", "elapsed"], ["prompt_tokens", "promptTokens"],
    ["completion_tokens", "completionTokens"], ["prompt_tokens_est", "promptEst"], ["tool", "tool"], ["outcome", "outcome"]];

  let threadId = null;
  let points = [];
  let index = -1;
  let graphNodes = new Map();

  function show(value) {
    if (value === null || value === undefined || value === "") return el("span", { class: "muted" }, t("none"));
    return el("pre", {}, typeof value === "string" ? value : json(value));
  }

  function showError(message) {
    $("inspector-error").textContent = message || "";
    $("inspector-error").hidden = !message;
  }

  // -- graph --------------------------------------------------------------------------------

  async function drawGraph() {
    const box = $("graph");
    try {
      const { mermaid } = await api("/api/graph");
      window.mermaid.initialize({ startOnLoad: false, securityLevel: "strict", theme: "neutral",
        flowchart: { htmlLabels: false }, fontFamily: "inherit" });
      // Mermaid reads the diagram from the element's text and puts its SVG in its place.
      const drawing = el("pre", { class: "mermaid" }, mermaid);
      box.replaceChildren(drawing);
      await window.mermaid.run({ nodes: [drawing] });
      graphNodes = new Map();
      for (const node of box.querySelectorAll("g.node")) {
        const name = node.dataset.id || (node.id.match(/flowchart-(.+)-\d+$/) || [])[1];
        if (name) graphNodes.set(name, node);
      }
      box.dataset.drawn = "1";
      highlight();
    } catch (err) {
      box.replaceChildren(el("p", { class: "banner-error" }, `${t("graphFailed")}: ${err.message}`));
    }
  }

  /* The node that wrote the checkpoint and the nodes it hands to next. */
  function highlight() {
    const point = points[index];
    for (const [name, node] of graphNodes) {
      node.classList.toggle("graph-next", Boolean(point && point.next.includes(name)));
      node.classList.toggle("graph-wrote", Boolean(point && point.node && point.node.split(", ").includes(name)));
    }
  }

  // -- threads and checkpoints -----------------------------------------------------------------

  async function loadThreads() {
    const { threads } = await api("/api/threads");
    $("threads").replaceChildren(...threads.map((thread) => el("li", { dataset: { id: thread.id }, class: thread.id === threadId ? "active" : null },
      el("a", { href: `#thread=${encodeURIComponent(thread.id)}`, onclick: (event) => { event.preventDefault(); openThread(thread.id, 0); } },
        el("span", { class: "thread-title" }, thread.title || thread.id),
        el("span", { class: "thread-meta" }, `${time(thread.updated_at)} · ${thread.turns} ${t("turns")}`),
        thread.pending_question ? el("span", { class: "thread-pending" }, t("interrupt")) : null))));
    if (!threads.length) $("threads").append(el("li", { class: "empty" }, t("noConversations")));
  }

  async function openThread(id, at) {
    showError("");
    try {
      const reply = await api(`/api/threads/${encodeURIComponent(id)}/checkpoints`);
      threadId = id;
      points = reply.checkpoints;
      for (const item of document.querySelectorAll("#threads li")) item.classList.toggle("active", item.dataset.id === id);
      $("checkpoints").replaceChildren(...points.map((point, i) => el("li", { dataset: { index: i } },
        el("button", { type: "button", onclick: () => select(i) },
          el("span", { class: "cp-no" }, `#${i}`),
          el("span", { class: "cp-node" }, point.node || point.source || ""),
          el("span", { class: "cp-next" }, point.next.length ? `→ ${point.next.join(", ")}` : "→ END"),
          point.interrupt ? el("span", { class: "badge badge-interrupt" }, t("interrupt")) : null))));
      if (!points.length) {
        $("checkpoint").replaceChildren(el("p", { class: "hint" }, t("noCheckpoints")));
        return;
      }
      select(Math.min(Math.max(at ?? 0, 0), points.length - 1));
    } catch (err) {
      showError(err.message);
    }
  }

  function select(i) {
    if (i < 0 || i >= points.length) return;
    index = i;
    history.replaceState(null, "", `#thread=${encodeURIComponent(threadId)}&checkpoint=${i}`);
    for (const item of $("checkpoints").children) item.classList.toggle("active", Number(item.dataset.index) === i);
    $("prev-checkpoint").disabled = i === 0;
    $("next-checkpoint").disabled = i === points.length - 1;
    $("checkpoint").replaceChildren(detail(points[i], i > 0 ? points[i - 1] : null, i));
    $("checkpoint").dataset.index = String(i);
    highlight();
  }

  function detail(point, previous, i) {
    const state = point.state || {};
    const before = previous ? previous.state || {} : {};
    const records = Array.isArray(state.steps) ? state.steps : [];
    return el("div", { class: "cp" },
      el("h3", {}, `${t("checkpoint")} #${i} / ${points.length - 1}`),
      el("p", { class: "cp-meta" },
        `step ${point.step} · ${point.source || ""} · ${t("node")}: ${point.node || "—"} · ${t("nextNodes")}: ${point.next.join(", ") || "END"} · ${time(point.created_at)}`),
      el("p", { class: "cp-id" }, el("code", {}, point.checkpoint_id)),
      point.interrupt ? el("p", { class: "note note-interrupt" }, `${t("interrupt")}: `, point.interrupt.question) : null,
      el("section", { class: "cp-changed" }, el("h4", {}, t("changed"), previous ? "" : ` ${t("allKeysFirst")}`),
        el("ul", { class: "changed-keys" }, point.changed.map((key) => el("li", {}, key)))),
      el("section", { class: "cp-summary" }, el("h4", {}, t("state")),
        el("dl", {}, SUMMARY.flatMap(([label, pick]) => [el("dt", {}, t(label)), el("dd", { dataset: { field: label } }, show(pick(state)))]))),
      el("section", { class: "cp-records" }, el("h4", {}, `${t("stepRecords")} (${records.length})`),
        records.length ? el("table", {},
          el("thead", {}, el("tr", {}, RECORD_COLUMNS.map(([, label]) => el("th", {}, t(label))))),
          el("tbody", {}, records.map((record) => el("tr", {}, RECORD_COLUMNS.map(([key]) => el("td", {}, record[key] ?? "")))))) : show(null)),
      el("section", { class: "cp-trajectory" }, el("h4", {}, `${t("trajectory")} (${(state.trajectory || []).length})`),
        el("ol", {}, (state.trajectory || []).map((entry) => el("li", {}, el("pre", {}, String(entry)))))),
      el("section", { class: "cp-sources" }, el("h4", {}, `${t("sources")} (${(state.sources || []).length})`),
        el("ul", {}, (state.sources || []).map((ref) => el("li", {}, typeof ref === "string" ? ref : json(ref))))),
      previous ? el("section", { class: "cp-diff" }, el("h4", {}, `${t("changed")}: ${t("before")} → ${t("after")}`),
        point.changed.map((key) => el("details", { class: "diff", open: true },
          el("summary", {}, key),
          el("div", { class: "diff-sides" },
            el("div", { class: "diff-before" }, el("span", { class: "part-label" }, t("before")), show(before[key])),
            el("div", { class: "diff-after" }, el("span", { class: "part-label" }, t("after")), show(state[key])))))) : null,
      el("details", { class: "cp-full" }, el("summary", {}, t("fullState")), el("pre", {}, json(state))));
  }

  function fromHash() {
    const params = new URLSearchParams(location.hash.slice(1));
    return { thread: params.get("thread"), checkpoint: Number(params.get("checkpoint") || 0) };
  }

  document.addEventListener("DOMContentLoaded", async () => {
    HR.applyStrings();
    document.title = `${t("inspectorTitle")} · ${t("appTitle")}`;
    $("prev-checkpoint").addEventListener("click", () => select(index - 1));
    $("next-checkpoint").addEventListener("click", () => select(index + 1));
    document.addEventListener("keydown", (event) => {
      if (event.target.closest("input, textarea")) return;
      if (event.key === "ArrowLeft" || event.key === "k") select(index - 1);
      if (event.key === "ArrowRight" || event.key === "j") select(index + 1);
    });
    const wanted = fromHash();
    const graphDrawn = drawGraph();
    try {
      await loadThreads();
      if (wanted.thread) await openThread(wanted.thread, wanted.checkpoint);
    } catch (err) {
      showError(err.message);
    }
    await graphDrawn;
    document.body.dataset.ready = "1";
  });
})();
