import { z } from "@hono/zod-openapi";
import { defineModule } from "@/lib/http/module";
import { del, get, post } from "@/lib/http/route";
import { dataOf, idParam } from "@/lib/http/schemas";
import { pageQuery, pageSchema } from "@/lib/http/pagination";
import { REST_HOOK_EVENT_NAMES } from "./constants";
import { restHook, restHookBody, restHookDelivery, restHookSubscribed } from "./schemas";
import { listRestHookDeliveries, listRestHooks, subscribeRestHook, unsubscribeRestHook } from "./service";

// REST hooks (issue 31, Zapier's REST hook triggers): any member of the location may manage them,
// with a session or an API key (no `permit`: the settings area would shut keys out); subscribing
// checks the event's own area (REST_HOOK_EVENTS), since a delivery shows that area's records.
const loc = { tenancy: "location" } as const;

const SIGNING = `Deliveries are JSON POSTs with \`X-CoachOS-Event\`, \`X-CoachOS-Delivery\` and \`Idempotency-Key\` (the delivery's id, the same on every retry), \`X-CoachOS-Timestamp\` (seconds) and \`X-CoachOS-Signature\`: \`sha256=\` + hex HMAC-SHA256 of \`\${timestamp}.\${body}\` under the hook's secret. A non-2xx answer is retried with backoff for at least 24 hours; 410 Gone three times in a row switches the hook off. Events: ${REST_HOOK_EVENT_NAMES.join(", ")}.`;

export const restHooksModule = defineModule("rest-hooks", [
  get("/hooks", { ...loc, summary: "The location's REST hook subscriptions, newest first (ours)", response: dataOf(z.array(restHook)) },
    ({ db, ctx }) => listRestHooks(db, ctx)),
  post("/hooks", {
    ...loc, body: restHookBody, status: 201, summary: "Subscribes a target URL to an event (ours)",
    description: `The target must be a public address. The signing secret is answered once. ${SIGNING}`,
    response: restHookSubscribed,
  }, ({ db, ctx, body }) => subscribeRestHook(db, ctx, body)),
  del("/hooks/{id}", { ...loc, params: idParam, summary: "Unsubscribes a hook (ours)", response: z.object({ message: z.string() }) },
    ({ db, ctx, params }) => unsubscribeRestHook(db, ctx, params.id)),
  get("/hooks/{id}/deliveries", { ...loc, params: idParam, query: pageQuery, summary: "The hook's delivery log, newest first (ours)", response: pageSchema(restHookDelivery) },
    ({ db, ctx, params, query }) => listRestHookDeliveries(db, ctx, params.id, query)),
]);
