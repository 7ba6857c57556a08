import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contacts, contactTags, emailMessages, optInAccounts, optInContacts, optInSettings, tags } from "../../db/schema";
import { OPT_IN_MSG } from "../../lib/opt-ins/constants";
import { confirmToken, readConfirmToken } from "../../lib/opt-ins/link";
import { confirmOptIn, openOptIn, submitOptIn, type PublicOptIn } from "../../lib/opt-ins/public";
import { call, loginAs } from "../helpers/api";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import { setupJobQueue } from "../helpers/jobs";
import type { DemoIds } from "../tenancy/fixture";

const { db } = setupTestDb();
setupJobQueue();
let ids: DemoIds;
let owner: string;
let staff: string;
let other: string;

beforeAll(async () => {
  ids = await demoIds(db());
  owner = (await loginAs("owner@demo.test")).access_token;
  staff = (await loginAs("staff@demo.test")).access_token;
  other = (await loginAs("other@demo.test")).access_token;
});

type Setting = { id: number; key: string; setting_value: string };
async function settings(service: number, token = owner) {
  const res = await call("GET", `/services/${service}/opt-in-settings`, { token });
  expect(res.status).toBe(200);
  return res.json.data as { data: Setting[]; confirm_optin: boolean; form_url: string; service: { id: number; name: string }; counts: { optins: number; active: number } };
}
const idOf = async (service: number, key: string, token = owner) => (await settings(service, token)).data.find((s) => s.key === key)!.id;
const setRaw = (id: number, text: string, token = owner) => call("PATCH", `/opt-in-settings/${id}/update`, { token, body: { setting_value: text } });
const set = (id: number, value: unknown, token = owner) => setRaw(id, JSON.stringify(value), token);
const keyOf = (formUrl: string) => /\/opt-in\/([A-Za-z0-9_-]{22})\/\d$/.exec(formUrl)![1];
async function form(service: number): Promise<PublicOptIn> {
  const f = await openOptIn(db(), keyOf((await settings(service)).form_url), String(service));
  expect(f).not.toBeNull();
  return f!;
}
const lastMail = async (to: string) => (await db().select().from(emailMessages).where(eq(emailMessages.toAddress, to)).orderBy(desc(emailMessages.id)).limit(1))[0];
const enrolment = async (id: number) => (await db().select().from(optInContacts).where(eq(optInContacts.id, id)))[0];
const tagsOf = async (contactId: number) => (await db().select({ t: contactTags.tagId }).from(contactTags).where(eq(contactTags.contactId, contactId))).map((r) => r.t).sort();

describe("GET /services/{id}/opt-in-settings", () => {
  it("lists the four settings of a service with their defaults, in data.data", async () => {
    const s = await settings(2);
    expect(s.service).toEqual({ id: 2, name: "Page" });
    expect(s.data.map((x) => [x.key, JSON.parse(x.setting_value)])).toEqual([
      ["fields", ["first_name"]],
      ["tags", []],
      ["double_opt_in", false],
      ["redirect_url", ""],
    ]);
    expect(s.confirm_optin).toBe(false);
    expect(s.form_url).toMatch(/\/opt-in\/[A-Za-z0-9_-]{22}\/2$/);
    // Read again: the same rows, not new ones.
    expect((await settings(2)).data.map((x) => x.id)).toEqual(s.data.map((x) => x.id));
  });

  it("answers 404 for a service that is not a content type", async () => {
    expect((await call("GET", "/services/6/opt-in-settings", { token: owner })).status).toBe(404);
    expect((await call("GET", "/services/0/opt-in-settings", { token: owner })).status).toBe(422);
  });

  it("keeps each location's settings and key its own", async () => {
    const mine = await settings(1);
    const theirs = await settings(1, other);
    expect(theirs.data.map((x) => x.id).some((id) => mine.data.some((m) => m.id === id))).toBe(false);
    expect(keyOf(theirs.form_url)).not.toBe(keyOf(mine.form_url));
  });
});

describe("PATCH /opt-in-settings/{id}/update", () => {
  it("saves a valid value per key", async () => {
    const [tag] = await db().insert(tags).values({ locationId: ids.downtown, name: "Opt-in upd", tagType: 1 }).returning();
    const res = await set(await idOf(1, "fields"), ["phone", "first_name", "last_name"]);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe(OPT_IN_MSG.updated);
    expect(JSON.parse(res.json.data.setting_value)).toEqual(["first_name", "last_name", "phone"]);
    expect((await set(await idOf(1, "tags"), [tag.id, tag.id])).json.data.setting_value).toBe(JSON.stringify([tag.id]));
    expect((await set(await idOf(1, "double_opt_in"), true)).status).toBe(200);
    expect((await set(await idOf(1, "redirect_url"), "https://coach.example/welcome")).status).toBe(200);
    const s = await settings(1);
    expect(Object.fromEntries(s.data.map((x) => [x.key, JSON.parse(x.setting_value)]))).toEqual({
      fields: ["first_name", "last_name", "phone"], tags: [tag.id], double_opt_in: true, redirect_url: "https://coach.example/welcome",
    });
  });

  it("answers 422 on setting_value for text that is not JSON or a value wrong for its key", async () => {
    const [otherTag] = await db().insert(tags).values({ locationId: ids.otherLoc, name: "Theirs", tagType: 1 }).returning();
    const notJson = await setRaw(await idOf(5, "fields"), "{not json");
    expect(notJson.status).toBe(422);
    expect(notJson.json.errors).toEqual({ setting_value: [OPT_IN_MSG.notJson] });
    const cases: [string, unknown, string][] = [
      ["fields", ["email"], OPT_IN_MSG.fields],
      ["fields", ["phone", "phone"], OPT_IN_MSG.fieldsDuplicate],
      ["fields", "first_name", OPT_IN_MSG.fields],
      ["tags", ["1"], OPT_IN_MSG.tags],
      ["tags", Array.from({ length: 21 }, (_, i) => i + 1), OPT_IN_MSG.tags],
      ["tags", [otherTag.id], OPT_IN_MSG.tagUnknown],
      ["double_opt_in", "1", OPT_IN_MSG.doubleOptIn],
      ["redirect_url", "javascript:alert(1)", OPT_IN_MSG.redirect],
      ["redirect_url", "ftp://x.example", OPT_IN_MSG.redirect],
      ["redirect_url", "https://x.example/\ud800", OPT_IN_MSG.redirect],
      ["redirect_url", `https://x.example/${"a".repeat(2000)}`, OPT_IN_MSG.redirectLong],
    ];
    for (const [key, value, message] of cases) {
      const id = await idOf(5, key);
      const before = (await db().select().from(optInSettings).where(eq(optInSettings.id, id)))[0].settingValue;
      const res = await set(id, value);
      expect(res.status, `${key} ${String(value)}`).toBe(422);
      expect(res.json.errors, `${key} ${String(value)}`).toEqual({ setting_value: [message] });
      expect((await db().select().from(optInSettings).where(eq(optInSettings.id, id)))[0].settingValue).toEqual(before);
    }
    const missing = await call("PATCH", `/opt-in-settings/${await idOf(5, "fields")}/update`, { token: owner, body: {} });
    expect(missing.status).toBe(422);
    expect(missing.json.errors.setting_value).toEqual(["The setting value field is required."]);
  });

  it("answers 404 for another location's setting and changes nothing; 403 without update rights", async () => {
    const theirs = await idOf(4, "redirect_url", other);
    const res = await set(theirs, "https://evil.example");
    expect(res.status).toBe(404);
    expect((await db().select().from(optInSettings).where(eq(optInSettings.id, theirs)))[0].settingValue).toBe("");
    expect((await set(await idOf(4, "redirect_url"), "https://x.example", staff)).status).toBe(403);
  });
});

describe("admin settings: confirm-optin and send-access-key", () => {
  it("switches confirmation account-wide, and refuses a non-boolean", async () => {
    const on = await call("PATCH", "/admin-setting/update-confirm-optin", { token: owner, body: { confirm_optin: true } });
    expect(on.status).toBe(200);
    expect(on.json).toMatchObject({ status: 1, message: OPT_IN_MSG.confirmUpdated, data: { confirm_optin: true } });
    expect((await settings(3)).confirm_optin).toBe(true);
    expect((await settings(3, other)).confirm_optin).toBe(false);
    // Every service's form now confirms first, whatever its own setting.
    expect((await form(3)).doubleOptIn).toBe(true);
    const bad = await call("PATCH", "/admin-setting/update-confirm-optin", { token: owner, body: { confirm_optin: "yes" } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors)).toEqual(["confirm_optin"]);
    expect((await call("PATCH", "/admin-setting/update-confirm-optin", { token: staff, body: { confirm_optin: false } })).status).toBe(403);
    expect((await call("PATCH", "/admin-setting/update-confirm-optin", { token: owner, body: { confirm_optin: false } })).json.data.confirm_optin).toBe(false);
    expect((await form(3)).doubleOptIn).toBe(false);
  });

  it("mails the access key to the caller's account email", async () => {
    const res = await call("POST", "/admin-setting/send-access-key", { token: owner });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 1, message: "Your Access Key was succefully sent. Please check your account email." });
    const key = (await db().select({ k: optInAccounts.accessKey }).from(optInAccounts).where(eq(optInAccounts.locationId, ids.downtown)))[0].k;
    const mail = await lastMail("owner@demo.test");
    expect(mail.subject).toBe("Your opt-in access key");
    expect(mail.text).toContain(key);
    expect(mail.text).toContain(`/opt-in/${key}/1`);
  });
});

describe("the public opt-in form", () => {
  it("refuses an unknown key or service (404), and checks every asked field", async () => {
    const key = keyOf((await settings(2)).form_url);
    expect(await openOptIn(db(), "A".repeat(22), "2")).toBeNull();
    expect(await openOptIn(db(), key, "6")).toBeNull();
    expect(await openOptIn(db(), key, "02")).toBeNull();
    const f = await form(2);
    const bad = await submitOptIn(db(), f, { email: "nope", first_name: " " });
    expect(bad).toEqual({ ok: false, errors: { email: [OPT_IN_MSG.emailInvalid], first_name: ["Enter your first name."] } });
    expect(await db().select().from(contacts).where(eq(contacts.email, "nope"))).toEqual([]);
  });

  it("single opt-in: makes the contact active at once, tagged, and answers the redirect", async () => {
    const [tag] = await db().insert(tags).values({ locationId: ids.downtown, name: "Single opt", tagType: 1 }).returning();
    await set(await idOf(2, "tags"), [tag.id]);
    await set(await idOf(2, "redirect_url"), "https://coach.example/thanks");
    const r = await submitOptIn(db(), await form(2), { email: "Sina.Single@Example.com", first_name: "Sina" });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.status).toBe("active");
    expect(r.redirect).toBe("https://coach.example/thanks");
    expect(r.emailId).toBeNull();
    const [c] = await db().select().from(contacts).where(eq(contacts.id, r.contactId));
    expect([c.locationId, c.email, c.firstName]).toEqual([ids.downtown, "sina.single@example.com", "Sina"]);
    expect(await tagsOf(r.contactId)).toEqual([tag.id]);
    expect((await settings(2)).counts.active).toBeGreaterThanOrEqual(1);
  });

  it("updates a known contact rather than making a second one", async () => {
    const [known] = await db().select().from(contacts).where(eq(contacts.locationId, ids.downtown)).limit(1);
    await set(await idOf(2, "fields"), ["first_name", "last_name"]);
    const r = await submitOptIn(db(), await form(2), { email: known.email!.toUpperCase(), first_name: "Renamed", last_name: "Person" });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.contactId).toBe(known.id);
    const [c] = await db().select().from(contacts).where(eq(contacts.id, known.id));
    expect([c.firstName, c.lastName]).toEqual(["Renamed", "Person"]);
  });

  it("double opt-in: enrolled as optins, confirmation mailed, tags on confirmation; a forged or old link is a 404", async () => {
    const [tag] = await db().insert(tags).values({ locationId: ids.downtown, name: "Double opt", tagType: 1 }).returning();
    await set(await idOf(4, "double_opt_in"), true);
    await set(await idOf(4, "tags"), [tag.id]);
    const f = await form(4);
    const r = await submitOptIn(db(), f, { email: "dora.double@example.com", first_name: "Dora" });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.status).toBe("optins");
    expect(await tagsOf(r.contactId)).toEqual([]);
    const mail = await lastMail("dora.double@example.com");
    expect(mail.subject).toBe("Please confirm your subscription");
    const first = /\/opt-in\/confirm\/(\S+)/.exec(mail.text)![1];

    // Submitting again sends a new link: the first one stops working.
    const again = await submitOptIn(db(), f, { email: "dora.double@example.com", first_name: "Dora" });
    if (!again.ok) throw new Error("refused");
    expect(again.enrolmentId).toBe(r.enrolmentId);
    const token = /\/opt-in\/confirm\/(\S+)/.exec((await lastMail("dora.double@example.com")).text)![1];
    expect(token).not.toBe(first);
    expect(await confirmOptIn(db(), first)).toBeNull();

    // Forged: a changed signature, or another enrolment's id under this signature.
    const l = readConfirmToken(token)!;
    expect(await confirmOptIn(db(), token.slice(0, -1) + (token.endsWith("A") ? "B" : "A"))).toBeNull();
    expect(await confirmOptIn(db(), token.replace(/^\d+/, String(l.enrolmentId + 1)))).toBeNull();
    expect(await confirmOptIn(db(), "garbage")).toBeNull();
    expect((await enrolment(r.enrolmentId)).status).toBe("optins");
    expect(await tagsOf(r.contactId)).toEqual([]);

    const ok = await confirmOptIn(db(), token);
    expect(ok).toMatchObject({ serviceName: "Progress tracking", locationId: ids.downtown });
    const e = await enrolment(r.enrolmentId);
    expect(e.status).toBe("active");
    expect(e.confirmedAt).not.toBeNull();
    expect(await tagsOf(r.contactId)).toEqual([tag.id]);
    // Opened twice: still confirmed, nothing doubled.
    expect(await confirmOptIn(db(), token)).not.toBeNull();
    expect(await tagsOf(r.contactId)).toEqual([tag.id]);
  });

  it("a link to another location's enrolment, even signed, confirms only that enrolment's own row", async () => {
    const theirs = await openOptIn(db(), keyOf((await settings(4, other)).form_url), "4");
    const r = await submitOptIn(db(), { ...theirs!, doubleOptIn: true }, { email: "x.other@example.com", first_name: "X" });
    if (!r.ok) throw new Error("refused");
    const row = await enrolment(r.enrolmentId);
    expect(row.locationId).toBe(ids.otherLoc);
    // A token naming their enrolment but with another service, contact or version does not match it.
    for (const bad of [
      { enrolmentId: r.enrolmentId, serviceId: 3, contactId: r.contactId, version: row.version },
      { enrolmentId: r.enrolmentId, serviceId: 4, contactId: r.contactId + 1, version: row.version },
      { enrolmentId: r.enrolmentId, serviceId: 4, contactId: r.contactId, version: row.version + 1 },
    ]) expect(await confirmOptIn(db(), confirmToken(bad))).toBeNull();
    expect((await enrolment(r.enrolmentId)).status).toBe("optins");
    expect((await db().select().from(optInContacts).where(and(eq(optInContacts.locationId, ids.downtown), eq(optInContacts.contactId, r.contactId)))).length).toBe(0);
  });
});
