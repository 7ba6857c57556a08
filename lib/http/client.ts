import { APP_VERSION_HEADER } from "@/lib/app-version/version";
import { noteServerVersion } from "./server-version";
import type { ErrorBody } from "./error-rules";

/** A failed API call: the status and the spec's error body. */
export class ApiError extends Error {
  constructor(public status: number, public body: ErrorBody) {
    super(body?.message ?? `Request failed with ${status}`);
  }
}

type Scope = { locationId: number | null; companyAdminId: number | null };
const scope: Scope = { locationId: null, companyAdminId: null };

/** Set once by the session provider: the headers every call carries (doc 1 s7). */
export function setApiScope(next: Scope) {
  scope.locationId = next.locationId;
  scope.companyAdminId = next.companyAdminId;
}

type Options = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  base?: "/api/v3" | "/api/billing" | "/api/checkout";
};

/** The one fetch helper of the browser: session cookie + the spec's headers. */
export async function apiFetch<T>(path: string, opts: Options = {}): Promise<T> {
  const url = new URL((opts.base ?? "/api/v3") + path, window.location.origin);
  for (const [k, v] of Object.entries(opts.query ?? {})) {
    if (v !== undefined && v !== null && v !== "") url.searchParams.set(k, String(v));
  }
  const headers: Record<string, string> = {
    "X-Requested-With": "XMLHttpRequest",
    Accept: "application/json",
  };
  if (scope.locationId) headers["accessed-location-id"] = String(scope.locationId);
  if (scope.companyAdminId) headers["company-admin-id"] = String(scope.companyAdminId);
  // A FormData body (a file upload) goes as multipart: the browser sets its boundary header.
  const multipart = typeof FormData !== "undefined" && opts.body instanceof FormData;
  if (opts.body !== undefined && !multipart) headers["Content-Type"] = "application/json";
  const res = await fetch(url, {
    method: opts.method ?? "GET",
    headers,
    body: opts.body === undefined ? undefined : multipart ? (opts.body as FormData) : JSON.stringify(opts.body),
    credentials: "same-origin",
    signal: opts.signal,
  });
  noteServerVersion(res.headers.get(APP_VERSION_HEADER));
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = { message: text };
  }
  if (!res.ok) throw new ApiError(res.status, data as ErrorBody);
  return data as T;
}

/** The headers apiFetch sends, for the rare call it cannot make itself (an upload with progress). */
export function apiScopeHeaders(): Record<string, string> {
  const headers: Record<string, string> = { "X-Requested-With": "XMLHttpRequest", Accept: "application/json" };
  if (scope.locationId) headers["accessed-location-id"] = String(scope.locationId);
  if (scope.companyAdminId) headers["company-admin-id"] = String(scope.companyAdminId);
  return headers;
}
