/** Scheduled sends (SMS centre, portal chat, the scheduled lists): names and copy, once. */

export const CHANNELS = ["sms", "portal"] as const;
export type Channel = (typeof CHANNELS)[number];

export const SCHEDULE_STATUS = { scheduled: "scheduled", sending: "sending", sent: "sent", blocked: "blocked", failed: "failed" } as const;

/** The furthest ahead a message may be scheduled. */
export const SCHEDULE_MAX_DAYS = 365;
export const MESSAGE_MAX = 1600;

export const SMS_SCHEDULED = "SMS has been successfully scheduled";
export const SMS_SCHEDULE_DELETED = "Scheduled SMS successfully deleted";
export const PORTAL_SCHEDULED = "Message has been successfully scheduled";
export const SCHEDULE_DELETED = "Scheduled message successfully deleted";
