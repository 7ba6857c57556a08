import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { billingProfiles } from "../../db/schema";
import { defineFixture } from "./fixture";

// Billing acts on the caller's own subscription: another account's billing profile answers 404
// and keeps its name.
export default defineFixture({
  module: "billing",
  records: async (db, ids) => {
    const [own, other] = await db
      .insert(billingProfiles)
      .values([
        { userId: ids.owner, name: "Olivia Owner", email: "owner@demo.test" },
        { userId: ids.other, name: "Oscar Other", email: "other@demo.test" },
      ])
      .onConflictDoNothing()
      .returning({ id: billingProfiles.id });
    return { billingProfile: { own: own.id, other: other.id } };
  },
  params: { "PATCH /billing/profile/{id}/update": { id: "billingProfile" } },
  // The downgrade screen's archive call names its product in the body: the sweep checks it
  // refuses another location or company header; another company's id is a 404 in
  // tests/integration/billing-assets.test.ts.
  bodies: { "PATCH /billing/profile/{id}/update": { name: "Tenancy sweep" }, "POST /billing/archive-unarchive-asset": { type: "product", id: 1, archive: true } },
  unchanged: async (db, r) => {
    const [p] = await db.select({ name: billingProfiles.name }).from(billingProfiles).where(eq(billingProfiles.id, r.billingProfile.other));
    expect(p.name).toBe("Oscar Other");
  },
});
