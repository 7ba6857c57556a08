import { z } from "@hono/zod-openapi";
import { HEX_COLOR } from "@/lib/favorite-colors/constants";
import { id, text } from "@/lib/http/schemas";
import { SIGNATURE_DEFAULTS, SIGNATURE_LIMITS } from "./constants";

/** A yes/no field: true/false, or 1/0 as older clients send it. */
export const flag = (field: string) =>
  z.union([z.boolean(), z.literal(0), z.literal(1)], { error: `The ${field} field must be true or false.` }).transform(Boolean);

const line = (field: string, max = 191) => text(field).trim().max(max, { error: `The ${field} may not be greater than ${max} characters.` });
const hex = (field: string) => z.string({ error: `The ${field} field is required.` }).trim().regex(HEX_COLOR, { error: `The ${field} must be a hex colour such as #2f7eed.` });
const size = (field: keyof typeof SIGNATURE_LIMITS) => {
  const [min, max] = SIGNATURE_LIMITS[field];
  return z.coerce.number({ error: `The ${field} must be a number.` }).int({ error: `The ${field} must be a whole number.` }).min(min, { error: `The ${field} must be at least ${min}.` }).max(max, { error: `The ${field} may not be greater than ${max}.` });
};
/** A link a coach types: empty, or http(s) (issue 11 "Bad input": a URL without http(s) is a 422). */
const url = (field: string) =>
  line(field, 500).refine((v) => v === "" || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), { error: `The ${field} must be a URL starting with http:// or https://.` });

export const signatureFields = {
  full_name: line("full name").min(1, { error: "The full name field is required." }),
  credentials: line("credentials").default(""),
  company_name: line("company name").default(""),
  slogan: line("slogan").default(""),
  author_image: url("author image").nullable().default(null).transform((v) => v || null),
  phone: line("phone", 40).default(""),
  has_phone: flag("has phone").default(true),
  email: line("email").refine((v) => v === "" || z.email().safeParse(v).success, { error: "The email must be a valid email address." }).default(""),
  has_email: flag("has email").default(true),
  website: url("website").default(""),
  has_website: flag("has website").default(true),
  address: line("address", 300).default(""),
  has_address: flag("has address").default(true),
  is_abbreviate: flag("is abbreviate").default(false),
  icon_color: hex("icon color").default(SIGNATURE_DEFAULTS.icon_color),
  link_color: hex("link color").default(SIGNATURE_DEFAULTS.link_color),
  bar_color: hex("bar color").default(SIGNATURE_DEFAULTS.bar_color),
  bar_text_color: hex("bar text color").default(SIGNATURE_DEFAULTS.bar_text_color),
  linebar_color: hex("linebar color").default(SIGNATURE_DEFAULTS.linebar_color),
  linebar_height: size("linebar_height").default(SIGNATURE_DEFAULTS.linebar_height),
  linebar_width: size("linebar_width").default(SIGNATURE_DEFAULTS.linebar_width),
  margin: size("margin").default(SIGNATURE_DEFAULTS.margin),
  padding: size("padding").default(SIGNATURE_DEFAULTS.padding),
  border_radius: size("border_radius").default(SIGNATURE_DEFAULTS.border_radius),
  facebook_url: url("facebook url").default(""),
  facebook_enabled: flag("facebook enabled").default(false),
  facebook_icon: flag("facebook icon").default(true),
  ig_url: url("instagram url").default(""),
  ig_enabled: flag("instagram enabled").default(false),
  ig_icon: flag("instagram icon").default(true),
  twitter_url: url("twitter url").default(""),
  twitter_enabled: flag("twitter enabled").default(false),
  twitter_icon: flag("twitter icon").default(true),
};

/** POST /signature/store: a new signature, or with `id` an update; `default` and `apply_to_all` set the location's choice. */
export const signatureStore = z
  .object({
    id: id().optional(),
    ...signatureFields,
    default: flag("default").default(false),
    apply_to_all: flag("apply to all").optional(),
  })
  .openapi("SignatureStore");

export const signature = z
  .object({
    id: z.number().int(),
    full_name: z.string(), credentials: z.string(), company_name: z.string(), slogan: z.string(), author_image: z.string().nullable(),
    phone: z.string(), has_phone: z.boolean(), email: z.string(), has_email: z.boolean(), website: z.string(), has_website: z.boolean(),
    address: z.string(), has_address: z.boolean(), is_abbreviate: z.boolean(),
    icon_color: z.string(), link_color: z.string(), bar_color: z.string(), bar_text_color: z.string(), linebar_color: z.string(),
    linebar_height: z.number().int(), linebar_width: z.number().int(), margin: z.number().int(), padding: z.number().int(), border_radius: z.number().int(),
    facebook_url: z.string(), facebook_enabled: z.boolean(), facebook_icon: z.boolean(),
    ig_url: z.string(), ig_enabled: z.boolean(), ig_icon: z.boolean(),
    twitter_url: z.string(), twitter_enabled: z.boolean(), twitter_icon: z.boolean(),
    is_default: z.boolean(),
    /** The signature as email HTML (the same the sends append). */
    html: z.string(),
  })
  .openapi("Signature");

export const signatureList = z.object({ signatures: z.array(signature), default: z.number().int().nullable(), apply_to_all: z.boolean() });
export const signatureQuery = z.object({ id: id().optional() });
export const signatureOne = z.object({ data: signature.nullable(), apply_to_all: z.boolean() });
export const signatureSaved = z.object({ status: z.number().int(), message: z.string(), data: signature });
export type SignatureStore = z.infer<typeof signatureStore>;
export type Signature = z.infer<typeof signature>;
