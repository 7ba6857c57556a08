import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { companies, emailMessages, locations, memberships, organizationAudit, reservedWords, users, type PermissionMap } from "../../db/schema";
import { AREAS, PERMISSIONS } from "../../lib/auth/permissions";
import { MSG, REFUSE } from "../../lib/organization/constants";
import { call, loginAs } from "../helpers/api";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import type { DemoIds } from "../tenancy/fixture";

const { db } = setupTestDb();
let ids: DemoIds;
let owner: string;
let other: string;

beforeAll(async () => {
  ids = await demoIds(db());
  owner = (await loginAs("owner@demo.test")).access_token;
  other = (await loginAs("other@demo.test")).access_token;
});

const outbox = async (to: string) => db().select().from(emailMessages).where(eq(emailMessages.toAddress, to)).orderBy(desc(emailMessages.id));
const linkIn = (text: string) => /\/password\/([A-Za-z0-9_-]+)\/reset/.exec(text)?.[1];

/** A map with only the given area.action pairs on. */
function mapOf(...on: string[]): PermissionMap {
  const map: PermissionMap = {};
  for (const area of AREAS) {
    map[area] = {};
    for (const action of PERMISSIONS[area]) map[area][action] = on.includes(`${area}.${action}`);
  }
  return map;
}

async function newUser(body: Record<string, unknown>, token = owner) {
  return call("POST", "/organization/user/save", { token, body });
}

/** Sets a new user's password through the emailed link and signs in. */
async function signInNewUser(email: string) {
  const [mail] = await outbox(email);
  const token = linkIn(mail.text)!;
  expect((await call("POST", "/auth/reset-password", { body: { token, password: "newpass123", password_confirmation: "newpass123" } })).status).toBe(200);
  return (await loginAs(email, "newpass123")).access_token;
}

describe("locations", () => {
  let eastside: number;

  it("creates a secondary location with the default status tabs, reachable by the owner and super users", async () => {
    const res = await call("POST", "/organization/location/create", { token: owner, body: { businessname: "Eastside" } });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ message: "Secondary location has been saved successfully!", data: { businessname: "Eastside", is_primary: false, is_suspended: false } });
    eastside = res.json.data.id;
    const list = await call("GET", "/organization/locations", { token: owner });
    expect(list.json.data.map((l: { businessname: string }) => l.businessname)).toEqual(["Downtown", "Uptown", "Eastside"]);
    const members = await db().select({ userId: memberships.userId, type: memberships.userType }).from(memberships).where(eq(memberships.locationId, eastside));
    expect(members.map((m) => m.type).sort()).toEqual(["Primary Account", "Super User"]);
    const tabs = await call("GET", `/auth/location/${eastside}/tabs`, { token: owner });
    expect(tabs.status).toBe(200);
    expect(Object.keys(tabs.json.data)).toEqual(["leads", "trials", "clients", "staff", "lost"]);
    expect(tabs.json.data.leads[0]).toEqual({ title: "Prospect", value: "Leads" });
  });

  it("updates the primary and secondary locations with their own messages, and refuses reserved names", async () => {
    const primary = await call("PATCH", `/organization/location/${ids.downtown}/update`, { token: owner, body: { businessname: "Downtown" } });
    expect(primary.json.message).toBe("Primary location has been updated successfully!");
    const secondary = await call("PATCH", `/organization/location/${eastside}/update`, { token: owner, body: { businessname: "East Side" } });
    expect(secondary.json).toMatchObject({ message: "Secondary location has been saved successfully!", data: { businessname: "East Side" } });
    const reserved = await call("PATCH", `/organization/location/${eastside}/update`, { token: owner, body: { businessname: " Admin " } });
    expect(reserved.status).toBe(422);
    expect(reserved.json.errors.businessname).toEqual([REFUSE.reserved]);
    const blank = await call("POST", "/organization/location/create", { token: owner, body: { businessname: "  " } });
    expect(blank.status).toBe(422);
    expect(blank.json.errors.businessname).toBeDefined();
  });

  it("suspends and activates a secondary location as a toggle; its users reach the Suspended state", async () => {
    const lou = (await loginAs("location@demo.test")).access_token; // Uptown only
    const first = await call("PATCH", `/organization/location/${ids.uptown}/suspend`, { token: owner });
    expect(first.json).toMatchObject({ message: "Secondary location has been suspended successfully!", data: { is_suspended: true } });
    const refused = await call("GET", "/contact/list", { token: lou });
    expect(refused.status).toBe(403);
    expect(refused.json.account_inactive).toBe(true);
    const refresh = await call("POST", "/auth/refresh", { token: lou });
    expect(refresh.json.user).toMatchObject({ is_suspended: true, is_account_active: false });
    // The owner still works there, to activate it again.
    expect((await call("GET", "/contact/list?per_page=1", { token: owner, headers: { "accessed-location-id": String(ids.uptown) } })).status).toBe(200);
    const again = await call("PATCH", `/organization/location/${ids.uptown}/suspend`, { token: owner, body: {} });
    expect(again.json).toMatchObject({ message: "Secondary location has been activated successfully!", data: { is_suspended: false } });
    expect((await call("GET", "/contact/list?per_page=1", { token: lou })).status).toBe(200);
    const explicit = await call("PATCH", `/organization/location/${ids.uptown}/suspend`, { token: owner, body: { status: 0 } });
    expect(explicit.json.data.is_suspended).toBe(false);
  });

  it("refuses to delete or suspend the primary location, or the location in use", async () => {
    const del = await call("DELETE", `/organization/location/${ids.downtown}/delete`, { token: owner });
    expect(del.status).toBe(422);
    expect(del.json.errors.id).toEqual([REFUSE.primaryDelete]);
    const sus = await call("PATCH", `/organization/location/${ids.downtown}/suspend`, { token: owner, body: { status: 1 } });
    expect(sus.status).toBe(422);
    const inUse = await call("DELETE", `/organization/location/${ids.uptown}/delete`, { token: owner, headers: { "accessed-location-id": String(ids.uptown) } });
    expect(inUse.status).toBe(422);
    expect(inUse.json.errors.id).toEqual([REFUSE.inUse]);
    const [downtown] = await db().select().from(locations).where(eq(locations.id, ids.downtown));
    expect(downtown.isSuspended).toBe(false);
  });

  it("adds the company's users to a location with the permissions they already have", async () => {
    const res = await call("POST", `/organization/location/${eastside}/add-users`, { token: owner, body: { user_ids: [ids.staff] } });
    expect(res.json.message).toBe("Users has been added successfully!");
    const [here] = await db().select().from(memberships).where(and(eq(memberships.userId, ids.staff), eq(memberships.locationId, eastside)));
    const [home] = await db().select().from(memberships).where(and(eq(memberships.userId, ids.staff), eq(memberships.locationId, ids.downtown)));
    expect(here.permissions).toEqual(home.permissions);
    expect(here.userType).toBe("Sub-Account User");
    // Another company's user is not ours to add.
    const foreign = await call("POST", `/organization/location/${eastside}/add-users`, { token: owner, body: { user_ids: [ids.other] } });
    expect(foreign.status).toBe(404);
    expect(await db().select().from(memberships).where(and(eq(memberships.userId, ids.other), eq(memberships.locationId, eastside)))).toHaveLength(0);
  });

  it("deletes a secondary location", async () => {
    const res = await call("DELETE", `/organization/location/${eastside}/delete`, { token: owner });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Secondary location has been deleted successfully!");
    expect(await db().select().from(locations).where(eq(locations.id, eastside))).toHaveLength(0);
  });

  it("never touches another company's locations", async () => {
    for (const [method, path, body] of [
      ["PATCH", `/organization/location/${ids.otherLoc}/update`, { businessname: "Mine now" }],
      ["PATCH", `/organization/location/${ids.otherLoc}/suspend`, { status: 1 }],
      ["DELETE", `/organization/location/${ids.otherLoc}/delete`, undefined],
      ["GET", `/auth/location/${ids.otherLoc}/tabs`, undefined],
      ["GET", `/auth/organization/${ids.otherCompany}/tabs`, undefined],
      ["GET", `/organization/${ids.otherCompany}/super-users`, undefined],
    ] as const) {
      expect((await call(method, path, { token: owner, body })).status, path).toBe(404);
    }
    const [loc] = await db().select().from(locations).where(eq(locations.id, ids.otherLoc));
    expect(loc).toMatchObject({ businessname: "Other Studio", isSuspended: false });
  });
});

describe("users and permissions", () => {
  let limitedId: number;

  it("lists the catalogue of areas and actions, and what the caller may grant", async () => {
    const res = await call("GET", "/organization/permissions", { token: owner });
    expect(res.status).toBe(200);
    expect(res.json.data.areas).toHaveLength(AREAS.length);
    expect(res.json.data.areas.find((a: { area: string }) => a.area === "contacts-center").actions).toEqual(["view", "create", "update", "delete", "assign"]);
    expect(res.json.data.grantable.broadcasts.view).toBe(true);
    expect(res.json.data.may_make_super_users).toBe(true);
  });

  it("creates a limited user and emails a set-password link, never a password", async () => {
    const res = await newUser({ full_name: "Lim Ited", email: "Limited@Demo.test", location_ids: [ids.downtown], permissions: mapOf("contacts-center.view") });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ data: { full_name: "Lim Ited", email: "limited@demo.test", is_super_user: false, locations: [{ id: ids.downtown, businessname: "Downtown", user_type: "Sub-Account User" }] } });
    limitedId = res.json.data.id;
    const [mail] = await outbox("limited@demo.test");
    expect(mail.subject).toContain("Demo Fitness Co");
    expect(linkIn(mail.text)).toBeTruthy();
    expect(mail.text).not.toMatch(/password:\s*\S/i);

    const token = await signInNewUser("limited@demo.test");
    expect((await call("GET", "/contact/list?per_page=1", { token })).status).toBe(200);
    expect((await call("GET", "/tag/list", { token })).status).toBe(403);
    expect((await call("POST", "/contact/save", { token, body: { first_name: "No", last_name: "Way" } })).status).toBe(403);
    expect((await call("GET", "/organization/users", { token })).status).toBe(403);
    const refresh = await call("POST", "/auth/refresh", { token });
    expect(refresh.json.permissions["contacts-center"]).toMatchObject({ view: true, create: false });
  });

  it("answers a user's permissions per location, and lists the company's users with their locations", async () => {
    const perms = await call("GET", `/organization/user/${limitedId}/permissions`, { token: owner });
    expect(perms.json.data).toMatchObject({ user_id: limitedId, is_super_user: false, locations: [{ id: ids.downtown }] });
    expect(perms.json.data.permissions["contacts-center"].view).toBe(true);
    expect(perms.json.data.permissions.tags.view).toBe(false);
    const list = await call("GET", "/organization/users?per_page=100", { token: owner });
    expect(list.status).toBe(200);
    const emails = list.json.data.map((u: { email: string }) => u.email);
    expect(emails).toEqual(expect.arrayContaining(["owner@demo.test", "staff@demo.test", "limited@demo.test", "super@demo.test"]));
    expect(emails).not.toContain("other@demo.test");
    const sue = list.json.data.find((u: { email: string }) => u.email === "super@demo.test");
    expect(sue.is_super_user).toBe(true);
    expect(sue.locations.map((l: { id: number }) => l.id)).toEqual([ids.downtown, ids.uptown]);
    const search = await call("GET", "/organization/users?search=lim", { token: owner });
    expect(search.json.data.map((u: { email: string }) => u.email)).toEqual(["limited@demo.test"]);
  });

  it("updates a user's permissions and locations, and the change applies on the next request", async () => {
    const token = (await loginAs("limited@demo.test", "newpass123")).access_token;
    const res = await newUser({ id: limitedId, full_name: "Lim Ited", email: "limited@demo.test", location_ids: [ids.downtown, ids.uptown], permissions: mapOf("contacts-center.view", "tags.view") });
    expect(res.status).toBe(200);
    expect(res.json.data.locations.map((l: { id: number }) => l.id)).toEqual([ids.downtown, ids.uptown]);
    expect((await call("GET", "/tag/list", { token })).status).toBe(200);
    // Dropping Uptown removes that membership only.
    await newUser({ id: limitedId, full_name: "Lim Ited", email: "limited@demo.test", location_ids: [ids.downtown], permissions: mapOf("contacts-center.view", "tags.view") });
    expect(await db().select().from(memberships).where(eq(memberships.userId, limitedId))).toHaveLength(1);
  });

  it("writes every change to users and permissions to the audit log the owner reads", async () => {
    const log = await call("GET", "/organization/audit-log?per_page=100", { token: owner });
    expect(log.status).toBe(200);
    const mine = log.json.data.filter((e: { target_name: string }) => e.target_name === "Lim Ited");
    expect(mine.map((e: { action: string }) => e.action)).toEqual(["user.updated", "user.permissions_changed", "user.created"]);
    expect(mine[0].actor_name).toBe("Olivia Owner");
    expect(mine[1].details.before.permissions.tags.view).toBe(false);
    expect(mine[1].details.after.permissions.tags.view).toBe(true);
    expect(Date.parse(mine[0].created_at)).toBeGreaterThan(Date.now() - 60_000);
    // Another company sees none of it; staff may not read it.
    const theirs = await call("GET", "/organization/audit-log", { token: other });
    expect(theirs.json.data.every((e: { target_name: string }) => e.target_name !== "Lim Ited")).toBe(true);
    expect((await call("GET", "/organization/audit-log", { token: (await loginAs("staff@demo.test")).access_token })).status).toBe(403);
  });

  it("resends credentials as a fresh link", async () => {
    const before = (await outbox("limited@demo.test")).length;
    const res = await call("POST", `/organization/user/${limitedId}/resend-credentials`, { token: owner });
    expect(res.json).toEqual({ status: 1, message: "The login credentials has been send successfully!" });
    const mails = await outbox("limited@demo.test");
    expect(mails).toHaveLength(before + 1);
    expect(linkIn(mails[0].text)).not.toBe(linkIn(mails[1].text));
  });

  it("refuses to remove the owner or oneself, and deletes a user", async () => {
    const ownerDel = await call("DELETE", `/organization/user/${ids.owner}/delete`, { token: (await loginAs("super@demo.test")).access_token });
    expect(ownerDel.status).toBe(422);
    expect(ownerDel.json.errors.id).toEqual([REFUSE.lastOwner]);
    expect((await call("DELETE", `/organization/user/${ids.owner}/delete`, { token: owner })).status).toBe(422);
    const res = await call("DELETE", `/organization/user/${limitedId}/delete`, { token: owner });
    expect(res.json.message).toBe("The user has been deleted successfully!");
    expect(await db().select().from(users).where(eq(users.id, limitedId))).toHaveLength(0);
    const [entry] = await db().select().from(organizationAudit).where(eq(organizationAudit.targetId, limitedId)).orderBy(desc(organizationAudit.id)).limit(1);
    expect(entry.action).toBe("user.deleted");
  });

  it("answers 422 with field messages for bad input", async () => {
    const res = await newUser({ full_name: "", email: "nope", location_ids: [], permissions: { "no-such-area": { view: true }, tags: { fly: true } } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.errors)).toEqual(expect.arrayContaining(["full_name", "email", "location_ids"]));
    const taken = await newUser({ full_name: "Dup", email: "STAFF@demo.test", location_ids: [ids.downtown] });
    expect(taken.status).toBe(422);
    expect(taken.json.errors.email).toEqual([REFUSE.emailTaken]);
  });

  it("never manages another company's users or locations", async () => {
    expect((await newUser({ id: ids.other, full_name: "Oscar", email: "other@demo.test", location_ids: [ids.downtown] })).status).toBe(404);
    expect((await newUser({ full_name: "Spy", email: "spy@demo.test", location_ids: [ids.otherLoc] })).status).toBe(404);
    expect(await db().select().from(users).where(eq(users.email, "spy@demo.test"))).toHaveLength(0);
    for (const [method, path] of [
      ["GET", `/organization/user/${ids.other}/permissions`],
      ["DELETE", `/organization/user/${ids.other}/delete`],
      ["POST", `/organization/user/${ids.other}/resend-credentials`],
    ] as const) {
      expect((await call(method, path, { token: owner })).status, path).toBe(404);
    }
  });
});

describe("privilege escalation", () => {
  let staff: string;
  let adminMap: PermissionMap;

  beforeAll(async () => {
    // Staff may manage users here, with contacts-center view and admin-settings, nothing more.
    adminMap = mapOf("contacts-center.view", "admin-settings.view", "admin-settings.update");
    await db().update(memberships).set({ permissions: adminMap }).where(and(eq(memberships.userId, ids.staff), eq(memberships.locationId, ids.downtown)));
    staff = (await loginAs("staff@demo.test")).access_token;
  });

  it("grants only what the caller holds", async () => {
    const grab = await newUser({ full_name: "Helper", email: "helper@demo.test", location_ids: [ids.downtown], permissions: mapOf("contacts-center.view", "broadcasts.view", "contacts-center.delete") }, staff);
    expect(grab.status).toBe(422);
    expect(grab.json.errors).toEqual({ "permissions.broadcasts.view": [REFUSE.grant], "permissions.contacts-center.delete": [REFUSE.grant] });
    expect(await db().select().from(users).where(eq(users.email, "helper@demo.test"))).toHaveLength(0);
    const cat = await call("GET", "/organization/permissions", { token: staff });
    expect(cat.json.data.grantable.broadcasts.view).toBe(false);
    expect(cat.json.data.grantable["contacts-center"].view).toBe(true);
    expect(cat.json.data.may_make_super_users).toBe(false);
    const fine = await newUser({ full_name: "Helper", email: "helper@demo.test", location_ids: [ids.downtown], permissions: mapOf("contacts-center.view") }, staff);
    expect(fine.status).toBe(200);
  });

  it("cannot raise their own permissions, make super users, or reach locations they are not in", async () => {
    const self = await newUser({ id: ids.staff, full_name: "Sam Staff", email: "staff@demo.test", location_ids: [ids.downtown], permissions: { ...adminMap, tags: { view: true, create: true, update: true, delete: true } } }, staff);
    expect(self.status).toBe(422);
    const sup = await newUser({ full_name: "Boss", email: "boss@demo.test", location_ids: [ids.downtown], is_super_user: true }, staff);
    expect(sup.status).toBe(403);
    const uptown = await newUser({ full_name: "Up", email: "up@demo.test", location_ids: [ids.uptown] }, staff);
    expect(uptown.status).toBe(404);
    const [m] = await db().select().from(memberships).where(and(eq(memberships.userId, ids.staff), eq(memberships.locationId, ids.downtown)));
    expect(m.permissions).toEqual(adminMap);
  });

  it("cannot edit a user of a location they are not in", async () => {
    const [lou] = await db().select().from(users).where(eq(users.email, "location@demo.test"));
    const res = await newUser({ id: lou.id, full_name: "Renamed", email: "location@demo.test", location_ids: [ids.downtown] }, staff);
    expect(res.status).toBe(404);
    const [after] = await db().select().from(users).where(eq(users.id, lou.id));
    expect(after.fullName).toBe("Lou Location");
  });

  it("reads only the users it may write: Uptown's users are neither listed nor readable (404, as save, delete and resend answer)", async () => {
    const [lou] = await db().select().from(users).where(eq(users.email, "location@demo.test"));
    const mine = await newUser({ full_name: "Dora Downtown", email: "dora@demo.test", location_ids: [ids.downtown], permissions: mapOf("contacts-center.view") });
    expect(mine.status).toBe(200);
    const list = await call("GET", "/organization/users?per_page=100", { token: staff });
    expect(list.status).toBe(200);
    const emails = list.json.data.map((u: { email: string }) => u.email);
    expect(emails).toContain("dora@demo.test");
    expect(emails).not.toContain("location@demo.test");
    expect(emails).not.toContain("uptown@demo.test");
    expect(list.json.total).toBe(list.json.data.length);
    // Every listed user is one staff may manage: all of their locations are Downtown.
    for (const u of list.json.data as { email: string; locations: { id: number }[] }[]) expect(u.locations.map((l) => l.id), u.email).toEqual([ids.downtown]);
    expect((await call("GET", `/organization/user/${lou.id}/permissions`, { token: staff })).status).toBe(404);
    expect((await call("POST", `/organization/user/${lou.id}/resend-credentials`, { token: staff })).status).toBe(404);
    expect((await call("GET", `/organization/user/${mine.json.data.id}/permissions`, { token: staff })).status).toBe(200);
    // The owner and super users still read everyone.
    const all = await call("GET", "/organization/users?per_page=100", { token: owner });
    expect(all.json.data.map((u: { email: string }) => u.email)).toEqual(expect.arrayContaining(["location@demo.test", "uptown@demo.test", "dora@demo.test"]));
    expect((await call("GET", `/organization/user/${lou.id}/permissions`, { token: owner })).status).toBe(200);
  });

  it("cannot touch the owner or a super user", async () => {
    expect((await newUser({ id: ids.owner, full_name: "Olivia Owner", email: "owner@demo.test", location_ids: [ids.downtown] }, staff)).status).toBe(422);
    const [sue] = await db().select().from(users).where(eq(users.email, "super@demo.test"));
    expect((await call("DELETE", `/organization/user/${sue.id}/delete`, { token: staff })).status).toBe(403);
  });

  it("needs admin-settings create and delete for those calls", async () => {
    expect((await call("POST", "/organization/location/create", { token: staff, body: { businessname: "Staff branch" } })).status).toBe(403);
    const [helper] = await db().select().from(users).where(eq(users.email, "helper@demo.test"));
    expect((await call("DELETE", `/organization/user/${helper.id}/delete`, { token: staff })).status).toBe(403);
  });
});

describe("user kinds (doc 1 s6) through the API", () => {
  it("keeps location users and company locations out of organization management", async () => {
    for (const email of ["location@demo.test", "uptown@demo.test"]) {
      const token = (await loginAs(email)).access_token;
      expect((await call("GET", "/organization/users", { token })).status, email).toBe(403);
      expect((await call("POST", "/organization/location/create", { token, body: { businessname: "Nope" } })).status, email).toBe(403);
    }
  });

  it("answers is_company_location from the membership, and lets a company location and a location user create contacts", async () => {
    const studio = (await loginAs("uptown@demo.test")).access_token;
    const refresh = await call("POST", "/auth/refresh", { token: studio });
    expect(refresh.json.user).toMatchObject({ is_company_location: true, user_type: "Company Location" });
    expect((await call("POST", "/contact/save", { token: studio, body: { first_name: "Walk", last_name: "In" } })).status).toBe(201);
    const lou = (await loginAs("location@demo.test")).access_token;
    expect((await call("POST", "/auth/refresh", { token: lou })).json.user.is_company_location).toBe(false);
    expect((await call("POST", "/contact/save", { token: lou, body: { first_name: "Drop", last_name: "In" } })).status).toBe(201);
  });

  it("refuses to edit a company location's login as a user", async () => {
    const [studio] = await db().select().from(users).where(eq(users.email, "uptown@demo.test"));
    const res = await newUser({ id: studio.id, full_name: "Uptown", email: "uptown@demo.test", location_ids: [ids.uptown], permissions: {} });
    expect(res.status).toBe(422);
    expect(res.json.errors.id).toEqual([REFUSE.companyLocation]);
  });

  it("lets a super user manage users and lists them as super users", async () => {
    const sue = (await loginAs("super@demo.test")).access_token;
    expect((await call("GET", "/organization/users", { token: sue })).status).toBe(200);
    const list = await call("GET", `/organization/${ids.demoCompany}/super-users`, { token: owner });
    expect(list.json.data.map((u: { email: string }) => u.email)).toEqual(["super@demo.test"]);
  });

  it("lets the owner make a super user, who reaches every location", async () => {
    const res = await newUser({ full_name: "Second Super", email: "super2@demo.test", location_ids: [ids.downtown], is_super_user: true });
    expect(res.status).toBe(200);
    expect(res.json.data.is_super_user).toBe(true);
    expect(res.json.data.locations.map((l: { id: number }) => l.id)).toEqual([ids.downtown, ids.uptown]);
  });
});

describe("refresh, tabs and switching", () => {
  it("answers fit_funnels and reserved words from the database, and checks names against them", async () => {
    const before = await call("POST", "/auth/refresh", { token: owner });
    expect(before.json.integrations.fit_funnels).toBe(false);
    expect(before.json.reserved_words).toContain("admin");
    await db().update(companies).set({ fitFunnels: true }).where(eq(companies.id, ids.demoCompany));
    await db().insert(reservedWords).values({ word: "bootcamp" });
    const after = await call("POST", "/auth/refresh", { token: owner });
    expect(after.json.integrations.fit_funnels).toBe(true);
    expect(after.json.reserved_words).toContain("bootcamp");
    const refused = await call("POST", "/organization/location/create", { token: owner, body: { businessname: "Bootcamp" } });
    expect(refused.status).toBe(422);
    expect((await call("POST", "/auth/refresh", { token: other })).json.integrations.fit_funnels).toBe(false);
    await db().update(companies).set({ fitFunnels: false }).where(eq(companies.id, ids.demoCompany));
  });

  it("answers the organization's tabs across the caller's locations", async () => {
    const res = await call("GET", `/auth/organization/${ids.demoCompany}/tabs`, { token: owner });
    expect(res.status).toBe(200);
    expect(res.json.data.clients.map((i: { value: string }) => i.value)).toEqual(["Client", "VIP"]);
  });

  it("switches location with a new token and then shows that location's contacts", async () => {
    const { access_token } = await loginAs("owner@demo.test");
    const sw = await call("POST", `/location/${ids.uptown}/access`, { token: access_token });
    expect(sw.status).toBe(200);
    expect(sw.json.accessed_location_id).toBe(ids.uptown);
    const list = await call("GET", "/contact/list?per_page=100", { token: sw.json.access_token });
    const names = await db().select({ id: locations.id }).from(locations).where(eq(locations.id, ids.uptown));
    expect(names).toHaveLength(1);
    expect(list.json.total).toBeGreaterThanOrEqual(10);
    expect((await call("POST", "/auth/refresh", { token: sw.json.access_token })).json.accessed.id).toBe(ids.uptown);
    // The old token is spent.
    expect((await call("POST", "/auth/refresh", { token: access_token })).status).toBe(401);
  });
});

describe("copy", () => {
  it("uses the spec's success messages word for word", () => {
    expect(MSG).toMatchObject({
      primaryUpdated: "Primary location has been updated successfully!",
      usersAdded: "Users has been added successfully!",
      userDeleted: "The user has been deleted successfully!",
      credentialsSent: "The login credentials has been send successfully!",
    });
  });
});
