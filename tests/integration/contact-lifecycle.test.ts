/**
 * Lifecycles (doc 2 s7 `/contact/{id}/lifecycles`, `/contact/{id}/lifecycle-subject`): every way a
 * contact is created or changes status records one entry, in the same statement; reads are
 * tenant-scoped and gated on contacts-center view.
 */
import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contactLifecycles, contacts } from "../../db/schema";
import { call, loginAs } from "../helpers/api";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import type { DemoIds } from "../tenancy/fixture";

const { db } = setupTestDb();
let ids: DemoIds;
let owner: string;

beforeAll(async () => {
  ids = await demoIds(db());
  owner = (await loginAs("owner@demo.test")).access_token;
});

let seq = 0;
async function add(body: Record<string, unknown> = {}) {
  seq += 1;
  const res = await call("POST", "/contact/save", { token: owner, body: { first_name: `Life${seq}`, last_name: "Cycle", ...body } });
  expect(res.status).toBe(201);
  return res.json.data.id as number;
}
const history = async (id: number) =>
  (await db().select().from(contactLifecycles).where(eq(contactLifecycles.contactId, id)).orderBy(asc(contactLifecycles.id))).map((r) => [r.fromStatus, r.toStatus]);

describe("recording", () => {
  it("records creation, then each status change by update, switch tabs and move; nothing for other edits", async () => {
    const id = await add();
    expect(await history(id)).toEqual([[null, "Leads"]]);

    await call("PATCH", `/contact/${id}/update`, { token: owner, body: { first_name: "Renamed" } });
    expect(await history(id)).toHaveLength(1);
    expect((await call("PATCH", `/contact/${id}/update`, { token: owner, body: { status: "Trial" } })).status).toBe(200);

    expect((await call("PATCH", "/contact/change-status", { token: owner, body: { contact_ids: [id], status_value: "VIP" } })).status).toBe(200);
    expect((await call("POST", "/contact/move", { token: owner, body: { contact_ids: [id], tab: "lost" } })).status).toBe(200);
    // Moving to where it already is changes nothing, so records nothing.
    await call("POST", "/contact/move", { token: owner, body: { contact_ids: [id], tab: "lost" } });
    expect(await history(id)).toEqual([[null, "Leads"], ["Leads", "Trial"], ["Trial", "VIP"], ["VIP", "Bucket"]]);
  });

  it("records a bulk change of all matching contacts in one statement, one entry each", async () => {
    const mark = `Bulkcycle${Date.now()}`;
    const a = await add({ last_name: mark });
    const b = await add({ last_name: mark });
    const res = await call("POST", "/contact/move", { token: owner, body: { all: true, filters: { search: mark.toLowerCase() }, tab: "clients" } });
    expect(res.json.count).toBe(2);
    for (const id of [a, b]) expect((await history(id)).at(-1)).toEqual(["Leads", "Client"]);
  });

  it("records every row of a multi-row insert (how an import writes a batch), in the inserting statement", async () => {
    const mark = `Batch${Date.now()}`;
    const rows = await db()
      .insert(contacts)
      .values([1, 2, 3].map((n) => ({ locationId: ids.downtown, firstName: `${mark}${n}`, status: "Client", tab: "clients" })))
      .returning({ id: contacts.id });
    for (const r of rows) expect(await history(r.id)).toEqual([[null, "Client"]]);
  });

  it("records a contact copied to another location as created there", async () => {
    const id = await add({ email: `copy-life-${Date.now()}@example.com` });
    const res = await call("POST", "/contact/copy-to-location", { token: owner, body: { contact_ids: [id], location_id: ids.uptown } });
    expect(res.json.count).toBe(1);
    const [copy] = await db().select({ id: contacts.id }).from(contacts).where(and(eq(contacts.locationId, ids.uptown), eq(contacts.firstName, `Life${seq}`)));
    const rows = await db().select().from(contactLifecycles).where(eq(contactLifecycles.contactId, copy.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ locationId: ids.uptown, fromStatus: null });
  });
});

describe("GET /contact/{id}/lifecycles and lifecycle-subject", () => {
  it("answers the history newest first, paged, and the subject with its title, since and changes", async () => {
    const id = await add();
    await call("PATCH", "/contact/change-status", { token: owner, body: { contact_ids: [id], status_value: "VIP" } });
    const res = await call("GET", `/contact/${id}/lifecycles?per_page=1`, { token: owner });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ total: 2, per_page: 1, last_page: 2 });
    expect(res.json.data[0]).toMatchObject({ from_status: "Leads", to_status: "VIP", to_tab: "clients" });
    expect(typeof res.json.data[0].created_at).toBe("string");

    const s = await call("GET", `/contact/${id}/lifecycle-subject`, { token: owner });
    expect(s.status).toBe(200);
    expect(s.json.data).toMatchObject({ contact_id: id, status: "VIP", tab: "clients", changes: 1 });
    expect(s.json.data.status_title).toBeTruthy();
    expect(Date.parse(s.json.data.since)).toBeGreaterThanOrEqual(Date.parse(s.json.data.date_created));
  });

  it("answers 404 for another location's contact, 422 for a bad id, 401 without a session", async () => {
    const [other] = await db().select({ id: contacts.id }).from(contacts).where(eq(contacts.locationId, ids.otherLoc)).limit(1);
    expect((await call("GET", `/contact/${other.id}/lifecycles`, { token: owner })).status).toBe(404);
    expect((await call("GET", `/contact/${other.id}/lifecycle-subject`, { token: owner })).status).toBe(404);
    expect((await call("GET", "/contact/abc/lifecycles", { token: owner })).status).toBe(422);
    expect((await call("GET", "/contact/1/lifecycles?per_page=1000", { token: owner })).status).toBe(422);
    expect((await call("GET", "/contact/1/lifecycle-subject")).status).toBe(401);
  });

  it("is readable with contacts-center view (staff)", async () => {
    const id = await add();
    const staff = (await loginAs("staff@demo.test")).access_token;
    expect((await call("GET", `/contact/${id}/lifecycles`, { token: staff })).status).toBe(200);
    expect((await call("GET", `/contact/${id}/lifecycle-subject`, { token: staff })).status).toBe(200);
  });
});
