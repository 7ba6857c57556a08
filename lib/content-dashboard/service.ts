import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db";
import type { Ctx } from "@/lib/auth/access";
import { can } from "@/lib/auth/permissions";
import { forbidden, notFound } from "@/lib/http/errors";
import { columnProperty, reorderWithin } from "@/lib/http/reorder";
import { findImage } from "@/lib/image-library/service";
import { getFileUrl } from "@/lib/platform/files";
import { dashboardType } from "./registry";

/** The declared type, if the caller may update it; an unknown type is a 404 like any bad path. */
function typeFor(ctx: Ctx, type: string) {
  const t = dashboardType(type);
  if (!t) throw notFound("Page");
  if (!can(ctx, t.area, "update" as never)) throw forbidden();
  return t;
}

/** Sets (or clears) an item's thumbnail from an image of the location's image library. */
export async function updateThumbnail(db: Db, ctx: Ctx, type: string, input: { id: number; image_id: number | null }) {
  const t = typeFor(ctx, type);
  // Another location's image is a 404 (findImage is scoped); its URL is what the card shows.
  const thumbnail = input.image_id === null ? null : getFileUrl(await findImage(db, ctx, input.image_id));
  const { orderable: o } = t;
  const rows = await db
    .update(o.table)
    .set({ [columnProperty(o.table, t.thumbnail)]: thumbnail })
    .where(and(eq(o.id, input.id), eq(o.locationId, ctx.locationId)))
    .returning({ id: o.id });
  if (rows.length === 0) throw notFound(o.noun);
  return { status: 1 as const, thumbnail };
}

/** A dashboard page's cards in their new order (lib/http/reorder.ts: other pages keep their places). */
export async function updateOrdering(db: Db, ctx: Ctx, type: string, input: { ids: number[] }) {
  const t = typeFor(ctx, type);
  await reorderWithin(db, t.orderable, ctx.locationId, input.ids, "desc");
  return { status: 1 };
}
