import { and, eq, inArray, isNull } from "drizzle-orm";
import { expect } from "vitest";
import { accessTokens, fitFunnelWebhooks, webhookDeliveries } from "../../db/schema";
import { issueToken } from "../../lib/auth/access";
import { hashToken } from "../../lib/auth/tokens";
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
    const key = async (userId: number, locationId: number) => {
      const token = await issueToken(db, userId, locationId, { twofaVerified: true, kind: "zapier", name: "Tenancy" });
      return (await db.select({ id: accessTokens.id }).from(accessTokens).where(eq(accessTokens.tokenHash, hashToken(token))))[0].id;
    };
    return { webhook: { own: own.id, other: other.id }, apiKey: { own: await key(ids.owner, ids.downtown), other: await key(ids.other, ids.otherLoc) } };
  },
  params: {
    "POST /integration/fit-funnel-webhook/{id}/test": { id: "webhook" },
    "GET /integration/fit-funnel-webhook/{id}/deliveries": { id: "webhook" },
    "DELETE /integration/api-keys/{id}": { id: "apiKey" },
  },
  unchanged: async (db, r) => {
    const pair = [r.webhook.own, r.webhook.other];
    expect(await db.select({ id: fitFunnelWebhooks.id }).from(fitFunnelWebhooks).where(inArray(fitFunnelWebhooks.id, pair))).toHaveLength(2);
    expect(await db.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(inArray(webhookDeliveries.webhookId, [r.webhook.other]))).toHaveLength(0);
    // Another location's key is not revoked.
    expect(await db.select({ id: accessTokens.id }).from(accessTokens).where(and(eq(accessTokens.id, r.apiKey.other), isNull(accessTokens.revokedAt)))).toHaveLength(1);
  },
});
