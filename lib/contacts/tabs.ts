import "server-only";
import { and, asc, count, eq, inArray, isNull, max, sql } from "drizzle-orm";
import type { z } from "@hono/zod-openapi";
import type { Db } from "@/db";
import { contactCounts, contactStatuses, contacts } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound, validationError } from "@/lib/http/errors";
import { TAB_IN_USE, TAB_LAST_ITEM } from "./constants";
import type { tabDelete, tabSort, tabStore, tabUpdate } from "./schemas";

/** Status items (the tabs' items) of doc 2 s2: create, rename, delete and reorder. */

const own = (ctx: Ctx, id: number) => and(eq(contactStatuses.id, id), eq(contactStatuses.locationId, ctx.locationId))!;

async function itemCount(db: Db, ctx: Ctx, value: string) {
  // The trigger-kept counters hold every live contact per status: no scan of contacts.
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${contactCounts.n}), 0)`.mapWith(Number) })
    .from(contactCounts)
    .where(and(eq(contactCounts.locationId, ctx.locationId), eq(contactCounts.status, value)));
  return row?.n ?? 0;
}

/**
 * A new item's value (what contacts' status holds) is its title, made unique in the location
 * ("Member", "Member 2", ...): a rename changes only the title, so contacts never move.
 */
export async function storeTab(db: Db, ctx: Ctx, body: z.output<typeof tabStore>) {
  return db.transaction(async (tx) => {
    const taken = new Set(
      (
        await tx
          .select({ v: sql<string>`lower(${contactStatuses.value})` })
          .from(contactStatuses)
          .where(and(eq(contactStatuses.locationId, ctx.locationId), sql`lower(${contactStatuses.value}) like ${`${body.title.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`}`))
      ).map((r) => r.v),
    );
    let value = body.title;
    for (let i = 2; taken.has(value.toLowerCase()); i++) value = `${body.title} ${i}`;
    const [{ last }] = await tx
      .select({ last: max(contactStatuses.sort) })
      .from(contactStatuses)
      .where(and(eq(contactStatuses.locationId, ctx.locationId), eq(contactStatuses.tab, body.type)));
    const [item] = await tx
      .insert(contactStatuses)
      .values({ locationId: ctx.locationId, tab: body.type, title: body.title, value, sort: (last ?? -1) + 1 })
      .returning({ id: contactStatuses.id, title: contactStatuses.title, value: contactStatuses.value });
    return { ...item, count: 0 };
  });
}

export async function updateTab(db: Db, ctx: Ctx, body: z.output<typeof tabUpdate>) {
  const [item] = await db
    .update(contactStatuses)
    .set({ title: body.title })
    .where(own(ctx, body.id))
    .returning({ id: contactStatuses.id, title: contactStatuses.title, value: contactStatuses.value });
  if (!item) throw notFound("Status");
  return { ...item, count: await itemCount(db, ctx, item.value) };
}

/**
 * An item that still holds contacts is not deleted (TAB_IN_USE says why), nor the last of its
 * group. The delete itself re-checks in its own statement, so a contact moved in meanwhile
 * keeps its status.
 */
export async function deleteTab(db: Db, ctx: Ctx, body: z.output<typeof tabDelete>) {
  return db.transaction(async (tx) => {
    const [item] = await tx.select({ tab: contactStatuses.tab, value: contactStatuses.value }).from(contactStatuses).where(own(ctx, body.id));
    if (!item) throw notFound("Status");
    const [{ siblings }] = await tx
      .select({ siblings: count() })
      .from(contactStatuses)
      .where(and(eq(contactStatuses.locationId, ctx.locationId), eq(contactStatuses.tab, item.tab)));
    if (siblings <= 1) throw validationError({ id: [TAB_LAST_ITEM] });
    const n = await itemCount(tx as unknown as Db, ctx, item.value);
    if (n > 0) throw validationError({ id: [TAB_IN_USE(n)] });
    const gone = await tx
      .delete(contactStatuses)
      .where(
        and(
          own(ctx, body.id),
          sql`not exists (select 1 from ${contacts} where ${and(eq(contacts.locationId, ctx.locationId), eq(contacts.status, item.value), isNull(contacts.deletedAt))})`,
        ),
      )
      .returning({ id: contactStatuses.id });
    if (gone.length === 0) throw validationError({ id: [TAB_IN_USE(1)] });
  });
}

/** The group's items in the order given; the ids must be exactly that group's items. */
export async function sortTabs(db: Db, ctx: Ctx, body: z.output<typeof tabSort>) {
  return db.transaction(async (tx) => {
    const items = await tx
      .select({ id: contactStatuses.id })
      .from(contactStatuses)
      .where(and(eq(contactStatuses.locationId, ctx.locationId), eq(contactStatuses.tab, body.type)))
      .orderBy(asc(contactStatuses.id));
    const have = new Set(items.map((i) => i.id));
    const given = new Set(body.ids);
    if (given.size !== body.ids.length || given.size !== have.size || body.ids.some((id) => !have.has(id))) {
      throw validationError({ ids: ["The ids must list each status of this group once."] });
    }
    const order = sql.join(
      body.ids.map((id, i) => sql`when ${id}::int then ${i}::int`),
      sql` `,
    );
    await tx
      .update(contactStatuses)
      .set({ sort: sql`case ${contactStatuses.id} ${order} end` })
      .where(and(eq(contactStatuses.locationId, ctx.locationId), eq(contactStatuses.tab, body.type), inArray(contactStatuses.id, body.ids)));
  });
}
