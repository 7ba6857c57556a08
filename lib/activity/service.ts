import "server-only";
import { count, eq, max } from "drizzle-orm";
import type { Db } from "@/db";
import { activities } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { listPage } from "@/lib/http/list-query";
import { moduleLabel } from "./constants";

/** GET /activity-feed/get-activity-module: the modules with activity in this location, for the filter. */
export async function activityModules(db: Db, ctx: Ctx) {
  const rows = await db
    .select({ module: activities.module, count: count(), latest: max(activities.createdAt) })
    .from(activities)
    .where(eq(activities.locationId, ctx.locationId))
    .groupBy(activities.module)
    .orderBy(activities.module);
  return rows.map((r) => ({ module: r.module, label: moduleLabel(r.module), count: r.count, latest_at: r.latest }));
}

/** GET /activity-feed/get-notification: the location's feed, newest first, optionally one module. */
export async function activityNotifications(db: Db, ctx: Ctx, q: { page: number; per_page: number; module?: string }) {
  return listPage(
    {
      tenant: eq(activities.locationId, ctx.locationId),
      filters: [q.module ? eq(activities.module, q.module) : undefined],
      sorts: { id: activities.id },
      sort: "id",
      direction: "desc",
      id: activities.id,
      page: q.page,
      perPage: q.per_page,
    },
    (__total) =>
      db
        .select({
          id: activities.id,
          module: activities.module,
          action: activities.action,
          title: activities.title,
          body: activities.body,
          contact_id: activities.contactId,
          user_id: activities.userId,
          data: activities.data,
          created_at: activities.createdAt,
          __total,
        })
        .from(activities)
        .$dynamic(),
    async (where) => (await db.select({ n: count() }).from(activities).where(where))[0].n,
  );
}
