import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { z } from "zod";
import { emailMessages } from "@/db/schema";
import { announce } from "@/lib/platform/events";
import { defineJob, sendJob } from "@/lib/platform/jobs";
import { deliveryFailure } from "@/lib/platform/jobs/delivery";
import { appUrl } from "@/lib/auth/app-url";
import { EMAIL_STATUS, isTransactional, SIMULATED_COMPLAINT } from "./constants";
import { dkimKey } from "./dkim";
import { recordDeliveryProblem } from "./events";
import { trackEmail } from "./tracking";
import { emailTransport, simulates, smtpCode } from "./transport";

const RETRY = { limit: 5, delaySeconds: 30, backoff: true };

/**
 * Delivers one recorded email. Idempotent: only a queued or failed record is sent, and a
 * delivered one is never sent again. A failure is recorded on the message ("failed" with
 * the reason) before pg-boss retries it with backoff; after the last retry it stays failed.
 */
export const emailSendJob = defineJob({
  name: "email.send",
  schema: z.object({ id: z.number().int().positive() }),
  retry: RETRY,
  expireInSeconds: 120,
  concurrency: 2,
  async handler({ id }, { db }) {
    // Claim: bumps attempts only while the message is still deliverable.
    const [msg] = await db
      .update(emailMessages)
      .set({ attempts: sql`${emailMessages.attempts} + 1`, updatedAt: new Date() })
      .where(and(eq(emailMessages.id, id), inArray(emailMessages.status, [EMAIL_STATUS.queued, EMAIL_STATUS.failed])))
      .returning();
    if (!msg) return;
    // A location's mail carries its tracking and unsubscribe links; the record keeps what was sent.
    const tracked = msg.kind === "location" && msg.locationId ? trackEmail({ html: msg.html, text: msg.text, messageId: msg.id, base: appUrl(), transactional: isTransactional(msg.source) }) : null;
    if (tracked && (tracked.html !== msg.html || tracked.text !== msg.text)) {
      await db.update(emailMessages).set({ html: tracked.html, text: tracked.text }).where(eq(emailMessages.id, id));
    }
    try {
      const transport = emailTransport();
      // Only SMTP signs; the outbox's record already says which domain would (dkim_domain).
      const dkim = transport.kind === "smtp" && msg.dkimDomain && msg.locationId ? await dkimKey(db, msg.locationId, msg.dkimDomain) : null;
      const delivery = await transport.deliver({
        from: msg.fromAddress,
        to: msg.toAddress,
        subject: msg.subject,
        html: tracked?.html ?? msg.html,
        text: tracked?.text ?? msg.text,
        ...(tracked ? { headers: tracked.headers } : {}),
        // Stable per record, so a receiving server can spot a duplicate after a retry.
        messageId: `<email-${msg.id}.${msg.createdAt.getTime()}@coachos>`,
        attachments: msg.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.content, "base64") })),
        ...(dkim ? { dkim } : {}),
      });
      await db
        .update(emailMessages)
        .set({ status: delivery.status, providerId: delivery.providerId, statusReason: null, sentAt: new Date(), updatedAt: new Date() })
        .where(eq(emailMessages.id, id));
      // The outbox's complaint simulator: delivered, then reported as spam by the recipient.
      if (tracked && transport.kind === "outbox" && simulates(msg.toAddress, "complaint")) {
        await recordDeliveryProblem(db, msg.id, "complaint", SIMULATED_COMPLAINT);
      }
    } catch (err) {
      const code = smtpCode(err);
      // SMTP 5xx is a hard bounce: no retry, and the address is suppressed for the location.
      const hard = code !== null && code >= 500 && !!tracked;
      const { reason, final, recorded } = deliveryFailure(err, msg.attempts, RETRY.limit, hard);
      if (hard) await recordDeliveryProblem(db, msg.id, "bounce", reason);
      // 4xx until the retries ran out is a soft bounce: recorded, the address stays.
      else if (final && tracked && code !== null && code >= 400) await recordDeliveryProblem(db, msg.id, "soft_bounce", reason);
      await db
        .update(emailMessages)
        .set({ status: EMAIL_STATUS.failed, statusReason: recorded, updatedAt: new Date() })
        .where(eq(emailMessages.id, id));
      // A location's own mail that will not go out is something its users should see.
      if (final && msg.kind === "location" && msg.locationId) {
        await announce("email.failed", { db, locationId: msg.locationId, emailId: msg.id, contactId: msg.contactId, to: msg.toAddress, subject: msg.subject, reason });
      }
      if (!hard) throw err;
    }
  },
});

/**
 * Every 5 minutes: a message still "queued" after 10 minutes lost its job (the queue was
 * unreachable when it was recorded); queue it again. The singleton key keeps it single.
 */
export const emailRequeueJob = defineJob({
  name: "email.requeue",
  schema: z.object({}),
  cron: "*/5 * * * *",
  cronData: {},
  retry: { limit: 1, delaySeconds: 60, backoff: false },
  concurrency: 1,
  async handler(_data, { db }) {
    const stuck = await db
      .select({ id: emailMessages.id })
      .from(emailMessages)
      .where(and(eq(emailMessages.status, EMAIL_STATUS.queued), lt(emailMessages.createdAt, sql`now() - interval '10 minutes'`)))
      .limit(500);
    for (const { id } of stuck) await sendJob(emailSendJob, { id }, { singletonKey: `email-${id}` });
  },
});
