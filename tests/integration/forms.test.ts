import { and, asc, eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contacts, emailMessages, files, formContacts, formQuestions, formRespondents, forms, libraryImages } from "../../db/schema";
import { FORM_DEFAULTS, FORM_MSG } from "../../lib/forms/constants";
import { openPublicForm, submitForm } from "../../lib/forms/submit";
import { responseToken } from "../../lib/forms/response-token";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import { call, loginAs } from "../helpers/api";

const { db } = setupTestDb();
const ids = { downtown: 0, uptown: 0, otherLoc: 0 };
const tokens = { owner: "", staff: "", other: "" };
const people = { a: 0, b: 0, foreign: 0 };
const q = { mood: 0, goals: 0, weight: 0, note: 0, rating: 0 };
let formId = 0;
let formUrl = "";

const liveContacts = (locationId: number) =>
  db().select({ id: contacts.id, email: contacts.email }).from(contacts).where(and(eq(contacts.locationId, locationId), isNull(contacts.deletedAt))).orderBy(asc(contacts.id)).limit(2);

async function newForm(token: string, title: string) {
  const res = await call("PATCH", "/form/create", { token, body: { title } });
  expect(res.status).toBe(201);
  return res.json.data as { id: number; url: string };
}

async function addQuestion(body: Record<string, unknown>) {
  const res = await call("POST", `/form/${formId}/save-question`, { token: tokens.owner, body });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data.id as number;
}

beforeAll(async () => {
  Object.assign(ids, await demoIds(db()));
  tokens.owner = (await loginAs("owner@demo.test")).access_token;
  tokens.staff = (await loginAs("staff@demo.test")).access_token;
  tokens.other = (await loginAs("other@demo.test")).access_token;
  const [a, b] = await liveContacts(ids.downtown);
  Object.assign(people, { a: a.id, b: b.id, foreign: (await liveContacts(ids.otherLoc))[0].id });
});

describe("building a form", () => {
  it("creates a form with the spec's defaults, first on the dashboard (6 per page, ordering desc)", async () => {
    // The demo's own forms (lib/demo/seed-content.ts) are there from the start.
    const demo = (await call("GET", "/form/list-all", { token: tokens.owner })).json.data.length;
    const first = await newForm(tokens.owner, "Weekly check-in");
    formId = first.id;
    formUrl = first.url;
    const details = await call("GET", `/form/${formId}/details`, { token: tokens.owner });
    expect(details.json.data).toMatchObject({ title: "Weekly check-in", submit_label: FORM_DEFAULTS.submitLabel, thank_you: "Thank you! Your answers have been sent.", enabled: 1, is_public: 0 });
    for (let i = 0; i < 6; i++) await newForm(tokens.owner, `Form ${i}`);
    const list = await call("GET", "/form/list", { token: tokens.owner });
    expect(list.status).toBe(200);
    expect(list.json.per_page).toBe(6);
    expect(list.json.data).toHaveLength(6);
    expect(list.json.data[0].title).toBe("Form 5");
    expect(list.json.total).toBe(demo + 7);
    const search = await call("GET", "/form/list?search=weekly", { token: tokens.owner });
    // The demo's own "Weekly check-in" matches too.
    expect(search.json.data.map((f: { id: number }) => f.id)).toContain(formId);
    expect(search.json.data.every((f: { title: string }) => /weekly/i.test(f.title))).toBe(true);
    expect(search.json.total).toBe(search.json.data.length);
    const all = await call("GET", "/form/list-all", { token: tokens.owner });
    expect(all.json.data).toHaveLength(demo + 7);
  });

  it("adds, edits, duplicates, sorts and deletes questions; a choice question needs options", async () => {
    q.mood = await addQuestion({ type: "single_choice", title: "How do you feel?", required: true, options: ["Great", "Okay", "Tired"] });
    q.goals = await addQuestion({ type: "multiple_choice", title: "Goals", options: ["Strength", "Sleep", "Food"] });
    q.weight = await addQuestion({ type: "number", title: "Weight (kg)", required: true });
    q.note = await addQuestion({ type: "long_text", title: "Anything else?" });
    q.rating = await addQuestion({ type: "rating", title: "Rate the week" });
    const noOptions = await call("POST", `/form/${formId}/save-question`, { token: tokens.owner, body: { type: "dropdown", title: "Pick" } });
    expect(noOptions.status).toBe(422);
    expect(noOptions.json.errors.options).toEqual([FORM_MSG.optionsRequired]);
    const badType = await call("POST", `/form/${formId}/save-question`, { token: tokens.owner, body: { type: "script", title: "x" } });
    expect(badType.status).toBe(422);

    const edit = await call("POST", `/form/${formId}/save-question`, { token: tokens.owner, body: { question_id: q.note, type: "long_text", title: "Anything else to tell me?" } });
    expect(edit.json.data.title).toBe("Anything else to tell me?");
    const dup = await call("POST", "/form/question/duplicate", { token: tokens.owner, body: { id: q.note } });
    expect(dup.status).toBe(200);
    const del = await call("DELETE", "/form/question/delete", { token: tokens.owner, body: { id: dup.json.data.id } });
    expect(del.status).toBe(200);

    const order = [q.weight, q.mood, q.goals, q.note, q.rating];
    const sort = await call("PATCH", "/form/sort-questions", { token: tokens.owner, body: { form_id: formId, ids: order } });
    expect(sort.status).toBe(200);
    const list = await call("GET", `/form/${formId}/questions`, { token: tokens.owner });
    expect(list.json.data.map((x: { id: number }) => x.id)).toEqual(order);
    const partial = await call("PATCH", "/form/sort-questions", { token: tokens.owner, body: { form_id: formId, ids: [q.weight] } });
    expect(partial.status).toBe(422);
  });

  it("saves settings, sanitising the instruction; renames, enables and disables", async () => {
    const res = await call("PATCH", `/form/${formId}/update`, {
      token: tokens.owner,
      body: { instruction: '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>', is_public: 1, submit_label: "SEND", button_color: "#10B981" },
    });
    expect(res.status).toBe(200);
    expect(res.json.data.instruction).not.toMatch(/script|onclick|javascript/);
    expect(res.json.data.button_color).toBe("#10b981");
    expect((await call("PATCH", `/form/${formId}/update`, { token: tokens.owner, body: { button_color: "red" } })).status).toBe(422);
    expect((await call("PATCH", `/form/${formId}/update`, { token: tokens.owner, body: { after_asset_type: "page", after_asset_id: 2147483647 } })).status).toBe(422);
    expect((await call("PATCH", "/form/rename", { token: tokens.owner, body: { id: formId, title: "  " } })).status).toBe(422);
    expect((await call("PATCH", "/form/rename", { token: tokens.owner, body: { id: formId, title: "Check-in" } })).json.message).toBe(FORM_MSG.renamed);
  });
});

describe("answering", () => {
  it("refuses missing required answers and bad values, per question", async () => {
    const form = (await openPublicForm(db(), formUrl))!;
    const res = await submitForm(db(), form, { first_name: "Pat", email: "pat@example.test", answers: { [q.mood]: "Ecstatic", [q.weight]: "heavy", [q.rating]: "9" } });
    expect(res.ok).toBe(false);
    if (res.ok) return;
    expect(res.errors[`answers.${q.mood}`]).toEqual([FORM_MSG.notAnOption]);
    expect(res.errors[`answers.${q.weight}`]).toEqual([FORM_MSG.invalidNumber]);
    expect(res.errors[`answers.${q.rating}`]).toEqual([FORM_MSG.invalidRating]);
    const missing = await submitForm(db(), form, { answers: {} });
    expect(missing.ok).toBe(false);
    if (!missing.ok) {
      expect(missing.errors[`answers.${q.mood}`]).toEqual([FORM_MSG.required]);
      expect(missing.errors.email).toEqual([FORM_MSG.identify]);
    }
    expect(await db().select().from(formRespondents).where(eq(formRespondents.formId, formId))).toHaveLength(0);
  });

  it("a public answer with a new email makes a lead; a known email is matched", async () => {
    const form = (await openPublicForm(db(), formUrl))!;
    const res = await submitForm(db(), form, { first_name: "Pat", last_name: "New", email: "Pat.New@Example.test", answers: { [q.mood]: "Great", [q.goals]: ["Sleep", "Food"], [q.weight]: "72.5", [q.rating]: "4", [q.note]: "All good" } });
    expect(res.ok).toBe(true);
    const [lead] = await db().select().from(contacts).where(eq(contacts.email, "pat.new@example.test"));
    expect(lead).toMatchObject({ locationId: ids.downtown, tab: "leads", firstName: "Pat" });
    const [known] = await liveContacts(ids.downtown);
    const again = await submitForm(db(), form, { first_name: "Someone", email: known.email!.toUpperCase(), answers: { [q.mood]: "Tired", [q.weight]: "80", [q.rating]: "2" } });
    expect(again.ok && again.contactId).toBe(known.id);
  });

  it("a private form is not found without a sent link; a bad token is not found", async () => {
    const priv = await newForm(tokens.owner, "Private intake");
    expect(await openPublicForm(db(), priv.url)).toBeNull();
    expect(await openPublicForm(db(), formUrl, "nope")).toBeNull();
    expect(await openPublicForm(db(), "../../etc")).toBeNull();
  });

  it("sending emails each contact their own link, whose token names them", async () => {
    const res = await call("POST", "/form/send-to-contact", { token: tokens.owner, body: { form_ids: [formId], contact_ids: [people.b] } });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe(FORM_MSG.sent);
    const [sent] = await db().select().from(formContacts).where(eq(formContacts.contactId, people.b));
    const mails = await db().select().from(emailMessages).where(eq(emailMessages.contactId, people.b));
    expect(mails.at(-1)!.text).toContain(`/f/${formUrl}?token=${sent.token}`);
    const form = (await openPublicForm(db(), formUrl, sent.token))!;
    expect(form.contact?.id).toBe(people.b);
    const answered = await submitForm(db(), form, { answers: { [q.mood]: "Okay", [q.weight]: "65", [q.rating]: "5" } });
    expect(answered.ok && answered.contactId).toBe(people.b);
    const foreign = await call("POST", "/form/send-to-contact", { token: tokens.owner, body: { form_ids: [formId], contact_ids: [people.foreign] } });
    expect(foreign.status).toBe(404);
  });

  it("a disabled form takes no answers", async () => {
    await call("PATCH", "/form/set-enable-disable", { token: tokens.owner, body: { id: formId, enabled: 0 } });
    const form = (await openPublicForm(db(), formUrl))!;
    const res = await submitForm(db(), form, { first_name: "A", email: "a@example.test", answers: { [q.mood]: "Okay", [q.weight]: "1" } });
    expect(res.ok).toBe(false);
    await call("PATCH", "/form/set-enable-disable", { token: tokens.owner, body: { id: formId, enabled: 1 } });
  });
});

describe("responses and analytics", () => {
  it("lists respondents, shows a response and its signed public link", async () => {
    const page = await call("GET", `/form/get-respondent?form_id=${formId}`, { token: tokens.owner });
    expect(page.json.total).toBe(3);
    const r = page.json.data.find((x: { contact_id: number }) => x.contact_id === people.b);
    const ref = `form_id=${formId}&contact_id=${people.b}&respondent_id=${r.id}`;
    const view = await call("GET", `/form/view-form-response?${ref}`, { token: tokens.owner });
    expect(view.status).toBe(200);
    expect(view.json.data.answers.find((a: { question_id: number }) => a.question_id === q.mood).values).toEqual(["Okay"]);
    const token = responseToken(formId, people.b, r.id);
    expect(view.json.data.public_url).toContain(`/form/${formId}/view-response/${people.b}/${r.id}?token=${token}`);
    expect((await call("GET", `/form/view-form-public-response?${ref}&token=${token}`)).status).toBe(200);
    expect((await call("GET", `/form/view-form-public-response?${ref}&token=bad`)).status).toBe(404);
    const other = responseToken(formId, people.a, r.id);
    expect((await call("GET", `/form/view-form-public-response?${ref}&token=${other}`)).status).toBe(404);
    expect((await call("GET", `/form/view-form-response?${ref}`, { token: tokens.other })).status).toBe(404);
    const pdf = await call("GET", `/form/download-form-response?${ref}`, { token: tokens.owner });
    expect(pdf.status).toBe(200);
    expect(String(pdf.json).startsWith("%PDF")).toBe(true);
  });

  it("counts per option, averages numbers and shows the latest text answers", async () => {
    const res = await call("GET", `/form/get-analytics?form_id=${formId}`, { token: tokens.owner });
    expect(res.status).toBe(200);
    const stats = res.json.data;
    expect(stats.respondents).toBe(3);
    const mood = stats.questions.find((s: { question_id: number }) => s.question_id === q.mood);
    expect(mood.options).toEqual([{ label: "Great", count: 1 }, { label: "Okay", count: 1 }, { label: "Tired", count: 1 }]);
    const goals = stats.questions.find((s: { question_id: number }) => s.question_id === q.goals);
    expect(goals.answered).toBe(1);
    const weight = stats.questions.find((s: { question_id: number }) => s.question_id === q.weight);
    expect(weight).toMatchObject({ answered: 3, average: 72.5, min: 65, max: 80 });
    const note = stats.questions.find((s: { question_id: number }) => s.question_id === q.note);
    expect(note.latest).toEqual(["All good"]);
    expect((await call("GET", `/form/get-analytics?form_id=${formId}`, { token: tokens.other })).status).toBe(404);
  });

  it("downloads the analytics as a PDF and every response as a CSV", async () => {
    const pdf = await call("GET", `/form/${formId}/download-analytics`, { token: tokens.owner });
    expect(String(pdf.json).startsWith("%PDF")).toBe(true);
    const csv = await call("GET", `/form/${formId}/download-analytics?format=csv`, { token: tokens.owner });
    expect(csv.status).toBe(200);
    const lines = String(csv.json).trim().split("\n");
    expect(lines).toHaveLength(4);
    expect(lines[0]).toContain("Weight (kg)");
    expect(lines[1]).toContain("Sleep; Food");
    expect((await call("GET", `/form/${formId}/download-analytics?format=xls`, { token: tokens.owner })).status).toBe(422);
  });

  it("the contact's forms section lists sent and answered forms; a sent form can be hidden", async () => {
    const res = await call("GET", `/contact/${people.b}/forms`, { token: tokens.owner });
    expect(res.status).toBe(200);
    expect(res.json.data[0]).toMatchObject({ form_id: formId, disabled: 0 });
    expect(res.json.data[0].responses).toHaveLength(1);
    const hide = await call("PATCH", "/contact/enable-disable-form", { token: tokens.owner, body: { contact_id: people.b, form_id: formId, disable_content: 1 } });
    expect(hide.status).toBe(200);
    const bad = await call("PATCH", "/contact/enable-disable-form", { token: tokens.owner, body: { contact_id: people.b, form_id: formId, disable_content: 3 } });
    expect(bad.json.errors.disable_content).toBeDefined();
    expect((await call("GET", `/contact/${people.foreign}/forms`, { token: tokens.owner })).status).toBe(404);
  });

  it("restricting takes the link back; deleting a response removes it", async () => {
    const [sent] = await db().select().from(formContacts).where(eq(formContacts.contactId, people.b));
    await call("POST", "/form/restrict-from-contact", { token: tokens.owner, body: { form_ids: [formId], contact_ids: [people.b] } });
    expect(await openPublicForm(db(), formUrl, sent.token)).toBeNull();
    const page = await call("GET", `/form/get-respondent?form_id=${formId}`, { token: tokens.owner });
    const id = page.json.data[0].id;
    expect((await call("DELETE", "/form/delete-submitted-form", { token: tokens.other, body: { form_id: formId, ids: [id] } })).status).toBe(404);
    expect((await call("DELETE", "/form/delete-submitted-form", { token: tokens.owner, body: { form_id: formId, ids: [id] } })).json.message).toBe(FORM_MSG.responseDeleted);
    expect((await call("GET", `/form/get-respondent?form_id=${formId}`, { token: tokens.owner })).json.total).toBe(2);
    // The kept counts follow the deletion.
    const stats = (await call("GET", `/form/get-analytics?form_id=${formId}`, { token: tokens.owner })).json.data;
    expect(stats.respondents).toBe(2);
    expect(stats.questions.find((s: { question_id: number }) => s.question_id === q.weight).answered).toBe(2);
    expect(stats.questions.find((s: { question_id: number }) => s.question_id === q.mood).options.reduce((n: number, o: { count: number }) => n + o.count, 0)).toBe(2);
  });
});

describe("copies, gates and tenancy", () => {
  it("duplicates a form with its questions but not its responses", async () => {
    const res = await call("POST", "/form/duplicate", { token: tokens.owner, body: { id: formId } });
    expect(res.status).toBe(200);
    const copy = res.json.data.id;
    const qs = await call("GET", `/form/${copy}/questions`, { token: tokens.owner });
    expect(qs.json.data).toHaveLength(5);
    expect((await call("GET", `/form/${copy}/details`, { token: tokens.owner })).json.data.respondents).toBe(0);
    expect((await call("POST", "/form/duplicate", { token: tokens.other, body: { id: formId } })).status).toBe(404);
  });

  it("copies a form with its questions to another location of the company (shareable asset)", async () => {
    const res = await call("POST", "/organization/share-to-location", { token: tokens.owner, body: { type: "form", ids: [formId], location_ids: [ids.uptown] } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const [copy] = await db().select().from(forms).where(eq(forms.locationId, ids.uptown));
    expect(copy.title).toBe("Check-in");
    expect(copy.url).not.toBe(formUrl);
    const qs = await db().select({ id: formQuestions.id }).from(formQuestions).where(and(eq(formQuestions.formId, copy.id), eq(formQuestions.locationId, ids.uptown)));
    expect(qs).toHaveLength(5);
  });

  it("sets a card's thumbnail from the image library and files forms in folders", async () => {
    const [stored] = await db().insert(files).values({ locationId: ids.downtown, kind: "image", size: 10, mime: "image/png", originalName: "t.png", storageKey: "forms/thumb.png", provider: "local" }).returning({ id: files.id });
    const [image] = await db()
      .insert(libraryImages)
      .values({ locationId: ids.downtown, fileId: stored.id, name: "t", type: "dashboard-thumb", size: "1024x662", mime: "image/png", bytes: 10, width: 1024, height: 662 })
      .returning({ id: libraryImages.id });
    const res = await call("POST", "/form/update-thumbnail", { token: tokens.owner, body: { id: formId, image_id: image.id } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect((await call("GET", `/form/${formId}/details`, { token: tokens.owner })).json.data.thumbnail).toBeTruthy();
    expect((await call("POST", "/form/update-thumbnail", { token: tokens.other, body: { id: formId, image_id: null } })).status).toBe(404);

    const folder = await call("POST", "/folder/create", { token: tokens.owner, body: { title: "Intake", asset_type: "forms" } });
    expect(folder.status, JSON.stringify(folder.json)).toBeLessThan(300);
    const folderId = folder.json.data.id as number;
    const inFolder = await call("PATCH", "/form/create", { token: tokens.owner, body: { title: "In a folder", folder_id: folderId } });
    expect(inFolder.status).toBe(201);
    const list = await call("GET", `/form/list?folder_id=${folderId}`, { token: tokens.owner });
    expect(list.json.data.map((f: { title: string }) => f.title)).toEqual(["In a folder"]);
    expect((await call("PATCH", "/form/create", { token: tokens.owner, body: { title: "Bad folder", folder_id: 999999 } })).status).toBe(422);
  });

  it("staff may view but not change forms; signed out is 401", async () => {
    expect((await call("GET", "/form/list", { token: tokens.staff })).status).toBe(200);
    expect((await call("PATCH", "/form/create", { token: tokens.staff, body: { title: "No" } })).status).toBe(403);
    expect((await call("PATCH", `/form/${formId}/update`, { token: tokens.staff, body: { title: "No" } })).status).toBe(403);
    expect((await call("GET", "/form/list")).status).toBe(401);
  });

  it("orders the dashboard by hand and deletes all or nothing", async () => {
    const list = await call("GET", "/form/list", { token: tokens.owner });
    const ids6 = list.json.data.map((f: { id: number }) => f.id);
    const moved = [...ids6].reverse();
    expect((await call("PATCH", "/form/update-ordering", { token: tokens.owner, body: { ids: moved } })).status).toBe(200);
    expect((await call("GET", "/form/list", { token: tokens.owner })).json.data.map((f: { id: number }) => f.id)).toEqual(moved);
    const theirs = await newForm(tokens.other, "Theirs");
    expect((await call("DELETE", "/form/delete", { token: tokens.owner, body: { ids: [formId, theirs.id] } })).status).toBe(404);
    expect(await db().select({ id: forms.id }).from(forms).where(eq(forms.id, formId))).toHaveLength(1);
    expect((await call("DELETE", "/form/delete", { token: tokens.owner, body: { ids: [formId] } })).status).toBe(200);
    expect(await db().select({ id: forms.id }).from(forms).where(eq(forms.id, formId))).toHaveLength(0);
  });
});
