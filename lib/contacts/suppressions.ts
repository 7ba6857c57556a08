import "server-only";
import { count, eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { contacts, emailSuppressions } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { listPage } from "@/lib/http/list-query";
import { SUPPRESSION_STORED, type SuppressionType } from "./bulk-constants";

/**
 * Suppressed addresses of the location by type (bounces, complaints, unsubscribes), newest
 * first, each with the live contact that has the address (if any), joined in the page's own
 * statement. sendEmail refuses a location's mail to these addresses.
 */
export async function listSuppressions(db: Db, ctx: Ctx, type: SuppressionType, q: { page: number; per_page: number }) {
  const page = await listPage(
    {
      tenant: eq(emailSuppressions.locationId, ctx.locationId),
      filters: [eq(emailSuppressions.type, SUPPRESSION_STORED[type])],
      sorts: { created_at: emailSuppressions.createdAt },
      sort: "created_at",
      direction: "desc",
      id: emailSuppressions.id,
      page: q.page,
      perPage: q.per_page,
    },
    (__total) =>
      db
        .select({
          id: emailSuppressions.id, email: emailSuppressions.email, reason: emailSuppressions.reason, created_at: emailSuppressions.createdAt,
          contact_id: contacts.id, first_name: contacts.firstName, last_name: contacts.lastName, __total,
        })
        .from(emailSuppressions)
        .leftJoin(
          contacts,
          // The lowest id when two share the address, so each suppression is one row. Contact emails
          // are stored lower-cased, so the (location, email) index finds it.
          sql`${contacts.id} = (select min(c.id) from contacts c where c.location_id = ${emailSuppressions.locationId}
            and c.deleted_at is null and c.email = lower(${emailSuppressions.email}))`,
        )
        .$dynamic(),
    async (where) => (await db.select({ n: count() }).from(emailSuppressions).where(where))[0].n,
  );
  return { ...page, data: page.data.map((r) => ({ ...r, created_at: r.created_at.toISOString() })) };
}

/** Adding a suppression is the email platform's (bounces and complaints come from delivery). */
export { suppressEmail } from "@/lib/platform/email/events";
