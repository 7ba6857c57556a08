"use server";

import { getDb } from "@/db";
import { openCheckIn, submitCheckIn, type Upload } from "./check-in";

export type CheckInState = {
  status: "idle" | "invalid" | "done";
  errors: Record<string, string[]>;
  /** What was typed, so a refused check-in shows it again (no JavaScript needed). */
  values: Record<string, string>;
  thankYou?: string;
};

const INPUT = /^[qc]_\d{1,10}$/;

/**
 * The check-in page's plain POST (a server action: it works without JavaScript). The signed
 * token in the form is the only authority: a forged, another contact's or a revoked one stores
 * nothing.
 */
export async function submitCheckInAction(_prev: CheckInState, data: FormData): Promise<CheckInState> {
  const token = data.get("token");
  const db = await getDb();
  const open = typeof token === "string" && token.length <= 200 ? await openCheckIn(db, token) : null;
  if (!open) return { status: "invalid", errors: { form: ["This check-in link is no longer valid. Ask your coach for a new one."] }, values: {} };
  const fields = new Map<string, string>();
  const uploads = new Map<string, Upload>();
  for (const [key, value] of data.entries()) {
    if (!INPUT.test(key)) continue;
    if (typeof value === "string") fields.set(key, value.slice(0, 6000));
    else if (value.size > 0 && !uploads.has(key)) uploads.set(key, { name: value.name, bytes: new Uint8Array(await value.arrayBuffer()) });
  }
  const res = await submitCheckIn(db, open, { fields, uploads });
  if (!res.ok) return { status: "invalid", errors: res.errors, values: Object.fromEntries(fields) };
  return { status: "done", errors: {}, values: {}, thankYou: open.settings.thank_you };
}
