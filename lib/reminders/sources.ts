import type { Db } from "@/db";
import type { ReminderSchedule } from "./plan";

/**
 * What a module that reminds its enrolled contacts declares (progress tracking and habit
 * tracking now, workouts later). lib/reminders imports no module: the composition root
 * (lib/api/reminder-sources.ts) hands it the sources, as it hands the platform its handlers.
 */
export type ReminderChannel = "email" | "sms";

/** One enrolment whose reminder is due, as its source reads it (row locked by claimDue). */
export type DueReminder = {
  id: number;
  locationId: number;
  contactId: number;
  /** The planned instant being sent (null: a resend, sent now). */
  dueAt: Date | null;
  timeZone: string;
  schedule: ReminderSchedule;
  channel: ReminderChannel;
  /** The enrolment's reminders are off (its override or its asset's switch): plan none, send none. */
  enabled: boolean;
};

/** What the contact receives: the email's subject and body and the SMS text, each with the contact's signed link. */
export type ReminderMessage = { subject: string; text: string; html: string; sms: string };

export type ReminderSource = {
  /**
   * Up to `limit` active, reminder-enabled enrolments with `next_reminder_at <= now`, locked
   * `FOR UPDATE SKIP LOCKED` in the caller's transaction (two workers never claim one row).
   */
  claimDue(tx: Db, now: Date, limit: number): Promise<DueReminder[]>;
  /** Stores the enrolment's next planned instant (null: no more reminders). */
  setNext(tx: Db, enrolmentId: number, next: Date | null): Promise<void>;
  /** The message for one enrolment, or null when it no longer applies (the rows were read under the lock). */
  message(tx: Db, due: DueReminder): Promise<ReminderMessage | null>;
};

export type ReminderSources = Record<string, () => Promise<ReminderSource>>;

// On globalThis, as lib/platform/events.ts: Next bundles instrumentation (which installs) and the
// route handlers (which resend) apart, so a module-level variable would be two variables.
const holder = ((globalThis as Record<string, unknown>).__coachosReminderSources ??= { sources: {} }) as { sources: ReminderSources };

/** Every process that runs jobs or serves requests installs the sources once (lib/api/platform-handlers.ts). */
export function installReminderSources(sources: ReminderSources): void {
  holder.sources = sources;
}

export const reminderSourceKeys = () => Object.keys(holder.sources);

export async function reminderSource(key: string): Promise<ReminderSource> {
  const load = holder.sources[key];
  if (!load) throw new Error(`reminders: no source "${key}" is installed`);
  return load();
}
