import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { contacts, scheduledMessages, smsMessages } from "@/db/schema";
import { recordActivity } from "@/lib/activity/record";
import { defineJob } from "@/lib/platform/jobs";
import { SMS_STATUS } from "@/lib/platform/sms/constants";
import { sendSms } from "@/lib/platform/sms/send";
import { postPortalMessage } from "@/lib/portal-chat/post";
import { NO_NUMBER, contactSmsNumber } from "@/lib/sms-center/number";
import { SCHEDULE_STATUS } from "./constants";

/**
 * Sends one scheduled message when its time comes. Idempotent: the row is claimed
 * (scheduled -> sending) in one conditional UPDATE, so a second run, or a run after the coach
 * deleted it, finds nothing and does nothing. An SMS goes through sendSms (recorded, then its
 * own delivery job: kill switches and STOP honoured); a portal message is posted and announced.
 */
export const scheduledSendJob = defineJob({
  name: "messaging.scheduled-send",
  schema: z.object({ id: z.number().int().positive() }),
  retry: { limit: 3, delaySeconds: 30, backoff: true },
  expireInSeconds: 120,
  concurrency: 2,
  async handler({ id }, { db }) {
    const [m] = await db
      .update(scheduledMessages)
      .set({ status: SCHEDULE_STATUS.sending })
      .where(and(eq(scheduledMessages.id, id), eq(scheduledMessages.status, SCHEDULE_STATUS.scheduled)))
      .returning();
    if (!m) return;
    const [c] = await db
      .select()
      .from(contacts)
      .where(and(eq(contacts.id, m.contactId), eq(contacts.locationId, m.locationId), isNull(contacts.deletedAt)))
      .limit(1);
    const finish = async (status: string, reason: string | null, messageId: number | null) => {
      await db.update(scheduledMessages).set({ status, statusReason: reason, messageId, sentAt: new Date() }).where(eq(scheduledMessages.id, id));
      // It has left the scheduled list: a message that did not go out is told in the activity feed.
      if (status !== SCHEDULE_STATUS.sent)
        await recordActivity(db, {
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
      const posted = await postPortalMessage(db, m.locationId, c.id, m.body, { sender: "user", userId: m.userId });
      return void (await finish(SCHEDULE_STATUS.sent, null, posted.id));
    }
    const to = contactSmsNumber(c);
    if (!to) return void (await finish(SCHEDULE_STATUS.failed, NO_NUMBER, null));
    const smsId = await sendSms(db, { locationId: m.locationId, to, body: m.body, contactId: c.id, userId: m.userId });
    const [sms] = await db.select({ status: smsMessages.status, reason: smsMessages.statusReason }).from(smsMessages).where(eq(smsMessages.id, smsId));
    if (sms?.status === SMS_STATUS.blocked) await finish(SCHEDULE_STATUS.blocked, sms.reason, smsId);
    else await finish(SCHEDULE_STATUS.sent, null, smsId);
  },
});
