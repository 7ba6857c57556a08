import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contacts, memberships, type PermissionMap } from "../../db/schema";
import { setupTestDb } from "../helpers/db";
import { call, loginAs } from "../helpers/api";
import { demoIds } from "../helpers/demo-ids";
import type { DemoIds } from "../tenancy/fixture";

const { db } = setupTestDb();
let ids: DemoIds;
let owner: string;
let other: string;
let own: number[];
let theirs: number[];

beforeAll(async () => {
  ids = await demoIds(db());
  owner = (await loginAs("owner@demo.test")).access_token;
  other = (await loginAs("other@demo.test")).access_token;
  const of = async (loc: number) => (await db().select({ id: contacts.id }).from(contacts).where(eq(contacts.locationId, loc)).orderBy(contacts.id)).map((c) => c.id);
  own = await of(ids.downtown);
  theirs = await of(ids.otherLoc);
});

const create = (name: string, tag_type?: number, token = owner) => call("POST", "/tag/create", { token, body: { name, tag_type } });

describe("tags", () => {
  it("creates tags and lists them grouped by type, with the flat original list", async () => {
    const vip = await create("VIP");
    expect(vip.status).toBe(201);
    expect(vip.json).toMatchObject({ message: "Tag has been created successfully!", data: { name: "VIP", tag_type: 1, contacts_count: 0 } });
    await create("Member 42", 2);
    await create("Opened promo", 3);
    await create("Theirs", 1, other);
    const list = await call("GET", "/tag/list", { token: owner });
    expect(list.status).toBe(200);
    expect(list.json.tags.map((g: { title: string }) => g.title)).toEqual(["System Tags", "ID Tags", "Trigger Tags"]);
    expect(list.json.tags.map((g: { tags: { name: string }[] }) => g.tags.map((t) => t.name))).toEqual([["VIP"], ["Member 42"], ["Opened promo"]]);
    expect(list.json.original.map((t: { name: string }) => t.name)).toEqual(["VIP", "Member 42", "Opened promo"]);
    const filtered = await call("GET", "/tag/list?search=pro&tag_type=3", { token: owner });
    expect(filtered.json.original.map((t: { name: string }) => t.name)).toEqual(["Opened promo"]);
  });

  it("refuses a duplicate name (any case), an empty name and a bad type with 422", async () => {
    await create("Duplicate");
    expect((await create("duplicate")).json.errors).toEqual({ name: ["The name has already been taken."] });
    expect((await create("  ")).json.errors).toHaveProperty("name");
    expect((await create("x".repeat(101))).status).toBe(422);
    expect((await create("Typed", 7)).json.errors).toHaveProperty("tag_type");
    expect((await create("duplicate", 1, other)).status).toBe(201); // another location may use it
  });

  it("edits and deletes a tag; another location's tag is a 404 and stays", async () => {
    const tag = (await create("Rename me")).json.data;
    const edited = await call("PATCH", "/tag/edit-tag", { token: owner, body: { id: tag.id, name: "Renamed", tag_type: 3 } });
    expect(edited.json.data).toMatchObject({ id: tag.id, name: "Renamed", tag_type: 3 });
    await create("Taken name");
    expect((await call("PATCH", "/tag/edit-tag", { token: owner, body: { id: tag.id, name: "taken NAME" } })).status).toBe(422);
    const foreign = (await create("Foreign", 1, other)).json.data;
    expect((await call("PATCH", "/tag/edit-tag", { token: owner, body: { id: foreign.id, name: "Mine" } })).status).toBe(404);
    expect((await call("DELETE", `/tag/${foreign.id}/delete`, { token: owner })).status).toBe(404);
    expect((await call("DELETE", `/tag/${tag.id}/delete`, { token: owner })).json).toMatchObject({ status: 1 });
    expect((await call("DELETE", `/tag/${tag.id}/delete`, { token: owner })).status).toBe(404);
    expect((await call("GET", "/tag/list", { token: other })).json.original.map((t: { name: string }) => t.name)).toContain("Foreign");
  });

  it("adds tags to contacts and removes them, shown on the contact and in the tag's contact list", async () => {
    const a = (await create("Bootcamp")).json.data;
    const b = (await create("Newsletter")).json.data;
    const added = await call("PATCH", "/tag/add-contact", { token: owner, body: { tag_ids: [a.id, b.id], contact_ids: [own[0], own[1]] } });
    expect(added.status).toBe(200);
    expect(added.json).toMatchObject({ status: 1, contacts: 2, added: 4 });
    // Adding again changes nothing.
    expect((await call("PATCH", "/tag/add-contact", { token: owner, body: { tag_ids: [a.id], contact_ids: [own[0]] } })).json.added).toBe(0);
    const onContact = await call("GET", `/contact/${own[0]}/tags`, { token: owner });
    expect(onContact.json.data.map((t: { name: string }) => t.name)).toEqual(["Bootcamp", "Newsletter"]);
    const tagged = await call("GET", `/tag/contact-list?tag_id=${a.id}`, { token: owner });
    expect(tagged.json.total).toBe(2);
    expect((await call("GET", "/tag/list?search=Bootcamp", { token: owner })).json.original[0].contacts_count).toBe(2);

    const removed = await call("PATCH", "/tag/remove-contact", { token: owner, body: { tag_ids: [a.id], contact_ids: [own[0]] } });
    expect(removed.json).toMatchObject({ status: 1, removed: 1 });
    expect((await call("GET", `/contact/${own[0]}/tags`, { token: owner })).json.data.map((t: { name: string }) => t.name)).toEqual(["Newsletter"]);
  });

  it("never tags another location's contacts or uses its tags", async () => {
    const mine = (await create("Mine only")).json.data;
    const foreignTag = (await create("Their tag", 1, other)).json.data;
    expect((await call("PATCH", "/tag/add-contact", { token: owner, body: { tag_ids: [mine.id], contact_ids: [theirs[0]] } })).status).toBe(404);
    expect((await call("PATCH", "/tag/add-contact", { token: owner, body: { tag_ids: [foreignTag.id], contact_ids: [own[0]] } })).status).toBe(404);
    // Mixed: only the location's contacts are tagged.
    const mixed = await call("PATCH", "/tag/add-contact", { token: owner, body: { tag_ids: [mine.id], contact_ids: [own[2], theirs[1]] } });
    expect(mixed.json).toMatchObject({ contacts: 1, added: 1 });
    expect((await call("GET", `/contact/${theirs[1]}/tags`, { token: other })).json.data).toEqual([]);
    expect((await call("GET", `/contact/${theirs[1]}/tags`, { token: owner })).status).toBe(404);
    expect((await call("GET", `/tag/contact-list?tag_id=${foreignTag.id}`, { token: owner })).status).toBe(404);
    for (const body of [{ tag_ids: [], contact_ids: [own[0]] }, { tag_ids: [mine.id] }, { tag_ids: ["x"], contact_ids: [own[0]] }]) {
      expect((await call("PATCH", "/tag/add-contact", { token: owner, body })).status, JSON.stringify(body)).toBe(422);
    }
  });

  it("gates tag management on the tags area and tagging on contacts-center update", async () => {
    const where = and(eq(memberships.userId, ids.staff), eq(memberships.locationId, ids.downtown));
    const [m] = await db().select({ permissions: memberships.permissions }).from(memberships).where(where);
    const tag = (await create("Gated")).json.data;
    const staff = (await loginAs("staff@demo.test")).access_token;
    // Seeded staff: view everywhere, nothing else.
    expect((await call("GET", "/tag/list", { token: staff })).status).toBe(200);
    expect((await create("Nope", 1, staff)).status).toBe(403);
    expect((await call("PATCH", "/tag/edit-tag", { token: staff, body: { id: tag.id, name: "Nope" } })).status).toBe(403);
    expect((await call("DELETE", `/tag/${tag.id}/delete`, { token: staff })).status).toBe(403);
    expect((await call("PATCH", "/tag/add-contact", { token: staff, body: { tag_ids: [tag.id], contact_ids: [own[0]] } })).status).toBe(403);
    const map = structuredClone(m.permissions) as PermissionMap;
    map["contacts-center"] = { ...map["contacts-center"], update: true };
    map.tags = { ...map.tags, view: false };
    await db().update(memberships).set({ permissions: map }).where(where);
    try {
      expect((await call("PATCH", "/tag/add-contact", { token: staff, body: { tag_ids: [tag.id], contact_ids: [own[0]] } })).status).toBe(200);
      expect((await call("GET", "/tag/list", { token: staff })).status).toBe(403);
    } finally {
      await db().update(memberships).set({ permissions: m.permissions }).where(where);
    }
  });
});
