/**
 * Input a user can type never answers 500: every route in the generated OpenAPI documents gets
 * bad values in each path parameter, query parameter and body field, and malformed bodies,
 * signed in as the owner. Any 5xx fails with the route and the input that caused it.
 *
 * The routes are dealt into FUZZ_SHARDS test files (tests/integration/fuzz-<n>.test.ts), every
 * FUZZ_SHARDS-th route to each: one file would be the suite's longest by far, and Vitest starts a
 * fresh clone's files largest first, so it started late and ran alone on one core at the end.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { contacts } from "../../db/schema";
import { issueToken } from "../../lib/auth/access";
import { startPortalSession } from "../../lib/auth/portal-session";
import { openApiDocuments } from "../../lib/api/app";
import { leaveFileOutOfContractCheck } from "./contract";
import { setupTestDb } from "./db";
import { demoIds } from "./demo-ids";
import { api, billingApi, checkoutApi } from "../../lib/api/app";

export const FUZZ_SHARDS = 4;

/** Values a person (or a script) can put in any field. */
const BAD: unknown[] = [
  "", " ", "0", "-1", "1.5", "2147483648", "99999999999999999999999", "1e309", "NaN", "Infinity", "abc",
  "\u0000", "a\u0000b", "\ud800", "\udfff x", "x".repeat(10_000), "' OR 1=1 --", "<script>alert(1)</script>",
  "%", "%00", "\\", "../../etc/passwd", "😀", "null", -1, 0, 2 ** 31, 1e308, 1.5, true, null, [], {}, ["a"], { a: 1 },
];
/** Bad values for the URL (path and query) are strings; encoded as a browser would. */
const URL_BAD = BAD.filter((v): v is string => typeof v === "string");
/** Field names that Object.prototype already has: an error map or lookup must not find its members. */
const PROTO_NAMES = ["constructor", "toString", "valueOf", "hasOwnProperty", "__proto__", "isPrototypeOf", "propertyIsEnumerable", "toLocaleString"];
const RAW_BODIES = [
  "{", "[]", '"x"', "null", "1", '{"__proto__":{"x":1}}', "\u0000", '{"a":"\\ud800"}',
  ...PROTO_NAMES.flatMap((k) => [`{"${k}":{"a":1}}`, `{"${k}":"x","a":{"${k}":1}}`]),
];

type Op = { security?: Record<string, unknown>[]; parameters?: { name: string; in: string }[]; requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } };

const apps = { "/api/v3": api, "/api/billing": billingApi, "/api/checkout": checkoutApi };
const appFor = (path: string) => Object.entries(apps).find(([base]) => path.startsWith(base))![1];

let db: ReturnType<typeof setupTestDb>["db"];
let ownerId = 0;
let locationId = 0;
let inputs = 0;
/** The route under test takes a portal session (tenancy "portal"), and the contact it signs in. */
let portalRoute = false;
let portalContactId = 0;
let failures: string[] = [];

/** One call; any 5xx is recorded as a failure. The caller reads or cancels the body. */
async function request(method: string, url: string, body?: string, contentType = "application/json") {
  // A fresh token per call: some calls (logout, location switch, reset) end the token they use.
  const token = await issueToken(db(), ownerId, locationId, { twofaVerified: true });
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: "application/json" };
  // A portal route is fuzzed signed in as a portal contact (a fresh session: sign-out ends one).
  if (portalRoute) {
    headers.cookie = `portal_session=${await startPortalSession(db(), locationId, portalContactId)}`;
    headers["x-requested-with"] = "XMLHttpRequest";
  }
  if (body !== undefined) headers["content-type"] = contentType;
  inputs++;
  const res = await appFor(url).request(url, { method, headers, body });
  if (res.status >= 500) failures.push(`${res.status} ${method} ${url.slice(0, 120)} ${String(body).slice(0, 120)}`);
  return res;
}

async function send(method: string, url: string, body?: string, contentType = "application/json") {
  await (await request(method, url, body, contentType)).body?.cancel();
}

/** zod's own English ("Invalid input: expected object, received undefined"), never the wire's copy. */
const ZOD_TEXT = /^Invalid input|expected \w+, received/;

/**
 * An empty JSON object leaves every field out: each field message of the 422 is the kit's one
 * rule for a missing field (or a module's own check), never zod's text or a type message.
 */
async function sendEmptyBody(method: string, url: string) {
  const res = await request(method, url, "{}");
  if (res.status !== 422) return void (await res.body?.cancel());
  const { errors } = (await res.json()) as { errors?: Record<string, string[]> };
  for (const [field, messages] of Object.entries(errors ?? {})) {
    for (const m of messages) if (ZOD_TEXT.test(m) || / must be an? (string|number|boolean|object|list)\.$/.test(m)) failures.push(`${method} ${url} {} -> ${field}: ${m}`);
  }
}

/** As a browser would send it; a lone surrogate cannot be encoded, so send invalid UTF-8 instead. */
function enc(v: string) {
  try {
    return encodeURIComponent(v);
  } catch {
    return "%ED%A0%80";
  }
}

function fill(path: string, name?: string, value?: string) {
  return path.replace(/\{(\w+)\}/g, (_, p: string) => (p === name ? enc(value!) : "1"));
}

/** The fuzz of every FUZZ_SHARDS-th documented route from `shard` (1-based), as one test file. */
export function fuzzRoutes(shard: number) {
  db = setupTestDb().db;
  leaveFileOutOfContractCheck();
  // Test files share a process: this file's counts start from nothing.
  inputs = 0;
  failures = [];
  const all = openApiDocuments().flatMap((doc) =>
    Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
      Object.entries(item as Record<string, Op>).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
    ),
  );
  const operations = all.filter((_, i) => i % FUZZ_SHARDS === shard - 1);

  describe(`fuzz: every route, bad values per parameter (part ${shard} of ${FUZZ_SHARDS})`, () => {
    beforeAll(async () => {
      const ids = await demoIds(db());
      ownerId = ids.owner;
      locationId = ids.downtown;
      const [c] = await db().select({ id: contacts.id }).from(contacts).where(eq(contacts.locationId, locationId)).limit(1);
      await db().update(contacts).set({ portalActive: true }).where(and(eq(contacts.id, c.id), eq(contacts.locationId, locationId)));
      portalContactId = c.id;
    });

    it("covers its share of every documented route", () => {
      expect(all.length).toBeGreaterThan(25);
      expect(operations.length).toBe(Math.floor(all.length / FUZZ_SHARDS) + (shard - 1 < all.length % FUZZ_SHARDS ? 1 : 0));
    });

    for (const { path, method, op } of operations) {
      it(`${method} ${path} answers no 5xx`, async () => {
        failures = [];
        portalRoute = (op.security ?? []).some((s) => "portalSession" in s);
        const params = op.parameters ?? [];
        for (const p of params.filter((x) => x.in === "path")) {
          for (const v of URL_BAD) if (v !== "" && v.length < 1000) await send(method, fill(path, p.name, v));
        }
        for (const p of params.filter((x) => x.in === "query")) {
          for (const v of URL_BAD) await send(method, `${fill(path)}?${p.name}=${enc(v)}`);
        }
        await send(method, `${fill(path)}?${PROTO_NAMES.map((k) => `${k}=x`).join("&")}`);
        const content = op.requestBody?.content ?? {};
        const json = content["application/json"]?.schema?.properties;
        if (json && method !== "GET") await sendEmptyBody(method, fill(path));
        if (json) {
          for (const field of Object.keys(json)) {
            for (const v of BAD) await send(method, fill(path), JSON.stringify({ [field]: v }));
          }
        }
        if (content["application/x-www-form-urlencoded"]?.schema?.properties) {
          for (const field of Object.keys(content["application/x-www-form-urlencoded"].schema!.properties!)) {
            for (const v of URL_BAD) await send(method, fill(path), `${field}=${enc(v)}`, "application/x-www-form-urlencoded");
          }
        }
        if (method !== "GET") {
          for (const raw of RAW_BODIES) await send(method, fill(path), raw);
          await send(method, fill(path), "--x\r\nContent-Disposition: form-data; name=\"file\"\r\n\r\n\u0000\r\n--x--", "multipart/form-data; boundary=x");
          await send(method, fill(path), "a=%00&b=%ZZ", "application/x-www-form-urlencoded");
          await send(method, fill(path), PROTO_NAMES.map((k) => `${k}=x`).join("&"), "application/x-www-form-urlencoded");
        }
        expect(failures).toEqual([]);
      });
    }

    it("sent its share of thousands of inputs", () => {
      console.log(`fuzz part ${shard}: ${inputs} inputs over ${operations.length} routes`);
      expect(inputs).toBeGreaterThan(1000 / FUZZ_SHARDS);
    });
  });
}
