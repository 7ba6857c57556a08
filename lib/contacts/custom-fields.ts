import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { contactFieldValues, customFields } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound, validationError } from "@/lib/http/errors";
import { assertContact } from "./profile-guards";

/**
 * Custom fields (doc 2 s2-s3): the location's named fields, and each contact's values. The
 * spec names the field calls only; values are read and written per contact on the profile.
 */

export type CustomField = { id: number; name: string };
export type CustomFieldValue = CustomField & { value: string | null };

const taken = () => validationError({ name: ["The name has already been taken."] });

export async function listCustomFields(db: Db, ctx: Ctx): Promise<CustomField[]> {
  return db.select({ id: customFields.id, name: customFields.name }).from(customFields).where(eq(customFields.locationId, ctx.locationId)).orderBy(asc(customFields.name), asc(customFields.id));
}

/** Creates a field, or renames the location's field `id`; a name is once per location, whatever its case. */
export async function saveCustomField(db: Db, ctx: Ctx, input: { id?: number; name: string }): Promise<CustomField> {
  const [clash] = await db
    .select({ id: customFields.id })
    .from(customFields)
    .where(and(eq(customFields.locationId, ctx.locationId), sql`lower(${customFields.name}) = lower(${input.name})`));
  if (clash && clash.id !== input.id) throw taken();
  if (input.id) {
    const [row] = await db
      .update(customFields)
      .set({ name: input.name, updatedAt: sql`now()` })
      .where(and(eq(customFields.id, input.id), eq(customFields.locationId, ctx.locationId)))
      .returning({ id: customFields.id, name: customFields.name });
    if (!row) throw notFound("Custom field");
    return row;
  }
  const [row] = await db.insert(customFields).values({ locationId: ctx.locationId, name: input.name }).returning({ id: customFields.id, name: customFields.name });
  return row;
}

/** Deletes the field and every contact's value of it (the foreign key cascades). */
export async function deleteCustomField(db: Db, ctx: Ctx, id: number): Promise<void> {
  const rows = await db.delete(customFields).where(and(eq(customFields.id, id), eq(customFields.locationId, ctx.locationId))).returning({ id: customFields.id });
  if (!rows.length) throw notFound("Custom field");
}

/** Every field of the location with this contact's value (null when not set), in one statement. */
export async function contactCustomValues(db: Db, ctx: Ctx, contactId: number): Promise<CustomFieldValue[]> {
  await assertContact(db, ctx, contactId);
  return db
    .select({ id: customFields.id, name: customFields.name, value: contactFieldValues.value })
    .from(customFields)
    .leftJoin(contactFieldValues, and(eq(contactFieldValues.fieldId, customFields.id), eq(contactFieldValues.contactId, contactId), eq(contactFieldValues.locationId, ctx.locationId)))
    .where(eq(customFields.locationId, ctx.locationId))
    .orderBy(asc(customFields.name), asc(customFields.id));
}

/** Sets (or clears, with "" or null) the contact's values; a field id not of this location is a 422. */
export async function setContactCustomValues(db: Db, ctx: Ctx, contactId: number, values: { field_id: number; value: string | null }[]): Promise<CustomFieldValue[]> {
  await db.transaction(async (tx) => {
    await assertContact(tx, ctx, contactId);
    const ids = [...new Set(values.map((v) => v.field_id))];
    const known = await tx.select({ id: customFields.id }).from(customFields).where(and(eq(customFields.locationId, ctx.locationId), inArray(customFields.id, ids)));
    if (known.length !== ids.length) throw validationError({ values: ["The selected custom field is invalid."] });
    // The last value given for a field wins.
    const last = new Map(values.map((v) => [v.field_id, v.value?.trim() || null]));
    const set = [...last].filter(([, v]) => v !== null).map(([fieldId, value]) => ({ locationId: ctx.locationId, contactId, fieldId, value: value! }));
    const cleared = [...last].filter(([, v]) => v === null).map(([fieldId]) => fieldId);
    if (cleared.length) {
      await tx
        .delete(contactFieldValues)
        .where(and(eq(contactFieldValues.locationId, ctx.locationId), eq(contactFieldValues.contactId, contactId), inArray(contactFieldValues.fieldId, cleared)));
    }
    if (set.length) {
      await tx
        .insert(contactFieldValues)
        .values(set)
        .onConflictDoUpdate({ target: [contactFieldValues.contactId, contactFieldValues.fieldId], set: { value: sql`excluded.value` } });
    }
  });
  return contactCustomValues(db, ctx, contactId);
}
