import "server-only";
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db";
import { contactStatuses, contacts } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound, validationError } from "@/lib/http/errors";
import { announce, type ContactChange } from "@/lib/platform/events";
import type { BulkTarget } from "./bulk-schemas";
import { isForeignOnly, targetWhere } from "./bulk-target";
import type { ContactTab } from "./constants";

/**
 * The contact centre's bulk actions (doc 2 s6). Each is one UPDATE over the selection's WHERE
 * (bulk-target.ts), whatever its size: no statement per contact. The statement-level triggers
 * of migration 0002 keep the tab counts and the list version right for any such write.
 */

/** Columns to write; a value may be SQL (`now()`), as drizzle's set() takes. */
type ContactSet = { [K in keyof typeof contacts.$inferInsert]?: (typeof contacts.$inferInsert)[K] | SQL };

/** One UPDATE of the target; answers how many contacts changed. Named ids of another location: 404. */
export async function updateTarget(db: Db, ctx: Ctx, target: BulkTarget, set: ContactSet, change?: (contactIds: number[]) => ContactChange): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(contacts)
      .set({ ...set, updatedAt: sql`now()` })
      .where(targetWhere(ctx, target))
      .returning({ id: contacts.id });
    if (isForeignOnly(target, rows.length)) throw notFound("Contact");
    // What automation starts on, in the change's own transaction.
    if (change && rows.length) await announce("contact.changed", { db: tx as unknown as Db, locationId: ctx.locationId, change: change(rows.map((r) => r.id)) });
    return rows.length;
  });
}

const statusChange = (item: { status: string; tab: string }) => (contactIds: number[]): ContactChange => ({ kind: "status_changed", contactIds, ...item });
/** The contacts' details were saved (REST hook contact.updated): one fact naming every contact of the statement. */
const detailsSaved = (contactIds: number[]): ContactChange => ({ kind: "contact_updated", contactIds });

export const changeGender = (db: Db, ctx: Ctx, t: BulkTarget, gender: string) => updateTarget(db, ctx, t, { gender }, detailsSaved);

/** Switch tabs: the contacts take one of the location's status items (its value). */
export async function changeStatus(db: Db, ctx: Ctx, t: BulkTarget, value: string): Promise<number> {
  const [item] = await db
    .select({ status: contactStatuses.value, tab: contactStatuses.tab })
    .from(contactStatuses)
    .where(and(eq(contactStatuses.locationId, ctx.locationId), eq(contactStatuses.value, value)))
    .limit(1);
  if (!item) throw validationError({ status_value: ["The selected status value is invalid."] });
  return updateTarget(db, ctx, t, item, statusChange(item));
}

/**
 * Move: the contacts go to another group (leads, trials, clients, staff, lost) and take its
 * first status item, the one the tab lists first. A group with no items cannot be moved to,
 * except leads, which keeps the spec's "Leads" fallback value (as a new contact does).
 */
export async function moveToTab(db: Db, ctx: Ctx, t: BulkTarget, tab: ContactTab): Promise<number> {
  const [item] = await db
    .select({ status: contactStatuses.value, tab: contactStatuses.tab })
    .from(contactStatuses)
    .where(and(eq(contactStatuses.locationId, ctx.locationId), eq(contactStatuses.tab, tab)))
    .orderBy(asc(contactStatuses.sort), asc(contactStatuses.id))
    .limit(1);
  if (!item && tab !== "leads") throw validationError({ tab: ["This tab has no status to move contacts to."] });
  const to = item ?? { status: "Leads", tab: "leads" };
  return updateTarget(db, ctx, t, to, statusChange(to));
}

/** Email or SMS delivery on or off; the platform senders honour these per contact. */
export const setDelivery = (db: Db, ctx: Ctx, t: BulkTarget, type: "email" | "sms", enabled: boolean) =>
  updateTarget(db, ctx, t, type === "email" ? { emailEnabled: enabled } : { smsEnabled: enabled }, detailsSaved);

/** Phone code: the country the contacts' numbers without "+" are read in (null: the default). */
export const setPhoneCountry = (db: Db, ctx: Ctx, t: BulkTarget, code: string | null) => updateTarget(db, ctx, t, { phoneCountryCode: code }, detailsSaved);

/** Portal account: activate or suspend. Account access, not the contact's details: no contact.updated. */
/** Suspending (or re-activating) ends the contacts' portal sessions in the same statement. */
export const setPortalActive = (db: Db, ctx: Ctx, t: BulkTarget, active: boolean) => updateTarget(db, ctx, t, { portalActive: active, portalSessionsSince: new Date() });

/** Bulk Delete is a soft delete: the contacts leave every list and count and can be restored (not an update of their details). */
export const softDelete = (db: Db, ctx: Ctx, t: BulkTarget) => updateTarget(db, ctx, t, { deletedAt: sql`now()` });
