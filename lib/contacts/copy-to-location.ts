import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { contacts, locations, memberships } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound } from "@/lib/http/errors";
import type { BulkTarget } from "./bulk-schemas";
import { isForeignOnly, targetWhere } from "./bulk-target";

/**
 * Copy To Location (doc 2 s6, gated by contacts-center assign): the selected contacts are copied
 * into another location of the same company that the user belongs to. One INSERT ... SELECT,
 * whatever the selection's size. A contact whose email the target already has (live) is skipped:
 * one email is one contact in a location. The copy keeps its status value where the target's
 * status list has it, else takes the first item of the same group. Tags are the location's
 * own, so they are not copied.
 */
/** The locations Copy To Location offers: the caller's company, ones they are a member of, not this one. */
export async function copyTargets(db: Db, ctx: Ctx): Promise<{ id: number; businessname: string }[]> {
  return db
    .select({ id: locations.id, businessname: locations.businessname })
    .from(locations)
    .innerJoin(memberships, and(eq(memberships.locationId, locations.id), eq(memberships.userId, ctx.userId)))
    .where(and(eq(locations.companyId, ctx.companyId), ne(locations.id, ctx.locationId)))
    .orderBy(locations.businessname, locations.id);
}

export async function copyToLocation(db: Db, ctx: Ctx, t: BulkTarget, locationId: number): Promise<{ copied: number; skipped: number }> {
  // The target: the caller's company, a location they are a member of, not this one. Anything else is a 404.
  const [target] = await db
    .select({ id: locations.id })
    .from(locations)
    .innerJoin(memberships, and(eq(memberships.locationId, locations.id), eq(memberships.userId, ctx.userId)))
    .where(and(eq(locations.id, locationId), eq(locations.companyId, ctx.companyId), ne(locations.id, ctx.locationId)))
    .limit(1);
  if (!target) throw notFound("Location");

  return db.transaction(async (tx) => {
    const [{ n: selected }] = await tx.select({ n: sql<number>`count(*)::int` }).from(contacts).where(targetWhere(ctx, t));
    if (isForeignOnly(t, selected)) throw notFound("Contact");
    const inserted = await tx.execute<{ id: number }>(sql`
      insert into ${contacts} (location_id, first_name, last_name, email, number, status, tab, gender, temperature,
        source, starred, flagged, photo, birthday, last_action, email_enabled, sms_enabled)
      select ${target.id}, c.first_name, c.last_name, c.email, c.number,
        coalesce(
          (select s.value from contact_statuses s where s.location_id = ${target.id} and s.value = c.status limit 1),
          (select s.value from contact_statuses s where s.location_id = ${target.id} and s.tab = c.tab order by s.sort, s.id limit 1),
          c.status),
        c.tab, c.gender, c.temperature, c.source, c.starred, c.flagged, c.photo, c.birthday, c.last_action,
        c.email_enabled, c.sms_enabled
      from ${contacts} c
      where c.id in (select ${contacts.id} from ${contacts} where ${targetWhere(ctx, t)})
        and (c.email is null or not exists (
          select 1 from ${contacts} d where d.location_id = ${target.id} and d.deleted_at is null and d.email = c.email))
      returning id`);
    const copied = rowsOf(inserted).length;
    return { copied, skipped: selected - copied };
  });
}

/** db.execute answers rows (PGlite: { rows }, postgres-js: an array). */
function rowsOf<T>(r: unknown): T[] {
  return Array.isArray(r) ? (r as T[]) : ((r as { rows: T[] }).rows ?? []);
}
