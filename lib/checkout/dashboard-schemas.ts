import { z } from "@hono/zod-openapi";
import { text } from "@/lib/http/schemas";
import { pageQuery } from "@/lib/http/pagination";
import { DATE_PRESET_KEYS } from "@/lib/list/date-presets";
import { CURRENCY_CODE } from "@/lib/platform/payments/money";

/** Figures are live by default; test=1 shows the processor's test-mode purchases instead (never mixed). */
const testFlag = z.enum(["0", "1"], { error: "The test flag must be 0 or 1." }).default("0");
const preset = z.enum(DATE_PRESET_KEYS as [string, ...string[]], { error: "The date preset is not valid." }).default("last_7_days");

export const chartQuery = z.object({
  date_preset: preset,
  test: testFlag,
  currency: z.string().regex(CURRENCY_CODE, { error: "The currency must be a three-letter code." }).optional(),
});
export type ChartQuery = z.output<typeof chartQuery>;

const figures = z.object({
  orders: z.number(), customers: z.number(), gross: z.number(), refunded: z.number(), net: z.number(), average: z.number(),
});
export const chartAnswer = z.object({
  chart: z.object({ labels: z.array(z.string()), values: z.array(z.number()) }),
  stats: figures,
  gross_sale: z.number(),
  currency: z.string(),
  currencies: z.array(z.string()),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export const analyticsAnswer = z.object({ data: figures.extend({ currency: z.string(), abandoned: z.number(), declined: z.number() }) });

export const ACTIVITY_FILTERS = ["all", "purchase", "refund", "payment_failed"] as const;
export const recentQuery = z.object({ filter: z.enum(ACTIVITY_FILTERS, { error: "The filter must be all, purchase, refund or payment_failed." }).default("all") });
export const activityRow = z.object({ id: z.number(), action: z.string(), title: z.string(), body: z.string().nullable(), contact_id: z.number().nullable(), test: z.boolean(), date_created: z.string() });

export const transactionsQuery = z.object({ date_preset: preset, test: testFlag });
export const transactionRow = z.object({
  id: z.string(), order_id: z.number(), kind: z.enum(["payment", "refund"]), amount: z.number(), currency: z.string(), name: z.string(), email: z.string(), product_name: z.string(), date: z.string(),
});

export const logQuery = pageQuery.extend({
  filter: z.enum(ACTIVITY_FILTERS, { error: "The filter must be all, purchase, refund or payment_failed." }).default("all"),
  search: text("search").max(100).optional(),
});
export type LogQuery = z.output<typeof logQuery>;

export const abandonedQuery = pageQuery.extend({ search: text("search").max(100).optional(), test: testFlag });
export type AbandonedQuery = z.output<typeof abandonedQuery>;
export const abandonedRow = z.object({
  id: z.number(), product_id: z.number(), product_name: z.string(), name: z.string(), email: z.string(), currency: z.string(), total: z.number(), status: z.string(), last_error: z.string().nullable(), test: z.boolean(), date_created: z.string(),
});
