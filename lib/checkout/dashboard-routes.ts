import { z } from "@hono/zod-openapi";
import { dataOf } from "@/lib/http/schemas";
import { defineModule } from "@/lib/http/module";
import { get } from "@/lib/http/route";
import { pageSchema } from "@/lib/http/pagination";
import { abandonedOrders, allOrderTransactions, chartStats, checkoutLogs, orderAnalytics, recentActivities } from "./dashboard";
import { abandonedQuery, abandonedRow, activityRow, analyticsAnswer, chartAnswer, chartQuery, logQuery, recentQuery, transactionRow, transactionsQuery } from "./dashboard-schemas";
import { access } from "./gate";

/** The checkout dashboard's figures and logs (/api/checkout): doc 3 s7. Test purchases only with test=1. */
export const checkoutDashboardModule = defineModule("checkout-dashboard", [
  get("/dashboard/chart-stats", { ...access.view, query: chartQuery, response: chartAnswer }, ({ db, ctx, query }) => chartStats(db, ctx, query)),
  get("/dashboard/recent-activities", { ...access.view, query: recentQuery, response: dataOf(z.array(activityRow)) }, ({ db, ctx, query }) => recentActivities(db, ctx, query.filter)),
  get("/order/analytics", { ...access.view, query: chartQuery, response: analyticsAnswer }, ({ db, ctx, query }) => orderAnalytics(db, ctx, query)),
  get("/order/all-order-transactions", { ...access.view, query: transactionsQuery, response: dataOf(z.array(transactionRow)) }, ({ db, ctx, query }) => allOrderTransactions(db, ctx, query)),
  get("/order/checkout-logs", { ...access.view, query: logQuery, response: pageSchema(activityRow) }, ({ db, ctx, query }) => checkoutLogs(db, ctx, query)),
  get("/client/abandoned-orders", { ...access.view, query: abandonedQuery, response: pageSchema(abandonedRow) }, ({ db, ctx, query }) => abandonedOrders(db, ctx, query)),
]);
