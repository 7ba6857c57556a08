import "server-only";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { contacts, smsMessages, users } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound } from "@/lib/http/errors";
import { toPage } from "@/lib/http/pagination";
import { SMS_STATUS } from "@/lib/platform/sms/constants";
import { sendSms } from "@/lib/platform/sms/send";
import { ownContact } from "@/lib/contacts/crud";
import { RESEND_ONLY_FAILED } from "./constants";
import type { SmsLogRow } from "./schemas";

type LogQuery = { contact_id: number; page: number; per_page: number };

/** One contact's SMS conversation, newest first (the screen shows it oldest at the top). */
export async function smsChatLogs(db: Db, ctx: Ctx, q: LogQuery) {
  const [c] = await db.select({ id: contacts.id }).from(contacts).where(ownContact(ctx, q.contact_id)).limit(1);
  if (!c) throw notFound("Contact");
  const rows = await db
    .select({ m: smsMessages, sentBy: users.fullName, total: sql<number>`count(*) over ()::int` })
    .from(smsMessages)
    .leftJoin(users, eq(users.id, smsMessages.userId))
    .where(and(eq(smsMessages.locationId, ctx.locationId), eq(smsMessages.contactId, c.id)))
    .orderBy(desc(smsMessages.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const data: SmsLogRow[] = rows.map(({ m, sentBy }) => ({
    id: m.id,
    direction: m.direction === "inbound" ? "inbound" : "outbound",
    body: m.body,
    status: m.status,
    status_reason: m.statusReason,
    sent_by: m.direction === "inbound" ? null : sentBy,
    created_at: m.createdAt.toISOString(),
  }));
  return toPage(data, rows[0]?.total ?? 0, q.page, q.per_page);
}

/** Every inbound SMS of the location, newest first; numbers no contact has are included. */
export async function inboundSms(db: Db, ctx: Ctx, q: { page: number; per_page: number; unread?: "0" | "1" }) {
  const rows = await db
    .select({ m: smsMessages, firstName: contacts.firstName, lastName: contacts.lastName, total: sql<number>`count(*) over ()::int` })
    .from(smsMessages)
    .leftJoin(contacts, and(eq(contacts.id, smsMessages.contactId), eq(contacts.locationId, ctx.locationId)))
    .where(
      and(
        eq(smsMessages.locationId, ctx.locationId),
        eq(smsMessages.direction, "inbound"),
        q.unread === "1" ? eq(smsMessages.isRead, false) : q.unread === "0" ? eq(smsMessages.isRead, true) : undefined,
      ),
    )
    .orderBy(desc(smsMessages.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  return toPage(
    rows.map(({ m, firstName, lastName }) => ({
      id: m.id,
      contact_id: m.contactId,
      name: `${firstName ?? ""} ${lastName ?? ""}`.trim() || m.fromNumber,
      from: m.fromNumber,
      body: m.body,
      is_read: m.isRead,
      created_at: m.createdAt.toISOString(),
    })),
    rows[0]?.total ?? 0,
    q.page,
    q.per_page,
  );
}

/**
 * Sends a failed or blocked SMS again, as a new record through sendSms (the kill switches and
 * the contact's opt-out are checked again). Status 1 when queued; otherwise 0 and why.
 */
export async function resendSms(db: Db, ctx: Ctx, id: number): Promise<{ status: number; message: string }> {
  const [m] = await db
    .select()
    .from(smsMessages)
    .where(and(eq(smsMessages.id, id), eq(smsMessages.locationId, ctx.locationId), eq(smsMessages.direction, "outbound")))
    .limit(1);
  if (!m) throw notFound("SMS");
  if (!([SMS_STATUS.failed, SMS_STATUS.blocked] as string[]).includes(m.status)) return { status: 0, message: RESEND_ONLY_FAILED };
  const again = await sendSms(db, { locationId: ctx.locationId, to: m.toNumber, body: m.body, contactId: m.contactId, userId: ctx.userId });
  const [row] = await db.select({ status: smsMessages.status, reason: smsMessages.statusReason }).from(smsMessages).where(inArray(smsMessages.id, [again]));
  return row.status === SMS_STATUS.blocked ? { status: 0, message: row.reason ?? "The SMS was not sent." } : { status: 1, message: "SMS has been queued." };
}
