import { and, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { emailDomains, emailMessages, emailSenders, emailSendingSettings, locations } from "@/db/schema";
import { sendJob } from "@/lib/platform/jobs";
import { EMAIL_STATUS } from "./constants";
import { emailSendJob } from "./job";

/**
 * Who a location's email comes from: its active, verified domain's sender while its custom
 * domain is on (signed with that domain's DKIM key), else the platform sender. While the daily
 * DNS check finds the active domain broken (`locations.email_dns_missing`) its mail waits.
 */
export type LocationFrom = { from: string; dkimDomain: string | null; wait: boolean };

export function formatFrom(name: string, email: string): string {
  return `"${name.replace(/["\\]/g, "\\$&")}" <${email}>`;
}

export async function locationFrom(db: Db, locationId: number, platformFrom: string): Promise<LocationFrom> {
  const [row] = await db
    .select({
      dnsMissing: locations.emailDnsMissing,
      enabled: emailSendingSettings.enabled,
      domain: emailDomains.domain,
      verified: emailDomains.isVerified,
      name: emailSenders.fromName,
      email: emailSenders.fromEmail,
    })
    .from(locations)
    .innerJoin(emailSendingSettings, eq(emailSendingSettings.locationId, locations.id))
    .innerJoin(emailDomains, eq(emailDomains.id, emailSendingSettings.domainId))
    .innerJoin(emailSenders, and(eq(emailSenders.id, emailSendingSettings.senderId), eq(emailSenders.domainId, emailDomains.id)))
    .where(eq(locations.id, locationId));
  if (!row || !row.enabled) return { from: platformFrom, dkimDomain: null, wait: false };
  const from = formatFrom(row.name, row.email);
  if (row.dnsMissing) return { from, dkimDomain: row.domain, wait: true };
  if (!row.verified) return { from: platformFrom, dkimDomain: null, wait: false };
  return { from, dkimDomain: row.domain, wait: false };
}

/**
 * Queues a location's waiting mail once it may send again (its domain verified, or switched
 * off or replaced): each message takes the location's current From. Answers how many left.
 */
export async function releaseWaitingEmails(db: Db, locationId: number, platformFrom: string): Promise<number> {
  const now = await locationFrom(db, locationId, platformFrom);
  if (now.wait) return 0;
  const released = await db
    .update(emailMessages)
    .set({ status: EMAIL_STATUS.queued, statusReason: null, fromAddress: now.from, dkimDomain: now.dkimDomain, updatedAt: new Date() })
    .where(and(eq(emailMessages.locationId, locationId), eq(emailMessages.status, EMAIL_STATUS.waiting)))
    .returning({ id: emailMessages.id });
  for (const { id } of released) {
    await sendJob(emailSendJob, { id }, { singletonKey: `email-${id}` }).catch((err) => console.error("email: queueing failed", err));
  }
  return released.length;
}
