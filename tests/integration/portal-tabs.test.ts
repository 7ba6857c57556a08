/**
 * The client portal's tabs and the coach's portal settings (issue 32): the one visibility rule
 * per kind (the SQL agrees with lib/portal/visibility-rule.ts for every combination of facts),
 * 404s for what a contact may not see, Classroom, playbook progress and questions, forms through
 * the forms service, counted file downloads, rewards, tab names and greetings, the playbook
 * email's sign-in link, and the Classroom's statement count.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { beforeAll, afterAll, describe, expect, it } from "vitest";
import type { Db } from "../../db";
import { contactFiles, contactFileStats, contactPages, contactPlaybooks, contactRewards, contacts, emailMessages, files, formContacts, formQuestions, formRespondents, forms, libraryFiles, locations, pages, playbookQuestions, playbooks, playbookSteps, portalSites } from "../../db/schema";
import { api } from "../../lib/api/app";
import { startPortalSession, type PortalCtx } from "../../lib/auth/portal-session";
import { classroom } from "../../lib/portal/content";
import { isVisibleToContact, type VisibilityFacts } from "../../lib/portal/visibility-rule";
import { call, loginAs } from "../helpers/api";
import { setClock } from "../helpers/clock";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";

const DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "coachos-portal-tabs-"));
process.env.DATA_DIR = DATA_DIR;
delete process.env.UPLOADTHING_TOKEN;
afterAll(() => fs.rmSync(DATA_DIR, { recursive: true, force: true }));

const { db } = setupTestDb();
const ids = { downtown: 0, uptown: 0, otherLoc: 0 };
let owner = "";
let other = "";
const XRW = { "x-requested-with": "XMLHttpRequest" };

type Client = { id: number; locationId: number; cookie: string };
let seq = 0;
async function client(locationId: number, firstName = "Cleo"): Promise<Client> {
  seq += 1;
  const [c] = await db().insert(contacts).values({ locationId, firstName, lastName: "Client", email: `tabs${seq}@example.test`, status: "Client", tab: "clients", portalActive: true }).returning({ id: contacts.id });
  return { id: c.id, locationId, cookie: `portal_session=${await startPortalSession(db(), locationId, c.id)}` };
}
const get = (who: Client, p: string) => call("GET", p, { headers: { cookie: who.cookie } });
const post = (who: Client, p: string, body?: unknown) => call("POST", p, { headers: { cookie: who.cookie, ...XRW }, body });

let a: Client;
let b: Client;
let foreign: Client;

beforeAll(async () => {
  Object.assign(ids, await demoIds(db()));
  owner = (await loginAs("owner@demo.test")).access_token;
  other = (await loginAs("other@demo.test")).access_token;
  a = await client(ids.downtown, "Ada");
  b = await client(ids.downtown, "Ben");
  foreign = await client(ids.otherLoc, "Fay");
});

// Rows made straight in the database: each test states the facts the rule reads.
async function playbook(locationId: number, facts: { allClients?: boolean; pinned?: boolean; title?: string } = {}) {
  const [p] = await db().insert(playbooks).values({ locationId, title: facts.title ?? `Playbook ${++seq}`, allClients: facts.allClients ?? false, isPinned: facts.pinned ?? false }).returning({ id: playbooks.id });
  return p.id;
}
async function step(locationId: number, playbookId: number, title = "Step", archived = false) {
  const [s] = await db().insert(playbookSteps).values({ locationId, playbookId, title, archived, ordering: ++seq }).returning({ id: playbookSteps.id });
  return s.id;
}
const heading = { font_family: "Inter", font_weight: 600, font_size: 32, font_color: "#111111", shadow: false, shadow_x: 0, shadow_y: 0, shadow_blur: 0, shadow_color: "#000000" };
async function page(locationId: number, enabled = true) {
  const [p] = await db().insert(pages).values({ locationId, title: `Page ${++seq}`, headline: "Welcome", headlineSetting: heading, subheadlineSetting: heading, body: "<p>Hello</p>", enabled }).returning({ id: pages.id });
  return p.id;
}
async function form(locationId: number, f: { enabled?: boolean; portalDisabled?: boolean } = {}) {
  const [row] = await db().insert(forms).values({ locationId, title: `Form ${++seq}`, url: `portal-tabs-form-${seq}`, enabled: f.enabled ?? true, portalDisabled: f.portalDisabled ?? false }).returning({ id: forms.id });
  return row.id;
}
async function libraryFile(locationId: number, permission: string, archived = false) {
  const [stored] = await db().insert(files).values({ locationId, kind: "document", visibility: "private", size: 3, mime: "text/plain", originalName: "x.txt", storageKey: `portal-tabs-${++seq}`, provider: "local" }).returning({ id: files.id });
  const [lf] = await db().insert(libraryFiles).values({ locationId, fileId: stored.id, name: `File ${seq}`, ext: "txt", kind: "document", mime: "text/plain", size: 3, permission, archived }).returning({ id: libraryFiles.id });
  return lf.id;
}

const listed = async (who: Client, p: string): Promise<number[]> => {
  const res = await get(who, p);
  expect(res.status, p).toBe(200);
  if (res.json.categories) return res.json.categories.flatMap((g: { playbooks: { id: number }[] }) => g.playbooks.map((x) => x.id));
  return res.json.data.map((x: { id: number }) => x.id);
};

/** The list and the item route agree with the pure rule for these facts. */
async function expectRule(kind: "playbook" | "page" | "form" | "file", id: number, facts: VisibilityFacts) {
  const want = isVisibleToContact(kind, facts);
  const plural = `${kind}s`;
  expect((await listed(a, `/portal/${plural}`)).includes(id), `${kind} ${JSON.stringify(facts)} listed`).toBe(want);
  const item = kind === "file" ? `/portal/files/${id}/download` : `/portal/${plural}/${id}`;
  if (!want || kind !== "file") expect((await get(a, item)).status, `${kind} ${JSON.stringify(facts)} item`).toBe(want ? 200 : 404);
}

describe("the visibility rule, kind by kind", () => {
  it("playbooks: assigned or for all clients", async () => {
    for (const assigned of [false, true]) for (const allClients of [false, true]) {
      const id = await playbook(ids.downtown, { allClients });
      if (assigned) await db().insert(contactPlaybooks).values({ locationId: ids.downtown, playbookId: id, contactId: a.id });
      await expectRule("playbook", id, { assigned, allClients });
    }
  });

  it("pages: assigned, not hidden from the contact, enabled", async () => {
    for (const [assigned, enabled, hiddenForContact] of [[false, true, false], [true, true, false], [true, false, false], [true, true, true]] as const) {
      const id = await page(ids.downtown, enabled);
      if (assigned) await db().insert(contactPages).values({ locationId: ids.downtown, pageId: id, contactId: a.id, disabled: hiddenForContact });
      await expectRule("page", id, { assigned, enabled, hiddenForContact });
    }
  });

  it("forms: assigned, not hidden from the contact, enabled, on in the portal", async () => {
    for (const [assigned, enabled, portalDisabled, hiddenForContact] of [[false, true, false, false], [true, true, false, false], [true, false, false, false], [true, true, true, false], [true, true, false, true]] as const) {
      const id = await form(ids.downtown, { enabled, portalDisabled });
      if (assigned) await db().insert(formContacts).values({ locationId: ids.downtown, formId: id, contactId: a.id, token: `tok-${id}-${a.id}`, disabled: hiddenForContact });
      await expectRule("form", id, { assigned, enabled, portalDisabled, hiddenForContact });
    }
  });

  it("files: the library's permission and archive", async () => {
    for (const [permission, assigned, archived] of [["private", true, false], ["assigned", true, false], ["assigned", false, false], ["all_clients", false, false], ["all_clients", false, true]] as const) {
      const id = await libraryFile(ids.downtown, permission, archived);
      if (assigned) await db().insert(contactFiles).values({ locationId: ids.downtown, libraryFileId: id, contactId: a.id });
      await expectRule("file", id, { assigned, permission, archived });
    }
  });

  it("another contact's or another location's item is a 404", async () => {
    const mine = await playbook(ids.downtown);
    await db().insert(contactPlaybooks).values({ locationId: ids.downtown, playbookId: mine, contactId: a.id });
    expect((await get(a, `/portal/playbooks/${mine}`)).status).toBe(200);
    expect((await get(b, `/portal/playbooks/${mine}`)).status).toBe(404);
    expect((await get(foreign, `/portal/playbooks/${mine}`)).status).toBe(404);
    const theirs = await playbook(ids.otherLoc, { allClients: true });
    expect((await get(a, `/portal/playbooks/${theirs}`)).status).toBe(404);
    expect((await get(foreign, `/portal/playbooks/${theirs}`)).status).toBe(200);
    // A coach's token is no portal session.
    expect((await call("GET", `/portal/playbooks/${mine}`, { token: owner })).status).toBe(401);
  });
});

describe("playbooks in the portal", () => {
  it("shows steps, completes one (once) for progress, and a question reaches the coach", async () => {
    const id = await playbook(ids.downtown, { title: "Onboarding" });
    const s1 = await step(ids.downtown, id, "Welcome");
    await step(ids.downtown, id, "Set goals");
    const gone = await step(ids.downtown, id, "Old design", true);
    await db().insert(contactPlaybooks).values({ locationId: ids.downtown, playbookId: id, contactId: a.id });
    const item = await get(a, `/portal/playbooks/${id}`);
    expect(item.json.steps.map((s: { title: string }) => s.title)).toEqual(["Welcome", "Set goals"]);
    expect(item.json).toMatchObject({ steps_done: 0, steps_total: 2, progress: 0 });

    const done = await post(a, `/portal/playbooks/${id}/steps/${s1}/complete`);
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ steps_done: 1, steps_total: 2, progress: 50 });
    expect((await post(a, `/portal/playbooks/${id}/steps/${s1}/complete`)).json).toMatchObject({ steps_done: 1, progress: 50 });
    expect((await post(a, `/portal/playbooks/${id}/steps/${gone}/complete`)).status).toBe(404);
    expect((await post(b, `/portal/playbooks/${id}/steps/${s1}/complete`)).status).toBe(404);
    const [assignment] = await db().select().from(contactPlaybooks).where(and(eq(contactPlaybooks.playbookId, id), eq(contactPlaybooks.contactId, a.id)));
    expect(assignment.startedAt).not.toBeNull();
    expect(assignment.completedAt).toBeNull();
    // The coach's view counts it.
    const users = await call("GET", `/playbook/${id}/users`, { token: owner });
    expect(users.json.data[0]).toMatchObject({ steps_done: 1, steps_total: 2 });

    const asked = await post(a, `/portal/playbooks/${id}/questions`, { question: "How often should I train?" });
    expect(asked.status).toBe(201);
    expect((await post(a, `/portal/playbooks/${id}/questions`, { question: "  " })).status).toBe(422);
    const questions = await call("GET", `/playbook/get-questions?playbook_id=${id}`, { token: owner });
    expect(questions.json.data[0]).toMatchObject({ question: "How often should I train?", contact_id: a.id });
    expect(await db().select().from(playbookQuestions).where(eq(playbookQuestions.playbookId, id))).toHaveLength(1);
  });

  it("groups playbooks by category", async () => {
    const res = await get(a, "/portal/playbooks");
    expect(res.status).toBe(200);
    expect(res.json.categories.at(-1).name).toBe("Other");
  });
});

describe("forms in the portal", () => {
  it("submits as the contact through the forms service's validation; answers land on the contact", async () => {
    const id = await form(ids.downtown);
    const [q] = await db().insert(formQuestions).values({ locationId: ids.downtown, formId: id, type: "short_text", title: "Your goal", required: true }).returning({ id: formQuestions.id });
    await db().insert(formContacts).values({ locationId: ids.downtown, formId: id, contactId: a.id, token: `tok-submit-${id}` });
    const shown = await get(a, `/portal/forms/${id}`);
    expect(shown.json.questions).toEqual([expect.objectContaining({ id: q.id, title: "Your goal", required: 1 })]);
    const missing = await post(a, `/portal/forms/${id}/submit`, { answers: {} });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.json.errors)).toContain(`answers.${q.id}`);
    const sent = await post(a, `/portal/forms/${id}/submit`, { answers: { [q.id]: "Run 5k" } });
    expect(sent.status).toBe(201);
    const rows = await db().select().from(formRespondents).where(eq(formRespondents.formId, id));
    expect(rows).toEqual([expect.objectContaining({ contactId: a.id })]);
    expect((await db().select({ n: forms.respondentCount }).from(forms).where(eq(forms.id, id)))[0].n).toBe(1);
    expect((await get(a, "/portal/forms")).json.data.find((f: { id: number }) => f.id === id).answered_at).not.toBeNull();
    expect((await post(b, `/portal/forms/${id}/submit`, { answers: { [q.id]: "x" } })).status).toBe(404);
  });
});

describe("files in the portal", () => {
  it("downloads through the access check and counts it in the file's stats", async () => {
    const form = new FormData();
    form.append("file", new Blob([new TextEncoder().encode("meal plan")]), "Meal plan.txt");
    const up = await api.request("/api/v3/file/upload", { method: "POST", body: form, headers: { accept: "application/json", authorization: `Bearer ${owner}` } });
    const fileId = (await up.json()).data.id as number;
    expect((await get(a, `/portal/files/${fileId}/download`)).status).toBe(404);
    await call("PATCH", `/file/${fileId}/change-permission`, { token: owner, body: { permission: "assigned" } });
    expect((await call("POST", "/file/send-to-contact", { token: owner, body: { file_ids: [fileId], contact_ids: [a.id] } })).status).toBe(200);
    const res = await api.request(`/api/v3/portal/files/${fileId}/download`, { headers: { cookie: a.cookie } });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("meal plan");
    expect(res.headers.get("content-disposition")).toContain("Meal plan.txt");
    const [stats] = await db().select().from(contactFileStats).where(and(eq(contactFileStats.libraryFileId, fileId), eq(contactFileStats.contactId, a.id)));
    expect(stats.downloads).toBe(1);
    expect((await db().select({ d: libraryFiles.downloads }).from(libraryFiles).where(eq(libraryFiles.id, fileId)))[0].d).toBe(1);
    expect((await get(b, `/portal/files/${fileId}/download`)).status).toBe(404);
  });
});

describe("rewards", () => {
  it("answers the balance under the coach's point name and its worth", async () => {
    await call("PATCH", "/reward/update-point-name", { token: owner, body: { point_name: "Stars" } });
    await call("PATCH", "/reward/update-point-currency", { token: owner, body: { point_value: 10, currency: "USD" } });
    await db().insert(contactRewards).values([
      { locationId: ids.downtown, contactId: b.id, title: "Check-in streak", points: 50, kind: "earned" },
      { locationId: ids.downtown, contactId: b.id, title: "T-shirt", points: 20, kind: "redeemed" },
    ]);
    const res = await get(b, "/portal/rewards");
    expect(res.json).toMatchObject({ point_name: "Stars", balance: 30, worth: "$3.00" });
    expect(res.json.history).toHaveLength(2);
    expect((await get(a, "/portal/rewards")).json.balance).toBe(0);
  });
});

describe("the Classroom", () => {
  it("pins, continues where the contact left off, lists the last 14 days' assignments", async () => {
    const c = await client(ids.downtown, "Cal");
    const pinned = await playbook(ids.downtown, { pinned: true, allClients: true, title: "Pinned one" });
    const started = await playbook(ids.downtown, { title: "Half done" });
    const s1 = await step(ids.downtown, started);
    await step(ids.downtown, started);
    await db().insert(contactPlaybooks).values({ locationId: ids.downtown, playbookId: started, contactId: c.id });
    const old = await page(ids.downtown);
    await db().insert(contactPages).values({ locationId: ids.downtown, pageId: old, contactId: c.id, createdAt: new Date(Date.now() - 20 * 86_400_000) });
    await post(c, `/portal/playbooks/${started}/steps/${s1}/complete`);
    const res = await get(c, "/portal/classroom");
    expect(res.status).toBe(200);
    expect(res.json.pinned.map((p: { id: number }) => p.id)).toContain(pinned);
    expect(res.json.continue.map((p: { id: number }) => p.id)).toEqual([started]);
    expect(res.json.recent.map((r: { kind: string; id: number }) => `${r.kind}:${r.id}`)).toEqual([`playbook:${started}`]);
  });

  it("takes the same number of statements with 2 or 40 items", async () => {
    const c = await client(ids.uptown, "Sam");
    const counted = () => {
      let n = 0;
      const real = db();
      const proxy = new Proxy(real, { get: (t, k, r) => (["select", "insert", "update", "delete", "execute"].includes(String(k)) ? ((...args: unknown[]) => { n += 1; return (Reflect.get(t, k, r) as (...x: unknown[]) => unknown).apply(t, args); }) : Reflect.get(t, k, r)) });
      return { db: proxy as Db, n: () => n };
    };
    const ctx: PortalCtx = { sessionId: 0, contactId: c.id, locationId: ids.uptown, firstName: "Sam", email: null };
    const add = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const p = await playbook(ids.uptown, { pinned: i % 2 === 0 });
        await db().insert(contactPlaybooks).values({ locationId: ids.uptown, playbookId: p, contactId: c.id });
        const pg = await page(ids.uptown);
        await db().insert(contactPages).values({ locationId: ids.uptown, pageId: pg, contactId: c.id });
      }
    };
    await add(1);
    const few = counted();
    await classroom(few.db, ctx);
    await add(19);
    const many = counted();
    const answer = await classroom(many.db, ctx);
    expect(answer.pinned.length).toBe(11);
    expect(many.n()).toBe(few.n());
  });
});

describe("the coach's portal settings", () => {
  it("answers the defaults", async () => {
    const res = await call("GET", "/client-portal", { token: other });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      classroom_tab_name: "Classroom", playbooks_tab_name: "Playbooks", pages_tab_name: "Pages", forms_tab_name: "Forms",
      workouts_tab_name: "Workouts", files_tab_name: "Files", calendar_tab_name: "Calendar", progress_tab_name: "Progress",
      morning_text: "Good morning", afternoon_text: "Good afternoon", evening_text: "Good evening", chat_enabled: true,
    });
    expect(res.json.data.tab_order).toEqual(["classroom", "playbooks", "pages", "forms", "workouts", "files", "calendar", "progress"]);
  });

  it("renames tabs (422 on an unknown field, an empty or too long name) and the client sees them", async () => {
    const ok = await call("POST", "/client-portal/rename-tab", { token: owner, body: { field: "files_tab_name", value: "My documents" } });
    expect(ok.status).toBe(200);
    expect(ok.json.data.files_tab_name).toBe("My documents");
    const bad = await call("POST", "/client-portal/rename-tab", { token: owner, body: { field: "secret_tab_name", value: "x" } });
    expect(bad.status).toBe(422);
    expect(bad.json.errors.field).toBeDefined();
    expect((await call("POST", "/client-portal/rename-tab", { token: owner, body: { field: "files_tab_name", value: " " } })).json.errors.value).toBeDefined();
    expect((await call("POST", "/client-portal/rename-tab", { token: owner, body: { field: "files_tab_name", value: "x".repeat(31) } })).status).toBe(422);
    expect((await call("POST", "/client-portal/rename-tab", { token: owner, body: { field: "files_tab_name", value: "x".repeat(30) } })).status).toBe(200);
    await call("POST", "/client-portal/rename-tab", { token: owner, body: { field: "files_tab_name", value: "My documents" } });
    const me = await get(a, "/portal/me");
    expect(me.json.tabs.find((t: { key: string }) => t.key === "files").name).toBe("My documents");
  });

  it("orders and hides tabs, turns chat off; a hidden Calendar stays absent", async () => {
    const res = await call("POST", "/client-portal/update-settings", { token: owner, body: { tab_order: ["files", "classroom"], visible_tabs: ["classroom", "files", "playbooks", "forms", "workouts"], chat_enabled: false } });
    expect(res.status).toBe(200);
    const me = await get(a, "/portal/me");
    expect(me.json.tabs.map((t: { key: string }) => t.key)).toEqual(["files", "classroom", "playbooks", "forms", "workouts", "rewards"]);
    expect((await call("POST", "/client-portal/update-settings", { token: owner, body: { visible_tabs: ["nope"] } })).status).toBe(422);
    await call("POST", "/client-portal/update-settings", { token: owner, body: { tab_order: [], visible_tabs: ["classroom", "playbooks", "pages", "forms", "workouts", "files", "calendar", "progress"], chat_enabled: true } });
  });

  it("edits the slug: unique per location, never a reserved word", async () => {
    const [theirs] = await db().select({ slug: portalSites.slug }).from(portalSites).where(eq(portalSites.locationId, ids.otherLoc));
    expect((await call("POST", "/client-portal/update-settings", { token: owner, body: { slug: theirs.slug } })).json.errors.slug).toEqual(["The slug has already been taken."]);
    expect((await call("POST", "/client-portal/update-settings", { token: owner, body: { slug: "sign-in" } })).status).toBe(422);
    expect((await call("POST", "/client-portal/update-settings", { token: owner, body: { slug: "bad slug!" } })).status).toBe(422);
    const ok = await call("POST", "/client-portal/update-settings", { token: owner, body: { slug: "Ada-Fitness" } });
    expect(ok.json.data.slug).toBe("ada-fitness");
    expect((await get(a, "/portal/me")).json.portal.slug).toBe("ada-fitness");
  });

  it("greets by the time of day in the location's zone with the coach's texts and merge fields (60 characters at most)", async () => {
    await db().update(locations).set({ timezone: "America/New_York" }).where(eq(locations.id, ids.downtown));
    expect((await call("POST", "/client-portal/update-calendar-title", { token: owner, body: { field: "morning_text", value: "Rise and shine, {{ contact.first_name }}" } })).status).toBe(200);
    expect((await call("POST", "/client-portal/update-calendar-title", { token: owner, body: { field: "noon_text", value: "x" } })).json.errors.field).toBeDefined();
    expect((await call("POST", "/client-portal/update-calendar-title", { token: owner, body: { field: "evening_text", value: "x".repeat(61) } })).status).toBe(422);
    expect((await call("POST", "/client-portal/update-calendar-title", { token: owner, body: { field: "evening_text", value: "{{ contact.nope }}" } })).status).toBe(422);
    setClock(new Date("2026-03-02T13:30:00Z")); // 08:30 in New York
    expect((await get(a, "/portal/me")).json.greeting).toBe("Rise and shine, Ada");
    setClock(new Date("2026-03-02T17:00:00Z")); // 12:00
    expect((await get(a, "/portal/me")).json.greeting).toBe("Good afternoon");
    setClock(new Date("2026-03-02T23:00:00Z")); // 18:00
    expect((await get(a, "/portal/me")).json.greeting).toBe("Good evening");
  });

  it("lists visible content with each item's switch; another location's coach sees only theirs", async () => {
    for (const kind of ["playbooks", "pinned-playbooks", "playbook-categories", "pages", "forms", "files"]) {
      const res = await call("GET", `/client-portal/${kind}`, { token: owner });
      expect(res.status, kind).toBe(200);
    }
    const mine = await playbook(ids.downtown, { title: "Only downtown" });
    expect((await call("GET", "/client-portal/playbooks", { token: owner })).json.data.map((p: { id: number }) => p.id)).toContain(mine);
    expect((await call("GET", "/client-portal/playbooks", { token: other })).json.data.map((p: { id: number }) => p.id)).not.toContain(mine);
    const forms = await call("GET", "/client-portal/forms", { token: owner });
    expect(forms.json.data[0]).toHaveProperty("portal_enabled");
  });
});

describe("the playbook email's link", () => {
  it("signs the contact in on that playbook once; bad, used or another playbook's id is a 404", async () => {
    const id = await playbook(ids.downtown, { title: "Emailed" });
    await step(ids.downtown, id);
    const c = await client(ids.downtown, "Eve");
    expect((await call("POST", "/playbook/send-to-contact", { token: owner, body: { playbook_ids: [id], contact_ids: [c.id] } })).status).toBe(200);
    const [mail] = await db().select().from(emailMessages).where(eq(emailMessages.contactId, c.id));
    const url = new URL(/href="([^"]+)"/.exec(mail.html!)![1].replace(/&amp;/g, "&"));
    expect(url.pathname).toBe("/portal/sign-in");
    expect(url.searchParams.get("playbook_id")).toBe(String(id));
    const token = url.searchParams.get("playbook_token")!;
    expect((await call("POST", "/auth/login-with-playbook-token", { body: { token, playbook_id: id + 1000 } })).status).toBe(404);
    const res = await call("POST", "/auth/login-with-playbook-token", { body: { token, playbook_id: id } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ playbook_id: id, contact_id: c.id });
    const cookie = /portal_session=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")![1];
    const me = await call("GET", "/portal/me", { headers: { cookie: `portal_session=${cookie}` } });
    expect(me.json.contact.id).toBe(c.id);
    expect((await call("POST", "/auth/login-with-playbook-token", { body: { token, playbook_id: id } })).status).toBe(404);
  });

  it("a contact without portal access gets a 404 and the link stays unspent until access is given", async () => {
    const id = await playbook(ids.downtown, { title: "Emailed later" });
    await step(ids.downtown, id);
    const c = await client(ids.downtown, "Finn");
    expect((await call("POST", "/playbook/send-to-contact", { token: owner, body: { playbook_ids: [id], contact_ids: [c.id] } })).status).toBe(200);
    const [mail] = await db().select().from(emailMessages).where(eq(emailMessages.contactId, c.id));
    const token = new URL(/href="([^"]+)"/.exec(mail.html!)![1].replace(/&amp;/g, "&")).searchParams.get("playbook_token")!;
    await db().update(contacts).set({ portalActive: false }).where(eq(contacts.id, c.id));
    expect((await call("POST", "/auth/login-with-playbook-token", { body: { token, playbook_id: id } })).status).toBe(404);
    await db().update(contacts).set({ portalActive: true }).where(eq(contacts.id, c.id));
    expect((await call("POST", "/auth/login-with-playbook-token", { body: { token, playbook_id: id } })).status).toBe(200);
  });
});
