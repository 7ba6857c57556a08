import { and, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { emailDomains, emailSendingSettings } from "@/db/schema";
import { openSecret } from "@/lib/platform/secrets";

/** The DKIM signing key of a location's active domain (for SMTP delivery), or null. */
export async function dkimKey(db: Db, locationId: number, domain: string) {
  const [row] = await db
    .select({ selector: emailDomains.dkimSelector, sealed: emailDomains.dkimPrivateKey })
    .from(emailSendingSettings)
    .innerJoin(emailDomains, eq(emailDomains.id, emailSendingSettings.domainId))
    .where(and(eq(emailSendingSettings.locationId, locationId), eq(emailDomains.domain, domain)));
  const privateKey = row && openSecret(row.sealed);
  return privateKey ? { domainName: domain, keySelector: row.selector, privateKey } : null;
}
