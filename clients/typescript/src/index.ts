// @folie/client: the types openapi-typescript generated from openapi/openapi.json (./schema.js, made by
// scripts/clients: never edit it) and a small typed wrapper over openapi-fetch for what a front end does
// most: create a match, read a seat's view, send commands, follow the live stream (with a stream ticket,
// so the token never goes in a URL) and play over the WebSocket.
import createClient from "openapi-fetch";
import type { components, paths } from "./schema.js";

export type { components, paths };
export type Schemas = components["schemas"];
export type CreateMatch = Schemas["CreateMatch"];
export type MatchCreated = Schemas["MatchCreatedResponse"];
export type SeatView = Schemas["SeatView"];
export type LegalAction = Schemas["LegalAction"];
export type Command = Schemas["CommandRequest"]["command"];
export type CommandResult = Schemas["CommandResult"];
export type StreamMessage = Schemas["StreamMessage"];
export type Problem = Schemas["Problem"];
export type VersionInfo = Schemas["VersionInfo"];

/** A refused request: the server's problem (a stable `code`, the `rule` it breaks) and the HTTP status. */
export class FolieError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem | undefined,
  ) {
    super(problem ? `${status} ${problem.code}: ${problem.detail}` : `HTTP ${status}`);
  }
}

function checked<T>(answer: { data?: T; error?: unknown; response: Response }): T {
  if (answer.data === undefined) throw new FolieError(answer.response.status, answer.error as Problem | undefined);
  return answer.data;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export class Folie {
  /** The generated client, for every operation the wrapper does not cover. */
  readonly api: ReturnType<typeof createClient<paths>>;

  constructor(
    readonly baseUrl: string,
    private readonly fetcher: typeof fetch = globalThis.fetch,
  ) {
    this.api = createClient<paths>({ baseUrl, fetch: fetcher });
  }

  async version(): Promise<VersionInfo> {
    return checked(await this.api.GET("/version"));
  }

  async createMatch(body: CreateMatch): Promise<MatchCreated> {
    return checked(await this.api.POST("/matches", { body }));
  }

  async view(matchId: string, token: string): Promise<SeatView> {
    const params = { path: { match_id: matchId } };
    return checked(await this.api.GET("/matches/{match_id}/view", { params, headers: bearer(token) }));
  }

  /** Send a command as the token's seat; `expectedVersion` refuses it (409) if the match moved on. */
  async command(matchId: string, token: string, command: Command, expectedVersion?: number): Promise<CommandResult> {
    const params = { path: { match_id: matchId } };
    const body = { command, expected_version: expectedVersion ?? null };
    return checked(await this.api.POST("/matches/{match_id}/commands", { params, body, headers: bearer(token) }));
  }

  /** The seat's live stream (NDJSON): events after `after`, views, keep-alives, then `end`. Opened with a
   * single-use stream ticket, so the token is sent in a header only. Stop by breaking out of the loop. */
  async *stream(matchId: string, token: string, after?: number): AsyncGenerator<StreamMessage> {
    const params = { path: { match_id: matchId } };
    const ticket = checked(
      await this.api.POST("/matches/{match_id}/stream-tickets", { params, headers: bearer(token) }),
    );
    const url = new URL(ticket.url, this.baseUrl);
    url.searchParams.set("format", "ndjson");
    if (after !== undefined) url.searchParams.set("after", String(after));
    const response = await this.fetcher(url, { headers: { Accept: "application/x-ndjson" } });
    if (!response.ok || response.body === null) throw new FolieError(response.status, undefined);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffered = "";
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffered += value;
        let newline: number;
        while ((newline = buffered.indexOf("\n")) >= 0) {
          const line = buffered.slice(0, newline).trim();
          buffered = buffered.slice(newline + 1);
          if (line) yield JSON.parse(line) as StreamMessage;
        }
      }
    } finally {
      await reader.cancel();
    }
  }

  /** Play over the WebSocket (`/matches/{id}/socket`): the stream's messages for the others' moves, and
   * each command answered in order by one result holding its events and the view after it (the mover
   * gets no separate event or view messages for its own move). `socketClass` is the platform's
   * WebSocket (the browser's, or Node 22's). */
  socket(matchId: string, token: string, socketClass: typeof WebSocket = globalThis.WebSocket): Table {
    const url = new URL(`/matches/${encodeURIComponent(matchId)}/socket`, this.baseUrl);
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
    return new Table(new socketClass(url), token);
  }
}

type Answer = { type: "result"; ref: number; data: CommandResult } | { type: "problem"; ref: number; data: Problem };

/** One seat at the table over the WebSocket: `onMessage` gets the stream's messages, `command` a promise. */
export class Table {
  onMessage: (message: StreamMessage) => void = () => {};
  private next = 0;
  private readonly waiting = new Map<number, [(result: CommandResult) => void, (error: Error) => void]>();
  readonly opened: Promise<void>;

  constructor(
    private readonly ws: WebSocket,
    token: string,
  ) {
    this.opened = new Promise((resolve, reject) => {
      ws.addEventListener("open", () => {
        ws.send(JSON.stringify({ type: "hello", token }));
        resolve();
      });
      ws.addEventListener("error", () => reject(new Error("the WebSocket failed")));
    });
    ws.addEventListener("message", (event: MessageEvent) => {
      const message = JSON.parse(String(event.data)) as StreamMessage | Answer;
      if (message.type === "result" || message.type === "problem") {
        const [resolve, reject] = this.waiting.get(message.ref) ?? [];
        this.waiting.delete(message.ref);
        if (message.type === "result") resolve?.(message.data);
        else reject?.(new FolieError(message.data.status, message.data));
      } else {
        this.onMessage(message);
      }
    });
  }

  async command(command: Command, expectedVersion?: number): Promise<CommandResult> {
    await this.opened;
    const ref = this.next++;
    return new Promise((resolve, reject) => {
      this.waiting.set(ref, [resolve, reject]);
      this.ws.send(JSON.stringify({ type: "command", ref, command, expected_version: expectedVersion ?? null }));
    });
  }

  close(): void {
    this.ws.close();
  }
}
