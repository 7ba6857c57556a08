import "server-only";
import { SegmentedMessage } from "sms-segments-calculator";
import type { Db } from "@/db";
import { emailSignature } from "@/lib/signatures/service";
import { mergeValues } from "./context";
import { finishEmail, subjectLine } from "./email-html";
import { renderField } from "./engine";

/** Values a module adds for its own messages (the member ID card's `member_id_url`), top-level like the links. */
export type ExtraValues = Record<string, string>;

/**
 * The one render of a message: every send of a template, a test or a composed message goes
 * through here. Email: merge fields (values HTML-escaped), sanitize, the default signature when
 * apply_to_all is on, CSS inlined, the text part from the HTML. SMS: plain text and its segments.
 * An unknown merge field is a 422 on its field (`subject`, `body`).
 */
export async function renderEmail(db: Db, locationId: number, contactId: number | null, input: { subject: string; body: string }, fields = { subject: "subject", body: "body" }, extra: ExtraValues = {}) {
  const sig = await emailSignature(db, locationId);
  const values = { ...(await mergeValues(db, locationId, contactId, sig)), ...extra };
  const subject = subjectLine(await renderField(input.subject, values, fields.subject));
  const body = await renderField(input.body, values, fields.body, true);
  return { subject, ...finishEmail(body, sig.append ? [sig.append] : []) };
}

export async function renderSms(db: Db, locationId: number, contactId: number | null, body: string, field = "body", extra: ExtraValues = {}) {
  const sig = await emailSignature(db, locationId);
  const text = await renderField(body, { ...(await mergeValues(db, locationId, contactId, sig)), ...extra }, field);
  return { body: text, ...smsCount(text) };
}

/** Segments and encoding as the carrier bills them. */
export function smsCount(text: string) {
  const m = new SegmentedMessage(text);
  return { segments: m.segmentsCount, encoding: m.encodingName, characters: text.length };
}

/**
 * Checks a message's merge fields against the location's names (no contact: every value empty).
 * Saves call this so a template with `{{ contact.foo }}` is refused when written, not when sent.
 */
export async function checkMergeFields(db: Db, locationId: number, input: Record<string, string | undefined>, extra: ExtraValues = {}) {
  const values = { ...(await mergeValues(db, locationId, null)), ...extra };
  for (const [field, source] of Object.entries(input)) if (source) await renderField(source, values, field);
}
