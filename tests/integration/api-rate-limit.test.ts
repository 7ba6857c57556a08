import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openApiDocuments } from "../../lib/api/app";
import { API_RATE_CAPACITY } from "../../lib/http/rate-limit";
import { setupTestDb } from "../helpers/db";
import { call, loginAs } from "../helpers/api";

/**
 * The per-token rate limit (issue 31): a token bucket of 100 requests per 10 s for each session
 * and each integration key, answering 429 with Retry-After and RateLimit-* headers.
 */
setupTestDb();
let owner: string;

beforeAll(async () => {
  owner = (await loginAs("owner@demo.test")).access_token;
  // The clock stands still, so the bucket refills only when the test moves it.
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-03-02T10:00:00Z") });
  process.env.API_RATE_LIMIT = String(API_RATE_CAPACITY);
});
afterAll(() => {
  process.env.API_RATE_LIMIT = "0";
  vi.useRealTimers();
});

describe("API rate limit", () => {
  it("spends 100 requests per token, then answers 429 with Retry-After until the bucket refills; a key has its own bucket", async () => {
    const first = await call("GET", "/tag/list", { token: owner });
    expect(first.status).toBe(200);
    expect(first.headers.get("ratelimit-limit")).toBe("100");
    expect(first.headers.get("ratelimit-remaining")).toBe("99");
    // The key is made before the session runs dry (its own call spends one of the session's requests).
    const key = (await call("POST", "/integration/generate-zapier-token", { token: owner })).json.token as string;
    for (let i = 0; i < 98; i++) expect((await call("GET", "/tag/list", { token: owner })).status).toBe(200);
    const limited = await call("GET", "/tag/list", { token: owner });
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual({ message: "Too many requests. Please slow down and try again shortly." });
    expect(limited.headers.get("retry-after")).toBe("1");
    expect(limited.headers.get("ratelimit-remaining")).toBe("0");
    expect(limited.headers.get("ratelimit-reset")).toBe("10");

    const byKey = await call("GET", "/tag/list", { token: key });
    expect(byKey.status).toBe(200);
    expect(byKey.headers.get("ratelimit-remaining")).toBe("99");

    // 100 ms refills one request: exactly one more runs.
    vi.setSystemTime(new Date(Date.now() + 100));
    expect((await call("GET", "/tag/list", { token: owner })).status).toBe(200);
    expect((await call("GET", "/tag/list", { token: owner })).status).toBe(429);
    vi.setSystemTime(new Date(Date.now() + 10_000));
    const refilled = await call("GET", "/tag/list", { token: owner });
    expect(refilled.status).toBe(200);
    expect(refilled.headers.get("ratelimit-remaining")).toBe("99");
  });

  it("is documented: 429 with Retry-After and RateLimit-* on every session operation", () => {
    const [doc] = openApiDocuments();
    const op = (doc.paths?.["/api/v3/tag/list"] as Record<string, { responses: Record<string, { $ref?: string }> }>).get;
    expect(op.responses["429"]).toEqual({ $ref: "#/components/responses/TooManyRequests" });
    const answer = doc.components?.responses?.TooManyRequests as { headers: Record<string, unknown> };
    expect(Object.keys(answer.headers)).toEqual(["Retry-After", "RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset"]);
  });
});
