import { inArray } from "drizzle-orm";
import { expect } from "vitest";
import { workoutCategories } from "../../db/schema";
import { defineFixture } from "./fixture";

export default defineFixture({
  module: "workouts",
  records: async (db, ids) => {
    const [own, other] = await db
      .insert(workoutCategories)
      .values([
        { locationId: ids.downtown, name: "Tenancy own category" },
        { locationId: ids.otherLoc, name: "Tenancy other category" },
      ])
      .returning({ id: workoutCategories.id });
    return { category: { own: own.id, other: other.id } };
  },
  params: { "DELETE /workout/category/{id}/delete": { id: "category" } },
  unchanged: async (db, r) => {
    const rows = await db.select({ name: workoutCategories.name }).from(workoutCategories).where(inArray(workoutCategories.id, [r.category.own, r.category.other]));
    expect(rows.map((c) => c.name).sort()).toEqual(["Tenancy other category", "Tenancy own category"]);
  },
});
