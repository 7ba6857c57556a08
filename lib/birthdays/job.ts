import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db";
import { birthdayGreetings, birthdaySettings, contacts, locations } from "@/db/schema";
import { defineJob } from "@/lib/platform/jobs";
import { queueEmail, recordEmail } from "@/lib/platform/email/record";
import { queueSms, recordSms } from "@/lib/platform/sms/send";
import { BIRTHDAY_ACTIVE, type BirthdayChannel } from "./constants";
import { celebratedOn, localDay, renderTemplate, timeMinutes } from "./dates";
import { birthdayMatch } from "./service";

/** Greetings claimed and sent per statement, so a large location never loads all at once. */
const BATCH = 500;

type Setting = typeof birthdaySettings.$inferSelect;

/**
 * Claims the contacts of one location whose birthday is today (local) and who have not had this
 * year's greeting: one INSERT ... ON CONFLICT DO NOTHING on (contact, year) returns exactly the
 * contacts this run owns, so two runs (or a retry) never greet anyone twice. Contacts who turned
 * the channel off (email_enabled / sms_enabled) or have no address for it are not claimed.
 */
async function claim(db: Db, s: Setting, year: number, keys: number[]): Promise<number[]> {
  const reachable = s.channel === "sms" ? sql`${contacts.number} is not null and ${contacts.smsEnabled}` : sql`${contacts.email} is not null and ${contacts.emailEnabled}`;
  const fresh = sql`not exists (select 1 from ${birthdayGreetings} g where g.contact_id = ${contacts.id} and g.year = ${year})`;
  // Drizzle's insert-select wants every column, in the table's order.
  const rows = await db
    .insert(birthdayGreetings)
    .select(
      db
        .select({ locationId: contacts.locationId, contactId: contacts.id, year: sql<number>`${year}::smallint`.as("year"), channel: sql<string>`${s.channel}`.as("channel"), createdAt: sql<Date>`now()`.as("created_at") })
        .from(contacts)
        .where(and(birthdayMatch(s.locationId, keys), reachable, fresh))
        .orderBy(contacts.id)
        .limit(BATCH),
    )
    .onConflictDoNothing()
    .returning({ contactId: birthdayGreetings.contactId });
  return rows.map((r) => r.contactId);
}

type Queued = { sms: boolean; id: number };

/** Records the claimed contacts' greetings (in the claim's transaction); the deliveries to queue after the commit. */
async function greet(db: Db, s: Setting, ids: number[], businessName: string): Promise<Queued[]> {
  const queued: Queued[] = [];
  const people = await db
    .select({ id: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName, email: contacts.email, number: contacts.number })
    .from(contacts)
    .where(and(eq(contacts.locationId, s.locationId), inArray(contacts.id, ids)));
  for (const p of people) {
    const fields = { first_name: p.firstName, last_name: p.lastName, business_name: businessName };
    const body = renderTemplate(s.message, fields);
    const sms = (s.channel as BirthdayChannel) === "sms";
    try {
      // A savepoint each: one bad address rolls back its own record only.
      const row = await db.transaction(async (sp) => {
        const tx = sp as unknown as Db;
        if (sms) return recordSms(tx, { locationId: s.locationId, to: p.number!, body, contactId: p.id });
        const subject = renderTemplate(s.subject, fields);
        const html = body.split(/\r?\n/).map((line) => `<p>${escapeHtml(line)}</p>`).join("");
        return recordEmail(tx, { kind: "location", to: p.email!, subject, text: body, html, contactId: p.id, locationId: s.locationId });
      });
      if (row.queued) queued.push({ sms, id: row.id });
    } catch (err) {
      // One bad address (an unparseable number) must not stop the others' greetings; the claim
      // stays, so the contact is not retried into a duplicate later today.
      console.error(`birthday greeting for contact ${p.id} failed:`, err);
    }
  }
  return queued;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Sends the greetings due at `now` for every activated location. Returns how many were claimed. */
export async function sendDueGreetings(db: Db, now: Date): Promise<number> {
  const active = await db
    .select({ s: birthdaySettings, businessName: locations.businessname })
    .from(birthdaySettings)
    .innerJoin(locations, eq(locations.id, birthdaySettings.locationId))
    .where(and(eq(birthdaySettings.status, BIRTHDAY_ACTIVE), eq(locations.isSuspended, false)));
  let claimed = 0;
  for (const { s, businessName } of active) {
    const today = localDay(now, s.timezone);
    if (today.minutes < timeMinutes(s.sendTime)) continue; // not yet time today, where the location is
    const keys = celebratedOn(today.year, today.month, today.day);
    for (;;) {
      // Claim and record in one transaction, queue after the commit (as the broadcast sender):
      // a run killed in between rolls its claims back, and the retry greets those contacts.
      const round = await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const ids = await claim(tx, s, today.year, keys);
        return { n: ids.length, queued: ids.length ? await greet(tx, s, ids, businessName) : [] };
      });
      claimed += round.n;
      for (const q of round.queued) await (q.sms ? queueSms(q.id) : queueEmail(q.id));
      if (round.n < BATCH) break;
    }
  }
  return claimed;
}

/**
 * Every 15 minutes: greets the contacts whose birthday it is, once their location's send time
 * has passed in its time zone. At most once per contact per year (birthday_greetings), claimed
 * and recorded in one transaction: a run killed mid-round rolls back and its retry greets them.
 * `at` pins the time (tests; a manual re-run for a past moment); by default the clock's now.
 */
export const birthdaySendJob = defineJob({
  name: "birthdays.send",
  schema: z.object({ at: z.iso.datetime({ offset: true }).optional() }),
  cron: "*/15 * * * *",
  cronData: {},
  retry: { limit: 2, delaySeconds: 60, backoff: true },
  expireInSeconds: 30 * 60,
  concurrency: 1,
  async handler({ at }, { db }) {
    await sendDueGreetings(db, at ? new Date(at) : new Date());
  },
});
