import { z } from "@hono/zod-openapi";
import { pageQuery, pageSchema } from "@/lib/http/pagination";
import { defineModule } from "@/lib/http/module";
import { get } from "@/lib/http/route";
import { dataOf } from "@/lib/http/schemas";
import { activityItem, activityModuleCount } from "./schemas";
import { activityModules, activityNotifications } from "./service";

export const activityModule = defineModule("activity-feed", [
  get("/activity-feed/get-activity-module", { tenancy: "location", summary: "Modules that have activity in the accessed location", response: dataOf(z.array(activityModuleCount)) },
    async ({ db, ctx }) => ({ data: await activityModules(db, ctx) })),
  get("/activity-feed/get-notification", {
    tenancy: "location",
    summary: "The accessed location's activity, newest first",
    query: pageQuery.extend({ module: z.string().trim().min(1).max(40).optional() }),
    response: pageSchema(activityItem),
  }, ({ db, ctx, query }) => activityNotifications(db, ctx, query)),
]);
