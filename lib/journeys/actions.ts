import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { contactStatuses, contactTags, contacts, tags } from "@/db/schema";
import { validationError } from "@/lib/http/errors";
import { checkMergeFields, renderEmail, renderSms } from "@/lib/merge-fields/render";
import { queueEmail, recordEmail } from "@/lib/platform/email/record";
import { announce } from "@/lib/platform/events";
import { queueSms, recordSms } from "@/lib/platform/sms/send";
import { prepareSequenceQueues } from "@/lib/sequences/engine";
import { findSequence, subscribeContacts, unsubscribeContacts } from "@/lib/sequences/service";
import { ACTION_TYPES, WAIT_UNIT_SECONDS, waitLabel, type ActionSettings, type ActionType } from "./action-types";
import type { Branch } from "./constants";
import { conditionHolds, type ConditionContact } from "./conditions";
import { postJourneyWebhook, webhookUrlProblem } from "./webhook";

/** Where a step runs: `db` is the step's transaction (its history row commits with its effect). */
export type StepContext = { db: Db; locationId: number; journeyId: number; runId: number; contactId: number; userId: number | null; actionId: number; historyId: number };

export type StepOutcome = {
  /** The history line. */
  message: string;
  status?: "done" | "skipped";
  /** A condition's branch. */
  branch?: Branch;
  /** A wait: the next step runs this many seconds later. */
  delaySeconds?: number;
  /** The run ends here. */
  end?: boolean;
  /** After the commit (queue a recorded send). */
  after?: () => Promise<void>;
};

type Effect<T extends ActionType> = {
  /** Rules the schema cannot check (the tag is the location's), as 422s on `settings.*`. */
  check?: (db: Db, locationId: number, settings: ActionSettings<T>) => Promise<void>;
  /** Work outside the transaction, before it (an HTTP call); its answer reaches `run`. */
  external?: (settings: ActionSettings<T> & Record<string, unknown>, step: Omit<StepContext, "db" | "historyId"> & { db: Db }) => Promise<string>;
  run: (settings: ActionSettings<T> & Record<string, unknown>, step: StepContext, external?: string) => Promise<StepOutcome>;
};

async function liveContact(db: Db, locationId: number, contactId: number) {
  const [c] = await db.select().from(contacts).where(and(eq(contacts.id, contactId), eq(contacts.locationId, locationId), isNull(contacts.deletedAt)));
  return c;
}

async function checkTag(db: Db, locationId: number, tagId: number) {
  const [t] = await db.select({ id: tags.id }).from(tags).where(and(eq(tags.id, tagId), eq(tags.locationId, locationId)));
  if (!t) throw validationError({ "settings.tag_id": ["The selected tag id is invalid."] });
}

async function checkSequence(db: Db, locationId: number, sequenceId: number) {
  if (!(await findSequence(db, locationId, sequenceId))) throw validationError({ "settings.sequence_id": ["The selected sequence id is invalid."] });
}

async function findStatus(db: Db, locationId: number, value: string) {
  const [s] = await db
    .select({ status: contactStatuses.value, tab: contactStatuses.tab })
    .from(contactStatuses)
    .where(and(eq(contactStatuses.locationId, locationId), sql`lower(${contactStatuses.value}) = ${value.trim().toLowerCase()}`))
    .limit(1);
  return s;
}

/** The contact as a condition reads it (the contact's fields and tag ids). */
export async function conditionContact(db: Db, locationId: number, contactId: number): Promise<ConditionContact | null> {
  const c = await liveContact(db, locationId, contactId);
  if (!c) return null;
  const t = await db.select({ id: contactTags.tagId }).from(contactTags).where(and(eq(contactTags.locationId, locationId), eq(contactTags.contactId, contactId)));
  return {
    status: c.status, tab: c.tab, gender: c.gender, temperature: c.temperature, source: c.source, email: c.email,
    first_name: c.firstName, last_name: c.lastName, number: c.number, birthday: c.birthday, created_at: c.createdAt.toISOString().slice(0, 10),
    tagIds: t.map((r) => r.id),
  };
}

const tagName = async (db: Db, locationId: number, tagId: number) =>
  (await db.select({ name: tags.name }).from(tags).where(and(eq(tags.id, tagId), eq(tags.locationId, locationId))))[0]?.name;

/** Each declared action's effect (action-types.ts declares them; a missing one is a type error). */
export const ACTION_EFFECTS: { [T in ActionType]: Effect<T> } = {
  send_email: {
    check: (db, loc, s) => checkMergeFields(db, loc, { "settings.subject": s.subject, "settings.body": s.body }),
    async run(s, step) {
      const c = await liveContact(step.db, step.locationId, step.contactId);
      if (!c?.email) return { message: "Skipped: the contact has no email address.", status: "skipped" };
      const mail = await renderEmail(step.db, step.locationId, step.contactId, { subject: s.subject, body: s.body });
      // The history row's id is the send's key in the outbox: one step, one email.
      const rec = await recordEmail(step.db, { ...mail, to: c.email, kind: "location", locationId: step.locationId, contactId: step.contactId, userId: step.userId, source: "journey", sourceId: step.historyId });
      return { message: `Email “${mail.subject}” to ${c.email}`, after: rec.queued ? () => queueEmail(rec.id) : undefined };
    },
  },
  send_sms: {
    check: (db, loc, s) => checkMergeFields(db, loc, { "settings.body": s.body }),
    async run(s, step) {
      const c = await liveContact(step.db, step.locationId, step.contactId);
      if (!c?.number) return { message: "Skipped: the contact has no phone number.", status: "skipped" };
      const sms = await renderSms(step.db, step.locationId, step.contactId, s.body);
      if (!sms.body.trim()) return { message: "Skipped: the message is empty for this contact.", status: "skipped" };
      const rec = await recordSms(step.db, { locationId: step.locationId, to: c.number, body: sms.body.slice(0, 1600), contactId: step.contactId, userId: step.userId }).catch((e) => {
        // A number the carrier cannot take is this contact's problem, not a reason to retry.
        if ((e as { status?: number }).status === 422) return null;
        throw e;
      });
      if (!rec) return { message: `Skipped: ${c.number} is not a valid phone number.`, status: "skipped" };
      return { message: `SMS to ${c.number}`, after: rec.queued ? () => queueSms(rec.id) : undefined };
    },
  },
  wait: {
    async run(s) {
      return { message: `Waiting ${waitLabel(s)}`, delaySeconds: s.amount * WAIT_UNIT_SECONDS[s.unit] };
    },
  },
  condition: {
    async check(db, loc, s) {
      for (const [i, r] of s.rules.entries()) {
        if (r.field !== "tag" || !r.tag_id) continue;
        const [t] = await db.select({ id: tags.id }).from(tags).where(and(eq(tags.id, r.tag_id), eq(tags.locationId, loc)));
        if (!t) throw validationError({ [`settings.rules.${i}.tag_id`]: ["The selected tag id is invalid."] });
      }
    },
    async run(s, step) {
      const c = await conditionContact(step.db, step.locationId, step.contactId);
      const yes = !!c && conditionHolds(s, c);
      return { message: yes ? "Condition met: Yes" : "Condition not met: No", branch: yes ? "yes" : "no" };
    },
  },
  add_tag: {
    check: (db, loc, s) => checkTag(db, loc, s.tag_id),
    async run(s, step) {
      const name = await tagName(step.db, step.locationId, s.tag_id);
      if (!name) return { message: "Skipped: the tag was deleted.", status: "skipped" };
      const added = await step.db.insert(contactTags).values({ locationId: step.locationId, contactId: step.contactId, tagId: s.tag_id }).onConflictDoNothing().returning({ id: contactTags.contactId });
      if (added.length) await announce("contact.changed", { db: step.db, locationId: step.locationId, change: { kind: "tag_added", contactIds: [step.contactId], tagId: s.tag_id } });
      return { message: added.length ? `Tag “${name}” added` : `Already tagged “${name}”` };
    },
  },
  remove_tag: {
    check: (db, loc, s) => checkTag(db, loc, s.tag_id),
    async run(s, step) {
      const name = (await tagName(step.db, step.locationId, s.tag_id)) ?? "deleted tag";
      const gone = await step.db
        .delete(contactTags)
        .where(and(eq(contactTags.locationId, step.locationId), eq(contactTags.contactId, step.contactId), eq(contactTags.tagId, s.tag_id)))
        .returning({ id: contactTags.contactId });
      if (gone.length) await announce("contact.changed", { db: step.db, locationId: step.locationId, change: { kind: "tag_removed", contactIds: [step.contactId], tagId: s.tag_id } });
      return { message: gone.length ? `Tag “${name}” removed` : `Had no tag “${name}”` };
    },
  },
  add_to_sequence: {
    check: (db, loc, s) => checkSequence(db, loc, s.sequence_id),
    // Not an HTTP call: the sequence's queues are made ready outside the step's transaction (PGlite has one connection).
    external: async () => {
      await prepareSequenceQueues();
      return "";
    },
    async run(s, step) {
      const seq = await findSequence(step.db, step.locationId, s.sequence_id);
      if (!seq) return { message: "Skipped: the sequence was deleted.", status: "skipped" };
      const n = await subscribeContacts(step.db, seq, eq(contacts.id, step.contactId));
      return { message: n ? `Added to sequence “${seq.title}”` : `Already on sequence “${seq.title}”` };
    },
  },
  remove_from_sequence: {
    check: (db, loc, s) => checkSequence(db, loc, s.sequence_id),
    async run(s, step) {
      const seq = await findSequence(step.db, step.locationId, s.sequence_id);
      if (!seq) return { message: "Skipped: the sequence was deleted.", status: "skipped" };
      const n = await unsubscribeContacts(step.db, step.locationId, [seq.id], and(eq(contacts.id, step.contactId), eq(contacts.locationId, step.locationId))!);
      return { message: n ? `Removed from sequence “${seq.title}”` : `Was not on sequence “${seq.title}”` };
    },
  },
  change_status: {
    async check(db, loc, s) {
      if (!(await findStatus(db, loc, s.status))) throw validationError({ "settings.status": ["The selected status is invalid."] });
    },
    async run(s, step) {
      const item = await findStatus(step.db, step.locationId, s.status);
      if (!item) return { message: `Skipped: the status “${s.status}” no longer exists.`, status: "skipped" };
      const changed = await step.db
        .update(contacts)
        .set({ status: item.status, tab: item.tab, updatedAt: sql`now()` })
        .where(and(eq(contacts.id, step.contactId), eq(contacts.locationId, step.locationId), sql`${contacts.status} <> ${item.status}`))
        .returning({ id: contacts.id });
      if (changed.length) await announce("contact.changed", { db: step.db, locationId: step.locationId, change: { kind: "status_changed", contactIds: [step.contactId], status: item.status, tab: item.tab } });
      return { message: changed.length ? `Status changed to ${item.status}` : `Status already ${item.status}` };
    },
  },
  webhook: {
    async check(_db, _loc, s) {
      const problem = await webhookUrlProblem(s.url);
      if (problem) throw validationError({ "settings.url": [problem] });
    },
    async external(s, step) {
      const c = await liveContact(step.db, step.locationId, step.contactId);
      const payload = {
        event: "journey.step", journey_id: step.journeyId, run_id: step.runId, action_id: step.actionId,
        contact: c ? { id: c.id, first_name: c.firstName, last_name: c.lastName, email: c.email, number: c.number, status: c.status } : { id: step.contactId },
      };
      const code = await postJourneyWebhook(s.url, String(s.secret ?? ""), `journey-run-${step.runId}-action-${step.actionId}`, payload);
      return `Webhook answered ${code}`;
    },
    async run(_s, _step, external) {
      return { message: external ?? "Webhook sent" };
    },
  },
  end: {
    async run() {
      return { message: "Journey ended", end: true };
    },
  },
};

/** The API's check of a step's settings: the declared schema, then the effect's own rules. 422 on `settings.*`. */
export async function parseActionSettings(db: Db, locationId: number, type: ActionType, raw: unknown): Promise<Record<string, unknown>> {
  const parsed = ACTION_TYPES[type].settings.safeParse(raw ?? {});
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const given = issue.path.reduce<unknown>((v, k) => (v && typeof v === "object" ? (v as Record<PropertyKey, unknown>)[k as PropertyKey] : undefined), raw);
      const missing = issue.code === "invalid_type" && given === undefined;
      const field = String(issue.path.at(-1) ?? "settings").replace(/_/g, " ");
      (errors[["settings", ...issue.path].join(".")] ??= []).push(missing ? `The ${field} field is required.` : issue.message);
    }
    throw validationError(errors);
  }
  const settings = parsed.data as Record<string, unknown>;
  await (ACTION_EFFECTS[type].check as ((db: Db, loc: number, s: unknown) => Promise<void>) | undefined)?.(db, locationId, settings);
  return settings;
}
