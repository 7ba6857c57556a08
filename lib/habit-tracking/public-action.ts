"use server";

import { getDb } from "@/db";
import { openHabits, streakOf, submitHabits, type Upload } from "./habit-log";

export type HabitLogState = {
  status: "idle" | "invalid" | "done";
  errors: Record<string, string[]>;
  /** What was typed, so a refused submission shows it again (no JavaScript needed). */
  values: Record<string, string>;
  thankYou?: string;
  streak?: number;
};

const INPUT = /^[hp]_\d{1,10}$/;

/**
 * The habit page's plain POST (a server action: it works without JavaScript). The signed token
 * in the form is the only authority: a forged, another contact's or a revoked one stores nothing.
 */
export async function submitHabitsAction(_prev: HabitLogState, data: FormData): Promise<HabitLogState> {
  const token = data.get("token");
  const day = data.get("day");
  const db = await getDb();
  const open = typeof token === "string" && token.length <= 200 ? await openHabits(db, token, typeof day === "string" ? day : undefined) : null;
  if (!open || (typeof day === "string" && day !== open.day)) return { status: "invalid", errors: { form: ["This habit link is no longer valid. Ask your coach for a new one."] }, values: {} };
  const fields = new Map<string, string>();
  const uploads = new Map<string, Upload>();
  for (const [key, value] of data.entries()) {
    if (!INPUT.test(key)) continue;
    if (typeof value === "string") fields.set(key, value.slice(0, 100));
    else if (value.size > 0 && !uploads.has(key)) uploads.set(key, { name: value.name, bytes: new Uint8Array(await value.arrayBuffer()) });
  }
  const res = await submitHabits(db, open, { fields, uploads });
  if (!res.ok) return { status: "invalid", errors: res.errors, values: Object.fromEntries(fields) };
  return { status: "done", errors: {}, values: {}, thankYou: open.settings.thank_you, streak: await streakOf(db, open) };
}
