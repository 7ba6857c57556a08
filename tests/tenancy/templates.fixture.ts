import { inArray } from "drizzle-orm";
import { expect } from "vitest";
import { templateCategories } from "../../db/schema";
import { defineFixture } from "./fixture";

export default defineFixture({
  module: "templates",
  records: async (db, ids) => {
    const [own, other] = await db
      .insert(templateCategories)
      .values([
        { locationId: ids.downtown, name: "Tenancy own" },
        { locationId: ids.otherLoc, name: "Tenancy other" },
      ])
      .returning({ id: templateCategories.id });
    return { category: { own: own.id, other: other.id } };
  },
  params: {
    "GET /template/{category}/templates": { category: "category" },
    "PATCH /template/{id}/edit-category": { id: "category" },
    "DELETE /template/{id}/delete-category": { id: "category" },
  },
  bodies: { "PATCH /template/{id}/edit-category": { name: "Swept" } },
  unchanged: async (db, r) => {
    const rows = await db.select({ name: templateCategories.name }).from(templateCategories).where(inArray(templateCategories.id, [r.category.own, r.category.other]));
    expect(rows.map((x) => x.name).sort()).toEqual(["Tenancy other", "Tenancy own"]);
  },
});
