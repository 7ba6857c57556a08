import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { contacts, locations, smsMessages } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { ownedCompanyLocations } from "@/lib/auth/company-scope";
import { toPage } from "@/lib/http/pagination";

/**
 * The account owner's SMS log beside the mailbox: every text in or out of the company's
 * locations. In embedded mode this is where "captured" SMS are read.
 */
export async function listSmsLog(db: Db, ctx: Ctx, q: { page: number; per_page: number; direction?: "inbound" | "outbound" }) {
  const where = and(sql`${smsMessages.locationId} in ${ownedCompanyLocations(ctx)}`, q.direction ? eq(smsMessages.direction, q.direction) : undefined);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        id: smsMessages.id,
        location: locations.businessname,
        contact_id: smsMessages.contactId,
        contact_name: sql<string | null>`nullif(trim(${contacts.firstName} || ' ' || ${contacts.lastName}), '')`,
        direction: smsMessages.direction,
        from: smsMessages.fromNumber,
        to: smsMessages.toNumber,
        body: smsMessages.body,
        status: smsMessages.status,
        status_reason: smsMessages.statusReason,
        segments: smsMessages.segments,
        created_at: smsMessages.createdAt,
      })
      .from(smsMessages)
      .innerJoin(locations, eq(locations.id, smsMessages.locationId))
      .leftJoin(contacts, and(eq(contacts.id, smsMessages.contactId), eq(contacts.locationId, smsMessages.locationId)))
      .where(where)
      .orderBy(desc(smsMessages.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(smsMessages).where(where),
  ]);
  return toPage(rows, n, q.page, q.per_page);
}
