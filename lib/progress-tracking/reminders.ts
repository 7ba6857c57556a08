import { progressTrackingContacts, progressTrackings } from "@/db/schema";
import { appUrl } from "@/lib/auth/app-url";
import { enrolmentReminders } from "@/lib/reminders/enrolment-source";
import { PUBLIC_DEFAULTS, TRACKING_MSG } from "./constants";
import { checkInPath, checkInToken } from "./link";

/** Progress tracking's reminders: the shared scheduler's enrolment source over progress_tracking_contacts (lib/reminders/enrolment-source.ts). */
export const PROGRESS_REMINDER_SOURCE = "progress-tracking";

const reminders = enrolmentReminders({
  key: PROGRESS_REMINDER_SOURCE,
  enrolments: progressTrackingContacts,
  assets: progressTrackings,
  noun: "Client tracking",
  defaultHeadline: PUBLIC_DEFAULTS.headline,
  action: "Submit your check-in",
  link: (e) => `${appUrl()}${checkInPath(checkInToken({ enrolmentId: e.id, trackingId: e.trackingId, contactId: e.contactId, version: e.linkVersion }))}`,
  updatedMessage: TRACKING_MSG.updated,
});

export const progressReminders = reminders.source;
export const replanProgressReminders = reminders.replan;
/** Sends the reminder now to the named contacts (the roster's nudge). */
export const sendProgressRemindersNow = reminders.sendNow;
/** POST /progress-tracking/enable-disable-reminder */
export const enableDisableReminder = reminders.enableDisable;
/** POST /progress-tracking/restart-reminder */
export const restartReminder = reminders.restart;
/** PATCH /progress-tracking/{id}/resend-reminder */
export const resendReminder = reminders.resend;
/** GET /progress-tracking/{id}/contact-reminders (ours: the Reminders tab) */
export const contactReminders = reminders.contactReminders;
