import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contacts, locations, memberships, type PermissionMap } from "../../db/schema";
import { api } from "../../lib/api/app";
import type { Ctx } from "../../lib/auth/access";
import { chartData } from "../../lib/contacts/table";
import { setupTestDb } from "../helpers/db";
import { call, loginAs } from "../helpers/api";
import { demoIds } from "../helpers/demo-ids";
import type { DemoIds } from "../tenancy/fixture";

/** The contact table's calls: tab items, filters, export, chart data, remembered columns. */
const { db } = setupTestDb();
let ids: DemoIds;
let owner: string;
let other: string;

beforeAll(async () => {
  ids = await demoIds(db());
  owner = (await loginAs("owner@demo.test")).access_token;
  other = (await loginAs("other@demo.test")).access_token;
});

type Tab = { type: string; count: number; items: { id: number; title: string; value: string; count: number }[] };
const tabsOf = async (token = owner) => (await call("GET", "/contact/tabs/list", { token })).json.data as Tab[];
const group = async (type: string, token = owner) => (await tabsOf(token)).find((t) => t.type === type)!;
const add = async (body: Record<string, unknown>) => {
  const res = await call("POST", "/contact/save", { token: owner, body });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.data as { id: number };
};
const list = async (qs: string, token = owner) => call("GET", `/contact/list?${qs}`, { token });

async function exportCsv(qs: string, token = owner) {
  const res = await api.request(`/api/v3/contact/export?${qs}`, { headers: { accept: "application/json", authorization: `Bearer ${token}` } });
  return { status: res.status, type: res.headers.get("content-type"), disposition: res.headers.get("content-disposition"), text: await res.text() };
}

/** Runs `fn` with staff's contacts-center actions set as given, then puts them back. */
async function asStaffWith(actions: Record<string, boolean>, fn: (token: string) => Promise<void>) {
  const mine = and(eq(memberships.userId, ids.staff), eq(memberships.locationId, ids.downtown));
  const [m] = await db().select({ permissions: memberships.permissions }).from(memberships).where(mine);
  const map = structuredClone(m.permissions) as PermissionMap;
  map["contacts-center"] = { ...map["contacts-center"], ...actions };
  await db().update(memberships).set({ permissions: map }).where(mine);
  try {
    await fn((await loginAs("staff@demo.test")).access_token);
  } finally {
    await db().update(memberships).set({ permissions: m.permissions }).where(mine);
  }
}

describe("status tab items", () => {
  it("creates an item with a unique value, renames it without moving contacts, reorders and deletes it", async () => {
    const made = await call("POST", "/contact/tabs/store", { token: owner, body: { type: "clients", title: "Member" } });
    expect(made.status).toBe(201);
    expect(made.json.data).toMatchObject({ title: "Member", value: "Member", count: 0 });
    const again = await call("POST", "/contact/tabs/store", { token: owner, body: { type: "clients", title: "member" } });
    expect(again.json.data.value).toBe("member 2");

    const c = await add({ first_name: "Tabby", status: "Member" });
    const renamed = await call("PATCH", "/contact/tabs/update", { token: owner, body: { id: made.json.data.id, title: "Premium Member" } });
    expect(renamed.status).toBe(200);
    expect(renamed.json.data).toMatchObject({ title: "Premium Member", value: "Member", count: 1 });
    const fetched = await call("GET", `/contact/${c.id}/fetch`, { token: owner });
    expect(fetched.json.data.status).toBe("Member");

    const clients = await group("clients");
    const order = clients.items.map((i) => i.id).reverse();
    const sorted = await call("PATCH", "/contact/tabs/list-sort", { token: owner, body: { type: "clients", ids: order } });
    expect(sorted.status).toBe(200);
    expect(sorted.json.data.find((t: Tab) => t.type === "clients").items.map((i: { id: number }) => i.id)).toEqual(order);
    expect((await group("clients")).items.map((i) => i.id)).toEqual(order);

    // An item holding contacts is refused with the reason; emptied, it goes.
    const busy = await call("DELETE", "/contact/tabs/delete", { token: owner, body: { id: made.json.data.id } });
    expect(busy.status).toBe(422);
    expect(busy.json.errors.id[0]).toMatch(/still holds 1 contact\. Move them/);
    await db().update(contacts).set({ deletedAt: new Date() }).where(eq(contacts.id, c.id));
    const gone = await call("DELETE", "/contact/tabs/delete", { token: owner, body: { id: made.json.data.id } });
    expect(gone.json).toMatchObject({ status: 1 });
    expect((await group("clients")).items.some((i) => i.id === made.json.data.id)).toBe(false);
  });

  it("keeps the last item of a group", async () => {
    const staff = await group("staff");
    expect(staff.items).toHaveLength(1);
    const res = await call("DELETE", "/contact/tabs/delete", { token: owner, body: { id: staff.items[0].id } });
    expect(res.status).toBe(422);
    expect(res.json.errors.id[0]).toMatch(/at least one status/);
  });

  it("refuses a sort that is not exactly the group's items, and bad bodies, with 422", async () => {
    const leads = await group("leads");
    const ids2 = leads.items.map((i) => i.id);
    for (const body of [
      { type: "leads", ids: ids2.slice(1) },
      { type: "leads", ids: [...ids2, ids2[0]] },
      { type: "clients", ids: ids2 },
      { type: "vip", ids: ids2 },
    ]) {
      expect((await call("PATCH", "/contact/tabs/list-sort", { token: owner, body })).status, JSON.stringify(body)).toBe(422);
    }
    expect((await call("POST", "/contact/tabs/store", { token: owner, body: { type: "leads", title: "  " } })).json.errors.title).toBeDefined();
    expect((await call("POST", "/contact/tabs/store", { token: owner, body: { type: "leads", title: "x".repeat(51) } })).status).toBe(422);
    expect((await call("PATCH", "/contact/tabs/update", { token: owner, body: { id: "abc", title: "A" } })).status).toBe(422);
  });

  it("answers 404 for another location's item and changes nothing", async () => {
    const theirs = (await group("leads", other)).items[0];
    expect((await call("PATCH", "/contact/tabs/update", { token: owner, body: { id: theirs.id, title: "Hijacked" } })).status).toBe(404);
    expect((await call("DELETE", "/contact/tabs/delete", { token: owner, body: { id: theirs.id } })).status).toBe(404);
    expect((await call("PATCH", "/contact/tabs/list-sort", { token: owner, body: { type: "leads", ids: [theirs.id] } })).status).toBe(422);
    expect((await group("leads", other)).items[0]).toEqual(theirs);
  });

  it("needs contacts-center update to change tabs; view reads them", async () => {
    await asStaffWith({ update: false, view: true }, async (staff) => {
      expect((await call("GET", "/contact/tabs/list", { token: staff })).status).toBe(200);
      const leads = await group("leads");
      for (const [method, path, body] of [
        ["POST", "/contact/tabs/store", { type: "leads", title: "Nope" }],
        ["PATCH", "/contact/tabs/update", { id: leads.items[0].id, title: "Nope" }],
        ["DELETE", "/contact/tabs/delete", { id: leads.items[0].id }],
        ["PATCH", "/contact/tabs/list-sort", { type: "leads", ids: leads.items.map((i) => i.id) }],
      ] as const) {
        expect((await call(method, path, { token: staff, body })).status, path).toBe(403);
      }
    });
    await asStaffWith({ update: true }, async (staff) => {
      const res = await call("POST", "/contact/tabs/store", { token: staff, body: { type: "leads", title: "Staff Made" } });
      expect(res.status).toBe(201);
    });
  });
});

describe("list filters", () => {
  let tagId = 0;
  let tagged: number;
  beforeAll(async () => {
    tagId = (await call("POST", "/tag/create", { token: owner, body: { name: "Filter Tag" } })).json.data.id;
    tagged = (await add({ first_name: "Tagged", last_name: "Filterton", temperature: "hot", source: "Referral" })).id;
    const plain = await add({ first_name: "Plain", last_name: "Filterton", temperature: "hot", source: "Event" });
    await call("PATCH", "/tag/add-contact", { token: owner, body: { tag_ids: [tagId], contact_ids: [tagged] } });
    await call("PATCH", `/contact/${tagged}/update-starred`, { token: owner, body: { starred: true } });
    await call("PATCH", `/contact/${plain.id}/update-flagged`, { token: owner, body: { flagged: true } });
    await db().update(contacts).set({ createdAt: sql`'2020-03-15 12:00:00+00'` }).where(eq(contacts.id, plain.id));
  });

  it("filters by tag, and rows carry their tags", async () => {
    const res = await list(`tag_id=${tagId}`);
    expect(res.json.total).toBe(1);
    expect(res.json.data[0]).toMatchObject({ id: tagged, tags: [{ id: tagId, name: "Filter Tag" }] });
    const other = await list("per_page=5");
    expect(other.json.data.every((c: { tags: unknown[] }) => Array.isArray(c.tags))).toBe(true);
  });

  it("filters by starred, flagged, temperature, source, status item and date range, combined with search", async () => {
    const starred = await list("starred=1&search=filterton");
    expect(starred.json.data.map((c: { first_name: string }) => c.first_name)).toEqual(["Tagged"]);
    const flagged = await list("flagged=1");
    expect(flagged.json.data.every((c: { flagged: boolean }) => c.flagged)).toBe(true);
    expect(flagged.json.data.map((c: { first_name: string }) => c.first_name)).toContain("Plain");
    const hot = await list("temperature=hot&per_page=100");
    expect(hot.json.data.length).toBe(hot.json.total);
    expect(hot.json.data.every((c: { temperature: string }) => c.temperature === "hot")).toBe(true);
    expect((await list("source=Referral&search=filterton")).json.total).toBe(1);
    const item = (await group("clients")).items.find((i) => i.count > 0)!;
    const byItem = await list(`status_value=${encodeURIComponent(item.value)}&per_page=100`);
    expect(byItem.json.total).toBe(item.count);
    expect(byItem.json.data).toHaveLength(item.count);
    expect(byItem.json.data.every((c: { status: string }) => c.status === item.value)).toBe(true);
    expect((await list("status_value=Nobody")).json.total).toBe(0);
    const day = await list("date_from=2020-03-15&date_to=2020-03-15");
    expect(day.json.data.map((c: { first_name: string }) => c.first_name)).toEqual(["Plain"]);
    expect((await list("date_from=2020-03-16&date_to=2020-03-16")).json.total).toBe(0);
    expect((await list("date_to=2020-03-14")).json.total).toBe(0);
  });

  it("reads date_from / date_to as the location's days: 9 pm in New York is that day, not the next UTC day", async () => {
    await db().update(locations).set({ timezone: "America/New_York" }).where(eq(locations.id, ids.otherLoc));
    const res = await call("POST", "/contact/save", { token: other, body: { first_name: "Evening", last_name: "Zoned", email: "evening.zoned@example.com" } });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    // 2020-03-16T01:00Z is 9 pm on Mar 15 in New York (EDT).
    await db().update(contacts).set({ createdAt: new Date("2020-03-16T01:00:00Z") }).where(eq(contacts.id, res.json.data.id));
    const names = async (qs: string) => (await list(qs, other)).json.data.map((c: { first_name: string }) => c.first_name);
    expect(await names("date_from=2020-03-15&date_to=2020-03-15")).toEqual(["Evening"]);
    expect(await names("date_from=2020-03-16&date_to=2020-03-16")).toEqual([]);
    expect(await names("date_to=2020-03-15&search=zoned")).toEqual(["Evening"]);
    const csv = await exportCsv("date_from=2020-03-15&date_to=2020-03-15", other);
    expect(csv.text).toContain("evening.zoned@example.com");
  });

  it("pages a filtered list by keyset without overlap and with the right total", async () => {
    const all = await list("temperature=cold&per_page=100&order_by=last_name&order=asc");
    const p1 = await list("temperature=cold&per_page=5&page=1&order_by=last_name&order=asc");
    const p2 = await list("temperature=cold&per_page=5&page=2&order_by=last_name&order=asc");
    expect(p1.json.total).toBe(all.json.total);
    expect([...p1.json.data, ...p2.json.data].map((c: { id: number }) => c.id)).toEqual(all.json.data.slice(0, 10).map((c: { id: number }) => c.id));
  });

  it("answers 422 for bad filter values", async () => {
    const res = await list("temperature=lukewarm&source=Moon&starred=maybe&tag_id=abc&date_from=2020-02-30&date_to=yesterday");
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.errors).sort()).toEqual(["date_from", "date_to", "source", "starred", "tag_id", "temperature"]);
    const backwards = await list("date_from=2021-01-02&date_to=2021-01-01");
    expect(backwards.status).toBe(422);
    expect(backwards.json.errors.date_to).toBeDefined();
  });

  it("never shows another location's tagged contacts", async () => {
    const res = await list(`tag_id=${tagId}`, other);
    expect(res.status).toBe(200);
    expect(res.json.total).toBe(0);
  });
});

describe("GET /contact/export", () => {
  it("streams the current filter as CSV with formulas escaped", async () => {
    await add({ first_name: "=HYPERLINK(\"x\")", last_name: "+Evil", email: "csv@export.test", source: "Other" });
    await add({ first_name: "@SUM", last_name: "Quote \"me\", please", email: "csv2@export.test", source: "Other" });
    const res = await exportCsv("source=Other&search=export.test");
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^text\/csv/);
    expect(res.disposition).toMatch(/attachment; filename="contacts-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.text.trim().split("\r\n");
    expect(lines[0]).toBe("ID,First Name,Last Name,Email,Number,Status,Gender,Temperature,Source,Starred,Flagged,Member ID,Birthday,Tags,Login Count,Last Action,Last Email Activity,Last Chat,Date Created");
    expect(lines).toHaveLength(3);
    expect(res.text).toContain(`"'=HYPERLINK(""x"")",'+Evil,csv@export.test`);
    expect(res.text).toContain(`'@SUM,"Quote ""me"", please",csv2@export.test`);
    expect(res.text).toContain(",Prospect,");
  });

  it("exports every matching row across batches, once each", async () => {
    const res = await exportCsv("");
    const rows = res.text.trim().split("\r\n").slice(1);
    const total = (await list("per_page=1")).json.total;
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((r) => r.split(",")[0])).size).toBe(total);
  });

  it("needs contacts-center view, refuses bad filters with 422, and stays in the location", async () => {
    await asStaffWith({ view: false }, async (staff) => {
      expect((await exportCsv("", staff)).status).toBe(403);
      expect((await list("", staff)).status).toBe(403);
    });
    const bad = await exportCsv("temperature=tepid");
    expect(bad.status).toBe(422);
    const theirs = await exportCsv("", other);
    expect(theirs.text).not.toContain("csv@export.test");
  });
});

describe("chart data and remembered columns", () => {
  it("counts contacts added this week per day, Mon..Sun", async () => {
    const res = await call("GET", "/contact/chart-data", { token: owner });
    expect(res.status).toBe(200);
    expect(res.json.data.labels).toEqual(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]);
    expect(res.json.data.data).toHaveLength(7);
    const [{ n }] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(contacts)
      .where(sql`${contacts.locationId} = ${ids.downtown} and ${contacts.deletedAt} is null and ${contacts.createdAt} >= (${res.json.data.from}::date)::timestamp at time zone 'UTC' and ${contacts.createdAt} < (${res.json.data.to}::date + 1)::timestamp at time zone 'UTC'`);
    expect(res.json.data.data.reduce((a: number, b: number) => a + b, 0)).toBe(n);
    expect(new Date(`${res.json.data.from}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it("counts this week's days in the location's zone", async () => {
    await db().update(locations).set({ timezone: "America/New_York" }).where(eq(locations.id, ids.otherLoc));
    // Sunday Mar 15, 10 pm in New York (Monday 02:00 UTC): New York's week is Mar 9-15, UTC's Mar 16-22.
    const now = new Date("2026-03-16T02:00:00Z");
    const [late] = await db().insert(contacts).values({ locationId: ids.otherLoc, firstName: "Sunday", lastName: "Night", status: "Leads", tab: "leads", createdAt: new Date("2026-03-16T01:30:00Z") }).returning({ id: contacts.id });
    const chart = await chartData(db(), { locationId: ids.otherLoc } as Ctx, now);
    expect([chart.from, chart.to]).toEqual(["2026-03-09", "2026-03-15"]);
    expect(chart.data[6]).toBeGreaterThanOrEqual(1); // Sunday, where the coach is
    await db().delete(contacts).where(eq(contacts.id, late.id));
  });

  it("remembers each user's columns on the server, keeps the name, and resets to the defaults", async () => {
    const before = await call("GET", "/contact/table-columns", { token: owner });
    expect(before.json.data.columns).toEqual(["photo", "temperature", "starred", "first_name", "last_name", "date_created", "email", "number", "status", "last_action"]);
    const saved = await call("PUT", "/contact/table-columns", { token: owner, body: { columns: ["email", "tags"] } });
    expect(saved.json.data.columns).toEqual(["first_name", "email", "tags"]);
    expect((await call("GET", "/contact/table-columns", { token: owner })).json.data.columns).toEqual(["first_name", "email", "tags"]);
    // Another user keeps their own.
    expect((await call("GET", "/contact/table-columns", { token: other })).json.data.columns).toContain("photo");
    expect((await call("PUT", "/contact/table-columns", { token: owner, body: { columns: ["password"] } })).status).toBe(422);
    expect((await call("PUT", "/contact/table-columns", { token: owner, body: { columns: [] } })).status).toBe(422);
    const reset = await call("PUT", "/contact/table-columns", { token: owner, body: { columns: null } });
    expect(reset.json.data.columns).toContain("photo");
  });
});
