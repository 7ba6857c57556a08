import { DMARC_DEFAULT, RECORD_TITLES, RETURN_PATH_LABEL, mailPlatformDomain, type RecordKind } from "./constants";

/** One DNS record a domain needs: what to create, and the last verify's answer for it. */
export type DnsRecord = { kind: RecordKind; type: "TXT" | "CNAME"; host: string; value: string };

export const spfInclude = () => `include:_spf.${mailPlatformDomain()}`;
export const returnPathTarget = () => `${RETURN_PATH_LABEL}.${mailPlatformDomain()}`;
export const dkimHost = (selector: string, domain: string) => `${selector}._domainkey.${domain}`;

const isSpf = (v: string) => /^v=spf1(\s|$)/i.test(v.trim());

/**
 * The SPF value to publish: the domain's existing SPF record with our include added before its
 * `all` (or `redirect=`) term, so other senders keep working; a fresh record when there is none.
 */
export function mergeSpf(existing: string[]): string {
  const include = spfInclude();
  const current = existing.find(isSpf);
  if (!current) return `v=spf1 ${include} ~all`;
  const terms = current.trim().split(/\s+/);
  if (terms.some((t) => t.toLowerCase() === include)) return terms.join(" ");
  const tail = terms.findIndex((t, i) => i > 0 && (/^[-~?+]?all$/i.test(t) || /^redirect=/i.test(t)));
  if (tail === -1) return [...terms, include].join(" ");
  return [...terms.slice(0, tail), include, ...terms.slice(tail)].join(" ");
}

export function dkimValue(publicKey: string): string {
  return `v=DKIM1; k=rsa; p=${publicKey}`;
}

export function buildRecords(domain: string, selector: string, publicKey: string, existingSpf: string[]): DnsRecord[] {
  return [
    { kind: "spf", type: "TXT", host: domain, value: mergeSpf(existingSpf) },
    { kind: "dkim", type: "TXT", host: dkimHost(selector, domain), value: dkimValue(publicKey) },
    { kind: "dmarc", type: "TXT", host: `_dmarc.${domain}`, value: DMARC_DEFAULT },
    { kind: "return_path", type: "CNAME", host: `${RETURN_PATH_LABEL}.${domain}`, value: returnPathTarget() },
  ];
}

/** Tag-value pairs of a DKIM or DMARC record ("v=DKIM1; p=..."), whitespace inside values removed. */
export function tags(record: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of record.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    out.set(part.slice(0, eq).trim().toLowerCase(), part.slice(eq + 1).replace(/\s+/g, ""));
  }
  return out;
}

/** The error for one record given what DNS answered, or null when it passes. */
export function checkRecord(record: DnsRecord, publicKey: string, found: string[]): string | null {
  const title = RECORD_TITLES[record.kind];
  switch (record.kind) {
    case "spf": {
      const spf = found.filter(isSpf);
      if (!spf.length) return `${title} record not found on ${record.host}`;
      if (spf.length > 1) return `${title}: ${record.host} has more than one SPF record`;
      return spf[0].toLowerCase().split(/\s+/).includes(spfInclude()) ? null : `${title} record does not include ${spfInclude()}`;
    }
    case "dkim": {
      const keys = found.map(tags).filter((t) => t.has("p"));
      if (!keys.length) return `${title} record not found on ${record.host}`;
      return keys.some((t) => t.get("p") === publicKey) ? null : `${title} record on ${record.host} does not match the key`;
    }
    case "dmarc": {
      // Any valid DMARC policy passes: the domain's owner may already enforce one.
      const valid = found.map(tags).some((t) => t.get("v")?.toUpperCase() === "DMARC1" && ["none", "quarantine", "reject"].includes(t.get("p")?.toLowerCase() ?? ""));
      if (valid) return null;
      return found.length ? `${title} record on ${record.host} is not valid` : `${title} record not found on ${record.host}`;
    }
    case "return_path": {
      if (!found.length) return `${title} CNAME not found on ${record.host}`;
      return found.includes(record.value.toLowerCase()) ? null : `${title} CNAME on ${record.host} does not point to ${record.value}`;
    }
  }
}
