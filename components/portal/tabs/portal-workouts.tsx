"use client";

import { useState, type FormEvent } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Dumbbell } from "lucide-react";
import { RestTimerBar, useRestTimer } from "@/components/workout-logging/rest-timer";
import { WorkoutBlocks, WorkoutDone } from "@/components/workout-logging/workout-blocks";
import { Button } from "@/components/ui/button";
import { api, type ApiAnswer } from "@/lib/api/client";
import { ApiError } from "@/lib/http/client";
import { formatDate } from "@/lib/format";
import { errorsByInput, parseLogForm, type FormSet } from "@/lib/workouts/log-form";
import { useHydrated } from "@/lib/utils/use-hydrated";
import { BackLink, PortalEmpty, PortalList, PortalLoading, PortalRow, portalHref } from "./portal-ui";
import { onPortalError } from "../portal-errors";
import { newClientId } from "./client-id";
import { refreshAfterWrite } from "@/lib/http/refresh-after-write";

type Workout = ApiAnswer<"get", "/portal/workouts">["data"][number];
type Logged = ApiAnswer<"post", "/portal/workouts/{id}/log">;

/** The portal's own colours for the logger's highlights (the public page takes the coach's page settings instead). */
const ELEMENT = { bg: "var(--color-primary-tint)", text: "var(--color-foreground)" };

/** The Workouts tab: the contact's assigned workouts, or one to log set by set when `item` names it. */
export function PortalWorkouts({ slug, item, name }: { slug: string; item: number | null; name: string }) {
  return item ? <WorkoutView slug={slug} id={item} back={name} /> : <WorkoutList slug={slug} />;
}

const progressText = (w: Workout) => {
  const count = w.sessions ? `${w.logged} of ${w.sessions} sessions logged` : w.logged ? `${w.logged} ${w.logged === 1 ? "session" : "sessions"} logged` : "Not logged yet";
  return w.last_logged_at ? `${count} · last ${formatDate(w.last_logged_at)}` : count;
};

function WorkoutList({ slug }: { slug: string }) {
  const q = useQuery({ queryKey: ["portal", "workouts"], queryFn: ({ signal }) => api.get("/portal/workouts", { signal }).catch((e) => { onPortalError(e); throw e; }) });
  if (q.isPending) return <PortalLoading />;
  if (q.isError) return <PortalEmpty icon={Dumbbell} title="We couldn’t load your workouts" description="Check your connection and try again." />;
  if (!q.data.data.length) return <PortalEmpty icon={Dumbbell} title="Your coach hasn't assigned a workout yet" description="When they do, it appears here, ready to log set by set." />;
  return (
    <PortalList>
      {q.data.data.map((w) => (
        <PortalRow key={w.id} href={portalHref(slug, "workouts", w.id)} icon={Dumbbell} title={w.name} detail={progressText(w)}
          trailing={w.status === "completed" ? <span className="shrink-0 rounded-full bg-success-tint px-2 py-0.5 text-xs font-medium text-success-strong">Completed</span> : null} />
      ))}
    </PortalList>
  );
}

function WorkoutView({ slug, id, back }: { slug: string; id: number; back: string }) {
  const qc = useQueryClient();
  const q = useQuery({ queryKey: ["portal", "workouts", id], queryFn: ({ signal }) => api.get("/portal/workouts/{id}", { params: { id }, signal }).catch((e) => { onPortalError(e); throw e; }) });
  // One id per session being logged: a double tap or a retry of the same submit logs it once.
  const [clientId, setClientId] = useState(newClientId);
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [done, setDone] = useState<Logged | null>(null);
  const timer = useRestTimer();
  const hydrated = useHydrated();
  const log = useMutation({
    mutationFn: (body: { notes: string; sets: FormSet[] }) => api.post("/portal/workouts/{id}/log", { params: { id }, body: { client_id: clientId, ...body } }),
    onSuccess: (res) => {
      setDone(res); setErrors({}); setValues({}); timer.stop();
      void refreshAfterWrite(qc, [["portal", "workouts"]]);
      window.scrollTo({ top: 0 });
    },
    onError: (e: unknown, sent) => {
      if (e instanceof ApiError && e.status === 422 && e.body?.errors) setErrors(errorsByInput(e.body.errors as Record<string, string[]>, sent.sets));
      else onPortalError(e);
    },
  });
  const backLink = <BackLink href={portalHref(slug, "workouts")} label={back} />;
  if (q.isPending) return <PortalLoading rows={4} />;
  if (q.isError) return <div className="flex flex-col gap-4">{backLink}<PortalEmpty icon={Dumbbell} title="This workout isn’t available" description="It may have been taken back by your coach." /></div>;
  const w = q.data;
  if (done) {
    return (
      <div className="flex flex-col gap-4">
        {backLink}
        <WorkoutDone thankYou={done.thank_you} next={done.next}>
          <Button variant="outline" size="lg" className="mt-2 w-full" onClick={() => { setDone(null); setClientId(newClientId()); }}>Log another session</Button>
        </WorkoutDone>
      </div>
    );
  }
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const parsed = parseLogForm(new FormData(e.currentTarget).entries());
    setValues(parsed.values);
    if (Object.keys(parsed.errors).length) { setErrors(parsed.errors); return; }
    log.mutate({ notes: parsed.notes, sets: parsed.sets });
  };
  const formError = errors.form?.[0] ?? (Object.keys(errors).length ? "Some sets need another look. Check the messages below." : null);
  return (
    <form onSubmit={onSubmit} noValidate className="flex min-w-0 flex-col gap-4">
      {backLink}
      <div>
        <h2 className="text-xl font-semibold text-foreground [overflow-wrap:anywhere]">{w.name}</h2>
        {w.description ? <p className="mt-1 text-sm text-muted-foreground [overflow-wrap:anywhere]">{w.description}</p> : null}
        <p className="mt-1 text-sm text-muted-foreground">{w.sessions ? `${w.logged} of ${w.sessions} sessions logged` : w.logged ? `Logged ${w.logged === 1 ? "once" : `${w.logged} times`}` : "Fill in what you did; empty sets are skipped."}</p>
      </div>
      {formError ? <div role="alert" className="rounded-lg border border-danger bg-danger-tint px-3 py-2 text-sm text-danger-strong">{formError}</div> : null}
      {w.blocks.length === 0 ? (
        <PortalEmpty icon={Dumbbell} title="No exercises yet" description="Your coach has not added exercises to this workout yet. Check back soon." />
      ) : (
        <>
          <WorkoutBlocks blocks={w.blocks} element={ELEMENT} values={values} errors={errors} onRest={timer.start} hydrated={hydrated} />
          <RestTimerBar left={timer.left} running={timer.running} stop={timer.stop} colour={ELEMENT} bottom="bottom-36" />
          <Button type="submit" size="lg" loading={log.isPending} loadingText="Sending" className="sticky bottom-[4.5rem] h-12 w-full rounded-xl text-base shadow-md">{w.submit_text}</Button>
        </>
      )}
    </form>
  );
}
