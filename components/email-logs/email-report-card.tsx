"use client";

import { BarChart } from "@/components/charts/bar-chart";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { REPORT_LABELS, type ReportSeries } from "@/lib/email-logs/constants";
import { useEmailReport } from "@/lib/email-logs/hooks";
import type { EmailReport } from "@/lib/email-logs/schemas";
import { formatDate, formatNumber } from "@/lib/format";

/** The chart's series and their theme colours; machine opens are shown apart from people's. */
const CHART: { key: ReportSeries; color: string }[] = [
  { key: "sent", color: "bg-slate-300" },
  { key: "opens", color: "bg-primary" },
  { key: "machine_opens", color: "bg-primary/35" },
  { key: "clicks", color: "bg-success" },
  { key: "bounces", color: "bg-danger" },
  { key: "unsubscribes", color: "bg-warning" },
];
const TILES: ReportSeries[] = ["sent", "opens", "machine_opens", "clicks", "bounces", "soft_bounces", "complaints", "unsubscribes"];

/** GET /email-log/get-email-report: the last 30 days per day, and the window's totals. */
export function EmailReportCard({ initial }: { initial: EmailReport }) {
  const { data } = useEmailReport(initial);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Email report</CardTitle>
        <CardDescription>
          {data ? `${formatDate(`${data.from}T00:00:00Z`)} – ${formatDate(`${data.to}T00:00:00Z`)} (your location's time zone). ` : null}
          Opens by Apple’s privacy proxy, bots and mail scanners are counted as machine opens, apart from people’s.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {!data ? (
          <Skeleton className="h-48 w-full" />
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {TILES.map((k) => (
                <div key={k} className="rounded-md border border-border px-3 py-2">
                  <dt className="text-xs text-muted-foreground">{REPORT_LABELS[k]}</dt>
                  <dd className="text-lg font-semibold tabular-nums text-foreground">{formatNumber(data.totals[k])}</dd>
                </div>
              ))}
            </dl>
            <BarChart
              caption="Email events per day"
              labels={data.days.map((d) => formatDate(`${d.date}T00:00:00Z`)?.replace(/, \d{4}$/, "") ?? d.date)}
              series={CHART.map((s) => ({ key: s.key, label: REPORT_LABELS[s.key], color: s.color, values: data.days.map((d) => d[s.key]) }))}
              format={(n) => formatNumber(n) ?? String(n)}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
