import "server-only";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { AppError } from "@/lib/http/errors";
import type { ApiEnv } from "@/lib/http/env";
import { clientIp } from "@/lib/http/client-ip";
import { answering } from "@/lib/http/error-responses";

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
  answering(
    [429],
    createMiddleware<ApiEnv>(async (c, next) => {
      const ip = clientIp(c);
      if (ip && hitLimit(`${name}:ip:${ip}`, limit, windowMs)) throw new AppError(429, TOO_MANY);
      await next();
    }),
  );

/**
 * Token buckets for API calls, one per access token (a session, an API login or an integration
 * key): API_RATE_CAPACITY requests, refilled evenly over API_RATE_WINDOW_MS (100 per 10 s, as
 * HighLevel's API 2.0 allows). `API_RATE_LIMIT` overrides the capacity; "0" turns it off (the
 * test files do, as they drive hundreds of calls a second on one token; the limiter's own test
 * turns it on).
 */
export const API_RATE_CAPACITY = 100;
export const API_RATE_WINDOW_MS = 10_000;
export const API_RATE_MESSAGE = "Too many requests. Please slow down and try again shortly.";

const buckets = new Map<string, { tokens: number; at: number }>();

function apiRateCapacity(): number {
  const set = process.env.API_RATE_LIMIT;
  const n = set === undefined || set === "" ? API_RATE_CAPACITY : Number(set);
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : API_RATE_CAPACITY;
}

/** Takes one request from `key`'s bucket: whether it may run, and what the RateLimit-* headers say. */
export function takeRequest(key: string, capacity: number, windowMs = API_RATE_WINDOW_MS, now = Date.now()) {
  const perToken = windowMs / capacity;
  const held = buckets.get(key);
  const tokens = held ? Math.min(capacity, held.tokens + Math.max(0, now - held.at) / perToken) : capacity;
  const ok = tokens >= 1;
  const left = ok ? tokens - 1 : tokens;
  buckets.set(key, { tokens: left, at: now });
  if (buckets.size > 50_000) for (const [k, v] of buckets) if (now - v.at > windowMs) buckets.delete(k);
  return {
    ok,
    limit: capacity,
    remaining: Math.floor(left),
    /** Seconds until the bucket is full again. */
    reset: Math.ceil(((capacity - left) * perToken) / 1000),
    /** Seconds until the next request may run. */
    retryAfter: ok ? 0 : Math.max(1, Math.ceil(((1 - left) * perToken) / 1000)),
  };
}

/** Spends one request of the caller's bucket (`key`: the access token), or answers 429. */
export function spendApiRequest(c: Context<ApiEnv>, key: string) {
  const capacity = apiRateCapacity();
  if (capacity === 0) return;
  const r = takeRequest(key, capacity);
  c.header("RateLimit-Limit", String(r.limit));
  c.header("RateLimit-Remaining", String(r.remaining));
  c.header("RateLimit-Reset", String(r.reset));
  if (!r.ok) {
    c.header("Retry-After", String(r.retryAfter));
    throw new AppError(429, API_RATE_MESSAGE);
  }
}
