import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contacts } from "../../db/schema";
import { openCheckIn, submitCheckIn } from "../../lib/progress-tracking/check-in";
import { call, loginAs } from "../helpers/api";
import { nextWallTime, setClock } from "../helpers/clock";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";

// The view-response page's trends and the contact profile's list of trackings (issue 28).
const { db } = setupTestDb();
const tokens = { owner: "", other: "" };
let people: number[] = [];
let base: Date;
const DAY = 86_400_000;

beforeAll(async () => {
  base = setClock(nextWallTime("UTC", 12));
  const ids = await demoIds(db());
  tokens.owner = (await loginAs("owner@demo.test")).access_token;
  tokens.other = (await loginAs("other@demo.test")).access_token;
  people = (await db().select({ id: contacts.id }).from(contacts).where(eq(contacts.locationId, ids.downtown)).orderBy(contacts.id).limit(2)).map((c) => c.id);
});

const api = (method: string, path: string, body?: unknown, token = tokens.owner) => call(method, `/progress-tracking${path}`, { token, body });
const fields = (f: Record<string, string>) => ({ fields: new Map(Object.entries(f)), uploads: new Map() });

describe("trends per category", () => {
  it("answers each category's points with the moving average, the weekly rate and the projected day", async () => {
    const made = await api("POST", "/store", { name: "Cut", categories: [{ default_key: "weight" }, { default_key: "waist" }, { default_key: "progress_photos" }] });
    const id = made.json.data.id as number;
    const [weight, waist] = (await api("GET", `/${id}/question-sections`)).json.categories;
    await api("POST", "/add-contact", { tracking_id: id, contact_ids: [people[0]] });
    await api("POST", `/${id}/contact/${people[0]}/update-goals`, { goals: [{ category_id: weight.id, start: 80, target: 76, target_date: null }] });
    const link = (await api("GET", `/${id}/contact/${people[0]}/relation`)).json.data.link as string;
    for (const [week, kg] of [[0, 80], [1, 79.5], [2, 79]] as const) {
      setClock(new Date(base.getTime() + week * 7 * DAY));
      const open = (await openCheckIn(db(), link.split("/check-in/")[1]))!;
      expect((await submitCheckIn(db(), open, fields({ [`c_${weight.id}`]: String(kg) }))).ok).toBe(true);
    }
    const res = await api("GET", `/${id}/contact/${people[0]}/trends`);
    expect(res.status).toBe(200);
    // Number categories only (progress photos has no figure), in the tracking's order.
    expect(res.json.data.map((t: { category_id: number }) => t.category_id)).toEqual([weight.id, waist.id]);
    const [w, cm] = res.json.data;
    expect(w.points.map((p: { value: number; average: number }) => [p.value, p.average])).toEqual([[80, 80], [79.5, 79.75], [79, 79.5]]);
    expect(w).toMatchObject({ average: 79.5, rate_per_week: -0.5, status: "on_track", goal: { start: 80, target: 76, target_date: null } });
    // 3 kg left at 0.5 kg a week: 6 weeks after the last check-in's week began (the start date + 2 weeks).
    const start = (await api("GET", `/${id}/contact/${people[0]}/relation`)).json.data.start_date as string;
    expect(w.points.map((p: { at: string }) => p.at.slice(0, 10))).toEqual([0, 7, 14].map((d) => new Date(Date.parse(`${start}T00:00:00Z`) + d * DAY).toISOString().slice(0, 10)));
    expect(w.projected_date).toBe(new Date(Date.parse(`${start}T00:00:00Z`) + (14 + 42) * DAY).toISOString().slice(0, 10));
    expect(w.summary).toMatch(/^−0\.5 kg\/week, on track for \d{1,2} [A-Z][a-z]{2}( \d{4})?$/);
    expect(cm).toMatchObject({ points: [], status: "too_few", summary: "Not enough check-ins for a trend yet" });
    // The roster shows the same trend per category for each contact.
    const row = (await api("GET", `/${id}/roster`)).json.data.find((r: { contact_id: number }) => r.contact_id === people[0]);
    expect(row.trends).toEqual([
      { category_id: weight.id, name: "Weight", unit: "kg", average: 79.5, rate_per_week: -0.5, projected_date: w.projected_date, status: "on_track", summary: w.summary },
      { category_id: waist.id, name: waist.name, unit: waist.unit, average: null, rate_per_week: null, projected_date: null, status: "too_few", summary: "Not enough check-ins for a trend yet" },
    ]);
    setClock(base);

    // Not enrolled, or another location's: 404.
    expect((await api("GET", `/${id}/contact/${people[1]}/trends`)).status).toBe(404);
    expect((await api("GET", `/${id}/contact/${people[0]}/trends`, undefined, tokens.other)).status).toBe(404);
  });
});

describe("the contact's trackings", () => {
  it("lists every tracking the contact is on, active first, with score and streak; stopped ones stay", async () => {
    const a = (await api("POST", "/create", { name: "Bulk" })).json.data.id as number;
    const b = (await api("POST", "/create", { name: "Mobility" })).json.data.id as number;
    await api("POST", "/add-contact", { tracking_id: a, contact_ids: [people[1]] });
    await api("POST", "/add-contact", { tracking_id: b, contact_ids: [people[1]] });
    await api("POST", "/remove-contact", { tracking_id: b, contact_ids: [people[1]] });
    const res = await api("GET", `/contact/${people[1]}/trackings`);
    expect(res.status).toBe(200);
    expect(res.json.data.map((r: { tracking_id: number; status: string }) => [r.tracking_id, r.status])).toEqual([[a, "active"], [b, "deleted"]]);
    expect(res.json.data[0]).toMatchObject({ name: "Bulk", score: null, streak: 0, last_check_in_at: null });
    expect((await api("GET", `/contact/${people[1]}/trackings`, undefined, tokens.other)).status).toBe(404);
    expect((await api("GET", "/contact/2147483647/trackings")).status).toBe(404);
  });
});
