"use server";

import { redirect } from "next/navigation";
import { getDb } from "@/db";
import { AppError } from "@/lib/http/errors";
import { zodToFieldErrors } from "@/lib/http/validation";
import { EMAIL_LOG_MSG } from "./constants";
import { resubscribe, unsubscribe } from "./recovery";
import { resubscribeBody } from "./schemas";

/*
 * The public unsubscribe and recovery pages' form posts, as server actions: mail clients and
 * privacy browsers open these pages without scripts, so each works as a plain HTML form POST
 * (the server renders the answer); with JavaScript React runs the same action in place. Each
 * runs the service of its /api/v3 call (POST /email-log/unsubscribe/{token}, POST
 * /recovery-page/{id}/resubscribe), so both ways answer alike.
 */

export type UnsubscribeState = { error?: string };

export type ResubscribeState = {
  errors?: Record<string, string[]>;
  /** What was typed, shown again after a refusal. */
  email?: string;
  /** After a resubscribe: confirmed at once (signed token), or a confirmation link was mailed. */
  done?: { confirmed: boolean; message: string };
};

const str = (v: FormDataEntryValue | null) => (typeof v === "string" ? v : "");
const gone = (err: unknown) => err instanceof AppError && err.status === 404;

/** The unsubscribe page's button: unsubscribes, then opens the location's recovery page. */
export async function unsubscribeAction(_prev: UnsubscribeState, form: FormData): Promise<UnsubscribeState> {
  let r: Awaited<ReturnType<typeof unsubscribe>>;
  try {
    r = await unsubscribe(await getDb(), str(form.get("token")).slice(0, 64));
  } catch (err) {
    if (gone(err)) return { error: EMAIL_LOG_MSG.linkInvalid };
    throw err;
  }
  redirect(`/resubscribes/${r.recovery_page_id}?email=${encodeURIComponent(r.email)}&token=${encodeURIComponent(r.token)}&unsubscribed=1`);
}

/**
 * The recovery page's button. The signed token from the unsubscribe page or the confirmation
 * email resubscribes its own address at once; any other address typed gets a confirmation link
 * (the service checks the token against the address).
 */
export async function resubscribeAction(_prev: ResubscribeState, form: FormData): Promise<ResubscribeState> {
  const email = str(form.get("email"));
  // The page's public id (a uuid): the service answers 404 for anything else.
  const pageId = str(form.get("page_id")).slice(0, 64);
  if (!pageId) return { errors: { email: [EMAIL_LOG_MSG.linkInvalid] }, email };
  const token = str(form.get("token"));
  const input = resubscribeBody.safeParse({ email, ...(token ? { token } : {}) });
  if (!input.success) return { errors: zodToFieldErrors(input.error), email };
  try {
    const r = await resubscribe(await getDb(), pageId, input.data);
    return { done: { confirmed: r.confirmed, message: r.message } };
  } catch (err) {
    if (err instanceof AppError && err.status === 422) return { errors: (err.body.errors as Record<string, string[]> | undefined) ?? { email: [err.message] }, email };
    if (gone(err)) return { errors: { email: [EMAIL_LOG_MSG.linkInvalid] }, email };
    throw err;
  }
}
