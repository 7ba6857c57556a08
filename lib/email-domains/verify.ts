import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { emailDomainRecords, emailDomains, emailSendingSettings, locations } from "@/db/schema";
import { mailFrom, releaseWaitingEmails } from "@/lib/platform/email";
import { RECORD_TITLES, type RecordKind } from "./constants";
import { lookupCname, lookupTxt } from "./dns";
import { checkRecord, type DnsRecord } from "./records";

export type VerifyResult = { isVerified: boolean; errors: string[] };

/**
 * Looks every record of a domain up in DNS (all at once, each bounded by DNS_TIMEOUT_MS) and
 * stores each record's answer and the domain's. No tenant check: callers pass a domain they
 * have already scoped (the routes) or every active one (the daily job).
 */
export async function verifyDomainRecords(db: Db, domainId: number): Promise<VerifyResult> {
  const [domain] = await db.select({ id: emailDomains.id, publicKey: emailDomains.dkimPublicKey }).from(emailDomains).where(eq(emailDomains.id, domainId));
  if (!domain) return { isVerified: false, errors: [] };
  const records = await db.select().from(emailDomainRecords).where(eq(emailDomainRecords.domainId, domainId)).orderBy(emailDomainRecords.id);
  const checked = await Promise.all(
    records.map(async (r) => {
      const rec: DnsRecord = { kind: r.kind as RecordKind, type: r.type as DnsRecord["type"], host: r.host, value: r.value };
      const found = rec.type === "CNAME" ? await lookupCname(rec.host) : await lookupTxt(rec.host);
      const error = found.failed ? `${RECORD_TITLES[rec.kind]}: ${found.failed}` : checkRecord(rec, domain.publicKey, found.values);
      return { id: r.id, error };
    }),
  );
  const errors = checked.flatMap((c) => (c.error ? [c.error] : []));
  const isVerified = records.length > 0 && errors.length === 0;
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    for (const c of checked) {
      await tx.update(emailDomainRecords).set({ isVerified: !c.error, error: c.error }).where(eq(emailDomainRecords.id, c.id));
    }
    await tx
      .update(emailDomains)
      .set({ isVerified, errors, checkedAt: new Date(), updatedAt: new Date(), ...(isVerified ? { verifiedAt: new Date() } : {}) })
      .where(eq(emailDomains.id, domainId));
  });
  return { isVerified, errors };
}

/** The locations that send with a domain (their active one). */
export async function locationsUsing(db: Db, domainIds: number[]): Promise<number[]> {
  if (!domainIds.length) return [];
  const rows = await db
    .select({ id: emailSendingSettings.locationId })
    .from(emailSendingSettings)
    .where(inArray(emailSendingSettings.domainId, domainIds));
  return rows.map((r) => r.id);
}

/**
 * One rule for `email_dns_missing`: a location's custom domain is on, it has a sender, and its
 * active domain failed its last check (exactly when sendEmail holds its mail). Recomputed after every change (verify, activate, switch, delete);
 * a location that may send again gets its waiting mail released.
 */
export async function syncLocations(db: Db, locationIds: number[]): Promise<void> {
  for (const id of new Set(locationIds)) {
    await db
      .update(locations)
      .set({
        emailDnsMissing: sql`coalesce((select s.enabled and s.sender_id is not null and not d.is_verified from ${emailSendingSettings} s join ${emailDomains} d on d.id = s.domain_id where s.location_id = ${id}), false)`,
      })
      .where(eq(locations.id, id));
    await releaseWaitingEmails(db, id, mailFrom());
  }
}

/** Verify, then bring every location using the domain in line with the answer. */
export async function verifyAndSync(db: Db, domainId: number): Promise<VerifyResult> {
  const result = await verifyDomainRecords(db, domainId);
  await syncLocations(db, await locationsUsing(db, [domainId]));
  return result;
}

export const ownDomain = (locationId: number, id: number) => and(eq(emailDomains.id, id), eq(emailDomains.locationId, locationId));
