import { and, count, desc, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "@/db";
import { contacts, locations, reminderSends } from "@/db/schema";
import { notFound } from "@/lib/http/errors";
import { reminderEmail, resendAnswer } from "./message";
import { nextReminderAt } from "./plan";
import { sendReminderNow } from "./send";
import type { DueReminder, ReminderMessage, ReminderSource } from "./sources";

/**
 * A reminder source made from an enrolment table (progress tracking and habit tracking now,
 * workouts later): each active enrolment whose reminders are on (its override, else its asset's
 * switch) keeps `next_reminder_at`, planned on the asset's time and weekdays in the location's
 * time zone (contacts carry no zone of their own yet). The module hands in its two tables and
 * its wording; lib/reminders still names no module.
 */
type Col = AnyPgColumn;
export type EnrolmentTable = PgTable & {
  id: Col; locationId: Col; trackingId: Col; contactId: Col; status: Col; linkVersion: Col; reminderEnabled: Col; nextReminderAt: Col; updatedAt: Col;
};
export type ReminderAssetTable = PgTable & {
  id: Col; locationId: Col; name: Col; hasReminder: Col; reminderType: Col; reminderTime: Col; reminderDays: Col; publicSettings: Col;
};
export type EnrolmentLinkRow = { id: number; trackingId: number; contactId: number; linkVersion: number };
type LocCtx = { locationId: number };

export type EnrolmentReminderSpec = {
  /** The source key in lib/api/reminder-sources.ts and reminder_sends. */
  key: string;
  enrolments: EnrolmentTable;
  assets: ReminderAssetTable;
  /** The asset's noun in a 404 ("Client tracking"). */
  noun: string;
  /** The public page's default headline (the email's subject when the coach set none). */
  defaultHeadline: string;
  /** The email's button and the SMS's call to action. */
  action: string;
  link: (e: EnrolmentLinkRow) => string;
  /** The toast of the switch and restart calls. */
  updatedMessage: string;
};

type DueRow = { id: number; locationId: number; contactId: number; dueAt: Date | string | null; enabled: boolean; type: number; time: string; days: number[]; timeZone: string };
const toDue = (r: DueRow): DueReminder => ({
  id: r.id, locationId: r.locationId, contactId: r.contactId, dueAt: r.dueAt ? new Date(r.dueAt) : null, timeZone: r.timeZone,
  schedule: { time: r.time, days: r.days }, channel: r.type === 1 ? "email" : "sms", enabled: !!r.enabled,
});

export function enrolmentReminders(spec: EnrolmentReminderSpec) {
  const { enrolments: E, assets: T } = spec;
  const enabled = sql<boolean>`coalesce(${E.reminderEnabled}, ${T.hasReminder})`;
  const dueSelect = {
    id: E.id, locationId: E.locationId, contactId: E.contactId, dueAt: E.nextReminderAt, enabled,
    type: T.reminderType, time: T.reminderTime, days: T.reminderDays, timeZone: locations.timezone,
  };

  const source: ReminderSource = {
    async claimDue(tx, now, limit) {
      const rows = await tx
        .select(dueSelect)
        .from(E)
        .innerJoin(T, eq(T.id, E.trackingId))
        .innerJoin(locations, eq(locations.id, E.locationId))
        .where(and(eq(E.status, "active"), isNotNull(E.nextReminderAt), lte(E.nextReminderAt, now)))
        .orderBy(E.nextReminderAt, E.id)
        .limit(limit)
        .for("update", { of: E, skipLocked: true });
      return (rows as DueRow[]).map(toDue);
    },
    async setNext(tx, enrolmentId, next) {
      await tx.update(E).set({ nextReminderAt: next }).where(eq(E.id, enrolmentId));
    },
    async message(tx, due) {
      const [r] = (await tx
        .select({ id: E.id, trackingId: E.trackingId, contactId: E.contactId, linkVersion: E.linkVersion, firstName: contacts.firstName, name: T.name, settings: T.publicSettings, business: locations.businessname })
        .from(E)
        .innerJoin(T, eq(T.id, E.trackingId))
        .innerJoin(contacts, and(eq(contacts.id, E.contactId), eq(contacts.locationId, E.locationId)))
        .innerJoin(locations, eq(locations.id, E.locationId))
        .where(and(eq(E.id, due.id), eq(E.locationId, due.locationId), eq(E.status, "active")))) as (EnrolmentLinkRow & { firstName: string; name: string; settings: { headline?: string }; business: string })[];
      if (!r) return null;
      const headline = r.settings.headline || spec.defaultHeadline;
      return reminderEmail({ headline, firstName: r.firstName, assetName: r.name, business: r.business, link: spec.link(r), action: spec.action }) satisfies ReminderMessage;
    },
  };

  /** The asset is the location's, else 404. */
  async function assertAsset(db: Db, ctx: LocCtx, trackingId: number) {
    const [t] = await db.select({ id: T.id }).from(T).where(and(eq(T.id, trackingId), eq(T.locationId, ctx.locationId)));
    if (!t) throw notFound(spec.noun);
  }

  /** Plans `next_reminder_at` afresh from `now` for the asset's active enrolments (or the contacts named); null where reminders are off. */
  async function replan(db: Db, ctx: LocCtx, trackingId: number, contactIds?: number[], now = new Date()) {
    const [t] = (await db
      .select({ hasReminder: T.hasReminder, time: T.reminderTime, days: T.reminderDays, timeZone: locations.timezone })
      .from(T)
      .innerJoin(locations, eq(locations.id, T.locationId))
      .where(and(eq(T.id, trackingId), eq(T.locationId, ctx.locationId)))) as { hasReminder: boolean; time: string; days: number[]; timeZone: string }[];
    if (!t) throw notFound(spec.noun);
    const next = nextReminderAt({ time: t.time, days: t.days }, t.timeZone, now);
    await db
      .update(E)
      .set({ nextReminderAt: sql`case when coalesce(${E.reminderEnabled}, ${t.hasReminder}) and ${E.status} = 'active' then ${next ? next.toISOString() : null}::timestamptz else null end` })
      .where(and(eq(E.trackingId, trackingId), eq(E.locationId, ctx.locationId), contactIds ? inArray(E.contactId, contactIds) : undefined));
  }

  /** POST …/enable-disable-reminder: the named contacts' override (on, off, or null: follow the asset). */
  async function enableDisable(db: Db, ctx: LocCtx, body: { tracking_id: number; contact_ids: number[]; enabled: boolean | null }) {
    await assertAsset(db, ctx, body.tracking_id);
    const rows = await db
      .update(E)
      .set({ reminderEnabled: body.enabled, updatedAt: new Date() })
      .where(and(eq(E.trackingId, body.tracking_id), eq(E.locationId, ctx.locationId), inArray(E.contactId, body.contact_ids)))
      .returning({ id: E.id });
    if (!rows.length) throw notFound("Contact");
    await replan(db, ctx, body.tracking_id, body.contact_ids);
    return { status: 1, message: spec.updatedMessage };
  }

  /** POST …/restart-reminder: re-plans from now (the named contacts, or all the asset's). */
  async function restart(db: Db, ctx: LocCtx, body: { tracking_id: number; contact_ids?: number[] }) {
    await replan(db, ctx, body.tracking_id, body.contact_ids);
    return { status: 1, message: spec.updatedMessage };
  }

  /**
   * Sends the named contacts' reminder now on the asset's channel (the roster's nudge), each
   * keyed by `once` (sent at most once per key); no address for the channel: not sent.
   */
  async function sendNow(db: Db, ctx: LocCtx, trackingId: number, contactIds: number[], once: (contactId: number) => { tag: string; at: Date }) {
    if (!contactIds.length) return [];
    const rows = (await db
      .select(dueSelect)
      .from(E)
      .innerJoin(T, eq(T.id, E.trackingId))
      .innerJoin(locations, eq(locations.id, E.locationId))
      .where(and(eq(E.trackingId, trackingId), inArray(E.contactId, contactIds), eq(E.locationId, ctx.locationId), eq(E.status, "active")))) as DueRow[];
    const sent: { contactId: number; channel: DueReminder["channel"] | null }[] = [];
    for (const r of rows) {
      const due = toDue(r);
      sent.push({ contactId: r.contactId, channel: await sendReminderNow(db, spec.key, due, once(r.contactId)) });
    }
    return sent;
  }

  /** PATCH …/{id}/resend-reminder: the contact's reminder now, on the asset's channel. */
  async function resend(db: Db, ctx: LocCtx, trackingId: number, body: { contact_id: number }) {
    await assertAsset(db, ctx, trackingId);
    const [r] = (await db
      .select(dueSelect)
      .from(E)
      .innerJoin(T, eq(T.id, E.trackingId))
      .innerJoin(locations, eq(locations.id, E.locationId))
      .where(and(eq(E.trackingId, trackingId), eq(E.contactId, body.contact_id), eq(E.locationId, ctx.locationId), eq(E.status, "active")))) as DueRow[];
    if (!r) throw notFound("Contact");
    const due = toDue(r);
    return resendAnswer(due.channel, await sendReminderNow(db, spec.key, due));
  }

  /**
   * GET …/{id}/contact-reminders: the asset's reminder settings (with the location's zone) and a
   * page of its active contacts, newest enrolment first, each with their override, whether
   * reminders are on for them, the next planned instant and the last reminder that went out
   * (planned, resent or nudged). Every statement filters on the location; another's asset: 404.
   */
  async function contactReminders(db: Db, ctx: LocCtx, trackingId: number, q: { page: number; per_page: number }) {
    const [t] = (await db
      .select({ has_reminder: T.hasReminder, reminder_type: T.reminderType, reminder_time: T.reminderTime, reminder_days: T.reminderDays, time_zone: locations.timezone })
      .from(T)
      .innerJoin(locations, eq(locations.id, T.locationId))
      .where(and(eq(T.id, trackingId), eq(T.locationId, ctx.locationId)))) as { has_reminder: boolean; reminder_type: number; reminder_time: string; reminder_days: number[]; time_zone: string }[];
    if (!t) throw notFound(spec.noun);
    const where = and(eq(E.trackingId, trackingId), eq(E.locationId, ctx.locationId), eq(E.status, "active"));
    // The enrolment's sends: planned and resent under the source's key, nudges under `key:tag`.
    const lastSend = (col: typeof reminderSends.createdAt | typeof reminderSends.channel) => sql`(
      select ${col} from ${reminderSends}
      where ${reminderSends.enrolmentId} = ${E.id} and ${reminderSends.locationId} = ${E.locationId}
        and (${reminderSends.source} = ${spec.key} or ${reminderSends.source} like ${`${spec.key}:%`})
        and ${reminderSends.channel} <> 'skipped'
      order by ${reminderSends.id} desc limit 1)`;
    const [rows, [{ n }]] = await Promise.all([
      db
        .select({
          id: E.id, contactId: E.contactId, firstName: contacts.firstName, lastName: contacts.lastName, email: contacts.email, number: contacts.number,
          reminderEnabled: E.reminderEnabled, enabled, nextReminderAt: E.nextReminderAt,
          lastSentAt: lastSend(reminderSends.createdAt), lastSentChannel: lastSend(reminderSends.channel),
        })
        .from(E)
        .innerJoin(T, and(eq(T.id, E.trackingId), eq(T.locationId, E.locationId)))
        .innerJoin(contacts, and(eq(contacts.id, E.contactId), eq(contacts.locationId, E.locationId)))
        .where(where)
        .orderBy(desc(E.id))
        .limit(q.per_page)
        .offset((q.page - 1) * q.per_page),
      db.select({ n: count() }).from(E).where(where),
    ]);
    const channel = (c: string | null): "email" | "sms" | null => (c === "email" || c === "sms" ? c : null);
    const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());
    const data = (rows as { id: number; contactId: number; firstName: string; lastName: string; email: string | null; number: string | null; reminderEnabled: boolean | null; enabled: boolean; nextReminderAt: Date | string | null; lastSentAt: Date | string | null; lastSentChannel: string | null }[]).map((r) => ({
      id: r.id, contact_id: r.contactId, first_name: r.firstName, last_name: r.lastName, email: r.email, number: r.number,
      reminder_enabled: r.reminderEnabled, enabled: !!r.enabled, next_reminder_at: iso(r.nextReminderAt),
      last_sent_at: iso(r.lastSentAt), last_sent_channel: channel(r.lastSentChannel),
    }));
    return { settings: { ...t, reminder_days: [...t.reminder_days] }, data, current_page: q.page, last_page: Math.max(1, Math.ceil(n / q.per_page)), per_page: q.per_page, total: n };
  }

  return { source, replan, enableDisable, restart, resend, sendNow, contactReminders };
}
