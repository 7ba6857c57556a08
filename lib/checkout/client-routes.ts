import { z } from "@hono/zod-openapi";
import { dataOf, id, idParam } from "@/lib/http/schemas";
import { defineModule } from "@/lib/http/module";
import { get, patch, post } from "@/lib/http/route";
import { shareProduct } from "./product-share";
import { pageSchema } from "@/lib/http/pagination";
import { clientAnalytics, clientAssignTags, clientSinglePurchases, clientSubscriptions, listClients, updateClientProfile } from "./clients";
import { clientAnalytics as clientAnalyticsAnswer, clientListQuery, clientProfileBody, clientPurchaseRow, clientQuery, clientRow, clientSubscriptionRow, clientTagRow } from "./client-schemas";
import { createClientSetupIntent, updateClientCard } from "./client-card";
import { clientIdParam, processorParam, setupIntentAnswer, updateCardAnswer, updateCardBody } from "./client-schemas";
import { access } from "./gate";
import { messageAnswer } from "./schemas";

const shareBody = z.object({ location_ids: z.array(id("location")).min(1, { error: "Choose at least one location." }).max(50) });

/** The checkout's clients and product extras (/api/checkout): doc 3 s7 "Checkout service". */
export const checkoutClientsModule = defineModule("checkout-clients", [
  get("/client/list", { ...access.view, query: clientListQuery, response: pageSchema(clientRow) }, ({ db, ctx, query }) => listClients(db, ctx, query)),
  get("/tag/client-assign-tags", { ...access.view, response: dataOf(z.array(clientTagRow)) }, ({ db, ctx }) => clientAssignTags(db, ctx)),
  get("/client/single-purchase-products", { ...access.view, query: clientQuery, response: dataOf(z.array(clientPurchaseRow)) }, ({ db, ctx, query }) => clientSinglePurchases(db, ctx, query.client_id)),
  get("/client/order-subscriptions", { ...access.view, query: clientQuery, response: dataOf(z.array(clientSubscriptionRow)) }, ({ db, ctx, query }) => clientSubscriptions(db, ctx, query.client_id)),
  get("/client/{id}/analytics", { ...access.view, params: idParam, response: dataOf(clientAnalyticsAnswer) }, ({ db, ctx, params }) => clientAnalytics(db, ctx, params.id)),
  // The client's card, entered by the coach
  post("/stripe/{processor}/create-setup-intent", { ...access.update, params: processorParam, response: setupIntentAnswer }, ({ db, ctx, params }) => createClientSetupIntent(db, ctx, params.processor)),
  post("/stripe/{client_id}/update-card", { ...access.update, params: clientIdParam, body: updateCardBody, response: updateCardAnswer }, ({ db, ctx, params, body }) => updateClientCard(db, ctx, params.client_id, body)),
  patch("/client/{id}/update-profile", { ...access.update, params: idParam, body: clientProfileBody, response: messageAnswer }, ({ db, ctx, params, body }) => updateClientProfile(db, ctx, params.id, body)),

  // Products extras: a copy for other locations of the company (arrives archived).
  post("/product/{id}/share-with-accounts", { ...access.create, params: idParam, body: shareBody, response: messageAnswer.extend({ data: z.array(z.object({ location_id: z.number(), id: z.number() })) }) }, ({ db, ctx, params, body }) => shareProduct(db, ctx, params.id, body.location_ids)),
]);
