import "server-only";
import { stringify } from "csv-stringify/sync";
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import type { Db } from "@/db";
import { contacts, formAnswers, formQuestions, formRespondents, forms } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound } from "@/lib/http/errors";
import { contentDisposition } from "@/lib/platform/files/serve";
import { fileAnswerNames } from "./file-answers";
import { ownForm } from "./service";

const BATCH = 1000;

/** A cell a spreadsheet would run as a formula is prefixed with a quote (CSV injection). */
const safe = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);

/**
 * GET /form/{id}/download-analytics?format=csv: every response, one row each, one column per
 * question. Read in batches by id and written as it goes, so memory stays flat however many.
 */
export async function responsesCsv(db: Db, ctx: Pick<Ctx, "locationId">, formId: number): Promise<Response> {
  const [f] = await db.select({ id: forms.id, title: forms.title }).from(forms).where(ownForm(ctx, formId));
  if (!f) throw notFound("Form");
  const questions = await db
    .select({ id: formQuestions.id, title: formQuestions.title, type: formQuestions.type })
    .from(formQuestions)
    .where(and(eq(formQuestions.formId, formId), eq(formQuestions.locationId, ctx.locationId)))
    .orderBy(asc(formQuestions.ordering), asc(formQuestions.id));
  const fileQuestions = new Set(questions.filter((q) => q.type === "file").map((q) => q.id));
  let after = 0;
  let first = true;
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (first) {
        first = false;
        controller.enqueue(encoder.encode(stringify([["Response", "Submitted at", "First name", "Last name", "Email", ...questions.map((q) => safe(q.title))]])));
        return;
      }
      const rows = await db
        .select({ id: formRespondents.id, createdAt: formRespondents.createdAt, firstName: contacts.firstName, lastName: contacts.lastName, email: contacts.email })
        .from(formRespondents)
        .innerJoin(contacts, and(eq(contacts.id, formRespondents.contactId), eq(contacts.locationId, ctx.locationId)))
        .where(and(eq(formRespondents.locationId, ctx.locationId), eq(formRespondents.formId, formId), gt(formRespondents.id, after)))
        .orderBy(asc(formRespondents.id))
        .limit(BATCH);
      if (!rows.length) {
        controller.close();
        return;
      }
      after = rows.at(-1)!.id;
      const answers = await db
        .select({ r: formAnswers.respondentId, q: formAnswers.questionId, value: formAnswers.value })
        .from(formAnswers)
        .where(and(eq(formAnswers.locationId, ctx.locationId), inArray(formAnswers.respondentId, rows.map((r) => r.id))))
        .orderBy(asc(formAnswers.id));
      // A file answer shows its file's name, not the file id it stores.
      const named = fileQuestions.size ? await fileAnswerNames(db, ctx.locationId, answers.filter((a) => fileQuestions.has(a.q)).map((a) => a.value)) : null;
      const byRespondent = new Map<number, Map<number, string[]>>();
      for (const a of answers) {
        if (named && fileQuestions.has(a.q)) a.value = named.get(a.value)?.name ?? "File removed";
        const m = byRespondent.get(a.r) ?? new Map<number, string[]>();
        m.set(a.q, [...(m.get(a.q) ?? []), a.value]);
        byRespondent.set(a.r, m);
      }
      const lines = rows.map((r) => {
        const m = byRespondent.get(r.id);
        return [String(r.id), r.createdAt.toISOString(), safe(r.firstName), safe(r.lastName), safe(r.email ?? ""), ...questions.map((q) => safe((m?.get(q.id) ?? []).join("; ")))];
      });
      controller.enqueue(encoder.encode(stringify(lines)));
    },
  });
  return new Response(stream, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": contentDisposition("attachment", `${fileBase(f.title)}-responses.csv`),
      "cache-control": "private, no-store",
    },
  });
}

export const fileBase = (title: string) => title.replace(/[^\w -]+/g, "").trim().replace(/\s+/g, "-").slice(0, 60) || "form";
