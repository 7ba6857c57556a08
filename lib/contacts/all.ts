import "server-only";
import { count, desc } from "drizzle-orm";
import type { Db } from "@/db";
import { contacts } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { CONTACT_ALL_MAX } from "./constants";
import type { ContactFilterQuery } from "./schemas";
import { filterWhere } from "./service";

/**
 * GET /contact/all: every live contact matching the list's filters, in one answer, for a picker
 * (choose contacts to send to, to merge, to assign). The same WHERE as the list, its export and
 * its bulk actions (`filterWhere`); newest first through the (location, created_at, id) index.
 * Capped, so a location of a million contacts never answers them all: `total` tells a picker
 * when to ask for a narrower search.
 */
export async function allContacts(db: Db, ctx: Pick<Ctx, "locationId">, q: ContactFilterQuery) {
  const where = filterWhere(ctx.locationId, q);
  const data = await db
    .select({ id: contacts.id, first_name: contacts.firstName, last_name: contacts.lastName, email: contacts.email, number: contacts.number, status: contacts.status, tab: contacts.tab })
    .from(contacts)
    .where(where)
    .orderBy(desc(contacts.createdAt), desc(contacts.id))
    .limit(CONTACT_ALL_MAX);
  const total = data.length < CONTACT_ALL_MAX ? data.length : (await db.select({ n: count() }).from(contacts).where(where))[0].n;
  return { data, total };
}
