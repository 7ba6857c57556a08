import { randomUUID } from "node:crypto";
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { SubmissionHeader } from "@/components/public-submission/submission-header";
import { BrandTheme } from "@/components/white-label/brand-theme";
import { logBlocks } from "@/lib/workouts/log-blocks";
import { WorkoutLogForm } from "@/components/workout-logging/workout-log-form";
import { getDb } from "@/db";
import { PLAN_PUBLIC_HEADLINE, WORKOUT_PUBLIC_DEFAULTS } from "@/lib/workouts/constants";
import { openPlanLink, planDayWorkouts, resolvePlanDay } from "@/lib/workouts/plan-day";
import { weekAndDay } from "@/lib/workouts/plan-days";
import { planDayPath } from "@/lib/workouts/plan-link";
import { textOn } from "@/lib/white-label/colors";
import { brandingForLocation } from "@/lib/white-label/service";

export const metadata: Metadata = { title: "Workout plan", robots: { index: false, follow: false } };

type Props = { params: Promise<{ token: string }>; searchParams: Promise<{ day?: string | string[] }> };

const longDate = (iso: string) => new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });

/**
 * WorkoutPlanDay (`/wp/{token}`): a contact's assigned plan on one day (today's in the location's
 * time zone, or `?day=N`), opened by the signed link of the plan assignment (lib/workouts/plan-link.ts).
 * Each workout of the day is logged with its own plain POST (no JavaScript needed) through the
 * logging service; a rest day says so. A forged, another contact's or revoked link is a 404.
 */
export default async function WorkoutPlanDayPage({ params, searchParams }: Props) {
  const [{ token }, query] = await Promise.all([params, searchParams]);
  if (token.length > 200) notFound();
  const db = await getDb();
  const open = await openPlanLink(db, token);
  if (!open) notFound();
  const asked = typeof query.day === "string" && /^\d{1,4}$/.test(query.day) ? Number(query.day) : null;
  const plan = await resolvePlanDay(db, open, asked, new Date());
  const [brand, workouts] = await Promise.all([brandingForLocation(db, open.locationId), planDayWorkouts(db, open, plan.day, plan.weeks)]);
  const s = { ...WORKOUT_PUBLIC_DEFAULTS, headline: PLAN_PUBLIC_HEADLINE };
  const { week, day } = weekAndDay(plan.day);
  const colours = { element: { bg: s.block_color, text: textOn(s.block_color) }, submit: { bg: s.submit_color, text: textOn(s.submit_color) } };
  const nav = "inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-xl border border-border bg-card px-3 text-sm font-medium text-foreground shadow-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";
  return (
    <main className="min-h-dvh bg-slate-50 pb-6 text-base">
      <BrandTheme color={brand?.primaryColor} />
      <SubmissionHeader brand={brand} settings={s}>
        Hi {open.firstName || "there"}
      </SubmissionHeader>
      <div className="mx-auto -mt-10 flex w-full max-w-xl flex-col gap-4 px-4">
        <nav aria-label="Plan days" className="flex items-center justify-between gap-2 rounded-2xl bg-card p-2 shadow-sm">
          {plan.day > 1 ? <Link href={planDayPath(token, plan.day - 1)} className={nav} aria-label="Previous day"><ChevronLeft className="size-5" aria-hidden /></Link> : <span className="min-w-11" />}
          <div className="min-w-0 text-center">
            <p className="text-base font-semibold text-foreground">Week {week} · Day {day}{plan.day === plan.today ? " · Today" : ""}</p>
            <p className="text-sm text-muted-foreground">{longDate(plan.date)}</p>
          </div>
          {plan.day < plan.last ? <Link href={planDayPath(token, plan.day + 1)} className={nav} aria-label="Next day"><ChevronRight className="size-5" aria-hidden /></Link> : <span className="min-w-11" />}
        </nav>
        {plan.today < 1 && plan.day === 1 && (
          <p className="rounded-xl border border-border bg-card px-4 py-3 text-sm text-foreground shadow-sm">Your plan starts on {longDate(plan.date)}. Here is what day 1 holds.</p>
        )}
        {workouts.length === 0 ? (
          <p className="rounded-2xl bg-card px-6 py-10 text-center text-foreground shadow-sm">Rest day. Recover well, and come back tomorrow.</p>
        ) : (
          workouts.map(({ key, workout, suggestions, logged }) => {
            const blocks = logBlocks(workout, suggestions);
            return (
              <section key={key} aria-label={workout.name} className="flex flex-col gap-3">
                <h2 className="px-1 text-lg font-semibold text-foreground [overflow-wrap:anywhere]">{workout.name}</h2>
                {blocks.length === 0 ? (
                  <p className="rounded-2xl bg-card px-6 py-10 text-center text-foreground shadow-sm">Your coach has not added exercises to this workout yet. Check back soon.</p>
                ) : (
                  <WorkoutLogForm token={token} clientId={randomUUID()} blocks={blocks} submitText={s.submit_text} logged={logged} colours={colours} plan={{ day: plan.day, workoutId: workout.id }} />
                )}
              </section>
            );
          })
        )}
      </div>
    </main>
  );
}
