import { inArray } from "drizzle-orm";
import { expect } from "vitest";
import { sequenceMessages, sequences } from "../../db/schema";
import { defineFixture } from "./fixture";

/** One sequence per tenant, each with one email message. */
export default defineFixture({
  module: "sequences",
  records: async (db, ids) => {
    const [own, other] = await db.insert(sequences).values([{ locationId: ids.downtown, title: "Keep" }, { locationId: ids.otherLoc, title: "Keep" }]).returning({ id: sequences.id });
    const msg = { kind: "email", subject: "Keep", body: "<p>Keep</p>", delayAmount: 1, delayUnit: "days" };
    const [m1, m2] = await db
      .insert(sequenceMessages)
      .values([{ locationId: ids.downtown, sequenceId: own.id, ...msg }, { locationId: ids.otherLoc, sequenceId: other.id, ...msg }])
      .returning({ id: sequenceMessages.id });
    return { sequence: { own: own.id, other: other.id }, message: { own: m1.id, other: m2.id } };
  },
  params: {
    "PATCH /sequence/{id}/update": { id: "sequence" },
    "GET /sequence/{id}/messages": { id: "sequence" },
    "POST /sequence/{id}/add-message": { id: "sequence" },
    "PATCH /sequence/{id}/update-message": { id: "sequence" },
    "DELETE /sequence/{id}/delete-message": { id: "sequence" },
    "PATCH /sequence/{id}/sort-messages": { id: "sequence" },
    "GET /sequence/{id}/users": { id: "sequence" },
    "POST /sequence/{id}/schedule-sequence": { id: "sequence" },
    "GET /sequence/{messageId}/schedules": { messageId: "message" },
    "DELETE /sequence/{id}/delete-schedule": { id: "sequence" },
    "POST /sequence/{id}/send-now": { id: "sequence" },
    "POST /sequence/{id}/get-email-count": { id: "sequence" },
    "GET /sequence/{id}/analytics": { id: "sequence" },
    "GET /sequence/{id}/detail-analytics": { id: "sequence" },
    "GET /sequence/{id}/message/{messageId}/subscribers": { id: "sequence", messageId: "message" },
    "POST /sequence/{id}/message/{messageId}/resend": { id: "sequence", messageId: "message" },
  },
  bodies: {
    "PATCH /sequence/{id}/update": { title: "Changed" },
    "POST /sequence/{id}/add-message": { kind: "sms", body: "Hi", delay_amount: 1, delay_unit: "days" },
    "PATCH /sequence/{id}/update-message": { message_id: 1, kind: "sms", body: "Hi", delay_amount: 1, delay_unit: "days" },
    "DELETE /sequence/{id}/delete-message": { message_id: 1 },
    "PATCH /sequence/{id}/sort-messages": { ids: [1] },
    "POST /sequence/{id}/schedule-sequence": { message_id: 1, send_at: "2099-01-01T09:00:00Z" },
    "DELETE /sequence/{id}/delete-schedule": { schedule_id: 1 },
    "POST /sequence/{id}/send-now": { message_id: 1 },
    "POST /sequence/{id}/get-email-count": { message_id: 1 },
    "POST /sequence/{id}/message/{messageId}/resend": { unopened: true },
  },
  unchanged: async (db, r) => {
    const s = await db.select({ title: sequences.title }).from(sequences).where(inArray(sequences.id, [r.sequence.own, r.sequence.other]));
    expect(s).toEqual([{ title: "Keep" }, { title: "Keep" }]);
    const m = await db.select({ subject: sequenceMessages.subject }).from(sequenceMessages).where(inArray(sequenceMessages.id, [r.message.own, r.message.other]));
    expect(m).toEqual([{ subject: "Keep" }, { subject: "Keep" }]);
  },
});
