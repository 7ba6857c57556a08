import "server-only";
import { and, eq, inArray, isNull, notInArray, type SQL } from "drizzle-orm";
import { contacts } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import type { BulkTarget } from "./bulk-schemas";
import { filterWhere } from "./service";

/**
 * The WHERE of a bulk action: the accessed location's live contacts that the selection names.
 * "All matching" uses the list's own filter code (lib/contacts/service.ts listFilter) with the
 * list's filters, so the bulk bar acts on exactly the rows the list counted. Every bulk write puts
 * this in its own statement: the tenant is never checked apart from the write.
 */
export function targetWhere(ctx: Pick<Ctx, "locationId">, t: BulkTarget): SQL {
  const live = and(eq(contacts.locationId, ctx.locationId), isNull(contacts.deletedAt));
  if (!t.all) return and(live, inArray(contacts.id, [...new Set(t.contact_ids ?? [])]))!;
  return and(filterWhere(ctx.locationId, t.filters ?? {}), t.except?.length ? notInArray(contacts.id, t.except) : undefined)!;
}

/**
 * Named ids of which none is the location's: a 404, as for any other tenant's id. (Ids mixed
 * with foreign ones act on the location's own only, as tag/add-contact does.) "All matching"
 * that matches nothing is not an error: the list changed under the selection.
 */
export function isForeignOnly(t: BulkTarget, count: number): boolean {
  return !t.all && count === 0;
}
