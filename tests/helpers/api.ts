import { api, billingApi, checkoutApi } from "../../lib/api/app";
// Every answer a test gets is checked against the served OpenAPI document.
import "./contract";

type Opts = { token?: string; body?: unknown; raw?: string; headers?: Record<string, string>; host?: "v3" | "billing" | "checkout" };

/** Calls the API in-process, as a client would over HTTP. */
export async function call(method: string, path: string, opts: Opts = {}) {
  const headers: Record<string, string> = { accept: "application/json", ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.raw !== undefined || opts.body !== undefined) {
    headers["content-type"] = "application/json";
    body = opts.raw ?? JSON.stringify(opts.body);
  }
  const app = opts.host === "billing" ? billingApi : opts.host === "checkout" ? checkoutApi : api;
  const base = opts.host === "billing" ? "/api/billing" : opts.host === "checkout" ? "/api/checkout" : "/api/v3";
  const res = await app.request(`${base}${path}`, { method, headers, body });
  const text = await res.text();
  let json: any = null; // eslint-disable-line @typescript-eslint/no-explicit-any
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: res.status, json, headers: res.headers };
}

export async function loginAs(email: string, password = "password123") {
  const res = await call("POST", "/auth/login", { body: { email, password } });
  if (res.status !== 200) throw new Error(`login failed for ${email}: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json as { access_token: string; accessed_location_id: number; company_admin_id: number | null };
}
