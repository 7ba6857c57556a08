import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, tenantId } from "./columns";

/**
 * One reminder sent (lib/reminders): which source's enrolment, for which planned instant. The
 * unique key makes a planned reminder go out once, whatever retries the job: the claim, the
 * outbox record and the advance of `next_reminder_at` commit together. A resend (sent now by
 * the coach) has no planned instant (`due_at` null) and is never deduplicated.
 */
export const reminderSends = pgTable(
  "reminder_sends",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    /** The source's key ("progress-tracking", "habit-tracking", later "workouts"). */
    source: text("source").notNull(),
    enrolmentId: integer("enrolment_id").notNull(),
    contactId: integer("contact_id").notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }),
    /** email | sms | skipped (no address for the channel) */
    channel: text("channel").notNull(),
    /** The outbox row (email_messages or sms_messages id), null when skipped. */
    messageId: integer("message_id"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("reminder_sends_planned_key").on(t.source, t.enrolmentId, t.dueAt), index("reminder_sends_enrolment_idx").on(t.source, t.enrolmentId, t.id)],
);
