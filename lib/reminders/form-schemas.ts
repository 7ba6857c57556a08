/**
 * The Reminders tab's browser-side schema (zod/mini): what the trackings' update schemas say of
 * the reminder fields (lib/reminders/schemas.ts); the server checks again.
 */
import { array, minLength, object, regex, string, enum as zenum } from "zod/mini";

export const WEEKDAYS = [
  { day: 1, short: "Mon", long: "Monday" },
  { day: 2, short: "Tue", long: "Tuesday" },
  { day: 3, short: "Wed", long: "Wednesday" },
  { day: 4, short: "Thu", long: "Thursday" },
  { day: 5, short: "Fri", long: "Friday" },
  { day: 6, short: "Sat", long: "Saturday" },
  { day: 7, short: "Sun", long: "Sunday" },
] as const;

/** The spec's reminder type: 1 email, otherwise SMS (doc 3 s5). */
export const REMINDER_TYPES = [
  { value: "1", label: "Email" },
  { value: "2", label: "Text message (SMS)" },
] as const;

/** As typed: the type and the days are the inputs' strings. */
export const reminderSettingsForm = object({
  reminder_type: zenum(["1", "2"]),
  reminder_time: string().check(regex(/^([01]\d|2[0-3]):[0-5]\d$/, "The reminder time must be a time (HH:MM).")),
  reminder_days: array(string()).check(minLength(1, "Pick at least one reminder day.")),
});
export type ReminderSettingsValues = { reminder_type: "1" | "2"; reminder_time: string; reminder_days: string[] };

export const toReminderValues = (s: { reminder_type: number; reminder_time: string; reminder_days: number[] }): ReminderSettingsValues => ({
  reminder_type: s.reminder_type === 1 ? "1" : "2",
  reminder_time: s.reminder_time,
  reminder_days: s.reminder_days.map(String),
});
export const fromReminderValues = (v: ReminderSettingsValues) => ({
  reminder_type: Number(v.reminder_type),
  reminder_time: v.reminder_time,
  reminder_days: v.reminder_days.map(Number).sort((a, b) => a - b),
});

/** "Every day", "Weekdays", "Mon, Wed, Fri". */
export function daysText(days: number[]) {
  const set = [...new Set(days)].sort((a, b) => a - b);
  if (set.length === 7) return "Every day";
  if (set.join() === "1,2,3,4,5") return "Weekdays";
  if (set.join() === "6,7") return "Weekends";
  return set.map((d) => WEEKDAYS[d - 1]?.short).filter(Boolean).join(", ");
}
