"use client";

import { BarChart3, Download } from "lucide-react";
import { ListEmpty, ListError, ListLoading } from "@/components/list/list-states";
import { Button } from "@/components/ui/button";
import { QUESTION_TYPE_LABELS, type QuestionType } from "@/lib/forms/constants";
import { analyticsDownloadUrl, useAnalytics, type Analytics } from "@/lib/forms/hooks";
import { formatCount, formatNumber } from "@/lib/format";

type Stats = Analytics["questions"][number];

function OptionBars({ q }: { q: Stats }) {
  const most = Math.max(1, ...q.options.map((o) => o.count));
  const total = q.options.reduce((n, o) => n + o.count, 0);
  return (
    <ul className="flex flex-col gap-1.5">
      {q.options.map((o) => (
        <li key={o.label} className="grid grid-cols-[minmax(0,8rem)_1fr_auto] items-center gap-2 text-sm sm:grid-cols-[minmax(0,12rem)_1fr_auto]">
          <span className="truncate">{o.label}</span>
          <span className="h-2.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
            <span className="block h-full rounded-full bg-primary" style={{ width: `${(o.count / most) * 100}%` }} />
          </span>
          <span className="tabular-nums text-muted-foreground">
            {o.count}
            <span className="sr-only"> of {total}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Per-question analytics with the PDF and CSV downloads. */
export function FormAnalytics({ formId }: { formId: number }) {
  const stats = useAnalytics(formId);
  if (stats.isPending) return <ListLoading label="Loading analytics" />;
  if (stats.isError) return <ListError title="We couldn’t load the analytics" onRetry={() => void stats.refetch()} retrying={stats.isFetching} />;
  const data = stats.data;
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">{formatCount(data.respondents, "response")}</p>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <a href={analyticsDownloadUrl(formId, "pdf")} download>
              <Download aria-hidden="true" /> Download PDF
            </a>
          </Button>
          <Button asChild variant="outline" size="sm">
            <a href={analyticsDownloadUrl(formId, "csv")} download>
              <Download aria-hidden="true" /> Download CSV
            </a>
          </Button>
        </div>
      </div>
      {!data.questions.length ? (
        <ListEmpty icon={BarChart3} title="Nothing to count yet" description="Add questions to the form; each gets its own chart here as answers come in." />
      ) : (
        data.questions.map((q) => (
          <section key={q.question_id} aria-labelledby={`stats-${q.question_id}`} className="rounded-lg border border-border bg-card p-4">
            <h2 id={`stats-${q.question_id}`} className="font-medium [overflow-wrap:anywhere] text-foreground">{q.title}</h2>
            <p className="mb-3 text-xs text-muted-foreground">
              {QUESTION_TYPE_LABELS[q.type as QuestionType] ?? q.type} · {formatCount(q.answered, "answer")}
              {q.average !== null && ` · average ${formatNumber(q.average)} (min ${formatNumber(q.min ?? 0)}, max ${formatNumber(q.max ?? 0)})`}
            </p>
            {q.options.length > 0 && <OptionBars q={q} />}
            {q.latest.length > 0 && (
              <ul className="flex flex-col gap-1 text-sm">
                {q.latest.map((t, i) => (
                  <li key={i} className="rounded-md bg-muted px-2 py-1 [overflow-wrap:anywhere]">{t}</li>
                ))}
              </ul>
            )}
            {q.answered === 0 && <p className="text-sm text-muted-foreground">No answers yet.</p>}
          </section>
        ))
      )}
    </div>
  );
}
