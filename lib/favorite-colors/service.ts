import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { favoriteColors } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { limitExceeded, notFound } from "@/lib/http/errors";
import { FAVORITE_COLOR_MSG, FAVORITE_COLORS_MAX } from "./constants";

type C = Pick<Ctx, "locationId">;

export async function listFavoriteColors(db: Db, ctx: C) {
  const rows = await db.select({ id: favoriteColors.id, color: favoriteColors.color }).from(favoriteColors).where(eq(favoriteColors.locationId, ctx.locationId)).orderBy(asc(favoriteColors.id));
  return { data: rows };
}

/**
 * Adds a colour (a colour already kept answers the existing one). The limit is checked in the
 * insert itself, so two saves at once cannot pass 24.
 */
export async function storeFavoriteColor(db: Db, ctx: C, color: string) {
  const [existing] = await db.select({ id: favoriteColors.id, color: favoriteColors.color }).from(favoriteColors).where(and(eq(favoriteColors.locationId, ctx.locationId), eq(favoriteColors.color, color)));
  if (existing) return { data: existing };
  const res = await db.execute(sql`
    insert into ${favoriteColors} (location_id, color)
    select ${ctx.locationId}, ${color}
    where (select count(*) from ${favoriteColors} where location_id = ${ctx.locationId}) < ${FAVORITE_COLORS_MAX}
    on conflict do nothing
    returning id, color`);
  // PGlite answers { rows }, postgres-js an array.
  type Row = { id: number; color: string };
  const row = ((res as unknown as { rows?: Row[] }).rows ?? (res as unknown as Row[]))[0];
  if (row) return { data: { id: Number(row.id), color: row.color } };
  const [raced] = await db.select({ id: favoriteColors.id, color: favoriteColors.color }).from(favoriteColors).where(and(eq(favoriteColors.locationId, ctx.locationId), eq(favoriteColors.color, color)));
  if (raced) return { data: raced };
  throw limitExceeded(FAVORITE_COLOR_MSG.full);
}

export async function deleteFavoriteColor(db: Db, ctx: C, id: number) {
  const rows = await db.delete(favoriteColors).where(and(eq(favoriteColors.id, id), eq(favoriteColors.locationId, ctx.locationId))).returning({ id: favoriteColors.id });
  if (rows.length === 0) throw notFound("Favorite color");
  return { status: 1 };
}
