import { eq } from "drizzle-orm";
import { decode } from "next-auth/jwt";
import { getDb, type Db } from "@/db";
import { files } from "@/db/schema";
import { resolveAccess } from "@/lib/auth/access";
import { authSecret } from "@/lib/auth/secret";
import { SESSION_COOKIES } from "@/lib/auth/middleware";
import { localStore } from "./local-store";
import { uploadThing } from "./stores";

// Served from our origin: even a file that fooled every check cannot run script here, and
// `sandbox` gives an opened upload an opaque origin (no cookies, no localStorage of the app).
// Every answer of /api/files carries it: next.config.mjs leaves this path's policy to us.
export const FILE_CSP = "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";
const NOT_FOUND = () =>
  new Response("Not Found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", "content-security-policy": FILE_CSP } });

/** `inline|attachment; filename="ascii"; filename*=UTF-8''...` for any stored name. */
export function contentDisposition(type: "inline" | "attachment", name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%;]/g, "_");
  const utf8 = encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

function cookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.get("cookie") ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

/** The access token from `Authorization: Bearer` or the next-auth session cookie. */
async function requestToken(req: Request): Promise<string | null> {
  const header = req.headers.get("authorization");
  if (header?.toLowerCase().startsWith("bearer ")) return header.slice(7).trim();
  for (const name of SESSION_COOKIES) {
    const value = cookie(req, name);
    if (!value) continue;
    const jwt = await decode({ token: value, secret: authSecret() }).catch(() => null);
    if (typeof jwt?.at === "string") return jwt.at;
  }
  return null;
}

/**
 * A private file is readable by a member of its owner location (any of the user's locations,
 * not only the one they are looking at) whose session is complete: the same account gates as
 * the API's authenticate().
 */
export async function mayReadPrivate(db: Db, req: Request, locationId: number): Promise<boolean> {
  const token = await requestToken(req);
  if (!token) return false;
  const { ctx } = await resolveAccess(db, token, locationId);
  if (!ctx || ctx.locationId !== locationId) return false;
  if (ctx.twofaEnabled && !ctx.twofaVerified) return false;
  return ctx.active && !ctx.hibernated;
}

function parseRange(header: string | null, size: number): { start: number; end: number } | "invalid" | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === "" && m[2] === "")) return null; // several ranges or junk: send it all
  let start: number;
  let end: number;
  if (m[1] === "") {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === "" ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  return start > end || start >= size ? "invalid" : { start, end };
}

/**
 * GET /api/files/{storageKey}: the key is looked up in `files`, never joined into a path
 * as given. Unknown keys, and private files for anyone but a member, answer 404 (no hint
 * that the file exists). Local files stream from disk; UploadThing files redirect.
 */
export async function serveFile(req: Request, segments: string[]): Promise<Response> {
  const key = segments.join("/");
  if (!key || key.length > 512) return NOT_FOUND();
  const db = await getDb();
  const [row] = await db.select().from(files).where(eq(files.storageKey, key)).limit(1);
  if (!row) return NOT_FOUND();
  const isPrivate = row.visibility !== "public";
  if (isPrivate && !(await mayReadPrivate(db, req, row.locationId))) return NOT_FOUND();
  const cacheControl = isPrivate ? "private, no-store" : "public, max-age=31536000, immutable";

  if (row.provider === "uploadthing") {
    const to = isPrivate || !row.providerUrl ? await uploadThing().signedUrl(row.storageKey) : row.providerUrl;
    return new Response(null, { status: 302, headers: { location: to, "cache-control": isPrivate ? "private, no-store" : "public, max-age=3600", "content-security-policy": FILE_CSP } });
  }

  const store = localStore();
  const size = await store.size(key);
  if (size === null) return NOT_FOUND();
  const range = parseRange(req.headers.get("range"), size);
  const headers: Record<string, string> = {
    "content-type": row.mime.startsWith("text/") ? `${row.mime}; charset=utf-8` : row.mime,
    "cache-control": cacheControl,
    "x-content-type-options": "nosniff",
    "content-security-policy": FILE_CSP,
    "content-disposition": contentDisposition(row.kind === "image" ? "inline" : "attachment", row.originalName),
    "accept-ranges": "bytes",
  };
  if (range === "invalid") {
    return new Response(null, { status: 416, headers: { ...headers, "content-range": `bytes */${size}` } });
  }
  if (range) {
    headers["content-range"] = `bytes ${range.start}-${range.end}/${size}`;
    headers["content-length"] = String(range.end - range.start + 1);
    return new Response(store.stream(key, range), { status: 206, headers });
  }
  headers["content-length"] = String(size);
  return new Response(store.stream(key), { status: 200, headers });
}
