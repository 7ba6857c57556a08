"use server";

import { getDb } from "@/db";
import type { RawAnswers } from "./answers";
import { openPublicForm, submitForm, type UploadedAnswer } from "./submit";

export type PublicFormState = {
  status: "idle" | "invalid" | "done";
  errors: Record<string, string[]>;
  /** What was typed, so a refused submission shows it again (no JavaScript needed). */
  values: Record<string, string[]>;
  thankYou?: string;
  /** The page or playbook the form opens afterwards (get-all-asset), offered as a link. */
  next?: { title: string; url: string };
};

const str = (v: FormDataEntryValue | null) => (typeof v === "string" ? v : "");

/**
 * The public form's plain POST (a server action, so it works without JavaScript): answers are
 * checked per question and either recorded or sent back with one message per question.
 */
export async function submitPublicForm(_prev: PublicFormState, data: FormData): Promise<PublicFormState> {
  const url = str(data.get("form_url"));
  const token = str(data.get("token")) || null;
  const db = await getDb();
  const form = await openPublicForm(db, url, token);
  if (!form) return { status: "invalid", errors: { form: ["This form is no longer available."] }, values: {} };
  // Field names are the poster's: a Map, so "constructor" or "toString" is a field like any
  // other (a plain object would find Object.prototype's). No input of the page is named __proto__.
  const values = new Map<string, string[]>();
  const answers: RawAnswers = {};
  const files: Record<string, UploadedAnswer> = {};
  for (const [key, value] of data.entries()) {
    if (key.startsWith("$")) continue;
    if (typeof value !== "string") {
      // A file question's upload (the page posts multipart); an empty input sends a nameless, empty file.
      const m = /^q_(\d{1,10})$/.exec(key);
      if (m && value.size > 0 && !files[m[1]]) files[m[1]] = { name: value.name, bytes: new Uint8Array(await value.arrayBuffer()) };
      continue;
    }
    if (key !== "__proto__") values.set(key, [...(values.get(key) ?? []), value.slice(0, 6000)]);
    const m = /^q_(\d{1,10})$/.exec(key);
    if (m) {
      const prev = answers[m[1]];
      answers[m[1]] = prev === undefined ? value : [...(Array.isArray(prev) ? prev : [prev]), value];
    }
  }
  const res = await submitForm(db, form, { token, first_name: str(data.get("first_name")), last_name: str(data.get("last_name")), email: str(data.get("email")), answers, files });
  if (!res.ok) return { status: "invalid", errors: res.errors, values: Object.fromEntries(values) };
  return { status: "done", errors: {}, values: {}, thankYou: form.thankYou, next: form.after ? { title: form.after.title, url: form.after.url } : undefined };
}
