import { inArray } from "drizzle-orm";
import { expect } from "vitest";
import { contactGroups } from "../../db/schema";
import { defineFixture } from "./fixture";

export default defineFixture({
  module: "groups",
  records: async (db, ids) => {
    const [own, other] = await db
      .insert(contactGroups)
      .values([
        { locationId: ids.downtown, name: "Tenancy own group" },
        { locationId: ids.otherLoc, name: "Tenancy other group" },
      ])
      .returning({ id: contactGroups.id });
    return { group: { own: own.id, other: other.id } };
  },
  params: {
    "POST /group/{id}/edit-group": { id: "group" },
    "DELETE /group/{id}/delete": { id: "group" },
  },
  bodies: { "POST /group/{id}/edit-group": { name: "Taken over" } },
  unchanged: async (db, r) => {
    const rows = await db.select({ name: contactGroups.name }).from(contactGroups).where(inArray(contactGroups.id, [r.group.own, r.group.other]));
    expect(rows.map((g) => g.name).sort()).toEqual(["Tenancy other group", "Tenancy own group"]);
  },
});
