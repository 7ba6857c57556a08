import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { portalMessages, smsMessages } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";

export type UnreadCounts = { count: number; sms: number; portal_chat: number };

/**
 * The message-center bell (doc 1 s2): portal chat plus SMS unread, for the accessed location.
 * SMS: inbound and not read; portal chat: a contact's message not read. The predicate is written as the partial index's own
 * (`direction = 'inbound' and not is_read`, literals, not parameters) so the planner uses it.
 */
export async function unreadCounts(db: Db, ctx: Ctx): Promise<UnreadCounts> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(smsMessages)
    .where(and(eq(smsMessages.locationId, ctx.locationId), sql`${smsMessages.direction} = 'inbound' and not ${smsMessages.isRead}`));
  const sms = row?.n ?? 0;
  // Portal chat: contacts' messages not yet read, by the same kind of partial index.
  const [portal] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(portalMessages)
    .where(and(eq(portalMessages.locationId, ctx.locationId), sql`${portalMessages.sender} = 'contact' and not ${portalMessages.isRead}`));
  const portalChat = portal?.n ?? 0;
  return { count: sms + portalChat, sms, portal_chat: portalChat };
}

export async function unreadMessageCount(db: Db, ctx: Ctx): Promise<number> {
  return (await unreadCounts(db, ctx)).count;
}
