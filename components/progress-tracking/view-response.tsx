import Link from "next/link";
import { ArrowLeft, ClipboardList } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { formatCount, formatDate, formatDateTime, formatNumber } from "@/lib/format";
import type { TrackingCategory, TrackingCheckIn, TrackingProof, TrackingRelation, TrackingSection, TrackingTrend } from "@/lib/progress-tracking/hooks";
import { PhotoCompare } from "./photo-compare";
import { TrendCard } from "./trend-card";

type Props = {
  tracking: { id: number; name: string; periodDays: number };
  relation: TrackingRelation;
  sections: TrackingSection[];
  categories: TrackingCategory[];
  checkIns: TrackingCheckIn[];
  proofs: TrackingProof[];
  trends: TrackingTrend[];
};

/** An answer as the coach reads it: the number with its unit, yes/no, the choice, or "Photo". */
function answerText(a: TrackingCheckIn["answers"][number], unit: string | null) {
  if (a.photo_url) return "Photo";
  if (a.number !== null) return `${formatNumber(a.number, { maximumFractionDigits: 2 })}${unit ? ` ${unit}` : ""}`;
  if (a.value === "yes" || a.value === "no") return a.value === "yes" ? "Yes" : "No";
  return a.value ?? "—";
}

/** ProgressTrackingResponse: one contact's trends per category, photos side by side, and every check-in. */
export function ViewResponse({ tracking, relation, sections, categories, checkIns, proofs, trends }: Props) {
  const name = [relation.first_name, relation.last_name].filter(Boolean).join(" ") || relation.email || "Unnamed contact";
  const questions = new Map(sections.flatMap((s) => s.questions).map((q) => [q.id, q]));
  const cats = new Map(categories.map((c) => [c.id, c]));
  const current = checkIns.filter((k) => !k.replaced);
  const unit = tracking.periodDays === 7 ? "Week" : "Period";

  return (
    <div className="flex w-full min-w-0 flex-col gap-6">
      <header className="flex min-w-0 flex-col gap-2">
        <Link href={`/progress-tracking/${tracking.id}/edit?tab=contacts`} className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
          <ArrowLeft className="size-4" aria-hidden="true" /> {tracking.name}
        </Link>
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <h1 className="min-w-0 text-xl leading-7 font-semibold [overflow-wrap:anywhere] text-foreground">{name}</h1>
          {relation.status === "deleted" && <Badge variant="neutral">Stopped</Badge>}
        </div>
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div className="flex gap-1"><dt className="text-muted-foreground">Started</dt><dd>{formatDate(`${relation.start_date}T12:00:00Z`)}</dd></div>
          <div className="flex gap-1"><dt className="text-muted-foreground">Score</dt><dd>{relation.score === null ? "No goal yet" : `${formatNumber(relation.score, { maximumFractionDigits: 1 })} %`}</dd></div>
          <div className="flex gap-1"><dt className="text-muted-foreground">Streak</dt><dd>{formatCount(relation.streak, unit.toLowerCase())}</dd></div>
          <div className="flex gap-1"><dt className="text-muted-foreground">Check-ins</dt><dd>{formatNumber(current.length)}</dd></div>
        </dl>
      </header>

      <section aria-labelledby="vr-trends" className="flex min-w-0 flex-col gap-3">
        <h2 id="vr-trends" className="text-base font-semibold text-foreground">Progress</h2>
        {trends.length === 0 ? (
          <p className="rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground">This tracking follows no number categories. Add Weight or a measurement on the Questions tab.</p>
        ) : (
          <div className="grid min-w-0 gap-4 md:grid-cols-2 xl:grid-cols-3">
            {trends.map((t) => <TrendCard key={t.category_id} trend={t} />)}
          </div>
        )}
      </section>

      <section aria-labelledby="vr-photos" className="flex min-w-0 flex-col gap-3">
        <h2 id="vr-photos" className="text-base font-semibold text-foreground">Photos side by side</h2>
        <div className="max-w-2xl"><PhotoCompare proofs={proofs} /></div>
      </section>

      <section aria-labelledby="vr-check-ins" className="flex min-w-0 flex-col gap-3">
        <h2 id="vr-check-ins" className="text-base font-semibold text-foreground">Check-ins</h2>
        {checkIns.length === 0 ? (
          <p className="flex items-center gap-2 rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground">
            <ClipboardList aria-hidden="true" className="size-4 shrink-0" /> No check-ins yet. {name} checks in from their personal link.
          </p>
        ) : (
          <ol className="flex flex-col gap-3">
            {checkIns.map((k) => (
              <li key={k.id} className={`min-w-0 rounded-lg border border-border bg-card p-4 shadow-sm ${k.replaced ? "opacity-80" : ""}`}>
                <div className="mb-2 flex flex-wrap items-center gap-2">
                  <h3 className="text-sm font-semibold text-foreground">{unit} {k.period + 1}</h3>
                  <span className="text-xs text-muted-foreground">{formatDateTime(k.submitted_at)}</span>
                  {k.replaced && <Badge variant="outline">Replaced by a later check-in</Badge>}
                </div>
                <dl className="grid min-w-0 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
                  {k.answers.map((a, i) => {
                    const q = a.question_id ? questions.get(a.question_id) : undefined;
                    const c = a.category_id ? cats.get(a.category_id) : undefined;
                    return (
                      <div key={i} className="min-w-0">
                        <dt className="text-xs text-muted-foreground [overflow-wrap:anywhere]">{q?.label ?? c?.name ?? "Removed question"}</dt>
                        <dd className="[overflow-wrap:anywhere] text-foreground">{answerText(a, q?.unit ?? c?.unit ?? null)}</dd>
                      </div>
                    );
                  })}
                </dl>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
