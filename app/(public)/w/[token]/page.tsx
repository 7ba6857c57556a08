import { randomUUID } from "node:crypto";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SubmissionHeader } from "@/components/public-submission/submission-header";
import { BrandTheme } from "@/components/white-label/brand-theme";
import { WorkoutLogForm } from "@/components/workout-logging/workout-log-form";
import { getDb } from "@/db";
import { WORKOUT_PUBLIC_DEFAULTS } from "@/lib/workouts/constants";
import { openWorkoutLink, publicWorkout } from "@/lib/workouts/logging";
import { logBlocks } from "@/lib/workouts/log-blocks";
import { textOn } from "@/lib/white-label/colors";
import { brandingForLocation } from "@/lib/white-label/service";

export const metadata: Metadata = { title: "Workout", robots: { index: false, follow: false } };

type Props = { params: Promise<{ token: string }> };

/**
 * WorkoutSession (`/w/{token}`): a contact's assigned workout, opened by the signed link of the
 * assignment (lib/workouts/link.ts). Rendered on the server and logged with a plain POST, so it
 * works without JavaScript; a forged, another contact's or revoked link is a 404.
 */
export default async function WorkoutPage({ params }: Props) {
  const { token } = await params;
  if (token.length > 200) notFound();
  const db = await getDb();
  const open = await openWorkoutLink(db, token);
  if (!open) notFound();
  const [brand, { workout, suggestions, logged }] = await Promise.all([brandingForLocation(db, open.locationId), publicWorkout(db, open)]);
  const s = WORKOUT_PUBLIC_DEFAULTS;
  const blocks = logBlocks(workout, suggestions);
  return (
    <main className="min-h-dvh bg-slate-50 pb-6 text-base">
      <BrandTheme color={brand?.primaryColor} />
      <SubmissionHeader brand={brand} settings={s}>
        Hi {open.firstName || "there"} · {workout.name}
      </SubmissionHeader>
      <div className="mx-auto -mt-10 w-full max-w-xl px-4">
        {blocks.length === 0 ? (
          <p className="rounded-2xl bg-card px-6 py-10 text-center text-foreground shadow-sm">Your coach has not added exercises to this workout yet. Check back soon.</p>
        ) : (
          <WorkoutLogForm
            token={token} clientId={randomUUID()} blocks={blocks} submitText={s.submit_text} logged={logged}
            colours={{ element: { bg: s.block_color, text: textOn(s.block_color) }, submit: { bg: s.submit_color, text: textOn(s.submit_color) } }}
          />
        )}
      </div>
    </main>
  );
}
