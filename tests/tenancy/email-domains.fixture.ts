import { eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import { emailDomains, emailSenders, emailSendingSettings } from "../../db/schema";
import { defineFixture } from "./fixture";

/** One verified domain with a sender per tenant; a foreign id must activate, verify or list nothing. */
export default defineFixture({
  module: "email-domains",
  records: async (db, ids) => {
    const key = { dkimSelector: "cos000000", dkimPublicKey: "MIIB", dkimPrivateKey: "v1.x.y.z", isVerified: true };
    const [own, other] = await db
      .insert(emailDomains)
      .values([
        { ...key, locationId: ids.downtown, domain: "tenancy-own.com" },
        { ...key, locationId: ids.otherLoc, domain: "tenancy-other.com" },
      ])
      .returning({ id: emailDomains.id });
    const [ownSender, otherSender] = await db
      .insert(emailSenders)
      .values([
        { locationId: ids.downtown, domainId: own.id, fromName: "Own", fromEmail: "own@tenancy-own.com" },
        { locationId: ids.otherLoc, domainId: other.id, fromName: "Other", fromEmail: "other@tenancy-other.com" },
      ])
      .returning({ id: emailSenders.id });
    return { domain: { own: own.id, other: other.id }, sender: { own: ownSender.id, other: otherSender.id } };
  },
  params: {
    "GET /email-domain/{id}/sender-list": { id: "domain" },
    "PATCH /email-domain/{id}/activate": { id: "domain" },
    "PATCH /email-domain/{id}/activate-sender": { id: "sender" },
    "PATCH /email-domain/{id}/verify": { id: "domain" },
    "PATCH /email-domain/{id}/activate-domain-for-locations": { id: "domain" },
    "PATCH /email-domain/{id}/activate-sender-for-locations": { id: "sender" },
  },
  bodies: {
    "PATCH /email-domain/{id}/activate-domain-for-locations": { location_ids: [1] },
    "PATCH /email-domain/{id}/activate-sender-for-locations": { location_ids: [1] },
  },
  unchanged: async (db, r) => {
    const [d] = await db.select().from(emailDomains).where(eq(emailDomains.id, r.domain.other));
    expect(d).toMatchObject({ isVerified: true, checkedAt: null });
    const using = await db.select().from(emailSendingSettings).where(inArray(emailSendingSettings.domainId, [r.domain.other]));
    expect(using).toEqual([]);
  },
});
