/* 👍 / 👎 (helpful / not helpful) under an answer on the chat page, with an optional reason for a 👎: sent to
   POST /api/threads/{id}/feedback {"turn", "rating", "reason"} and kept beside the
   conversation, where the HR desk's to-do list finds the answers rated down. */
"use strict";

const HRFeedback = (() => {
  const { t, paren, el, api } = HR;

  HR.addStrings(HR.pairs({
    helpful: ["有帮助", "Helpful"], notHelpful: ["没帮助", "Not helpful"],
    feedbackReason: ["哪里不对？（可选）", "What was wrong? (optional)"], feedbackSend: ["提交", "Send"],
    feedbackThanks: ["已记录你的评价", "Your rating is recorded"], feedbackTheirs: ["员工的评价", "The employee's rating"], feedbackFailed: ["评价没有记录：", "Rating not recorded: "],
  }));

  /* A thumb drawn by the style sheet (a CSS mask), not the 👍 / 👎 characters: a machine
     without an emoji font (many Linux desktops, headless browsers) would show empty boxes. */
  function thumb(up) {
    return el("span", { class: `thumb thumb-${up ? "up" : "down"}`, "aria-hidden": "true" });
  }

  function recorded(rating, reason, theirs = false) {
    return el("p", { class: "feedback-recorded", dataset: { rating } },
      t(theirs ? "feedbackTheirs" : "feedbackThanks"), t("colon"), thumb(rating === "up"), " ", t(rating === "up" ? "helpful" : "notHelpful"), reason ? paren(reason) : "");
  }

  /* The bar for turn `turn` (its index in the conversation) of the conversation `threadOf()`
     names when the button is pressed; `given` is a rating the conversation already holds.
     `readOnly` (someone else's conversation): only a rating already given, else null. */
  function view(threadOf, turn, given, readOnly = false) {
    const bar = el("div", { class: "feedback", dataset: { turn } });
    if (given && given.rating) {
      bar.append(recorded(given.rating, given.reason, readOnly));
      return bar;
    }
    if (readOnly) return null;
    const message = el("span", { class: "feedback-error" });
    async function send(rating, reason) {
      for (const button of bar.querySelectorAll("button")) button.disabled = true;
      try {
        await api(`/api/threads/${encodeURIComponent(threadOf())}/feedback`, { method: "POST", body: { turn, rating, reason: reason || null } });
        bar.replaceChildren(recorded(rating, reason));
      } catch (err) {
        message.textContent = t("feedbackFailed") + err.message;
        for (const button of bar.querySelectorAll("button")) button.disabled = false;
      }
    }
    const reasonInput = el("input", { type: "text", class: "feedback-reason", maxlength: 500, placeholder: t("feedbackReason") });
    const reasonForm = el("form", { class: "feedback-form", hidden: true }, reasonInput,
      el("button", { type: "submit", class: "feedback-send" }, t("feedbackSend")));
    reasonForm.addEventListener("submit", (event) => {
      event.preventDefault();
      send("down", reasonInput.value.trim());
    });
    bar.append(
      el("button", { type: "button", class: "feedback-up", title: t("helpful"), "aria-label": t("helpful"), onclick: () => send("up", "") }, thumb(true), t("helpful")),
      el("button", { type: "button", class: "feedback-down", title: t("notHelpful"), "aria-label": t("notHelpful"),
        onclick: () => { reasonForm.hidden = false; reasonInput.focus(); } }, thumb(false), t("notHelpful")),
      reasonForm, message);
    return bar;
  }

  return Object.freeze({ view });
})();
