import "server-only";
import { createHmac } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { emailMessages } from "@/db/schema";
import { authSecret } from "@/lib/auth/secret";
import { forbidden, notFound, validationError } from "@/lib/http/errors";
import { signWebhook, verifyWebhook } from "@/lib/integrations/signing";
import { recordDeliveryProblem } from "@/lib/platform/email/events";

/**
 * Spam complaints arrive as ARF reports (RFC 5965: multipart/report; report-type=feedback-report)
 * from a mailbox provider's feedback loop, forwarded by the mail relay to POST
 * /email-log/complaint. The relay signs each POST as our webhooks are signed
 * (`x-coachos-signature: sha256=HMAC(timestamp.body)`, `x-coachos-timestamp`) with
 * EMAIL_FEEDBACK_SECRET (by default derived from the app's secret), a bad or stale (over 5 minutes)
 * signature is a 403 and changes nothing. The original message's Message-ID (`<email-{id}.{created ms}@coachos>`,
 * set at delivery) names the message.
 */
export const FEEDBACK_MAX_AGE_SECONDS = 300;
export const FEEDBACK_MAX_BYTES = 1024 * 1024;

export function feedbackSecret(): string {
  return process.env.EMAIL_FEEDBACK_SECRET || createHmac("sha256", authSecret()).update("email-feedback").digest("base64url");
}

/** What the relay does (and the tests do). */
export function signFeedback(body: string, timestamp = Math.floor(Date.now() / 1000)) {
  return { "x-coachos-timestamp": String(timestamp), "x-coachos-signature": signWebhook(feedbackSecret(), timestamp, body) };
}

const refused = (message: string) => validationError({ body: [message] });

export async function receiveFeedback(db: Db, req: Request, readBody: () => Promise<string>) {
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > FEEDBACK_MAX_BYTES) throw refused("The report is too large.");
  const body = await readBody();
  if (body.length > FEEDBACK_MAX_BYTES) throw refused("The report is too large.");
  const timestamp = Number(req.headers.get("x-coachos-timestamp"));
  const signature = req.headers.get("x-coachos-signature") ?? "";
  if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > FEEDBACK_MAX_AGE_SECONDS || !verifyWebhook(feedbackSecret(), timestamp, body, signature)) {
    throw forbidden("The signature is not valid.");
  }
  // Loaded when a report arrives: only this webhook parses mail.
  const { simpleParser } = await import("mailparser");
  const parsed = await simpleParser(body).catch(() => null);
  const report = parsed?.attachments.find((a) => a.contentType === "message/feedback-report");
  if (!parsed || !report) throw refused("Not a feedback report.");
  const fields = report.content.toString("utf8");
  const type = /^Feedback-Type:\s*([\w-]+)/im.exec(fields)?.[1]?.toLowerCase() ?? "abuse";
  // The original (message/rfc822 or text/rfc822-headers) carries our Message-ID.
  const original = parsed.attachments.filter((a) => a !== report).map((a) => a.content.toString("utf8")).join("\n") + (parsed.text ?? "");
  const m = /Message-ID:\s*<email-(\d{1,10})\.(\d{1,15})@coachos>/i.exec(original);
  if (!m || Number(m[1]) > 2147483647) throw notFound("Email");
  const id = Number(m[1]);
  // The id and the creation time together: a report names a message we sent, not a guessed id.
  const [msg] = await db
    .select({ id: emailMessages.id })
    .from(emailMessages)
    .where(and(eq(emailMessages.id, id), sql`floor(extract(epoch from ${emailMessages.createdAt}) * 1000)::bigint = ${m[2]}::bigint`));
  if (!msg || !(await recordDeliveryProblem(db, id, "complaint", `${type}: reported by the recipient's mailbox provider`))) throw notFound("Email");
  return { status: 1, message: "Complaint recorded." };
}
