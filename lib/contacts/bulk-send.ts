import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { contactBulkSendRecipients, contactBulkSends, contacts } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound } from "@/lib/http/errors";
import { formatCount } from "@/lib/format";
import { sendJob } from "@/lib/platform/jobs";
import { BULK_SEND_INLINE_MAX } from "./bulk-constants";
import type { BulkTarget } from "./bulk-schemas";
import { isForeignOnly, targetWhere } from "./bulk-target";
import { contactBulkSendJob } from "./bulk-send-job";
import { deliver, recipientColumns, summary, type BulkSendAnswer, type BulkSendKind, type Content } from "./bulk-send-deliver";
import type { LoginRecipient } from "./portal-login";

/**
 * The bulk bar's sends (doc 2 s6): "email send" (a composed subject and body) and "resend login"
 * (a portal set-password link). A few contacts are sent to within the request and the answer
 * says how it went; more (or "all matching") are fixed as recipients in one INSERT ... SELECT and
 * sent by a job (bulk-send-job.ts), whose result goes to the activity feed.
 */

export async function startBulkSend(db: Db, ctx: Ctx, target: BulkTarget, kind: BulkSendKind, content: Content | null): Promise<BulkSendAnswer> {
  const few = await db.select(recipientColumns).from(contacts).where(targetWhere(ctx, target)).orderBy(contacts.id).limit(BULK_SEND_INLINE_MAX + 1);
  if (isForeignOnly(target, few.length)) throw notFound("Contact");
  if (few.length <= BULK_SEND_INLINE_MAX) return sendNow(db, ctx, kind, few, content);

  const sendId = await db.transaction(async (tx) => {
    const [send] = await tx
      .insert(contactBulkSends)
      .values({ locationId: ctx.locationId, userId: ctx.userId, kind, subject: content?.subject ?? null, message: content?.message ?? null, total: 0 })
      .returning({ id: contactBulkSends.id });
    // The selection as it is now: contacts added to the filter later are not sent to.
    const added = await tx
      .insert(contactBulkSendRecipients)
      .select(
        tx
          .select({ sendId: sql<number>`${send.id}::int`.as("send_id"), locationId: contacts.locationId, contactId: contacts.id, state: sql<string>`'pending'`.as("state") })
          .from(contacts)
          .where(targetWhere(ctx, target)),
      )
      .returning({ id: contactBulkSendRecipients.contactId });
    await tx.update(contactBulkSends).set({ total: added.length }).where(eq(contactBulkSends.id, send.id));
    return { id: send.id, total: added.length };
  });
  // Queued after the commit (docs/platform.md: record first, then queue).
  await sendJob(contactBulkSendJob, { send_id: sendId.id });
  return {
    status: 1,
    queued: true,
    count: sendId.total,
    sent: 0,
    blocked: 0,
    skipped: 0,
    message: `Sending to ${formatCount(sendId.total, "contact")}. The result will appear in your activity feed.`,
  };
}

async function sendNow(db: Db, ctx: Ctx, kind: BulkSendKind, rows: LoginRecipient[], content: Content | null): Promise<BulkSendAnswer> {
  const t = { sent: 0, blocked: 0, skipped: 0 };
  let reason: string | null = null;
  for (const c of rows) {
    const r = await deliver(db, kind, ctx, c, content);
    t[r.outcome] += 1;
    reason = r.reason ?? reason;
  }
  const count = rows.length;
  if (t.sent === 0) {
    // Nobody reached: status -1 as the profile's send (doc 2 s4); one contact gets its own reason.
    const message = count === 1 && reason ? reason : `Nothing was sent: none of the ${formatCount(count, "contact")} could be reached.${kind === "login" ? " Login details go to contacts with portal access and an email address." : ""}`;
    return { status: -1, queued: false, count, ...t, message };
  }
  return { status: 1, queued: false, count, ...t, message: summary(kind, t) };
}

