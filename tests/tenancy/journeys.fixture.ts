import { inArray } from "drizzle-orm";
import { expect } from "vitest";
import { journeyActions, journeyTriggers, journeys } from "../../db/schema";
import { defineFixture } from "./fixture";

/** One journey per tenant, each with a trigger and a condition step. */
export default defineFixture({
  module: "journeys",
  records: async (db, ids) => {
    const [own, other] = await db.insert(journeys).values([{ locationId: ids.downtown, name: "Keep" }, { locationId: ids.otherLoc, name: "Keep" }]).returning({ id: journeys.id });
    const [t1, t2] = await db
      .insert(journeyTriggers)
      .values([{ locationId: ids.downtown, journeyId: own.id, type: "manual" }, { locationId: ids.otherLoc, journeyId: other.id, type: "manual" }])
      .returning({ id: journeyTriggers.id });
    const cond = { match: "all", rules: [{ field: "email", operator: "not_empty" }] };
    const [a1, a2] = await db
      .insert(journeyActions)
      .values([{ locationId: ids.downtown, journeyId: own.id, type: "condition", settings: cond }, { locationId: ids.otherLoc, journeyId: other.id, type: "condition", settings: cond }])
      .returning({ id: journeyActions.id });
    return { journey: { own: own.id, other: other.id }, trigger: { own: t1.id, other: t2.id }, action: { own: a1.id, other: a2.id } };
  },
  params: {
    "PATCH /journey/{id}/rename": { id: "journey" },
    "PATCH /journey/{id}/change-status": { id: "journey" },
    "GET /journey/{id}/users": { id: "journey" },
    "GET /journey/{id}/histories": { id: "journey" },
    "GET /journey/{id}/details": { id: "journey" },
    "POST /journey/{id}/create-trigger": { id: "journey" },
    "POST /journey/{id}/create-action": { id: "journey" },
    "PATCH /journey/trigger/{id}/update": { id: "trigger" },
    "DELETE /journey/trigger/{id}/delete": { id: "trigger" },
    "PATCH /journey/action/{id}/update": { id: "action" },
    "DELETE /journey/action/{id}/delete": { id: "action" },
    "GET /journey/condition/{id}/actions": { id: "action" },
    "GET /journey/action/{id}/refresh": { id: "action" },
  },
  bodies: {
    "PATCH /journey/{id}/rename": { name: "Changed" },
    "PATCH /journey/{id}/change-status": { status: true },
    "POST /journey/{id}/create-trigger": { type: "manual" },
    "POST /journey/{id}/create-action": { type: "end" },
    "PATCH /journey/trigger/{id}/update": { settings: {} },
    "PATCH /journey/action/{id}/update": { settings: { match: "any", rules: [{ field: "email", operator: "empty" }] } },
  },
  unchanged: async (db, r) => {
    const j = await db.select({ name: journeys.name, enabled: journeys.enabled }).from(journeys).where(inArray(journeys.id, [r.journey.own, r.journey.other]));
    expect(j).toEqual([{ name: "Keep", enabled: false }, { name: "Keep", enabled: false }]);
    expect(await db.select().from(journeyTriggers).where(inArray(journeyTriggers.id, [r.trigger.own, r.trigger.other]))).toHaveLength(2);
    const a = await db.select({ s: journeyActions.settings }).from(journeyActions).where(inArray(journeyActions.id, [r.action.own, r.action.other]));
    expect(a.map((x) => (x.s as { match: string }).match)).toEqual(["all", "all"]);
  },
});
