import "server-only";
import { and, desc, eq, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { contacts, portalMessages, users } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound } from "@/lib/http/errors";
import { toPage } from "@/lib/http/pagination";
import { ownContact } from "@/lib/contacts/crud";
import { postPortalMessage, type PostedPortalMessage } from "./post";
import type { PortalLogRow } from "./schemas";

export const PORTAL_SENT = "Message has been sent successfully!";
const LATEST_LIMIT = 10;

function toLog(m: PostedPortalMessage, sentBy: string | null): PortalLogRow {
  return {
    id: m.id,
    contact_id: m.contactId,
    direction: m.sender === "contact" ? "inbound" : "outbound",
    body: m.body,
    is_read: m.isRead,
    sent_by: m.sender === "contact" ? null : sentBy,
    created_at: m.createdAt.toISOString(),
  };
}

/** A coach's portal chat message to one of the location's contacts. */
export async function sendPortalMessage(db: Db, ctx: Ctx, input: { contact_id: number; message: string }): Promise<PortalLogRow> {
  const [c] = await db.select({ id: contacts.id }).from(contacts).where(ownContact(ctx, input.contact_id)).limit(1);
  if (!c) throw notFound("Contact");
  const row = await postPortalMessage(db, ctx.locationId, c.id, input.message, { sender: "user", userId: ctx.userId });
  const [u] = await db.select({ name: users.fullName }).from(users).where(eq(users.id, ctx.userId));
  return toLog(row, u?.name ?? null);
}

/** One contact's portal conversation, newest first. */
export async function portalLogs(db: Db, ctx: Ctx, q: { contact_id: number; page: number; per_page: number }) {
  const [c] = await db.select({ id: contacts.id }).from(contacts).where(ownContact(ctx, q.contact_id)).limit(1);
  if (!c) throw notFound("Contact");
  const rows = await db
    .select({ m: portalMessages, sentBy: users.fullName, total: sql<number>`count(*) over ()::int` })
    .from(portalMessages)
    .leftJoin(users, eq(users.id, portalMessages.userId))
    .where(and(eq(portalMessages.locationId, ctx.locationId), eq(portalMessages.contactId, c.id)))
    .orderBy(desc(portalMessages.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  return toPage(rows.map((r) => toLog(r.m, r.sentBy)), rows[0]?.total ?? 0, q.page, q.per_page);
}

/** The newest messages contacts wrote in portal chat (the home screen's and the bell's preview). */
export async function latestPortalMessages(db: Db, ctx: Ctx) {
  const rows = await db
    .select({ m: portalMessages, firstName: contacts.firstName, lastName: contacts.lastName })
    .from(portalMessages)
    .innerJoin(contacts, and(eq(contacts.id, portalMessages.contactId), eq(contacts.locationId, ctx.locationId), isNull(contacts.deletedAt)))
    .where(and(eq(portalMessages.locationId, ctx.locationId), eq(portalMessages.sender, "contact")))
    .orderBy(desc(portalMessages.id))
    .limit(LATEST_LIMIT);
  return rows.map((r) => ({ ...toLog(r.m, null), name: `${r.firstName ?? ""} ${r.lastName ?? ""}`.trim() || "Unnamed contact" }));
}

/**
 * A contact's own conversation, for their client portal (the session names location and
 * contact): newest first, keyset by id (`before_id`), each message with who of the team wrote it.
 */
export async function contactConversation(db: Db, locationId: number, contactId: number, q: { before_id?: number; per_page: number }): Promise<PortalLogRow[]> {
  const rows = await db
    .select({ m: portalMessages, sentBy: users.fullName })
    .from(portalMessages)
    .leftJoin(users, eq(users.id, portalMessages.userId))
    .where(and(eq(portalMessages.locationId, locationId), eq(portalMessages.contactId, contactId), q.before_id ? lt(portalMessages.id, q.before_id) : undefined))
    .orderBy(desc(portalMessages.id))
    .limit(q.per_page);
  return rows.map((r) => toLog(r.m, r.sentBy));
}

/** A reply the contact wrote in their portal, as the conversation shows it. */
export const contactMessageRow = (m: PostedPortalMessage): PortalLogRow => toLog(m, null);
