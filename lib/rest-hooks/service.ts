import "server-only";
import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { restHookDeliveries, restHooks } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { can } from "@/lib/auth/permissions";
import { forbidden, notFound, validationError } from "@/lib/http/errors";
import { listPage } from "@/lib/http/list-query";
import { sealSecret } from "@/lib/platform/secrets";
import { newSigningSecret, webhookUrlProblem } from "@/lib/platform/webhooks/send";
import { MSG, REST_HOOK_EVENTS, REST_HOOKS_PER_LOCATION } from "./constants";
import type { RestHook, RestHookBody } from "./schemas";

type Row = typeof restHooks.$inferSelect;
const toWire = (h: Row): RestHook => ({
  id: h.id,
  event: h.event,
  target_url: h.targetUrl,
  is_active: h.isActive,
  disabled_reason: h.disabledReason,
  created_at: h.createdAt.toISOString(),
});
const own = (ctx: Pick<Ctx, "locationId">, id: number) => and(eq(restHooks.id, id), eq(restHooks.locationId, ctx.locationId));

/** GET /hooks: the location's subscriptions, newest first. */
export async function listRestHooks(db: Db, ctx: Ctx) {
  const rows = await db.select().from(restHooks).where(eq(restHooks.locationId, ctx.locationId)).orderBy(desc(restHooks.id));
  return { data: rows.map(toWire) };
}

/**
 * POST /hooks: the event's records must be readable by the caller (its area's view right), and the
 * target a public address (the SSRF guard; WEBHOOK_ALLOW_PRIVATE=1 lifts it for local receivers).
 * The signing secret is answered once.
 */
export async function subscribeRestHook(db: Db, ctx: Ctx, body: RestHookBody) {
  if (!can(ctx, REST_HOOK_EVENTS[body.event].area, "view")) throw forbidden(MSG.eventForbidden);
  const problem = await webhookUrlProblem(body.target_url);
  if (problem) throw validationError({ target_url: [problem.replace(/^The url/, "The target url")] });
  const [{ n }] = await db.select({ n: count() }).from(restHooks).where(eq(restHooks.locationId, ctx.locationId));
  if (n >= REST_HOOKS_PER_LOCATION) throw validationError({ target_url: [MSG.limit] });
  const secret = newSigningSecret();
  const [row] = await db
    .insert(restHooks)
    .values({ locationId: ctx.locationId, userId: ctx.userId, event: body.event, targetUrl: body.target_url, secretSealed: sealSecret(secret) })
    .returning();
  return { message: MSG.subscribed, id: row.id, secret, data: toWire(row) };
}

/** DELETE /hooks/{id}: no more deliveries; its log goes with it. Another location's hook is a 404. */
export async function unsubscribeRestHook(db: Db, ctx: Ctx, id: number) {
  const gone = await db.delete(restHooks).where(own(ctx, id)).returning({ id: restHooks.id });
  if (gone.length === 0) throw notFound("Hook");
  return { message: MSG.unsubscribed };
}

/** GET /hooks/{id}/deliveries: the hook's delivery log, newest first. */
export async function listRestHookDeliveries(db: Db, ctx: Ctx, hookId: number, q: { page: number; per_page: number }) {
  const [hook] = await db.select({ id: restHooks.id }).from(restHooks).where(own(ctx, hookId));
  if (!hook) throw notFound("Hook");
  const page = await listPage(
    {
      tenant: and(eq(restHookDeliveries.locationId, ctx.locationId), eq(restHookDeliveries.hookId, hookId))!,
      sorts: { id: restHookDeliveries.id },
      sort: "id",
      direction: "desc",
      id: restHookDeliveries.id,
      page: q.page,
      perPage: q.per_page,
    },
    (__total) => db.select({ row: restHookDeliveries, __total }).from(restHookDeliveries).$dynamic(),
    async (where) => (await db.select({ n: count() }).from(restHookDeliveries).where(where))[0].n,
  );
  return {
    ...page,
    data: page.data.map(({ row: d }) => ({
      id: d.id,
      event: d.event,
      status: d.status,
      attempts: d.attempts,
      response_status: d.responseStatus,
      error: d.error,
      created_at: d.createdAt.toISOString(),
      delivered_at: d.deliveredAt?.toISOString() ?? null,
    })),
  };
}
