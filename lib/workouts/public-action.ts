"use server";

import { getDb } from "@/db";
import { AppError } from "@/lib/http/errors";
import { WORKOUT_PUBLIC_DEFAULTS } from "./constants";
import { parseLogForm } from "./log-form";
import { logSession, openWorkoutLink, publicWorkout, type Assignment } from "./logging";
import { dayWorkoutIds, openPlanLink, planAssignment } from "./plan-day";
import { logSessionInput } from "./logging-schemas";
import { targetText } from "./target-text";

export type WorkoutLogState = {
  status: "idle" | "invalid" | "done";
  errors: Record<string, string[]>;
  /** What was typed, so a refused submit shows it again (no JavaScript needed). */
  values: Record<string, string>;
  thankYou?: string;
  /** After logging: each exercise's next target by the overload rule. */
  next?: { name: string; text: string }[];
};

const INVALID = "This workout link is no longer valid. Ask your coach for a new one.";

/**
 * The public workout page's plain POST (a server action: it works without JavaScript). The
 * signed token is the only authority: a forged, another contact's or revoked one stores nothing.
 * The form carries a client id made when the page was rendered, so sending it twice logs once.
 */
export async function submitWorkoutAction(_prev: WorkoutLogState, data: FormData): Promise<WorkoutLogState> {
  const token = data.get("token");
  const db = await getDb();
  const open = typeof token === "string" && token.length <= 200 ? await openWorkoutLink(db, token) : null;
  if (!open) return { status: "invalid", errors: { form: [INVALID] }, values: {} };
  return logFromForm(db, open, data);
}

/**
 * The plan-day page's POST: the signed plan link proves the contact; the form names the plan day
 * and the workout, which must be on that day of the plan (else nothing is stored).
 */
export async function submitPlanDayAction(_prev: WorkoutLogState, data: FormData): Promise<WorkoutLogState> {
  const token = data.get("token");
  const db = await getDb();
  const open = typeof token === "string" && token.length <= 200 ? await openPlanLink(db, token) : null;
  const day = Number(data.get("plan_day"));
  const workoutId = Number(data.get("workout_id"));
  if (!open || !Number.isInteger(day) || day < 1 || day > 10_000 || !Number.isInteger(workoutId)) return { status: "invalid", errors: { form: [INVALID] }, values: {} };
  if (!(await dayWorkoutIds(db, open, day)).includes(workoutId)) return { status: "invalid", errors: { form: ["This workout changed since the page opened. Reload it to log again."] }, values: {} };
  return logFromForm(db, planAssignment(open, day, workoutId), data);
}

async function logFromForm(db: Awaited<ReturnType<typeof getDb>>, open: Assignment, data: FormData): Promise<WorkoutLogState> {
  const { values, errors, sets, notes } = parseLogForm(data.entries());
  if (Object.keys(errors).length) return { status: "invalid", errors, values };
  const input = logSessionInput.safeParse({ client_id: String(data.get("client_id") ?? ""), notes, sets });
  if (!input.success) return { status: "invalid", errors: { form: ["This form has expired. Reload the page and log again."] }, values };
  try {
    await logSession(db, open, input.data, "page");
  } catch (e) {
    if (e instanceof AppError && e.status === 422) return { status: "invalid", errors: { form: ["This workout changed since the page opened. Reload it to log again."] }, values };
    throw e;
  }
  const { workout, suggestions } = await publicWorkout(db, open);
  const next = workout.blocks.flatMap((b) => b.exercises).map((x) => ({ name: x.name, text: targetText(suggestions.get(x.id)!) }));
  return { status: "done", errors: {}, values: {}, thankYou: WORKOUT_PUBLIC_DEFAULTS.thank_you, next };
}
