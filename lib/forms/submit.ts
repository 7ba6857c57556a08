import "server-only";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { contacts, formAnswers, formContacts, formQuestions, formRespondents, forms } from "@/db/schema";
import { recordActivity } from "@/lib/activity/record";
import { announce } from "@/lib/platform/events";
import { saveContact } from "@/lib/contacts/crud";
import { AppError } from "@/lib/http/errors";
import { sanitizeRichText } from "@/lib/rich-text/sanitize";
import { findAfterAsset, type AfterAsset } from "./after-asset";
import { checkAnswers, type RawAnswers } from "./answers";
import { checkFileAnswers, discardFileAnswers, storeFileAnswers } from "./file-answers";
import { FORM_MSG } from "./constants";
import { toQuestion } from "./questions";
import type { Question } from "./schemas";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type PublicForm = {
  id: number;
  locationId: number;
  title: string;
  url: string;
  instruction: string;
  submitLabel: string;
  thankYou: string;
  buttonColor: string;
  enabled: boolean;
  questions: Question[];
  /** The contact a sent link names (their answers need no email), else null. */
  contact: { id: number; firstName: string } | null;
  /** The page or playbook the thank-you offers (get-all-asset), if it still exists. */
  after: AfterAsset | null;
};

/**
 * The form at /f/{url} as its visitor may see it: a public form, or any form through a sent
 * link's token. A bad token, or a private form without one, is null (404): nothing tells it exists.
 */
export async function openPublicForm(db: Db, url: string, token?: string | null): Promise<PublicForm | null> {
  if (!/^[a-z0-9-]{1,100}$/.test(url)) return null;
  const [f] = await db.select().from(forms).where(eq(forms.url, url));
  if (!f) return null;
  let contact: PublicForm["contact"] = null;
  if (token) {
    const [c] = await db
      .select({ id: contacts.id, firstName: contacts.firstName })
      .from(formContacts)
      .innerJoin(contacts, and(eq(contacts.id, formContacts.contactId), eq(contacts.locationId, f.locationId), isNull(contacts.deletedAt)))
      .where(and(eq(formContacts.token, token), eq(formContacts.formId, f.id), eq(formContacts.locationId, f.locationId)));
    if (!c) return null;
    contact = c;
  } else if (!f.isPublic) return null;
  const [questions, after] = await Promise.all([
    db
      .select()
      .from(formQuestions)
      .where(and(eq(formQuestions.formId, f.id), eq(formQuestions.locationId, f.locationId)))
      .orderBy(asc(formQuestions.ordering), asc(formQuestions.id)),
    findAfterAsset(db, f.locationId, f.afterAssetType, f.afterAssetId),
  ]);
  return {
    id: f.id, locationId: f.locationId, title: f.title, url: f.url, instruction: sanitizeRichText(f.instruction), submitLabel: f.submitLabel,
    thankYou: f.thankYou, buttonColor: f.buttonColor, enabled: f.enabled, questions: questions.map(toQuestion), contact, after,
  };
}

/** An uploaded file answering a "file" question (the public form posts multipart). */
export type UploadedAnswer = { name: string; bytes: Uint8Array };
export type SubmitInput = {
  token?: string | null;
  first_name?: string;
  last_name?: string;
  email?: string;
  answers: RawAnswers;
  /** By question id. A file question is answered only by an upload, never by a typed value. */
  files?: Record<string, UploadedAnswer | undefined>;
};
export type SubmitResult = { ok: true; respondentId: number; contactId: number } | { ok: false; errors: Record<string, string[]> };

/**
 * Records one submission. The contact is the sent link's (token), else the location's contact
 * with that email, else a new lead. Answers are checked per question first; nothing is written
 * unless every answer is valid.
 */
export async function submitForm(db: Db, form: PublicForm, input: SubmitInput): Promise<SubmitResult> {
  if (!form.enabled) return { ok: false, errors: { form: [FORM_MSG.closed] } };
  const fileQuestions = form.questions.filter((q) => q.type === "file");
  const { errors, answers } = checkAnswers(
    form.questions.filter((q) => q.type !== "file").map((q) => ({ id: q.id, type: q.type, required: q.required === 1, options: q.options })),
    input.answers,
  );
  const uploads = await checkFileAnswers(fileQuestions, input.files ?? {}, errors);
  const email = input.email?.trim().toLowerCase() ?? "";
  const firstName = input.first_name?.trim().slice(0, 100) ?? "";
  if (!form.contact) {
    if (!email) errors.email = [FORM_MSG.identify];
    else if (email.length > 254 || !EMAIL.test(email)) errors.email = [FORM_MSG.invalidEmail];
    if (!firstName) errors.first_name = ["Enter your first name."];
  }
  if (Object.keys(errors).length) return { ok: false, errors };

  let contactId = form.contact?.id;
  if (!contactId) {
    const [known] = await db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.locationId, form.locationId), sql`lower(${contacts.email}) = ${email}`, isNull(contacts.deletedAt)))
      .orderBy(asc(contacts.id))
      .limit(1);
    if (known) contactId = known.id;
    else {
      try {
        const created = await saveContact(db, { locationId: form.locationId }, { first_name: firstName, last_name: input.last_name?.trim().slice(0, 100) || undefined, email, source: "Internet" } as never);
        contactId = created.id;
      } catch (e) {
        // The location's contact limit (or a rule of the contact centre) refuses a new lead.
        if (e instanceof AppError && e.status === 422) return { ok: false, errors: { form: [e.message] } };
        throw e;
      }
    }
  }
  const source = form.contact ? "link" : "public";
  // Stored before the answers name them; removed again if the answers cannot be written.
  const stored = await storeFileAnswers(db, form.locationId, uploads);
  for (const f of stored) answers.push({ questionId: f.questionId, value: String(f.row.id), first: true });
  const respondentId = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [r] = await tx.insert(formRespondents).values({ locationId: form.locationId, formId: form.id, contactId: contactId!, source }).returning({ id: formRespondents.id });
    if (answers.length) {
      await tx.insert(formAnswers).values(answers.map((a) => ({ locationId: form.locationId, formId: form.id, respondentId: r.id, questionId: a.questionId, value: a.value, first: a.first })));
    }
    // A sent (check-in) form is answered: no reminder until it is sent again.
    await tx
      .update(formContacts)
      .set({ answeredAt: new Date() })
      .where(and(eq(formContacts.formId, form.id), eq(formContacts.contactId, contactId!), eq(formContacts.locationId, form.locationId)));
    await announce("contact.changed", { db: tx, locationId: form.locationId, change: { kind: "form_submitted", contactIds: [contactId!], formId: form.id } });
    return r.id;
  }).catch(async (e) => {
    await discardFileAnswers(db, stored);
    throw e;
  });
  await recordActivity(db, { locationId: form.locationId, module: "forms", action: "submitted", title: `Form answered: ${form.title}`, contactId, data: { form_id: form.id, respondent_id: respondentId } });
  return { ok: true, respondentId, contactId: contactId! };
}
