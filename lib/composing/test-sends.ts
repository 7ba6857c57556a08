import "server-only";
import { inArray, sql } from "drizzle-orm";
import type { z } from "@hono/zod-openapi";
import type { Db } from "@/db";
import { emailMessages, smsMessages, testSends } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { limitExceeded, validationError } from "@/lib/http/errors";
import { renderEmail, renderSms } from "@/lib/merge-fields/render";
import { EMAIL_STATUS } from "@/lib/platform/email/constants";
import { sendEmail } from "@/lib/platform/email/send";
import { SMS_STATUS } from "@/lib/platform/sms/constants";
import { toE164 } from "@/lib/platform/sms/numbers";
import { sendSms } from "@/lib/platform/sms/send";
import { COMPOSING_MSG, TEST_SENDS_PER_HOUR } from "./constants";
import type { testEmailPreview, testEmailSend, testSmsPreview, testSmsSend } from "./schemas";

type C = Pick<Ctx, "locationId" | "userId">;

export const previewTestEmail = (db: Db, ctx: C, input: z.infer<typeof testEmailPreview>) => renderEmail(db, ctx.locationId, input.contact_id, input);
export const previewTestSms = (db: Db, ctx: C, input: z.infer<typeof testSmsPreview>) => renderSms(db, ctx.locationId, input.contact_id, input.body);

/**
 * Takes `recipients.length` of the location's hourly allowance, or refuses them all. One
 * statement: the count and the insert cannot be split by a concurrent send.
 */
async function reserve(db: Db, locationId: number, channel: "email" | "sms", recipients: string[]) {
  const rows = sql.join(recipients.map((r) => sql`(${locationId}::int, ${channel}, ${r})`), sql`, `);
  const res = await db.execute(sql`
    insert into ${testSends} (location_id, channel, recipient)
    select * from (values ${rows}) v
    where (select count(*) from ${testSends} where location_id = ${locationId} and created_at > now() - interval '1 hour') + ${recipients.length} <= ${TEST_SENDS_PER_HOUR}
    returning id`);
  const got = (res as unknown as { rows?: unknown[] }).rows ?? (res as unknown as unknown[]);
  if (got.length === 0) throw limitExceeded(COMPOSING_MSG.testLimit);
}

/** Test sends are "location" mail to addresses, not contacts: kill switches and suppressions still apply. */
export async function sendTestEmail(db: Db, ctx: C, input: z.infer<typeof testEmailSend>) {
  const recipients = [...new Set(input.recipients.map((r) => r.toLowerCase()))];
  const mail = await renderEmail(db, ctx.locationId, input.contact_id, input);
  await reserve(db, ctx.locationId, "email", recipients);
  const ids: number[] = [];
  for (const to of recipients) {
    ids.push(await sendEmail(db, { to, subject: `[Test] ${mail.subject}`, html: mail.html, text: mail.text, kind: "location", locationId: ctx.locationId, userId: ctx.userId }));
  }
  const rows = await db.select({ to: emailMessages.toAddress, status: emailMessages.status, reason: emailMessages.statusReason }).from(emailMessages).where(inArray(emailMessages.id, ids));
  const refused = rows.filter((r) => r.status === EMAIL_STATUS.blocked).map((r) => ({ to: r.to, reason: r.reason ?? "" }));
  return { status: refused.length === ids.length ? 0 : 1, message: refused.length === ids.length ? refused[0].reason : COMPOSING_MSG.testEmailSent, sent: ids.length - refused.length, blocked: refused };
}

export async function sendTestSms(db: Db, ctx: C, input: z.infer<typeof testSmsSend>) {
  const numbers = input.recipients.map((r, i) => {
    const n = toE164(r);
    if (!n) throw validationError({ [`recipients.${i}`]: ["Each recipient must be a valid phone number."] });
    return n;
  });
  const recipients = [...new Set(numbers)];
  const sms = await renderSms(db, ctx.locationId, input.contact_id, input.body);
  if (!sms.body.trim()) throw validationError({ body: ["The message is empty once merge fields are filled in."] });
  await reserve(db, ctx.locationId, "sms", recipients);
  const ids: number[] = [];
  for (const to of recipients) ids.push(await sendSms(db, { locationId: ctx.locationId, to, body: sms.body, userId: ctx.userId }));
  const rows = await db.select({ to: smsMessages.toNumber, status: smsMessages.status, reason: smsMessages.statusReason }).from(smsMessages).where(inArray(smsMessages.id, ids));
  const refused = rows.filter((r) => r.status === SMS_STATUS.blocked).map((r) => ({ to: r.to, reason: r.reason ?? "" }));
  return { status: refused.length === ids.length ? 0 : 1, message: refused.length === ids.length ? refused[0].reason : COMPOSING_MSG.testSmsSent, sent: ids.length - refused.length, blocked: refused };
}
