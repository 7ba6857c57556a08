import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { contacts, files, locations, progressTrackingCheckIns } from "../../db/schema";
import { openCheckIn, submitCheckIn, type CheckInInput } from "../../lib/progress-tracking/check-in";
import { TRACKING_MSG } from "../../lib/progress-tracking/constants";
import { checkInToken } from "../../lib/progress-tracking/link";
import { todayIn } from "../../lib/progress-tracking/periods";
import { call, loginAs } from "../helpers/api";
import { nextWallTime, setClock } from "../helpers/clock";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";

const { db } = setupTestDb();
let ids: Awaited<ReturnType<typeof demoIds>>;
const tokens = { owner: "", other: "" };
let people: number[] = [];
// Noon UTC from tomorrow on (never in the past: sessions are checked against the database's now()).
let base: Date;
let zone = "UTC";
const DAY = 86_400_000;
const at = (days: number) => new Date(base.getTime() + days * DAY);
const dayOf = (days: number) => todayIn(zone, at(days));

beforeAll(async () => {
  base = setClock(nextWallTime("UTC", 12));
  ids = await demoIds(db());
  zone = (await db().select({ tz: locations.timezone }).from(locations).where(eq(locations.id, ids.downtown)))[0].tz;
  tokens.owner = (await loginAs("owner@demo.test")).access_token;
  tokens.other = (await loginAs("other@demo.test")).access_token;
  people = (await db().select({ id: contacts.id }).from(contacts).where(eq(contacts.locationId, ids.downtown)).orderBy(contacts.id).limit(3)).map((c) => c.id);
});

const api = (method: string, path: string, body?: unknown, token = tokens.owner) => call(method, `/progress-tracking${path}`, { token, body });
const png = () => sharp({ create: { width: 8, height: 8, channels: 3, background: "#ff0000" } }).png().toBuffer();
const input = (fields: Record<string, string>, uploads: Record<string, { name: string; bytes: Uint8Array }> = {}): CheckInInput => ({ fields: new Map(Object.entries(fields)), uploads: new Map(Object.entries(uploads)) });
const tokenOf = (link: string) => link.split("/check-in/")[1];

async function weeklyTracking() {
  const res = await api("POST", "/store", {
    name: "Weekly check-in",
    sections: [{ name: "Your week", questions: [{ type: "scale", label: "Energy", required: true }, { type: "choice", label: "Training days", options: ["0-2", "3-4", "5+"] }, { type: "photo", label: "Front photo" }] }],
    categories: [{ default_key: "weight" }, { name: "Bicep", unit: "cm", direction: "up" }],
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  const sections = (await api("GET", `/${res.json.data.id}/question-sections`)).json;
  return { id: res.json.data.id as number, sections: sections.data, categories: sections.categories };
}

describe("trackings on the dashboard", () => {
  it("creates, lists (6 a page, newest order first), renames, duplicates and deletes", async () => {
    const a = await api("POST", "/create", { name: "Spring cut" });
    expect(a.status).toBe(201);
    expect(a.json).toMatchObject({ message: TRACKING_MSG.created, data: { name: "Spring cut", period_days: 7, contacts: 0 } });
    const b = await api("POST", "/create", { name: "Summer bulk" });
    const list = (await api("GET", "/list")).json;
    expect(list.per_page).toBe(6);
    expect(list.data[0].id).toBe(b.json.data.id);
    expect((await api("GET", "/list?search=spring")).json.data.map((t: { name: string }) => t.name)).toEqual(["Spring cut"]);
    expect((await api("GET", "/list-all")).json.data.map((t: { name: string }) => t.name)).toEqual(expect.arrayContaining(["Spring cut", "Summer bulk"]));
    expect((await api("PATCH", "/rename", { id: a.json.data.id, name: "Spring lean" })).json.message).toBe(TRACKING_MSG.renamed);
    const copy = await api("POST", "/duplicate", { id: a.json.data.id });
    expect(copy.json.data.name).toBe("Spring lean (copy)");
    expect((await api("DELETE", "/delete", { ids: [b.json.data.id, copy.json.data.id] })).json.message).toBe(TRACKING_MSG.deleted);
    expect((await api("GET", "/list-all")).json.data.map((t: { id: number }) => t.id)).not.toContain(b.json.data.id);
  });

  it("422 on the field for an empty name; another location's tracking is a 404 and stays", async () => {
    const r = await api("POST", "/create", { name: "  " });
    expect(r.status).toBe(422);
    expect(r.json.errors.name).toEqual(["The name field is required."]);
    const mine = await api("POST", "/create", { name: "Mine" });
    expect((await api("PATCH", "/rename", { id: mine.json.data.id, name: "Theirs" }, tokens.other)).status).toBe(404);
    expect((await api("DELETE", "/delete", { ids: [mine.json.data.id] }, tokens.other)).status).toBe(404);
    expect((await api("POST", "/duplicate", { id: mine.json.data.id }, tokens.other)).status).toBe(404);
  });

  it("updates settings: period, reminders and the public page (colours checked)", async () => {
    const { id } = await weeklyTracking();
    const r = await api("PATCH", `/${id}/update`, { period_days: 14, has_reminder: true, reminder_time: "07:30", reminder_days: [5, 1], public_settings: { headline: "Check in!", element_color: "#112233" } });
    expect(r.json.data).toMatchObject({ period_days: 14, has_reminder: true, reminder_time: "07:30", reminder_days: [1, 5] });
    const bad = await api("PATCH", `/${id}/update`, { reminder_time: "25:00", public_settings: { element_color: "red" } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["public_settings.element_color", "reminder_time"]);
  });
});

describe("questions and categories", () => {
  it("stores a whole document and serves it back in order", async () => {
    const t = await weeklyTracking();
    expect(t.sections).toHaveLength(1);
    expect(t.sections[0].questions.map((q: { type: string }) => q.type)).toEqual(["scale", "choice", "photo"]);
    expect(t.categories.map((c: { name: string; direction: string }) => [c.name, c.direction])).toEqual([["Weight", "down"], ["Bicep", "up"]]);
  });

  it("adds, edits, sorts and deletes sections and questions", async () => {
    const t = await weeklyTracking();
    const s2 = (await api("POST", `/${t.id}/save-question-section`, { name: "Nutrition" })).json.data;
    const q = await api("POST", `/${t.id}/save-custom-question`, { section_id: s2.id, type: "number", label: "Protein", unit: "g" });
    expect(q.json.data).toMatchObject({ type: "number", unit: "g", required: false });
    const q2 = (await api("POST", `/${t.id}/save-custom-question`, { section_id: s2.id, type: "yes_no", label: "Hit your steps?" })).json.data;
    expect((await api("POST", `/${t.id}/save-custom-question`, { id: q.json.data.id, section_id: s2.id, type: "number", label: "Protein (daily)", unit: "g" })).json.data.label).toBe("Protein (daily)");
    expect((await api("PATCH", "/short-custom-question", { section_id: s2.id, ids: [q2.id, q.json.data.id] })).status).toBe(200);
    expect((await api("PATCH", "/sort-question-section", { tracking_id: t.id, ids: [s2.id, t.sections[0].id] })).status).toBe(200);
    const now = (await api("GET", `/${t.id}/question-sections`)).json.data;
    expect(now.map((s: { name: string }) => s.name)).toEqual(["Nutrition", "Your week"]);
    expect(now[0].questions.map((x: { label: string }) => x.label)).toEqual(["Hit your steps?", "Protein (daily)"]);
    expect((await api("DELETE", `/${t.id}/delete-question`, { id: q2.id })).json.message).toBe(TRACKING_MSG.questionDeleted);
    expect((await api("DELETE", `/${t.id}/delete-question-section`, { id: s2.id })).json.message).toBe(TRACKING_MSG.sectionDeleted);
    expect((await api("GET", `/${t.id}/question-sections`)).json.data).toHaveLength(1);
  });

  it("refuses bad questions and sorts that are not exactly the parent's", async () => {
    const t = await weeklyTracking();
    const sec = t.sections[0].id;
    const choice = await api("POST", `/${t.id}/save-custom-question`, { section_id: sec, type: "choice", label: "Pick", options: ["one"] });
    expect(choice.json.errors.options).toEqual(["A choice question needs at least two options."]);
    expect((await api("POST", `/${t.id}/save-custom-question`, { section_id: sec, type: "video", label: "x" })).json.errors.type).toBeDefined();
    const other = await weeklyTracking();
    expect((await api("POST", `/${t.id}/save-custom-question`, { section_id: other.sections[0].id, type: "text", label: "x" })).json.errors.section_id).toBeDefined();
    const qs = t.sections[0].questions.map((q: { id: number }) => q.id);
    expect((await api("PATCH", "/short-custom-question", { section_id: sec, ids: qs.slice(1) })).status).toBe(422);
    expect((await api("PATCH", "/short-custom-question", { section_id: sec, ids: [...qs, other.sections[0].questions[0].id] })).status).toBe(404);
  });

  it("offers the default categories, adds one once, edits and deletes categories", async () => {
    const defaults = (await api("GET", "/default-categories")).json.data;
    expect(defaults.map((c: { key: string }) => c.key)).toEqual(["weight", "body_fat", "waist", "hips", "chest", "arm", "thigh", "progress_photos"]);
    const t = await weeklyTracking();
    expect((await api("POST", `/${t.id}/create-category-progress`, { default_key: "weight" })).json.errors.default_key).toEqual(["Weight is already tracked."]);
    const waist = await api("POST", `/${t.id}/create-category-progress`, { default_key: "waist" });
    expect(waist.json.data).toMatchObject({ name: "Waist", unit: "cm", direction: "down", kind: "number" });
    expect((await api("POST", `/${t.id}/create-category-progress`, { name: "", unit: "cm", direction: "sideways" })).status).toBe(422);
    const edited = await api("POST", `/${t.id}/update-category-progress`, { id: waist.json.data.id, unit: "in" });
    expect(edited.json.data.unit).toBe("in");
    expect((await api("DELETE", `/custom/${waist.json.data.id}/delete`)).json.message).toBe(TRACKING_MSG.categoryDeleted);
    expect((await api("DELETE", `/custom/${waist.json.data.id}/delete`)).status).toBe(404);
  });
});

describe("contacts, check-ins, goals and the leaderboard", () => {
  it("enrols contacts, hands out a signed link, takes check-ins with photos and ranks them", async () => {
    const t = await weeklyTracking();
    const [weight, bicep] = t.categories;
    const [energy, training, photo] = t.sections[0].questions;
    expect((await api("POST", "/add-contact", { tracking_id: t.id, contact_ids: people.slice(0, 2) })).json.message).toBe(TRACKING_MSG.started);
    const active = (await api("GET", `/${t.id}/contacts`)).json;
    expect(active.total).toBe(2);

    const rel = (await api("GET", `/${t.id}/contact/${people[0]}/relation`)).json.data;
    expect(rel).toMatchObject({ status: "active", period: 0 });
    const open = (await openCheckIn(db(), tokenOf(rel.link)))!;
    expect(open).toMatchObject({ contactId: people[0], submitted: false, period: 0 });
    expect(open.settings.headline).toBe("Time To Submit Your Progress");

    // Goals: a target equal to its start is refused on that goal's field.
    const bad = await api("POST", `/${t.id}/contact/${people[0]}/update-goals`, { goals: [{ category_id: weight.id, start: 80, target: 80 }] });
    expect(bad.json.errors["goals.0.target"]).toEqual([TRACKING_MSG.goalEqualsStart]);
    await api("POST", `/${t.id}/contact/${people[0]}/update-goals`, { goals: [{ category_id: weight.id, start: 80, target: 70, target_date: dayOf(90) }, { category_id: bicep.id, start: 30, target: 35 }] });
    await api("POST", `/${t.id}/contact/${people[1]}/goals`, { goals: [{ category_id: weight.id, start: 90, target: 80 }] });
    expect((await api("GET", `/${t.id}/contact/${people[0]}/goals`)).json.data).toHaveLength(2);

    // Bad answers come back per input; nothing is stored.
    const refused = await submitCheckIn(db(), open, input({ [`q_${energy.id}`]: "11", [`q_${training.id}`]: "7", [`c_${weight.id}`]: "heavy" }, { [`q_${photo.id}`]: { name: "notes.txt", bytes: new TextEncoder().encode("hello") } }));
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(Object.keys(refused.errors).sort()).toEqual([`c_${weight.id}`, `q_${energy.id}`, `q_${photo.id}`, `q_${training.id}`].sort());

    const first = await submitCheckIn(db(), open, input({ [`q_${energy.id}`]: "7", [`q_${training.id}`]: "3-4", [`c_${weight.id}`]: "78", [`c_${bicep.id}`]: "31" }, { [`q_${photo.id}`]: { name: "front.png", bytes: await png() } }));
    expect(first.ok).toBe(true);
    // Resubmitting in the same week replaces it; the first stays as history.
    const again = await submitCheckIn(db(), (await openCheckIn(db(), tokenOf(rel.link)))!, input({ [`q_${energy.id}`]: "8", [`c_${weight.id}`]: "75", [`c_${bicep.id}`]: "35" }, { [`q_${photo.id}`]: { name: "front.png", bytes: await png() } }));
    expect(again.ok).toBe(true);
    const history = (await api("GET", `/${t.id}/contact-progress-tracking?contact_id=${people[0]}`)).json.data;
    expect(history.map((k: { replaced: boolean }) => k.replaced)).toEqual([false, true]);
    expect(history[0].answers.find((a: { category_id: number }) => a.category_id === weight.id).number).toBe(75);
    const proofs = (await api("GET", `/${t.id}/contact-progress-proof?contact_id=${people[0]}`)).json.data;
    expect(proofs).toHaveLength(1);
    expect(proofs[0]).toMatchObject({ label: "Front photo", period: 0 });
    expect(proofs[0].photo_url).toMatch(/^\/api\/files\//);

    const other = await openCheckIn(db(), tokenOf((await api("GET", `/${t.id}/contact/${people[1]}/relation`)).json.data.link));
    await submitCheckIn(db(), other!, input({ [`q_${energy.id}`]: "5", [`c_${weight.id}`]: "88" }));

    // Without a contact: the tracking's newest current check-ins of everyone.
    expect((await api("GET", `/${t.id}/contact-progress-tracking`)).json.data.map((k: { contact_id: number }) => k.contact_id)).toEqual([people[1], people[0]]);
    expect((await api("GET", `/${t.id}/contact-progress-proof`)).json.data.map((k: { contact_id: number }) => k.contact_id)).toEqual([people[0]]);

    // Weight 80 → 75 of 70 is 50 %, bicep 30 → 35 is 100 %: 75 %. The other: 90 → 88 of 80 is 20 %.
    const board = (await api("GET", `/${t.id}/leaderboard`)).json.data;
    expect(board.map((r: { contact_id: number; score: number; rank: number }) => [r.contact_id, r.score, r.rank])).toEqual([[people[0], 75, 1], [people[1], 20, 2]]);
    const current = (await api("GET", `/${t.id}/current-progress`)).json.data;
    expect(current.find((c: { contact_id: number }) => c.contact_id === people[0])).toMatchObject({ submitted: true, score: 75, streak: 1, latest: { [weight.id]: 75, [bicep.id]: 35 } });

    // A week later the period moves on: the streak holds until that week is missed too.
    setClock(at(7));
    expect((await openCheckIn(db(), tokenOf(rel.link)))!).toMatchObject({ period: 1, submitted: false });
    expect((await api("GET", `/${t.id}/refresh`)).json.message).toBe(TRACKING_MSG.refreshed);
    expect((await api("GET", `/${t.id}/leaderboard`)).json.data[0].streak).toBe(1);
    setClock(at(14));
    await api("GET", `/${t.id}/refresh`);
    expect((await api("GET", `/${t.id}/leaderboard`)).json.data[0].streak).toBe(0);
    setClock(at(0));
  });

  it("a forged link, another contact's, and a removed enrolment's link open nothing", async () => {
    const t = await weeklyTracking();
    await api("POST", "/add-contact", { tracking_id: t.id, contact_ids: [people[2]] });
    const rel = (await api("GET", `/${t.id}/contact/${people[2]}/relation`)).json.data;
    const token = tokenOf(rel.link);
    expect(await openCheckIn(db(), token)).not.toBeNull();
    expect(await openCheckIn(db(), `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`)).toBeNull();
    expect(await openCheckIn(db(), checkInToken({ enrolmentId: rel.id, trackingId: t.id, contactId: people[0], version: 1 }))).toBeNull();
    expect(await openCheckIn(db(), "../../etc")).toBeNull();
    expect((await api("POST", "/remove-contact", { tracking_id: t.id, contact_ids: [people[2]] })).json.message).toBe(TRACKING_MSG.stopped);
    expect(await openCheckIn(db(), token)).toBeNull();
    expect((await api("GET", `/${t.id}/contacts?status=deleted`)).json.data.map((e: { contact_id: number }) => e.contact_id)).toEqual([people[2]]);
    // Enrolled again: a new link; the old one stays dead.
    await api("POST", "/add-contact", { tracking_id: t.id, contact_ids: [people[2]] });
    const fresh = (await api("GET", `/${t.id}/contact/${people[2]}/relation`)).json.data.link;
    expect(fresh).not.toBe(rel.link);
    expect(await openCheckIn(db(), token)).toBeNull();
    expect(await openCheckIn(db(), tokenOf(fresh))).not.toBeNull();
  });

  it("changes the relation's start date; refuses other locations' contacts; deleting a tracking removes its photos", async () => {
    const t = await weeklyTracking();
    await api("POST", "/add-contact", { tracking_id: t.id, contact_ids: [people[0]], start_date: dayOf(-9) });
    expect((await api("GET", `/${t.id}/contact/${people[0]}/relation`)).json.data).toMatchObject({ start_date: dayOf(-9), period: 1, period_start: dayOf(-2), period_end: dayOf(4) });
    const moved = await api("POST", `/${t.id}/contact/${people[0]}/relation`, { start_date: dayOf(0), reminder_enabled: false });
    expect(moved.json.data).toMatchObject({ start_date: dayOf(0), period: 0, reminder_enabled: false });
    expect((await api("POST", `/${t.id}/contact/${people[0]}/relation`, { start_date: "2026-02-30" })).status).toBe(422);
    const [foreign] = await db().select({ id: contacts.id }).from(contacts).where(eq(contacts.locationId, ids.otherLoc)).limit(1);
    expect((await api("POST", "/add-contact", { tracking_id: t.id, contact_ids: [foreign.id] })).status).toBe(404);

    const rel = (await api("GET", `/${t.id}/contact/${people[0]}/relation`)).json.data;
    const open = (await openCheckIn(db(), tokenOf(rel.link)))!;
    const photo = t.sections[0].questions[2];
    const done = await submitCheckIn(db(), open, input({ [`q_${t.sections[0].questions[0].id}`]: "6" }, { [`q_${photo.id}`]: { name: "me.png", bytes: await png() } }));
    expect(done.ok).toBe(true);
    const [k] = await db().select({ id: progressTrackingCheckIns.id }).from(progressTrackingCheckIns).where(and(eq(progressTrackingCheckIns.trackingId, t.id)));
    expect(k).toBeDefined();
    const before = (await db().select({ id: files.id }).from(files).where(eq(files.locationId, ids.downtown))).length;
    await api("DELETE", "/delete", { ids: [t.id] });
    const after = (await db().select({ id: files.id }).from(files).where(eq(files.locationId, ids.downtown))).length;
    expect(before - after).toBe(1);
  });
});
