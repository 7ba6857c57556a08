import type { ReminderSources } from "@/lib/reminders/sources";

/**
 * Every module that reminds its enrolled contacts through the shared scheduler (lib/reminders),
 * by its source key. Like the jobs in jobs.ts, the composition root is the only place that knows
 * them; each module loads when the scheduler first runs its source.
 */
export const REMINDER_SOURCES: ReminderSources = {
  "progress-tracking": async () => (await import("@/lib/progress-tracking/reminders")).progressReminders,
  "habit-tracking": async () => (await import("@/lib/habit-tracking/reminders")).habitReminders,
};
