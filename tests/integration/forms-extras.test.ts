import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as serveRoute } from "../../app/api/files/[...key]/route";
import { contacts, files, formAnswers, formRespondents, forms, pages, playbooks, users } from "../../db/schema";
import { seedDemo } from "../../lib/demo/seed";
import { seedDemoContent } from "../../lib/demo/seed-content";
import { FORM_MSG } from "../../lib/forms/constants";
import { submitPublicForm } from "../../lib/forms/public-action";
import { openPublicForm, submitForm } from "../../lib/forms/submit";
import { MSG } from "../../lib/platform/files/constants";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import { call, loginAs } from "../helpers/api";

const { db } = setupTestDb();
const tokens = { owner: "", other: "" };
const MB = 1024 * 1024;
// The smallest thing file-type calls a PDF: its signature and an end marker.
const pdf = (size = 64) => {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode("%PDF-1.4\n"), 0);
  bytes.set(new TextEncoder().encode("%%EOF"), size - 5);
  return bytes;
};

function fetchFile(url: string, token?: string) {
  const segments = url.replace(/^\/api\/files\//, "").split("/").map(decodeURIComponent);
  return serveRoute(new Request(`http://localhost${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} }), { params: Promise.resolve({ key: segments }) });
}

async function newForm(title: string) {
  const res = await call("PATCH", "/form/create", { token: tokens.owner, body: { title } });
  expect(res.status).toBe(201);
  await call("PATCH", `/form/${res.json.data.id}/update`, { token: tokens.owner, body: { is_public: 1 } });
  return res.json.data as { id: number; url: string };
}

beforeAll(async () => {
  await demoIds(db());
  tokens.owner = (await loginAs("owner@demo.test")).access_token;
  tokens.other = (await loginAs("other@demo.test")).access_token;
});

describe("what a form opens after submitting (get-all-asset)", () => {
  it("lists the location's pages and playbooks with their portal links, never another location's", async () => {
    const page = (await call("POST", "/page/create", { token: tokens.owner, body: { title: "Welcome aboard" } })).json.data;
    const playbook = (await call("POST", "/playbook/create", { token: tokens.owner, body: { title: "First 30 days" } })).json.data;
    const foreign = (await call("POST", "/page/create", { token: tokens.other, body: { title: "Not yours" } })).json.data;

    const res = await call("GET", "/form/get-all-asset", { token: tokens.owner });
    expect(res.status).toBe(200);
    expect(res.json.data.pages).toContainEqual({ id: page.id, title: "Welcome aboard", type: "page", url: `/portal/pages/${page.id}` });
    expect(res.json.data.playbooks).toContainEqual({ id: playbook.id, title: "First 30 days", type: "playbook", url: `/portal/playbooks/${playbook.id}` });
    expect(res.json.data.pages.map((p: { id: number }) => p.id)).not.toContain(foreign.id);

    const other = await call("GET", "/form/get-all-asset", { token: tokens.other });
    expect(other.json.data.pages.map((p: { id: number }) => p.id)).toEqual([foreign.id]);
  });

  it("saves a page to open afterwards; the thank-you offers it; another location's page or half a choice is 422", async () => {
    const form = await newForm("Intake with next step");
    const page = (await call("POST", "/page/create", { token: tokens.owner, body: { title: "Read this next" } })).json.data;
    const foreign = (await call("POST", "/page/create", { token: tokens.other, body: { title: "Theirs" } })).json.data;

    const bad = await call("PATCH", `/form/${form.id}/update`, { token: tokens.owner, body: { after_asset_type: "page", after_asset_id: foreign.id } });
    expect(bad.status).toBe(422);
    expect(bad.json.errors.after_asset_id).toEqual(["The selected asset is invalid."]);
    const half = await call("PATCH", `/form/${form.id}/update`, { token: tokens.owner, body: { after_asset_type: "playbook" } });
    expect(half.status).toBe(422);

    const ok = await call("PATCH", `/form/${form.id}/update`, { token: tokens.owner, body: { after_asset_type: "page", after_asset_id: page.id } });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json.data).toMatchObject({ after_asset_type: "page", after_asset_id: page.id });
    const open = (await openPublicForm(db(), form.url))!;
    expect(open.after).toEqual({ id: page.id, title: "Read this next", type: "page", url: `/portal/pages/${page.id}` });

    // Cleared with both nulls; a deleted page is simply not offered.
    await call("PATCH", `/form/${form.id}/update`, { token: tokens.owner, body: { after_asset_type: null, after_asset_id: null } });
    expect((await openPublicForm(db(), form.url))!.after).toBeNull();
  });
});

describe("file questions", () => {
  let form: { id: number; url: string };
  let question = 0;
  beforeAll(async () => {
    form = await newForm("Progress photo");
    const q = await call("POST", `/form/${form.id}/save-question`, { token: tokens.owner, body: { type: "file", title: "Your latest report", required: true } });
    expect(q.status, JSON.stringify(q.json)).toBe(200);
    question = q.json.data.id;
  });

  it("refuses a missing, too big or disguised file under its question, storing nothing", async () => {
    const open = (await openPublicForm(db(), form.url))!;
    const who = { first_name: "Fran", email: "fran@example.test", answers: {} };
    const before = (await db().select().from(files)).length;

    const missing = await submitForm(db(), open, who);
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.errors[`answers.${question}`]).toEqual([FORM_MSG.required]);

    // A typed value is never a file (it would name some stored file by id).
    const typed = await submitForm(db(), open, { ...who, answers: { [question]: "1" } });
    expect(typed.ok).toBe(false);

    const big = await submitForm(db(), open, { ...who, files: { [question]: { name: "report.pdf", bytes: pdf(10 * MB + 1) } } });
    expect(big.ok).toBe(false);
    if (!big.ok) expect(big.errors[`answers.${question}`]).toEqual(["The document may not be greater than 10MB."]);

    const disguised = await submitForm(db(), open, { ...who, files: { [question]: { name: "report.pdf", bytes: new TextEncoder().encode("MZ\u0090 not a pdf at all") } } });
    expect(disguised.ok).toBe(false);
    if (!disguised.ok) expect(disguised.errors[`answers.${question}`]).toEqual([MSG.contentMismatch]);

    const script = await submitForm(db(), open, { ...who, files: { [question]: { name: "run.exe", bytes: pdf() } } });
    expect(script.ok).toBe(false);

    expect((await db().select().from(files)).length).toBe(before);
    expect(await db().select().from(formRespondents).where(eq(formRespondents.formId, form.id))).toHaveLength(0);
  });

  it("stores a good file privately; the coach sees its name and downloads it, nobody else can", async () => {
    const open = (await openPublicForm(db(), form.url))!;
    const res = await submitForm(db(), open, { first_name: "Fran", email: "fran@example.test", answers: {}, files: { [question]: { name: "Week 3 report.pdf", bytes: pdf(2048) } } });
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    const [answer] = await db().select().from(formAnswers).where(eq(formAnswers.respondentId, res.respondentId));
    const [file] = await db().select().from(files).where(eq(files.id, Number(answer.value)));
    expect(file).toMatchObject({ visibility: "private", originalName: "Week 3 report.pdf", userId: null, locationId: open.locationId, mime: "application/pdf" });

    const ref = { form_id: form.id, contact_id: res.contactId, respondent_id: res.respondentId };
    const view = await call("GET", `/form/view-form-response?${new URLSearchParams(Object.entries(ref).map(([k, v]) => [k, String(v)]))}`, { token: tokens.owner });
    expect(view.status).toBe(200);
    const a = view.json.data.answers.find((x: { question_id: number }) => x.question_id === question);
    expect(a.values).toEqual(["Week 3 report.pdf"]);
    expect(a.file.name).toBe("Week 3 report.pdf");
    expect((await fetchFile(a.file.url, tokens.owner)).status).toBe(200);
    expect((await fetchFile(a.file.url, tokens.other)).status).toBe(404);
    expect((await fetchFile(a.file.url)).status).toBe(404);

    // The signed public page names the file but offers no download.
    const token = new URL(view.json.data.public_url).searchParams.get("token");
    const pub = await call("GET", `/form/view-form-public-response?${new URLSearchParams({ ...Object.fromEntries(Object.entries(ref).map(([k, v]) => [k, String(v)])), token: token! })}`);
    expect(pub.json.data.answers.find((x: { question_id: number }) => x.question_id === question).file).toEqual({ name: "Week 3 report.pdf", url: null });

    const csv = await call("GET", `/form/${form.id}/download-analytics?format=csv`, { token: tokens.owner });
    expect(String(csv.json)).toContain("Week 3 report.pdf");
    const contact = await db().select().from(contacts).where(and(eq(contacts.id, res.contactId), isNull(contacts.deletedAt))).orderBy(asc(contacts.id));
    expect(contact).toHaveLength(1);
  });

  it("deletes an answer's file, bytes too, with its response, its question or its form", async () => {
    const f = await newForm("Uploads");
    const q = (await call("POST", `/form/${f.id}/save-question`, { token: tokens.owner, body: { type: "file", title: "Photo of your plan", required: true } })).json.data.id as number;
    const open = async () => (await openPublicForm(db(), f.url))!;
    const answer = async (email: string) => {
      const res = await submitForm(db(), await open(), { first_name: "Del", email, answers: {}, files: { [q]: { name: "plan.pdf", bytes: pdf(1024) } } });
      if (!res.ok) throw new Error("not stored");
      const [a] = await db().select().from(formAnswers).where(eq(formAnswers.respondentId, res.respondentId));
      const [file] = await db().select().from(files).where(eq(files.id, Number(a.value)));
      expect((await fetchFile(`/api/files/${file.storageKey}`, tokens.owner)).status).toBe(200);
      return { respondentId: res.respondentId, file };
    };
    const gone = async (file: typeof files.$inferSelect) => {
      expect(await db().select().from(files).where(eq(files.id, file.id))).toEqual([]);
      expect((await fetchFile(`/api/files/${file.storageKey}`, tokens.owner)).status).toBe(404);
    };

    const one = await answer("del1@example.test");
    const kept = await answer("del2@example.test");
    expect((await call("DELETE", "/form/delete-submitted-form", { token: tokens.owner, body: { form_id: f.id, ids: [one.respondentId] } })).status).toBe(200);
    await gone(one.file);
    // The other response keeps its file.
    expect(await db().select({ id: files.id }).from(files).where(eq(files.id, kept.file.id))).toHaveLength(1);

    expect((await call("DELETE", "/form/question/delete", { token: tokens.owner, body: { id: q } })).status).toBe(200);
    await gone(kept.file);

    const q2 = (await call("POST", `/form/${f.id}/save-question`, { token: tokens.owner, body: { type: "file", title: "Another", required: true } })).json.data.id as number;
    const res = await submitForm(db(), await open(), { first_name: "Del", email: "del3@example.test", answers: {}, files: { [q2]: { name: "plan.pdf", bytes: pdf(1024) } } });
    if (!res.ok) throw new Error("not stored");
    const [a] = await db().select().from(formAnswers).where(eq(formAnswers.respondentId, res.respondentId));
    const [last] = await db().select().from(files).where(eq(files.id, Number(a.value)));
    expect((await call("DELETE", "/form/delete", { token: tokens.owner, body: { ids: [f.id] } })).status).toBe(200);
    await gone(last);
  });
});

describe("check-in trends on the profile", () => {
  it("charts each numeric question's answers over time, oldest first; none answered is an empty list; another location's contact is 404", async () => {
    const [contact] = await db().select({ id: contacts.id }).from(contacts).where(and(eq(contacts.locationId, (await demoIds(db())).downtown), isNull(contacts.deletedAt))).orderBy(asc(contacts.id)).limit(1);
    const form = await newForm("Weekly check-in (trends)");
    const add = async (body: Record<string, unknown>) => (await call("POST", `/form/${form.id}/save-question`, { token: tokens.owner, body })).json.data.id as number;
    const weight = await add({ type: "number", title: "Weight (kg)", required: true });
    const energy = await add({ type: "rating", title: "Energy", required: true });
    const note = await add({ type: "short_text", title: "Anything else?" });

    // A contact with no answers has nothing to chart (the section is left out).
    const none = await call("GET", `/contact/${contact.id}/check-in-trends`, { token: tokens.owner });
    expect(none.status).toBe(200);
    expect(none.json.data.filter((s: { form_id: number }) => s.form_id === form.id)).toEqual([]);

    const sent = await call("POST", "/form/send-to-contact", { token: tokens.owner, body: { form_ids: [form.id], contact_ids: [contact.id] } });
    expect(sent.status).toBe(200);
    const [link] = await db().execute<{ token: string }>(sql`select token from form_contacts where form_id = ${form.id} and contact_id = ${contact.id}`).then((r) => (Array.isArray(r) ? r : (r as { rows: { token: string }[] }).rows));
    const open = (await openPublicForm(db(), form.url, link.token))!;
    const week = 7 * 86_400_000;
    for (const [i, [kg, e]] of [["81.5", "2"], ["80.9", "3"], ["80.2", "4"]].entries()) {
      const res = await submitForm(db(), open, { answers: { [weight]: kg, [energy]: e, [note]: "fine" } });
      expect(res.ok).toBe(true);
      if (res.ok) await db().update(formRespondents).set({ createdAt: new Date(Date.now() - (3 - i) * week) }).where(eq(formRespondents.id, res.respondentId));
    }

    const res = await call("GET", `/contact/${contact.id}/check-in-trends`, { token: tokens.owner });
    expect(res.status).toBe(200);
    const mine = res.json.data.filter((s: { form_id: number }) => s.form_id === form.id);
    expect(mine.map((s: { question_id: number; type: string }) => [s.question_id, s.type])).toEqual([[weight, "number"], [energy, "rating"]]);
    expect(mine[0].points.map((p: { value: number }) => p.value)).toEqual([81.5, 80.9, 80.2]);
    expect(mine[1].points.map((p: { value: number }) => p.value)).toEqual([2, 3, 4]);
    expect(new Date(mine[0].points[0].at) < new Date(mine[0].points[2].at)).toBe(true);

    const foreign = (await db().select({ id: contacts.id }).from(contacts).where(eq(contacts.locationId, (await demoIds(db())).otherLoc)).limit(1))[0];
    expect((await call("GET", `/contact/${foreign.id}/check-in-trends`, { token: tokens.owner })).status).toBe(404);
    expect((await call("GET", `/contact/${contact.id}/check-in-trends`, { token: tokens.other })).status).toBe(404);
  });
});

describe("demo content", () => {
  it("the demo coach has playbooks, pages, forms and a charted check-in; seeding again adds nothing; a location's content takes a few statements", async () => {
    const { downtown, uptown } = await demoIds(db());
    const count = async (table: typeof forms | typeof pages | typeof playbooks, locationId: number) => (await db().select({ id: table.id }).from(table).where(eq(table.locationId, locationId))).length;
    const [first] = await db().select({ id: contacts.id }).from(contacts).where(eq(contacts.locationId, downtown)).orderBy(asc(contacts.id)).limit(1);
    const trends = await call("GET", `/contact/${first.id}/check-in-trends`, { token: tokens.owner });
    const weekly = trends.json.data.filter((s: { form_title: string }) => s.form_title === "Weekly check-in");
    expect(weekly.map((s: { title: string }) => s.title)).toEqual(["Weight (kg)", "Energy this week", "Sleep quality"]);
    expect(weekly[0].points.length).toBeGreaterThanOrEqual(4);

    const before = { forms: await count(forms, downtown), pages: await count(pages, downtown), playbooks: await count(playbooks, downtown) };
    expect(before.playbooks).toBeGreaterThanOrEqual(2);
    expect(before.pages).toBeGreaterThanOrEqual(2);
    expect(before.forms).toBeGreaterThanOrEqual(2);
    expect(await seedDemo(db())).toBe(false);
    expect({ forms: await count(forms, downtown), pages: await count(pages, downtown), playbooks: await count(playbooks, downtown) }).toEqual(before);

    // Batched: one location's content in well under a second, even on the embedded database.
    const started = performance.now();
    const [owner] = await db().select({ id: users.id }).from(users).where(eq(users.email, "owner@demo.test"));
    await seedDemoContent(db(), uptown, owner.id);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(await count(playbooks, uptown)).toBe(3);
  });
});

describe("the public form's plain POST (submitPublicForm)", () => {
  it("fields named like Object.prototype's members are fields like any other, never a 500", async () => {
    const form = await newForm("Prototype names");
    const data = new FormData();
    data.set("form_url", form.url);
    for (const name of ["constructor", "toString", "valueOf", "hasOwnProperty", "__proto__"]) data.append(name, "x");
    data.set("first_name", "Proto");
    data.set("email", "not-an-email");
    const res = await submitPublicForm({ status: "idle", errors: {}, values: {} }, data);
    expect(res.status).toBe("invalid");
    // What was typed comes back under its own names (own keys, not Object.prototype's).
    expect(Object.getOwnPropertyNames(res.values)).toEqual(expect.arrayContaining(["constructor", "toString", "first_name"]));
    expect(res.values.constructor).toEqual(["x"]);
  });
});
