import http from "node:http";
import type { Duplex } from "node:stream";
import { createHash, createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { WebSocketServer, type RawData, type WebSocket } from "ws";
import { embeddedCredentials, embeddedPort, holder, writeEmbeddedPort, type AppCredentials, type RunningServer } from "./config";

/**
 * The embedded realtime server: enough of Pusher Channels that pusher-js and the `pusher`
 * server SDK talk to it unchanged. Client protocol 7 on `ws` (connect, subscribe with
 * private-channel signatures, unsubscribe, ping/pong; client events refused) and the
 * signed HTTP trigger API (POST /apps/{id}/events and /batch_events). Public and private
 * channels only: the app uses no presence or encrypted channels.
 */

const PROTOCOLS = new Set([5, 6, 7]);
const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,164}$/;
const SOCKET_ID = /^\d+\.\d+$/;
/** Pusher's own limits, so the embedded mode refuses what production would. */
const MAX_EVENT_DATA = 10_240;
const MAX_CHANNELS_PER_EVENT = 100;
const MAX_BATCH = 10;
const MAX_BODY = 1_048_576;
const MAX_SUBSCRIPTIONS = 100;
/** A signed trigger request is valid for this long (Pusher: 600 s). */
const TIMESTAMP_WINDOW_S = 600;
export const ACTIVITY_TIMEOUT_S = 120;

type Conn = { ws: WebSocket; socketId: string; channels: Set<string>; lastSeen: number; pinged: boolean };

type Options = {
  /** 0 = any free port. Default REALTIME_PORT, else the port of the last run, else any. */
  port?: number;
  credentials?: AppCredentials;
  /** Seconds of client silence before the server pings it (tests shorten it). */
  activityTimeout?: number;
};

function hmac(secret: string, data: string): string {
  return createHmac("sha256", secret).update(data).digest("hex");
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

class HttpError extends Error {
  constructor(public status: number, message: string) {
    super(message);
  }
}

/** Starts the server once per process; later calls get the same one. */
export function startRealtimeServer(opts: Options = {}): Promise<RunningServer> {
  holder.starting ??= listen(opts).then(
    (running) => {
      holder.running = running;
      if (!opts.credentials) writeEmbeddedPort(running.port);
      return running;
    },
    (err: unknown) => {
      holder.starting = undefined;
      throw err;
    },
  );
  return holder.starting;
}

export async function stopRealtimeServer(): Promise<void> {
  const starting = holder.starting;
  holder.starting = undefined;
  holder.running = undefined;
  if (starting) await (await starting).close();
}

async function listen(opts: Options): Promise<RunningServer> {
  const creds = opts.credentials ?? embeddedCredentials();
  const activityMs = (opts.activityTimeout ?? ACTIVITY_TIMEOUT_S) * 1000;
  const graceMs = Math.min(30_000, activityMs);
  const conns = new Set<Conn>();
  const channels = new Map<string, Set<Conn>>();

  // ---------- client protocol ----------

  const send = (conn: Conn, msg: { event: string; channel?: string; data: unknown }) => {
    if (conn.ws.readyState === conn.ws.OPEN) conn.ws.send(JSON.stringify(msg));
  };
  const sendError = (conn: Conn, message: string, code: number | null = null) =>
    send(conn, { event: "pusher:error", data: { code, message } });

  const refuse = (conn: Conn, channel: string, message: string) => {
    send(conn, { event: "pusher:subscription_error", channel, data: { type: "AuthError", error: message, status: 401 } });
    sendError(conn, message);
  };

  const subscribe = (conn: Conn, data: { channel?: unknown; auth?: unknown }) => {
    const channel = typeof data.channel === "string" ? data.channel : "";
    if (!CHANNEL_NAME.test(channel)) return sendError(conn, "Invalid channel name.");
    if (channel.startsWith("presence-") || channel.startsWith("private-encrypted-")) {
      return refuse(conn, channel, "Presence and encrypted channels are not supported by the embedded server.");
    }
    if (channel.startsWith("private-")) {
      const expected = `${creds.key}:${hmac(creds.secret, `${conn.socketId}:${channel}`)}`;
      if (typeof data.auth !== "string" || !sameText(data.auth, expected)) {
        return refuse(conn, channel, `Invalid signature for channel ${channel}.`);
      }
    }
    if (!conn.channels.has(channel) && conn.channels.size >= MAX_SUBSCRIPTIONS) {
      return refuse(conn, channel, "Too many subscriptions on one connection.");
    }
    conn.channels.add(channel);
    let members = channels.get(channel);
    if (!members) channels.set(channel, (members = new Set()));
    members.add(conn);
    send(conn, { event: "pusher_internal:subscription_succeeded", channel, data: "{}" });
  };

  const unsubscribe = (conn: Conn, channel: string) => {
    conn.channels.delete(channel);
    const members = channels.get(channel);
    members?.delete(conn);
    if (members?.size === 0) channels.delete(channel);
  };

  const onMessage = (conn: Conn, raw: RawData) => {
    conn.lastSeen = Date.now();
    conn.pinged = false;
    let msg: { event?: unknown; data?: unknown };
    try {
      msg = JSON.parse(raw.toString());
    } catch {
      return sendError(conn, "Invalid JSON.");
    }
    let data = msg.data;
    if (typeof data === "string") {
      try {
        data = JSON.parse(data);
      } catch {
        // a plain string payload
      }
    }
    const body = (data && typeof data === "object" ? data : {}) as Record<string, unknown>;
    const event = typeof msg.event === "string" ? msg.event : "";
    if (event === "pusher:ping") return send(conn, { event: "pusher:pong", data: "{}" });
    if (event === "pusher:pong") return;
    if (event === "pusher:subscribe") return subscribe(conn, body);
    if (event === "pusher:unsubscribe") return typeof body.channel === "string" && unsubscribe(conn, body.channel);
    if (event.startsWith("client-")) return sendError(conn, "Client events are not enabled for this app.");
    sendError(conn, `Unsupported event: ${event.slice(0, 64)}`);
  };

  const onConnection = (ws: WebSocket, key: string, protocol: number) => {
    const conn: Conn = { ws, socketId: `${randomInt(1, 2 ** 40)}.${randomInt(1, 2 ** 40)}`, channels: new Set(), lastSeen: Date.now(), pinged: false };
    ws.on("error", () => ws.terminate());
    if (key !== creds.key) {
      sendError(conn, `App key ${key.slice(0, 64)} not in this cluster.`, 4001);
      return ws.close(4001);
    }
    if (!PROTOCOLS.has(protocol)) {
      sendError(conn, "Unsupported protocol version.", 4007);
      return ws.close(4007);
    }
    conns.add(conn);
    ws.on("message", (raw) => onMessage(conn, raw));
    ws.on("close", () => {
      conns.delete(conn);
      for (const channel of [...conn.channels]) unsubscribe(conn, channel);
    });
    send(conn, {
      event: "pusher:connection_established",
      data: JSON.stringify({ socket_id: conn.socketId, activity_timeout: activityMs / 1000 }),
    });
  };

  // A client that stays silent past the activity timeout is pinged; one that does not answer is dropped.
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const conn of conns) {
      const idle = now - conn.lastSeen;
      if (idle > activityMs + graceMs) conn.ws.terminate();
      else if (idle > activityMs && !conn.pinged) {
        conn.pinged = true;
        send(conn, { event: "pusher:ping", data: "{}" });
      }
    }
  }, Math.max(100, Math.min(15_000, activityMs / 4)));
  sweep.unref();

  // ---------- HTTP trigger API ----------

  const deliver = (channel: string, event: string, data: string, except?: string) => {
    for (const conn of channels.get(channel) ?? []) {
      if (conn.socketId !== except) send(conn, { event, channel, data });
    }
  };

  /** Pusher's request signature: HMAC-SHA256 of "METHOD\npath\nsorted query" with the app secret. */
  const verify = (method: string, path: string, query: URLSearchParams, body: string) => {
    const params = new Map<string, string>();
    for (const [k, v] of query) {
      if (params.has(k)) throw new HttpError(401, `Duplicate query parameter ${k}.`);
      params.set(k, v);
    }
    if (params.get("auth_key") !== creds.key) throw new HttpError(401, "Unknown auth_key.");
    if (params.get("auth_version") !== "1.0") throw new HttpError(401, "Unsupported auth_version.");
    const ts = Number(params.get("auth_timestamp"));
    if (!Number.isFinite(ts) || Math.abs(Date.now() / 1000 - ts) > TIMESTAMP_WINDOW_S) {
      throw new HttpError(401, "Timestamp expired: the request must be signed within 600 seconds.");
    }
    if (body && params.get("body_md5") !== createHash("md5").update(body, "utf8").digest("hex")) {
      throw new HttpError(401, "body_md5 does not match the body.");
    }
    const signature = params.get("auth_signature") ?? "";
    params.delete("auth_signature");
    const sorted = [...params].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => `${k}=${v}`).join("&");
    if (!sameText(signature, hmac(creds.secret, `${method}\n${path}\n${sorted}`))) {
      throw new HttpError(401, "Invalid signature.");
    }
  };

  type Trigger = { channels: string[]; name: string; data: string; socketId?: string };

  const parseEvent = (raw: unknown, batch: boolean): Trigger => {
    const e = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
    const list = batch ? [e.channel] : Array.isArray(e.channels) ? e.channels : [e.channel];
    if (typeof e.name !== "string" || e.name.length === 0 || e.name.length > 200) throw new HttpError(400, "Invalid event name.");
    if (typeof e.data !== "string") throw new HttpError(400, "Event data must be a string.");
    if (Buffer.byteLength(e.data) > MAX_EVENT_DATA) throw new HttpError(413, "Event data is over 10 KB.");
    if (list.length === 0 || list.length > MAX_CHANNELS_PER_EVENT) throw new HttpError(400, "An event needs 1 to 100 channels.");
    if (!list.every((c): c is string => typeof c === "string" && CHANNEL_NAME.test(c))) throw new HttpError(400, "Invalid channel name.");
    if (e.socket_id !== undefined && (typeof e.socket_id !== "string" || !SOCKET_ID.test(e.socket_id))) {
      throw new HttpError(400, "Invalid socket_id.");
    }
    return { channels: list, name: e.name, data: e.data, socketId: e.socket_id as string | undefined };
  };

  const readBody = (req: http.IncomingMessage) =>
    new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      req.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_BODY) {
          reject(new HttpError(413, "Request body too large."));
          req.destroy();
        } else chunks.push(chunk);
      });
      req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
      req.on("error", reject);
    });

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const m = /^\/apps\/([^/]+)\/(events|batch_events)$/.exec(url.pathname);
    if (!m) throw new HttpError(404, "Not found.");
    if (req.method !== "POST") throw new HttpError(405, "Method not allowed.");
    if (m[1] !== creds.appId) throw new HttpError(404, "Unknown app.");
    const body = await readBody(req);
    verify("POST", url.pathname, url.searchParams, body);
    let json: Record<string, unknown>;
    try {
      json = JSON.parse(body);
    } catch {
      throw new HttpError(400, "Invalid JSON body.");
    }
    let triggers: Trigger[];
    if (m[2] === "events") triggers = [parseEvent(json, false)];
    else {
      if (!Array.isArray(json.batch) || json.batch.length === 0 || json.batch.length > MAX_BATCH) {
        throw new HttpError(400, "A batch holds 1 to 10 events.");
      }
      triggers = json.batch.map((e) => parseEvent(e, true));
    }
    for (const t of triggers) for (const channel of t.channels) deliver(channel, t.name, t.data, t.socketId);
    res.writeHead(200, { "content-type": "application/json" }).end("{}");
  };

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      const status = err instanceof HttpError ? err.status : 500;
      if (status === 500) console.error("realtime: trigger failed", err);
      if (!res.headersSent) res.writeHead(status, { "content-type": "text/plain" }).end(err instanceof HttpError ? err.message : "Server error");
    });
  });

  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  server.on("upgrade", (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on("error", () => socket.destroy());
    let url: URL;
    try {
      url = new URL(req.url ?? "/", "http://localhost");
    } catch {
      return socket.destroy();
    }
    const m = /^\/app\/([A-Za-z0-9_-]+)$/.exec(url.pathname);
    if (!m) {
      socket.end("HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n");
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws, m[1], Number(url.searchParams.get("protocol"))));
  });

  const port = await bind(server, opts.port);
  server.unref();

  return {
    port,
    credentials: creds,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(sweep);
        for (const conn of conns) conn.ws.terminate();
        wss.close();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** REALTIME_PORT when set (taken = an error); else last run's port so open pages reconnect, else any. */
async function bind(server: http.Server, wanted: number | undefined): Promise<number> {
  const fixed = wanted ?? (process.env.REALTIME_PORT ? Number(process.env.REALTIME_PORT) : undefined);
  const tryPort = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const onError = (err: Error) => {
        server.off("listening", onListening);
        reject(err);
      };
      const onListening = () => {
        server.off("error", onError);
        resolve((server.address() as { port: number }).port);
      };
      server.once("error", onError);
      server.once("listening", onListening);
      server.listen(port);
    });
  if (fixed !== undefined) return tryPort(fixed);
  const previous = embeddedPort();
  if (previous) {
    try {
      return await tryPort(previous);
    } catch {
      // taken by someone else: any free port
    }
  }
  return tryPort(0);
}
