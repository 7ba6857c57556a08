import { habitTrackingContacts, habitTrackings } from "@/db/schema";
import { appUrl } from "@/lib/auth/app-url";
import { enrolmentReminders } from "@/lib/reminders/enrolment-source";
import { HABIT_MSG, PUBLIC_DEFAULTS } from "./constants";
import { habitPath, habitToken } from "./link";

/** Habit tracking's reminders: the shared scheduler's enrolment source over habit_tracking_contacts (lib/reminders/enrolment-source.ts). */
export const HABIT_REMINDER_SOURCE = "habit-tracking";

const reminders = enrolmentReminders({
  key: HABIT_REMINDER_SOURCE,
  enrolments: habitTrackingContacts,
  assets: habitTrackings,
  noun: "Habit tracking",
  defaultHeadline: PUBLIC_DEFAULTS.headline,
  action: "Log your habits",
  link: (e) => `${appUrl()}${habitPath(habitToken({ enrolmentId: e.id, assetId: e.trackingId, contactId: e.contactId, version: e.linkVersion }))}`,
  updatedMessage: HABIT_MSG.updated,
});

export const habitReminders = reminders.source;
export const replanHabitReminders = reminders.replan;
/** POST /habit-tracking/enable-disable-reminder */
export const enableDisableReminder = reminders.enableDisable;
/** POST /habit-tracking/restart-reminder */
export const restartReminder = reminders.restart;
/** PATCH /habit-tracking/{id}/resend-reminder */
export const resendReminder = reminders.resend;
/** GET /habit-tracking/{id}/contact-reminders (ours: the Reminders tab) */
export const contactReminders = reminders.contactReminders;
