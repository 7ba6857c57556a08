"use client";

import { useState } from "react";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { Activity, ReceiptText, ShoppingCart } from "lucide-react";
import { BarChart } from "@/components/charts/bar-chart";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Switch } from "@/components/ui/switch";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { formatNumber, formatShortDateTime, isoString } from "@/lib/format";
import type { Processor } from "@/lib/checkout/hooks";
import { useAbandonedOrders, useChartStats, useRecentActivities, type AbandonedPage, type ChartStats, type CheckoutActivity, type DashboardView } from "@/lib/checkout/dashboard-hooks";
import { DATE_PRESETS, isDatePreset } from "@/lib/list/date-presets";
import { useMoney } from "./company-currency";
import { ProcessorCard } from "./processor-card";
import { CheckoutSettingsCards } from "./settings-cards";


export type DashboardProps = {
  tab: "overview" | "settings";
  initialView: DashboardView;
  chart: ChartStats;
  recent: CheckoutActivity[];
  abandoned: AbandonedPage;
  processors: Processor[];
  access: { canCreate: boolean; canDelete: boolean; canUpdate: boolean };
};

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5 rounded-md border border-border px-4 py-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums text-foreground [overflow-wrap:anywhere]">{value}</dd>
    </div>
  );
}

const ACTION_LABEL: Record<string, string> = { purchase: "Sale", refund: "Refund", payment_failed: "Declined" };

/** CheckoutIndex (/checkout): sales figures and chart, recent activity, abandoned orders; ?tab=settings holds the processors. */
export function CheckoutDashboard({ tab, initialView, chart: initialChart, recent: initialRecent, abandoned: initialAbandoned, processors, access }: DashboardProps) {
  const money = useMoney();
  const router = useRouter();
  const pathname = usePathname();
  const [view, setView] = useState<DashboardView>(initialView);
  const same = view.preset === initialView.preset && view.test === initialView.test;
  const chart = useChartStats(view, same ? initialChart : undefined);
  const recent = useRecentActivities(initialRecent).data ?? initialRecent;
  const abandoned = useAbandonedOrders(view.test, view.test === initialView.test ? initialAbandoned : undefined).data;
  const data = chart.data;
  const cur = data?.currency ?? "USD";

  const setTab = (t: string) => router.replace(t === "settings" ? `${pathname}?tab=settings` : pathname, { scroll: false });

  return (
    <div className="flex w-full min-w-0 flex-col gap-5">
      <header className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <h1 className="text-xl leading-7 font-semibold text-foreground">Checkout</h1>
        <nav aria-label="Checkout screens" className="flex flex-wrap gap-3 text-sm">
          <Link className="font-medium text-primary-strong hover:underline" href="/checkout/clients">Clients</Link>
          <Link className="font-medium text-primary-strong hover:underline" href="/checkout/products">Products</Link>
          <Link className="font-medium text-primary-strong hover:underline" href="/checkout/orders">Orders</Link>
          <Link className="font-medium text-primary-strong hover:underline" href="/checkout/logs">Logs</Link>
        </nav>
      </header>

      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Checkout view">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="settings">Settings</TabsTrigger>
        </TabsList>

        <TabsContent value="overview" className="flex flex-col gap-5">
          <Card>
            <CardHeader className="flex-row flex-wrap items-end justify-between gap-3">
              <div className="flex flex-col gap-1">
                <CardTitle as="h2">Sales</CardTitle>
                <CardDescription>
                  {view.test ? "Test purchases only (the processor's test mode)." : "Live sales; test purchases are left out."} Refunds are subtracted from net.
                </CardDescription>
              </div>
              <div className="flex flex-wrap items-center gap-4">
                <div className="flex items-center gap-2">
                  <Switch id="checkout-test-data" checked={view.test} onCheckedChange={(test) => setView((v) => ({ ...v, test }))} />
                  <Label htmlFor="checkout-test-data">Test data</Label>
                </div>
                <div className="flex items-center gap-2">
                  <Label htmlFor="checkout-period" className="sr-only">Period</Label>
                  <NativeSelect
                    id="checkout-period"
                    wrapperClassName="w-40"
                    value={view.preset}
                    onChange={(e) => isDatePreset(e.target.value) && setView((v) => ({ ...v, preset: e.target.value as DashboardView["preset"] }))}
                  >
                    {DATE_PRESETS.map((p) => (
                      <option key={p.key} value={p.key}>{p.label}</option>
                    ))}
                  </NativeSelect>
                </div>
              </div>
            </CardHeader>
            <CardContent className="flex flex-col gap-5" aria-busy={chart.isFetching}>
              {chart.isError && !data ? (
                <p role="alert" className="text-sm text-destructive">The figures could not be loaded. Reload the page to try again.</p>
              ) : data ? (
                <>
                  <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
                    <Stat label="Gross sales" value={money(data.gross_sale, cur)} />
                    <Stat label="Net sales" value={money(data.stats.net, cur)} />
                    <Stat label="Orders" value={formatNumber(data.stats.orders)} />
                    <Stat label="Average order" value={money(data.stats.average, cur)} />
                  </dl>
                  <BarChart caption="Gross sales per period" legend={false} labels={data.chart.labels} series={[{ key: "gross", label: "Gross sales", color: "bg-primary/80", values: data.chart.values }]} format={(v) => money(v, cur)} />
                  {data.currencies.length > 1 && (
                    <p className="text-xs text-muted-foreground">Figures in {cur}; sales in other currencies ({data.currencies.filter((c) => c !== cur).join(", ")}) are not converted.</p>
                  )}
                </>
              ) : null}
            </CardContent>
          </Card>

          <div className="grid min-w-0 gap-5 lg:grid-cols-2">
            <Card className="min-w-0">
              <CardHeader>
                <CardTitle as="h2">Recent activity</CardTitle>
              </CardHeader>
              <CardContent>
                {recent.length === 0 ? (
                  <EmptyState icon={Activity} title="No checkout activity yet" description="Sales, refunds and declined payments appear here as they happen." className="py-6" />
                ) : (
                  <ul className="flex flex-col divide-y divide-border">
                    {recent.map((a) => (
                      <li key={a.id} className="flex min-w-0 items-start justify-between gap-3 py-2.5">
                        <span className="flex min-w-0 flex-col">
                          <span className="text-sm font-medium text-foreground [overflow-wrap:anywhere]">{a.title}</span>
                          {a.body && <span className="text-xs text-muted-foreground [overflow-wrap:anywhere]">{a.body}</span>}
                        </span>
                        <span className="flex shrink-0 flex-col items-end gap-1">
                          <span className="flex gap-1">
                            <Badge variant={a.action === "payment_failed" ? "danger" : a.action === "refund" ? "neutral" : "success"}>{ACTION_LABEL[a.action] ?? a.action}</Badge>
                            {a.test && <Badge variant="outline">Test</Badge>}
                          </span>
                          <time className="text-xs text-muted-foreground" dateTime={isoString(a.date_created)}>{formatShortDateTime(a.date_created)}</time>
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </CardContent>
            </Card>

            <Card className="min-w-0">
              <CardHeader>
                <CardTitle as="h2">Abandoned orders</CardTitle>
                <CardDescription>Buyers who gave their email but did not pay within an hour.</CardDescription>
              </CardHeader>
              <CardContent>
                {!abandoned || abandoned.data.length === 0 ? (
                  <EmptyState icon={ShoppingCart} title="No abandoned orders" description="Orders left unpaid for an hour are listed here." className="py-6" />
                ) : (
                  <ul className="flex flex-col divide-y divide-border">
                    {abandoned.data.map((o) => (
                      <li key={o.id} className="flex min-w-0 items-start justify-between gap-3 py-2.5">
                        <span className="flex min-w-0 flex-col">
                          <span className="text-sm font-medium text-foreground [overflow-wrap:anywhere]">{o.name}</span>
                          <span className="text-xs text-muted-foreground [overflow-wrap:anywhere]">{o.email} · {o.product_name}</span>
                        </span>
                        <span className="flex shrink-0 flex-col items-end gap-1">
                          <span className="text-sm tabular-nums">{money(o.total, o.currency)}</span>
                          <time className="text-xs text-muted-foreground" dateTime={isoString(o.date_created)}>{formatShortDateTime(o.date_created)}</time>
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
                {abandoned && abandoned.total > abandoned.data.length && (
                  <p className="pt-2 text-xs text-muted-foreground">Showing the latest {abandoned.data.length} of {formatNumber(abandoned.total)}.</p>
                )}
              </CardContent>
            </Card>
          </div>

          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <ReceiptText className="size-4" aria-hidden="true" />
            <span>
              Every order, with refunds, is in <Link className="font-medium text-primary-strong hover:underline" href="/checkout/orders">Orders</Link>.
            </span>
          </p>
        </TabsContent>

        <TabsContent value="settings" className="flex flex-col gap-5">
          <ProcessorCard initial={processors} canCreate={access.canCreate} canDelete={access.canDelete} />
          <CheckoutSettingsCards canUpdate={access.canUpdate} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
