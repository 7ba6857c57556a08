"use client";

import { useState, type FormEvent } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Camera, CheckCircle2, ClipboardCheck, LineChart, Target } from "lucide-react";
import { CheckInFields, type PhotoSlot } from "@/components/progress-tracking/check-in-fields";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api/client";
import { ApiError } from "@/lib/http/client";
import { formatDate } from "@/lib/format";
import { BackLink, PortalEmpty, PortalList, PortalLoading, PortalRow, PortalSection, portalHref } from "./portal-ui";
import { PortalHabits } from "./portal-habits";
import { onPortalError } from "../portal-errors";
import { refreshAfterWrite } from "@/lib/http/refresh-after-write";

/** The Progress tab: today's habits and the check-ins (due or sent this period), or one check-in to fill in when `item` names it. */
export function PortalProgress({ slug, item, name }: { slug: string; item: number | null; name: string }) {
  return item ? <CheckInView slug={slug} id={item} back={name} /> : <Overview slug={slug} />;
}

/** A calendar day (YYYY-MM-DD) as written, whatever the phone's zone. */
const day = (d: string) => formatDate(d, { timeZone: "UTC" });
const period = (start: string, end: string) => `${day(start)} – ${day(end)}`;

function Overview({ slug }: { slug: string }) {
  const trackings = useQuery({ queryKey: ["portal", "progress"], queryFn: ({ signal }) => api.get("/portal/progress", { signal }).catch((e) => { onPortalError(e); throw e; }) });
  const habits = useQuery({ queryKey: ["portal", "habits"], queryFn: ({ signal }) => api.get("/portal/habits", { signal }).catch((e) => { onPortalError(e); throw e; }) });
  if (trackings.isPending || habits.isPending) return <PortalLoading rows={4} />;
  if (trackings.isError) return <PortalEmpty icon={LineChart} title="We couldn’t load your progress" description="Check your connection and try again." />;
  const list = trackings.data.data;
  if (!list.length && !(habits.data?.data.length)) {
    return <PortalEmpty icon={LineChart} title="Your coach hasn't set up check-ins or habits for you yet" description="When they do, you check off habits and send your check-ins here." />;
  }
  return (
    <div className="flex flex-col gap-6">
      <PortalHabits />
      {list.length ? (
        <PortalSection title="Check-ins">
          <PortalList>
            {list.map((t) => (
              <PortalRow key={t.id} href={portalHref(slug, "progress", t.id)} icon={ClipboardCheck} title={t.name}
                detail={t.due ? `Due by ${day(t.period_end)}` : `Sent for ${period(t.period_start, t.period_end)}`}
                trailing={t.due
                  ? <span className="shrink-0 rounded-full bg-primary-tint px-2 py-0.5 text-xs font-medium text-primary-strong">Due</span>
                  : <span className="shrink-0 rounded-full bg-success-tint px-2 py-0.5 text-xs font-medium text-success-strong">Sent</span>} />
            ))}
          </PortalList>
        </PortalSection>
      ) : null}
    </div>
  );
}

/** JSON carries no uploads: photo questions say where photos go instead of offering an input that could not send. */
const photoNote: PhotoSlot = (name, label) => (
  <div key={name} className="flex items-start gap-2 rounded-xl border border-dashed border-border bg-card px-3 py-2.5 text-sm text-foreground">
    <Camera className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
    <span className="min-w-0"><span className="font-medium [overflow-wrap:anywhere]">{label}</span><br /><span className="text-muted-foreground">Add photos from the check-in link in your coach’s reminder email.</span></span>
  </div>
);

const BLOCK = { element: { bg: "var(--color-primary-strong)", text: "#ffffff" }, block: { bg: "var(--color-card)", text: "var(--color-foreground)" } };

function CheckInView({ slug, id, back }: { slug: string; id: number; back: string }) {
  const qc = useQueryClient();
  const q = useQuery({ queryKey: ["portal", "progress", id], queryFn: ({ signal }) => api.get("/portal/progress/{id}", { params: { id }, signal }).catch((e) => { onPortalError(e); throw e; }) });
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [thanks, setThanks] = useState<string | null>(null);
  const submit = useMutation({
    mutationFn: (answers: Record<string, string>) => api.post("/portal/progress/{id}/check-in", { params: { id }, body: { answers } }),
    onSuccess: (res) => {
      setThanks(res.message); setErrors({});
      void refreshAfterWrite(qc, [["portal", "progress"]]);
      window.scrollTo({ top: 0 });
    },
    onError: (e: unknown) => {
      const errs = e instanceof ApiError && e.status === 422 ? (e.body?.errors as Record<string, string[]> | undefined) : undefined;
      if (!errs) { onPortalError(e); return; }
      // The server keys them answers.q_1 / answers.c_2 (and answers for the whole form): back to the inputs' names.
      setErrors(Object.fromEntries(Object.entries(errs).map(([k, v]) => [k === "answers" ? "form" : k.replace(/^answers\./, ""), v])));
    },
  });
  const backLink = <BackLink href={portalHref(slug, "progress")} label={back} />;
  if (q.isPending) return <PortalLoading rows={4} />;
  if (q.isError) return <div className="flex flex-col gap-4">{backLink}<PortalEmpty icon={ClipboardCheck} title="This check-in isn’t available" description="Your coach may have stopped it." /></div>;
  const t = q.data;
  if (thanks) {
    return (
      <div className="flex flex-col gap-4">
        {backLink}
        <div role="status" className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-card px-6 py-10 text-center">
          <CheckCircle2 className="size-12 text-success-strong" aria-hidden />
          <p className="text-lg font-semibold text-foreground">{thanks}</p>
          <p className="text-sm text-muted-foreground">Changed your mind? Send it again by {day(t.period_end)}; the new one replaces this one.</p>
        </div>
      </div>
    );
  }
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const answers: Record<string, string> = {};
    for (const [k, v] of new FormData(e.currentTarget).entries()) if (typeof v === "string" && v.trim() !== "") answers[k] = v;
    setValues(answers);
    submit.mutate(answers);
  };
  const formError = errors.form?.[0] ?? (Object.keys(errors).length ? "Some answers need another look. Check the messages below." : null);
  return (
    <form onSubmit={onSubmit} noValidate className="flex min-w-0 flex-col gap-4">
      {backLink}
      <div>
        <h2 className="text-xl font-semibold text-foreground [overflow-wrap:anywhere]">{t.name}</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {t.submitted ? `You sent this period’s check-in (${period(t.period_start, t.period_end)}). Sending again replaces it.` : `This period: ${period(t.period_start, t.period_end)}`}
        </p>
      </div>
      {t.trends.some((x) => x.latest !== null || x.goal) ? (
        <ul className="grid grid-cols-[minmax(0,1fr)] gap-2 sm:grid-cols-2">
          {t.trends.filter((x) => x.latest !== null || x.goal).map((x) => (
            <li key={x.category_id} className="flex min-w-0 flex-col gap-1 rounded-2xl border border-border bg-card px-3 py-2.5">
              <span className="flex items-center justify-between gap-2 text-sm">
                <span className="min-w-0 truncate font-medium text-foreground">{x.name}</span>
                {x.goal ? <span className="inline-flex shrink-0 items-center gap-1 text-muted-foreground"><Target className="size-3.5" aria-hidden />Goal {x.goal.target}{x.unit ? ` ${x.unit}` : ""}</span> : null}
              </span>
              <span className="text-lg font-semibold text-foreground">{x.latest !== null ? `${x.latest}${x.unit ? ` ${x.unit}` : ""}` : "No value yet"}</span>
              {x.summary ? <span className="text-xs text-muted-foreground [overflow-wrap:anywhere]">{x.summary}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {formError ? <div role="alert" className="rounded-lg border border-danger bg-danger-tint px-3 py-2 text-sm text-danger-strong">{formError}</div> : null}
      <CheckInFields sections={t.sections} categories={t.categories} values={values} errors={errors} colours={BLOCK} photo={photoNote} />
      <Button type="submit" size="lg" loading={submit.isPending} loadingText="Sending" className="sticky bottom-[4.5rem] h-12 w-full rounded-xl text-base shadow-md">{t.submit_text}</Button>
    </form>
  );
}
