import { and, asc, eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import { contactFiles, contacts, files, libraryFiles } from "../../db/schema";
import { defineFixture } from "./fixture";

/** One library file per tenant, assigned to that tenant's first seeded contact. */
export default defineFixture({
  module: "file-contacts",
  records: async (db, ids) => {
    const stored = (locationId: number, storageKey: string) => ({ locationId, kind: "document", size: 1, mime: "text/plain", originalName: "a.txt", storageKey, provider: "local" });
    const [a, b] = await db.insert(files).values([stored(ids.downtown, "tenancy/assign-own.txt"), stored(ids.otherLoc, "tenancy/assign-other.txt")]).returning({ id: files.id });
    const entry = (locationId: number, fileId: number) => ({ locationId, fileId, name: "Assigned", ext: "txt", kind: "document", mime: "text/plain", size: 1 });
    const [own, other] = await db.insert(libraryFiles).values([entry(ids.downtown, a.id), entry(ids.otherLoc, b.id)]).returning({ id: libraryFiles.id });
    const first = async (locationId: number) =>
      (await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.locationId, locationId)).orderBy(asc(contacts.id)).limit(1))[0].id;
    const contact = { own: await first(ids.downtown), other: await first(ids.otherLoc) };
    await db.insert(contactFiles).values([
      { locationId: ids.downtown, libraryFileId: own.id, contactId: contact.own },
      { locationId: ids.otherLoc, libraryFileId: other.id, contactId: contact.other },
    ]);
    return { assignedFile: { own: own.id, other: other.id }, assignedContact: contact };
  },
  params: {
    "GET /file/{contactId}/list": { contactId: "assignedContact" },
    "GET /file/{id}/users": { id: "assignedFile" },
  },
  unchanged: async (db, r) => {
    const rows = await db
      .select({ id: contactFiles.id })
      .from(contactFiles)
      .where(and(inArray(contactFiles.libraryFileId, [r.assignedFile.own, r.assignedFile.other]), inArray(contactFiles.contactId, [r.assignedContact.own, r.assignedContact.other])));
    expect(rows).toHaveLength(2);
  },
});
