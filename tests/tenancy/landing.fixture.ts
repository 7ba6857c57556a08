import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { loginTokens } from "../../db/schema";
import { defineFixture } from "./fixture";

// POST /user/generate-landing-token takes no ids: the sweep's foreign location header must be
// refused (403) and no landing token may be bound to the other tenant's location.
export default defineFixture({
  module: "user",
  records: async (_db, ids) => ({ landingLocation: { own: ids.downtown, other: ids.otherLoc } }),
  unchanged: async (db, records) => {
    const foreign = await db.select({ id: loginTokens.id }).from(loginTokens)
      .where(and(eq(loginTokens.purpose, "landing"), eq(loginTokens.locationId, records.landingLocation.other)));
    expect(foreign).toEqual([]);
  },
});
