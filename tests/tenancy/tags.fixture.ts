import { inArray } from "drizzle-orm";
import { expect } from "vitest";
import { tags } from "../../db/schema";
import { defineFixture } from "./fixture";

export default defineFixture({
  module: "tags",
  records: async (db, ids) => {
    const [own, other] = await db
      .insert(tags)
      .values([
        { locationId: ids.downtown, name: "Tenancy own" },
        { locationId: ids.otherLoc, name: "Tenancy other" },
      ])
      .returning({ id: tags.id });
    return { tag: { own: own.id, other: other.id } };
  },
  params: { "DELETE /tag/{id}/delete": { id: "tag" } },
  unchanged: async (db, r) => {
    expect(await db.select({ id: tags.id }).from(tags).where(inArray(tags.id, [r.tag.own, r.tag.other]))).toHaveLength(2);
  },
});
