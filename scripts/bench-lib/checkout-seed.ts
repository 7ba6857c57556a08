/**
 * The checkout benchmark's data (run as a child by scripts/bench-lib/checkout.ts while no server
 * runs: PGlite has no lock between processes).
 *
 *   tsx scripts/bench-lib/checkout-seed.ts --orders N --out <file>   seed, and the events to replay
 *   tsx scripts/bench-lib/checkout-seed.ts --verify --out <file>      the orders' state after the replay
 *
 * Seeding: the demo, then in Downtown a test processor and a $49 product, and N orders each paid
 * at the processor with 4242 (as the buyer's browser does) but never finalized, their events'
 * deliveries taken off the queue: their effect waits for the replay. Written out: the product's
 * public id and every event's payload.
 */
import fs from "node:fs";
import path from "node:path";
import { and, eq, gte, inArray, like, sql } from "drizzle-orm";
import { dataDir, migrateDatabase, openDatabase } from "../../db/open";
import { setDb } from "../../db";
import { queryRows } from "../../db/rows";
import { checkoutOrders, checkoutProcessors, checkoutProducts, locations, payTestEvents, users } from "../../db/schema";
import { seedDemo } from "../../lib/demo/seed";

const PUBLIC_ID = "benchCheckoutProduct";
const BUYERS = "bench-buyer-";

async function main() {
  const args = process.argv.slice(2);
  const arg = (name: string) => args[args.indexOf(name) + 1];
  const out = arg("--out");
  const url = process.env.DATABASE_URL || undefined;
  const opened = await openDatabase(url ? { url } : { dir: path.join(dataDir(), "pglite") });
  await migrateDatabase(opened);
  const db = opened.db;
  setDb(db, url);

  if (args.includes("--verify")) {
    const [v] = await queryRows<Record<string, number>>(db, sql`
      with o as (select id, total from checkout_orders where email like ${BUYERS + "%"})
      select (select count(*)::int from o) as orders,
        (select count(*)::int from checkout_orders where email like ${BUYERS + "%"} and status = 'paid' and paid_at is not null) as paid,
        (select count(*)::int from checkout_invoices i join o on o.id = i.order_id) as invoices,
        (select count(distinct i.order_id)::int from checkout_invoices i join o on o.id = i.order_id) as invoiced_orders,
        (select count(*)::int from email_messages m join o on o.id = m.source_id where m.source = 'checkout') as receipts,
        (select count(distinct m.source_id)::int from email_messages m join o on o.id = m.source_id where m.source = 'checkout') as receipted_orders,
        (select count(*)::int from activities a where a.module = 'checkout' and (a.data->>'order_id')::int in (select id from o)) as activities,
        (select count(*)::int from contacts where email like ${BUYERS + "%"}) as contacts,
        (select count(distinct email)::int from contacts where email like ${BUYERS + "%"}) as contact_emails`);
    fs.writeFileSync(out, JSON.stringify(v));
    await opened.close();
    return;
  }

  const orders = Number(arg("--orders"));
  await seedDemo(db);
  const [downtown] = await db.select({ id: locations.id }).from(locations).where(eq(locations.businessname, "Downtown"));
  const [owner] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, "owner@demo.test"));
  const { createProcessor } = await import("../../lib/checkout/processors");
  const { startOrder } = await import("../../lib/checkout/orders");
  const { confirmTestPayment } = await import("../../lib/platform/payments/embedded");

  // Each run starts from unpaid orders: the last run's are deleted with what they made.
  const old = await db.select({ id: checkoutOrders.id }).from(checkoutOrders).where(like(checkoutOrders.email, `${BUYERS}%`));
  if (old.length) {
    await db.execute(sql`delete from email_messages where source = 'checkout' and source_id = any(${sql.raw(`ARRAY[${old.map((o) => o.id).join(",")}]::int[]`)})`);
    await db.delete(checkoutOrders).where(inArray(checkoutOrders.id, old.map((o) => o.id)));
    await db.execute(sql`delete from contacts where email like ${BUYERS + "%"}`);
  }
  let [product] = await db.select().from(checkoutProducts).where(eq(checkoutProducts.publicId, PUBLIC_ID));
  if (!product) {
    const ctx = { locationId: downtown.id, userId: owner.id, email: owner.email } as Parameters<typeof createProcessor>[1];
    const { data: processor } = await createProcessor(db, ctx, { name: "Bench processor" });
    [product] = await db
      .insert(checkoutProducts)
      .values({ locationId: downtown.id, publicId: PUBLIC_ID, name: "Bench Program", description: "Twelve weeks of coaching.", type: "one_time", price: 4900, currency: "USD", processorId: processor.id })
      .returning();
  }
  const [processor] = await db.select().from(checkoutProcessors).where(and(eq(checkoutProcessors.id, product.processorId!), eq(checkoutProcessors.locationId, downtown.id)));
  const t0 = Date.now();
  const since = new Date();
  for (let i = 0; i < orders; i++) {
    const started = await startOrder(db, PUBLIC_ID, { email: `${BUYERS}${i}@example.test`, name: `Bench Buyer ${i}`, bumps: [] });
    const paid = await confirmTestPayment(db, started.client_secret!, { number: "4242424242424242", exp_month: 12, exp_year: 2034, cvc: "123" });
    if ("error" in paid) throw new Error(`order ${i}: ${paid.error.message}`);
  }
  // Their deliveries are the replay's to make, not the server's queue's.
  await db.execute(sql`delete from pgboss.job where name = 'payments.deliver-test-event'`);
  const events = await db
    .select({ id: payTestEvents.id, type: payTestEvents.type, payload: payTestEvents.payload })
    .from(payTestEvents)
    .where(and(eq(payTestEvents.account, processor.accountId!), gte(payTestEvents.createdAt, since)));
  console.log(`Made ${orders} orders paid at the processor (${events.length} events) in ${((Date.now() - t0) / 1000).toFixed(1)} s.`);
  fs.writeFileSync(out, JSON.stringify({ publicId: PUBLIC_ID, orders, events }));
  // Paying started the job queue (the events' deliveries): stop it before the database closes.
  const { stopBoss } = await import("../../lib/platform/jobs/boss");
  await stopBoss(5000);
  await opened.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
