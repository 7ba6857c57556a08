import "server-only";
import { and, count, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/db";
import { contacts } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound, validationError } from "@/lib/http/errors";
import { listPage } from "@/lib/http/list-query";
import { escapeLike } from "./service";

/** Deleted contacts (soft-deleted by Bulk Delete): the list, newest deletion first, and restore. */

const deletedOf = (ctx: Ctx) => and(eq(contacts.locationId, ctx.locationId), isNotNull(contacts.deletedAt))!;

export async function listDeleted(db: Db, ctx: Ctx, q: { page: number; per_page: number; search?: string }) {
  const page = await listPage(
    {
      tenant: deletedOf(ctx),
      filters: [q.search ? sql`${contacts.searchText} like ${`%${escapeLike(q.search.toLowerCase())}%`}` : undefined],
      sorts: { deleted_at: contacts.deletedAt },
      sort: "deleted_at",
      direction: "desc",
      id: contacts.id,
      page: q.page,
      perPage: q.per_page,
    },
    (__total) =>
      db
        .select({
          id: contacts.id, first_name: contacts.firstName, last_name: contacts.lastName, email: contacts.email,
          number: contacts.number, status: contacts.status, deleted_at: contacts.deletedAt, __total,
        })
        .from(contacts)
        .$dynamic(),
    async (where) => (await db.select({ n: count() }).from(contacts).where(where))[0].n,
  );
  return { ...page, data: page.data.map((r) => ({ ...r, deleted_at: r.deleted_at!.toISOString() })) };
}

/**
 * Restores deleted contacts of the location. A contact whose email a live contact now has is
 * not restored (one email is one contact in a location): the call answers 422 naming the
 * address and restores nothing, so the coach can merge or edit first.
 */
export async function restoreContacts(db: Db, ctx: Ctx, ids: number[]): Promise<number> {
  return db.transaction(async (tx) => {
    const live = alias(contacts, "live");
    const clashes = await tx
      .select({ email: contacts.email })
      .from(contacts)
      .innerJoin(live, and(eq(live.locationId, contacts.locationId), eq(live.email, contacts.email), isNull(live.deletedAt)))
      .where(and(deletedOf(ctx), inArray(contacts.id, ids)))
      .limit(3);
    if (clashes.length) {
      throw validationError({ contact_ids: [`A live contact already has the email ${clashes.map((c) => c.email).join(", ")}.`] });
    }
    const rows = await tx
      .update(contacts)
      .set({ deletedAt: null, updatedAt: sql`now()` })
      .where(and(deletedOf(ctx), inArray(contacts.id, ids)))
      .returning({ id: contacts.id });
    if (!rows.length) throw notFound("Contact");
    return rows.length;
  });
}
