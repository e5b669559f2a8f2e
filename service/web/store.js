// What this browser remembers: the seats it holds (match id -> token) and the matches it created.
// Tokens stay in localStorage and in the URL fragment of invitation links, never in a server URL.

const KEY = "folie.matches";

export function remembered() {
  try { return JSON.parse(localStorage.getItem(KEY) || "{}"); } catch { return {}; }
}

export function remember(matchId, entry) {
  const all = remembered();
  all[matchId] = { ...(all[matchId] || {}), ...entry, at: Date.now() };
  localStorage.setItem(KEY, JSON.stringify(all));
}

export function seatOf(matchId) {
  return remembered()[matchId] || null;
}
