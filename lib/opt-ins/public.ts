import "server-only";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { contacts, contactTags, locations, optInAccounts, optInContacts, tags } from "@/db/schema";
import { appUrl } from "@/lib/auth/app-url";
import { saveContact } from "@/lib/contacts/crud";
import { AppError } from "@/lib/http/errors";
import { announce } from "@/lib/platform/events";
import { recordEmail, queueEmail } from "@/lib/platform/email/record";
import { escapeHtml } from "@/lib/utils/html";
import { FIELD_LABELS, isServiceId, OPT_IN_MSG, SERVICES, type ServiceId } from "./constants";
import { ACCESS_KEY, confirmPath, confirmToken, readConfirmToken } from "./link";
import { optInValues, type OptInValues } from "./service";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ().-]{6,20}$/;

export type PublicOptIn = {
  locationId: number;
  serviceId: ServiceId;
  serviceName: string;
  settings: OptInValues;
  /** The account-wide switch or the service's own: a new contact confirms by email first. */
  doubleOptIn: boolean;
};

/** The form an address names (`/opt-in/{access_key}/{service}`), or null (a 404). */
export async function openOptIn(db: Db, accessKey: string, service: string): Promise<PublicOptIn | null> {
  const serviceId = Number(service);
  if (!ACCESS_KEY.test(accessKey) || !/^[1-9]$/.test(service) || !isServiceId(serviceId)) return null;
  const [account] = await db.select({ locationId: optInAccounts.locationId, confirm: optInAccounts.confirmOptin }).from(optInAccounts).where(eq(optInAccounts.accessKey, accessKey));
  if (!account) return null;
  const settings = await optInValues(db, account.locationId, serviceId);
  return { locationId: account.locationId, serviceId, serviceName: SERVICES[serviceId], settings, doubleOptIn: account.confirm || settings.double_opt_in };
}

export type OptInInput = { email?: string; first_name?: string; last_name?: string; phone?: string };
export type OptInResult =
  | { ok: true; contactId: number; enrolmentId: number; status: "optins" | "active"; redirect: string | null; emailId: number | null }
  | { ok: false; errors: Record<string, string[]> };

const clean = (v: string | undefined, max: number) => (v ?? "").replace(/\u0000/g, "").trim().slice(0, max);

/** Adds the service's tags (those still existing in the location) to the contact, in the caller's transaction. */
async function applyTags(db: Db, locationId: number, contactId: number, tagIds: number[]) {
  if (!tagIds.length) return;
  const own = await db.select({ id: tags.id }).from(tags).where(and(eq(tags.locationId, locationId), inArray(tags.id, tagIds)));
  if (!own.length) return;
  const added = await db
    .insert(contactTags)
    .values(own.map((t) => ({ locationId, contactId, tagId: t.id })))
    .onConflictDoNothing()
    .returning({ tagId: contactTags.tagId });
  for (const { tagId } of added) await announce("contact.changed", { db, locationId, change: { kind: "tag_added", contactIds: [contactId], tagId } });
}

/**
 * One submission of a public opt-in form: the location's contact with that email is updated
 * with the fields asked (else a new lead is made), and enrolled in the service. With double
 * opt-in the enrolment stays `optins` and a confirmation link is mailed; the tags come with the
 * confirmation. Without, it is `active` and tagged at once. Nothing is written unless every
 * field is valid.
 */
export async function submitOptIn(db: Db, form: PublicOptIn, input: OptInInput): Promise<OptInResult> {
  const errors: Record<string, string[]> = {};
  const email = clean(input.email, 300).toLowerCase();
  if (!email) errors.email = [OPT_IN_MSG.emailRequired];
  else if (email.length > 254 || !EMAIL.test(email)) errors.email = [OPT_IN_MSG.emailInvalid];
  const values = { first_name: clean(input.first_name, 100), last_name: clean(input.last_name, 100), phone: clean(input.phone, 30) };
  for (const f of form.settings.fields) if (!values[f]) errors[f] = [OPT_IN_MSG.fieldRequired(FIELD_LABELS[f])];
  if (form.settings.fields.includes("phone") && values.phone && !PHONE.test(values.phone)) errors.phone = [OPT_IN_MSG.phoneInvalid];
  if (Object.keys(errors).length) return { ok: false, errors };

  const loc = { locationId: form.locationId };
  const asked = (f: "first_name" | "last_name" | "phone") => form.settings.fields.includes(f) && values[f] !== "";
  const [known] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.locationId, form.locationId), sql`lower(${contacts.email}) = ${email}`, isNull(contacts.deletedAt)))
    .orderBy(asc(contacts.id))
    .limit(1);
  let contactId: number;
  if (known) {
    contactId = known.id;
    const set = {
      ...(asked("first_name") ? { firstName: values.first_name } : {}),
      ...(asked("last_name") ? { lastName: values.last_name } : {}),
      ...(asked("phone") ? { number: values.phone } : {}),
    };
    if (Object.keys(set).length) {
      await db.transaction(async (tx) => {
        await tx.update(contacts).set({ ...set, updatedAt: sql`now()` }).where(and(eq(contacts.id, contactId), eq(contacts.locationId, form.locationId)));
        await announce("contact.changed", { db: tx, locationId: form.locationId, change: { kind: "contact_updated", contactIds: [contactId] } });
      });
    }
  } else {
    try {
      const created = await saveContact(db, loc, {
        // A form that does not ask the name still makes a contact: the address's local part stands in.
        first_name: asked("first_name") ? values.first_name : email.split("@")[0].slice(0, 100),
        last_name: asked("last_name") ? values.last_name : undefined,
        number: asked("phone") ? values.phone : undefined,
        email,
        source: "Internet",
      } as never);
      contactId = created.id;
    } catch (e) {
      // The location's contact limit (or a rule of the contact centre) refuses a new lead.
      if (e instanceof AppError && e.status === 422) return { ok: false, errors: { form: [e.message] } };
      throw e;
    }
  }

  const status = form.doubleOptIn ? "optins" : "active";
  const result = await db.transaction(async (tx) => {
    const [enrolment] = await tx
      .insert(optInContacts)
      .values({ locationId: form.locationId, serviceId: form.serviceId, contactId, status, confirmedAt: status === "active" ? sql`now()` : null })
      .onConflictDoUpdate({
        target: [optInContacts.locationId, optInContacts.serviceId, optInContacts.contactId],
        // Once active stays active; a pending one gets a new link (the old one stops working).
        set: {
          status: sql`case when ${optInContacts.status} = 'active' then 'active' else ${status} end`,
          confirmedAt: sql`coalesce(${optInContacts.confirmedAt}, ${status === "active" ? sql`now()` : sql`null`})`,
          version: sql`${optInContacts.version} + 1`,
          updatedAt: sql`now()`,
        },
      })
      .returning();
    if (enrolment.status === "active") await applyTags(tx, form.locationId, contactId, form.settings.tags);
    let mail: { id: number; queued: boolean } | null = null;
    if (enrolment.status === "optins") {
      const url = `${appUrl()}${confirmPath(confirmToken({ enrolmentId: enrolment.id, serviceId: form.serviceId, contactId, version: enrolment.version }))}`;
      mail = await recordEmail(tx, {
        to: email,
        subject: "Please confirm your subscription",
        html: `<p>Hi ${escapeHtml(values.first_name || "there")},</p><p>Please confirm that you want to join: <a href="${escapeHtml(url)}">Confirm my subscription</a></p><p>If you did not ask for this, ignore this email.</p><p>${escapeHtml(url)}</p>`,
        text: `Hi ${values.first_name || "there"},\n\nPlease confirm that you want to join by opening this link:\n${url}\n\nIf you did not ask for this, ignore this email.\n`,
        kind: "location",
        sensitive: true,
        locationId: form.locationId,
        contactId,
        source: "opt-ins",
        sourceId: enrolment.id,
      });
    }
    return { enrolment, mail };
  });
  if (result.mail?.queued) await queueEmail(result.mail.id);
  return {
    ok: true,
    contactId,
    enrolmentId: result.enrolment.id,
    status: result.enrolment.status as "optins" | "active",
    redirect: form.settings.redirect_url || null,
    emailId: result.mail?.id ?? null,
  };
}

/**
 * The emailed link (`/opt-in/confirm/{token}`): the enrolment becomes active and the contact gets
 * the service's tags. A forged, malformed or outdated token is null (a 404) and changes nothing.
 * Opening a current link twice confirms once.
 */
export async function confirmOptIn(db: Db, token: string): Promise<{ redirect: string | null; serviceName: string; locationId: number } | null> {
  const link = readConfirmToken(token);
  if (!link || !isServiceId(link.serviceId)) return null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ locationId: optInContacts.locationId, status: optInContacts.status })
      .from(optInContacts)
      .innerJoin(contacts, and(eq(contacts.id, optInContacts.contactId), eq(contacts.locationId, optInContacts.locationId), isNull(contacts.deletedAt)))
      .where(and(eq(optInContacts.id, link.enrolmentId), eq(optInContacts.serviceId, link.serviceId), eq(optInContacts.contactId, link.contactId), eq(optInContacts.version, link.version)));
    if (!row) return null;
    const settings = await optInValues(tx, row.locationId, link.serviceId as ServiceId);
    if (row.status !== "active") {
      const [changed] = await tx
        .update(optInContacts)
        .set({ status: "active", confirmedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(optInContacts.id, link.enrolmentId), eq(optInContacts.locationId, row.locationId), eq(optInContacts.version, link.version), eq(optInContacts.status, "optins")))
        .returning({ id: optInContacts.id });
      if (changed) await applyTags(tx, row.locationId, link.contactId, settings.tags);
    }
    return { redirect: settings.redirect_url || null, serviceName: SERVICES[link.serviceId as ServiceId], locationId: row.locationId };
  });
}

/** The business name the public pages show. */
export async function businessName(db: Db, locationId: number): Promise<string> {
  const [row] = await db.select({ name: locations.businessname }).from(locations).where(eq(locations.id, locationId));
  return row?.name ?? "";
}
