import { and, asc, eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import { contactNotes, contacts } from "../../db/schema";
import { defineFixture } from "./fixture";

/** Seeded contacts (the sweep counts them, so none are added) and one note per tenant. */
export default defineFixture({
  module: "contacts",
  records: async (db, ids) => {
    const first = async (locationId: number) =>
      (await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.locationId, locationId)).orderBy(asc(contacts.id)).limit(1))[0].id;
    const contact = { own: await first(ids.downtown), other: await first(ids.otherLoc) };
    const [own, other] = await db
      .insert(contactNotes)
      .values([
        { locationId: ids.downtown, contactId: contact.own, note: "tenancy own" },
        { locationId: ids.otherLoc, contactId: contact.other, note: "tenancy other" },
      ])
      .returning({ id: contactNotes.id });
    return { contact, note: { own: own.id, other: other.id } };
  },
  params: {
    "GET /contact/{id}/fetch": { id: "contact" },
    "PATCH /contact/{id}/update": { id: "contact" },
    "PATCH /contact/{id}/update-from-launchpad": { id: "contact" },
    "PATCH /contact/{id}/update-starred": { id: "contact" },
    "PATCH /contact/{id}/update-flagged": { id: "contact" },
    "PATCH /contact/{id}/change-temperature": { id: "contact" },
    "GET /contact/{id}/notes": { id: "contact" },
    "GET /contact/{id}/tags": { id: "contact" },
    "PATCH /contact/{id}/update-note": { id: "note" },
  },
  literals: {
    "GET /contact/suppressions/{type}": { type: "bounces" },
  },
  bodies: {
    "PATCH /contact/{id}/update": { first_name: "Swept" },
    "PATCH /contact/{id}/update-from-launchpad": { first_name: "Swept" },
    "PATCH /contact/{id}/update-starred": { starred: true },
    "PATCH /contact/{id}/update-flagged": { flagged: true },
    "PATCH /contact/{id}/change-temperature": { temperature: "hot" },
    "PATCH /contact/{id}/update-note": { note: "swept" },
  },
  unchanged: async (db, r) => {
    const rows = await db
      .select({ firstName: contacts.firstName })
      .from(contacts)
      .where(and(inArray(contacts.id, [r.contact.own, r.contact.other])));
    expect(rows.map((c) => c.firstName)).not.toContain("Swept");
    const notes = await db.select({ note: contactNotes.note }).from(contactNotes).where(inArray(contactNotes.id, [r.note.own, r.note.other]));
    expect(notes.map((n) => n.note).sort()).toEqual(["tenancy other", "tenancy own"]);
  },
});
