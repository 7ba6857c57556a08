import { z } from "@hono/zod-openapi";
import { parse } from "tldts";
import { id, text, idList } from "@/lib/http/schemas";
import { DOMAIN_MAX, FROM_NAME_MAX, MSG, RECORD_KINDS } from "./constants";

const IDS_MAX = 100;

/** A host name's labels: letters, digits and inner hyphens, 63 characters each. */
const LABELS = /^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/;

/**
 * A sending domain: lowercased, with a known public suffix and a registrable domain (tldts),
 * so "localhost", "com", an IP address or "example.invalid" are refused on `domain`.
 */
export function normalizeDomain(raw: string): string | null {
  const v = raw.trim().toLowerCase().replace(/\.$/, "");
  if (!v || v.length > DOMAIN_MAX || !LABELS.test(v)) return null;
  const p = parse(v);
  if (p.isIp || !p.domain || !p.publicSuffix || !p.isIcann || p.hostname !== v) return null;
  return v;
}

export const domainBody = z.object({
  domain: text("domain")
    .max(DOMAIN_MAX, { error: MSG.domainInvalid })
    .transform((v, ctx) => {
      const d = normalizeDomain(v);
      if (!d) ctx.addIssue({ code: "custom", message: MSG.domainInvalid });
      return d ?? v;
    }),
});

const EMAIL = /^[^\s@<>"(),;:]+@[a-z0-9.-]+$/i;
export const senderBody = z.object({
  id: id().optional(),
  domain_id: id("domain_id"),
  from_name: text("from name").trim().min(1, { error: "The from name field is required." }).max(FROM_NAME_MAX, { error: `The from name may not be greater than ${FROM_NAME_MAX} characters.` }),
  from_email: text("from email")
    .trim()
    .toLowerCase()
    .min(1, { error: "The from email field is required." })
    .max(254, { error: MSG.senderInvalid })
    .refine((v) => EMAIL.test(v), { error: MSG.senderInvalid }),
});

export const idsBody = z.object({ ids: idList("ids", IDS_MAX) });
export const idBody = z.object({ id: id() });
export const locationsBody = z.object({ location_ids: idList("location_ids", IDS_MAX) });
/** `status`: 1 on, 0 off (a form may send them as strings). */
export const statusBody = z.object({
  status: z
    .union([z.literal(0), z.literal(1), z.literal("0"), z.literal("1")], { error: "The status must be 0 or 1." })
    .transform((v) => Number(v)),
});
export const dnsDetailsQuery = z.object({ id: id() });

export const dnsRecord = z.object({
  kind: z.enum(RECORD_KINDS),
  type: z.enum(["TXT", "CNAME"]),
  host: z.string(),
  value: z.string(),
  is_verified: z.boolean(),
  error: z.string().nullable(),
});

export const domainRow = z.object({
  id: z.number(),
  domain: z.string(),
  is_verified: z.boolean(),
  errors: z.array(z.string()),
  /** Active for the accessed location. */
  is_active: z.boolean(),
  /** Locations of the company that send with it. */
  active_location_ids: z.array(z.number()),
  senders_count: z.number(),
  verified_at: z.string().nullable(),
  checked_at: z.string().nullable(),
  created_at: z.string(),
  dns_details: z.array(dnsRecord),
});
export type DomainRow = z.infer<typeof domainRow>;

export const senderRow = z.object({
  id: z.number(),
  domain_id: z.number(),
  from_name: z.string(),
  from_email: z.string(),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type SenderRow = z.infer<typeof senderRow>;

/** What the accessed location sends with. */
export const sendingSettings = z.object({
  enabled: z.boolean(),
  domain_id: z.number().nullable(),
  domain: z.string().nullable(),
  sender_id: z.number().nullable(),
  from: z.string().nullable(),
  /** The location's active domain failed its last DNS check: its emails wait. */
  dns_missing: z.boolean(),
});
export type SendingSettings = z.infer<typeof sendingSettings>;

export const domainList = z.object({ data: z.array(domainRow), settings: sendingSettings });
export type DomainList = z.infer<typeof domainList>;
export const domainSaved = z.object({ message: z.string(), domain: domainRow, dns_details: z.array(dnsRecord) });
export const verifyAnswer = z.object({
  status: z.number(),
  is_verified: z.boolean(),
  errors: z.array(z.string()),
  message: z.string(),
  dns_details: z.array(dnsRecord),
});
export type VerifyAnswer = z.infer<typeof verifyAnswer>;
export const verifyManyAnswer = z.object({
  status: z.number(),
  message: z.string(),
  data: z.array(z.object({ id: z.number(), is_verified: z.boolean(), errors: z.array(z.string()) })),
});
export const messageAnswer = z.object({ message: z.string() });
export const settingsAnswer = z.object({ message: z.string(), data: sendingSettings });
export const locationsAnswer = z.object({ message: z.string(), data: z.array(z.number()) });
