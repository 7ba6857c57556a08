import { inArray } from "drizzle-orm";
import { expect } from "vitest";
import { restHookDeliveries, restHooks } from "../../db/schema";
import { defineFixture } from "./fixture";

// Another location's hook answers 404: it is not unsubscribed and its log stays hidden.
export default defineFixture({
  module: "rest-hooks",
  records: async (db, ids) => {
    const [own, other] = await db
      .insert(restHooks)
      .values([
        { locationId: ids.downtown, event: "contact.created", targetUrl: "https://own.example.test/hook", secretSealed: "v1.x.x.x" },
        { locationId: ids.otherLoc, event: "contact.created", targetUrl: "https://other.example.test/hook", secretSealed: "v1.x.x.x" },
      ])
      .returning({ id: restHooks.id });
    await db.insert(restHookDeliveries).values({ locationId: ids.otherLoc, hookId: other.id, event: "contact.created", payload: {} });
    return { hook: { own: own.id, other: other.id } };
  },
  params: {
    "DELETE /hooks/{id}": { id: "hook" },
    "GET /hooks/{id}/deliveries": { id: "hook" },
  },
  unchanged: async (db, r) => {
    expect(await db.select({ id: restHooks.id }).from(restHooks).where(inArray(restHooks.id, [r.hook.own, r.hook.other]))).toHaveLength(2);
    expect(await db.select({ id: restHookDeliveries.id }).from(restHookDeliveries).where(inArray(restHookDeliveries.hookId, [r.hook.other]))).toHaveLength(1);
  },
});
