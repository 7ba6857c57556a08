import { inArray } from "drizzle-orm";
import { expect } from "vitest";
import { broadcasts } from "../../db/schema";
import { defineFixture } from "./fixture";

/** One draft broadcast per tenant. */
export default defineFixture({
  module: "broadcasts",
  records: async (db, ids) => {
    const draft = (locationId: number) => ({ locationId, name: "Keep", subject: "Keep", body: "<p>Keep</p>", audience: { group_ids: [], tag_ids: [], statuses: ["Lead"], exclude_tag_ids: [] } });
    const [own, other] = await db.insert(broadcasts).values([draft(ids.downtown), draft(ids.otherLoc)]).returning({ id: broadcasts.id });
    return { broadcast: { own: own.id, other: other.id } };
  },
  params: {
    "GET /broadcast/{id}/details": { id: "broadcast" },
    "GET /broadcast/{id}/recipient": { id: "broadcast" },
    "POST /broadcast/{id}/send-broadcast": { id: "broadcast" },
  },
  bodies: { "POST /broadcast/{id}/send-broadcast": {} },
  unchanged: async (db, r) => {
    const rows = await db.select({ name: broadcasts.name, status: broadcasts.status }).from(broadcasts).where(inArray(broadcasts.id, [r.broadcast.own, r.broadcast.other]));
    expect(rows).toEqual([{ name: "Keep", status: "draft" }, { name: "Keep", status: "draft" }]);
  },
});
