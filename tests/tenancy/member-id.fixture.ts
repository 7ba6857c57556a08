import { asc, eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import { contacts, emailMessages } from "../../db/schema";
import { defineFixture } from "./fixture";

/** The member ID card's routes (lib/member-id/routes.ts); the public one takes no tenant id. */
export default defineFixture({
  module: "member-id",
  records: async (db, ids) => {
    const first = async (locationId: number) =>
      (await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.locationId, locationId)).orderBy(asc(contacts.id)).limit(1))[0].id;
    return { member_contact: { own: await first(ids.downtown), other: await first(ids.otherLoc) } };
  },
  params: { "POST /member-id/{id}/send": { id: "member_contact" } },
  bodies: { "POST /member-id/{id}/send": { via: ["email"] } },
  unchanged: async (db, r) => {
    const ids = [r.member_contact.own, r.member_contact.other];
    const rows = await db.select({ code: contacts.memberAccessCode }).from(contacts).where(inArray(contacts.id, ids));
    expect(rows.every((c) => c.code === null)).toBe(true);
    expect(await db.select({ id: emailMessages.id }).from(emailMessages).where(inArray(emailMessages.contactId, ids))).toEqual([]);
  },
});
