import "server-only";
import { randomBytes } from "node:crypto";
import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { contacts, formContacts, formRespondents, forms, locations } from "@/db/schema";
import { recordActivity } from "@/lib/activity/record";
import type { Ctx } from "@/lib/auth/access";
import { appUrl } from "@/lib/auth/app-url";
import { notFound } from "@/lib/http/errors";
import { listPage } from "@/lib/http/list-query";
import { sendEmail } from "@/lib/platform/email/send";
import { escapeHtml } from "@/lib/utils/html";
import { FORM_MSG, publicFormPath } from "./constants";
import type { ContactFormRow } from "./schemas";

type LocCtx = Pick<Ctx, "locationId" | "userId">;

async function checkOwned(db: Db, ctx: LocCtx, formIds: number[], contactIds: number[]) {
  const [[f], [c]] = await Promise.all([
    db.select({ n: count() }).from(forms).where(and(eq(forms.locationId, ctx.locationId), inArray(forms.id, formIds))),
    db.select({ n: count() }).from(contacts).where(and(eq(contacts.locationId, ctx.locationId), isNull(contacts.deletedAt), inArray(contacts.id, contactIds))),
  ]);
  if (f.n !== formIds.length) throw notFound("Form");
  if (c.n !== contactIds.length) throw notFound("Contact");
}

/** The link a sent email carries: the public page with the contact's token (identifies them). */
export const formLink = (url: string, token: string) => `${appUrl()}${publicFormPath(url)}?token=${encodeURIComponent(token)}`;

/**
 * POST /form/send-to-contact: every form to every contact, each emailed its own link (a token
 * naming the contact, so the answer lands on their profile). Sending again re-sends the link
 * and shows a form the contact had hidden again.
 */
export async function sendToContacts(db: Db, ctx: LocCtx, body: { form_ids: number[]; contact_ids: number[] }) {
  const formIds = [...new Set(body.form_ids)];
  const contactIds = [...new Set(body.contact_ids)];
  await checkOwned(db, ctx, formIds, contactIds);
  const rows = formIds.flatMap((formId) => contactIds.map((contactId) => ({ locationId: ctx.locationId, formId, contactId, userId: ctx.userId, token: randomBytes(24).toString("base64url") })));
  const sent = await db
    .insert(formContacts)
    .values(rows)
    .onConflictDoUpdate({ target: [formContacts.formId, formContacts.contactId], set: { disabled: false, lastSentAt: new Date(), lastRemindedAt: null, updatedAt: new Date() } })
    .returning({ formId: formContacts.formId, contactId: formContacts.contactId, token: formContacts.token });
  const [loc] = await db.select({ name: locations.businessname }).from(locations).where(eq(locations.id, ctx.locationId));
  const formRows = await db.select({ id: forms.id, title: forms.title, url: forms.url }).from(forms).where(and(eq(forms.locationId, ctx.locationId), inArray(forms.id, formIds)));
  const people = await db.select({ id: contacts.id, email: contacts.email, firstName: contacts.firstName }).from(contacts).where(and(eq(contacts.locationId, ctx.locationId), inArray(contacts.id, contactIds)));
  for (const s of sent) {
    const form = formRows.find((f) => f.id === s.formId)!;
    const person = people.find((p) => p.id === s.contactId)!;
    if (person.email) {
      const link = formLink(form.url, s.token);
      const from = loc?.name ?? "Your coach";
      await sendEmail(db, {
        to: person.email,
        subject: `${from} sent you a form: ${form.title}`,
        html: `<p>Hi ${escapeHtml(person.firstName || "there")},</p><p>${escapeHtml(from)} would like you to fill in <strong>${escapeHtml(form.title)}</strong>.</p><p><a href="${escapeHtml(link)}">Open the form</a></p>`,
        text: `Hi ${person.firstName || "there"},\n\n${from} would like you to fill in ${form.title}.\n\nOpen the form: ${link}`,
        kind: "location",
        locationId: ctx.locationId,
        contactId: person.id,
        userId: ctx.userId,
        sensitive: true,
      });
    }
    await recordActivity(db, { locationId: ctx.locationId, module: "forms", action: "sent", title: `Form sent: ${form.title}`, userId: ctx.userId, contactId: person.id, data: { form_id: form.id } });
  }
  return { status: 1, message: FORM_MSG.sent };
}

/** POST /form/restrict-from-contact: the forms are taken back (their link stops working); answers stay. */
export async function restrictFromContacts(db: Db, ctx: LocCtx, body: { form_ids: number[]; contact_ids: number[] }) {
  const formIds = [...new Set(body.form_ids)];
  const contactIds = [...new Set(body.contact_ids)];
  await checkOwned(db, ctx, formIds, contactIds);
  await db.delete(formContacts).where(and(eq(formContacts.locationId, ctx.locationId), inArray(formContacts.formId, formIds), inArray(formContacts.contactId, contactIds)));
  return { status: 1, message: FORM_MSG.restricted };
}

/** PATCH /contact/enable-disable-form: hide (1) or show (0) a sent form for one contact. */
export async function toggleContactForm(db: Db, ctx: LocCtx, body: { contact_id: number; form_id: number; disable_content: number }) {
  const [row] = await db
    .update(formContacts)
    .set({ disabled: body.disable_content === 1, updatedAt: new Date() })
    .where(and(eq(formContacts.locationId, ctx.locationId), eq(formContacts.formId, body.form_id), eq(formContacts.contactId, body.contact_id)))
    .returning({ id: formContacts.id });
  if (!row) throw notFound("Form");
  return { status: 1, message: body.disable_content ? FORM_MSG.disabled : FORM_MSG.enabled };
}

/**
 * GET /contact/{id}/forms: the forms sent to the contact or answered by them, newest first,
 * each with its responses (the profile's forms section).
 */
export async function listContactForms(db: Db, ctx: LocCtx, contactId: number, q: { page: number; per_page: number }) {
  const [c] = await db.select({ id: contacts.id }).from(contacts).where(and(eq(contacts.id, contactId), eq(contacts.locationId, ctx.locationId), isNull(contacts.deletedAt)));
  if (!c) throw notFound("Contact");
  // Qualified by hand: drizzle leaves a one-table select's columns unqualified.
  const fc = (col: string) => sql`(select fc.${sql.raw(col)} from ${formContacts} fc where fc.form_id = "forms"."id" and fc.contact_id = ${contactId} and fc.location_id = ${ctx.locationId})`;
  const sentAt = sql<Date | null>`${fc("created_at")}`;
  const disabled = sql<boolean>`coalesce(${fc("disabled")}, false)`;
  const answeredAt = sql`(select max(fr.created_at) from ${formRespondents} fr where fr.form_id = "forms"."id" and fr.contact_id = ${contactId} and fr.location_id = ${ctx.locationId})`;
  const lastSeen = sql<Date>`greatest(${sentAt}, ${answeredAt})`;
  const involved = sql`(${sentAt} is not null or ${answeredAt} is not null)`;
  const page = await listPage(
    { tenant: eq(forms.locationId, ctx.locationId), filters: [involved], sorts: { last: lastSeen }, sort: "last", direction: "desc", id: forms.id, page: q.page, perPage: q.per_page },
    (__total) => db.select({ id: forms.id, title: forms.title, sentAt, disabled, __total }).from(forms).$dynamic(),
    async (where) => (await db.select({ n: count() }).from(forms).where(where))[0].n,
  );
  const formIds = page.data.map((r) => r.id);
  const responses = formIds.length
    ? await db
        .select({ id: formRespondents.id, formId: formRespondents.formId, createdAt: formRespondents.createdAt })
        .from(formRespondents)
        .where(and(eq(formRespondents.locationId, ctx.locationId), eq(formRespondents.contactId, contactId), inArray(formRespondents.formId, formIds)))
        .orderBy(desc(formRespondents.createdAt), desc(formRespondents.id))
    : [];
  return {
    ...page,
    data: page.data.map(
      (r): ContactFormRow => ({
        form_id: r.id,
        title: r.title,
        disabled: r.disabled ? 1 : 0,
        sent_at: r.sentAt ? new Date(r.sentAt).toISOString() : null,
        responses: responses.filter((x) => x.formId === r.id).map((x) => ({ id: x.id, created_at: x.createdAt.toISOString() })),
      }),
    ),
  };
}
