import "server-only";
import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { contacts, locations, smsMessages } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { ownedCompanyLocations } from "@/lib/auth/company-scope";
import { listPage } from "@/lib/http/list-query";

/**
 * The account owner's SMS log beside the mailbox: every text in or out of the company's
 * locations. In embedded mode this is where "captured" SMS are read.
 */
export async function listSmsLog(db: Db, ctx: Ctx, q: { page: number; per_page: number; direction?: "inbound" | "outbound" }) {
  return listPage(
    {
      tenant: sql`${smsMessages.locationId} in ${ownedCompanyLocations(ctx)}`,
      filters: [q.direction ? eq(smsMessages.direction, q.direction) : undefined],
      sorts: { id: smsMessages.id },
      sort: "id",
      direction: "desc",
      id: smsMessages.id,
      page: q.page,
      perPage: q.per_page,
    },
    (__total) =>
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
          __total,
        })
        .from(smsMessages)
        .innerJoin(locations, eq(locations.id, smsMessages.locationId))
        .leftJoin(contacts, and(eq(contacts.id, smsMessages.contactId), eq(contacts.locationId, smsMessages.locationId)))
        .$dynamic(),
    async (where) => (await db.select({ n: count() }).from(smsMessages).where(where))[0].n,
  );
}
