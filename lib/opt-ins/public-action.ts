"use server";

import { redirect } from "next/navigation";
import { getDb } from "@/db";
import { OPT_IN_MSG } from "./constants";
import { openOptIn, submitOptIn } from "./public";

export type OptInFormState = {
  status: "idle" | "invalid" | "done";
  errors: Record<string, string[]>;
  /** What was typed, so a refused submission shows it again (no JavaScript needed). */
  values: Record<string, string>;
  /** Done: "active" (in at once) or "optins" (check your inbox). */
  enrolled?: "optins" | "active";
};

const str = (v: FormDataEntryValue | null) => (typeof v === "string" ? v.slice(0, 400) : "");

/**
 * The public opt-in form's plain POST (a server action, so it works without JavaScript). A
 * form with a redirect sends the visitor there once the submission is recorded.
 */
export async function submitOptInForm(_prev: OptInFormState, data: FormData): Promise<OptInFormState> {
  const db = await getDb();
  const form = await openOptIn(db, str(data.get("access_key")), str(data.get("service")));
  if (!form) return { status: "invalid", errors: { form: [OPT_IN_MSG.unavailable] }, values: {} };
  const values = { email: str(data.get("email")), first_name: str(data.get("first_name")), last_name: str(data.get("last_name")), phone: str(data.get("phone")) };
  const res = await submitOptIn(db, form, values);
  if (!res.ok) return { status: "invalid", errors: res.errors, values };
  if (res.redirect) redirect(res.redirect);
  return { status: "done", errors: {}, values: {}, enrolled: res.status };
}
