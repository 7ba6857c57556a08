import "server-only";
import { createMiddleware } from "hono/factory";
import { AppError } from "@/lib/http/errors";
import type { ApiEnv } from "@/lib/http/env";
import { clientIp } from "@/lib/http/client-ip";

/**
 * Per-process sliding windows for public calls (card testing at checkout, guessing a member ID
 * card's code). Times come from the app's clock (`Date.now()`), so tests move them with setClock.
 */
const windows = new Map<string, number[]>();

function recent(key: string, windowMs: number, now: number): number[] {
  return (windows.get(key) ?? []).filter((t) => now - t < windowMs);
}

function prune(now: number, windowMs: number) {
  if (windows.size > 10_000) for (const [k, v] of windows) if (!v.some((t) => now - t < windowMs)) windows.delete(k);
}

/** Counts a hit on `key` and answers whether it went over `limit` in the window. */
export function hitLimit(key: string, limit: number, windowMs: number, now = Date.now()): boolean {
  const hits = recent(key, windowMs, now);
  hits.push(now);
  windows.set(key, hits);
  prune(now, windowMs);
  return hits.length > limit;
}

/** Whether `key` already has `limit` hits in the window (nothing is counted). */
export function isLimited(key: string, limit: number, windowMs: number, now = Date.now()): boolean {
  return recent(key, windowMs, now).length >= limit;
}

export const TOO_MANY = "Too many attempts. Please wait a minute and try again.";

/** Route middleware: `limit` calls per window per caller address (when a trusted proxy names it). */
export const perIpLimit = (name: string, limit: number, windowMs: number) =>
  createMiddleware<ApiEnv>(async (c, next) => {
    const ip = clientIp(c);
    if (ip && hitLimit(`${name}:ip:${ip}`, limit, windowMs)) throw new AppError(429, TOO_MANY);
    await next();
  });
