import { recordActivity } from "./record";
import type { PlatformHandler } from "@/lib/platform/events";

/**
 * The feed's entries for what the platform announces (registered in lib/api/platform-handlers.ts):
 * an inbound SMS, and a location's message that will not go out.
 */

/** Written in the inbound message's transaction, so a message and its entry are stored together. */
export const feedInboundSms: PlatformHandler<"sms.received.record"> = ({ db, locationId, sms, keyword }) =>
  recordActivity(db, {
    locationId,
    module: "sms",
    action: keyword === "stop" ? "opted-out" : keyword === "start" ? "opted-in" : "received",
    title: keyword === "stop" ? `${sms.name} opted out of SMS` : keyword === "start" ? `${sms.name} opted back in to SMS` : `New message from ${sms.name}`,
    body: sms.body,
    contactId: sms.contactId,
    data: { sms_id: sms.id, from: sms.from },
  });

export const feedFailedSms: PlatformHandler<"sms.failed"> = ({ db, locationId, smsId, contactId, to, reason }) =>
  recordActivity(db, {
    locationId,
    module: "sms",
    action: "failed",
    title: `SMS to ${to} could not be sent`,
    body: reason,
    contactId,
    data: { sms_id: smsId },
  });

export const feedFailedEmail: PlatformHandler<"email.failed"> = ({ db, locationId, emailId, contactId, to, subject, reason }) =>
  recordActivity(db, {
    locationId,
    module: "email",
    action: "failed",
    title: `Email to ${to} could not be sent`,
    body: reason,
    contactId,
    data: { email_id: emailId, subject },
  });
