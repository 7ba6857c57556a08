import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "@hono/zod-openapi";
import type { Db } from "@/db";
import { savedStyles } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { COMPOSING_MSG, SAVED_STYLE_DEFAULTS, SAVED_STYLE_TYPES, type SavedStyleType } from "./constants";
import type { savedStyleUpdate } from "./schemas";

type C = Pick<Ctx, "locationId">;

/** Each type's style: the spec's defaults under what the location saved. */
export async function listSavedStyles(db: Db, ctx: C) {
  const rows = await db.select({ type: savedStyles.type, content: savedStyles.content }).from(savedStyles).where(eq(savedStyles.locationId, ctx.locationId));
  const saved = new Map(rows.map((r) => [r.type, r.content]));
  return { data: SAVED_STYLE_TYPES.map((type) => ({ type, content: { ...SAVED_STYLE_DEFAULTS[type], ...saved.get(type) } })) };
}

export async function savedStyleContent(db: Db, ctx: C, type: SavedStyleType) {
  const [row] = await db.select({ content: savedStyles.content }).from(savedStyles).where(and(eq(savedStyles.locationId, ctx.locationId), eq(savedStyles.type, type)));
  return { type, content: { ...SAVED_STYLE_DEFAULTS[type], ...row?.content } };
}

/** Merges the changed fields into the saved style in one upsert (jsonb ||), so two editors' different fields both stay. */
export async function updateSavedStyle(db: Db, ctx: C, input: z.infer<typeof savedStyleUpdate>) {
  const patch = Object.fromEntries(Object.entries(input.content).filter(([, v]) => v !== undefined)) as Record<string, string | number>;
  const [row] = await db
    .insert(savedStyles)
    .values({ locationId: ctx.locationId, type: input.type, content: patch })
    .onConflictDoUpdate({ target: [savedStyles.locationId, savedStyles.type], set: { content: sql`${savedStyles.content} || excluded.content`, updatedAt: sql`now()` } })
    .returning({ content: savedStyles.content });
  return { status: 1, message: COMPOSING_MSG.styleSaved, data: { type: input.type, content: { ...SAVED_STYLE_DEFAULTS[input.type], ...row.content } } };
}
