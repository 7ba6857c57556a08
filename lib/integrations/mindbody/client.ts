import "server-only";
import { z } from "zod";
import { MINDBODY_DEFAULT_BASE_URL, MINDBODY_TIMEOUT_MS, MSG } from "./constants";

/**
 * A small client of the Mindbody Public API v6 (the two calls the integration needs). The base
 * URL is configurable (MINDBODY_BASE_URL) so tests run it against a local fake; the developer
 * key (MINDBODY_API_KEY) is the platform's, sent as `Api-Key` on every call, with the site in
 * `SiteId`. Every failure is a MindbodyError with a message a coach can read.
 */

export type MindbodyConfig = { baseUrl: string; apiKey: string; timeoutMs: number };

/** The server's settings, or null when no developer key is set ("not configured"). */
export function mindbodyConfig(): MindbodyConfig | null {
  const apiKey = process.env.MINDBODY_API_KEY?.trim();
  if (!apiKey) return null;
  const baseUrl = (process.env.MINDBODY_BASE_URL?.trim() || MINDBODY_DEFAULT_BASE_URL).replace(/\/+$/, "");
  const timeout = Number(process.env.MINDBODY_TIMEOUT_MS);
  return { baseUrl, apiKey, timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : MINDBODY_TIMEOUT_MS };
}

/** credentials / site: the coach's input is wrong; the rest are the API's or the network's. */
export type MindbodyFailure = "credentials" | "site" | "timeout" | "unreachable" | "rejected";

export class MindbodyError extends Error {
  constructor(
    readonly kind: MindbodyFailure,
    message: string,
  ) {
    super(message);
  }
}

/** The documented error body: { Error: { Message, Code } }. */
const errorBody = z.object({ Error: z.object({ Code: z.string().nullish(), Message: z.string().nullish() }).nullish() }).partial();

const tokenAnswer = z.object({ AccessToken: z.string().min(1) });

const text = z.string().nullish().transform((v) => (v == null ? null : v.trim() || null));

export const mindbodyClient = z.object({
  Id: z.union([z.string(), z.number()]).transform(String),
  FirstName: text,
  LastName: text,
  Email: text,
  MobilePhone: text,
  HomePhone: text,
  BirthDate: text,
  Gender: text,
});
export type MindbodyClient = z.output<typeof mindbodyClient>;

const clientsAnswer = z.object({
  PaginationResponse: z.object({ TotalResults: z.number().int().nonnegative() }),
  Clients: z.array(z.unknown()),
});

function connectionReset(err: unknown): boolean {
  const code = ((err as Error).cause as { code?: string } | undefined)?.code;
  return code === "ECONNRESET" || code === "UND_ERR_SOCKET" || code === "EPIPE";
}

async function request(cfg: MindbodyConfig, siteId: string, path: string, init: { method: "GET" | "POST"; token?: string; body?: unknown; query?: Record<string, string | number> }) {
  const url = new URL(`${cfg.baseUrl}${path}`);
  for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = { "Api-Key": cfg.apiKey, SiteId: siteId, Accept: "application/json" };
  if (init.body !== undefined) headers["Content-Type"] = "application/json";
  // The documented form is the staff token itself (the v6 SDKs send it without a scheme).
  if (init.token) headers.Authorization = init.token;
  let res: Response | undefined;
  for (let attempt = 1; !res; attempt++) {
    try {
      res = await fetch(url, {
        method: init.method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        redirect: "error",
        signal: AbortSignal.timeout(cfg.timeoutMs),
      });
    } catch (err) {
      const name = (err as Error).name;
      if (name === "TimeoutError" || name === "AbortError") throw new MindbodyError("timeout", MSG.timeout);
      // A kept-alive connection the server closed while idle (between two pages) fails before
      // anything was sent: both calls are safe to repeat, once, on a fresh connection.
      if (attempt === 1 && connectionReset(err)) continue;
      throw new MindbodyError("unreachable", MSG.unreachable);
    }
  }
  let json: unknown = null;
  try {
    json = await res.json();
  } catch {
    json = null;
  }
  if (res.ok) return json;
  const code = errorBody.safeParse(json).data?.Error?.Code ?? "";
  // A site the API does not know or that has not activated the developer's key.
  if (/site/i.test(code)) throw new MindbodyError("site", MSG.badSite);
  if ((res.status === 401 || res.status === 403) && !/api.?key/i.test(code)) throw new MindbodyError("credentials", MSG.badCredentials);
  throw new MindbodyError("rejected", MSG.rejected(res.status));
}

/** POST /usertoken/issue: a staff user token for the site (checks the login). */
export async function issueUserToken(cfg: MindbodyConfig, siteId: string, username: string, password: string): Promise<string> {
  const json = await request(cfg, siteId, "/usertoken/issue", { method: "POST", body: { Username: username, Password: password } });
  const parsed = tokenAnswer.safeParse(json);
  if (!parsed.success) throw new MindbodyError("rejected", MSG.rejected(200));
  return parsed.data.AccessToken;
}

/** One page of GET /client/clients: the clients that read (others are counted as unreadable) and the total. */
export async function fetchClients(cfg: MindbodyConfig, siteId: string, token: string, offset: number, limit: number) {
  const json = await request(cfg, siteId, "/client/clients", { method: "GET", token, query: { Limit: limit, Offset: offset } });
  const parsed = clientsAnswer.safeParse(json);
  if (!parsed.success) throw new MindbodyError("rejected", MSG.rejected(200));
  const clients: MindbodyClient[] = [];
  let unreadable = 0;
  for (const c of parsed.data.Clients) {
    const r = mindbodyClient.safeParse(c);
    if (r.success) clients.push(r.data);
    else unreadable++;
  }
  return { clients, unreadable, pageSize: parsed.data.Clients.length, total: parsed.data.PaginationResponse.TotalResults };
}
