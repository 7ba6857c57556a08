import { z } from "@hono/zod-openapi";
import { defineModule } from "@/lib/http/module";
import { del, get, post } from "@/lib/http/route";
import { dataOf, idParam } from "@/lib/http/schemas";
import { pageQuery, pageSchema } from "@/lib/http/pagination";
import { apiKey, apiKeyBody, delivery, webhook, webhookBody, webhookIdQuery, webhookSaved, zapierStatus as zapierStatusSchema } from "./schemas";
import { deleteWebhook, listDeliveries, listWebhooks, saveWebhook, testWebhook } from "./webhooks";
import { generateZapierToken, revokeZapierToken, zapierStatus } from "./zapier";
import { createApiKey, listApiKeys, revokeApiKey } from "./api-keys";

// Doc 1 s6: organization admins manage the accessed location's integrations; the admin-settings
// area's actions gate each call, the services refuse location-level kinds, and an integration
// key (Zapier) can reach none of them (lib/auth/middleware.ts).
const loc = { tenancy: "location" } as const;
const view = { ...loc, permit: ["admin-settings", "view"] } as const;
const update = { ...loc, permit: ["admin-settings", "update"] } as const;
const remove = { ...loc, permit: ["admin-settings", "delete"] } as const;

export const integrationsModule = defineModule("integration-hooks", [
  // Zapier: one revocable key per location, shown once.
  get("/integration/zapier-token", { ...view, summary: "Whether the location has a Zapier key (ours)", response: dataOf(zapierStatusSchema) },
    async ({ db, ctx }) => ({ data: await zapierStatus(db, ctx.locationId) })),
  post("/integration/generate-zapier-token", {
    ...update,
    description: "A new API key for Zapier, acting as the caller in the accessed location; the location's earlier key stops working. The key is answered once.",
    response: z.object({ message: z.string(), token: z.string(), data: zapierStatusSchema }),
  }, ({ db, ctx }) => generateZapierToken(db, ctx)),
  del("/integration/zapier-token", { ...remove, summary: "Revokes the location's Zapier key (ours)", response: z.object({ message: z.string(), data: zapierStatusSchema }) },
    ({ db, ctx }) => revokeZapierToken(db, ctx)),

  // API keys (ours, issue 31): named, listed with their last use, revoked one by one (docs/api.md).
  get("/integration/api-keys", { ...view, summary: "The location's API keys, newest first (ours)", response: dataOf(z.array(apiKey)) },
    ({ db, ctx }) => listApiKeys(db, ctx)),
  post("/integration/api-keys", {
    ...update, body: apiKeyBody, status: 201, summary: "A new named API key (ours)",
    description: "Acts as the caller, with the caller's permissions, in the accessed location only; send it as `Authorization: Bearer <key>`. The key is answered once.",
    response: z.object({ message: z.string(), token: z.string(), data: apiKey }),
  }, ({ db, ctx, body }) => createApiKey(db, ctx, body.name)),
  del("/integration/api-keys/{id}", { ...remove, params: idParam, summary: "Revokes one API key at once (ours)", response: z.object({ message: z.string() }) },
    ({ db, ctx, params }) => revokeApiKey(db, ctx, params.id)),

  // Fit-funnel webhooks: signed POSTs of the location's events, with a delivery log.
  get("/integration/fit-funnel-webhooks", { ...view, response: dataOf(z.array(webhook)) },
    async ({ db, ctx }) => ({ data: await listWebhooks(db, ctx) })),
  post("/integration/save-fit-funnel-webhook", { ...update, body: webhookBody, description: "Creates (no id; the signing secret is answered once) or updates a webhook.", response: webhookSaved },
    ({ db, ctx, body }) => saveWebhook(db, ctx, body)),
  del("/integration/delete-fit-funnel-webhook", { ...remove, query: webhookIdQuery, response: z.object({ message: z.string() }) },
    ({ db, ctx, query }) => deleteWebhook(db, ctx, query.id)),
  post("/integration/fit-funnel-webhook/{id}/test", { ...update, params: idParam, summary: "Sends a webhook.test event (ours)", response: z.object({ status: z.number(), message: z.string(), delivery_id: z.number() }) },
    ({ db, ctx, params }) => testWebhook(db, ctx, params.id)),
  get("/integration/fit-funnel-webhook/{id}/deliveries", { ...view, params: idParam, query: pageQuery, summary: "The webhook's delivery log (ours)", response: pageSchema(delivery) },
    ({ db, ctx, params, query }) => listDeliveries(db, ctx, params.id, query)),
]);
