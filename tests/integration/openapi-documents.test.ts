import { describe, expect, it } from "vitest";
import { api, billingApi, checkoutApi, HOSTS, openApiDocuments, type Host } from "../../lib/api/app";
import type { RouteDecl } from "../../lib/http/route";
import { setupTestDb } from "../helpers/db";

setupTestDb();

/** Every service serves its own document, and /api-docs reads the same ones (openApiDocuments). */
describe("OpenAPI documents", () => {
  const served = [
    ["/api/v3/openapi.json", api],
    ["/api/billing/openapi.json", billingApi],
    ["/api/checkout/openapi.json", checkoutApi],
  ] as const;

  it("each service serves its document as JSON, the same one /api-docs reads", async () => {
    const generated = openApiDocuments();
    for (const [i, [url, app]] of served.entries()) {
      const res = await app.request(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get("content-type"), url).toMatch(/application\/json/);
      const doc = await res.json();
      expect(doc.openapi).toBe("3.1.0");
      expect(Object.keys(doc.paths).length, url).toBeGreaterThan(0);
      expect(Object.keys(doc.paths).every((p) => p.startsWith(url.replace("/openapi.json", "")))).toBe(true);
      expect(JSON.parse(JSON.stringify(generated[i]))).toEqual(doc);
    }
  });

  it("every operation documents its errors from its declaration, each a $ref to one component", () => {
    type Op = { security?: unknown[]; parameters?: unknown[]; requestBody?: unknown; responses: Record<string, { $ref?: string }> };
    let authenticated = 0;
    let withInput = 0;
    let limited = 0;
    for (const doc of openApiDocuments()) {
      expect(Object.keys(doc.components?.responses ?? {})).toEqual(expect.arrayContaining(["Unauthenticated", "Forbidden", "NotFound", "ValidationFailed", "TooManyRequests"]));
      for (const [path, item] of Object.entries(doc.paths ?? {})) {
        for (const [method, op] of Object.entries(item as Record<string, Op>)) {
          const where = `${method} ${path}`;
          expect(op.security, `${where} declares its security`).toBeDefined();
          if (op.security!.length) {
            authenticated++;
            expect(op.responses["401"]?.$ref, where).toBe("#/components/responses/Unauthenticated");
            expect(op.responses["403"]?.$ref, where).toBe("#/components/responses/Forbidden");
          }
          if (op.parameters?.length || op.requestBody) {
            withInput++;
            expect(op.responses["422"]?.$ref, where).toBe("#/components/responses/ValidationFailed");
          }
          if (op.responses["429"]) limited++;
          for (const [status, answer] of Object.entries(op.responses)) {
            if (Number(status) >= 400) expect(answer.$ref, `${where} ${status}`).toMatch(/^#\/components\/responses\//);
          }
        }
      }
    }
    expect(authenticated).toBeGreaterThan(400);
    expect(withInput).toBeGreaterThan(300);
    // The public checkout calls take lib/http/rate-limit.ts perIpLimit.
    expect(limited).toBeGreaterThan(0);
  });

  it("401 and 422 are documented on 100 % of the operations they apply to, read from the declarations", () => {
    type Op = { security?: unknown[]; responses: Record<string, { $ref?: string }> };
    const docs = openApiDocuments();
    const tally = { 401: { applies: 0, missing: [] as string[] }, 422: { applies: 0, missing: [] as string[] } };
    const publicWithSecurity: string[] = [];
    for (const [i, host] of (Object.keys(HOSTS) as Host[]).entries()) {
      for (const mod of HOSTS[host]) {
        for (const { method, path, spec } of mod.routes as readonly RouteDecl[]) {
          const where = `${method.toUpperCase()} ${host}${path}`;
          const op = (docs[i].paths?.[`${host}${path}`] as Record<string, Op> | undefined)?.[method];
          expect(op, `${where} is in its service's document`).toBeDefined();
          // Every session (a coach's or a portal contact's) can be missing or expired: 401.
          if (spec.tenancy !== "public") {
            tally[401].applies++;
            if (op!.responses["401"]?.$ref !== "#/components/responses/Unauthenticated") tally[401].missing.push(where);
          } else if (!Array.isArray(op!.security) || op!.security.length) publicWithSecurity.push(where);
          // Any input can be invalid: 422 with the one error schema.
          if (spec.query || spec.params || spec.body || spec.multipart) {
            tally[422].applies++;
            if (op!.responses["422"]?.$ref !== "#/components/responses/ValidationFailed") tally[422].missing.push(where);
          }
        }
      }
    }
    expect(tally[401].applies).toBeGreaterThan(400);
    expect(tally[422].applies).toBeGreaterThan(300);
    expect(tally[401].missing, "operations with a session that do not document 401").toEqual([]);
    expect(tally[422].missing, "operations with input that do not document 422").toEqual([]);
    expect(publicWithSecurity, "public operations declare security: []").toEqual([]);
    const share = (t: { applies: number; missing: string[] }) => (100 * (t.applies - t.missing.length)) / t.applies;
    expect([share(tally[401]), share(tally[422])]).toEqual([100, 100]);
  });
});
