import { describe, expect, it } from "vitest";
import { api, billingApi, checkoutApi, openApiDocuments } from "../../lib/api/app";
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
});
