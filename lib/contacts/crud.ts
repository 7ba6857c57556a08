import "server-only";
import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { announce } from "@/lib/platform/events";
import { contactStatuses, contacts } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound, validationError } from "@/lib/http/errors";
import { assertWithinLimit } from "@/lib/membership/limits";
import type { EmailValidity, Temperature } from "./constants";
import type { ContactDetail, ContactSave, ContactUpdate } from "./crud-schemas";

/**
 * One contact: add, read, edit and the profile's toggles. Writes go through drizzle only; the
 * statement-level triggers of migration 0002 keep the tab counts and the list version (which
 * invalidates cached page boundaries) in step, whatever the write.
 */

type ContactRecord = typeof contacts.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toContactDetail(c: ContactRecord): ContactDetail {
  return {
    id: c.id,
    first_name: c.firstName,
    last_name: c.lastName,
    email: c.email,
    number: c.number,
    status: c.status,
    tab: c.tab,
    gender: c.gender,
    temperature: c.temperature,
    source: c.source,
    starred: c.starred,
    flagged: c.flagged,
    photo: c.photo,
    member_id: c.memberId,
    login_count: c.loginCount,
    last_email_activity: iso(c.lastEmailActivity),
    last_chat: iso(c.lastChat),
    last_action: c.lastAction,
    date_created: c.createdAt.toISOString(),
    birthday: c.birthday,
    portal_active: c.portalActive,
    portal_password_set_at: iso(c.portalPasswordSetAt),
    email_enabled: c.emailEnabled,
    sms_enabled: c.smsEnabled,
    member_id_email: c.memberIdEmail,
    phone_country_code: c.phoneCountryCode,
    email_validity: c.emailValidity as EmailValidity,
    email_confirmation: c.emailConfirmation,
    updated_at: c.updatedAt.toISOString(),
  };
}

/** The live contact of the accessed location, by id: the tenant in the same WHERE. */
export const ownContact = (ctx: Pick<Ctx, "locationId">, id: number) => and(eq(contacts.id, id), eq(contacts.locationId, ctx.locationId), isNull(contacts.deletedAt))!;

/**
 * The status item a value names, in this location: an item's value in any case (values are
 * unique per location whatever their case), else a tab's name in any case ("leads", the word
 * GET /contact/list's `status` means) for that tab's first item. With no value, the first Leads
 * item (a new contact is a lead). A location without Leads items keeps the spec's "Leads"
 * fallback value; any other value that names nothing is a 422.
 */
export async function resolveStatus(db: Db, ctx: Pick<Ctx, "locationId">, value: string | undefined): Promise<{ status: string; tab: string }> {
  const given = value?.trim().toLowerCase();
  const isValue = sql`lower(${contactStatuses.value}) = ${given ?? ""}`;
  const [item] = await db
    .select({ status: contactStatuses.value, tab: contactStatuses.tab })
    .from(contactStatuses)
    .where(and(eq(contactStatuses.locationId, ctx.locationId), given ? sql`(${isValue} or ${contactStatuses.tab} = ${given})` : eq(contactStatuses.tab, "leads")))
    // An item's own value wins over a tab's name; then the tab's first item.
    .orderBy(...(given ? [sql`${isValue} desc`] : []), asc(contactStatuses.sort), asc(contactStatuses.id))
    .limit(1);
  if (item) return item;
  if (given && given !== "leads") throw validationError({ status: ["The selected status is invalid."] });
  return { status: "Leads", tab: "leads" };
}

/** One email is one contact within a location (imports update by the same rule). */
async function assertEmailFree(db: Db, ctx: Pick<Ctx, "locationId">, email: string | null | undefined, exceptId?: number) {
  if (!email) return;
  const [taken] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.locationId, ctx.locationId), eq(contacts.email, email), isNull(contacts.deletedAt), exceptId ? ne(contacts.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw validationError({ email: ["The email has already been taken."] });
}

/**
 * Writes need only the location: a job acting for a location (the Mindbody sync) adds and edits
 * contacts through these same functions, with the same rules, without a user's session.
 */
export async function saveContact(db: Db, ctx: Pick<Ctx, "locationId">, input: ContactSave): Promise<ContactDetail> {
  return db.transaction(async (tx) => {
    const { status, tab } = await resolveStatus(tx, ctx, input.status);
    await assertEmailFree(tx, ctx, input.email);
    await assertWithinLimit(tx, ctx, "contacts");
    const [row] = await tx
      .insert(contacts)
      .values({
        locationId: ctx.locationId,
        firstName: input.first_name,
        lastName: input.last_name ?? "",
        email: input.email ?? null,
        number: input.number ?? null,
        status,
        tab,
        gender: input.gender ?? "Unassigned",
        temperature: input.temperature ?? "cold",
        source: input.source ?? null,
        birthday: input.birthday ?? null,
      })
      .returning();
    await announce("contact.changed", { db: tx, locationId: ctx.locationId, change: { kind: "contact_created", contactIds: [row.id] } });
    return toContactDetail(row);
  });
}

export async function fetchContact(db: Db, ctx: Ctx, id: number): Promise<ContactDetail> {
  const [row] = await db.select().from(contacts).where(ownContact(ctx, id)).limit(1);
  if (!row) throw notFound("Contact");
  return toContactDetail(row);
}

/** Writes the given columns of the location's contact and answers it; a foreign id is a 404. */
export async function writeContact(db: Db, ctx: Pick<Ctx, "locationId">, id: number, set: Partial<typeof contacts.$inferInsert>): Promise<ContactDetail> {
  const [row] = await db
    .update(contacts)
    .set({ ...set, updatedAt: sql`now()` })
    .where(ownContact(ctx, id))
    .returning();
  if (!row) throw notFound("Contact");
  return toContactDetail(row);
}

/**
 * writeContact for the contact's own details (not the coach's marks or bookkeeping): the write and
 * its fact (REST hook contact.updated, journeys) in one transaction.
 */
export async function saveDetails(db: Db, ctx: Pick<Ctx, "locationId">, id: number, set: Partial<typeof contacts.$inferInsert>): Promise<ContactDetail> {
  return db.transaction(async (tx) => {
    const saved = await writeContact(tx, ctx, id, set);
    await announce("contact.changed", { db: tx, locationId: ctx.locationId, change: { kind: "contact_updated", contactIds: [id] } });
    return saved;
  });
}

export async function updateContact(db: Db, ctx: Pick<Ctx, "locationId">, id: number, input: ContactUpdate): Promise<ContactDetail> {
  return db.transaction(async (tx) => {
    const set: Partial<typeof contacts.$inferInsert> = {};
    if (input.first_name !== undefined) set.firstName = input.first_name;
    if (input.last_name !== undefined) set.lastName = input.last_name;
    // A new address has not been checked: its validity starts over (validate-email).
    if (input.email !== undefined) Object.assign(set, { email: input.email, emailValidity: "unverified" });
    if (input.number !== undefined) set.number = input.number;
    if (input.gender !== undefined) set.gender = input.gender;
    if (input.temperature !== undefined) set.temperature = input.temperature;
    if (input.source !== undefined) set.source = input.source;
    if (input.birthday !== undefined) set.birthday = input.birthday;
    // A foreign id must answer 404 before any rule about its fields is told.
    const [exists] = await tx.select({ id: contacts.id, status: contacts.status }).from(contacts).where(ownContact(ctx, id)).limit(1);
    if (!exists) throw notFound("Contact");
    if (input.status !== undefined) Object.assign(set, await resolveStatus(tx, ctx, input.status));
    await assertEmailFree(tx, ctx, input.email, id);
    const saved = await writeContact(tx, ctx, id, set);
    if (set.status !== undefined && set.status !== exists.status)
      await announce("contact.changed", { db: tx, locationId: ctx.locationId, change: { kind: "status_changed", contactIds: [id], status: set.status, tab: set.tab! } });
    await announce("contact.changed", { db: tx, locationId: ctx.locationId, change: { kind: "contact_updated", contactIds: [id] } });
    return saved;
  });
}

export const setStarred = (db: Db, ctx: Ctx, id: number, starred: boolean) => writeContact(db, ctx, id, { starred });
export const setFlagged = (db: Db, ctx: Ctx, id: number, flagged: boolean) => writeContact(db, ctx, id, { flagged });
// Temperature is one of the details the contact form saves; star and flag are the coach's marks.
export const setTemperature = (db: Db, ctx: Ctx, id: number, temperature: Temperature) => saveDetails(db, ctx, id, { temperature });
