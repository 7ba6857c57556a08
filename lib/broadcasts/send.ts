import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { queryRows } from "@/db/rows";
import { broadcasts, type BroadcastAudience } from "@/db/schema";
import { validationError } from "@/lib/http/errors";
import { sendJob } from "@/lib/platform/jobs/send";
import { isBlankRichText } from "@/lib/rich-text/sanitize";
import { audienceSelect, hasAudience, unopenedSelect } from "./audience";
import { BROADCAST_MSG, BROADCAST_STATUS, type BroadcastChannel } from "./constants";
import { broadcastSendJob } from "./job";
import { findBroadcast, mine, type BroadcastCtx } from "./service";

/** How many contacts the broadcast would reach if it were sent now. */
export async function eligibleCount(db: Db, locationId: number, channel: BroadcastChannel, a: BroadcastAudience): Promise<number> {
  const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from (${audienceSelect(locationId, channel, a)}) a`);
  return n;
}

/**
 * POST /broadcast/{id}/send-broadcast: checks it can go (recipients, subject, body: a 422
 * naming what is missing), marks it scheduled (now, or at schedule_at) and queues the sender
 * for then. A scheduled broadcast may be rescheduled; one that is sending or sent may not.
 */
export async function sendBroadcast(db: Db, ctx: BroadcastCtx, id: number, input: { schedule_at?: string | null }) {
  const b = await findBroadcast(db, ctx, id);
  if (b.status === BROADCAST_STATUS.sending || b.status === BROADCAST_STATUS.sent) throw validationError({ id: [BROADCAST_MSG.alreadySent] });
  const errors: Record<string, string[]> = {};
  const audience = b.audience as BroadcastAudience;
  if (!b.resendOf && !hasAudience(audience)) errors.recipients = [BROADCAST_MSG.noRecipients];
  if (b.channel === "email" && !b.subject.trim()) errors.subject = [BROADCAST_MSG.subjectRequired];
  if (b.channel === "email" ? isBlankRichText(b.body) : !b.body.trim()) errors.body = [BROADCAST_MSG.bodyRequired];
  if (!errors.recipients && !b.resendOf && (await eligibleCount(db, ctx.locationId, b.channel as BroadcastChannel, audience)) === 0) errors.recipients = [BROADCAST_MSG.noEligible];
  const at = input.schedule_at ? new Date(input.schedule_at) : null;
  if (at && at.getTime() <= Date.now()) errors.schedule_at = [BROADCAST_MSG.scheduleInPast];
  if (Object.keys(errors).length) throw validationError(errors);
  const rows = await db
    .update(broadcasts)
    .set({ status: BROADCAST_STATUS.scheduled, scheduledAt: at, userId: ctx.userId, updatedAt: new Date() })
    .where(and(eq(broadcasts.id, id), mine(ctx), inArray(broadcasts.status, [BROADCAST_STATUS.draft, BROADCAST_STATUS.scheduled])))
    .returning({ id: broadcasts.id });
  if (!rows.length) throw validationError({ id: [BROADCAST_MSG.alreadySent] });
  // After the update commits (docs/platform.md: record first, then queue).
  await sendJob(broadcastSendJob, { broadcast_id: id }, at ? { startAfter: at } : {});
  return { status: 1, message: BROADCAST_MSG.queued };
}

/**
 * POST /broadcast/resend-unopens: a new email broadcast with the same content to the
 * recipients of a sent one who have not opened it (human opens only), queued at once.
 */
export async function resendUnopens(db: Db, ctx: BroadcastCtx, input: { id: number }) {
  const b = await findBroadcast(db, ctx, input.id);
  if (b.channel !== "email") throw validationError({ id: ["Only an email broadcast can be resent to unopened recipients."] });
  if (b.status !== BROADCAST_STATUS.sent && b.status !== BROADCAST_STATUS.sending) throw validationError({ id: [BROADCAST_MSG.notSent] });
  const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from (${unopenedSelect(ctx.locationId, b.id)}) u`);
  if (n === 0) throw validationError({ id: [BROADCAST_MSG.nothingUnopened] });
  const [row] = await db
    .insert(broadcasts)
    .values({
      locationId: ctx.locationId, userId: ctx.userId, folderId: b.folderId, name: `${b.name} (resend to unopened)`.slice(0, 200),
      channel: b.channel, subject: b.subject, body: b.body, audience: b.audience, resendOf: b.id, status: BROADCAST_STATUS.scheduled,
    })
    .returning({ id: broadcasts.id });
  await sendJob(broadcastSendJob, { broadcast_id: row.id });
  return { status: 1, message: BROADCAST_MSG.queued, data: { id: row.id } };
}
