import { maxLength, minLength, number, object, optional, refine, string, trim } from "zod/mini";
import { DOMAIN_MAX, FROM_NAME_MAX, MSG } from "./constants";

/** The dialogs' rules in zod's mini build; the API checks the same and more (schemas.ts, tldts). */
export const domainForm = object({
  domain: string().check(trim(), minLength(1, "The domain field is required."), maxLength(DOMAIN_MAX, MSG.domainInvalid), refine((v) => /^[^\s/@:]+\.[^\s/@:]+$/.test(v.trim()), MSG.domainInvalid)),
});

export const senderForm = object({
  id: optional(number()),
  domain_id: number(),
  from_name: string().check(trim(), minLength(1, "The from name field is required."), maxLength(FROM_NAME_MAX)),
  from_email: string().check(trim(), minLength(1, "The from email field is required."), refine((v) => /^[^\s@]+@[^\s@]+$/.test(v.trim()), MSG.senderInvalid)),
});
