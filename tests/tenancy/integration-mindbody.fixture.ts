import { inArray } from "drizzle-orm";
import { expect } from "vitest";
import { mindbodySyncs } from "../../db/schema";
import { defineFixture } from "./fixture";

// Another location's Mindbody sync answers 404: its progress and counts stay hidden.
export default defineFixture({
  module: "integration-mindbody",
  records: async (db, ids) => {
    const [own, other] = await db
      .insert(mindbodySyncs)
      .values([
        { locationId: ids.downtown, siteId: "-99", state: "completed", totalCount: 3, offset: 3, createdCount: 3, finishedAt: new Date() },
        { locationId: ids.otherLoc, siteId: "-98", state: "completed", totalCount: 5, offset: 5, createdCount: 5, finishedAt: new Date() },
      ])
      .returning({ id: mindbodySyncs.id });
    return { sync: { own: own.id, other: other.id } };
  },
  params: {
    "GET /integration/mindbody-sync/{id}": { id: "sync" },
  },
  unchanged: async (db, r) => {
    const rows = await db.select({ state: mindbodySyncs.state }).from(mindbodySyncs).where(inArray(mindbodySyncs.id, [r.sync.own, r.sync.other]));
    expect(rows.map((x) => x.state)).toEqual(["completed", "completed"]);
  },
});
