import { z } from "@hono/zod-openapi";
import { dataOf, idParam } from "@/lib/http/schemas";
import { defineModule } from "@/lib/http/module";
import { get, patch, post } from "@/lib/http/route";
import { pageSchema } from "@/lib/http/pagination";
import { access } from "./gate";
import { messageAnswer } from "./schemas";
import { allSubscriptionLogs, cancelSubscription, listSubscriptions, subscriptionLogs, updateSubscriptionDetails } from "./subscriptions";
import { cancelSubscriptionBody, subscriptionDetailsBody, subscriptionListQuery, subscriptionLogRow, subscriptionRow, subscriptionStats } from "./subscription-schemas";

/** Subscriptions on the checkout host (/api/checkout): doc 3 s7 "Checkout service". */
export const checkoutSubscriptionsModule = defineModule("checkout-subscriptions", [
  get("/order/all-subscriptions", { ...access.view, query: subscriptionListQuery, response: z.object({ subscriptions: pageSchema(subscriptionRow), stats: subscriptionStats }) }, ({ db, ctx, query }) => listSubscriptions(db, ctx, query)),
  patch("/order/{id}/update-subscription-details", { ...access.update, params: idParam, body: subscriptionDetailsBody, response: messageAnswer }, ({ db, ctx, params, body }) => updateSubscriptionDetails(db, ctx, params.id, body)),
  post("/order/{id}/cancel-subscription", { ...access.update, params: idParam, body: cancelSubscriptionBody, response: messageAnswer }, ({ db, ctx, params, body }) => cancelSubscription(db, ctx, params.id, body.when)),
  get("/order/subscription-logs", { ...access.view, response: z.object({ paid: z.array(subscriptionLogRow), failed: z.array(subscriptionLogRow), trial: z.array(subscriptionLogRow) }) }, ({ db, ctx }) => subscriptionLogs(db, ctx)),
  get("/order/{id}/all-subscription-logs", { ...access.view, params: idParam, response: dataOf(z.array(subscriptionLogRow.extend({ has_invoice: z.boolean() }))) }, ({ db, ctx, params }) => allSubscriptionLogs(db, ctx, params.id)),
]);
