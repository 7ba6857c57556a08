import type { Context } from "hono";

/**
 * The caller's address for throttling and audit. X-Forwarded-For is only believed behind a
 * proxy we run (TRUST_PROXY=1), else anyone could pick their own address per request. Next's
 * route handlers do not expose the socket, so without a trusted proxy this is null.
 */
export function clientIp(c: Pick<Context, "req">): string | null {
  if (process.env.TRUST_PROXY !== "1") return null;
  const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || c.req.header("x-real-ip")?.trim() || null;
}
