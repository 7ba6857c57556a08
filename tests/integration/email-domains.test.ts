import { createPrivateKey } from "node:crypto";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailDomains, emailMessages, emailSendingSettings, locations } from "../../db/schema";
import { emailDomainsReverifyJob } from "../../lib/email-domains/job";
import { sendEmail } from "../../lib/platform/email";
import { emailSendJob } from "../../lib/platform/email/job";
import { sendJob } from "../../lib/platform/jobs";
import { openSecret } from "../../lib/platform/secrets";
import { call, loginAs } from "../helpers/api";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import { startDnsPeer, type DnsPeer } from "../helpers/dns-peer";
import { setupJobQueue } from "../helpers/jobs";
import type { DemoIds } from "../tenancy/fixture";

const { db } = setupTestDb();
const queue = setupJobQueue();
let ids: DemoIds;
let owner: string;
let staff: string;
let other: string;
let dns: DnsPeer;
const PLATFORM = "mail.coachos.test";

type Rec = { kind: string; host: string; value: string; is_verified: boolean; error: string | null };

beforeAll(async () => {
  dns = await startDnsPeer();
  process.env.DNS_SERVERS = dns.server;
  // Short, so the "server never answers" case stays quick; the peer answers in well under it.
  process.env.DNS_TIMEOUT_MS = "400";
  process.env.MAIL_PLATFORM_DOMAIN = PLATFORM;
  ids = await demoIds(db());
  owner = (await loginAs("owner@demo.test")).access_token;
  staff = (await loginAs("staff@demo.test")).access_token;
  other = (await loginAs("other@demo.test")).access_token;
});
afterAll(async () => {
  await dns.close();
});

async function addDomain(domain: string, token = owner) {
  const res = await call("POST", "/email-domain/save", { token, body: { domain } });
  expect(res.status).toBe(200);
  return res.json as { domain: { id: number; domain: string }; dns_details: Rec[] };
}

/** Publishes every record as the dialog shows it (the DKIM value split into 255-byte strings). */
function publish(records: Rec[], except: string[] = []) {
  for (const r of records) {
    if (except.includes(r.kind)) continue;
    if (r.kind === "return_path") dns.cname(r.host, r.value);
    else dns.txt(r.host, r.value);
  }
}

const settingsOf = async (locationId: number) => (await db().select().from(emailSendingSettings).where(eq(emailSendingSettings.locationId, locationId)))[0];
const message = async (id: number) => (await db().select().from(emailMessages).where(eq(emailMessages.id, id)))[0];
const dnsMissing = async (locationId: number) => (await db().select({ m: locations.emailDnsMissing }).from(locations).where(eq(locations.id, locationId)))[0].m;

describe("save (POST /email-domain/save)", () => {
  it("answers the four records; SPF merges into the existing record; the DKIM key is 2048-bit and sealed", async () => {
    dns.txt("merged-studio.com", "v=spf1 include:_spf.google.com ~all", "google-site-verification=abc");
    const saved = await addDomain("Merged-Studio.com");
    expect(saved.domain.domain).toBe("merged-studio.com");
    const byKind = Object.fromEntries(saved.dns_details.map((r) => [r.kind, r]));
    expect(byKind.spf).toMatchObject({ host: "merged-studio.com", value: `v=spf1 include:_spf.google.com include:_spf.${PLATFORM} ~all`, is_verified: false });
    expect(byKind.dkim.host).toMatch(/^cos[0-9a-f]{6}\._domainkey\.merged-studio\.com$/);
    expect(byKind.dkim.value).toMatch(/^v=DKIM1; k=rsa; p=[A-Za-z0-9+/=]{300,}$/);
    expect(byKind.dmarc).toMatchObject({ host: "_dmarc.merged-studio.com", value: "v=DMARC1; p=none;" });
    expect(byKind.return_path).toMatchObject({ host: "bounces.merged-studio.com", value: `bounces.${PLATFORM}` });

    const [row] = await db().select().from(emailDomains).where(eq(emailDomains.id, saved.domain.id));
    expect(row.dkimPrivateKey.startsWith("v1.")).toBe(true);
    expect(row.dkimPrivateKey).not.toContain("PRIVATE KEY");
    const key = createPrivateKey(openSecret(row.dkimPrivateKey)!);
    expect(key.asymmetricKeyDetails?.modulusLength).toBe(2048);
    // The private half is never answered.
    expect(JSON.stringify((await call("GET", "/email-domain/list", { token: owner })).json)).not.toContain(row.dkimPrivateKey);
  });

  it("a fresh SPF record when the domain has none", async () => {
    const saved = await addDomain("fresh-studio.com");
    expect(saved.dns_details.find((r) => r.kind === "spf")!.value).toBe(`v=spf1 include:_spf.${PLATFORM} ~all`);
  });

  it("refuses a bad or duplicate domain with 422 on domain", async () => {
    for (const domain of ["localhost", "com", "co.uk", "192.168.1.10", "exa mple.com", "", "http://example.com", "-bad.com", "example.invalid", "a".repeat(300) + ".com"]) {
      const res = await call("POST", "/email-domain/save", { token: owner, body: { domain } });
      expect(res.status, domain).toBe(422);
      expect(res.json.errors.domain, domain).toBeTruthy();
    }
    for (const body of [{}, { domain: 42 }, { domain: null }]) {
      expect((await call("POST", "/email-domain/save", { token: owner, body })).status).toBe(422);
    }
    const dup = await call("POST", "/email-domain/save", { token: owner, body: { domain: "FRESH-studio.com." } });
    expect(dup.status).toBe(422);
    expect(dup.json.errors.domain).toEqual(["The domain has already been added."]);
  });

  it("gates: staff who may only view read the list but cannot add; no session is 401", async () => {
    expect((await call("GET", "/email-domain/list", { token: staff })).status).toBe(200);
    expect((await call("POST", "/email-domain/save", { token: staff, body: { domain: "staff-studio.com" } })).status).toBe(403);
    expect((await call("PATCH", "/email-domain/enable-disable", { token: staff, body: { status: 0 } })).status).toBe(403);
    expect((await call("GET", "/email-domain/list")).status).toBe(401);
  });
});

describe("verify (PATCH /email-domain/{id}/verify) against a real DNS server", () => {
  it("missing records: not verified, one error per record, joined in the message", async () => {
    const { domain } = await addDomain("missing-records.com");
    const res = await call("PATCH", `/email-domain/${domain.id}/verify`, { token: owner });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 0, is_verified: false });
    expect(res.json.errors).toHaveLength(4);
    expect(res.json.errors.join(" ")).toMatch(/SPF record not found.*DKIM record not found.*DMARC record not found.*Return path CNAME not found/);
    expect(res.json.message).toBe(res.json.errors.join(", "));
    expect(res.json.dns_details.every((r: Rec) => !r.is_verified && r.error)).toBe(true);
  });

  it("present (DKIM split into several strings, joined): verified with the spec's message", async () => {
    const saved = await addDomain("present-studio.com");
    publish(saved.dns_details);
    const res = await call("PATCH", `/email-domain/${saved.domain.id}/verify`, { token: owner });
    expect(res.json).toMatchObject({ status: 1, is_verified: true, errors: [], message: "Email domain has been verified successfully!" });
    expect(res.json.dns_details.every((r: Rec) => r.is_verified && r.error === null)).toBe(true);
    const [row] = await db().select().from(emailDomains).where(eq(emailDomains.id, saved.domain.id));
    expect(row.isVerified).toBe(true);
    expect(row.verifiedAt).not.toBeNull();
  });

  it("wrong DKIM key and a merged SPF missing our include fail on those records only; any valid DMARC passes", async () => {
    const saved = await addDomain("wrong-dkim.com");
    publish(saved.dns_details, ["dkim", "spf", "dmarc"]);
    const dkim = saved.dns_details.find((r) => r.kind === "dkim")!;
    dns.txt(dkim.host, "v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAwrong");
    dns.txt("wrong-dkim.com", "v=spf1 include:_spf.google.com ~all");
    dns.txt("_dmarc.wrong-dkim.com", "v=DMARC1; p=reject; rua=mailto:dmarc@wrong-dkim.com");
    const res = await call("PATCH", `/email-domain/${saved.domain.id}/verify`, { token: owner });
    expect(res.json.is_verified).toBe(false);
    expect(res.json.errors).toEqual([`SPF record does not include include:_spf.${PLATFORM}`, `DKIM record on ${dkim.host} does not match the key`]);
  });

  it("a DNS server that never answers is a verify error per record, never a 500", async () => {
    const saved = await addDomain("silent-studio.com");
    dns.silent.add("silent-studio.com");
    const res = await call("PATCH", `/email-domain/${saved.domain.id}/verify`, { token: owner });
    expect(res.status).toBe(200);
    expect(res.json.is_verified).toBe(false);
    expect(res.json.errors).toHaveLength(4);
    for (const e of res.json.errors) expect(e).toMatch(/timed out/);
  });

  it("the compact family: PATCH /domain/verify answers status 1 only when every domain passes", async () => {
    const ok = await addDomain("compact-ok.com");
    publish(ok.dns_details);
    const bad = await addDomain("compact-bad.com");
    const one = await call("PATCH", "/domain/verify", { token: owner, body: { ids: [ok.domain.id] } });
    expect(one.json).toMatchObject({ status: 1, message: "Email domain has been verified successfully!" });
    const both = await call("PATCH", "/domain/verify", { token: owner, body: { ids: [ok.domain.id, bad.domain.id] } });
    expect(both.json.status).toBe(0);
    expect(both.json.message).toMatch(/SPF record not found on compact-bad.com/);
    expect((await call("PATCH", "/domain/verify", { token: owner, body: { ids: [] } })).status).toBe(422);
    expect((await call("PATCH", "/domain/verify", { token: other, body: { ids: [ok.domain.id] } })).status).toBe(404);
  });
});

describe("senders, activation and sending", () => {
  let domainId: number;
  let senderId: number;
  let records: Rec[];

  beforeAll(async () => {
    const saved = await addDomain("sending-studio.com");
    domainId = saved.domain.id;
    records = saved.dns_details;
  });

  it("a sender's address must be on the domain", async () => {
    const off = await call("POST", "/email-domain/save-sender", { token: owner, body: { domain_id: domainId, from_name: "Coach", from_email: "coach@elsewhere.com" } });
    expect(off.status).toBe(422);
    expect(off.json.errors.from_email).toEqual(["The from email must be an address on the domain."]);
    for (const body of [{ domain_id: domainId, from_name: "", from_email: "a@sending-studio.com" }, { domain_id: domainId, from_name: "A", from_email: "not-an-email" }, { domain_id: "x", from_name: "A", from_email: "a@sending-studio.com" }]) {
      expect((await call("POST", "/email-domain/save-sender", { token: owner, body })).status).toBe(422);
    }
    const res = await call("POST", "/email-domain/save-sender", { token: owner, body: { domain_id: domainId, from_name: "Coach Olivia", from_email: "Olivia@Sending-Studio.com" } });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ from_name: "Coach Olivia", from_email: "olivia@sending-studio.com", is_active: false });
    senderId = res.json.data.id;
    const renamed = await call("POST", "/email-domain/save-sender", { token: owner, body: { id: senderId, domain_id: domainId, from_name: "Olivia at the Studio", from_email: "olivia@sending-studio.com" } });
    expect(renamed.json.data.from_name).toBe("Olivia at the Studio");
    const list = await call("GET", `/email-domain/${domainId}/sender-list`, { token: owner });
    expect(list.json.data.map((s: { id: number }) => s.id)).toEqual([senderId]);
  });

  it("an unverified domain cannot be activated; once verified, its sender sends the location's mail (outbox records DKIM)", async () => {
    const early = await call("PATCH", `/email-domain/${domainId}/activate`, { token: owner });
    expect(early.status).toBe(422);
    expect(early.json.errors.id).toEqual(["Verify the domain before activating it."]);

    publish(records);
    expect((await call("PATCH", `/email-domain/${domainId}/verify`, { token: owner })).json.is_verified).toBe(true);
    const act = await call("PATCH", `/email-domain/${senderId}/activate-sender`, { token: owner });
    expect(act.json).toMatchObject({ message: "Sender has been activated successfully!", data: { enabled: true, domain_id: domainId, sender_id: senderId, domain: "sending-studio.com", dns_missing: false } });

    const id = await sendEmail(db(), { to: "client@demo.test", subject: "Hi", html: "<p>Hi</p>", text: "Hi", kind: "location", locationId: ids.downtown });
    expect(await message(id)).toMatchObject({ status: "queued", fromAddress: '"Olivia at the Studio" <olivia@sending-studio.com>', dkimDomain: "sending-studio.com" });
    expect(await queue.drain(emailSendJob)).toBeGreaterThanOrEqual(1);
    expect((await message(id)).status).toBe("captured");
    // System mail (resets, codes) keeps the platform sender.
    const sys = await sendEmail(db(), { to: "owner@demo.test", subject: "Code", html: "1", text: "1", locationId: ids.downtown });
    expect((await message(sys)).dkimDomain).toBeNull();

    const list = await call("GET", "/email-domain/list", { token: owner });
    const row = list.json.data.find((d: { id: number }) => d.id === domainId);
    expect(row).toMatchObject({ is_active: true, is_verified: true, senders_count: 1, active_location_ids: [ids.downtown] });
    expect(list.json.settings.from).toBe('"Olivia at the Studio" <olivia@sending-studio.com>');
  });

  it("switched off, the platform sender is used; on again, the domain's", async () => {
    const off = await call("PATCH", "/email-domain/enable-disable", { token: owner, body: { status: 0 } });
    expect(off.json.data.enabled).toBe(false);
    const a = await sendEmail(db(), { to: "client@demo.test", subject: "Hi", html: "x", text: "x", kind: "location", locationId: ids.downtown });
    expect(await message(a)).toMatchObject({ fromAddress: "CoachOS <no-reply@coachos.local>", dkimDomain: null });
    expect((await call("POST", "/domain/enable-disable", { token: owner, body: { status: 1 } })).json.data.enabled).toBe(true);
    const b = await sendEmail(db(), { to: "client@demo.test", subject: "Hi", html: "x", text: "x", kind: "location", locationId: ids.downtown });
    expect((await message(b)).dkimDomain).toBe("sending-studio.com");
    for (const status of [2, "x", null]) expect((await call("PATCH", "/email-domain/enable-disable", { token: owner, body: { status } })).status).toBe(422);
    await queue.drain(emailSendJob);
  });

  it("SMTP mode signs with the domain's DKIM key", async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, _s, cb) {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          received.push(Buffer.concat(chunks).toString("utf8"));
          cb();
        });
      },
    });
    await new Promise<void>((r) => smtp.listen(0, "127.0.0.1", r));
    process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
    try {
      const id = await sendEmail(db(), { to: "client@demo.test", subject: "Signed", html: "<p>Hi</p>", text: "Hi", kind: "location", locationId: ids.downtown });
      await queue.drain(emailSendJob);
      expect((await message(id)).status).toBe("sent");
      const raw = received.find((r) => r.includes("Subject: Signed"))!;
      const selector = records.find((r) => r.kind === "dkim")!.host.split(".")[0];
      expect(raw).toMatch(/^DKIM-Signature: v=1; a=rsa-sha256;/m);
      expect(raw).toContain("d=sending-studio.com");
      expect(raw).toContain(`s=${selector}`);
      expect(raw).toMatch(/^From: "?Olivia at the Studio"? <olivia@sending-studio.com>/m);
    } finally {
      delete process.env.SMTP_URL;
      await new Promise<void>((r) => smtp.close(() => r()));
    }
  });

  it("the daily re-verify: broken DNS sets email_dns_missing and the location's mail waits; a passing verify releases it", async () => {
    const dkim = records.find((r) => r.kind === "dkim")!;
    const kept = dns.zone.get(dkim.host)!;
    dns.zone.delete(dkim.host);
    await sendJob(emailDomainsReverifyJob, {});
    expect(await queue.drain(emailDomainsReverifyJob)).toBe(1);
    expect(await dnsMissing(ids.downtown)).toBe(true);
    const refresh = await call("POST", "/auth/refresh", { token: owner });
    expect(refresh.json.user.email_dns_missing).toBe(true);

    const waiting = await sendEmail(db(), { to: "client@demo.test", subject: "Wait", html: "x", text: "x", kind: "location", locationId: ids.downtown });
    expect(await message(waiting)).toMatchObject({ status: "waiting", statusReason: "Waiting: the sending domain's DNS records could not be verified." });
    expect(await queue.drain(emailSendJob)).toBe(0);
    // Another location's mail and system mail are not held.
    const elsewhere = await sendEmail(db(), { to: "client@demo.test", subject: "Go", html: "x", text: "x", kind: "location", locationId: ids.uptown });
    expect((await message(elsewhere)).status).toBe("queued");
    await queue.drain(emailSendJob);

    const failed = await call("PATCH", `/email-domain/${domainId}/verify`, { token: owner });
    expect(failed.json.errors).toEqual([`DKIM record not found on ${dkim.host}`]);
    expect((await message(waiting)).status).toBe("waiting");

    dns.zone.set(dkim.host, kept);
    const ok = await call("PATCH", `/email-domain/${domainId}/verify`, { token: owner });
    expect(ok.json.is_verified).toBe(true);
    expect(await dnsMissing(ids.downtown)).toBe(false);
    expect(await message(waiting)).toMatchObject({ status: "queued", statusReason: null, dkimDomain: "sending-studio.com" });
    expect(await queue.drain(emailSendJob)).toBe(1);
    expect((await message(waiting)).status).toBe("captured");
    expect((await call("POST", "/auth/refresh", { token: owner })).json.user.email_dns_missing).toBe(false);
  });

  it("a company owner activates the domain and a sender for other locations of the company", async () => {
    const res = await call("PATCH", `/email-domain/${domainId}/activate-domain-for-locations`, { token: owner, body: { location_ids: [ids.uptown] } });
    expect(res.json).toEqual({ message: "Email domain has been verified successfully!", data: [ids.uptown] });
    expect(await settingsOf(ids.uptown)).toMatchObject({ domainId, senderId });
    const id = await sendEmail(db(), { to: "client@demo.test", subject: "Up", html: "x", text: "x", kind: "location", locationId: ids.uptown });
    expect((await message(id)).dkimDomain).toBe("sending-studio.com");
    await queue.drain(emailSendJob);

    const second = await call("POST", "/email-domain/save-sender", { token: owner, body: { domain_id: domainId, from_name: "Front desk", from_email: "desk@sending-studio.com" } });
    const s2 = second.json.data.id;
    const sender = await call("PATCH", `/email-domain/${s2}/activate-sender-for-locations`, { token: owner, body: { location_ids: [ids.uptown] } });
    expect(sender.json).toEqual({ message: "Sender has been activated successfully!", data: [ids.uptown] });
    expect(await settingsOf(ids.uptown)).toMatchObject({ domainId, senderId: s2 });
    expect((await settingsOf(ids.downtown)).senderId).toBe(senderId);

    // Another company's location is a 404 and nothing changes; staff may not.
    expect((await call("PATCH", `/email-domain/${domainId}/activate-domain-for-locations`, { token: owner, body: { location_ids: [ids.otherLoc] } })).status).toBe(404);
    expect(await settingsOf(ids.otherLoc)).toBeUndefined();
    expect((await call("PATCH", `/email-domain/${domainId}/activate-domain-for-locations`, { token: staff, body: { location_ids: [ids.uptown] } })).status).toBe(403);
    expect((await call("PATCH", `/email-domain/${domainId}/activate-domain-for-locations`, { token: owner, body: { location_ids: [] } })).status).toBe(422);

    // Deleting a sender a location uses leaves that location on the platform sender.
    const del = await call("DELETE", "/email-domain/delete-sender", { token: owner, body: { ids: [s2] } });
    expect(del.json.message).toBe("Sender has been activated successfully!");
    expect((await settingsOf(ids.uptown)).senderId).toBeNull();
    const after = await sendEmail(db(), { to: "client@demo.test", subject: "Up", html: "x", text: "x", kind: "location", locationId: ids.uptown });
    expect((await message(after)).dkimDomain).toBeNull();
    await queue.drain(emailSendJob);
  });

  it("dns-details and the compact activate", async () => {
    const details = await call("GET", `/email-domain/dns-details?id=${domainId}`, { token: owner });
    expect(details.json.domain).toBe("sending-studio.com");
    expect(details.json.data).toHaveLength(4);
    expect((await call("GET", `/email-domain/dns-details?id=abc`, { token: owner })).status).toBe(422);
    const act = await call("PATCH", "/domain/activate", { token: owner, body: { id: domainId } });
    expect(act.json.message).toBe("Email domain has been verified successfully!");
    expect((await call("GET", "/domain/list", { token: owner })).json.data.length).toBeGreaterThan(0);
  });

  it("delete: another tenant's id is a 404 and nothing is deleted; deleting the active domain falls back to the platform sender", async () => {
    expect((await call("DELETE", "/email-domain/delete", { token: other, body: { ids: [domainId] } })).status).toBe(404);
    const mixed = await call("DELETE", "/email-domain/delete", { token: owner, body: { ids: [domainId, 2_000_000] } });
    expect(mixed.status).toBe(404);
    expect((await db().select().from(emailDomains).where(eq(emailDomains.id, domainId))).length).toBe(1);
    const res = await call("DELETE", "/domain/delete", { token: owner, body: { ids: [domainId] } });
    expect(res.json.message).toBe("Email domain has been verified successfully!");
    expect(await settingsOf(ids.downtown)).toMatchObject({ domainId: null, senderId: null });
    const id = await sendEmail(db(), { to: "client@demo.test", subject: "After", html: "x", text: "x", kind: "location", locationId: ids.downtown });
    expect(await message(id)).toMatchObject({ status: "queued", dkimDomain: null, fromAddress: "CoachOS <no-reply@coachos.local>" });
    await queue.drain(emailSendJob);
  });
});

describe("tenancy", () => {
  it("another location's domain is a 404 on every id call", async () => {
    const theirs = await addDomain("their-studio.com", other);
    const id = theirs.domain.id;
    expect((await call("PATCH", `/email-domain/${id}/verify`, { token: owner })).status).toBe(404);
    expect((await call("GET", `/email-domain/${id}/sender-list`, { token: owner })).status).toBe(404);
    expect((await call("GET", `/email-domain/dns-details?id=${id}`, { token: owner })).status).toBe(404);
    expect((await call("POST", "/email-domain/save-sender", { token: owner, body: { domain_id: id, from_name: "X", from_email: "x@their-studio.com" } })).status).toBe(404);
    expect((await call("GET", "/email-domain/list", { token: owner })).json.data.some((d: { id: number }) => d.id === id)).toBe(false);
    const [row] = await db().select().from(emailDomains).where(and(eq(emailDomains.id, id), eq(emailDomains.locationId, ids.otherLoc)));
    expect(row.isVerified).toBe(false);
  });
});
