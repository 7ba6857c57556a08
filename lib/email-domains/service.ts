import "server-only";
import { generateKeyPair, randomBytes } from "node:crypto";
import { promisify } from "node:util";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db";
import { emailDomainRecords, emailDomains, emailSenders, emailSendingSettings, locations } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound, validationError } from "@/lib/http/errors";
import { manageableLocations, assertCompanyLevel } from "@/lib/organization/manage";
import { formatFrom } from "@/lib/platform/email/sender";
import { sealSecret } from "@/lib/platform/secrets";
import { MSG, type RecordKind } from "./constants";
import { lookupTxt } from "./dns";
import { buildRecords } from "./records";
import type { DomainRow, SenderRow, SendingSettings, VerifyAnswer } from "./schemas";
import { locationsUsing, ownDomain, syncLocations, verifyAndSync } from "./verify";

const keyPair = promisify(generateKeyPair);

type RecordRow = typeof emailDomainRecords.$inferSelect;
const toRecord = (r: RecordRow) => ({ kind: r.kind as RecordKind, type: r.type as "TXT" | "CNAME", host: r.host, value: r.value, is_verified: r.isVerified, error: r.error });

/** The location's domains as the wire shows them (dns_details, senders, where each is active). */
async function domainRows(db: Db, ctx: Ctx, only?: number[]): Promise<DomainRow[]> {
  const where = only ? and(eq(emailDomains.locationId, ctx.locationId), inArray(emailDomains.id, only)) : eq(emailDomains.locationId, ctx.locationId);
  const domains = await db.select().from(emailDomains).where(where).orderBy(asc(emailDomains.domain), asc(emailDomains.id));
  if (!domains.length) return [];
  const ids = domains.map((d) => d.id);
  const [records, senders, active] = await Promise.all([
    db.select().from(emailDomainRecords).where(and(eq(emailDomainRecords.locationId, ctx.locationId), inArray(emailDomainRecords.domainId, ids))).orderBy(asc(emailDomainRecords.id)),
    db
      .select({ domainId: emailSenders.domainId, n: count() })
      .from(emailSenders)
      .where(and(eq(emailSenders.locationId, ctx.locationId), inArray(emailSenders.domainId, ids)))
      .groupBy(emailSenders.domainId),
    // Activations live on the locations that use the domain: only this company's can point at it.
    db
      .select({ locationId: emailSendingSettings.locationId, domainId: emailSendingSettings.domainId })
      .from(emailSendingSettings)
      .innerJoin(locations, and(eq(locations.id, emailSendingSettings.locationId), eq(locations.companyId, ctx.companyId)))
      .where(inArray(emailSendingSettings.domainId, ids)),
  ]);
  return domains.map((d) => {
    const usedBy = active.filter((a) => a.domainId === d.id).map((a) => a.locationId).sort((a, b) => a - b);
    return {
      id: d.id,
      domain: d.domain,
      is_verified: d.isVerified,
      errors: d.errors,
      is_active: usedBy.includes(ctx.locationId),
      active_location_ids: usedBy,
      senders_count: senders.find((s) => s.domainId === d.id)?.n ?? 0,
      verified_at: d.verifiedAt?.toISOString() ?? null,
      checked_at: d.checkedAt?.toISOString() ?? null,
      created_at: d.createdAt.toISOString(),
      dns_details: records.filter((r) => r.domainId === d.id).map(toRecord),
    };
  });
}

async function oneDomain(db: Db, ctx: Ctx, id: number): Promise<DomainRow> {
  const [row] = await domainRows(db, ctx, [id]);
  if (!row) throw notFound("Email domain");
  return row;
}

/** What the accessed location sends with now. */
export async function sendingSettingsOf(db: Db, ctx: Ctx): Promise<SendingSettings> {
  const [row] = await db
    .select({
      enabled: emailSendingSettings.enabled,
      domainId: emailSendingSettings.domainId,
      domain: emailDomains.domain,
      senderId: emailSendingSettings.senderId,
      name: emailSenders.fromName,
      email: emailSenders.fromEmail,
      dnsMissing: locations.emailDnsMissing,
    })
    .from(locations)
    .leftJoin(emailSendingSettings, eq(emailSendingSettings.locationId, locations.id))
    .leftJoin(emailDomains, eq(emailDomains.id, emailSendingSettings.domainId))
    .leftJoin(emailSenders, eq(emailSenders.id, emailSendingSettings.senderId))
    .where(eq(locations.id, ctx.locationId));
  return {
    enabled: row?.enabled ?? true,
    domain_id: row?.domainId ?? null,
    domain: row?.domain ?? null,
    sender_id: row?.senderId ?? null,
    from: row?.name && row.email ? formatFrom(row.name, row.email) : null,
    dns_missing: row?.dnsMissing ?? false,
  };
}

/** GET /email-domain/list, GET /domain/list. */
export async function listDomains(db: Db, ctx: Ctx) {
  const [data, settings] = await Promise.all([domainRows(db, ctx), sendingSettingsOf(db, ctx)]);
  return { data, settings };
}

/** GET /email-domain/dns-details?id= */
export async function dnsDetails(db: Db, ctx: Ctx, id: number) {
  const row = await oneDomain(db, ctx, id);
  return { domain: row.domain, data: row.dns_details };
}

/**
 * POST /email-domain/save: a new domain with its records. The SPF record merges our include
 * into the SPF the domain already publishes (looked up now); DKIM is a fresh 2048-bit RSA key
 * whose private half is stored sealed.
 */
export async function saveDomain(db: Db, ctx: Ctx, domain: string) {
  const [taken] = await db.select({ id: emailDomains.id }).from(emailDomains).where(and(eq(emailDomains.locationId, ctx.locationId), eq(emailDomains.domain, domain)));
  if (taken) throw validationError({ domain: [MSG.domainTaken] });
  const [existing, keys] = await Promise.all([
    lookupTxt(domain),
    keyPair("rsa", { modulusLength: 2048, publicKeyEncoding: { type: "spki", format: "der" }, privateKeyEncoding: { type: "pkcs8", format: "pem" } }),
  ]);
  const publicKey = (keys.publicKey as unknown as Buffer).toString("base64");
  const selector = `cos${randomBytes(3).toString("hex")}`;
  const records = buildRecords(domain, selector, publicKey, existing.values);
  const id = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx
      .insert(emailDomains)
      .values({ locationId: ctx.locationId, domain, dkimSelector: selector, dkimPublicKey: publicKey, dkimPrivateKey: sealSecret(keys.privateKey as unknown as string) })
      .returning({ id: emailDomains.id });
    await tx.insert(emailDomainRecords).values(records.map((r) => ({ ...r, locationId: ctx.locationId, domainId: row.id })));
    return row.id;
  });
  const row = await oneDomain(db, ctx, id);
  return { message: MSG.domainSaved, domain: row, dns_details: row.dns_details };
}

/** PATCH /email-domain/{id}/verify: real lookups; errors name each failing record. */
export async function verifyDomain(db: Db, ctx: Ctx, id: number): Promise<VerifyAnswer> {
  const [own] = await db.select({ id: emailDomains.id }).from(emailDomains).where(ownDomain(ctx.locationId, id));
  if (!own) throw notFound("Email domain");
  const result = await verifyAndSync(db, id);
  const row = await oneDomain(db, ctx, id);
  return {
    status: result.isVerified ? 1 : 0,
    is_verified: result.isVerified,
    errors: result.errors,
    message: result.isVerified ? MSG.domainVerified : result.errors.join(", ") || MSG.notVerifiedYet,
    dns_details: row.dns_details,
  };
}

/** PATCH /domain/verify (ids): every one of the location's domains named, status 1 when all pass. */
export async function verifyDomains(db: Db, ctx: Ctx, ids: number[]) {
  const unique = [...new Set(ids)];
  const own = await db.select({ id: emailDomains.id }).from(emailDomains).where(and(eq(emailDomains.locationId, ctx.locationId), inArray(emailDomains.id, unique)));
  if (own.length !== unique.length) throw notFound("Email domain");
  const data = [];
  for (const id of unique) {
    const r = await verifyAndSync(db, id);
    data.push({ id, is_verified: r.isVerified, errors: r.errors });
  }
  const ok = data.every((d) => d.is_verified);
  return { status: ok ? 1 : 0, message: ok ? MSG.domainVerified : data.flatMap((d) => d.errors).join(", ") || MSG.notVerifiedYet, data };
}

/** A domain of the caller's location that has passed verify (activation needs one). */
async function verifiedDomain(db: Db, ctx: Ctx, id: number) {
  const [d] = await db.select({ id: emailDomains.id, verified: emailDomains.isVerified }).from(emailDomains).where(ownDomain(ctx.locationId, id));
  if (!d) throw notFound("Email domain");
  if (!d.verified) throw validationError({ id: [MSG.domainUnverified] });
  return d.id;
}

/** Points locations at a domain (and sender): the given sender, else the one they had on it, else its first. */
async function activate(db: Db, locationIds: number[], domainId: number, senderId: number | null) {
  const senders = await db.select({ id: emailSenders.id }).from(emailSenders).where(eq(emailSenders.domainId, domainId)).orderBy(asc(emailSenders.id));
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    for (const locationId of locationIds) {
      const [current] = await tx.select({ senderId: emailSendingSettings.senderId }).from(emailSendingSettings).where(eq(emailSendingSettings.locationId, locationId));
      const keep = current?.senderId && senders.some((s) => s.id === current.senderId) ? current.senderId : null;
      const sender = senderId ?? keep ?? senders[0]?.id ?? null;
      await tx
        .insert(emailSendingSettings)
        .values({ locationId, domainId, senderId: sender })
        .onConflictDoUpdate({ target: emailSendingSettings.locationId, set: { domainId, senderId: sender, updatedAt: new Date() } });
    }
  });
  await syncLocations(db, locationIds);
}

/** PATCH /email-domain/{id}/activate, PATCH /domain/activate: the accessed location's one active domain. */
export async function activateDomain(db: Db, ctx: Ctx, id: number) {
  await activate(db, [ctx.locationId], await verifiedDomain(db, ctx, id), null);
  return { message: MSG.domainVerified, data: await sendingSettingsOf(db, ctx) };
}

/** PATCH /email-domain/enable-disable, POST /domain/enable-disable: off falls back to the platform sender. */
export async function enableDisable(db: Db, ctx: Ctx, status: number) {
  const enabled = status === 1;
  await db
    .insert(emailSendingSettings)
    .values({ locationId: ctx.locationId, enabled })
    .onConflictDoUpdate({ target: emailSendingSettings.locationId, set: { enabled, updatedAt: new Date() } });
  await syncLocations(db, [ctx.locationId]);
  return { message: enabled ? MSG.enabled : MSG.disabled, data: await sendingSettingsOf(db, ctx) };
}

/** DELETE /email-domain/delete, /domain/delete (ids): all of them or none (404); users fall back to the platform sender. */
export async function deleteDomains(db: Db, ctx: Ctx, ids: number[]) {
  const unique = [...new Set(ids)];
  const users = await locationsUsing(db, unique);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const gone = await tx.delete(emailDomains).where(and(eq(emailDomains.locationId, ctx.locationId), inArray(emailDomains.id, unique))).returning({ id: emailDomains.id });
    if (gone.length !== unique.length) throw notFound("Email domain");
  });
  await syncLocations(db, users);
  return { message: MSG.domainVerified };
}

/** Company level: activate one of the accessed location's domains (or senders) for chosen locations of the company. */
export async function activateDomainForLocations(db: Db, ctx: Ctx, id: number, locationIds: number[]) {
  assertCompanyLevel(ctx);
  const domainId = await verifiedDomain(db, ctx, id);
  const targets = (await manageableLocations(db, ctx, locationIds)).map((l) => l.id);
  await activate(db, targets, domainId, null);
  return { message: MSG.domainVerified, data: targets.sort((a, b) => a - b) };
}

// Senders --------------------------------------------------------------------------------------

async function senderRows(db: Db, ctx: Ctx, domainId: number): Promise<SenderRow[]> {
  const [rows, settings] = await Promise.all([
    db.select().from(emailSenders).where(and(eq(emailSenders.locationId, ctx.locationId), eq(emailSenders.domainId, domainId))).orderBy(asc(emailSenders.id)),
    db.select({ senderId: emailSendingSettings.senderId }).from(emailSendingSettings).where(eq(emailSendingSettings.locationId, ctx.locationId)),
  ]);
  return rows.map((s) => ({
    id: s.id,
    domain_id: s.domainId,
    from_name: s.fromName,
    from_email: s.fromEmail,
    is_active: settings[0]?.senderId === s.id,
    created_at: s.createdAt.toISOString(),
  }));
}

/** GET /email-domain/{id}/sender-list */
export async function listSenders(db: Db, ctx: Ctx, domainId: number) {
  const [d] = await db.select({ id: emailDomains.id }).from(emailDomains).where(ownDomain(ctx.locationId, domainId));
  if (!d) throw notFound("Email domain");
  return { data: await senderRows(db, ctx, domainId) };
}

/** POST /email-domain/save-sender: creates, or updates by id; the address must be on the domain. */
export async function saveSender(db: Db, ctx: Ctx, body: { id?: number; domain_id: number; from_name: string; from_email: string }) {
  const [d] = await db.select({ id: emailDomains.id, domain: emailDomains.domain }).from(emailDomains).where(ownDomain(ctx.locationId, body.domain_id));
  if (!d) throw notFound("Email domain");
  if (body.from_email.split("@")[1] !== d.domain) throw validationError({ from_email: [MSG.senderNotOnDomain] });
  const values = { fromName: body.from_name, fromEmail: body.from_email, updatedAt: new Date() };
  let id: number;
  if (body.id) {
    const [row] = await db
      .update(emailSenders)
      .set(values)
      .where(and(eq(emailSenders.id, body.id), eq(emailSenders.locationId, ctx.locationId), eq(emailSenders.domainId, d.id)))
      .returning({ id: emailSenders.id });
    if (!row) throw notFound("Sender");
    id = row.id;
  } else {
    const [row] = await db.insert(emailSenders).values({ ...values, locationId: ctx.locationId, domainId: d.id }).returning({ id: emailSenders.id });
    id = row.id;
  }
  const data = (await senderRows(db, ctx, d.id)).find((s) => s.id === id)!;
  return { message: MSG.senderSaved, data };
}

async function ownSender(db: Db, ctx: Ctx, id: number) {
  const [s] = await db.select({ id: emailSenders.id, domainId: emailSenders.domainId }).from(emailSenders).where(and(eq(emailSenders.id, id), eq(emailSenders.locationId, ctx.locationId)));
  if (!s) throw notFound("Sender");
  return s;
}

/** PATCH /email-domain/{id}/activate-sender: the sender (and its domain) become the location's. */
export async function activateSender(db: Db, ctx: Ctx, id: number) {
  const s = await ownSender(db, ctx, id);
  await activate(db, [ctx.locationId], await verifiedDomain(db, ctx, s.domainId), s.id);
  return { message: MSG.senderActivated, data: await sendingSettingsOf(db, ctx) };
}

/** PATCH /email-domain/{id}/activate-sender-for-locations */
export async function activateSenderForLocations(db: Db, ctx: Ctx, id: number, locationIds: number[]) {
  assertCompanyLevel(ctx);
  const s = await ownSender(db, ctx, id);
  const domainId = await verifiedDomain(db, ctx, s.domainId);
  const targets = (await manageableLocations(db, ctx, locationIds)).map((l) => l.id);
  await activate(db, targets, domainId, s.id);
  return { message: MSG.senderActivated, data: targets.sort((a, b) => a - b) };
}

/** DELETE /email-domain/delete-sender (ids): all or none; a location left without a sender uses the platform's. */
export async function deleteSenders(db: Db, ctx: Ctx, ids: number[]) {
  const unique = [...new Set(ids)];
  const users = await db.select({ id: emailSendingSettings.locationId }).from(emailSendingSettings).where(inArray(emailSendingSettings.senderId, unique));
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const gone = await tx.delete(emailSenders).where(and(eq(emailSenders.locationId, ctx.locationId), inArray(emailSenders.id, unique))).returning({ id: emailSenders.id });
    if (gone.length !== unique.length) throw notFound("Sender");
  });
  await syncLocations(db, users.map((u) => u.id));
  return { message: MSG.senderActivated };
}
