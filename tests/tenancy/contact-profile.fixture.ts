import { asc, eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import { contacts, customFields } from "../../db/schema";
import { defineFixture } from "./fixture";

/** The profile's routes (lib/contacts/profile-routes.ts, part of the contacts module). */
export default defineFixture({
  module: "contacts",
  records: async (db, ids) => {
    const first = async (locationId: number) =>
      (await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.locationId, locationId)).orderBy(asc(contacts.id)).limit(1))[0].id;
    const [own, other] = await db
      .insert(customFields)
      .values([
        { locationId: ids.downtown, name: "Tenancy own" },
        { locationId: ids.otherLoc, name: "Tenancy other" },
      ])
      .returning({ id: customFields.id });
    return {
      profile_contact: { own: await first(ids.downtown), other: await first(ids.otherLoc) },
      custom_field: { own: own.id, other: other.id },
    };
  },
  params: {
    "PATCH /contact/{id}/update-photo": { id: "profile_contact" },
    "PATCH /contact/{id}/update-birthday": { id: "profile_contact" },
    "PATCH /contact/{id}/update-member-id": { id: "profile_contact" },
    "PUT /contact/{id}/resend-member-id": { id: "profile_contact" },
    "PUT /contact/{id}/mark-email-valid": { id: "profile_contact" },
    "GET /contact/{id}/stats": { id: "profile_contact" },
    "GET /contact/{id}/email-logs": { id: "profile_contact" },
    "DELETE /contact/{id}/delete-email-logs": { id: "profile_contact" },
    "GET /contact/{id}/rewards": { id: "profile_contact" },
    "GET /contact/{id}/reward-points": { id: "profile_contact" },
    "GET /contact/{id}/custom-fields": { id: "profile_contact" },
    "PATCH /contact/{id}/custom-fields": { id: "profile_contact" },
    "DELETE /contact/custom-field/{id}/delete": { id: "custom_field" },
  },
  bodies: {
    "PATCH /contact/{id}/update-photo": { file_id: null },
    "PATCH /contact/{id}/update-birthday": { birthday: "1901-01-01" },
    "PATCH /contact/{id}/update-member-id": { member_id: "SWEPT-1" },
    "DELETE /contact/{id}/delete-email-logs": { ids: [1] },
    "PATCH /contact/{id}/custom-fields": { values: [{ field_id: 1, value: "swept" }] },
  },
  unchanged: async (db, r) => {
    const rows = await db
      .select({ birthday: contacts.birthday, memberId: contacts.memberId, validity: contacts.emailValidity })
      .from(contacts)
      .where(inArray(contacts.id, [r.profile_contact.own, r.profile_contact.other]));
    for (const c of rows) expect(c).not.toMatchObject({ birthday: "1901-01-01" });
    expect(rows.map((c) => c.memberId)).not.toContain("SWEPT-1");
    const fields = await db.select({ name: customFields.name }).from(customFields).where(inArray(customFields.id, [r.custom_field.own, r.custom_field.other]));
    expect(fields.map((f) => f.name).sort()).toEqual(["Tenancy other", "Tenancy own"]);
  },
});
