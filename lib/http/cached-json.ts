import { createHash } from "node:crypto";

/**
 * An answer that never changes while the process runs (reference data: countries, time zones):
 * serialised once, with an ETag. The caller's own browser may keep it for a day (`private`, so no
 * shared cache holds it; lib/http/security-headers.ts leaves a `private` answer alone) and
 * revalidates with If-None-Match, which answers 304 without a body.
 */
export function cachedJson(build: () => unknown, maxAgeSeconds = 86_400) {
  let body: string | undefined;
  let etag: string | undefined;
  return (req: Request): Response => {
    if (body === undefined) {
      body = JSON.stringify(build());
      etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
    }
    const headers = { etag: etag!, "cache-control": `private, max-age=${maxAgeSeconds}` };
    const match = req.headers.get("if-none-match");
    if (match && match.split(",").some((t) => t.trim() === etag)) return new Response(null, { status: 304, headers });
    return new Response(body, { status: 200, headers: { ...headers, "content-type": "application/json" } });
  };
}
