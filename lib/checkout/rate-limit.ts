import "server-only";
import { createMiddleware } from "hono/factory";
import { AppError } from "@/lib/http/errors";
import type { ApiEnv } from "@/lib/http/env";
import { clientIp } from "@/lib/http/client-ip";

/** Public checkout calls a minute per caller address (card testing is what this slows down). */
const PER_IP = 60;
const WINDOW_MS = 60_000;
const hits = new Map<string, number[]>();

function over(key: string, limit: number, now = Date.now()) {
  const recent = (hits.get(key) ?? []).filter((t) => now - t < WINDOW_MS);
  recent.push(now);
  hits.set(key, recent);
  if (hits.size > 10_000) for (const [k, v] of hits) if (!v.some((t) => now - t < WINDOW_MS)) hits.delete(k);
  return recent.length > limit;
}

/** Per-process sliding window by IP (when a trusted proxy names it). */
export const publicLimit = createMiddleware<ApiEnv>(async (c, next) => {
  const ip = clientIp(c);
  if (ip && over(`ip:${ip}`, PER_IP)) throw new AppError(429, "Too many attempts. Please wait a minute and try again.");
  await next();
});
