"use client";

import { LineChart } from "@/components/charts/line-chart";
import { defineProfileSection } from "@/components/contacts/profile/registry";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { RATING_MAX } from "@/lib/forms/constants";
import { useCheckInTrends, type CheckInTrends } from "@/lib/forms/hooks";
import { formatDate, formatNumber } from "@/lib/format";

/**
 * Check-ins: each numeric question (number, rating) the contact answered, charted over time,
 * so a coach sees a recurring check-in's trend (issue 12, beyond the spec). Left out when the
 * contact answered none.
 */
export const checkInTrendsSection = defineProfileSection<CheckInTrends>({
  id: "check-in-trends",
  title: "Check-ins",
  order: 28,
  column: "main",
  visible: (access) => access.canViewForms === true,
  useData: (contactId, initial) => useCheckInTrends(contactId, initial),
  hasContent: (series) => series.length > 0,
  Component: ({ data }) => <CheckInTrendsCard series={data} />,
});

function CheckInTrendsCard({ series }: { series: CheckInTrends }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle as="h2">Check-ins</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid min-w-0 gap-6 sm:grid-cols-2">
          {series.map((s) => {
            const last = s.points.at(-1)!;
            const caption = `${s.title} (${s.form_title})`;
            return (
              <li key={s.question_id} className="min-w-0">
                <h3 className="text-sm font-medium [overflow-wrap:anywhere] text-foreground">{s.title}</h3>
                <p className="mb-2 text-xs text-muted-foreground [overflow-wrap:anywhere]">
                  {s.form_title} · latest {formatNumber(last.value, { maximumFractionDigits: 2 })}
                  {s.type === "rating" ? ` of ${RATING_MAX}` : ""} on {formatDate(last.at)} · {s.points.length} {s.points.length === 1 ? "answer" : "answers"}
                </p>
                <LineChart
                  caption={caption}
                  points={s.points.map((p) => ({ x: formatDate(p.at) ?? "", y: p.value }))}
                  xLabel="Answered on"
                  yLabel={s.title}
                  min={s.type === "rating" ? 1 : undefined}
                  max={s.type === "rating" ? RATING_MAX : undefined}
                  className="max-w-md"
                />
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
