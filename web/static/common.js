/* Shared by the chat page and the inspector: language, the API (JSON and the run stream),
   and the only two ways text reaches the page — as text (textContent) or as Markdown turned
   into HTML and sanitised by DOMPurify into a DOM fragment. Nothing here assigns innerHTML. */
"use strict";

const HR = (() => {
  const STRINGS = {
    zh: {
      appTitle: "人事制度问答", inspectorTitle: "检查器", newChat: "新对话", conversations: "会话",
      noConversations: "还没有会话", placeholder: "输入你的问题，例如：年假有几天？", send: "发送",
      sending: "处理中…", you: "你", assistant: "助手", steps: "推理步骤", step: "步骤",
      thought: "思考", action: "动作", actionInput: "动作输入", observation: "观察", finalAnswer: "最终答案",
      sources: "引用条款", clauseMissing: "（该条款已不在知识库中）", grounded: "有据可查", uncited: "未引用条款",
      notCovered: "手册未涉及", notCoveredNote: "员工手册中没有找到相关规定，这个回答没有条款依据，请向人事部门确认。",
      kbDemoBanner: "当前使用演示知识库（内置的星河科技示例手册），不是贵公司的制度。管理员导入自己的制度：hr-agent ingest 制度文件夹",
      handbookOnly: "手册检索（模型未回答）", handbookOnlyNote: "模型暂时不可用。以下是员工手册中与问题匹配的条款和日历算出的日期，不是模型的回答。",
      handbookClauses: "匹配的条款", handbookDates: "相关日期（日历工具算出）", handbookIrrelevant: "（不相关）",
      handbookNearest: "没有相关条款：手册可能未涉及这个问题；以下只是最接近的条款。",
      kbMissing: "知识库未建立", kbMissingNote: "还没有导入员工手册，助手无法查阅任何制度。请管理员运行 hr-agent ingest 制度文件夹 导入后再提问。",
      unverified: "未通过核对", unverifiedNote: "答案核对没有通过，请谨慎参考：",
      estimated: "日期基于预估日历", estimatedNote: "所用年份的法定节假日尚未公布，日期按预估日历计算，公布后可能变化。",
      failed: "未能回答", stopped: "未完成", askUser: "助手需要你补充信息", answerPrompt: "回答",
      answerPlaceholder: "输入你的回答", waiting: "等待你的回答", thinking: "正在思考…",
      openInspector: "在检查器中查看", chatPage: "问答页", tokenNeeded: "这个服务需要访问令牌",
      tokenLabel: "访问令牌", tokenSubmit: "登录", tokenWrong: "访问令牌不正确", graph: "流程图",
      threads: "会话", checkpoints: "检查点", state: "状态", changed: "变化", prev: "上一个", next: "下一个",
      question: "问题", trajectory: "推理轨迹", pendingAction: "待执行动作", stepRecords: "步骤记录",
      stopReason: "结束原因", answerCheck: "答案核对", pendingQuestion: "等待回答的问题", fullState: "完整状态",
      node: "节点", nextNodes: "下一步", elapsed: "耗时 ms", promptTokens: "输入 tokens", completionTokens: "输出 tokens",
      promptEst: "估计输入", tool: "工具", outcome: "结果", before: "之前", after: "之后", none: "无",
      pickThread: "选择左侧的会话查看它的检查点", noCheckpoints: "这个会话没有检查点", error: "出错了",
      turns: "轮", stepCount: "步数", interrupt: "中断", graphFailed: "流程图无法绘制",
      colon: "：", listSep: "、", semi: "；", parenOpen: "（", parenClose: "）",
      readOnlyNote: "这是员工的会话：人事管理员可以查看，但不能在这里提问或评价。",
      turnCount: "已完成轮数", graphLegend: "绿色：写出当前检查点的节点；橙色虚线：接下来要运行的节点", checkpoint: "检查点", allKeysFirst: "（第一个检查点：全部字段）",
    },
    en: {
      appTitle: "HR policy assistant", inspectorTitle: "Inspector", newChat: "New chat", conversations: "Conversations",
      noConversations: "No conversations yet", placeholder: "Ask a question, e.g. How many days of annual leave do I get?",
      send: "Send", sending: "Working…", you: "You", assistant: "Assistant", steps: "Reasoning steps", step: "Step",
      thought: "Thought", action: "Action", actionInput: "Action input", observation: "Observation", finalAnswer: "Final answer",
      sources: "Cited clauses", clauseMissing: "(this clause is no longer in the knowledge base)", grounded: "Grounded", uncited: "No clause cited",
      notCovered: "Not covered by the handbook", notCoveredNote: "The handbook has nothing on this; the answer rests on no clause. Please check with HR.",
      kbDemoBanner: "This is the demo knowledge base (the bundled sample handbook of 星河科技), not your company's policy. An administrator imports yours with: hr-agent ingest <policy folder>.",
      handbookOnly: "Handbook search (no model answer)", handbookOnlyNote: "The model is not available. Below are the handbook clauses that match the question and the dates the calendar gives: not an answer from the model.",
      handbookClauses: "Matching clauses", handbookDates: "Dates (from the calendar tools)", handbookIrrelevant: " (not relevant)",
      handbookNearest: "No relevant clause: the handbook may not cover this; these are only the nearest clauses.",
      kbMissing: "Knowledge base not set up", kbMissingNote: "No handbook has been imported yet, so no policy could be looked up. An administrator sets it up with: hr-agent ingest <policy folder>.",
      unverified: "Not verified", unverifiedNote: "The answer check did not pass; use with care:",
      estimated: "Date from an estimated calendar", estimatedNote: "That year's public holidays are not published yet; the date uses an estimated calendar and may change.",
      failed: "No answer", stopped: "Unfinished", askUser: "The assistant needs more information", answerPrompt: "Reply",
      answerPlaceholder: "Type your reply", waiting: "Waiting for your reply", thinking: "Thinking…",
      openInspector: "Open in inspector", chatPage: "Chat", tokenNeeded: "This server needs an access token",
      tokenLabel: "Access token", tokenSubmit: "Sign in", tokenWrong: "Wrong access token", graph: "Graph",
      threads: "Threads", checkpoints: "Checkpoints", state: "State", changed: "Changed", prev: "Previous", next: "Next",
      question: "Question", trajectory: "Trajectory", pendingAction: "Pending action", stepRecords: "Step records",
      stopReason: "Stop reason", answerCheck: "Answer check", pendingQuestion: "Pending question", fullState: "Full state",
      node: "Node", nextNodes: "Next", elapsed: "ms", promptTokens: "prompt tokens", completionTokens: "completion tokens",
      promptEst: "prompt est.", tool: "Tool", outcome: "Outcome", before: "Before", after: "After", none: "none",
      pickThread: "Pick a thread on the left to see its checkpoints", noCheckpoints: "This thread has no checkpoints",
      error: "Error", turns: "turns", stepCount: "steps", interrupt: "Interrupt", graphFailed: "The graph could not be drawn",
      colon: ": ", listSep: ", ", semi: "; ", parenOpen: " (", parenClose: ")",
      readOnlyNote: "An employee's conversation: the HR officer can read it, not ask or rate in it.",
      turnCount: "Finished turns", graphLegend: "Green: the node that wrote this checkpoint; dashed orange: the node(s) to run next", checkpoint: "Checkpoint", allKeysFirst: "(first checkpoint: every key)",
    },
  };

  /* Chinese unless the browser's first language that we have is English (or ?lang=en). */
  function pickLanguage(preferred) {
    for (const tag of preferred || []) {
      const base = String(tag).toLowerCase().split("-")[0];
      if (base === "zh" || base === "en") return base;
    }
    return "zh";
  }
  const forced = new URLSearchParams(location.search).get("lang");
  const lang = pickLanguage(forced ? [forced] : (navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language]));
  const t = (key) => STRINGS[lang][key] ?? STRINGS.zh[key] ?? key;
  /* "（x）" in Chinese, " (x)" in English. */
  const paren = (text) => `${t("parenOpen")}${text}${t("parenClose")}`;
  /* A page's own strings ({zh: {...}, en: {...}}), loaded before it applies them. */
  function addStrings(table) {
    for (const [code, strings] of Object.entries(table)) Object.assign(STRINGS[code], strings);
  }
  /* {key: [Chinese, English]} → {zh: {key: …}, en: {key: …}}: each translation beside its original. */
  function pairs(table) {
    const out = { zh: {}, en: {} };
    for (const [key, [zh, en]] of Object.entries(table)) {
      out.zh[key] = zh;
      out.en[key] = en;
    }
    return out;
  }

  function applyStrings(root = document) {
    document.documentElement.lang = lang === "zh" ? "zh-CN" : "en";
    for (const node of root.querySelectorAll("[data-i18n]")) node.textContent = t(node.dataset.i18n);
    for (const node of root.querySelectorAll("[data-i18n-placeholder]")) node.placeholder = t(node.dataset.i18nPlaceholder);
    for (const node of root.querySelectorAll("[data-i18n-title]")) node.title = t(node.dataset.i18nTitle);
  }

  /* el("div", {class: "x", onclick: f}, "text", child) — strings become text nodes. */
  function el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs || {})) {
      if (value === null || value === undefined || value === false) continue;
      if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
      else if (key === "class") node.className = value;
      else if (key === "dataset") Object.assign(node.dataset, value);
      else node.setAttribute(key, value === true ? "" : String(value));
    }
    for (const child of children.flat()) {
      if (child === null || child === undefined || child === false) continue;
      node.append(child instanceof Node ? child : document.createTextNode(String(child)));
    }
    return node;
  }

  /* Model or handbook Markdown → a sanitised DOM fragment. Only text-formatting tags survive:
     no scripts, images, links, forms, styles or event attributes. */
  const ALLOWED_TAGS = ["p", "br", "strong", "em", "b", "i", "del", "code", "pre", "ul", "ol", "li", "blockquote",
    "h1", "h2", "h3", "h4", "h5", "h6", "table", "thead", "tbody", "tr", "th", "td", "hr", "span"];
  function markdown(text) {
    const html = window.marked.parse(String(text ?? ""), { async: false, gfm: true, breaks: true });
    return window.DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: [], RETURN_DOM_FRAGMENT: true });
  }

  function json(value) {
    return JSON.stringify(value, null, 2) ?? "null";
  }

  function time(iso) {
    if (!iso) return "";
    const date = new Date(iso);
    return isNaN(date) ? String(iso) : date.toLocaleString(lang === "zh" ? "zh-CN" : "en-GB", { hour12: false });
  }

  class ApiError extends Error {
    constructor(status, message, body) { super(message); this.status = status; this.body = body; }
  }

  async function request(path, options = {}) {
    const init = { method: options.method || "GET", headers: { Accept: "application/json" }, credentials: "same-origin" };
    if (options.form !== undefined) init.body = options.form;  // multipart: the browser writes its boundary
    else if (options.body !== undefined) {
      init.headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(options.body);
    }
    if (options.stream) init.headers.Accept = "text/event-stream";
    let reply = await fetch(path, init);
    if (reply.status === 401 && (await login())) reply = await fetch(path, init);
    if (!reply.ok) {
      let message = `HTTP ${reply.status}`, body = null;
      try { body = await reply.json(); message = body.error || message; } catch (_) { /* not JSON */ }
      throw new ApiError(reply.status, message, body);
    }
    return reply;
  }

  async function api(path, options) {
    const reply = await request(path, options);
    return reply.status === 204 ? null : reply.json();
  }

  /* A run's Server-Sent Events, read from the POST's body; onEvent(name, data) for each. */
  async function stream(path, body, onEvent) {
    const reply = await request(path, { method: "POST", body, stream: true });
    const reader = reply.body.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    const flush = (block) => {
      let name = "message";
      const data = [];
      for (const line of block.split("\n")) {
        if (line.startsWith("event:")) name = line.slice(6).trim();
        else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
      }
      if (data.length) onEvent(name, JSON.parse(data.join("\n")));
    };
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, "\n");
      let cut;
      while ((cut = buffer.indexOf("\n\n")) >= 0) {
        flush(buffer.slice(0, cut));
        buffer = buffer.slice(cut + 2);
      }
    }
    if (buffer.trim()) flush(buffer);
  }

  /* 401: ask for the token once, POST it to /api/login (the cookie carries it afterwards). */
  let loginPending = null;
  function login() {
    if (loginPending) return loginPending;
    loginPending = new Promise((resolve) => {
      const input = el("input", { type: "password", id: "token-input", autocomplete: "current-password" });
      const message = el("p", { class: "login-error" });
      const form = el("form", { class: "login", id: "login-form" },
        el("h2", {}, t("tokenNeeded")), el("label", {}, t("tokenLabel"), input), message,
        el("button", { type: "submit" }, t("tokenSubmit")));
      const overlay = el("div", { class: "overlay" }, form);
      form.addEventListener("submit", async (event) => {
        event.preventDefault();
        const reply = await fetch("/api/login", { method: "POST", headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ token: input.value }), credentials: "same-origin" });
        if (reply.ok) { overlay.remove(); loginPending = null; resolve(true); }
        else message.textContent = t("tokenWrong");
      });
      document.body.append(overlay);
      input.focus();
    });
    return loginPending;
  }

  return { lang, t, paren, addStrings, pairs, pickLanguage, applyStrings, el, markdown, json, time, api, request, stream, login, ApiError };
})();
