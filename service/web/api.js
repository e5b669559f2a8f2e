// Talking to the Folie API: JSON requests, problem details as errors, and the live NDJSON stream.
// A browser's EventSource cannot send Authorization, so the stream is read with fetch() as NDJSON.
// Every request asks for the page's language: the server renders labels, prompts and refusals in it.

import { LANG } from "./i18n.js";

export class Problem extends Error {
  constructor(status, body) {
    super(body.detail || body.title || `HTTP ${status}`);
    this.status = status;
    this.code = body.code || "http_" + status;
    this.rule = body.rule || null;
    this.body = body;
  }
}

export async function call(method, path, { token = null, body = undefined } = {}) {
  const headers = { Accept: "application/json", "Accept-Language": LANG };
  if (token) headers.Authorization = "Bearer " + token;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  const data = text ? JSON.parse(text) : null;
  if (!response.ok) throw new Problem(response.status, data || {});
  return data;
}

// Follows /events/stream: calls onMessage(kind, data) for each view/event/end message, and reconnects
// after a drop, resuming after the last version seen (?after=). Returns a function that stops it.
export function follow(matchId, token, onMessage, onState) {
  let stopped = false;
  let after = 0;
  let controller = null;
  async function once() {
    controller = new AbortController();
    const headers = { Accept: "application/x-ndjson", "Accept-Language": LANG };
    if (token) headers.Authorization = "Bearer " + token;
    const url = `/matches/${matchId}/events/stream?format=ndjson` + (after ? `&after=${after}` : "");
    const response = await fetch(url, { headers, signal: controller.signal });
    if (!response.ok) {
      const body = await response.json().catch(() => ({}));
      throw new Problem(response.status, body);
    }
    onState("live");
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return "closed";
      buffer += decoder.decode(value, { stream: true });
      let cut;
      while ((cut = buffer.indexOf("\n")) >= 0) {
        const line = buffer.slice(0, cut).trim();
        buffer = buffer.slice(cut + 1);
        if (!line) continue;
        const message = JSON.parse(line);
        if (message.type === "view" || message.type === "event") after = Math.max(after, message.id);
        onMessage(message.type, message.data);
        if (message.type === "end") return "ended";
      }
    }
  }
  (async () => {
    let delay = 500;
    while (!stopped) {
      try {
        const how = await once();
        if (how === "ended") { onState("ended"); return; }
        delay = 500;
      } catch (error) {
        if (stopped || error.name === "AbortError") return;
        if (error instanceof Problem && (error.status === 401 || error.status === 403 || error.status === 404)) {
          onState("refused", error);
          return;
        }
      }
      if (stopped) return;
      onState("reconnecting");
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, 8000);
    }
  })();
  return () => { stopped = true; if (controller) controller.abort(); };
}
