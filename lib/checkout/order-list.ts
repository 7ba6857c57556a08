import "server-only";
import { and, count, eq, ilike, or } from "drizzle-orm";
import type { Db } from "@/db";
import { checkoutOrders, checkoutProducts } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { listPage } from "@/lib/http/list-query";
import type { OrderListQuery } from "./schemas";

/** GET /order/transactions: the location's orders, newest first; test purchases are labelled. */
export async function listOrders(db: Db, ctx: Ctx, q: OrderListQuery) {
  const like = q.search ? `%${q.search.replace(/[\\%_]/g, "\\$&")}%` : null;
  const page = await listPage(
    {
      tenant: eq(checkoutOrders.locationId, ctx.locationId),
      filters: [
        q.status === "all" ? undefined : eq(checkoutOrders.status, q.status),
        like ? or(ilike(checkoutOrders.email, like), ilike(checkoutOrders.name, like)) : undefined,
      ],
      sorts: { date_created: checkoutOrders.createdAt, total: checkoutOrders.total },
      sort: q.order_by,
      direction: q.order,
      id: checkoutOrders.id,
      page: q.page,
      perPage: q.per_page,
    },
    (__total) =>
      db
        .select({ o: checkoutOrders, product: checkoutProducts.name, __total })
        .from(checkoutOrders)
        .innerJoin(checkoutProducts, and(eq(checkoutProducts.id, checkoutOrders.productId), eq(checkoutProducts.locationId, checkoutOrders.locationId)))
        .$dynamic(),
    async (where) => (await db.select({ n: count() }).from(checkoutOrders).where(where))[0].n,
  );
  return {
    ...page,
    data: page.data.map(({ o, product }) => ({
      id: o.id,
      product_id: o.productId,
      product_name: product,
      name: o.name,
      email: o.email,
      contact_id: o.contactId,
      currency: o.currency,
      subtotal: o.subtotal,
      discount: o.discount,
      total: o.total,
      amount_refunded: o.amountRefunded,
      status: o.status,
      test: o.test,
      paid_at: o.paidAt?.toISOString() ?? null,
      date_created: o.createdAt.toISOString(),
    })),
  };
}
