import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/db";
import { contactFieldValues, contacts, customFields, locations } from "@/db/schema";
import { appUrl } from "@/lib/auth/app-url";
import { notFound } from "@/lib/http/errors";
import { customFieldKey } from "./constants";
import type { MergeValues } from "./engine";
import { messageLinks } from "./links";

/** The business part of the values: the location's name; phone and address from the sender's signature (see render.ts). */
export type BusinessExtras = { phone?: string; address?: string };

/**
 * The values a message is rendered with for one contact of the location (or, with no contact,
 * every field empty, so `| default:` shows and unknown names still fail). Every known custom
 * field of the location exists, empty when the contact has no value.
 */
export async function mergeValues(db: Db, locationId: number, contactId: number | null, business: BusinessExtras = {}): Promise<MergeValues> {
  const [loc] = await db.select({ name: locations.businessname }).from(locations).where(eq(locations.id, locationId));
  const fields = await db.select({ id: customFields.id, name: customFields.name }).from(customFields).where(eq(customFields.locationId, locationId));
  const custom: Record<string, string> = Object.fromEntries(fields.map((f) => [customFieldKey(f.name), ""]));
  const contact: Record<string, string> = { first_name: "", last_name: "", email: "", phone: "", member_id: "" };
  if (contactId !== null) {
    const [c] = await db
      .select({ first: contacts.firstName, last: contacts.lastName, email: contacts.email, number: contacts.number, memberId: contacts.memberId })
      .from(contacts)
      .where(and(eq(contacts.id, contactId), eq(contacts.locationId, locationId), isNull(contacts.deletedAt)));
    if (!c) throw notFound("Contact");
    Object.assign(contact, { first_name: c.first, last_name: c.last, email: c.email ?? "", phone: c.number ?? "", member_id: c.memberId ?? "" });
    const values = await db
      .select({ fieldId: contactFieldValues.fieldId, value: contactFieldValues.value })
      .from(contactFieldValues)
      .where(and(eq(contactFieldValues.contactId, contactId), eq(contactFieldValues.locationId, locationId)));
    const byId = new Map(fields.map((f) => [f.id, customFieldKey(f.name)]));
    for (const v of values) {
      const key = byId.get(v.fieldId);
      if (key) custom[key] = v.value;
    }
  }
  return {
    contact,
    custom,
    business: { name: loc?.name ?? "", phone: business.phone ?? "", address: business.address ?? "" },
    ...messageLinks(appUrl(), locationId, contactId),
  };
}
