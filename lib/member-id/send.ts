import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { CountryCode } from "libphonenumber-js";
import type { Db } from "@/db";
import { contacts } from "@/db/schema";
import { notFound, validationError } from "@/lib/http/errors";
import { renderEmail, renderSms } from "@/lib/merge-fields/render";
import { queueEmail, recordEmail } from "@/lib/platform/email/record";
import { toE164 } from "@/lib/platform/sms/numbers";
import { queueSms, recordSms } from "@/lib/platform/sms/send";
import { escapeHtml } from "@/lib/utils/html";
import { cardUrl, ensureAccessCode, locationPublicId } from "./card";
import { CARD_LINK_FIELD, MEMBER_ID_MSG } from "./constants";
import { getMemberIdSetting } from "./settings";

export type Channel = "email" | "sms";
type From = { locationId: number; userId: number | null };
export type Recorded = { email: number | null; sms: number | null; emailQueued: boolean; smsQueued: boolean; url: string };

/** The coach's plain text as email paragraphs, escaped; the card link stays a link. */
function paragraphs(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

async function holder(db: Db, locationId: number, contactId: number) {
  const [c] = await db
    .select({ id: contacts.id, memberId: contacts.memberId, email: contacts.email, memberIdEmail: contacts.memberIdEmail, number: contacts.number, country: contacts.phoneCountryCode })
    .from(contacts)
    .where(and(eq(contacts.id, contactId), eq(contacts.locationId, locationId), isNull(contacts.deletedAt)));
  if (!c) throw notFound("Contact");
  return c;
}

/** Where the card can go for this contact: the channels asked for, or by default email if any, else SMS. */
export async function channelsFor(db: Db, locationId: number, contactId: number, via?: Channel[]): Promise<Channel[]> {
  const c = await holder(db, locationId, contactId);
  if (!c.memberId) throw validationError({ member_id: [MEMBER_ID_MSG.noMemberId] });
  const email = c.memberIdEmail ?? c.email;
  if (via) {
    if (via.includes("email") && !email) throw validationError({ via: [MEMBER_ID_MSG.noEmail] });
    if (via.includes("sms") && !c.number) throw validationError({ via: [MEMBER_ID_MSG.noNumber] });
    return [...new Set(via)];
  }
  if (email) return ["email"];
  if (c.number) return ["sms"];
  throw validationError({ via: [MEMBER_ID_MSG.nowhere] });
}

/**
 * Records the card's email and/or SMS for one contact in the outbox (inside the caller's
 * transaction, if any), rendered with the location's texts and the contact's card link. The
 * caller queues them after its commit (`queueRecorded`). The email goes to the member ID email
 * when the coach set one (change-member-id-email), else the contact's.
 */
export async function recordCard(db: Db, from: From, contactId: number, channels: Channel[]): Promise<Recorded> {
  const [c, setting, publicId] = await Promise.all([holder(db, from.locationId, contactId), getMemberIdSetting(db, from.locationId), locationPublicId(db, from.locationId)]);
  const url = cardUrl(publicId, await ensureAccessCode(db, from.locationId, contactId));
  const extra = { [CARD_LINK_FIELD]: url };
  const out: Recorded = { email: null, sms: null, emailQueued: false, smsQueued: false, url };
  const to = c.memberIdEmail ?? c.email;
  if (channels.includes("email") && to) {
    const mail = await renderEmail(db, from.locationId, contactId, { subject: setting.email_subject, body: paragraphs(setting.email_body) }, { subject: "email_subject", body: "email_body" }, extra);
    const r = await recordEmail(db, { to, ...mail, kind: "location", locationId: from.locationId, userId: from.userId, contactId });
    out.email = r.id;
    out.emailQueued = r.queued;
  }
  const number = c.number && (c.country ? toE164(c.number, c.country as CountryCode) : toE164(c.number));
  if (channels.includes("sms") && number) {
    const sms = await renderSms(db, from.locationId, contactId, setting.sms_body, "sms_body", extra);
    const r = await recordSms(db, { locationId: from.locationId, to: number, body: sms.body, contactId, userId: from.userId });
    out.sms = r.id;
    out.smsQueued = r.queued;
  } else if (channels.includes("sms")) {
    throw validationError({ via: ["This contact's phone number cannot receive SMS."] });
  }
  return out;
}

export async function queueRecorded(r: Recorded) {
  if (r.email && r.emailQueued) await queueEmail(r.email);
  if (r.sms && r.smsQueued) await queueSms(r.sms);
}

/** POST /member-id/{id}/send and PUT /contact/{id}/resend-member-id: record, then queue. */
export async function sendCard(db: Db, from: From, contactId: number, via?: Channel[]): Promise<Recorded> {
  const channels = await channelsFor(db, from.locationId, contactId, via);
  const r = await db.transaction(async (tx) => recordCard(tx as unknown as Db, from, contactId, channels));
  await queueRecorded(r);
  return r;
}
