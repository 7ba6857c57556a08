import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contacts, emailMessages, formContacts, smsMessages } from "../../db/schema";
import { runCheckIns } from "../../lib/forms/check-ins";
import { openPublicForm, submitForm } from "../../lib/forms/submit";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import { call, loginAs } from "../helpers/api";

const { db } = setupTestDb();
const DAY = 86_400_000;
let token = "";
let formId = 0;
const people = { a: 0, b: 0 };

const mailsTo = async (contactId: number) => (await db().select().from(emailMessages).where(eq(emailMessages.contactId, contactId))).length;

beforeAll(async () => {
  const ids = await demoIds(db());
  token = (await loginAs("owner@demo.test")).access_token;
  const rows = await db()
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.locationId, ids.downtown), isNull(contacts.deletedAt)))
    .orderBy(asc(contacts.id))
    .limit(2);
  Object.assign(people, { a: rows[0].id, b: rows[1].id });
  // runCheckIns scans every location: start without the demo's own sent check-in (lib/demo/seed-content.ts).
  await db().delete(formContacts);
  formId = (await call("PATCH", "/form/create", { token, body: { title: "Weekly check-in" } })).json.data.id;
  await call("POST", `/form/${formId}/save-question`, { token, body: { type: "rating", title: "Energy", required: true } });
});

describe("recurring check-ins", () => {
  it("refuses a bad interval and saves a good one", async () => {
    for (const recur_days of [0, 366, "weekly", 1.5]) {
      expect((await call("PATCH", `/form/${formId}/update`, { token, body: { recur_days } })).status).toBe(422);
    }
    const res = await call("PATCH", `/form/${formId}/update`, { token, body: { recur_days: 7, reminder_channel: "email" } });
    expect(res.json.data).toMatchObject({ recur_days: 7, reminder_channel: "email" });
  });

  it("reminds daily until answered, then sends again after N days, never twice for one run", async () => {
    await call("POST", "/form/send-to-contact", { token, body: { form_ids: [formId], contact_ids: [people.a, people.b] } });
    const before = { a: await mailsTo(people.a), b: await mailsTo(people.b) };

    // b answers through their link the same day.
    const [sentB] = await db().select().from(formContacts).where(eq(formContacts.contactId, people.b));
    const form = (await openPublicForm(db(), (await call("GET", `/form/${formId}/details`, { token })).json.data.url, sentB.token))!;
    expect((await submitForm(db(), form, { answers: { [form.questions[0].id]: "4" } })).ok).toBe(true);

    // Nothing is due within the first day.
    expect(await runCheckIns(db(), new Date(Date.now() + DAY / 2))).toEqual({ sent: 0, reminded: 0 });
    // A day later: a reminder for a (unanswered), none for b; the same moment again claims nothing.
    const day1 = new Date(Date.now() + DAY + 60_000);
    expect(await runCheckIns(db(), day1)).toEqual({ sent: 0, reminded: 1 });
    expect(await runCheckIns(db(), day1)).toEqual({ sent: 0, reminded: 0 });
    expect(await mailsTo(people.a)).toBe(before.a + 1);
    expect(await mailsTo(people.b)).toBe(before.b);

    // Seven days on: both are sent the check-in again.
    const day7 = new Date(Date.now() + 7 * DAY + 120_000);
    expect((await runCheckIns(db(), day7)).sent).toBe(2);
    expect(await mailsTo(people.b)).toBe(before.b + 1);
  });

  it("reminds by SMS when the form says so; a hidden form is left alone", async () => {
    await call("PATCH", `/form/${formId}/update`, { token, body: { reminder_channel: "sms" } });
    await db().update(contacts).set({ number: "+14155550123" }).where(eq(contacts.id, people.a));
    const smsBefore = (await db().select().from(smsMessages).where(eq(smsMessages.contactId, people.a))).length;
    await call("PATCH", "/contact/enable-disable-form", { token, body: { contact_id: people.b, form_id: formId, disable_content: 1 } });
    const res = await runCheckIns(db(), new Date(Date.now() + 9 * DAY));
    expect(res.reminded).toBe(1);
    expect((await db().select().from(smsMessages).where(eq(smsMessages.contactId, people.a))).length).toBe(smsBefore + 1);
  });

  it("a run killed before its round commits leaves the reminder due, and the next run sends it once", async () => {
    const smsOf = async () => (await db().select().from(smsMessages).where(eq(smsMessages.contactId, people.a))).length;
    const before = await smsOf();
    // The round's commit fails (as a worker killed before it): a deferred check on a's SMS.
    await db().execute(sql.raw(`create function die_at_commit() returns trigger language plpgsql as $$ begin raise exception 'worker killed'; end $$`));
    await db().execute(sql.raw(`create constraint trigger die_at_commit after insert on sms_messages deferrable initially deferred for each row when (new.contact_id = ${people.a}) execute function die_at_commit()`));
    const day10 = new Date(Date.now() + 10 * DAY + 60_000);
    await expect(runCheckIns(db(), day10)).rejects.toThrow();
    await db().execute(sql.raw("drop trigger die_at_commit on sms_messages"));
    await db().execute(sql.raw("drop function die_at_commit()"));
    expect(await smsOf()).toBe(before);
    expect((await runCheckIns(db(), day10)).reminded).toBe(1);
    expect(await runCheckIns(db(), day10)).toEqual({ sent: 0, reminded: 0 });
    expect(await smsOf()).toBe(before + 1);
  });
});
