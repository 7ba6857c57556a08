import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { contacts, emailMessages, habitTrackingContacts, locations } from "../../db/schema";
import { HABIT_MSG } from "../../lib/habit-tracking/constants";
import { openHabits, submitHabits, type HabitInput } from "../../lib/habit-tracking/habit-log";
import { habitToken } from "../../lib/habit-tracking/link";
import { REMINDER_MSG } from "../../lib/reminders/message";
import { sendDueReminders } from "../../lib/reminders/send";
import { zonedInstant } from "../../lib/utils/time-zone";
import { call, loginAs } from "../helpers/api";
import { setClock } from "../helpers/clock";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";

const { db } = setupTestDb();
let ids: Awaited<ReturnType<typeof demoIds>>;
const tokens = { owner: "", other: "" };
const ZONE = "Europe/Berlin";
// Wednesday 2 Dec 2026, 12:00 in Berlin.
const now = zonedInstant(ZONE, 2026, 12, 2, 12, 0);

beforeAll(async () => {
  setClock(now);
  ids = await demoIds(db());
  await db().update(locations).set({ timezone: ZONE }).where(eq(locations.id, ids.downtown));
  tokens.owner = (await loginAs("owner@demo.test")).access_token;
  tokens.other = (await loginAs("other@demo.test")).access_token;
});

const api = (method: string, path: string, body?: unknown, token = tokens.owner) => call(method, `/habit-tracking${path}`, { token, body });
const input = (fields: Record<string, string>, uploads: HabitInput["uploads"] = new Map()): HabitInput => ({ fields: new Map(Object.entries(fields)), uploads });
let n = 0;
async function person() {
  n++;
  const [c] = await db().insert(contacts).values({ locationId: ids.downtown, firstName: `Hab${n}`, lastName: "It", email: `hab${n}@example.test`, status: "Client", tab: "clients" }).returning({ id: contacts.id });
  return c.id;
}

async function dailyHabits() {
  const r = await api("POST", "/store", {
    name: `Daily basics ${++n}`,
    categories: [{ name: "Body", habits: [{ name: "Water", kind: "count", target: 8, unit: "glasses" }, { name: "Stretch", kind: "yes_no" }] }, { name: "Mind", habits: [{ name: "Read", frequency: "weekly", times_per_week: 3 }] }],
  });
  expect(r.status, JSON.stringify(r.json)).toBe(201);
  const cats = (await api("GET", `/${r.json.data.id}/habit-categories`)).json.data;
  return { id: r.json.data.id as number, cats, water: cats[0].habits[0].id as number, stretch: cats[0].habits[1].id as number, read: cats[1].habits[0].id as number };
}

async function linkOf(trackingId: number, contactId: number) {
  const list = (await api("GET", `/${trackingId}/contacts`)).json.data as { contact_id: number; link: string }[];
  return list.find((e) => e.contact_id === contactId)!.link.split("/habits/")[1];
}

describe("habit trackings on the dashboard", () => {
  it("creates, stores, lists, renames, duplicates and deletes with the spec's toasts", async () => {
    const a = await api("POST", "/create", { name: "Sleep well" });
    expect(a.status).toBe(201);
    expect(a.json).toMatchObject({ message: HABIT_MSG.created, data: { name: "Sleep well", contacts: 0, habits: 0 } });
    const t = await dailyHabits();
    const list = (await api("GET", "/list")).json;
    expect(list.per_page).toBe(6);
    expect(list.data[0]).toMatchObject({ id: t.id, habits: 3 });
    expect((await api("GET", "/list-all")).json.data.map((x: { id: number }) => x.id)).toContain(a.json.data.id);
    expect((await api("PATCH", "/rename", { id: a.json.data.id, name: "Sleep better" })).json.message).toBe(HABIT_MSG.renamed);
    const copy = await api("POST", "/duplicate", { id: t.id });
    expect(copy.json.data).toMatchObject({ name: expect.stringContaining("(copy)"), habits: 3 });
    expect((await api("DELETE", "/delete", { ids: [copy.json.data.id, a.json.data.id] })).json.message).toBe(HABIT_MSG.deleted);
    const upd = await api("PATCH", `/${t.id}/update`, { public_settings: { headline: "Daily wins", overlay_opacity: 30 } });
    expect(upd.json.message).toBe(HABIT_MSG.updated);
  });

  it("categories and habits: save (errors by index), create, update, sort and delete", async () => {
    const t = await dailyHabits();
    const bad = await api("POST", `/${t.id}/save-category`, { categories: [{ id: t.cats[0].id, name: "Body+" }, { name: " " }] });
    expect(bad.status).toBe(422);
    expect(bad.json.errors["categories.1.name"]).toEqual(["The name field is required."]);
    const saved = await api("POST", `/${t.id}/save-category`, { categories: [{ id: t.cats[0].id, name: "Body+" }, { name: "Sleep" }] });
    expect(saved.json.data.map((c: { name: string }) => c.name)).toEqual(["Body+", "Mind", "Sleep"]);
    const sleep = saved.json.data[2].id;
    const zero = await api("POST", `/${t.id}/create-habit`, { category_id: sleep, name: "Hours", kind: "count", target: 0 });
    expect(zero.status).toBe(422);
    expect(zero.json.errors.target).toEqual([HABIT_MSG.targetPositive]);
    const noDays = await api("POST", `/${t.id}/create-habit`, { category_id: sleep, name: "Bed by 11", frequency: "weekdays" });
    expect(noDays.json.errors.weekdays).toEqual([HABIT_MSG.weekdaysRequired]);
    const h = await api("POST", `/${t.id}/create-habit`, { category_id: sleep, name: "Bed by 11", frequency: "weekdays", weekdays: [5, 1, 1] });
    expect(h.status).toBe(201);
    expect(h.json.data).toMatchObject({ weekdays: [1, 5], kind: "yes_no" });
    const upd = await api("PATCH", `/${t.id}/update-habits`, { habits: [{ id: t.water, name: "Water", kind: "count", target: 10, unit: "glasses" }, { id: 999999, name: "x" }] });
    expect(upd.status).toBe(422);
    expect(upd.json.errors["habits.1.id"]).toBeDefined();
    const ok = await api("PATCH", `/${t.id}/update-habits`, { habits: [{ id: t.water, name: "Water", kind: "count", target: 10, unit: "glasses" }] });
    expect(ok.json.data[0].habits[0]).toMatchObject({ target: 10 });
    expect((await api("PATCH", "/sort-category", { tracking_id: t.id, ids: [sleep, t.cats[0].id] })).status).toBe(422);
    expect((await api("PATCH", "/sort-category", { tracking_id: t.id, ids: [sleep, t.cats[1].id, t.cats[0].id] })).json.message).toBe(HABIT_MSG.sorted);
    expect((await api("PATCH", "/sort-category-habits", { category_id: t.cats[0].id, ids: [t.stretch, t.water] })).json.message).toBe(HABIT_MSG.sorted);
    const after = (await api("GET", `/${t.id}/habit-categories`)).json.data;
    expect(after.map((c: { name: string }) => c.name)).toEqual(["Sleep", "Mind", "Body+"]);
    expect(after[2].habits.map((x: { id: number }) => x.id)).toEqual([t.stretch, t.water]);
    expect((await api("DELETE", `/${t.id}/delete-habit`, { id: h.json.data.id })).json.message).toBe(HABIT_MSG.habitDeleted);
    expect((await api("DELETE", `/category/${sleep}/delete`)).json.message).toBe(HABIT_MSG.categoryDeleted);
  });

  it("another location's ids are 404 and change nothing", async () => {
    const t = await dailyHabits();
    expect((await api("PATCH", "/rename", { id: t.id, name: "Theirs" }, tokens.other)).status).toBe(404);
    expect((await api("POST", `/${t.id}/create-habit`, { category_id: t.cats[0].id, name: "x" }, tokens.other)).status).toBe(404);
    expect((await api("DELETE", `/category/${t.cats[0].id}/delete`, undefined, tokens.other)).status).toBe(404);
    expect((await api("GET", `/${t.water}/refresh-habit-scores`, undefined, tokens.other)).status).toBe(404);
    expect((await api("GET", `/${t.id}/habit-categories`)).json.data).toHaveLength(2);
  });
});

describe("contacts, logs, scores and the public page", () => {
  it("a contact logs three days on the page → a 3-day streak, scores and the leaderboard", async () => {
    const t = await dailyHabits();
    const c = await person();
    const r = await api("POST", "/add-contact", { tracking_id: t.id, contact_ids: [c], start_date: "2026-11-30" });
    expect(r.json.message).toBe(HABIT_MSG.started);
    const token = await linkOf(t.id, c);
    for (const day of ["2026-11-30", "2026-12-01", "2026-12-02"]) {
      const open = (await openHabits(db(), token, day))!;
      expect(open.day).toBe(day);
      const res = await submitHabits(db(), open, input({ [`h_${t.water}`]: "8", [`h_${t.stretch}`]: "1", [`h_${t.read}`]: "1" }));
      expect(res.ok).toBe(true);
    }
    const board = (await api("GET", `/${t.id}/leaderboard`)).json.data;
    expect(board.find((x: { contact_id: number }) => x.contact_id === c)).toMatchObject({ rank: 1, streak: 3, score: 100 });
    const current = (await api("GET", `/${t.id}/current-progress`)).json.data.find((x: { contact_id: number }) => x.contact_id === c);
    expect(current).toMatchObject({ today: "2026-12-02", streak: 3 });
    expect(current.habits.find((h: { habit_id: number }) => h.habit_id === t.water)).toMatchObject({ today: 8, done: true, score: 100 });
    const logs = (await api("GET", `/${t.id}/contact-habit-tracking?contact_id=${c}`)).json.data;
    expect(logs).toHaveLength(9);
    // A bad number is 422 on its input; half the water on a day counts half.
    const open = (await openHabits(db(), token, "2026-12-01"))!;
    expect(await submitHabits(db(), open, input({ [`h_${t.water}`]: "lots" }))).toEqual({ ok: false, errors: { [`h_${t.water}`]: ["Enter a number of 0 or more."] } });
    expect((await submitHabits(db(), open, input({ [`h_${t.water}`]: "4", [`h_${t.stretch}`]: "1" }))).ok).toBe(true);
    const e = (await db().select().from(habitTrackingContacts).where(and(eq(habitTrackingContacts.trackingId, t.id), eq(habitTrackingContacts.contactId, c))))[0];
    expect(e.streak).toBe(1);
    expect((await api("GET", `/${t.id}/refresh`)).json.message).toBe(HABIT_MSG.refreshed);
    expect((await api("GET", `/${t.id}/refresh-contact-scores?contact_id=${c}`)).json.status).toBe(1);
    expect((await api("GET", `/${t.water}/refresh-habit-scores`)).json.status).toBe(1);
  });

  it("the enrolment's start date is set on its relation: scores recount from it; bad dates are 422; another tenant's is 404", async () => {
    const t = await dailyHabits();
    const c = await person();
    await api("POST", "/add-contact", { tracking_id: t.id, contact_ids: [c], start_date: "2026-11-30" });
    const token = await linkOf(t.id, c);
    // 30 Nov missed, 1 and 2 Dec all done: the streak is 2, the stretch score 2 of 3 days.
    for (const day of ["2026-12-01", "2026-12-02"]) {
      expect((await submitHabits(db(), (await openHabits(db(), token, day))!, input({ [`h_${t.water}`]: "8", [`h_${t.stretch}`]: "1" }))).ok).toBe(true);
    }
    const stretch = async () => (await api("GET", `/${t.id}/current-progress`)).json.data.find((x: { contact_id: number }) => x.contact_id === c).habits.find((h: { habit_id: number }) => h.habit_id === t.stretch).score;
    expect(await stretch()).toBe(66.7);
    const got = await api("GET", `/${t.id}/contact/${c}/relation`);
    expect(got.status).toBe(200);
    expect(got.json.data).toMatchObject({ contact_id: c, start_date: "2026-11-30", status: "active", streak: 2 });
    // Starting on 1 Dec: the missed day no longer counts.
    const saved = await api("POST", `/${t.id}/contact/${c}/relation`, { start_date: "2026-12-01" });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ status: 1, message: HABIT_MSG.relationSaved, data: { start_date: "2026-12-01" } });
    expect(await stretch()).toBe(100);
    for (const bad of ["2026-02-30", "1 Dec", "2026-13-01"]) {
      const r = await api("POST", `/${t.id}/contact/${c}/relation`, { start_date: bad });
      expect(r.status, bad).toBe(422);
      expect(r.json.errors.start_date).toBeDefined();
    }
    expect((await api("GET", `/${t.id}/contact/${c}/relation`)).json.data.start_date).toBe("2026-12-01");
    expect((await api("POST", `/${t.id}/contact/${c}/relation`, { start_date: "2026-11-01" }, tokens.other)).status).toBe(404);
    expect((await api("GET", `/${t.id}/contact/${await person()}/relation`)).status).toBe(404);
    // The reminder override: off for this contact, then back to the tracking's switch.
    expect((await api("POST", `/${t.id}/contact/${c}/relation`, { reminder_enabled: false })).json.data.reminder_enabled).toBe(false);
    expect((await api("POST", `/${t.id}/contact/${c}/relation`, { reminder_enabled: null })).json.data.reminder_enabled).toBe(null);
  });

  it("a proof photo is stored and listed; a file that is not an image is refused on its input", async () => {
    const t = await dailyHabits();
    const c = await person();
    await api("POST", "/add-contact", { tracking_id: t.id, contact_ids: [c] });
    const open = (await openHabits(db(), await linkOf(t.id, c)))!;
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#00ff00" } }).png().toBuffer();
    const bad = await submitHabits(db(), open, input({ [`h_${t.stretch}`]: "1" }, new Map([[`p_${t.stretch}`, { name: "x.png", bytes: new TextEncoder().encode("not an image") }]])));
    expect(bad.ok).toBe(false);
    expect((await submitHabits(db(), open, input({ [`h_${t.stretch}`]: "1" }, new Map([[`p_${t.stretch}`, { name: "stretch.png", bytes: new Uint8Array(png) }]])))).ok).toBe(true);
    const proofs = (await api("GET", `/${t.id}/contact-habit-proofs?contact_id=${c}`)).json.data;
    expect(proofs).toHaveLength(1);
    expect(proofs[0].proof_url).toBeTruthy();
  });

  it("a forged, another contact's or removed link opens nothing", async () => {
    const t = await dailyHabits();
    const [a, b] = [await person(), await person()];
    await api("POST", "/add-contact", { tracking_id: t.id, contact_ids: [a, b] });
    const token = await linkOf(t.id, a);
    const [e] = await db().select().from(habitTrackingContacts).where(and(eq(habitTrackingContacts.trackingId, t.id), eq(habitTrackingContacts.contactId, a)));
    expect(await openHabits(db(), habitToken({ enrolmentId: e.id, assetId: t.id, contactId: b, version: 1 }))).toBeNull();
    expect(await openHabits(db(), token.slice(0, -2) + "xx")).toBeNull();
    expect((await api("POST", "/remove-contact", { tracking_id: t.id, contact_ids: [a] })).json.message).toBe(HABIT_MSG.stopped);
    expect(await openHabits(db(), token)).toBeNull();
    expect((await api("GET", `/${t.id}/contacts?status=deleted`)).json.data.map((x: { contact_id: number }) => x.contact_id)).toEqual([a]);
  });

  it("reminders go through the shared scheduler with the habit link; resend and restart work", async () => {
    const t = await dailyHabits();
    const c = await person();
    await api("PATCH", `/${t.id}/update`, { has_reminder: true, reminder_time: "19:00", reminder_days: [1, 2, 3, 4, 5, 6, 7] });
    await api("POST", "/add-contact", { tracking_id: t.id, contact_ids: [c] });
    const seven = zonedInstant(ZONE, 2026, 12, 2, 19, 0);
    await sendDueReminders(db(), seven);
    await sendDueReminders(db(), seven);
    const mails = await db().select().from(emailMessages).where(and(eq(emailMessages.contactId, c), eq(emailMessages.source, "reminder")));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Time To Submit Your Habits");
    expect(mails[0].text).toContain("/habits/");
    expect((await api("PATCH", `/${t.id}/resend-reminder`, { contact_id: c })).json.message).toBe(REMINDER_MSG.emailSent);
    expect((await api("POST", "/enable-disable-reminder", { tracking_id: t.id, contact_ids: [c], enabled: false })).json.status).toBe(1);
    expect((await db().select().from(habitTrackingContacts).where(eq(habitTrackingContacts.contactId, c)))[0].nextReminderAt).toBeNull();
    expect((await api("POST", "/restart-reminder", { tracking_id: t.id })).json.status).toBe(1);
    expect((await api("PATCH", `/${t.id}/resend-reminder`, { contact_id: c }, tokens.other)).status).toBe(404);
  });
});

describe("the contact's habit trackings (the profile section)", () => {
  it("lists the contact's enrolments, active first, with streak, score and last log; another location's contact is 404", async () => {
    const a = await dailyHabits();
    const b = await dailyHabits();
    const c = await person();
    expect((await api("GET", `/contact/${c}/trackings`)).json).toEqual({ data: [] });
    await api("POST", "/add-contact", { tracking_id: a.id, contact_ids: [c], start_date: "2026-12-01" });
    await api("POST", "/add-contact", { tracking_id: b.id, contact_ids: [c] });
    await api("POST", "/remove-contact", { tracking_id: b.id, contact_ids: [c] });
    const token = await linkOf(a.id, c);
    for (const day of ["2026-12-01", "2026-12-02"]) {
      const open = (await openHabits(db(), token, day))!;
      expect((await submitHabits(db(), open, input({ [`h_${a.water}`]: "8", [`h_${a.stretch}`]: "1", [`h_${a.read}`]: "1" }))).ok).toBe(true);
    }
    const res = await api("GET", `/contact/${c}/trackings`);
    expect(res.status).toBe(200);
    expect(res.json.data.map((r: { tracking_id: number; status: string }) => [r.tracking_id, r.status])).toEqual([[a.id, "active"], [b.id, "deleted"]]);
    expect(res.json.data[0]).toMatchObject({ name: expect.stringContaining("Daily basics"), start_date: "2026-12-01", streak: 2, score: expect.any(Number), last_log_at: expect.any(String) });
    expect(res.json.data[1]).toMatchObject({ streak: 0, score: null, last_log_at: null });
    // Another location's user asking for this contact, or a contact that does not exist: 404.
    expect((await api("GET", `/contact/${c}/trackings`, undefined, tokens.other)).status).toBe(404);
    expect((await api("GET", "/contact/2147483647/trackings")).status).toBe(404);
  });
});
