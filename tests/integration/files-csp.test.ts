import { beforeAll, describe, expect, it } from "vitest";
import { buildCustomRoute } from "next/dist/lib/build-custom-route";
import type { NextConfig } from "next";
import nextConfigOf from "../../next.config.mjs";
import { GET as serveRoute } from "../../app/api/files/[...key]/route";
import { getFileUrl, putFile } from "../../lib/platform/files";
const FILE_CSP = "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";

/*
 * The Content-Security-Policy an upload is served with, as the built server sends it: the route
 * handler's answer, then every next.config.mjs headers() rule whose source matches the path,
 * compiled by Next's own buildCustomRoute. A matching rule's header replaces the handler's (the
 * built server did exactly that to /api/files, issue 33), so the file policy must be the only one.
 */

type Rule = { source: string; headers: { key: string; value: string }[] };
const nextConfig = nextConfigOf as (phase: string) => NextConfig;

const { db } = setupTestDb();
let rules: (Rule & { regex: string })[] = [];
let imageUrl = "";

beforeAll(async () => {
  const config = nextConfig("phase-production-build");
  rules = ((await config.headers!()) as Rule[]).map((r) => buildCustomRoute("header", r) as Rule & { regex: string });
  const ids = await demoIds(db());
  const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
  const file = await putFile(db(), { locationId: ids.downtown, userId: ids.owner }, { name: "photo.png", bytes: Uint8Array.from(png), visibility: "public" });
  imageUrl = getFileUrl(file);
});

/** The headers a path is served with: the handler's, overridden by each matching config rule. */
async function served(pathname: string, handler: () => Promise<Response>) {
  const res = await handler();
  const headers = new Headers(res.headers);
  for (const rule of rules) if (new RegExp(rule.regex).test(pathname)) for (const h of rule.headers) headers.set(h.key, h.value);
  return { status: res.status, headers };
}

const get = (pathname: string) => () =>
  serveRoute(new Request(`http://localhost${pathname}`), { params: Promise.resolve({ key: pathname.replace(/^\/api\/files\//, "").split("/").map(decodeURIComponent) }) });

describe("uploads are served with their own sandbox policy", () => {
  it("an image: the file policy (sandbox, inline styles), not the API's data policy", async () => {
    expect(imageUrl).toMatch(/^\/api\/files\//);
    const { status, headers } = await served(imageUrl, get(imageUrl));
    expect(status).toBe(200);
    expect(headers.get("content-security-policy")).toBe(FILE_CSP);
    expect(FILE_CSP).toMatch(/(^|; )sandbox(;|$)/);
    expect(FILE_CSP).toContain("style-src 'unsafe-inline'");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("an unknown key: a 404 under the same policy", async () => {
    const { status, headers } = await served("/api/files/nope/missing.png", get("/api/files/nope/missing.png"));
    expect(status).toBe(404);
    expect(headers.get("content-security-policy")).toBe(FILE_CSP);
  });

  it("the other route handlers outside Hono keep the strict data policy", () => {
    const csp = (pathname: string) => rules.filter((r) => new RegExp(r.regex).test(pathname)).flatMap((r) => r.headers).find((h) => h.key === "Content-Security-Policy")?.value;
    for (const pathname of ["/api/auth/session", "/api/webhooks/stripe", "/api/payments/test/x", "/api/filesystem"]) {
      expect(csp(pathname), pathname).toBe("default-src 'none'; frame-ancestors 'none'");
    }
    for (const pathname of ["/api/files/a/b.png", "/api/v3/contact/list", "/api/billing/x", "/api/checkout/x"]) expect(csp(pathname), pathname).toBeUndefined();
  });
});
