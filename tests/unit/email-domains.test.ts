import { afterEach, describe, expect, it } from "vitest";
import { checkRecord, mergeSpf, tags, type DnsRecord } from "../../lib/email-domains/records";
import { normalizeDomain } from "../../lib/email-domains/schemas";
import { notificationBars } from "../../lib/shell/rules";

afterEach(() => {
  delete process.env.MAIL_PLATFORM_DOMAIN;
});

describe("SPF merge", () => {
  it("adds our include before the all term, keeps other senders, never twice", () => {
    process.env.MAIL_PLATFORM_DOMAIN = "mail.example.net";
    expect(mergeSpf([])).toBe("v=spf1 include:_spf.mail.example.net ~all");
    expect(mergeSpf(["google-site-verification=x", "v=spf1 ip4:1.2.3.4 include:_spf.google.com -all"])).toBe("v=spf1 ip4:1.2.3.4 include:_spf.google.com include:_spf.mail.example.net -all");
    expect(mergeSpf(["v=spf1 redirect=_spf.other.com"])).toBe("v=spf1 include:_spf.mail.example.net redirect=_spf.other.com");
    expect(mergeSpf(["v=spf1 include:_spf.mail.example.net ~all"])).toBe("v=spf1 include:_spf.mail.example.net ~all");
    expect(mergeSpf(["v=spf1 mx"])).toBe("v=spf1 mx include:_spf.mail.example.net");
  });
});

describe("record checks", () => {
  const dmarc: DnsRecord = { kind: "dmarc", type: "TXT", host: "_dmarc.a.com", value: "v=DMARC1; p=none;" };
  it("any valid DMARC policy passes; a broken one names the record", () => {
    expect(checkRecord(dmarc, "", ["v=DMARC1; p=quarantine; pct=50"])).toBeNull();
    expect(checkRecord(dmarc, "", ["v=DMARC1; p=maybe"])).toBe("DMARC record on _dmarc.a.com is not valid");
    expect(checkRecord(dmarc, "", [])).toBe("DMARC record not found on _dmarc.a.com");
  });
  it("DKIM compares the key with whitespace removed; two SPF records fail", () => {
    const dkim: DnsRecord = { kind: "dkim", type: "TXT", host: "s._domainkey.a.com", value: "v=DKIM1; k=rsa; p=ABC" };
    expect(checkRecord(dkim, "ABCDEF", ["v=DKIM1; k=rsa; p=ABC DEF"])).toBeNull();
    expect(tags("v=DKIM1; p= A B ").get("p")).toBe("AB");
    const spf: DnsRecord = { kind: "spf", type: "TXT", host: "a.com", value: "" };
    expect(checkRecord(spf, "", ["v=spf1 -all", "v=spf1 ~all"])).toMatch(/more than one SPF record/);
  });
});

describe("domain names (tldts)", () => {
  it("needs a public suffix and a registrable domain", () => {
    expect(normalizeDomain(" Mail.Example.CO.UK. ")).toBe("mail.example.co.uk");
    for (const bad of ["localhost", "co.uk", "10.0.0.1", "example", "ex_ample.com", "example.invalid", "a..com"]) expect(normalizeDomain(bad), bad).toBeNull();
  });
});

describe("the email DNS alert", () => {
  it("shows while the location's DNS is missing and cannot be dismissed away", () => {
    expect(notificationBars(null, { email_status: 1, email_dns_missing: true }, { email: true }).map((b) => b.kind)).toEqual(["email-dns"]);
    expect(notificationBars(null, { email_status: 0, email_dns_missing: true }).map((b) => b.kind)).toEqual(["email-dns", "email-off"]);
    expect(notificationBars(null, { email_status: 1 })).toEqual([]);
  });
});
