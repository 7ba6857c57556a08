import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, isNull } from "drizzle-orm";
import { beforeAll, afterAll, describe, expect, it } from "vitest";
import { contactPlaybooks, contacts, emailMessages, playbookQuestions, playbooks, playbookSteps } from "../../db/schema";
import { api } from "../../lib/api/app";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import { call, loginAs } from "../helpers/api";

const DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "coachos-playbooks-"));
process.env.DATA_DIR = DATA_DIR;
delete process.env.UPLOADTHING_TOKEN;

const { db } = setupTestDb();
const ids = { downtown: 0, uptown: 0, otherLoc: 0 };
const tokens = { owner: "", other: "", staff: "" };

beforeAll(async () => {
  Object.assign(ids, await demoIds(db()));
  tokens.owner = (await loginAs("owner@demo.test")).access_token;
  tokens.other = (await loginAs("other@demo.test")).access_token;
  tokens.staff = (await loginAs("staff@demo.test")).access_token;
});
afterAll(() => fs.rmSync(DATA_DIR, { recursive: true, force: true }));

const as = (token = tokens.owner) => ({
  get: (p: string) => call("GET", p, { token }),
  post: (p: string, body?: unknown) => call("POST", p, { token, body }),
  patch: (p: string, body?: unknown) => call("PATCH", p, { token, body }),
  del: (p: string, body?: unknown) => call("DELETE", p, { token, body }),
});
const owner = () => as();
const newPlaybook = async (title: string, extra: Record<string, unknown> = {}) => {
  const res = await owner().post("/playbook/create", { title, ...extra });
  expect(res.status).toBe(201);
  return res.json.data as { id: number; title: string };
};

describe("dashboard", () => {
  it("creates playbooks first in a desc list, 6 a page, searchable, only the location's", async () => {
    const made = [];
    for (let i = 1; i <= 7; i++) made.push(await newPlaybook(`Dash ${i}`));
    const page = await owner().get("/playbook/list?search=Dash");
    expect(page.status).toBe(200);
    expect(page.json.per_page).toBe(6);
    expect(page.json.total).toBe(7);
    expect(page.json.data.map((p: { title: string }) => p.title)).toEqual(["Dash 7", "Dash 6", "Dash 5", "Dash 4", "Dash 3", "Dash 2"]);
    expect((await as(tokens.other).get("/playbook/list?search=Dash")).json.total).toBe(0);
    const all = await owner().get("/playbook/list-all");
    expect(all.json.data.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining(made.map((m) => m.id)));
  });

  it("renames, pins (toggle), shows to all clients, duplicates deeply and deletes", async () => {
    const p = await newPlaybook("Original");
    expect((await owner().patch("/playbook/rename", { id: p.id, title: "  Renamed " })).json.data.title).toBe("Renamed");
    expect((await owner().patch(`/playbook/${p.id}/pin-unpin`, {})).json.is_pinned).toBe(1);
    expect((await owner().patch(`/playbook/${p.id}/pin-unpin`, {})).json.is_pinned).toBe(0);
    expect((await owner().patch(`/playbook/${p.id}/pin-unpin`, { is_pinned: 1 })).json.is_pinned).toBe(1);
    expect((await owner().patch(`/playbook/${p.id}/enable-disable-all-clients`, { all_clients: 1 })).json.all_clients).toBe(1);
    const step = (await owner().post("/playbook/create-step", { playbook_id: p.id, title: "Week 1" })).json.data;
    await owner().post("/playbook/step/add-tab", { step_id: step.id, title: "Intro", content: "<p>Hi</p>" });
    await owner().post(`/playbook/${p.id}/save-faq`, { question: "When?", answer: "<p>Now</p>" });
    await owner().post("/playbook/save-custom-button", { playbook_id: p.id, label: "Book", url: "https://example.com", color: "#112233", icon: "calendar" });
    const copy = await owner().post("/playbook/duplicate", { id: p.id });
    expect(copy.status).toBe(201);
    expect(copy.json.data).toMatchObject({ title: "Renamed (Copy)", steps_count: 1, all_clients: 0 });
    const details = (await owner().get(`/playbook/${copy.json.data.id}/details`)).json.data;
    expect(details.steps[0].tabs[0]).toMatchObject({ title: "Intro", content: "<p>Hi</p>" });
    expect(details.faqs).toHaveLength(1);
    expect(details.buttons[0]).toMatchObject({ label: "Book", icon: "calendar" });
    expect((await owner().del("/playbook/delete", { ids: [p.id, copy.json.data.id] })).status).toBe(200);
    expect((await owner().get(`/playbook/${p.id}/details`)).status).toBe(404);
  });

  it("refuses bad input with 422 on the field", async () => {
    expect((await owner().post("/playbook/create", { title: "   " })).json.errors.title).toBeDefined();
    expect((await owner().post("/playbook/create", { title: "x".repeat(151) })).status).toBe(422);
    expect((await owner().post("/playbook/create", { title: "In a folder", folder_id: 999999 })).json.errors.folder_id).toBeDefined();
    expect((await owner().del("/playbook/delete", {})).json.errors.ids).toBeDefined();
    expect((await owner().get("/playbook/list?order_by=nope")).status).toBe(422);
  });

  it("keeps categories per location, unique by name", async () => {
    const c = await owner().post("/playbook/create-category", { name: "Nutrition" });
    expect(c.status).toBe(201);
    expect((await owner().post("/playbook/create-category", { name: "nutrition" })).status).toBe(422);
    expect((await owner().get("/playbook/playbook-categories")).json.data).toEqual([{ id: c.json.data.id, name: "Nutrition" }]);
    expect((await as(tokens.other).del("/playbook/delete-category", { id: c.json.data.id })).status).toBe(404);
    const p = await newPlaybook("Categorised", { category_id: c.json.data.id });
    expect((await owner().get(`/playbook/list?category_id=${c.json.data.id}`)).json.data.map((x: { id: number }) => x.id)).toEqual([p.id]);
    expect((await owner().del("/playbook/delete-category", { id: c.json.data.id })).status).toBe(200);
  });

  it("uses the dashboard kit for ordering and folders", async () => {
    const a = await newPlaybook("Order A");
    const b = await newPlaybook("Order B");
    expect((await owner().patch("/playbook/update-ordering", { ids: [a.id, b.id] })).status).toBe(200);
    const page = await owner().get("/playbook/list?search=Order");
    expect(page.json.data.map((p: { id: number }) => p.id)).toEqual([a.id, b.id]);
    const folder = await owner().post("/folder/create", { asset_type: "playbooks", title: "Programs", parent_id: 0 });
    expect(folder.status).toBe(201);
    expect((await owner().post("/folder/add-assets", { asset_type: "playbooks", assets_id: [a.id], folder_id: folder.json.data.id })).status).toBe(200);
    expect((await owner().get(`/playbook/list?folder_id=${folder.json.data.id}`)).json.data.map((p: { id: number }) => p.id)).toEqual([a.id]);
    expect((await owner().get("/playbook/list?folder_id=0&search=Order")).json.data.map((p: { id: number }) => p.id)).toEqual([b.id]);
  });

  it("sets and clears thumbnails through the dashboard kit; another tenant's playbook or a missing image is a 404", async () => {
    const p = await newPlaybook("Thumb");
    expect((await owner().post("/playbook/update-thumbnail", { id: p.id, image_id: null })).json).toEqual({ status: 1, thumbnail: null });
    expect((await owner().post("/playbook/update-thumbnail", { id: p.id, image_id: 999999 })).status).toBe(404);
    expect((await as(tokens.other).post("/playbook/update-thumbnail", { id: p.id, image_id: null })).status).toBe(404);
    expect((await as(tokens.other).patch("/playbook/update-ordering", { ids: [p.id] })).status).toBe(404);
    expect((await as(tokens.staff).patch("/playbook/update-ordering", { ids: [p.id] })).status).toBe(403);
  });

  it("gates by permission: staff may view but not create; another tenant gets 404", async () => {
    const p = await newPlaybook("Gated");
    expect((await as(tokens.staff).get("/playbook/list")).status).toBe(200);
    expect((await as(tokens.staff).post("/playbook/create", { title: "No" })).status).toBe(403);
    expect((await as(tokens.staff).patch("/playbook/rename", { id: p.id, title: "No" })).status).toBe(403);
    expect((await as(tokens.other).patch("/playbook/rename", { id: p.id, title: "No" })).status).toBe(404);
    expect((await as(tokens.other).del("/playbook/delete", { ids: [p.id] })).status).toBe(404);
    const [row] = await db().select({ title: playbooks.title }).from(playbooks).where(eq(playbooks.id, p.id));
    expect(row.title).toBe("Gated");
  });
});

describe("editor", () => {
  it("adds, sorts, duplicates and deletes steps and tabs; sanitises rich text on save", async () => {
    const p = await newPlaybook("Editor");
    const s1 = (await owner().post("/playbook/create-step", { playbook_id: p.id, title: "One" })).json.data;
    const s2 = (await owner().post("/playbook/create-step", { playbook_id: p.id, title: "Two" })).json.data;
    const withTab = (await owner().post("/playbook/step/add-tab", { step_id: s1.id, title: "Read", content: '<p onclick="x()">Safe<script>alert(1)</script><a href="javascript:alert(1)">l</a></p>' })).json.data;
    const tab = withTab.tabs[0];
    expect(tab.content).not.toMatch(/script|onclick|javascript/);
    const t2 = (await owner().post("/playbook/step/add-tab", { step_id: s1.id, title: "Watch", content: "<p>v</p>" })).json.data.tabs[1];
    expect((await owner().patch("/playbook/sort-tabs", { step_id: s1.id, ids: [t2.id, tab.id] })).status).toBe(200);
    expect((await owner().patch("/playbook/sort-steps", { playbook_id: p.id, ids: [s2.id, s1.id] })).status).toBe(200);
    expect((await owner().patch("/playbook/sort-steps", { playbook_id: p.id, ids: [s2.id] })).status).toBe(422);
    const dup = await owner().post("/playbook/duplicate-step", { id: s1.id });
    expect(dup.status).toBe(201);
    const details = (await owner().get(`/playbook/${p.id}/details`)).json.data;
    expect(details.steps.map((s: { title: string }) => s.title)).toEqual(["Two", "One", "One (Copy)"]);
    expect(details.steps[1].tabs.map((t: { title: string }) => t.title)).toEqual(["Watch", "Read"]);
    expect(details.steps[2].tabs).toHaveLength(2);
    expect((await owner().patch("/playbook/update-step", { id: s2.id, title: "Second" })).json.data.title).toBe("Second");
    expect((await owner().patch("/playbook/update-step", { id: s2.id, banner_image_id: 999999 })).status).toBe(404);
    expect((await owner().del("/playbook/tab/delete", { id: tab.id })).status).toBe(200);
    expect((await owner().del("/playbook/delete", { step_ids: [dup.json.data.id] })).status).toBe(200);
    expect((await owner().get(`/playbook/${p.id}/details`)).json.data.steps).toHaveLength(2);
    expect((await as(tokens.other).post("/playbook/step/add-tab", { step_id: s1.id, title: "x", content: "" })).status).toBe(404);
  });

  it("saves, sorts and deletes custom buttons; refuses bad URLs, colours and icons", async () => {
    const p = await newPlaybook("Buttons");
    const save = (body: Record<string, unknown>) => owner().post("/playbook/save-custom-button", { playbook_id: p.id, label: "Go", url: "https://x.test", color: "#aabbcc", icon: "link", ...body });
    await save({ label: "First" });
    const list = (await save({ label: "Second" })).json.data;
    expect(list.map((b: { label: string }) => b.label)).toEqual(["First", "Second"]);
    expect((await owner().patch("/playbook/sort-buttons", { playbook_id: p.id, ids: [list[1].id, list[0].id] })).status).toBe(200);
    expect((await owner().get(`/playbook/${p.id}/custom-buttons`)).json.data.map((b: { label: string }) => b.label)).toEqual(["Second", "First"]);
    expect((await save({ id: list[0].id, label: "Edited" })).json.data.map((b: { label: string }) => b.label)).toEqual(["Second", "Edited"]);
    expect((await save({ url: "javascript:alert(1)" })).json.errors.url).toBeDefined();
    expect((await save({ color: "red" })).json.errors.color).toBeDefined();
    expect((await save({ icon: "skull" })).json.errors.icon).toBeDefined();
    expect((await owner().del("/playbook/custom-button/delete", { id: list[0].id })).status).toBe(200);
    expect((await as(tokens.other).del("/playbook/custom-button/delete", { id: list[1].id })).status).toBe(404);
  });

  it("keeps the FAQ, files answered questions as FAQ, and sorts the sidebar", async () => {
    const p = await newPlaybook("FAQ");
    const faqs = (await owner().post(`/playbook/${p.id}/save-faq`, { question: "How?", answer: "<p>Like <img src=x onerror=alert(1)>this</p>" })).json.data;
    expect(faqs[0].answer).not.toMatch(/onerror/);
    const [contact] = await db().select({ id: contacts.id }).from(contacts).where(eq(contacts.locationId, ids.downtown)).limit(1);
    const [q1] = await db().insert(playbookQuestions).values({ locationId: ids.downtown, playbookId: p.id, contactId: contact.id, question: "Can I swap meals?" }).returning();
    const [q2] = await db().insert(playbookQuestions).values({ locationId: ids.downtown, playbookId: p.id, question: "Rest days?", answer: "<p>Sundays</p>" }).returning();
    const qs = (await owner().get(`/playbook/get-questions?playbook_id=${p.id}`)).json.data;
    expect(qs.map((q: { id: number }) => q.id)).toEqual([q2.id, q1.id]);
    expect((await owner().post("/playbook/question-to-faq", { id: q1.id })).json.errors.answer).toBeDefined();
    const filed = (await owner().post("/playbook/question-to-faq", { id: q1.id, answer: "<p>Yes</p>" })).json.data;
    expect(filed.map((f: { question: string }) => f.question)).toEqual(["How?", "Can I swap meals?"]);
    expect((await owner().post("/playbook/question-to-faq", { id: q2.id })).json.data).toHaveLength(3);
    expect((await owner().del("/playbook/delete-questions", { ids: [q1.id, q2.id] })).status).toBe(200);
    expect((await owner().del("/playbook/delete-faq", { id: faqs[0].id })).status).toBe(200);
    expect((await owner().patch("/playbook/sort-sidebar", { playbook_id: p.id, order: ["faq", "steps", "questions", "downloads"] })).status).toBe(200);
    expect((await owner().patch("/playbook/sort-sidebar", { playbook_id: p.id, order: ["faq", "faq", "questions", "downloads"] })).status).toBe(422);
    const settings = await owner().patch(`/playbook/${p.id}/update-settings`, { settings: { show_faq: false, accent_color: "#123456" } });
    expect(settings.json.data.settings).toMatchObject({ show_faq: false, show_questions: true, accent_color: "#123456" });
    expect(settings.json.data.sidebar_order).toEqual(["faq", "steps", "questions", "downloads"]);
    expect((await owner().patch(`/playbook/${p.id}/update-settings`, { settings: { accent_color: "blue" } })).status).toBe(422);
    expect((await owner().get("/playbook/configuration")).json.data.icons).toContain("calendar");
  });

  it("uploads a step download privately and streams it back; another tenant gets 404", async () => {
    const p = await newPlaybook("Downloads");
    const step = (await owner().post("/playbook/create-step", { playbook_id: p.id, title: "Plan" })).json.data;
    const form = new FormData();
    form.append("step_id", String(step.id));
    form.append("file", new Blob([new TextEncoder().encode("eat well\n")]), "Plan.txt");
    const res = await api.request("/api/v3/playbook/step/add-download", { method: "POST", body: form, headers: { accept: "application/json", authorization: `Bearer ${tokens.owner}` } });
    expect(res.status).toBe(201);
    const d = (await res.json()).data.downloads[0];
    expect(d).toMatchObject({ name: "Plan.txt", size: 9 });
    const got = await api.request(`/api/v3/playbook/download?id=${d.id}`, { headers: { authorization: `Bearer ${tokens.owner}` } });
    expect(got.status).toBe(200);
    expect(got.headers.get("content-disposition")).toMatch(/attachment/);
    expect(await got.text()).toBe("eat well\n");
    expect((await as(tokens.other).get(`/playbook/download?id=${d.id}`)).status).toBe(404);
    const bad = new FormData();
    bad.append("step_id", "abc");
    bad.append("file", new Blob([new TextEncoder().encode("x")]), "x.txt");
    const r2 = await api.request("/api/v3/playbook/step/add-download", { method: "POST", body: bad, headers: { accept: "application/json", authorization: `Bearer ${tokens.owner}` } });
    expect(r2.status).toBe(422);
    expect((await owner().del("/playbook/step/delete-download", { id: d.id })).status).toBe(200);
    const [row] = await db().select({ id: playbookSteps.id }).from(playbookSteps).where(eq(playbookSteps.id, step.id));
    expect(row).toBeDefined();
  });
});

describe("contacts", () => {
  const contactOf = async (locationId: number, email: string | null = null) => {
    const [c] = await db().insert(contacts).values({ locationId, firstName: "Pia", lastName: "Player", email, status: "Client", tab: "clients" }).returning({ id: contacts.id });
    return c.id;
  };

  it("sends to contacts once, emails a single-use link, shows progress; restricts; resends", async () => {
    const p = await newPlaybook("Sent");
    await owner().post("/playbook/create-step", { playbook_id: p.id, title: "S1" });
    const c1 = await contactOf(ids.downtown, "pia@example.test");
    const c2 = await contactOf(ids.downtown);
    const sent = await owner().post("/playbook/send-to-contact", { playbook_ids: [p.id], contact_ids: [c1, c2] });
    expect(sent.json).toMatchObject({ status: 1 });
    expect((await owner().post("/playbook/send-to-contact", { playbook_ids: [p.id], contact_ids: [c1] })).status).toBe(200);
    const mails = await db().select().from(emailMessages).where(eq(emailMessages.contactId, c1));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "location", sensitive: true });
    const token = /playbook_token=([\w-]+)/.exec(mails[0].html)![1];
    const users = await owner().get(`/playbook/${p.id}/users`);
    expect(users.json.total).toBe(2);
    expect(users.json.data[0]).toMatchObject({ steps_done: 0, steps_total: 1, started_at: null });

    expect(mails[0].html).toContain(`/portal/sign-in?playbook_token=`);
    // The link signs in a contact with portal access (the portal module; tests/integration/portal-tabs.test.ts).
    await db().update(contacts).set({ portalActive: true }).where(eq(contacts.id, c1));
    const spent = await call("POST", "/auth/login-with-playbook-token", { body: { token } });
    expect(spent.json).toMatchObject({ status: 1, playbook_id: p.id, contact_id: c1 });
    expect((await call("POST", "/auth/login-with-playbook-token", { body: { token } })).status).toBe(404);
    expect((await call("POST", "/auth/login-with-playbook-token", { body: { token: "not-a-real-token-at-all" } })).status).toBe(404);

    const profile = await owner().get(`/contact/playbooks?contact_id=${c1}`);
    expect(profile.json.data[0]).toMatchObject({ id: p.id, title: "Sent", steps_total: 1 });
    expect(profile.json.data[0].started_at).not.toBeNull();
    const stats = await owner().get(`/playbook/get-analytics?playbook_id=${p.id}`);
    expect(stats.json.data).toMatchObject({ sent: 2, started: 1, completed: 0 });
    expect(stats.json.data.steps).toHaveLength(1);

    expect((await owner().post(`/playbook/${p.id}/resend`, { contact_id: c1 })).status).toBe(200);
    expect((await owner().post(`/playbook/${p.id}/resend`, { contact_id: c2 })).json.errors.contact_id).toBeDefined();
    expect((await owner().post("/playbook/restrict-from-contact", { playbook_ids: [p.id], contact_ids: [c2] })).status).toBe(200);
    expect((await owner().get(`/playbook/${p.id}/users`)).json.total).toBe(1);
    expect((await owner().post(`/playbook/${p.id}/resend`, { contact_id: c2 })).status).toBe(404);
  });

  it("sends to and restricts from all matching contacts of the list's filters, minus those unticked", async () => {
    const p = await newPlaybook("Everyone");
    const kept = await contactOf(ids.downtown, "kept@example.test");
    const skipped = await contactOf(ids.downtown);
    const foreign = await contactOf(ids.otherLoc);
    const sent = await owner().post("/playbook/send-to-contact", { playbook_ids: [p.id], all: true, except: [skipped], filters: {} });
    expect(sent.status).toBe(200);
    const assigned = async () => (await db().select({ contactId: contactPlaybooks.contactId }).from(contactPlaybooks).where(eq(contactPlaybooks.playbookId, p.id))).map((r) => r.contactId);
    const live = await db().select({ id: contacts.id }).from(contacts).where(and(eq(contacts.locationId, ids.downtown), isNull(contacts.deletedAt)));
    expect((await assigned()).sort()).toEqual(live.map((c) => c.id).filter((id) => id !== skipped).sort());
    expect(await assigned()).toContain(kept);
    expect(await assigned()).not.toContain(foreign);
    expect(await db().select().from(emailMessages).where(eq(emailMessages.contactId, kept))).toHaveLength(1);
    // Sending again reaches nobody new: no second mail.
    await owner().post("/playbook/send-to-contact", { playbook_ids: [p.id], all: true, filters: {} });
    expect(await db().select().from(emailMessages).where(eq(emailMessages.contactId, kept))).toHaveLength(1);
    expect((await owner().post("/playbook/restrict-from-contact", { playbook_ids: [p.id], all: true, except: [kept], filters: {} })).status).toBe(200);
    expect(await assigned()).toEqual([kept]);
  });

  it("refuses another tenant's contacts or playbooks with 404 and an empty list with 422", async () => {
    const p = await newPlaybook("Guarded");
    const foreign = await contactOf(ids.otherLoc);
    expect((await owner().post("/playbook/send-to-contact", { playbook_ids: [p.id], contact_ids: [foreign] })).status).toBe(404);
    expect((await as(tokens.other).post("/playbook/send-to-contact", { playbook_ids: [p.id], contact_ids: [foreign] })).status).toBe(404);
    expect((await owner().post("/playbook/send-to-contact", { playbook_ids: [p.id], contact_ids: [] })).json.errors.contact_ids).toBeDefined();
    expect((await as(tokens.other).get(`/contact/playbooks?contact_id=${await contactOf(ids.downtown)}`)).status).toBe(404);
    expect((await as(tokens.other).get(`/playbook/get-analytics?playbook_id=${p.id}`)).status).toBe(404);
  });
});

describe("sharing", () => {
  it("copies a playbook deeply to another location of the company, downloads' bytes included", async () => {
    const p = await newPlaybook("Shared program");
    const step = (await owner().post("/playbook/create-step", { playbook_id: p.id, title: "Day 1" })).json.data;
    await owner().post("/playbook/step/add-tab", { step_id: step.id, title: "Read", content: "<p>Go</p>" });
    const form = new FormData();
    form.append("step_id", String(step.id));
    form.append("file", new Blob([new TextEncoder().encode("day one plan")]), "Day1.txt");
    expect((await api.request("/api/v3/playbook/step/add-download", { method: "POST", body: form, headers: { accept: "application/json", authorization: `Bearer ${tokens.owner}` } })).status).toBe(201);
    const res = await owner().post("/organization/share-to-location", { type: "playbook", ids: [p.id], location_ids: [ids.uptown] });
    expect(res.status).toBe(200);
    const [copy] = await db().select().from(playbooks).where(eq(playbooks.locationId, ids.uptown));
    expect(copy.title).toBe("Shared program");
    const asUptown = { authorization: `Bearer ${tokens.owner}`, "accessed-location-id": String(ids.uptown) };
    const details = await call("GET", `/playbook/${copy.id}/details`, { headers: asUptown });
    expect(details.json.data.steps[0].tabs[0].title).toBe("Read");
    const d = details.json.data.steps[0].downloads[0];
    const got = await api.request(`/api/v3/playbook/download?id=${d.id}`, { headers: asUptown });
    expect(await got.text()).toBe("day one plan");
    // Deleting the original leaves the copy whole.
    await owner().del("/playbook/delete", { ids: [p.id] });
    expect(await (await api.request(`/api/v3/playbook/download?id=${d.id}`, { headers: asUptown })).text()).toBe("day one plan");
  });
});
