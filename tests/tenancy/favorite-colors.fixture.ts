import { inArray } from "drizzle-orm";
import { expect } from "vitest";
import { favoriteColors } from "../../db/schema";
import { defineFixture } from "./fixture";

export default defineFixture({
  module: "favorite-colors",
  records: async (db, ids) => {
    const [own, other] = await db
      .insert(favoriteColors)
      .values([
        { locationId: ids.downtown, color: "#010203" },
        { locationId: ids.otherLoc, color: "#010203" },
      ])
      .returning({ id: favoriteColors.id });
    return { color: { own: own.id, other: other.id } };
  },
  params: { "DELETE /favorite-color/{id}/delete": { id: "color" } },
  unchanged: async (db, r) => {
    expect(await db.select({ id: favoriteColors.id }).from(favoriteColors).where(inArray(favoriteColors.id, [r.color.own, r.color.other]))).toHaveLength(2);
  },
});
