import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contacts, emailMessages, locations, progressTrackingCheckIns, progressTrackingContacts } from "../../db/schema";
import { openCheckIn, submitCheckIn } from "../../lib/progress-tracking/check-in";
import { todayIn } from "../../lib/progress-tracking/periods";
import { call, loginAs } from "../helpers/api";
import { nextWallTime, setClock } from "../helpers/clock";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";

/** The check-in roster and its "Nudge the late ones" (lib/progress-tracking/roster.ts). */
const { db } = setupTestDb();
let ids: Awaited<ReturnType<typeof demoIds>>;
const tokens = { owner: "", other: "" };
let zone = "UTC";
let base: Date;
const DAY = 86_400_000;
const dayOf = (days: number) => todayIn(zone, new Date(base.getTime() + days * DAY));
const api = (method: string, path: string, body?: unknown, token = tokens.owner) => call(method, `/progress-tracking${path}`, { token, body });

beforeAll(async () => {
  base = setClock(nextWallTime("UTC", 12));
  ids = await demoIds(db());
  zone = (await db().select({ tz: locations.timezone }).from(locations).where(eq(locations.id, ids.downtown)))[0].tz;
  tokens.owner = (await loginAs("owner@demo.test")).access_token;
  tokens.other = (await loginAs("other@demo.test")).access_token;
});

async function person(name: string) {
  const [c] = await db().insert(contacts).values({ locationId: ids.downtown, firstName: name, lastName: "Roster", email: `${name.toLowerCase()}.roster@example.test`, status: "Client", tab: "clients" }).returning({ id: contacts.id });
  return c.id;
}

describe("the check-in roster", () => {
  it("shows who submitted, who is due and who missed (weeks running); the nudge mails the missed once per period", async () => {
    const t = (await api("POST", "/store", { name: "Roster week", sections: [{ name: "Week", questions: [{ type: "text", label: "How was it?" }] }], categories: [] })).json.data.id as number;
    const [ann, ben, cat] = [await person("Ann"), await person("Ben"), await person("Cat")];
    // Ann and Ben started three weeks ago (period 3 now); Cat today (period 0).
    expect((await api("POST", "/add-contact", { tracking_id: t, contact_ids: [ann, ben], start_date: dayOf(-21) })).status).toBe(200);
    expect((await api("POST", "/add-contact", { tracking_id: t, contact_ids: [cat] })).status).toBe(200);
    // Ann checks in this week: submitted.
    const rel = (await api("GET", `/${t}/contact/${ann}/relation`)).json.data;
    const open = await openCheckIn(db(), rel.link.split("/check-in/")[1]);
    const q = (await api("GET", `/${t}/question-sections`)).json.data[0].questions[0].id as number;
    expect((await submitCheckIn(db(), open!, { fields: new Map([[`q_${q}`, "Good"]]), uploads: new Map() })).ok).toBe(true);

    const roster = (await api("GET", `/${t}/roster`)).json;
    const row = (id: number) => roster.data.find((r: { contact_id: number }) => r.contact_id === id);
    expect(roster.summary).toEqual({ submitted: 1, due: 1, missed: 1 });
    expect(row(ann)).toMatchObject({ status: "submitted", period: 3, missed_periods: 3 });
    expect(row(ben)).toMatchObject({ status: "missed", missed_periods: 3, period_start: dayOf(0), nudged: false });
    expect(row(cat)).toMatchObject({ status: "due", period: 0, missed_periods: 0 });

    const sentTo = async () => db().select({ contactId: emailMessages.contactId }).from(emailMessages).where(and(inArray(emailMessages.contactId, [ann, ben, cat]), eq(emailMessages.source, "reminder")));
    // A double click: two calls at once, one email.
    const [a, b] = await Promise.all([api("POST", `/${t}/nudge-late`), api("POST", `/${t}/nudge-late`)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.json.sent + b.json.sent).toBe(1);
    expect(await sentTo()).toEqual([{ contactId: ben }]);
    const again = await api("POST", `/${t}/nudge-late`);
    expect(again.json).toMatchObject({ sent: 0, message: "Nobody left to nudge: the late ones have had their reminder this period." });
    expect(await sentTo()).toHaveLength(1);
    expect((await api("GET", `/${t}/roster`)).json.data.find((r: { contact_id: number }) => r.contact_id === ben)).toMatchObject({ nudged: true });
  });

  it("the check-in period is editable (whole days, 1 to 31): stored check-ins move to the periods of the new length, the newest of a shared period current", async () => {
    const t = (await api("POST", "/store", { name: "Roster period", sections: [{ name: "Week", questions: [{ type: "text", label: "How was it?" }] }], categories: [] })).json.data.id as number;
    const dan = await person("Dan");
    expect((await api("POST", "/add-contact", { tracking_id: t, contact_ids: [dan], start_date: dayOf(-21) })).status).toBe(200);
    const [e] = await db().select({ id: progressTrackingContacts.id }).from(progressTrackingContacts).where(and(eq(progressTrackingContacts.trackingId, t), eq(progressTrackingContacts.contactId, dan)));
    // Weekly check-ins submitted 20, 13 and 6 days ago and today (periods 0 to 3), at noon in the location's zone.
    const at = (days: number) => new Date(base.getTime() + days * DAY);
    const made = await db()
      .insert(progressTrackingCheckIns)
      .values([-20, -13, -6, 0].map((d, i) => ({ locationId: ids.downtown, trackingId: t, enrolmentId: e.id, contactId: dan, period: i, createdAt: at(d) })))
      .returning({ id: progressTrackingCheckIns.id });
    const periods = async () => {
      const rows = (await api("GET", `/${t}/contact-progress-tracking?contact_id=${dan}`)).json.data as { id: number; period: number; replaced: boolean }[];
      return made.map((m) => rows.find((r) => r.id === m.id)).map((r) => [r!.period, r!.replaced]);
    };
    expect(await periods()).toEqual([[0, false], [1, false], [2, false], [3, false]]);

    for (const bad of [0, 32, 1.5, "14"]) {
      const r = await api("PATCH", `/${t}/update`, { period_days: bad });
      expect(r.status, String(bad)).toBe(422);
      expect(r.json.errors.period_days).toBeDefined();
    }
    expect((await api("PATCH", `/${t}/update`, { period_days: 1.5 })).json.errors.period_days).toEqual(["The period days must be a whole number of days."]);
    expect((await api("PATCH", `/${t}/update`, { period_days: 14 }, tokens.other)).status).toBe(404);
    expect(await periods()).toEqual([[0, false], [1, false], [2, false], [3, false]]);

    // Fortnightly: 20 and 13 days ago share period 0, 6 days ago and today period 1; the newest of each stays current.
    const r = await api("PATCH", `/${t}/update`, { period_days: 14 });
    expect(r.status).toBe(200);
    expect(r.json.data.period_days).toBe(14);
    expect(await periods()).toEqual([[0, true], [0, false], [1, true], [1, false]]);
    const roster = (await api("GET", `/${t}/roster`)).json;
    expect(roster.period_days).toBe(14);
    expect(roster.data.find((x: { contact_id: number }) => x.contact_id === dan)).toMatchObject({ status: "submitted", period: 1, period_start: dayOf(-7), period_end: dayOf(6) });

    // Back to weekly: each in its own week again; the ones replaced stay replaced.
    expect((await api("PATCH", `/${t}/update`, { period_days: 7 })).status).toBe(200);
    expect(await periods()).toEqual([[0, true], [1, false], [2, true], [3, false]]);
    expect((await api("GET", `/${t}/roster`)).json.data.find((x: { contact_id: number }) => x.contact_id === dan)).toMatchObject({ status: "submitted", period: 3 });
  });

  it("answers 404 for another location's tracking and sends nothing", async () => {
    const t = (await api("POST", "/create", { name: "Mine" })).json.data.id as number;
    expect((await api("GET", `/${t}/roster`, undefined, tokens.other)).status).toBe(404);
    expect((await api("POST", `/${t}/nudge-late`, undefined, tokens.other)).status).toBe(404);
    expect((await api("GET", "/99999999/roster")).status).toBe(404);
  });
});
