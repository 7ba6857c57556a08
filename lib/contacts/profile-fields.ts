import "server-only";
import { z } from "@hono/zod-openapi";
import { and, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { contacts, emailMessages } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound, validationError } from "@/lib/http/errors";
import { EMAIL_STATUS } from "@/lib/platform/email/constants";
import { findFile, getFileUrl } from "@/lib/platform/files";
import { sendCard } from "@/lib/member-id/send";
import type { EmailValidity } from "./constants";
import { fetchContact, saveDetails, writeContact } from "./crud";
import type { ContactDetail } from "./crud-schemas";

/**
 * A contact's single-purpose fields (doc 2 s3-s4): photo, birthday, member ID, email validity
 * and confirmation, delivery status, phone country code, last action. Every statement names the
 * location; calls over `contact_ids` are one set-based UPDATE and answer 404 when none of the
 * ids is the location's live contact. Photo, birthday and member ID are details the coach saves
 * (contact.updated); email validity, confirmation and last action are bookkeeping (no event).
 */

/** The location's live contacts among `ids`, in the WHERE of the same statement. */
const ownContacts = (ctx: Ctx, ids: number[]) => and(eq(contacts.locationId, ctx.locationId), inArray(contacts.id, ids), isNull(contacts.deletedAt))!;

async function updateMany(db: Db, ctx: Ctx, ids: number[], set: Partial<typeof contacts.$inferInsert>): Promise<number> {
  const rows = await db
    .update(contacts)
    .set({ ...set, updatedAt: sql`now()` })
    .where(ownContacts(ctx, ids))
    .returning({ id: contacts.id });
  if (!rows.length) throw notFound("Contact");
  return rows.length;
}

/** The photo is a public image of the location's file storage; null removes it. */
export async function setPhoto(db: Db, ctx: Ctx, id: number, fileId: number | null): Promise<ContactDetail> {
  await fetchContact(db, ctx, id); // a foreign contact is a 404 before anything about the file is told
  if (fileId === null) return saveDetails(db, ctx, id, { photo: null });
  const file = await findFile(db, ctx, fileId);
  if (file.kind !== "image") throw validationError({ file_id: ["The photo must be an image."] });
  if (file.visibility !== "public") throw validationError({ file_id: ["The photo must be a public file."] });
  return saveDetails(db, ctx, id, { photo: getFileUrl(file) });
}

export const setBirthday = (db: Db, ctx: Ctx, id: number, birthday: string | null) => saveDetails(db, ctx, id, { birthday });

export async function setMemberId(db: Db, ctx: Ctx, id: number, memberId: string | null): Promise<ContactDetail> {
  return db.transaction(async (tx) => {
    await fetchContact(tx, ctx, id);
    if (memberId) {
      const [taken] = await tx
        .select({ id: contacts.id })
        .from(contacts)
        .where(and(eq(contacts.locationId, ctx.locationId), eq(contacts.memberId, memberId), isNull(contacts.deletedAt), ne(contacts.id, id)))
        .limit(1);
      // The unique index is the backstop for a race; this gives the message.
      if (taken) throw validationError({ member_id: ["The member id has already been taken."] });
    }
    return saveDetails(tx, ctx, id, { memberId });
  });
}

export async function setMemberIdEmail(db: Db, ctx: Ctx, id: number, email: string | null): Promise<ContactDetail> {
  return saveDetails(db, ctx, id, { memberIdEmail: email });
}

/**
 * Sends the contact their member ID card link by email (the member ID email or else their own),
 * with the location's card texts (lib/member-id): the same send as POST /member-id/{id}/send.
 */
export async function resendMemberId(db: Db, ctx: Ctx, id: number): Promise<void> {
  const contact = await fetchContact(db, ctx, id);
  if (!contact.member_id) throw validationError({ member_id: ["This contact has no member ID yet."] });
  if (!(contact.member_id_email ?? contact.email)) throw validationError({ email: ["This contact has no email address."] });
  await sendCard(db, { locationId: ctx.locationId, userId: ctx.userId }, id, ["email"]);
}

const emailSyntax = z.email();

/**
 * Checks each contact's address: its form, and whether the last message the location sent it
 * failed for good (the platform's email records). No outside service is called: nothing may be
 * downloaded at run time, and a mailbox probe would itself be a send.
 */
export async function validateEmails(db: Db, ctx: Ctx, ids: number[]): Promise<number> {
  const rows = await db.select({ id: contacts.id, email: contacts.email }).from(contacts).where(ownContacts(ctx, ids));
  if (!rows.length) throw notFound("Contact");
  const addresses = rows.flatMap((r) => (r.email ? [r.email] : []));
  const failed = new Set<string>();
  if (addresses.length) {
    const last = await db
      .selectDistinctOn([emailMessages.toAddress], { to: emailMessages.toAddress, status: emailMessages.status })
      .from(emailMessages)
      .where(and(eq(emailMessages.locationId, ctx.locationId), inArray(emailMessages.toAddress, addresses)))
      .orderBy(emailMessages.toAddress, desc(emailMessages.id));
    for (const m of last) if (m.status === EMAIL_STATUS.failed) failed.add(m.to);
  }
  const verdict = (email: string | null): EmailValidity => (email && emailSyntax.safeParse(email).success && !failed.has(email) ? "valid" : "invalid");
  const valid = rows.filter((r) => verdict(r.email) === "valid").map((r) => r.id);
  const invalid = rows.filter((r) => verdict(r.email) === "invalid").map((r) => r.id);
  await db.transaction(async (tx) => {
    if (valid.length) await updateMany(tx, ctx, valid, { emailValidity: "valid" });
    if (invalid.length) await updateMany(tx, ctx, invalid, { emailValidity: "invalid" });
  });
  return rows.length;
}

export const markEmailValid = (db: Db, ctx: Ctx, id: number) => writeContact(db, ctx, id, { emailValidity: "valid" });
export const disableConfirmation = (db: Db, ctx: Ctx, ids: number[]) => updateMany(db, ctx, ids, { emailConfirmation: false });
export const setLastAction = (db: Db, ctx: Ctx, ids: number[], lastAction: string | null) => updateMany(db, ctx, ids, { lastAction: lastAction || null });
