import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { activities, checkoutOrders, checkoutProducts, checkoutRefunds, locations, users } from "../../db/schema";
import { zonedInstant, wallDay } from "../../lib/utils/time-zone";
import { confirmTestPayment } from "../../lib/platform/payments/embedded";
import { call, loginAs } from "../helpers/api";
import { nextWallTime, setClock } from "../helpers/clock";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import type { DemoIds } from "../tenancy/fixture";

// 00:30 UTC: the hour when "today" and "1 hour ago" are different days (the test once failed then).
const clock = setClock(nextWallTime("UTC", 0, 30));
const { db } = setupTestDb();
let ids: DemoIds;
let owner: string;
let other: string;
let productId: number;
let otherProductId: number;

const co = (method: string, path: string, token = owner) => call(method, path, { token, host: "checkout" });
const hoursAgo = (h: number) => new Date(clock.getTime() - h * 3_600_000);
const minutesAgo = (m: number) => new Date(clock.getTime() - m * 60_000);

beforeAll(async () => {
  ids = await demoIds(db());
  await db().update(users).set({ checkoutEnabled: true }).where(inArray(users.id, [ids.owner, ids.other]));
  owner = (await loginAs("owner@demo.test")).access_token;
  other = (await loginAs("other@demo.test")).access_token;
  const [p, q] = await db()
    .insert(checkoutProducts)
    .values([
      { locationId: ids.downtown, publicId: "dashOwnProduct000000", name: "Kickstart", price: 4900, currency: "USD" },
      { locationId: ids.otherLoc, publicId: "dashOtherProduct0000", name: "Other's", price: 9900, currency: "USD" },
    ])
    .returning({ id: checkoutProducts.id });
  productId = p.id;
  otherProductId = q.id;
  const base = { productId, currency: "USD", subtotal: 4900, total: 4900 };
  const orders = await db()
    .insert(checkoutOrders)
    .values([
      { ...base, locationId: ids.downtown, publicId: "dashOrderLive1000000", email: "ann@example.com", name: "Ann", status: "paid", paidAt: hoursAgo(1) },
      { ...base, locationId: ids.downtown, publicId: "dashOrderLive2000000", email: "ben@example.com", name: "Ben", status: "paid", paidAt: hoursAgo(2), total: 2900 },
      { ...base, locationId: ids.downtown, publicId: "dashOrderOld00000000", email: "old@example.com", name: "Old", status: "paid", paidAt: new Date(Date.now() - 90 * 86_400_000) },
      { ...base, locationId: ids.downtown, publicId: "dashOrderTest0000000", email: "tess@example.com", name: "Tess", status: "paid", paidAt: minutesAgo(20), test: true },
      { ...base, locationId: ids.downtown, publicId: "dashOrderAbandon0000", email: "cat@example.com", name: "Cat", status: "pending", createdAt: hoursAgo(3) },
      { ...base, locationId: ids.downtown, publicId: "dashOrderFresh000000", email: "dan@example.com", name: "Dan", status: "pending", createdAt: clock },
      { ...base, locationId: ids.downtown, publicId: "dashOrderDecline0000", email: "eve@example.com", name: "Eve", status: "failed", lastError: "Your card was declined.", createdAt: hoursAgo(5) },
      { ...base, locationId: ids.downtown, publicId: "dashOrderEveBought00", email: "EVE@example.com", name: "Eve", status: "paid", paidAt: hoursAgo(4), createdAt: hoursAgo(4) },
      { ...base, productId: otherProductId, locationId: ids.otherLoc, publicId: "dashOrderOther000000", email: "zed@example.com", name: "Zed", status: "paid", paidAt: minutesAgo(20), total: 9900 },
    ])
    .returning({ id: checkoutOrders.id });
  await db().insert(checkoutRefunds).values({ locationId: ids.downtown, orderId: orders[1].id, amount: 900, status: "succeeded", createdAt: minutesAgo(10) });
  await db().insert(activities).values([
    { locationId: ids.downtown, module: "checkout", action: "purchase", title: "Ann bought Kickstart", body: "$49.00", data: { order_id: orders[0].id, test: false } },
    { locationId: ids.downtown, module: "checkout", action: "payment_failed", title: "Payment declined for eve@example.com", body: "Your card was declined." },
    { locationId: ids.downtown, module: "checkout", action: "refund", title: "Refunded Ben", body: "$9.00" },
    { locationId: ids.downtown, module: "contacts", action: "created", title: "Not a checkout event" },
    { locationId: ids.otherLoc, module: "checkout", action: "purchase", title: "Zed bought Other's" },
  ]);
});

describe("gates", () => {
  it("answers 404 without checkout_enabled, 401 without a session, for every dashboard call", async () => {
    const staff = (await loginAs("staff@demo.test")).access_token;
    for (const path of ["/dashboard/chart-stats", "/dashboard/recent-activities", "/order/analytics", "/order/all-order-transactions", "/order/checkout-logs", "/client/abandoned-orders"]) {
      expect((await co("GET", path, staff)).status, path).toBe(404);
      expect((await call("GET", path, { host: "checkout" })).status, path).toBe(401);
      expect((await co("GET", path)).status, path).toBe(200);
    }
  });

  it("refuses bad queries with 422 on the field", async () => {
    const bad = await co("GET", "/dashboard/chart-stats?date_preset=forever&test=2");
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["date_preset", "test"]);
    expect((await co("GET", "/dashboard/recent-activities?filter=everything")).json.errors.filter).toBeDefined();
    expect((await co("GET", "/dashboard/chart-stats?currency=dollars")).status).toBe(422);
    expect((await co("GET", "/order/checkout-logs?per_page=0")).status).toBe(422);
  });
});

describe("chart and figures", () => {
  it("sums the period's live sales, minus refunds, leaving out test purchases and other tenants", async () => {
    const res = await co("GET", "/dashboard/chart-stats?date_preset=last_7_days");
    expect(res.status).toBe(200);
    expect(res.json.currency).toBe("USD");
    expect(res.json.stats).toEqual({ orders: 3, customers: 3, gross: 4900 + 2900 + 4900, refunded: 900, net: 12700 - 900, average: Math.round(12700 / 3) });
    expect(res.json.gross_sale).toBe(12700);
    expect(res.json.chart.labels).toHaveLength(7);
    expect(res.json.chart.values.reduce((a: number, b: number) => a + b, 0)).toBe(12700);
  });

  it("shows test purchases only in test mode", async () => {
    const res = await co("GET", "/dashboard/chart-stats?date_preset=today&test=1");
    expect(res.json.stats.orders).toBe(1);
    expect(res.json.gross_sale).toBe(4900);
  });

  it("draws months for long periods, and Mon to Sun zeros when nothing sold", async () => {
    const all = await co("GET", "/dashboard/chart-stats?date_preset=all");
    expect(all.json.stats.orders).toBe(4);
    expect(all.json.chart.labels.length).toBeGreaterThanOrEqual(3);
    const none = await co("GET", "/dashboard/chart-stats?date_preset=today", other);
    expect(none.json.stats.orders).toBe(1);
    const empty = await co("GET", "/dashboard/chart-stats?date_preset=last_month&currency=EUR");
    expect(empty.json.chart).toEqual({ labels: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"], values: [0, 0, 0, 0, 0, 0, 0] });
    expect(empty.json.gross_sale).toBe(0);
  });

  it("order analytics counts declines and abandoned orders", async () => {
    const res = await co("GET", "/order/analytics?date_preset=all");
    expect(res.json.data).toMatchObject({ orders: 4, declined: 1, abandoned: 1, currency: "USD" });
  });
});

describe("activities, transactions, logs, abandoned", () => {
  it("lists recent checkout activities, filtered", async () => {
    const all = await co("GET", "/dashboard/recent-activities");
    expect(all.json.data.map((a: { action: string }) => a.action)).toEqual(["refund", "payment_failed", "purchase"]);
    const refunds = await co("GET", "/dashboard/recent-activities?filter=refund");
    expect(refunds.json.data).toHaveLength(1);
  });

  it("lists payments and refunds newest first", async () => {
    const res = await co("GET", "/order/all-order-transactions?date_preset=last_7_days");
    const kinds = res.json.data.map((t: { kind: string; amount: number }) => `${t.kind}:${t.amount}`);
    expect(kinds).toEqual(expect.arrayContaining(["payment:4900", "payment:2900", "refund:900"]));
    expect(kinds).not.toContain("payment:9900");
    expect(res.json.data[0].kind).toBe("refund");
  });

  it("pages the checkout log with a search", async () => {
    const res = await co("GET", "/order/checkout-logs?per_page=2");
    expect(res.json).toMatchObject({ total: 3, last_page: 2, current_page: 1 });
    const found = await co("GET", "/order/checkout-logs?search=declined");
    expect(found.json.data.map((a: { title: string }) => a.title)).toEqual(["Payment declined for eve@example.com"]);
  });

  it("finds orders unpaid for an hour that the buyer did not complete later", async () => {
    const res = await co("GET", "/client/abandoned-orders");
    expect(res.json.data.map((o: { name: string }) => o.name)).toEqual(["Cat"]);
    expect(res.json.data[0]).toMatchObject({ product_name: "Kickstart", total: 4900, status: "pending" });
  });
});

describe("a real purchase", () => {
  it("appears on the dashboard (in test mode, as the embedded processor is a test processor)", async () => {
    const proc = await call("POST", "/stripe/create-processor", { token: owner, host: "checkout", body: { name: "Main" } });
    const made = await call("POST", "/product/create", { token: owner, host: "checkout", body: { name: "Live sale", price: 1500, currency: "USD", processor_id: proc.json.data.id } });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    const started = await call("POST", `/public/${made.json.data.public_id}/start`, { host: "checkout", body: { email: "fay@example.com", name: "Fay Buyer" } });
    await confirmTestPayment(db(), started.json.client_secret, { number: "4242424242424242", exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: "123" });
    expect((await call("POST", `/public/order/${started.json.order}/finalize`, { host: "checkout" })).json.status).toBe("paid");
    const res = await co("GET", "/dashboard/chart-stats?date_preset=today&test=1");
    expect(res.json.gross_sale).toBe(4900 + 1500);
    const feed = await co("GET", "/dashboard/recent-activities?filter=purchase");
    expect(feed.json.data[0]).toMatchObject({ title: "Fay Buyer bought Live sale", test: true });
  });
});

describe("presets are the location's days", () => {
  it("at 00:30 UTC, the last hour's sales are yesterday's, not today's", async () => {
    const today = await co("GET", "/dashboard/chart-stats?date_preset=today");
    expect(today.json.stats).toMatchObject({ orders: 0, refunded: 900 });
    const yesterday = await co("GET", "/dashboard/chart-stats?date_preset=yesterday");
    expect(yesterday.json.stats).toMatchObject({ orders: 3, gross: 4900 + 2900 + 4900, refunded: 0 });
    const day = (d: Date) => d.toISOString().slice(0, 10);
    expect([today.json.from, yesterday.json.from]).toEqual([day(clock), day(hoursAgo(24))]);
  });

  it("a New York coach's 6 pm sale is today at 8 pm New York time, and yesterday's 11 pm sale is yesterday", async () => {
    const zone = "America/New_York";
    await db().update(locations).set({ timezone: zone }).where(eq(locations.id, ids.otherLoc));
    const at8pm = setClock(nextWallTime(zone, 20, 0, clock));
    const d = wallDay(at8pm, zone);
    const sixPm = zonedInstant(zone, d.year, d.month, d.day, 18);
    const lastNight = zonedInstant(zone, d.year, d.month, d.day - 1, 23);
    // In UTC both are on other days than New York's: 6 pm is the previous UTC day, 11 pm the next one.
    expect(sixPm.getUTCDate()).not.toBe(at8pm.getUTCDate());
    const base = { productId: otherProductId, locationId: ids.otherLoc, currency: "USD", subtotal: 1000, status: "paid", test: true };
    await db().insert(checkoutOrders).values([
      { ...base, publicId: "dashNySixPm000000000", email: "ny1@example.com", name: "Ny One", total: 1000, paidAt: sixPm },
      { ...base, publicId: "dashNyLastNight00000", email: "ny2@example.com", name: "Ny Two", total: 2000, paidAt: lastNight },
    ]);
    const today = await co("GET", "/dashboard/chart-stats?date_preset=today&test=1", other);
    const localDay = `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;
    expect(today.json).toMatchObject({ from: localDay, to: localDay, gross_sale: 1000 });
    expect(today.json.chart.values).toEqual([1000]);
    const yesterday = await co("GET", "/dashboard/chart-stats?date_preset=yesterday&test=1", other);
    expect(yesterday.json.gross_sale).toBe(2000);
    const week = await co("GET", "/order/all-order-transactions?date_preset=last_7_days&test=1", other);
    expect(week.json.data.map((t: { amount: number }) => t.amount)).toEqual([1000, 2000]);
    setClock(clock);
  });
});
