import { asc, eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import { contacts } from "../../db/schema";
import { defineFixture } from "./fixture";

/**
 * Lifecycles and portal passwords (lib/contacts/lifecycle-routes.ts, portal-routes.ts, part of
 * the contacts module). Both tenants' contacts get portal access, so a cross-tenant password
 * write would succeed if the tenant were not in its statement, and the check would see it.
 */
export default defineFixture({
  module: "contacts",
  records: async (db, ids) => {
    const first = async (locationId: number) =>
      (await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.locationId, locationId)).orderBy(asc(contacts.id)).limit(1))[0].id;
    const pair = { own: await first(ids.downtown), other: await first(ids.otherLoc) };
    await db.update(contacts).set({ portalActive: true }).where(inArray(contacts.id, [pair.own, pair.other]));
    return { lifecycle_contact: pair };
  },
  params: {
    "GET /contact/{id}/lifecycles": { id: "lifecycle_contact" },
    "GET /contact/{id}/lifecycle-subject": { id: "lifecycle_contact" },
    "POST /contact/{id}/update-portal-password": { id: "lifecycle_contact" },
  },
  bodies: {
    "POST /contact/{id}/update-portal-password": { password: "swept-password", password_confirmation: "swept-password" },
  },
  unchanged: async (db, r) => {
    const rows = await db.select({ hash: contacts.portalPasswordHash }).from(contacts).where(inArray(contacts.id, [r.lifecycle_contact.own, r.lifecycle_contact.other]));
    for (const c of rows) expect(c.hash).toBeNull();
  },
});
