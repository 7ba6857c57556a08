import "server-only";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { fitFunnelWebhooks, webhookDeliveries } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound, validationError } from "@/lib/http/errors";
import { listPage } from "@/lib/http/list-query";
import { sendJob } from "@/lib/platform/jobs";
import { sealSecret } from "@/lib/platform/secrets";
import { assertCompanyLevel } from "@/lib/organization/manage";
import { MSG, WEBHOOKS_PER_LOCATION, type WebhookEvent } from "./constants";
import { webhookDeliverJob } from "./job";
import { newSigningSecret, webhookUrlProblem } from "@/lib/platform/webhooks/send";
import type { Webhook, WebhookBody } from "./schemas";

type Row = typeof fitFunnelWebhooks.$inferSelect;
type Last = { status: string; at: Date; responseStatus: number | null } | undefined;

const toWire = (w: Row, last: Last): Webhook => ({
  id: w.id,
  name: w.name,
  url: w.url,
  events: w.events,
  is_active: w.isActive,
  created_at: w.createdAt.toISOString(),
  last_delivery: last ? { status: last.status, at: last.at.toISOString(), response_status: last.responseStatus } : null,
});

/** The newest delivery of each webhook, in one statement. */
async function lastDeliveries(db: Db, locationId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, Last>();
  const rows = await db
    .selectDistinctOn([webhookDeliveries.webhookId], {
      webhookId: webhookDeliveries.webhookId,
      status: webhookDeliveries.status,
      at: webhookDeliveries.updatedAt,
      responseStatus: webhookDeliveries.responseStatus,
    })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.locationId, locationId), inArray(webhookDeliveries.webhookId, ids)))
    .orderBy(webhookDeliveries.webhookId, desc(webhookDeliveries.id));
  return new Map(rows.map((r) => [r.webhookId, { status: r.status, at: r.at, responseStatus: r.responseStatus }]));
}

/** GET /integration/fit-funnel-webhooks: the accessed location's webhooks, newest first. */
export async function listWebhooks(db: Db, ctx: Ctx): Promise<Webhook[]> {
  const rows = await db
    .select()
    .from(fitFunnelWebhooks)
    .where(eq(fitFunnelWebhooks.locationId, ctx.locationId))
    .orderBy(desc(fitFunnelWebhooks.createdAt), desc(fitFunnelWebhooks.id));
  const last = await lastDeliveries(db, ctx.locationId, rows.map((r) => r.id));
  return rows.map((r) => toWire(r, last.get(r.id)));
}

/** How many webhooks the location has (the refresh's integrations block). */
export async function webhookCount(db: Db, locationId: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(fitFunnelWebhooks).where(eq(fitFunnelWebhooks.locationId, locationId));
  return n;
}

/** POST /integration/save-fit-funnel-webhook: creates (answering the secret once) or updates. */
export async function saveWebhook(db: Db, ctx: Ctx, body: WebhookBody) {
  assertCompanyLevel(ctx);
  // The platform's SSRF guard: http(s), no credentials, every address the host resolves to public.
  const problem = await webhookUrlProblem(body.url);
  if (problem) throw validationError({ url: [problem] });
  const values = { name: body.name, url: body.url, events: [...new Set(body.events)], isActive: body.is_active };
  if (body.id) {
    const [row] = await db
      .update(fitFunnelWebhooks)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(fitFunnelWebhooks.id, body.id), eq(fitFunnelWebhooks.locationId, ctx.locationId)))
      .returning();
    if (!row) throw notFound("Webhook");
    const last = await lastDeliveries(db, ctx.locationId, [row.id]);
    return { message: MSG.webhookUpdated, data: toWire(row, last.get(row.id)) };
  }
  if ((await webhookCount(db, ctx.locationId)) >= WEBHOOKS_PER_LOCATION) {
    throw validationError({ url: [`A location may have at most ${WEBHOOKS_PER_LOCATION} webhooks.`] });
  }
  const secret = newSigningSecret();
  const [row] = await db.insert(fitFunnelWebhooks).values({ locationId: ctx.locationId, ...values, secretSealed: sealSecret(secret) }).returning();
  return { message: MSG.webhookUpdated, data: toWire(row, undefined), secret };
}

/** DELETE /integration/delete-fit-funnel-webhook?id=: the webhook and its delivery log. */
export async function deleteWebhook(db: Db, ctx: Ctx, id: number) {
  assertCompanyLevel(ctx);
  const gone = await db
    .delete(fitFunnelWebhooks)
    .where(and(eq(fitFunnelWebhooks.id, id), eq(fitFunnelWebhooks.locationId, ctx.locationId)))
    .returning({ id: fitFunnelWebhooks.id });
  if (gone.length === 0) throw notFound("Webhook");
  return { message: MSG.webhookDeleted };
}

/** GET /integration/fit-funnel-webhook/{id}/deliveries: the webhook's delivery log, newest first. */
export async function listDeliveries(db: Db, ctx: Ctx, webhookId: number, q: { page: number; per_page: number }) {
  const [hook] = await db
    .select({ id: fitFunnelWebhooks.id })
    .from(fitFunnelWebhooks)
    .where(and(eq(fitFunnelWebhooks.id, webhookId), eq(fitFunnelWebhooks.locationId, ctx.locationId)));
  if (!hook) throw notFound("Webhook");
  const page = await listPage(
    {
      tenant: and(eq(webhookDeliveries.locationId, ctx.locationId), eq(webhookDeliveries.webhookId, webhookId))!,
      sorts: { id: webhookDeliveries.id },
      sort: "id",
      direction: "desc",
      id: webhookDeliveries.id,
      page: q.page,
      perPage: q.per_page,
    },
    (__total) => db.select({ row: webhookDeliveries, __total }).from(webhookDeliveries).$dynamic(),
    async (where) => (await db.select({ n: count() }).from(webhookDeliveries).where(where))[0].n,
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

/**
 * Announces an event of a location to every active webhook subscribed to it: one delivery row
 * each, then one job each. Call it after your transaction commits (as sendEmail). Returns the
 * delivery ids.
 */
export async function emitWebhookEvent(db: Db, locationId: number, event: WebhookEvent, data: Record<string, unknown>, only?: number): Promise<number[]> {
  const hooks = await db
    .select({ id: fitFunnelWebhooks.id })
    .from(fitFunnelWebhooks)
    .where(
      and(
        eq(fitFunnelWebhooks.locationId, locationId),
        eq(fitFunnelWebhooks.isActive, true),
        sql`${fitFunnelWebhooks.events} ? ${event}`,
        only ? eq(fitFunnelWebhooks.id, only) : undefined,
      ),
    );
  if (hooks.length === 0) return [];
  const rows = await db
    .insert(webhookDeliveries)
    .values(hooks.map((h) => ({ locationId, webhookId: h.id, event, payload: data })))
    .returning({ id: webhookDeliveries.id });
  for (const r of rows) {
    // A queue hiccup leaves the delivery "queued" and visible in the log as such.
    await sendJob(webhookDeliverJob, { id: r.id }, { singletonKey: `webhook-${r.id}` }).catch((err) => console.error("webhooks: queueing failed", err));
  }
  return rows.map((r) => r.id);
}

/** POST /integration/fit-funnel-webhook/{id}/test: a webhook.test event to this webhook alone. */
export async function testWebhook(db: Db, ctx: Ctx, id: number) {
  assertCompanyLevel(ctx);
  const [hook] = await db
    .select({ id: fitFunnelWebhooks.id, active: fitFunnelWebhooks.isActive })
    .from(fitFunnelWebhooks)
    .where(and(eq(fitFunnelWebhooks.id, id), eq(fitFunnelWebhooks.locationId, ctx.locationId)));
  if (!hook) throw notFound("Webhook");
  if (!hook.active) throw validationError({ is_active: [MSG.inactive] });
  // The test goes to this webhook even when it does not subscribe to webhook.test.
  const [row] = await db
    .insert(webhookDeliveries)
    .values({ locationId: ctx.locationId, webhookId: id, event: "webhook.test", payload: { message: "This is a test event from CoachOS.", location_id: ctx.locationId } })
    .returning({ id: webhookDeliveries.id });
  await sendJob(webhookDeliverJob, { id: row.id }, { singletonKey: `webhook-${row.id}` });
  return { status: 1, message: MSG.testQueued, delivery_id: row.id };
}
