import { describe, expect, it } from "vitest";
import { api, openApiDocuments } from "../../lib/api/app";
import { setupTestDb } from "../helpers/db";

// The served document comes through the app, which opens the database first: the file's own copy
// of the template, not a fresh database migrated on the spot (that took most of the file's time).
setupTestDb();

/*
 * A client that validates against our OpenAPI documents reads each `pattern` as an ECMA-262
 * regular expression, without flags (JSON Schema has none): a pattern must compile as it stands
 * and must not carry a JavaScript flag in its text ("^#[0-9a-f]{6}$/i" matches nothing).
 */

type Found = { where: string; pattern: string };

function patternsOf(doc: unknown): Found[] {
  const found: Found[] = [];
  const walk = (v: unknown, where: string) => {
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${where}/${i}`));
    else if (v && typeof v === "object") {
      for (const [k, x] of Object.entries(v)) {
        if (k === "pattern" && typeof x === "string") found.push({ where, pattern: x });
        else walk(x, `${where}/${k}`);
      }
    }
  };
  walk(doc, "");
  return found;
}

/** The document the API serves, as a client fetches it, and every app's generated one. */
async function documents() {
  const served = await api.request("/api/v3/openapi.json");
  expect(served.status).toBe(200);
  return [await served.json(), ...openApiDocuments()];
}

describe("OpenAPI patterns", () => {
  it("every pattern of every document compiles without flags and carries no /flags", async () => {
    const all = (await documents()).flatMap(patternsOf);
    expect(all.length).toBeGreaterThan(10);
    const bad = all.filter(({ pattern }) => {
      if (/\/[dgimsuvy]+$/.test(pattern)) return true;
      try {
        new RegExp(pattern);
        new RegExp(pattern, "u");
        return false;
      } catch {
        return true;
      }
    });
    expect(bad).toEqual([]);
  });

  it("a colour pattern accepts #112233 and #AbCdEf, as the server does", async () => {
    const colours = (await documents()).flatMap(patternsOf).filter(({ pattern }) => pattern.startsWith("^#"));
    expect(colours.length).toBeGreaterThan(0);
    for (const { where, pattern } of colours) {
      const re = new RegExp(pattern);
      expect(re.test("#112233"), where).toBe(true);
      expect(re.test("#AbCdEf"), where).toBe(true);
      expect(re.test("112233"), where).toBe(false);
    }
  });
});
