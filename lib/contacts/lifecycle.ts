import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { contactLifecycles, contactStatuses, contacts } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound } from "@/lib/http/errors";
import { listPage } from "@/lib/http/list-query";
import type { Page } from "@/lib/http/pagination";
import { STATUS_FALLBACK_TITLES } from "./constants";
import { ownContact } from "./crud";
import type { LifecycleRow, LifecycleSubject } from "./lifecycle-schemas";
import { assertContact } from "./profile-guards";

/**
 * A contact's lifecycle, newest first. The rows are written by the contacts trigger of migration
 * 0011 (every status or tab change, by any path, in the changing statement); this only reads.
 */
export async function listLifecycles(db: Db, ctx: Ctx, contactId: number, q: { page: number; per_page: number }): Promise<Page<LifecycleRow>> {
  await assertContact(db, ctx, contactId);
  const cols = {
    id: contactLifecycles.id,
    from_tab: contactLifecycles.fromTab,
    from_status: contactLifecycles.fromStatus,
    to_tab: contactLifecycles.toTab,
    to_status: contactLifecycles.toStatus,
    created_at: contactLifecycles.createdAt,
  };
  const page = await listPage(
    {
      tenant: eq(contactLifecycles.locationId, ctx.locationId),
      filters: [eq(contactLifecycles.contactId, contactId)],
      sorts: { created_at: contactLifecycles.createdAt },
      sort: "created_at",
      direction: "desc",
      id: contactLifecycles.id,
      page: q.page,
      perPage: q.per_page,
    },
    (__total) => db.select({ ...cols, __total }).from(contactLifecycles).$dynamic(),
    async (where) => (await db.select({ n: sql<number>`count(*)::int` }).from(contactLifecycles).where(where))[0].n,
  );
  return { ...page, data: page.data.map((r) => ({ ...r, created_at: r.created_at.toISOString() })) };
}

/** Who the lifecycle is about and where it stands, in one statement. */
export async function lifecycleSubject(db: Db, ctx: Ctx, contactId: number): Promise<LifecycleSubject> {
  const own = and(eq(contactLifecycles.locationId, ctx.locationId), eq(contactLifecycles.contactId, contacts.id));
  const [row] = await db
    .select({
      contact_id: contacts.id,
      first_name: contacts.firstName,
      last_name: contacts.lastName,
      status: contacts.status,
      tab: contacts.tab,
      title: contactStatuses.title,
      created: contacts.createdAt,
      // Seeded history or a trigger-less past may leave none: the creation time stands in.
      since: sql<string | null>`(select max(${contactLifecycles.createdAt}) from ${contactLifecycles} where ${own} and ${contactLifecycles.toStatus} = ${contacts.status})`,
      changes: sql<number>`(select count(*)::int from ${contactLifecycles} where ${own} and ${contactLifecycles.fromStatus} is not null)`,
    })
    .from(contacts)
    .leftJoin(contactStatuses, and(eq(contactStatuses.locationId, contacts.locationId), eq(contactStatuses.value, contacts.status)))
    .where(ownContact(ctx, contactId))
    .limit(1);
  if (!row) throw notFound("Contact");
  const since = row.since ? new Date(row.since) : row.created;
  return {
    contact_id: row.contact_id,
    first_name: row.first_name,
    last_name: row.last_name,
    status: row.status,
    status_title: row.title ?? STATUS_FALLBACK_TITLES[row.status] ?? row.status,
    tab: row.tab,
    since: since.toISOString(),
    date_created: row.created.toISOString(),
    changes: row.changes,
  };
}
