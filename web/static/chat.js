/* The chat page: ask, watch each step arrive, read the cited answer, follow up, answer the
   agent's ask_user question inline, and come back to earlier conversations. The open
   conversation is in the address (#thread=<id>), so a reload finds it again. */
"use strict";

(() => {
  const { t, el, markdown, json, time, api, stream } = HR;
  const $ = (id) => document.getElementById(id);
  const LABELS = [["Final Answer", "finalAnswer"], ["Action Input", "actionInput"], ["Action", "action"],
    ["Thought", "thought"], ["Observation", "observation"]];
  const LABEL_LINE = /^(Final Answer|Action Input|Action|Thought|Observation)\s*[:：]/m;
  const FAILED_STOPS = new Set(["max_steps", "parse_failures", "tool_failures", "error"]);

  let threadId = null;
  let busy = false;
  let readOnly = false;  // an officer reading an employee's conversation (a to-do link)

  // -- steps ----------------------------------------------------------------------------

  /* "Thought: a\nAction: b" → [["thought", "a"], ["action", "b"]]; unlabelled text stays as it is. */
  function labelledParts(text) {
    const parts = [];
    let rest = String(text ?? "");
    const head = rest.search(LABEL_LINE);
    if (head !== 0) {
      const lead = (head < 0 ? rest : rest.slice(0, head)).trim();
      if (lead) parts.push(["", lead]);
      if (head < 0) return parts;
      rest = rest.slice(head);
    }
    while (rest) {
      const found = rest.match(LABEL_LINE);
      const after = rest.slice(found[0].length);
      const next = after.search(LABEL_LINE);
      const body = (next < 0 ? after : after.slice(0, next)).trim();
      parts.push([LABELS.find(([name]) => name === found[1])[1], body]);
      rest = next < 0 ? "" : after.slice(next);
    }
    return parts;
  }

  function cost(step) {
    const bits = [];
    if (typeof step.elapsed_ms === "number") bits.push(`${Math.round(step.elapsed_ms)} ms`);
    if (step.prompt_tokens != null || step.completion_tokens != null)
      bits.push(`${step.prompt_tokens ?? "?"} → ${step.completion_tokens ?? "?"} tokens`);
    return bits.join(" · ");
  }

  /* One Thought/Action/Observation step, collapsible; `step` is a stream event or a history record. */
  function stepView(step) {
    const parts = (step.text || []).flatMap(labelledParts);
    const action = step.action || step.tool || (parts.find(([k]) => k === "action") || [])[1];
    const kind = step.node === "act" ? t("observation") : t("thought");
    const body = el("div", { class: "step-body" }, parts.map(([key, value]) =>
      el("div", { class: `part part-${key || "text"}` }, key ? el("span", { class: "part-label" }, t(key)) : null,
        el("pre", {}, value))));
    return el("details", { class: `step step-${step.node}`, dataset: { node: step.node || "", step: step.step ?? "" } },
      el("summary", {},
        el("span", { class: "step-no" }, `${t("step")} ${step.step ?? "?"}`),
        el("span", { class: "step-kind" }, kind),
        action ? el("code", { class: "step-action" }, action) : null,
        el("span", { class: "step-cost" }, cost(step))),
      body);
  }

  /* A finished turn's trajectory entries paired with its step records, in order: an
     Observation belongs to the next act record, anything else to the next think record. */
  function historySteps(turn) {
    const given = turn.steps || [];
    if (given.length && given.every((record) => Array.isArray(record.text))) return given;  // the server paired them
    const records = given.map((record) => ({ ...record, text: [] }));
    const queues = { think: records.filter((r) => r.node === "think"), act: records.filter((r) => r.node === "act") };
    const extra = [];
    for (const entry of turn.trajectory || []) {
      const node = String(entry).startsWith("Observation") ? "act" : "think";
      const record = queues[node].find((r) => !r.text.length);
      if (record) record.text.push(entry);
      else extra.push({ node, step: null, text: [entry] });
    }
    return [...records, ...extra];
  }

  // -- answers --------------------------------------------------------------------------

  function checkOf(turn) {
    let check = turn.answer_check;
    if (check && typeof check === "object" && check.answer_check && typeof check.answer_check === "object")
      check = { ...check.answer_check, ...check };
    return check && typeof check === "object" ? check : null;
  }

  function sourceView(source) {
    const where = (source.heading_path || []).join(" › ") || source.ref;
    return el("li", { class: "source" },
      el("details", {},
        el("summary", {}, el("span", { class: "source-heading" }, where), " ",
          el("span", { class: "source-document" }, source.document || "")),
        source.text ? el("div", { class: "clause" }, markdown(source.text))
          : el("p", { class: "clause clause-missing" }, t("clauseMissing"))));
  }

  /* No model answered (Ollama down or the model not pulled): what the handbook search and the
     calendar found, labelled as such, and the remedy -- never mistaken for an answer. */
  function handbookOnlyView(turn) {
    const found = turn.handbook_only;
    const clauses = Array.isArray(found.clauses) ? found.clauses : [];
    const dates = Array.isArray(found.dates) ? found.dates : [];
    const clause = (c) => el("li", { class: c.relevant ? "clause-hit" : "clause-hit clause-irrelevant" },
      el("details", { open: c.rank === 1 },
        el("summary", {}, el("span", { class: "source-heading" }, String(c.heading || "")), " ",
          el("span", { class: "source-document" }, String(c.source || "")),
          c.relevant ? null : el("span", { class: "clause-irrelevant-tag" }, t("handbookIrrelevant"))),
        el("div", { class: "clause" }, markdown(c.text))));
    return el("article", { class: "answer answer-handbook-only", dataset: { stopReason: turn.stop_reason || "" } },
      el("div", { class: "badges" }, el("span", { class: "badge badge-handbook-only" }, t("handbookOnly"))),
      el("p", { class: "note note-handbook-only" }, t("handbookOnlyNote")),
      el("p", { class: "note note-remedy" }, String(found.remedy || "")),
      found.search_error ? el("p", { class: "note note-failed" }, String(found.search_error)) : null,
      clauses.length && !found.covered ? el("p", { class: "note note-not-covered" }, t("handbookNearest")) : null,
      clauses.length ? el("section", { class: "sources handbook-clauses" },
        el("h4", {}, `${t("handbookClauses")}（${clauses.length}）`), el("ol", {}, clauses.map(clause))) : null,
      dates.length ? el("section", { class: "handbook-dates" },
        el("h4", {}, t("handbookDates")), el("ul", {}, dates.map((d) => el("li", {}, String(d))))) : null);
  }

  function answerView(turn) {
    if (turn.handbook_only && typeof turn.handbook_only === "object") return handbookOnlyView(turn);
    const check = checkOf(turn);
    const failed = !turn.answer || FAILED_STOPS.has(turn.stop_reason);
    const unverified = check && check.verified === false;
    const cited = Boolean(turn.sources && turn.sources.length);
    const kind = failed ? "failed" : turn.kb_missing ? "kb-missing" : turn.not_covered ? "not-covered"
      : unverified ? "unverified" : cited ? "grounded" : "uncited";
    const badges = el("div", { class: "badges" },
      el("span", { class: `badge badge-${kind}` },
        t({ failed: "failed", "kb-missing": "kbMissing", "not-covered": "notCovered", unverified: "unverified",
            grounded: "grounded", uncited: "uncited" }[kind])),
      turn.estimated_calendar ? el("span", { class: "badge badge-estimated" }, t("estimated")) : null,
      kind !== "unverified" && unverified ? el("span", { class: "badge badge-unverified" }, t("unverified")) : null);
    const notes = [];
    if (turn.kb_missing) notes.push(el("p", { class: "note note-kb-missing" }, t("kbMissingNote")));
    if (turn.not_covered) notes.push(el("p", { class: "note note-not-covered" }, t("notCoveredNote")));
    if (unverified) {
      const problems = Array.isArray(check.problems) ? check.problems : check.problems ? [check.problems] : [];
      notes.push(el("div", { class: "note note-unverified" }, t("unverifiedNote"),
        el("ul", {}, problems.map((p) => el("li", {}, typeof p === "string" ? p : json(p))))));
    }
    if (turn.estimated_calendar) notes.push(el("p", { class: "note note-estimated" }, t("estimatedNote")));
    if (failed && turn.error) notes.push(el("p", { class: "note note-failed" }, turn.error));
    const classes = ["answer", `answer-${kind}`, turn.estimated_calendar ? "answer-estimated" : ""].join(" ").trim();
    return el("article", { class: classes, dataset: { stopReason: turn.stop_reason || "" } },
      badges,
      turn.answer ? el("div", { class: "answer-text" }, markdown(turn.answer))
        : el("p", { class: "answer-text" }, `${t("stopped")}（${turn.stop_reason || "?"}）`),
      notes,
      turn.sources && turn.sources.length
        ? el("section", { class: "sources" }, el("h4", {}, `${t("sources")}（${turn.sources.length}）`),
          el("ul", {}, turn.sources.map(sourceView)))
        : null);
  }

  // -- a turn on the page ------------------------------------------------------------------

  function turnView(question) {
    const index = $("turns").querySelectorAll(".turn").length;  // the turn's place in the conversation
    const stepList = el("div", { class: "step-list" });
    const stepCount = el("span", { class: "step-count" }, "0");
    const steps = el("details", { class: "steps", open: true },
      el("summary", {}, t("steps"), " (", stepCount, ")"), stepList);
    const live = el("pre", { class: "live", hidden: true });
    const asks = el("div", { class: "ask-slot" });
    const answer = el("div", { class: "answer-slot" });
    const root = el("div", { class: "turn" },
      el("div", { class: "bubble bubble-user" }, el("span", { class: "who" }, t("you")), el("p", { class: "question-text" }, question)),
      el("div", { class: "bubble bubble-agent" }, steps, asks, live, answer));
    const view = {
      root, live, answer,
      addStep(step) {
        stepList.append(stepView(step));
        stepCount.textContent = String(stepList.children.length);
        follow();
      },
      showAnswer(turn) {
        answer.replaceChildren(answerView(turn));
        const rating = turn.answer ? HRFeedback.view(() => threadId, index, turn.feedback, readOnly) : null;
        if (rating) answer.append(rating);
        live.hidden = true;
        steps.open = false;
        follow();
      },
      ask(question) {
        asks.append(askView(question, view));
        live.hidden = true;
        follow();
      },
      fail(message) {
        answer.replaceChildren(el("article", { class: "answer answer-failed" },
          el("div", { class: "badges" }, el("span", { class: "badge badge-failed" }, t("error"))), el("p", {}, message)));
        live.hidden = true;
      },
    };
    $("turns").append(root);
    return view;
  }

  /* Keep the newest step or answer in sight. */
  function follow() {
    const box = $("turns");
    box.scrollTop = box.scrollHeight;
  }

  function askView(question, view) {
    const input = el("input", { type: "text", class: "ask-answer", placeholder: t("answerPlaceholder"), required: true });
    const form = el("form", { class: "ask-user" },
      el("p", { class: "ask-label" }, t("askUser")), el("p", { class: "ask-question" }, question),
      el("div", { class: "ask-row" }, input, el("button", { type: "submit", class: "primary" }, t("answerPrompt"))));
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const reply = input.value.trim();
      if (!reply || busy) return;
      form.replaceWith(el("p", { class: "ask-replied" }, el("span", { class: "ask-question" }, question), " → ", reply));
      run(`/api/threads/${threadId}/resume`, { answer: reply }, view);
    });
    return form;
  }

  // -- running --------------------------------------------------------------------------

  function setBusy(value) {
    busy = value;
    $("send").disabled = value;
    $("send").textContent = value ? t("sending") : t("send");
    document.body.classList.toggle("busy", value);
  }

  function showError(message) {
    $("chat-error").textContent = message || "";
    $("chat-error").hidden = !message;
  }

  async function run(path, body, view) {
    setBusy(true);
    showError("");
    try {
      await stream(path, body, (name, data) => {
        if (name === "token") {
          view.live.hidden = false;
          view.live.textContent += data.token;
        } else if (name === "step") {
          view.live.textContent = "";
          view.addStep(data);
        } else if (name === "interrupt") view.ask(data.question);
        else if (name === "answer") view.showAnswer(data);
        else if (name === "error") view.fail(data.message);
      });
    } catch (err) {
      view.fail(err.message);
    } finally {
      setBusy(false);
      loadThreads();
    }
  }

  async function ask(question) {
    if (!threadId) {
      const made = await api("/api/threads", { method: "POST", body: {} });
      openThread(made.id, question);
    }
    const view = turnView(question);
    view.live.hidden = false;
    view.live.textContent = "";
    view.live.dataset.placeholder = t("thinking");
    await run(`/api/threads/${threadId}/runs`, { question }, view);
  }

  // -- conversations ----------------------------------------------------------------------

  function openThread(id, title, mine = true) {
    threadId = id;
    readOnly = !mine;
    $("composer").hidden = readOnly;
    $("read-only-note").hidden = !readOnly;
    history.replaceState(null, "", id ? `#thread=${encodeURIComponent(id)}` : location.pathname + location.search);
    $("conversation-title").textContent = title || "";
    const link = $("inspect-thread");
    link.hidden = !id;
    if (id) link.href = `/inspector#thread=${encodeURIComponent(id)}`;
    for (const item of document.querySelectorAll("#threads li")) item.classList.toggle("active", item.dataset.id === id);
  }

  async function loadThreads() {
    try {
      const { threads } = await api("/api/threads");
      const list = $("threads");
      list.replaceChildren(...threads.map((thread) => el("li", { dataset: { id: thread.id }, class: thread.id === threadId ? "active" : null },
        el("a", { href: `#thread=${encodeURIComponent(thread.id)}`, onclick: (event) => { event.preventDefault(); loadConversation(thread.id); } },
          el("span", { class: "thread-title" }, thread.title || thread.id),
          el("span", { class: "thread-meta" }, `${time(thread.updated_at)} · ${thread.turns} ${t("turns")}`),
          thread.pending_question ? el("span", { class: "thread-pending" }, t("waiting")) : null))));
      if (!threads.length) list.append(el("li", { class: "empty" }, t("noConversations")));
    } catch (err) {
      showError(err.message);
    }
  }

  async function loadConversation(id) {
    if (busy) return;
    showError("");
    const wanted = new URLSearchParams(location.hash.slice(1)).get("turn");  // before openThread rewrites the address
    try {
      const thread = await api(`/api/threads/${encodeURIComponent(id)}`);
      $("turns").replaceChildren();
      openThread(thread.id, thread.title, thread.mine !== false);
      for (const turn of thread.turns) {
        const view = turnView(turn.question);
        historySteps(turn).forEach(view.addStep);
        if (turn.stop_reason === "needs_input" && thread.pending_question && !readOnly) view.ask(thread.pending_question);
        else if (turn.stop_reason === "in_progress") view.answer.replaceChildren(el("p", { class: "hint" }, t("thinking")));
        else view.showAnswer(turn);
      }
      // A link from the HR desk's to-do list names the turn it is about: shown, marked.
      const linked = wanted === null ? null : $("turns").querySelectorAll(".turn")[Number(wanted)];
      if (linked) {
        linked.classList.add("turn-linked");
        linked.scrollIntoView({ block: "start" });
      }
    } catch (err) {
      showError(err.message);
      if (err.status === 404) openThread(null, "");
    }
  }

  // The demo handbook or no knowledge base at all is said once, above the conversation.
  async function showKnowledgeBase() {
    try {
      const { knowledge_base: state } = await api("/api/health");
      if (state !== "demo" && state !== "missing") return;
      const banner = el("p", { id: "kb-banner", class: `banner-info banner-kb-${state}` }, t(state === "demo" ? "kbDemoBanner" : "kbMissingNote"));
      $("chat-error").before(banner);
    } catch (err) { /* the health check is informative only */ }
  }

  function newChat() {
    if (busy) return;
    $("turns").replaceChildren();
    openThread(null, "");
    showError("");
    $("question").focus();
  }

  function threadFromHash() {
    const found = new URLSearchParams(location.hash.slice(1)).get("thread");
    return found || null;
  }

  // The answer's look for each kind of turn document, for the browser tests.
  window.HRChat = Object.freeze({ answerView, labelledParts });

  document.addEventListener("DOMContentLoaded", () => {
    HR.applyStrings();
    document.title = t("appTitle");
    $("new-chat").addEventListener("click", newChat);
    $("composer").addEventListener("submit", (event) => {
      event.preventDefault();
      const question = $("question").value.trim();
      if (!question || busy) return;
      $("question").value = "";
      ask(question).catch((err) => showError(err.message));
    });
    $("question").addEventListener("keydown", (event) => {
      if (event.key === "Enter" && !event.shiftKey && !event.isComposing) {
        event.preventDefault();
        $("composer").requestSubmit();
      }
    });
    const id = threadFromHash();
    showKnowledgeBase();
    loadThreads();
    if (id) loadConversation(id);
    document.body.dataset.ready = "1";
  });
})();
