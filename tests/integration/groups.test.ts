import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contactGroupMembers, contacts } from "../../db/schema";
import { setupTestDb } from "../helpers/db";
import { call, loginAs } from "../helpers/api";
import { demoIds } from "../helpers/demo-ids";

const { db } = setupTestDb();
const ids = { downtown: 0, otherLoc: 0 };
const tokens = { owner: "", other: "", staff: "" };
let mine: number[] = [];
let theirs: number[] = [];

beforeAll(async () => {
  Object.assign(ids, await demoIds(db()));
  tokens.owner = (await loginAs("owner@demo.test")).access_token;
  tokens.other = (await loginAs("other@demo.test")).access_token;
  tokens.staff = (await loginAs("staff@demo.test")).access_token;
  const made = await db()
    .insert(contacts)
    .values([
      ...["Ava", "Ben", "Cara", "Dan"].map((firstName, i) => ({ locationId: ids.downtown, firstName, lastName: "Group", email: `group${i}@example.test`, status: "Leads", tab: "leads" })),
      { locationId: ids.otherLoc, firstName: "Zed", lastName: "Elsewhere", email: "zed@example.test", status: "Leads", tab: "leads" },
    ])
    .returning({ id: contacts.id, locationId: contacts.locationId });
  mine = made.filter((c) => c.locationId === ids.downtown).map((c) => c.id);
  theirs = made.filter((c) => c.locationId === ids.otherLoc).map((c) => c.id);
});

const create = (body: unknown, token = tokens.owner) => call("POST", "/group/create-group", { token, body });
const members = async (groupId: number, query = "") => (await call("GET", `/group/contact-list?group_id=${groupId}${query}`, { token: tokens.owner })).json;

describe("groups", () => {
  it("creates a group with members; the list counts them; names are unique per location whatever the case", async () => {
    const res = await create({ name: "  Spring cohort ", description: "8-week program", contact_ids: [mine[0], mine[1]] });
    expect(res.status).toBe(201);
    expect(res.json.message).toBe("Group has been created successfully!");
    expect(res.json.data).toMatchObject({ name: "Spring cohort", description: "8-week program", members_count: 2 });
    const dup = await create({ name: "SPRING COHORT" });
    expect(dup.status).toBe(422);
    expect(dup.json.errors.name).toEqual(["The group name has already been taken."]);
    // Another location may use the same name.
    expect((await create({ name: "Spring cohort" }, tokens.other)).status).toBe(201);
    const list = await call("GET", "/group/lists?search=spring", { token: tokens.owner });
    expect(list.json.data.map((g: { name: string; members_count: number }) => [g.name, g.members_count])).toEqual([["Spring cohort", 2]]);
  });

  it("refuses bad input with 422 on the field, and another location's contacts", async () => {
    for (const [body, field] of [
      [{ name: "" }, "name"],
      [{ name: "x".repeat(61) }, "name"],
      [{ name: "ok", description: "d".repeat(501) }, "description"],
      [{ name: "ok", contact_ids: "1" }, "contact_ids"],
      [{ name: "ok", contact_ids: [0] }, "contact_ids.0"],
      [{ name: "Foreign", contact_ids: [theirs[0]] }, "contact_ids"],
    ] as const) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json.errors).join(), JSON.stringify(body)).toContain(field.split(".")[0]);
    }
    expect((await call("GET", "/group/lists?order_by=nope", { token: tokens.owner })).status).toBe(422);
  });

  it("edits name and members; lists members newest first, searchable; a deleted contact drops out of the count", async () => {
    const g = (await create({ name: "Edit me", contact_ids: [mine[0]] })).json.data;
    const res = await call("POST", `/group/${g.id}/edit-group`, { token: tokens.owner, body: { name: "Edited", add_contact_ids: [mine[2], mine[3]], remove_contact_ids: [mine[0]] } });
    expect(res.json).toMatchObject({ message: "Group has been updated successfully!", data: { name: "Edited", members_count: 2 } });
    const page = await members(g.id, "&per_page=1");
    expect(page).toMatchObject({ total: 2, last_page: 2, per_page: 1 });
    expect((await members(g.id, "&search=cara")).data.map((c: { first_name: string }) => c.first_name)).toEqual(["Cara"]);
    await db().update(contacts).set({ deletedAt: new Date() }).where(eq(contacts.id, mine[3]));
    try {
      expect((await call("GET", `/group/user-groups`, { token: tokens.owner })).json.data.find((x: { id: number }) => x.id === g.id).members_count).toBe(1);
    } finally {
      await db().update(contacts).set({ deletedAt: null }).where(eq(contacts.id, mine[3]));
    }
    expect((await call("POST", `/group/${g.id}/edit-group`, { token: tokens.other, body: { name: "Mine now" } })).status).toBe(404);
    expect((await call("GET", `/group/contact-list?group_id=${g.id}`, { token: tokens.other })).status).toBe(404);
  });

  it("answers a contact's groups", async () => {
    const a = (await create({ name: "Contact A", contact_ids: [mine[1]] })).json.data;
    await create({ name: "Contact B" });
    const res = await call("GET", `/group/user-groups?contact_id=${mine[1]}`, { token: tokens.owner });
    expect(res.json.data.map((g: { name: string }) => g.name)).toEqual(["Contact A", "Spring cohort"]);
    expect(res.json.data[0].id).toBe(a.id);
  });

  it("adds the bulk bar's selection, or every matching contact, once each", async () => {
    const g = (await create({ name: "Bulk" })).json.data;
    const some = await call("PATCH", "/group/add-contacts", { token: tokens.owner, body: { group_id: g.id, contact_ids: [mine[0], mine[1], theirs[0]] } });
    expect(some.json).toMatchObject({ contacts: 2, added: 2 });
    const all = await call("PATCH", "/group/add-contacts", { token: tokens.owner, body: { group_id: g.id, all: true, filters: { search: "Group" } } });
    expect(all.json).toMatchObject({ contacts: 4, added: 2 });
    const rows = await db().select({ c: contactGroupMembers.contactId }).from(contactGroupMembers).where(eq(contactGroupMembers.groupId, g.id));
    expect(rows.map((r) => r.c).sort()).toEqual([...mine].sort());
    expect((await call("PATCH", "/group/add-contacts", { token: tokens.owner, body: { group_id: g.id, contact_ids: [theirs[0]] } })).status).toBe(404);
    expect((await call("PATCH", "/group/add-contacts", { token: tokens.other, body: { group_id: g.id, contact_ids: theirs } })).status).toBe(404);
  });

  it("deletes a group but never its contacts; staff without rights get 403", async () => {
    const g = (await create({ name: "Delete me", contact_ids: mine })).json.data;
    expect((await call("DELETE", `/group/${g.id}/delete`, { token: tokens.staff })).status).toBe(403);
    expect((await create({ name: "Staff group" }, tokens.staff)).status).toBe(403);
    expect((await call("GET", "/group/lists", { token: tokens.staff })).status).toBe(200);
    expect((await call("DELETE", `/group/${g.id}/delete`, { token: tokens.owner })).json).toEqual({ status: 1, message: "Group has been deleted successfully!" });
    expect(await db().select().from(contactGroupMembers).where(eq(contactGroupMembers.groupId, g.id))).toEqual([]);
    expect(await db().select({ id: contacts.id }).from(contacts).where(and(inArray(contacts.id, mine)))).toHaveLength(4);
    expect((await call("DELETE", `/group/${g.id}/delete`, { token: tokens.owner })).status).toBe(404);
  });
});
