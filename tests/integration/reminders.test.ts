import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contacts, emailMessages, locations, progressTrackingContacts, reminderSends, smsMessages } from "../../db/schema";
import { openCheckIn } from "../../lib/progress-tracking/check-in";
import { remindersSendJob } from "../../lib/reminders/job";
import { REMINDER_MSG } from "../../lib/reminders/message";
import { sendDueReminders } from "../../lib/reminders/send";
import { sendJob } from "../../lib/platform/jobs";
import { zonedInstant } from "../../lib/utils/time-zone";
import { call, loginAs } from "../helpers/api";
import { setClock } from "../helpers/clock";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import { setupJobQueue } from "../helpers/jobs";

const { db } = setupTestDb();
const queue = setupJobQueue();
let ids: Awaited<ReturnType<typeof demoIds>>;
const tokens = { owner: "", other: "" };
const ZONE = "America/New_York";
const HOUR = 3_600_000;
// Wednesday 2 Dec 2026, 07:00 in New York (12:00 UTC): the tests' "now".
const now = zonedInstant(ZONE, 2026, 12, 2, 7, 0);
const nineNY = (day: number) => zonedInstant(ZONE, 2026, 12, day, 9, 0);

beforeAll(async () => {
  setClock(now);
  ids = await demoIds(db());
  await db().update(locations).set({ timezone: ZONE }).where(eq(locations.id, ids.downtown));
  tokens.owner = (await loginAs("owner@demo.test")).access_token;
  tokens.other = (await loginAs("other@demo.test")).access_token;
});

const api = (method: string, path: string, body?: unknown, token = tokens.owner) => call(method, `/progress-tracking${path}`, { token, body });

let n = 0;
async function person(fields: { email?: string | null; number?: string | null } = {}) {
  n++;
  const [c] = await db()
    .insert(contacts)
    .values({ locationId: ids.downtown, firstName: `Rem${n}`, lastName: "Inder", email: fields.email === undefined ? `rem${n}@example.test` : fields.email, number: fields.number ?? null, status: "Client", tab: "clients" })
    .returning({ id: contacts.id });
  return c.id;
}

/** A daily 09:00 email-reminder tracking with one enrolled contact. */
async function trackingWith(contactId: number, settings: Record<string, unknown> = {}) {
  const t = await api("POST", "/create", { name: `Reminded ${n}` });
  const id = t.json.data.id as number;
  expect((await api("PATCH", `/${id}/update`, { has_reminder: true, reminder_type: 1, reminder_time: "09:00", reminder_days: [1, 2, 3, 4, 5, 6, 7], ...settings })).status).toBe(200);
  expect((await api("POST", "/add-contact", { tracking_id: id, contact_ids: [contactId] })).status).toBe(200);
  return id;
}

const nextOf = async (trackingId: number, contactId: number) =>
  (await db().select({ at: progressTrackingContacts.nextReminderAt }).from(progressTrackingContacts).where(and(eq(progressTrackingContacts.trackingId, trackingId), eq(progressTrackingContacts.contactId, contactId))))[0].at;
const remindersTo = (contactId: number) => db().select().from(emailMessages).where(and(eq(emailMessages.contactId, contactId), eq(emailMessages.source, "reminder")));

describe("the reminder scheduler with progress tracking", () => {
  it("plans 09:00 in the location's zone, sends once at that time with the contact's link, then plans the next day", async () => {
    const c = await person();
    const t = await trackingWith(c);
    expect((await nextOf(t, c))?.toISOString()).toBe(nineNY(2).toISOString());
    await sendDueReminders(db(), new Date(nineNY(2).getTime() - 60_000));
    expect(await remindersTo(c)).toHaveLength(0);
    await sendDueReminders(db(), nineNY(2));
    await sendDueReminders(db(), new Date(nineNY(2).getTime() + 60_000));
    const sent = await remindersTo(c);
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toBe("Time To Submit Your Progress");
    const token = /\/check-in\/([^\s"<]+)/.exec(sent[0].text)![1];
    expect(await openCheckIn(db(), token)).not.toBeNull();
    expect((await nextOf(t, c))?.toISOString()).toBe(nineNY(3).toISOString());
  });

  it("a retried run sends once: the planned instant is keyed in the outbox", async () => {
    const c = await person();
    const t = await trackingWith(c);
    await sendDueReminders(db(), nineNY(2));
    // As if the advance had been lost: the same planned instant comes due again.
    await db().update(progressTrackingContacts).set({ nextReminderAt: nineNY(2) }).where(eq(progressTrackingContacts.contactId, c));
    await sendDueReminders(db(), nineNY(2));
    expect(await remindersTo(c)).toHaveLength(1);
    expect((await nextOf(t, c))?.toISOString()).toBe(nineNY(3).toISOString());
    const keys = await db().select().from(reminderSends).where(eq(reminderSends.contactId, c));
    expect(keys).toHaveLength(1);
  });

  it("a worker down for days sends one reminder for the missed time, never a backlog", async () => {
    const c = await person();
    const t = await trackingWith(c);
    await sendDueReminders(db(), new Date(nineNY(5).getTime() + HOUR));
    expect(await remindersTo(c)).toHaveLength(1);
    expect((await nextOf(t, c))?.toISOString()).toBe(nineNY(6).toISOString());
  });

  it("runs as the minute job (reminders.send), and a second run of the job sends nothing more", async () => {
    const c = await person();
    await trackingWith(c);
    await sendJob(remindersSendJob, { at: nineNY(2).toISOString() });
    expect(await queue.drain(remindersSendJob)).toBeGreaterThanOrEqual(1);
    await sendJob(remindersSendJob, { at: nineNY(2).toISOString() });
    await queue.drain(remindersSendJob);
    expect(await remindersTo(c)).toHaveLength(1);
  });

  it("sends on the set weekdays only, and by SMS for reminder type 2", async () => {
    const c = await person({ number: "+15555550123" });
    const t = await trackingWith(c, { reminder_type: 2, reminder_days: [1] });
    // The next Monday is 7 Dec.
    expect((await nextOf(t, c))?.toISOString()).toBe(nineNY(7).toISOString());
    await sendDueReminders(db(), nineNY(7));
    const sms = await db().select().from(smsMessages).where(eq(smsMessages.contactId, c));
    expect(sms).toHaveLength(1);
    expect(sms[0].body).toContain("/check-in/");
    expect((await nextOf(t, c))?.toISOString()).toBe(nineNY(14).toISOString());
  });

  it("enable-disable-reminder turns a contact's reminders off (nothing planned or sent) and back to the tracking's switch", async () => {
    const c = await person();
    const t = await trackingWith(c);
    const off = await api("POST", "/enable-disable-reminder", { tracking_id: t, contact_ids: [c], enabled: false });
    expect(off.json).toMatchObject({ status: 1 });
    expect(await nextOf(t, c)).toBeNull();
    await sendDueReminders(db(), nineNY(3));
    expect(await remindersTo(c)).toHaveLength(0);
    await api("POST", "/enable-disable-reminder", { tracking_id: t, contact_ids: [c], enabled: null });
    expect((await nextOf(t, c))?.toISOString()).toBe(nineNY(2).toISOString());
    // The tracking's switch off: nothing planned for anyone who follows it.
    await api("PATCH", `/${t}/update`, { has_reminder: false });
    expect(await nextOf(t, c)).toBeNull();
  });

  it("restart-reminder re-plans from today", async () => {
    const c = await person();
    const t = await trackingWith(c);
    await db().update(progressTrackingContacts).set({ nextReminderAt: null }).where(eq(progressTrackingContacts.contactId, c));
    expect((await api("POST", "/restart-reminder", { tracking_id: t })).json.status).toBe(1);
    expect((await nextOf(t, c))?.toISOString()).toBe(nineNY(2).toISOString());
  });

  it("resend-reminder sends now by email or SMS with the spec's toasts; no address is 422 on contact_id", async () => {
    const c = await person();
    const t = await trackingWith(c);
    const r = await api("PATCH", `/${t}/resend-reminder`, { contact_id: c });
    expect(r.json).toEqual({ status: 1, message: REMINDER_MSG.emailSent });
    const again = await api("PATCH", `/${t}/resend-reminder`, { contact_id: c });
    expect(again.json.message).toBe("Email reminder has been sent successfully!");
    expect(await remindersTo(c)).toHaveLength(2);
    // The planned reminder still goes out at 09:00.
    await sendDueReminders(db(), nineNY(2));
    expect(await remindersTo(c)).toHaveLength(3);

    const s = await person({ number: "+15555550199" });
    const ts = await trackingWith(s, { reminder_type: 2 });
    expect((await api("PATCH", `/${ts}/resend-reminder`, { contact_id: s })).json.message).toBe("SMS reminder has been sent successfully!");
    const noMail = await person({ email: null });
    const tn = await trackingWith(noMail);
    const bad = await api("PATCH", `/${tn}/resend-reminder`, { contact_id: noMail });
    expect(bad.status).toBe(422);
    expect(bad.json.errors.contact_id).toEqual([REMINDER_MSG.noEmail]);
  });

  it("another location's tracking or contact is a 404 and nothing is sent or changed", async () => {
    const c = await person();
    const t = await trackingWith(c);
    expect((await api("PATCH", `/${t}/resend-reminder`, { contact_id: c }, tokens.other)).status).toBe(404);
    expect((await api("POST", "/enable-disable-reminder", { tracking_id: t, contact_ids: [c], enabled: false }, tokens.other)).status).toBe(404);
    expect((await api("POST", "/restart-reminder", { tracking_id: t }, tokens.other)).status).toBe(404);
    expect(await remindersTo(c)).toHaveLength(0);
    expect((await nextOf(t, c))?.toISOString()).toBe(nineNY(2).toISOString());
    // A contact not enrolled: 404.
    const stranger = await person();
    expect((await api("PATCH", `/${t}/resend-reminder`, { contact_id: stranger })).status).toBe(404);
  });

  it("a removed contact gets no reminder", async () => {
    const c = await person();
    const t = await trackingWith(c);
    await api("POST", "/remove-contact", { tracking_id: t, contact_ids: [c] });
    await sendDueReminders(db(), nineNY(3));
    expect(await remindersTo(c)).toHaveLength(0);
    const rows = await db().select().from(reminderSends).where(inArray(reminderSends.contactId, [c]));
    expect(rows).toHaveLength(0);
  });
});
