import { inArray } from "drizzle-orm";
import { expect } from "vitest";
import { fitFunnelWebhooks, webhookDeliveries } from "../../db/schema";
import { defineFixture } from "./fixture";

// Another location's webhook answers 404: no test delivery is queued for it, its log stays hidden.
export default defineFixture({
  module: "integration-hooks",
  records: async (db, ids) => {
    const [own, other] = await db
      .insert(fitFunnelWebhooks)
      .values([
        { locationId: ids.downtown, name: "Tenancy own", url: "https://own.example.test/hook", events: ["webhook.test"], secretSealed: "v1.x.x.x" },
        { locationId: ids.otherLoc, name: "Tenancy other", url: "https://other.example.test/hook", events: ["webhook.test"], secretSealed: "v1.x.x.x" },
      ])
      .returning({ id: fitFunnelWebhooks.id });
    return { webhook: { own: own.id, other: other.id } };
  },
  params: {
    "POST /integration/fit-funnel-webhook/{id}/test": { id: "webhook" },
    "GET /integration/fit-funnel-webhook/{id}/deliveries": { id: "webhook" },
  },
  unchanged: async (db, r) => {
    const pair = [r.webhook.own, r.webhook.other];
    expect(await db.select({ id: fitFunnelWebhooks.id }).from(fitFunnelWebhooks).where(inArray(fitFunnelWebhooks.id, pair))).toHaveLength(2);
    expect(await db.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(inArray(webhookDeliveries.webhookId, [r.webhook.other]))).toHaveLength(0);
  },
});
