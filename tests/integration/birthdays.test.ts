import { and, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { birthdayGreetings, birthdaySettings, contacts, emailMessages, smsMessages } from "../../db/schema";
import { birthdaySendJob } from "../../lib/birthdays/job";
import { localDay, upcomingDays } from "../../lib/birthdays/dates";
import { sendJob } from "../../lib/platform/jobs";
import { setupTestDb } from "../helpers/db";
import { nextWallTime, setClock } from "../helpers/clock";
import { setupJobQueue } from "../helpers/jobs";
import { call, loginAs } from "../helpers/api";
import { demoIds } from "../helpers/demo-ids";
import type { DemoIds } from "../tenancy/fixture";

const { db } = setupTestDb();
const queue = setupJobQueue();
let ids: DemoIds;
let owner: string;
let other: string;
let staff: string;

beforeAll(async () => {
  ids = await demoIds(db());
  owner = (await loginAs("owner@demo.test")).access_token;
  other = (await loginAs("other@demo.test")).access_token;
  staff = (await loginAs("staff@demo.test")).access_token;
});

const SETTING = { channel: "email", subject: "Happy birthday {first_name}!", message: "Dear {first_name} {last_name},\nall the best from {business_name}.", send_time: "09:00", timezone: "UTC" };
const save = (body: unknown, token = owner) => call("PATCH", "/birthday/update-birthday-setting", { token, body });
const celebrate = (status: unknown, token = owner) => call("POST", "/birthday/update-celebrate-birthday", { token, body: { status } });

let seq = 0;
async function contact(locationId: number, birthday: string | null, extra: Partial<typeof contacts.$inferInsert> = {}) {
  seq++;
  const [c] = await db()
    .insert(contacts)
    .values({ locationId, firstName: `Bday${seq}`, lastName: "Test", email: `bday${seq}@example.test`, number: "+14155550100", status: "Client", tab: "clients", birthday, ...extra })
    .returning({ id: contacts.id });
  return c.id;
}

/** Runs the birthday job as the cron would at `at`; returns how many job runs happened. */
async function runAt(at: string) {
  await sendJob(birthdaySendJob, { at });
  return queue.drain(birthdaySendJob);
}
const emailsTo = (contactIds: number[]) => db().select().from(emailMessages).where(inArray(emailMessages.contactId, contactIds));

describe("birthday settings", () => {
  it("answers the defaults until saved, then what was saved", async () => {
    const first = await call("GET", "/birthday/get-birthday-setting", { token: other });
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({ status: 0, channel: "email", send_time: "09:00", timezone: "UTC" });
    const saved = await save({ ...SETTING, timezone: "Europe/Zurich", send_time: "07:30" });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ status: 1, message: "Birthday settings have been updated successfully!", data: { status: 0, timezone: "Europe/Zurich", send_time: "07:30" } });
    expect((await call("GET", "/birthday/get-birthday-setting", { token: owner })).json.data).toEqual({ ...SETTING, status: 0, timezone: "Europe/Zurich", send_time: "07:30" });
    // Another location's settings are its own.
    expect((await call("GET", "/birthday/get-birthday-setting", { token: other })).json.data.timezone).toBe("UTC");
  });

  it("refuses bad settings with 422 on the field", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ channel: "fax" }, "channel"],
      [{ subject: "" }, "subject"],
      [{ message: "   " }, "message"],
      [{ channel: "sms", message: "x".repeat(1601) }, "message"],
      [{ send_time: "24:00" }, "send_time"],
      [{ send_time: "9am" }, "send_time"],
      [{ timezone: "Mars/Olympus" }, "timezone"],
      [{ timezone: "Factory" }, "timezone"],
    ];
    for (const [patch, field] of cases) {
      const res = await save({ ...SETTING, ...patch });
      expect(res.status, JSON.stringify(patch)).toBe(422);
      expect(Object.keys(res.json.errors), JSON.stringify(patch)).toContain(field);
    }
    expect((await save({ ...SETTING, channel: "sms", subject: "" })).status).toBe(200); // SMS needs no subject
    expect((await call("PATCH", "/birthday/update-birthday-setting", { token: owner, raw: "{" })).status).toBe(422);
  });

  it("activates with status 1 and terminates with anything else", async () => {
    let res = await celebrate(1);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 1, message: "Birthday messages have been activated.", data: { status: 1 } });
    for (const value of [0, 2, -1, "5"]) {
      await celebrate(1);
      res = await celebrate(value);
      expect(res.json, String(value)).toMatchObject({ message: "Birthday messages have been terminated.", data: { status: 0 } });
    }
    expect((await celebrate("yes")).status).toBe(422);
    expect((await call("POST", "/birthday/update-celebrate-birthday", { token: owner, body: {} })).status).toBe(422);
    // Saving the message keeps the switch as it was.
    await celebrate(1);
    expect((await save(SETTING)).json.data.status).toBe(1);
    await celebrate(0);
  });

  it("lets viewers read and only contacts-center updaters change (seeded staff: view only)", async () => {
    expect((await call("GET", "/birthday/get-birthday-setting", { token: staff })).status).toBe(200);
    expect((await call("GET", "/birthday/get-upcoming-birthdays", { token: staff })).status).toBe(200);
    expect((await save(SETTING, staff)).status).toBe(403);
    expect((await celebrate(1, staff)).status).toBe(403);
    expect((await call("GET", "/birthday/get-birthday-setting")).status).toBe(401);
  });
});

describe("upcoming birthdays", () => {
  it("lists today and the next 30 days soonest first, in the location's zone, without deleted or foreign contacts", async () => {
    await save({ ...SETTING, timezone: "UTC" });
    // Noon: "today" is the same day for the test and the server, whatever the hour it runs at.
    const today = localDay(setClock(nextWallTime("UTC", 12)), "UTC");
    const days = upcomingDays(today, 40);
    // Born in 2000, a leap year, so every month-day (Feb 29 too) is a valid birth date.
    const born = (i: number) => `2000${days[i].date.slice(4)}`;
    const [i0, i3, i12, i30, i31] = [0, 3, 12, 30, 31];
    const inTwelve = await contact(ids.downtown, born(i12)); // sorts after 3 by number, not as text
    const inThree = await contact(ids.downtown, born(i3));
    const todays = await contact(ids.downtown, born(i0), { lastName: "Aaa" });
    const last = await contact(ids.downtown, born(i30));
    const tooLate = await contact(ids.downtown, born(i31));
    const deleted = await contact(ids.downtown, born(i0), { deletedAt: new Date() });
    const foreign = await contact(ids.otherLoc, born(i0));
    const res = await call("GET", "/birthday/get-upcoming-birthdays?per_page=100", { token: owner });
    expect(res.status).toBe(200);
    const mine = res.json.data.filter((r: { id: number }) => [inTwelve, inThree, todays, last, tooLate, deleted, foreign].includes(r.id));
    expect(mine.map((r: { id: number }) => r.id)).toEqual([todays, inThree, inTwelve, last]);
    expect(mine[0]).toMatchObject({ days_until: 0, next_birthday: days[i0].date, turning: days[i0].year - 2000, birthday: born(i0) });
    expect(mine[1]).toMatchObject({ days_until: 3, next_birthday: days[i3].date, turning: days[i3].year - 2000 });
    expect(mine[2]).toMatchObject({ days_until: 12 });
    expect(mine[3]).toMatchObject({ days_until: 30 });
    // The whole list is in order and within the window.
    const until = res.json.data.map((r: { days_until: number }) => r.days_until);
    expect(until).toEqual([...until].sort((a: number, b: number) => a - b));
    expect(Math.max(...until)).toBeLessThanOrEqual(30);
    expect(res.json).toMatchObject({ current_page: 1, per_page: 100 });
    const paged = await call("GET", "/birthday/get-upcoming-birthdays?per_page=1&page=2", { token: owner });
    expect(paged.json.data).toEqual([res.json.data[1]]);
    expect(paged.json.total).toBe(res.json.total);
    // The other location sees its own contact only.
    const theirs = await call("GET", "/birthday/get-upcoming-birthdays?per_page=100", { token: other });
    expect(theirs.json.data.map((r: { id: number }) => r.id)).toContain(foreign);
    expect(theirs.json.data.map((r: { id: number }) => r.id)).not.toContain(todays);
    expect((await call("GET", "/birthday/get-upcoming-birthdays?per_page=1000", { token: owner })).status).toBe(422);
  });
});

describe("the daily birthday job", () => {
  beforeEach(async () => {
    await save({ ...SETTING, timezone: "UTC", send_time: "09:00" });
    await celebrate(1);
  });

  it("greets today's contacts once, after the send time, and never twice", async () => {
    const ava = await contact(ids.downtown, "1990-03-15", { firstName: "Ava", lastName: "Stone" });
    const notToday = await contact(ids.downtown, "1990-03-16");
    const optedOut = await contact(ids.downtown, "1991-03-15", { emailEnabled: false });
    const noEmail = await contact(ids.downtown, "1992-03-15", { email: null });
    const gone = await contact(ids.downtown, "1992-03-15", { deletedAt: new Date() });
    const all = [ava, notToday, optedOut, noEmail, gone];

    expect(await runAt("2026-03-15T08:59:00Z")).toBe(1); // before 09:00 where the location is
    expect(await emailsTo(all)).toHaveLength(0);

    await runAt("2026-03-15T09:00:00Z");
    const sent = await emailsTo(all);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ contactId: ava, locationId: ids.downtown, kind: "location", subject: "Happy birthday Ava!", toAddress: expect.stringContaining("@example.test") });
    expect(sent[0].text).toBe("Dear Ava Stone,\nall the best from Downtown.");

    await runAt("2026-03-15T15:00:00Z"); // later runs the same day
    await runAt("2026-03-15T09:00:00Z"); // a retry of the same run
    expect(await emailsTo(all)).toHaveLength(1);
    expect(await db().select().from(birthdayGreetings).where(inArray(birthdayGreetings.contactId, all))).toHaveLength(1);
  });

  it("sends nothing while terminated", async () => {
    const c = await contact(ids.downtown, "1990-04-10");
    await celebrate(0);
    await runAt("2026-04-10T12:00:00Z");
    expect(await emailsTo([c])).toHaveLength(0);
    await celebrate(1); // switched on later the same day: still sent that day
    await runAt("2026-04-10T13:00:00Z");
    expect(await emailsTo([c])).toHaveLength(1);
  });

  it("a run killed before its round commits greets those contacts on the retry, once", async () => {
    const ben = await contact(ids.downtown, "1993-05-20", { firstName: "Ben", lastName: "Killed" });
    // The round's commit fails (as a worker killed before it): a deferred check on Ben's greeting email.
    await db().execute(sql.raw(`create function die_at_commit() returns trigger language plpgsql as $$ begin raise exception 'worker killed'; end $$`));
    await db().execute(sql.raw(`create constraint trigger die_at_commit after insert on email_messages deferrable initially deferred for each row when (new.contact_id = ${ben}) execute function die_at_commit()`));
    await runAt("2026-05-20T10:00:00Z");
    await db().execute(sql.raw("drop trigger die_at_commit on email_messages"));
    await db().execute(sql.raw("drop function die_at_commit()"));
    expect(await emailsTo([ben])).toHaveLength(0);
    // The retry (after its backoff) finds Ben unclaimed and greets him; later runs add nothing.
    queue.clock.advance(300);
    expect(await queue.drain(birthdaySendJob)).toBe(1);
    await runAt("2026-05-20T11:00:00Z");
    expect((await emailsTo([ben])).map((m) => m.subject)).toEqual(["Happy birthday Ben!"]);
  });

  it("greets again the next year, across New Year and in the location's time zone", async () => {
    await save({ ...SETTING, timezone: "Pacific/Kiritimati", send_time: "08:00" }); // UTC+14
    const c = await contact(ids.downtown, "1980-01-01");
    await runAt("2026-12-31T17:00:00Z"); // Jan 1 2027, 07:00 there: too early
    expect(await emailsTo([c])).toHaveLength(0);
    await runAt("2026-12-31T18:30:00Z"); // Jan 1 2027, 08:30 there
    expect(await emailsTo([c])).toHaveLength(1);
    await runAt("2027-01-01T12:00:00Z"); // still Jan 1 in UTC, Jan 2 there
    await runAt("2027-12-31T18:30:00Z"); // Jan 1 2028 there: a new year
    expect(await emailsTo([c])).toHaveLength(2);
    const years = await db().select({ year: birthdayGreetings.year }).from(birthdayGreetings).where(eq(birthdayGreetings.contactId, c));
    expect(years.map((y) => y.year).sort()).toEqual([2027, 2028]);
  });

  it("greets Feb 29 birthdays on Feb 28 of common years, and by SMS when chosen", async () => {
    await save({ ...SETTING, channel: "sms", subject: "", message: "Happy birthday {first_name}!" });
    const leapling = await contact(ids.downtown, "2000-02-29", { firstName: "Leo" });
    const smsOff = await contact(ids.downtown, "2000-02-28", { smsEnabled: false });
    await runAt("2027-02-28T10:00:00Z");
    const texts = await db().select().from(smsMessages).where(inArray(smsMessages.contactId, [leapling, smsOff]));
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ contactId: leapling, body: "Happy birthday Leo!" });
    await runAt("2028-02-28T10:00:00Z"); // leap year: not yet
    expect(await db().select().from(smsMessages).where(eq(smsMessages.contactId, leapling))).toHaveLength(1);
    await runAt("2028-02-29T10:00:00Z");
    expect(await db().select().from(smsMessages).where(eq(smsMessages.contactId, leapling))).toHaveLength(2);
    expect(await emailsTo([leapling])).toHaveLength(0);
  });

  it("leaves other locations to their own settings", async () => {
    const theirs = await contact(ids.otherLoc, "1990-05-05");
    await runAt("2026-05-05T12:00:00Z"); // Downtown is active; Other Studio never activated
    expect(await emailsTo([theirs])).toHaveLength(0);
    await celebrate(1, other);
    await runAt("2026-05-05T12:05:00Z");
    const sent = await emailsTo([theirs]);
    expect(sent).toHaveLength(1);
    expect(sent[0].locationId).toBe(ids.otherLoc);
    const [s] = await db().select().from(birthdaySettings).where(and(eq(birthdaySettings.locationId, ids.otherLoc)));
    expect(s.status).toBe(1);
  });
});
