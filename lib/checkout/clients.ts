import "server-only";
import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db";
import { qualified } from "@/db/qualified";
import { checkoutOrders, checkoutProducts, checkoutSubscriptions, contactTags, contacts, tags } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { updateContact } from "@/lib/contacts/crud";
import { notFound } from "@/lib/http/errors";
import { listPage } from "@/lib/http/list-query";
import type { ClientListQuery, ClientProfileBody, ClientRow } from "./client-schemas";

/**
 * A checkout client is a contact of the location with at least one paid order here. Figures
 * (orders, spent, analytics) count live purchases only: test purchases are labelled, never summed.
 */
const paidBy = (locationId: number, contactId: SQL | number) =>
  sql`${checkoutOrders.locationId} = ${locationId} and ${checkoutOrders.contactId} = ${contactId} and ${checkoutOrders.status} = 'paid'`;

const isClient = (locationId: number) => sql`exists (select 1 from ${checkoutOrders} where ${paidBy(locationId, qualified(contacts.id))})`;

const ownClient = (ctx: Pick<Ctx, "locationId">, id: number) => and(eq(contacts.id, id), eq(contacts.locationId, ctx.locationId), isNull(contacts.deletedAt), isClient(ctx.locationId))!;

/** Live money per currency, net of refunds, as a JSON array (one statement with the page). */
const spentOf = (locationId: number, contactId: SQL | number, column: SQL) => sql<{ currency: string; amount: number }[]>`(
  select coalesce(json_agg(json_build_object('currency', x.currency, 'amount', x.amount) order by x.currency), '[]'::json)
  from (select ${checkoutOrders.currency} as currency, sum(${column})::int as amount from ${checkoutOrders}
        where ${paidBy(locationId, contactId)} and not ${checkoutOrders.test} group by ${checkoutOrders.currency}) x)`;

const lastPurchase = (locationId: number) => sql<number | null>`(select extract(epoch from max(${checkoutOrders.paidAt})) * 1000 from ${checkoutOrders} where ${paidBy(locationId, qualified(contacts.id))})`;

const escapeLike = (s: string) => `%${s.replace(/[\\%_]/g, "\\$&")}%`;

/** GET /client/list */
export async function listClients(db: Db, ctx: Ctx, q: ClientListQuery) {
  const loc = ctx.locationId;
  const like = q.search ? escapeLike(q.search) : null;
  const last = lastPurchase(loc);
  const page = await listPage(
    {
      tenant: eq(contacts.locationId, loc),
      filters: [
        isNull(contacts.deletedAt),
        isClient(loc),
        like ? or(ilike(sql`${contacts.firstName} || ' ' || ${contacts.lastName}`, like), ilike(contacts.email, like)) : undefined,
        q.tag_id ? sql`exists (select 1 from ${contactTags} where ${contactTags.locationId} = ${loc} and ${contactTags.contactId} = ${contacts.id} and ${contactTags.tagId} = ${q.tag_id})` : undefined,
      ],
      sorts: { last_purchase: last, name: sql`lower(${contacts.firstName} || ' ' || ${contacts.lastName})`, date_created: contacts.createdAt },
      sort: q.order_by,
      direction: q.order,
      id: contacts.id,
      page: q.page,
      perPage: q.per_page,
    },
    (__total) =>
      db
        .select({
          c: { id: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName, email: contacts.email, number: contacts.number, createdAt: contacts.createdAt },
          orders: sql<number>`(select count(*)::int from ${checkoutOrders} where ${paidBy(loc, qualified(contacts.id))} and not ${checkoutOrders.test})`,
          live: sql<boolean>`exists (select 1 from ${checkoutOrders} where ${paidBy(loc, qualified(contacts.id))} and not ${checkoutOrders.test})`,
          spent: spentOf(loc, qualified(contacts.id), sql`${checkoutOrders.total} - ${checkoutOrders.amountRefunded}`),
          last: sql<number | null>`(${last})::float8`,
          __total,
        })
        .from(contacts)
        .$dynamic(),
    async (where) => (await db.select({ n: count() }).from(contacts).where(where))[0].n,
  );
  return {
    ...page,
    data: page.data.map(
      (r): ClientRow => ({
        id: r.c.id,
        first_name: r.c.firstName,
        last_name: r.c.lastName,
        email: r.c.email,
        number: r.c.number,
        orders: r.orders,
        spent: r.spent,
        last_purchase_at: r.last === null ? null : new Date(Number(r.last)).toISOString(),
        test: !r.live,
        date_created: r.c.createdAt.toISOString(),
      }),
    ),
  };
}

/** GET /tag/client-assign-tags: the tags the location's clients carry, with how many carry each. */
export async function clientAssignTags(db: Db, ctx: Ctx) {
  const rows = await db
    .select({ id: tags.id, name: tags.name, clients: sql<number>`count(distinct ${contactTags.contactId})::int` })
    .from(contactTags)
    .innerJoin(tags, and(eq(tags.id, contactTags.tagId), eq(tags.locationId, contactTags.locationId)))
    .innerJoin(contacts, and(eq(contacts.id, contactTags.contactId), eq(contacts.locationId, contactTags.locationId)))
    .where(and(eq(contactTags.locationId, ctx.locationId), isNull(contacts.deletedAt), isClient(ctx.locationId)))
    .groupBy(tags.id, tags.name)
    .orderBy(asc(tags.name), asc(tags.id));
  return { data: rows };
}

async function assertClient(db: Db, ctx: Ctx, id: number) {
  const [row] = await db.select({ id: contacts.id }).from(contacts).where(ownClient(ctx, id));
  if (!row) throw notFound("Client");
}

/** GET /client/single-purchase-products: the client's paid one-time purchases, newest first. */
export async function clientSinglePurchases(db: Db, ctx: Ctx, clientId: number) {
  await assertClient(db, ctx, clientId);
  const rows = await db
    .select({ o: checkoutOrders, product: checkoutProducts.name })
    .from(checkoutOrders)
    .innerJoin(checkoutProducts, and(eq(checkoutProducts.id, checkoutOrders.productId), eq(checkoutProducts.locationId, checkoutOrders.locationId)))
    .where(and(paidBy(ctx.locationId, clientId), eq(checkoutProducts.type, "one_time")))
    .orderBy(desc(checkoutOrders.paidAt), desc(checkoutOrders.id));
  return {
    data: rows.map(({ o, product }) => ({
      order_id: o.id,
      product_id: o.productId,
      product_name: product,
      currency: o.currency,
      total: o.total,
      amount_refunded: o.amountRefunded,
      test: o.test,
      paid_at: o.paidAt?.toISOString() ?? null,
    })),
  };
}

/** GET /client/order-subscriptions: the client's subscriptions, newest first. */
export async function clientSubscriptions(db: Db, ctx: Ctx, clientId: number) {
  await assertClient(db, ctx, clientId);
  const rows = await db
    .select({ s: checkoutSubscriptions, product: checkoutProducts.name, processorId: checkoutOrders.processorId })
    .from(checkoutSubscriptions)
    .innerJoin(checkoutProducts, and(eq(checkoutProducts.id, checkoutSubscriptions.productId), eq(checkoutProducts.locationId, checkoutSubscriptions.locationId)))
    .innerJoin(checkoutOrders, and(eq(checkoutOrders.id, checkoutSubscriptions.orderId), eq(checkoutOrders.locationId, checkoutSubscriptions.locationId)))
    .where(and(eq(checkoutSubscriptions.locationId, ctx.locationId), eq(checkoutSubscriptions.contactId, clientId)))
    .orderBy(desc(checkoutSubscriptions.createdAt), desc(checkoutSubscriptions.id));
  return {
    data: rows.map(({ s, product, processorId }) => ({
      id: s.id,
      processor_id: processorId,
      card: s.card,
      product_id: s.productId,
      product_name: product,
      amount: s.amount,
      currency: s.currency,
      interval: s.interval,
      status: s.status,
      trial_end: s.trialEnd?.toISOString() ?? null,
      next_billing_date: s.nextBillingAt?.toISOString() ?? null,
      test: s.test,
      date_created: s.createdAt.toISOString(),
    })),
  };
}

/** GET /client/{id}/analytics: the client's live figures (test purchases left out). */
export async function clientAnalytics(db: Db, ctx: Ctx, id: number) {
  const loc = ctx.locationId;
  const [row] = await db
    .select({
      orders: sql<number>`(select count(*)::int from ${checkoutOrders} where ${paidBy(loc, id)} and not ${checkoutOrders.test})`,
      spent: spentOf(loc, id, sql`${checkoutOrders.total} - ${checkoutOrders.amountRefunded}`),
      refunded: sql<{ currency: string; amount: number }[]>`(select coalesce(json_agg(x order by x.currency), '[]'::json) from (${sql`select ${checkoutOrders.currency} as currency, sum(${checkoutOrders.amountRefunded})::int as amount from ${checkoutOrders} where ${paidBy(loc, id)} and not ${checkoutOrders.test} and ${checkoutOrders.amountRefunded} > 0 group by ${checkoutOrders.currency}`}) x)`,
      active: sql<number>`(select count(*)::int from ${checkoutSubscriptions} where ${checkoutSubscriptions.locationId} = ${loc} and ${checkoutSubscriptions.contactId} = ${id} and not ${checkoutSubscriptions.test} and ${checkoutSubscriptions.status} in ('trialing', 'active', 'past_due'))`,
      first: sql<number | null>`(select (extract(epoch from min(${checkoutOrders.paidAt})) * 1000)::float8 from ${checkoutOrders} where ${paidBy(loc, id)} and not ${checkoutOrders.test})`,
      last: sql<number | null>`(select (extract(epoch from max(${checkoutOrders.paidAt})) * 1000)::float8 from ${checkoutOrders} where ${paidBy(loc, id)} and not ${checkoutOrders.test})`,
    })
    .from(contacts)
    .where(ownClient(ctx, id));
  if (!row) throw notFound("Client");
  const iso = (v: number | null) => (v === null ? null : new Date(Number(v)).toISOString());
  return { data: { orders: row.orders, spent: row.spent, refunded: row.refunded, active_subscriptions: row.active, first_purchase_at: iso(row.first), last_purchase_at: iso(row.last) } };
}

/** PATCH /client/{id}/update-profile: the contact centre's update, for a client of this location only. */
export async function updateClientProfile(db: Db, ctx: Ctx, id: number, body: ClientProfileBody) {
  await assertClient(db, ctx, id);
  await updateContact(db, ctx, id, body);
  return { status: 1, message: "Profile has been updated successfully!" };
}
