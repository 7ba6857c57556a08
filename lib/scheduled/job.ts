import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db";
import { contacts, scheduledMessages, smsMessages } from "@/db/schema";
import { recordActivity } from "@/lib/activity/record";
import { defineJob } from "@/lib/platform/jobs";
import { queueSms, recordSms } from "@/lib/platform/sms/send";
import { announcePortalMessage, recordPortalMessage } from "@/lib/portal-chat/post";
import { NO_NUMBER, contactSmsNumber } from "@/lib/sms-center/number";
import { SCHEDULE_STATUS } from "./constants";

/**
 * Sends one scheduled message when its time comes. Idempotent: the row is claimed
 * (scheduled -> sending) in one conditional UPDATE, so a second run, or a run after the coach
 * deleted it, finds nothing and does nothing. The claim, the message's record and the row's
 * outcome are one transaction; the delivery is queued (SMS: sendSms's job, kill switches and
 * STOP honoured) or the portal message announced after the commit. A run killed in between
 * rolls back to "scheduled" and the retry sends it: never stuck in "sending", never sent twice.
 */
export const scheduledSendJob = defineJob({
  name: "messaging.scheduled-send",
  schema: z.object({ id: z.number().int().positive() }),
  retry: { limit: 3, delaySeconds: 30, backoff: true },
  expireInSeconds: 120,
  concurrency: 2,
  async handler({ id }, { db }) {
    const after = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const [m] = await tx
        .update(scheduledMessages)
        .set({ status: SCHEDULE_STATUS.sending })
        .where(and(eq(scheduledMessages.id, id), eq(scheduledMessages.status, SCHEDULE_STATUS.scheduled)))
        .returning();
      if (!m) return null;
      const [c] = await tx
        .select()
        .from(contacts)
        .where(and(eq(contacts.id, m.contactId), eq(contacts.locationId, m.locationId), isNull(contacts.deletedAt)))
        .limit(1);
      const finish = async (status: string, reason: string | null, messageId: number | null) => {
        await tx.update(scheduledMessages).set({ status, statusReason: reason, messageId, sentAt: new Date() }).where(eq(scheduledMessages.id, id));
        // It has left the scheduled list: a message that did not go out is told in the activity feed.
        if (status !== SCHEDULE_STATUS.sent)
          await recordActivity(tx, {
            locationId: m.locationId,
            module: m.channel === "sms" ? "sms" : "portal-chat",
            action: "failed",
            title: m.channel === "sms" ? "A scheduled SMS was not sent" : "A scheduled portal message was not sent",
            body: reason ?? m.body,
            contactId: c ? c.id : null,
            data: { scheduled_id: m.id },
          });
      };
      if (!c) return void (await finish(SCHEDULE_STATUS.failed, "The contact was deleted.", null));
      if (m.channel === "portal") {
        const posted = await recordPortalMessage(tx, m.locationId, c.id, m.body, { sender: "user", userId: m.userId });
        await finish(SCHEDULE_STATUS.sent, null, posted.id);
        return { portal: posted, sms: null };
      }
      const to = contactSmsNumber(c);
      if (!to) return void (await finish(SCHEDULE_STATUS.failed, NO_NUMBER, null));
      const sms = await recordSms(tx, { locationId: m.locationId, to, body: m.body, contactId: c.id, userId: m.userId });
      if (!sms.queued) {
        const [row] = await tx.select({ reason: smsMessages.statusReason }).from(smsMessages).where(eq(smsMessages.id, sms.id));
        await finish(SCHEDULE_STATUS.blocked, row?.reason ?? null, sms.id);
        return null;
      }
      await finish(SCHEDULE_STATUS.sent, null, sms.id);
      return { portal: null, sms: sms.id };
    });
    if (after?.portal) await announcePortalMessage(db, after.portal);
    if (after?.sms) await queueSms(after.sms);
  },
});
