import fs from "node:fs";
import path from "node:path";
import { randomBytes, randomInt } from "node:crypto";
import { dataDir } from "@/db/open";
import type { RealtimeClientConfig } from "./channels";

export type AppCredentials = { appId: string; key: string; secret: string };

/** Where the server SDK sends its trigger requests. */
export type PublishTarget = AppCredentials & { host: string; port: number | undefined; useTLS: boolean };

type EmbeddedFile = { app_id: string; key: string; secret: string; port?: number };

/** The one embedded server of this process (globalThis survives dev reloads of this module). */
export type RunningServer = { port: number; credentials: AppCredentials; close: () => Promise<void> };
export const holder = ((globalThis as Record<string, unknown>).__coachosRealtime ??= {}) as {
  starting?: Promise<RunningServer>;
  running?: RunningServer;
};

/** Production when the Pusher credentials are set; all three or none. */
export function isProduction(): boolean {
  const set = [process.env.PUSHER_APP_ID, process.env.PUSHER_KEY, process.env.PUSHER_SECRET].filter(Boolean).length;
  if (set > 0 && set < 3) throw new Error("Realtime: set all of PUSHER_APP_ID, PUSHER_KEY and PUSHER_SECRET, or none.");
  return set === 3;
}

function tlsEnabled(): boolean {
  return process.env.PUSHER_USE_TLS !== "false";
}

function optionalPort(value: string | undefined): number | undefined {
  return value ? Number(value) : undefined;
}

// ---------- Embedded: credentials made once, kept with the port in DATA_DIR/realtime.json ----------

export function embeddedFile(): string {
  return path.join(dataDir(), "realtime.json");
}

function readFile(): EmbeddedFile | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(embeddedFile(), "utf8")) as EmbeddedFile;
    return parsed.app_id && parsed.key && parsed.secret ? parsed : null;
  } catch {
    return null;
  }
}

const cache = new Map<string, AppCredentials>();

/** The embedded app id/key/secret: the same for every process on this data folder. */
export function embeddedCredentials(): AppCredentials {
  const file = embeddedFile();
  const cached = cache.get(file);
  if (cached) return cached;
  let found = readFile();
  if (!found) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const fresh: EmbeddedFile = {
      app_id: String(randomInt(100_000, 999_999)),
      key: randomBytes(10).toString("hex"),
      secret: randomBytes(24).toString("hex"),
    };
    try {
      fs.writeFileSync(file, JSON.stringify(fresh), { flag: "wx", mode: 0o600 });
      found = fresh;
    } catch {
      found = readFile(); // another process wrote it first
      if (!found) throw new Error(`Realtime: ${file} is unreadable; delete it to make a new one.`);
    }
  }
  const creds = { appId: found.app_id, key: found.key, secret: found.secret };
  cache.set(file, creds);
  return creds;
}

/** Records the port the embedded server listens on, for other processes on this data folder. */
export function writeEmbeddedPort(port: number): void {
  const c = embeddedCredentials();
  const file = embeddedFile();
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify({ app_id: c.appId, key: c.key, secret: c.secret, port }), { mode: 0o600 });
  fs.renameSync(tmp, file);
}

/** The port last written: this process's server, else the one another process started. */
export function embeddedPort(): number | undefined {
  return holder.running?.port ?? readFile()?.port;
}

// ---------- What the SDK and the browser use ----------

/** The trigger API the `pusher` SDK calls; undefined in embedded mode when no server has run yet. */
export function publishTarget(): PublishTarget | undefined {
  if (isProduction()) {
    const cluster = process.env.PUSHER_CLUSTER ?? "mt1";
    return {
      appId: process.env.PUSHER_APP_ID!,
      key: process.env.PUSHER_KEY!,
      secret: process.env.PUSHER_SECRET!,
      host: process.env.PUSHER_HOST ?? `api-${cluster}.pusher.com`,
      port: optionalPort(process.env.PUSHER_PORT),
      useTLS: tlsEnabled(),
    };
  }
  const port = embeddedPort();
  if (!port) return undefined;
  return { ...embeddedCredentials(), host: "127.0.0.1", port, useTLS: false };
}

/** The secret that signs channel authorisations (the same one the server checks). */
export function signingCredentials(): AppCredentials {
  if (isProduction()) {
    return { appId: process.env.PUSHER_APP_ID!, key: process.env.PUSHER_KEY!, secret: process.env.PUSHER_SECRET! };
  }
  return embeddedCredentials();
}

/**
 * Handed to the shell by the (app) layout. Production: Pusher's cluster host, or
 * PUSHER_WS_HOST/PUSHER_WS_PORT (default PUSHER_HOST/PUSHER_PORT) for a compatible server.
 * Embedded: null host (the page's hostname) and the embedded server's port; null when none runs.
 */
export function realtimeClientConfig(): RealtimeClientConfig | null {
  if (isProduction()) {
    const cluster = process.env.PUSHER_CLUSTER;
    const host = process.env.PUSHER_WS_HOST ?? process.env.PUSHER_HOST;
    const tls = tlsEnabled();
    return {
      key: process.env.PUSHER_KEY!,
      wsHost: host ?? `ws-${cluster ?? "mt1"}.pusher.com`,
      wsPort: optionalPort(process.env.PUSHER_WS_PORT ?? (host ? process.env.PUSHER_PORT : undefined)) ?? (tls ? 443 : 80),
      forceTLS: tls,
      ...(cluster ? { cluster } : {}),
    };
  }
  const port = embeddedPort();
  if (!port) return null;
  return { key: embeddedCredentials().key, wsHost: null, wsPort: port, forceTLS: false };
}
