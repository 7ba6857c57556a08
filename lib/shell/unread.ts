import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { smsMessages } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";

export type UnreadCounts = { count: number; sms: number; portal_chat: number };

/**
 * The message-center bell (doc 1 s2): portal chat plus SMS unread, for the accessed location.
 * SMS: inbound and not read. The predicate is written as the partial index's own
 * (`direction = 'inbound' and not is_read`, literals, not parameters) so the planner uses it.
 */
export async function unreadCounts(db: Db, ctx: Ctx): Promise<UnreadCounts> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(smsMessages)
    .where(and(eq(smsMessages.locationId, ctx.locationId), sql`${smsMessages.direction} = 'inbound' and not ${smsMessages.isRead}`));
  const sms = row?.n ?? 0;
  const portalChat = 0; // portal chat adds its unread threads here when it arrives
  return { count: sms + portalChat, sms, portal_chat: portalChat };
}

export async function unreadMessageCount(db: Db, ctx: Ctx): Promise<number> {
  return (await unreadCounts(db, ctx)).count;
}
