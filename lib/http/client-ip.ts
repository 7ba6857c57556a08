import type { Context } from "hono";

/**
 * The client's address, for throttling sign-in attempts.
 *
 * X-Forwarded-For is written by whoever sends the request, so it is believed only behind
 * proxies the operator names: TRUSTED_PROXY_HOPS=N means N proxies of ours each append the
 * address they saw, and the client's is the Nth entry from the right (anything to its left
 * is the client's own to forge). Without that setting only the server's own view of the
 * socket counts (`remote`); Next's route handlers do not expose it, and in-process calls
 * have none, so the answer is then null: "unknown", throttled by account alone.
 */
export function clientAddress(header: (name: string) => string | undefined, remote: string | null = null): string | null {
  const hops = Number(process.env.TRUSTED_PROXY_HOPS ?? 0);
  if (!Number.isInteger(hops) || hops < 1) return remote || null;
  const chain = (header("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const address = chain[chain.length - hops];
  // A shorter chain did not come through our proxies: nothing in it can be believed.
  return address && address.length <= 64 ? address : null;
}

/** The route kit's `ip` input (lib/http/route.ts). */
export function clientIp(c: Pick<Context, "req">): string | null {
  return clientAddress((name) => c.req.header(name));
}
